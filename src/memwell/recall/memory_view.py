"""`MemoryView`: what recall reads of one catalog generation, asked when first needed.

Every question is a query over catalog rows that already carry recall's facts
(`recall.facts`); answers are kept for the generation, so a long-lived process asks
again only after a memory changed. The one answer that spans every row, the entities
learned from memory, is derived once per generation from the rows' stored evidence and
stored back in the catalog for the next process (a hook reads one small row).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import TypeAlias

from memwell.errors import MemwellError
from memwell.lazy_logging import lazy_logger
from memwell.recall.catalog import Catalog, FactKind
from memwell.recall.entities import EntityDetector, build_detector, learn_from_evidence
from memwell.recall.facts import Fact
from memwell.recall.policy import MemoryPolicy

log = lazy_logger(__name__)  # imports logging when it first logs

ENTITIES_VERSION = 1  # of the stored learned-entities view
RECENT_MEMORIES = 20  # the newest memories whose entities preflight lists

Learned: TypeAlias = tuple[tuple[str, tuple[str, ...]], ...]


def policy_key(policy: MemoryPolicy) -> str:
    """What of the policy shapes the learned entities (configured ones, learning on/off)."""
    parts = repr(sorted(policy.entities.items())) + str(policy.learn_entities)
    return hashlib.sha256(parts.encode("utf-8")).hexdigest()[:16]


class MemoryView:
    """The memory of one generation, as recall sees it. `catalog=None` is an empty view
    (the catalog could not be read)."""

    def __init__(self, catalog: Catalog | None, generation: int, policy: MemoryPolicy) -> None:
        self.catalog = catalog
        self.generation = generation
        self.policy = policy
        self._facts: dict[tuple[FactKind, str | None, bool, int | None], tuple[Fact, ...]] = {}
        self._detector: EntityDetector | None = None
        self._grounding: dict[tuple[str, ...], tuple[str, ...]] | None = None

    def facts(
        self,
        kind: FactKind,
        *,
        category: str | None = None,
        recent_first: bool = False,
        limit: int | None = None,
    ) -> tuple[Fact, ...]:
        key = (kind, category, recent_first, limit)
        if key not in self._facts:
            self._facts[key] = (
                tuple(
                    self.catalog.facts(
                        kind, category=category, recent_first=recent_first, limit=limit
                    )
                )
                if self.catalog is not None
                else ()
            )
        return self._facts[key]

    def facts_of(self, keys: Sequence[tuple[str, str]]) -> dict[tuple[str, str], Fact]:
        if self.catalog is None or not keys:
            return {}
        return {(f.scope, f.name): f for f in self.catalog.facts_of(keys)}

    def rules(self) -> tuple[Fact, ...]:
        """Every memory that states a parsed rule (the gate's rule model reads them all)."""
        return self.facts("rules")

    def grounding(self) -> dict[tuple[str, ...], tuple[str, ...]]:
        """What the rules' object phrases stand for in this store (`recall.rule_grounding`):
        derived once per generation from every readable memory, stored for the next
        process, so a gate call reads one row."""
        from memwell.recall import rule_grounding

        if self._grounding is not None:
            return self._grounding
        if self.catalog is None:
            return {}
        from memwell.recall.facts import facts_version

        # the rules' code is part of the key: another reader's phrases are not these
        key = f"recall.grounding.{rule_grounding.GROUNDING_VERSION}.{facts_version()}"
        raw = self.catalog.derived(key, self.generation)
        if raw is not None:
            try:
                self._grounding = rule_grounding.from_json(json.loads(raw))
                return self._grounding
            except ValueError:
                pass  # a damaged view is derived again, never trusted
        from memwell.layout import SCOPES

        phrases = [p for f in self.rules() for r in f.rules for p in (*r.objects, *r.targets)]
        texts = [  # a store stating no rule grounds nothing: its memories need no reading
            (m.name, f"{m.description}\n{m.body}")
            for scope in (SCOPES if phrases else ())
            for m in self.catalog.scope_memories(scope)
        ]
        self._grounding = rule_grounding.ground(texts, phrases)
        try:
            self.catalog.store_derived(
                key,
                self.generation,
                json.dumps(rule_grounding.to_json(self._grounding), ensure_ascii=False),
            )
        except MemwellError as exc:
            log.warning("rule grounding not stored: %s", exc)
        return self._grounding

    def risk(self, category: str) -> tuple[Fact, ...]:
        """Constraint and open memories of one risk category."""
        return self.facts("risk", category=category)

    def active_project(self) -> Fact | None:
        """A memory tagged active/current, else the most recently updated workspace project."""
        found = self.facts("active", recent_first=True, limit=1) or self.facts(
            "project", recent_first=True, limit=1
        )
        return found[0] if found else None

    # --- entities ----------------------------------------------------------------------

    def detector(self) -> EntityDetector:
        if self._detector is None:
            detector = build_detector(self.policy.entities, learn=False)
            for canonical, aliases in self._learned():
                detector.add(canonical, aliases, source="memory")
            self._detector = detector
        return self._detector

    def recent_entities(self, limit: int) -> list[str]:
        """Entities named by the most recently updated memories, most recent first."""
        if self.catalog is None or limit <= 0:
            return []
        detector = self.detector()
        found: dict[str, None] = {}
        for name, description in self.catalog.recent(RECENT_MEMORIES):
            for match in detector.detect(name.replace("_", " ") + " " + description):
                found.setdefault(match.canonical, None)
        return list(found)[:limit]

    def _learned(self) -> Learned:
        if self.catalog is None or not self.policy.learn_entities:
            return ()
        key = f"recall.entities.{ENTITIES_VERSION}.{policy_key(self.policy)}"
        raw = self.catalog.derived(key, self.generation)
        if raw is not None:
            try:
                return tuple((str(c), tuple(a)) for c, a in json.loads(raw))
            except (TypeError, ValueError):
                pass  # a damaged view is derived again, never trusted
        # Trigger: the first read of a generation's entities by any process. Why: which
        # names recur across memories needs every row's evidence. Outcome: learned from
        # the rows' stored evidence (no body is read again), stored for the next process.
        detector = build_detector(self.policy.entities, learn=False)
        learn_from_evidence(detector, self.catalog.entity_evidence())
        learned = tuple(detector.learned())
        try:
            self.catalog.store_derived(
                key, self.generation, json.dumps([[c, list(a)] for c, a in learned])
            )
        except MemwellError as exc:
            # Trigger: the catalog cannot take the view (read-only home, locked).
            # Why: it is derived, and this process already has it.
            # Outcome: used uncached; the next process derives it again.
            log.warning("learned entities not stored: %s", exc)
        return learned
