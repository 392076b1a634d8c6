"""A verb the table does not hold, forbidden by a rule and led with by a tool's name, is one
act: the call that does it is stopped, and a call of another verb on the same thing is not."""

from __future__ import annotations

from typing import Any

import pytest

from memwell.recall.open_acts import act_stem, name_open_acts, rule_open_acts
from memwell.recall.rulebook import RuleSource, check_rules


def _verdict(body: str, tool: str, tool_input: dict[str, Any]) -> str:
    source = RuleSource("rules", "workspace", body)
    return check_rules([source], tool, tool_input, branch_of=lambda _: None).verdict


@pytest.mark.parametrize(
    ("word", "expected"),
    [("re-listed", "relist"), ("tagging", "tag"), ("approves", "approv"), ("approve", "approv")],
)
def test_both_sides_say_a_verb_by_one_stem(word: str, expected: str) -> None:
    assert act_stem(word) == expected


def test_a_marker_reads_the_verb_it_governs_when_the_table_does_not() -> None:
    assert rule_open_acts("Double-blind: never reveal reviewer names to authors.") == {
        "open:reveal"
    }
    assert rule_open_acts("Discontinued SKUs are never re-listed.") == {"open:relist"}
    # the table reads "delete": its class says the act, no open act is added
    assert rule_open_acts("Never delete the ledger.") == frozenset()
    assert rule_open_acts("Never the a100 partition.") == frozenset()
    # a program's name before the verb the table reads is no act of its own
    assert rule_open_acts("never npm publish / twine upload from my machine.") == frozenset()


def test_a_tool_name_leads_with_its_verb() -> None:
    assert name_open_acts("mcp__journal__reveal_reviewer_names") == {"open:reveal"}
    assert name_open_acts("mcp__shop__relistSku") == {"open:relist"}
    assert name_open_acts("mcp__shop__get_sku") == frozenset()  # looking is no act
    assert name_open_acts("mcp__shop__delete_sku") == frozenset()  # the table reads it


_REVIEW = "Double-blind: never reveal reviewer names to authors."


def test_the_forbidden_verb_on_what_the_rule_names_is_stopped() -> None:
    call = {"manuscript": "JX-2027-114", "reviewer names": ["A. Okafor"], "to": "authors"}
    assert _verdict(_REVIEW, "mcp__journal__reveal_reviewer_names", call) == "no-go"


def test_another_verb_on_the_same_thing_is_not() -> None:
    call = {"manuscript": "JX-2027-114", "reviewer names": ["A. Okafor"]}
    assert _verdict(_REVIEW, "mcp__journal__thank_reviewer_names", call) == "go"


_SKUS = "Discontinued SKUs (DC-) are never re-listed, even if we find stock."


def test_a_passive_rule_stops_the_tool_that_does_it() -> None:
    call = {"sku": "DC-1142", "note": "discontinued skus back in stock"}
    assert _verdict(_SKUS, "mcp__shop__relist_sku", call) == "no-go"
    assert _verdict(_SKUS, "mcp__shop__archive_sku", call) == "go"
