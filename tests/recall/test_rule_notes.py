"""Rules written the way people write notes (session 13): a named person's say-so ("ask
Phil", "run them past Anna", "needs Carla"), limits said by reference ("more than that"),
in units ("over 12 m/s", "50%以上") or as "$500 and up", "anything else" after a permitted
case, a path glossed in parentheses; and a call that keeps what it makes back (a post
created as a draft)."""

from __future__ import annotations

from typing import Any

import pytest

from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import parse_rules
from memwell.recall.tool_calls import parse_call


def _verdict(body: str, tool: str, tool_input: dict[str, Any], memory: str = "rules") -> str:
    source = RuleSource(memory, "workspace", body)
    return check_rules([source], tool, tool_input, branch_of=lambda _: None).verdict


def _stopping(body: str) -> list[tuple[str, frozenset[str]]]:
    return [(r.strength, r.verbs) for r in parse_rules(body, "m") if r.strength in ("ask", "no-go")]


@pytest.mark.parametrize(
    "body",
    [
        "Monthly availability reports to the owner: run them past Anna before they go out.",
        "Changing the park-level power limit for any other reason: ask Anna.",
        "Before sending any supplier order, get Olivia's OK.",
        "Beyond 8% off list, any quote change needs Carla.",
        "Don't move a boat to another slip without Dana signing off first.",
        "Deleting a squawk: Jo signs off on it first.",
    ],
)
def test_a_named_persons_say_so_asks(body: str) -> None:
    assert any(strength == "ask" for strength, _ in _stopping(body)), parse_rules(body, "m")


def test_asking_someone_for_something_is_no_rule() -> None:
    assert _stopping("Ask the customer for their delivery address.") == []


def test_more_than_that_is_the_amount_said_before_in_the_line() -> None:
    body = "Late fees: the desk can waive up to $50 on its own. Waiving more than that — ask Phil."
    tool = "mcp__dockwise__POST_accounts_fees_waive"
    call = {"account": "A-1", "fee_type": "late_fee"}
    assert _verdict(body, tool, {**call, "amount_usd": 120.0}) == "ask"
    assert _verdict(body, tool, {**call, "amount_usd": 30.0}) == "go"


def test_a_limit_said_as_and_up_belongs_to_the_marker_that_states_it() -> None:
    body = (
        "Unused block hours: refund it yourself if it's under $500. "
        "$500 and up, check with the CFI."
    )
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
    from memwell.recall.rule_limits import limits

    found = limits(body)
    assert (found.over, found.unit) == (over, unit)


def test_a_rate_is_a_fraction_of_a_percent_limit() -> None:
    from memwell.recall.rule_limits import quantity

    assert quantity("%", [("discount_rate", 0.08)]) == pytest.approx(8.0)
    assert quantity("boxes", [("qty", 80), ("qty", 40)]) == 120
    assert quantity("t", [("amount_usd", 500.0)]) is None


def test_anything_else_leaves_the_named_case_allowed() -> None:
    body = (
        "- Refunds: issue them automatically if the order is under a week old. "
        "Anything else, ask me."
    )
    assert not any(strength == "ask" for strength, _ in _stopping(body))


def test_a_parenthesis_after_a_path_glosses_it() -> None:
    body = "- Ask me before merging anything that touches payments/ (Stripe, App Store receipts)."
    words = {w for r in parse_rules(body, "m") for p in r.objects for w in p}
    assert "app" not in words and "stripe" not in words


def test_a_post_created_as_a_draft_publishes_nothing() -> None:
    draft = parse_call("mcp__wordpress__create_post", {"title": "x", "status": "draft"})
    live = parse_call("mcp__wordpress__create_post", {"title": "x", "status": "publish"})
    assert "publish" not in draft[0].verbs
    assert "publish" in live[0].verbs


@pytest.mark.parametrize(
    ("tool", "verb"),
    [
        ("mcp__dockwise__POST_accounts_fees_waive", "refund"),
        ("mcp__tixpla__lottery.rerun", "run"),
    ],
)
def test_api_verbs_waive_and_rerun(tool: str, verb: str) -> None:
    assert verb in parse_call(tool, {"id": "1"})[0].verbs


def test_verbs_joined_by_a_slash_are_alternatives_not_a_path() -> None:
    body = '- Never void/cancel a label after its status is "picked_up" — it costs a penalty.'
    assert ("no-go", frozenset({"cancel"})) in _stopping(body)


def test_asking_someone_to_do_something_is_a_step_not_their_say_so() -> None:
    body = "- Push to a branch and ask Nao to review the PR; never push to main."
    assert _stopping(body) == [("no-go", frozenset({"push"}))]


def test_a_limit_after_a_currency_code_and_an_amount_written_out() -> None:
    body = "- Ask Tom before sending any invoice over CAD 5,000.00."
    tool = "mcp__quickbooks__send_invoice"
    small = {"invoice": "INV-1", "total": "1,860.00"}
    large = {"invoice": "INV-1", "total": "7,860.00"}
    assert _verdict(body, tool, small, "invoice_rules") == "go"
    assert _verdict(body, tool, large, "invoice_rules") == "ask"
