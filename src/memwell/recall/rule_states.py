"""Whether a rule's state condition holds for a call: checked from the state the call shows.

Trigger: a rule that matched a call says when it applies by a state its thing is in:
"never send lab results to an owner before the vet has reviewed them (status "reviewed")",
"once a decision has been released, don't change the decision code".

Why: without this the rule fires whatever the state, so the reviewed result sent on and the
unreleased decision corrected are stopped like the ones the rule is about. Record-keeping
APIs carry the state beside the record (`"review_status": "reviewed"`, `"decision_status":
"pending release"`): the participle the rule names, present or only as its stem ("pending
release", "awaiting review"), tells whether the state is reached, with no vocabulary of
any domain.

Outcome: `state_condition_holds(sentence, values)` → True when the rule applies in the
state the call shows, False when it does not, None when the rule names no such state or
the call shows none (the rule applies as before).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from memwell.lazy_patterns import lazy_compile

# "before the vet has reviewed them": the rule holds until the state is reached
_BEFORE = lazy_compile(
    r"(?i)\b(?:before|until|unless)\b[^.;:!?]*?\b(?:has|have|is|are|was|were|been|gets?)\s+"
    r"(?:been\s+)?([a-z]{3,}ed)\b"
)
# "once a decision has been released": the rule holds from the state on
_ONCE = lazy_compile(
    r"(?i)\b(?:once|after)\b[^.;:!?]*?\b(?:has|have|is|are|was|were|been)\s+(?:been\s+)?"
    r"([a-z]{3,}ed)\b"
)
_MAX_STATE_WORDS = 3  # a state is a short value ("reviewed", "pending release")


def _stem(participle: str) -> str:
    """ "released" → "releas", "reviewed" → "review", "approved" → "approv"."""
    return participle[:-2] if participle.endswith("ed") else participle


def shown_state(participle: str, values: Iterable[str]) -> bool | None:
    """Whether the call's short values show the state reached (True), a state short of it
    ("pending release", "unreviewed": False), or nothing about it (None)."""
    stem = _stem(participle.lower())
    seen: bool | None = None
    for value in values:
        words = re.findall(r"[a-z]+", value.lower())
        if not words or len(words) > _MAX_STATE_WORDS:
            continue
        if participle.lower() in words and not ({"not", "pending", "awaiting"} & set(words)):
            return True
        if any(w.startswith(stem) or w.startswith("un" + stem) for w in words):
            seen = False
    return seen


def state_condition_holds(sentence: str, values: Iterable[str]) -> bool | None:
    """Whether the rule applies in the state the call shows (None: cannot tell)."""
    values = tuple(values)
    before = _BEFORE.search(sentence)
    if before:
        reached = shown_state(before.group(1), values)
        return None if reached is None else not reached
    once = _ONCE.search(sentence)
    if once:
        return shown_state(once.group(1), values)
    return None
