"""The one transcript model: every reader of a conversation produces `TranscriptMessage`s.

The session archive (`memwell session import`, `Harness.import_session`), the agent-CLI
hook adapters (Claude Code, Gemini CLI) and the agent helpers all read transcripts
through this module, with one rendering of a tool call (`tool_call_text`) and one cap on
tool inputs and results; an adapter maps only its agent's envelope onto it.

Accepted shapes, per message (a mapping):
- memwell's JSONL: `id`, `role` or `speaker`, `content`, ISO 8601 `timestamp`;
- OpenAI chat messages: `role`, `content` as a string or a list of parts, `name`,
  `tool_calls`;
- Anthropic messages: `role`, `content` as a string or a list of blocks (`text`,
  `tool_use`, `tool_result`; `thinking` and images are left out);
- agent-CLI transcript lines that wrap a message: `{"uuid", "timestamp", "message": {...}}`.
Messages with no searchable text are skipped.

A rewriter (compaction) needs the provider's own message dicts rather than this text
view, so it writes back what it did not change: `decode_document` / `document_of` turn
a transcript file into a `TranscriptDocument` of those dicts (a JSON list, an object
with `messages`, or JSONL, agent-CLI envelopes unwrapped and subagent traffic set
apart), and `detect_format` tells the OpenAI shape from the Anthropic one.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal, TypeAlias, cast

from memwell.errors import TranscriptError

ProviderFormat: TypeAlias = Literal["openai", "anthropic"]
DocumentShape: TypeAlias = Literal["list", "object", "jsonl"]
RawMessage: TypeAlias = dict[str, Any]  # a message as the provider wrote it

TOOL_INPUT_CHARS = 2_000  # characters of a tool call's input kept (archive, search)
TOOL_RESULT_CHARS = 4_000  # characters of a tool's result kept
MAX_TOOL_TEXT = TOOL_INPUT_CHARS


@dataclass(frozen=True, slots=True)
class TranscriptMessage:
    """One message of a conversation, whatever format it came in: who said it, its text
    (tool calls rendered by `tool_call_text`), and its id and time when the source has them."""

    message_id: str | None
    role: str | None
    speaker: str | None
    content: str
    timestamp: datetime | None

    def to_dict(self) -> dict[str, Any]:
        """The chat-message form (`role`, `content`, `id`, `timestamp`) of the Harness API."""
        return {
            "role": self.role,
            "content": self.content,
            "id": self.message_id,
            "timestamp": self.timestamp.isoformat() if self.timestamp else None,
        }


IncomingMessage = TranscriptMessage  # a message before it is archived (no session yet)


def tool_call_text(name: object, arguments: object) -> str:
    """The one rendering of a tool call: `[tool NAME] ARGUMENTS` (JSON, capped)."""
    args = arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)
    return f"[tool {name if name is not None else '?'}] {args[:TOOL_INPUT_CHARS]}"


def tool_result_text(content: Any) -> str:
    """A tool's result as text (capped)."""
    return flatten_content(content)[:TOOL_RESULT_CHARS]


def split_tool_results(role: str, content: Any) -> Iterator[tuple[str, str]]:
    """(role, text) pieces of one message's content, with tool results as their own
    `tool` messages (the way agent CLIs log them)."""
    if isinstance(content, str):
        yield role, content
        return
    if not isinstance(content, list):
        return
    texts: list[str] = []
    for block in content:
        if not isinstance(block, Mapping):
            continue
        kind = block.get("type")
        if kind == "text" and isinstance(block.get("text"), str):
            texts.append(block["text"])
        elif kind == "tool_use":
            texts.append(tool_call_text(block.get("name"), block.get("input", {})))
        elif kind == "tool_result":
            yield "tool", tool_result_text(block.get("content"))
    if texts:
        yield role, "\n".join(texts)


def json_lines(text: str) -> Iterator[Mapping[str, Any]]:
    """The JSON objects of JSONL text, skipping a line that does not parse (an agent CLI
    may be writing its last line while a hook reads the file)."""
    for raw in text.splitlines():
        raw = raw.strip()
        if not raw:
            continue
        try:
            value = json.loads(raw)
        except json.JSONDecodeError:
            continue
        if isinstance(value, Mapping):
            yield value


