"""Train the store decision shipped in the package (`recall/store_decision.py`).

    python benchmarks/intent_worlds.py --variants corpus+worlds --store --shipped-temperature \\
        --no-store-decision --dump turns.jsonl          # each development turn, before it
    python scripts/train_store_decision.py turns.jsonl            # leave-one-world-out table
    python scripts/train_store_decision.py turns.jsonl --write    # data/store_decision.json

The dump holds every development world's turns as the pipeline decides them with an intent
head that never saw the world (leave-one-world-out heads), before the store decision, and for
each turn the decision may name (`store_decision.is_open`) its columns, read off the search
recall made for it. The decision is a logistic one over those columns, fitted on the turns
labelled entity_reference or user_specific_context; the table fits it once per world on the
other worlds' turns and scores the world left out (so the decision never saw the world it is
scored on; the other worlds' turns come from heads that did see it: one level of nesting).
`--write` fits it on every world of the dump and writes the weights with a record of how.
Held-out worlds are never in the dump (`intent_worlds.py` reads development worlds only).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from logistic import fit_descent  # noqa: E402
from memwell.recall.store_decision import (  # noqa: E402
    COLUMNS,
    DECISION_FILE,
    ER,
    USC,
    StoreDecision,
)

# the penalty on the weights (not the bias), per turn; 1 and 30 gave the same count in the
# first measurement of these columns (docs/benchmarks.md, session 22), 1 is the default
L2 = 1.0
STEPS = 3000


def fit(rows: list[dict[str, Any]], l2: float = L2) -> StoreDecision:
    """A logistic decision over `COLUMNS` (gradient descent, deterministic)."""
    import numpy as np

    x = np.array([r["columns"] for r in rows], dtype=float)
    y = np.array([float(r["gold"] == ER) for r in rows])
    w = fit_descent(np.hstack([x, np.ones((len(x), 1))]), y, l2, steps=STEPS)
    return StoreDecision(tuple(round(float(v), 4) for v in w[:-1]), round(float(w[-1]), 4))


def trainable(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [r for r in rows if r.get("columns") and r["gold"] in (ER, USC)]


def answer(row: dict[str, Any], model: StoreDecision | None) -> str:
    if model is None or not row.get("columns"):
        return str(row["before"])
    return ER if model.entity_score(row["columns"]) > 0 else USC


def table(rows: list[dict[str, Any]], l2: float) -> None:
    worlds = sorted({r["world"] for r in rows})
    start: Counter[str] = Counter()
    end: Counter[str] = Counter()
    n: Counter[str] = Counter()
    moved = Counter[str]()
    for world in worlds:
        model = fit(trainable([r for r in rows if r["world"] != world]), l2)
        for r in rows:
            if r["world"] != world:
                continue
            lang = "ja" if any(ord(c) > 0x3000 for c in r["text"]) else "en"
            was, now = r["before"] == r["gold"], answer(r, model) == r["gold"]
            for key in (world, lang, "all"):
                start[key] += was
                end[key] += now
                n[key] += 1
            moved["fixed"] += now and not was
            moved["broken"] += was and not now
    print("| world | turns | before | after |")
    print("|---|---|---|---|")
    for key in (*worlds, "en", "ja", "all"):
        print(f"| {key} | {n[key]} | {start[key]} | {end[key]} ({end[key] - start[key]:+d}) |")
    print(f"fixed {moved['fixed']}, broken {moved['broken']} (L2 {l2:g})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dumps", nargs="+", type=Path, help="intent_worlds.py --store --dump")
    parser.add_argument("--l2", type=float, default=L2)
    parser.add_argument("--write", action="store_true", help="write the shipped weights")
    args = parser.parse_args()
    rows = [json.loads(line) for p in args.dumps for line in p.read_text().splitlines()]
    rows = [r for r in rows if r.get("before")]
    table(rows, args.l2)
    if args.write:
        worlds = sorted({r["world"] for r in rows})
        train = trainable(rows)
        model = fit(train, args.l2)
        how = (
            f"scripts/train_store_decision.py, L2 {args.l2:g}, {STEPS} steps: {len(train)} turns "
            f"labelled {ER} or {USC} of the development worlds {' '.join(worlds)}, decided by "
            "intent heads that never saw their world (benchmarks/intent_worlds.py --store "
            "--shipped-temperature --no-store-decision --dump)"
        )
        model = StoreDecision(model.weights, model.bias, how)
        path = ROOT / "src" / "memwell" / "recall" / "data" / DECISION_FILE
        path.write_text(json.dumps(model.to_json(), indent=2) + "\n", encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}: {dict(zip(COLUMNS, model.weights, strict=True))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
