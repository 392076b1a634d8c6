"""A rule's limit read with its line, and the call's own value read against it
(`recall.rule_limits`, `recall.rules`, `recall.rule_match`): the rule-breaking call and its
benign twin differ in one value, so the value decides; a call showing none is asked about."""

from __future__ import annotations

from typing import Any

import pytest

from memwell.recall.rule_limits import MINUTES, MONEY, PERCENT, Limit, limit_holds, limits_in
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import Rule, parse_rules


def _verdict(body: str, tool: str, tool_input: dict[str, Any], name: str = "rules") -> str:
    source = RuleSource(name, "workspace", body)
    return check_rules([source], tool, tool_input, branch_of=lambda _: None).verdict


@pytest.mark.parametrize(
    ("clause", "unit", "bound", "above"),
    [
        ("Over £150 needs a second director's OK", MONEY, 150, True),
        ("£2,000 and up go past the owner first", MONEY, 2000, True),
        ("ギャラ30万円未満の案件", MONEY, 300000, False),
        ("We don't discount more than 10%", PERCENT, 10, True),
        ("Extensions up to 7 days are fine", MINUTES, 7 * 1440, False),
        ("2時間を超える依頼は2名体制", MINUTES, 120, True),
        ("10箱を超えるときは店長に確認", "箱", 10, True),
        ("never text more than 50 owners at once", "owner", 50, True),
    ],
)
def test_a_limit_is_read_with_its_unit(clause: str, unit: str, bound: float, above: bool) -> None:
    (limit,) = limits_in(clause)
    assert (limit.unit, limit.bound, limit.above) == (unit, bound, above)


def test_a_cap_in_a_stopping_rule_speaks_of_going_past_it() -> None:
    rules = parse_rules("No reporter does more than 2 jobs in a day — don't assign a third.", "r")
    (rule,) = [r for r in rules if r.limits]  # beside it, "assign" read as its own act
    assert rule.strength == "no-go"
    cap = parse_rules("Never book no more than 3 lessons", "r")[0].limits[0]
    assert cap.above and not cap.inclusive  # past 3, not up to 3


def test_the_call_field_its_unit_names_is_read() -> None:
    days = (Limit(7 * 1440, MINUTES, above=True, inclusive=False),)
    assert limit_holds(days, (("assignmentid", 55118.0), ("days", 14.0)), None) is True
    assert limit_holds(days, (("days", 5.0),), None) is False
    assert limit_holds(days, (("userids", 3.0),), None) is None
    hours = (Limit(120, MINUTES, above=True, inclusive=False),)
    assert limit_holds(hours, (("duration_min", 180.0),), None) is True
    boxes = (Limit(10, "箱", above=True, inclusive=False),)
    assert limit_holds(boxes, (("boxes", 14.0),), None) is True
    assert limit_holds(boxes, (("boxes", 8.0),), None) is False


_SPACE_CARD = (
    "Any director can spend up to £150 from the space card. "
    "Over £150 needs a second director's OK — ask Ben."
)
_PAY = "mcp__spacecard__create_payment"


def test_a_limit_said_after_the_act_stops_only_past_it() -> None:
    over = {"card": "space card", "merchant": "Laser Supplies Ltd", "amount_gbp": 420.0}
    within = {**over, "amount_gbp": 40.0}
    unshown = {"card": "space card", "merchant": "Laser Supplies Ltd"}
    assert _verdict(_SPACE_CARD, _PAY, over, "space_card") == "ask"
    assert _verdict(_SPACE_CARD, _PAY, within, "space_card") == "go"
    assert _verdict(_SPACE_CARD, _PAY, unshown, "space_card") == "ask"


_EXTENSIONS = "Never book studio sessions of more than 2 hours."
_SAVE = "mcp__studio__book_session"


def test_a_duration_limit_reads_the_minutes_the_call_carries() -> None:
    long = {"studio": "B", "session": "mixing", "duration_min": 180}
    short = {**long, "duration_min": 90}
    assert _verdict(_EXTENSIONS, _SAVE, long, "studio") == "no-go"
    assert _verdict(_EXTENSIONS, _SAVE, short, "studio") == "go"
    assert _verdict(_EXTENSIONS, _SAVE, {"studio": "B", "session": "mixing"}, "studio") == "ask"


def test_limits_survive_the_snapshot() -> None:
    rule = parse_rules(_EXTENSIONS, "extensions")[0]
    assert rule.limits
    assert Rule.from_dict(rule.to_dict()) == rule


def test_a_stripe_amount_is_in_the_smallest_unit_without_a_currency_field() -> None:
    body = "Refunds up to $500 I just do. Above $500 Grace signs off first."
    tool = "mcp__stripe__create_refund"
    assert _verdict(body, tool, {"payment_intent": "pi_1", "amount": 30000}, "billing") == "go"
    assert _verdict(body, tool, {"payment_intent": "pi_2", "amount": 72000}, "billing") == "ask"


def test_a_floor_in_a_stopping_rule_speaks_of_falling_short() -> None:
    (floor,) = limits_in("at least 12h rest before a duty")
    assert (floor.unit, floor.bound, floor.above, floor.inclusive) == (MINUTES, 720, True, True)
    (money,) = limits_in("Minimum order ¥5,000 for wholesale")
    assert (money.unit, money.bound, money.above) == (MONEY, 5000, True)
    assert limits_in("at least ask me first") == ()
    short = floor.broken()
    assert not short.above and not short.inclusive  # under 12h, not 12h itself
    body = "Never book studio sessions of at least 2 hours without a break."
    assert parse_rules(body, "studio")[0].limits == (Limit(120, MINUTES, False, False),)


def test_a_limit_referred_back_is_read_from_the_sentence_before() -> None:
    # written for the test: the line is drawn in one sentence, the rule says "over that"
    body = "Refunds up to $80 I just do. Over that, Priya has to OK it."
    tool = "mcp__shop__refund_order"
    assert _verdict(body, tool, {"order": "A-1", "amount_usd": 120}, "refunds") == "ask"
    assert _verdict(body, tool, {"order": "A-2", "amount_usd": 30}, "refunds") == "go"
    ja = "シフトは1回10時間まで。それを超えるシフトは組まない。"
    (rule,) = [r for r in parse_rules(ja, "shifts") if r.strength == "no-go"]
    assert rule.limits == (Limit(600, MINUTES, True, False),)


def test_said_before_writes_out_the_quantity_only_where_one_was_said() -> None:
    from memwell.recall.rule_limits import said_before

    assert said_before(["Refunds up to £60 are fine.", "Above that, ask Tom."])[1] == (
        "Above £60, ask Tom."
    )
    assert said_before(["Shifts are 12時間まで。", "それを超えるシフトは組まない。"])[1] == (
        "12時間を超えるシフトは組まない。"
    )
    # no quantity before it, or a point in time: left as written
    assert said_before(["Ask first.", "Over that, no."]) == ["Ask first.", "Over that, no."]
    assert said_before(["Wait 3 days.", "After that date, send it."])[1] == (
        "After that date, send it."
    )