def file_json_lines(path: Path) -> Iterator[Mapping[str, Any]]:
    """`json_lines` of a file, read line by line (a long transcript is never held whole)."""
    with path.open(encoding="utf-8") as handle:
        for raw in handle:
            yield from json_lines(raw)


# Trigger / Why / Outcome: a reader that wants only the newest part of a long log (a
# hook with a timeout, on a transcript of tens of MB) reads it backwards in blocks of
# this size (`_BLOCK_BYTES`), so the cost is that of the part it keeps, not of the whole file.
_BLOCK_BYTES = 1 << 20


def lines_from_end(path: Path, *, block_bytes: int | None = None) -> Iterator[str]:
    """The lines of a UTF-8 text file, last first, reading only as far back as asked.

    A line is decoded only once it is whole, so a multi-byte character split across two
    blocks is never cut; a line that is not UTF-8 is decoded with replacement characters
    (it then fails as JSON and is skipped like any torn line)."""
    block_bytes = block_bytes or _BLOCK_BYTES
    with path.open("rb") as handle:
        position = handle.seek(0, 2)
        partial = b""
        while position > 0:
            step = min(block_bytes, position)
            position -= step
            handle.seek(position)
            block = handle.read(step) + partial
            lines = block.split(b"\n")
            partial = lines[0]  # may continue in the block before this one
            for raw in reversed(lines[1:]):
                if raw.strip():
                    yield raw.decode("utf-8", errors="replace")
        if partial.strip():
            yield partial.decode("utf-8", errors="replace")


def json_lines_from_end(path: Path) -> Iterator[Mapping[str, Any]]:
    """The JSON objects of a JSONL file, last first (see `lines_from_end`)."""
    for raw in lines_from_end(path):
        yield from json_lines(raw)


def newest(
    groups: Iterable[Sequence[TranscriptMessage]], max_chars: int
) -> list[TranscriptMessage]:
    """The messages of `groups` (each the messages of one transcript line, newest line
    first) up to `max_chars` of content, in conversation order. Whole lines are kept,
    so a tool call and its result that one line carries stay together."""
    kept: list[Sequence[TranscriptMessage]] = []
    total = 0
    for group in groups:
        if total >= max_chars:
            break
        kept.append(group)
        total += sum(len(m.content) for m in group)
    return [message for group in reversed(kept) for message in group]


def read_jsonl(path: Path) -> list[Mapping[str, Any]]:
    """The JSON objects of a JSONL file (blank lines ignored)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise TranscriptError(path, f"cannot read: {exc}") from exc
    return [item for _, item in _jsonl_objects(text, path)]


def _jsonl_objects(text: str, source: Path | None) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) of each non-blank line; a line that is not a JSON object
    is an error naming it (a file given on purpose, unlike a log being written)."""
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            raise TranscriptError(source, f"not JSON: {exc.msg}", line=number) from exc
        except RecursionError as exc:  # json's recursion guard: nesting thousands deep
            raise TranscriptError(source, "JSON nested too deeply", line=number) from exc
        if not isinstance(item, dict):
            raise TranscriptError(source, "each line must be a JSON object", line=number)
        yield number, item


