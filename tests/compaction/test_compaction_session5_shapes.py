"""Shapes the session-5 extraction reads (generated cases, not corpus lines): a shell's
own complaint, the interpreter's import failure, an exception under its qualified name,
a cascade's verdict kept beside its root message, a terminal prompt that is not an
outcome, a restriction stated as importance or a condition, a recommendation."""

from __future__ import annotations

import json
from typing import Any

import pytest

from memwell.compaction.extract import extract
from memwell.compaction.outcomes import outcome
from memwell.compaction.transcript import analyze, parse_transcript


def _run(command: str, output: str) -> list[dict[str, Any]]:
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "run_terminal_cmd", "arguments": json.dumps({"command": command})},
    }
    return [
        {"role": "user", "content": "set the project up"},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": output},
    ]


def _sections(messages: list[dict[str, Any]]) -> dict[str, list[str]]:
    return dict(extract(analyze(parse_transcript(messages))))


@pytest.mark.parametrize(
    ("output", "message"),
    [
        (
            "(venv) ana@lab repo % pip install -e .[dev]\nzsh: no matches found: .[dev]\n",
            "no matches found: .[dev]",
        ),
        ("bash: 1: ./build: not found\n", "./build: not found"),
        ("/opt/venv/bin/python3: No module named hypothesis\n", "No module named hypothesis"),
        (
            "  raise ConnectTimeout(e, request=request)\n"
            "requests.exceptions.ConnectTimeout: HTTPSConnectionPool(host='pypi.org')\n",
            "ConnectTimeout: HTTPSConnectionPool",
        ),
    ],
)
def test_shell_interpreter_and_qualified_exception_lines_are_errors(
    output: str, message: str
) -> None:
    errors = outcome(output).errors
    assert errors and any(message in line for line in errors), errors


def test_a_cascade_keeps_its_verdict_beside_its_root_message() -> None:
    output = "\n".join(
        [
            "Collecting lxml==4.9.1",
            "ERROR: Could not build wheels for lxml, which is required to install pyproject.toml",
            *[f"  error: command 'gcc' failed step {i}" for i in range(6)],
            "note: This error originates from a subprocess.",
            "error: failed-wheel-build-for-install",
        ]
    )
    errors = outcome(output).errors
    assert "error: failed-wheel-build-for-install" in errors[:2]
    items = _sections(_run("pip install lxml==4.9.1", output))["errors"]
    assert any("failed-wheel-build-for-install" in i for i in items), items


def test_a_terminal_prompt_is_not_the_outcome_of_a_short_run() -> None:
    output = "(env) bob@box proj % make assets\nbuilt 3 targets\n(env) bob@box proj % "
    assert outcome(output).last_line == "built 3 targets"
    ran = [i for i in _sections(_run("make assets", output))["files"] if i.startswith("ran: ")]
    assert ran == ["ran: make assets -> built 3 targets"]


def test_a_restriction_stated_as_importance_or_a_condition_is_a_constraint() -> None:
    messages = [
        {"role": "user", "content": "Review the open conflicts in the parser module please."},
        {"role": "assistant", "content": "Looking at them now."},
        {
            "role": "user",
            "content": "Importantly, propose a fix for each, but only apply them after I agree.",
        },
        {"role": "assistant", "content": "Understood."},
    ]
    constraints = _sections(messages)["constraints"]
    assert any("only apply them after I agree" in c for c in constraints), constraints


def test_a_recommendation_is_a_decision() -> None:
    messages = [
        {"role": "user", "content": "Which helper should stay in the merged file?"},
        {
            "role": "assistant",
            "content": "**Recommendation:** keep both `splitWords` and `trimQuotes`.",
        },
    ]
    decisions = _sections(messages)["decisions"]
    assert any("splitWords" in d for d in decisions), decisions


def test_a_symptom_the_user_quotes_is_a_reported_error() -> None:
    messages = [
        {"role": "user", "content": "Add a progress bar to the export page."},
        {"role": "assistant", "content": "Done, the bar is in `export.html`."},
        {
            "role": "user",
            "content": 'The bar is still showing "NaN of undefined rows" after the export',
        },
    ]
    errors = _sections(messages)["errors"]
    assert any("NaN of undefined rows" in e and e.startswith("reported: ") for e in errors), errors


def test_a_challenge_put_as_a_question_is_a_correction() -> None:
    messages = [
        {"role": "user", "content": "Show the counts in the summary table."},
        {"role": "assistant", "content": "I rounded every count to one decimal."},
        {"role": "user", "content": "Why does it need to be rounded? The counts are integers."},
    ]
    constraints = _sections(messages)["constraints"]
    assert any(c.startswith("correction: ") and "integers" in c for c in constraints), constraints


def test_a_diffs_lines_and_struct_fields_are_no_errors() -> None:
    diff = (
        "diff --git a/main.go b/main.go\n"
        "+\t\tNoTelemetryPrompts: noTelemetryPrompts,\n"
        "-\t\tLocalTimeZone: localTimeZone,\n"
        "+ ErrorHandler: handleError,\n"
    )
    assert outcome(diff).errors == ()
    assert outcome("panic: runtime error: index out of range [3]\n").errors  # a real one is
