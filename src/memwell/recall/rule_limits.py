"""Limits a rule's sentence states, and whether a call's own value lies where they apply.

Trigger: a rule line that draws a line in a quantity ("Over £150 needs a second director's
OK", 「10箱を超えるときは店長に確認」, "Extensions up to 7 days I can grant myself",
"We don't discount more than 10%", 「週28時間を超えるシフトを入れない」).

Why: such a rule and the benign call beside it differ exactly in one value the call
carries (an amount, a count, a duration, a percentage). Read by its verb and object alone
the rule stops both, or neither; read with its limit, the call's field says which side of
the line it is on. Units are read as units (money, percentages, durations converted to
minutes, counted nouns), so that no domain's words are needed: a call's field is met by the
unit its key names (`days`, `duration_min`, `discountPct`, `boxes`, `qty`).

Outcome: `limits_in(clause)` → the `Limit`s a clause states; `limit_holds(limits,
quantities, amount)` → True when the call's values lie where the clause speaks (over the
line for "over £150", within it for "up to 7 days"), False when a value the call shows
lies on the other side, None when the call shows no value in the limit's unit.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from memwell.lazy_patterns import lazy_compile
from memwell.tokens import singular

STOPS = ("no-go", "ask")
MONEY = "money"
PERCENT = "percent"
MINUTES = "minutes"  # every duration, converted

# durations in minutes, by the unit words a sentence or a field's key uses
_DURATION: dict[str, float] = {
    "min": 1,
    "mins": 1,
    "minute": 1,
    "minutes": 1,
    "分": 1,
    "h": 60,
    "hr": 60,
    "hrs": 60,
    "hour": 60,
    "hours": 60,
    "時間": 60,
    "day": 1440,
    "days": 1440,
    "日": 1440,
    "日間": 1440,
    "week": 10080,
    "weeks": 10080,
    "週間": 10080,
    "month": 43200,
    "months": 43200,
    "ヶ月": 43200,
    "か月": 43200,
    "カ月": 43200,
    "ヵ月": 43200,
    "year": 525600,
    "years": 525600,
    "yrs": 525600,
}
# Japanese counters, by the English words a field counting them is named with
_COUNTERS: dict[str, tuple[str, ...]] = {
    "名": ("people", "person", "guest", "member", "participant", "pax", "headcount", "seat"),
    "人": ("people", "person", "guest", "member", "participant", "pax", "headcount", "seat"),
    "箱": ("box", "case", "carton"),
    "個": ("piece", "item", "unit", "qty", "quantity"),
    "点": ("piece", "item", "qty", "quantity"),
    "件": ("item", "case", "count"),
    "回": ("time", "count", "session", "lesson"),
    "枚": ("sheet", "piece", "qty", "quantity"),
    "本": ("bottle", "piece", "qty", "quantity"),
    "台": ("unit", "machine", "vehicle", "qty", "quantity"),
    "泊": ("night",),
    "杯": ("cup", "glass", "serving"),
}
# a field that counts whatever the sentence counts
_COUNT_KEYS = frozenset({"qty", "quantity", "count", "number", "num"})
_PERCENT_KEYS = frozenset({"pct", "percent", "percentage", "discount", "off"})
# words after a number that are no counted noun ("up to 3 of them", "more than 2 a day")
_NOT_UNITS = frozenset(
    {
        *("a", "an", "the", "of", "in", "per", "and", "or", "to", "for", "at", "on", "from"),
        *("by", "unless", "if", "when", "but", "so", "then", "before", "after", "with"),
        *("without", "is", "are", "was", "be", "it", "that", "this", "on", "only", "up"),
        *("jan", "feb", "mar", "apr", "may", "jun", "june", "jul", "july", "aug", "sep"),
        *("sept", "oct", "nov", "dec", "am", "pm", "pt", "st", "nd", "rd", "th"),
    }
)

_NUMBER = r"([¥$€£]\s?)?(\d[\d,]*(?:\.\d+)?)\s?(万|千|k\b)?"
_UNIT = (
    r"(%|円|yen|dollars?|pounds?|euros?|"
    r"時間|日間|週間|ヶ月|か月|カ月|ヵ月|分|日|[名人箱個点件回枚本台泊杯]|"
    r"[A-Za-z][A-Za-z-]*)?"
)
# the clause speaks of values above the line, and whether the line itself is above
_ABOVE_EN = lazy_compile(
    r"(?i)\b(?:over|above|more\s+than|exceed(?:s|ing)?|greater\s+than|beyond|higher\s+than)\s+"
    + _NUMBER
    + r"\s?"
    + _UNIT
)
_BELOW_EN = lazy_compile(
    r"(?i)\b(up\s+to|at\s+most|no\s+more\s+than|not\s+more\s+than|max(?:imum)?\.?|within|"
    r"under|below|less\s+than|fewer\s+than)\s+" + _NUMBER + r"\s?" + _UNIT
)
# a floor ("at least 12h rest", "minimum ¥5,000"): the clause speaks of values at or
# above it; a rule that stops speaks of falling short of it
_FLOOR_EN = lazy_compile(
    r"(?i)\b(?:at\s+least|min(?:imum)?\.?(?:\s+[a-z-]+){0,2}?(?:\s+of)?|no\s+less\s+than|"
    r"not\s+less\s+than|no\s+fewer\s+than)\s+" + _NUMBER + r"\s?" + _UNIT
)
_AND_UP_EN = lazy_compile(
    r"(?i)" + _NUMBER + r"\s?" + _UNIT + r"\s+(?:and\s+(?:up|over|above)|or\s+(?:more|over|above))"
)
_JA = lazy_compile(
    _NUMBER + r"\s?" + _UNIT + r"\s?(を超え|を越え|超|以上|より多|以下|未満|まで|以内|より少)"
    r"(?:る|た)?(?:とき|時|場合|もの|ら|なら)?(?:は|に|の|も)?"
)

# a person's say-so, read only in a clause that draws a line ("Above $500 Grace signs off
# first", "Above 15%, ask Hana"): the limit keeps the calls within it out
_SAY_SO = lazy_compile(
    r"\bask\s+[A-Z][\w'-]+|\b[A-Z][\w'-]+\s+(?:signs?\s+off|approves|decides|OKs)\b|"
    r"\b(?:has|have|needs?)\s+to\s+(?:OK|okay|approve|sign\s+off)\b|"
    r"(?i:\b(?:needs?|requires?)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?[\w-]+'s\s+"
    r"(?:ok|okay|approval|sign[- ]?off))|"
    r"\bgo(?:es)?\s+(?:past|to)\s+[A-Z][\w'-]+(?:\s+first)?|\b(?:more\s+than|over|above|beyond)\s+that\b|"
    r"[^\s、。,をはがの]{1,6}に(?:確認|相談)(?=[。.\s]|$)"
)


@dataclass(frozen=True, slots=True)
class Limit:
    """A line in one unit: the clause speaks of values above it (`above`) or within it."""

    bound: float
    unit: str  # MONEY, PERCENT, MINUTES, or a counted noun in the singular ("box", "owner")
    above: bool
    inclusive: bool  # the bound itself is on the clause's side ("£2,000 and up", 以上, まで)
    # a cap ("up to", "no more than", まで): a rule that stops speaks of going past it;
    # with `above`, a floor ("at least 12h"): a rule that stops speaks of falling short
    cap: bool = False

    def holds(self, value: float) -> bool:
        if self.above:
            return value >= self.bound if self.inclusive else value > self.bound
        return value <= self.bound if self.inclusive else value < self.bound

    def to_list(self) -> list[object]:
        return [self.bound, self.unit, self.above, self.inclusive, self.cap]

    @classmethod
    def from_list(cls, data: Sequence[object]) -> Limit:
        bound, unit, above, inclusive, cap = data
        return cls(float(str(bound)), str(unit), bool(above), bool(inclusive), bool(cap))

    def broken(self) -> Limit:
        """The side a stopping rule speaks of: past a cap ("never more than 2 a day" stops
        the third), short of a floor ("at least 12h rest" stops 10h), the same side
        otherwise ("over £150 needs an OK")."""
        if not self.cap:
            return self
        return Limit(self.bound, self.unit, not self.above, not self.inclusive)

    def __str__(self) -> str:
        side = (
            ("≥ " if self.inclusive else "> ") if self.above else ("≤ " if self.inclusive else "< ")
        )
        return f"{side}{self.bound:g} {self.unit}"


@lru_cache(maxsize=4096)
def limits_in(clause: str) -> tuple[Limit, ...]:
    """The limits a clause states, each with its unit (none: a number with no unit read)."""
    out: list[tuple[int, Limit]] = []
    below = list(_BELOW_EN.finditer(clause))
    for match in _ABOVE_EN.finditer(clause):
        if any(b.start() <= match.start() < b.end() for b in below):
            continue  # "no more than 50" is a cap, read below
        limit = _limit(match.groups(), above=True, inclusive=False)
        if limit:
            out.append((match.start(), limit))
    for match in below:
        word = match.group(1).lower()
        # "up to", "at most", "no more than": a cap that includes its bound
        cap = not word.startswith(("under", "below", "less", "fewer", "within"))
        limit = _limit(match.groups()[1:], above=False, inclusive=cap, cap=cap)
        if limit:
            out.append((match.start(), limit))
    for match in _FLOOR_EN.finditer(clause):
        limit = _limit(match.groups(), above=True, inclusive=True, cap=True)
        if limit:
            out.append((match.start(), limit))
    for match in _AND_UP_EN.finditer(clause):
        limit = _limit(match.groups(), above=True, inclusive=True)
        if limit:
            out.append((match.start(), limit))
    for match in _JA.finditer(clause):
        word = match.group(5)
        above = word in ("を超え", "を越え", "超", "以上", "より多")
        inclusive = word in ("以上", "以下", "まで", "以内")
        limit = _limit(
            match.groups()[:4], above=above, inclusive=inclusive, cap=word in ("まで", "以内")
        )
        if limit:
            out.append((match.start(), limit))
    out.sort(key=lambda pair: pair[0])
    return tuple(dict.fromkeys(limit for _, limit in out))


def limit_spans(clause: str) -> list[tuple[int, int]]:
    """Where a clause states its limits, and who says yes past them: no object ("28時間",
    "Above $500 Grace signs off first")."""
    patterns = (_ABOVE_EN, _BELOW_EN, _FLOOR_EN, _AND_UP_EN, _JA)
    spans = [m.span() for pattern in patterns for m in pattern.finditer(clause)]
    return spans + [m.span() for m in _SAY_SO.finditer(clause)] if spans else spans


def say_so(clause: str) -> re.Match[str] | None:
    """A person's say-so ("ask Hana", "Grace signs off", "go past Gareth"): read as asking
    only in a clause that draws a line, which keeps the calls within it out."""
    return _SAY_SO.search(clause)


def stopping_side(limits: tuple[Limit, ...], strength: str) -> tuple[Limit, ...]:
    """A cap in a rule that stops speaks of going past it ("no more than 2 jobs a day")."""
    return tuple(x.broken() for x in limits) if strength in STOPS else limits


def _limit(
    groups: Sequence[str | None], *, above: bool, inclusive: bool, cap: bool = False
) -> Limit | None:
    currency, digits, scale, unit = groups[:4]
    if digits is None:
        return None
    value = float(digits.replace(",", ""))
    value *= {"万": 10000.0, "千": 1000.0, "k": 1000.0, "K": 1000.0}.get(scale or "", 1.0)
    word = (unit or "").strip()
    low = word.lower()
    if currency or low in ("円", "yen", "dollar", "dollars", "pound", "pounds", "euro", "euros"):
        return Limit(value, MONEY, above, inclusive, cap)
    if low == "%":  # full-width signs are read as ASCII (lines are NFKC-normalized)
        return Limit(value, PERCENT, above, inclusive, cap)
    if low in _DURATION:
        return Limit(value * _DURATION[low], MINUTES, above, inclusive, cap)
    if word in _COUNTERS:
        return Limit(value, word, above, inclusive, cap)
    if not low or low in _NOT_UNITS or len(low) < 2 or low.isdigit():
        return None
    if re.fullmatch(r"(?:19|20)\d\d", digits):
        return None  # a year ("before 2026 …"), not a quantity
    return Limit(value, singular(low.rstrip("-")), above, inclusive, cap)


def key_words(key: str) -> tuple[str, ...]:
    """A field's key as words (`discountPct` → discount, pct; `duration_min` → duration, min)."""
    parts = re.split(r"[_\-.\s]+|(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=\d)", key)
    return tuple(p.lower() for p in parts if p)


