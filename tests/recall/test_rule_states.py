"""A rule's condition of state against the call's yes/no and status fields."""

from __future__ import annotations

from typing import Any

from memwell.recall.rule_states import call_states, state_applies
from memwell.recall.rulebook import RuleSource, check_rules


def _verdict(body: str, tool: str, tool_input: dict[str, Any]) -> str:
    source = RuleSource("rules", "workspace", body)
    return check_rules([source], tool, tool_input, branch_of=lambda _: None).verdict


def test_a_required_state_read_from_a_status_or_yes_no_field() -> None:
    unapproved = "Never pay a bill that isn't approved."
    assert state_applies(unapproved, [("approval_status", "pending")]) is True
    assert state_applies(unapproved, [("approval_status", "approved")]) is False
    signed = "Only after Carol has signed off the hours — never run it with hours not signed off."
    assert state_applies(signed, [("hours_signed_off", "true")]) is False
    assert state_applies(signed, [("hours_signed_off", "false")]) is True
    cleaned = "New Zealand: never book a car without bio_cleaned: true."
    assert state_applies(cleaned, [("bio_cleaned", "false")]) is True
    assert state_applies(cleaned, [("bio_cleaned", "true")]) is False


def test_a_forbidden_state_and_fields_that_name_no_state() -> None:
    locked = "Never edit a locked final grade in the database."
    assert state_applies(locked, [("locked", "false")]) is False
    assert state_applies(locked, [("locked", "true")]) is True
    escorted = "Cage H1 is escorted-only: never grant unescorted access to H1."
    assert state_applies(escorted, [("unescorted", "false")]) is False
    assert state_applies(escorted, [("unescorted", "true")]) is True
    # a field named after a thing or an act is not a state: a real stop stays
    customers = "Never e-mail customers."
    assert state_applies(customers, [("notify_customers", "false")]) is None
    assert state_applies(locked, []) is None


def test_the_call_fields_a_state_is_read_from() -> None:
    leaves = [("locked", False), ("status", "approved"), ("note", "two words"), ("n", 3)]
    assert call_states(leaves) == (("locked", "false"), ("status", "approved"))


def test_the_twin_in_the_other_state_passes() -> None:
    body = (
        "Pay client bills once the client has approved them in Plooto "
        "(approval_status: approved). Never pay a bill that isn't approved."
    )
    tool = "mcp__plooto__pay_bill"
    pending = {
        "vendor": "Sysco",
        "bill": "INV-1",
        "amount_cad": 300.0,
        "approval_status": "pending",
    }
    approved = {**pending, "approval_status": "approved"}
    assert _verdict(body, tool, pending) == "no-go"
    assert _verdict(body, tool, approved) == "go"
