"""When a rule's time condition holds for a call: days of the week and hours of the day,
read against the call's own dates and times, else against the gate's clock.

Trigger: a rule that matched a call names days or hours ("No promotions to default on
Friday, Saturday or Sunday", "Don't create ups_ground labels for a Thursday-Sunday ship
date", 「LINEの一斉配信は7:00〜21:00の間だけ」, "in the maintenance window only: Tuesday
01:00-05:00", "never send SMS after 20:00 or before 9:00").

Why: without the time, such a rule meets every call its verb and object meet, on every
day and at every hour; the benign twin (the same call at another time) was stopped, and a
rule that could not see the time was answered with `ask` only. A call that carries no date
acts now: the gate's clock says when that is (the system clock in the product; a fixed
"now" in a benchmark set that has one).

Outcome: `time_condition(text)` → `TimeCondition` (or None when the text names no day or
hour): the days and hours the rule forbids, and the ones it allows "only". Its `applies`
takes the call's moments (`call_moments(values, now)`) → True when a moment falls where
the rule forbids or outside where it allows, False when every moment is clear of it, None
when a part the rule needs is not known (no date, no time, no clock).
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from memwell.lazy_patterns import lazy_compile

Clock = Callable[[], "dt.datetime | None"]


def system_clock() -> dt.datetime:
    """Now, in the machine's zone: when a call that carries no date happens."""
    return dt.datetime.now().astimezone()


def no_clock() -> None:
    """No known now (a benchmark set written without one): a call with no date is unknown."""
    return None


_DAY_NAMES = (
    r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|"
    r"sat(?:urday)?|sun(?:day)?)s?"
)
_EN_DAY = lazy_compile(rf"(?i)\b({_DAY_NAMES})\b")
_EN_RANGE = lazy_compile(
    rf"(?i)\b({_DAY_NAMES})\s*(?:-|\u2013|\u2014|to|through|thru|until)\s*({_DAY_NAMES})\b"
)
_EN_GROUP = lazy_compile(r"(?i)\b(weekends?)\b|\b(weekdays?|working\s+days?)\b")
_JA_RANGE = lazy_compile(r"([月火水木金土日])(?:曜日?)?\s*[〜～~\-ー]\s*([月火水木金土日])曜")
_JA_DAY = lazy_compile(r"([月火水木金土日])曜|(土日|週末)|(平日)")
_EN_INDEX = {"mo": 0, "tu": 1, "we": 2, "th": 3, "fr": 4, "sa": 5, "su": 6}
_JA_INDEX = {"月": 0, "火": 1, "水": 2, "木": 3, "金": 4, "土": 5, "日": 6}
_WEEKEND = frozenset({5, 6})
_WORKDAYS = frozenset({0, 1, 2, 3, 4})

# an hour: "9:30", "18:00", "6pm", 「21時」「9時半」 (a bare number is not an hour)
_HOUR = r"(\d{1,2})(?::(\d{2})\s*(am|pm)?|\s*(am|pm)\b|時(半)?)"
_RANGE = lazy_compile(
    rf"(?i)(?<![\d/:.-]){_HOUR}\s*(?:-|\u2013|\u2014|〜|～|~|to|until|から)\s*{_HOUR}"
)
_AFTER = lazy_compile(
    rf"(?i)\b(?:after|past|later\s+than)\s+{_HOUR}|(?<![\d:]){_HOUR}\s*(?:以降|より後|過ぎ)"
)
_BEFORE = lazy_compile(
    rf"(?i)\b(?:before|earlier\s+than)\s+{_HOUR}|(?<![\d:]){_HOUR}\s*(?:より前|前(?!日))"
)
# 「前日17時まで」「翌朝8時以降」: a deadline relative to another day, not an hour of the act
_OTHER_DAY = lazy_compile(r"(?:前日|翌日|翌朝|当日|前夜)\s*$")
# a clause that names when the act may happen, not when it may not ("only", "except on
# Tuesdays 01:00-05:00", "outside 9:00-17:00" said of what is ruled)
_ONLY = lazy_compile(
    r"(?i)\bonly\b|\bexcept\b|\boutside\b|\bother\s+than\b|のみ|だけ|限り|に限る|以外"
)
_SEGMENTS = lazy_compile(r"\s[\u2014\u2013-]\s|\u2014|;|。|\n|\.\s")
# a sentence whose time is said in the sentence before it, on the same line ("土曜
# 9:00〜10:30 は送迎。その時間に予定を入れる前に必ず確認", "Tuesday 17:30-18:30 is
# physio. Never book anything at that time.")
_BACK_REFERENCE = lazy_compile(
    r"(?i)\b(?:that|this|those|these)\s+(?:time|hours|window|slot)s?\b|(?:その|この)時間(?:帯)?"
)
# what a sentence naming a day or an hour contains: only such a sentence is read further
# (without a pattern: a gated call whose rules name no time compiles none of these)
_TIME_HINTS = (
    "mon",
    "tue",
    "wed",
    "thu",
    "fri",
    "sat",
    "sun",
    "week",
    "working day",
    "曜",
    "土日",
    "週末",
    "平日",
)
_ISO = lazy_compile(
    r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?"
    r"(Z|[+-]\d{2}:?\d{2})?)?(?!\d)"
)
_BARE_TIME = lazy_compile(r"^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$")
_NOW = lazy_compile(r"(?i)^\s*(?:now|immediately|asap|今すぐ|すぐ)\s*$")
_MAX_VALUE = 400  # dates are in short fields; a long body's dates are what it talks about
_DAY_END = 24 * 60 - 1


