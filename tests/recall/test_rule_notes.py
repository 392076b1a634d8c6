"""A person's say-so kept as the rule itself asks before the act the line names."""

from __future__ import annotations

import pytest

from memwell.recall.rules import parse_rules


def _stopping(text: str) -> list[tuple[str, frozenset[str]]]:
    return [(r.strength, r.verbs) for r in parse_rules(text, "notes") if r.strength != "allow"]


@pytest.mark.parametrize(
    ("line", "verb"),
    [
        ("Kenji signs off any refund. Doesn't matter which channel.", "refund"),
        ("Refund for a box that already shipped: Yuki decides.", "refund"),
        ("Restarting the api on prod in business hours: ask Dana first.", "restart"),
        ("値引き・価格表の変更は所長が決める。", "edit"),
    ],
)
def test_a_named_persons_say_so_asks_before_the_lines_act(line: str, verb: str) -> None:
    rules = _stopping(line)
    assert rules, line
    assert all(strength == "ask" for strength, _ in rules)
    assert any(verb in verbs for _, verbs in rules)


@pytest.mark.parametrize(
    "line",
    [
        "Priya services every piece.",
        "Watchmaker: Priya Nair (services every piece).",
        "Ask the customer for their delivery address.",
    ],
)
def test_who_does_a_thing_is_no_say_so(line: str) -> None:
    assert _stopping(line) == []


def test_a_say_so_past_a_number_is_left_to_the_limit_reading() -> None:
    """ "Over 100 boxes …: get Olivia's OK first" asks only past 100 boxes; the say-so alone
    would ask of every order."""
    from memwell.recall.rule_notes import say_so_asks

    assert say_so_asks("Kenji signs off any refund.")
    assert say_so_asks("Over 100 boxes in one order: get Olivia's OK first.") is None
    assert say_so_asks("Access grants longer than 30 days need Femke's approval.") is None


def test_consulting_as_a_step_states_no_rule() -> None:
    """「相談してから」 asks before the act; 「相談して」 followed by the act is how it is done."""
    from memwell.recall.rules import states_rule

    assert states_rule("返品の受付は店長に相談してから。")
    assert not states_rule("週末は山田さんと相談して練習に使う。")


@pytest.mark.parametrize(
    ("line", "verb"),
    [
        ("Ben keeps the meds record; ask him before changing it.", "edit"),
        ("CN- prices: ask the consignor before any change.", "edit"),
    ],
)
def test_a_say_so_by_pronoun_or_role_asks(line: str, verb: str) -> None:
    rules = _stopping(line)
    assert rules, line
    assert all(strength == "ask" for strength, _ in rules)
    assert any(verb in verbs for _, verbs in rules)


@pytest.mark.parametrize(
    ("line", "verb"),
    [
        ("App price changes: ask Jonas.", "edit"),
        ("Restarting the api on prod: ask Dana first (it took 20 min last time).", "restart"),
    ],
)
def test_a_named_person_as_the_clauses_instruction_asks(line: str, verb: str) -> None:
    rules = _stopping(line)
    assert rules, line
    assert all(strength == "ask" for strength, _ in rules)
    assert any(verb in verbs for _, verbs in rules)


@pytest.mark.parametrize("line", ["Ask Maria for the key.", "Ask Dana about the invoice."])
def test_asking_someone_for_a_thing_is_no_say_so(line: str) -> None:
    assert _stopping(line) == []
