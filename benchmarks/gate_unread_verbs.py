"""Gate: what reading a tool's unread verb as any act would do, per development corpus.

A named tool whose verb the matcher cannot read (`assign`, `assignDuty`, `callout`,
`transition_stage`: read only as "run") never meets a rule's verb class, so a rule about
what the tool does is a "verb not matched" miss. This measures the widest reading of such
a call, as a variant of the gate and never shipped: the call meets every stopping rule's
verb class, and the rule's object must still match by words. Each corpus is its own
group (nothing is fitted, so every figure is held apart from the others).

    MEMWELL_EMBEDDINGS=none python benchmarks/gate_unread_verbs.py evals/gate/corpus_k
    MEMWELL_EMBEDDINGS=none python benchmarks/gate_unread_verbs.py evals/gate/corpus_* --show

Figures: rule-breaking calls stopped and false stops, the gate as it is → the variant;
`--show` lists the calls whose answer changes (stop gained, stop lost, false stop added or
removed).
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_corpus import worlds_of  # the same world folders
from recall_eval import load_turns, run_gate_task  # the same gate path


@contextmanager
def unread_verb_meets_any() -> Iterator[None]:
    """The variant, patched into the rule book for the duration."""
    from memwell.recall import rulebook
    from memwell.recall.open_acts import is_open
    from memwell.recall.operations import Operation
    from memwell.recall.rule_vocab import VERB_CLASSES
    from memwell.recall.rules import Rule

    judge, may_apply = rulebook.judge, rulebook._may_apply

    def unread(operation: Operation) -> bool:
        # a verb the table does not read is also its own open act (`recall.open_acts`)
        plain = {v for v in operation.verbs if not is_open(v)}
        return plain <= {"run"} and bool(operation.tool_words)

    def wide_judge(rule: Rule, operation: Operation, *args: Any, **kwargs: Any) -> Any:
        if unread(operation) and rule.strength in ("no-go", "ask") and rule.verbs:
            operation = dataclasses.replace(operation, verbs=rule.verbs)
        return judge(rule, operation, *args, **kwargs)

    def wide_may_apply(source: Any, verbs: frozenset[str]) -> bool:
        return may_apply(source, frozenset(VERB_CLASSES) if "run" in verbs else verbs)

    rulebook.judge, rulebook._may_apply = wide_judge, wide_may_apply  # type: ignore[assignment]
    try:
        yield
    finally:
        rulebook.judge, rulebook._may_apply = judge, may_apply  # type: ignore[assignment]


def answers(corpus: Path) -> dict[str, tuple[str, str]]:
    """Every labelled call's (expected, got) through the gate."""
    out: dict[str, tuple[str, str]] = {}
    for world in worlds_of(corpus):
        for case in load_turns(world / "gate.jsonl"):
            verdict = run_gate_task(case, world / "fixtures")["verdict"]
            out[case["id"]] = (case["expected"], verdict)
    return out


def figures(rows: dict[str, tuple[str, str]]) -> tuple[int, int, int, int]:
    """(stopped, rule-breaking calls, false stops, benign calls)."""
    breaking = [got for expected, got in rows.values() if expected != "go"]
    benign = [got for expected, got in rows.values() if expected == "go"]
    return (
        sum(got != "go" for got in breaking),
        len(breaking),
        sum(got != "go" for got in benign),
        len(benign),
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpora", nargs="+", type=Path)
    parser.add_argument("--show", action="store_true", help="list the calls that change")
    args = parser.parse_args(argv)
    totals = [0] * 8
    for corpus in args.corpora:
        before = answers(corpus)
        with unread_verb_meets_any():
            after = answers(corpus)
        b, a = figures(before), figures(after)
        totals = [t + v for t, v in zip(totals, (*b, *a), strict=True)]
        print(
            f"{corpus.name:<14} stopped {b[0]}/{b[1]} → {a[0]}/{a[1]}   "
            f"false stops {b[2]}/{b[3]} → {a[2]}/{a[3]}"
        )
        if args.show:
            for call, (expected, got) in sorted(after.items()):
                was = before[call][1]
                if (was == "go") != (got == "go"):
                    kind = "stop" if expected != "go" else "false stop"
                    change = "added" if got != "go" else "removed"
                    print(f"    {call}: {kind} {change} ({expected}: {was} → {got})")
    t = totals
    print(
        f"{'all':<14} stopped {t[0]}/{t[1]} → {t[4]}/{t[5]}   "
        f"false stops {t[2]}/{t[3]} → {t[6]}/{t[7]}"
    )


if __name__ == "__main__":
    main()