@dataclass(frozen=True, slots=True)
class Moment:
    """When a call acts, as far as it shows: a day, a minute of the day, or both."""

    day: dt.date | None
    minute: int | None


@dataclass(frozen=True, slots=True)
class TimeCondition:
    """The days and hours (minutes of the day, both ends inclusive) a rule speaks of."""

    days: frozenset[int] = frozenset()  # days it forbids (0 = Monday)
    windows: tuple[tuple[int, int], ...] = ()  # hours it forbids
    only_days: frozenset[int] = frozenset()  # the days it allows "only"
    only_windows: tuple[tuple[int, int], ...] = ()  # the hours it allows "only"

    def applies(self, moments: Sequence[Moment]) -> bool | None:
        """Whether the rule speaks of the call's time (None: a needed part is unknown)."""
        if not moments:
            return None
        answers = [self._at(m) for m in moments]
        if True in answers:
            return True
        return None if None in answers else False

    def _at(self, moment: Moment) -> bool | None:
        weekday = moment.day.weekday() if moment.day is not None else None
        # outside what the rule allows "only": any part outside is enough
        parts: list[bool | None] = []
        if self.only_days:
            parts.append(None if weekday is None else weekday not in self.only_days)
        if self.only_windows:
            parts.append(
                None if moment.minute is None else not _within(moment.minute, self.only_windows)
            )
        # inside what it forbids: every part it names must hold
        if self.days or self.windows:
            needed: list[bool | None] = []
            if self.days:
                needed.append(None if weekday is None else weekday in self.days)
            if self.windows:
                needed.append(
                    None if moment.minute is None else _within(moment.minute, self.windows)
                )
            parts.append(False if False in needed else None if None in needed else True)
        if True in parts:
            return True
        return None if None in parts else False


def _within(minute: int, windows: Iterable[tuple[int, int]]) -> bool:
    for start, end in windows:
        if start <= end and start <= minute <= end:
            return True
        if start > end and (minute >= start or minute <= end):  # "22:00-6:00" crosses midnight
            return True
    return False


def _minute(hour: str, minutes: str | None, half: str | None, meridiem: str | None) -> int | None:
    h = int(hour)
    if meridiem:
        if h > 12:
            return None
        h = h % 12 + (12 if meridiem.lower() == "pm" else 0)
    m = int(minutes) if minutes else 30 if half else 0
    if h > 24 or m > 59:
        return None
    return min(h * 60 + m, _DAY_END)


def _hour_of(groups: Sequence[str | None]) -> int | None:
    """An `_HOUR` match's groups (hour, minutes, am/pm, am/pm, 半) → minute of the day."""
    hour, minutes, meridiem, bare_meridiem, half = groups
    if hour is None:
        return None
    return _minute(hour, minutes, half, meridiem or bare_meridiem)


def _days_in(text: str) -> frozenset[int]:
    days: set[int] = set()
    covered: list[tuple[int, int]] = []
    for match in _EN_RANGE.finditer(text):
        days |= _span(_EN_INDEX[match[1][:2].lower()], _EN_INDEX[match[2][:2].lower()])
        covered.append(match.span())
    for match in _JA_RANGE.finditer(text):
        days |= _span(_JA_INDEX[match[1]], _JA_INDEX[match[2]])
        covered.append(match.span())
    for match in _EN_DAY.finditer(text):
        word = match[1].lower()
        if word in ("sat", "sun", "wed", "sats", "suns") and match[1].islower():
            continue  # "sat", "sun", "wed" in lower case are words; "Sat 9:00" is a day
        days.add(_EN_INDEX[word[:2]])
    for match in _EN_GROUP.finditer(text):
        days |= _WEEKEND if match[1] else _WORKDAYS
    for match in _JA_DAY.finditer(text):
        day, weekend, _workday = match.groups()
        days |= {_JA_INDEX[day]} if day else _WEEKEND if weekend else _WORKDAYS
    return frozenset(days)


def _span(first: int, last: int) -> set[int]:
    return {(first + i) % 7 for i in range((last - first) % 7 + 1)}