def _value_for(
    limit: Limit, quantities: Sequence[tuple[str, float]], amount: float | None
) -> float | None:
    """The call's value in the limit's unit: the amount for money, else the first field
    whose key names the unit (the last word of a key weighs more: `lessonsThatDay` counts
    lessons, not days)."""
    if limit.unit == MONEY:
        return amount
    best: tuple[int, float] | None = None
    for key, value in quantities:
        words = key_words(key)
        if not words:
            continue
        rank = _rank(limit, words)
        if rank is not None and (best is None or rank > best[0]):
            best = (rank, value * _scale(limit, words))
    return best[1] if best else None


def _rank(limit: Limit, words: tuple[str, ...]) -> int | None:
    """How surely a key with these words counts in the limit's unit (None: it does not)."""
    last = words[-1]
    if limit.unit == PERCENT:
        return 2 if set(words) & _PERCENT_KEYS else None
    if limit.unit == MINUTES:
        if not any(w in _DURATION for w in words):
            return None
        return 2 if last in _DURATION else 1
    nouns = _COUNTERS.get(limit.unit, (limit.unit,))
    singulars = [singular(w) for w in words]
    if any(n in singulars for n in nouns):
        return 3 if singular(last) in nouns else 2
    if set(words) & _COUNT_KEYS:
        return 1
    return None


