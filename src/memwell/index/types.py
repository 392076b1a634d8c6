"""Result values of the search index. Each has `to_dict()` for JSON output."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol, TypeAlias

from memwell.layout import Scope
from memwell.memory.document import Memory

SearchMode: TypeAlias = Literal["auto", "lexical", "semantic", "hybrid"]
SEARCH_MODES: tuple[SearchMode, ...] = ("auto", "lexical", "semantic", "hybrid")
# which catalog rows `SearchIndex.fact_rows` returns (see `MemoryIndex.fact_rows`)
FactKind: TypeAlias = Literal[
    "pinned", "unresolved", "constraint", "active", "project", "rules", "risk", "named"
]


@dataclass(frozen=True, slots=True)
class RowFacts:
    """What recall derives from one memory, stored in its catalog row when it is written.
    The index files the flags and categories for queries; `rules` and `entities` are
    recall's JSON, kept as given."""

    constraint: bool = False
    unresolved: bool = False
    active: bool = False
    open_items: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()
    rules: str = "[]"
    entities: str = "[]"


class FactDeriver(Protocol):
    """Derives a memory's `RowFacts`; `version` names the derivation, so rows derived by
    another version are derived again (from the stored rows, never from the files)."""

    @property
    def version(self) -> str: ...

    def __call__(self, memory: Memory) -> RowFacts: ...


@dataclass(frozen=True, slots=True)
class FactRow:
    """A memory's row as recall reads it: the parsed fields it needs and its facts."""

    name: str
    scope: Scope
    type: str
    description: str
    tags: tuple[str, ...]
    aliases: tuple[str, ...]
    pinned: bool
    updated: str | None  # ISO 8601 (`updated`, else `created`)
    head: str  # the first 400 characters of the body
    facts: RowFacts


@dataclass(frozen=True, slots=True)
class ArchivedMessage:
    """One message of an archived session, as stored in the archive and the index."""

    session_id: str
    message_id: str
    seq: int
    role: str | None
    speaker: str | None
    content: str
    timestamp: str | None  # ISO 8601

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.message_id,
            "session_id": self.session_id,
            "seq": self.seq,
            "role": self.role,
            "speaker": self.speaker,
            "content": self.content,
            "timestamp": self.timestamp,
        }


@dataclass(frozen=True, slots=True)
class SessionHit:
    """A message that matched a session search ("did we discuss this?")."""

    message_id: str
    session_id: str
    timestamp: str | None
    score: float
    snippet: str
    role: str | None = None
    speaker: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "message_id": self.message_id,
            "session_id": self.session_id,
            "timestamp": self.timestamp,
            "score": round(self.score, 6),
            "snippet": self.snippet,
            "role": self.role,
            "speaker": self.speaker,
        }


@dataclass(frozen=True, slots=True)
class SessionImport:
    """What `import_session` did: new messages archived and indexed, duplicates skipped."""

    session_id: str
    archive: Path
    added: int
    skipped: int
    total: int  # messages in the session after the import
    embedded: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id,
            "archive": str(self.archive),
            "added": self.added,
            "skipped": self.skipped,
            "total": self.total,
            "embedded": self.embedded,
        }


@dataclass(frozen=True, slots=True)
class MemoryHit:
    """A memory that matched a search, with its best-matching chunk as the snippet."""

    name: str
    scope: Scope
    type: str
    description: str
    path: Path
    score: float
    snippet: str
    pinned: bool = False
    updated: str | None = None
    # the whole catalog row (body, tags, aliases): callers never re-read the file
    memory: Memory | None = field(default=None, compare=False, repr=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "scope": self.scope,
            "type": self.type,
            "description": self.description,
            "path": str(self.path),
            "score": round(self.score, 6),
            "snippet": self.snippet,
            "pinned": self.pinned,
            "updated": self.updated,
        }


@dataclass(frozen=True, slots=True)
class SyncResult:
    """What bringing the memory index in line with the files changed."""

    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0
    errors: tuple[str, ...] = ()  # "path: reason" for files that could not be parsed

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.removed)

    def to_dict(self) -> dict[str, Any]:
        return {
            "added": self.added,
            "updated": self.updated,
            "removed": self.removed,
            "unchanged": self.unchanged,
            "errors": list(self.errors),
        }


@dataclass(frozen=True, slots=True)
class ReindexResult:
    """What `memwell reindex` rebuilt."""

    memories: int
    sessions: int
    messages: int
    embedded: int
    elapsed_s: float
    errors: tuple[str, ...] = field(default_factory=tuple)

    def to_dict(self) -> dict[str, Any]:
        return {
            "memories": self.memories,
            "sessions": self.sessions,
            "messages": self.messages,
            "embedded": self.embedded,
            "elapsed_s": round(self.elapsed_s, 3),
            "errors": list(self.errors),
        }
