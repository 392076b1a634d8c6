"""The dropped verb variant's benchmark (`benchmarks/gate_unread_verbs.py`): inside it a tool
whose verb is not read meets a rule's verb, outside it (and after it) the gate is as it is."""

from __future__ import annotations

import sys
from pathlib import Path

from memwell.recall.rulebook import RuleSource, check_rules

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from gate_unread_verbs import figures, unread_verb_meets_any

MEMORY = RuleSource("roster_rules", "workspace", "- Never change the night roster.\n")
CALL = ("mcp__crewroster__assignDuty", {"roster": "night roster", "crew": "FO-2291"})


def _verdict() -> str:
    return check_rules([MEMORY], *CALL, branch_of=lambda _: None).verdict


def test_the_variant_reads_an_unread_verb_as_any_act_and_is_undone_after() -> None:
    assert _verdict() == "go"
    with unread_verb_meets_any():
        assert _verdict() == "no-go"
    assert _verdict() == "go"


def test_figures_count_stops_and_false_stops() -> None:
    rows = {"a": ("no-go", "ask"), "b": ("ask", "go"), "c": ("go", "no-go"), "d": ("go", "go")}
    assert figures(rows) == (1, 2, 1, 2)
