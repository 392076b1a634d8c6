"""Recall's view of memory: the `Catalog` protocol over a harness's SQLite index.

Recall never reads topic files; it reads catalog rows and the summaries derived from them,
kept fresh by the index's one sync step and filtered by the `read` permission.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memwell.api import Harness
    from memwell.memory.document import Memory


class HarnessCatalog:
    """Recall's `Catalog` over this harness's SQLite index: one freshness rule (the index's
    sync, run at most once per `freshness_interval_s` in a long-lived process, always in
    a fresh one) for search and for everything recall derives."""

    def __init__(self, harness: Harness) -> None:
        self._harness = harness

    def generation(self) -> int:
        return self._harness.index.generation(check_files=self._harness.check_files_due())

    def memories(self) -> list[Memory]:
        """Only topics of scopes whose `read` permission is "allow" (recall runs in hooks,
        where nobody can be asked, so "ask" counts as no)."""
        readable = self._readable()
        return [m for m in self._harness.index.catalog_rows() if m.scope in readable]

    def derived(self, key: str, generation: int) -> str | None:
        return self._harness.index.derived(self._scoped(key), generation)

    def store_derived(self, key: str, generation: int, value: str) -> None:
        self._harness.index.store_derived(self._scoped(key), generation, value)

    def _readable(self) -> frozenset[str]:
        return frozenset(self._harness.store.readable_scopes(None, ask=None))

    def _scoped(self, key: str) -> str:
        # a view derived under one `read` setting must not be served under another
        return f"{key}@{','.join(sorted(self._readable()))}"
