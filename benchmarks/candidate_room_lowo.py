"""How many confident hits past the digest's item cap stay candidates, leave-one-world-out.

The digest's candidates are the confident hits in rank order, at most `max_memory_items`
of them (past that only the memory closest by meaning and a shown decision's successor),
and the fill then shows the statements of greatest value among them. A memory that
answers, ranked just past the cap by words, never competes. This script rebuilds the
digests `benchmarks/digest_replay.py record` recorded with `recall.digest.CANDIDATE_ROOM`
set to each value of a grid; for each world the room is the one that carries the most
facts on the other worlds (ties to the smallest, nearest the shipped behaviour), and that
world's count is read at it: the held-out figure. The rebuilt digests' sizes are checked
against the caps at every point.

    python benchmarks/candidate_room_lowo.py cases/world_*.pkl --grid 0 1 2 3 5 10
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from digest_replay import carried, load_cases, rebuild
from memwell.recall import digest


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--grid", nargs="+", type=int, default=[0, 1, 2, 3, 5, 10])
    parser.add_argument("--verbose", action="store_true", help="the turns that move")
    args = parser.parse_args(argv)
    worlds = {path.stem: load_cases(path) for path in args.files}
    got: dict[int, dict[str, set[str]]] = {}
    for room in args.grid:
        digest.CANDIDATE_ROOM = room
        got[room] = {}
        sizes: list[int] = []
        over = 0
        for world, cases in worlds.items():
            got[room][world] = set()
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
                    got[room][world].add(case.id)
        total = sum(len(v) for v in got[room].values())
        print(
            f"room {room}: {total}/{sum(len(c) for c in worlds.values())} "
            + " ".join(f"{w[6:]}={len(got[room][w])}" for w in worlds)
            + f"  digests {len(sizes)}, median {statistics.median(sizes):.0f} chars,"
            f" max {max(sizes)}, over a cap {over}"
        )
    base = args.grid[0]
    if args.verbose:
        for room in args.grid[1:]:
            for world in worlds:
                gained = got[room][world] - got[base][world]
                lost = got[base][world] - got[room][world]
                if gained or lost:
                    print(f"  room {room} {world}: +{sorted(gained)} -{sorted(lost)}")
    held = 0
    for world in worlds:

        def others(room: int, world: str = world) -> int:
            return sum(len(got[room][w]) for w in worlds if w != world)

        pick = max(args.grid, key=lambda r: (others(r), -r))
        held += len(got[pick][world])
        print(
            f"  {world}: room {pick} on the others -> {len(got[pick][world])}/{len(worlds[world])}"
        )
    print(f"leave-one-world-out: {held} (room {base}: {sum(len(v) for v in got[base].values())})")


if __name__ == "__main__":
    main()
