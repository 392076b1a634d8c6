"""Memory search's ranking steps over chunk rows (index/memory_ranking.py)."""

from __future__ import annotations

from memwell.index import memories as mem
from memwell.index.memory_ranking import rank_memories


def chunk_row(memory_id: int) -> dict[str, object]:
    return {"memory_id": memory_id, "updated_ts": None, "pinned": False}


def test_a_ranked_chunk_whose_row_is_unreadable_is_left_out() -> None:
    # chunk 12 is ranked (FTS still points at it) but its row could not be read
    rows = {1: chunk_row(10), 2: chunk_row(20)}
    ranked = rank_memories(
        [(12, 3.0), (1, 2.0), (2, 1.0)], [], rows, hybrid=False, boosts=mem.Boosts()
    )
    assert [memory_id for _, memory_id in ranked.scored] == [10, 20]
    assert ranked.best_chunk == {10: 1, 20: 2}


def test_hybrid_keeps_each_memory_at_its_best_chunk() -> None:
    rows = {1: chunk_row(10), 2: chunk_row(10), 3: chunk_row(30)}
    ranked = rank_memories(
        [(2, 5.0), (3, 1.0)], [(1, 0.9), (3, 0.8)], rows, hybrid=True, boosts=mem.Boosts()
    )
    assert ranked.scored[0][1] == 10
    assert {memory_id for _, memory_id in ranked.scored} == {10, 30}
