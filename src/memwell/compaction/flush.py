"""Memory flush: before messages leave the context, offer their durable facts to memory.

OpenClaw runs a silent agent turn for this; memwell does it without a model. The
candidates are the sentences that state preferences, constraints and decisions in the
part about to be evicted. The callback decides what to keep (the recall subsystem's
writeback filter, in the assembled harness); compaction only offers.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypeAlias

from memwell.compaction.sections import clean
from memwell.compaction.sentence_kinds import CONSTRAINT, DECISION, sentences_matching
from memwell.compaction.transcript import MessageInfo
from memwell.compaction.types import Step
from memwell.errors import MemwellError

log = logging.getLogger(__name__)

CandidateKind: TypeAlias = Literal["preference", "constraint", "decision"]


@dataclass(frozen=True, slots=True)
class FlushCandidate:
    kind: CandidateKind
    text: str  # one line, secrets redacted
    role: str  # who said it: "user" or "assistant"
    message_index: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "text": self.text,
            "role": self.role,
            "message_index": self.message_index,
        }


@dataclass(frozen=True, slots=True)
class FlushBatch:
    """What is about to be evicted, offered once per compaction."""

    session_id: str | None
    candidates: tuple[FlushCandidate, ...]
    evicted_messages: int

    @property
    def texts(self) -> list[str]:
        return [c.text for c in self.candidates]

    def to_dict(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id,
            "evicted_messages": self.evicted_messages,
            "candidates": [c.to_dict() for c in self.candidates],
        }


FlushCallback: TypeAlias = Callable[[FlushBatch], object]


def flush_candidates(infos: Sequence[MessageInfo]) -> tuple[FlushCandidate, ...]:
    """Preference and decision sentences from the user's messages (and decisions the
    assistant announced), deduplicated, in order."""
    found: list[FlushCandidate] = []
    seen: set[str] = set()
    for info in infos:
        if info.note is not None or info.role not in ("user", "assistant") or not info.text:
            continue
        hits: list[tuple[CandidateKind, str]] = []
        if info.role == "user":
            hits += [("preference", s) for s in sentences_matching(CONSTRAINT, info.text)]
        hits += [("decision", s) for s in sentences_matching(DECISION, info.text)]
        for kind, sentence in hits:
            text = clean(sentence)
            if text in seen:
                continue
            seen.add(text)
            if kind == "preference" and "prefer" not in text.lower():
                kind = "constraint"
            found.append(FlushCandidate(kind, text, info.role, info.index))
    return tuple(found)


def run_flush(
    callback: FlushCallback | None,
    infos: Sequence[MessageInfo],
    session_id: str | None,
    tokens: int,
) -> tuple[int, Step | None]:
    """Offer the evicted part's candidates to `callback`; (candidates offered, step taken)."""
    if callback is None or not infos:
        return 0, None
    batch = FlushBatch(session_id, flush_candidates(infos), len(infos))
    if not batch.candidates:
        return 0, None
    try:
        callback(batch)
    except MemwellError as exc:
        # Trigger: the memory write behind the flush failed (permission, secret, lock).
        # Why: losing a memory write must not make the context overflow; the facts also
        # go into the checkpoint. Outcome: compaction continues; the step records it.
        log.warning("memory flush failed: %s", exc)
        return 0, Step("flush", f"memory flush failed: {exc}", tokens, tokens)
    detail = f"offered {len(batch.candidates)} durable-fact candidate(s) to memory"
    return len(batch.candidates), Step("flush", detail, tokens, tokens)
