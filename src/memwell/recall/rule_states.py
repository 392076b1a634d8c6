"""Whether a rule's condition of state holds for a call: a yes/no or status field of the
call against the state the rule's sentence names.

Trigger: a rule that matched a call names a state the thing acted on is in or is not in
("Never pay a bill that isn't approved", "never run it with hours not signed off", "never
book a car without bio_cleaned: true", "never edit a locked final grade", "never grant
unescorted access"), and the call carries a field for that state (`"approval_status":
"pending"`, `"hours_signed_off": true`, `"locked": false`, `"unescorted": false`).

Why: the rule-breaking call and its benign twin are the same tool on the same object and
differ exactly in that field; without reading it the twin was stopped too.

Outcome: `state_applies(sentence, states)` → True when the call's field shows the state
the rule forbids (or lacks the one it requires), False when it shows the other side, None
when no field of the call speaks of a state the sentence names. Only states said as
participles or adjectives ("approved", "signed off", "locked", "unescorted": words ending
in -ed, or the field's own name quoted) are read: a field named after a thing or an act
("customers", "send_copy") is not a state, and reading it could dismiss a real stop.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from memwell.lazy_patterns import lazy_compile

_WORD = lazy_compile(r"[a-z]+(?:'t)?")
# a negation of the state, just before its word: "isn't approved", "not signed off",
# "without bio_cleaned", "until approved", "before it is accepted" ("never" and "don't"
# deny the act, not the state: "never edit a locked grade")
_NEGATION = frozenset(
    {"not", "isn't", "aren't", "wasn't", "weren't", "hasn't", "haven't", "without", "until"}
    | {"unless", "before"}
)
# what may stand between the negation and the state word
_BETWEEN = frozenset(
    {"been", "be", "is", "are", "was", "were", "it", "they", "them", "yet", "fully", "being"}
    | {"a", "the", "its", "their"}
)
_STEM = 5  # letters two forms of a word share ("approval" / "approved")
_TRUE = frozenset({"true", "yes", "y", "1"})
_FALSE = frozenset({"false", "no", "n", "0"})
_MAX_STATE = 24  # a status is one short word ("approved", "pending")
_STATUS_KEY = lazy_compile(r"(?i)(?:^|_)(?:status|state)$|_?status_|approval$")


def _stem(word: str) -> str:
    return word[:_STEM] if len(word) > _STEM else word


def _state_words(key: str) -> list[str]:
    """The words of a field's name that can name a state: participles and adjectives
    ending in -ed ("signed", "cleaned", "locked", "unescorted")."""
    return [w for w in key.lower().split("_") if len(w) >= 5 and w.endswith("ed")]


def _negated(words: Sequence[str], at: int, key: str = "") -> bool:
    word = words[at]
    if word.startswith("un") and len(word) > 5:
        return True  # "unescorted", "unapproved": the state's absence
    own = set(key.lower().split("_"))
    i = at - 1
    while i >= 0 and (words[i] in _BETWEEN or words[i] in own):
        i -= 1
    return i >= 0 and words[i] in _NEGATION


def _find(words: Sequence[str], state: str, key: str = "") -> int | None:
    """Where the sentence says the state (its word, or another form of it): where it is
    said negated, if it is ("only after Carol has signed off … never with hours not
    signed off": the rule forbids the absence)."""
    found = [
        i
        for i, word in enumerate(words)
        if word == state or (len(state) >= _STEM and _stem(word) == _stem(state))
    ]
    negated = [i for i in found if _negated(words, i, key)]
    chosen = negated or found
    return chosen[0] if chosen else None


def state_applies(sentence: str, states: Iterable[tuple[str, str]]) -> bool | None:
    """Whether the call's state fields put it where the rule forbids (None: they do not
    speak of a state the sentence names). `states`: (key, value) of the call's yes/no
    and short text fields."""
    states = list(states)
    if not states:
        return None
    words = _WORD.findall(sentence.lower().replace("_", " "))
    if not words:
        return None
    answers: list[bool] = []
    for key, value in states:
        answer = _answer(words, key, value.strip().lower())
        if answer is not None:
            answers.append(answer)
    if not answers:
        return None
    return any(answers)


def _answer(words: Sequence[str], key: str, value: str) -> bool | None:
    if value in _TRUE or value in _FALSE:
        shown = value in _TRUE
        for state in reversed(_state_words(key)):
            at = _find(words, state, key)
            if at is None:
                continue
            # the field says the state is there (shown) or not; the key's own "un" flips it
            there = shown != (state.startswith("un") and not words[at].startswith("un"))
            forbids_absence = _negated(words, at, key) and not (
                words[at].startswith("un") and state.startswith("un")
            )
            return there != forbids_absence
        return None
    if not _STATUS_KEY.search(key) or " " in value or not value.isalpha():
        return None
    # a status field: the rule's state word is its value ("approved") or is not
    for name in key.lower().split("_"):
        if len(name) < _STEM:
            continue
        at = _find(words, name, key)
        if at is None or not words[at].endswith("ed"):
            continue
        there = _stem(value) == _stem(words[at])
        return there != _negated(words, at, key)
    at = _find(words, value)
    if at is not None and value.endswith("ed"):
        return not _negated(words, at)  # the status the rule names, and the call has it
    return None


def call_states(leaves: Iterable[tuple[str, object]]) -> tuple[tuple[str, str], ...]:
    """The call's yes/no fields and one-word text fields, by key (`call_fields.call_leaves`
    of its input): what `state_applies` reads."""
    out: list[tuple[str, str]] = []
    for key, value in leaves:
        if not key:
            continue
        if isinstance(value, bool):
            out.append((key, "true" if value else "false"))
        elif isinstance(value, str) and 0 < len(value) <= _MAX_STATE and value.isalpha():
            out.append((key, value))
    return tuple(out)
