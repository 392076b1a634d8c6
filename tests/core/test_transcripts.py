"""One transcript model: every reader produces `TranscriptMessage`s and renders a tool
call the same way, with the same caps."""

from __future__ import annotations

import json
from pathlib import Path

from memwell.hooks import claude_code, gemini_cli
from memwell.transcripts import (
    TOOL_INPUT_CHARS,
    TOOL_RESULT_CHARS,
    TranscriptMessage,
    normalize_messages,
    tool_call_text,
)

LONG = {"command": "echo " + "x" * 5000}


def test_every_reader_renders_a_tool_call_alike(tmp_path: Path) -> None:
    expected = tool_call_text("Bash", LONG)
    assert len(expected) == len("[tool Bash] ") + TOOL_INPUT_CHARS
    anthropic = [
        {"role": "assistant", "content": [{"type": "tool_use", "name": "Bash", "input": LONG}]}
    ]
    openai = [
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [{"function": {"name": "Bash", "arguments": json.dumps(LONG)}}],
        }
    ]
    claude = tmp_path / "claude.jsonl"
    claude.write_text(
        json.dumps({"type": "assistant", "uuid": "a1", "message": anthropic[0]}) + "\n", "utf-8"
    )
    gemini = tmp_path / "gemini.jsonl"
    gemini.write_text(
        json.dumps(
            {
                "id": "g1",
                "type": "gemini",
                "content": "",
                "toolCalls": [{"name": "Bash", "args": LONG}],
            }
        )
        + "\n",
        "utf-8",
    )
    rendered = [
        normalize_messages(anthropic)[0].content,
        normalize_messages(openai)[0].content,
        claude_code.read_transcript(claude)[0].content,
        gemini_cli.read_transcript(gemini)[0].content,
    ]
    assert rendered == [expected] * 4


def test_tool_results_share_one_cap(tmp_path: Path) -> None:
    result = "y" * (TOOL_RESULT_CHARS + 500)
    claude = tmp_path / "claude.jsonl"
    line = {
        "type": "user",
        "uuid": "u1",
        "message": {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "t", "content": result}],
        },
    }
    claude.write_text(json.dumps(line) + "\n", "utf-8")
    (message,) = claude_code.read_transcript(claude)
    assert message.role == "tool" and len(message.content) == TOOL_RESULT_CHARS
    (indexed,) = normalize_messages([line])
    assert len(indexed.content) == TOOL_RESULT_CHARS


def test_readers_produce_the_typed_view(tmp_path: Path) -> None:
    claude = tmp_path / "claude.jsonl"
    claude.write_text(
        json.dumps(
            {
                "type": "user",
                "uuid": "u1",
                "timestamp": "2026-11-30T10:00:00Z",
                "message": {"role": "user", "content": "hello"},
            }
        )
        + "\n",
        "utf-8",
    )
    (message,) = claude_code.read_transcript(claude)
    assert isinstance(message, TranscriptMessage)
    assert message.timestamp is not None and message.timestamp.year == 2026
    # the archive takes the typed view as it is
    assert normalize_messages([message]) == [message]


def test_tool_results_in_a_user_message_are_tool_messages_not_the_persons_words() -> None:
    """An Anthropic user message carries the previous turn's tool results; imported as chat
    messages they must not read as what the person said (consolidation reads those)."""
    messages = normalize_messages(
        [
            {
                "id": "a1",
                "role": "assistant",
                "content": [
                    {"type": "text", "text": "Listing the workflows."},
                    {"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": "ls"}},
                ],
            },
            {
                "id": "u2",
                "role": "user",
                "content": [
                    {"type": "tool_result", "tool_use_id": "t1", "content": "No files found"},
                    {"type": "text", "text": "You are one folder too low: use the parent."},
                ],
            },
        ]
    )
    by_role = [(m.role, m.message_id, m.content) for m in messages]
    assert ("tool", "u2#result1", "No files found") in by_role
    assert ("user", "u2", "You are one folder too low: use the parent.") in by_role
    assert [m.role for m in messages].count("user") == 1
