"""The memory closest to the turn by meaning is a candidate even past the first
`max_memory_items` confident hits (session 17): a memory sharing one common word with the
turn had outranked the one that says what was asked in other words or another language."""

from __future__ import annotations

from collections.abc import Sequence

from memwell.recall.answer_lines import LexicalLineScorer
from memwell.recall.digest import build_digest
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import RecallHit, Unit, units
from support.hits import project_hit

QUESTION = "how many tours can I do in one day?"
ANSWER = "ツアーは1日1本まで。"


class _ByMeaning:
    """A line scorer whose cosines are fixed: the answer is closest, the rest are alike."""

    name = "embedding:fixed"
    last_used = name

    def score(
        self, query_text: str, query: Sequence[Unit], lines: Sequence[str], context: str = ""
    ) -> list[float]:
        return LexicalLineScorer().score(query_text, query, lines, context)

    def similarities(
        self, query_text: str, lines: Sequence[str], context: str = ""
    ) -> list[float] | None:
        return [0.86 if line == ANSWER else 0.80 for line in lines]


def _hits() -> list[RecallHit]:
    # six memories name tours (lexically confident), ranked before the one that answers
    subjects = ["guides", "routes", "breweries", "bookings", "prices", "reviews"]
    wordy = [
        project_hit(
            f"tour_{subject}",
            f"Tour {subject}",
            f"Tour {subject} are kept in the {subject} sheet.\nTour {subject} change in spring.",
        )
        for subject in subjects
    ]
    health = project_hit("health_notes", "体調のこと", f"夜番のあとは昼まで休む。\n{ANSWER}")
    return [*wordy, health]


def test_the_closest_memory_by_meaning_competes_past_the_item_cap() -> None:
    digest, _ = build_digest(
        _hits(),
        MemoryPolicy(),
        query=units(QUESTION),
        query_text=QUESTION,
        line_scorer=_ByMeaning(),
    )
    assert ANSWER in digest.text
    assert len(digest.items) <= MemoryPolicy().max_memory_items


def test_without_a_model_the_item_cap_chooses_the_candidates_as_before() -> None:
    digest, _ = build_digest(_hits(), MemoryPolicy(), query=units(QUESTION), query_text=QUESTION)
    assert "health_notes" not in {item.name for item in digest.items}
