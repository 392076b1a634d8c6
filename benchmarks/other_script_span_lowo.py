"""How far below its script's closest an other-script statement stays confident (LOWO).

Confidence by meaning (`recall.item_confidence.semantic_confidence`) measures each
statement against the closest statement written in its own script: SEMANTIC_TOP there,
falling to 0 over a span of cosine. Across languages the model's cosines put the
statement that answers further below its script's closest than within one, so a
statement in the other script than the turn's gets its own span,
`OTHER_SCRIPT_SPAN`. This script rebuilds the digests `benchmarks/digest_replay.py
record` recorded with that span set to each value of a grid (the first is the same-script
span: the shipped behaviour); for each world the span is the one that carries the most facts
on the other worlds (ties to the smallest, nearest the old behaviour), and that world's
count is read at it: the held-out figure. The rebuilt digests' sizes are checked against
the caps at every point.

    python benchmarks/other_script_span_lowo.py cases/world_*.pkl --grid 0.03 0.04 0.05 0.07 0.1
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from digest_replay import carried, load_cases, rebuild
from memwell.recall import item_confidence


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--grid", nargs="+", type=float, default=[0.03, 0.04, 0.05, 0.07, 0.1])
    parser.add_argument("--verbose", action="store_true", help="the turns that move")
    args = parser.parse_args(argv)
    worlds = {path.stem: load_cases(path) for path in args.files}
    got: dict[float, dict[str, set[str]]] = {}
    for span in args.grid:
        item_confidence.OTHER_SCRIPT_SPAN = span
        got[span] = {}
        sizes: list[int] = []
        over = 0
        for world, cases in worlds.items():
            got[span][world] = set()
            for case in cases:
                text = rebuild(case)
                if text:
                    sizes.append(len(text))
                    lines = text.splitlines()
                    items = sum(1 for line in lines if line.startswith("- "))
                    over += len(lines) > case.policy.max_digest_lines
                    over += items > case.policy.max_memory_items
                    over += len(text) > case.policy.max_digest_chars
                if carried(case, text):
                    got[span][world].add(case.id)
        total = sum(len(v) for v in got[span].values())
        print(
            f"span {span}: {total}/{sum(len(c) for c in worlds.values())} "
            + " ".join(f"{w[6:]}={len(got[span][w])}" for w in worlds)
            + f"  digests {len(sizes)}, median {statistics.median(sizes):.0f} chars,"
            f" max {max(sizes)}, over a cap {over}"
        )
    base = args.grid[0]
    if args.verbose:
        for span in args.grid[1:]:
            for world in worlds:
                gained = got[span][world] - got[base][world]
                lost = got[base][world] - got[span][world]
                if gained or lost:
                    print(f"  span {span} {world}: +{sorted(gained)} -{sorted(lost)}")
    held = 0
    for world in worlds:

        def others(span: float, world: str = world) -> int:
            return sum(len(got[span][w]) for w in worlds if w != world)

        pick = max(args.grid, key=lambda s: (others(s), -s))
        held += len(got[pick][world])
        print(
            f"  {world}: span {pick} on the others -> {len(got[pick][world])}/{len(worlds[world])}"
        )
    print(f"leave-one-world-out: {held} (span {base}: {sum(len(v) for v in got[base].values())})")


if __name__ == "__main__":
    main()
