"""The always-on profile: the user's stable preferences, in every session's starting context.

"How do I like my replies formatted?" or "which card is for shop expenses?" should be
answered from what the model already has, not by a retrieval that may miss. So a small
profile is injected at session start (seed 000's recommended direction: a small
always-on profile, a retrievable long tail):

* sources: the user's own profile file (`USER.md`) and the user-scope topics of type
  `user` (who the user is) and `feedback` (how the user wants things done);
* order, most important first: `USER.md` (the user wrote it as their profile), then
  pinned topics, then the most recently updated (a preference confirmed last week beats
  one from two years ago), then the smaller topic (at equal standing two whole
  preferences serve better than half of a long one), then the name;
* a hard cap in tokens (`profile_max_tokens`, counted with the package's token counter,
  `memwell.compaction.tokens.estimate_tokens`): lines are taken whole, in order, until
  the next would not fit; the rest is reported, in the text ("N more lines from ...")
  and in `Profile.to_dict()`, never dropped silently.

`Profile.carried()` says what the session's context now holds, so a turn's digest does
not inject it again (`recall.dedupe.Carried`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from memwell.lazy_logging import lazy_logger
from memwell.memory.document import Memory
from memwell.recall.answer_lines import statements
from memwell.recall.dedupe import Carried

if TYPE_CHECKING:
    from memwell.recall.catalog import Catalog

PROFILE_TYPES = ("user", "feedback")
PROFILE_FILE_SOURCE = "USER.md"
HEADER = "[Your profile: stable preferences, always on]"
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
log = lazy_logger(__name__)  # imports logging when it first logs


@dataclass(frozen=True, slots=True)
class ProfileEntry:
    """One source of the profile and how much of it was shown."""

    name: str  # a topic's name, or "USER.md"
    scope: str
    why: str  # why it is where it is in the order: "USER.md", "pinned", "updated 2026-11-02"
    lines: tuple[str, ...]  # the lines shown
    total_lines: int  # the lines it has

    @property
    def complete(self) -> bool:
        return len(self.lines) == self.total_lines

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "scope": self.scope,
            "why": self.why,
            "lines_shown": len(self.lines),
            "lines_total": self.total_lines,
            "complete": self.complete,
        }


@dataclass(frozen=True, slots=True)
class Profile:
    text: str
    tokens: int
    max_tokens: int
    entries: tuple[ProfileEntry, ...]  # sources shown, whole or in part, in order
    omitted: tuple[str, ...]  # sources left out whole
    lines_omitted: int

    @property
    def overflow(self) -> bool:
        return self.lines_omitted > 0

    def carried(self) -> Carried:
        """What this profile puts in the session's context."""
        whole = [(e.scope, e.name) for e in self.entries if e.complete and e.scope != "file"]
        return Carried.of(whole, [line for e in self.entries for line in e.lines])

    def to_dict(self, *, text: bool = True) -> dict[str, Any]:
        """`text=False` where the text is already there (a preflight's `session_digest`):
        the decision log redacts every string it writes, and the profile is its largest."""
        data: dict[str, Any] = {"text": self.text} if text else {}
        return data | {
            "tokens": self.tokens,
            "max_tokens": self.max_tokens,
            "entries": [e.to_dict() for e in self.entries],
            "omitted": list(self.omitted),
            "lines_omitted": self.lines_omitted,
        }


@dataclass(frozen=True, slots=True)
class _Source:
    name: str
    scope: str
    why: str
    lines: tuple[str, ...]


def _order_key(memory: Memory, size: int) -> tuple[int, float, int, str]:
    stamp = memory.updated or memory.created
    when = stamp if stamp is not None else _EPOCH
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return (0 if memory.pinned else 1, -when.timestamp(), size, memory.name)


def _why(memory: Memory) -> str:
    if memory.pinned:
        return "pinned"
    stamp = memory.updated or memory.created
    return f"updated {stamp.date().isoformat()}" if stamp else "undated"


def sources(memories: Sequence[Memory], user_md: str) -> list[_Source]:
    """The profile's sources in priority order (see the module doc)."""
    out: list[_Source] = []
    own = tuple(statements(user_md))
    if own:
        out.append(_Source(PROFILE_FILE_SOURCE, "file", "your profile file", own))
    picked = [m for m in memories if m.scope == "user" and m.type in PROFILE_TYPES]
    blocks = [
        (m, (f"{m.name}: {' '.join(m.description.split())}", *statements(m.body))) for m in picked
    ]
    blocks.sort(key=lambda b: _order_key(b[0], sum(len(x) for x in b[1])))
    out += [_Source(m.name, m.scope, _why(m), lines) for m, lines in blocks]
    return out


def _render(source: _Source, index: int, line: str) -> str:
    # a topic's first line names it; its statements follow as bullets
    if source.scope != "file" and index == 0:
        return line
    return f"- {line}"


_NOTE_NAME_CHARS = 24  # names in the overflow note are clipped, so its size is bounded


