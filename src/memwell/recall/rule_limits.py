"""A rule's limits ("over $500", "more than 35 tons", 「1万円を超える」, "50%以上") and the
numbers of a call they are compared with.

Trigger: a clause of a rule states a threshold: an amount of money, or a quantity in a unit
(kW, tons, %, m/s, people, boxes, hours).

Why: a rule with a limit forbids only what is beyond it ("Credit notes up to £100 are fine.
Anything over £100, ask Sam"); read without it, the gate stops every call the rule's verb
and object meet, those under the limit too (a false stop), and a limit in a unit other than
money was compared with whatever money the call carried. Calls state such quantities in
fields named by their unit (`displacement_tons`, `system_size_kw_dc`, `discount_pct`,
`forecast_hub_wind_ms`, `party_size`), by conventions of APIs, not of one domain.

Outcome: `limits(clause)` gives the clause's (over, under, unit, spans); `quantity(unit,
numbers)` the call's value in that unit, or None when the call states none (the rule is
then applied as before, on the call's money amount for money, or unconditionally).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from memwell.lazy_patterns import lazy_compile

# "over $500", "more than 35 tons", "Beyond 8%", "$500 and up", "at most 20 boxes",
# 「5%を超える」「1万円以上」「10名以上」; "more than that" (the line's earlier amount)
_OVER = lazy_compile(
    r"(?i)(?:\b(?:over|above|beyond|exceeding|(?:more|bigger|larger|greater|higher)\s+than|"
    r"at\s+most|max(?:imum)?\s+of)|>)\s*(?:[¥$€£]|(?-i:[A-Z]{3})\s)?\s*(?P<n>\d[\d,]*(?:\.\d+)?)|"
    r"[¥$€£]\s*(?P<up>\d[\d,]*(?:\.\d+)?)\s+and\s+(?:up|above|over)\b|"
    r"(?P<j>\d[\d,]*(?:\.\d+)?)\s*(?P<man>万)?\s*(?P<ju>円|%|名|人|件|箱|個|トン|kW|t)?\s*"
    r"(?:以上|を超える|を超えた|超)|"
    r"\b(?P<that>(?:more|bigger|larger|greater|higher)\s+than\s+(?:that|this)|"
    r"(?:over|above|beyond)\s+that)\b"
)
_UNDER = lazy_compile(
    r"(?i)(?:\b(?:under|below|less\s+than|up\s+to)|<)\s*(?:[¥$€£]|(?-i:[A-Z]{3})\s)?\s*"
    r"(?P<n>\d[\d,]*(?:\.\d+)?)|"
    r"(?P<j>\d[\d,]*(?:\.\d+)?)\s*(?P<man>万)?\s*(?P<ju>円|%|名|人|件|箱|個|トン|kW|t)?\s*"
    r"(?:未満|以下|まで)"
)
SAID_BEFORE = -1.0  # a limit that refers to the line's earlier amount ("more than that")

# the unit a number is said in, as the words after it name it -> the unit's name
_UNIT_WORDS: dict[str, str] = {
    "%": "%",
    "percent": "%",
    "kw": "kw",
    "mw": "mw",
    "kwh": "kwh",
    "m/s": "m/s",
    "t": "t",
    "ton": "t",
    "tons": "t",
    "tonne": "t",
    "tonnes": "t",
    "トン": "t",
    "people": "people",
    "persons": "people",
    "guests": "people",
    "名": "people",
    "人": "people",
    "boxes": "boxes",
    "箱": "boxes",
    "個": "boxes",
    "hours": "hours",
    "hrs": "hours",
    "rooms": "rooms",
    "室": "rooms",
    "部屋": "rooms",
}
# the words of a call's field that state a quantity in a unit
_UNIT_KEYS: dict[str, frozenset[str]] = {
    "%": frozenset({"pct", "percent", "percentage", "rate"}),
    "kw": frozenset({"kw"}),
    "mw": frozenset({"mw"}),
    "kwh": frozenset({"kwh"}),
    "m/s": frozenset({"ms", "mps"}),
    "t": frozenset({"t", "ton", "tons", "tonne", "tonnes"}),
    "people": frozenset({"people", "persons", "guests", "party", "headcount", "pax"}),
    "boxes": frozenset({"boxes", "box", "qty", "quantity"}),
    "hours": frozenset({"hours", "hrs"}),
    "rooms": frozenset({"rooms"}),
}
_KEY_WORDS = lazy_compile(r"[A-Za-z]+")


@dataclass(frozen=True, slots=True)
class Limits:
    """The limits one clause states: above `over` or below `under`, in `unit` ("" = money)."""

    over: float | None
    under: float | None
    unit: str
    spans: tuple[tuple[int, int], ...]


def limits(clause: str) -> Limits:
    """The limits `clause` states, and where they are said (their words name no object)."""
    found: list[float | None] = []
    units: list[str] = []
    spans: list[tuple[int, int]] = []
    for pattern in (_OVER, _UNDER):
        match = pattern.search(clause)
        if match is None:
            found.append(None)
            continue
        spans.append(match.span())
        groups = match.groupdict()
        if groups.get("that"):
            found.append(SAID_BEFORE)
            continue
        number = groups.get("n") or groups.get("up") or groups.get("j") or ""
        value = float(number.replace(",", ""))
        if groups.get("man"):
            value *= 10_000  # 「1万円」
        found.append(value)
        said = groups.get("ju") or _unit_after(clause, match.end())
        units.append(_UNIT_WORDS.get(said.lower(), "") if said else "")
    return Limits(found[0], found[1], next((u for u in units if u), ""), tuple(spans))


def unit_named(word: str) -> str:
    """The unit a word after a number names ("rooms", 名 → "people"); "" for none."""
    return _UNIT_WORDS.get(word.lower(), "")


def said_before(
    amounts: Sequence[tuple[float | None, float | None]],
) -> list[tuple[float | None, float | None]]:
    """The clauses' (over, under) limits with "more than that" read as the amount an earlier
    clause of the line names ("The desk can waive up to $50 on its own. Waiving more than
    that — ask Phil")."""
    out: list[tuple[float | None, float | None]] = []
    last: float | None = None
    for over, under in amounts:
        if over == SAID_BEFORE:
            over = last
        last = next((a for a in (over, under) if a is not None and a >= 0), last)
        out.append((over, under))
    return out


def _unit_after(clause: str, end: int) -> str:
    """The unit word right after a number ("35 tons", "10 kW", "8%", "12 m/s")."""
    rest = clause[end:].lstrip()
    if rest[:1] == "%":
        return rest[:1]
    if rest[:3].lower() == "m/s":
        return "m/s"
    word = re.match(r"[A-Za-z]+", rest)
    return word.group(0) if word else ""


def quantity(unit: str, numbers: Sequence[tuple[str, float]]) -> float | None:
    """The call's value in `unit`, from the numeric fields named by it (`displacement_tons`,
    `discount_pct`; a rate of 0.08 is 8%); line items' quantities add up (80 + 40 boxes).
    None when no field states it."""
    keys = _UNIT_KEYS.get(unit)
    if not keys:
        return None
    values: list[float] = []
    summed = 0.0
    for key, value in numbers:
        words = {w.lower() for w in _KEY_WORDS.findall(_split_camel(key))}
        if not words & keys:
            continue
        if unit == "%" and "rate" in words and value <= 1:
            value *= 100  # a rate is a fraction: 0.08 is 8%
        if words & {"qty", "quantity"}:
            summed += value
        else:
            values.append(value)
    if summed:
        values.append(summed)
    return max(values) if values else None


def _split_camel(key: str) -> str:
    return re.sub(r"(?<=[a-z])(?=[A-Z])|_|-", " ", key)
