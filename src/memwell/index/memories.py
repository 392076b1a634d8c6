"""Memory topic files in the index: upsert/remove, lexical ranking with boosts.

A topic file becomes one `memories` row and one or more chunks (`index.chunks`: Markdown
sections, cut again at paragraph boundaries). Every chunk is a `memory_fts` row that
repeats the memory's name, description, tags and aliases, so a chunk is found by what
the memory is called as well as by what it says; a memory's score is its best chunk's.
"""

from __future__ import annotations

import hashlib
import json
import math
import sqlite3
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memwell.config import SearchSettings
from memwell.index import facts
from memwell.index import rows as stored
from memwell.index.chunks import (
    DOCUMENT_CHARS,
    MEMORY_EMBED_CHARS,
    chunk_body,
    chunk_embed_text,
)
from memwell.index.generation_rows import GenerationRows
from memwell.index.memory_search import CANDIDATES as CANDIDATES
from memwell.index.memory_search import WEIGHTS as WEIGHTS
from memwell.index.memory_search import LexicalRanking as LexicalRanking
from memwell.index.memory_search import MemorySearch
from memwell.index.memory_search import RankRows as RankRows
from memwell.index.memory_terms import MemoryTermCounts
from memwell.index.rows import ROW_COLUMNS
from memwell.index.types import FactDeriver, FactKind, FactRow
from memwell.layout import Scope
from memwell.memory.document import Memory
from memwell.tokens import fts_text


@dataclass(frozen=True, slots=True)
class Boosts:
    """Trigger: ranking memories. Why: a recent or pinned memory is more likely what the
    agent needs. Outcome: score x (1 + recency_weight * 0.5 ** (age / half_life)), and
    x pinned for pinned memories. Configurable in `[search]`."""

    recency_weight: float = 0.2
    half_life_days: float = 30.0
    pinned: float = 1.25

    @classmethod
    def from_settings(cls, section: SearchSettings) -> Boosts:
        return cls(section.recency_weight, section.half_life_days, section.pinned_boost)

    def factor(self, updated_ts: float | None, pinned: bool, now: float) -> float:
        value = self.pinned if pinned else 1.0
        if updated_ts is not None and self.recency_weight:
            age_days = max(0.0, (now - updated_ts) / 86_400)
            value *= 1.0 + self.recency_weight * math.pow(0.5, age_days / self.half_life_days)
        return value


