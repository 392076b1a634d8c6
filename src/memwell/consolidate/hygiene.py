"""Hygiene: proposals about the memories themselves, never applied without review.

  merge       two topics of one scope whose content words overlap by `DUPLICATE_MIN`
              (Jaccard) or more: fold the newer into the older (the newer goes to the trash)
  supersede   two decisions on the same subject (`SAME_SUBJECT_MIN` of the smaller one's
              subject words shared) that say different things: the newer one, by date,
              replaces the older
  flag_stale  a topic not recalled for `stale_days` (recall logs; never recalled counts
              from its last update), or one naming a file path that no longer exists
              under the workspace

Evidence for these is the topic files themselves (source "memory"), quoted.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from memwell.consolidate.apply import without_evidence
from memwell.consolidate.grounding import content_words, similarity
from memwell.memory.document import Memory

# Trigger / Why / Outcome: topics this alike are usually the same fact saved twice (in
# different words or sessions); proposing a merge keeps the index short.
DUPLICATE_MIN = 0.6
# words that say "this is a decision", not what it is about
DECISION_WORDS = frozenset(
    (
        "decide",
        "decid",
        "decision",
        "agree",
        "chose",
        "choose",
        "settl",
        "pick",
        "use",
        "us",
        "go",
        "went",
        "switch",
        "move",
        "keep",
        "stick",
        "let",
        "will",
        "instead",
        "rather",
        "superseded",
        "supersed",
        "because",
        "since",
        "project",
        "user",
        "assistant",
    )
)
SAME_SUBJECT_MIN = 0.3
STALE_DAYS = 90
# a relative or absolute file path with an extension, e.g. src/app/main.py, ./run.sh
_PATH = re.compile(r"(?<![\w/.:-])((?:\.{0,2}/)?(?:[\w.-]+/)+[\w.-]+\.[A-Za-z0-9]{1,8})(?![\w/])")


@dataclass(frozen=True, slots=True)
class Proposal:
    """A hygiene finding, before it becomes a candidate."""

    operation: str  # merge | supersede | flag_stale
    topic: Memory
    others: tuple[Memory, ...]
    statement: str


def _text(memory: Memory) -> str:
    return f"{memory.description}\n{without_evidence(memory.body)}"


def _date(memory: Memory) -> datetime:
    stamp = memory.created or memory.updated
    return stamp if stamp is not None else datetime.min.replace(tzinfo=UTC)


def near_duplicates(memories: Sequence[Memory]) -> list[Proposal]:
    out: list[Proposal] = []
    folded: set[tuple[str, str]] = set()
    ordered = sorted(memories, key=lambda m: (_date(m), m.name))
    for i, older in enumerate(ordered):
        if (older.scope, older.name) in folded or "superseded" in older.tags:
            continue
        dups = [
            newer
            for newer in ordered[i + 1 :]
            if newer.scope == older.scope
            and (newer.scope, newer.name) not in folded
            and similarity(_text(older), _text(newer)) >= DUPLICATE_MIN
        ]
        if dups:
            folded.update((d.scope, d.name) for d in dups)
            names = ", ".join(d.name for d in dups)
            out.append(
                Proposal(
                    "merge",
                    older,
                    tuple(dups),
                    f"{names} repeat(s) {older.name}: merge into {older.name} "
                    "(the merged topics go to the trash, recoverable)",
                )
            )
    return out


def _subject(memory: Memory) -> set[str]:
    return content_words(_text(memory)) - DECISION_WORDS


def superseded_decisions(memories: Sequence[Memory]) -> list[Proposal]:
    decisions = [m for m in memories if "decision" in m.tags and "superseded" not in m.tags]
    decisions.sort(key=lambda m: (_date(m), m.name))
    out: list[Proposal] = []
    retired: set[str] = set()
    for i, older in enumerate(decisions):
        for newer in decisions[i + 1 :]:
            if older.name in retired or newer.scope != older.scope:
                continue
            left, right = _subject(older), _subject(newer)
            if not left or not right:
                continue
            shared = len(left & right) / min(len(left), len(right))
            if shared >= SAME_SUBJECT_MIN and similarity(_text(older), _text(newer)) < 0.8:
                retired.add(older.name)
                out.append(
                    Proposal(
                        "supersede",
                        newer,
                        (older,),
                        f"{newer.name} ({_date(newer).date()}) supersedes {older.name} "
                        f"({_date(older).date()}): {newer.description}",
                    )
                )
    return out


def last_recalled(logs: Iterable[Mapping[str, Any]]) -> dict[str, datetime]:
    """Topic name -> when a turn last injected it, from the recall decision logs."""
    seen: dict[str, datetime] = {}
    for record in logs:
        stamp = record.get("ts")
        names = record.get("injected") or []
        if not isinstance(stamp, str) or not isinstance(names, list):
            continue
        try:
            when = datetime.fromisoformat(stamp)
        except ValueError:
            continue
        for name in names:
            if isinstance(name, str) and (name not in seen or seen[name] < when):
                seen[name] = when
    return seen


def missing_paths(memory: Memory, workspace: Path) -> list[str]:
    """File paths the topic names that exist neither absolute nor under `workspace`."""
    missing = []
    for raw in dict.fromkeys(_PATH.findall(memory.body)):
        path = Path(raw)
        candidate = path if path.is_absolute() else workspace / path
        if not candidate.exists():
            missing.append(raw)
    return missing


def stale(
    memories: Sequence[Memory],
    recalled: Mapping[str, datetime],
    workspace: Path,
    *,
    now: datetime | None = None,
    stale_days: int = STALE_DAYS,
) -> list[Proposal]:
    now = now or datetime.now(UTC)
    cutoff = now - timedelta(days=stale_days)
    out: list[Proposal] = []
    for memory in memories:
        if memory.pinned or "stale" in memory.tags or "superseded" in memory.tags:
            continue
        reasons = []
        gone = missing_paths(memory, workspace) if memory.scope == "workspace" else []
        if gone:
            reasons.append(f"names {', '.join(gone)}, which no longer exist(s)")
        last = recalled.get(memory.name)
        active = (
            max(d for d in (last, memory.updated, memory.created) if d)
            if (last or memory.updated or memory.created)
            else None
        )
        if active is not None and active < cutoff:
            when = f"last recalled {last.date()}" if last else "never recalled"
            reasons.append(f"{when}; unchanged since {active.date()} (> {stale_days} days)")
        if reasons:
            out.append(Proposal("flag_stale", memory, (), "; ".join(reasons)))
    return out
