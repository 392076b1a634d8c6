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
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from digest_replay import knob_lowo
from memwell.recall import digest


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--grid", nargs="+", type=int, default=[0, 1, 2, 3, 5, 10])
    parser.add_argument("--verbose", action="store_true", help="the turns that move")
    args = parser.parse_args(argv)

    def apply(value: float) -> None:
        digest.CANDIDATE_ROOM = int(value)

    knob_lowo(args.files, args.grid, apply, "room", args.verbose)


if __name__ == "__main__":
    main()
