"""Conditions and limits among the gate's wrong answers: by the mechanism the label names,
and by what separates each wrong call from its nearest twin.

Reads the reports `gate_causes.py --save` wrote. For each wrong call (a miss, a strength
error or a false stop):

* the mechanism its label's `why` names (the first of: consent, a time of day, a weekday
  or dated window, an age or lead time, a running count, a quantity, a state; or none),
  counted with the groups it comes from;
* its nearest twin: the call of the same tool (MCP tool, or program and subcommand) on the
  other side of the label (benign for a miss, rule-breaking for a false stop) whose input
  differs in the fewest fields, and the kinds of the differing values (a yes/no, a number,
  a date or time, a short word, a text). A twin that differs only in a date says the rule
  is a condition of time; only in a number, a limit; only in a yes/no or word, a state.

    python benchmarks/gate_condition_causes.py RUNS                  # both tables
    python benchmarks/gate_condition_causes.py RUNS --show "time of day"   # list one

Name development groups only (the reports are of the groups `gate_causes.py` ran).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_causes import tool_of, worlds_in
from recall_eval import load_turns

# the label's words for each mechanism; the first that matches names the call's
MECHANISMS = (
    ("consent", r"consent|opt.?in|opt.?out|同意|承諾|permission|許可"),
    (
        "time of day",
        r"\b\d{1,2}:\d{2}\b|\b\d{1,2}\s*(am|pm)\b|\d+時|after hours|overnight|night|夜|朝|"
        r"morning|evening",
    ),
    (
        "weekday or dated window",
        r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|曜|freeze|"
        r"embargo|before the|解禁|告示",
    ),
    (
        "age or lead time",
        r"days? (before|ahead|after|old|ago)|weeks? (before|ahead|old|ago)|within \d+|"
        r"less than \d+ ?(h|d|day|hour|week|month)|日前|か月|ヶ月|以内|"
        r"hours? (ahead|before|notice)",
    ),
    (
        "running count",
        r"\b(second|third|fourth|fifth|2nd|3rd|4th|5th)\b|回目|件目|this (week|month|year)|"
        r"already|so far|total|合計|累計|今月|今週",
    ),
    ("quantity", r"[<>≤≥]|\bover\b|\bexceed|\bunder\b|\babove\b|\bbelow\b|超え|以上|以下|未満|max"),
    (
        "state",
        r"\bnot (yet )?(approved|signed|confirmed|checked|done|cleared|verified|paid|locked|"
        r"final)|unapproved|pending|draft|locked|未|済",
    ),
)
_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")


def mechanism_of(why: str) -> str:
    for name, pattern in MECHANISMS:
        if re.search(pattern, why, re.IGNORECASE):
            return name
    return "-"


def leaves(value: Any, path: str = "") -> dict[str, Any]:
    """A call input's leaves by path (a list of plain values is one leaf)."""
    out: dict[str, Any] = {}
    if isinstance(value, dict):
        for key, item in value.items():
            out.update(leaves(item, f"{path}.{key}" if path else str(key)))
    elif isinstance(value, list) and not any(isinstance(i, dict | list) for i in value):
        out[path] = tuple(value)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out.update(leaves(item, f"{path}[{i}]"))
    else:
        out[path] = value
    return out


def kind_of(value: Any) -> str:
    if isinstance(value, bool):
        return "yes/no"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str) and _ISO.search(value) and len(value) < 40:
        return "date"
    if isinstance(value, str) and len(value) <= 24 and " " not in value:
        return "word"
    if value is None:
        return "none"
    return "text"


def twin_difference(call: dict[str, Any], calls: list[dict[str, Any]]) -> str:
    """The kinds of value the call's nearest twin on the other side differs in."""
    tool = tool_of(call["action"])
    mine = leaves(call["action"].get("tool_input") or {})
    best: tuple[list[str], dict[str, Any]] | None = None
    for other in calls:
        if other["id"] == call["id"] or tool_of(other["action"]) != tool:
            continue
        if (other["expected"] == "go") == (call["expected"] == "go"):
            continue
        theirs = leaves(other["action"].get("tool_input") or {})
        differ = [k for k in set(mine) | set(theirs) if mine.get(k) != theirs.get(k)]
        if best is None or len(differ) < len(best[0]):
            best = (differ, theirs)
    if best is None:
        return "no twin"
    differ, theirs = best
    if len(differ) > 2:
        return f"{len(differ)} fields"
    return "+".join(sorted({kind_of(mine.get(k, theirs.get(k))) for k in differ}))


def tabulate(load: Path, show: str | None) -> None:
    by_label: dict[str, Counter[str]] = defaultdict(Counter)
    label_groups: dict[str, set[str]] = defaultdict(set)
    by_twin: Counter[str] = Counter()
    twin_groups: dict[str, set[str]] = defaultdict(set)
    for path in sorted(load.glob("*.json")):
        group = path.stem
        report = json.loads(path.read_text(encoding="utf-8"))
        where = {w: g for w, g, _ in worlds_in(group)}
        for world, result in report.items():
            calls = load_turns(where[world])
            whys = {c["id"]: c.get("why", "") for c in calls}
            for wrong in result["wrong"]:
                side = "false stop" if wrong["expected"] == "go" else "miss"
                if wrong["cause"].startswith("strength"):
                    side = "strength"
                kind = mechanism_of(whys.get(wrong["id"], ""))
                by_label[kind][side] += 1
                label_groups[kind].add(group)
                if side != "strength":
                    twin = f"{side}: {twin_difference(wrong, calls)}"
                    by_twin[twin] += 1
                    twin_groups[twin].add(group)
                if show and kind == show:
                    print(f"{group} {wrong['id']} {side} ({wrong['got']}) {whys[wrong['id']]}")
                    print(f"    {wrong['cause'][:110]}")
    if show:
        return
    print(f"{'label names':<26}{'miss':>6}{'strength':>10}{'false':>7}{'groups':>8}")
    for kind, counts in sorted(by_label.items(), key=lambda kv: -sum(kv[1].values())):
        print(
            f"{kind:<26}{counts['miss']:>6}{counts['strength']:>10}"
            f"{counts['false stop']:>7}{len(label_groups[kind]):>8}"
        )
    print()
    print(f"{'nearest twin differs in':<34}{'calls':>6}{'groups':>8}")
    for twin, count in sorted(by_twin.items(), key=lambda kv: (kv[0].split(":")[0], -kv[1])):
        print(f"{twin:<34}{count:>6}{len(twin_groups[twin]):>8}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("load", type=Path, help="the reports `gate_causes.py --save` wrote")
    parser.add_argument("--show", help="list the wrong calls of one label mechanism")
    args = parser.parse_args(argv)
    tabulate(args.load, args.show)


if __name__ == "__main__":
    main()
