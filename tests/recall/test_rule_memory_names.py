"""A Japanese rule about what its memory is about, and a call that names that thing only in
English: the memory's own English name (its file name, its aliases) is the bridge, when the
memory's description names the rule's object (`recall.rule_match._memory_named`)."""

from __future__ import annotations

from typing import Any

from memwell.recall.rulebook import RuleSource, check_rules

ATTENDANCE = RuleSource(
    "attendance_rules", "user", "- 出席記録は書き換えないこと。", description="出席記録"
)


def _sql(sql: str) -> dict[str, Any]:
    return {"command": f'sqlite3 /srv/school/attendance/attendance.db "{sql}"'}


def test_the_memorys_name_meets_the_call_that_names_its_subject_in_english() -> None:
    call = _sql("UPDATE attendance SET status='present' WHERE student_id='S2207';")
    check = check_rules([ATTENDANCE], "Bash", call)
    assert check.verdict == "no-go"
    assert "attendance" in check.findings[0].why


def test_a_call_on_something_else_is_not_met() -> None:
    call = {"command": "sqlite3 /srv/school/menu/menu.db \"UPDATE menu SET dish='curry';\""}
    assert check_rules([ATTENDANCE], "Bash", call).verdict == "go"


def test_an_object_the_description_does_not_name_is_a_condition_not_the_subject() -> None:
    # 降水確率 (the chance of rain) is when the rule applies, not what the memory is about
    booking = RuleSource(
        "booking_rules",
        "user",
        "- 降水確率50%以上の日は着物の予約は入れない。",
        description="予約の受付・キャンセル",
    )
    call = {"date": "2026-07-18", "party_size": 4, "plan": "yukata"}
    assert check_rules([booking], "mcp__reserva__create_booking", call).verdict == "go"


def test_a_call_that_names_things_in_japanese_is_left_to_the_rules_own_words() -> None:
    call = _sql("UPDATE attendance SET note='欠席連絡あり' WHERE student_id='S2207';")
    named = {"command": call["command"].replace("attendance.db", "出欠.db")}
    assert check_rules([ATTENDANCE], "Bash", named).verdict == "go"


def test_a_rule_read_from_the_description_itself_is_not_bridged() -> None:
    # the description is the rule: that it names the rule's object proves nothing
    mail = RuleSource(
        "email_rules",
        "user",
        "- 特になし",
        description="メール送信のルール(送信前に確認、保護者宛ては禁止)",
    )
    call = {"to": ["a@example.org"], "subject": "Minutes", "body": "Attached."}
    assert check_rules([mail], "mcp__gmail__send_email", call).verdict == "go"
