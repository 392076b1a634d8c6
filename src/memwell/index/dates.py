"""Dates named in a query ("on 21 May 2023", "in November 2022", "2023-05-08", "in 2024"),
as time ranges, so a session search can prefer messages from that time.

Only explicit calendar dates are read: a month without a year, or relative phrases
("last week"), are left to the words of the query. Times are compared as UTC (a
timestamp without a zone is taken as UTC, as when it was archived).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from memwell.lazy_patterns import lazy_compile

_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}
_MONTH = r"(?P<month>" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>(?:19|20)\d\d)"
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("day", lazy_compile(r"\b(?P<year>(?:19|20)\d\d)-(?P<mnum>\d\d)-(?P<day>\d\d)\b")),
    ("day", lazy_compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH},?\s*{_YEAR}\b", re.IGNORECASE)),
    ("day", lazy_compile(rf"\b{_MONTH}\s+{_DAY},?\s*{_YEAR}\b", re.IGNORECASE)),
    ("month", lazy_compile(rf"\b{_MONTH},?\s+{_YEAR}\b", re.IGNORECASE)),
    ("year", lazy_compile(rf"\b{_YEAR}\b")),
)


def date_ranges(text: str) -> list[tuple[float, float]]:
    """[start, end) epoch-second ranges for the calendar dates named in `text`."""
    ranges: list[tuple[float, float]] = []
    taken: list[tuple[int, int]] = []
    for kind, pattern in _PATTERNS:
        for match in pattern.finditer(text):
            if any(a < match.end() and match.start() < b for a, b in taken):
                continue  # part of a more specific date already read
            span = _range(kind, match)
            if span is not None:
                ranges.append(span)
                taken.append((match.start(), match.end()))
    return ranges


def _range(kind: str, match: re.Match[str]) -> tuple[float, float] | None:
    groups = match.groupdict()
    year = int(groups["year"])
    if groups.get("mnum"):
        month = int(groups["mnum"])
    elif groups.get("month"):
        month = _MONTHS[groups["month"].lower()]
    else:
        month = 1
    try:
        if kind == "day":
            start = datetime(year, month, int(groups["day"]), tzinfo=UTC)
            end = start + timedelta(days=1)
        elif kind == "month":
            start = datetime(year, month, 1, tzinfo=UTC)
            end = datetime(year + month // 12, month % 12 + 1, 1, tzinfo=UTC)
        else:
            start = datetime(year, 1, 1, tzinfo=UTC)
            end = datetime(year + 1, 1, 1, tzinfo=UTC)
    except ValueError:
        return None  # "31 February 2023"
    return start.timestamp(), end.timestamp()
