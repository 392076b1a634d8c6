"""Which of the retrieved memories is current: superseded decisions and conflicts.

A decision gets replaced ("shipping from ¥8,000 free" in 2024, "from ¥10,000" in 2025)
and both memories stay in the store, because a question about the past needs the old one.
A digest that showed both as equally true would answer with whichever ranked higher. So,
among a turn's hits, two memories *about the same subject* are compared:

* explicit: a `supersedes: [name]` frontmatter key, the `superseded` tag with its
  "Superseded by X" description, a "Supersedes [X](X.md)" line (what memwell's
  consolidation writes), or a sentence that names the other memory with the direction
  of the change ("replaces X", "replaced by X", "superseded on 2026-11-01 by X",
  "X を置き換え", "X に置き換え", "X で置き換え済み") - the named older memory is
  superseded, whatever dates either memory states;
* by date, when both are decisions (tagged `decision`, opening with the date they
  were decided, e.g. "2024-03-15 決定" / "Decided 2025-01-20", or opening with the date
  their way ended, "until 2026-11-30" / "2026-10-31 まで"): a memory that says its way
  ended is the older one; otherwise the older date is superseded by the newer one;
  without a date in the text, the frontmatter `updated` / `created` time is the date;
* otherwise, two decisions on one subject that cannot be ordered conflict, and both are
  flagged so the model asks instead of picking one.

"The same subject" is read from the memories themselves, not from a word list: a shared
alias, or a name that shares at least two of its words (the digits of a year left out:
`shipping_policy_2024` and `shipping_policy_2025`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date

from memwell.lazy_patterns import lazy_compile
from memwell.recall.retrieval import RecallHit

_DATE = lazy_compile(r"\b(20\d{2}|19\d{2})[-/.](\d{1,2})[-/.](\d{1,2})\b")
_SUPERSEDES_LINK = lazy_compile(r"(?i)\bsupersedes\s+\[([^\]]+)\]")
_SUPERSEDED_BY = lazy_compile(r"(?i)^superseded by ([\w.-]+)")
_NAME_WORD = lazy_compile(r"[a-z]+|[^\x00-\x7f]+")
# a date this far into the body is where the memory starts, i.e. when it was decided
_OPENING_CHARS = 80
# words that may stand before the date a memory opens with: "Decided 2025-01-20",
# "2025-01-01 から適用"; a date deeper in the first statement is about something the
# memory describes ("車検は 2027-03-15": an inspection due), not when it was decided
_OPENING_WORDS = 1
_LIST_MARK = lazy_compile(r"^(?:[-*+]|\d+[.)])\s+")
# a date that closes a period: "until 2026-11-30", "2019年〜2026-11-30", "2026-10-31 まで"
_UNTIL_BEFORE = lazy_compile(r"(?i)(?:\buntil|\btill|\bthrough|[〜~～])\s*$")
_UNTIL_AFTER = lazy_compile(r"^\s*(?:まで|迄)")


@dataclass(frozen=True, slots=True)
class Standing:
    """How one retrieved memory stands against the others of the same turn."""

    superseded_by: str | None = None
    replaces: tuple[str, ...] = ()
    conflicts_with: tuple[str, ...] = ()
    dated: date | None = None

    @property
    def note(self) -> str:
        """The words the digest puts after the memory's name ('' when nothing to say).
        A memory that replaces others is "current": the replaced one's line, when shown,
        names it ("superseded by …"), and naming them here as well took the room of a
        statement on the item line."""
        parts = []
        if self.superseded_by:
            parts.append(f"superseded by {self.superseded_by}")
        elif self.replaces:
            parts.append("current")
        if self.conflicts_with:
            parts.append("conflicts with " + ", ".join(self.conflicts_with) + ": ask which holds")
        return "; ".join(parts)


def _text_of(hit: RecallHit) -> str:
    """The memory's body: a hit deeper than the search's first few is scored without it
    (`RecallHit.body` is empty) but carries it as `shown_body`, and an old decision is
    often such a hit (the turn's words match the current one better); without its body
    its date is unknown and the two decisions are not ordered at all."""
    return hit.body or hit.shown_body


def stated_date(hit: RecallHit) -> date | None:
    """The date the memory opens with (when it was decided), else its frontmatter time."""
    opening = _text_of(hit).lstrip()[:_OPENING_CHARS]
    match = _DATE.search(opening)
    if match:
        try:
            return date(int(match[1]), int(match[2]), int(match[3]))
        except ValueError:
            pass
    return hit.updated.date() if hit.updated else None


def opening_kind(body: str) -> str | None:
    """What the first date of the memory's first statement says: "ended" when it closes a
    period ("until 2026-11-30", "2026-10-31 まで"), "decided" when it opens the statement
    (at most `_OPENING_WORDS` words before it), else None (a date the memory mentions).

    Trigger: two memories on one subject are ordered by the dates they open with. Why: an
    old way written as the period it applied ("2019年から 2026-10-31 までのやり方") opens
    with its last day, later than the day its successor was decided (2026-10-14), and a
    reference memory that mentions a date in its first statement ("車検は 2027-03-15")
    read as a decision newer than every decision on its subject: both called the old or
    an unrelated memory current. Outcome: a date that ends a period marks the memory as
    the way that ended, and only a date that opens the statement dates a decision."""
    first = _LIST_MARK.sub("", body.lstrip()[:_OPENING_CHARS].split("\n", 1)[0])
    match = _DATE.search(first)
    if match is None:
        return None
    if _UNTIL_BEFORE.search(first[: match.start()]) or _UNTIL_AFTER.match(first[match.end() :]):
        return "ended"
    return "decided" if len(first[: match.start()].split()) <= _OPENING_WORDS else None


# what a sentence says just before or just after another memory's name, lower-cased
_REPLACED_BY_BEFORE = ("replaced by", "superseded by", "superseded", "succeeded by")
_REPLACES_BEFORE = ("replaces", "supersedes", "replacing", "superseding", "replacement for")
_REPLACES_AFTER = ("を置き換え", "を置換", "を置きかえ", "の後継")
_REPLACED_BY_AFTER = ("に置き換え", "で置き換え", "に置換", "で置換", "に置きかえ", "で置きかえ")
_SENTENCE_BREAKS = ".\u3002\n;\uff1b"  # the full-width full stop and semicolon
# how far before a name its verb may stand ("superseded on 2026-03-10 by X")
_BEFORE_CHARS = 40


def _may_state_change(text: str) -> bool:
    """Whether `text` holds a stem of every phrase above (whatever the case of its first
    letter): a few substring tests, where most memories end (they state no change)."""
    return (
        "plac" in text
        or "persed" in text
        or "cceeded" in text
        or "PLAC" in text
        or "PERSED" in text
        or "置" in text
        or "後継" in text
    )


def stated_change(text: str, name: str) -> str | None:
    """'replaces' when `text` says it replaces the memory `name`, 'replaced_by' when it
    says `name` replaces it, else None (the first occurrence that says either).

    Trigger: a memory names another memory in a sentence about the change. Why: the
    dates a memory opens with are not always when it was decided ("Superseded by
    declaration_check_v2 on 2026-11-01" opens the old one with the newer date, while the
    new one opens "Replaces declaration_check_v1. Decided 2026-10-22"), so ordering by
    date called the old rule current. Outcome: the stated direction decides; a name
    only mentioned ("see declaration_check_v2") says nothing."""
    lowered = text.lower()
    key = name.lower()
    start = 0
    while (at := lowered.find(key, start)) >= 0:
        start = at + len(key)
        if _name_char(lowered, at - 1) or _name_char(lowered, start):
            continue  # part of a longer name
        before = lowered[max(0, at - _BEFORE_CHARS) : at]
        cut = max(before.rfind(ch) for ch in _SENTENCE_BREAKS)
        before = before[cut + 1 :]
        after = lowered[start : start + 12].lstrip(" )）」』")
        if any(w in before for w in _REPLACED_BY_BEFORE) or after.startswith(_REPLACED_BY_AFTER):
            return "replaced_by"
        if any(w in before for w in _REPLACES_BEFORE) or after.startswith(_REPLACES_AFTER):
            return "replaces"
    return None


def _name_char(text: str, i: int) -> bool:
    return 0 <= i < len(text) and (text[i].isascii() and (text[i].isalnum() or text[i] in "_-"))


def _name_words(name: str) -> frozenset[str]:
    return frozenset(w for w in _NAME_WORD.findall(name.lower()) if len(w) >= 3)


@dataclass(frozen=True, slots=True)
class _Traits:
    """What the comparison needs of one hit, read once per turn (not once per pair)."""

    key: tuple[str, str]
    aliases: frozenset[str]
    name_words: frozenset[str]
    decision: bool
    ended: bool  # it opens with the date its way ended (`opening_kind`)
    targets: frozenset[str]  # names it says it supersedes
    successors: frozenset[str]  # names it says supersede it
    dated: date | None

    @classmethod
    def of(cls, hit: RecallHit) -> _Traits:
        body = _text_of(hit)
        kind = opening_kind(body)
        decision = any(t.lower() == "decision" for t in hit.tags) or kind is not None
        targets = set(hit.supersedes) | {m.strip() for m in _SUPERSEDES_LINK.findall(body)}
        return cls(
            key=(hit.scope, hit.name),
            aliases=frozenset(x.casefold() for x in hit.aliases),
            name_words=_name_words(hit.name),
            decision=decision,
            ended=kind == "ended",
            targets=frozenset(targets),
            successors=frozenset(),
            dated=stated_date(hit),
        )

    def reading(self, hit: RecallHit, names: Sequence[str]) -> _Traits:
        """These traits with what the memory's sentences say about `names` (the other
        hits' names): the ones it replaces join `targets`, the ones said to replace it
        are its `successors`."""
        body = _text_of(hit)
        if not (_may_state_change(body) or _may_state_change(hit.description)):
            return self  # most memories state no change at all: no name is looked for
        text = f"{hit.description}\n{body}".lower()
        targets, successors = set(self.targets), set()
        for name in names:
            if name == hit.name or name.lower() not in text:
                continue
            direction = stated_change(text, name)
            if direction == "replaces":
                targets.add(name)
            elif direction == "replaced_by":
                successors.add(name)
        return replace(self, targets=frozenset(targets), successors=frozenset(successors))

    def same_subject(self, other: _Traits) -> bool:
        return bool(self.aliases & other.aliases) or len(self.name_words & other.name_words) >= 2


def same_subject(a: RecallHit, b: RecallHit) -> bool:
    """A shared alias, or names sharing two words of three letters or more."""
    return _Traits.of(a).same_subject(_Traits.of(b))


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
    names = [h.name for h in hits]
    traits = [_Traits.of(h).reading(h, names) for h in hits]
    dates = {t.key: t.dated for t in traits}
    for hit in hits:
        successor = _explicit_successor(hit)
        if successor:
            superseded[(hit.scope, hit.name)] = successor
    for i, a in enumerate(traits):
        for b in traits[i + 1 :]:
            if a.key == b.key:
                continue
            if b.key[1] in a.targets or a.key[1] in b.successors:
                older, newer = b.key, a.key
            elif a.key[1] in b.targets or b.key[1] in a.successors:
                older, newer = a.key, b.key
            elif not (a.decision and b.decision) or not a.same_subject(b):
                continue
            elif a.ended != b.ended:
                # the way that ended is the older one, whatever day it ended on
                older, newer = (a.key, b.key) if a.ended else (b.key, a.key)
            elif a.dated is None or b.dated is None or a.dated == b.dated:
                conflicts.setdefault(a.key, []).append(b.key[1])
                conflicts.setdefault(b.key, []).append(a.key[1])
                continue
            else:
                older, newer = (a.key, b.key) if a.dated < b.dated else (b.key, a.key)
            # a memory replaced twice names its newest successor
            current = superseded.get(older)
            if current is None or (dates.get(newer) or date.min) > _date_of(current, traits):
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


def _date_of(name: str, traits: Sequence[_Traits]) -> date:
    for trait in traits:
        if trait.key[1] == name:
            return trait.dated or date.min
    return date.min