def _scale(limit: Limit, words: tuple[str, ...]) -> float:
    if limit.unit != MINUTES:
        return 1.0
    units = [w for w in words if w in _DURATION]
    return _DURATION[units[-1]] if units else 1.0


def limit_holds(
    limits: Iterable[Limit], quantities: Sequence[tuple[str, float]], amount: float | None
) -> bool | None:
    """Whether the call's values lie where the clause speaks: False when one it shows lies
    on the other side, None when it shows none in the limits' units."""
    shown = False
    for limit in limits:
        value = _value_for(limit, quantities, amount)
        if value is None:
            continue
        if not limit.holds(value):
            return False
        shown = True
    return True if shown else None


# A line drawn in one sentence and referred back to in the next ("I can waive fees up to
# $250 myself. Over that, Dana has to OK it", 「拘束時間は16時間まで。それを超えるシフトは
# 組まない」): the second sentence is the rule, and its "that" / それ is the first one's
# quantity. Not a point in time ("after that date", 「それより前」 is an order, not a line).
_BACK_EN = lazy_compile(
    r"(?i)\b(?:more\s+than|over|above|beyond|exceed(?:s|ing)?|under|below|less\s+than|"
    r"fewer\s+than)\s+(that|this)\b"
    r"(?!\s+(?:day|week(?:end)?|month|year|date|time|point|period|one|line|limit)s?\b)"
)
_BACK_JA = lazy_compile(r"(それ|これ)(?=以上|以下|未満|を超え|を越え|より多|より少)")
_QUANTITY = lazy_compile(_NUMBER + r"\s?" + _UNIT)


