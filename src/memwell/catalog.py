"""Recall's view of memory: the `Catalog` protocol over a harness's SQLite index.

Recall never reads topic files; it reads catalog rows, which carry what recall derives
of each memory (`RecallFacts`, run by the index whenever it writes a row), kept fresh by
the index's one sync step and filtered by the `read` permission.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from memwell.index.types import FactRow, RowFacts
from memwell.lazy_logging import lazy_logger

if TYPE_CHECKING:
    from memwell.api import Harness
    from memwell.layout import Scope
    from memwell.memory.document import Memory
    from memwell.recall.catalog import FactKind
    from memwell.recall.entities import EntityEvidence
    from memwell.recall.facts import Fact
    from memwell.recall.policy import MemoryPolicy
    from memwell.recall.rules import Rule

log = lazy_logger(__name__)  # imports logging when it first logs

# recall's modules load when recall reads or a row is written: `memwell search` opens the
# index with this deriver and should not pay for recall's regular expressions


class RecallFacts:
    """The index's `FactDeriver`: recall's facts of one memory, as a row stores them."""

    @property
    def version(self) -> str:
        from memwell.recall.facts import facts_version

        return facts_version()

    def __call__(self, memory: Memory) -> RowFacts:
        from memwell.recall.facts import derive_facts

        facts = derive_facts(memory)
        return RowFacts(
            constraint=facts.constraint,
            unresolved=facts.unresolved,
            active=facts.active,
            open_items=facts.open_items,
            categories=facts.categories,
            rules=json.dumps([r.to_dict() for r in facts.rules], ensure_ascii=False),
            entities=json.dumps(facts.evidence.to_json(), ensure_ascii=False),
        )


def to_fact(row: FactRow, *, with_rules: bool = False) -> Fact:
    from memwell.recall.facts import Fact, fact_text

    rules: tuple[Rule, ...] = ()
    if with_rules:
        from memwell.recall.rules import Rule as RuleType  # the gate's rule model only

        rules = tuple(RuleType.from_dict(r) for r in json.loads(row.facts.rules))
    return Fact(
        name=row.name,
        scope=row.scope,
        type=row.type,
        description=row.description,
        tags=row.tags + row.aliases,
        pinned=row.pinned,
        updated=row.updated,
        open_items=row.facts.open_items,
        text=fact_text(row.description, row.head),
        constraint=row.facts.constraint,
        unresolved=row.facts.unresolved,
        active=row.facts.active,
        categories=row.facts.categories,
        aliases=row.aliases,
        rules=rules,
    )


class HarnessCatalog:
    """Recall's `Catalog` over this harness's SQLite index: one freshness rule (the index's
    sync, run at most once per `freshness_interval_s` in a long-lived process, always in
    a fresh one) for search and for everything recall reads."""

    def __init__(self, harness: Harness) -> None:
        self._harness = harness

    def generation(self, *, fresh: bool = True) -> int:
        if not fresh:
            # topic files added, deleted or renamed (two directory stats) are always seen;
            # an in-place edit waits for the next full check
            return self._harness.index.generation(check_files="added")
        return self._harness.index.generation(check_files=self._harness.check_files_due())

    def facts(
        self,
        kind: FactKind,
        *,
        category: str | None = None,
        recent_first: bool = False,
        limit: int | None = None,
    ) -> list[Fact]:
        rows = self._harness.index.fact_rows(
            kind,
            scopes=self._readable(),
            category=category,
            recent_first=recent_first,
            limit=limit,
        )
        return [to_fact(row, with_rules=kind == "rules") for row in rows]

    def facts_of(self, keys: Sequence[tuple[str, str]]) -> list[Fact]:
        rows = self._harness.index.fact_rows("named", scopes=self._readable(), names=keys)
        return [to_fact(row) for row in rows]

    def entity_evidence(self) -> list[EntityEvidence]:
        from memwell.recall.entities import EntityEvidence

        rows = self._harness.index.entity_evidence(self._readable())
        # "[]": a row not derived yet (the catalog derives every row before it is read)
        return [EntityEvidence.from_json(json.loads(raw)) for raw in rows if raw != "[]"]

    def recent(self, limit: int) -> list[tuple[str, str]]:
        return self._harness.index.recent_memories(limit, self._readable())

    def memories(self, names: Sequence[str]) -> list[Memory]:
        return self._harness.index.catalog_rows(self._readable(), names)

    def scope_memories(self, scope: Scope) -> list[Memory]:
        if scope not in self._readable():
            return []
        return self._harness.index.catalog_rows([scope])

    def derived(self, key: str, generation: int) -> str | None:
        return self._harness.index.derived(self._scoped(key), generation)

    def store_derived(self, key: str, generation: int, value: str) -> None:
        self._harness.index.store_derived(self._scoped(key), generation, value)

    def derive_for_gate(self, policy: MemoryPolicy) -> None:
        """Derive and store, right after a write, what the next gate call would read beyond
        the rows (the rule grounding), so a hook's gate reads one row instead of deriving it.

        Why: grounding reads every memory (hundreds of ms at 600 memories on a loaded
        machine); the process that changed memory pays it once, not the hook that next
        checks a tool call. Outcome: stored for this generation; failures only logged."""
        import sqlite3

        from memwell.errors import MemwellError
        from memwell.recall.memory_view import MemoryView

        try:
            MemoryView(self, self.generation(fresh=False), policy).grounding()
        except (MemwellError, sqlite3.Error) as exc:
            # the write succeeded and is the truth: the next gate call derives it instead
            log.warning("views for the gate not derived after a write: %s", exc)

    def _readable(self) -> list[Scope]:
        """Only scopes whose `read` permission is "allow" (recall runs in hooks, where
        nobody can be asked, so "ask" counts as no)."""
        return sorted(self._harness.store.readable_scopes(None, ask=None))

    def _scoped(self, key: str) -> str:
        # a view derived under one `read` setting must not be served under another
        return f"{key}@{','.join(self._readable())}"
