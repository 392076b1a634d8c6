"""Fit the gate's learned judge (`recall/gate_judge.py`) on labelled training worlds.

    python scripts/train_gate_judge.py                 # leave-one-world-out, dev figures
    python scripts/train_gate_judge.py --write         # and write recall/data/gate_judge.npz
    python scripts/train_gate_judge.py --lexical       # the same without the embedder

Training worlds: `evals/gate/training/*/*` (written blind from the spec, for training) and
`evals/gate/corpus_a/*` (a development corpus), each `fixtures/{user,workspace}/*.md` and
`gate.jsonl` with labelled calls. Every call of an evaluation set (the gate calls of
`evals/recall/world_*`, the held-out corpora B and C) is refused: a training call with the
same action as an evaluation call stops the script.

Pairs: each call is read by the rule parser and `gate_judge.candidates` gives the (rule,
call) pairs to weigh: the parser's stops and the pairs where only the rule's object is met.
A pair is a real stop when the call is labelled ask / no-go and the pair's memory is the
labelled one, a false stop when the call is labelled go; a pair of another memory on a
rule-breaking call is not labelled and is left out of the fit.

The model: logistic regression (numpy, Newton, L2), the two classes weighted equally. The
two thresholds (a parser's stop kept at or above one; an object-only pair stops at or above
the other) are chosen on the training worlds to make the most calls right, a miss and a
false stop counting the same. Reported per call, as the rule check answers it (the gate's
irreversible default and its other findings are left out):

* leave-one-world-out: each training world judged by a model fit on the others;
* development: the model fit on every training world, on the gate calls of
  `evals/recall/world_a`, `world_c`, `world_e`, `world_g` (never trained on).

Each text's vector is cached under `build/gate_judge_vectors/` by the hash of its text, so
a rerun embeds only new texts.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks"))
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from logistic import fit_logistic  # noqa: E402
from memwell.recall import gate_judge  # noqa: E402
from memwell.recall.tool_calls import parse_call, split_call  # noqa: E402

TRAINING = ("evals/gate/training", "evals/gate/corpus_a")
DEVELOPMENT = ("world_a", "world_c", "world_e", "world_g")
EVALUATION = ("evals/gate/corpus_b", "evals/gate/corpus_c")
OUT = ROOT / "src" / "memwell" / "recall" / "data" / gate_judge.JUDGE_FILE
CACHE = ROOT / "build" / "gate_judge_vectors"
L2 = 1.0
KEEP_GRID = (0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4)
ADD_GRID = (0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1.01)


class TrainingError(Exception):
    """The training worlds cannot be used as they are (an evaluation call among them)."""


@dataclass
class Pair:
    world: str
    call: str
    stage: str
    memory: str
    strength: str
    label: int | None
    x: np.ndarray


@dataclass
class Call:
    world: str
    id: str
    expected: str


class CachedEmbedder:
    """The default embedder with every vector kept on disk by its text's hash."""

    def __init__(self, embedder: Any) -> None:
        self.embedder = embedder
        self.name = embedder.name
        CACHE.mkdir(parents=True, exist_ok=True)

    def _cached(self, kind: str, texts: Sequence[str], embed: Any) -> np.ndarray:
        keys = [hashlib.sha256(f"{self.name}\0{kind}\0{t}".encode()).hexdigest() for t in texts]
        paths = [CACHE / f"{k}.npy" for k in keys]
        missing = [i for i, p in enumerate(paths) if not p.exists()]
        if missing:
            made = np.atleast_2d(np.asarray(embed([texts[i] for i in missing])))
            for i, vector in zip(missing, made, strict=True):
                np.save(paths[i], vector.astype(np.float32))
        return np.asarray([np.load(p) for p in paths])

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return self._cached("passage", texts, self.embedder.embed_documents)

    def embed_query(self, text: str) -> np.ndarray:
        return self._cached("query", [text], lambda t: [self.embedder.embed_query(t[0])])[0]


