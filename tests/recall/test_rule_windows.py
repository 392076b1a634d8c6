"""A rule said of a window of the day: the call's time read against it (`rule_windows`)."""

from __future__ import annotations

from typing import Any

from memwell.recall.rule_windows import read_window, sentence_window, window_holds
from memwell.recall.rulebook import RuleSource, check_rules

# a calendar memory written for these tests: one window a line, each with its own strength
_CALENDAR = """\
- Work events go on the team calendar (ops@example.org).
- 月曜 8:00〜10:00 は朝の点検。この枠には予定を絶対に入れない。
- 木曜 17:30〜19:00 はコーラスの練習。ここに予定を入れる前に確認すること。
- Never book anything on Fridays before 11:00.
- Listing events is always fine.
"""


def _event(day: str, start: str, end: str) -> dict[str, Any]:
    return {
        "calendar": "ops@example.org",
        "summary": "Call with a supplier",
        "start": f"{day}T{start}:00+09:00",
        "end": f"{day}T{end}:00+09:00",
    }


def _verdict(body: str, tool_input: dict[str, Any]) -> str:
    source = RuleSource("calendar_rules", "user", body)
    return check_rules(
        [source], "mcp__calendar__create_event", tool_input, branch_of=lambda _: None
    ).verdict


def test_an_event_outside_every_window_is_not_stopped() -> None:
    # a Monday afternoon, a Thursday morning, a Friday noon: no window of the memory
    assert _verdict(_CALENDAR, _event("2027-03-01", "14:00", "15:00")) == "go"
    assert _verdict(_CALENDAR, _event("2027-03-04", "09:00", "09:30")) == "go"
    assert _verdict(_CALENDAR, _event("2027-03-05", "12:00", "12:30")) == "go"


def test_an_event_in_a_window_gets_that_window_s_strength() -> None:
    # Monday 9:00: the morning check's "never"
    assert _verdict(_CALENDAR, _event("2027-03-01", "09:00", "09:30")) == "no-go"
    # Thursday 18:00: the choir's "ask first", not the Monday line's "never"
    assert _verdict(_CALENDAR, _event("2027-03-04", "18:00", "18:30")) == "ask"
    # Friday 10:00, said with its condition in the sentence itself
    assert _verdict(_CALENDAR, _event("2027-03-05", "10:00", "10:30")) == "no-go"


def test_windows_are_read_from_clock_times_and_their_sides() -> None:
    night = read_window("Never send texts after 20:00 or before 9:00.")
    assert night is not None and night.spans == ((1200, 1440), (0, 540)) and not night.days
    shift = read_window("月曜と水曜は 22:00〜翌6:00 が夜勤")
    assert shift is not None and shift.spans == ((1320, 1800),) and shift.days == {0, 2}
    noon = read_window("火曜・木曜は 12:00 まで会議を入れない")
    assert noon is not None and noon.spans == ((0, 720),) and noon.days == {1, 3}
    assert read_window("土曜日は休み") is not None  # a weekday alone: not a window of the day
    assert read_window("Ask before sending anything") is None


def test_a_sentence_takes_the_window_its_line_said_before_it() -> None:
    body = "- 金曜 18:00〜19:00 はリハビリ。絶対に重ねない。\n- 予定の一覧はいつでもOK。\n"
    window = sentence_window("絶対に重ねない。", body)
    assert window is not None and window.spans == ((1080, 1140),) and window.days == {4}
    # a sentence with no window and no reference back reads none of its line's
    assert sentence_window("予定の一覧はいつでもOK。", body) is None


def test_a_day_named_by_an_event_answers_only_outside_the_hours() -> None:
    body = "- 当番の日の 17:00 以降は、先に母に確認してから入れる。\n"
    sentence = "当番の日の 17:00 以降は、先に母に確認してから入れる。"
    assert window_holds(sentence, body, ["2027-03-06T10:00:00+09:00"]) is False
    # in the hours, but whether this is a duty day the call cannot show
    assert window_holds(sentence, body, ["2027-03-06T18:00:00+09:00"]) is None


