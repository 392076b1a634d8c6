"""A tool name's verb and the verbal noun it acts on (`recall.name_acts`): cancelling a
booking does not book, listing payments does not pay, updating a listing does not list;
creating a payment still pays and creating a booking still books."""

from __future__ import annotations

from typing import Any

import pytest

from memwell.recall.name_acts import name_acts
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.tool_calls import parse_call


def _verbs(tool: str, tool_input: dict[str, Any]) -> set[str]:
    return {v for o in parse_call(tool, tool_input, branch_of=lambda _: None) for v in o.verbs}


@pytest.mark.parametrize(
    ("tool", "present", "absent"),
    [
        ("mcp__beds24__cancel_booking", {"cancel"}, {"book"}),
        ("mcp__hotel__cancelReservation", {"cancel"}, {"book"}),
        ("mcp__stripe__list_payments", {"read"}, {"pay"}),
        ("mcp__ebay__update_listing", {"edit"}, {"read"}),
        ("mcp__ebay__create_listing", {"add"}, {"read"}),
        ("mcp__k8s__delete_deployment", {"delete"}, {"deploy"}),
        # a verb that makes or sends its object takes its act from the noun
        ("mcp__square__create_payment", {"add", "pay"}, set()),
        ("mcp__beds24__create_booking", {"add", "book"}, set()),
        ("mcp__acme__submit_cancellation", {"send", "cancel"}, set()),
    ],
)
def test_a_tool_names_noun_is_what_its_verb_acts_on(
    tool: str, present: set[str], absent: set[str]
) -> None:
    verbs = _verbs(tool, {"id": "B-1"})
    assert present <= verbs
    assert not absent & verbs


def test_name_acts_keeps_a_name_without_a_verbal_noun_as_it_reads() -> None:
    assert name_acts("send email") == {"send"}
    assert name_acts("refunds create") >= {"refund", "add"}


def test_a_rule_about_booking_does_not_stop_a_cancellation() -> None:
    source = RuleSource(
        "booking_rules",
        "user",
        "Never book the Kamogawa House for more than 6 guests.",
        "How bookings are taken",
        (),
    )
    cancel = check_rules(
        [source],
        "mcp__beds24__cancel_booking",
        {"property": "Kamogawa House", "booking_id": "B-1"},
        branch_of=lambda _: None,
    )
    assert cancel.verdict == "go" and not cancel.findings
    book = check_rules(
        [source],
        "mcp__beds24__create_booking",
        {"property": "Kamogawa House", "guests": 8},
        branch_of=lambda _: None,
    )
    assert book.findings
