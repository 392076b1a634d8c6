"""Which of the retrieved memories is current: superseded decisions and conflicts.

A decision gets replaced ("shipping from ¥8,000 free" in 2024, "from ¥10,000" in 2025)
and both memories stay in the store, because a question about the past needs the old one.
A digest that showed both as equally true would answer with whichever ranked higher. So,
among a turn's hits, two memories *about the same subject* are compared:

* explicit: a `supersedes: [name]` frontmatter key, the `superseded` tag with its
  "Superseded by X" description, or a "Supersedes [X](X.md)" line (what memwell's
  consolidation writes) - the named older memory is superseded;
* by date, when both are decisions (tagged `decision`, or opening with the date they
  were decided, e.g. "2024-03-15 決定" / "Decided 2025-01-20"): the older one is
  superseded by the newer one; without a date in the text, the frontmatter
  `updated` / `created` time is the date;
* otherwise, two decisions on one subject that cannot be ordered conflict, and both are
  flagged so the model asks instead of picking one.

"The same subject" is read from the memories themselves, not from a word list: a shared
alias, or a name that shares at least two of its words (the digits of a year left out:
`shipping_policy_2024` and `shipping_policy_2025`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from memwell.recall.retrieval import RecallHit

_DATE = re.compile(r"\b(20\d{2}|19\d{2})[-/.](\d{1,2})[-/.](\d{1,2})\b")
_SUPERSEDES_LINK = re.compile(r"(?i)\bsupersedes\s+\[([^\]]+)\]")
_SUPERSEDED_BY = re.compile(r"(?i)^superseded by ([\w.-]+)")
_NAME_WORD = re.compile(r"[a-z]+|[^\x00-\x7f]+")
# a date this far into the body is where the memory starts, i.e. when it was decided
_OPENING_CHARS = 80


@dataclass(frozen=True, slots=True)
class Standing:
    """How one retrieved memory stands against the others of the same turn."""

    superseded_by: str | None = None
    replaces: tuple[str, ...] = ()
    conflicts_with: tuple[str, ...] = ()
    dated: date | None = None

    @property
    def note(self) -> str:
        """The words the digest puts after the memory's name ('' when nothing to say)."""
        parts = []
        if self.superseded_by:
            parts.append(f"superseded by {self.superseded_by}")
        elif self.replaces:
            parts.append("current; replaces " + ", ".join(self.replaces))
        if self.conflicts_with:
            parts.append("conflicts with " + ", ".join(self.conflicts_with) + ": ask which holds")
        return "; ".join(parts)


def stated_date(hit: RecallHit) -> date | None:
    """The date the memory opens with (when it was decided), else its frontmatter time."""
    opening = hit.body.lstrip()[:_OPENING_CHARS]
    match = _DATE.search(opening)
    if match:
        try:
            return date(int(match[1]), int(match[2]), int(match[3]))
        except ValueError:
            pass
    return hit.updated.date() if hit.updated else None


def _name_words(name: str) -> frozenset[str]:
    return frozenset(w for w in _NAME_WORD.findall(name.lower()) if len(w) >= 3)


def same_subject(a: RecallHit, b: RecallHit) -> bool:
    aliases_a = {x.casefold() for x in a.aliases}
    if aliases_a & {x.casefold() for x in b.aliases}:
        return True
    return len(_name_words(a.name) & _name_words(b.name)) >= 2


def _is_decision(hit: RecallHit) -> bool:
    if any(t.lower() == "decision" for t in hit.tags):
        return True
    return bool(_DATE.search(hit.body.lstrip()[:_OPENING_CHARS]))


def _explicit_targets(hit: RecallHit) -> set[str]:
    """Names this memory says it supersedes."""
    named = set(hit.supersedes)
    named |= {m.strip() for m in _SUPERSEDES_LINK.findall(hit.body)}
    return named


def _explicit_successor(hit: RecallHit) -> str | None:
    if not any(t.lower() == "superseded" for t in hit.tags):
        return None
    match = _SUPERSEDED_BY.match(hit.description)
    return match[1].rstrip(":") if match else "a newer memory"


def standings(hits: Sequence[RecallHit]) -> dict[tuple[str, str], Standing]:
    """The standing of every hit that is superseded, replaces another, or conflicts."""
    superseded: dict[tuple[str, str], str] = {}
    replaces: dict[tuple[str, str], list[str]] = {}
    conflicts: dict[tuple[str, str], list[str]] = {}
    dates = {(h.scope, h.name): stated_date(h) for h in hits}
    for hit in hits:
        successor = _explicit_successor(hit)
        if successor:
            superseded[(hit.scope, hit.name)] = successor
    for i, a in enumerate(hits):
        for b in hits[i + 1 :]:
            if a.name == b.name and a.scope == b.scope:
                continue
            key_a, key_b = (a.scope, a.name), (b.scope, b.name)
            if b.name in _explicit_targets(a):
                older, newer = key_b, key_a
            elif a.name in _explicit_targets(b):
                older, newer = key_a, key_b
            elif not same_subject(a, b) or not (_is_decision(a) and _is_decision(b)):
                continue
            else:
                da, db = dates[key_a], dates[key_b]
                if da is None or db is None or da == db:
                    conflicts.setdefault(key_a, []).append(b.name)
                    conflicts.setdefault(key_b, []).append(a.name)
                    continue
                older, newer = (key_a, key_b) if da < db else (key_b, key_a)
            # a memory replaced twice names its newest successor
            current = superseded.get(older)
            if current is None or (dates.get(newer) or date.min) > _date_of(current, hits):
                superseded[older] = newer[1]
            replaces.setdefault(newer, []).append(older[1])
    keys = set(superseded) | set(replaces) | set(conflicts)
    return {
        key: Standing(
            superseded_by=superseded.get(key),
            replaces=tuple(replaces.get(key, ())),
            conflicts_with=tuple(conflicts.get(key, ())),
            dated=dates.get(key),
        )
        for key in keys
    }


def _date_of(name: str, hits: Sequence[RecallHit]) -> date:
    for hit in hits:
        if hit.name == name:
            return stated_date(hit) or date.min
    return date.min
