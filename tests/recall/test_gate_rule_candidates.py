"""Which memories the gate's rule model reads: every memory that states a stopping rule,
whether or not its type or description says "rule", and whether or not the search finds it."""

from __future__ import annotations

from pathlib import Path

from memwell.api import Harness
from memwell.memory.document import Memory
from memwell.recall.facts import derive_facts
from memwell.recall.gate import Gate

# a project memory: its description names no constraint word, its line forbids a send
ROSTER_NOTES = (
    "workspace",
    "roster_notes",
    "project",
    "名簿のメモ",
    "顧客名簿は社外にメールで送らない。",
)
SEND_ROSTER = {
    "tool_name": "mcp__gmail__send_email",
    "tool_input": {
        "to": "partner@example.com",
        "subject": "Customer list",
        "body": "Attached the customer roster (顧客名簿).",
    },
}


def _memory(type_: str, description: str, body: str) -> Memory:
    return Memory(
        name="notes",
        type=type_,  # type: ignore[arg-type]
        description=description,
        body=body,
        scope="workspace",
        path=Path("notes.md"),
    )


def test_a_project_memory_that_forbids_keeps_its_rules() -> None:
    facts = derive_facts(_memory("project", "名簿のメモ", "顧客名簿は社外にメールで送らない。"))
    assert not facts.constraint
    assert [r.strength for r in facts.rules] == ["no-go"]


def test_a_reference_memory_that_only_permits_states_no_rule() -> None:
    facts = derive_facts(
        _memory("reference", "Office reference", "Invoices can be sent without asking.")
    )
    assert not facts.constraint
    assert facts.rules == ()


def test_the_gate_reads_a_stopping_rule_the_search_does_not_return(harness: Harness) -> None:
    harness.remember(*ROSTER_NOTES)  # type: ignore[arg-type]
    engine = harness.recall
    gate = Gate(engine.policy, engine.view(), None, cwd=None)  # no search at all
    decision = gate.check(SEND_ROSTER)
    assert decision.verdict == "no-go"
    assert [f.name for f in decision.findings] == ["roster_notes"]
