"""A named person's say-so asks (session 14, re-applied from session 13 alone): "ask Phil",
"run them past Anna", "get Olivia's OK", "needs Carla", "Dana signs off", 相談してから."""

from __future__ import annotations

import pytest

from memwell.recall.rules import parse_rules


def _stopping(body: str) -> list[tuple[str, frozenset[str]]]:
    return [(r.strength, r.verbs) for r in parse_rules(body, "m") if r.strength in ("ask", "no-go")]


@pytest.mark.parametrize(
    "body",
    [
        "Monthly availability reports to the owner: run them past Anna before they go out.",
        "Changing the park-level power limit for any other reason: ask Anna.",
        "Before sending any supplier order, get Olivia's OK.",
        "Don't move a boat to another slip without Dana signing off first.",
        "Deleting a squawk: Jo signs off on it first.",
        "返金するときは塾長に相談してから。",
    ],
)
def test_a_named_persons_say_so_asks(body: str) -> None:
    assert any(strength == "ask" for strength, _ in _stopping(body)), parse_rules(body, "m")


def test_a_report_that_goes_out_is_sent() -> None:
    body = "Monthly availability reports to the owner: run them past Anna before they go out."
    assert ("ask", frozenset({"send"})) in _stopping(body)


def test_asking_someone_for_something_is_no_rule() -> None:
    assert _stopping("Ask the customer for their delivery address.") == []


def test_asking_someone_to_do_something_is_a_step_not_their_say_so() -> None:
    body = "- Push to a branch and ask Nao to review the PR; never push to main."
    assert _stopping(body) == [("no-go", frozenset({"push"}))]


def test_a_parenthesis_after_a_path_glosses_it() -> None:
    # read as a say-so, this line would otherwise make "app" and "stripe" objects
    body = "- Ask Mei before merging anything that touches payments/ (Stripe, App Store receipts)."
    words = {w for r in parse_rules(body, "m") for p in r.objects for w in p}
    assert "app" not in words and "stripe" not in words
