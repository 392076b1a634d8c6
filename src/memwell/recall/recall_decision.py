"""The intent of a turn from its embedding, and the recall decision that asks the store.

Two narrow functions, for any recall engine to call:

* `classify(text, embedding, head=..., detector=...) -> IntentEstimate`: the intent head's
  probabilities over the eight intents (`recall/intent_head.py`) when an embedding is given;
  the rule-based classifier (`recall/intent.py`) otherwise, marked as the fallback. Rules
  still decide the seed's explicit triggers, which are not a matter of degree: a command
  typed as the turn (`git push -f`), an explicit continuation ("let's continue", 前回の続き)
  and "do you remember ..." / 覚えてる.
* `decide(estimate, evidence, policy) -> RecallDecision`: recall when the turn needs context
  (the head's probability of a context intent), or when the store holds a confident match
  for what the turn names (an entity the store knows) and the head is not sure the turn is
  generic; skip generic and casual turns otherwise, even when one of their words is also a
  project's name ("What does 'kamome' mean?" with a shop called Kamome).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from memwell.recall.entities import EntityDetector
from memwell.recall.intent import classify as classify_by_rules
from memwell.recall.intent_head import IntentHead, Matrix
from memwell.recall.policy import MemoryPolicy
from memwell.recall.triggers import RecallPlan, plan
from memwell.recall.types import EXECUTION_INTENTS, Classification, EntityMatch, Intent

SKIP_INTENTS: frozenset[str] = frozenset({"generic_qa", "casual"})
# Trigger: the head's top intent is generic/casual but the store knows a name in the turn.
# Why: "how's orion doing lately" is about the user's Orion; "what does kamome mean" is a
# dictionary question that happens to share a word with the shop. The head separates them
# by how sure it is. Outcome: recall as an entity reference below this certainty.
ENTITY_OVERRIDE_BELOW = 0.75
# Trigger: a turn whose top intent needs context. Outcome: recall when the probability of
# all context-needing intents together reaches this (the top one alone may be split).
CONTEXT_AT_LEAST = 0.5
# the seed trigger a model-classified entity reference without a known name fires
NAMED_SUBJECT_TRIGGER = "requires_user_specific_context"

_REMEMBER = re.compile(
    r"\b(?:do|did|can|d)\s*(?:you|u)\s+(?:still\s+)?(?:remember|recall)\b|\bremember\s+(?:when|the|our|how|what)\b"
    r"|覚えて(?:る|い(?:る|ます))|憶えて(?:る|い(?:る|ます))",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class IntentEstimate:
    """A turn's classification, the head's probabilities (empty for rules) and its source."""

    classification: Classification
    probabilities: Mapping[str, float] = field(default_factory=dict)
    source: Literal["model", "rules"] = "rules"
    fallback_reason: str | None = None  # why the rules answered (no model, no embedding)

    @property
    def skip_probability(self) -> float:
        return sum(self.probabilities.get(i, 0.0) for i in SKIP_INTENTS)


@dataclass(frozen=True, slots=True)
class StoreEvidence:
    """What the store knows about the names in a turn."""

    entities: tuple[EntityMatch, ...] = ()


def classify(
    text: str,
    embedding: Matrix | None,
    *,
    head: IntentHead | None,
    detector: EntityDetector | None = None,
    fallback_reason: str | None = None,
) -> IntentEstimate:
    """The intent of `text`: the head over `embedding`, or the rules without one."""
    rules = classify_by_rules(text, detector)
    if head is None or embedding is None:
        reason = fallback_reason or ("no intent head" if head is None else "no embedding")
        marked = dataclasses.replace(rules, features=(*rules.features, "classifier:rules"))
        return IntentEstimate(marked, source="rules", fallback_reason=reason)
    probabilities = head.probabilities(embedding)
    intent: Intent = max(probabilities, key=probabilities.__getitem__)
    features = [*rules.features, f"classifier:model:{probabilities[intent]:.2f}"]
    explicit = _explicit_trigger(text, rules)
    if explicit is not None:
        intent = explicit
        features.append(f"explicit:{explicit}")
    change = intent in EXECUTION_INTENTS or (
        intent == "continuation" and "request" in rules.features
    )
    classification = dataclasses.replace(
        rules, intent=intent, features=tuple(features), change_requested=change
    )
    return IntentEstimate(classification, {str(k): v for k, v in probabilities.items()}, "model")


def _explicit_trigger(text: str, rules: Classification) -> Intent | None:
    """The seed's explicit triggers, which the rules recognise exactly."""
    if "command" in rules.features:
        return "execution_request"
    if "explicit_continuation" in rules.features or _REMEMBER.search(text):
        return "continuation"
    return None


@dataclass(frozen=True, slots=True)
class RecallDecision:
    """The turn's final classification (the store may turn generic into entity_reference)
    and the plan: whether to recall, in which mode, and whether the gate runs."""

    classification: Classification
    plan: RecallPlan


def decide(
    estimate: IntentEstimate, evidence: StoreEvidence, policy: MemoryPolicy
) -> RecallDecision:
    """Whether and how to recall for one classified turn."""
    classification = estimate.classification
    if estimate.source == "rules":
        if evidence.entities and not classification.entities:
            classification = _with_entities(classification, evidence.entities)
        return RecallDecision(classification, plan(classification, policy))
    entities = evidence.entities or classification.entities
    if classification.intent in SKIP_INTENTS:
        context = 1.0 - estimate.skip_probability
        if entities and estimate.skip_probability < ENTITY_OVERRIDE_BELOW:
            classification = _as(classification, "entity_reference", entities, "store:entity")
        elif context >= CONTEXT_AT_LEAST:
            best = max(
                (i for i in estimate.probabilities if i not in SKIP_INTENTS),
                key=lambda i: estimate.probabilities[i],
            )
            classification = _as(classification, best, entities, "context:split")  # type: ignore[arg-type]
    elif entities is not classification.entities:
        classification = dataclasses.replace(classification, entities=entities)
    decided = plan(classification, policy)
    if (
        not decided.trigger
        and classification.intent == "entity_reference"
        and not classification.entities
        and policy.triggers_enabled(NAMED_SUBJECT_TRIGGER)
    ):
        # Trigger: the head is sure the turn is about a named subject of the user's ("who
        # owns the falcon payments service?") but no name in it is a known entity yet.
        # Why: the rules' plan fires entity recall only on a known name, and a store that
        # learned no entity from that topic would skip it. Outcome: recall, searched by
        # the turn's words and meaning, as user-specific context.
        classification = dataclasses.replace(
            classification, features=(*classification.features, "context:named_subject")
        )
        decided = dataclasses.replace(
            decided,
            trigger=True,
            triggers=(NAMED_SUBJECT_TRIGGER,),
            skip_reason=None,
            mode="entity_query",
        )
    return RecallDecision(classification, decided)


def _with_entities(
    classification: Classification, entities: tuple[EntityMatch, ...]
) -> Classification:
    """Rules fallback: names only the store's forms found (a typo, kana) count as entities."""
    intent = classification.intent
    if intent in SKIP_INTENTS:  # the rules' precedence: an entity outranks generic/casual
        intent = "entity_reference"
    return dataclasses.replace(classification, intent=intent, entities=entities)


def _as(
    classification: Classification,
    intent: Intent,
    entities: tuple[EntityMatch, ...],
    why: str,
) -> Classification:
    return dataclasses.replace(
        classification,
        intent=intent,
        entities=entities,
        features=(*classification.features, why),
        change_requested=classification.change_requested or intent in EXECUTION_INTENTS,
    )
