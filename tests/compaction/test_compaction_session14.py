"""Shapes met in session 14's development sessions: each test states the shape it covers."""

from __future__ import annotations

import json
from typing import Any

from memwell.compaction.calls import written_done
from memwell.compaction.extract import extract
from memwell.compaction.transcript import ToolCall, analyze, parse_transcript


def _edit(diff: str, cid: str = "c1") -> list[dict[str, Any]]:
    call = {
        "id": cid,
        "type": "function",
        "function": {
            "name": "edit_file",
            "arguments": json.dumps({"target_file": "TODO.md", "code_edit": diff}),
        },
    }
    return [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": cid, "content": "ok"},
    ]


_TODO_DIFF = (
    "  ## Done\n"
    "  - [x] Cleaned up imports\n"
    "- - [x] Removed the old cache\n"
    "+ - [x] Made boolean parameters keyword-only\n"
    "+ 2. [X] Split the decorator into smaller functions:\n"
    "+ - [ ] Test async fallback behavior\n"
)


def test_the_items_an_edit_checks_off_are_done_items() -> None:
    edit = ToolCall("e1", "edit_file", {"target_file": "TODO.md", "code_edit": _TODO_DIFF})
    # only the added lines: a context line or a removed one was not done by this edit
    assert written_done(edit) == [
        "Made boolean parameters keyword-only",
        "Split the decorator into smaller functions",
    ]
    read = ToolCall("r1", "read_file", {"target_file": "TODO.md", "x": _TODO_DIFF})
    assert written_done(read) == []
    sections = dict(extract(analyze(parse_transcript(_edit(_TODO_DIFF)))))
    assert "plan: Made boolean parameters keyword-only" in sections["done"]
    assert "plan: Test async fallback behavior" in sections["todo"]
    assert not any("Cleaned up imports" in item for item in sections.get("done", []))


def test_items_checked_off_by_several_edits_are_all_kept_once() -> None:
    first = _edit("+ - [x] Added the CLI\n", "c1")
    second = _edit("+ - [x] Added the CLI\n+ - [x] Wrote the CHANGELOG entry\n", "c2")
    done = dict(extract(analyze(parse_transcript(first + second))))["done"]
    assert done.count("plan: Added the CLI") == 1
    assert "plan: Wrote the CHANGELOG entry" in done


_LINT_TYPES_TESTS = (
    ">>> Running linters...\n"
    "src/a.py:3:1: F401 `os` imported but unused\n"
    "Found 73 errors.\n"
    "\n"
    ">>> Running type checks...\n"
    'src/a.py:9: error: Incompatible return value type (got "int", expected "str")\n'
    "Found 20 errors in 7 files (checked 31 source files)\n"
    "\n"
    ">>> Running tests...\n"
    "collecting ... collected 46 items / 4 errors\n"
    "E   ModuleNotFoundError: No module named 'botocore'\n"
    "!!!!!!!!!!!!!!!!!!! Interrupted: 4 errors during collection !!!!!!!!!!!!!!!!!!!\n"
    "============================== 4 errors in 1.45s ==============================\n"
)


def test_a_run_of_several_tools_keeps_each_tools_summary() -> None:
    from memwell.compaction.outcomes import outcome

    # pytest's "Interrupted: 4 errors ..." and "collected ... / 4 errors" count what
    # "4 errors in 1.45s" already says; the linter's and the type checker's summaries don't
    assert outcome(_LINT_TYPES_TESTS).summary == (
        "4 errors in 1.45s",
        "Found 20 errors in 7 files (checked 31 source files)",
        "Found 73 errors.",
    )
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "run_terminal_cmd", "arguments": json.dumps({"command": "./ci.sh"})},
    }
    messages = [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": _LINT_TYPES_TESTS},
    ]
    files = dict(extract(analyze(parse_transcript(messages))))["files"]
    ran = next(item for item in files if item.startswith("ran: ./ci.sh"))
    assert "Found 73 errors." in ran and "Found 20 errors in 7 files" in ran
    assert "Interrupted" not in ran


def test_a_collapsed_block_keeps_the_commit_the_run_made() -> None:
    from memwell.compaction.trim import cleared, head_tail

    log = (
        "Voici la traduction :\n"
        + "- une ligne traduite du fichier\n" * 80
        + "> Tokens: 15,218 sent, 3,458 received.\n"
        + "> Commit c286135 fix: Add new --deepseek switch and chat mode options\n"
        + "- une autre ligne traduite\n" * 80
    )
    said = "commit c286135 fix: Add new --deepseek switch and chat mode options"
    assert said in head_tail(log, 400)
    # a cleared output says its errors and summaries only
    assert said not in cleared(log)


def test_a_choice_with_its_reason_after_it_is_a_decision() -> None:
    from memwell.compaction.sentence_kinds import DECISION

    said = (
        "Now I need to edit types.py to drop the abstract base since we're moving to the "
        "model system."
    )
    assert DECISION.search(said)
    assert not DECISION.search("The build has been red since we merged the branch.")
    messages = [
        {"role": "user", "content": "Tidy up the types module please."},
        {"role": "assistant", "content": said},
    ]
    decisions = dict(extract(analyze(parse_transcript(messages)))).get("decisions", [])
    assert any("drop the abstract base since we're moving" in item for item in decisions)
