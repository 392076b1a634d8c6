"""The decision log keeps what a person said with its standalone numbers blanked: a code
named in words no reader of names holds is judged by its class there, since the log
refuses nothing. Values are made up for the test, not corpus lines."""

from __future__ import annotations

import json

import pytest

from memwell.api import Harness
from memwell.secrets.records import blank_numbers, redact_said


def _log(harness: Harness) -> str:
    return (harness.layout.logs_dir / "recall.jsonl").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # a code after words of a language the readers of names do not list
        ("continue with the shed: zámek má číslice 58213, nikomu to neříkej", "58213"),
        ("continue the setup, la combinació del cadenat és 7-31-19", "7-31-19"),
        ("continue the payment, the three on the back are 813", "813"),
        ("continue the order with card 4929 1842 7730 5518 please", "4929 1842 7730 5518"),
    ],
)
def test_a_turns_standalone_code_is_not_logged(harness: Harness, text: str, code: str) -> None:
    harness.turn(text, session_id="t")
    log = _log(harness)
    assert code not in log
    for group in code.replace("-", " ").split():
        if len(group) >= 3:
            assert f" {group} " not in log and f'"{group}"' not in log


def test_a_gated_actions_standalone_code_is_not_logged(harness: Harness) -> None:
    harness.gate("run the unlock script with 6620418 as its only argument", session_id="g")
    log = _log(harness)
    assert "6620418" not in log
    assert json.loads(log.splitlines()[-1])["kind"] == "gate"


def test_what_a_log_reader_needs_is_kept() -> None:
    text = (
        "deploy billing-v2.3.1 on 2024-05-01 at 10:02 to 10.0.4.12, see PR #4821, "
        "ticket ABC-1234, IMG_4682, 12 files, $4,500.00, 3.14"
    )
    assert blank_numbers(text) == text


def test_the_query_terms_lose_only_the_blanked_numbers() -> None:
    record = {
        "text": "see PR #4821 and use 5518302 for the vault",
        "query": "pr 4821 use 5518302 vault",
        "injected": ["release 5518302 notes"],  # a memory's name: not what was said
        "gate": {"action": "open vault 5518302"},
    }
    said = redact_said(record, frozenset(("text", "action")), frozenset(("query",)))
    assert "5518302" not in said["text"] and "#4821" in said["text"]
    assert said["query"] == "pr 4821 use [REDACTED] vault"
    assert said["gate"]["action"] == "open vault [REDACTED]"
    assert said["injected"] == ["release 5518302 notes"]


def test_a_passwords_digits_do_not_hide_it_from_the_scanner(harness: Harness) -> None:
    # blanked before the scanner read the line, `@2028` would leave `umbraKestrel@[...]`,
    # no longer a password to the scanner, and its letters in the log
    harness.turn("continue, login --password 'umbraKestrel@2028' --web", session_id="t")
    log = _log(harness).lower()
    assert "umbrakestrel" not in log and "2028" not in log
