"""Whether a call's time falls in the time window a rule's line names.

Trigger: a rule that matched a call is said of a window of the week or the day ("夜番明けの
火曜・木曜は 12:00 まで予定を絶対に入れない", "土曜 9:00〜11:00 は…の送迎。この時間に予定を
入れる前に必ず確認すること", "Never send SMS after 20:00 or before 9:00"), and the call carries the
time it acts at (an event's `start`/`end`, a message's `send_at`).

Why: a calendar memory states one rule per window, each with its own strength ("never"
for one, "ask first" for another), and every rule of the memory meets every event the
call creates: without the window, an event on a free afternoon was stopped by the morning's
"never", and an event in the "ask first" window was stopped as a no-go by another window's
line. The window is read from the rule's own sentence or, when the sentence refers back to
it ("この時間に", "ここに", "この枠には", "then") or follows the sentence that states it with
no time of its own ("金曜 18:00〜19:00 はリハビリ。絶対に重ねない。"), from the sentence
before it on the same line: the words are those of clocks and weekdays, of no domain.

Outcome: `window_holds(sentence, body, values)` → True when the call's time falls in the
window on a day it names, False when the call's time is outside it (or on days it does not
name), None when no window is said, the call shows no time of day, or the day is named by
an event the call cannot show ("当番日の 17:00 以降": a time in the window is not known to be
on that day). A window said as the only time a thing may happen ("9:00〜16:00 の間だけ")
never dismisses a rule by a time outside it.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_conditions import named_weekdays

_DAY = 24 * 60
_MAX_VALUE = 400  # times are in short fields; a long body's times are what it talks about
_MAX_SPAN_DAYS = 7  # a call spanning longer says nothing about a window of the week
# an ISO date with a time of day: the time the call acts at, in the zone it is written in
_CALL_TIME = lazy_compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})")
# a clock time: 9:00, 18:30, 21時, 9時半, 9am, 9:30 pm
_CLOCK = (
    r"(?:(?P<h>\d{1,2})[:：](?P<m>\d{2})\s*(?P<ap>[ap]\.?m\.?)?"
    r"|(?P<jh>\d{1,2})時(?:(?P<jm>\d{1,2})分|(?P<half>半))?"
    r"|(?P<eh>\d{1,2})\s*(?P<eap>[ap]\.?m\.?)(?![a-z]))"
)
_TIME = lazy_compile(r"(?i)(?<![\d.])" + _CLOCK)
_RANGE_JOIN = lazy_compile(
    r"(?i)^\s*(?:〜|~|～|-|\u2013|\u2014|から|to|until|till|and)\s*(翌|next day\s*)?"
)
_RANGE_START = lazy_compile(r"(?i)(?:between|from)\s*$")
_AFTER = lazy_compile(r"(?i)^\s*(?:以降|以後|から|過ぎ|〜|~|～|-\s*[)）]|onwards?|or later)")
_BEFORE = lazy_compile(r"(?i)^\s*(?:まで|より前|前|以前|までに)")
_AFTER_WORD = lazy_compile(r"(?i)\b(?:after|from|past|later than)\s*$")
_BEFORE_WORD = lazy_compile(r"(?i)\b(?:before|until|till|earlier than|by)\s*$")
_HALVES = (
    (lazy_compile(r"(?i)午前|\bmornings?\b"), (0, 12 * 60)),
    (lazy_compile(r"(?i)午後|\bafternoons?\b"), (12 * 60, _DAY)),
)
# a sentence that speaks of a window said before it
_REFERS_BACK = lazy_compile(
    r"(?i)^(?:この|その|あの)(?:時間|時間帯|枠|間|日)|^(?:ここ|そこ)(?:に|は|には|で)|"
    r"[、,]\s*(?:この|その)(?:時間|時間帯|枠)|\b(?:then|that (?:time|slot|window)|"
    r"those hours|during it)\b"
)
# a day named by what happens on it, not by the calendar ("当番日の", "on the days he sails")
_EVENT_DAY = lazy_compile(
    r"(?i)[^曜平土毎]日(?:の|は|に|には)|の日(?![本時程付曜])|"
    r"\bdays?\s+(?:when|that|on which)\b|\bon\s+(?:the\s+)?days?\b"
)
# a date said as month/day: 12/29, 12/21〜12/27, 12/29〜1/4, 12月24日, 12月21日〜25日
_DATE_RANGE = lazy_compile(
    r"(?<![\d/])(?P<m1>\d{1,2})(?:/|月)(?P<d1>\d{1,2})日?(?![\d/:])"
    r"(?:\s*(?:〜|~|～|-|\u2013)\s*(?:(?P<m2>\d{1,2})(?:/|月))?(?P<d2>\d{1,2})日?(?![\d/:]))?"
)
_MAX_DATES = 62  # a longer span of dates is a season, not days a window runs on
# "only" said of the time: 「9:30〜17:00 の間だけ」, "only between 9:00 and 17:00"; not
# "reminders go by e-mail only, sent … at 10:00" (the "only" is the e-mail's)
_ONLY_JA = lazy_compile(r"^\s*[)）]?\s*(?:の間|まで|以降|から|の時間)?\s*(?:だけ|のみ)")
_ONLY_EN = lazy_compile(r"(?i)\bonly\s+(?:between|from|after|before|until|till|during|at)\s*$")
_CLAUSES = lazy_compile(r"(?<=[。!?！？])|(?<=[.;])\s+")


@dataclass(frozen=True, slots=True)
class Window:
    """Minutes of the day a rule speaks of, on the weekdays it names (empty: any day)."""

    spans: tuple[tuple[int, int], ...]  # [start, end) in minutes; end may pass midnight
    days: frozenset[int]
    event_day: bool  # the day is named by an event, not by the calendar
    only: bool  # "only between …": the window is where the act is allowed
    timed: bool  # a time of the day was said (not a bare weekday or date)
    dates: frozenset[tuple[int, int]] = frozenset()  # (month, day) the clause names

    def on(self, day: dt.date) -> bool:
        """Whether the window runs on this day (no weekday or date named: every day)."""
        if not self.days and not self.dates:
            return True
        return day.weekday() in self.days or (day.month, day.day) in self.dates


def window_holds(
    sentence: str,
    body: str,
    values: Iterable[str],
    answered: Iterable[str] = (),
    summary: str = "",
) -> bool | None:
    """Whether the call's time falls in the window the rule's sentence speaks of.

    A time outside the rule's window is answered False only when it also falls in no
    other window the memory's lines state, other than those of `answered` (the clauses
    that answer for themselves: a sanctioned way, "土曜の午後は入れてOK", or a rule that met
    the call): a window whose line is not read as a rule, or whose rule did not meet the
    call, still holds what it says, and the gate does not let a call through one line's
    window into another's. `summary`: the memory's description, when the body starts with
    it ("カレンダーのルール(土曜の水泳、火曜のリハビリ…)" names the lines' days, not a window
    of its own)."""
    if summary and body.startswith(summary):
        body = body[len(summary) :]
    times = call_times(values)
    if not times:
        return None
    window = sentence_window(sentence, body)
    if window is None or not window.timed:
        return None  # a weekday alone is the weekday condition's (`rule_conditions`)
    start, end = times[0], times[-1]
    if (end - start).days > _MAX_SPAN_DAYS:
        return None
    inside = _overlaps(window, start, end)
    if window.only:
        return False if inside else None
    if inside and window.event_day:
        return None  # in the hours, but whether it is that day the call cannot show
    if not inside and _in_another(sentence, body, answered, start, end):
        return None
    return inside


def _in_another(
    sentence: str, body: str, answered: Iterable[str], start: dt.datetime, end: dt.datetime
) -> bool:
    """Whether the call's time falls in a window another clause of the memory states."""
    own = _key(sentence)
    skip = {own}
    for text in answered:
        skip.add(_key(text))
        window = read_window(text)
        if window is None or not window.timed:
            # "ここに予定を入れる前に確認": it answers for the window its line said before it
            before = _previous_clause(text, body)
            skip |= {_key(before)} if before else set()
    for raw in _lines(body):
        for clause in _clauses_before(unicodedata.normalize("NFKC", raw)):
            key = _key(clause)
            if not key or key in skip:
                continue
            window = read_window(clause)
            if window is None or window.only:
                continue  # "only between …" states where the act may go, not a block
            if not window.timed:  # a day named by an event, a weekday or a date: all of it
                window = Window(((0, _DAY),), window.days, True, False, True, window.dates)
            if _overlaps(window, start, end):
                return True
    return False


