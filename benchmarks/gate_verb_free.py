"""Would the gate stop more rule-breaking calls if the verb did not have to match? A measurement.

    python benchmarks/gate_verb_free.py             # lexical: what the candidates are
    python benchmarks/gate_verb_free.py --embeddings  # and whether meaning tells them apart

"Verb not matched" is the largest cause of misses on the blind corpora: the rule says "book",
the call is `create_event`. The obvious repair is a first stage that ignores the verb and a
second that decides. This script measures the candidates such a stage would add on the
development worlds (`dev_worlds` below): every call the rule check lets through, judged
again by each stopping rule with the call's own verbs granted (read-only calls left out:
reading is not what a stopping rule forbids). A candidate is "right" when the call is labelled
ask / no-go and the rule is the labelled memory's, "benign" when the call is labelled go.

With `--embeddings`, each candidate gets the best cosine between the memory's stopping
sentences and the call as text (the default install's embedder): the AUC of that cosine for
right against benign candidates, and what each threshold would stop.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
DEV_CORPORA = ("evals/gate/corpus_a",)
DEV_WORLDS = ("evals/recall/world_a", "evals/recall/world_c", "evals/recall/world_e")


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
    phrases = [p for s in sources for r in s.parsed for p in (*r.objects, *r.targets)]
    return sources, ground(texts, phrases)


def _call_text(action: Any) -> str:
    if not isinstance(action, dict):
        return str(action)[:600]
    tool = action.get("tool_name") or action.get("tool") or action.get("name") or ""
    data = action.get("tool_input") or action.get("input") or action.get("arguments") or {}
    return f"{tool} {json.dumps(data, ensure_ascii=False)}"[:600]


def _embedder() -> Any:
    import tempfile

    from memwell.config import load_settings
    from memwell.index.embedders import embedder_from_config

    settings = load_settings(Path(tempfile.mkdtemp(prefix="memwell-embed-")))  # defaults
    embedder = embedder_from_config(settings.embeddings, settings.path)
    if embedder is None:
        raise SystemExit("no embedder configured (MEMWELL_EMBEDDINGS=none?)")
    return embedder


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--embeddings", action="store_true", help="score by meaning too")
    parser.add_argument("--verbose", action="store_true", help="every candidate")
    args = parser.parse_args()
    from memwell.recall.rule_match import judge, verbs_of
    from memwell.recall.rulebook import resolve, rule_matches
    from memwell.recall.tool_calls import parse_call, split_call

    embedder = _embedder() if args.embeddings else None
    counted: Counter[str] = Counter()
    scored: list[tuple[str, float]] = []
    for world in dev_worlds():
        sources, grounding = sources_of(world / "fixtures")
        for line in (world / "gate.jsonl").read_text().splitlines():
            if not line:
                continue
            case = json.loads(line)
            tool, tool_input = split_call(case["action"])
            ops = parse_call(tool, tool_input, branch_of=lambda _cwd: None)
            if any(resolve(m)[0] for _, m in rule_matches(sources, ops, grounding)):
                continue  # the rule check stops it already
            found = []
            for source in sources:
                text = f"{source.description}\n{source.text}"
                for rule in source.parsed or ():
                    if rule.strength not in ("no-go", "ask") or rule.commands:
                        continue
                    for op in ops:
                        if op.verbs <= {"read"} or judge(rule, op, text, grounding):
                            continue
                        granted = replace(rule, verbs=rule.verbs | verbs_of(op))
                        if match := judge(granted, op, text, grounding):
                            found.append((source, match))
            if not found:
                continue
            if case["expected"] == "go":
                kind = "benign"
            elif any(s.name == case.get("rule") for s, _ in found):
                kind = "right"
            else:
                kind = "other memory"
            counted[kind] += 1
            if args.verbose:
                print(
                    f"{kind:<12} {world.name} {case['id']}: {found[0][0].name}: {found[0][1].why}"
                )
            if embedder is not None and kind != "other memory":
                memory = (
                    found[0][0]
                    if kind == "benign"
                    else next(s for s, _ in found if s.name == case.get("rule"))
                )
                texts = [r.text for r in memory.parsed or () if r.strength in ("no-go", "ask")]
                query = np.asarray(embedder.embed_query(_call_text(case["action"])))
                passages = np.asarray(embedder.embed_documents(texts))
                scored.append((kind, float((passages @ query).max())))
    print(
        "candidates a verb-free first stage adds on the dev worlds: "
        + ", ".join(f"{k} {v}" for k, v in counted.most_common())
    )
    if scored:
        pos = [s for k, s in scored if k == "right"]
        neg = [s for k, s in scored if k == "benign"]
        auc = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg) / (len(pos) * len(neg))
        print(f"best sentence cosine, right against benign candidates: AUC {auc:.3f}")
        for threshold in sorted(pos, reverse=True)[:: max(1, len(pos) // 6)]:
            right = sum(p >= threshold for p in pos)
            benign = sum(n >= threshold for n in neg)
            print(
                f"  threshold {threshold:.3f}: right {right}/{len(pos)}, benign {benign}/{len(neg)}"
            )


if __name__ == "__main__":
    main()
