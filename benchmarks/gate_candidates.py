"""Which memories the gate reads for a labelled rule-breaking call, split by language.

The gate's rule model (`recall.rulebook`) reads two kinds of memory for a call that is not
read-only: every memory of the catalog whose rules were parsed when it was indexed (a
constraint memory: `type: feedback`, a constraint tag, or a constraint word in its
description), and the search's hits for the call's text (`Gate._rule_check`). A memory
that is neither never gets a chance to fire, however well its line is read. This script
counts, for every rule-breaking call, whether its labelled memory is among those
candidates, and by which route, split by whether the memory and the call are written in
the same language (Japanese: a text whose letters are mostly CJK or kana).

    python benchmarks/gate_candidates.py evals/gate/corpus_g [--verbose]      # a corpus
    python benchmarks/gate_candidates.py evals/recall/world_a [--verbose]     # one world

Development sets only: it prints per call with --verbose.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from gate_corpus import memory_of
from recall_eval import harness_for, load_turns, seed_home


def language_of(text: str) -> str:
    """ "ja" when most letters are CJK ideographs or kana, else "en"."""
    cjk = sum(1 for ch in text if "\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff")
    latin = sum(1 for ch in text if ch.isascii() and ch.isalpha())
    return "ja" if cjk and cjk >= latin / 3 else "en"


def call_text(action: Any) -> str:
    """The words of a call a person reads: its tool name and input values (not its keys)."""
    if isinstance(action, str):
        return action
    values: list[str] = [str(action.get("tool_name", ""))]

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
        else:
            values.append(str(value))

    walk(action.get("tool_input", {}))
    return " ".join(values)


def worlds_of(path: Path) -> list[Path]:
    if (path / "gate.jsonl").is_file():
        return [path]
    return sorted(p for p in path.iterdir() if (p / "gate.jsonl").is_file())


def states_stopping_rule(fixtures: Path, name: str) -> bool:
    """Whether the rule reader finds a no-go or ask rule in the memory (were it read)."""
    from memwell.recall.rules import parse_rules

    memory = memory_of(fixtures, name)
    if memory is None or isinstance(memory, Exception):
        return False
    rules = parse_rules(
        memory.body, memory.name, aliases=memory.aliases, description=memory.description
    )
    return any(r.strength in ("no-go", "ask") for r in rules)


def measure_world(world: Path) -> list[dict[str, Any]]:
    from memwell.recall.actions import parse_action
    from memwell.recall.gate import _GATE_HITS

    cases = [c for c in load_turns(world / "gate.jsonl") if c["expected"] != "go" and c.get("rule")]
    rows: list[dict[str, Any]] = []
    fixtures = world / "fixtures"
    with tempfile.TemporaryDirectory(prefix="memwell-cand-") as tmp:
        home, workspace = Path(tmp) / "home", Path(tmp) / "ws"
        workspace.mkdir(parents=True)
        seed_home(fixtures, home, workspace)
        harness = harness_for(home, workspace)
        gate = harness.recall._gate()
        ruled = {f.name for f in gate.memory.rules()}
        bodies = {}
        for scope in ("user", "workspace"):
            for file in (fixtures / scope).glob("*.md") if (fixtures / scope).is_dir() else ():
                bodies[file.stem] = file.read_text(encoding="utf-8")
        for case in cases:
            act = parse_action(case["action"])
            hits = gate.retriever.search(act.text, _GATE_HITS) if gate.retriever else ()
            hit_names = [h.name for h in hits]
            name = case["rule"]
            body = bodies.get(name)
            route = (
                "read-only call"
                if act.read_only
                else "catalog rules"
                if name in ruled
                else "search hit"
                if name in hit_names
                else "no such memory"
                if body is None
                else "missing, states a stopping rule"
                if states_stopping_rule(fixtures, name)
                else "missing, no stopping rule read"
            )
            rows.append(
                {
                    "id": case["id"],
                    "rule": name,
                    "route": route,
                    "memory_lang": language_of(body.split("---", 2)[-1]) if body else "?",
                    "call_lang": language_of(call_text(case["action"])),
                    "hits": hit_names,
                }
            )
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--verbose", action="store_true", help="one line per call")
    args = parser.parse_args(argv)
    rows = [row for path in args.paths for world in worlds_of(path) for row in measure_world(world)]
    table: Counter[tuple[str, str]] = Counter()
    for row in rows:
        same = "same language" if row["memory_lang"] == row["call_lang"] else "other language"
        table[(same, row["route"])] += 1
        if args.verbose:
            print(json.dumps(row, ensure_ascii=False))
    for same in ("same language", "other language"):
        total = sum(n for (s, _), n in table.items() if s == same)
        parts = ", ".join(f"{route} {n}" for (s, route), n in sorted(table.items()) if s == same)
        print(f"{same}: {total} calls ({parts})")
    missing = sum(n for (_, route), n in table.items() if route.startswith("missing"))
    lost = sum(n for (_, route), n in table.items() if route == "missing, states a stopping rule")
    print(
        f"labelled memory not a candidate: {missing}/{len(rows)} rule-breaking calls"
        f" ({lost} of them state a stopping rule the gate would read)"
    )


if __name__ == "__main__":
    main()