def normalize_messages(
    items: Iterable[Mapping[str, Any] | TranscriptMessage], *, path: Path | None = None
) -> list[TranscriptMessage]:
    """Turn any of the accepted message shapes into `TranscriptMessage`s."""
    out: list[TranscriptMessage] = []
    for number, item in enumerate(items, start=1):
        if isinstance(item, TranscriptMessage):
            if item.content.strip():
                out.append(item)
            continue
        if not isinstance(item, Mapping):
            raise TranscriptError(path, "a message must be a mapping", line=number)
        inner = item.get("message")
        message: Mapping[str, Any] = inner if isinstance(inner, Mapping) else item
        raw_id = item.get("id", item.get("uuid", message.get("id")))
        role = _opt_str(message.get("role", item.get("role")))
        speaker = _opt_str(item.get("speaker", message.get("name"))) or role
        when = parse_timestamp(
            item.get("timestamp", item.get("created_at")), path=path, line=number
        )
        raw = message.get("content")
        # Why: an Anthropic user message carries the tool results of the turn before it;
        # they are the tools' output, not the person's words (consolidation reads a
        # user's messages as what they said). Outcome: each result is a `tool` message.
        pieces = (
            list(split_tool_results(role or "", raw))
            if isinstance(raw, list)
            else [(role or "", flatten_content(raw))]
        )
        calls = message.get("tool_calls")
        if isinstance(calls, list):
            own = next((i for i, (r, _) in enumerate(pieces) if r != "tool"), None)
            text = "\n".join([pieces[own][1] if own is not None else "", *map(_openai_call, calls)])
            if own is None:
                pieces.append((role or "", text.strip()))
            else:
                pieces[own] = (pieces[own][0], text.strip())
        results = 0
        for piece_role, content in pieces:
            if not content.strip():
                continue
            message_id = None if raw_id is None else str(raw_id)
            if piece_role == "tool" and message_id is not None:
                results += 1
                message_id = f"{message_id}#result{results}"
            out.append(
                TranscriptMessage(
                    message_id=message_id,
                    role=piece_role or role,
                    speaker=speaker if piece_role != "tool" else "tool",
                    content=content,
                    timestamp=when,
                )
            )
    return out


def flatten_content(content: Any) -> str:
    """Searchable text of a message's `content`, whatever the provider's shape."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, Mapping):
        content = [content]
    if not isinstance(content, Sequence):
        return str(content)
    parts: list[str] = []
    for block in content:
        if isinstance(block, str):
            parts.append(block)
            continue
        if not isinstance(block, Mapping):
            continue
        kind = block.get("type")
        if kind in ("text", "input_text", "output_text"):
            parts.append(str(block.get("text", "")))
        elif kind == "tool_use":
            parts.append(tool_call_text(block.get("name"), block.get("input", {})))
        elif kind == "tool_result":
            parts.append(tool_result_text(block.get("content")))
    return "\n".join(p for p in parts if p)


def _openai_call(call: Any) -> str:
    if not isinstance(call, Mapping):
        return ""
    function = call.get("function")
    if not isinstance(function, Mapping):
        return ""
    return tool_call_text(function.get("name"), str(function.get("arguments", "")))


def _opt_str(value: Any) -> str | None:
    if value is None:
        return None
    text = str(value).strip()
    return text or None


def parse_timestamp(
    value: Any, *, path: Path | None = None, line: int | None = None
) -> datetime | None:
    """ISO 8601 text (a trailing `Z` allowed) or epoch seconds; None when absent."""
    if value is None or value == "":
        return None
    if isinstance(value, int | float) and not isinstance(value, bool):
        # NaN, infinities, negative and far-future epochs are input errors, not crashes
        try:
            if value >= 0:
                return datetime.fromtimestamp(float(value), tz=UTC)
        except (OverflowError, ValueError, OSError):
            pass
        raise TranscriptError(
            path,
            f"timestamp {value!r} is not a time (epoch seconds from 1970 to 9999 expected)",
            line=line,
        )
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value.strip())
        except ValueError:
            pass
    raise TranscriptError(path, f"timestamp {value!r} is not ISO 8601", line=line)


def epoch(moment: datetime | None) -> float | None:
    """Seconds since the epoch; a naive datetime is taken as UTC."""
    if moment is None:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()


# --- documents: the provider's own message dicts, for a rewriter ------------------------


@dataclass(frozen=True, slots=True)
class TranscriptDocument:
    """A transcript file decoded, its messages kept as written: the main thread, the
    top-level system prompt (Anthropic), the other top-level keys of an object (model,
    tools...), and a subagent's side chain, which is not part of the main thread."""

    messages: tuple[RawMessage, ...]
    shape: DocumentShape = "list"
    system: Any = None
    extra: Mapping[str, Any] = field(default_factory=dict)
    sidechain: tuple[RawMessage, ...] = ()


