"""How close a statement sits to questions in general, so a turn in the other language is not
answered by whatever line is close to every question.

A multilingual sentence model has hubs: passages that are close to most questions of a
language, whatever the question asks. Within one language the closest line to a turn is
usually the one that answers; across languages (a Japanese turn about an English memory)
the differences are small, and a hub line can sit above the line that answers. Measured on
the development worlds (docs/benchmarks.md, session 14 and 15), most facts the digest lost
were of that kind.

So a statement's cosine to a turn written in the other script is lowered by how much closer
than usual it sits to questions in the turn's language (CSLS-like; Conneau et al. 2018 use
the mean cosine to a word's nearest neighbours):

    cosine - HUB_WEIGHT * (statement . mean_question[turn language] - usual[turn language][script])

`mean_question` is the mean vector of a packaged set of generic questions in each language
(`recall/data/reference_questions.json`, written for memwell, not taken from any evaluation
set): the mean cosine of a statement to those questions is its dot product with their mean
vector, one dot product per statement. `usual` is the same figure for the packaged generic
statements of each script, so the correction is centred: a typical statement keeps its
cosine, and the confidence floor and the line value read the same scale as before.

The reference vectors are computed once per embedding model: shipped for the default model
(`recall/data/reference_vectors.json`, written by `scripts/build_reference_vectors.py`),
otherwise embedded on first need and stored in the index beside the statements' vectors,
so no turn embeds them twice.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memwell.errors import MemwellError

if TYPE_CHECKING:
    from memwell.index.embedders import Embedder
    from memwell.index.statement_vectors import StatementVectors

# how much of a statement's excess closeness to questions in general is taken off its cosine
# (development worlds, end to end: docs/benchmarks.md, session 15)
HUB_WEIGHT = 0.5
LANGUAGES = ("en", "ja")
DATA = Path(__file__).parent / "data"


class ReferenceSetError(MemwellError):
    """The packaged reference set cannot be read."""


def _data(name: str) -> str:
    try:
        return (DATA / name).read_text("utf-8")
    except OSError as exc:
        raise ReferenceSetError(
            f"recall/data/{name} is missing ({exc}); reinstall memwell"
        ) from exc


@dataclass(frozen=True, slots=True)
class ReferenceSet:
    """The packaged generic questions and statements, and a hash that names their text."""

    questions: dict[str, tuple[str, ...]]
    statements: dict[str, tuple[str, ...]]
    digest: str


@lru_cache(maxsize=1)
def reference_set() -> ReferenceSet:
    text = _data("reference_questions.json")
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ReferenceSetError(f"recall/data/reference_questions.json: {exc}") from exc
    return ReferenceSet(
        questions={lang: tuple(data["questions"][lang]) for lang in LANGUAGES},
        statements={lang: tuple(data["statements"][lang]) for lang in LANGUAGES},
        digest=hashlib.sha256(text.encode("utf-8")).hexdigest()[:16],
    )


@dataclass(frozen=True, slots=True)
class QuestionHubs:
    """Per turn language: the mean question vector, and the usual dot product of a
    statement of each script with it (key: (language, statement written in CJK))."""

    mean_question: dict[str, Any]
    usual: dict[tuple[str, bool], float]

    def excess(self, vector: Any, turn_cjk: bool, line_cjk: bool) -> float:
        """How much closer than usual a statement's vector sits to questions in the turn's
        language."""
        return self.excess_rows(vector.reshape(1, -1), turn_cjk, (line_cjk,))[0]

    def excess_rows(self, matrix: Any, turn_cjk: bool, lines_cjk: Sequence[bool]) -> list[float]:
        """`excess` for each row of `matrix` (one statement vector per row, written in CJK
        or not as `lines_cjk` says), in one matrix product."""
        lang = "ja" if turn_cjk else "en"
        near = (matrix @ self.mean_question[lang]).tolist()
        return [
            float(value) - self.usual[(lang, cjk)]
            for value, cjk in zip(near, lines_cjk, strict=True)
        ]

    def to_dict(self) -> dict[str, Any]:
        return {
            "mean_question": {
                k: [round(float(x), 6) for x in v] for k, v in self.mean_question.items()
            },
            "usual": {
                f"{lang}:{'cjk' if cjk else 'latin'}": u for (lang, cjk), u in self.usual.items()
            },
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> QuestionHubs:
        import numpy as np  # the embeddings extra

        usual: dict[tuple[str, bool], float] = {}
        for key, value in data["usual"].items():
            lang, script = key.split(":")
            usual[(lang, script == "cjk")] = float(value)
        return cls(
            mean_question={
                k: np.asarray(v, dtype=np.float32) for k, v in data["mean_question"].items()
            },
            usual=usual,
        )


def compute_hubs(embedder: Embedder) -> QuestionHubs:
    """Embed the reference set with `embedder` (about 100 short texts: seconds, once)."""
    import numpy as np  # the embeddings extra

    from memwell.index.embedders import normalize_rows

    ref = reference_set()
    means: dict[str, Any] = {}
    for lang in LANGUAGES:
        rows = np.vstack([embedder.embed_query(q).reshape(1, -1) for q in ref.questions[lang]])
        means[lang] = normalize_rows(rows).mean(axis=0).astype(np.float32)
    usual: dict[tuple[str, bool], float] = {}
    for script_lang in LANGUAGES:
        docs = normalize_rows(embedder.embed_documents(list(ref.statements[script_lang])))
        for lang in LANGUAGES:
            usual[(lang, script_lang == "ja")] = float((docs @ means[lang]).mean())
    return QuestionHubs(mean_question=means, usual=usual)


@lru_cache(maxsize=1)
def _packaged() -> dict[str, Any]:
    try:
        data: dict[str, Any] = json.loads(_data("reference_vectors.json"))
    except (ReferenceSetError, ValueError):
        return {}  # embedded once and kept in the index instead
    return data


def hubs_for(embedder: Embedder, store: StatementVectors | None) -> QuestionHubs:
    """The reference vectors of `embedder`'s model: shipped, else stored in the index,
    else embedded now (and stored). Raises `MemwellError` when the model cannot run."""
    ref = reference_set()
    shipped = _packaged().get(embedder.name)
    if shipped is not None and shipped.get("set") == ref.digest:
        return QuestionHubs.from_dict(shipped)
    name = f"reference:{ref.digest}"
    if store is not None:
        kept = store.read_named(name)
        if kept is not None:
            return QuestionHubs.from_dict(json.loads(kept))
    hubs = compute_hubs(embedder)
    if store is not None:
        store.write_named(name, json.dumps(hubs.to_dict()))
    return hubs
