"""`tokens.terms` keeps the terms of the texts it has cut (a long-lived process cuts the
same memory lines every turn): a text met again gives the same terms, a caller's change
to the list it got does not reach the next caller, and what is kept stays bounded."""

from __future__ import annotations

import pytest

from memwell import tokens
from memwell.tokens import RECALL_STOPWORDS, terms


def test_a_text_met_again_gives_the_same_terms_and_a_list_of_its_own() -> None:
    text = "Deploying the billing workers needs two reviewers; 請求書の締め日"
    first = terms(text)
    assert first == tokens._cut_terms(text, RECALL_STOPWORDS)
    first.append("changed by a caller")
    again = terms(text)
    assert again == tokens._cut_terms(text, RECALL_STOPWORDS)
    assert "changed by a caller" not in again


def test_other_stopwords_are_another_entry() -> None:
    text = "the deploy of the worker"
    assert "the" not in terms(text)
    assert "the" in terms(text, stopwords=frozenset())


def test_what_is_kept_is_bounded_and_long_text_is_not_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(tokens, "_known_terms", {})
    monkeypatch.setattr(tokens, "_TERMS_KEPT", 3)
    for i in range(5):
        terms(f"deploy worker number{i}")
    assert len(tokens._known_terms) == 3
    assert ("deploy worker number0", RECALL_STOPWORDS) not in tokens._known_terms
    long_text = "deploy " * (tokens._TERMS_TEXT_MAX // 7 + 1)
    assert terms(long_text) == tokens._cut_terms(long_text, RECALL_STOPWORDS)
    assert (long_text, RECALL_STOPWORDS) not in tokens._known_terms
