"""Vectors in the index file, exact search in numpy, and rank fusion.

Embeddings live in the `embeddings` table keyed by (model, sha256 of the embedded text),
so a text is embedded once per model however often it is re-imported or re-indexed.
Search loads the vectors of one kind of item (messages or memory chunks) into a float32
matrix, cached per process until the table changes, and scores them with one
matrix-vector product: exact, and ~3 ms at 100k x 384 (see docs/benchmarks.md).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Literal, TypeAlias

from memwell.index.embedders import Embedder, Matrix
from memwell.index.schema import transaction

ItemKind: TypeAlias = Literal["messages", "memory_chunks"]

BATCH = 32
RRF_K = 60
FUSION_DEPTH = 100

_ITEMS: dict[ItemKind, str] = {
    "messages": "SELECT m.id, e.vector FROM messages m JOIN embeddings e"
    " ON e.model = ? AND e.text_hash = m.text_hash",
    "memory_chunks": "SELECT c.id, e.vector FROM memory_chunks c JOIN embeddings e"
    " ON e.model = ? AND e.text_hash = c.text_hash",
}


class VectorStore:
    """The embeddings of one embedder, in one index connection."""

    def __init__(self, conn: sqlite3.Connection, embedder: Embedder) -> None:
        self.conn = conn
        self.embedder = embedder
        self._cache: dict[ItemKind, tuple[tuple[int, ...], Any, Matrix]] = {}

    @property
    def model(self) -> str:
        return self.embedder.name

    def missing(self, hashes: Iterable[str]) -> set[str]:
        wanted = set(hashes)
        present: set[str] = set()
        ordered = sorted(wanted)
        for start in range(0, len(ordered), 500):
            chunk = ordered[start : start + 500]
            marks = ",".join("?" * len(chunk))
            present.update(
                row[0]
                for row in self.conn.execute(
                    f"SELECT text_hash FROM embeddings WHERE model = ? AND text_hash IN ({marks})",
                    [self.model, *chunk],
                )
            )
        return wanted - present

    def ensure(
        self,
        items: Sequence[tuple[str, str]],
        progress: Callable[[int], None] | None = None,
    ) -> int:
        """Embed the (text_hash, text) items that have no vector yet; return how many."""
        todo: dict[str, str] = {}
        missing = self.missing(h for h, _ in items)
        for digest, text in items:
            if digest in missing:
                todo.setdefault(digest, text)
        pending = list(todo.items())
        for start in range(0, len(pending), BATCH):
            batch = pending[start : start + BATCH]
            matrix = self.embedder.embed_documents([text for _, text in batch])
            rows = [
                (self.model, digest, int(matrix.shape[1]), matrix[i].astype("<f4").tobytes())
                for i, (digest, _) in enumerate(batch)
            ]
            with transaction(self.conn):
                self.conn.executemany(
                    "INSERT OR IGNORE INTO embeddings(model, text_hash, dim, vector)"
                    " VALUES (?, ?, ?, ?)",
                    rows,
                )
            if progress is not None:
                progress(len(batch))
        if pending:
            self._cache.clear()
        return len(pending)

    def _matrix(self, kind: ItemKind) -> tuple[Any, Matrix]:
        import numpy as np  # the "embeddings" extra; only reached when an embedder is set

        table = "messages" if kind == "messages" else "memory_chunks"
        max_id, count = self.conn.execute(f"SELECT max(id), count(*) FROM {table}").fetchone()
        (vectors,) = self.conn.execute(
            "SELECT count(*) FROM embeddings WHERE model = ?", (self.model,)
        ).fetchone()
        key = (int(max_id or 0), int(count), int(vectors))
        cached = self._cache.get(kind)
        if cached is not None and cached[0] == key:
            return cached[1], cached[2]
        ids: list[int] = []
        blobs: list[bytes] = []
        for rowid, blob in self.conn.execute(_ITEMS[kind], (self.model,)):
            ids.append(int(rowid))
            blobs.append(blob)
        if blobs:
            dim = len(blobs[0]) // 4
            matrix = np.frombuffer(b"".join(blobs), dtype="<f4").reshape(len(blobs), dim)
        else:
            matrix = np.zeros((0, 0), dtype=np.float32)
        id_array = np.asarray(ids, dtype=np.int64)
        self._cache[kind] = (key, id_array, matrix)
        return id_array, matrix

    def search(
        self,
        kind: ItemKind,
        query: str,
        *,
        limit: int = FUSION_DEPTH,
        allowed: set[int] | None = None,
    ) -> list[tuple[int, float]]:
        """(rowid, cosine) of the nearest items to `query`, best first."""
        import numpy as np  # the "embeddings" extra

        ids, matrix = self._matrix(kind)
        if len(ids) == 0:
            return []
        vector = self.embedder.embed_query(query)
        if vector.shape[0] != matrix.shape[1]:
            return []
        scores = matrix @ vector
        if allowed is not None:
            mask = np.isin(ids, np.fromiter(allowed, dtype=np.int64, count=len(allowed)))
            scores = np.where(mask, scores, -np.inf)
        k = min(limit, len(ids))
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.argsort(-scores[top])]
        return [(int(ids[i]), float(scores[i])) for i in top if np.isfinite(scores[i])]


def rrf(
    rankings: Sequence[Sequence[tuple[int, float]]],
    *,
    weights: Sequence[float] | None = None,
    k: int = RRF_K,
    depth: int = FUSION_DEPTH,
) -> list[tuple[int, float]]:
    """Reciprocal rank fusion: sum of weight / (k + rank) over the top `depth` of each list."""
    scores: dict[int, float] = {}
    for index, ranking in enumerate(rankings):
        weight = 1.0 if weights is None else weights[index]
        for rank, (rowid, _) in enumerate(ranking[:depth], start=1):
            scores[rowid] = scores.get(rowid, 0.0) + weight / (k + rank)
    return sorted(scores.items(), key=lambda item: -item[1])
