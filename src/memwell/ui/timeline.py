"""The recall timeline: every decision record of the logs, filterable and paged.

The decision log is JSONL, appended by hooks in other processes while the page is open.
Parsing it whole costs seconds at its size limit (two 20 MB files), so the records are
read once (`Harness.recall_logs`, which also reads the rotated file) and held in memory;
after that only the lines appended since are parsed. The whole log is read again only
when it rotated or was replaced. The server warms it on a thread at start, so the first
visit to the timeline does not wait for it. Each record gets a stable key for its page.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from collections.abc import Callable, Iterable, Mapping
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
    """What identifies a record: time (ms), kind, session, turn and what it was about.
    Cheaper than hashing the whole record, and as stable (the log is append-only)."""
    about = record.get("text") or record.get("action") or record.get("session_digest") or ""
    raw = (
        "\x1f".join(str(record.get(k) or "") for k in ("ts", "kind", "session_id", "turn_id"))
        + "\x1f"
        + str(about)[:500]
    )
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:16]


def to_decisions(
    records: Iterable[Mapping[str, Any]], seen: set[str] | None = None
) -> list[Decision]:
    """Records as decisions, skipping keys in `seen` (updated): a record read twice, or
    written twice, is shown once."""
    seen = set() if seen is None else seen
    out: list[Decision] = []
    for record in records:
        key = record_key(record)
        if key in seen:
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


def _parse_lines(data: bytes) -> list[dict[str, Any]]:
    records = []
    for raw in data.splitlines():
        try:
            record = json.loads(raw)
        except ValueError:
            continue  # a torn line from a killed writer is skipped, as the log reader does
        if isinstance(record, dict):
            records.append(record)
    return records


class Timeline:
    """Decision records held in memory, kept up to date with the log files.

    `read` returns every record (rotated file first); `rotated` and `current` are the
    two log files. Safe to call from the warm-up thread and the event loop at once.
    """

    def __init__(
        self, read: Callable[[], list[dict[str, Any]]], rotated: Path, current: Path
    ) -> None:
        self._read = read
        self._rotated = rotated
        self._current = current
        self._lock = threading.Lock()
        self._loaded_rotated: tuple[int, int] | None = None  # (size, mtime) when read
        self._inode: int | None = None
        self._offset = 0  # bytes of the current file already parsed
        self._decisions: list[Decision] = []
        self._by_key: dict[str, Decision] = {}
        self.version = 0  # grows whenever records are added: a cache key for views
        self._choices: tuple[int, dict[str, list[str]]] | None = None

    @staticmethod
    def _stat(path: Path) -> os.stat_result | None:
        try:
            return path.stat()
        except FileNotFoundError:
            return None

    def decisions(self) -> list[Decision]:
        """Every decision, oldest first."""
        with self._lock:
            rotated = self._stat(self._rotated)
            current = self._stat(self._current)
            rotated_stamp = (rotated.st_size, rotated.st_mtime_ns) if rotated else (-1, 0)
            inode = current.st_ino if current else None
            size = current.st_size if current else 0
            fresh_start = (
                self._loaded_rotated != rotated_stamp  # rotated since, or first call
                or inode != self._inode  # the log was replaced
                or size < self._offset  # truncated
            )
            if fresh_start:
                seen: set[str] = set()
                self._decisions = to_decisions(self._read(), seen)
                self._by_key = {d.key: d for d in self._decisions}
                # records appended while `read` ran are read again below; keys dedupe them
                self._loaded_rotated, self._inode, self._offset = rotated_stamp, inode, size
                self.version += 1
            elif size > self._offset:
                self._tail(size)
            return self._decisions

    def _tail(self, size: int) -> None:
        """Parse the complete lines appended to the current file since the last read."""
        with self._current.open("rb") as handle:
            handle.seek(self._offset)
            data = handle.read(size - self._offset)
        end = data.rfind(b"\n") + 1  # a line still being written waits for next time
        if end == 0:
            return
        added = to_decisions(_parse_lines(data[:end]), set(self._by_key))
        self._offset += end
        if added:
            self._decisions = [*self._decisions, *added]
            self._by_key.update((d.key, d) for d in added)
            self.version += 1

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
        """Distinct values for the filter menus (sessions newest first), computed once per
        change of the records."""
        decisions = self.decisions()
        if self._choices is not None and self._choices[0] == self.version:
            return self._choices[1]
        sessions: dict[str, None] = {}
        intents: set[str] = set()
        statuses: set[str] = set()
        for d in reversed(decisions):
            if d.session_id:
                sessions.setdefault(d.session_id, None)
            if d.intent:
                intents.add(d.intent)
            if d.status:
                statuses.add(d.status)
        result = {
            "session": list(sessions),
            "intent": sorted(intents),
            "status": sorted(statuses),
            "kind": list(KINDS),
        }
        self._choices = (self.version, result)
        return result
