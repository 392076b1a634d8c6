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
from collections.abc import Set as AbstractSet
from typing import Any, Literal, TypeAlias

from memwell.index.embedders import Embedder, Matrix, require_numpy
from memwell.index.schema import transaction

ItemKind: TypeAlias = Literal["messages", "memory_chunks"]

BATCH = 32
RRF_K = 60
FUSION_DEPTH = 100
# Trigger: semantic scores of messages. Why: like the lexical `context` column, a reply
# is related to the question before it. Outcome: cosine + NEIGHBOUR_WEIGHT x the best
# cosine among the two previous and the next message of the same session.
NEIGHBOUR_WEIGHT = 0.5
# Trigger: hybrid session search. Outcome: lexical score / best lexical score
# + DENSE_WEIGHT x (z-score of the semantic score) / 3. Measured on LoCoMo against RRF
# (docs/search.md): the dense model is weaker than lexical-with-context there, and
# rank fusion let it push good lexical hits out of the top 10.
DENSE_WEIGHT = 0.4

# (id, text_hash) of the items of each kind, in id order
_ITEMS: dict[ItemKind, str] = {
    "messages": "SELECT id, text_hash FROM messages ORDER BY id",
    "memory_chunks": "SELECT id, text_hash FROM memory_chunks ORDER BY id",
}


# how many items of a kind there are, and the last id: changed by any insert or delete.
# A memory's chunks change only with its row, which moves the catalog generation
# (memories.MemoryIndex.bump): one row read instead of counting 10k chunks per search.
_SIGNATURE: dict[ItemKind, str] = {
    "messages": "SELECT count(*), coalesce(max(id), 0) FROM messages",
    "memory_chunks": (
        "SELECT coalesce((SELECT generation FROM catalog_state WHERE key = 'generation'), 0), 0"
    ),
}


