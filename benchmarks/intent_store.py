"""The intent a development world's turn ends with once the store has been asked, for a head
that never saw that world (`benchmarks/intent_worlds.py --store`).

The head-alone table reads `recall_decision.classify` without a store; the pipeline then
weighs what the store knows (`recall_decision.decide`: the names it holds decide between an
entity reference and the user's own context, an unnamed subject goes to the store check).
That stage changes intents, so a head is judged here as the pipeline uses it: each world's
home is seeded once (as `recall_eval.py` does), the store's names in each turn are found
once, and a turn the decision leaves to the store (`ask_store`) is searched once per mode
and its coverage kept (`store_match`), so many heads are scored at the cost of one search
per turn. The digest, the gate and the session's preflight are not built: intent only.
(`benchmarks/intent_store_stage.py`, session 7, trains a second stage on the lives' stores;
this scores the decision that ships.)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memwell.recall.engine import _focus
from memwell.recall.intent_head import Example, IntentHead
from memwell.recall.recall_decision import (
    StoreEvidence,
    StoreMatch,
    classify,
    confirm,
    decide,
    store_match,
)
from memwell.recall.store_decision import is_open, settle, store_columns
from memwell.recall.turn_intent import TurnIntent
from memwell.recall.types import EntityMatch


@dataclass
class WorldStore:
    """One seeded world: its engine, the names of each turn, and the store checks made."""

    engine: Any
    names: dict[str, tuple[EntityMatch, ...]] = field(default_factory=dict)
    matches: dict[tuple[str, str], StoreMatch] = field(default_factory=dict)
    searched: dict[tuple[str, str], list[Any]] = field(default_factory=dict)
    # the store decision after the search (`store_decision.settle`): the shipped one unless
    # set; `settled=False` scores the pipeline without it
    model: Any = None
    settled: bool = True
    # the last call's columns of an open turn, and its intent before the decision
    columns: dict[str, tuple[float, ...]] = field(default_factory=dict)
    before: dict[str, str] = field(default_factory=dict)

    def _search(self, text: str, decided: Any) -> list[Any]:
        key = (text, decided.plan.mode)
        if key not in self.searched:
            _, hits = self.engine._recall(decided.plan.mode, _focus(text), decided.classification)
            self.searched[key] = list(hits or [])
        return self.searched[key]

    def decided_intent(self, text: str, vector: Any, head: IntentHead) -> tuple[str, bool]:
        """The intent and the recall side of `text` as the pipeline decides them."""
        detector = self.engine.detector()
        estimate = classify(text, vector, head=head, detector=detector)
        if text not in self.names:
            self.names[text] = TurnIntent(None).names(
                text, detector, estimate.classification.entities
            )
        decided = decide(estimate, StoreEvidence(self.names[text]), self.engine.policy)
        plan = decided.plan
        if decided.ask_store and plan.trigger and plan.mode is not None:
            key = (text, plan.mode)
            if key not in self.matches:
                self.matches[key] = store_match(_focus(text), self._search(text, decided))
            decided = confirm(decided, self.matches[key])
        self.before[text] = decided.classification.intent
        self.columns.pop(text, None)
        if decided.plan.mode is not None and is_open(decided, estimate):
            hits = self._search(text, decided)
            self.columns[text] = store_columns(estimate, decided, hits, _focus(text))
            if self.settled:
                decided = settle(decided, estimate, hits, _focus(text), self.model)
        return decided.classification.intent, decided.plan.trigger


@contextmanager
def seeded_worlds(fixtures: dict[str, Path]) -> Iterator[dict[str, WorldStore]]:
    """Each world's seeded home (removed after), keyed by world name."""
    import recall_eval

    opened: list[Any] = []
    stores: dict[str, WorldStore] = {}
    try:
        for name, path in fixtures.items():
            context = recall_eval.seeded_recall(path, f"memwell-intent-{name}-")
            stores[name] = WorldStore(context.__enter__())
            opened.append(context)
        yield stores
    finally:
        for context in reversed(opened):
            context.__exit__(None, None, None)


def score_with_store(
    store: WorldStore, head: IntentHead, vectors: Any, examples: Sequence[Example]
) -> list[str]:
    """The decided intent of each of `examples` with `head`."""
    return [
        store.decided_intent(ex.text, vector, head)[0]
        for vector, ex in zip(vectors, examples, strict=True)
    ]
