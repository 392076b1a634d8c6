"""What memory costs the context window, in tokens, per session and per day.

Sources, each counted with the cheap estimate compaction uses (UTF-8 bytes / 4 + 10%):

* profile and indexes: the USER.md and MEMORY.md text the session-start prompt holds
  (after their caps). Only their size now is known, not their size when a past session
  started, so every session is charged today's figure; the page says so.
* preflight: the session digest of each `preflight` record, or of a turn that ran it.
* digests: the recall digest each turn injected (its session digest counted apart).
* checkpoints: the checkpoint copy each compaction placed in the transcript.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from memwell.compaction.events import CompactionEvent
from memwell.compaction.tokens import ESTIMATE_PADDING, estimate_tokens
from memwell.ui.timeline import Decision

PARTS = ("profile", "indexes", "preflight", "digests", "checkpoints")


@dataclass(frozen=True, slots=True)
class PromptCost:
    profile: int
    indexes: int

    @property
    def total(self) -> int:
        return self.profile + self.indexes


@dataclass(slots=True)
class Cost:
    """Tokens by part for one session or one day (mutable while it is summed)."""

    label: str
    first_ts: str = ""
    turns: int = 0
    parts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PARTS, 0))

    @property
    def total(self) -> int:
        return sum(self.parts.values())


@dataclass(frozen=True, slots=True)
class Budget:
    prompt: PromptCost
    sessions: tuple[Cost, ...]  # most recent first
    days: tuple[Cost, ...]  # oldest first


def _recall_digest(record: dict[str, object]) -> str:
    """A turn's injected digest without the session digest that preflight put in front."""
    digest = str(record.get("digest") or "")
    session_digest = str(record.get("session_digest") or "")
    if session_digest and digest.startswith(session_digest):
        return digest[len(session_digest) :].lstrip("\n")
    return digest


def compute(
    decisions: Iterable[Decision],
    compactions: Iterable[CompactionEvent],
    prompt: PromptCost,
) -> Budget:
    sessions: dict[str, Cost] = {}
    days: dict[str, Cost] = {}

    def charge(session_id: str, ts: str, part: str, tokens: int, *, turn: bool = False) -> None:
        session = sessions.get(session_id)
        day_key = ts[:10] or "unknown"
        day = days.setdefault(day_key, Cost(day_key, first_ts=day_key))
        if session is None:
            # a session is charged the start-of-session prompt once, on the day it began
            session = sessions[session_id] = Cost(session_id, first_ts=ts)
            for name, value in (("profile", prompt.profile), ("indexes", prompt.indexes)):
                session.parts[name] += value
                day.parts[name] += value
        session.parts[part] += tokens
        day.parts[part] += tokens
        if turn:
            session.turns += 1
            day.turns += 1

    for d in decisions:
        if not d.session_id:
            continue
        record = dict(d.record)
        if d.kind == "turn":
            charge(
                d.session_id, d.ts, "digests", estimate_tokens(_recall_digest(record)), turn=True
            )
            if record.get("session_digest"):
                charge(
                    d.session_id, d.ts, "preflight", estimate_tokens(str(record["session_digest"]))
                )
        elif d.kind == "preflight":
            charge(
                d.session_id,
                d.ts,
                "preflight",
                estimate_tokens(str(record.get("session_digest") or "")),
            )
    for event in compactions:
        charge(event.session_id, event.ts, "checkpoints", event.checkpoint_tokens)
    recent = sorted(sessions.values(), key=lambda c: c.first_ts, reverse=True)
    return Budget(prompt, tuple(recent), tuple(days[k] for k in sorted(days)))


def bytes_tokens(size: int) -> int:
    """The estimate of `estimate_tokens` for `size` bytes of text."""
    return int(size * ESTIMATE_PADDING / 4) + 1 if size > 0 else 0


def largest(sizes: Sequence[tuple[str, int]]) -> list[tuple[str, int, int]]:
    """(label, bytes, ≈tokens) of topic files, as given (largest first)."""
    return [(label, size, bytes_tokens(size)) for label, size in sizes]
