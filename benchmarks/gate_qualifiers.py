"""What an object's qualifiers decide for the rules whose act is not read, counted per group.

A line whose stopping marker the rule model hears but whose act it does not read ("Live
keys never in code", 「輸入大豆のロットには絶対つけない」) is read as forbidding any act but
looking on what it names (`Rule.act_unread`). Read broadly, such a rule stops the benign
twin beside each miss: the twin does the same act to the same kind of thing, and differs by
a word that narrows the object (a live key against a test key, an imported lot against a
Hokkaido lot). This counts, for every call the gate gets wrong at the start (a rule-breaking
call let through, a benign call allowed), which act-unread rule of the world's memories
would meet it, and how:

* qualified: a call's value names one object phrase with every word that narrows it (the
  matcher's `named` reading: all of the phrase's words, one of them a value the call acts on);
* head only: the call names a phrase's head noun but not all its qualifiers;
* broad only: neither, but the matcher's looser readings meet it (the object's kind with the
  memory's subject named, the tool's name, a target it cannot tell);
* none.

A call counts under the first class any rule reaches. "head only" and "broad only" are what
requiring the qualifiers decides: the misses it leaves, against the false stops it spares.
It reads the memories directly (not the gate's retrieval, sanctioned ways, dates or states),
so it bounds what the reading can move; `gate_causes.py` measures the gate itself.

    python benchmarks/gate_causes.py --save runs/ corpus_a … world_ab    # the start
    python benchmarks/gate_qualifiers.py runs/
    python benchmarks/gate_qualifiers.py runs/ --show qualified --groups corpus_q

Name development groups only.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_causes import worlds_in
from gate_corpus import memory_of
from recall_eval import load_turns

CLASSES = ("qualified", "head only", "broad only", "none")


def act_unread_rules(fixtures: Path) -> list[tuple[Any, str]]:
    """(rule, its memory's text) for every act-unread rule of a world's memories."""
    from memwell.recall.rules import parse_rules

    out = []
    for scope in ("user", "workspace"):
        for md in sorted((fixtures / scope).glob("*.md")):
            memory = memory_of(fixtures, md.stem)
            if memory is None or isinstance(memory, Exception):
                continue
            text = f"{memory.description}\n{memory.body}"
            rules = parse_rules(
                memory.body, memory.name, aliases=memory.aliases, description=memory.description
            )
            out += [(r, text) for r in rules if r.act_unread]
    return out


def reach(rules: list[tuple[Any, str]], action: dict[str, Any]) -> tuple[str, Any]:
    """The first class of `CLASSES` any rule meets the call by, with that rule."""
    from memwell.recall.rule_match import judge
    from memwell.recall.rule_vocab import VERB_CLASSES
    from memwell.recall.tool_calls import parse_call, split_call

    tool, tool_input = split_call(action)
    ops = parse_call(tool, tool_input, branch_of=lambda _cwd: None)
    every = frozenset(VERB_CLASSES) - {"read"}
    found: dict[str, Any] = {}
    for rule, text in rules:
        heads = tuple(dict.fromkeys(p[-1:] for p in rule.objects))
        readings = (
            ("qualified", rule),
            ("head only", replace(rule, objects=heads)),
            ("broad only", replace(rule, act_unread=False, verbs=every)),
        )
        for name, reading in readings:
            if any(judge(reading, op, text) for op in ops):
                found.setdefault(name, rule)
                break
    for name in CLASSES[:-1]:
        if name in found:
            return name, found[name]
    return "none", None


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("load", type=Path, help="gate_causes.py --save reports of the start")
    parser.add_argument("--groups", nargs="*", help="only these groups")
    parser.add_argument("--show", choices=CLASSES[:-1], help="list the calls of one class")
    args = parser.parse_args(argv)
    missed: dict[str, Counter[str]] = defaultdict(Counter)
    own: Counter[str] = Counter()  # misses met by a rule of the call's labelled memory
    spared: dict[str, Counter[str]] = defaultdict(Counter)
    for path in sorted(args.load.glob("*.json")):
        group = path.stem
        if args.groups and group not in args.groups:
            continue
        report = json.loads(path.read_text(encoding="utf-8"))
        for world, gate, fixtures in worlds_in(group):
            if world not in report:
                continue
            wrong = {w["id"]: w for w in report[world]["wrong"]}
            rules = act_unread_rules(fixtures)
            for call in load_turns(gate):
                benign = call["expected"] == "go"
                miss = wrong.get(call["id"], {}).get("got") == "go"
                if not (miss or (benign and call["id"] not in wrong)):
                    continue  # stopped already, or a false stop already
                kind, rule = reach(rules, call["action"]) if rules else ("none", None)
                (spared if benign else missed)[group][kind] += 1
                labelled = rule is not None and rule.memory == call.get("rule")
                own[kind] += not benign and labelled
                if args.show == kind:
                    label = "benign" if benign else "miss" + (" (its memory)" if labelled else "")
                    print(f"{group} {call['id']} {label}: {rule.text[:110]}")
    if args.show:
        return
    print("start's misses (m) and benign calls allowed (b) an act-unread rule meets, by how\n")
    print("group".ljust(14) + "".join(f"{c:>16}" for c in CLASSES[:-1]))
    total_m: Counter[str] = Counter()
    total_b: Counter[str] = Counter()
    for group in sorted(set(missed) | set(spared)):
        total_m.update(missed[group])
        total_b.update(spared[group])
        cells = "".join(
            f"{f'{missed[group][c]} m / {spared[group][c]} b':>16}" for c in CLASSES[:-1]
        )
        print(group.ljust(14) + cells)
    cells = "".join(f"{f'{total_m[c]} m / {total_b[c]} b':>16}" for c in CLASSES[:-1])
    print("all".ljust(14) + cells)
    print("of the misses, met by a rule of the call's own labelled memory".ljust(14))
    print("".ljust(14) + "".join(f"{f'{own[c]} m':>16}" for c in CLASSES[:-1]))
    print(
        f"\nmisses {sum(total_m.values())}, benign allowed {sum(total_b.values())}; "
        "requiring the qualifiers decides the 'head only' and 'broad only' columns"
    )


if __name__ == "__main__":
    main()
