"""How likely one statement of a retrieved memory is to carry what the turn asks: a line value.

The digest has 8 lines for at most 5 memories. Which statements fill them decided, until
now, by hand-set rules over two scores: a memory's confidence and, within it, a line score
spread over 0..1 (so the best line of a weak memory and the best line of the lead looked
alike), with bonuses for an asked kind, an open item, a rule. Each rule was tuned on the
development worlds and moved unseen worlds little.

Here each statement gets one number comparable across memories: the probability, by a
logistic regression, that it holds a fact the turn needs. Its inputs are domain-general
readings of the turn, the statement and its memory (`FEATURES`):

* by meaning (with a model): the statement's cosine to the turn, against the closest
  statement of any retrieved memory and against its own memory's best; its rank in its
  memory; the cosine of its memory's description (what the memory is about);
* by words: the rarity-weighted share of the turn's units it holds, and the share of the
  turn's named entities;
* its place and kind: the description or a body line, the first body line, its position,
  its length, whether it holds a number, whether it states the kind of thing the turn asks
  for (a price, a date), whether it says something is still open on a turn that picks up
  earlier work, whether it is written in the turn's script;
* its memory: confidence, confidence against the most confident memory's, retrieval rank.

The weights (`data/line_value.json`) are fitted by `scripts/train_line_value.py` on
labelled recall worlds (which statement holds each turn's expected fact); the features are
the same with and without a model (the cosine ones are 0 without); each case has its own
weights, fitted on turns run that way. Pure Python: a hook without the model imports no
numpy.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from memwell.errors import MemwellError
from memwell.recall.answer_kinds import AnswerKind, stated_kinds
from memwell.recall.item_confidence import written_in_cjk
from memwell.tokens import terms

FEATURES: tuple[str, ...] = (
    "cos_vs_top",  # cosine minus the closest statement's among all candidates
    "cos_vs_script",  # cosine minus the closest statement's written in the same script
    "cos_vs_memory",  # cosine minus the best body statement's of the same memory
    "cos_rank",  # 1 / (1 + rank of the cosine among the memory's body statements)
    "subject_vs_top",  # the memory's description cosine minus the closest statement's
    "lexical",  # rarity-weighted share of the turn's units the statement holds
    "lexical_rank",  # 1 / (1 + rank of the lexical share among the body statements)
    "entity",  # share of the turn's entity terms in the statement
    "description",  # the memory's description (with a body below it)
    "first_body",  # the first body statement
    "position",  # index / number of statements
    "length",  # log of the statement's characters, scaled
    "digits",  # holds a digit
    "kind_asked",  # states a kind of thing the turn asks for
    "open_on_continuation",  # says something is still open, on a continuation
    "other_script",  # written in the other script (CJK vs Latin) than the turn
    "confidence",  # the memory's confidence
    "confidence_share",  # the memory's confidence / the most confident memory's
    "item_rank",  # 1 / (1 + the memory's rank among the candidates)
    "retrieval_rank",  # 1 / (1 + the memory's rank in the retriever's order)
    "below_floor",  # the memory's confidence is under the policy's floor
)


# shipped with the package (read by path: importlib.resources is not loaded on the hook path)
WEIGHTS_PATH = Path(__file__).with_name("data") / "line_value.json"


class LineValueError(MemwellError):
    """The packaged line-value weights are missing or do not match `FEATURES`."""


@dataclass(frozen=True, slots=True)
class LineWeights:
    """A logistic regression over `FEATURES`: standardisation, weights, bias."""

    mean: tuple[float, ...]
    scale: tuple[float, ...]
    weights: tuple[float, ...]
    bias: float

    def value(self, row: Sequence[float]) -> float:
        z = self.bias
        for x, m, s, w in zip(row, self.mean, self.scale, self.weights, strict=True):
            z += w * (x - m) / s
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def to_dict(self) -> dict[str, object]:
        return {
            "mean": list(self.mean),
            "scale": list(self.scale),
            "weights": list(self.weights),
            "bias": self.bias,
        }

    @classmethod
    def from_dict(cls, data: object) -> LineWeights:
        if not isinstance(data, dict):
            raise LineValueError("malformed line-value weights; refit them")
        try:
            mean = tuple(float(x) for x in data["mean"])
            scale = tuple(float(x) or 1.0 for x in data["scale"])
            weights = tuple(float(x) for x in data["weights"])
            bias = float(data["bias"])
        except (KeyError, TypeError, ValueError) as exc:
            raise LineValueError(f"malformed line-value weights ({exc}); refit them") from exc
        if not len(mean) == len(scale) == len(weights) == len(FEATURES):
            raise LineValueError("line-value weights of the wrong length; refit them")
        return cls(mean, scale, weights, bias)


@dataclass(frozen=True, slots=True)
class LineValue:
    """The fitted line value: one regression for lines a model scored, one for lines
    scored by words alone (the lexical fallback)."""

    model: LineWeights
    lexical: LineWeights

    def value(self, row: Sequence[float], *, model: bool) -> float:
        return (self.model if model else self.lexical).value(row)

    def to_dict(self) -> dict[str, object]:
        return {
            "features": list(FEATURES),
            "model": self.model.to_dict(),
            "lexical": self.lexical.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> LineValue:
        if data.get("features") != list(FEATURES):
            raise LineValueError(
                "the line-value weights were fitted for other features; "
                "refit them with scripts/train_line_value.py"
            )
        return cls(
            LineWeights.from_dict(data.get("model")), LineWeights.from_dict(data.get("lexical"))
        )


@cache
def packaged_weights() -> LineValue:
    """The weights shipped with the package (`recall/data/line_value.json`)."""
    try:
        raw = WEIGHTS_PATH.read_text("utf-8")
    except OSError as exc:
        raise LineValueError(
            f"recall/data/line_value.json is missing ({exc}); reinstall memwell"
        ) from exc
    return LineValue.from_dict(json.loads(raw))


@dataclass(frozen=True, slots=True)
class TurnReading:
    """What the line value reads of the turn."""

    asked: frozenset[AnswerKind]
    entity_terms: frozenset[str]
    continuation: bool
    cjk: bool


@dataclass(frozen=True, slots=True)
class MemoryReading:
    """What the line value reads of one candidate memory and its statements."""

    lines: Sequence[str]  # as shown (with heading context)
    cosines: Sequence[float] | None  # None without a model
    lexical: Sequence[float]
    is_open: Sequence[bool]
    has_description: bool  # the first statement is the description, with a body below
    confidence: float
    rank: int
    retrieval_rank: int = 0
    below_floor: bool = False


def _ranks(values: Sequence[float], among: Sequence[int]) -> dict[int, int]:
    order = sorted(among, key=lambda i: (-values[i], i))
    return {i: r for r, i in enumerate(order)}


# a warm service scores the same memories' statements turn after turn: what a statement
# alone decides (its words, whether it holds a digit) is read once per text
@lru_cache(maxsize=16_384)
def _line_words(line: str) -> tuple[frozenset[str], bool]:
    return frozenset(terms(line)), any(ch.isdigit() for ch in line)


def features(
    turn: TurnReading,
    memory: MemoryReading,
    top_cosine: float,
    lead_confidence: float,
    script_top: tuple[float, float] = (0.0, 0.0),
) -> list[list[float]]:
    """One row of `FEATURES` per statement of `memory`."""
    n = len(memory.lines)
    body = list(range(1, n)) if memory.has_description else list(range(n))
    body = body or list(range(n))
    cos = memory.cosines
    cos_rank = _ranks(cos, body) if cos is not None else {}
    lex_rank = _ranks(memory.lexical, body)
    best_body = max(cos[i] for i in body) if cos is not None and body else 0.0
    lead = max(lead_confidence, 0.05)
    rows = []
    for i, line in enumerate(memory.lines):
        words, has_digit = _line_words(line)
        entity = (
            len(turn.entity_terms & words) / len(turn.entity_terms) if turn.entity_terms else 0.0
        )
        kinds = stated_kinds(line) if turn.asked else frozenset()
        cjk = written_in_cjk(line)
        rows.append(
            [
                cos[i] - top_cosine if cos is not None else 0.0,
                cos[i] - script_top[cjk] if cos is not None else 0.0,
                cos[i] - best_body if cos is not None else 0.0,
                1.0 / (1 + cos_rank[i]) if i in cos_rank else 0.0,
                cos[0] - top_cosine if cos is not None and memory.has_description else 0.0,
                memory.lexical[i],
                1.0 / (1 + lex_rank[i]) if i in lex_rank and memory.lexical[i] > 0 else 0.0,
                entity,
                1.0 if memory.has_description and i == 0 else 0.0,
                1.0 if i == (1 if memory.has_description else 0) else 0.0,
                i / n,
                math.log(1 + len(line)) / 5,
                1.0 if has_digit else 0.0,
                1.0 if turn.asked & kinds else 0.0,
                1.0 if turn.continuation and memory.is_open[i] else 0.0,
                1.0 if cjk != turn.cjk else 0.0,
                memory.confidence,
                min(1.0, memory.confidence / lead),
                1.0 / (1 + memory.rank),
                1.0 / (1 + memory.retrieval_rank),
                1.0 if memory.below_floor else 0.0,
            ]
        )
    return rows
