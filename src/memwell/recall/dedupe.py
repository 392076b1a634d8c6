"""Writeback's duplicate check against what was just saved, by anyone.

Trigger: writeback offers a turn's text (a hook at Stop or SessionEnd, a compaction
flush) moments after the model saved the same rule through the memory tools, or after
an earlier hook call saved it.
Why: the search index a hook process reads can lag a save made by another process (the
MCP server, the previous hook), and the search-based check asks only whether the
candidate's words are inside a memory, not whether a memory's words are inside the
candidate ("please remember: always run ruff before committing" restates a memory
"Always run ruff before committing" but carries extra words). Both gave duplicates.
Outcome: the memories changed in the last `JUST_SAVED_WINDOW`, read from the files,
are compared in both directions: a candidate that holds nearly all of a saved memory's
terms, or whose terms are nearly all in it, is that memory again. Plain strings in,
the memory's name out.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from memwell.durable import read_bytes, write_durable
from memwell.errors import StoreError
from memwell.lazy_logging import lazy_logger

log = lazy_logger(__name__)  # imports logging when it first logs

JUST_SAVED_WINDOW = timedelta(hours=1)
# share of one side's terms found in the other that makes them the same memory
CONTAINED = 0.8
# a memory of fewer terms is too short to decide by containment (one word matches anything)
MIN_TERMS = 3


@dataclass(frozen=True, slots=True)
class SavedText:
    """One memory as writeback compares it: its name and its description + body."""

    name: str
    text: str


def recently_changed(folders: Iterable[Path], window: timedelta = JUST_SAVED_WINDOW) -> set[str]:
    """Names of the topic files changed within `window`, by their modification time: a
    stat per file, so a turn after which nothing was saved parses no memory at all."""
    cutoff = time.time() - window.total_seconds()
    names: set[str] = set()
    for folder in folders:
        try:
            names |= {p.stem for p in folder.glob("*.md") if p.stat().st_mtime >= cutoff}
        except OSError:
            continue
    return names


def just_saved(
    memories: Iterable[tuple[str, str, datetime | None]],
    *,
    now: datetime | None = None,
    window: timedelta = JUST_SAVED_WINDOW,
) -> list[SavedText]:
    """(name, text, updated) rows changed within `window` of `now`, newest first."""
    current = now or datetime.now(UTC)
    recent: list[tuple[datetime, SavedText]] = []
    for name, text, updated in memories:
        if updated is None:
            continue
        stamp = updated if updated.tzinfo else updated.replace(tzinfo=UTC)
        if current - stamp <= window:
            recent.append((stamp, SavedText(name, text)))
    return [saved for _, saved in sorted(recent, key=lambda pair: pair[0], reverse=True)]


def duplicate_of(
    candidate: str, saved: Sequence[SavedText], terms: Callable[[str], Iterable[str]]
) -> str | None:
    """The name of the saved memory `candidate` restates, or None."""
    mine = set(terms(candidate))
    if not mine:
        return None
    for memory in saved:
        theirs = set(terms(memory.text))
        if not theirs:
            continue
        shared = len(mine & theirs)
        holds_it = len(theirs) >= MIN_TERMS and shared / len(theirs) >= CONTAINED
        inside_it = len(mine) >= MIN_TERMS and shared / len(mine) >= CONTAINED
        if holds_it or inside_it:
            return memory.name
    return None


# --- what this session's context already holds ---------------------------------------------


def _flat(text: str) -> str:
    return " ".join(text.casefold().split())


@dataclass(frozen=True, slots=True)
class Carried:
    """What a session's injected context already carries (the always-on profile):
    memories carried whole, by (scope, name), and single statements, compared flattened.

    Trigger: a turn's recall in a session whose start injected the profile.
    Why: the profile is in the model's context for the whole session; a digest that says
    it again spends its 8 lines on what the model already has.
    Outcome: `build_digest` leaves out a memory carried whole, or whose answering
    statement is carried, and never repeats a carried statement as a further line."""

    memories: frozenset[tuple[str, str]] = frozenset()
    lines: frozenset[str] = frozenset()

    def holds(self, statement: str) -> bool:
        flat = _flat(statement)
        return bool(flat) and any(flat in line for line in self.lines)

    @classmethod
    def of(cls, memories: Iterable[tuple[str, str]], lines: Iterable[str]) -> Carried:
        return cls(frozenset(memories), frozenset(_flat(x) for x in lines if x.strip()))

    def to_dict(self) -> dict[str, list[Any]]:
        return {"memories": [list(k) for k in sorted(self.memories)], "lines": sorted(self.lines)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Carried:
        memories = [(str(k[0]), str(k[1])) for k in data.get("memories", ()) if len(k) == 2]
        return cls(frozenset(memories), frozenset(str(x) for x in data.get("lines", ())))


class CarriedStore:
    """What each session's start injected, one small JSON file per session under the
    home's recall state, so a later turn (another hook process) can dedupe against it."""

    def __init__(self, folder: Path, home: Path | None = None) -> None:
        self.dir = folder
        self.home = home  # no link below it followed

    def _path(self, session_id: str) -> Path:
        digest = hashlib.sha256(session_id.encode("utf-8")).hexdigest()[:24]
        return self.dir / f"{digest}.json"

    def save(self, session_id: str, carried: Carried) -> None:
        data = json.dumps(carried.to_dict(), ensure_ascii=False).encode("utf-8")
        try:
            write_durable(self._path(session_id), data, home=self.home)
        except (OSError, StoreError) as exc:
            # Trigger: the home's state cannot be written (read-only, full disk). Why: the
            # session must still start. Outcome: later turns may repeat the profile; logged.
            log.warning("what the session start carried was not recorded: %s", exc)

    def load(self, session_id: str) -> Carried:
        try:
            raw = read_bytes(self._path(session_id), home=self.home)
            data = json.loads(raw) if raw is not None else None
        except (OSError, ValueError, StoreError):
            return Carried()  # nothing recorded: nothing is assumed to be in the context
        return Carried.from_dict(data) if isinstance(data, dict) else Carried()
