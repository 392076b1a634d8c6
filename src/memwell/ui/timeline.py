"""The recall timeline: every decision record of the logs, filterable and paged.

The decision log is JSONL, appended by hooks in other processes while the page is open.
Reading it whole on every page view would cost a parse of up to two 20 MB files, so the
records are held in memory and re-read only when either file's size or mtime changed.
Each record gets a stable key (a hash of its own content) for its detail page.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

KINDS = ("turn", "gate", "preflight", "writeback")


@dataclass(frozen=True, slots=True)
class Decision:
    key: str
    kind: str
    ts: str
    session_id: str
    record: Mapping[str, Any]

    @property
    def status(self) -> str:
        """recall_status for turns and preflights, the verdict for gates."""
        if self.kind == "gate":
            return str(self.record.get("verdict") or "")
        if self.kind == "writeback":
            return f"saved {self.record.get('saved', 0)}"
        return str(self.record.get("recall_status") or "")

    @property
    def intent(self) -> str:
        return str(self.record.get("intent") or "")

    @property
    def text(self) -> str:
        """What the decision was about: the user's turn, the gated action, the digest."""
        for field in ("text", "action", "session_digest"):
            value = self.record.get(field)
            if value:
                return str(value)
        items = self.record.get("items") or []
        return "; ".join(str(i.get("text", "")) for i in items if isinstance(i, Mapping))


@dataclass(frozen=True, slots=True)
class Filters:
    session: str = ""
    kind: str = ""
    intent: str = ""
    status: str = ""
    since: str = ""  # ISO date or datetime prefix, inclusive
    until: str = ""  # inclusive: a whole day when only a date is given

    def keep(self, d: Decision) -> bool:
        if self.session and d.session_id != self.session:
            return False
        if self.kind and d.kind != self.kind:
            return False
        if self.intent and d.intent != self.intent:
            return False
        if self.status and d.status != self.status:
            return False
        if self.since and d.ts < self.since:
            return False
        return not (self.until and d.ts[: len(self.until)] > self.until)

    def active(self) -> bool:
        return any((self.session, self.kind, self.intent, self.status, self.since, self.until))


def record_key(record: Mapping[str, Any]) -> str:
    raw = json.dumps(record, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:16]


def to_decisions(records: Iterable[Mapping[str, Any]]) -> list[Decision]:
    out: list[Decision] = []
    seen: set[str] = set()
    for record in records:
        key = record_key(record)
        if key in seen:  # an identical record written twice: shown once
            continue
        seen.add(key)
        out.append(
            Decision(
                key=key,
                kind=str(record.get("kind", "")),
                ts=str(record.get("ts", "")),
                session_id=str(record.get("session_id") or ""),
                record=record,
            )
        )
    return out


class Timeline:
    """Decision records, re-read when the log files change."""

    def __init__(self, read: Callable[[], list[dict[str, Any]]], files: Sequence[Path]) -> None:
        self._read = read
        self._files = tuple(files)
        self._stamp: tuple[tuple[int, int], ...] | None = None
        self._decisions: list[Decision] = []
        self._by_key: dict[str, Decision] = {}

    def _current_stamp(self) -> tuple[tuple[int, int], ...]:
        stamps = []
        for path in self._files:
            try:
                st = path.stat()
                stamps.append((st.st_size, st.st_mtime_ns))
            except FileNotFoundError:
                stamps.append((-1, 0))
        return tuple(stamps)

    def decisions(self) -> list[Decision]:
        """Every decision, oldest first."""
        stamp = self._current_stamp()
        if stamp != self._stamp:
            self._decisions = to_decisions(self._read())
            self._by_key = {d.key: d for d in self._decisions}
            self._stamp = stamp
        return self._decisions

    def get(self, key: str) -> Decision | None:
        self.decisions()
        return self._by_key.get(key)

    def page(
        self, filters: Filters, *, offset: int = 0, limit: int = 50
    ) -> tuple[list[Decision], int]:
        """(newest-first page, number matching the filters)."""
        matching = [d for d in reversed(self.decisions()) if filters.keep(d)]
        return matching[offset : offset + limit], len(matching)

    def choices(self) -> dict[str, list[str]]:
        """Distinct values for the filter menus (sessions newest first)."""
        sessions: dict[str, None] = {}
        intents: set[str] = set()
        statuses: set[str] = set()
        for d in reversed(self.decisions()):
            if d.session_id:
                sessions.setdefault(d.session_id, None)
            if d.intent:
                intents.add(d.intent)
            if d.status:
                statuses.add(d.status)
        return {
            "session": list(sessions),
            "intent": sorted(intents),
            "status": sorted(statuses),
            "kind": list(KINDS),
        }
