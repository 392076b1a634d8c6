"""Which calls the gate's own irreversible default decides: every development group's calls
read as irreversible (a deletion, a dropped table, a reset, rewritten history), run through
the gate, and counted by whether a rule stopped them or only the default did.

A benign call stopped only by the default is a false stop the default makes; a
rule-breaking call stopped only by it is a stop no rule line made (the right answer only
where its label is "ask"). A change to the default is judged on both.

    python benchmarks/gate_default.py corpus_a corpus_f world_w          # the table
    python benchmarks/gate_default.py --save /tmp/default.json corpus_a  # and every call

A group is `corpus_X` (evals/gate), `gate_train_N` (evals/gate/training) or `world_X`
(evals/recall). Name development groups only.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_causes import now_in, worlds_in  # the same worlds and fixed nows
from memwell.recall.irreversible import irreversible
from memwell.recall.tool_calls import parse_call, split_call
from recall_eval import load_turns, run_gate_task  # the same gate path


def decided(group: str) -> list[dict[str, Any]]:
    """The group's calls read as irreversible, each with who stopped it."""
    rows = []
    for world, gate, fixtures in worlds_in(group):
        now = now_in(group, world)
        for case in load_turns(gate):
            tool, tool_input = split_call(case["action"])
            verbs = irreversible(parse_call(tool, tool_input))
            if not verbs:
                continue
            answer = run_gate_task(case, fixtures, now)
            by_rule = any(f["verdict"] != "go" for f in answer["findings"])
            by_default = not by_rule and any(
                r.startswith("irreversible action") for r in answer["reasons"]
            )
            tool_name = str(case["action"].get("tool_name") or "")
            rows.append(
                {
                    "group": group,
                    "id": case["id"],
                    "expected": case["expected"],
                    "verdict": answer["verdict"],
                    "verbs": verbs,
                    "tool": "mcp" if tool_name.startswith("mcp__") else tool_name,
                    "stopped_by": "rule" if by_rule else "default" if by_default else "none",
                }
            )
    return rows


def table(rows: list[dict[str, Any]]) -> None:
    groups = sorted({r["group"] for r in rows})
    head = f"{'group':<14}{'irreversible':>13}{'by a rule':>10}"
    print(head + f"{'default: benign':>16}{'breaking':>9}")
    for group in groups:
        mine = [r for r in rows if r["group"] == group]
        default = [r for r in mine if r["stopped_by"] == "default"]
        print(
            f"{group:<14}{len(mine):>13}{sum(r['stopped_by'] == 'rule' for r in mine):>10}"
            f"{sum(r['expected'] == 'go' for r in default):>16}"
            f"{sum(r['expected'] != 'go' for r in default):>9}"
        )
    kinds: Counter[tuple[str, str, str]] = Counter(
        (",".join(r["verbs"]), r["tool"], "benign" if r["expected"] == "go" else r["expected"])
        for r in rows
        if r["stopped_by"] == "default"
    )
    print("\ndecided by the default, by what the call does (verbs, tool, label):")
    for (verbs, tool, label), n in sorted(kinds.items()):
        print(f"  {verbs:<12}{tool:<8}{label:<8}{n:>4}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("groups", nargs="+", help="development groups")
    parser.add_argument("--save", type=Path, help="write every irreversible call's row here")
    args = parser.parse_args(argv)
    rows = [row for group in args.groups for row in decided(group)]
    if args.save:
        args.save.write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")
    table(rows)


if __name__ == "__main__":
    main()
