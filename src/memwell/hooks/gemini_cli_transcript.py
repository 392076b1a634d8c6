"""Gemini CLI's session file as transcript messages, for the hook events that archive it
(AfterAgent, SessionEnd, PreCompress). A module of its own so that the other events do
not import the transcript model (`gemini_cli.read_transcript` imports it when called)."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from memwell.hooks.events import timestamp_of
from memwell.hooks.injected import strip_injected
from memwell.transcripts import (
    TOOL_RESULT_CHARS,
    TranscriptMessage,
    json_document,
    json_lines,
    json_lines_from_end,
    newest,
    tool_call_text,
)


def read_transcript(path: Path, *, max_chars: int | None = None) -> list[TranscriptMessage]:
    """Gemini CLI's session file as transcript messages.

    Two formats exist: one JSON document `{sessionId, messages: [...]}` (older releases)
    and an append-only JSONL log (0.5x+) of a header, message records and `{"$set": ...}`
    updates, where a message id written again replaces the earlier record. Message
    records have `id`, `timestamp`, `type` (user/gemini/info/error...) and `content`
    (a string or a list of parts); `gemini` records may carry `toolCalls`. With
    `max_chars`, only the newest messages up to that much text are read: a JSONL log
    from its end, record by record (the last write of an id wins, as it does forwards).
    """
    if max_chars is None or _is_document(path):
        groups = [_record_messages(r, n) for n, r in enumerate(_records(path))]
        if max_chars is None:
            return [message for group in groups for message in group]
        return newest(reversed(groups), max_chars)
    # a JSONL log's records all have ids (`_line_records`), so no position is needed
    return newest((_record_messages(r, -1) for r in _records_from_end(path)), max_chars)


def _record_messages(record: Mapping[str, Any], number: int) -> list[TranscriptMessage]:
    """The messages of one record; `number` names a record without an id."""
    kind = record.get("type")
    if kind not in ("user", "gemini"):
        return []
    stamp = timestamp_of(record.get("timestamp"))
    rid = str(record.get("id") or f"record-{number}")
    role = "user" if kind == "user" else "assistant"
    texts, results = _parts(record.get("content"))
    if role == "user" and "\n".join(texts).lstrip().startswith("<session_context>"):
        return []  # the CLI's own environment preamble, not something anyone said
    if role == "user":  # headless runs prepend hook context to the prompt
        texts = [strip_injected("\n".join(texts))]
    calls = record.get("toolCalls")
    if isinstance(calls, list):
        texts += [
            tool_call_text(c.get("name"), c.get("args", {}))
            for c in calls
            if isinstance(c, Mapping)
        ]
    out: list[TranscriptMessage] = []
    text = "\n".join(t for t in texts if t)
    if text.strip():
        out.append(TranscriptMessage(rid, role, role, text, stamp))
    for n, result in enumerate(results):
        out.append(
            TranscriptMessage(f"{rid}#r{n}", "tool", "tool", result[:TOOL_RESULT_CHARS], stamp)
        )
    return out


def _is_document(path: Path) -> bool:
    """Whether the file is the older single JSON document: its first line is not JSON
    (the document spans lines), or is the whole document (`messages` on one line)."""
    with path.open(encoding="utf-8", errors="replace") as handle:
        first = handle.readline()
    parsed = list(json_lines(first))
    return not parsed or isinstance(parsed[0].get("messages"), list)


def _records(path: Path) -> list[Mapping[str, Any]]:
    text = path.read_text(encoding="utf-8")
    whole = json_document(text)
    if isinstance(whole, Mapping) and isinstance(whole.get("messages"), list):
        return [m for m in whole["messages"] if isinstance(m, Mapping)]
    by_id: dict[str, Mapping[str, Any]] = {}
    for value in json_lines(text):
        for record in _line_records(value):
            by_id[str(record["id"])] = record  # dict keeps first-seen order, last write wins
    return list(by_id.values())


def _records_from_end(path: Path) -> Iterator[Mapping[str, Any]]:
    """The message records of a JSONL log, newest first, each id once (its last write)."""
    seen: set[str] = set()
    for value in json_lines_from_end(path):
        for record in reversed(_line_records(value)):
            rid = str(record["id"])
            if rid not in seen:
                seen.add(rid)
                yield record


def _line_records(value: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The message records one log line writes: itself, or those of a `$set` update."""
    update = value.get("$set")
    if isinstance(update, Mapping):
        listed = update.get("messages")
        if isinstance(listed, list):
            return [m for m in listed if isinstance(m, Mapping) and m.get("id")]
        return []
    return [value] if value.get("id") and value.get("type") else []


def _parts(content: Any) -> tuple[list[str], list[str]]:
    if isinstance(content, str):
        return [content], []
    texts: list[str] = []
    results: list[str] = []
    if isinstance(content, list):
        for part in content:
            if not isinstance(part, Mapping):
                continue
            if isinstance(part.get("text"), str):
                texts.append(part["text"])
            response = part.get("functionResponse")
            if isinstance(response, Mapping):
                body = response.get("response")
                output = body.get("output") if isinstance(body, Mapping) else body
                results.append(output if isinstance(output, str) else json.dumps(output))
    return texts, results
