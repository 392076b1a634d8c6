"""A stopping clause whose act is not read: any act on its object, with every word that
narrows the object required of the call."""

from __future__ import annotations

import pytest

from memwell.recall.rule_qualifiers import qualified_object
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import Rule, parse_rules

CODES = RuleSource(
    "access_code_rules",
    "workspace",
    "Door / alarm / lockbox codes never go out by text or email — not to cleaners.",
)


def _unread(text: str) -> list[Rule]:
    return [r for r in parse_rules(text, "rules") if r.act_unread]


def test_the_object_keeps_the_words_that_narrow_it() -> None:
    clause = "Live keys (pk_live_/sk_live_) never in code, issues or docs."
    at = clause.index("never")
    read = qualified_object(clause, at, at + len("never"))
    assert read is not None
    objects, targets = read
    assert ("live", "keys") in objects  # one phrase: a test key is not a live key
    assert ("pk_live_",) in objects and ("sk_live_",) in objects  # names given whole
    assert ("code",) in targets and ("docs",) in targets  # where it must not go


def test_a_listed_word_shares_the_lists_noun() -> None:
    (rule,) = _unread(CODES.text)
    assert rule.strength == "no-go"
    assert ("door", "codes") in rule.objects and ("lockbox", "codes") in rule.objects
    assert ("text",) in rule.targets


def test_the_qualified_thing_sent_where_it_must_not_go_is_stopped() -> None:
    text = {"to": "+1-512-555-0142", "text": "Hi Lupe, the lockbox code is 7719."}
    assert check_rules([CODES], "mcp__openphone__send_text", text).verdict == "no-go"


def test_the_same_thing_kept_where_it_belongs_is_not() -> None:
    notes = {"visit_id": "V-88213", "notes": "Lockbox on side gate, code 7719."}
    assert check_rules([CODES], "mcp__jobber__update_visit", notes).verdict == "go"


@pytest.mark.parametrize(
    "line",
    [
        "never offer 0% financing",  # one bare noun: nothing narrows it
        "Once a transcript is certified we don't touch it.",  # a state tells the twin
        "黒潮大水槽のポンプは開館中は絶対に止めない。",  # a window of the day does
        "Guest numbers: never above the boat's certificate.",  # a comparison does
    ],
)
def test_no_reading_where_the_object_cannot_tell_the_twin(line: str) -> None:
    assert _unread(line) == []


def test_a_rule_whose_act_is_read_is_not_an_act_unread_rule() -> None:
    assert _unread("Never force-push to main.") == []


def test_the_reading_survives_the_catalogs_round_trip() -> None:
    (rule,) = _unread(CODES.text)
    assert Rule.from_dict(rule.to_dict()) == rule
