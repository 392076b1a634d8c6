"""Rules that name the one way allowed ("only"), and plain negations of an act.

Trigger: `recall.rules` reads a memory line's strength, blanks its markers, and reads the
act and the object from what is left.

Why: people state a restriction by naming what is allowed: "passport copies go to customs
through SeaClear only", "Gold bullion is bought by 社長 only", "Only the 所長 creates or
closes a client space", 「納品はポータルからだけ」, 「社長だけがする」. Such a line forbids
the complement: the act done another way, through another channel, into another place, or
by anyone else (the agent is never the one named). None of these says "never", so the line
was read as no rule. Likewise a plain negation of an act ("Nothing under /clients is ever
deleted", "Final marks aren't released to students", "nobody books it", "After lock: no
seeding changes") was read as no rule, for the reader knew only "never" and "don't".

What is restricted stays apart from what only a condition allows: "only with a signed
waiver", "only if", "only after the review", "only on Mondays", "only between 8 and 8",
「同意がある子だけ」 say when the act is allowed, which the call rarely shows (the condition
readers' concern), and a state ("Dev isn't certified yet", "Cats don't need one") is no act:
a rule is kept only where the clause names an act the tools do (`recall.rules` drops a
clause without a verb it reads).

Outcome: `only_way(clause)`, the way, place or agent the clause allows (its span is the
marker: neither act nor object), and `plain_negation(clause)`, the negation that makes an
act's clause a stopping rule.
"""

from __future__ import annotations

import re

from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_vocab import verbs_in

# 「私は参照だけ」「僕は読むだけ」: the user only reads it, and so does the agent acting for
# them (`recall.rules` reads it as read-only: every act but reading is forbidden)
SELF_READS = r"(?:私|僕|自分)は(?:参照|読む|見る|閲覧)(?:だけ|のみ)"

# the way named after or before "only": a preposition of channel, place or agent and its
# noun phrase, up to punctuation; or the one who may act before the act, a present-tense
# verb ("Only the 所長 creates", "only Yamane-san unlocks them"). One pattern: a gated call
# compiles what its rule lines need, and each pattern counts.
_ONLY_EN = lazy_compile(
    r"\b(?i:only)\s+(?:(?i:go(?:es)?|happens?|runs?)\s+)?"
    r"(?i:through|via|by|from|into|in|to|using|inside|within)\s+(?P<w1>[^.;:,()\u2014\u2013]+)|"
    r"\b(?i:through|via|by|from|into|using|inside)\s+"
    r"(?P<w2>[^.;:,()\u2014\u2013]+?)\s+(?i:only)\b|"
    r"(?:^|(?<=[\s:;,\u2014\u2013-]))(?i:only)\s+(?P<w>(?:the\s+)?(?:[\w'-]+\s+){0,3}?"
    r"(?:[A-Z][\w'-]*|[\u3400-\u9fff\u30a0-\u30ff]+[\w'-]*))\s+"
    r"(?P<verb>[a-z]+s)\b"
)
# where "only" names when or on what condition, not a way (the condition readers' concern);
# a month by its name, so that a person's name ("Only Marco sends …") is not read as March
_CONDITION_WAY = lazy_compile(
    r"(?i)^(?:the\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|^weekdays?\b|^weekends?\b|"
    r"^(?:the\s+)?(?:morning|afternoon|evening|night|window|season|hours?|week|month|year)\b|"
    r"^\d|^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|^(?:me|us|myself)\b"
)
# 「ポータルからだけ」「同じフォルダにだけ」「hacomono内だけで」「Teamsのチャネルのみ」: a channel
# or place with its particle, the particle on either side of だけ/のみ; 「…に限る」; and
# 「店長だけがやる」「社長のみが」, the one who may act
_ONLY_JA = lazy_compile(
    r"(?P<w>[^、。，,()（）「」はがを・\s]{1,12})\s*(?:だけ|のみ)が|"
    r"(?P<w1>[^、。，,()（）「」はがを]{1,30}?)\s*(?:経由|から|を通して|を使って|で|に|へ|内|の中)\s*"
    r"(?:だけ|のみ)|"
    r"(?P<w2>[^、。，,()（）「」はがを]{1,30}?)\s*(?:だけ|のみ)\s*(?:で|に|から|を通して)(?![はもき])|"
    r"(?P<w3>[^、。，,()（）「」はがを]{1,30}?)\s*に限る"
)
# a Japanese way that is a time or a count: 「月1回だけ」「週末だけ」「9:00〜16:00 の間だけ」
_CONDITION_JA = lazy_compile(r"\d|曜|週|月|日|時|間|季|期|回|夜|朝|昼|午|冬|夏|春|秋")
# the user among those allowed: "I only draft in #admin-drafts", 「健太と私だけが」 restrict
# the user's own way of working, which the agent acting for them shares
_SELF = lazy_compile(r"(?i)^(?:i|we|me|us|myself|ourselves)\b|私|僕|わたし|自分")


