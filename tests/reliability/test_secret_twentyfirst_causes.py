"""Session 21: a short field agrees with the scanner on what the words around a value make
public. The probes are written for these tests, none is a corpus line."""

from __future__ import annotations

import pytest

from memwell.secrets import scanner
from memwell.secrets.fields import alias_kinds, short_field_kinds, standalone_kinds

# the scanner keeps each of these in a memory's body; a name, an alias or a tag refused
# them whole (the shape check read the value as if it stood alone)
PUBLIC_BY_THEIR_WORDS = [
    "password rule e.g. Qw7!zpR4kd",
    "例：Qw7!zpR4kd",
    "for example Tr8#vLm2Qx9z",
    "example: Tr8#vLm2Qx9z staging",
    "hCaptcha sitekey 7f3kQ9zLm2Xv8pWc",
    "e.g. Zk8mQ2pLx9Vw4nRt7Yb3",
]


@pytest.mark.parametrize("text", PUBLIC_BY_THEIR_WORDS)
def test_a_value_public_by_its_words_passes_a_short_field(text: str) -> None:
    assert scanner.secret_kinds(text) == []
    assert short_field_kinds(text) == []
    assert alias_kinds(text) == []


# the same values alone, or beside words that make nothing public, are still refused
STILL_REFUSED = [
    "Qw7!zpR4kd",
    "prod db Qw7!zpR4kd",
    "Tr8#vLm2Qx9z",
    "staging Tr8#vLm2Qx9z",
    "7f3kQ9zLm2Xv8pWc",
    "Zk8mQ2pLx9Vw4nRt7Yb3",
    "fingerprint sha256 Zk8mQ2pLx9Vw4nRt7Yb3",  # a hash's name before a random run
    "anon key: Zk8mQ2pLx9Vw4nRt7Yb",  # a key handed over, as the scanner reads it
]


@pytest.mark.parametrize("text", STILL_REFUSED)
def test_a_value_without_such_words_is_still_refused(text: str) -> None:
    assert short_field_kinds(text)
    assert alias_kinds(text)
    assert standalone_kinds(text)


def test_public_in_context_reads_the_words_around_the_value() -> None:
    text = "e.g. Qw7!zpR4kd"
    start = text.index("Q")
    assert scanner.public_in_context(text, start, len(text))
    text = "prod Qw7!zpR4kd"
    assert not scanner.public_in_context(text, text.index("Q"), len(text))
    # a value alone has no words around it
    assert not scanner.public_in_context("Qw7!zpR4kd", 0, 10)


def test_the_body_reading_is_unchanged_by_the_extraction() -> None:
    # the scanner's own chain now runs through the same function
    assert scanner.secret_kinds("e.g. Qw7!zpR4kd") == []
    assert scanner.secret_kinds("use Qw7!zpR4kd for staging")
    assert "Qw7!zpR4kd" not in scanner.redact("use Qw7!zpR4kd for staging")
