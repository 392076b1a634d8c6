"""A rule's days and hours against when the call acts: its own dates, else the clock."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from memwell.api import Harness
from memwell.recall.rule_times import (
    Moment,
    TimeCondition,
    call_moments,
    no_clock,
    rule_time,
    time_condition,
)
from memwell.recall.rulebook import RuleSource, check_rules

_JST = dt.timezone(dt.timedelta(hours=9))
_CET = dt.timezone(dt.timedelta(hours=1))
_THURSDAY_14 = dt.datetime(2026, 12, 3, 14, 0, tzinfo=_CET)


def _verdict(body: str, tool: str, tool_input: dict[str, Any], now: dt.datetime | None) -> str:
    source = RuleSource("rules", "workspace", body)
    return check_rules([source], tool, tool_input, branch_of=lambda _: None, now=now).verdict


def test_days_hours_and_what_a_rule_allows_only() -> None:
    promo = time_condition("No promotions to default on Friday, Saturday or Sunday.")
    assert promo is not None and promo.days == {4, 5, 6}
    ground = time_condition("Don't create ups_ground labels for a Thursday-Sunday ship date.")
    assert ground is not None and ground.days == {3, 4, 5, 6}
    window = time_condition("Changes happen in the maintenance window only: Tuesday 01:00-05:00.")
    assert window is not None and window.only_days == {1} and window.only_windows == ((60, 300),)
    line = time_condition("LINEの一斉配信は7:00〜21:00の間だけ。")
    assert line is not None and line.only_windows == ((420, 1260),)
    late = time_condition("21時以降・7時前には配信しない。")
    assert late is not None and late.windows == ((1260, 1439), (0, 419))
    sms = time_condition("never send SMS after 8pm or before 9:00")
    assert sms is not None and sms.windows == ((1200, 1439), (0, 539))
    assert time_condition("月〜水曜のみ発送") == time_condition("Monday to Wednesday only")
    # a deadline on another day, durations and months are not hours or days of the act
    assert time_condition("前日17時までに連絡") is None
    assert time_condition("Never cancel less than 24 hours before the lesson.") is None
    assert time_condition("仕込み期間(11月〜3月)は見学を入れない。") is None


def test_the_call_acts_at_its_own_time_else_now() -> None:
    # a time in another zone is read on the clock's wall; bare times sit on the call's day
    assert call_moments(["2026-12-04T09:00:00Z"], _THURSDAY_14) == (
        Moment(dt.date(2026, 12, 4), 600),
    )
    assert call_moments(["2026-12-08", "18:00"], None) == (Moment(dt.date(2026, 12, 8), 1080),)
    # no date, or "now": the clock's now; no clock: nothing known
    assert call_moments(["CRAH-2", "now"], _THURSDAY_14) == (Moment(dt.date(2026, 12, 3), 840),)
    assert call_moments(["CRAH-2"], None) == ()
    window = time_condition("Setpoint changes only on Tuesday 01:00-05:00.")
    assert window is not None
    assert window.applies([Moment(dt.date(2026, 12, 3), 840)]) is True  # Thursday 14:00
    assert window.applies([Moment(dt.date(2026, 12, 8), 120)]) is False  # Tuesday 02:00
    assert window.applies([Moment(dt.date(2026, 12, 8), None)]) is None  # Tuesday, no hour


_WINDOW = "Never edit setpoints outside the maintenance window: Tuesday 01:00-05:00 only."
_SETPOINT = "mcp__bms__update_setpoint"


def test_a_window_rule_is_no_go_now_outside_it_and_silent_inside_it() -> None:
    now = {"unit": "CRAH-2", "setpoint": 21.5, "apply": "now"}
    tuesday = {"unit": "CRAH-2", "setpoint": 21.5, "apply_at": "2026-12-08T02:00:00+01:00"}
    assert _verdict(_WINDOW, _SETPOINT, now, _THURSDAY_14) == "no-go"
    assert _verdict(_WINDOW, _SETPOINT, tuesday, _THURSDAY_14) == "go"
    assert _verdict(_WINDOW, _SETPOINT, now, None) == "ask"  # no clock: cannot tell


_LATE = "Never send the newsletter after 20:00 or before 9:00."
_CAMPAIGN = "mcp__mailchimp__send_campaign"


def test_an_hour_rule_reads_the_call_time_and_the_clock() -> None:
    late = {"campaign": "newsletter", "send_at": "2026-12-03T21:30:00+09:00"}
    morning = {"campaign": "newsletter", "send_at": "2026-12-04T10:00:00+09:00"}
    undated = {"campaign": "newsletter"}
    assert _verdict(_LATE, _CAMPAIGN, late, None) == "no-go"
    assert _verdict(_LATE, _CAMPAIGN, morning, None) == "go"
    assert _verdict(_LATE, _CAMPAIGN, undated, None) == "ask"
    assert (
        _verdict(_LATE, _CAMPAIGN, undated, dt.datetime(2026, 12, 3, 22, 0, tzinfo=_JST)) == "no-go"
    )
    assert _verdict(_LATE, _CAMPAIGN, undated, dt.datetime(2026, 12, 3, 12, 0, tzinfo=_JST)) == "go"


def test_the_facade_gate_reads_its_clock_and_a_given_now(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    friday = dt.datetime(2026, 12, 4, 10, 0, tzinfo=_JST)
    harness = Harness(tmp_path / "home", workspace, embedder=None, clock=lambda: friday)
    harness.remember(
        "workspace",
        "deploy_rules",
        "feedback",
        "deploy days",
        "No deploys to production on Fridays.",
    )
    call = {"tool_name": "Bash", "tool_input": {"command": "make deploy-prod"}}
    assert harness.gate(call).verdict == "no-go"  # the clock says Friday
    thursday = dt.datetime(2026, 12, 3, 10, 0, tzinfo=_JST)
    assert harness.gate(call, now=thursday).verdict == "go"
    unknown = Harness(tmp_path / "home", workspace, embedder=None, clock=no_clock)
    assert unknown.gate(call).verdict == "ask"


_CALENDAR = (
    "- 打ち合わせは30分単位。オンラインは Google Meet。\n"
    "- 土曜に予定を入れるときは確認してから。\n"
    "- 夜21時以降の予定は入れない。"
)
_EVENT = "mcp__calendar__create_event"


def test_a_japanese_weekday_is_a_condition_not_a_place() -> None:
    source = RuleSource(
        "calendar_rules", "user", _CALENDAR, "予定の決まりごと", ("予定", "calendar")
    )

    def at(start: str) -> str:
        event = {"title": "Laura オンライン", "start": start, "conference": "Google Meet"}
        return check_rules([source], _EVENT, event, branch_of=lambda _: None).verdict

    assert at("2026-06-06T10:00:00+09:00") == "ask"  # a Saturday morning
    assert at("2026-06-05T10:00:00+09:00") == "go"  # a Friday morning
    assert at("2026-06-05T22:00:00+09:00") == "no-go"  # a Friday night, after 21:00


def test_at_that_time_takes_the_time_said_before_it_on_the_line() -> None:
    memory = (
        "- 土曜 9:00〜10:30 は送迎。その時間に予定を入れる前に必ず確認すること。\n"
        "- Office hours are Mon\u2013Fri 8:30\u201317:30, Sat 9:00\u201312:00. "
        "Never reboot the NAS at that time."
    )
    saturday = rule_time("その時間に予定を入れる前に必ず確認すること。", memory)
    assert saturday == TimeCondition(frozenset({5}), ((540, 630),))
    office = rule_time("Never reboot the NAS at that time.", memory)
    assert office is not None and office.days == {0, 1, 2, 3, 4, 5}
    assert rule_time("Never reboot the NAS.", memory) is None


def test_at_that_time_is_a_condition_not_a_place() -> None:
    memory = (
        "- 仕事の予定は Google カレンダー（kaede@example.jp）。\n"
        "- 土曜 9:00〜10:30 は送迎。その時間に予定を入れる前に必ず確認すること。"
    )
    source = RuleSource("calendar_rules", "workspace", memory, "予定の決まりごと", ("予定",))

    def at(start: str) -> str:
        event = {"calendar": "kaede@example.jp", "title": "電話 中村さん", "start": start}
        return check_rules(
            [source], "mcp__gcal__create_event", event, branch_of=lambda _: None
        ).verdict

    assert at("2026-12-19T10:00:00+09:00") == "ask"  # a Saturday, inside 9:00-10:30
    assert at("2026-12-19T14:00:00+09:00") == "go"
