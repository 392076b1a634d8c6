"""Shapes met in session 17's development sessions: each test states the shape it covers."""

from __future__ import annotations

from typing import Any

from memwell.compaction.calls import label
from memwell.compaction.checkpoint import Checkpoint, render
from memwell.compaction.commands import without_setup
from memwell.compaction.extract import extract
from memwell.compaction.outcomes import outcome
from memwell.compaction.transcript import ToolCall, analyze, parse_transcript

_WORKSPACE = "cd /Users/me/Developer/vcs/github.example/pub/project"


def test_a_tagged_tool_error_keeps_its_message() -> None:
    failed_edit = (
        "<tool_use_error>String to replace not found in file.\n"
        "String: \t\t// Extract path hints from tool input</tool_use_error>"
    )
    assert outcome(failed_edit, failed=True).errors == ("String to replace not found in file.",)
    one_line = "<tool_use_error>File has not been read yet. Read it first.</tool_use_error>"
    assert outcome(one_line, failed=True).errors == ("File has not been read yet. Read it first.",)


def test_a_command_is_said_without_the_setup_that_opens_it() -> None:
    command = f"{_WORKSPACE} && source .venv/bin/activate && python -m pytest -v tests/a.py"
    assert without_setup(command) == "python -m pytest -v tests/a.py"
    assert without_setup('cd "my dir" && make') == "make"
    # a setup step later in the command is part of what it does; a bare `cd` is kept
    assert without_setup("make && cd build && make install") == "make && cd build && make install"
    assert without_setup("cd /srv/app") == "cd /srv/app"


def test_a_failed_calls_label_names_its_command_not_its_folder() -> None:
    call = ToolCall(
        "c1",
        "run_terminal_cmd",
        {"command": f"{_WORKSPACE} && source .venv/bin/activate && python -m pytest -v"},
    )
    assert label(call) == "run_terminal_cmd python -m pytest -v"


def test_the_copy_says_a_ran_item_without_its_setup() -> None:
    long_run = f"ran: {_WORKSPACE} && uv run pytest tests/test_core.py -> 3 failed, 9 passed"
    checkpoint = Checkpoint(
        {"goal": ("Fix the failing core tests.",), "files": (long_run,)}, messages=12
    )
    dense, _ = render(checkpoint, max_tokens=300)
    assert "ran: uv run pytest tests/test_core.py -> 3 failed, 9 passed" in dense
    assert "/Users/me" not in dense
    # the persisted checkpoint keeps the command whole
    full, _ = render(checkpoint)
    assert _WORKSPACE in full


def test_an_error_under_a_cut_label_is_still_said_once() -> None:
    label_cut = "run_terminal_cmd python -m pytest -v tests/test_package.py --maxfail…"
    message = "E ModuleNotFoundError: No module named 'twat_cache'"
    checkpoint = Checkpoint(
        {
            "goal": ("Make the package tests pass.",),
            "errors": (f"{label_cut}: {message}", f"run_terminal_cmd pip install -e .: {message}"),
        },
        messages=8,
    )
    dense, _ = render(checkpoint, max_tokens=300)
    assert dense.count("No module named 'twat_cache'") == 1


def _user_session(words: str) -> list[dict[str, Any]]:
    return [
        {"role": "user", "content": "Make the glass icon themable."},
        {"role": "assistant", "content": "Done: the icon reads its theme."},
        {"role": "user", "content": words},
        {"role": "assistant", "content": "Looking again."},
    ]


def test_pasted_css_and_a_removed_diff_line_are_not_constraints() -> None:
    stops = "".join(
        f'< <stop offset="{k}" stop-color="white" stop-opacity="0.0{k}" />\n' for k in range(6)
    )
    # longer than a complaint kept whole: its lines are read one by one
    pasted = (
        "Hmm, that is wrong. You should keep both themes.\n"
        f"@media (prefers-color-scheme: dark) {{\n{stops}"
    )
    constraints = dict(extract(analyze(parse_transcript(_user_session(pasted)))))["constraints"]
    assert not any("@media" in item or "<stop" in item for item in constraints)
    assert any("keep both themes" in item for item in constraints)


def test_a_failed_runs_exit_status_is_said_once() -> None:
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "run_terminal_cmd", "arguments": '{"command": "go test ./..."}'},
    }
    output = (
        "--- FAIL: TestFormatToolCallExecute (0.00s)\n"
        "    parser_test.go:41: ValueError: want execute, got run\n"
        "    parser_test.go:57: KeyError: 'todo_state'\n"
        "FAIL\nexit status 1\n[Command finished with exit code 1]"
    )
    messages = [
        {"role": "user", "content": "Make the droid parser tests pass."},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": output},
    ]
    errors = dict(extract(analyze(parse_transcript(messages))))["errors"]
    assert len(errors) >= 2
    assert errors[0].endswith("(exit code 1)")
    assert not any("exit code" in item for item in errors[1:])
