"""Paged, read-only views of the index for people browsing it (the inspector page).

Search ranks; browsing lists. A home of 10,000 topics and 100,000 archived messages must
page without reading every file, so these queries answer from the derived tables with
LIMIT/OFFSET over the existing indexes (`memories_scope`, `messages_session_seq`) and
never parse a topic file. Callers keep the tables fresh first (`SearchIndex.sync_memories`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from memwell.index import rows as stored
from memwell.index.types import ArchivedMessage

T = TypeVar("T")

MAX_PAGE = 500  # rows per page, whatever the caller asks for


@dataclass(frozen=True, slots=True)
class Page(Generic[T]):
    """One page of rows and the size of the whole listing."""

    items: tuple[T, ...]
    total: int
    offset: int
    limit: int

    @property
    def has_next(self) -> bool:
        return self.offset + len(self.items) < self.total

    @property
    def has_previous(self) -> bool:
        return self.offset > 0


@dataclass(frozen=True, slots=True)
class TopicRow:
    """A topic as the index knows it (no body): what a listing shows."""

    name: str
    scope: str
    type: str  # '' for a file whose frontmatter does not parse
    description: str
    pinned: bool
    updated: str | None
    size: int  # bytes of the file
    error: str | None  # the parse error of a broken file

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "scope": self.scope,
            "type": self.type,
            "description": self.description,
            "pinned": self.pinned,
            "updated": self.updated,
            "size": self.size,
            "error": self.error,
        }


@dataclass(frozen=True, slots=True)
class SessionRow:
    session_id: str
    message_count: int
    first_ts: str | None
    last_ts: str | None
    imported_at: str


def _bounded(offset: int, limit: int) -> tuple[int, int]:
    return max(0, int(offset)), max(1, min(int(limit), MAX_PAGE))


def topics(
    conn: sqlite3.Connection,
    scope_dirs: Sequence[tuple[str, str]],
    *,
    type: str | None = None,
    offset: int = 0,
    limit: int = 50,
    order: str = "name",
) -> Page[TopicRow]:
    """Topics of the given (scope, scope_dir key) pairs, by name or largest first."""
    offset, limit = _bounded(offset, limit)
    if not scope_dirs:
        return Page((), 0, offset, limit)
    case = " ".join("WHEN ? THEN ?" for _ in scope_dirs)
    scope_params: list[object] = [v for key, scope in scope_dirs for v in (key, scope)]
    marks = ",".join("?" * len(scope_dirs))
    where = f"scope_dir IN ({marks})"
    params: list[object] = [key for key, _ in scope_dirs]
    if type:
        where += " AND type = ?"
        params.append(type)
    (total,) = conn.execute(f"SELECT count(*) FROM memories WHERE {where}", params).fetchone()
    sort = "size DESC, name" if order == "size" else "name, scope_dir"
    rows = conn.execute(
        f"SELECT name, CASE scope_dir {case} END, type, description, pinned, updated, size,"
        f" error FROM memories WHERE {where} ORDER BY {sort} LIMIT ? OFFSET ?",
        [*scope_params, *params, limit, offset],
    ).fetchall()
    items = tuple(
        TopicRow(  # every value checked as it is decoded (index/rows.py)
            name=stored.text(name, "name"),
            scope=stored.text(scope, "scope"),
            type=stored.text(kind, "type"),
            description=stored.text(description, "description"),
            pinned=stored.flag(pinned, "pinned"),
            updated=stored.optional_text(updated, "updated"),
            size=stored.integer(size, "size"),
            error=stored.optional_text(error, "error"),
        )
        for name, scope, kind, description, pinned, updated, size, error in rows
    )
    return Page(items, int(total), offset, limit)


def topic_counts(conn: sqlite3.Connection, scope_dirs: Sequence[tuple[str, str]]) -> dict[str, int]:
    """Topics per type (key '' for broken files) over the given scope directories."""
    if not scope_dirs:
        return {}
    marks = ",".join("?" * len(scope_dirs))
    return {
        str(kind): int(n)
        for kind, n in conn.execute(
            f"SELECT type, count(*) FROM memories WHERE scope_dir IN ({marks}) GROUP BY type",
            [key for key, _ in scope_dirs],
        )
    }


def sessions(
    conn: sqlite3.Connection, *, contains: str = "", offset: int = 0, limit: int = 50
) -> Page[SessionRow]:
    """Archived sessions, most recently imported first; `contains` filters by id."""
    offset, limit = _bounded(offset, limit)
    where, params = "", []
    if contains:
        where = " WHERE instr(lower(session_id), ?) > 0"
        params.append(contains.lower())
    (total,) = conn.execute(f"SELECT count(*) FROM sessions{where}", params).fetchone()
    rows = conn.execute(
        "SELECT session_id, message_count, first_ts, last_ts, imported_at FROM sessions"
        f"{where} ORDER BY imported_at DESC, session_id LIMIT ? OFFSET ?",
        [*params, limit, offset],
    ).fetchall()
    return Page(tuple(SessionRow(*row) for row in rows), int(total), offset, limit)


def session(conn: sqlite3.Connection, session_id: str) -> SessionRow | None:
    row = conn.execute(
        "SELECT session_id, message_count, first_ts, last_ts, imported_at FROM sessions"
        " WHERE session_id = ?",
        (session_id,),
    ).fetchone()
    return SessionRow(*row) if row else None


def messages(
    conn: sqlite3.Connection, session_id: str, *, offset: int = 0, limit: int = 50
) -> Page[ArchivedMessage]:
    """Messages of one session in order, from position `offset`."""
    offset, limit = _bounded(offset, limit)
    (total,) = conn.execute(
        "SELECT count(*) FROM messages WHERE session_id = ?", (session_id,)
    ).fetchone()
    rows = conn.execute(
        "SELECT session_id, message_id, seq, role, speaker, content, timestamp FROM messages"
        " WHERE session_id = ? AND seq >= ? ORDER BY seq LIMIT ?",
        (session_id, offset, limit),
    ).fetchall()
    return Page(tuple(ArchivedMessage(*row) for row in rows), int(total), offset, limit)


def message_seq(conn: sqlite3.Connection, session_id: str, message_id: str) -> int | None:
    """Position of a message in its session (to open it in context)."""
    row = conn.execute(
        "SELECT seq FROM messages WHERE session_id = ? AND message_id = ?",
        (session_id, message_id),
    ).fetchone()
    return int(row[0]) if row else None