def _overflow_note(lines: int, names: Sequence[str], cap: int) -> str:
    clipped = [n if len(n) <= _NOTE_NAME_CHARS else n[: _NOTE_NAME_CHARS - 1] + "…" for n in names]
    shown = ", ".join(clipped[:3]) + (", …" if len(names) > 3 else "")
    return (
        f"[memwell: {lines} more profile line(s) from {len(names)} source(s) ({shown}) did "
        f"not fit the {cap}-token cap; memory_search finds them]"
    )


def build_profile(
    memories: Sequence[Memory],
    user_md: str,
    max_tokens: int,
    *,
    count: Callable[[str], int] | None = None,
    max_line_chars: int = 240,
) -> Profile:
    """The profile within `max_tokens` (header and overflow note included)."""
    if count is None:
        from memwell.compaction.tokens import estimate_tokens  # the package's counter

        count = estimate_tokens
    from memwell.recall.digest_lines import clip

    ordered = sources(memories, user_md)
    if not ordered or max_tokens <= 0:
        return Profile("", 0, max_tokens, (), tuple(s.name for s in ordered), 0)
    budget = max_tokens - count(HEADER)
    # room for the overflow note, held back only if something ends up left out
    note_cost = count(_overflow_note(99_999, ["x" * _NOTE_NAME_CHARS] * 4, max_tokens))
    total_lines = sum(len(s.lines) for s in ordered)
    rendered: list[str] = [HEADER]
    entries: list[ProfileEntry] = []
    used = 0
    shown_lines = 0
    full = False
    for source in ordered:
        taken: list[str] = []
        for index, line in enumerate(source.lines):
            text = clip(_render(source, index, line), max_line_chars)
            cost = count(text) + 1  # the newline
            left_after = total_lines - shown_lines - 1
            reserve = note_cost if left_after > 0 else 0
            if used + cost + reserve > budget:
                full = True
                break
            rendered.append(text)
            taken.append(line)
            used += cost
            shown_lines += 1
        if taken:
            entries.append(
                ProfileEntry(source.name, source.scope, source.why, tuple(taken), len(source.lines))
            )
        if full:
            break
    shown = {e.name for e in entries}
    partial = [e.name for e in entries if not e.complete]
    omitted = tuple(s.name for s in ordered if s.name not in shown)
    lines_omitted = total_lines - shown_lines
    if len(rendered) == 1:
        rendered = []
    if lines_omitted:
        rendered.append(_overflow_note(lines_omitted, [*partial, *omitted], max_tokens))
    text = "\n".join(rendered)
    if count(text) > max_tokens:
        # a cap too small for even the header and the note: nothing, and all of it omitted
        return Profile("", 0, max_tokens, (), tuple(s.name for s in ordered), total_lines)
    return Profile(
        text=text,
        tokens=count(text) if text else 0,
        max_tokens=max_tokens,
        entries=tuple(entries),
        omitted=omitted,
        lines_omitted=lines_omitted,
    )


# --- one profile per catalog generation ------------------------------------------------------


def profile_json(profile: Profile) -> str:
    return json.dumps(
        {
            "text": profile.text,
            "tokens": profile.tokens,
            "max_tokens": profile.max_tokens,
            "entries": [
                [e.name, e.scope, e.why, list(e.lines), e.total_lines] for e in profile.entries
            ],
            "omitted": list(profile.omitted),
            "lines_omitted": profile.lines_omitted,
        },
        ensure_ascii=False,
    )


def profile_from_json(raw: str) -> Profile | None:
    try:
        data = json.loads(raw)
        return Profile(
            text=str(data["text"]),
            tokens=int(data["tokens"]),
            max_tokens=int(data["max_tokens"]),
            entries=tuple(
                ProfileEntry(str(n), str(s), str(w), tuple(str(x) for x in lines), int(total))
                for n, s, w, lines, total in data["entries"]
            ),
            omitted=tuple(str(x) for x in data["omitted"]),
            lines_omitted=int(data["lines_omitted"]),
        )
    except (ValueError, KeyError, TypeError):
        return None


def current_profile(
    catalog: Catalog, user_md: str, max_tokens: int, max_line_chars: int
) -> Profile:
    """The profile of the catalog's current generation, derived once and stored in the
    catalog (like the recall summary), so a session start reads one row; `USER.md` is
    not a catalog row, so its content is part of the key."""
    from memwell.errors import MemwellError

    digest = hashlib.sha256(f"{max_tokens}:{max_line_chars}:{user_md}".encode()).hexdigest()[:16]
    key = f"recall.profile.{digest}"
    try:
        generation = catalog.generation()
        raw = catalog.derived(key, generation)
        cached = profile_from_json(raw) if raw is not None else None
        if cached is not None:
            return cached
        memories = catalog.scope_memories("user")
    except MemwellError as exc:
        # Trigger: the catalog cannot be read. Why: a session must still start (the turn
        # reports its own retrieval's failure). Outcome: USER.md alone, and a warning.
        log.warning("profile topics unavailable: %s", exc)
        return build_profile([], user_md, max_tokens, max_line_chars=max_line_chars)
    profile = build_profile(memories, user_md, max_tokens, max_line_chars=max_line_chars)
    with contextlib.suppress(MemwellError):  # derived: the next process builds it again
        catalog.store_derived(key, generation, profile_json(profile))
    return profile
