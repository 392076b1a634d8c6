"""Training the intent head, and choosing how, by cross-validation on the training corpus.

Nothing here runs in a hook or the service: `scripts/train_intent_head.py` calls it when the
corpus (`evals/recall/training/*.tsv`) changes, and the result ships in the package as
`recall/data/intent_head.npz` (read by `recall/intent_head.py`).

* `train_head`: multinomial logistic regression by full-batch accelerated gradient descent
  from zero weights (deterministic: the same vectors give the same head), classes weighted by
  inverse frequency so a corpus with fewer casual turns does not teach that casual turns
  are rare in use.
* `cross_validate`: out-of-fold probabilities, the folds drawn by *group* when the corpus
  names them (`# group:` lines, one per imagined user's life), so a fold's turns come from
  lives the head never saw in training, as a real user's will. Random folds over lines let
  near-paraphrases of one life sit on both sides and flatter the head.
* `fit_temperature`: the temperature that makes the out-of-fold probabilities honest (the
  lowest log loss), since the recall decision reads probabilities as certainties (e.g.
  "sure it is generic"), and a head that says 0.95 should be right about 95% of the time.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from memwell.recall.intent_head import IntentHead, Matrix
from memwell.recall.types import INTENTS, Intent

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

# the temperatures tried by `fit_temperature` (a grid: the loss is smooth and one-dimensional)
TEMPERATURES = tuple(round(0.3 + 0.05 * i, 2) for i in range(55))


@dataclass(frozen=True, slots=True)
class TrainingParams:
    """How a head is trained: the L2 penalty and the gradient-descent schedule."""

    l2: float = 1e-2
    learning_rate: float = 0.05
    epochs: int = 300

    def describe(self) -> str:
        return f"lr-l2={self.l2:g}-eta={self.learning_rate:g}-epochs={self.epochs}"


def train_head(
    vectors: Matrix,
    targets: Sequence[Intent],
    *,
    embedder: str,
    corpus: str = "",
    params: TrainingParams | None = None,
    class_weights: Mapping[Intent, float] | None = None,
    temperature: float = 1.0,
    lexical: tuple[str, ...] = (),
) -> IntentHead:
    """Multinomial logistic regression by full-batch accelerated gradient descent
    (deterministic). `vectors` are the embeddings, followed by the `lexical` columns
    (`intent_features.COLUMNS`) when the head reads them."""
    import numpy as np

    params = params or TrainingParams()
    raw = np.asarray(vectors, dtype=np.float64)
    mean = raw.mean(axis=0)
    spread = raw.std(axis=0)
    # a column that never varies in the corpus (a lexical flag no training turn has) is
    # left unscaled: it carries no weight, and a turn that has it is not blown up by 1e6
    scale = np.where(spread > 0, spread + 1e-6, 1.0)
    x = (raw - mean) / scale
    labels = tuple(label for label in INTENTS if label in set(targets))
    index = {label: i for i, label in enumerate(labels)}
    y = np.array([index[t] for t in targets])
    n, dim = x.shape
    k = len(labels)
    onehot = np.zeros((n, k))
    onehot[np.arange(n), y] = 1.0
    if class_weights is None:
        per_class = n / (k * onehot.sum(axis=0))
    else:
        per_class = np.array([class_weights.get(label, 1.0) for label in labels])
    sample_w = (per_class[y] / per_class[y].sum())[:, None]
    w = np.zeros((dim, k))
    b = np.zeros(k)
    # Nesterov's accelerated gradient with gradient restart (O'Donoghue & Candès): the
    # same optimum as plain gradient descent in a tenth of the steps (the e5 dimensions
    # are strongly correlated, so plain descent crawls along the valley)
    look_w, look_b, momentum = w, b, 1.0
    for _ in range(params.epochs):
        logits = x @ look_w + look_b
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(axis=1, keepdims=True)
        grad = (p - onehot) * sample_w
        grad_w = x.T @ grad + params.l2 * look_w
        grad_b = grad.sum(axis=0)
        next_w = look_w - params.learning_rate * grad_w
        next_b = look_b - params.learning_rate * grad_b
        if float((grad_w * (next_w - w)).sum() + (grad_b * (next_b - b)).sum()) > 0:
            momentum = 1.0  # the step went uphill from the last iterate: restart
        following = (1 + (1 + 4 * momentum * momentum) ** 0.5) / 2
        carry = (momentum - 1) / following
        look_w = next_w + carry * (next_w - w)
        look_b = next_b + carry * (next_b - b)
        w, b, momentum = next_w, next_b, following
    return IntentHead(
        labels=labels,
        weights=w.astype(np.float32),
        bias=b.astype(np.float32),
        mean=mean.astype(np.float32),
        scale=scale.astype(np.float32),
        embedder=embedder,
        corpus=corpus,
        temperature=temperature,
        trainer=params.describe(),
        lexical=lexical,
    )


def folds_of(count: int, groups: Sequence[str] | None, folds: int) -> NDArray[np.int64]:
    """Each example's fold: whole groups go to one fold (round-robin over the groups in a
    seeded shuffle), else a seeded permutation of the examples."""
    import numpy as np

    rng = np.random.default_rng(0)
    if groups is None or len(set(groups)) < folds:
        order = rng.permutation(count)
        out = np.empty(count, dtype=np.int64)
        for fold in range(folds):
            out[order[fold::folds]] = fold
        return out
    names = sorted(set(groups))
    rng.shuffle(names)
    fold_of_group = {name: i % folds for i, name in enumerate(names)}
    return np.array([fold_of_group[g] for g in groups], dtype=np.int64)


Trainer = Callable[[Matrix, Sequence[Intent]], IntentHead]


@dataclass(frozen=True, slots=True)
class CrossValidation:
    """Out-of-fold logits (examples x INTENTS) and what they score."""

    logits: Matrix
    targets: tuple[Intent, ...]

    def probabilities(self, temperature: float = 1.0) -> Matrix:
        import numpy as np

        z = self.logits / temperature
        z = z - z.max(axis=1, keepdims=True)
        e = np.exp(z)
        out: Matrix = e / e.sum(axis=1, keepdims=True)
        return out

    def accuracy(self) -> float:
        import numpy as np

        predicted = np.asarray(self.logits).argmax(axis=1)
        gold = np.array([INTENTS.index(t) for t in self.targets])
        return float((predicted == gold).mean())

    def log_loss(self, temperature: float = 1.0) -> float:
        import numpy as np

        probs = self.probabilities(temperature)
        gold = np.array([INTENTS.index(t) for t in self.targets])
        return float(-np.log(probs[np.arange(len(gold)), gold] + 1e-12).mean())

    def recall_f1(self, skip: frozenset[str], temperature: float = 1.0) -> float:
        """F1 of "recall" (the probability of the skip intents below one half) against
        the labels' "needs context" (any intent outside `skip`)."""
        import numpy as np

        probs = self.probabilities(temperature)
        columns = [INTENTS.index(i) for i in INTENTS if i in skip]
        predicted = probs[:, columns].sum(axis=1) < 0.5
        actual = np.array([t not in skip for t in self.targets])
        tp = int((predicted & actual).sum())
        fp = int((predicted & ~actual).sum())
        fn = int((~predicted & actual).sum())
        return 2 * tp / (2 * tp + fp + fn) if tp else 0.0


def cross_validate(
    vectors: Matrix,
    targets: Sequence[Intent],
    trainer: Trainer,
    *,
    groups: Sequence[str] | None = None,
    folds: int = 5,
) -> CrossValidation:
    """Out-of-fold logits over INTENTS for every example (see `folds_of`)."""
    import numpy as np

    x = np.asarray(vectors, dtype=np.float32)
    fold_of = folds_of(len(targets), groups, folds)
    logits = np.full((len(targets), len(INTENTS)), -1e9)
    for fold in range(folds):
        train = [int(i) for i in np.flatnonzero(fold_of != fold)]
        test = [int(i) for i in np.flatnonzero(fold_of == fold)]
        if not test:
            continue
        head = trainer(x[train], [targets[i] for i in train])
        columns = [INTENTS.index(label) for label in head.labels]
        logits[np.ix_(test, columns)] = head.scores(x[test])
    return CrossValidation(logits, tuple(targets))


def fit_temperature(result: CrossValidation) -> float:
    """The temperature (from `TEMPERATURES`) with the lowest out-of-fold log loss."""
    return min(TEMPERATURES, key=result.log_loss)
