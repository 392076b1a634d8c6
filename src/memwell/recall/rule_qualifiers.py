"""The object of a rule whose act is not read, with every word that narrows it.

Trigger: a clause carries a stopping marker the rule model hears but names no act its verb
table reads ("Live keys (pk_live_/sk_live_) never in code, issues or docs", "Discontinued
SKUs (DC-) are never re-listed", 「輸入大豆のロットには絶対つけない」).

Why: such a clause forbids whatever is done to what it names, so it is read as forbidding
every act but looking (`Rule.act_unread`). Read with the object's words as alternatives
("live" or "keys" or "code"), it stops the benign twin that sits beside nearly every such
line: the same act on the same kind of thing, told apart by a qualifier (a test key against
a live key, a Hokkaido lot against an imported lot, a current SKU against a DC- one). The
object is therefore one phrase holding its qualifiers, all of which a call must show; a
name the clause gives in a parenthesis (`pk_live_`) names the thing whole. What the clause
says after its marker, when its subject comes before it ("never in code, issues or docs"),
is where the thing must not go: one of those the call must meet too.

Outcome: `qualified_object(clause, marker_start, marker_end)` → the object phrases (the
qualified phrase and the names in parentheses) and the target phrases, or None when the
clause names nothing.
"""

from __future__ import annotations

import re

from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_terms import CJK, object_phrases

_PARENTHESIS = lazy_compile(r"[(（]([^()（）]*)[)）]")
# a name inside a parenthesis: an identifier with a mark a word lacks (`pk_live_`, DC-, H-)
_NAMED = lazy_compile(r"`[^`]+`|\b[\w.]*[_\-/.:][\w.\-/:]*|\b[A-Z]{2,}\b")
# "never offer 0% financing", "Don't close issues": the word the marker negates is its act
_SUBJECT_END = lazy_compile(
    r"(?i)\s(?:is|are|was|were|go|goes|get|gets|must|can|should|will|only|may|needs?)\b|[,:;：、]"
)
_PLACE = lazy_compile(
    r"(?:\s*(?:ever|again|go|goes|be|get|out|up)\b)*\s*(?:(?i:in|on|to|into|onto|at|via|through|by|"
    r"from|with|for|anywhere)\b|[A-Z`])"
)
# "…, even if we find stock", "…, no matter how behind we are": a condition, not a place
_CONDITION_TAIL = lazy_compile(
    r"(?i)[,(]\s*(?:even|if|unless|when|because|since|so|but|no\s+matter|not|that|including)\b|\s[(（]"
)
# "boards over 8'": a quantity's side is the limit readers' (`recall.rule_limits`), no word
_COMPARISON = lazy_compile(
    r"(?i)\b(?:over|under|above|below|more\s+than|less\s+than|at\s+least|up\s+to)\s+\S*\d\S*"
)
# "once certified", "below MAP", 「開館中は」: a condition, a state or a quantity's side
_CONDITIONED = lazy_compile(
    r"(?i)\b(?:once|when|whenever|while|during|(?<!even\s)if|unless|without|until|before|"
    r"after|except|by\s+hand|manually|below|above|over|under|more\s+than|less\s+than)\b|"
    r"\d{1,2}:\d\d|中は|ときは|時は|場合|なら|まで|前に|以降|以外"
)
_PREPOSITION = lazy_compile(
    r"(?i)\s(?:out\s+of|to|into|onto|on|in|at|via|through|by|from|with|for)\s"
)
_LEADING_CAPITAL = lazy_compile(r"^\W*[A-Z][a-z]+\b")
_IDENTIFIER = lazy_compile(r"[\d_@./:]|\w-$")  # `pk_live_`, acme-ml-raw, "DC-": a name whole
_QUOTED = lazy_compile(r"`([^`]+)`")
_OF = lazy_compile(r"(?i)\s+of\s+(?:the\s+|our\s+|a\s+|an\s+)?")
_LIST_SEPARATOR = lazy_compile(
    r"(?i)\s*/\s+|\s+/\s*|,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+|・|、|や"
)
_TOPIC = lazy_compile(r"[:：]\s*$")
_DETERMINERS = frozenset({"the", "a", "an", "any", "anything", "our", "their", "your"})
# 「MR2(3T)では撮ら」: a place marked で before the verb's stem (not ので, "because")
_WHERE_JA = lazy_compile(r"(?<!の)(?:で|では|でも)\s*[^\s、。をはがにで]*$")
_NEGATED_WORD = lazy_compile(r"^\s*(?:ever\s+|again\s+|directly\s+|just\s+|even\s+)*([a-z][\w'-]*)")


