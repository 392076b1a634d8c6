"""The conditions of the rules behind the gate's wrong answers, by kind, and whether the
call shows what the condition asks.

Reads the reports `gate_causes.py --save` wrote. For each wrong call:

* a miss (a rule-breaking call let through): the stopping line of its labelled memory
  that shares most words with the label's reason and the call;
* a false stop (a benign call stopped by a rule): the sentences of the rules that stopped
  it, read again from the memories the report names;

each line is read for the condition under which the rule forbids (first kind that speaks,
in this order): a quantity against a limit ("over ¥500k", 「10箱を超える」), a flag or mode
(`--force`, dry-run), a time (a weekday, a clock time), a recipient or role ("only to the
owner", "third parties", 「本人以外」), a precondition or state ("only after the doctor's
reply", "without proof of address", 「確認後」); or none. The call is then read for the
matching evidence: a number for a quantity, a `--flag` or a yes/no field for a flag, a
date or clock time for a time, a recipient field (to, recipient, channel, email) for a
recipient, a yes/no or status field for a state. A kind the call shows is one a condition
reader can decide; one it does not show leaves the gate's answer as it is.

    python benchmarks/gate_condition_kinds.py RUNS                   # the table
    python benchmarks/gate_condition_kinds.py RUNS --show recipient  # list one kind
    python benchmarks/gate_condition_kinds.py RUNS --reach           # the limit's reach
    python benchmarks/gate_condition_kinds.py RUNS --against END     # two runs, call by call

`--reach` reads every call of the groups against every memory of its world, off the gate's
path (no index, no search: every memory's rules), for a stopping rule with a limit that
`judge` does not match and whose limit the call's value crosses
(`recall.rule_condition_reach`, with the act left out of its test), and counts the calls the
start run let through that such a reading would stop, by how the rule's act meets the
call's: the same act, no act read (the limit alone), or another act the rule reads (which
the library leaves out). A stop of a rule-breaking call is a gain, of a benign call a
false stop.

Name development groups only (the reports are of the groups `gate_causes.py` ran).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_causes import worlds_in
from gate_corpus import memory_of
from recall_eval import load_turns

KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "quantity",
        re.compile(
            r"(?i)\b(?:over|above|more than|exceed\w*|under|below|less than|at least|up to|"
            r"at most|max(?:imum)?|min(?:imum)?)\b[^.;。]{0,12}\d|[¥$£€]\s?\d|\d\s?(?:%|k\b|円|万)|"
            r"\d[^。、]{0,6}(?:を超え|超|以上|以下|未満|まで)"
        ),
    ),
    ("flag or mode", re.compile(r"(?i)`[^`]*--[\w-]+|\s--[a-z][\w-]+|dry.?run|\bforce\b|強制")),
    (
        "time",
        re.compile(
            r"(?i)\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bweekends?\b|\d{1,2}:\d\d|"
            r"\b\d{1,2}\s?(?:am|pm)\b|曜|\d+時|夜|朝|night|overnight"
        ),
    ),
    (
        "recipient or role",
        re.compile(
            r"(?i)\bonly\s+(?:to|for|by)\b|\bthird[- ]part|\boutside\b|\banyone\b|\bother than\b|"
            r"\bexcept\b|\bonly\s+(?:the\s+)?[A-Z]\w+|\bowner\b|\bthe client\b|\bpublic(?:ly)?\b|"
            r"第三者|以外|本人|外部|だけが|のみが|宛"
        ),
    ),
    (
        "precondition or state",
        re.compile(
            r"(?i)\b(?:after|before|until|unless|without|once|until|if|when|first)\b|"
            r"\bwith(?:out)?\s+(?:a\s+|the\s+)?(?:signed|written|proof|approval|consent)|"
            r"\b(?:approved|signed|confirmed|cleared|verified|checked|reviewed)\b|"
            r"の後|後で|前に|までは|なしで|ないまま|確認後|承認|同意|済み|してから"
        ),
    ),
)
_NUMBER = re.compile(r"(?<![\w-])\d[\d,]*(?:\.\d+)?(?![\w-])")
_FLAG = re.compile(r"\s--?[a-zA-Z][\w-]*")
_TIME = re.compile(r"\d{4}-\d\d-\d\d|\d{1,2}:\d\d")
_RECIPIENT_KEY = re.compile(
    r"(?i)^(?:to|cc|bcc|recipients?|channel|email|attendees|share_with|user)$"
)
_STATE_KEY = re.compile(r"(?i)status|approved|signed|confirmed|verified|cleared|state|checked")


def _leaves(value: Any, key: str = "") -> list[tuple[str, Any]]:
    if isinstance(value, dict):
        return [leaf for k, v in value.items() for leaf in _leaves(v, str(k))]
    if isinstance(value, list):
        return [leaf for v in value for leaf in _leaves(v, key)]
    return [(key, value)]


def shows(kind: str, action: dict[str, Any]) -> bool:
    """Whether the call carries what a condition of `kind` would be read against."""
    leaves = _leaves(action.get("tool_input") or {})
    strings = [str(v) for _, v in leaves]
    if kind == "quantity":
        return any(
            isinstance(v, int | float) and not isinstance(v, bool) for _, v in leaves
        ) or any(_NUMBER.search(s) for s in strings if len(s) < 200)
    if kind == "flag or mode":
        return any(isinstance(v, bool) for _, v in leaves) or any(_FLAG.search(s) for s in strings)
    if kind == "time":
        return any(_TIME.search(s) for s in strings)
    if kind == "recipient or role":
        return any(_RECIPIENT_KEY.match(k) for k, _ in leaves)
    if kind == "precondition or state":
        return any(isinstance(v, bool) or _STATE_KEY.search(k) for k, v in leaves)
    return False


def kind_of(line: str) -> str:
    line = unicodedata.normalize("NFKC", line)
    return next((name for name, pattern in KINDS if pattern.search(line)), "none")


def stopping_lines(fixtures: Path, name: str) -> list[str]:
    """The lines of a memory whose clauses carry a stopping marker the rule model hears."""
    from memwell.recall import rules

    memory = memory_of(fixtures, name)
    if memory is None or isinstance(memory, Exception):
        return []
    out = []
    for raw in rules._paragraph_lines(memory.body):
        line = unicodedata.normalize("NFKC", raw)
        if any(
            c and rules._strength(c.strip()) in ("no-go", "ask")
            for c in rules._SENTENCE.split(line)
        ):
            out.append(line)
    return out


def firing_sentences(fixtures: Path, names: list[str], action: dict[str, Any]) -> list[str]:
    """The sentences of the named memories' rules that stop the call (read without the
    catalog's grounding: what the rule itself says)."""
    from memwell.recall.rulebook import RuleSource, check_rules
    from memwell.recall.tool_calls import split_call

    sources = []
    for name in names:
        memory = memory_of(fixtures, name)
        if memory is not None and not isinstance(memory, Exception):
            sources.append(
                RuleSource(
                    memory.name, "workspace", memory.body, memory.description, memory.aliases
                )
            )
    tool, tool_input = split_call(action)
    checked = check_rules(sources, tool, tool_input, branch_of=lambda _cwd: None)
    return [f.line for f in checked.findings if f.verdict != "go"]


