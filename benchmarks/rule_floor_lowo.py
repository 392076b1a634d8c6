"""A floor under the change turn's rule priority, chosen leave-one-world-out (a measurement).

On a change turn every confident memory's most valuable rule gains the digest's priority
(`recall.digest._with_priorities`), so unrelated rules can take the lines the lead
memory's answering statement needed. This script measures the alternative measured and
dropped in session 18: the rule gains the priority only when its own line value reaches
a floor. It reads the cases `benchmarks/digest_replay.py record` wrote (one file per
development world, recorded with the model) and rebuilds every digest with each floor of
a grid (0 is the shipped behaviour). For each world the floor is the one that
carries the most facts on the other worlds (ties to the lowest floor, the nearest to
the old behaviour), and that world's count is read at it: the held-out figure. The
table also gives each floor's count per world, and the digests' size.

    python benchmarks/rule_floor_lowo.py cases/world_*.pkl
    python benchmarks/rule_floor_lowo.py cases/world_*.pkl --grid 0 0.1 0.2 0.3
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

DEFAULT_GRID = (0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4)


def _floored(floor: float) -> Callable[..., list[float]]:
    """`_with_priorities` with the rule's priority withheld under `floor`."""
    shipped = digest._with_priorities

    def with_priorities(
        candidate: Any, values: list[float], *, continuation: bool, change: bool, **rest: Any
    ) -> list[float]:
        out = shipped(candidate, values, continuation=continuation, change=change, **rest)
        if not change:
            return out
        ruled = shipped(candidate, values, continuation=False, change=True, **rest)
        lifted = [i for i, (a, b) in enumerate(zip(ruled, values, strict=True)) if a != b]
        if lifted and values[lifted[0]] < floor:
            out[lifted[0]] -= digest.PRIORITY
        return out

    return with_priorities


def carried_at(cases: Sequence[Case], floor: float) -> tuple[list[bool], list[str]]:
    """Whether each case's digest carries its facts with `floor`, and the digests."""
    shipped = digest._with_priorities
    digest._with_priorities = _floored(floor)
    try:
        texts = [rebuild(case) for case in cases]
    finally:
        digest._with_priorities = shipped
    return [carried(case, text) for case, text in zip(cases, texts, strict=True)], texts


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--grid", nargs="+", type=float, default=list(DEFAULT_GRID))
    args = parser.parse_args(argv)
    worlds = {path.stem: load_cases(path) for path in args.files}
    counts: dict[float, dict[str, int]] = {}
    sizes: dict[float, list[tuple[int, int, int]]] = {}
    for floor in args.grid:
        counts[floor], sizes[floor] = {}, []
        for world, cases in worlds.items():
            kept, texts = carried_at(cases, floor)
            counts[floor][world] = sum(kept)
            sizes[floor] += [
                (len(text.splitlines()), len(text), text.count("\n- ") + text.startswith("- "))
                for text in texts
                if text
            ]
    print("world    n   " + "  ".join(f"{f:>5.2f}" for f in args.grid) + "   LOWO floor")
    held_out_total = 0
    for world, cases in worlds.items():
        others = {f: sum(v for w, v in counts[f].items() if w != world) for f in args.grid}
        best = max(args.grid, key=lambda f: (others[f], -f))
        held_out_total += counts[best][world]
        row = "  ".join(f"{counts[f][world]:>5d}" for f in args.grid)
        print(f"{world:8s} {len(cases):3d}  {row}   {counts[best][world]:>4d} {best:.2f}")
    total = sum(len(cases) for cases in worlds.values())
    row = "  ".join(f"{sum(counts[f].values()):>5d}" for f in args.grid)
    print(f"{'all':8s} {total:3d}  {row}   {held_out_total:>4d}")
    for floor in args.grid:
        chars = sorted(n for _, n, _ in sizes[floor])
        lines = max((n for n, _, _ in sizes[floor]), default=0)
        items = max((n for _, _, n in sizes[floor]), default=0)
        median = chars[len(chars) // 2] if chars else 0
        print(
            f"floor {floor:.2f}: {len(chars)} digests, median {median} chars, "
            f"max {max(chars, default=0)} chars, {lines} lines, {items} items"
        )


if __name__ == "__main__":
    main()
