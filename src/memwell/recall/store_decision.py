"""The store's word between an entity reference and the user's own context, after the search.

The intent head confuses these two more than any other pair: "when is X due" and
「Xっていつだっけ」 are the same form whether X is a project the workspace remembers or a
habit of the user's own. Before the search the pipeline asks the store one thing (does the
turn name a known entity: `recall_decision._named_or_own`); once recall has searched, the
best memories say more: whether the best is a user-scope preference or rule, and how much
more of the turn the user's memories cover than the workspace's. Both intents recall, so
the search this reads is the one recall already made, and the decision names the turn's
intent without changing what was recalled (the plan and the digest stand).

The decision is a logistic one over `COLUMNS`, trained leave-one-world-out on development
worlds by `scripts/train_store_decision.py` and shipped as `data/store_decision.json` (its
weights and how they were trained). `settle(decision, estimate, hits, text)` applies it.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from memwell.errors import MemwellError
from memwell.lazy_logging import lazy_logger
from memwell.recall.recall_decision import IntentEstimate, RecallDecision, store_match
from memwell.recall.retrieval import RecallHit
from memwell.recall.types import Intent

log = lazy_logger(__name__)

ER: Intent = "entity_reference"
USC: Intent = "user_specific_context"
DECISION_FILE = "store_decision.json"
# the columns the decision reads, in its weights' order (a file for other columns is refused)
COLUMNS: tuple[str, ...] = (
    "gap",  # the head's P(entity_reference) - P(user_specific_context)
    "named",  # the turn names an entity the store knows
    "top_user_rule",  # the best searched memory is a user-scope preference or rule
    "cover_user_minus_workspace",  # store_match of the user's hits minus the workspace's
)
# the memory types a user-scope memory of the user's own habits and rules has
_OWN_TYPES = frozenset({"user", "feedback"})


class StoreDecisionError(MemwellError):
    """The shipped store decision cannot be read (a broken or foreign weights file)."""


@dataclass(frozen=True, slots=True)
class StoreDecision:
    """Weights over `COLUMNS` and a bias; positive means an entity reference."""

    weights: tuple[float, ...]
    bias: float
    trained_on: str = ""  # how the weights were made (the training script's record)

    def entity_score(self, columns: Sequence[float]) -> float:
        return sum(w * x for w, x in zip(self.weights, columns, strict=True)) + self.bias

    def to_json(self) -> dict[str, object]:
        return {
            "columns": list(COLUMNS),
            "weights": list(self.weights),
            "bias": self.bias,
            "trained_on": self.trained_on,
        }


def read_decision(path: Path | None = None) -> StoreDecision:
    """The shipped decision (or the one at `path`)."""
    try:
        if path is None:
            text = (resources.files("memwell.recall") / "data" / DECISION_FILE).read_text("utf-8")
        else:
            text = path.read_text("utf-8")
        data = json.loads(text)
        if tuple(data["columns"]) != COLUMNS:
            raise StoreDecisionError(f"the store decision reads other columns: {data['columns']}")
        weights = tuple(float(w) for w in data["weights"])
        bias = float(data["bias"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise StoreDecisionError(f"cannot read the store decision ({exc})") from exc
    if len(weights) != len(COLUMNS) or not all(math.isfinite(w) for w in (*weights, bias)):
        raise StoreDecisionError("the store decision's weights do not fit its columns")
    return StoreDecision(weights, bias, str(data.get("trained_on", "")))


_SHARED: list[StoreDecision | None] = []


def shared_decision() -> StoreDecision | None:
    """The shipped decision, read once per process; None when its file cannot be read
    (logged once), and the turns keep the intent decided before the search."""
    if not _SHARED:
        try:
            _SHARED.append(read_decision())
        except StoreDecisionError as exc:
            log.warning("%s: intents stand as decided before the search", exc)
            _SHARED.append(None)
    return _SHARED[0]


def is_open(decision: RecallDecision, estimate: IntentEstimate) -> bool:
    """Whether the decision may name this turn's intent: the head read it as one of the two,
    the pipeline decided one of the two and recalls, and no explicit trigger spoke."""
    said = decision.classification
    return (
        estimate.source == "model"
        and decision.plan.trigger
        and said.intent in (ER, USC)
        and estimate.classification.intent in (ER, USC)
        and not any(f.startswith("explicit:") for f in said.features)
    )


def store_columns(
    estimate: IntentEstimate, decision: RecallDecision, hits: Sequence[RecallHit], text: str
) -> tuple[float, ...]:
    """The decision's columns for one turn (`text`: the turn as recall searched it)."""
    probs = estimate.probabilities
    top = hits[0] if hits else None
    user = store_match(text, [h for h in hits if h.scope == "user"]).coverage
    workspace = store_match(text, [h for h in hits if h.scope == "workspace"]).coverage
    return (
        probs.get(ER, 0.0) - probs.get(USC, 0.0),
        float(bool(decision.classification.entities)),
        float(top is not None and top.scope == "user" and top.type in _OWN_TYPES),
        user - workspace,
    )


def settle(
    decision: RecallDecision,
    estimate: IntentEstimate,
    hits: Sequence[RecallHit],
    text: str,
    model: StoreDecision | None = None,
) -> RecallDecision:
    """The turn's intent between the two once the store has been searched (`is_open`
    turns only; every other decision is returned as it is). The recall stands: only the
    classification's intent changes, marked `store:decision`."""
    if not is_open(decision, estimate):
        return decision
    model = model or shared_decision()
    if model is None:
        return decision
    score = model.entity_score(store_columns(estimate, decision, hits, text))
    intent: Intent = ER if score > 0 else USC
    said = decision.classification
    if intent == said.intent:
        return decision
    named = dataclasses.replace(
        said, intent=intent, features=(*said.features, f"store:decision:{score:+.2f}")
    )
    return dataclasses.replace(decision, classification=named)
