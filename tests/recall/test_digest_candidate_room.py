"""A confident memory ranked just past the item cap still competes: the fill shows the
statements of greatest value, not the first `max_memory_items` memories' statements."""

from __future__ import annotations

from memwell.recall.digest import CANDIDATE_ROOM, build_digest
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import units
from support.hits import project_hit


def _hits() -> list:
    words = ["harbour", "station", "school", "market", "clinic"]
    first = [
        project_hit(f"stop_{w}", f"bus saturday timetable {w}", f"- The {w} office is open.")
        for w in words
    ]
    answer = project_hit(
        "weekend_trips", "weekend trips", "- Saturday: the bus leaves at 9:10 and 10:40."
    )
    return [*first, answer]


def test_the_memory_that_answers_past_the_cap_is_shown() -> None:
    assert CANDIDATE_ROOM >= 1
    digest, _ = build_digest(_hits(), MemoryPolicy(), query=units("saturday bus timetable"))
    assert "9:10 and 10:40" in digest.text
    assert len(digest.items) <= MemoryPolicy().max_memory_items
    assert len(digest.lines) <= MemoryPolicy().max_digest_lines


def test_the_item_cap_still_holds_with_a_smaller_policy() -> None:
    policy = MemoryPolicy(max_memory_items=2)
    digest, _ = build_digest(_hits(), policy, query=units("saturday bus timetable"))
    assert len(digest.items) <= 2
