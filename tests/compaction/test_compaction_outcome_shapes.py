"""Outcome and extraction shapes met in the session-3 corpus (Aider, Cursor, SWE-agent):
each test states the shape of output or message it covers, not a corpus line."""

from __future__ import annotations

import json
from typing import Any

import pytest

from memwell.compaction.calls import label, written_plan
from memwell.compaction.checkpoint import Checkpoint, render
from memwell.compaction.extract import extract, goal_of
from memwell.compaction.outcomes import commits, outcome
from memwell.compaction.transcript import ToolCall, analyze, parse_transcript


def _run(name: str, args: dict[str, Any], output: str, cid: str = "c1") -> list[dict[str, Any]]:
    call = {
        "id": cid,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(args)},
    }
    return [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": cid, "content": output},
    ]


def _sections(messages: list[dict[str, Any]]) -> dict[str, list[str]]:
    return dict(extract(analyze(parse_transcript(messages))))


@pytest.mark.parametrize(
    ("output", "message"),
    [
        ("pkg/a.py:12:1: F401 'os' imported but unused\n", "F401 'os' imported"),
        ("## NoExactMatchFound: This SEARCH block failed to match", "NoExactMatchFound"),
        ("Tool call timed out after 5000ms", "timed out after 5000ms"),
    ],
)
def test_linter_findings_named_exceptions_and_timeouts_are_errors(
    output: str, message: str
) -> None:
    errors = outcome(output).errors
    assert errors and message in errors[0]


def test_a_line_that_only_has_a_colon_is_no_error() -> None:
    assert outcome("Key: value\nName: x\n").errors == ()


def test_a_traceback_says_where_its_error_was_raised() -> None:
    trace = (
        "Traceback (most recent call last):\n"
        '  File "/r/run.py", line 3, in <module>\n    main()\n'
        '  File "/r/pkg/handler.py", line 29, in get_data\n    raise KeyError(k)\n'
        "KeyError: 'Rows'\n"
    )
    run = outcome(trace)
    assert run.errors == ("KeyError: 'Rows'",) and run.raised_at == "handler.py:29 in get_data"
    sections = _sections(
        [
            {"role": "user", "content": "make the loader work"},
            *_run("bash", {"command": "python run.py"}, trace),
        ]
    )
    assert any(
        "KeyError: 'Rows'" in e and "handler.py:29 in get_data" in e for e in sections["errors"]
    )


def test_a_short_output_without_summary_is_its_outcome_and_a_long_one_is_not() -> None:
    assert outcome("done, no errors. Result: True\n").last_line == "done, no errors. Result: True"
    assert outcome("x\n" * 500).last_line == ""
    sections = _sections(_run("bash", {"command": "python check.py"}, "all good. Result: 42\n"))
    assert "ran: python check.py -> all good. Result: 42" in sections["files"]


def test_a_failing_summary_keeps_the_error_lines_of_a_run_of_several_tools() -> None:
    log = "a.py:1:1: E501 line too long\nFound 1 error.\n==== 3 passed in 0.1s ====\n"
    assert outcome(log).errors
    passing = "ValueError: expected by a test\n==== 3 passed in 0.1s ====\n"
    assert outcome(passing).errors == ()


def test_commits_an_output_reports_are_done_items() -> None:
    out = "Applied edit to a.py\nCommit 4ea4fb4 feat: add chart\n[main 1a2b3c4] fix: typo\n"
    assert commits(out) == ["4ea4fb4 feat: add chart", "1a2b3c4 fix: typo"]
    sections = _sections(_run("aider", {}, out))
    assert "commit 4ea4fb4 feat: add chart" in sections["done"]


def test_a_users_slash_command_is_a_command_not_a_path() -> None:
    sections = _sections(
        [
            {"role": "user", "content": "/add src/app.py src/db.py"},
            {"role": "assistant", "content": "ok"},
            {"role": "user", "content": "/tmp/x.log is where the log went, please read it"},
        ]
    )
    assert "ran: /add src/app.py src/db.py" in sections["files"]
    assert not any(i.startswith("ran: /tmp") for i in sections["files"])


def test_a_checklist_an_edit_adds_is_the_open_plan_and_a_read_is_not() -> None:
    diff = (
        "  # TODO\n- 1. [ ] Old item\n+ 1. [x] Old item\n+ 2. [ ] Fix schema validation errors:\n"
    )
    edit = ToolCall("e1", "edit_file", {"target_file": "TODO.md", "code_edit": diff})
    assert written_plan(edit) == ["Fix schema validation errors"]
    assert written_plan(ToolCall("r1", "read_file", {"target_file": "TODO.md", "x": diff})) == []
    new_text = {"file_path": "TODO.md", "new_string": "- [x] done\n- [ ] Ship the CLI\n"}
    assert written_plan(ToolCall("w1", "Edit", new_text)) == ["Ship the CLI"]
    sections = _sections(_run("edit_file", {"target_file": "TODO.md", "code_edit": diff}, "ok"))
    assert "plan: Fix schema validation errors" in sections["todo"]


def test_the_goal_skips_lines_that_only_introduce_it() -> None:
    text = "We solve this. Here's the issue text:\nISSUE:\nThe handler should accept floats\nmore"
    infos = analyze(parse_transcript([{"role": "user", "content": text}]))
    goal = goal_of(infos)
    assert goal is not None and goal.startswith("The handler should accept floats")


def test_let_me_know_is_not_a_next_step() -> None:
    sections = _sections(
        [
            {"role": "user", "content": "rename the module please"},
            {"role": "assistant", "content": "Done. Let me know if you want anything else."},
        ]
    )
    assert sections["next_step"] == []


def test_an_error_line_names_the_file_not_its_directories() -> None:
    call = ToolCall("c", "edit", {"path": "/repo/pkg/deep/handler.py", "command": "edit 1:2"})
    assert label(call) == "edit handler.py"


def test_a_long_error_line_keeps_its_end_when_cut() -> None:
    item = "bash python run.py: AttributeError: " + "word " * 60 + "MissingName"
    text, _ = render(Checkpoint({"errors": (item,)}, 1, 3), max_tokens=120)
    line = next(ln for ln in text.splitlines() if ln.startswith("- bash"))
    assert line.endswith("MissingName") and "…" in line


def test_a_refused_tool_use_is_said_in_its_first_words_and_a_status_names_its_exit_code() -> None:
    refusal = (
        "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. "
        "if it was a file edit, the new_string was NOT written to the file). STOP what you "
        "are doing and wait for the user to tell you how to proceed."
    )
    assert outcome(refusal, failed=True).errors == (
        "The user doesn't want to proceed with this tool use. The tool use was rejected",
    )
    sections = _sections(_run("bash", {"command": "make"}, "Exit code 2\nmake: *** [all] Error 2"))
    assert any(e.endswith("(exit code 2)") for e in sections["errors"])


def test_a_sentence_that_only_introduces_a_list_is_not_an_item() -> None:
    sections = _sections(
        [
            {"role": "user", "content": "sum up what you changed please"},
            {"role": "assistant", "content": "Here's a summary of everything that was done:"},
        ]
    )
    assert sections["done"] == []


def test_a_short_reply_says_what_did_not_happen_not_its_advice() -> None:
    reply = (
        "The last commit was not made by aider in this chat session.\n"
        "You could try `/git reset --hard HEAD^` but be aware that this is a destructive command!"
    )
    assert outcome(reply).last_line.startswith("The last commit was not made")
    # without such a line the last line is still the outcome
    assert outcome("Wrote 3 files\nScript completed successfully.").last_line == (
        "Script completed successfully."
    )
