"""Shapes met in session 15's development sessions: each test states the shape it covers."""

from __future__ import annotations

import json
from typing import Any

from memwell.compaction.calls import without_written_text
from memwell.compaction.extract import extract
from memwell.compaction.transcript import analyze, parse_transcript

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