def read_document(path: Path) -> TranscriptDocument:
    """`decode_document` of a file."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise TranscriptError(path, f"cannot read: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise TranscriptError(path, f"not UTF-8 text: {exc.reason}") from exc
    return decode_document(text, source=path)


def decode_document(text: str, *, source: Path | None = None) -> TranscriptDocument:
    """A JSON list of messages, an object with `messages`, or JSONL: one message (or an
    agent's session-log entry, or `{"system": ...}`) per line."""
    stripped = text.strip()
    if not stripped:
        raise TranscriptError(source, "empty file; expected a JSON list of messages or JSONL")
    try:
        return document_of(json.loads(stripped), source=source)
    except json.JSONDecodeError:
        pass
    messages: list[RawMessage] = []
    sidechain: list[RawMessage] = []
    system: Any = None
    for _, value in _jsonl_objects(stripped, source):
        if set(value) == {"system"}:
            system = value["system"]
            continue
        if "role" in value:
            messages.append(value)
            continue
        entry = session_log_entry(value)
        if entry is not None:
            message, is_sidechain = entry
            (sidechain if is_sidechain else messages).append(message)
    _check_roles(messages, source)
    _check_roles(sidechain, source)
    return TranscriptDocument(tuple(messages), "jsonl", system, sidechain=tuple(sidechain))


def document_of(data: Any, *, source: Path | None = None) -> TranscriptDocument:
    """A transcript from decoded JSON: a list of messages or an object with `messages`."""
    system: Any = None
    extra: dict[str, Any] = {}
    shape: DocumentShape = "list"
    if isinstance(data, dict):
        if not isinstance(data.get("messages"), list):
            raise TranscriptError(source, "a JSON object must have a `messages` list")
        shape = "object"
        system = data.get("system")
        extra = {k: v for k, v in data.items() if k not in ("messages", "system")}
        data = data["messages"]
    if not isinstance(data, list):
        raise TranscriptError(source, "expected a list of messages")
    _check_roles(data, source)
    return TranscriptDocument(tuple(cast(list[RawMessage], data)), shape, system, extra)


def _check_roles(messages: Sequence[Any], source: Path | None) -> None:
    for i, message in enumerate(messages):
        if not isinstance(message, dict) or not isinstance(message.get("role"), str):
            raise TranscriptError(source, f"message {i} is not an object with a string `role`")


def session_log_entry(entry: Mapping[str, Any]) -> tuple[RawMessage, bool] | None:
    """(message, is subagent traffic) of one line of an agent's session log, else None.

    Claude Code's transcript JSONL and its `stream-json` output wrap each message as
    `{"type": ..., "message": {...}}`; other entries (summaries, metadata, results) are
    not messages. A subagent's turns are marked `"isSidechain": true` in the transcript
    and carry the spawning call's id in `parent_tool_use_id` in the stream log: they are
    the subagent's conversation, not the main thread's, and its prompts are the
    agent's words to the subagent, not the user's.
    """
    inner = entry.get("message")
    if not (isinstance(inner, dict) and isinstance(inner.get("role"), str)):
        return None
    is_sidechain = entry.get("isSidechain") is True or bool(entry.get("parent_tool_use_id"))
    return cast(RawMessage, inner), is_sidechain


_ANTHROPIC_BLOCKS = {
    "tool_use",
    "tool_result",
    "thinking",
    "redacted_thinking",
    "document",
    "server_tool_use",
    "web_search_tool_result",
}
_OPENAI_PARTS = {"image_url", "input_audio", "file", "refusal"}


def detect_format(messages: Sequence[Mapping[str, Any]], system: Any = None) -> ProviderFormat:
    """Anthropic if content blocks or a top-level system say so; OpenAI otherwise."""
    for message in messages:
        role = message.get("role")
        if role in ("system", "developer", "tool", "function") or "tool_calls" in message:
            return "openai"
        content = message.get("content")
        if isinstance(content, list):
            for block in content:
                kind = block.get("type") if isinstance(block, dict) else None
                if kind in _ANTHROPIC_BLOCKS or (kind == "image" and "source" in block):
                    return "anthropic"
                if kind in _OPENAI_PARTS:
                    return "openai"
    return "anthropic" if system is not None else "openai"


def json_document(text: str) -> Any:
    """Text holding one JSON document, decoded; None when it is not one (JSONL)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return None
