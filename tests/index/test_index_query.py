"""Query construction: any user text becomes a safe FTS5 expression (or none)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memwell.index.query import match_expression, query_terms, quote
from memwell.index.search_index import SearchIndex

HOSTILE = [
    "",
    "   ",
    "?!...;;",
    '"',
    '"unbalanced quote',
    "a AND OR NOT b",
    "NEAR(pottery bowl, 3)",
    "NEAR",
    "pottery*",
    "*",
    "(((",
    ")",
    "content: pottery",
    "{content context}: bowl",
    "^bowl",
    "bowl + - pottery",
    "'; DROP TABLE messages; --",
    "\x00\x01\x02",
    "pottery " * 5000,
    "é" * 300,
    "🙂🙂 emoji only",
    "東京",
    "ｶﾀｶﾅ",
]


def test_operators_become_quoted_words() -> None:
    expr = match_expression('NEAR(pottery "bowl") AND NOT class*')
    assert expr == '"near" OR "pottery" OR "bowl" OR "class"'


def test_quote_doubles_inner_quotes() -> None:
    assert quote('say "hi"') == '"say ""hi"""'


def test_stopwords_dropped_but_not_when_that_leaves_nothing() -> None:
    assert query_terms("What did we decide about the database?").words == ("decide", "database")
    assert query_terms("who are you").words == ("who", "are", "you")


def test_nothing_searchable_gives_no_expression() -> None:
    assert match_expression("") is None
    assert match_expression("?!...") is None


def test_very_long_query_is_capped() -> None:
    text = " ".join(f"word{i}" for i in range(1000))
    assert len(query_terms(text).words) == 64


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_text_never_raises(index: SearchIndex, text: str) -> None:
    index.import_session(
        [{"id": "1", "role": "user", "content": "pottery bowl NEAR the kiln 東京"}],
        session_id="s",
    )
    hits = index.search_sessions(text, limit=5)
    assert isinstance(hits, list)
    assert isinstance(index.search(text, limit=5), list)


def test_operator_words_still_find_messages(index: SearchIndex) -> None:
    index.import_session(
        [{"id": "1", "role": "user", "content": "we should NOT use the near cache"}],
        session_id="s",
    )
    assert [h.message_id for h in index.search_sessions("NOT near")] == ["1"]


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=st.text(max_size=200))
def test_any_text_is_safe(index: SearchIndex, text: str) -> None:
    if not index.sessions():
        index.import_session(
            [{"id": "1", "role": "user", "content": "the quick brown fox 寿司 ç"}], session_id="s"
        )
    assert isinstance(index.search_sessions(text, limit=3), list)


def test_rarest_within_takes_rare_terms_while_they_fit() -> None:
    from memwell.index.query import rarest_within

    counts = {"common": 900, "rare": 10, "middle": 300, "absent": 0}
    assert rarest_within(counts, 400) == (["rare", "middle", "absent"], ["common"])
    assert rarest_within(counts, 2_000) == (list(counts), [])
    # the rarest term that matches anything is taken even over the budget
    assert rarest_within({"a": 500, "b": 700, "none": 0}, 100) == (["a", "none"], ["b"])