def _key(text: str) -> str:
    return unicodedata.normalize("NFKC", text).strip().rstrip("。.!?！？")


def call_times(values: Iterable[str]) -> list[dt.datetime]:
    """The times of day a call's short values carry, earliest first (as written: the
    zone a call writes its time in is the one its rule's clock is read in)."""
    out: list[dt.datetime] = []
    for value in values:
        if len(value) > _MAX_VALUE or ":" not in value:
            continue  # a time of day is written with a colon (the pattern is not compiled)
        for match in _CALL_TIME.finditer(value):
            year, month, day, hour, minute = (int(g) for g in match.groups())
            try:
                out.append(dt.datetime(year, month, day, hour, minute))
            except ValueError:
                continue
    return sorted(set(out))


def sentence_window(sentence: str, body: str) -> Window | None:
    """The window the sentence names, or the one its line named just before it."""
    own = read_window(sentence)
    if own is not None and own.timed:
        return own
    before = _previous_clause(sentence, body)
    if before is None:
        return own
    earlier = read_window(before)
    if earlier is None or not earlier.timed:
        return own
    refers = _REFERS_BACK.search(sentence.strip()) is not None
    if not refers and (own is not None or _TIME.search(sentence)):
        return own
    if not refers and not _bare(sentence):
        return own
    days = own.days if own is not None and own.days else earlier.days
    dates = own.dates if own is not None and own.dates else earlier.dates
    return Window(earlier.spans, days, earlier.event_day, earlier.only, True, dates)