def only_way(clause: str) -> re.Match[str] | None:
    """The "only" that names the way, place or agent `clause` allows, when the clause names
    an act besides (a clause without one, "grams and ml only in the recipe body", is said of
    no act and must not lend its strength to the line's others)."""
    readings = []
    if "only" in clause.lower():  # most clauses say no "only": no pattern is compiled
        readings.append((_ONLY_EN, _CONDITION_WAY))
    if "だけ" in clause or "のみ" in clause or "に限る" in clause:
        readings.append((_ONLY_JA, _CONDITION_JA))
    for pattern, condition in readings:
        for match in pattern.finditer(clause):
            way = _way_text(match)
            if not way or condition.search(way) or _SELF.search(way):
                continue
            if match.groupdict().get("verb") and not verbs_in(match.group("verb")):
                continue  # "only outside AKK hours": no act follows the one named
            if _acts_besides(clause, match):
                return match
    return None


def _acts_besides(clause: str, match: re.Match[str]) -> bool:
    # the agent's own verb is the act ("Only the 所長 creates …"): it stays
    start = match.start()
    end = match.start("verb") if match.groupdict().get("verb") else match.end()
    return bool(verbs_in(clause[:start] + " " * (end - start) + clause[end:]))


_MORE_ACTS = lazy_compile(r"(?:\s*,\s*|\s+(?:or|and)\s+)([a-z]+s)\b")


def agent_acts(clause: str) -> set[str]:
    """The acts of the one allowed: in "Only Marco sends Klaviyo campaigns" the act is the
    verb said of Marco (send), not what its object's nouns suggest (a campaign is also
    built as a draft, which anyone may do); "Only the 所長 creates or closes …" names two."""
    match = only_way(clause)
    if match is None or not match.groupdict().get("verb"):
        return set()
    acts = set(verbs_in(match.group("verb")))
    at = match.end("verb")
    while more := _MORE_ACTS.match(clause, at):
        acts |= verbs_in(more.group(1))
        at = more.end()
    return acts


def way_reads(clause: str) -> set[str]:
    """ "read" when `clause` restricts the way of an act: "Exports (CSV of jobs, coordinate
    lists) only into ~/exports/" restricts where exports go; the nouns that read as reading
    ("lists") are no act of it, and looking at the thing stays free."""
    return {"read"} if only_way(clause) else set()


def way_of(match: re.Match[str]) -> str:
    """The text of the way an `only_way` match names."""
    return _way_text(match)


def _way_text(match: re.Match[str]) -> str:
    groups = match.groupdict()
    return next((groups[k] for k in ("w1", "w2", "w3", "w") if groups.get(k)), "").strip()


# "Nothing under /clients is ever deleted", "nobody books it", "no one gets the key": a
# negated subject and its verb; the verb is the act ("books"), or the participle after
# "is"/"are" ("is ever deleted"), so that "nobody is around to fix it" (a state, with the
# act in a reason) and "nothing in writing yet" (no verb) are no rule
_NOBODY = lazy_compile(r"(?i)\b(?:nothing|nobody|no\s+one)\b(?P<rest>[^.;:]*)")
_WORD = lazy_compile(r"\w+(?:\s+one\b)?")
_FINITE = lazy_compile(
    r"(?i)\b(?:(?:is|are)\s+(?:ever\s+|to\s+be\s+)?(?P<done>[a-z]+)|(?P<does>[a-z]+s))\b"
)
# "Final marks aren't released", "A lot doesn't go on sale", "committing is not": a negated
# auxiliary; a state after it ("isn't certified", "doesn't count") names no act, and the
# clause is dropped where no act is read. "After lock: no seeding changes": "no" opening
# what a heading's colon says.
_NEGATION = lazy_compile(
    r"(?i)\b(?:doesn'?t|does\s+not|won'?t|will\s+not|isn'?t|aren'?t|is\s+not|are\s+not)\b|"
    r"[:：]\s*no\s+(?=[a-z])"
)


# "If a plane has an open squawk, nobody books it", "Final marks aren't released until the
# board has ratified them": what separates the forbidden call from the allowed one is a
# condition the call rarely shows; read without it, the rule stops both (the condition
# readers' concern)
_CONDITIONED = lazy_compile(
    r"(?i)\b(?:if|when|while|until|unless|without|before|after|once|during)\b"
)


def plain_negation(clause: str) -> re.Match[str] | None:
    """A negation that makes `clause` forbid its act, where the strict markers ("never",
    "don't") are absent."""
    low = clause.lower()
    if "no" not in low and "n't" not in low:
        return None  # most clauses: no pattern is compiled
    # "the shipping page is NOT updated yet", "nothing in writing yet": a state so far
    if any(word.strip(".,;:!?()") == "yet" for word in low.split()) or _CONDITIONED.search(clause):
        return None
    nobody = _NOBODY.search(clause)
    for finite in _FINITE.finditer(nobody.group("rest") if nobody else ""):
        act = finite.group("done") or finite.group("does")
        if verbs_in(act) or (act.lower() in ("goes", "gets") and verbs_in(clause)):
            # "goes": where it goes is read with the clause's other words; the marker is
            # the negated subject alone
            return _WORD.search(clause, nobody.start()) if nobody else None
    for match in _NEGATION.finditer(clause):
        if verbs_in(clause[: match.start()] + clause[match.end() :]):
            return match
    return None


def marker_spans(clause: str) -> list[tuple[int, int]]:
    """The spans this module reads as markers: no act or object is read inside them."""
    spans = [m.span() for m in (plain_negation(clause),) if m]
    only = only_way(clause)
    if only:
        spans.append(only.span())
    return spans
