"""A marker that names no act is said of its line's acts; a prohibition of an act of its
own ("never hand …", 「…しない」) is not lent to the line's other sentence, most often the
sanctioned way."""

from __future__ import annotations

import pytest

from memwell.recall.rule_lending import negates_own_act
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import parse_rules


def _stopping(text: str) -> list[tuple[str, frozenset[str]]]:
    return [
        (r.strength, r.verbs) for r in parse_rules(text, "notes") if r.strength in ("no-go", "ask")
    ]


@pytest.mark.parametrize(
    ("line", "verb"),
    [
        # the way to do it, after a prohibition of an act the vocabulary does not read
        ("Late assignments: never scold the pupil in class — send the parents a note.", "send"),
        ("Gift cards are refunded to the original card in Stripe. Never hand out cash.", "refund"),
        ("小学生の生徒本人には直接電話しない。保護者あてにメールを送る。", "send"),
    ],
)
def test_a_prohibition_of_its_own_act_is_not_lent_to_the_way(line: str, verb: str) -> None:
    assert not any(verb in verbs for _, verbs in _stopping(line)), line


@pytest.mark.parametrize(
    ("line", "verb", "strength"),
    [
        (
            "Anything the family will see — publishing an album, emailing them — show me first.",
            "publish",
            "ask",
        ),
        ("Refunds of a deposit, or moving a booking — ask Dana first.", "refund", "ask"),
        ("Deleting a tenant file, or exporting the list: not allowed.", "delete", "no-go"),
    ],
)
def test_a_marker_naming_no_act_is_still_said_of_the_line(
    line: str, verb: str, strength: str
) -> None:
    rules = _stopping(line)
    assert any(verb in verbs and s == strength for s, verbs in rules), (line, rules)


@pytest.mark.parametrize(
    ("clause", "own"),
    [
        ("Never hand cash from the till.", True),
        ("don't override it", True),
        ("Euthanasia is never scheduled by the agent", True),
        ("本人には直接LINEしない。", True),
        ("Never without.", False),
        ("Never the raw .docx, not even to an editor.", False),
        ("どちらか片方だけならダメ。", False),
    ],
)
def test_which_markers_negate_an_act_of_their_own(clause: str, own: bool) -> None:
    assert negates_own_act(clause) is own


def test_the_way_the_line_names_is_not_stopped_at_the_gate() -> None:
    body = (
        "Suspected cheating: never email the student about it"
        " — send the Turnitin report to Marta.\n"
    )
    source = RuleSource("integrity", "user", body, "integrity")
    check = check_rules(
        [source],
        "mcp__outlook__send_mail",
        {
            "to": "marta@uni.example",
            "subject": "CS101 suspected cheating",
            "body": "Marta, Turnitin report attached.",
            "attachments": ["/reports/turnitin_4411.pdf"],
        },
        branch_of=lambda _cwd: None,
    )
    assert check.verdict == "go", check.to_dict()


def test_a_piece_allowed_in_its_own_words_is_not_ruled_by_the_sentences_never() -> None:
    line = (
        "Publishing the draft timetable is fine if labelled draft, but don't publish the "
        "final timetable until the board signs it."
    )
    objects = [r.objects for r in parse_rules(line, "notes") if r.strength in ("no-go", "ask")]
    assert objects == [(("final", "timetable"),)], objects


def test_a_never_said_of_its_own_act_does_not_rule_the_other_piece() -> None:
    line = "Reply to every complaint, but never mention the customer's address in a public reply."
    assert not any("send" in verbs for _, verbs in _stopping(line))


@pytest.mark.parametrize(
    ("line", "verb"),
    [
        ("Deploy on Fridays, but only after asking me.", "deploy"),
        ("Draft the newsletter, then ask me before sending it.", "send"),
    ],
)
def test_a_marker_naming_no_act_still_rules_the_other_piece(line: str, verb: str) -> None:
    assert any(verb in verbs for _, verbs in _stopping(line)), line


def test_a_limit_keeps_the_strength_its_line_says_of_it() -> None:
    line = "メールマガジンの一斉配信は週3回まで。個別のやりとりは回数に入らない。"
    rules = [r for r in parse_rules(line, "notes") if r.strength in ("no-go", "ask")]
    assert any(r.limits for r in rules), rules