def worlds_under(folders: Sequence[str]) -> list[Path]:
    out = []
    for folder in folders:
        base = ROOT / folder
        if not base.is_dir():
            continue
        out += sorted(
            p.parent for p in base.rglob("gate.jsonl") if (p.parent / "fixtures").is_dir()
        )
    return out


def _key(action: Any) -> str:
    return json.dumps(action, sort_keys=True, ensure_ascii=False)


def evaluation_actions() -> set[str]:
    found = set()
    paths = [p for f in EVALUATION for p in (ROOT / f).rglob("gate.jsonl")]
    paths += sorted((ROOT / "evals" / "recall").glob("world_*/gate.jsonl"))
    for path in paths:
        for line in path.read_text("utf-8").splitlines():
            if line.strip():
                found.add(_key(json.loads(line)["action"]))
    return found


def refuse_evaluation_calls(worlds: Sequence[Path]) -> None:
    banned = evaluation_actions()
    for world in worlds:
        for line in (world / "gate.jsonl").read_text("utf-8").splitlines():
            if line.strip() and _key(json.loads(line)["action"]) in banned:
                case = json.loads(line)
                raise TrainingError(
                    f"{world.name} {case['id']} is an evaluation call: remove it from the "
                    "training worlds (evaluation calls are never trained on)"
                )


def pairs_of(world: Path, embed: gate_judge.Embed | None) -> tuple[list[Pair], list[Call]]:
    from gate_verifier import sources_of

    sources, grounding = sources_of(world / "fixtures")
    pairs, calls = [], []
    for line in (world / "gate.jsonl").read_text("utf-8").splitlines():
        if not line.strip():
            continue
        case = json.loads(line)
        calls.append(Call(world.name, case["id"], case["expected"]))
        tool, tool_input = split_call(case["action"])
        ops = parse_call(tool, tool_input, branch_of=lambda _cwd: None)
        # the search's hits stand for a small world's every memory
        near = frozenset((s.scope, s.name) for s in sources)
        found = gate_judge.candidates(sources, ops, grounding, near=near)
        if not found:
            continue
        rows = gate_judge.rows(found, gate_judge.call_text(tool, tool_input), embed)
        for cand, row in zip(found, rows, strict=True):
            if case["expected"] == "go":
                label: int | None = 0
            else:
                label = 1 if cand.source.name == case.get("rule") else None
            pairs.append(
                Pair(
                    world.name,
                    case["id"],
                    cand.stage,
                    cand.source.name,
                    cand.match.rule.strength,
                    label,
                    np.array(row),
                )
            )
    return pairs, calls


def fit(x: np.ndarray, y: np.ndarray, l2: float) -> np.ndarray:
    """The judge's weights (`logistic.fit_logistic`, 60 Newton steps at most)."""
    return fit_logistic(x, y, l2, steps=60)


def stopped_calls(
    pairs: Sequence[Pair], probs: np.ndarray, thresholds: tuple[float, float, float]
) -> set[tuple[str, str]]:
    limit = dict(zip(gate_judge.STAGES, thresholds, strict=True))
    return {
        (pair.world, pair.call)
        for pair, p in zip(pairs, probs, strict=True)
        if p >= limit[pair.stage]
    }


def figures(calls: Sequence[Call], stopped: set[tuple[str, str]]) -> dict[str, list[int]]:
    breaking = [c for c in calls if c.expected != "go"]
    benign = [c for c in calls if c.expected == "go"]
    return {
        "breaking_stopped": [sum((c.world, c.id) in stopped for c in breaking), len(breaking)],
        "false_stops": [sum((c.world, c.id) in stopped for c in benign), len(benign)],
    }


