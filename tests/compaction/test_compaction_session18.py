"""Shapes met in session 18's development sessions: each test states the shape it covers."""

from __future__ import annotations

from typing import Any

from compaction_transcripts import empty_kept

from memwell.compaction.dense import select
from memwell.compaction.extract import extract, goal_of
from memwell.compaction.pasted import is_written, words_first
from memwell.compaction.transcript import analyze, parse_transcript

_TABLE = (
    "tool web info --plain\n"
    "┏━━━━━━━━━━━━┳━━━━━━━━━┓\n"
    "┃ Engine     ┃ Enabled ┃\n"
    "┡━━━━━━━━━━━━╇━━━━━━━━━┩\n"
    "│ brave      │ yes     │\n"
    "│ duckduckgo │ yes     │\n"
    "└────────────┴─────────┘\n\n"
    "TASK: Add everywhere the `--plain` option that controls the output.\n\n"
    "Also, list the engines sorted alphabetically by their user-facing name."
)


def _session(first: str) -> list[dict[str, Any]]:
    return [
        {"role": "user", "content": first},
        {"role": "assistant", "content": "Looking at the command now."},
        {"role": "user", "content": "ok, go on"},
    ]


def test_a_request_that_opens_with_a_paste_has_its_own_words_first_in_the_goal() -> None:
    goal = goal_of(analyze(parse_transcript(_session(_TABLE))))
    assert goal is not None
    assert goal.startswith("TASK: Add everywhere the `--plain` option")
    assert goal.index("Also, list the engines") < goal.index("┏")
    # nothing is dropped: the paste follows the person's words
    assert "│ duckduckgo │ yes     │" in goal


def test_a_request_that_opens_with_its_own_words_or_holds_none_is_unchanged() -> None:
    prose = "Fix the flaky test in the scheduler.\n\n│ a │ b │\n\nThen run the suite again please."
    assert words_first(prose) == prose
    findings = (
        "src/app/api.py:220:17: S112 `try`-`except`-`continue` detected\n"
        "218 |     tasks.append(task[1])\n\n"
        "src/app/config.py:238:5: F601 Dictionary key literal repeated\n"
        "    |     ^^^^ F601"
    )
    assert words_first(findings) == findings


def test_code_and_tool_output_lines_do_not_read_as_written() -> None:
    assert is_written("Add everywhere the plain option that controls the output.")
    assert is_written("## Your task")
    assert not is_written("def optimize_imports(tree: ast.AST) -> list[str]:")
    assert not is_written("from .converter import compress_to_phiton")
    assert not is_written("src/a.py:3:1: F401 `os` imported but unused")
    assert not is_written("│ brave      │ yes     │")
    assert not is_written("    comments: bool = True")


def test_a_pasted_table_row_is_not_a_constraint() -> None:
    messages = [
        {"role": "user", "content": "Make the info command print one engine per line."},
        {"role": "assistant", "content": "Done."},
        {
            "role": "user",
            "content": "It prints this:\n┃ Engine ┃ Enabled ┃ API Key Required ┃\n"
            "The API key should never be required for duckduckgo.",
        },
        {"role": "assistant", "content": "Fixing."},
    ]
    constraints = dict(extract(analyze(parse_transcript(messages))))["constraints"]
    assert not any("┃" in item for item in constraints)
    assert any("never be required" in item for item in constraints)


def test_a_command_that_worked_comes_before_the_requests_and_the_reads() -> None:
    kept = empty_kept()
    kept["user_requests"] = ["Check the watcher once more."]
    kept["files"] = ["ran: gofmt -w watcher.go -> ok", "read: pkg/providers/geminicli/watcher.go"]
    chosen, left_out = select(kept, 30, 10)
    assert chosen["files"] == ["ran: gofmt -w watcher.go -> ok"] and left_out == 2
    assert chosen["user_requests"] == []


def test_a_command_that_worked_has_no_floor_before_the_other_facts() -> None:
    kept = empty_kept()
    kept["files"] = ["ran: gofmt -w watcher.go -> ok"]
    kept["decisions"] = ["Use fsnotify instead of polling, so no INFO line every 30 seconds."]
    kept["findings"] = ["code: waitForDirectoryFsnotify"]
    chosen, _ = select(kept, 60, 10)
    assert chosen["decisions"] and chosen["findings"] and not chosen["files"]
