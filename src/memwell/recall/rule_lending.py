"""Whether a clause's stopping marker is said of its line's other clauses.

Trigger: a line's clause carries a marker but no act the vocabulary reads ("show me first",
"Never hand cash from the till for a deposit refund", 「直接LINEしない」), and another clause
of the line names an act with no marker of its own.

Why: "Anything a couple will see — publishing a gallery, emailing them — show me first":
a marker that names no act is said of the acts its line lists, and the rule model reads
the line that way. But a prohibition that negates a verb of its own ("never email the
student … — send the Turnitin report to Peter", "Never hand cash from the till … ."
beside "Deposits are refunded back to the card in Square", 「本人には直接LINEしない。
保護者あてに送る。」) forbids that act, one the vocabulary does not read; the line's other
clause is then most often the sanctioned way, and lending it the "never" stopped exactly
the calls the line tells the agent to make.

Outcome: `lends(clause, reading)` → whether the clause's strength may be said of the
line's unmarked clauses: asks and other strengths as before; a no-go only when its
marker governs no verb of its own ("Never without.", "Not allowed.", 「片方だけならダメ」).
`ruled_pieces` answers the same within one sentence split at ", but" / ", then": a piece
with a marker of its own other than a stop ("is fine"), or beside a piece whose stop is
said of its own act, is not ruled by another piece's marker.
"""

from __future__ import annotations

from collections.abc import Sequence, Set
from typing import Literal, Protocol, TypeAlias

from memwell.lazy_patterns import lazy_compile

_Strength: TypeAlias = Literal["no-go", "ask", "allow", "advisory"]  # as `recall.rules` reads it


class _Reading(Protocol):
    """What the rule model read of one clause (`recall.rules`)."""

    @property
    def strength(self) -> _Strength | None: ...
    @property
    def verbs(self) -> Set[str]: ...
    @property
    def limits(self) -> tuple[object, ...]: ...


_STOPS = ("no-go", "ask")
# "never hand", "don't override", "is never scheduled": the marker and the word it negates
# (an adverb such as "ever" or "directly" may stand between them)
_NEGATED_EN = lazy_compile(
    r"(?i)\b(?:never|must\s+not|mustn'?t|do\s+not|don'?t|does\s+not|doesn'?t|should\s+not|"
    r"shouldn'?t|may\s+not|cannot|can'?t|won'?t|not\s+allowed\s+to|no\s+one\s+may)"
    r"(?:\s+(?:ever|again|directly|just|even|be))*\s+([a-z][a-z'-]*)"
)
# what follows a marker without being its act: "Never the raw .docx", "Never without."
_NOT_AN_ACT = frozenset(
    {"the", "a", "an", "any", "anything", "anyone", "anybody", "without", "with", "on", "in"}
    | {"at", "for", "to", "from", "before", "after", "until", "unless", "more", "than", "that"}
    | {"this", "these", "those", "it", "them", "one", "except", "by", "over", "under", "if"}
    | {"when", "while", "during", "outside", "beyond", "ever", "so", "on", "into", "onto"}
)
# 「出さない」「LINEしない」「締結しない」「してはいけない」: a verb's own negative form (kana
# before ない/ず); 「ダメ」「禁止」「NG」 name no act and are said of the line's acts
_NEGATED_JA = lazy_compile(r"[\u3041-\u3096](?:ない|ず)")


def negates_own_act(clause: str) -> bool:
    """Whether the clause's no-go marker negates a verb of the clause itself."""
    for found in _NEGATED_EN.finditer(clause):
        if found.group(1).lower() not in _NOT_AN_ACT:
            return True
    return bool(_NEGATED_JA.search(clause))


def lent_strengths(clauses: Sequence[str], readings: Sequence[_Reading]) -> list[_Strength | None]:
    """Each clause's strength once its line's markers are said of it: an unmarked clause
    naming an act takes the strength of its line's first lending clause. A clause that
    states a limit takes any marker's strength ("…の一斉配信は月2回まで。…には入らない。": the
    line draws a line, and its negation says of what), as every line was read before."""
    pairs = list(zip(clauses, readings, strict=True))
    said = next((r.strength for c, r in pairs if lends(c, r)), None)
    marked = next((r.strength for _, r in pairs if _marks_only(r)), None)
    return [
        (marked if r.limits else said) if r.strength is None and r.verbs else r.strength
        for r in readings
    ]


def ruled_pieces(
    pieces: Sequence[tuple[str, _Reading]], marks: Sequence[_Strength | None], *, coordinated: bool
) -> list[bool]:
    """Which pieces of a sentence split at ", but" / ", then" the sentence's marker rules.
    "Publishing provisional results is fine if labelled provisional, but don't publish prize
    winners": the first piece's own "is fine" says it is allowed. "Reply to every review, but
    never mention the guest's room": the "never" negates the second piece's own act, not
    the first's. Pieces coordinated by "or" share one marker ("Any DELETE, or changing
    totals: ask me first"), and a marker naming no act is said of the other pieces ("Deploy
    on Fridays, but only after asking me")."""
    if coordinated:
        return [True] * len(pieces)
    acting = any(
        mark in _STOPS and (reading.verbs or negates_own_act(piece))
        for (piece, reading), mark in zip(pieces, marks, strict=True)
    )
    return [mark in _STOPS or (mark is None and not acting) for mark in marks]


def _marks_only(reading: _Reading) -> bool:
    """A clause with a marker and no act or limit the rule model reads."""
    return reading.strength is not None and not reading.verbs and not reading.limits


def lends(clause: str, reading: _Reading) -> bool:
    """Whether a clause lends its strength to the unmarked clauses of its line: it has a
    marker and names no act or limit the rule model reads, and a no-go does not negate a
    verb of its own."""
    if not _marks_only(reading):
        return False
    return reading.strength != "no-go" or not negates_own_act(clause)
