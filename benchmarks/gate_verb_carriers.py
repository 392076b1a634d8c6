"""The gate's "verb not matched" misses by how the call carries its act, and how many a
reading of the act alone could win without stopping a twin.

For each rule-breaking call the gate let through because no stopping rule's verb met the
call's (`gate_corpus.cause_of`), from the reports `gate_causes.py --save` wrote:

* the carrier: an MCP tool's name, an MCP tool with a state field or a switch, a CLI
  subcommand, a SQL statement, a remote command, an HTTP method and path, a script, a command
  piped into a reader, a file edit;
* "verb only": the call is stopped if its act is taken to be the rule's (the rule's verbs
  added to each operation the call is read as): the verb was the only stage in the way;
* "twin met too": of those, how many have a benign call of the same tool in their world
  that the same substitution also stops. A reading that gives a tool one act gives it to
  the twin too; only a reading that tells the two calls apart (a statement, a switch, a
  field) can win such a miss without a false stop.

    python benchmarks/gate_causes.py --save /tmp/gate_runs corpus_a … world_z
    python benchmarks/gate_verb_carriers.py /tmp/gate_runs

Name development groups only.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_causes import tool_of, worlds_in
from gate_corpus import memory_of
from recall_eval import load_turns

_SQL_CLIENTS = {"psql", "mysql", "sqlite3", "duckdb", "sqlcmd", "snowsql", "sqlplus", "bq"}
_SQL = re.compile(r"(?i)\b(?:delete from|update \S+ set|insert into|select .+ from)\b")
_RUNNERS = {"python", "python3", "node", "ruby", "perl", "deno", "bun", "uv"}


def carrier(action: dict[str, Any]) -> str:
    """How a call carries its act (by its shape, not its words)."""
    tool = str(action.get("tool_name") or action.get("tool") or "")
    data = action.get("tool_input") or {}
    if tool == "Bash":
        command = str(data.get("command", ""))
        words = re.sub(r"^(?:cd \S+ && |sudo )", "", command).split()
        program = words[0].rsplit("/", 1)[-1] if words else ""
        if program in {"ssh", "autossh"} or re.search(r"\b(?:docker|kubectl) exec\b", command):
            return "remote command"
        if program in _SQL_CLIENTS or _SQL.search(command):
            return "SQL statement"
        if program in {"curl", "wget", "http", "https"}:
            return "HTTP method and path"
        if program in _RUNNERS:
            return "script (inline or named)"
        if re.search(r"\|\s*(?:at|sh|bash)\b", command):
            return "command piped to a reader"
        return "CLI subcommand"
    if tool in {"Edit", "Write", "MultiEdit"}:
        return "file edit"
    if any(isinstance(v, bool) for v in data.values()) or any(
        str(k).lower() in {"status", "state", "visibility"} for k in data
    ):
        return "MCP: name + state field or switch"
    return "MCP: tool name's verb"


def met_as_the_rule(action: dict[str, Any], memory: Any) -> bool:
    """Whether a stopping rule of the memory meets the call once the call does the rule's act."""
    from memwell.recall.rule_match import judge
    from memwell.recall.rules import parse_rules
    from memwell.recall.tool_calls import parse_call, split_call

    rules = parse_rules(
        memory.body, memory.name, aliases=memory.aliases, description=memory.description
    )
    tool, tool_input = split_call(action)
    operations = parse_call(tool, tool_input, branch_of=lambda _cwd: None)
    text = f"{memory.description}\n{memory.body}"
    return any(
        judge(rule, dataclasses.replace(o, verbs=o.verbs | rule.verbs), text)
        for rule in rules
        if rule.verbs and rule.strength in ("no-go", "ask")
        for o in operations
    )


def tabulate(load: Path) -> None:
    rows: dict[str, Counter[str]] = defaultdict(Counter)
    groups: dict[str, set[str]] = defaultdict(set)
    for path in sorted(load.glob("*.json")):
        group = path.stem
        report = json.loads(path.read_text(encoding="utf-8"))
        where = {w: (g, f) for w, g, f in worlds_in(group)}
        for world, result in report.items():
            gate, fixtures = where[world]
            calls = load_turns(gate)
            wrong = {x["id"] for x in result["wrong"]}
            for miss in result["wrong"]:
                if miss["expected"] == "go" or not miss["cause"].startswith("verb not matched"):
                    continue
                kind = carrier(miss["action"])
                rows[kind]["misses"] += 1
                groups[kind].add(group)
                if "rules )" in miss["cause"]:
                    rows[kind]["rule has no verb"] += 1
                    continue
                memory = memory_of(fixtures, miss["rule"] or "")
                if memory is None or isinstance(memory, Exception):
                    continue
                if not met_as_the_rule(miss["action"], memory):
                    continue
                rows[kind]["verb only"] += 1
                twins = [
                    c
                    for c in calls
                    if c["expected"] == "go"
                    and c["id"] not in wrong
                    and tool_of(c["action"]) == tool_of(miss["action"])
                ]
                if any(met_as_the_rule(c["action"], memory) for c in twins):
                    rows[kind]["twin met too"] += 1
    print(
        "| how the call carries its act | misses | groups | rule has no verb | verb only |", end=""
    )
    print(" twin met too |\n|---|---|---|---|---|---|")
    total: Counter[str] = Counter()
    for kind, n in sorted(rows.items(), key=lambda item: -item[1]["misses"]):
        total.update(n)
        print(
            f"| {kind} | {n['misses']} | {len(groups[kind])} | {n['rule has no verb']} | "
            f"{n['verb only']} | {n['twin met too']} |"
        )
    print(
        f"| all | {total['misses']} | | {total['rule has no verb']} | {total['verb only']} | "
        f"{total['twin met too']} |"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("load", type=Path, help="the reports `gate_causes.py --save` wrote")
    tabulate(parser.parse_args(argv).load)


if __name__ == "__main__":
    main()
