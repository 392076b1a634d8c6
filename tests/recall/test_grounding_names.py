"""A rule's words grounded in the people and places a labelled list of the store names:
"major donors" is Hal & June Pruitt where a reference memory lists them."""

from __future__ import annotations

from memwell.api import Harness
from memwell.recall.rule_grounding import NAME_PREFIX, ground, name_in, names

DONORS = (
    "workspace",
    "org_reference",
    "reference",
    "Systems, people and donor flags",
    "- CRM: Bloomerang. Email: Mailchimp.\n"
    "- Major donors this year include: Ferris Foundation ($25,000), Dr. Susan Kwan ($10,000),"
    " Hal & June Pruitt ($7,500)\n"
    "- Laptop: ~/work/appeal/ and ~/work/letters/\n",
)
DONOR_RULE = (
    "workspace",
    "donor_contact",
    "feedback",
    "Major donors hear from me",
    "Never send emails to major donors; draft them and leave them for me.",
)


def _email(to: str, body: str) -> dict[str, object]:
    return {
        "tool_name": "mcp__gmail__send_email",
        "tool_input": {"to": to, "subject": "Thank you", "body": body},
    }


def test_names_are_people_by_first_and_last_name_and_addresses_by_number_and_street() -> None:
    found = names("Ferris Foundation ($25,000), Dr. Susan Kwan, Hal & June Pruitt, 88 Birch Ln")
    assert found == [
        NAME_PREFIX + "ferris foundation",
        NAME_PREFIX + "susan kwan",  # the title is not part of the name
        NAME_PREFIX + "hal pruitt",  # two people sharing a surname are two names
        NAME_PREFIX + "june pruitt",
        NAME_PREFIX + "88 birch",
    ]
    # one capitalised word is not a name; a sentence's end is not inside one
    assert names("Marco, Dee.") == []
    assert names("CRM: Bloomerang. Email: Mailchimp") == []


def test_a_name_is_met_by_its_words_wherever_the_call_has_them() -> None:
    words = frozenset({"dear", "hal", "and", "june", "pruitt", "pruittlaw", "com"})
    assert name_in(NAME_PREFIX + "hal pruitt", words)
    assert not name_in(NAME_PREFIX + "susan kwan", words)


def test_a_list_labelled_with_the_phrase_grounds_it_and_one_word_only_in_names() -> None:
    texts = [("org_reference", DONORS[4])]
    grounded = ground(texts, [("major", "donors"), ("donors",), ("laptop",), ("year",)])
    assert NAME_PREFIX + "hal pruitt" in grounded[("major", "donors")]
    assert NAME_PREFIX + "susan kwan" in grounded[("donors",)]
    # "Laptop: ~/work/…" says where things are, not what a laptop is; "year" is not what
    # the list is ("Major donors this year include")
    assert ("laptop",) not in grounded
    assert ("year",) not in grounded


def test_the_gate_stops_an_email_to_a_person_the_store_lists_under_the_rules_words(
    harness: Harness,
) -> None:
    harness.remember(*DONOR_RULE)
    to_hal = _email("hal.pruitt@pruittlaw.com", "Dear Hal and June, thank you for your gift.")
    # without the list, nothing in the call says Hal is a major donor
    assert harness.gate(to_hal).verdict == "go"
    harness.remember(*DONORS)
    decision = harness.gate(to_hal)
    assert decision.verdict == "no-go"
    assert any("hal pruitt" in f.why for f in decision.findings)
    other = _email("jordan@harborliteracy.org", "Can you print the appeal letters?")
    assert harness.gate(other).verdict == "go"
