"""Memory search's reads from the index: the lexical ranking of chunks (FTS5 bm25, or the
kept terms' scores: `index.term_scores`), the scope check, and the rows ranking and the
hits read, through what the connection keeps at the current catalog generation
(`index.generation_rows`). Part of `MemoryIndex` (`index.memories`)."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memwell.index import rows as stored
from memwell.index import term_scores
from memwell.index.generation_rows import GenerationRows
from memwell.index.memory_terms import MemoryTermCounts
from memwell.index.query import QueryTerms, any_of
from memwell.index.rows import ROW_COLUMNS
from memwell.index.term_scores import kept_scores
from memwell.memory.document import Memory

# bm25 column weights: name, description, tags, aliases, body
WEIGHTS = (5.0, 3.0, 3.0, 4.0, 1.0)
CANDIDATES = 200


@dataclass(frozen=True)
class RankRows:
    """chunk id -> (chunk id, memory id, pinned, updated_ts) as read, not yet checked."""

    rows: Mapping[int, tuple[Any, ...]]


@dataclass(frozen=True)
class LexicalRanking:
    """(chunk id, bm25 score) best first, and the rows ranking reads of those chunks."""

    ranking: list[tuple[int, float]]
    read: RankRows


class MemorySearch:
    """The search-time reads of `MemoryIndex`, which provides the attributes below."""

    conn: sqlite3.Connection
    terms: MemoryTermCounts
    _chunk_ids: tuple[tuple[int, tuple[str, ...]], frozenset[int]] | None

    def scope_dir_key(self, directory: Path) -> str:
        raise NotImplementedError

    def generation(self) -> int:
        raise NotImplementedError

    def _read_now(self) -> GenerationRows:
        raise NotImplementedError

    def lexical_chunks(
        self, terms: QueryTerms, scope_dirs: Sequence[Path]
    ) -> list[tuple[int, float]]:
        """(chunk id, bm25 score) of matching chunks in the given scope dirs, best first.

        Every chunk scored holds a finding term (`MemoryTermCounts.finding_terms`); its
        score is over all the query's terms, exactly the score the one OR query of every
        term gives it."""
        return self.lexical_ranked(terms, scope_dirs).ranking

    def lexical_ranked(self, terms: QueryTerms, scope_dirs: Sequence[Path]) -> LexicalRanking:
        """`lexical_chunks`, with what ranking reads of each ranked chunk's memory (read
        by the scope check, which looks the same rows up)."""
        read: dict[int, tuple[Any, ...]] = {}
        ranking = self._lexical(terms, scope_dirs, read)
        return LexicalRanking(ranking, RankRows(read))

    def _lexical(
        self, terms: QueryTerms, scope_dirs: Sequence[Path], read: dict[int, tuple[Any, ...]]
    ) -> list[tuple[int, float]]:
        if not scope_dirs:
            return []
        kept = self._read_now()
        finding, scoring = self.terms.finding_terms(terms, kept)
        if not finding:
            return []
        phrases = [*finding, *scoring]
        absent = [self.terms.absent(t, kept) for t in phrases]
        scores = kept_scores(self.conn, kept, phrases, WEIGHTS, absent)
        found = any_of(finding)
        both = neither = None
        if scores is not None:
            both, neither = term_scores.rankings(scores[: len(finding)], scores[len(finding) :])
        if not scoring:
            return self._ranked(found, scope_dirs, read, kept, both)
        # Each FTS5 expression below names every term once, and a row it matches holds
        # no term under a branch that failed: bm25 there sums the same terms as over the
        # whole OR query. The two match sets are disjoint and together every row holding
        # a finding term.
        rest = any_of(scoring)
        ranked = [
            *self._ranked(f"({found}) AND ({rest})", scope_dirs, read, kept, both),
            *self._ranked(f"({found}) NOT ({rest})", scope_dirs, read, kept, neither),
        ]
        ranked.sort(key=lambda item: -item[1])
        return ranked[:CANDIDATES]

    def _ranked(
        self,
        expr: str,
        scope_dirs: Sequence[Path],
        read: dict[int, tuple[Any, ...]] | None = None,
        kept: GenerationRows | None = None,
        scored: list[tuple[int, float]] | None = None,
    ) -> list[tuple[int, float]]:
        """The best CANDIDATES chunks matching `expr` in `scope_dirs`, best first; the
        memory values ranking reads of each chunk in scope are added to `read`.
        `scored`: every chunk `expr` matches, ranked from the kept terms' scores
        (`index.term_scores`: the ranking FTS5 gives), when they are all kept.

        Trigger / Why / Outcome: the scope of a chunk is two row lookups away (chunk,
        then memory), which cost as much as bm25 itself when done for every match; the
        chunks are ranked first and only the best are looked up, a batch at a time,
        until CANDIDATES are in scope (all of them, when most matches are elsewhere)."""
        keys = [self.scope_dir_key(d) for d in scope_dirs]
        cursor = None
        if scored is None:
            cursor = self.conn.execute(
                "SELECT rowid, -bm25(memory_fts, ?, ?, ?, ?, ?) AS score FROM memory_fts"
                " WHERE memory_fts MATCH ? ORDER BY score DESC",
                [*WEIGHTS, expr],
            )
        ranked: list[tuple[int, float]] = []
        start = 0
        try:
            while len(ranked) < CANDIDATES:
                if cursor is not None:
                    batch = cursor.fetchmany(CANDIDATES)
                else:
                    batch = scored[start : start + CANDIDATES] if scored is not None else []
                    start += CANDIDATES
                if not batch:
                    break
                inside = self._in_scopes([int(r) for r, _ in batch], keys, kept)
                if read is not None:
                    read.update(inside)
                ranked += [(int(r), float(s or 0.0)) for r, s in batch if int(r) in inside]
        finally:
            if cursor is not None:
                cursor.close()
        return ranked[:CANDIDATES]

    def _in_scopes(
        self,
        chunk_ids: Sequence[int],
        keys: Sequence[str],
        kept: GenerationRows | None = None,
    ) -> dict[int, tuple[Any, ...]]:
        """Which of `chunk_ids` belong to a memory under one of the scope directory `keys`:
        chunk id -> the row `chunk_ranks` reads of it (unchecked until it is used).
        Trigger / Why / Outcome: a search then reads these values of the same chunks;
        reading them here saves looking the 200 candidates up twice (~1 ms at 10k).
        `kept`: the rows read at this generation; only the chunks not among them are
        looked up, and are added to them."""
        known = kept.ranks if kept is not None else {}
        wanted = set(keys)
        found = {c: known[c] for c in chunk_ids if c in known}
        missing = [c for c in chunk_ids if c not in known]
        if missing:
            fresh = {
                row[0]: (row[4], row[:4])
                for row in self.conn.execute(
                    # CROSS JOIN keeps the chunks the outer loop: by the scope index, SQLite
                    # would walk every memory of the scopes instead
                    "SELECT c.id, m.id, m.pinned, m.updated_ts, m.scope_dir"
                    " FROM memory_chunks c CROSS JOIN memories m ON m.id = c.memory_id"
                    f" WHERE c.id IN ({','.join('?' * len(missing))})",
                    missing,
                )
            }
            if kept is not None:
                kept.add_ranks(fresh)
            found.update(fresh)
        return {c: row for c, (key, row) in found.items() if key in wanted}

    def chunk_ids(self, scope_dirs: Sequence[Path]) -> frozenset[int]:
        """The ids of every chunk in the given scope directories (what a search by meaning
        may return). Trigger / Why / Outcome: every hybrid search asks, and reading 10k
        ids costs several milliseconds; they change only with a memory row, which moves
        the generation, so the set is kept per generation and scopes (the same object,
        which lets the vector store keep its mask too)."""
        keys = tuple(self.scope_dir_key(d) for d in scope_dirs)
        generation = self.generation()
        cached = self._chunk_ids
        if cached is not None and cached[0] == (generation, keys):
            return cached[1]
        marks = ",".join("?" * len(keys))
        ids = frozenset(
            int(r[0])
            for r in self.conn.execute(
                "SELECT c.id FROM memory_chunks c JOIN memories m ON m.id = c.memory_id"
                f" WHERE m.scope_dir IN ({marks})",
                keys,
            )
        )
        self._chunk_ids = ((generation, keys), ids)
        return ids

    def chunk_ranks(
        self, chunk_ids: Sequence[int], read: RankRows | None = None
    ) -> dict[int, dict[str, Any]]:
        """chunk id -> what ranking reads of its memory: `memory_id`, `pinned`,
        `updated_ts` (checked: stored.chunk_rank). Only the chunks a search shows are
        read whole (`chunk_rows`): a search ranks up to 200 and shows ten or twenty.
        `read`: rows the lexical ranking already read (`lexical_ranked`), in the same
        read snapshot; only the others are looked up."""
        known = read.rows if read is not None else {}
        kept = self._read_now()
        # the chunks found by meaning only: their rows as read at this generation if kept
        missing = [c for c in chunk_ids if c not in known]
        rows = [known[c] for c in chunk_ids if c in known]
        rows += [kept.ranks[c][1] for c in missing if c in kept.ranks]
        missing = [c for c in missing if c not in kept.ranks]
        if missing:
            marks = ",".join("?" * len(missing))
            looked_up = self.conn.execute(
                "SELECT c.id, m.id, m.pinned, m.updated_ts, m.scope_dir FROM memory_chunks c"
                f" JOIN memories m ON m.id = c.memory_id WHERE c.id IN ({marks})",
                missing,
            ).fetchall()
            kept.add_ranks({row[0]: (row[4], row[:4]) for row in looked_up})
            rows += [row[:4] for row in looked_up]
        # the checked values are kept at this generation: a search ranks the same chunks
        # turn after turn in a warm service (the dicts are read, never changed)
        ranks: dict[int, dict[str, Any]] = {}
        fresh: dict[int, dict[str, Any]] = {}
        for row in rows:
            checked = kept.rank_values.get(row[0]) if type(row[0]) is int else None
            if checked is None:
                checked = fresh[stored.integer(row[0], "chunk id")] = stored.chunk_rank(row)
            ranks[row[0]] = checked
        kept.add_rank_values(fresh)
        return ranks

    def chunk_rows(self, chunk_ids: Sequence[int]) -> dict[int, dict[str, Any]]:
        """chunk id -> the chunk's text and its memory's fields (checked: stored.chunk_row);
        the rows checked at this generation are kept (a warm service shows the same chunks
        turn after turn; the dicts are read, never changed)."""
        if not chunk_ids:
            return {}
        kept = self._read_now()
        found = {c: kept.chunk_rows[c] for c in chunk_ids if c in kept.chunk_rows}
        missing = [c for c in chunk_ids if c not in found]
        if not missing:
            return found
        marks = ",".join("?" * len(missing))
        fresh = {
            stored.integer(row[0], "chunk id"): stored.chunk_row(row)
            for row in self.conn.execute(
                "SELECT c.id, c.text, m.id, m.name, m.scope, m.type, m.description, m.path,"
                " m.pinned, m.updated, m.updated_ts, c.text_hash FROM memory_chunks c"
                f" JOIN memories m ON m.id = c.memory_id WHERE c.id IN ({marks})",
                missing,
            )
        }
        kept.add_chunk_rows(fresh)
        return {**found, **fresh}

    def memories_shown(self, memory_ids: Sequence[int]) -> dict[int, Memory]:
        """`memories_by_id` for the memories a search shows, through the rows read at this
        generation (in the caller's snapshot): a warm service shows the same topics turn
        after turn, and a row's checks and parsing cost ~50 µs."""
        kept = self._read_now()
        found = {i: kept.memories[i] for i in memory_ids if i in kept.memories}
        fresh = self.memories_by_id([i for i in memory_ids if i not in found])
        kept.add_memories(fresh)
        return {**found, **fresh}

    def memories_by_id(self, memory_ids: Sequence[int]) -> dict[int, Memory]:
        """The catalog rows of the given memories (the few a search returns)."""
        if not memory_ids:
            return {}
        marks = ",".join("?" * len(memory_ids))
        return {
            int(row[0]): stored.row_memory(row[1:])
            for row in self.conn.execute(
                f"SELECT m.id, {ROW_COLUMNS} FROM memories m WHERE m.id IN ({marks})",
                list(memory_ids),
            )
        }
