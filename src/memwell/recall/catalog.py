"""`Catalog`: the narrow view of memory recall depends on (never the topic files).

The derived SQLite catalog (`memwell.index`) implements it through the `Harness`; a test
can implement it over a list. A `generation` names one state of the memory: it changes
whenever any memory does (a save, a delete, or a hand edit seen by the catalog's
freshness check), so what recall derives from the rows is stored per generation and is
current exactly while the generation stays the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from memwell.memory.document import Memory


class Catalog(Protocol):
    def generation(self) -> int:
        """The current generation, after the catalog's freshness check."""
        ...

    def memories(self) -> Sequence[Memory]:
        """Every parsed memory, from the catalog's rows."""
        ...

    def derived(self, key: str, generation: int) -> str | None:
        """A view stored for `generation` under `key`, or None."""
        ...

    def store_derived(self, key: str, generation: int, value: str) -> None:
        """Keep a view derived at `generation`; raise `MemwellError` if it cannot."""
        ...
