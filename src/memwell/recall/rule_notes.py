"""Rules kept as notes: a person's say-so as the line's asking marker.

Trigger: `recall.rules` reads a memory line's strength and blanks its markers before it
reads the act and the object.

Why: people keep who decides as the rule itself: "Kenji signs off any refund.", "Extending
one … is Rosa's call.", "Hours over the retainer — Ciara OKs them before they go on an
invoice.", "client's written OK before we touch them", 「値引き・価格表の変更は所長が決める」,
「21袋以上は工場長に相談してから」. None of these says "ask me", so the line was read as no rule
and the call went through without asking. The person is named (a capitalised name, a
possessive, or a role before が/に), which keeps out lines that say who does a thing as a fact
("Priya services every piece"): only deciding, signing off, approving and OK-ing count.

A say-so whose clause states a number ("Over 100 boxes in one order: get Olivia's OK
first", "Access grants longer than 30 days need Femke's approval") asks only past that line,
and the limit reading (`recall.rule_limits.say_so`) reads it where it reads the limit; read
here without the limit it would ask of the calls within it too.

Outcome: `SAY_SO` (a pattern: its span names no act or object) and `say_so_asks(clause)`,
the match when the clause asks by a person's say-so alone.
"""

from __future__ import annotations

import re

from memwell.lazy_patterns import lazy_compile

_NUMBER = lazy_compile(r"\d")
_ASIDE = lazy_compile(r"\([^()]*\)")

# A named person decides: the verbs of deciding after a capitalised name ("Kenji signs off",
# "Sanne OKs them", "Yuki decides"); "is Rosa's call"; someone's OK before the act
# ("client's written OK before", "Dana's OK first"); "ask Dana first"; 「所長が決める」;
# 「相談してから」 / 「OKが出てから」 (after the person's word, not before it); "ask her first",
# "ask the consignor before" (the person said by a pronoun or a role); "…: ask Aoki." (the
# named person as the clause's whole instruction, not "ask Maria for the key").
SAY_SO = lazy_compile(
    r"\b[A-Z][\w'-]+\s+(?:signs?\s+off(?:\s+on)?|OKs|okays|approves|decides)\b|"
    r"\b(?:is|are)\s+[A-Z][\w'-]+'s\s+(?:call|decision)\b|"
    r"\b[\w-]+'s\s+(?:written\s+|explicit\s+)?(?:OK|okay|approval|sign-?off)\s+(?:first|before)\b|"
    r"\b(?:needs?|requires?)\s+[A-Z][\w'-]+'s\s+(?:OK|okay|approval|sign-?off)\b|"
    r"\bask\s+(?:[A-Z][\w'-]+|her|him|them|the\s+[\w-]+|our\s+[\w-]+)\s+(?:first|before)\b|"
    r"(?:^|[:\u2192]\s*|,\s+)ask\s+[A-Z][\w'-]+(?=\s*(?:[.(]|$))|"
    r"[^\s、。はがを・]{1,8}が決め(?:る|ます)|相談(?:してから|の上)|(?:OK|承認|許可)が出てから"
)


def say_so_asks(clause: str) -> re.Match[str] | None:
    """The say-so that makes `clause` ask, when it states no number (a line to cross)."""
    # a number in a parenthesis gives a reason ("ask Tomás (6h rebuild, ~$400)"), no line
    return None if _NUMBER.search(_ASIDE.sub(" ", clause)) else SAY_SO.search(clause)
