"""A memory's lines as the rule model reads them: a soft-wrapped sentence joined into one
line, and terms the memory defines by a quantity on a line of their own ("A group = 4 rooms
or more on the same night", 「団体とは5室以上」), read into the limits of the rules that name
them.

Trigger: a memory is read for rules (`recall.rules.parse_rules`); for the definitions, it
has a definition line (a term, then "=", ":", "means", "is", とは or は, then a number, a
unit and "or more" / "+" / 以上), and a stopping rule of the same memory names the term
among its objects without a limit of its own ("Ask Nao before accepting any group booking
for August").

Why: people write the definition once and use the word after it; read without it, the rule
stops every call its verb and object meet (a 3-room booking is no group booking, yet it was
asked about). The call states the quantity in a field named by its unit (`rooms`,
`party_size`), which `recall.rule_limits.quantity` reads: no vocabulary of any domain.

Outcome: `paragraph_lines(text)` gives the lines as sentences run; `with_definitions(rules,
lines)` returns the rules, each stopping rule that names a defined term carrying the
definition's limit (at least N is "over N - 1" for counts) in its unit; a call with no field
in that unit is judged as before (`recall.rule_match.judge`).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_limits import unit_named

if TYPE_CHECKING:  # rules.py applies the definitions: its Rule is only a type here
    from memwell.recall.rules import Rule

_LIST_ITEM = lazy_compile(r"^\s*(?:[-*+]|\d+[.)]|#+)\s")
_LINE_END = lazy_compile(r"[.!?。！？:：)）]\s*$")
_DEFINITION_EN = lazy_compile(
    r"(?i)^\W*(?:an?\s+|the\s+)?(?P<term>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s*"
    r"(?:=|:|\bmeans\b|\bis\b|\bcounts\s+as\b)\s*"
    r"(?P<n>\d+)\s*(?:\+\s*(?P<plus>[a-z]+)|(?P<unit>[a-z]+)\s+or\s+more\b)"
)
_DEFINITION_JA = lazy_compile(
    r"^\W*(?P<term>[^\s、。=:\d]{1,12}?)(?:とは|は|=|:)\s*(?P<n>\d+)\s*"
    r"(?P<unit>室|部屋|名|人|件|箱|個)以上"
)


def paragraph_lines(text: str) -> list[str]:
    """Lines as sentences run: a line Markdown soft-wraps mid-sentence ("… sending an
    invoice or" / "a deposit refund — show me first") is joined to the next."""
    out: list[str] = []
    for line in text.splitlines():
        if (
            out
            and line.strip()
            and out[-1].strip()
            and not _LIST_ITEM.match(line)
            and not _LINE_END.search(out[-1])
            and not out[-1].lstrip().startswith("#")
        ):
            out[-1] = out[-1].rstrip() + " " + line.strip()
        else:
            out.append(line)
    return out


@dataclass(frozen=True, slots=True)
class Definition:
    """A term and the least quantity that makes it ("group": 4 rooms)."""

    term: str
    least: float
    unit: str


def definitions(lines: Iterable[str]) -> tuple[Definition, ...]:
    """The quantity definitions among a memory's lines."""
    out: list[Definition] = []
    for raw in lines:
        line = unicodedata.normalize("NFKC", raw)  # full-width digits and signs as ASCII
        match = _DEFINITION_EN.match(line) or _DEFINITION_JA.match(line)
        if match is None:
            continue
        groups = match.groupdict()
        unit = unit_named(groups.get("unit") or groups.get("plus") or "")
        if unit:
            term = match.group("term").strip().lower()
            out.append(Definition(term, float(match.group("n")), unit))
    return tuple(out)


def with_definitions(rules: tuple[Rule, ...], lines: Iterable[str]) -> tuple[Rule, ...]:
    """The rules, a stopping rule that names a defined term limited as the term is defined."""
    found = definitions(lines)
    if not found:
        return rules
    out = []
    for rule in rules:
        limit = next((d for d in found if _names(rule, d.term)), None)
        if (
            limit is not None
            and rule.strength in ("ask", "no-go")
            and rule.amount_over is None
            and rule.amount_under is None
        ):
            rule = replace(rule, amount_over=limit.least - 1, amount_unit=limit.unit)
        out.append(rule)
    return tuple(out)


def _names(rule: Rule, term: str) -> bool:
    """Whether one of the rule's object phrases holds the term ("group", "groups", "group
    booking"; 団体予約 for 団体)."""
    words = [w.removesuffix("s") for w in term.split()]
    for phrase in rule.objects:
        folded = [w.lower().removesuffix("s") for w in phrase]
        if len(words) == 1 and words[0] in folded:
            return True  # "group", "group booking", "groups"
        if folded[-len(words) :] == words:
            return True
        if any(w.startswith(term) for w in phrase if not w.isascii()):
            return True  # 団体予約 for 団体
    return False
