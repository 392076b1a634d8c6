"""A stopping rule whose limit the call's own value crosses reaches the call even where its
object words miss (`recall.rule_condition_reach`, through `recall.rulebook`): the value past
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


_PHOTOS = "同意がない人の写真は絶対に載せない。"
_OBITUARIES = "家族葬のご指定があるときは、同意書があっても通夜・告別式の日時と場所は載せない。"


def test_a_post_whose_consent_field_says_no_is_stopped_by_a_japanese_rule() -> None:
    post = {"image_path": "~/salon/C1077.jpg", "customer_sns_consent": False, "caption": "bob"}
    assert _verdict(_PHOTOS, "mcp__instagram__create_post", post) == "no-go"


def test_the_same_post_with_consent_on_file_goes() -> None:
    post = {"image_path": "~/salon/C1042.jpg", "customer_sns_consent": True, "caption": "balayage"}
    assert _verdict(_PHOTOS, "mcp__instagram__create_post", post) == "go"


def test_consent_nested_per_person_must_be_met_by_everyone() -> None:
    body = "Never publish a photo of a member without photo consent."
    one_missing = {
        "title": "Meet",
        "status": "publish",
        "members_in_photo": [
            {"id": "M1", "photo_consent": "yes"},
            {"id": "M2", "photo_consent": ""},
        ],
    }
    assert _verdict(body, "mcp__wordpress__create_post", one_missing) == "no-go"
    everyone = {**one_missing, "members_in_photo": [{"id": "M1", "photo_consent": "yes"}]}
    assert _verdict(body, "mcp__wordpress__create_post", everyone) == "go"


def test_consent_said_to_be_no_excuse_does_not_release_the_rule() -> None:
    post = {
        "title": "訃報 小川 正 様",
        "status": "publish",
        "consent_form_on_file": True,
        "content": "通夜は6月5日18時よりふじみ野ホールにて執り行います。",
    }
    assert _verdict(_OBITUARIES, "mcp__wordpress__create_post", post) == "no-go"


def test_the_precondition_is_read_in_either_language_and_by_its_head_word() -> None:
    from memwell.recall.rule_preconditions import precondition_met, precondition_words

    assert precondition_words("18歳未満は保護者の同意書がない限り予約を入れない") == ("consent",)
    assert precondition_words("Never return an item without identity verification.") == (
        "verification",
    )
    assert precondition_words("never ship an unverified order") == ("verified",)
    assert precondition_words("Never do it, even with consent.") == ()
    assert precondition_met(("verification",), {"identity_verified": False}) is False
    assert precondition_met(("permit",), {"permit_no": "DIPS-2026-0412"}) is True
    assert precondition_met(("permit",), {"altitude_m": 80}) is None
    assert precondition_met(("share_consent",), {"share_consent": "false (J. Ellis)"}) is False
    assert precondition_met(("share_consent",), {"share_consent": "true for all 4"}) is True
    assert precondition_met(("consent",), {"consent_forms": "3 of 11 children"}) is False
    assert precondition_met(("consent",), {"consent_forms": "11 of 11"}) is True


def test_an_identifier_is_no_count_a_limit_reaches_by() -> None:
    students = "Announcements to more than 50 students at once: ask Helen first."
    grade = {"student_id": 2614, "course": "Backend II", "grade": "B"}
    assert _verdict(students, "mcp__lms__update_assignment_grade", grade) == "go"


def test_a_rule_met_by_act_and_object_is_released_by_consent_on_file() -> None:
    body = "Never post photos of customers on Instagram without their SNS consent."
    post = {"image_path": "/photos/customers/R-5530.jpg", "caption": "Hanamikoji"}
    tool = "mcp__instagram__create_post"
    assert _verdict(body, tool, {**post, "sns_consent": True}) == "go"
    assert _verdict(body, tool, {**post, "sns_consent": False}) == "no-go"


def test_a_monthly_rate_is_not_reached_by_one_payment() -> None:
    body = "Personal subscriptions over ¥3,000 a month: ask me before signing up."
    transfer = {"from_account": "main", "to": "Aomori Hall", "amount_jpy": 45000}
    assert _verdict(body, "mcp__aomoribank__transfer", transfer) == "go"
