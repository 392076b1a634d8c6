"""Whether a rule's day-of-week condition holds for a call: checked from the call's dates.

Trigger: a rule that matched a call has a condition (`Rule.condition`) naming days of the
week ("never book surgeries on Saturdays", 「日曜日の配達は受けない」, "no deploys at
weekends").

Why: without this the gate answers such a rule with `ask` whatever the call says ("cannot
check “on Saturdays” here"), which stops every call the rule's verb and object meet on every
day (a false stop on a Tuesday) and weakens the no-go on the Saturday itself. A scheduling
or publishing call usually carries the date it acts on as an ISO date (`"start":
"2026-12-12T09:00:00-05:00"`), and the calendar says which weekday that is: no vocabulary of
any domain is needed.

A call that carries no date acts now: the gate's clock (`Clock`: the system clock in the
product, a set's fixed now in a benchmark, none when a set has none) says which day that is.

Outcome: `weekday_condition_holds(condition, sentence, values, now)` → True when a date of
the call (or, with none, the clock's day) falls on a day the condition names, False when
they fall on other days, None when the condition names no weekday or neither the call nor
the clock gives a day (then the gate asks, as before).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable

from memwell.lazy_patterns import lazy_compile

Clock = Callable[[], "dt.datetime | None"]


def system_clock() -> dt.datetime:
    """Now, in the machine's zone: when a call that carries no date acts."""
    return dt.datetime.now().astimezone()


def no_clock() -> None:
    """No known now (a benchmark set written without one): a call with no date is unknown."""
    return None


# Monday = 0, as `date.weekday()` counts
_EN_DAYS = lazy_compile(
    r"(?i)\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(weekends?)\b|\b(weekdays?)\b"
)
_EN_INDEX = {"mon": 0, "tues": 1, "wednes": 2, "thurs": 3, "fri": 4, "satur": 5, "sun": 6}
_JA_DAYS = lazy_compile(r"([月火水木金土日])曜|(土日|週末)|(平日)")
_JA_INDEX = {"月": 0, "火": 1, "水": 2, "木": 3, "金": 4, "土": 5, "日": 6}
_WEEKEND = frozenset({5, 6})
_WORKDAYS = frozenset({0, 1, 2, 3, 4})
_ISO_DATE = lazy_compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")
_MAX_VALUE = 400  # dates are in short fields; a long body's dates are what it talks about


def named_weekdays(text: str) -> frozenset[int]:
    """The days of the week a condition or its sentence names (0 = Monday)."""
    days: set[int] = set()
    for match in _EN_DAYS.finditer(text):
        day, weekend, workday = match.groups()
        if day:
            days.add(_EN_INDEX[day.lower()])
        elif weekend:
            days |= _WEEKEND
        elif workday:
            days |= _WORKDAYS
    for match in _JA_DAYS.finditer(text):
        day, weekend, workday = match.groups()
        if day:
            days.add(_JA_INDEX[day])
        elif weekend:
            days |= _WEEKEND
        elif workday:
            days |= _WORKDAYS
    return frozenset(days)


def call_weekdays(values: Iterable[str]) -> frozenset[int]:
    """The weekdays of the ISO dates in a call's short values."""
    days: set[int] = set()
    for value in values:
        if len(value) > _MAX_VALUE:
            continue
        for match in _ISO_DATE.finditer(value):
            try:
                day = dt.date(int(match[1]), int(match[2]), int(match[3]))
            except ValueError:
                continue
            days.add(day.weekday())
    return frozenset(days)


def weekday_condition_holds(
    condition: str, sentence: str, values: Iterable[str], now: dt.datetime | None = None
) -> bool | None:
    """Whether the call falls on a day the rule's condition names (None: cannot tell).

    The condition is read first; a bare 曜日 or "weekday" condition takes the days from
    the rule's sentence ("土曜日と日曜日は" names both). A call with no date acts on the
    clock's day (`now`), when there is one."""
    days = named_weekdays(condition)
    if not days and "曜日" in condition:
        days = named_weekdays(sentence)
    if not days:
        return None
    on = call_weekdays(values)
    if not on and now is not None:
        on = frozenset({now.weekday()})
    if not on:
        return None
    return bool(on & days)
