"""Session 11's precision readings: what a rule's line says around it, and what a call's
amount means (`recall.rules`, `recall.rule_match`, `recall.tool_calls`). Each case is a
benign call stopped or a rule-breaking call missed before, told apart by a convention of
APIs or of language, not by a world's words."""

from __future__ import annotations

from typing import Any

from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import parse_rules


def _verdict(body: str, tool: str, tool_input: dict[str, Any], name: str = "rules") -> str:
    source = RuleSource(name, "workspace", body)
    return check_rules([source], tool, tool_input, branch_of=lambda _: None).verdict


_REFUNDS = (
    "- Refunds over $150 need my OK. Anything up to $150 just do it and note it in the file.\n"
)


def test_a_stripe_amount_without_currency_is_in_cents_for_a_dollar_limit() -> None:
    refund = "mcp__stripe__create_refund"
    assert _verdict(_REFUNDS, refund, {"payment_intent": "pi_1", "amount": 8500}) == "go"
    assert _verdict(_REFUNDS, refund, {"payment_intent": "pi_2", "amount": 24000}) == "ask"


def test_a_stripe_amount_is_the_amount_itself_for_a_yen_limit() -> None:
    body = "- Refunds over ¥10,000 need my OK.\n"
    refund = "mcp__stripe__create_refund"
    assert _verdict(body, refund, {"payment_intent": "pi_3", "amount": 15000}) == "ask"
    assert _verdict(body, refund, {"payment_intent": "pi_4", "amount": 8000}) == "go"


def test_a_clause_after_the_rule_lends_it_no_object() -> None:
    # "Anything up to $150" is another clause: "up" is not what the refund rule names
    rules = [r for r in parse_rules(_REFUNDS, "client_comms") if r.strength == "ask"]
    assert rules and all(not r.objects for r in rules)
