"""The compaction event log: one JSON line per compaction of a named session.

The checkpoint store keeps only the latest merged checkpoint of a session; what each
compaction did (tokens before and after, messages evicted, where the checkpoint came
from) would otherwise be lost once the process returns. People inspecting a session
ask exactly that ("how much did compaction save, and when?"), so it is recorded here,
in `<home>/logs/compaction.jsonl`, appended with one `write` like the recall log.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from memwell.compaction.tokens import estimate_tokens
from memwell.compaction.types import CompactionResult
from memwell.durable import append, open_file

LOG_NAME = "compaction.jsonl"


@dataclass(frozen=True, slots=True)
class CompactionEvent:
    ts: str  # ISO 8601 UTC
    session_id: str
    strategy: str
    tokens_before: int
    tokens_after: int
    messages_before: int
    messages_after: int
    evicted_messages: int
    checkpoint_tokens: int  # of the checkpoint copy placed in the transcript
    checkpoint_source: str | None
    checkpoint_omitted: int

    @classmethod
    def from_result(cls, result: CompactionResult, session_id: str) -> CompactionEvent:
        return cls(
            ts=datetime.now(UTC).isoformat(timespec="milliseconds"),
            session_id=session_id,
            strategy=result.strategy,
            tokens_before=result.tokens_before,
            tokens_after=result.tokens_after,
            messages_before=result.messages_before,
            messages_after=len(result.messages),
            evicted_messages=result.evicted_messages,
            checkpoint_tokens=estimate_tokens(result.checkpoint or ""),
            checkpoint_source=result.checkpoint_source,
            checkpoint_omitted=result.checkpoint_omitted,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "ts": self.ts,
            "session_id": self.session_id,
            "strategy": self.strategy,
            "tokens_before": self.tokens_before,
            "tokens_after": self.tokens_after,
            "messages_before": self.messages_before,
            "messages_after": self.messages_after,
            "evicted_messages": self.evicted_messages,
            "checkpoint_tokens": self.checkpoint_tokens,
            "checkpoint_source": self.checkpoint_source,
            "checkpoint_omitted": self.checkpoint_omitted,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CompactionEvent:
        def number(key: str) -> int:
            value = data.get(key, 0)
            return int(value) if isinstance(value, int | float) else 0

        source = data.get("checkpoint_source")
        return cls(
            ts=str(data.get("ts", "")),
            session_id=str(data.get("session_id", "")),
            strategy=str(data.get("strategy", "")),
            tokens_before=number("tokens_before"),
            tokens_after=number("tokens_after"),
            messages_before=number("messages_before"),
            messages_after=number("messages_after"),
            evicted_messages=number("evicted_messages"),
            checkpoint_tokens=number("checkpoint_tokens"),
            checkpoint_source=str(source) if source is not None else None,
            checkpoint_omitted=number("checkpoint_omitted"),
        )


class CompactionLog:
    """Append-only JSONL of `CompactionEvent`s under a logs directory."""

    def __init__(self, logs_dir: Path, home: Path | None = None) -> None:
        self.path = logs_dir / LOG_NAME
        self.home = home  # no link below it followed

    def append(self, event: CompactionEvent) -> None:
        line = json.dumps(event.to_dict(), ensure_ascii=False) + "\n"
        append(self.path, line.encode("utf-8"), home=self.home)

    def read(self, session_id: str | None = None) -> list[CompactionEvent]:
        """Every event (of one session if given), oldest first."""
        return [e for e in self._events() if session_id is None or e.session_id == session_id]

    def _events(self) -> Iterator[CompactionEvent]:
        try:
            handle = open_file(self.path, "rb", home=self.home)
        except FileNotFoundError:
            return
        with handle:
            for raw in handle:
                try:
                    data = json.loads(raw)
                except ValueError:
                    continue  # a torn line from a killed writer is skipped, not fatal
                if isinstance(data, dict):
                    yield CompactionEvent.from_dict(data)
