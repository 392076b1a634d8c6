"""Does a rule that matched a call really forbid it: the gate's second stage.

Trigger: `recall.rulebook` found a rule whose verb class and object the call meets
(`recall.rule_match.judge`); before that match stops the call, the verifier weighs it.

Why: the structured matcher is built for recall: it fires when the call's words could be
what the rule names. On worlds nobody tuned on that stops benign calls as often as it stops
rule-breaking ones (a rule about one branch, host or person met by a call to another; a rule
about deleting met by a read; a rule whose words are common in the store). Tables of words do
not transfer, so the second stage decides from features of the pair that do not depend on the
vocabulary: how the match was made, whether the verb was the rule's own or only implied, how
much of the rule's object and sentence the call shows, whether the rule names concrete
identifiers the call does not, whether the call only reads. A logistic model over them is fit
on the development sets (`benchmarks/gate_verifier.py --write` writes its weights to
`recall/data/gate_verifier.json`; checked by leave-one-world-out cross-validation). No
weights are shipped: the cross-validation did not show it helping (docs/recall.md), so
today every match the matcher proposes stands.

Outcome: `verify(match, verifier)` → the probability the match is a real stop, and
`keeps(...)` → whether it stays a finding. The verifier is fail-closed: when its weights
cannot be read, every match stays (the gate then stops as the matcher says, never goes).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from memwell.lazy_patterns import lazy_compile
from memwell.recall.operations import index_strings
from memwell.recall.rule_match import RuleMatch, term_matches
from memwell.recall.rule_terms import CJK, IDENTIFIER
from memwell.recall.rule_vocab import fold, keys_of

VERIFIER_FILE = "gate_verifier.json"
_HOWS = ("command", "path", "named", "tool", "typed", "grounded", "unknown", "amount", "subject")
# an identifier in a rule's sentence that names one thing: a path, a dotted, hyphenated or
# underscored name, a backticked command, a name mixing letters and digits
_SPECIFIC = lazy_compile(r"`|[./_@#:-]|[A-Za-z]\d|\d[A-Za-z]")
_WORD = lazy_compile(r"[A-Za-z][A-Za-z0-9]{2,}|[\u3040-\u30ff\u3400-\u9fff々ー]{2,}")

FEATURES: tuple[str, ...] = (
    *(f"how_{h}" for h in _HOWS),
    "verb_own",  # the call does the rule's verb itself, not only something that implies it
    "verb_any",  # the rule forbids any access ("never touch"), not one verb class
    "call_reads_only",  # the call only reads what the rule is about
    "object_share",  # how much of the rule's best object phrase the call's values show
    "sentence_share",  # how many of the rule sentence's content words the call shows
    "ids_absent",  # the rule names concrete identifiers and the call names none of them
    "ids_present",  # the call names one of the identifiers the rule's sentence names
    "object_in_prose",  # the rule's object is met only inside free text the call carries
    "object_in_part",  # only as a part of a longer name (`cragdesk` in `cragdesk_staging`)
    "strength_never",
    "has_condition",
    "has_target",
    "has_exception",
    "japanese_rule",
    "call_described",  # an action said in words, not a tool call
    "bias",
)


@dataclass(frozen=True, slots=True)
class Verifier:
    """A fitted logistic model over `FEATURES` and the probability a stop needs."""

    weights: tuple[float, ...]
    threshold: float
    trained_on: str = ""

    def probability(self, features: tuple[float, ...]) -> float:
        z = sum(w * x for w, x in zip(self.weights, features, strict=True))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def to_dict(self) -> dict[str, Any]:
        return {
            "features": list(FEATURES),
            "weights": [round(w, 6) for w in self.weights],
            "threshold": self.threshold,
            "trained_on": self.trained_on,
        }


def from_dict(data: Any) -> Verifier:
    """A verifier read back; ValueError when it was fit over other features."""
    if not isinstance(data, dict) or list(data.get("features", ())) != list(FEATURES):
        raise ValueError("the verifier's weights were fit over other features")
    weights = tuple(float(w) for w in data["weights"])
    return Verifier(weights, float(data["threshold"]), str(data.get("trained_on", "")))


@lru_cache(maxsize=1)
def packaged() -> Verifier | None:
    """The verifier shipped with the package, or None (then every match stays)."""
    try:
        # the package's own directory, as facts.py reads its sources: importlib.resources
        # would cost a gated hook ~5 ms of imports (tempfile, shutil, bz2, lzma, random)
        raw = (Path(__file__).parent / "data" / VERIFIER_FILE).read_text("utf-8")
        return from_dict(json.loads(raw))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def features(match: RuleMatch) -> tuple[float, ...]:
    """The pair's features, in the order of `FEATURES`."""
    rule, operation = match.rule, match.operation
    values = [fold(v) for v in (*operation.values, *operation.kinds, operation.tool_words)]
    call_text = " ".join((*values, fold(operation.source)))
    call_keys = _keys(call_text)
    own_verbs = rule.verbs & operation.verbs
    best_object = max(
        (_share(p, call_keys, call_text) for p in (*rule.objects, *rule.targets)), default=0.0
    )
    sentence_words = _content_words(rule.text)
    sentence_share = (
        sum(_hit(w, call_keys, call_text) for w in sentence_words) / len(sentence_words)
        if sentence_words
        else 0.0
    )
    ids = _identifiers(rule.text)
    present = [i for i in ids if i in call_text]
    row = [1.0 if match.how == h else 0.0 for h in _HOWS]
    row += [
        1.0 if own_verbs else 0.0,
        1.0 if "access" in rule.verbs else 0.0,
        1.0 if operation.verbs <= {"read"} else 0.0,
        best_object,
        sentence_share,
        1.0 if ids and not present else 0.0,
        1.0 if present else 0.0,
        *_where_met(match),
        1.0 if rule.strength == "no-go" else 0.0,
        1.0 if rule.condition else 0.0,
        1.0 if rule.targets else 0.0,
        1.0 if rule.unless or rule.via else 0.0,
        1.0 if CJK.search(rule.text) else 0.0,
        1.0 if operation.described else 0.0,
        1.0,
    ]
    return tuple(row)


