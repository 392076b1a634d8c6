"""The embeddings of memories' statements, kept in the index beside the chunks' vectors.

A digest shows, for each memory it injects, the statements that answer the turn, chosen
by meaning (`recall.answer_lines.EmbeddingLineScorer`). Embedding a memory's statements
at every turn would cost a model call per statement; so each statement passage
(`memory.statements.statement_passage`) is embedded once, when the memory's row is written
through memwell, or the first time a digest needs it, and stored in the `embeddings`
table under its own model key (`<embedder>#statement`), keyed by the passage's hash like
every other vector. A turn then reads a few dozen rows by primary key.

The key is separate from the chunks' (`<embedder>`) because chunk search loads every
vector of its key into one matrix; statements, about eight per memory, would make that
load several times larger for vectors it never searches. Vectors are stored as float16
(768 bytes at 384 dimensions): line choice compares cosines within one memory, and
half precision moves them by about 1e-3.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Sequence
from typing import Any

from memwell.index.chunks import within_embedding_budget
from memwell.index.embedders import Embedder, normalize_rows, require_numpy
from memwell.index.schema import transaction
from memwell.lazy_logging import lazy_logger
from memwell.memory.statements import memory_passages

log = lazy_logger(__name__)  # imports logging when it first logs

KEY_SUFFIX = "#statement"
# what is computed once per model from its vectors (dim 0: a UTF-8 text, not a vector)
NAMED_SUFFIX = "#named"
BATCH = 32
_LOOKUP_CHUNK = 400  # bound on the parameters of one SELECT


def embedded_passages(description: str, body: str) -> list[str]:
    """The statement passages embedded with a memory's row: its first ones, within the
    per-memory budget (a digest embeds any other it needs when it needs it)."""
    return within_embedding_budget(memory_passages(description, body))


def passage_hash(passage: str) -> str:
    return hashlib.sha256(passage.encode("utf-8")).hexdigest()


class StatementVectors:
    """Statement passages' vectors of one embedder in one index connection."""

    def __init__(self, conn: sqlite3.Connection, embedder: Embedder) -> None:
        require_numpy()
        self.conn = conn
        self.embedder = embedder

    @property
    def model(self) -> str:
        return self.embedder.name + KEY_SUFFIX

    def lookup(self, passages: Sequence[str]) -> dict[str, Any]:
        """passage -> its stored unit vector (float32), for the passages that have one."""
        import numpy as np  # the embeddings extra

        by_hash = {passage_hash(p): p for p in dict.fromkeys(passages)}
        found: dict[str, Any] = {}
        hashes = list(by_hash)
        try:
            for start in range(0, len(hashes), _LOOKUP_CHUNK):
                chunk = hashes[start : start + _LOOKUP_CHUNK]
                marks = ",".join("?" * len(chunk))
                for digest, blob in self.conn.execute(
                    f"SELECT text_hash, vector FROM embeddings WHERE model = ?"
                    f" AND text_hash IN ({marks})",
                    [self.model, *chunk],
                ):
                    found[by_hash[digest]] = np.frombuffer(blob, dtype="<f2").astype(np.float32)
        except sqlite3.Error as exc:
            # Trigger: the index cannot be read now (locked past the timeout, damaged).
            # Why: the vectors are a cache of what the model computes. Outcome: what was
            # not read is embedded again by the caller; logged.
            log.warning("statement vectors not read: %s", exc)
        return found

    def read_named(self, name: str) -> str | None:
        """A small text kept for this embedder under `name` (`write_named`), or None."""
        try:
            row = self.conn.execute(
                "SELECT vector FROM embeddings WHERE model = ? AND text_hash = ?",
                (self.embedder.name + NAMED_SUFFIX, name),
            ).fetchone()
        except sqlite3.Error as exc:
            log.warning("reference vectors not read: %s", exc)
            return None
        return bytes(row[0]).decode("utf-8") if row is not None else None

    def write_named(self, name: str, text: str) -> None:
        """Keep `text` for this embedder under `name`: what is computed once per model from
        its vectors (the reference questions' mean, `recall.hubness`), in the same table."""
        try:
            with transaction(self.conn):
                self.conn.execute(
                    "INSERT OR REPLACE INTO embeddings(model, text_hash, dim, vector)"
                    " VALUES (?, ?, 0, ?)",
                    (self.embedder.name + NAMED_SUFFIX, name, text.encode("utf-8")),
                )
        except sqlite3.Error as exc:
            # a cache: computed again by a later process
            log.warning("reference vectors not stored: %s", exc)

    def missing(self, passages: Sequence[str]) -> list[str]:
        have = self.lookup(passages)
        return [p for p in dict.fromkeys(passages) if p not in have]

    def embed(self, passages: Sequence[str]) -> dict[str, Any]:
        """Embed `passages` (all of them: the caller knows they are missing), store the
        vectors and return them. Raises `MemwellError` when the model cannot run."""
        fresh: dict[str, Any] = {}
        todo = list(dict.fromkeys(passages))
        for start in range(0, len(todo), BATCH):
            batch = todo[start : start + BATCH]
            matrix = normalize_rows(self.embedder.embed_documents(batch))
            fresh.update(zip(batch, matrix, strict=True))
            rows = [
                (self.model, passage_hash(p), int(matrix.shape[1]), row.astype("<f2").tobytes())
                for p, row in zip(batch, matrix, strict=True)
            ]
            try:
                with transaction(self.conn):
                    self.conn.executemany(
                        "INSERT OR IGNORE INTO embeddings(model, text_hash, dim, vector)"
                        " VALUES (?, ?, ?, ?)",
                        rows,
                    )
            except sqlite3.Error as exc:
                # Trigger: the index cannot take the rows now (another process holds the
                # write lock past the timeout, a read-only home). Why: they are a cache;
                # this turn has its vectors. Outcome: embedded again by a later turn.
                log.warning("statement vectors not stored: %s", exc)
        return fresh

    def ensure(self, passages: Sequence[str]) -> int:
        """Embed the passages that have no vector yet; return how many were embedded."""
        todo = self.missing(passages)
        return len(self.embed(todo)) if todo else 0

    def ensure_for_chunks(self, chunk_hashes: Sequence[str]) -> int:
        """Embed the statements of the memories these chunks belong to (the rows the
        freshness check just wrote), not of every row; return how many were embedded."""
        passages: list[str] = []
        hashes = list(dict.fromkeys(chunk_hashes))
        for start in range(0, len(hashes), _LOOKUP_CHUNK):
            chunk = hashes[start : start + _LOOKUP_CHUNK]
            marks = ",".join("?" * len(chunk))
            for description, body in self.conn.execute(
                "SELECT DISTINCT m.description, m.body FROM memories m"
                f" JOIN memory_chunks c ON c.memory_id = m.id WHERE c.text_hash IN ({marks})",
                chunk,
            ):
                passages += embedded_passages(str(description or ""), str(body or ""))
        return self.ensure(passages)

    def ensure_all(self, limit: int | None) -> tuple[int, bool]:
        """Embed up to `limit` (None: all) missing statement passages of every memory row;
        returns how many were embedded and whether none is left."""
        passages: list[str] = []
        for description, body in self.conn.execute("SELECT description, body FROM memories"):
            passages += embedded_passages(str(description or ""), str(body or ""))
        todo = self.missing(passages)
        batch = todo if limit is None else todo[:limit]
        done = len(self.embed(batch)) if batch else 0
        return done, len(batch) == len(todo)
