"""Catalog rows as stored: the one place a value read from the index becomes memwell's.

Why one place: a damaged page can change a value without SQLite's checks noticing (a
flipped byte in a date, a list, a name, a number's type), and such a row decodes; read
unchecked, it is a traceback far from here (`datetime.fromisoformat` in a turn) or a
wrong answer. So every value read from a catalog row goes through a typed reader below
(text, integer, date, JSON list), a memory row also carries `row_hash`, a checksum of
every stored value written with the row, and a chunk is checked against its own
`text_hash`. Whatever fails raises `RowUndecodable`, which the callers' `sqlite_errors`
turns into `IndexCorrupt`: the index is set aside and rebuilt from the files, as for a
page SQLite calls damaged, instead of a command failing.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, cast

from memwell.index.schema import RowUndecodable
from memwell.layout import Scope
from memwell.memory.document import MEMORY_TYPES, Memory, MemoryType

# what `row_memory` reads, in order; the first 12 are what `row_hash` covers
ROW_COLUMNS = (
    "m.path, m.scope, m.name, m.type, m.description, m.tags, m.aliases, m.pinned,"
    " m.created, m.updated, m.body, m.content_hash, m.row_hash"
)
HASHED = 12


def row_hash(values: Sequence[object]) -> str:
    """The checksum of a memory row's stored values (as written: JSON text, ISO dates)."""
    data = json.dumps(list(values), ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(data.encode("utf-8", "surrogatepass")).hexdigest()


def text(value: object, column: str) -> str:
    if not isinstance(value, str):
        raise RowUndecodable(f"{column} holds {type(value).__name__}, not text")
    return value


def scope(value: object, column: str = "scope") -> Scope:
    if value == "user":
        return "user"
    if value == "workspace":
        return "workspace"
    raise RowUndecodable(f"{column} holds {value!r}, not a scope")


def memory_type(value: object) -> MemoryType:
    if value not in MEMORY_TYPES:
        raise RowUndecodable(f"type holds {value!r}, not a memory type")
    return cast(MemoryType, value)


def optional_text(value: object, column: str) -> str | None:
    return None if value is None else text(value, column)


def integer(value: object, column: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RowUndecodable(f"{column} holds {type(value).__name__}, not an integer")
    return value


def flag(value: object, column: str) -> bool:
    number = integer(value, column)
    if number not in (0, 1):
        raise RowUndecodable(f"{column} holds {number}, not 0 or 1")
    return bool(number)


def when(value: object, column: str) -> datetime | None:
    """An ISO 8601 date as memwell writes it, or None."""
    if value is None or value == "":
        return None
    try:
        return datetime.fromisoformat(text(value, column))
    except ValueError as exc:
        raise RowUndecodable(f"{column}: {exc}") from exc


def string_list(value: object, column: str) -> tuple[str, ...]:
    """A JSON list of strings (tags, aliases, open items, categories)."""
    try:
        items = json.loads(text(value, column))
    except ValueError as exc:  # json.JSONDecodeError is a ValueError
        raise RowUndecodable(f"{column}: {exc}") from exc
    if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
        raise RowUndecodable(f"{column} is not a list of strings")
    return tuple(items)


def json_text(value: object, column: str) -> str:
    """JSON text stored for a later reader (parsed rules): checked that it parses."""
    raw = text(value, column)
    try:
        json.loads(raw)
    except ValueError as exc:
        raise RowUndecodable(f"{column}: {exc}") from exc
    return raw


def row_memory(row: Sequence[Any]) -> Memory:
    """A `Memory` from a catalog row (`ROW_COLUMNS`), exactly as the file parsed, or
    `RowUndecodable` when any value is not what memwell wrote."""
    stored = row[HASHED]
    path = text(row[0], "path")
    if stored is not None and stored != row_hash(row[:HASHED]):
        raise RowUndecodable(f"catalog row of {path}: its values do not match its checksum")
    return Memory(
        name=text(row[2], "name"),
        type=memory_type(row[3]),
        description=text(row[4], "description"),
        body=text(row[10], "body"),
        path=Path(path),
        scope=scope(row[1]),
        created=when(row[8], "created"),
        updated=when(row[9], "updated"),
        tags=string_list(row[5], "tags"),
        aliases=string_list(row[6], "aliases"),
        pinned=flag(row[7], "pinned"),
        content_hash=text(row[11], "content_hash"),
    )


def embedded_text(name: str, description: str, chunk_text: str) -> str:
    """What a chunk's embedding is made from: its memory's name and description, then it."""
    return f"{name}: {description}\n{chunk_text}"[:2_000]


def chunk_hash(name: str, description: str, chunk_text: str) -> str:
    """A chunk's `text_hash`: of the text its embedding is made from."""
    return hashlib.sha256(embedded_text(name, description, chunk_text).encode("utf-8")).hexdigest()


def chunk_rank(row: Sequence[Any]) -> dict[str, Any]:
    """What ranking reads of a chunk's memory (`memories.chunk_ranks`): the same typed
    readers `chunk_row` applies to these values (no checksum covers them)."""
    return {
        "memory_id": integer(row[1], "memory id"),
        "pinned": flag(row[2], "pinned"),
        "updated_ts": _timestamp(row[3]),
    }


def _timestamp(value: object) -> float | int | None:
    if value is not None and not isinstance(value, (int, float)):
        raise RowUndecodable(f"updated_ts holds {type(value).__name__}, not a number")
    return value


def chunk_row(row: Sequence[Any]) -> dict[str, Any]:
    """A ranked chunk and its memory's fields (`memories.chunk_rows`), checked against
    the chunk's `text_hash`, which covers its text and its memory's name and description."""
    name, description = text(row[3], "name"), text(row[6], "description")
    chunk_text = text(row[1], "chunk text")
    if chunk_hash(name, description, chunk_text) != row[11]:
        raise RowUndecodable(f"a chunk of {name!r}: its text does not match its checksum")
    updated_ts = _timestamp(row[10])
    return {
        "text": chunk_text,
        "memory_id": integer(row[2], "memory id"),
        "name": name,
        "scope": scope(row[4]),
        "type": text(row[5], "type"),
        "description": description,
        "path": text(row[7], "path"),
        "pinned": flag(row[8], "pinned"),
        "updated": optional_text(row[9], "updated"),
        "updated_ts": updated_ts,
    }
