"""`Catalog`: the narrow view of memory recall depends on (never the topic files).

The derived SQLite catalog (`memwell.index`) implements it through the `Harness`. Each
row carries what recall derives of its memory (`recall.facts`, computed when the row is
written), so every question below is a query over rows. A `generation` names one state
of the memory: it changes whenever any memory does (a save, a delete, or a hand edit
seen by the catalog's freshness check), so what recall derives across rows (the learned
entities) is stored per generation and is current exactly while it stays the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol, TypeAlias

from memwell.layout import Scope
from memwell.memory.document import Memory
from memwell.recall.entities import EntityEvidence
from memwell.recall.facts import Fact

# pinned, unresolved (open items), constraint (rules, conventions, decisions), active
# (tagged active/current), project (workspace projects), rules (memories stating
# parsed rules), risk (constraint or open memories of one risk category)
FactKind: TypeAlias = Literal[
    "pinned", "unresolved", "constraint", "active", "project", "rules", "risk"
]


class Catalog(Protocol):
    def generation(self, *, fresh: bool = True) -> int:
        """The current generation; `fresh` runs the catalog's freshness check first (a
        hand edit is seen), else only topic files added, deleted or renamed are looked
        for (an in-place edit waits for the next full check)."""
        ...

    def facts(
        self,
        kind: FactKind,
        *,
        category: str | None = None,
        recent_first: bool = False,
        limit: int | None = None,
    ) -> Sequence[Fact]:
        """Memories of `kind` (`category` for "risk"): newest first if `recent_first`,
        else pinned, open and active memories before pure rules. Only "rules" facts carry
        their parsed rules."""
        ...

    def facts_of(self, keys: Sequence[tuple[str, str]]) -> Sequence[Fact]:
        """The memories with these (scope, name)."""
        ...

    def entity_evidence(self) -> Sequence[EntityEvidence]:
        """What entity learning reads of every memory, in catalog order."""
        ...

    def recent(self, limit: int) -> Sequence[tuple[str, str]]:
        """(name, description) of the most recently updated memories, newest first."""
        ...

    def memories(self, names: Sequence[str]) -> Sequence[Memory]:
        """The parsed memories called `names`, from the catalog's rows."""
        ...

    def scope_memories(self, scope: Scope) -> Sequence[Memory]:
        """Every parsed memory of one scope, from the catalog's rows (the always-on
        profile reads the user scope's)."""
        ...

    def derived(self, key: str, generation: int) -> str | None:
        """A view stored for `generation` under `key`, or None."""
        ...

    def store_derived(self, key: str, generation: int, value: str) -> None:
        """Keep a view derived at `generation`; raise `MemwellError` if it cannot."""
        ...
