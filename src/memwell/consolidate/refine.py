"""Optional model proposals: a configured chat model (`[llm]`, any OpenAI-compatible
server) reads a session's messages and proposes further findings.

What the model says is never trusted: each proposal must name a message of the batch,
quote it verbatim, and state something the quote supports (the evidence rule in
grounding.py); anything else is dropped and counted. The deterministic findings are
kept either way, so a weak or failing model can only add, never lose.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from memwell.consolidate.extract import Finding, scope_for, subject_of, third_person
from memwell.consolidate.grounding import grounded
from memwell.consolidate.types import KINDS, Kind
from memwell.errors import ModelError
from memwell.index.types import ArchivedMessage
from memwell.llm.provider import ChatMessage, ChatModel

log = logging.getLogger(__name__)

BATCH_CHARS = 3_000  # of transcript per model call: small local models have small windows
MESSAGE_CHARS = 600
MAX_TOKENS = 600
MODEL_CONFIDENCE = 0.55

SYSTEM = """\
You extract durable memory from a conversation. Output one JSON object per line and \
nothing else. Each object has: "kind" (one of preference, decision, constraint, fact, \
correction, person), "message_id" (the id in brackets of the message it comes from), \
"quote" (words copied exactly from that message) and "statement" (the memory, in the \
third person, using only what the quote says). Skip greetings, questions and small talk."""


@dataclass(frozen=True, slots=True)
class Refined:
    findings: tuple[Finding, ...]
    dropped: int  # proposals that failed the evidence rule or could not be parsed


def batches(messages: Sequence[ArchivedMessage]) -> list[list[ArchivedMessage]]:
    out: list[list[ArchivedMessage]] = []
    current: list[ArchivedMessage] = []
    size = 0
    for m in messages:
        if m.role in ("system", "tool"):
            continue
        cost = min(len(m.content), MESSAGE_CHARS) + 40
        if current and size + cost > BATCH_CHARS:
            out.append(current)
            current, size = [], 0
        current.append(m)
        size += cost
    if current:
        out.append(current)
    return out


def _prompt(batch: Sequence[ArchivedMessage]) -> str:
    lines = [
        f"[{m.message_id}] {subject_of(m)}: {' '.join(m.content.split())[:MESSAGE_CHARS]}"
        for m in batch
    ]
    return "Conversation:\n" + "\n".join(lines) + "\n\nJSON lines:"


_OBJECT = re.compile(r"\{[^{}]*\}")


def parse_proposals(reply: str) -> list[dict[str, object]]:
    """The JSON objects in a reply (a model may wrap them in prose or a list)."""
    out = []
    for raw in _OBJECT.findall(reply):
        try:
            item = json.loads(raw)
        except json.JSONDecodeError:
            continue
        if isinstance(item, dict):
            out.append(item)
    return out


def validate(item: dict[str, object], batch: Sequence[ArchivedMessage]) -> Finding | None:
    """A finding if the proposal passes the evidence rule, else None."""
    kind, mid = item.get("kind"), item.get("message_id")
    quote, statement = item.get("quote"), item.get("statement")
    if not (isinstance(kind, str) and isinstance(quote, str) and isinstance(statement, str)):
        return None
    if kind not in KINDS or kind == "hygiene" or not quote.strip() or not statement.strip():
        return None
    message = next((m for m in batch if m.message_id == str(mid)), None)
    if message is None:
        return None
    subject = subject_of(message)
    # the model may write "I ..." like the quote; read it as the speaker, as rules do
    statement = third_person(statement.strip(), subject)
    if not grounded(statement, quote, message.content, subject):
        return None
    typed = cast(Kind, kind)  # checked against KINDS above
    return Finding(
        kind=typed,
        statement=statement,
        quote=quote.strip(),
        subject=subject,
        message=message,
        confidence=MODEL_CONFIDENCE,
        scope=scope_for(typed, message),
        origin="model",
    )


def refine(model: ChatModel, messages: Sequence[ArchivedMessage]) -> Refined:
    """Model findings for `messages`, each checked against its evidence."""
    found: list[Finding] = []
    dropped = 0
    for batch in batches(messages):
        try:
            reply = model.complete(
                [ChatMessage("system", SYSTEM), ChatMessage("user", _prompt(batch))],
                max_tokens=MAX_TOKENS,
            )
        except ModelError as exc:
            # Trigger: the model server failed or timed out on one batch. Why: the rule
            # findings stand on their own; a model is only an addition. Outcome: logged,
            # the batch contributes no model findings, the run goes on.
            log.warning("model refinement skipped a batch: %s", exc)
            continue
        for item in parse_proposals(reply):
            finding = validate(item, batch)
            if finding is None:
                dropped += 1
            else:
                found.append(finding)
    return Refined(tuple(found), dropped)