def _windows_in(text: str) -> tuple[tuple[int, int], ...]:
    out: list[tuple[int, int]] = []
    taken: list[tuple[int, int]] = []
    for match in _RANGE.finditer(text):
        start, end = _hour_of(match.groups()[:5]), _hour_of(match.groups()[5:])
        if start is not None and end is not None and not _OTHER_DAY.search(text[: match.start()]):
            out.append((start, end))
            taken.append(match.span())
    for pattern, after in ((_AFTER, True), (_BEFORE, False)):
        for match in pattern.finditer(text):
            if any(s <= match.start() < e for s, e in taken):
                continue
            groups = match.groups()
            at = _hour_of(groups[:5]) if groups[0] is not None else _hour_of(groups[5:])
            if at is None or _OTHER_DAY.search(text[: match.start()]):
                continue
            out.append((at, _DAY_END) if after else (0, max(at - 1, 0)))
    return tuple(out)


@functools.lru_cache(maxsize=1024)
def time_condition(text: str) -> TimeCondition | None:
    """The days and hours a rule's sentence speaks of; None when it names neither."""
    low = text.lower()
    if not any(c.isdigit() for c in low) and not any(h in low for h in _TIME_HINTS):
        return None
    days: set[int] = set()
    windows: list[tuple[int, int]] = []
    only_days: set[int] = set()
    only_windows: list[tuple[int, int]] = []
    for segment in _SEGMENTS.split(text):
        seg_days, seg_windows = _days_in(segment), _windows_in(segment)
        if _ONLY.search(segment):
            only_days |= seg_days
            only_windows += seg_windows
        else:
            days |= seg_days
            windows += seg_windows
    if not (days or windows or only_days or only_windows):
        return None
    return TimeCondition(frozenset(days), tuple(windows), frozenset(only_days), tuple(only_windows))


def rule_time(sentence: str, memory_text: str) -> TimeCondition | None:
    """The time a rule's sentence speaks of, or, when it says "at that time" and names
    none, the time the sentences before it on its line name."""
    condition = time_condition(sentence)
    if condition is not None or not memory_text:
        return condition
    low = sentence.lower()
    # the words a back reference is made of, looked for before its pattern is compiled
    if not any(w in low for w in ("time", "hour", "window", "slot", "時間")):
        return None
    if _BACK_REFERENCE.search(sentence) is None:
        return None
    head = sentence[:24]
    for line in memory_text.splitlines():
        at = line.find(head)
        if at > 0:
            return time_condition(line[:at])
    return None


def call_moments(values: Iterable[str], now: dt.datetime | None) -> tuple[Moment, ...]:
    """When the call acts: the dates and times its short values carry (a date with a time
    in the clock's zone when both have one), bare times on the call's day; a call that
    carries no date, or says "now", acts at the clock's now (nothing when there is none)."""
    moments: list[Moment] = []
    bare: list[int] = []
    says_now = False
    for value in values:
        if len(value) > _MAX_VALUE:
            continue
        if _NOW.match(value):
            says_now = True
            continue
        if (time := _BARE_TIME.match(value)) is not None:
            if (minute := _minute(time[1], time[2], None, None)) is not None:
                bare.append(minute)
            continue
        for match in _ISO.finditer(value):
            moment = _moment(match, now)
            if moment is not None:
                moments.append(moment)
    if bare:
        days = {m.day for m in moments if m.minute is None} or (
            {now.date()} if now is not None else {None}
        )
        moments = [m for m in moments if m.minute is not None]
        moments += [Moment(day, minute) for day in days for minute in bare]
    if now is not None and (says_now or not moments):
        moments.append(Moment(now.date(), now.hour * 60 + now.minute))
    return tuple(moments)


def _moment(match: re.Match[str], now: dt.datetime | None) -> Moment | None:
    groups = match.groups()
    try:
        day = dt.date(int(groups[0]), int(groups[1]), int(groups[2]))
    except ValueError:
        return None
    if groups[3] is None:
        return Moment(day, None)
    hour, minute = int(groups[3]), int(groups[4])
    if hour > 23 or minute > 59:
        return Moment(day, None)
    zone = groups[5]
    if zone and now is not None and now.tzinfo is not None:
        # a time written in another zone is read on the clock's wall
        offset = dt.UTC if zone == "Z" else _offset(zone)
        at = dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=offset)
        local = at.astimezone(now.tzinfo)
        return Moment(local.date(), local.hour * 60 + local.minute)
    return Moment(day, hour * 60 + minute)


def _offset(zone: str) -> dt.timezone:
    sign = -1 if zone[0] == "-" else 1
    digits = zone[1:].replace(":", "")
    return dt.timezone(sign * dt.timedelta(hours=int(digits[:2]), minutes=int(digits[2:4])))
