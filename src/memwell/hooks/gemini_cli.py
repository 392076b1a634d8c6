"""Gemini CLI: hook payloads in, hook answers out, transcripts read.

Payload fields (recorded from Gemini CLI 0.61): every event carries `session_id`,
`transcript_path`, `cwd`, `hook_event_name` and `timestamp`; SessionStart adds `source`
(startup/resume/clear), BeforeAgent `prompt`, BeforeTool `tool_name` and `tool_input`,
PreCompress `trigger` (auto/manual), AfterAgent `prompt`, `prompt_response` and
`stop_hook_active`, SessionEnd `reason`.

Answers are JSON on stdout (always some JSON: Gemini CLI parses it). Context goes in
`hookSpecificOutput.additionalContext` (SessionStart, BeforeAgent). BeforeTool takes a
top-level `decision` ("deny" with a `reason` the model sees, or "ask" with a
`systemMessage` the person sees); it has no context field, so a "go" with a relevant
memory shows it to the person as a `systemMessage`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, assert_never

from memwell.hooks.caller import gemini_headless
from memwell.hooks.events import (
    AgentName,
    HookEvent,
    HookKind,
    HookOutcome,
    HookReply,
    Inject,
    Quiet,
    ToolVerdict,
    event_from_payload,
    timestamp_of,
)
from memwell.hooks.injected import strip_injected

if TYPE_CHECKING:  # transcripts are read by the events that archive them, imported there
    from memwell.transcripts import TranscriptMessage

NAME: AgentName = "gemini-cli"

_KINDS: dict[str, HookKind] = {
    "SessionStart": "session_start",
    "BeforeAgent": "prompt",
    "BeforeTool": "pre_tool",
    "PreCompress": "pre_compact",
    "AfterAgent": "stop",
    "SessionEnd": "session_end",
}

# Gemini CLI's built-in tools that edit, write or run commands
GATED_TOOLS = frozenset({"write_file", "replace", "run_shell_command"})

# Trigger / Why / Outcome: Gemini CLI 0.61 fires PreCompress (trigger "auto") on ordinary
# turns too, not only when it compresses (it compresses at half of a 1M-token window). A
# checkpoint costs about a second, so an auto PreCompress on a transcript under this size
# only archives; a manual /compress, or a transcript this large, also builds the checkpoint.
AUTO_COMPACT_MIN_CHARS = 200_000

# no SessionStart after a compression: the next prompt carries the checkpoint once
CHECKPOINT_ON_NEXT_PROMPT = True

INSTALL_EVENTS: dict[str, str | None] = {
    "SessionStart": None,
    "BeforeAgent": None,
    "BeforeTool": "|".join(sorted(GATED_TOOLS)),
    "PreCompress": None,
    "AfterAgent": None,
    "SessionEnd": None,
}


def parse(payload: Mapping[str, Any]) -> HookEvent:
    return event_from_payload(payload, agent=NAME, kinds=_KINDS, answer_key="prompt_response")


# Gemini CLI refuses, in a non-interactive run, a tool call its own policy would ask about;
# memwell's "ask" does the same there instead of waiting for an answer that never comes.
HEADLESS_ASK = (
    ". Gemini CLI is running non-interactively, so nobody can confirm: refused, as Gemini CLI "
    "refuses its own confirmations in headless runs. Run it in an interactive session to "
    "confirm it."
)


def render(
    event: HookEvent,
    outcome: HookOutcome,
    *,
    headless: Callable[[], bool | None] = gemini_headless,
) -> HookReply:
    match outcome:
        case Quiet():
            return neutral()
        case Inject(text=text):
            if event.kind not in ("session_start", "prompt") or not text:
                return neutral()
            return _json(
                {
                    "hookSpecificOutput": {
                        "hookEventName": event.event_name,
                        "additionalContext": text,
                    }
                }
            )
        case ToolVerdict(verdict=verdict, reason=reason, context=context):
            if event.kind != "pre_tool":
                return neutral()
            if verdict == "no-go":
                return _json({"decision": "deny", "reason": reason})
            if verdict == "ask":
                if headless():
                    return _json({"decision": "deny", "reason": reason.rstrip(". ") + HEADLESS_ASK})
                return _json({"decision": "ask", "reason": reason, "systemMessage": reason})
            if context:
                return _json({"systemMessage": context})
            return neutral()
        case _:
            assert_never(outcome)


def neutral() -> HookReply:
    return HookReply("{}")


def _json(value: dict[str, Any]) -> HookReply:
    return HookReply(json.dumps(value, ensure_ascii=False))


# --- transcripts -------------------------------------------------------------------------


# Trigger / Why / Outcome: PreCompress on a long session must finish within the hook
# timeout. Gemini CLI compresses at half of its 1M-token window (about 2M characters of
# context), so the checkpoint is built from the newest messages up to that much text;
# tool results count here at most TOOL_RESULT_CHARS each, so it covers more context.
COMPACT_READ_CHARS = 2_000_000


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
    from memwell.transcripts import newest

    if max_chars is None or _is_document(path):
        groups = [_record_messages(r, n) for n, r in enumerate(_records(path))]
        if max_chars is None:
            return [message for group in groups for message in group]
        return newest(reversed(groups), max_chars)
    # a JSONL log's records all have ids (`_line_records`), so no position is needed
    return newest((_record_messages(r, -1) for r in _records_from_end(path)), max_chars)


def _record_messages(record: Mapping[str, Any], number: int) -> list[TranscriptMessage]:
    """The messages of one record; `number` names a record without an id."""
    from memwell.transcripts import TOOL_RESULT_CHARS, TranscriptMessage, tool_call_text

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
    from memwell.transcripts import json_lines

    with path.open(encoding="utf-8", errors="replace") as handle:
        first = handle.readline()
    parsed = list(json_lines(first))
    return not parsed or isinstance(parsed[0].get("messages"), list)


def _records(path: Path) -> list[Mapping[str, Any]]:
    from memwell.transcripts import json_document, json_lines

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
    from memwell.transcripts import json_lines_from_end

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
