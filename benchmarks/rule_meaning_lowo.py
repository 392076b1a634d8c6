"""A change turn's rule read by meaning: which less confident memory's rule keeps the priority.

On a change turn the lead memory's most valuable rule, and a less confident memory's rule
that shares a word with the turn, gain the digest's priority (`recall.digest.
_with_priorities`); any other rule competes by its line value. "Shares a word" is blind
across scripts (a Japanese turn, an English rule) and to a rule worded apart from the
turn. This script measures the alternatives on the cases `benchmarks/digest_replay.py
record` wrote (one file per development world, recorded with the model): the rule also
keeps the priority when its cosine to the turn is within a margin of the closest
statement written in its script (as the confidence by meaning reads a memory), or only
then (`--mode meaning`; a negative margin: no such rule leads at all); or, in every
memory, the rule closest to the turn by meaning leads in place of the one valued highest
when it is within the margin (`--mode pick`). For each world the margin is the one that
carries the most facts on the other worlds (ties to the smallest, nearest the shipped
behaviour), and that world's count is read at it: the held-out figure. Margin "off" is the
shipped behaviour.

    python benchmarks/rule_meaning_lowo.py cases/world_*.pkl
    python benchmarks/rule_meaning_lowo.py cases/world_*.pkl --mode meaning --grid -1 0 0.01 0.02
    python benchmarks/rule_meaning_lowo.py cases/world_*.pkl --mode pick --verbose
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from digest_replay import Case, carried, load_cases, rebuild
from memwell.recall import digest
from memwell.recall.item_confidence import written_in_cjk
from memwell.recall.rule_strengths import STOPPING, rule_strengths

DEFAULT_GRID = (0.0, 0.005, 0.01, 0.02, 0.03, 0.05, 0.08)
# each candidate's cosines and the closest statement of each script, as `_values` saw them
_SEEN: dict[int, tuple[list[float] | None, tuple[float, float]]] = {}


def _recording_values() -> Callable[..., Any]:
    shipped = digest._values

    def values(candidates: Sequence[Any], scorer: Any, query_text: str, *rest: Any) -> Any:
        sims = [
            scorer.similarities(query_text, c.lines, c.hit.description) if c.lines else []
            for c in candidates
        ]
        top = [0.0, 0.0]
        for c, s in zip(candidates, sims, strict=True):
            for cosine, line in zip(s or [], c.lines, strict=True):
                k = int(written_in_cjk(line))
                top[k] = max(top[k], cosine)
        _SEEN.clear()
        for c, s in zip(candidates, sims, strict=True):
            _SEEN[id(c)] = (s, (top[0], top[1]))
        return shipped(candidates, scorer, query_text, *rest)

    return values


def _variant(margin: float | None, mode: str) -> Callable[..., list[float]]:
    shipped = digest._with_priorities

    def with_priorities(
        candidate: Any, values: list[float], *, continuation: bool, change: bool, **rest: Any
    ) -> list[float]:
        out = shipped(candidate, values, continuation=continuation, change=change, **rest)
        turn = rest.get("turn")
        if mode == "pick" and change and margin is not None:
            return _picked_by_meaning(candidate, values, continuation, turn, margin)
        if margin is None or not change or turn is None or candidate.below_floor:
            return out
        # the rule the unrestricted priority would lift (the lead memory's reading)
        free = shipped(candidate, values, continuation=False, change=True)
        lifted = [i for i, (a, b) in enumerate(zip(free, values, strict=True)) if a != b]
        if not lifted:
            return out
        i = lifted[0]
        sims, top = _SEEN.get(id(candidate), (None, (0.0, 0.0)))
        if not sims:
            return out
        script = int(written_in_cjk(candidate.lines[i]))
        close = top[script] - sims[i] <= margin
        granted = (
            shipped(candidate, values, continuation=False, change=True, turn=turn)[i] != values[i]
        )
        want = (granted or close) if mode == "either" else close
        if want and not granted:
            out[i] += digest.PRIORITY
        elif granted and not want:
            out[i] -= digest.PRIORITY
        return out

    return with_priorities


def _picked_by_meaning(
    candidate: Any, values: list[float], continuation: bool, turn: Any, margin: float
) -> list[float]:
    """The memory's rule closest to the turn by meaning leads, not the one valued highest,
    when it is within `margin` of the closest statement of its script (else as shipped)."""
    shipped = digest._with_priorities
    out = shipped(candidate, values, continuation=continuation, change=False)
    if candidate.below_floor:
        return out
    strengths = rule_strengths(candidate.hit, candidate.texts)
    stops = [i for i, st in enumerate(strengths) if st in STOPPING]
    rules = stops or [i for i, st in enumerate(strengths) if st]
    if not rules:
        return out
    sims, top = _SEEN.get(id(candidate), (None, (0.0, 0.0)))
    governing = max(rules, key=values.__getitem__)
    if sims:
        near = max(rules, key=lambda i: (sims[i], values[i]))
        script = int(written_in_cjk(candidate.lines[near]))
        if top[script] - sims[near] <= margin:
            governing = near
    if turn is None or digest._shares_words(turn, candidate.lines[governing]):
        out[governing] += digest.PRIORITY
    return out


def carried_at(
    cases: Sequence[Case], margin: float | None, mode: str
) -> tuple[list[bool], list[str]]:
    saved = digest._with_priorities, digest._values
    digest._with_priorities = _variant(margin, mode)
    digest._values = _recording_values()
    try:
        texts = [rebuild(case) for case in cases]
    finally:
        digest._with_priorities, digest._values = saved
    return [carried(case, text) for case, text in zip(cases, texts, strict=True)], texts


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--grid", nargs="+", type=float, default=list(DEFAULT_GRID))
    parser.add_argument("--mode", choices=("either", "meaning", "pick"), default="either")
    parser.add_argument("--verbose", action="store_true", help="turns gained and lost")
    args = parser.parse_args(argv)
    worlds = {path.stem: load_cases(path) for path in args.files}
    grid: list[float | None] = [None, *args.grid]
    counts: dict[float | None, dict[str, int]] = {}
    kept_of: dict[float | None, dict[str, list[bool]]] = {}
    sizes: dict[float | None, list[tuple[int, int, int]]] = {}
    for margin in grid:
        counts[margin], sizes[margin], kept_of[margin] = {}, [], {}
        for world, cases in worlds.items():
            kept, texts = carried_at(cases, margin, args.mode)
            counts[margin][world], kept_of[margin][world] = sum(kept), kept
            sizes[margin] += [
                (len(t.splitlines()), len(t), sum(ln.startswith("- ") for ln in t.splitlines()))
                for t in texts
                if t
            ]
    label = ["  off"] + [f"{m:>5.3f}" for m in args.grid]
    print(f"mode {args.mode}")
    print("world      n  " + "  ".join(label) + "   LOWO margin")
    held_out = 0
    for world, cases in worlds.items():
        others = {m: sum(v for w, v in counts[m].items() if w != world) for m in grid}
        best = max(grid, key=lambda m: (others[m], -(-1 if m is None else m)))
        held_out += counts[best][world]
        row = "  ".join(f"{counts[m][world]:>5d}" for m in grid)
        shown = "off" if best is None else f"{best:.3f}"
        print(f"{world:9s} {len(cases):3d}  {row}   {counts[best][world]:>4d} {shown}")
    total = sum(len(cases) for cases in worlds.values())
    row = "  ".join(f"{sum(counts[m].values()):>5d}" for m in grid)
    print(f"{'all':9s} {total:3d}  {row}   {held_out:>4d}")
    for margin in grid:
        chars = sorted(n for _, n, _ in sizes[margin])
        median = chars[len(chars) // 2] if chars else 0
        print(
            f"margin {margin}: {len(chars)} digests, median {median} chars, max "
            f"{max(chars, default=0)}, {max((n for n, _, _ in sizes[margin]), default=0)} lines,"
            f" {max((n for _, _, n in sizes[margin]), default=0)} items"
        )
        if args.verbose and margin is not None:
            for world, cases in worlds.items():
                for case, a, b in zip(
                    cases, kept_of[None][world], kept_of[margin][world], strict=True
                ):
                    if a != b:
                        print(f"   {'+' if b else '-'} {case.id} {case.text[:70]!r}")


if __name__ == "__main__":
    main()
