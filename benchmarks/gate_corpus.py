"""Gate corpus: every world of a corpus directory through the gate, per world and in total.

A corpus directory holds small worlds, one folder each: `fixtures/{user,workspace}/*.md`
(the world's memory) and `gate.jsonl` (labelled tool calls, the format of
`evals/recall/world_c/gate.jsonl`: `action`, `expected` go / ask / no-go, `rule` naming the
memory that decides). Each call runs through exactly the gate path `recall_eval.py` uses
(`evaluate_gate`: a fresh home seeded from the fixtures, `Harness.gate`), so the figures
are the same kind: rule-breaking calls stopped, stopped with the labelled strength,
"never" rules answered no-go, and false stops (benign calls not answered go).

With `--verbose` every wrong answer is listed with its cause, told by reading the labelled
memory with the rule model (`recall.rules`, `recall.rule_match`) and the gate's findings:

* rule not parsed: the labelled memory states no stopping rule the model reads;
* verb not matched: it does, but no such rule forbids what the call does;
* object not matched: a rule forbids the verb, but not of what the call acts on;
* sanctioned way wrong: the memory's permission let the call through;
* strength wrong: stopped, with ask for no-go or the reverse;
* false stop by a rule / by the irreversible default / by a failed check / by another
  finding (a conflict or safety note).

    python benchmarks/gate_corpus.py evals/gate/corpus_a
    python benchmarks/gate_corpus.py evals/gate/corpus_a --verbose
    python benchmarks/gate_corpus.py evals/gate/corpus_a --world A01_bakery --json
    python benchmarks/gate_corpus.py --totals-only evals/gate/corpus_b   # a held-out set
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from recall_eval import evaluate_gate, load_turns, set_now  # the same gate path

FIGURES = ("breaking_stopped", "breaking_strength_right", "never_no_go", "false_stops")


def worlds_of(corpus: Path) -> list[Path]:
    """The world folders of a corpus: each has a gate.jsonl and fixtures/."""
    return sorted(p for p in corpus.iterdir() if (p / "gate.jsonl").is_file())


def now_of(world: Path) -> Any:
    """The world's fixed now (`world.json`'s "now"), when it has one: a call that carries
    no date acts then."""
    path = world / "world.json"
    if not path.is_file():
        return None
    return set_now(json.loads(path.read_text(encoding="utf-8")).get("now"))


def memory_of(fixtures: Path, name: str) -> Any:
    """The labelled memory as the store reads it (None when no topic file has that name)."""
    from memwell.errors import MemwellError
    from memwell.memory.document import load

    for scope in ("user", "workspace"):
        path = fixtures / scope / f"{name}.md"
        if path.is_file():
            try:
                return load(path, path.read_bytes(), scope)  # type: ignore[arg-type]
            except MemwellError as exc:
                return exc  # the store skips it too: say why
    return None


def cause_of(wrong: dict[str, Any], fixtures: Path) -> str:
    """Why one call got the wrong answer (the first thing that would have to change)."""
    expected, got = wrong["expected"], wrong["got"]
    stopped_by = " | ".join(wrong["stopped_by"])
    if expected == "go":
        if any("memory check failed" in r for r in wrong["reasons"]):
            return "false stop: check failed"
        if stopped_by:
            return f"false stop by a rule ({stopped_by})"
        if any(r.startswith("irreversible action") for r in wrong["reasons"]):
            return "false stop: irreversible default"
        return f"false stop: other ({'; '.join(wrong['reasons'])[:160]})"
    if got != "go":
        return f"strength wrong ({stopped_by or '; '.join(wrong['reasons'])[:160]})"
    from memwell.recall.rule_match import judge, verbs_of
    from memwell.recall.rulebook import RuleSource, check_rules
    from memwell.recall.rules import parse_rules
    from memwell.recall.tool_calls import parse_call, split_call

    memory = memory_of(fixtures, wrong["rule"] or "")
    if memory is None:
        return "labelled memory missing"
    if isinstance(memory, Exception):
        return f"labelled memory unreadable ({str(memory).splitlines()[0][:120]})"
    rules = [
        r
        for r in parse_rules(
            memory.body, memory.name, aliases=memory.aliases, description=memory.description
        )
        if r.strength in ("no-go", "ask")
    ]
    if not rules:
        return "rule not parsed"
    tool, tool_input = split_call(wrong["action"])
    ops = parse_call(tool, tool_input, branch_of=lambda _cwd: None)
    done = {v for op in ops for v in verbs_of(op)}
    verbed = [r for r in rules if r.verbs & done or "access" in r.verbs]
    if not verbed:
        call_verbs = ",".join(sorted(done))
        rule_verbs = ",".join(sorted({v for r in rules for v in r.verbs}))
        return f"verb not matched (call {call_verbs}; rules {rule_verbs})"
    text = f"{memory.description}\n{memory.body}"
    if not any(judge(r, op, text) for r in verbed for op in ops):
        objects = "; ".join(" ".join(p) for r in verbed for p in r.objects[:2])[:120]
        return f"object not matched (rule objects: {objects or 'none'})"
    source = RuleSource(memory.name, "user", memory.body, memory.description, memory.aliases)
    check = check_rules([source], tool, tool_input, branch_of=lambda _cwd: None)
    if check.allowed and not check.findings:
        return "sanctioned way wrong"
    return "memory not reached by the gate"


def run_corpus(corpus: Path, only: list[str] | None, *, causes: bool) -> dict[str, Any]:
    report: dict[str, Any] = {"worlds": {}, "total": {}}
    totals = {key: [0, 0] for key in FIGURES}
    counted: Counter[str] = Counter()
    worlds = [w for w in worlds_of(corpus) if not only or w.name in only]
    for done, world in enumerate(worlds, 1):
        print(f"\r[{done}/{len(worlds)}] {world.name:<40}", end="", file=sys.stderr, flush=True)
        result = evaluate_gate(load_turns(world / "gate.jsonl"), world / "fixtures", now_of(world))
        for key in FIGURES:
            totals[key][0] += result[key]["hit"]
            totals[key][1] += result[key]["of"]
        if causes:
            for wrong in result["wrong"]:
                wrong["cause"] = cause_of(wrong, world / "fixtures")
                counted[wrong["cause"].split(" (")[0]] += 1
        report["worlds"][world.name] = result
    print(file=sys.stderr)
    report["total"] = {
        "worlds": len(worlds),
        "calls": sum(r["calls"] for r in report["worlds"].values()),
        **{
            key: {"hit": hit, "of": of, "share": round(hit / of, 3) if of else None}
            for key, (hit, of) in totals.items()
        },
    }
    if causes:
        report["total"]["causes"] = dict(counted.most_common())
    return report


def _line(label: str, figures: dict[str, Any]) -> str:
    return f"{label:<32}" + "  ".join(
        f"{key} {figures[key]['hit']}/{figures[key]['of']}" for key in FIGURES
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("corpus", type=Path, help="a corpus directory (one folder per world)")
    parser.add_argument("--world", action="append", help="only this world (repeatable)")
    parser.add_argument("--json", action="store_true", help="print the full report as JSON")
    parser.add_argument("--verbose", action="store_true", help="every wrong answer and its cause")
    parser.add_argument(
        "--totals-only",
        action="store_true",
        help="print only the totals (with --verbose, how many wrong answers of each cause)",
    )
    args = parser.parse_args(argv)
    if not args.corpus.is_dir() or not worlds_of(args.corpus):
        parser.error(f"{args.corpus}: no world folders with a gate.jsonl in it")
    # a held-out corpus: totals and the count of each kind of cause, nothing per call
    report = run_corpus(args.corpus, args.world, causes=args.verbose)
    if args.totals_only:
        report = {"total": report["total"]}
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
        return
    for name, result in report.get("worlds", {}).items():
        print(_line(f"{name} ({result['calls']} calls)", result))
        if args.verbose:
            for bad in result["wrong"]:
                action = json.dumps(bad["action"], ensure_ascii=False)[:200]
                print(f"  x {bad['id']} expected {bad['expected']} got {bad['got']}: {action}")
                print(f"      cause: {bad['cause']}")
    total = report["total"]
    print(_line(f"TOTAL {total['worlds']} worlds, {total['calls']} calls", total))
    for cause, count in total.get("causes", {}).items():
        print(f"  {count:>3}  {cause}")


if __name__ == "__main__":
    main()
