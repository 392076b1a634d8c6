"""What a call does, read from how APIs and CLIs name operations (`recall.api_objects`,
`recall.tool_calls`, `recall.program_calls`): the kind of object a generic verb acts on
(creating an event books it, deleting one cancels it, creating a reminder sends it), verbs
API names use (void, narrowcast, terminate), a CLI's `<noun> <verb>` and hyphenated
subcommands, cloud storage copies, REST paths, and what a pipe feeds into an upload."""

from __future__ import annotations

from typing import Any

import pytest

from memwell.recall.api_objects import is_time, object_effects
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import parse_rules
from memwell.recall.tool_calls import parse_call


def _ops(tool: str, tool_input: dict[str, Any]) -> list[tuple[set[str], tuple[str, ...]]]:
    return [
        (set(o.verbs), o.values) for o in parse_call(tool, tool_input, branch_of=lambda _: None)
    ]


def _verbs(tool: str, tool_input: dict[str, Any]) -> set[str]:
    return {v for verbs, _ in _ops(tool, tool_input) for v in verbs}


def _bash(command: str) -> set[str]:
    return _verbs("Bash", {"command": command})


@pytest.mark.parametrize(
    ("tool", "tool_input", "present", "absent"),
    [
        ("mcp__calendar__create_event", {"start": "2026-12-11T14:30:00"}, {"book"}, set()),
        ("mcp__calendar__delete_event", {"event_id": "evt_1"}, {"cancel", "delete"}, set()),
        # a time moved by fields that name no time (`from`, `to`) still moves the event
        (
            "mcp__libcal__update_event",
            {"event_id": "ev-1", "from": "2026-12-08T10:30:00-08:00"},
            {"move"},
            set(),
        ),
        ("mcp__libcal__update_event", {"event_id": "ev-1", "title": "Storytime"}, set(), {"move"}),
        ("mcp__ezyvet__create_reminder", {"patient_id": 1}, {"send"}, set()),
        ("mcp__line__schedule_narrowcast", {"audience_group_id": 5}, {"broadcast"}, set()),
        ("mcp__instagram__create_story", {"image": "a.jpg"}, {"publish"}, set()),
        ("mcp__quickbooks__void_invoice", {"invoice": "INV-1"}, {"cancel"}, set()),
        # a draft or a template is kept back: nothing is sent or published
        ("mcp__gmail__create_draft", {"to": "a@b.c"}, set(), {"send"}),
        ("mcp__instagram__create_story_draft", {"image": "a.jpg"}, set(), {"publish"}),
        ("mcp__gcal__list_events", {"calendar_id": "c"}, {"read"}, {"book", "cancel"}),
    ],
)
def test_the_object_an_api_names_says_what_its_verb_does(
    tool: str, tool_input: dict[str, Any], present: set[str], absent: set[str]
) -> None:
    verbs = _verbs(tool, tool_input)
    assert present <= verbs, verbs
    assert not absent & verbs, verbs


@pytest.mark.parametrize(
    ("command", "present", "absent"),
    [
        ("gh release delete v1.2 --yes", {"delete"}, {"add"}),
        ("gh release create v1.3 --notes x", {"deploy", "publish"}, set()),
        ("gh issue list", {"read"}, {"add"}),
        ("aws s3 rm s3://bucket/photos --recursive", {"delete"}, set()),
        ("aws s3 cp report.csv s3://bucket/out/", {"publish"}, set()),
        ("gsutil rm gs://bucket/x", {"delete"}, set()),
        ("aws ec2 terminate-instances --instance-ids i-1", {"delete"}, set()),
        ("aws rds delete-db-instance --db-instance-identifier prod", {"delete"}, set()),
        ("aws ec2 describe-instances", {"read"}, {"delete"}),
        ("wp search-replace old new --path=/var/www/site", set(), {"read"}),
        # a POST to a path that names its own verb does that, not a new thing
        ("curl -s -X POST https://x.example/v2/appointments/bulk_cancel", {"cancel"}, {"book"}),
        ("curl -s -X POST https://x.example/api/invoices/INV-1/void", {"cancel"}, set()),
        ("curl -s -X DELETE https://x.example/v1/appointments/42", {"cancel", "delete"}, set()),
        ("curl -s -X POST https://x.example/v1/events -d '{}'", {"book"}, set()),
    ],
)
def test_cli_and_http_operations_are_read_by_their_conventions(
    command: str, present: set[str], absent: set[str]
) -> None:
    verbs = _bash(command)
    assert present <= verbs, verbs
    assert not absent & verbs, verbs


def test_what_a_pipe_feeds_an_upload_is_what_it_uploads() -> None:
    ops = _ops(
        "Bash",
        {
            "command": 'psql -d pms -c "\\copy (SELECT email FROM clients) TO STDOUT CSV" '
            "| aws s3 cp - s3://agency-inbox/active.csv"
        },
    )
    reads = [values for verbs, values in ops if verbs == {"read"}]
    uploads = [values for verbs, values in ops if "publish" in verbs]
    assert any("clients" in values for values in reads)  # \copy's query is read
    assert uploads and "clients" in uploads[0]


def test_a_plain_pipe_into_a_reader_carries_nothing() -> None:
    ops = _ops("Bash", {"command": "cat notes.txt | grep clients"})
    assert all(verbs == {"read"} for verbs, _ in ops)


def test_void_is_a_cancellation_in_a_rule_and_in_a_call() -> None:
    rules = parse_rules("Never void or delete an invoice that has a payment recorded.", "inv")
    assert any("cancel" in r.verbs for r in rules)
    source = RuleSource("invoice_rules", "workspace", "- Never void an invoice.\n")
    check = check_rules(
        [source],
        "mcp__quickbooks__void_invoice",
        {"invoice": "INV-3390"},
        branch_of=lambda _: None,
    )
    assert check.verdict == "no-go"


def test_effects_are_data_over_kinds_and_verbs() -> None:
    assert object_effects({"add"}, ["calendar", "create", "event"]) == {"book"}
    assert object_effects({"add"}, ["create", "draft", "reminder"]) == set()
    assert object_effects({"read"}, ["list", "events"]) == set()
    assert object_effects(set(), ["schedule", "post"]) == {"publish"}
    assert is_time("2026-12-08T10:30:00-08:00") and is_time("2026-12-08")
    assert not is_time("2026 budget") and not is_time(20261208)
