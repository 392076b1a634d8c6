"""An act the verb table does not hold, read as itself: the word a rule forbids and the word a
tool's name leads with, met when they are the same verb.

Trigger: a rule clause whose marker ("never", "don't", "ask before") is followed by a verb
the bilingual table (`recall.rule_vocab`) does not know ("never reveal reviewer names",
"don't approve them while kyc_status is pending", "Discontinued SKUs are never re-listed"),
and an MCP tool whose name leads with a verb the table does not know either
(`reveal_identities`, `approve_bidder`, `relist_sku`).

Why: each trade has its own verbs (approve, tag, bid, sign, assign, relist); a table of them
is a word list fitted to the trades read. But a rule and the tool that does what it forbids
usually say the act with the same word, so the word itself is a class of its own: the
rule's verb position and the tool name's verb position, compared by stem. Nothing is listed;
only the two positions are read.

Outcome: `rule_open_acts` gives a clause's open acts, `name_open_acts` a tool name's, both as
`open:<stem>` verb classes; the rule matcher meets them like any other class (set
intersection), so the object, the conditions and the sanctioned way still decide.
"""

from __future__ import annotations

import re

from memwell.lazy_patterns import lazy_compile
from memwell.recall.api_objects import api_verbs
from memwell.recall.rule_vocab import name_verbs, verbs_in
from memwell.tokens import stem

PREFIX = "open:"


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# a stopping marker, then the verb it governs ("never reveal", "don't approve", "must not
# sign"); adverbs between them are skipped ("never just delete", "don't ever offer")
_MARKED_VERB = lazy_compile(
    r"(?i)\b(?:never|don'?t|do\s+not|does\s+not|doesn'?t|must\s+not|mustn'?t|should\s+not|"
    r"shouldn'?t|may\s+not|cannot|can'?t|won'?t|not\s+allowed\s+to|no\s+one\s+may)"
    r"(?:\s+(?:ever|just|directly|again|also|yourself|automatically|simply|actually))*"
    # "is never scheduled", "are never re-listed", "never be signed": the passive's verb
    r"(?:\s+(?:be|get|been))?"
    r"\s+([a-z][a-z-]{2,})\b"
)
# "ask me before approving", "check with Ruth before signing": the act asked about
_ASKED_VERB = lazy_compile(r"(?i)\bbefore\s+([a-z][a-z-]{2,}ing)\b")
# words in a verb's position that say no act of their own (auxiliaries, light verbs), or
# that begin a noun phrase rather than a verb ("never the a100 partition", "never any")
_NO_ACT = _words(
    """be been being is are was were have has had do does did done doing go goes going went
    gone get gets got make makes made let take takes took come comes say says tell tells
    the a an any anyone anything anybody anywhere more less than this that these those
    our my your their his her its them it him me us in on at to for from with without
    by into onto over under above below after before until unless when while if ever
    only even once both either neither all every each mind worry need needs needed
    happen happens appear appears exceed exceeds count counts apply applies work works
    use uses used using"""
)
# what an API's name leads with when it only looks: a tool that reads shares no act with a
# rule's verb, whatever the words
_LOOKS = _words("get fetch search find lookup show describe preview check")


def act_stem(word: str) -> str:
    """A verb's stem as both sides write it: case and hyphens off, then the shared stemmer
    ("Re-listed" → relist, "tagging" → tag, "approves" and "approve" → approv)."""
    return stem(word.lower().replace("-", ""))


def _act(word: str) -> str | None:
    low = word.lower()
    if low in _NO_ACT or verbs_in(low):
        return None  # the table reads it: its class says the act
    return PREFIX + act_stem(low)


def rule_open_acts(clause: str) -> frozenset[str]:
    """The acts `clause` forbids with a verb outside the table, as `open:<stem>`."""
    return frozenset(act for act, _ in _open_in(clause))


def open_act_spans(clause: str) -> list[tuple[int, int]]:
    """Where those verbs stand, so they are not read as what the rule names."""
    return [span for _, span in _open_in(clause)]


def _open_in(clause: str) -> list[tuple[str, tuple[int, int]]]:
    out: list[tuple[str, tuple[int, int]]] = []
    for pattern in (_MARKED_VERB, _ASKED_VERB):
        for match in pattern.finditer(clause):
            after = _NEXT_WORD.match(clause, match.end(1))
            if after and verbs_in(after.group(1)):
                continue  # "never npm publish": a program's name, and the verb after it
            if act := _act(match.group(1)):
                out.append((act, match.span(1)))
    return out


_NEXT_WORD = lazy_compile(r"\s+([\w-]+)")


def names_open_act(text: str, verbs: frozenset[str]) -> bool:
    """Whether `text` says one of the open acts among `verbs` (a cheap test before parsing)."""
    stems = [shown(v) for v in verbs if is_open(v)]
    return any(re.search(rf"(?i)\b{re.escape(s)}", text.replace("-", "")) for s in stems)


def name_open_acts(tool: str) -> frozenset[str]:
    """The act an MCP-style tool's name leads with, when the table does not read it
    (`mcp__journal__reveal_reviewers` → open:reveal, `approveBidder` → open:approv)."""
    action = tool.rsplit("__", 1)[-1]
    words = [w for w in re.split(r"[_\-.:\s]+|(?<=[a-z])(?=[A-Z])", action) if w]
    if len(words) < 2 or not words[0].isalpha():
        return frozenset()  # a one-word name says no verb beside what it names
    if words[0].lower() in _LOOKS or api_verbs(words[:1]) or name_verbs(words[0]):
        return frozenset()
    act = _act(words[0])
    return frozenset({act}) if act else frozenset()


def is_open(verb: str) -> bool:
    return verb.startswith(PREFIX)


def shown(verb: str) -> str:
    """How an open act is said in a finding (the stem alone)."""
    return verb[len(PREFIX) :] if is_open(verb) else verb