def read_window(text: str) -> Window | None:
    """The window a clause says, from its clock times and weekdays (None: neither)."""
    text = unicodedata.normalize("NFKC", text)
    spans, bare = _spans(text)
    days = named_weekdays(text)
    dates = _dates(text)
    if not spans:
        spans = [span for pattern, span in _HALVES if pattern.search(text)]
    if not spans:
        # "木曜 16:30 の眼科の時間には": the moment a bare time names
        spans = [(moment, moment + 1) for moment in bare]
    event_day = not days and not dates and _EVENT_DAY.search(text) is not None
    if not spans and not days and not dates and not event_day:
        return None
    only = any(
        _ONLY_JA.match(text[m.end() :]) or _ONLY_EN.search(text[: m.start()][-40:])
        for m in _TIME.finditer(text)
    )
    return Window(tuple(spans), days, event_day, only, bool(spans), dates)


def _dates(text: str) -> frozenset[tuple[int, int]]:
    """The days of the year a clause names: "12/29〜1/4", 「12月24日」 (a range runs on
    into the next year when it ends in an earlier month)."""
    out: set[tuple[int, int]] = set()
    for match in _DATE_RANGE.finditer(text):
        first = _date_of(match["m1"], match["d1"])
        last = _date_of(match["m2"] or match["m1"], match["d2"]) if match["d2"] else first
        if first is None or last is None:
            continue
        if last < first:
            last = last.replace(year=last.year + 1)
        if (last - first).days > _MAX_DATES:
            continue
        day = first
        while day <= last:
            out.add((day.month, day.day))
            day += dt.timedelta(days=1)
    return frozenset(out)


