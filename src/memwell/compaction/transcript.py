"""Transcripts in the OpenAI chat format and the Anthropic messages format.

Messages stay the caller's own dicts: compaction copies and edits only the messages it
changes (a trimmed tool result, a placeholder for an image), so everything else -
unknown keys, cache-control markers, thinking blocks - is written back untouched.
`analyze` derives a read-only view of each message (its text, tool-call ids, token
estimate) that the strategies plan with, and `units` groups messages into spans that
must be kept or dropped together so a tool call is never separated from its result.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, TypeAlias

from memwell.compaction.checkpoint import CHECKPOINT_HEADER
from memwell.compaction.tokens import IMAGE_TOKENS, MESSAGE_OVERHEAD, estimate_tokens
from memwell.errors import TranscriptError
from memwell.transcripts import (
    DocumentShape,
    ProviderFormat,
    TranscriptDocument,
    decode_document,
    document_of,
    read_document,
)

# part of this module's API since before the transcript model held them
from memwell.transcripts import detect_format as detect_format
from memwell.transcripts import session_log_entry as session_log_entry

Format: TypeAlias = ProviderFormat
Container: TypeAlias = DocumentShape
Message: TypeAlias = dict[str, Any]
NoteKind: TypeAlias = Literal["checkpoint", "elision"]

FORMATS: tuple[Format, ...] = ("openai", "anthropic")
ELISION_PREFIX = '<agent-note kind="compaction_summary">'


@dataclass(frozen=True, slots=True)
class Transcript:
    """A parsed transcript: its format, its messages and (Anthropic) the top-level system."""

    format: Format
    messages: tuple[Message, ...]
    system: Any = None
    container: Container = "list"
    # other top-level keys of an object input (model, tools...), written back unchanged
    extra: Mapping[str, Any] = field(default_factory=dict)
    # Subagent (sidechain) traffic of an agent's session log: not part of the main
    # thread's context, so not counted as its tokens nor written back, but summarised
    # apart in the checkpoint.
    sidechain: tuple[Message, ...] = ()

    def replace(self, messages: Sequence[Message]) -> Transcript:
        return Transcript(
            self.format, tuple(messages), self.system, self.container, self.extra, self.sidechain
        )

    def to_data(self) -> Any:
        """The JSON value to write: the same shape the transcript was read from."""
        if self.container == "object" or (self.system is not None and self.container != "jsonl"):
            data: dict[str, Any] = dict(self.extra)
            if self.system is not None:
                data["system"] = self.system
            data["messages"] = list(self.messages)
            return data
        return list(self.messages)

    def dumps(self) -> str:
        if self.container == "jsonl":
            lines = [json.dumps(m, ensure_ascii=False) for m in self.messages]
            if self.system is not None:
                lines.insert(0, json.dumps({"system": self.system}, ensure_ascii=False))
            return "\n".join(lines) + "\n"
        return json.dumps(self.to_data(), ensure_ascii=False, indent=2) + "\n"


# --- reading: the one transcript model decodes, compaction validates --------------------


def load_transcript(path: Path, fmt: Format | None = None) -> Transcript:
    """Read a JSON list of messages, an object with `messages`, or JSONL (one per line)."""
    return _transcript(read_document(path), fmt, path)


def loads_transcript(
    text: str, fmt: Format | None = None, *, source: Path | None = None
) -> Transcript:
    return _transcript(decode_document(text, source=source), fmt, source)


def parse_transcript(
    data: Any, fmt: Format | None = None, *, source: Path | None = None
) -> Transcript:
    """A transcript from decoded JSON; the format is detected unless given."""
    return _transcript(document_of(data, source=source), fmt, source)


def _transcript(
    document: TranscriptDocument, fmt: Format | None, source: Path | None
) -> Transcript:
    found = fmt or detect_format(document.messages, document.system)
    if found == "anthropic":
        for thread in (document.messages, document.sidechain):
            for i, message in enumerate(thread):
                if message["role"] not in ("user", "assistant"):
                    raise TranscriptError(
                        source,
                        f"message {i} has role {message['role']!r}; the Anthropic format allows "
                        "only user and assistant (put the system prompt in a top-level `system`)",
                    )
    return Transcript(
        found,
        document.messages,
        document.system,
        document.shape,
        document.extra,
        document.sidechain,
    )


# --- the analysed view ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ToolCall:
    id: str
    name: str
    arguments: Any  # a mapping when the arguments parse as a JSON object, else the raw string


@dataclass(frozen=True, slots=True)
class MessageInfo:
    index: int
    role: str
    tokens: int
    text: str = ""  # human- or model-written text (no tool results)
    tool_calls: tuple[ToolCall, ...] = ()
    result_ids: tuple[str, ...] = ()
    results: tuple[str, ...] = ()  # text of the tool results this message carries
    result_errors: tuple[bool, ...] = ()
    images: int = 0
    note: NoteKind | None = None
    # a user-role message that carries a tool's output (an agent that acts through text,
    # like mini-SWE-agent, returns `<returncode>1</returncode><output>...` as "user")
    observation: bool = False

    @property
    def call_ids(self) -> tuple[str, ...]:
        return tuple(call.id for call in self.tool_calls)

    @property
    def is_system(self) -> bool:
        return self.role in ("system", "developer")

    @property
    def is_user_turn(self) -> bool:
        """A message the person wrote (not a tool result carrier, not a memwell note)."""
        return (
            self.role == "user"
            and self.note is None
            and not self.observation
            and bool(self.text.strip() or self.images)
        )


def _block_text(block: Any) -> str:
    if isinstance(block, str):
        return block
    if isinstance(block, dict):
        kind = block.get("type")
        if kind in ("text", "input_text", "output_text") or "text" in block:
            return str(block.get("text", ""))
        if kind == "refusal":
            return str(block.get("refusal", ""))
        if kind == "thinking":
            return str(block.get("thinking", ""))
    return ""


def _is_image(block: Any) -> bool:
    return isinstance(block, dict) and block.get("type") in ("image", "image_url", "input_image")


def _content_text(content: Any) -> tuple[str, int]:
    """(text, image count) of a content value: a string or a list of parts/blocks."""
    if content is None:
        return "", 0
    if isinstance(content, str):
        return content, 0
    if isinstance(content, list):
        texts: list[str] = []
        images = 0
        for block in content:
            if _is_image(block):
                images += 1
            else:
                text = _block_text(block)
                if text:
                    texts.append(text)
        return "\n".join(texts), images
    return str(content), 0


def _parse_arguments(raw: Any) -> Any:
    if isinstance(raw, str):
        try:
            value = json.loads(raw)
        except ValueError:
            return raw
        return value if isinstance(value, dict) else raw
    return raw


_OBSERVATION = re.compile(
    r"\s*(?:<returncode>|<output>|OBSERVATION:|Observation:|EXECUTION RESULT)"
)


def is_observation(text: str) -> bool:
    """A user-role text that is a tool's output in a text-acting agent's transcript."""
    return bool(_OBSERVATION.match(text[:64]))


def _note_kind(text: str) -> NoteKind | None:
    head = text.lstrip()[:64]
    if head.startswith(CHECKPOINT_HEADER):
        return "checkpoint"
    if head.startswith(ELISION_PREFIX):
        return "elision"
    return None


def analyze_message(
    index: int,
    message: Mapping[str, Any],
    fmt: Format,
    count: Callable[[str], int] = estimate_tokens,
) -> MessageInfo:
    role = str(message.get("role", ""))
    content = message.get("content")
    calls: list[ToolCall] = []
    result_ids: list[str] = []
    results: list[str] = []
    errors: list[bool] = []
    texts: list[str] = []
    images = 0
    extra_tokens = 0
    if fmt == "openai":
        text, images = _content_text(content)
        if role in ("tool", "function"):
            result_ids.append(str(message.get("tool_call_id") or f"legacy:{message.get('name')}"))
            results.append(text)
            errors.append(False)
        else:
            texts.append(text)
        for call in message.get("tool_calls") or ():
            function = call.get("function") or {}
            raw = function.get("arguments", "")
            extra_tokens += count(raw if isinstance(raw, str) else json.dumps(raw))
            calls.append(
                ToolCall(str(call.get("id")), str(function.get("name", "")), _parse_arguments(raw))
            )
        legacy = message.get("function_call")
        if isinstance(legacy, dict):
            raw = legacy.get("arguments", "")
            extra_tokens += count(str(raw))
            calls.append(
                ToolCall(
                    f"legacy:{legacy.get('name')}",
                    str(legacy.get("name", "")),
                    _parse_arguments(raw),
                )
            )
    else:
        if isinstance(content, list):
            for block in content:
                if not isinstance(block, dict):
                    texts.append(str(block))
                    continue
                kind = block.get("type")
                if kind in ("tool_use", "server_tool_use"):
                    arguments = block.get("input", {})
                    extra_tokens += count(json.dumps(arguments, ensure_ascii=False))
                    calls.append(
                        ToolCall(str(block.get("id")), str(block.get("name", "")), arguments)
                    )
                elif kind in ("tool_result", "web_search_tool_result"):
                    text, n = _content_text(block.get("content"))
                    images += n
                    result_ids.append(str(block.get("tool_use_id")))
                    results.append(text)
                    errors.append(bool(block.get("is_error")))
                elif _is_image(block):
                    images += 1
                elif kind == "redacted_thinking":
                    extra_tokens += count(str(block.get("data", "")))
                else:
                    texts.append(_block_text(block))
        else:
            text, images = _content_text(content)
            texts.append(text)
    text = "\n".join(t for t in texts if t)
    tokens = (
        MESSAGE_OVERHEAD
        + count(text)
        + sum(count(r) for r in results)
        + extra_tokens
        + images * IMAGE_TOKENS
    )
    note = _note_kind(text) if role == "user" else None
    return MessageInfo(
        index,
        role,
        tokens,
        text,
        tuple(calls),
        tuple(result_ids),
        tuple(results),
        tuple(errors),
        images,
        note,
        role == "user" and not results and is_observation(text),
    )


def analyze(transcript: Transcript) -> list[MessageInfo]:
    return [analyze_message(i, m, transcript.format) for i, m in enumerate(transcript.messages)]


# Top-level keys of a request body that the model reads besides the messages.
_PROMPT_KEYS = ("tools", "functions", "tool_choice", "response_format")


def system_tokens(transcript: Transcript, count: Callable[[str], int] = estimate_tokens) -> int:
    """Tokens of what the model reads besides the messages: the top-level system prompt
    and the tool schemas of a request body (1-2k tokens in a coding agent)."""
    tokens = 0
    if transcript.system is not None:
        text, images = _content_text(transcript.system)
        tokens += MESSAGE_OVERHEAD + count(text) + images * IMAGE_TOKENS
    for key in _PROMPT_KEYS:
        value = transcript.extra.get(key)
        if value:
            tokens += count(json.dumps(value, ensure_ascii=False))
    return tokens


def count_tokens(transcript: Transcript, count: Callable[[str], int] = estimate_tokens) -> int:
    """Tokens of the whole transcript (system included) under the counting function `count`."""
    fmt = transcript.format
    return system_tokens(transcript, count) + sum(
        analyze_message(i, m, fmt, count).tokens for i, m in enumerate(transcript.messages)
    )


def units(infos: Sequence[MessageInfo]) -> list[tuple[int, int]]:
    """Half-open spans [start, end) that must be kept or dropped whole.

    A message carrying tool results joins the span of the message that made the calls
    (and everything between), so no compaction step can orphan either side.
    """
    spans: list[list[int]] = []
    owner: dict[str, int] = {}  # call id -> span index
    for info in infos:
        target: int | None = None
        for rid in info.result_ids:
            span = owner.pop(rid, None)
            if span is not None and (target is None or span < target):
                target = span
        if target is not None:
            merged_start = spans[target][0]
            del spans[target + 1 :]
            spans[target] = [merged_start, info.index + 1]
            # only calls still waiting for a result are in `owner`, so this stays small
            for cid, span in list(owner.items()):
                if span > target:
                    owner[cid] = target
            current = target
        else:
            spans.append([info.index, info.index + 1])
            current = len(spans) - 1
        for cid in info.call_ids:
            owner[cid] = current
    return [(s, e) for s, e in spans]


def latest_user_index(infos: Sequence[MessageInfo]) -> int | None:
    for info in reversed(infos):
        if info.is_user_turn:
            return info.index
    return None


# --- editing (copy on write) -------------------------------------------------------------


def _map_result_content(content: Any, fn: Callable[[str], str]) -> Any:
    text, images = _content_text(content)
    new = fn(text)
    if images and new == text:
        return content
    return new


def map_tool_results(message: Message, fmt: Format, fn: Callable[[str], str]) -> Message:
    """A copy of `message` whose tool results are replaced by `fn(text)` (images dropped)."""
    if fmt == "openai":
        if message.get("role") not in ("tool", "function"):
            return message
        return {**message, "content": _map_result_content(message.get("content"), fn)}
    content = message.get("content")
    if not isinstance(content, list):
        return message
    blocks = []
    for block in content:
        if isinstance(block, dict) and block.get("type") == "tool_result":
            block = {**block, "content": _map_result_content(block.get("content"), fn)}
        blocks.append(block)
    return {**message, "content": blocks}


def _image_placeholder(fmt: Format) -> dict[str, Any]:
    return {"type": "text", "text": "[image elided]"}


def replace_images(message: Message, fmt: Format) -> Message:
    """A copy of `message` with every image replaced by a text placeholder."""
    content = message.get("content")
    if not isinstance(content, list) or not any(_is_image(b) for b in content):
        return message
    return {**message, "content": [_image_placeholder(fmt) if _is_image(b) else b for b in content]}


def map_text(message: Message, fn: Callable[[str], str]) -> Message:
    """A copy of `message` with `fn` applied to each plain text part (not tool results)."""
    content = message.get("content")
    if isinstance(content, str):
        new = fn(content)
        return message if new == content else {**message, "content": new}
    if not isinstance(content, list):
        return message
    changed = False
    blocks = []
    for block in content:
        if (
            isinstance(block, dict)
            and block.get("type") == "text"
            and isinstance(block.get("text"), str)
        ):
            new = fn(block["text"])
            if new != block["text"]:
                block = {**block, "text": new}
                changed = True
        blocks.append(block)
    return {**message, "content": blocks} if changed else message


def make_note(text: str) -> Message:
    """A harness-authored user message (both formats accept a plain string content)."""
    return {"role": "user", "content": text}