def test_an_only_window_never_dismisses_by_a_time_outside_it() -> None:
    body = "- 現地作業は平日 9:00〜16:00 の間だけ。\n"
    sentence = "現地作業は平日 9:00〜16:00 の間だけ。"
    assert window_holds(sentence, body, ["2027-03-01T10:00:00+09:00"]) is False
    assert window_holds(sentence, body, ["2027-03-01T18:00:00+09:00"]) is None


def test_a_call_without_a_time_of_day_is_not_judged_by_a_window() -> None:
    body = "- Never send texts after 20:00.\n"
    assert window_holds("Never send texts after 20:00.", body, ["2027-03-01", "hello"]) is None


def test_a_window_whose_line_states_no_rule_read_still_holds_the_stop() -> None:
    # the Wednesday line names a window but no rule is read from it: an event in it is not
    # let through by the Monday line's window (the gate cannot say the Wednesday slot is free)
    body = (
        "- Work events go on the team calendar (ops@example.org).\n"
        "- 月曜 8:00〜10:00 は朝の点検。この枠には予定を絶対に入れない。\n"
        "- 水曜 12:00〜13:00 は昼の定例。\n"
    )
    wednesday = _event("2027-03-03", "12:15", "12:45")
    assert _verdict(body, wednesday) == "no-go"
    tuesday = _event("2027-03-02", "12:15", "12:45")
    assert _verdict(body, tuesday) == "go"


def test_a_bare_time_is_its_moment_and_dates_name_the_days() -> None:
    eye = read_window("木曜 16:30 の眼科の時間には絶対に予定を入れない。")
    assert eye is not None and eye.spans == ((990, 991),) and eye.days == {3}
    week = read_window("当番週(11/29〜12/2)は 18:00 以降の予定を入れない。")
    assert week is not None and week.spans == ((1080, 1440),)
    assert week.dates == {(11, 29), (11, 30), (12, 1), (12, 2)}
    body = "- 当番週(11/29〜12/2)は 18:00 以降の予定を入れない。\n"
    sentence = "当番週(11/29〜12/2)は 18:00 以降の予定を入れない。"
    assert window_holds(sentence, body, ["2027-12-01T19:00:00+09:00"]) is True
    assert window_holds(sentence, body, ["2027-12-08T19:00:00+09:00"]) is False


def test_a_closed_day_the_memory_names_holds_the_stop() -> None:
    # the closure line names days with no time (not judged itself); an event on them is
    # not let through by the other line's window
    body = (
        "- Work events go on the team calendar (ops@example.org).\n"
        "- 月曜 8:00〜10:00 は朝の点検。この枠には予定を絶対に入れない。\n"
        "- 年末の休業(12/29〜1/3)。\n"
    )
    assert _verdict(body, _event("2027-12-30", "09:00", "09:30")) == "no-go"
    assert _verdict(body, _event("2027-12-22", "09:00", "09:30")) == "go"


def test_the_description_before_the_body_is_not_a_window() -> None:
    # the gate reads a memory as its description and then its body; a description that
    # lists the lines' days ("土曜の点検") is a summary, not a window that holds the stop
    description = "カレンダーのルール(土曜の点検、月曜の朝)"
    body = f"{description}\n- 月曜 8:00〜10:00 は朝の点検。この枠には予定を絶対に入れない。\n"
    sentence = "この枠には予定を絶対に入れない。"
    saturday = ["2027-03-06T14:00:00+09:00"]
    assert window_holds(sentence, body, saturday, summary=description) is False
    assert window_holds(sentence, body, saturday) is None  # read as a line, it holds


def test_only_is_read_of_the_time_it_stands_by() -> None:
    hours = read_window("Site visits only between 9:30 and 17:00.")
    assert hours is not None and hours.only
    site = read_window("現地作業は(月〜金 9:00〜16:00)だけ。")
    assert site is not None and site.only
    # the "only" of another word: the time is the moment the line names
    mail = read_window("Reminders go by e-mail only, sent at 10:00 via the mail service.")
    assert mail is not None and not mail.only and mail.spans == ((600, 601),)