def qualified_object(
    clause: str, marker_start: int, marker_end: int
) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]] | None:
    """The clause's objects, each a noun group with the words that narrow it (or a name its
    parenthesis gives), and its targets; None when nothing the clause names is narrowed."""
    if _CONDITIONED.search(clause):
        return None  # "once certified", 「開館中は」: a condition, not the object, tells the twin
    before, after = clause[:marker_start], clause[marker_end:]
    # "hard case only, never a gig bag": a marker opening its own part names its own object
    fresh = before.rstrip().endswith(",") and not _PLACE.match(after)
    if _TOPIC.search(before) and _own_object(after):
        # "Suspected plagiarism: never email the student": the heading names when, and the
        # act's own object is what the clause forbids, said with a verb the model lacks
        return None
    if _content(before) and not fresh:
        # "Discontinued SKUs (DC-) are never …", "Photos of children go only into …": the
        # subject is the noun group before its verb; what the clause says of it is no object
        end = _SUBJECT_END.search(before)
        subject = before[: end.start()] if end else before
        if _WHERE_JA.search(subject):
            return None  # 「MR2(3T)では撮らない」: where it is done, not what it is done to
        # "never in code, issues or docs", "never UPS Ground": where it must not go; a word
        # the marker negates ("are never re-listed", 「絶対つけない」) is the unread act
        place = after if _PLACE.match(after) and not CJK.search(after) else ""
    else:
        # "Never hand our patron list to another company": after the act, what, then where
        negated = _NEGATED_WORD.match(after)
        if negated and negated.group(1).lower() in _DETERMINERS:
            return None  # "Never the full list.": no act at all, the line's before it is
        rest = after[negated.end() :] if negated else after
        split = _PREPOSITION.search(rest)
        subject, place = (rest[: split.start()], rest[split.start() :]) if split else (rest, "")
    place = _CONDITION_TAIL.split(place, maxsplit=1)[0]
    names = tuple(
        (part,)
        for inner in _PARENTHESIS.findall(subject)
        for name in _NAMED.findall(inner)
        for part in name.strip("`").lower().split("/")
        if len(part.strip("-_.:")) >= 2
    )
    names += tuple((q.lower(),) for q in _QUOTED.findall(subject))  # `security`: a name
    words = _COMPARISON.sub(" ", _PARENTHESIS.sub(" ", _QUOTED.sub(" ", subject)))
    words = _OF.sub(" ", words)  # "photos of children" is one thing, narrowed
    # "Live keys never …": a sentence's first capital is no name, the word narrows the noun
    words = _LEADING_CAPITAL.sub(lambda m: m.group(0).lower(), words, count=1)
    objects = tuple(dict.fromkeys((*_narrowed(words), *names)))
    if not objects:
        return None  # nothing narrows the object: every twin of the call would meet it
    targets = object_phrases(_PARENTHESIS.sub(" ", place)) if _content(place) else ()
    return objects, targets


def _narrowed(words: str) -> list[tuple[str, ...]]:
    """Each listed thing as one phrase of all its words ("full-refresh fct_orders", "raw
    customer emails / phone numbers"); a bare word before the list's last noun shares it
    ("door / alarm / lockbox codes"); a lone word that is no name narrows nothing."""
    items = [object_phrases(item) for item in _LIST_SEPARATOR.split(words) if item.strip()]
    merged = [tuple(dict.fromkeys(t for p in item for t in p)) for item in items]
    merged = [m for m in merged if m]
    head = merged[-1][-1:] if merged and len(merged[-1]) > 1 else ()
    out = []
    for phrase in merged:
        if len(phrase) == 1 and not _IDENTIFIER.search(phrase[0]):
            phrase = (*phrase, *head) if head and phrase != head else phrase
        if len(phrase) > 1 or _IDENTIFIER.search(phrase[0]):
            out.append(phrase)
    return out


def _own_object(after: str) -> bool:
    """Whether the words after the marker name a thing past the act they negate."""
    negated = _NEGATED_WORD.match(after)
    rest = _CONDITION_TAIL.split(after[negated.end() :] if negated else after, maxsplit=1)[0]
    return bool(object_phrases(rest))


def _content(text: str) -> bool:
    return bool(re.search(r"[^\W\d_]", _PARENTHESIS.sub(" ", text)))
