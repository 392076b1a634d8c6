"""How the gate reads what each development call does: one line per call, its operation.

The gate's misses are mostly "verb not matched" and "object not matched"; this lists, for
every labelled call of the development sets, the call's head (an MCP tool's name, a shell
command's program and subcommand, an HTTP method and path) beside the verb classes
`recall.tool_calls.parse_call` reads from it and the verbs of the labelled memory's stopping
rules, so that a reader can tell a call whose operation is read wrongly from a rule that
names the operation in other words. Only development sets are listed: a held-out set is
refused (its calls stay unread).

    python benchmarks/gate_call_reading.py                      # every development call
    python benchmarks/gate_call_reading.py --breaking-only      # rule-breaking calls only
    python benchmarks/gate_call_reading.py --unmatched          # calls whose verbs meet no
                                                                # stopping rule of their memory
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
from gate_corpus import memory_of, worlds_of  # noqa: E402

DEVELOPMENT = [
    ROOT / "evals/gate/training/gate_train_1",
    ROOT / "evals/gate/training/gate_train_2",
    ROOT / "evals/gate/corpus_a",
]
DEV_WORLDS = ["world_a", "world_c", "world_e", "world_g", "world_k", "world_l"]


def development_sets() -> list[tuple[str, Path, Path]]:
    """(set name, gate.jsonl, fixtures) of every development world with labelled calls."""
    out = []
    for corpus in DEVELOPMENT:
        for world in worlds_of(corpus):
            out.append((world.name, world / "gate.jsonl", world / "fixtures"))
    for name in DEV_WORLDS:
        world = ROOT / "evals/recall" / name
        if (world / "gate.jsonl").is_file():
            out.append((name, world / "gate.jsonl", ROOT / "evals/recall" / name / "fixtures"))
    return out


def head_of(action: dict[str, Any]) -> str:
    """What names the operation: the tool's name, or a shell command's first words."""
    tool = action.get("tool_name") or action.get("tool") or ""
    data = action.get("tool_input") or {}
    command = data.get("command") if isinstance(data, dict) else None
    if isinstance(command, str):
        try:
            words = shlex.split(command)[:4]
        except ValueError:
            words = command.split()[:4]
        return "$ " + " ".join(words)[:70]
    return str(tool)[:70]


def rule_verbs(fixtures: Path, name: str | None) -> set[str]:
    from memwell.recall.rules import parse_rules

    memory = memory_of(fixtures, name or "") if name else None
    if memory is None or isinstance(memory, Exception):
        return set()
    rules = parse_rules(
        memory.body, memory.name, aliases=memory.aliases, description=memory.description
    )
    return {v for r in rules if r.strength in ("no-go", "ask") for v in r.verbs}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--breaking-only", action="store_true")
    parser.add_argument("--unmatched", action="store_true")
    args = parser.parse_args(argv)
    from memwell.recall.rule_match import verbs_of
    from memwell.recall.tool_calls import parse_call, split_call

    for _world, gate_file, fixtures in development_sets():
        for line in gate_file.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            case = json.loads(line)
            if args.breaking_only and case["expected"] == "go":
                continue
            tool, tool_input = split_call(case["action"])
            ops = parse_call(tool, tool_input, branch_of=lambda _cwd: None)
            done = sorted({v for o in ops for v in verbs_of(o)})
            ruled = rule_verbs(fixtures, case.get("rule"))
            if args.unmatched and (not ruled or set(done) & ruled or "access" in ruled):
                continue
            print(
                f"{case['id']:<12} {case['expected']:<5} {head_of(case['action']):<58} "
                f"call={','.join(done)}  rule={','.join(sorted(ruled))}"
            )


if __name__ == "__main__":
    main()