def nearest_line(lines: list[str], evidence: str) -> list[str]:
    """The stopping line that shares most words with the label's reason and the call (the
    line the label speaks of), as a one-line list; none when there is no line."""
    from memwell.tokens import terms

    said = set(terms(evidence))
    return sorted(lines, key=lambda ln: -len(said & set(terms(ln))))[:1]


def world_memories(fixtures: Path) -> list[Any]:
    """Every topic file of a world's fixtures, as the store reads it."""
    from memwell.memory.document import load

    out = []
    for scope in ("user", "workspace"):
        folder = fixtures / scope
        for path in sorted(folder.glob("*.md")) if folder.is_dir() else ():
            if path.name in ("MEMORY.md", "USER.md"):
                continue
            try:
                out.append(load(path, path.read_bytes(), scope))  # type: ignore[arg-type]
            except Exception:  # the store skips an unreadable file too
                continue
    return out


def reach_classes(
    memories: list[Any], action: dict[str, Any], limits: bool = True
) -> dict[str, list[str]]:
    """The rules a limit-crossing reading (`limits`; else a missing precondition) reaches
    for one call, by how their act meets the call's: {"same act" | "no act read" | "other
    act": [sentence, ...]}."""
    from dataclasses import replace

    from memwell.recall.rule_condition_reach import reach_by_limit, reach_by_precondition
    from memwell.recall.rule_match import judge, verbs_of
    from memwell.recall.rules import parse_rules
    from memwell.recall.tool_calls import parse_call, split_call

    tool, tool_input = split_call(action)
    operations = parse_call(tool, tool_input, branch_of=lambda _cwd: None)
    out: dict[str, list[str]] = defaultdict(list)
    for memory in memories:
        text = f"{memory.description}\n{memory.body}"
        rules = parse_rules(
            memory.body, memory.name, aliases=memory.aliases, description=memory.description
        )
        for rule in rules:
            if rule.strength not in ("no-go", "ask"):
                continue
            anyact = replace(rule, verbs=frozenset())
            for op in operations:
                if judge(rule, op, text, {}) is not None:
                    continue
                if (reach_by_limit if limits else reach_by_precondition)(
                    anyact, op, *(() if limits else (tool_input,))
                ) is None:
                    continue
                if not rule.verbs:
                    how = "no act read"
                elif rule.verbs & verbs_of(op) or "access" in rule.verbs:
                    how = "same act"
                else:
                    how = "other act"
                out[how].append(f"{memory.name}: {rule.text[:90]}")
    return out


