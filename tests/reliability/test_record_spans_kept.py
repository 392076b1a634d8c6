"""The spans a decision record redacts are kept per string in a long-lived process
(`secret_records._record_spans`): a string met again is redacted exactly as the first time, a
key in it included, and what is kept stays bounded."""

from __future__ import annotations

import pytest

from memwell.secrets import records as secret_records
from memwell.secrets import scanner
from memwell.secrets.records import redact_nested
from memwell.secrets.scanner import REDACTED, SecretFinding

KEY = "ghp_" + "Zq8rT2vW9xY4bN6mK1pL3sD5fG7hJ0aQwErT"


def test_a_record_met_again_is_redacted_as_the_first_time() -> None:
    record = {
        "text": f"deploy with token {KEY} please",
        "query": f"deploy token {KEY.lower()}",
        "items": ["Nimbus uses redis for cache", f"the key is {KEY}"],
    }
    first = redact_nested(record)
    again = redact_nested(record)
    assert again == first
    assert KEY not in str(again) and KEY.lower() not in str(again)
    assert REDACTED in again["items"][1]
    # the lower-cased copy is scrubbed because the key was found in another string,
    # also when every string's spans come from what was kept
    assert REDACTED in again["query"]


def test_what_is_kept_is_bounded_and_long_text_is_not_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(secret_records, "_known_spans", {})
    monkeypatch.setattr(secret_records, "_SPANS_KEPT", 3)
    for i in range(5):
        redact_nested(f"line {i} of the memory")
    assert len(secret_records._known_spans) == 3
    assert "line 4 of the memory" in secret_records._known_spans
    assert "line 0 of the memory" not in secret_records._known_spans
    long_text = "word " * (secret_records._SPANS_TEXT_MAX // 5 + 1)
    redact_nested(long_text)
    assert long_text not in secret_records._known_spans


def test_a_turns_text_is_scanned_once_for_its_logged_query_and_its_record(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scanned: list[str] = []
    real = scanner.find_secrets

    def counting(text: str) -> list[SecretFinding]:
        scanned.append(text)
        return real(text)

    monkeypatch.setattr(scanner, "find_secrets", counting)
    monkeypatch.setattr(secret_records, "_known_spans", {})
    monkeypatch.setattr(secret_records, "_known_secrets", {})
    turn = "deploy with pin za kartico je 7060, nikomur"
    query = secret_records.logged_query("deploy pin kartico 7060 nikomur", turn)
    record = redact_nested({"text": turn, "query": query})
    assert scanned.count(turn) == 1
    assert "7060" not in str(record)
