"""Values the compaction strategies share: the policy, the steps taken, the result."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Literal, TypeAlias

from memwell.compaction.transcript import Format, Message, Transcript
from memwell.errors import CompactionError, ConfigError

Strategy: TypeAlias = Literal["tiers", "checkpoint"]
# not_needed: under the trigger, nothing changed; compacted: fits the budget now;
# cannot_fit: every step ran and the transcript is still over budget (the best effort is
# returned, never a loop). The protected parts (system prompt, latest user message,
# the current turn) are what is left.
Status: TypeAlias = Literal["not_needed", "compacted", "cannot_fit"]
CheckpointSource: TypeAlias = Literal["extractive", "model", "extractive_fallback"]

STRATEGIES: tuple[Strategy, ...] = ("tiers", "checkpoint")


@dataclass(frozen=True, slots=True)
class Policy:
    """Thresholds, as fractions of the context window unless named otherwise."""

    # Trigger / Why / Outcome: compaction starts at 75% (seed 000's first tier), leaving a
    # quarter of the window for the reply and the next tool results; below it, nothing
    # changes, so a cache-friendly prefix is not rewritten on every turn.
    trigger_ratio: float = 0.75
    # After compacting, the transcript is at most half the window (gemini-cli, hermes):
    # far enough below the trigger that the next compaction is many turns away.
    target_ratio: float = 0.5
    # The recent tail kept verbatim, as a share of the target (OpenClaw keeps ~20k).
    tail_ratio: float = 0.4
    tail_max_tokens: int = 24_000
    # The checkpoint gets the room the head and tail leave, at least this share of the
    # target (the tail shrinks for it), and at most `checkpoint_max_tokens`.
    checkpoint_ratio: float = 0.2
    checkpoint_max_tokens: int = 8_000
    # The protected head (system messages and the first user message) may use this share.
    head_ratio: float = 0.1
    # Old tool outputs longer than this are cleared; the newest few are never cleared.
    clear_min_chars: int = 600
    keep_recent_results: int = 3
    # A block bigger than this share of the target is collapsed to its head and tail.
    block_ratio: float = 0.08
    block_min_tokens: int = 200
    # How much of the evicted history a model sees when it writes the checkpoint (chars).
    model_input_chars: int = 6_000

    @classmethod
    def from_mapping(cls, raw: Mapping[str, Any], path: Path | None = None) -> Policy:
        known = {f.name: f for f in fields(cls)}
        issues = [f"compaction.{k}: unknown setting" for k in raw if k not in known]
        values: dict[str, Any] = {}
        for key, value in raw.items():
            if key in known:
                kind = float if key.endswith("_ratio") else int
                try:
                    values[key] = kind(value)
                except (TypeError, ValueError):
                    issues.append(f"compaction.{key}: expected a number, not {value!r}")
        if issues:
            raise ConfigError(path, issues)
        policy = cls(**values)
        if not 0 < policy.target_ratio <= policy.trigger_ratio <= 1:
            raise ConfigError(path, ["compaction: need 0 < target_ratio <= trigger_ratio <= 1"])
        return policy


@dataclass(frozen=True, slots=True)
class Step:
    """One thing a compaction did, with the (estimated) tokens before and after it."""

    name: str
    detail: str
    tokens_before: int
    tokens_after: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "detail": self.detail,
            "tokens_before": self.tokens_before,
            "tokens_after": self.tokens_after,
        }


@dataclass(frozen=True, slots=True)
class CompactionResult:
    status: Status
    strategy: Strategy
    transcript: Transcript
    context_window: int
    budget: int  # the token count the result had to fit
    tokens_before: int  # estimated
    tokens_after: int  # exact (o200k/cl100k) when compaction ran, else estimated
    steps: tuple[Step, ...] = ()
    messages_before: int = 0
    evicted_messages: int = 0
    session_id: str | None = None
    checkpoint: str | None = None  # the rendered checkpoint inserted into the transcript
    checkpoint_path: Path | None = None
    checkpoint_source: CheckpointSource | None = None
    checkpoint_omitted: int = 0  # checkpoint items left out of the in-context copy for size
    flushed: int = 0  # durable-fact candidates offered to the flush callback
    reason: str = ""

    @property
    def format(self) -> Format:
        return self.transcript.format

    @property
    def messages(self) -> tuple[Message, ...]:
        return self.transcript.messages

    def raise_for_status(self) -> CompactionResult:
        """Raise `CompactionError` when the result is still over budget."""
        if self.status == "cannot_fit":
            raise CompactionError(self.reason)
        return self

    def to_dict(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "strategy": self.strategy,
            "format": self.format,
            "context_window": self.context_window,
            "budget": self.budget,
            "tokens_before": self.tokens_before,
            "tokens_after": self.tokens_after,
            "messages_before": self.messages_before,
            "messages_after": len(self.transcript.messages),
            "evicted_messages": self.evicted_messages,
            "steps": [s.to_dict() for s in self.steps],
            "session_id": self.session_id,
            "checkpoint_path": str(self.checkpoint_path) if self.checkpoint_path else None,
            "checkpoint_source": self.checkpoint_source,
            "checkpoint_omitted": self.checkpoint_omitted,
            "flushed": self.flushed,
            "reason": self.reason,
            "transcript": self.transcript.to_data(),
        }