def reach(runs: Path, show: bool, limits: bool = True) -> None:
    """The limit's reach over the groups the start run saved (see the module's text)."""
    classes = ("same act", "no act read", "other act")
    table: dict[str, Counter[str]] = defaultdict(Counter)
    for path in sorted(runs.glob("*.json")):
        group = path.stem
        report = json.loads(path.read_text(encoding="utf-8"))
        for world, gate, fixtures in worlds_in(group):
            wrong = {w["id"] for w in report[world]["wrong"]}
            memories = world_memories(fixtures)
            for call in load_turns(gate):
                breaking = call["expected"] != "go"
                stopped = (call["id"] in wrong) != breaking
                if stopped:
                    continue
                reached = reach_classes(memories, call["action"], limits)
                # a call counts once, under the closest act that reaches it
                how = next((c for c in classes if reached.get(c)), None)
                if how is None:
                    continue
                side = "gain" if breaking else "false stop"
                table[group][f"{how} {side}"] += 1
                if show:
                    action = json.dumps(call["action"], ensure_ascii=False)[:110]
                    print(f"{side:<10} {how:<12} {group} {call['id']} {action}")
                    print(f"    {reached[how][0]}")
    cols = [f"{c} {s}" for c in classes for s in ("gain", "false stop")]
    print("group".ljust(14) + "".join(c.rjust(24) for c in cols))
    total: Counter[str] = Counter()
    for group in sorted(table):
        total.update(table[group])
        print(group.ljust(14) + "".join(str(table[group][c]).rjust(24) for c in cols))
    print("all".ljust(14) + "".join(str(total[c]).rjust(24) for c in cols))


def figures(report: dict[str, Any], group: str) -> dict[str, tuple[str, str]]:
    """Every call of a group's run: id → (expected, got), from its wrong answers and the
    group's labels (a call not listed as wrong got what was expected)."""
    out: dict[str, tuple[str, str]] = {}
    for world, gate, _fixtures in worlds_in(group):
        wrong = {w["id"]: w["got"] for w in report[world]["wrong"]}
        for call in load_turns(gate):
            out[call["id"]] = (call["expected"], wrong.get(call["id"], call["expected"]))
    return out


