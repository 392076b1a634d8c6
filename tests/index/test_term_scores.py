"""A lexical ranking from the terms' kept bm25 scores is FTS5's own ranking, to the last
bit and in the order of equal scores; a search that uses them answers as a cold one."""

from __future__ import annotations

import random
import sqlite3

import pytest
from test_index_memories import age, write_topic

from memwell.config import Settings
from memwell.index import memory_terms, term_scores
from memwell.index.generation_rows import GenerationRows
from memwell.index.memory_search import WEIGHTS
from memwell.index.query import any_of
from memwell.index.search_index import SearchIndex
from memwell.layout import Layout

WORDS = [
    "deploy",
    "cache",
    "queue",
    "invoice",
    "billing",
    "login",
    "token",
    "schema",
    "worker",
    "alert",
    "report",
    "export",
]
JAPANESE = ["請求書の締め日は毎月二十日", "東京の倉庫は月曜に棚卸し", "請求書は経理が確認する"]
ABSENT = "zzqqxx"


def seed(layout: Layout, count: int = 120) -> None:
    """Topics made from a few templates: most scores are shared by many chunks."""
    rng = random.Random(5)
    for i in range(count):
        scope = layout.scope_dir("workspace" if i % 3 else "user")
        words = rng.sample(WORDS, 4)
        body = f"{words[0]} {words[1]} for {words[2]}." + (
            f"\n\n{JAPANESE[i % 3]}" if i % 4 == 0 else ""
        )
        write_topic(scope, f"t{i:03d}", f"{words[3]} notes", body)


def fts_ranking(conn: sqlite3.Connection, expr: str) -> list[tuple[int, float]]:
    return [
        (int(r), float(s))
        for r, s in conn.execute(
            "SELECT rowid, -bm25(memory_fts, ?, ?, ?, ?, ?) AS score FROM memory_fts"
            " WHERE memory_fts MATCH ? ORDER BY score DESC",
            [*WEIGHTS, expr],
        )
    ]


def test_kept_scores_rank_as_fts5_does(index: SearchIndex, layout: Layout) -> None:
    seed(layout)
    index.search("deploy")
    vocabulary = [*WORDS, "請求", "倉庫", "東京", ABSENT]
    rng = random.Random(11)
    kept = GenerationRows().at(1)
    compared = 0
    for _ in range(120):
        terms = rng.sample(vocabulary, rng.randint(1, 5))
        cut = rng.randint(1, len(terms))
        finding, scoring = terms[:cut], terms[cut:]
        kept.note_terms(terms)
        scores = term_scores.kept_scores(
            index.conn, kept, terms, WEIGHTS, [t == ABSENT for t in terms]
        )
        assert scores is not None
        both, neither = term_scores.rankings(scores[:cut], scores[cut:])
        if not scoring:
            assert both == fts_ranking(index.conn, any_of(finding))
            assert neither == []
        else:
            found, rest = any_of(finding), any_of(scoring)
            assert both == fts_ranking(index.conn, f"({found}) AND ({rest})")
            assert neither == fts_ranking(index.conn, f"({found}) NOT ({rest})")
        compared += 1
    assert compared == 120


def test_a_term_met_once_is_not_read_whole(index: SearchIndex, layout: Layout) -> None:
    """A process that searches once (a hook) pays no more than one FTS5 query."""
    seed(layout, 20)
    kept = GenerationRows().at(1)
    assert term_scores.kept_scores(index.conn, kept, ["deploy"], WEIGHTS, [False]) is None
    assert kept.term_scores == {}
    assert term_scores.kept_scores(index.conn, kept, ["deploy"], WEIGHTS, [False]) is not None
    assert "deploy" in kept.term_scores


@pytest.mark.parametrize("split", [False, True])
def test_searches_from_kept_scores_answer_as_a_cold_index(
    index: SearchIndex, layout: Layout, monkeypatch: pytest.MonkeyPatch, split: bool
) -> None:
    """The same hits and scores as a fresh connection's, before and after an edit; with
    `split`, queries whose common terms only score (the AND / NOT pair)."""
    if split:
        monkeypatch.setattr(memory_terms, "COMMON_MIN_CHUNKS", 1)
        monkeypatch.setattr(memory_terms, "SCORE_BUDGET", 20)
    seed(layout)
    queries = ["deploy cache billing", "invoice export token", "請求書 締め日", "queue"]

    def answers(idx: SearchIndex) -> list[list[tuple[str, float]]]:
        return [[(h.name, h.score) for h in idx.search(q, limit=20)] for q in queries]

    first = answers(index)
    for _ in range(2):
        assert answers(index) == first
    assert index.memories._read_now().term_scores  # the kept path ran
    path = layout.scope_dir("workspace") / "t001.md"
    path.write_text(path.read_text().replace(" notes", " notes deploy deploy cache"))
    age(path, 5)
    after = answers(index)
    with SearchIndex(layout, Settings(), embedder=False) as cold:
        assert answers(cold) == after
    assert after != first


def by_definition(
    finding: list[dict[int, float]], scoring: list[dict[int, float]]
) -> tuple[list[tuple[int, float]], list[tuple[int, float]]]:
    """What `rankings` must give, written plainly: each chunk's parts summed in phrase
    order (a part it lacks adds nothing), split on whether it holds a scoring term, best
    first and equal scores by chunk id."""
    both, neither = {}, {}
    for rowid in sorted({r for part in finding for r in part}):
        value = 0.0
        for part in [*finding, *scoring]:
            value = value + part[rowid] if rowid in part else value
        (both if any(rowid in part for part in scoring) else neither)[rowid] = value

    def ordered(sums: dict[int, float]) -> list[tuple[int, float]]:
        return sorted(sums.items(), key=lambda item: (-item[1], item[0]))

    if not scoring:  # every chunk a finding term matches, then nothing
        return ordered(neither), []
    return ordered(both), ordered(neither)


def test_rankings_sum_in_phrase_order_and_keep_ties_by_id() -> None:
    rng = random.Random(11)
    tied = [0.1, 0.2, 0.3, 1 / 3, 2.5]
    for _ in range(400):

        def part() -> dict[int, float]:
            return {
                rng.randrange(80): rng.choice(tied) if rng.random() < 0.7 else rng.random()
                for _ in range(rng.randrange(0, 30))
            }

        finding = [part() for _ in range(rng.randrange(1, 4))]
        scoring = [part() for _ in range(rng.randrange(0, 4))]
        got = term_scores.rankings(finding, scoring)
        assert [repr(pair) for ranking in got for pair in ranking] == [
            repr(pair) for ranking in by_definition(finding, scoring) for pair in ranking
        ]
