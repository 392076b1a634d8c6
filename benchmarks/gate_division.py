"""Gate by a division of labour: the object by meaning, the act by structure.

Issue 10, "a precise gate". Session 15 measured (`gate_meaning.py`) that the packaged
embedder tells WHICH memory a tool call is about (the labelled memory the closest for
422/673 rule-breaking calls) but not WHETHER the call breaks it. This benchmark measures the
use left to it: the embedder picks the memory (the call's closest memory of the whole store,
rule memories or not, and its margin over the next one), and the structured reading decides
the act (what the call does against what the memory's stopping rules forbid):

* `verb`: a stopping rule of the chosen memory names a verb class the call is read as
  (`parse_call`'s verbs against `parse_rules`' verbs, the lexical matcher's own test);
* `family`: the same, by coarse families of verb classes (sending, publishing, paying and
  releasing all take something out; editing, writing, adding and booking change a record;
  deleting, dropping, resetting and cancelling remove);
* `act`: the call does anything at all (not read-only, not a draft, preview or dry run).

A call is stopped when the gate stops it (`added`), or, in `replaces`, when the gate stops it
for a reason no rule gave (the irreversible default, a failed check) or the division stops it.
The margin threshold is fitted on the other groups (leave-one-group-out), either for the most
right answers (a stop gained and a false stop avoided weigh the same) or `strict` (the most
stops with no false stop more than the gate makes on the training groups). Every figure is of
a held-apart group. Rows come from `gate_meaning.py --collect` (one file per group).

    python benchmarks/gate_division.py pairs_*.json
    python benchmarks/gate_division.py pairs_*.json --show corpus_j --rule family
"""

from __future__ import annotations

import argparse
import json
import re
from collections import defaultdict
from pathlib import Path
from typing import Any

# coarse families of the rule model's verb classes (`recall.rule_vocab`)
FAMILIES: dict[str, frozenset[str]] = {
    "out": frozenset(
        [
            "publish",
            "broadcast",
            "forward",
            "send",
            "pay",
            "refund",
            "deploy",
            "push",
            "force_push",
            "put",
        ]
    ),
    "change": frozenset(
        [
            "edit",
            "write",
            "overwrite",
            "move",
            "add",
            "book",
            "accept",
            "commit",
            "merge",
            "scale",
            "restart",
        ]
    ),
    "remove": frozenset(["delete", "drop", "truncate", "reset", "cancel"]),
    "read": frozenset(["read", "access"]),
}
_HELD_BACK = re.compile(r"(?i)\b(?:draft|drafts|preview|dry[-_ ]?run|simulat\w*|validat\w*)\b")


def family_of(verbs: list[str] | set[str]) -> set[str]:
    return {f for f, members in FAMILIES.items() if set(verbs) & members}


def acts(row: dict[str, Any]) -> bool:
    """The call does something: not read-only, and not a draft, preview or dry run."""
    return not row["read_only"] and not _HELD_BACK.search(row["sentence"])


POOL = ["rules"]


def chosen(row: dict[str, Any]) -> tuple[dict[str, Any] | None, float]:
    """The call's closest memory and its margin over the next closest: among the memories
    stating a stopping rule (`rules`: a rule sentence's cosine), or among the whole store
    (`store`: a memory's closest line, the chosen one kept only when it states a rule)."""
    if POOL[0] == "rules":
        cosines = {m["memory"]: m["cos"] for m in row["memories"]}
    else:
        cosines = row["store_cos"]
    ranked = sorted(cosines.items(), key=lambda kv: -kv[1])
    if not ranked:
        return None, 0.0
    name, best = ranked[0]
    margin = best - (ranked[1][1] if len(ranked) > 1 else best - 1.0)
    memory = next((m for m in row["memories"] if m["memory"] == name), None)
    return memory, margin


def act_met(row: dict[str, Any], memory: dict[str, Any], rule: str) -> bool:
    if not acts(row):
        return False
    if rule == "verb":
        return bool(memory["verb_met"])
    if rule == "verb, part of the object":
        # meaning backs a lexical object match that met some of the rule's object words
        return bool(memory["verb_met"]) and memory.get("objects_met", 0.0) > 0.0
    if rule == "verb, other language":
        # the object said in another language than the call's, where words cannot meet
        return bool(memory["verb_met"]) and not memory["same_language"]
    if rule == "family":
        return bool(family_of(row["call_verbs"]) & family_of(memory["rule_verbs"])) or (
            # a call read only as "run" (an MCP tool whose name is no verb of the table)
            set(row["call_verbs"]) <= {"run"}
        )
    return True


RULES = ("verb", "verb, part of the object", "verb, other language", "family", "act")


def division_score(row: dict[str, Any], rule: str) -> float:
    """The margin of the chosen memory when the act is met, else -inf."""
    memory, margin = chosen(row)
    if memory is None or not act_met(row, memory, rule):
        return float("-inf")
    return margin


def outcome(rows: list[dict[str, Any]], stops: list[bool]) -> tuple[int, int, int, int]:
    pairs = list(zip(rows, stops, strict=True))
    breaking = [s for r, s in pairs if r["expected"] != "go"]
    benign = [s for r, s in pairs if r["expected"] == "go"]
    return sum(breaking), len(breaking), sum(benign), len(benign)


