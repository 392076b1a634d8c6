"""The digest's line value, fitted leave-one-world-out on recorded fact turns.

Reads the cases `benchmarks/digest_replay.py record` wrote (one file per development
world), and for each world fits the line value (`recall/line_value.py`) on the other
worlds' cases, then rebuilds that world's digests with it and counts the turns whose
injected text carries every expected fact. Compared with the packaged weights on the same
cases. `--pool` widens the low-confidence pool (the retriever's first hits under the
floor that compete by value), `--objective` picks the fit:

* `pointwise`: a statement holds a fact or not (classes weighed equally), as before;
* `listwise`: within one turn, the statements that hold a fact against all the others
  (a softmax over the turn's statements): what the digest does with the value is order
  them, across memories, for that turn.

    python benchmarks/line_value_lowo.py cases/world_*.pkl --objective listwise --pool 3
    python benchmarks/line_value_lowo.py cases/world_*.pkl --objective pointwise \
        --drop cos_rank --drop lexical_rank          # an ablation
    python benchmarks/line_value_lowo.py cases/world_*.pkl --write weights.json

The baseline column is the packaged weights, fitted on these very worlds (in-sample): a
fair comparison of two feature sets or objectives is their two LOWO figures.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from digest_replay import Case, carried, load_cases, rebuild
from logistic import fit_logistic
from memwell.recall import digest, line_value
from memwell.recall.line_value import FEATURES, LineValue, LineWeights
from recall_eval import normalised


def rows_of(case: Case, pool: int) -> tuple[np.ndarray, np.ndarray]:
    """The feature rows of the statements the digest may show for `case`, and their labels."""
    rows: list[list[float]] = []
    labels: list[float] = []
    facts = [normalised(f) for f in case.facts]
    original = digest.features

    def recording(
        turn: Any, memory: Any, top: float, lead: float, script_top: Any = (0.0, 0.0)
    ) -> list[list[float]]:
        found = original(turn, memory, top, lead, script_top)
        for i, (row, line) in enumerate(zip(found, memory.lines, strict=True)):
            if memory.has_description and i == 0:
                continue  # never shown
            rows.append(row)
            labels.append(1.0 if any(f in normalised(line) for f in facts) else 0.0)
        return found

    digest.features = recording
    try:
        rebuild(case, pool=pool)
    finally:
        digest.features = original
    return np.array(rows, dtype=float).reshape(-1, len(FEATURES)), np.array(labels)


def fit_pointwise(groups: Sequence[tuple[np.ndarray, np.ndarray]], l2: float) -> LineWeights:
    x = np.vstack([g[0] for g in groups])
    y = np.concatenate([g[1] for g in groups])
    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    z = np.hstack([(x - mean) / scale, np.ones((len(x), 1))])
    w = fit_logistic(z, y, l2, steps=100)
    return LineWeights(tuple(mean), tuple(scale), tuple(w[:-1]), float(w[-1]))


def fit_listwise(
    groups: Sequence[tuple[np.ndarray, np.ndarray]], l2: float, steps: int = 1500
) -> LineWeights:
    """Softmax over each turn's statements; the loss is minus the log of the share the
    statements holding a fact get. L2 on the standardised weights; Adam."""
    kept = [g for g in groups if g[1].any() and not g[1].all()]
    x = np.vstack([g[0] for g in kept])
    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    xs = [(g[0] - mean) / scale for g in kept]
    ys = [g[1] > 0 for g in kept]
    w = np.zeros(x.shape[1])
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    rate = 0.05
    for step in range(1, steps + 1):
        grad = l2 * w
        for xg, yg in zip(xs, ys, strict=True):
            z = xg @ w
            p = np.exp(z - z.max())
            p /= p.sum()
            q = np.where(yg, p, 0.0)
            q /= q.sum()
            grad += xg.T @ (p - q)
        grad /= len(xs)
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        w -= rate * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)
    return LineWeights(tuple(mean), tuple(scale), tuple(w), 0.0)


def count(cases: Sequence[Case], weights: LineValue | None, pool: int) -> tuple[int, list[str]]:
    saved = digest.packaged_weights
    if weights is not None:
        digest.packaged_weights = lambda: weights  # type: ignore[assignment]
    try:
        missed = [c.id for c in cases if not carried(c, rebuild(c, pool=pool))]
    finally:
        digest.packaged_weights = saved
    return len(cases) - len(missed), missed


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--objective", choices=("pointwise", "listwise"), default="listwise")
    parser.add_argument("--pool", type=int, default=digest.LOW_CONFIDENCE_POOL)
    parser.add_argument("--l2", type=float, default=None)
    parser.add_argument("--drop", action="append", default=[], help="a feature left out")
    parser.add_argument("--verbose", action="store_true")

    parser.add_argument("--write", type=Path, help="fit on all the files, write the weights")
    args = parser.parse_args(argv)
    l2 = args.l2 if args.l2 is not None else (10.0 if args.objective == "pointwise" else 0.01)
    worlds = {p.stem: load_cases(p) for p in args.files}
    drop = [FEATURES.index(name) for name in args.drop]
    data: dict[str, list[tuple[np.ndarray, np.ndarray]]] = {}
    for name, cases in worlds.items():
        data[name] = []
        for case in cases:
            x, y = rows_of(case, args.pool)
            x[:, drop] = 0.0
            data[name].append((x, y))
    shipped = line_value.packaged_weights()
    fit = fit_pointwise if args.objective == "pointwise" else fit_listwise
    if args.write:
        # the lexical fallback's weights are kept: the cases were recorded with the model
        model = fit([g for groups in data.values() for g in groups], l2)
        value = LineValue(model, shipped.lexical)
        args.write.write_text(json.dumps(value.to_dict(), indent=1) + "\n", encoding="utf-8")
        for name, w in zip(FEATURES, model.weights, strict=True):
            print(f"{name:<24} {w:+.3f}")
        return
    base_total = new_total = n = 0
    for name, cases in worlds.items():
        train = [g for other, groups in data.items() if other != name for g in groups]
        model = fit(train, l2)
        value = LineValue(model, shipped.lexical)
        base, base_missed = count(cases, None, digest.LOW_CONFIDENCE_POOL)
        new, new_missed = count(cases, value, args.pool)
        print(f"{name}: {base} -> {new} of {len(cases)}")
        if args.verbose:
            print(f"   lost {sorted(set(new_missed) - set(base_missed))}")
            print(f"   won  {sorted(set(base_missed) - set(new_missed))}")
        base_total += base
        new_total += new
        n += len(cases)
    print(f"all: {base_total} -> {new_total} of {n} ({args.objective}, pool {args.pool}, l2 {l2})")


if __name__ == "__main__":
    main()
