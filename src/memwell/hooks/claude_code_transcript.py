"""Claude Code's JSONL transcript as transcript messages, for the hook events that archive
it (Stop, SessionEnd, PreCompact). A module of its own so that the other events do not
import the transcript model (`claude_code.read_transcript` imports it when called)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from memwell.hooks.events import timestamp_of
from memwell.hooks.injected import strip_injected
from memwell.transcripts import (
    TranscriptMessage,
    file_json_lines,
    json_lines_from_end,
    newest,
    session_log_entry,
    split_tool_results,
)


def read_transcript(path: Path, *, max_chars: int | None = None) -> list[TranscriptMessage]:
    """Claude Code's JSONL transcript as transcript messages.

    Lines with `type` user/assistant carry `message` {role, content}, `uuid`, `timestamp`;
    everything else (attachments, queue operations, compact boundaries, modes) is skipped.
    Content blocks become text: tool calls as `[tool Name] input`, tool results as role
    `tool`. Meta lines, compaction summaries (derived, not said), subagent side chains
    and local-command echoes are skipped. With `max_chars`, only the newest messages up
    to that much text are read, from the end of the file.
    """
    if max_chars is None:
        lines = enumerate(file_json_lines(path))
        return [m for number, line in lines for m in _line_messages(line, number)]
    backwards = enumerate(json_lines_from_end(path))
    return newest((_line_messages(line, -number) for number, line in backwards), max_chars)


def _line_messages(line: Mapping[str, Any], number: int) -> list[TranscriptMessage]:
    """The messages one transcript line carries (none for most lines); `number` names a
    line without a uuid."""
    if line.get("type") not in ("user", "assistant"):
        return []
    if line.get("isMeta") or line.get("isCompactSummary"):
        return []
    entry = session_log_entry(line)
    if entry is None or entry[1]:  # not a message, or a subagent's side chain
        return []
    message = entry[0]
    role = message.get("role") if message.get("role") in ("user", "assistant") else None
    if role is None:
        return []
    base = str(line.get("uuid") or f"line-{number}")
    out: list[TranscriptMessage] = []
    for out_role, said in split_tool_results(role, message.get("content")):
        text = strip_injected(said) if out_role == "user" else said
        if not text.strip() or _is_local_command(text):
            continue
        out.append(
            TranscriptMessage(
                message_id=f"{base}#{len(out)}" if out else base,
                role=out_role,
                speaker=out_role,
                content=text,
                timestamp=timestamp_of(line.get("timestamp")),
            )
        )
    return out


def _is_local_command(text: str) -> bool:
    return text.startswith(("<local-command-", "<command-name>", "<command-message>"))
