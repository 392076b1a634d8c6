"""Memory search's last steps: chunk rankings -> one ranked list of memories -> hits.

`SearchIndex.search` ranks chunks (lexically, by meaning or both) inside one read
snapshot; this module turns those chunk rankings into memories (each at its best chunk),
fuses the two sides for a hybrid search, applies the recency and pinned boosts, and
builds the `MemoryHit`s a caller sees."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memwell.index import memories as mem
from memwell.index.query import QueryTerms
from memwell.index.snippets import snippet
from memwell.index.types import MemoryHit
from memwell.memory.document import Memory

# Trigger: a hybrid memory search. Outcome: RRF of the lexical and semantic memory
# rankings, lexical weighted higher: it carries the field weights and exact names.
# (Session search fuses scores instead; see vectors.score_fusion.)
LEXICAL_WEIGHT = 1.0
SEMANTIC_WEIGHT = 0.7


@dataclass(frozen=True)
class RankedMemories:
    """Memories best first: (boosted score, memory id), and the chunk each was found by."""

    scored: list[tuple[float, int]]
    best_chunk: dict[int, int]


def rank_memories(
    lexical: Sequence[tuple[int, float]],
    semantic: Sequence[tuple[int, float]],
    rows: Mapping[int, Mapping[str, Any]],
    *,
    hybrid: bool,
    boosts: mem.Boosts,
) -> RankedMemories:
    """Chunk rankings -> memories, fused (hybrid) or whichever side ran, boosted, sorted."""
    by_memory_lex = mem.best_per_memory(lexical, rows)
    by_memory_sem = mem.best_per_memory(semantic, rows)
    if hybrid:
        from memwell.index.vectors import rrf  # hybrid search only

        fused = rrf([by_memory_lex, by_memory_sem], weights=[LEXICAL_WEIGHT, SEMANTIC_WEIGHT])
    else:
        fused = by_memory_lex or by_memory_sem
    # a ranked chunk without a row is left out, as `best_per_memory` leaves it out: the
    # row was not readable (a damaged page FTS still points into)
    best_chunk = {rows[c]["memory_id"]: c for c, _ in reversed([*semantic, *lexical]) if c in rows}
    now = mem.now()
    scored = [
        (
            score
            * boosts.factor(
                rows[best_chunk[memory_id]]["updated_ts"],
                rows[best_chunk[memory_id]]["pinned"],
                now,
            ),
            memory_id,
        )
        for memory_id, score in fused
    ]
    scored.sort(key=lambda item: -item[0])
    return RankedMemories(scored, best_chunk)


def memory_hits(
    ranked: RankedMemories,
    rows: Mapping[int, Mapping[str, Any]],
    full: Mapping[int, Memory],
    terms: QueryTerms,
    limit: int,
) -> list[MemoryHit]:
    """The first `limit` ranked memories as hits, each with a snippet of its best chunk."""
    hits: list[MemoryHit] = []
    for score, memory_id in ranked.scored[:limit]:
        row = rows[ranked.best_chunk[memory_id]]
        hits.append(
            MemoryHit(
                name=row["name"],
                scope=row["scope"],
                type=row["type"],
                description=row["description"],
                path=Path(row["path"]),
                score=score,
                snippet=snippet(row["text"], terms),
                pinned=row["pinned"],
                updated=row["updated"],
                memory=full.get(memory_id),
            )
        )
    return hits
