"""The gate's verifier: its training pairs, leave-one-world-out cross-validation, and its fit.

Every labelled call of the development worlds is read by the rule model (the first stage:
`recall.rulebook.rule_matches` and the sanctioned way), and each match that would stop it
becomes a pair (rule, call) with the verifier's features (`recall.rule_verifier`). A pair is
a real stop when the call is labelled ask / no-go and the match's memory is the labelled
one; a false stop when the call is labelled go. (A match of another memory on a
rule-breaking call is left out: whether that rule forbids the call is not labelled.)

The model is a logistic regression (numpy, L2, the two classes weighted equally: a false
stop is as serious a defect as a miss), with the stop threshold chosen on the training
worlds to make the most calls right. It is reported by leave-one-world-out
cross-validation: each world judged by a model fit on the others, per call, as the gate
would answer it (a call is stopped when one match of it stays). Only then is it fit on
every development world and written to `src/memwell/recall/data/gate_verifier.json`.

The gate's whole path (retrieval, the irreversible default) is measured by
`gate_corpus.py` / `recall_eval.py --gate-only`; this script reads the rule check alone, so
its totals can differ from theirs by the calls only the irreversible default stops.

    python benchmarks/gate_verifier.py             # cross-validation, then nothing written
    python benchmarks/gate_verifier.py --write     # and fit on every dev world, write weights
    python benchmarks/gate_verifier.py --pairs     # every pair with its features and label
    python benchmarks/gate_verifier.py --embeddings  # measure meaning as two more features

`--embeddings` (a measurement, not what the gate ships) adds, per pair, the cosine of the
rule's sentence and the call as text (the default install's embedder, the call as a query,
the sentence as a passage) and that cosine less the best cosine of any stopping sentence
of the world for the call: whether meaning separates real stops from false ones once the
structured matcher has proposed them.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from logistic import fit_logistic

ROOT = Path(__file__).resolve().parent.parent
DEV_CORPORA = ("evals/gate/corpus_a",)
DEV_WORLDS = ("evals/recall/world_a", "evals/recall/world_c", "evals/recall/world_e")
OUT = ROOT / "src" / "memwell" / "recall" / "data" / "gate_verifier.json"
L2 = 1.0
MISS_COST = 1.0  # a miss weighs as much as a false stop (the rule)


@dataclass
class Pair:
    world: str
    call: str
    expected: str
    memory: str
    labelled: str | None
    how: str
    why: str
    x: tuple[float, ...]

    @property
    def label(self) -> int | None:
        if self.expected == "go":
            return 0
        return 1 if self.memory == self.labelled else None


def dev_worlds() -> list[Path]:
    worlds = [ROOT / w for w in DEV_WORLDS]
    for corpus in DEV_CORPORA:
        worlds += sorted(p for p in (ROOT / corpus).iterdir() if (p / "gate.jsonl").is_file())
    return worlds


def sources_of(fixtures: Path) -> tuple[list[Any], dict[tuple[str, ...], tuple[str, ...]]]:
    """The world's memories as rule sources (rules parsed once) and the store's grounding."""
    from memwell.errors import MemwellError
    from memwell.memory.document import load
    from memwell.recall.rule_grounding import ground
    from memwell.recall.rulebook import RuleSource
    from memwell.recall.rules import parse_rules

    sources, texts = [], []
    for scope in ("user", "workspace"):
        for path in sorted((fixtures / scope).glob("*.md")):
            try:
                memory = load(path, path.read_bytes(), scope)  # type: ignore[arg-type]
            except MemwellError:
                continue  # the store skips it too
            rules = tuple(
                parse_rules(
                    memory.body, memory.name, aliases=memory.aliases, description=memory.description
                )
            )
            texts.append((memory.name, f"{memory.description}\n{memory.body}"))
            if rules:
                sources.append(
                    RuleSource(
                        memory.name, scope, memory.body, memory.description, memory.aliases, rules
                    )
                )
    phrases = [p for s in sources for r in s.parsed for p in r.objects]
    return sources, ground(texts, phrases)


def pairs_of(world: Path, embedder: Any = None) -> tuple[list[Pair], list[dict[str, Any]]]:
    """The world's stop pairs and its calls (id, expected); with `embedder`, each pair's
    features end with the two cosines (see the module's doc)."""
    from memwell.recall.rule_verifier import features
    from memwell.recall.rulebook import resolve, rule_matches
    from memwell.recall.tool_calls import parse_call, split_call

    sources, grounding = sources_of(world / "fixtures")
    calls = [json.loads(line) for line in (world / "gate.jsonl").read_text().splitlines() if line]
    pairs = []
    vectors: dict[str, Any] = {}
    if embedder is not None:
        texts = sorted(
            {r.text for s in sources for r in s.parsed if r.strength in ("no-go", "ask")}
        )
        if texts:
            vectors = dict(zip(texts, np.asarray(embedder.embed_documents(texts)), strict=True))
    for case in calls:
        tool, tool_input = split_call(case["action"])
        ops = parse_call(tool, tool_input, branch_of=lambda _cwd: None)
        query = None
        if vectors:
            query = np.asarray(embedder.embed_query(_call_text(case["action"])))
            best = max(float(v @ query) for v in vectors.values())
        for source, matches in rule_matches(sources, ops, grounding):
            kept, _ = resolve(matches)
            for match in kept:
                extra: tuple[float, ...] = ()
                if query is not None:
                    cosine = (
                        float(vectors[match.rule.text] @ query)
                        if match.rule.text in vectors
                        else 0.0
                    )
                    extra = (cosine, cosine - best)
                pairs.append(
                    Pair(
                        world.name,
                        case["id"],
                        case["expected"],
                        source.name,
                        case.get("rule"),
                        match.how,
                        match.why,
                        features(match)[:-1] + extra + features(match)[-1:],
                    )
                )
    return pairs, calls


def _call_text(action: Any) -> str:
    if not isinstance(action, dict):
        return str(action)[:600]
    tool = action.get("tool_name") or action.get("tool") or action.get("name") or ""
    data = action.get("tool_input") or action.get("input") or action.get("arguments") or {}
    return f"{tool} {json.dumps(data, ensure_ascii=False)}"[:600]


def fit(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """The verifier's weights (`logistic.fit_logistic`, 50 Newton steps at most)."""
    return fit_logistic(x, y, L2, steps=50)


def call_figures(
    pairs: list[Pair], calls: dict[tuple[str, str], str], keep: Any
) -> dict[str, list[int]]:
    """Per call as the rule check answers it: a call stops when one of its pairs stays."""
    stopped = {(p.world, p.call) for p in pairs if keep(p)}
    breaking = [k for k, e in calls.items() if e != "go"]
    benign = [k for k, e in calls.items() if e == "go"]
    return {
        "breaking_stopped": [sum(k in stopped for k in breaking), len(breaking)],
        "false_stops": [sum(k in stopped for k in benign), len(benign)],
    }


def best_threshold(pairs: list[Pair], calls: dict[tuple[str, str], str], w: np.ndarray) -> float:
    """The threshold that makes the most training calls right (a miss and a false stop
    count the same); ties go to the lower one (a stop kept)."""
    best, best_right = 0.0, -1
    for threshold in np.arange(0.05, 0.96, 0.05):
        fig = call_figures(pairs, calls, lambda p, t=threshold: _p(w, p) >= t)
        right = MISS_COST * fig["breaking_stopped"][0] - fig["false_stops"][0]
        if right > best_right:
            best, best_right = float(threshold), right
    return best


def _p(w: np.ndarray, pair: Pair) -> float:
    return float(1 / (1 + np.exp(-np.clip(np.array(pair.x) @ w, -30, 30))))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--write", action="store_true", help="fit on every dev world and write")
    parser.add_argument("--pairs", action="store_true", help="print every pair")
    parser.add_argument(
        "--embeddings", action="store_true", help="add the two cosines (a measurement only)"
    )
    parser.add_argument("--miss-cost", type=float, default=MISS_COST, help="a miss's weight")
    parser.add_argument("--l2", type=float, default=L2, help="the L2 penalty")
    args = parser.parse_args(argv)
    globals().update(MISS_COST=args.miss_cost, L2=args.l2)
    from memwell.recall.rule_verifier import FEATURES, Verifier

    embedder = _embedder() if args.embeddings else None
    names = FEATURES[:-1] + (("cosine", "cosine_margin") if embedder else ()) + FEATURES[-1:]
    if args.write and embedder is not None:
        parser.error("--write fits the shipped features only (no --embeddings)")
    pairs: list[Pair] = []
    calls: dict[tuple[str, str], str] = {}
    worlds = dev_worlds()
    for done, world in enumerate(worlds, 1):
        print(f"\r[{done}/{len(worlds)}] {world.name:<30}", end="", file=sys.stderr, flush=True)
        found, cases = pairs_of(world, embedder)
        pairs += found
        calls.update({(world.name, c["id"]): c["expected"] for c in cases})
    print(file=sys.stderr)
    if args.pairs:
        for p in pairs:
            feats = ",".join(f"{n}={v:g}" for n, v in zip(names, p.x, strict=True) if v)
            print(f"{p.label} {p.world} {p.call} {p.expected} {p.memory}: {p.why} | {feats}")
    labelled = [p for p in pairs if p.label is not None]
    print(
        f"{len(pairs)} stop pairs on {len(calls)} calls of {len(worlds)} dev worlds; "
        f"{sum(p.label == 1 for p in labelled)} real stops, "
        f"{sum(p.label == 0 for p in labelled)} false stops"
    )
    before = call_figures(pairs, calls, lambda p: True)
    print(f"rule check alone, no verifier: {_fig(before)}")
    # leave one world out: each world judged by a model fit on the others
    cv_kept: set[tuple[str, str, str, str]] = set()
    for world in worlds:
        train = [p for p in labelled if p.world != world.name]
        train_calls = {k: e for k, e in calls.items() if k[0] != world.name}
        x = np.array([p.x for p in train])
        y = np.array([p.label for p in train], dtype=float)
        w = fit(x, y)
        threshold = best_threshold([p for p in pairs if p.world != world.name], train_calls, w)
        cv_kept |= {
            (p.world, p.call, p.memory, p.why)
            for p in pairs
            if p.world == world.name and _p(w, p) >= threshold
        }
    after = call_figures(pairs, calls, lambda p: (p.world, p.call, p.memory, p.why) in cv_kept)
    print(f"leave-one-world-out, with the verifier: {_fig(after)}")
    x = np.array([p.x for p in labelled])
    y = np.array([p.label for p in labelled], dtype=float)
    w = fit(x, y)
    threshold = best_threshold(pairs, calls, w)
    fitted = call_figures(pairs, calls, lambda p: _p(w, p) >= threshold)
    print(f"fit on every dev world (development figure), threshold {threshold:.2f}: {_fig(fitted)}")
    for name, weight in sorted(zip(names, w, strict=True), key=lambda t: -abs(t[1])):
        print(f"  {weight:+.3f}  {name}")
    if args.write:
        names = ", ".join(w.name for w in worlds)
        verifier = Verifier(tuple(float(v) for v in w), round(threshold, 2), names)
        OUT.write_text(json.dumps(verifier.to_dict(), indent=1) + "\n", encoding="utf-8")
        print(f"written: {OUT.relative_to(ROOT)}")


def _embedder() -> Any:
    import tempfile

    from memwell.config import load_settings
    from memwell.index.embedders import embedder_from_config

    settings = load_settings(Path(tempfile.mkdtemp(prefix="memwell-embed-")))  # defaults
    embedder = embedder_from_config(settings.embeddings, settings.path)
    if embedder is None:
        raise SystemExit("no embedder configured (MEMWELL_EMBEDDINGS=none?)")
    return embedder


def _fig(fig: dict[str, list[int]]) -> str:
    return "  ".join(f"{k} {a}/{b}" for k, (a, b) in fig.items())


if __name__ == "__main__":
    main()
