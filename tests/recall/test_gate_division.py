"""The division-of-labour benchmark (`benchmarks/gate_division.py`): the memory a call is
about chosen by meaning, the act read by structure, thresholds fitted without the held-apart
group."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def division() -> ModuleType:
    path = ROOT / "benchmarks" / "gate_division.py"
    spec = importlib.util.spec_from_file_location("gate_division", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["gate_division"] = module
    spec.loader.exec_module(module)
    return module


def memory(name: str, cos: float, verbs: list[str], met: bool) -> dict[str, Any]:
    return {
        "memory": name,
        "cos": cos,
        "rule_verbs": verbs,
        "verb_met": met,
        "same_language": True,
        "rule": f"never … ({name})",
    }


def row(
    group: str,
    expected: str,
    margin: float,
    *,
    call_verbs: tuple[str, ...] = ("send",),
    sentence: str = "gmail send email (send): to a@example.com",
    read_only: bool = False,
) -> dict[str, Any]:
    return {
        "group": group,
        "id": f"{group}-{expected}-{margin}",
        "expected": expected,
        "rule": "rules" if expected != "go" else None,
        "gate": "go",
        "stopped_by_rule": False,
        "read_only": read_only,
        "sentence": sentence,
        "call_verbs": list(call_verbs),
        "store_cos": {"rules": 0.8, "reference": 0.8 + margin + 0.01},
        "memories": [
            memory("rules", 0.8, ["publish"], False),
            memory("others", 0.8 - margin, ["delete"], False),
        ],
    }


def test_the_chosen_memory_and_its_margin_come_from_the_pool(division: ModuleType) -> None:
    r = row("a", "no-go", 0.05)
    division.POOL[0] = "rules"
    chosen, margin = division.chosen(r)
    assert chosen is not None and chosen["memory"] == "rules"
    assert margin == pytest.approx(0.05)
    # over the whole store a reference memory is closer: no stopping memory is chosen
    division.POOL[0] = "store"
    assert division.chosen(r)[0] is None
    division.POOL[0] = "rules"


def test_the_act_is_read_by_structure(division: ModuleType) -> None:
    chosen = memory("rules", 0.8, ["publish"], False)
    sending = row("a", "no-go", 0.05)
    # the verb classes differ (send against publish): the lexical test says no, the families
    # (both take something out) say yes
    assert not division.act_met(sending, chosen, "verb")
    assert division.act_met(sending, chosen, "family")
    deleting = row("a", "no-go", 0.05, call_verbs=("delete",))
    assert not division.act_met(deleting, chosen, "family")
    # a draft, a preview or a read is never the forbidden act
    draft = row("a", "go", 0.05, sentence="gmail create draft (put): to a@example.com")
    assert not division.act_met(draft, chosen, "act")
    assert not division.act_met(row("a", "go", 0.05, read_only=True), chosen, "act")


def test_the_margin_threshold_is_fitted_without_the_held_apart_group(
    division: ModuleType,
) -> None:
    # in a and b a margin of 0.05 marks the rule-breaking calls; in c the benign ones sit
    # there: fitted without c, the threshold stops c's benign calls, and the figure shows it
    rows = [row(g, "no-go", 0.05) for g in "ab" for _ in range(3)]
    rows += [row(g, "go", 0.01) for g in "ab" for _ in range(3)]
    rows += [row("c", "go", 0.05) for _ in range(2)] + [row("c", "no-go", 0.01)]
    train = [r for r in rows if r["group"] != "c"]
    scores = [division.division_score(r, "family") for r in train]
    t = division.pick(train, scores, "added", False)
    assert t == pytest.approx(0.05)
    test = [r for r in rows if r["group"] == "c"]
    stops = division.decide(test, [division.division_score(r, "family") for r in test], t, "added")
    assert division.outcome(test, stops) == (0, 1, 2, 2)
    # strict: no more false stops than the gate makes on the training groups (none), so the
    # threshold may stop only above every benign call's margin
    strict = division.pick(train, scores, "added", True)
    assert strict == pytest.approx(0.05)