def choose(
    pairs: Sequence[Pair],
    calls: Sequence[Call],
    probs: np.ndarray,
    stages: Sequence[str],
    false_cost: float,
) -> tuple[float, float, float]:
    """The thresholds that make the most training calls right, a false stop costing
    `false_cost` misses (ties: fewer false stops). Each call's best probability per stage,
    so every combination is one vectorized comparison."""
    index = {(c.world, c.id): i for i, c in enumerate(calls)}
    best_of = np.full((len(gate_judge.STAGES), len(calls)), -1.0)
    for pair, p in zip(pairs, probs, strict=True):
        row = gate_judge.STAGES.index(pair.stage)
        col = index[(pair.world, pair.call)]
        best_of[row, col] = max(best_of[row, col], p)
    breaking = np.array([c.expected != "go" for c in calls])
    grids = [
        KEEP_GRID if "matched" in stages else (0.0,),
        ADD_GRID if "object" in stages else (1.01,),
        ADD_GRID if "near" in stages else (1.01,),
    ]
    best, best_score = (0.0, 1.01, 1.01), (-1e9, 0.0)
    for keep in grids[0]:
        kept = best_of[0] >= keep
        for add in grids[1]:
            added = kept | (best_of[1] >= add)
            for near in grids[2]:
                stopped = added | (best_of[2] >= near)
                right = float((stopped & breaking).sum())
                false = float((stopped & ~breaking).sum())
                score = (right - false_cost * false, -false)
                if score > best_score:
                    best, best_score = (keep, add, near), score
    return best


def standardize(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    center = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale < 1e-6] = 1.0
    center[-1], scale[-1] = 0.0, 1.0  # the bias stays 1
    return center, scale


@dataclass
class Model:
    w: np.ndarray
    center: np.ndarray
    scale: np.ndarray
    thresholds: tuple[float, float, float]

    def probs(self, pairs: Sequence[Pair]) -> np.ndarray:
        if not pairs:
            return np.zeros(0)
        x = (np.array([p.x for p in pairs]) - self.center) / self.scale
        return np.asarray(1 / (1 + np.exp(-np.clip(x @ self.w, -30, 30))))

    def stopped(self, pairs: Sequence[Pair]) -> set[tuple[str, str]]:
        return stopped_calls(pairs, self.probs(pairs), self.thresholds)


def train(
    pairs: Sequence[Pair],
    calls: Sequence[Call],
    l2: float,
    stages: Sequence[str],
    false_cost: float = 1.0,
) -> Model:
    pairs = [p for p in pairs if p.stage in stages]
    labelled = [p for p in pairs if p.label is not None]
    x = np.array([p.x for p in labelled])
    center, scale = standardize(x)
    y = np.array([p.label for p in labelled], dtype=float)
    model = Model(fit((x - center) / scale, y, l2), center, scale, (0.0, 1.01, 1.01))
    model.thresholds = choose(pairs, calls, model.probs(pairs), stages, false_cost)
    return model


def _fig(fig: dict[str, list[int]]) -> str:
    return "  ".join(f"{k} {a}/{b}" for k, (a, b) in fig.items())


