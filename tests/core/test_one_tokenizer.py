"""One tokenizer: what the index can find, recall counts (Korean included)."""

from __future__ import annotations

from memwell.api import Harness
from memwell.index.query import query_terms
from memwell.tokens import terms


def test_recall_terms_and_index_terms_agree_on_hangul() -> None:
    assert terms("금요일 배포") == ["금요", "요일", "배포"]
    assert set(query_terms("금요일 배포").cjk) == set(terms("금요일 배포"))


def test_a_korean_turn_recalls_what_search_finds(harness: Harness) -> None:
    harness.remember(
        "workspace", "friday_rule", "feedback", "금요일 배포 금지", "금요일에는 배포하지 않는다."
    )
    assert [h.name for h in harness.search("금요일 배포")] == ["friday_rule"]
    decision = harness.turn("Fix our 금요일 배포 rule")
    assert decision.recall.status == "queried_success", decision.recall
    assert [i.name for i in decision.recall.digest.items] == ["friday_rule"]