def against(start: Path, end: Path) -> None:
    """Stopped and false stops per group, start → end, and every call that changed."""
    total: Counter[str] = Counter()
    print("group".ljust(14) + "stopped".rjust(16) + "false stops".rjust(16))
    for path in sorted(start.glob("*.json")):
        other = end / path.name
        if not other.is_file():
            continue
        group = path.stem
        before = figures(json.loads(path.read_text(encoding="utf-8")), group)
        after = figures(json.loads(other.read_text(encoding="utf-8")), group)
        counts: Counter[str] = Counter()
        for call, (expected, got) in before.items():
            now = after[call][1]
            side = "breaking" if expected != "go" else "benign"
            counts[side] += 1
            counts[f"{side} stopped start"] += got != "go"
            counts[f"{side} stopped end"] += now != "go"
            if got != now:
                print(f"    {group} {call}: expected {expected}, {got} → {now}")
        total.update(counts)
        print(group.ljust(14) + _pair(counts, "breaking") + _pair(counts, "benign"))
    print("all".ljust(14) + _pair(total, "breaking") + _pair(total, "benign"))


def _pair(counts: Counter[str], side: str) -> str:
    start, end = counts[f"{side} stopped start"], counts[f"{side} stopped end"]
    return f"{start}→{end}/{counts[side]}".rjust(16)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", type=Path)
    parser.add_argument("--show", help="list the calls of one kind")
    parser.add_argument("--reach", action="store_true", help="count the limit's reach")
    parser.add_argument("--list", action="store_true", help="with --reach: list the calls")
    parser.add_argument(
        "--precondition", action="store_true", help="with --reach: a missing precondition"
    )
    parser.add_argument("--against", type=Path, help="a second run: compare call by call")
    args = parser.parse_args(argv)
    if args.against:
        against(args.runs, args.against)
        return
    if args.reach:
        reach(args.runs, args.list, not args.precondition)
        return
    table: dict[str, Counter[str]] = defaultdict(Counter)
    groups: dict[tuple[str, str], set[str]] = defaultdict(set)
    for path in sorted(args.runs.glob("*.json")):
        group = path.stem
        report = json.loads(path.read_text(encoding="utf-8"))
        where = {w: (g, f) for w, g, f in worlds_in(group)}
        for world, result in report.items():
            gate, fixtures = where[world]
            whys = {t["id"]: t.get("why", "") for t in load_turns(gate)}
            for wrong in result["wrong"]:
                if wrong["expected"] == "go":
                    side = "false stop"
                    names = sorted({s.split(":", 1)[0] for s in wrong["stopped_by"]})
                    lines = firing_sentences(fixtures, names, wrong["action"]) if names else []
                elif wrong["got"] == "go":
                    side = "miss"
                    call = json.dumps(wrong["action"], ensure_ascii=False)
                    lines = nearest_line(
                        stopping_lines(fixtures, wrong["rule"] or ""),
                        f"{whys.get(wrong['id'], '')} {call}",
                    )
                else:
                    continue  # a strength error: stopped, the condition is not what is wrong
                kinds = [kind_of(line) for line in lines]
                kind = next((k for k, _ in KINDS if k in kinds), "none" if lines else "no line")
                shown = kind not in ("none", "no line") and shows(kind, wrong["action"])
                table[kind][f"{side} {'shown' if shown else 'not shown'}"] += 1
                groups[(kind, side)].add(group)
                if args.show and args.show == kind:
                    line = next((ln for ln in lines if kind_of(ln) == kind), "")
                    action = json.dumps(wrong["action"], ensure_ascii=False)[:150]
                    print(f"{side:<10} {'shown' if shown else '-':<5} {group} {wrong['id']}")
                    print(f"    rule: {line[:150]}")
                    print(f"    why:  {whys.get(wrong['id'], '')}\n    call: {action}")
    if args.show:
        return
    cols = ("miss shown", "miss not shown", "false stop shown", "false stop not shown")
    print("condition kind".ljust(24) + "".join(c.rjust(22) for c in cols) + "   groups m/f")
    for kind in [k for k, _ in KINDS] + ["none", "no line"]:
        counts = table[kind]
        spread = f"{len(groups[(kind, 'miss')])}/{len(groups[(kind, 'false stop')])}"
        print(kind.ljust(24) + "".join(str(counts[c]).rjust(22) for c in cols) + "   " + spread)


if __name__ == "__main__":
    main()
