"""Dates named in a query: parsed as ranges, and preferred in session search."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from memwell.index.dates import date_ranges
from memwell.index.search_index import SearchIndex


def days(text: str) -> list[tuple[date, date]]:
    return [
        (datetime.fromtimestamp(a, UTC).date(), datetime.fromtimestamp(b, UTC).date())
        for a, b in date_ranges(text)
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("what did we say on 16 November, 2023?", [(date(2023, 11, 16), date(2023, 11, 17))]),
        ("shared on December 1,2023", [(date(2023, 12, 1), date(2023, 12, 2))]),
        ("finished on 8th December, 2023", [(date(2023, 12, 8), date(2023, 12, 9))]),
        ("the 2023-05-08 outage", [(date(2023, 5, 8), date(2023, 5, 9))]),
        ("plans for Dec 2023", [(date(2023, 12, 1), date(2024, 1, 1))]),
        ("in 2022", [(date(2022, 1, 1), date(2023, 1, 1))]),
        ("May I ask something?", []),
        ("in December", []),
        ("port 8080 and 31 February 2023", [(date(2023, 2, 1), date(2023, 3, 1))]),
    ],
)
def test_date_ranges(text: str, expected: list[tuple[date, date]]) -> None:
    assert days(text) == expected


def test_session_search_prefers_the_named_date(index: SearchIndex) -> None:
    for day in (1, 2, 3):
        index.import_session(
            [
                {
                    "id": f"d{day}",
                    "role": "user",
                    "content": "Deployed the billing service",
                    "timestamp": f"2024-03-0{day}T10:00:00Z",
                },
            ],
            session_id=f"s{day}",
        )
    assert index.search_sessions("billing deploy on 2 March 2024")[0].message_id == "d2"
    assert index.search_sessions("billing deploy on 2024-03-03")[0].message_id == "d3"


def test_messages_without_timestamp_still_match_dated_queries(index: SearchIndex) -> None:
    index.import_session(
        [{"id": "undated", "role": "user", "content": "The quarterly invoice run failed"}],
        session_id="old",
    )
    index.import_session(
        [
            {
                "id": f"d{i}",
                "role": "user",
                "content": f"Lunch plans number {i}",
                "timestamp": "2024-03-02T12:00:00Z",
            }
            for i in range(5)
        ],
        session_id="new",
    )
    hits = index.search_sessions("invoice run on 2 March 2024")
    assert hits[0].message_id == "undated"
