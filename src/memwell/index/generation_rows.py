"""What a long-lived index connection keeps of the rows it read at one catalog generation.

Trigger: a search at 10,000 topics looks up the 200 best chunks' memories (scope,
pinned, recency), the shown chunks' and memories' rows, and how many chunks hold each
query term, and recall reads the facts of the memories found (`fact_rows(kind="named")`);
a warm service answers turn after turn about the same topics, and read these again on
every turn (~4-5 ms of a 15 ms turn). Why: none of them changes while the catalog
generation stays the same (every write of a memory row, chunk or `memory_fts` row moves
it in the same transaction: `MemoryIndex.bump`). Outcome: what was read is kept, keyed on
the generation read in the same snapshot, and dropped whole when the generation moves; a
process that answers one turn (a hook) pays one dictionary lookup per row. The values
are the ones the same query returns, so a search's answer is unchanged. The terms' bm25
scores are kept here too (`index.term_scores`).

Word stems depend on the tokenizer only, not on the index: they are kept across
generations (bounded).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from memwell.index.types import FactRow
from memwell.memory.document import Memory

# Bounds: past them the map is emptied and filled again as rows are read (a store of
# many more topics than a turn touches does not grow a process's memory without end).
MAX_RANK_ROWS = 50_000  # ~100 bytes each
MAX_MEMORIES = 2_000  # a row's body included: a few KB each
MAX_TERMS = 20_000
MAX_STEMS = 20_000
MAX_NAMES = 5_000
MAX_TERM_SCORES = 500_000  # (chunk id, score) pairs over every kept term: ~40 MB at most

_Key = TypeVar("_Key")
_Value = TypeVar("_Value")


def _keep(kept: dict[_Key, _Value], rows: Mapping[_Key, _Value], limit: int) -> None:
    """Add rows to a map, emptying it first when they would take it past its bound (what is
    dropped is read again when needed, so a bound costs time, never an answer)."""
    if len(kept) + len(rows) > limit:
        kept.clear()
    kept.update(rows)


class GenerationRows:
    """Rows read at one generation: chunk ranks, memory rows, term counts."""

    def __init__(self) -> None:
        self.generation: int | None = None
        # chunk id -> (its memory's scope directory key, the row ranking reads of it:
        # chunk id, memory id, pinned, updated_ts; see `rows.chunk_rank`)
        self.ranks: dict[int, tuple[str, tuple[Any, ...]]] = {}
        # chunk id -> those values checked (`rows.chunk_rank`), as `chunk_ranks` returns them
        self.rank_values: dict[int, dict[str, Any]] = {}
        self.memories: dict[int, Memory] = {}
        self.chunk_rows: dict[int, dict[str, Any]] = {}  # `rows.chunk_row`, checked
        # a term's stem -> how many chunks hold it; the index's chunk count (max rowid)
        self.term_counts: dict[str, int] = {}
        self.chunk_total: int | None = None
        # a term -> chunk id -> its bm25 part (`term_scores`); the terms met once
        self.term_scores: dict[str, dict[int, float]] = {}
        self.terms_seen: set[str] = set()
        self._term_score_rows = 0
        # a memory name -> its rows in every scope directory (`facts.named_rows`)
        self.named: dict[str, list[tuple[str, tuple[int, str], FactRow]]] = {}

    def at(self, generation: int) -> GenerationRows:
        """These rows, emptied first if they were read at another generation."""
        if generation != self.generation:
            self.ranks.clear()
            self.rank_values.clear()
            self.memories.clear()
            self.chunk_rows.clear()
            self.term_counts.clear()
            self.chunk_total = None
            self.named.clear()
            self.term_scores.clear()
            self.terms_seen.clear()
            self._term_score_rows = 0
            self.generation = generation
        return self

    def add_ranks(self, rows: dict[int, tuple[str, tuple[Any, ...]]]) -> None:
        _keep(self.ranks, rows, MAX_RANK_ROWS)

    def add_rank_values(self, values: dict[int, dict[str, Any]]) -> None:
        _keep(self.rank_values, values, MAX_RANK_ROWS)

    def add_memories(self, rows: dict[int, Memory]) -> None:
        if len(self.memories) + len(rows) > MAX_MEMORIES:
            self.memories.clear()
            self.chunk_rows.clear()
        self.memories.update(rows)

    def add_named(self, rows: dict[str, list[tuple[str, tuple[int, str], FactRow]]]) -> None:
        _keep(self.named, rows, MAX_NAMES)

    def note_terms(self, terms: list[str]) -> None:
        if len(self.terms_seen) + len(terms) > MAX_TERMS:
            self.terms_seen.clear()
        self.terms_seen.update(terms)

    def add_term_scores(self, term: str, scores: dict[int, float]) -> None:
        if self._term_score_rows + len(scores) > MAX_TERM_SCORES:
            self.term_scores.clear()
            self._term_score_rows = 0
        self.term_scores[term] = scores
        self._term_score_rows += len(scores)

    def add_chunk_rows(self, rows: dict[int, dict[str, Any]]) -> None:
        _keep(self.chunk_rows, rows, MAX_MEMORIES)

    def add_term_counts(self, counts: dict[str, int]) -> None:
        _keep(self.term_counts, counts, MAX_TERMS)


class Stems:
    """word -> the token `memory_fts` stores for it (None: the word holds no token)."""

    def __init__(self) -> None:
        self.known: dict[str, str | None] = {}

    def add(self, stems: dict[str, str | None]) -> None:
        if len(self.known) + len(stems) > MAX_STEMS:
            self.known.clear()
        self.known.update(stems)