def decide(rows: list[dict[str, Any]], scores: list[float], t: float, mode: str) -> list[bool]:
    out = []
    for row, s in zip(rows, scores, strict=True):
        gate_stop = row["gate"] != "go"
        if mode == "added":
            out.append(gate_stop or s >= t)
        else:
            out.append(s >= t or (gate_stop and not row["stopped_by_rule"]))
    return out


def pick(rows: list[dict[str, Any]], scores: list[float], mode: str, strict: bool) -> float:
    base_false = outcome(rows, [r["gate"] != "go" for r in rows])[2]
    best_t, best_key = float("inf"), None
    for t in [*sorted({s for s in scores if s != float("-inf")}), float("inf")]:
        stopped, _, false, _ = outcome(rows, decide(rows, scores, t, mode))
        if strict and false > base_false:
            continue
        key = (stopped - false, t)
        if best_key is None or key > best_key:
            best_t, best_key = t, key
    return best_t


def table(rows: list[dict[str, Any]]) -> None:
    groups = sorted({r["group"] for r in rows})
    results: dict[str, dict[str, tuple[int, ...]]] = defaultdict(dict)
    for held in groups:
        test = [r for r in rows if r["group"] == held]
        train = [r for r in rows if r["group"] != held]
        results["gate"][held] = outcome(test, [r["gate"] != "go" for r in test])
        for rule in RULES:
            tr = [division_score(r, rule) for r in train]
            te = [division_score(r, rule) for r in test]
            for mode in ("added", "replaces"):
                for strict in (False, True):
                    t = pick(train, tr, mode, strict)
                    name = f"{rule}, {mode}{', strict' if strict else ''}"
                    results[name][held] = (*outcome(test, decide(test, te, t, mode)), t)
    print("| variant | " + " | ".join(groups) + " | all |")
    print("|---" * (len(groups) + 2) + "|")
    for name, per in results.items():
        cells = [f"{per[g][0]}/{per[g][1]}, {per[g][2]}/{per[g][3]}" for g in groups]
        total = [sum(per[g][i] for g in groups) for i in range(4)]
        cells.append(f"**{total[0]}/{total[1]}, {total[2]}/{total[3]}**")
        print(f"| {name} | " + " | ".join(cells) + " |")


def diagnose(rows: list[dict[str, Any]]) -> None:
    """How often the chosen memory is the labelled one, and what the act tests say of the
    gate's misses and of the benign calls (no threshold)."""
    missed = [r for r in rows if r["expected"] != "go" and r["gate"] == "go" and acts(r)]
    benign = [r for r in rows if r["expected"] == "go" and r["gate"] == "go" and acts(r)]
    right = sum(1 for r in missed if (chosen(r)[0] or {}).get("memory") == r["rule"])
    print(f"gate misses that act: {len(missed)}; chosen memory = the labelled one: {right}")
    for rule in RULES:
        hit = [r for r in missed if division_score(r, rule) > float("-inf")]
        good = [r for r in hit if (chosen(r)[0] or {}).get("memory") == r["rule"]]
        fb = [r for r in benign if division_score(r, rule) > float("-inf")]
        print(
            f"  {rule:20}: misses with a chosen stopping memory and the act met {len(hit)}"
            f" (the labelled memory {len(good)}); benign calls the gate lets through that"
            f" would qualify {len(fb)}/{len(benign)}"
        )


def show(rows: list[dict[str, Any]], held: str, rule: str, mode: str) -> None:
    test = [r for r in rows if r["group"] == held]
    train = [r for r in rows if r["group"] != held]
    t = pick(train, [division_score(r, rule) for r in train], mode, False)
    print(f"{held}, {rule} {mode}, margin threshold fitted without it: {t:.4f}")
    for r in test:
        s = division_score(r, rule)
        gate_stop = r["gate"] != "go"
        now = s >= t or (gate_stop and (mode == "added" or not r["stopped_by_rule"]))
        if now != gate_stop:
            kind = (
                ("gained" if now else "LOST")
                if r["expected"] != "go"
                else ("FALSE STOP" if now else "false stop removed")
            )
            memory, margin = chosen(r)
            print(f"  {kind:18} {r['id']:9} margin {margin:+.3f} {r['sentence'][:80]}")
            if memory:
                print(f"  {'':18} {'':9} chosen {memory['memory']}: {memory['rule'][:80]}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pairs", nargs="+", type=Path)
    parser.add_argument("--show")
    parser.add_argument("--rule", default="family", choices=RULES)
    parser.add_argument("--mode", default="added", choices=("added", "replaces"))
    parser.add_argument("--pool", default="rules", choices=("rules", "store"))
    args = parser.parse_args(argv)
    POOL[0] = args.pool
    rows = [r for p in args.pairs for r in json.loads(p.read_text(encoding="utf-8"))]
    if args.show:
        show(rows, args.show, args.rule, args.mode)
    else:
        diagnose(rows)
        table(rows)


if __name__ == "__main__":
    main()
