"""A model-written checkpoint, checked, with the extractive one as the fallback.

The model gets the previous checkpoint and a bounded excerpt of the messages being
evicted, and must answer in the checkpoint's own Markdown shape. Its answer is used only
if it parses into at least two known sections and is not too long; otherwise (empty,
malformed, too long, or the model failed) the extractive checkpoint is used and the
reason is recorded. Even a good answer is merged with the extractive artifact trail,
constraints, errors and verbatim user requests, which a summariser tends to drop.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Sequence

from memwell.compaction.checkpoint import Checkpoint, parse, render
from memwell.compaction.dense import TITLES
from memwell.compaction.sections import SectionKey, clean
from memwell.compaction.tokens import estimate_tokens
from memwell.compaction.transcript import MessageInfo
from memwell.compaction.types import CheckpointSource
from memwell.errors import ModelError
from memwell.llm.provider import ChatMessage, ChatModel

log = logging.getLogger(__name__)

INPUT_CHARS = 6_000  # fits a 2k-token local model; larger models just see a denser excerpt
LINE_CHARS = 300
_MODEL_SECTIONS: tuple[SectionKey, ...] = (
    "goal",
    "constraints",
    "decisions",
    "done",
    "in_progress",
    "todo",
    "next_step",
    "errors",
    "files",
)
_ALWAYS_EXTRACTIVE: tuple[SectionKey, ...] = (
    "files",
    "constraints",
    "errors",
    "user_requests",
    "subagents",  # the model does not see the subagents' traffic
)

_INSTRUCTIONS = (
    "You condense the older part of a coding session into a checkpoint so the work can "
    "continue after the messages are removed. Reply with Markdown only: these headings, "
    "each followed by short '- ' bullet lines, and nothing else:\n"
    + "\n".join(f"## {TITLES[k]}" for k in _MODEL_SECTIONS)
    + "\nKeep exact file paths, identifiers, commands and error messages. Write facts, not "
    "instructions. Never include passwords, keys or tokens. Keep every item of the previous "
    "checkpoint that is still true."
)


def excerpt(infos: Sequence[MessageInfo], limit: int = INPUT_CHARS) -> str:
    """One line per message (tool calls and results abbreviated), cut to `limit` characters
    by keeping the start (the task) and, mostly, the end (the latest work)."""
    lines: list[str] = []
    for info in infos:
        if info.text.strip():
            lines.append(f"{info.role.upper()}: {clean(info.text, LINE_CHARS)}")
        for call in info.tool_calls:
            args = (
                json.dumps(call.arguments, ensure_ascii=False)
                if not isinstance(call.arguments, str)
                else call.arguments
            )
            lines.append(f"TOOL CALL {call.name}({clean(args, 160)})")
        for result in info.results:
            lines.append(f"TOOL RESULT: {clean(result, 200)}")
    text = "\n".join(lines)
    if len(text) <= limit:
        return text
    head = int(limit * 0.2)
    return text[:head] + "\n[...]\n" + text[len(text) - (limit - head) :]


def model_checkpoint(
    model: ChatModel,
    evicted: Sequence[MessageInfo],
    previous: Checkpoint | None,
    extractive: Checkpoint,
    max_tokens: int,
    *,
    input_chars: int = INPUT_CHARS,
) -> tuple[Checkpoint, CheckpointSource, str]:
    """(checkpoint, source, reason): the model's checkpoint if it passes the checks."""
    prior = render(previous, max_tokens=max_tokens // 2)[0] if previous is not None else "(none)"
    conversation = excerpt(evicted, input_chars)
    prompt = f"Previous checkpoint:\n{prior}\n\nConversation to condense:\n{conversation}"
    messages = [ChatMessage("system", _INSTRUCTIONS), ChatMessage("user", prompt)]
    try:
        reply = model.complete(messages, max_tokens=max(64, max_tokens), temperature=0.0)
    except ModelError as exc:
        # Trigger: the model call failed (server down, bad key, timeout).
        # Why: compaction must still happen, or the next request overflows.
        # Outcome: the extractive checkpoint, with the failure recorded.
        log.warning("model checkpoint failed, using the extractive one: %s", exc)
        return extractive, "extractive_fallback", f"model failed: {exc}"
    reason = _reject(reply, max_tokens)
    parsed = parse(reply) if not reason else None
    if parsed is None:
        reason = reason or "model output has no checkpoint sections"
        log.info("model checkpoint rejected (%s); using the extractive one", reason)
        return extractive, "extractive_fallback", reason
    sections = {k: v for k, v in parsed.sections.items() if k in _MODEL_SECTIONS}
    known = sum(1 for v in sections.values() if v)
    if known < 2:
        return extractive, "extractive_fallback", "model output has fewer than two filled sections"
    written = Checkpoint(sections, 1, len(evicted))
    trail = Checkpoint(
        {k: extractive.get(k) for k in _ALWAYS_EXTRACTIVE if extractive.get(k)}, 0, 0
    )
    combined = written.merge(trail)
    if not combined.get("goal") and extractive.get("goal"):
        combined = dataclasses.replace(
            combined, sections={**combined.sections, "goal": extractive.get("goal")}
        )
    return dataclasses.replace(combined, compactions=1, messages=len(evicted)), "model", ""


def _reject(reply: str, max_tokens: int) -> str:
    """Why the model's reply is unusable, or "" if it may be parsed."""
    if not reply or not reply.strip():
        return "model output is empty"
    if estimate_tokens(reply) > max_tokens * 1.5:
        return (
            f"model output is too long (~{estimate_tokens(reply):,} tokens, limit {max_tokens:,})"
        )
    return ""
