"""Deterministic extraction: which sentences become findings, and how they read."""

from __future__ import annotations

import pytest

from memwell.consolidate.extract import classify, findings, third_person, topic_name
from memwell.index.types import ArchivedMessage


def msg(content: str, role: str | None = "user", speaker: str | None = None) -> ArchivedMessage:
    return ArchivedMessage("s", "m1", 0, role, speaker, content, None)


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("Never deploy on Fridays.", "constraint"),
        ("We must not run exports during the maintenance window.", "constraint"),
        ("We decided to use Postgres because we need JSONB.", "decision"),
        ("Let's go with Parquet for the export.", "decision"),
        ("I prefer small commits with imperative messages.", "preference"),
        ("Actually, the exporter runs on ECS now.", "correction"),
        ("No, the base URL is api.example.test.", "correction"),
        ("Priya is our payments reviewer.", "person"),
        ("The frontend uses React and we use pnpm.", "fact"),
    ],
)
def test_cued_sentences_are_classified(sentence: str, kind: str) -> None:
    found = classify(sentence)
    assert found is not None and found[0] == kind


@pytest.mark.parametrize(
    "sentence",
    ["What database should we use?", "Thanks!", "Sounds great, thank you so much.", "Ok."],
)
def test_questions_and_small_talk_are_not_findings(sentence: str) -> None:
    assert classify(sentence) is None


def test_third_person_rewrites_the_speaker() -> None:
    assert third_person("I'm moving to Berlin with my sister", "Ana") == (
        "Ana is moving to Berlin with Ana's sister."
    )
    assert third_person("I prefer tabs", "The user") == "The user prefers tabs."


def test_assistant_sentences_count_only_as_weaker_decisions() -> None:
    said = findings(
        [
            msg("Never use tabs. We decided to use Go for the worker.", role="assistant"),
        ]
    )
    assert [f.kind for f in said] == ["decision"]
    assert said[0].confidence < 0.75


def test_uncued_statements_are_kept_between_people_but_not_in_agent_sessions() -> None:
    text = "The test failed on the fixture."
    assert findings([msg(text)]) == []
    kept = findings([msg(text, role=None, speaker="Caroline")])
    assert [f.statement for f in kept] == [text]


def test_a_message_tells_one_personal_story_as_one_finding() -> None:
    said = findings(
        [
            msg(
                "I made a bowl in pottery class yesterday. I love pottery so much!",
                role=None,
                speaker="Mel",
            )
        ]
    )
    assert len(said) == 1
    assert said[0].quote == "I made a bowl in pottery class yesterday. I love pottery so much!"
    assert said[0].statement.startswith("Mel made a bowl")


def test_rules_stay_one_sentence_each() -> None:
    said = findings([msg("Never log card numbers. Always run the linter before you commit.")])
    assert [f.kind for f in said] == ["constraint", "constraint"]


def test_topic_names_are_readable_and_unique() -> None:
    first = topic_name("preference", "The user", "The user prefers tabs over spaces.")
    assert first == "preference-tabs-spaces"
    assert topic_name("preference", "The user", "The user prefers tabs over spaces.", [first]) == (
        f"{first}-2"
    )


def test_sentences_apart_in_the_message_are_not_joined_into_one_quote() -> None:
    text = "- I made a bowl in pottery class.\n- I love pottery so much!"
    said = findings([msg(text, role=None, speaker="Mel")])
    assert [f.quote for f in said] == ["I made a bowl in pottery class.", "I love pottery so much!"]
