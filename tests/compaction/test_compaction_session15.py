"""Shapes met in session 15's development sessions: each test states the shape it covers."""

from __future__ import annotations

import json
from typing import Any

from memwell.compaction.calls import without_written_text
from memwell.compaction.checkpoint import Checkpoint, render
from memwell.compaction.extract import extract
from memwell.compaction.outcomes import error_message_lines
from memwell.compaction.transcript import analyze, parse_transcript

GOAL = "Port the ledger service to the new billing API without touching the cron jobs."

_WRITE = (
    "cat > docs/summary.md <<'EOF'\n"
    "# Summary\n"
    "| Agent -> File.md | Strong |\n"
    "Scores > 0.5 are kept.\n"
    "EOF\n"
    "wc -l docs/summary.md"
)


def _shell(command: str, output: str) -> list[dict[str, Any]]:
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "exec_command", "arguments": json.dumps({"command": command})},
    }
    return [
        {"role": "user", "content": "Write the summary."},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": output},
    ]


def test_a_heredoc_that_writes_a_file_is_said_by_its_opening_line() -> None:
    # the body is the file's text: the line opening it and the command after it stay
    assert without_written_text(_WRITE) == ("cat > docs/summary.md <<'EOF'\nwc -l docs/summary.md")
    files = dict(extract(analyze(parse_transcript(_shell(_WRITE, "3 docs/summary.md")))))["files"]
    assert "edited: docs/summary.md" in files
    # the document's `-> File.md` is not a file the command wrote
    assert not any("File.md" in item for item in files)
    assert any(
        item.startswith("ran: cat > docs/summary.md <<'EOF'") and "Scores" not in item
        for item in files
    )


def test_a_heredoc_that_writes_no_file_is_kept_whole() -> None:
    commit = "git commit -m \"$(cat <<'EOF'\nfix: keep the cache warm\nEOF\n)\""
    assert without_written_text(commit) == commit
    assert without_written_text("ls > out.txt") == "ls > out.txt"


def test_an_errors_words_under_another_label_are_said_once() -> None:
    refused = "The user doesn't want to proceed with this tool use. The tool use was rejected"
    checkpoint = Checkpoint(
        {
            "goal": (GOAL,),
            "errors": (
                f"reported: {GOAL}",
                f"Bash go test ./...: {refused}",
                f"Edit: {refused}",
                "Bash go build: cannot find package",
            ),
        },
        messages=10,
    )
    text, _ = render(checkpoint, max_tokens=400)
    assert text.count(GOAL) == 1 and "reported:" not in text
    assert text.count(refused) == 1
    assert "cannot find package" in text
    # a commit's label is its hash: the same message under two hashes is two items
    commits = Checkpoint(
        {"done": ("commit 4ea4fb4 feat: add the chart", "commit 7c9c85f feat: add the chart")},
        messages=4,
    )
    done, _ = render(commits, max_tokens=400)
    assert "4ea4fb4" in done and "7c9c85f" in done


def test_a_name_the_kept_messages_write_is_not_listed_again() -> None:
    checkpoint = Checkpoint(
        {"goal": (GOAL,), "findings": ("code: LedgerClient", "code: retry_budget")},
        messages=10,
    )
    text, _ = render(checkpoint, max_tokens=400, kept_text="Now call LedgerClient to send it.")
    assert "retry_budget" in text
    assert "LedgerClient" not in text
    # a name inside a longer one is not that name
    text, _ = render(checkpoint, max_tokens=400, kept_text="LedgerClientFactory")
    assert "LedgerClient" in text.replace("LedgerClientFactory", "")


def test_a_ci_annotation_is_read_as_the_finding_it_carries() -> None:
    output = (
        "::error title=Ruff (F401),file=/home/u/p/cli.py,line=3,col=1,endLine=3,endColumn=9::"
        "cli.py:3:1: F401 `os` imported but unused\n"
        "dColumn=22::src/retry.py:202:11: C901 `retry_async` is too complex\n"
        "E   ImportError: cannot import name 'Cache' from 'app'\n"
    )
    lines = error_message_lines(output, limit=3)
    assert "cli.py:3:1: F401 `os` imported but unused" in lines
    assert "src/retry.py:202:11: C901 `retry_async` is too complex" in lines
    # the findings are one kind: the exception ranks before the second finding
    assert lines[1].startswith("E   ImportError")


def test_a_choice_joined_to_its_reason_by_so_is_a_decision() -> None:
    said = (
        "I hit a patch mismatch while replacing the file, so I'm rewriting the file contents "
        "directly. It is late, so I am tired."
    )
    messages = [
        {"role": "user", "content": "Rewrite the summary."},
        {"role": "assistant", "content": said},
    ]
    decisions = dict(extract(analyze(parse_transcript(messages)))).get("decisions", [])
    assert any("rewriting the file contents directly" in d for d in decisions)
    assert not any("tired" in d for d in decisions)
