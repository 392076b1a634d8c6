"""The evidence rule shared by rules, models and the benchmark."""

from __future__ import annotations

from memwell.consolidate.grounding import grounded, quote_in, support

MESSAGE = "Hey! I moved to Berlin last  month with my sister. Anyway, how are you?"


def test_a_faithful_rewrite_of_a_verbatim_quote_is_grounded() -> None:
    quote = "I moved to Berlin last month with my sister."
    assert quote_in(quote, MESSAGE)  # runs of whitespace do not matter
    assert grounded("Ana moved to Berlin last month with Ana's sister.", quote, MESSAGE, "Ana")


def test_a_quote_that_is_not_in_the_message_is_not_evidence() -> None:
    assert not grounded("Ana moved to Berlin.", "I moved to Paris.", MESSAGE, "Ana")


def test_a_statement_adding_claims_is_not_supported() -> None:
    quote = "I moved to Berlin last month with my sister."
    claim = "Ana moved to Berlin to start a job at a bank and bought a flat."
    assert support(claim, quote, ["Ana"]) < 0.8
    assert not grounded(claim, quote, MESSAGE, "Ana")
