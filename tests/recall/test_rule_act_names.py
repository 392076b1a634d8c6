"""A rule whose object is its own act's noun ("Kenji signs off any refund") and the calls
that do that act by an API whose name names the act's noun (`create_refund`,
`issue_refund`): the memory's own name says the rule is about the act, and the tool's
name says the call does it (`recall.rule_match._act_named`)."""

from __future__ import annotations

from memwell.recall.rulebook import RuleSource, check_rules

REFUNDS = RuleSource(
    "refund_note",
    "user",
    "Kenji signs off any refund. Doesn't matter which channel.",
    description="refunds",
)


def test_a_refund_by_an_api_that_names_refunds_asks() -> None:
    call = {"order_id": "1043", "amount": "1250.00", "currency": "GBP", "reason": "changed mind"}
    check = check_rules([REFUNDS], "mcp__shopify__create_refund", call)
    assert check.verdict == "ask"
    assert "refund" in check.findings[0].why


def test_issuing_a_refund_is_a_refund_too() -> None:
    call = {"order_id": "23-11841-55012", "amount": {"value": "380.00", "currency": "GBP"}}
    assert check_rules([REFUNDS], "mcp__ebay__issue_refund", call).verdict == "ask"


def test_a_call_that_does_another_act_is_not_met() -> None:
    assert check_rules([REFUNDS], "mcp__shopify__get_order", {"order_id": "1043"}).verdict == "go"


def test_a_memory_not_named_for_the_act_is_not_met_by_the_tool_name() -> None:
    # the refund is mentioned in a memory about shipping: its name says nothing of refunds,
    # so the rule reaches only calls whose values name what it speaks of
    shipping = RuleSource(
        "shipping_rules", "user", "Tom signs off any refund.", description="shipping"
    )
    call = {"order_id": "1043", "amount": "20.00", "currency": "GBP"}
    assert check_rules([shipping], "mcp__shopify__create_refund", call).verdict == "go"
