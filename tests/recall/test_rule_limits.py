"""A rule's limits (session 14, re-applied from session 13 alone): said by reference ("more
than that"), as "$500 and up", in a unit ("over 12 m/s", "50%以上", 「1万円を超える」), and
compared with the call's field named by that unit."""

from __future__ import annotations

from typing import Any

import pytest

from memwell.recall.rule_limits import limits, quantity
from memwell.recall.rulebook import RuleSource, check_rules


def _verdict(body: str, tool: str, tool_input: dict[str, Any], memory: str = "rules") -> str:
    source = RuleSource(memory, "workspace", body)
    return check_rules([source], tool, tool_input, branch_of=lambda _: None).verdict


def test_more_than_that_is_the_amount_said_before_in_the_line() -> None:
    body = "Late fees: refunds up to $50 are fine. Refunding more than that, check with me first."
    tool = "mcp__stripe__create_refund"
    call = {"currency": "usd", "payment_intent": "pi_1", "fee_type": "late_fee"}
    assert _verdict(body, tool, {**call, "amount": 12000}) == "ask"  # $120
    assert _verdict(body, tool, {**call, "amount": 3000}) == "go"  # $30


def test_a_limit_said_as_and_up_belongs_to_the_marker_that_states_it() -> None:
    body = "Unused block hours: refund them if it's under $500. $500 and up, check with the CFI."
    tool = "mcp__stripe__create_refund"
    call = {"currency": "usd", "metadata": {"note": "unused block"}}
    assert _verdict(body, tool, {**call, "amount": 42000}) == "go"  # $420
    assert _verdict(body, tool, {**call, "amount": 65000}) == "ask"  # $650


def test_a_limit_in_a_unit_is_compared_with_the_field_named_by_it() -> None:
    body = "No climb work orders when the forecast at hub height is over 12 m/s."
    tool = "mcp__maximo__create_work_order"
    call = {"type": "climb", "task": "anemometer"}
    assert _verdict(body, tool, {**call, "forecast_hub_wind_ms": 8.9}) == "go"
    assert _verdict(body, tool, {**call, "forecast_hub_wind_ms": 14.5}) == "no-go"


@pytest.mark.parametrize(
    ("body", "over", "unit"),
    [
        ("1万円を超える請求は店長に確認してから。", 10_000.0, ""),
        ("降水確率50%以上の日は正絹の着物の予約は入れない。", 50.0, "%"),
        ("Never lift anything over 35 tons.", 35.0, "t"),
        ("Never give a discount bigger than 10 % without asking me.", 10.0, "%"),
    ],
)
def test_limits_are_read_with_their_unit(body: str, over: float, unit: str) -> None:
    found = limits(body)
    assert (found.over, found.unit) == (over, unit)


def test_a_rate_is_a_fraction_of_a_percent_limit() -> None:
    assert quantity("%", [("discount_rate", 0.08)]) == pytest.approx(8.0)
    assert quantity("boxes", [("qty", 80), ("qty", 40)]) == 120
    assert quantity("t", [("amount_usd", 500.0)]) is None


def test_a_limit_after_a_currency_code_and_an_amount_written_out() -> None:
    body = "- Check with me before sending any invoice over CAD 5,000.00."
    tool = "mcp__quickbooks__send_invoice"
    small = {"invoice": "INV-1", "total": "1,860.00"}
    large = {"invoice": "INV-1", "total": "7,860.00"}
    assert _verdict(body, tool, small, "invoice_rules") == "go"
    assert _verdict(body, tool, large, "invoice_rules") == "ask"


def test_a_term_defined_on_another_line_limits_the_rule_naming_it() -> None:
    body = (
        "- A group = 4 rooms or more on the same night.\n"
        "- Ask Nao before accepting any group booking.\n"
    )
    tool = "mcp__beds24__create_booking"
    call = {"booking_type": "group", "arrival": "2026-08-14", "nights": 1}
    assert _verdict(body, tool, {**call, "rooms": 3}, "group_bookings") == "go"
    assert _verdict(body, tool, {**call, "rooms": 5}, "group_bookings") == "ask"


@pytest.mark.parametrize(
    ("line", "term", "least", "unit"),
    [
        ("- A group = 4 rooms or more on the same night.", "group", 4.0, "rooms"),
        ("団体とは5室以上の予約のこと。", "団体", 5.0, "rooms"),
        ("Large party: 10+ people", "large party", 10.0, "people"),
    ],
)
def test_quantity_definitions_are_read(line: str, term: str, least: float, unit: str) -> None:
    from memwell.recall.rule_lines import Definition, definitions

    assert definitions([line]) == (Definition(term, least, unit),)


def test_a_line_without_or_more_defines_nothing() -> None:
    from memwell.recall.rule_lines import definitions

    assert definitions(["- The kura holds 12 bikes; bigger groups use the covered yard."]) == ()