class VectorStore:
    """The embeddings of one embedder, in one index connection."""

    def __init__(self, conn: sqlite3.Connection, embedder: Embedder) -> None:
        require_numpy()  # before numpy's first import here (sets the BLAS thread count)
        self.conn = conn
        self.embedder = embedder
        self._cache: dict[ItemKind, tuple[tuple[int, ...], Any, Matrix]] = {}
        self._neighbours: tuple[tuple[int, ...], Any] | None = None
        # the last `allowed` set's mask over the last matrix's ids (both held: identity)
        self._mask: tuple[Any, AbstractSet[int], Any] | None = None

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
            self._neighbours = None
        return len(pending)

    def _matrix(self, kind: ItemKind) -> tuple[Any, Matrix]:
        import numpy as np  # the "embeddings" extra; only reached when an embedder is set

        # Trigger: every search. Why: another connection's commit changes data_version,
        # and this connection's own writes to the items (a save, an import) change their
        # signature (`_SIGNATURE`); vectors this store adds clear the cache in `ensure`. The
        # connection's total change count is no key: the lexical search's temporary
        # query-word table changes it on every query, which rebuilt the matrix each time
        # (200 ms at 3k topics). Counting vectors instead would scan their blobs.
        (version,) = self.conn.execute("PRAGMA data_version").fetchone()
        (count, last) = self.conn.execute(_SIGNATURE[kind]).fetchone()
        key = (int(version), int(count), int(last))
        cached = self._cache.get(kind)
        if cached is not None and cached[0] == key:
            return cached[1], cached[2]
        # two scans and a dict beat a join here (0.6 s vs 2.7 s for 100k vectors)
        vectors: dict[str, bytes] = dict(
            self.conn.execute(
                "SELECT text_hash, vector FROM embeddings WHERE model = ?", (self.model,)
            )
        )
        ids: list[int] = []
        blobs: list[bytes] = []
        for rowid, digest in self.conn.execute(_ITEMS[kind]):
            blob = vectors.get(digest)
            if blob is not None:
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

    def _neighbour_positions(self, ids: Any) -> Any:
        """(n, 3) matrix positions of each message's two previous and next message (-1: none)."""
        import numpy as np  # the "embeddings" extra

        key = (len(ids), int(ids[-1]) if len(ids) else 0, id(ids))
        if self._neighbours is not None and self._neighbours[0] == key:
            return self._neighbours[1]
        table = np.full((len(ids), 3), -1, dtype=np.int64)
        previous: list[int] = []
        current = None
        for rowid, session in self.conn.execute(
            "SELECT id, session_id FROM messages ORDER BY session_id, seq"
        ):
            if session != current:
                current, previous = session, []
            pos = int(np.searchsorted(ids, rowid))
            if pos >= len(ids) or ids[pos] != rowid:
                previous = []  # no vector: breaks the chain, like a missing message
                continue
            if previous:
                table[pos, 1] = previous[-1]
                table[previous[-1], 2] = pos
            if len(previous) > 1:
                table[pos, 0] = previous[-2]
            previous.append(pos)
        self._neighbours = (key, table)
        return table

    def _allowed_mask(self, ids: Any, allowed: AbstractSet[int]) -> Any:
        """Which of `ids` are in `allowed`. Trigger / Why / Outcome: a memory search
        passes the same frozen set while memory is unchanged (`MemoryIndex.chunk_ids`
        keeps it per generation), and matching 10k ids against 10k costs a millisecond
        or two; the mask is kept while the matrix's ids and that set are the same
        objects (a set that can change is matched each time)."""
        import numpy as np  # the "embeddings" extra

        cached = self._mask
        if cached is not None and cached[0] is ids and cached[1] is allowed:
            return cached[2]
        mask = np.isin(ids, np.fromiter(allowed, dtype=np.int64, count=len(allowed)))
        if isinstance(allowed, frozenset):
            self._mask = (ids, allowed, mask)
        return mask

    def dense_scores(
        self, kind: ItemKind, query: str, *, allowed: AbstractSet[int] | None = None
    ) -> tuple[Any, Any]:
        """(rowids, scores) for every item with a vector; messages get neighbour context.

        Items outside `allowed` score -inf."""
        import numpy as np  # the "embeddings" extra

        ids, matrix = self._matrix(kind)
        if len(ids) == 0:
            return ids, np.zeros(0, dtype=np.float32)
        vector = self.embedder.embed_query(query)
        if vector.shape[0] != matrix.shape[1]:
            return ids[:0], np.zeros(0, dtype=np.float32)
        scores = matrix @ vector
        if kind == "messages" and NEIGHBOUR_WEIGHT:
            near = self._neighbour_positions(ids)
            padded = np.append(scores, -np.inf)  # index -1 -> -inf
            best = padded[near].max(axis=1)
            scores = scores + NEIGHBOUR_WEIGHT * np.where(np.isfinite(best), best, 0.0)
        if allowed is not None:
            scores = np.where(self._allowed_mask(ids, allowed), scores, -np.inf)
        return ids, scores

    def search(
        self,
        kind: ItemKind,
        query: str,
        *,
        limit: int = FUSION_DEPTH,
        allowed: AbstractSet[int] | None = None,
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
            scores = np.where(self._allowed_mask(ids, allowed), scores, -np.inf)
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


def score_fusion(
    lexical: Sequence[tuple[int, float]],
    ids: Any,
    dense: Any,
    *,
    weight: float = DENSE_WEIGHT,
    depth: int = FUSION_DEPTH,
) -> list[tuple[int, float]]:
    """Normalised lexical score + weight x z-scored dense score, over every item."""
    import numpy as np  # the "embeddings" extra

    finite = np.isfinite(dense)
    if not finite.any():
        return list(lexical[:depth])
    mean = float(dense[finite].mean())
    std = float(dense[finite].std()) or 1.0
    fused = np.where(finite, weight * (dense - mean) / (3 * std), -np.inf)
    top_lex = max((s for _, s in lexical), default=0.0) or 1.0
    extra: dict[int, float] = {}
    for rowid, score in lexical:
        pos = int(np.searchsorted(ids, rowid))
        if pos < len(ids) and ids[pos] == rowid:
            fused[pos] += score / top_lex
        else:  # no vector yet (e.g. embedder added later): lexical evidence only
            extra[rowid] = score / top_lex
    k = min(depth, len(ids))
    top = np.argpartition(-fused, k - 1)[:k]
    ranked = [(int(ids[i]), float(fused[i])) for i in top if np.isfinite(fused[i])]
    ranked.extend(extra.items())
    ranked.sort(key=lambda item: -item[1])
    return ranked[:depth]
