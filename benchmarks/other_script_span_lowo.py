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
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from digest_replay import knob_lowo
from memwell.recall import item_confidence


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--grid", nargs="+", type=float, default=[0.03, 0.04, 0.05, 0.07, 0.1])
    parser.add_argument("--verbose", action="store_true", help="the turns that move")
    args = parser.parse_args(argv)

    def apply(value: float) -> None:
        item_confidence.OTHER_SCRIPT_SPAN = float(value)

    knob_lowo(args.files, args.grid, apply, "span", args.verbose)


if __name__ == "__main__":
    main()
