"""Fit the digest's line value (`memwell.recall.line_value`) on labelled recall worlds.

Every turn of the named sets that carries `facts` is run as `benchmarks/recall_eval.py`
runs it (a fresh home seeded from the set's fixtures), twice: with the default install's
model, and without one (`MEMWELL_EMBEDDINGS=none`, the lexical fallback). The statements
of the memories the digest weighed are read with `line_value.features`, and a statement
is a positive when it holds one of the turn's facts. For each of the two cases a logistic
regression (standardised features, L2, positives and negatives weighed equally) is fitted
with numpy; both are written as one JSON file.

    python scripts/train_line_value.py --set world_a --set world_c --set world_e --set world_g
    python scripts/train_line_value.py --set world_a --out /tmp/weights.json

Sets kept untouched (`untouched: true` in evals/recall/sets.json) are refused.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from logistic import fit_logistic  # noqa: E402
from memwell.recall import digest, line_value  # noqa: E402
from memwell.recall.line_value import FEATURES, LineValue, LineWeights  # noqa: E402
from recall_eval import (  # noqa: E402  (the benchmark's harness setup and fact check)
    EVALS,
    harness_for,
    load_turns,
    normalised,
    seed_home,
    set_name,
)

OUT = ROOT / "src" / "memwell" / "recall" / "data" / "line_value.json"
# the fit's L2 strength (on standardised features, per example): small, the data are few
L2 = 10.0


def _turn_rows(run: Callable[[], Any]) -> list[tuple[list[float], str]]:
    """(feature row, statement) for each statement the digest weighed while `run` ran
    (the last digest built, if the turn built more than one)."""
    seen: list[list[tuple[list[float], str]]] = []
    original = line_value.features

    def recording(
        turn: line_value.TurnReading,
        memory: line_value.MemoryReading,
        top_cosine: float,
        lead_confidence: float,
        script_top: tuple[float, float] = (0.0, 0.0),
    ) -> list[list[float]]:
        rows = original(turn, memory, top_cosine, lead_confidence, script_top)
        if memory.rank == 0:
            seen.append([])
        seen[-1].extend(zip(rows, memory.lines, strict=True))
        return rows

    # the digest reads the features through its own import of the function
    setattr(digest, "features", recording)  # noqa: B010
    try:
        run()
    finally:
        setattr(digest, "features", original)  # noqa: B010
    return seen[-1] if seen else []


def examples(set_names: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """Feature rows and labels (1: the statement holds one of the turn's facts)."""
    manifest = json.loads((EVALS / "sets.json").read_text("utf-8"))
    by_name = {set_name(item): item for item in manifest}
    rows: list[list[float]] = []
    labels: list[float] = []
    for name in set_names:
        spec = by_name.get(name)
        if spec is None:
            raise SystemExit(f"no set named {name!r} in evals/recall/sets.json")
        if spec.get("untouched"):
            raise SystemExit(f"{name!r} is kept untouched until the end; it is not trained on")
        fixtures = EVALS / spec["fixtures"]
        for turn in load_turns(EVALS / spec["turns"]):
            if not turn.get("facts"):
                continue
            facts = [normalised(f) for f in turn["facts"]]
            with tempfile.TemporaryDirectory(prefix="memwell-line-value-") as tmp:
                home, workspace = Path(tmp) / "home", Path(tmp) / "ws"
                workspace.mkdir(parents=True)
                seed_home(fixtures, home, workspace)
                harness = harness_for(home, workspace)
                session = f"train-{turn['id']}"
                found = _turn_rows(partial(harness.turn, turn["text"], session_id=session))
            for row, line in found:
                rows.append(row)
                labels.append(1.0 if any(f in normalised(line) for f in facts) else 0.0)
        print(f"{name}: {len(rows)} statements so far, {int(sum(labels))} holding a fact")
    return np.array(rows, dtype=float), np.array(labels, dtype=float)


def fit(x: np.ndarray, y: np.ndarray, l2: float = L2) -> LineWeights:
    """L2-regularised logistic regression by Newton's method, classes weighed equally."""
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    z = np.hstack([(x - mean) / scale, np.ones((len(x), 1))])
    w = fit_logistic(z, y, l2, steps=100)
    return LineWeights(
        tuple(float(v) for v in mean),
        tuple(float(v) for v in scale),
        tuple(float(v) for v in w[:-1]),
        float(w[-1]),
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", action="append", required=True, help="a training set")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    fitted: dict[str, LineWeights] = {}
    for case in ("model", "lexical"):
        if case == "lexical":
            os.environ["MEMWELL_EMBEDDINGS"] = "none"  # read by each fresh home's settings
        x, y = examples(args.set)
        if not y.any():
            raise SystemExit("no statement holds a fact: nothing to learn from")
        fitted[case] = fit(x, y)
        print(f"{case}: {len(y)} statements, {int(y.sum())} holding a fact")
    value = LineValue(fitted["model"], fitted["lexical"])
    args.out.write_text(json.dumps(value.to_dict(), indent=1) + "\n", encoding="utf-8")
    for index, name in enumerate(FEATURES):
        print(f"{name:<22} {value.model.weights[index]:+.3f} {value.lexical.weights[index]:+.3f}")
    print(f"bias {value.model.bias:+.3f} {value.lexical.bias:+.3f} -> {args.out}")


if __name__ == "__main__":
    main()
