"""Read-only views of memory and the session archive for people: paged and indexed.

The inspector page (`memwell.ui`) reads through these, so a home of 10,000 topics and
100,000 archived messages is shown a page at a time from the index, never by parsing
every file. `Harness.views` is the way in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memwell.layout import SCOPES, Scope

if TYPE_CHECKING:
    from typing import Literal

    from memwell.api import Harness
    from memwell.index.browse import Page, SessionRow, TopicRow
    from memwell.index.types import ArchivedMessage


class MemoryViews:
    def __init__(self, harness: Harness) -> None:
        self._h = harness

    def profile_text(self) -> str:
        """USER.md as it is on disk (the prompt holds it up to its cap)."""
        return self._h.store.read_profile()

    def index_text(self, scope: Scope) -> str:
        """A scope's MEMORY.md as it is on disk (the prompt holds it up to its caps)."""
        return self._h.store.read_index(scope)

    def _browse_scopes(self, scope: Scope | None) -> list[tuple[str, str]]:
        keys = self._h.index.memories.scope_dir_key
        return [(keys(self._h.layout.scope_dir(s)), s) for s in ((scope,) if scope else SCOPES)]

    def topic_page(
        self,
        *,
        scope: Scope | None = None,
        type: str | None = None,
        offset: int = 0,
        limit: int = 50,
        order: Literal["name", "size"] = "name",
    ) -> Page[TopicRow]:
        """A page of topics from the index (no file is parsed); files edited by hand are
        synced first, at most once per freshness interval, as for `search`."""
        from memwell.index import browse

        if self._h.check_files_due():
            self._h.index.sync_memories()
        return browse.topics(
            self._h.index.conn,
            self._browse_scopes(scope),
            type=type,
            offset=offset,
            limit=limit,
            order=order,
        )

    def topic_counts(self, scope: Scope | None = None) -> dict[str, int]:
        """Topics per type in the index ('' counts files that do not parse)."""
        from memwell.index import browse

        return browse.topic_counts(self._h.index.conn, self._browse_scopes(scope))

    def session_page(
        self, *, contains: str = "", offset: int = 0, limit: int = 50
    ) -> Page[SessionRow]:
        """Archived sessions, most recently imported first (filtered by id substring)."""
        from memwell.index import browse

        return browse.sessions(self._h.index.conn, contains=contains, offset=offset, limit=limit)

    def session_info(self, session_id: str) -> SessionRow | None:
        from memwell.index import browse

        return browse.session(self._h.index.conn, session_id)

    def session_messages(
        self, session_id: str, *, offset: int = 0, limit: int = 50
    ) -> Page[ArchivedMessage]:
        """A session's archived messages in order, from position `offset`."""
        from memwell.index import browse

        return browse.messages(self._h.index.conn, session_id, offset=offset, limit=limit)

    def message_position(self, session_id: str, message_id: str) -> int | None:
        from memwell.index import browse

        return browse.message_seq(self._h.index.conn, session_id, message_id)
