"""How the facade puts the recall engine together.

The engine reads the harness's catalog and retrieves through its search ("ask" scopes
count as no: recall runs in hooks, where nobody can be asked); with an embedder it
classifies turns with the intent head and chooses each memory's digest lines by meaning;
with `classifier = "model"` and a model in `[llm]`
a model refines the intent; and each turn reports how it retrieved, and why lexically.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memwell.api import Harness
    from memwell.index.types import MemoryHit, SearchMode
    from memwell.recall.engine import RecallEngine
    from memwell.recall.retrieval import Retriever


def build_engine(
    harness: Harness, custom: Retriever | None, *, read_profile: Callable[[], str]
) -> RecallEngine:
    """The recall engine of `harness`; `custom` is a retriever the caller gave, if any."""
    from memwell.catalog import HarnessCatalog
    from memwell.recall.engine import RecallEngine
    from memwell.recall.retrieval import IndexRetriever

    def exists(name: str) -> bool:
        scope_dir = harness.layout.scope_dir(harness.recall_policy.writeback_scope)
        return (scope_dir / f"{name}.md").exists()

    policy = harness.recall_policy
    refine = None
    if policy.classifier == "model":
        model = harness.compaction_model()  # the model configured in [llm], if any
        if model is not None:
            from memwell.recall.model_intent import ModelClassifier  # the llm extra

            refine = ModelClassifier(model).refine
    retriever = custom
    mode: SearchMode = "lexical" if policy.retriever == "keyword" else "auto"
    embedder = harness.index.vectors.embedder if harness.index.vectors is not None else None
    if retriever is None:
        # recall runs in hooks, where nobody can be asked: "ask" scopes count as no
        def search(query: str, *, limit: int) -> list[MemoryHit]:
            # the vector side looks for the turn itself (see `Harness.turn_text`) by the
            # vector its intent head read (`turn_meaning`); a tool call's gate, outside a
            # turn, searches for its own query whole
            meaning = harness.turn_text
            if meaning is not None and embedder is not None:
                from memwell.index.embedders import turn_meaning  # with the embedder only

                meaning = turn_meaning(meaning)
            return harness.search(query, limit=limit, mode=mode, ask=None, meaning=meaning)

        retriever = IndexRetriever(search)
    turn_intent = None
    line_scorer = None
    if embedder is not None:
        from memwell.recall.answer_lines import EmbeddingLineScorer  # with the embedder only
        from memwell.recall.turn_intent import TurnIntent

        turn_intent = TurnIntent(lambda: embedder)
        # a digest's lines by meaning, from the statement vectors the index keeps
        line_scorer = EmbeddingLineScorer(embedder, store=lambda: harness.index.statement_vectors)

    def retrieval() -> tuple[str, str | None]:
        if custom is not None:
            return "custom", None
        if mode == "auto" and embedder is not None:
            return "hybrid", None
        if embedder is None:
            return "lexical", harness.models()["reason"]
        return "lexical", "lexical search: memory_policy.retriever is 'keyword'"

    return RecallEngine(
        harness.layout,
        policy,
        catalog=HarnessCatalog(harness),
        retriever=retriever,
        save=harness.remember,
        exists=exists,
        intent_model=refine,
        clock=harness.clock,
        turn_intent=turn_intent,
        retrieval=retrieval,
        read_profile=read_profile,
        line_scorer=line_scorer,
    )
