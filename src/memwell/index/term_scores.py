"""A lexical ranking from each term's kept bm25 scores, the same as FTS5's own.

Trigger: a long-lived process (the warm service, an MCP server) searches again, at the
same catalog generation, with terms it searched for before. Why: bm25 over the 1,000-2,000
chunks a turn's terms match is most of a search at 10,000 topics (~1.5 µs a chunk, and
each term's hits counted again for its IDF on every query), and a conversation's turns
keep naming the same projects and things. Outcome: from a term's second search at a
generation, its chunks' scores are read once (one single-term query) and kept with the
generation's rows (`generation_rows`); a query whose terms are all kept is ranked here,
without FTS5. A term no chunk holds (its count at this generation is 0) needs nothing.

Why the answer is the same: FTS5's bm25 is a sum over the expression's phrases, in their
order, of IDF x weighted frequency / length norm, each phrase's part depending on that
phrase, the chunk and the index's totals only; a phrase a chunk does not hold adds 0.0. A
one-phrase query's score is that part alone (0.0 + x), so summing the kept parts in the
expression's order gives the same double. SQLite returns the rows of `ORDER BY score DESC`
with equal scores in the order the scan met them (its sorter is a stable merge sort;
FTS5 scans in rowid order): a stable sort of the rows in rowid order by descending score
is that order (`tests/index/test_term_scores.py` compares the two on stores full of ties).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from memwell.index.generation_rows import GenerationRows
from memwell.index.query import quote


def kept_scores(
    conn: sqlite3.Connection,
    kept: GenerationRows,
    terms: Sequence[str],
    weights: Sequence[float],
    absent: Sequence[bool],
) -> list[dict[int, float]] | None:
    """chunk id -> bm25 part of each of `terms` (`absent[i]`: no chunk holds terms[i]), or
    None when a term is met for the first time at this generation (then noted: a process
    that searches once, a hook, never reads a term's scores whole)."""
    first = [
        t for t, gone in zip(terms, absent, strict=True) if not gone and t not in kept.term_scores
    ]
    unseen = [t for t in first if t not in kept.terms_seen]
    if unseen:
        kept.note_terms(unseen)
        return None
    lists = {t: kept.term_scores[t] for t in terms if t in kept.term_scores}
    for term in first:
        lists[term] = {
            int(rowid): float(score or 0.0)
            for rowid, score in conn.execute(
                "SELECT rowid, -bm25(memory_fts, ?, ?, ?, ?, ?) FROM memory_fts"
                " WHERE memory_fts MATCH ?",
                [*weights, quote(term)],
            )
        }
        kept.add_term_scores(term, lists[term])
    return [{} if gone else lists[t] for t, gone in zip(terms, absent, strict=True)]


def rankings(
    finding: Sequence[dict[int, float]], scoring: Sequence[dict[int, float]]
) -> tuple[list[tuple[int, float]], list[tuple[int, float]]]:
    """(chunk id, score) best first, as FTS5 ranks `finding` ORed AND any of `scoring`, and
    `finding` ORed NOT any of `scoring` (with no `scoring`: every chunk `finding` matches,
    then nothing); the phrases in that order, so each chunk's sum adds its parts as
    FTS5's does (a part it does not hold adds 0.0, which changes no sum)."""
    sums: dict[int, float] = dict(finding[0]) if finding else {}  # 0.0 + x is x
    for part in finding[1:]:
        for rowid, value in part.items():
            sums[rowid] = sums.get(rowid, 0.0) + value
    if not scoring:
        return _best_first(sums), []
    # one pass over the chunks, each adding the scoring parts it holds in phrase order
    # (the same sums as adding part after part), split on whether it held any
    both: dict[int, float] = {}
    neither: dict[int, float] = {}
    lookups = [part.get for part in scoring]
    for rowid, value in sums.items():
        held = False
        for lookup in lookups:
            extra = lookup(rowid)
            if extra is not None:
                value += extra
                held = True
        if held:
            both[rowid] = value
        else:
            neither[rowid] = value
    return _best_first(both), _best_first(neither)


def _best_first(sums: dict[int, float]) -> list[tuple[int, float]]:
    # by rowid, then by score, highest first: Python's sort is stable, reversed or not, so
    # equal scores stay in rowid order, the order of FTS5's scan that SQLite's sort keeps
    # (the ids are sorted as plain integers and then by their scores, which is cheaper
    # than sorting (id, score) pairs twice: the same order)
    ranked = sorted(sums)
    ranked.sort(key=sums.__getitem__, reverse=True)
    return [(rowid, sums[rowid]) for rowid in ranked]
