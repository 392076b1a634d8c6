"""A stopping rule whose limit the call's own value crosses reaches the call even where its
object words miss (`recall.rule_limit_reach`, through `recall.rulebook`): the value past
the line is the rule's condition; the twin under the line, a call doing another act the
rule reads, and a rehearsal stay out."""

from __future__ import annotations

from typing import Any

from memwell.recall.rulebook import RuleSource, check_rules

_DAMAGES = (
    "汚れ・破損の弁償は、1万円までなら店頭の判断で請求してかまいません。"
    "1万円を超える請求は店長に確認してから。"
)
_REFUNDS = (
    "Unused block hours: refund it yourself if it's under $500. $500 and up, check with the CFI."
)


def _verdict(body: str, tool: str, tool_input: dict[str, Any]) -> str:
    source = RuleSource("rules", "workspace", body)
    return check_rules([source], tool, tool_input, branch_of=lambda _: None).verdict


def test_a_charge_past_a_japanese_limit_is_asked_though_its_object_is_not_named() -> None:
    charge = {"customer": "cus_Q8", "amount": 25000, "currency": "jpy", "description": "torn"}
    assert _verdict(_DAMAGES, "mcp__stripe__create_charge", charge) == "ask"


def test_the_same_charge_under_the_line_goes() -> None:
    charge = {"customer": "cus_Q8", "amount": 8000, "currency": "jpy", "description": "stain"}
    assert _verdict(_DAMAGES, "mcp__stripe__create_charge", charge) == "go"


def test_a_refund_past_the_limit_of_a_rule_about_refunds_is_asked() -> None:
    refund = {"payment_intent": "pi_3", "amount": 65000, "currency": "usd"}  # cents: $650
    assert _verdict(_REFUNDS, "mcp__stripe__create_refund", refund) == "ask"
    small = {"payment_intent": "pi_4", "amount": 32000, "currency": "usd"}
    assert _verdict(_REFUNDS, "mcp__stripe__create_refund", small) == "go"


def test_another_act_than_the_rule_reads_is_not_reached_by_its_value() -> None:
    booking = {"customer": "Ito", "date": "2026-07-18", "price_usd": 900}
    assert _verdict(_REFUNDS, "mcp__reserva__create_booking", booking) == "go"


def test_a_test_send_past_the_limit_is_not_the_real_thing() -> None:
    body = "Any mailing to more than 1,000 attendees needs Aiko's OK."
    real = {"list": "all_attendees", "recipient_count": 1200, "subject": "Programme"}
    assert _verdict(body, "mcp__sendgrid__send_campaign", real) == "ask"
    assert _verdict(body, "mcp__sendgrid_sandbox__send_campaign", real) == "go"