def said_before(clauses: Sequence[str]) -> list[str]:
    """The clauses of a line with a limit referred back ("over that", それ以上) written out
    as the quantity an earlier clause of the line states ("over $250"), so that the clause
    is read as drawing that line; the other clauses unchanged."""
    out = list(clauses)
    for i, clause in enumerate(out):
        found = _BACK_EN.search(clause) or _BACK_JA.search(clause)
        if found is None:
            continue
        if _quantity_of(clause[: found.start()]):
            continue  # "up to 15% are my call, more than that ask Keisha": read as said
        quantity = next((q for q in map(_quantity_of, reversed(out[:i])) if q), None)
        if quantity is None:
            continue
        out[i] = clause[: found.start(1)] + quantity + clause[found.end(1) :]
        after = out[i + 1] if i + 1 < len(out) else ""
        if after and not out[i].endswith((".", "。", "!", "?", ";")) and not _quantity_of(after):
            # "Waiving more than that — ask Phil.": the dash only sets off what is done past
            # the line; the two halves are one rule
            out[i : i + 2] = [f"{out[i]}, {after}", ""]
    return [c for c in out if c]


def _quantity_of(clause: str) -> str | None:
    """The text of the last quantity a clause states ("$250", "16時間", "20 boxes"), as a
    limit reads it: a number in a unit, not a bare number or a year."""
    best: str | None = None
    for match in _QUANTITY.finditer(clause):
        if _limit(match.groups(), above=True, inclusive=False) is None:
            continue
        currency, digits, scale, unit = match.groups()
        word = unit or ""
        if currency and word.lower() not in ("dollars", "dollar", "pounds", "euros", "yen"):
            word = ""  # "$250 myself": the sign is the unit, the word after it is not
        best = f"{currency or ''}{digits}{scale or ''}" + (
            word if not word or not word[0].isascii() or word == "%" else f" {word}"
        )
    return best
