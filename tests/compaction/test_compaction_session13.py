"""Session 13: a task list's tools are not edits.

Claude Code's `TaskCreate` / `TaskUpdate` read as edits by their verbs; a task update
right after a file read then "edited" the file read (an edit call that names no file
edits the one read just before it).
"""

from __future__ import annotations

import json
from typing import Any

from memwell.compaction.extract import extract
from memwell.compaction.transcript import analyze, loads_transcript


def _claude_code_entries() -> list[dict[str, Any]]:
    """A Claude Code log writes each block of a reply as its own entry: the sentence, then
    the call; a task-list tool (TaskUpdate) runs right after a file read."""

    def use(k: int, name: str, args: dict[str, Any]) -> dict[str, Any]:
        return {
            "role": "assistant",
            "content": [{"type": "tool_use", "id": f"t{k}", "name": name, "input": args}],
        }

    def result(k: int, text: str) -> dict[str, Any]:
        return {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": f"t{k}", "content": text}],
        }

    return [
        {"role": "user", "content": "Buffer the statistics writes."},
        use(1, "Read", {"file_path": "/repo/pkg/session/history.md"}),
        result(1, "1→# History"),
        use(2, "TaskUpdate", {"taskId": "1", "status": "in_progress"}),
        result(2, "Updated task #1 status"),
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "Now let me update statistics.go to buffer the writes:"}
            ],
        },
        use(3, "Edit", {"file_path": "/repo/pkg/session/statistics.go", "new_string": "x"}),
        result(3, "The file /repo/pkg/session/statistics.go has been updated successfully."),
    ]


def test_a_task_tool_is_not_an_edit_of_the_file_read_before_it() -> None:
    transcript = loads_transcript(json.dumps(_claude_code_entries()), "anthropic")
    files = extract(analyze(transcript))["files"]
    assert "edited: /repo/pkg/session/statistics.go" in files
    assert not any(i.startswith("edited: ") and "history.md" in i for i in files)