def load_worlds(
    worlds: Sequence[Path], embed: gate_judge.Embed | None
) -> tuple[list[Pair], list[Call]]:
    pairs: list[Pair] = []
    calls: list[Call] = []
    for done, world in enumerate(worlds, 1):
        print(f"\r[{done}/{len(worlds)}] {world.name:<36}", end="", file=sys.stderr, flush=True)
        found, cases = pairs_of(world, embed)
        pairs += found
        calls += cases
    print(file=sys.stderr)
    return pairs, calls


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--write", action="store_true", help="write the fitted judge")
    parser.add_argument("--lexical", action="store_true", help="without the embedder")
    parser.add_argument("--l2", type=float, default=L2, help="the L2 penalty")
    parser.add_argument(
        "--stages",
        default=",".join(gate_judge.STAGES),
        help="the stages the judge decides (others: the parser's answer stands)",
    )
    parser.add_argument("--only", default="", help="train on worlds whose path has this")
    parser.add_argument(
        "--false-cost",
        default="1",
        help="what a false stop costs in misses when choosing thresholds (comma list: "
        "each is reported; the first is written)",
    )
    parser.add_argument("--verbose", action="store_true", help="each development world")
    parser.add_argument(
        "--out", type=Path, default=OUT, help="where --write writes (a trial judge elsewhere)"
    )
    args = parser.parse_args(argv)
    stages = tuple(s for s in args.stages.split(",") if s)
    if args.write and args.lexical:
        parser.error("--write ships the judge with its cosines (no --lexical)")
    worlds = [w for w in worlds_under(TRAINING) if args.only in str(w)]
    refuse_evaluation_calls(worlds)
    embed = None
    if not args.lexical:
        from gate_verifier import _embedder

        embed = gate_judge.Embed(CachedEmbedder(_embedder()))
    pairs, calls = load_worlds(worlds, embed)
    labelled = [p for p in pairs if p.label is not None]
    print(
        f"{len(worlds)} training worlds, {len(calls)} calls, {len(pairs)} pairs; labelled "
        + ", ".join(
            f"{stage}: {sum(p.label == 1 for p in labelled if p.stage == stage)} real "
            f"{sum(p.label == 0 for p in labelled if p.stage == stage)} false"
            for stage in gate_judge.STAGES
        )
    )
    alone = {(p.world, p.call) for p in pairs if p.stage == "matched"}
    print(f"training worlds, parser alone: {_fig(figures(calls, alone))}")
    dev = [ROOT / "evals" / "recall" / name for name in DEVELOPMENT]
    dev_pairs, dev_calls = load_worlds(dev, embed)
    dev_alone = {(p.world, p.call) for p in dev_pairs if p.stage == "matched"}
    print(f"development worlds, parser alone: {_fig(figures(dev_calls, dev_alone))}")
    costs = [float(c) for c in args.false_cost.split(",")]
    for cost in costs:
        stopped: set[tuple[str, str]] = set()
        for world in sorted({c.world for c in calls}):
            fold = train(
                [p for p in pairs if p.world != world],
                [c for c in calls if c.world != world],
                args.l2,
                stages,
                cost,
            )
            stopped |= _judged(fold, [p for p in pairs if p.world == world], stages)
        model = train(pairs, calls, args.l2, stages, cost)
        limits = ", ".join(
            f"{s} {t:.2f}" for s, t in zip(gate_judge.STAGES, model.thresholds, strict=True)
        )
        judged = _judged(model, dev_pairs, stages)
        print(f"false stop costing {cost:g} misses (thresholds, fit on all: {limits})")
        print(f"  leave-one-world-out: {_fig(figures(calls, stopped))}")
        print(f"  fit on all, training: {_fig(figures(calls, _judged(model, pairs, stages)))}")
        print(f"  development worlds: {_fig(figures(dev_calls, judged))}")
        if args.verbose:
            for name in DEVELOPMENT:
                mine = [c for c in dev_calls if c.world == name]
                print(
                    f"    {name}: parser alone {_fig(figures(mine, dev_alone))}  |  "
                    f"with the judge {_fig(figures(mine, judged))}"
                )
    model = train(pairs, calls, args.l2, stages, costs[0])
    for name, weight in sorted(
        zip(gate_judge.FEATURES, model.w, strict=True), key=lambda t: -abs(t[1])
    )[:24]:
        print(f"  {weight:+.3f}  {name}")
    if args.write:
        trained_on = ", ".join(sorted({c.world for c in calls}))
        # a stage the judge does not decide: every parser stop kept, nothing added
        keep, add, near = (
            t if s in stages else (0.0 if s == "matched" else 1.01)
            for s, t in zip(gate_judge.STAGES, model.thresholds, strict=True)
        )
        judge = gate_judge.Judge(
            tuple(float(v) for v in model.w),
            tuple(float(v) for v in model.center),
            tuple(float(v) for v in model.scale),
            keep,
            add,
            near,
            trained_on=trained_on,
            embedder=embed.name if embed else "",
        )
        gate_judge.save(judge, args.out)
        print(f"written: {args.out}")


def _judged(model: Model, pairs: Sequence[Pair], stages: Sequence[str]) -> set[tuple[str, str]]:
    """The calls stopped: the parser's stops in the stages the judge does not decide, and
    the judge's answer in those it does."""
    decided = [p for p in pairs if p.stage in stages]
    kept = {(p.world, p.call) for p in pairs if p.stage == "matched" and "matched" not in stages}
    return kept | model.stopped(decided)


if __name__ == "__main__":
    try:
        main()
    except TrainingError as exc:
        raise SystemExit(f"error: {exc}") from None