def _date_of(month: str, day: str) -> dt.date | None:
    try:
        return dt.date(2000, int(month), int(day))  # a leap year: 2/29 is a date
    except ValueError:
        return None


def _spans(text: str) -> tuple[list[tuple[int, int]], list[int]]:
    """[start, end) minute spans of a clause's times: ranges, and single times with the
    side they mark ("12:00 まで", "after 20:00"); and the bare times, which mark none."""
    found = list(_TIME.finditer(text))
    spans: list[tuple[int, int]] = []
    bare: list[int] = []
    used: set[int] = set()
    for i, match in enumerate(found):
        if i in used:
            continue
        first = _minutes(match)
        if first is None:
            continue
        if i + 1 < len(found):
            join = _RANGE_JOIN.match(text[match.end() : found[i + 1].start()])
            second = _minutes(found[i + 1])
            if join and second is not None and join.end() == found[i + 1].start() - match.end():
                end = second + (_DAY if join.group(1) or second <= first else 0)
                spans.append((first, end))
                used.add(i + 1)
                continue
        after, before = text[match.end() :], text[: match.start()]
        if _BEFORE.match(after) or _BEFORE_WORD.search(before):
            spans.append((0, first))
        elif _AFTER.match(after) or _AFTER_WORD.search(before) or _RANGE_START.search(before):
            spans.append((first, _DAY))
        else:
            bare.append(first)
    return spans, bare


def _minutes(match: re.Match[str]) -> int | None:
    if match["h"] is not None:
        hour, minute, ampm = int(match["h"]), int(match["m"]), match["ap"]
    elif match["jh"] is not None:
        hour = int(match["jh"])
        minute = 30 if match["half"] else int(match["jm"] or 0)
        ampm = None
    else:
        hour, minute, ampm = int(match["eh"]), 0, match["eap"]
    if ampm and ampm[0].lower() == "p" and hour < 12:
        hour += 12
    elif ampm and ampm[0].lower() == "a" and hour == 12:
        hour = 0
    if hour > 24 or minute > 59:
        return None
    return hour * 60 + minute


def _overlaps(window: Window, start: dt.datetime, end: dt.datetime) -> bool:
    """Whether [start, end] meets a span of the window on a day it names; a span past
    midnight runs on into the next day."""
    day = start.date() - dt.timedelta(days=1)
    while day <= end.date():
        base = dt.datetime.combine(day, dt.time())
        if window.on(day):
            for lo, hi in window.spans:
                span_start = base + dt.timedelta(minutes=lo)
                span_end = base + dt.timedelta(minutes=hi)
                if start == end and span_start <= start < span_end:
                    return True
                if start < span_end and span_start < end:
                    return True
        day += dt.timedelta(days=1)
    return False


def _bare(sentence: str) -> bool:
    """A sentence that names no thing of its own ("絶対に重ねない", "Ask first."): short."""
    words = re.findall(r"[A-Za-z]+|[\u3040-\u30ff\u3400-\u9fff]", sentence)
    return len(words) <= 8


def _previous_clause(sentence: str, body: str) -> str | None:
    """The clause before the sentence on its line in the memory's body."""
    key = _key(sentence)
    if len(key) < 4:
        return None
    for raw in _lines(body):
        line = unicodedata.normalize("NFKC", raw)
        at = line.find(key)
        if at < 0:
            continue
        clauses = _clauses_before(line[:at])
        return clauses[-1] if clauses else None
    return None


def _lines(body: str) -> list[str]:
    """The body's lines, without a front matter block (its description is a summary of
    the lines, not a window of its own)."""
    lines = body.splitlines()
    if lines and lines[0].strip() == "---":
        end = next((i for i, line in enumerate(lines[1:], 1) if line.strip() == "---"), 0)
        lines = lines[end + 1 :]
    return lines


def _clauses_before(text: str) -> Sequence[str]:
    text = re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", text)
    return [c.strip() for c in _CLAUSES.split(text) if c and c.strip()]