def verify(match: RuleMatch, verifier: Verifier | None = None) -> float | None:
    """The probability that `match` is a real stop; None without a verifier."""
    model = verifier if verifier is not None else packaged()
    if model is None:
        return None
    return model.probability(features(match))


def keeps(match: RuleMatch, verifier: Verifier | None = None) -> bool:
    """Whether the match stays a stop (fail-closed: no verifier keeps every match)."""
    model = verifier if verifier is not None else packaged()
    if model is None:
        return True
    return model.probability(features(match)) >= model.threshold


def _where_met(match: RuleMatch) -> tuple[float, float]:
    """Where the call shows the rule's object: (only in prose, only as a part of a name).

    Why: a message that mentions "scores" does not send the scores, and the database
    `cragdesk_staging` is not `cragdesk`: a term met only inside a sentence the call
    carries, or only as one part of a longer identifier whose other part qualifies it,
    is weaker evidence than a value that is the thing."""
    phrases = match.rule.objects or match.rule.targets
    values = match.operation.values
    met = [  # (term, a value it is met in)
        (term, value)
        for phrase in phrases
        for term in phrase
        for value in values
        if term_matches(term, *_value_index(value))
    ]
    if not met:
        return 0.0, 0.0
    prose_only = all(len(value.split()) >= _PROSE_WORDS for _, value in met)
    part_only = not any(CJK.search(term) or fold(term) in _tokens(value) for term, value in met)
    return (1.0 if prose_only else 0.0), (1.0 if part_only else 0.0)


_PROSE_WORDS = 4


@lru_cache(maxsize=4096)
def _value_index(value: str) -> tuple[frozenset[str], tuple[str, ...]]:
    return index_strings((value,))


@lru_cache(maxsize=4096)
def _tokens(value: str) -> frozenset[str]:
    """A value's whole tokens and path segments, folded, with their singulars."""
    out: set[str] = set()
    for token in _SEGMENT.split(fold(value)):
        token = token.strip(".,;:!?")
        if token:
            out |= {token, token.rstrip("s"), token.split(".")[0]}
    return frozenset(out)


_SEGMENT = lazy_compile(r"[\s/\\\"'`,;()\[\]{}<>=|#@]+")


def _keys(text: str) -> frozenset[str]:
    out: set[str] = set()
    for word in _WORD.findall(text):
        out |= keys_of(word)
    return frozenset(out)


def _hit(term: str, keys: frozenset[str], text: str) -> bool:
    if CJK.search(term):
        return term in text or bool({k for k in keys_of(term) if k.startswith("@")} & keys)
    return bool(keys_of(term) & keys) or (len(term) >= 5 and term in text)


def _share(phrase: tuple[str, ...], keys: frozenset[str], text: str) -> float:
    return sum(_hit(fold(t), keys, text) for t in phrase) / len(phrase) if phrase else 0.0


@lru_cache(maxsize=4096)
def _content_words(sentence: str) -> tuple[str, ...]:
    """The sentence's words long enough to name something (short ones are grammar)."""
    words = [fold(w) for w in _WORD.findall(sentence)]
    return tuple(dict.fromkeys(w for w in words if len(w) >= 4 or CJK.search(w)))


@lru_cache(maxsize=4096)
def _identifiers(sentence: str) -> tuple[str, ...]:
    found = []
    for match in IDENTIFIER.finditer(CJK.sub(" ", sentence)):
        token = fold(match.group(0).strip("`")).rstrip(".,;:/")
        if (
            len(token) >= 3
            and _SPECIFIC.search(match.group(0))
            and token[:1].isalnum() | (token[:1] in "~/.")
        ):
            found.append(token.lstrip("~"))
    return tuple(dict.fromkeys(found))