def _key(path: Path) -> str:
    """How a topic file is identified in the index: its resolved directory and its name
    (a symlinked topic file stays under its own name)."""
    return str(path.parent.resolve() / path.name)


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class MemoryIndex(MemorySearch):
    """The memory tables of one index connection."""

    def __init__(
        self, conn: sqlite3.Connection, home: Path, derive: FactDeriver | None = None
    ) -> None:
        self.conn = conn
        self.home = home
        self.derive = derive  # recall's facts of a row (see facts.py); None: not derived
        self.terms = MemoryTermCounts(conn)
        self._dir_keys: dict[Path, str] = {}
        self._chunk_ids: tuple[tuple[int, tuple[str, ...]], frozenset[int]] | None = None
        self._read = GenerationRows()  # rows a search read at the current generation

    def scope_dir_key(self, directory: Path) -> str:
        # resolved once per connection: every query of a turn names its scope directories
        key = self._dir_keys.get(directory)
        if key is None:
            resolved = directory.resolve()
            try:
                key = resolved.relative_to(self.home).as_posix()
            except ValueError:
                key = resolved.as_posix()
            self._dir_keys[directory] = key
        return key

    def upsert(
        self, memory: Memory, *, mtime_ns: int, size: int, scope_dir: Path, ctime_ns: int = 0
    ) -> list[tuple[str, str]]:
        """Replace the rows of `memory` (matched by path); in a transaction.

        Returns the (text_hash, text) of its chunks, for the embedder."""
        path = _key(memory.path)
        self._delete_path(path)
        stamp = memory.updated or memory.created
        # the values `stored.row_memory` reads back, in its order: their checksum is stored
        # with them, so a damaged page that still decodes is found (rows.py)
        values = (
            path,
            memory.scope,
            memory.name,
            memory.type,
            memory.description,
            json.dumps(list(memory.tags), ensure_ascii=False),
            json.dumps(list(memory.aliases), ensure_ascii=False),
            int(memory.pinned),
            memory.created.isoformat() if memory.created else None,
            stamp.isoformat() if stamp else None,
            memory.body,
            memory.content_hash,
        )
        cursor = self.conn.execute(
            "INSERT INTO memories(path, scope, name, type, description, tags, aliases,"
            " pinned, created, updated, body, content_hash, row_hash, scope_dir, updated_ts,"
            " mtime_ns, size, error, ctime_ns)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)",
            (
                *values,
                stored.row_hash(values),
                self.scope_dir_key(scope_dir),
                stamp.timestamp() if stamp else None,
                mtime_ns,
                size,
                ctime_ns,
            ),
        )
        self.bump()
        memory_id = int(cursor.lastrowid or 0)
        derive = self.derive
        facts.write_facts(
            self.conn,
            memory_id,
            derive(memory) if derive is not None else None,
            derive.version if derive is not None else None,
        )
        head = (
            fts_text(memory.name.replace("_", " ").replace("-", " ")),
            fts_text(memory.description),
            fts_text(" ".join(memory.tags)),
            fts_text(" ".join(memory.aliases)),
        )
        embed: list[tuple[str, str]] = []
        embed_budget = MEMORY_EMBED_CHARS  # the rest waits for the warm service's idle time
        for chunk in chunk_body(memory.body):
            text = chunk_embed_text(memory, chunk)
            digest = _hash(text)
            chunk_id = self.conn.execute(
                "INSERT INTO memory_chunks(memory_id, seq, heading, text, text_hash)"
                " VALUES (?, ?, ?, ?, ?)",
                (memory_id, chunk.seq, chunk.heading, chunk.text, digest),
            ).lastrowid
            self.conn.execute(
                "INSERT INTO memory_fts(rowid, name, description, tags, aliases, body)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (chunk_id, *head, fts_text(chunk.text)),
            )
            embed_budget -= min(len(text), DOCUMENT_CHARS)
            if not embed or embed_budget >= 0:
                embed.append((digest, text))
        return embed

    def record_broken(
        self,
        path: Path,
        scope: Scope,
        scope_dir: Path,
        *,
        digest: str,
        mtime_ns: int,
        size: int,
        error: str,
        ctime_ns: int = 0,
    ) -> None:
        """Remember a file that does not parse, so it is not re-read until it changes."""
        resolved = _key(path)
        self._delete_path(resolved)
        self.bump()
        self.conn.execute(
            "INSERT INTO memories(path, scope, scope_dir, name, type, description, tags,"
            " aliases, pinned, content_hash, mtime_ns, size, error, ctime_ns)"
            " VALUES (?, ?, ?, ?, '', '', '[]', '[]', 0, ?, ?, ?, ?, ?)",
            (
                resolved,
                scope,
                self.scope_dir_key(scope_dir),
                path.stem,
                digest,
                mtime_ns,
                size,
                error,
                ctime_ns,
            ),
        )

    def embedded_chunk_texts(self) -> dict[str, str]:
        """Every chunk's `text_hash` and the text its embedding is made from, as a write
        embeds it (`rows.embedded_text`: the memory's name and description, then the
        chunk), so a vector filled in later is of the same text its hash is of."""
        return {
            digest: stored.embedded_text(str(name), str(description), str(text))
            for digest, name, description, text in self.conn.execute(
                "SELECT c.text_hash, m.name, m.description, c.text"
                " FROM memory_chunks c JOIN memories m ON m.id = c.memory_id"
            )
        }

    def touch(self, path: str, mtime_ns: int, size: int, ctime_ns: int = 0) -> None:
        """Same content, new stat (e.g. `touch`): remember the stat only."""
        self.conn.execute(
            "UPDATE memories SET mtime_ns = ?, size = ?, ctime_ns = ? WHERE path = ?",
            (mtime_ns, size, ctime_ns, path),
        )

    def remove_path(self, path: Path | str) -> bool:
        """Drop a file's rows; in a transaction. True if it was indexed."""
        return self._delete_path(_key(Path(path)))

    def _delete_path(self, path: str) -> bool:
        row = self.conn.execute("SELECT id FROM memories WHERE path = ?", (path,)).fetchone()
        if row is None:
            return False
        chunk_ids = [
            r[0]
            for r in self.conn.execute(
                "SELECT id FROM memory_chunks WHERE memory_id = ?", (row[0],)
            )
        ]
        self.conn.executemany("DELETE FROM memory_fts WHERE rowid = ?", [(c,) for c in chunk_ids])
        self.conn.execute("DELETE FROM memory_chunks WHERE memory_id = ?", (row[0],))
        self.conn.execute("DELETE FROM memory_categories WHERE memory_id = ?", (row[0],))
        self.conn.execute("DELETE FROM memories WHERE id = ?", (row[0],))
        self.bump()
        return True

    def known(
        self, scope_dir: Path, paths: Sequence[str] | None = None
    ) -> dict[str, tuple[int, int, str, int]]:
        """path -> (mtime_ns, size, content_hash, ctime_ns) of a scope directory's files
        (only those at `paths`, if given)."""
        only, args = "", [self.scope_dir_key(scope_dir)]
        if paths is not None:
            only, args = f" AND path IN ({','.join('?' * len(paths))})", [*args, *paths]
        return {
            path: (mtime, size, digest, ctime)
            for path, mtime, size, digest, ctime in self.conn.execute(
                "SELECT path, mtime_ns, size, content_hash, ctime_ns FROM memories"
                f" WHERE scope_dir = ?{only}",
                args,
            )
        }

    # --- the catalog: generation, parsed rows, derived views ---------------------------------

    def bump(self) -> None:
        """A memory row changed: every derived view of an older generation is stale."""
        self.conn.execute(
            "UPDATE catalog_state SET generation = generation + 1 WHERE key = 'generation'"
        )

    def generation(self) -> int:
        row = self.conn.execute(
            "SELECT generation FROM catalog_state WHERE key = 'generation'"
        ).fetchone()
        return int(row[0]) if row else 0

    def _read_now(self) -> GenerationRows:
        """The rows kept for the generation read now (in the caller's snapshot)."""
        return self._read.at(self.generation())

    def rows(self, scope_dirs: Sequence[Path], names: Sequence[str] | None = None) -> list[Memory]:
        """Every memory of the given scope directories that parsed (only those called
        `names`, if given), as stored: no file is read, the row holds every parsed field."""
        keys: list[str] = [self.scope_dir_key(d) for d in scope_dirs]
        marks = ",".join("?" * len(keys))
        only, scope = "", "m.scope_dir"
        if names is not None:
            only = f" AND m.name IN ({','.join('?' * len(names))})"
            keys += list(names)
            # `+`: the few rows named are found by name and their scope checked; by the
            # scope index, the planner (no statistics) would walk every row of a scope
            scope = "+m.scope_dir"
        return [
            stored.row_memory(row)
            for row in self.conn.execute(
                f"SELECT {ROW_COLUMNS} FROM memories m WHERE m.error IS NULL"
                f" AND {scope} IN ({marks}){only} ORDER BY m.path",
                keys,
            )
        ]

    def derived(self, key: str, generation: int) -> str | None:
        """A derived view stored for `generation`, or None (absent or older)."""
        row = self.conn.execute(
            "SELECT value FROM catalog_state WHERE key = ? AND generation = ?",
            (f"derived:{key}", generation),
        ).fetchone()
        return str(row[0]) if row else None

    def state(self, key: str) -> str | None:
        """A catalog_state value that belongs to no generation (e.g. the last check's)."""
        row = self.conn.execute(
            "SELECT value FROM catalog_state WHERE key = ?", (f"state:{key}",)
        ).fetchone()
        return str(row[0]) if row else None

    def set_state(self, key: str, value: str) -> None:
        self.conn.execute(
            "INSERT OR REPLACE INTO catalog_state(key, generation, value) VALUES (?, 0, ?)",
            (f"state:{key}", value),
        )

    def refresh_facts_due(self) -> bool:
        return self.derive is not None and facts.needs_refresh(self.conn, self.derive)

    def refresh_facts(self) -> int:
        """Derive the facts of rows derived by another version (or none) from the stored
        rows; in the caller's transaction. Returns how many rows were derived."""
        derive = self.derive
        if derive is None or not facts.needs_refresh(self.conn, derive):
            return 0
        ids = facts.stale_ids(self.conn, derive.version)
        rows: list[tuple[int, Memory]] = []
        for start in range(0, len(ids), 500):  # SQLite's bound-parameter limit
            rows.extend(self.memories_by_id(ids[start : start + 500]).items())
        done = facts.refresh(self.conn, derive, rows)
        if done:
            self.bump()
        return done

    def fact_rows(
        self,
        scope_dirs: Sequence[Path],
        kind: FactKind,
        *,
        category: str | None = None,
        names: Sequence[tuple[str, str]] = (),
        recent_first: bool = False,
        limit: int | None = None,
    ) -> list[FactRow]:
        keys = [self.scope_dir_key(d) for d in scope_dirs]
        if kind == "named" and not recent_first and limit is None:
            return self._named_fact_rows(keys, names)
        return facts.fact_rows(
            self.conn,
            keys,
            kind,
            category=category,
            names=names,
            recent_first=recent_first,
            limit=limit,
        )

    def _named_fact_rows(
        self, keys: Sequence[str], names: Sequence[tuple[str, str]]
    ) -> list[FactRow]:
        """`facts.fact_rows(kind="named")` through the rows read at this generation:
        recall reads the facts of the memories a turn found (the same ones, turn after
        turn, in a warm service). Same rows, same order."""
        if not keys or not names:
            return []
        kept = self._read_now()
        wanted = list(dict.fromkeys(name for _, name in names))
        rows_of = {n: kept.named[n] for n in wanted if n in kept.named}
        missing = [n for n in wanted if n not in rows_of]
        if missing:
            fresh: dict[str, list[tuple[str, tuple[int, str], FactRow]]] = {n: [] for n in missing}
            for found in facts.named_rows(self.conn, missing):
                fresh[found[2].name].append(found)
            kept.add_named(fresh)
            rows_of.update(fresh)
        inside, pairs = set(keys), set(names)
        chosen = [
            (place, row)
            for n in wanted
            for key, place, row in rows_of[n]
            if key in inside and (row.scope, row.name) in pairs
        ]
        chosen.sort(key=lambda item: item[0])
        return [row for _, row in chosen]

    def entity_evidence(self, scope_dirs: Sequence[Path]) -> list[str]:
        return facts.entity_evidence(self.conn, [self.scope_dir_key(d) for d in scope_dirs])

    def recent(self, scope_dirs: Sequence[Path], limit: int) -> list[tuple[str, str]]:
        return facts.recent(self.conn, [self.scope_dir_key(d) for d in scope_dirs], limit)

    def store_derived(self, key: str, generation: int, value: str) -> None:
        self.conn.execute(
            "INSERT OR REPLACE INTO catalog_state(key, generation, value) VALUES (?, ?, ?)",
            (f"derived:{key}", generation, value),
        )

    def clear(self) -> None:
        self.bump()
        self.conn.execute("DELETE FROM memory_categories")
        self.conn.execute("DELETE FROM memory_chunks")
        self.conn.execute("DELETE FROM memories")
        self.conn.execute("DELETE FROM memory_fts")

    def count(self) -> int:
        return int(
            self.conn.execute("SELECT count(*) FROM memories WHERE error IS NULL").fetchone()[0]
        )


def now() -> float:
    return time.time()


def best_per_memory(
    ranking: Sequence[tuple[int, float]], rows: Mapping[int, Mapping[str, Any]]
) -> list[tuple[int, float]]:
    """Chunk ranking -> memory ranking (each memory at its best chunk)."""
    seen: dict[int, float] = {}
    for chunk_id, score in ranking:
        row = rows.get(chunk_id)
        if row is not None and row["memory_id"] not in seen:
            seen[row["memory_id"]] = score
    return list(seen.items())
