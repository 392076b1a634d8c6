"""The gate's learned judge: does this rule forbid this call, weighed from what both say.

Trigger: the gate has read a call against the rule memories (`recall.rulebook`) and an
embedder is at hand (the warm service, or a process that loaded the model anyway). A hook
answered in its own process without the service is lexical and never loads the model for
this: there the rule parser's answer stands alone.

Why: the parser stops a call only when it reads the rule's verb in what the call does, and
on worlds nobody tuned on most misses are verbs it does not read (`create_event` books,
`kubectl scale --replicas=0` takes a service down); word tables for them do not transfer.
The judge weighs each (rule clause, call) pair the parser proposes, and each pair where the
rule's object is met but its verb is not, from signals that name no world's words: the
parser's own findings (how the object matched, whether the verb was the rule's own,
exceptions, a sanctioned way that also matches), the call's properties (reads only, goes to
a rehearsal environment, kind of tool), the rule's strength, and cosines from the default
embedder (the rule's sentence against the call rendered as text, the rule's verb words
against the call's tool, program and subcommand, the rule's object phrases against the
call's values). A logistic model over them is fit offline on labelled worlds
(`scripts/train_gate_judge.py`, which refuses evaluation calls) and shipped as
`recall/data/gate_judge.npz`.

Outcome: `review(...)` → the pairs the judge stops (with the rule's own strength) and the
parser's stops it vetoes. Without the weights file or the embedder, nothing changes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from memwell.recall.operations import Operation
from memwell.recall.rule_match import RuleMatch, judge, verbs_of
from memwell.recall.rule_verifier import FEATURES as VERIFIER_FEATURES
from memwell.recall.rule_verifier import features as verifier_features
from memwell.recall.rule_vocab import verb_spans
from memwell.recall.rulebook import RuleSource, resolve

JUDGE_FILE = "gate_judge.npz"
# the parser stops it / only the rule's object is met / a stopping rule of a memory the
# search found for the call, met by neither (the judge's reading by meaning alone)
STAGES = ("matched", "object", "near")
_MAX_VALUES = 6  # call values compared with the rule's objects (the first ones name it)
_VALUE_CHARS = 200
_CALL_CHARS = 600

LEXICAL: tuple[str, ...] = (
    *VERIFIER_FEATURES[:-1],  # the parser's findings about the pair (`recall.rule_verifier`)
    "stage_object",  # only the object matched: the parser did not read the rule's verb
    "stage_near",  # neither verb nor object read: the memory was found by the search
    "permitted",  # the memory's sanctioned way matches the call too
    "strength_ask",
    "call_rehearsal",  # the call goes only to staging, a sandbox, a test send
    "call_mcp",  # a named tool of an MCP server
    "call_shell",  # a command line
    "call_file",  # a file tool (Edit, Write)
)
SEMANTIC: tuple[str, ...] = (
    "cos_sentence",  # the rule's sentence (passage) against the call as text (query)
    "cos_margin",  # that cosine less the best of the call's other candidate rules
    "cos_action",  # the rule's verb words against the call's tool / program / subcommand
    "cos_object",  # the rule's best object phrase against the call's best value
    "object_x_action",  # cos_action when only the object matched (the verb bridge)
    "object_x_sentence",  # cos_sentence when only the object matched
    "near_x_action",
    "near_x_sentence",
    "near_x_object",
)
FEATURES: tuple[str, ...] = (*LEXICAL, *SEMANTIC, "bias")


class Embed:
    """The embedder as the judge uses it: unit vectors, rule texts remembered.

    Why remembered: a warm service judges many calls against the same rules; a rule's
    sentence, verb words and object phrases are embedded once per process."""

    def __init__(self, embedder: Any) -> None:
        self.embedder = embedder
        self._documents: dict[str, Any] = {}

    @property
    def name(self) -> str:
        return str(getattr(self.embedder, "name", ""))

    def documents(self, texts: Sequence[str]) -> Any:
        import numpy as np

        missing = [t for t in dict.fromkeys(texts) if t not in self._documents]
        if missing:
            vectors = _unit(np.atleast_2d(np.asarray(self.embedder.embed_documents(missing))))
            self._documents.update(zip(missing, vectors, strict=True))
        return np.array([self._documents[t] for t in texts]) if texts else np.zeros((0, 1))

    def query(self, text: str) -> Any:
        import numpy as np

        return _unit(np.atleast_2d(np.asarray(self.embedder.embed_query(text))))[0]


@dataclass(frozen=True, slots=True)
class Candidate:
    """One (rule clause, call operation) pair the judge weighs."""

    source: RuleSource
    match: RuleMatch  # with the rule as parsed (its verbs not granted)
    stage: str  # one of STAGES
    permitted: bool


@dataclass(frozen=True, slots=True)
class Judge:
    """A fitted logistic model over `FEATURES`, with one threshold per stage."""

    weights: tuple[float, ...]  # over the standardized row: (row - center) / scale
    center: tuple[float, ...]
    scale: tuple[float, ...]
    keep_threshold: float  # a parser's stop below it is vetoed
    add_threshold: float  # an object-only pair at or above it stops the call
    near_threshold: float  # a pair found by meaning alone at or above it stops the call
    trained_on: str = ""
    embedder: str = ""

    def probability(self, row: Sequence[float]) -> float:
        import math

        z = sum(
            w * (x - c) / s
            for w, x, c, s in zip(self.weights, row, self.center, self.scale, strict=True)
        )
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def stops(self, stage: str, probability: float) -> bool:
        threshold = {
            "matched": self.keep_threshold,
            "object": self.add_threshold,
            "near": self.near_threshold,
        }[stage]
        return probability >= threshold


def save(judge_: Judge, path: Path) -> None:
    import numpy as np

    meta = {
        "features": list(FEATURES),
        "keep_threshold": judge_.keep_threshold,
        "add_threshold": judge_.add_threshold,
        "near_threshold": judge_.near_threshold,
        "trained_on": judge_.trained_on,
        "embedder": judge_.embedder,
    }
    with path.open("wb") as out:
        np.savez(
            out,
            weights=np.asarray(judge_.weights),
            center=np.asarray(judge_.center),
            scale=np.asarray(judge_.scale),
            meta=np.array(json.dumps(meta)),
        )


def load(path: Path) -> Judge:
    """A judge read back; ValueError when it was fit over other features."""
    import numpy as np

    with np.load(path, allow_pickle=False) as data:
        meta = json.loads(str(data["meta"]))
        weights = tuple(float(w) for w in data["weights"])
        center = tuple(float(c) for c in data["center"])
        scale = tuple(float(s) for s in data["scale"])
    if meta.get("features") != list(FEATURES) or not (
        len(weights) == len(center) == len(scale) == len(FEATURES)
    ):
        raise ValueError(f"{path.name} was fit over other features: run train_gate_judge.py")
    return Judge(
        weights,
        center,
        scale,
        float(meta["keep_threshold"]),
        float(meta["add_threshold"]),
        float(meta["near_threshold"]),
        str(meta.get("trained_on", "")),
        str(meta.get("embedder", "")),
    )


@lru_cache(maxsize=1)
def packaged() -> Judge | None:
    """The judge shipped with the package, or None (then the parser decides alone)."""
    try:
        return load(Path(__file__).parent / "data" / JUDGE_FILE)
    except (OSError, ValueError, KeyError, ImportError):
        return None


def candidates(
    sources: Iterable[RuleSource],
    operations: Sequence[Operation],
    grounding: Any = None,
    *,
    near: frozenset[tuple[str, str]] = frozenset(),
) -> list[Candidate]:
    """The pairs to weigh: every stop the parser makes, every stopping rule whose object
    the call meets while its verb is not read, and every other stopping rule of the
    memories in `near` ((scope, name) of the search's hits for the call). Read-only
    operations are left out of the last two: reading is not what such a rule forbids.
    Cheap: the parser's own matcher and the gate's one search, no model."""
    out: list[Candidate] = []
    for source in sources:
        is_near = (source.scope, source.name) in near
        text = f"{source.description}\n{source.text}"
        rules = source.rules()
        matches = [
            m for op in operations for r in rules if (m := judge(r, op, text, grounding or {}))
        ]
        kept, _ = resolve(matches)
        permits = [m for m in matches if m.rule.strength == "allow"]
        matched = {(id(m.rule), id(m.operation)) for m in matches}
        for match in kept:
            out.append(Candidate(source, match, "matched", _permitted(match, permits)))
        for rule in rules:
            if rule.strength not in ("no-go", "ask") or rule.commands:
                continue
            for op in operations:
                if op.read_only or (id(rule), id(op)) in matched:
                    continue
                granted = replace(rule, verbs=rule.verbs | verbs_of(op))
                found = judge(granted, op, text, grounding or {})
                if found is not None:
                    found = replace(found, rule=rule)
                    out.append(Candidate(source, found, "object", _permitted(found, permits)))
                elif is_near:
                    found = RuleMatch(rule, op, 0.0, "by meaning", "")
                    out.append(Candidate(source, found, "near", False))
    return out


def _permitted(match: RuleMatch, permits: Sequence[RuleMatch]) -> bool:
    return any(p.operation is match.operation and p.score >= match.score for p in permits)


def call_text(tool: str | None, tool_input: Any) -> str:
    """The call rendered as text, as the embedder reads it."""
    if tool is None:
        return str(tool_input)[:_CALL_CHARS]
    body = tool_input if isinstance(tool_input, str) else json.dumps(tool_input, ensure_ascii=False)
    return f"{tool} {body}"[:_CALL_CHARS]


def action_text(op: Operation) -> str:
    """What the call does in its own terms: a tool's name, or a program and its subcommand
    and flags (not its arguments' values)."""
    if op.tool_words:
        return op.tool_words.removeprefix("mcp ")
    words = [w for w in op.source.split()[:8] if w.startswith("-") or not _is_value(w, op)]
    return " ".join(words[:5]) or op.source[:60]


def _is_value(word: str, op: Operation) -> bool:
    return any(word == v or word.endswith(v) for v in op.values if len(v) > 2) or "/" in word


def rule_action(text: str) -> str:
    """The rule sentence's verb words (what it forbids doing), or the sentence."""
    words = [text[a:b] for a, b in verb_spans(text)]
    return " ".join(dict.fromkeys(words)) or text


def rows(
    found: Sequence[Candidate],
    the_call: str,
    embed: Embed | None,
) -> list[list[float]]:
    """Each candidate's features, in the order of `FEATURES` (semantic ones 0 without
    `embed`)."""
    lexical = [_lexical(c) for c in found]
    if embed is None or not found:
        return [row + [0.0] * len(SEMANTIC) + [1.0] for row in lexical]
    query = embed.query(the_call)
    sentences = embed.documents([c.match.rule.text for c in found])
    cos_sentence = sentences @ query
    best = float(cos_sentence.max())
    out = []
    for i, cand in enumerate(found):
        rule, op = cand.match.rule, cand.match.operation
        verb_vec = embed.documents([rule_action(rule.text), action_text(op)])
        cos_action = float(verb_vec[0] @ verb_vec[1])
        phrases = [" ".join(p) for p in (*rule.objects, *rule.targets)] or [rule.text]
        values = [v[:_VALUE_CHARS] for v in op.values[:_MAX_VALUES]] or [op.source[:_VALUE_CHARS]]
        cos_object = float((embed.documents(phrases) @ embed.documents(values).T).max())
        object_stage = 1.0 if cand.stage == "object" else 0.0
        near_stage = 1.0 if cand.stage == "near" else 0.0
        sentence = float(cos_sentence[i])
        out.append(
            lexical[i]
            + [
                sentence,
                sentence - best,
                cos_action,
                cos_object,
                object_stage * cos_action,
                object_stage * sentence,
                near_stage * cos_action,
                near_stage * sentence,
                near_stage * cos_object,
                1.0,
            ]
        )
    return out


def _lexical(cand: Candidate) -> list[float]:
    op = cand.match.operation
    return [
        *verifier_features(cand.match)[:-1],
        1.0 if cand.stage == "object" else 0.0,
        1.0 if cand.stage == "near" else 0.0,
        1.0 if cand.permitted else 0.0,
        1.0 if cand.match.rule.strength == "ask" else 0.0,
        1.0 if op.rehearsal else 0.0,
        1.0 if op.tool_words else 0.0,
        1.0 if not op.tool_words and not op.described and " " in op.source.strip() else 0.0,
        1.0 if "file" in op.kinds else 0.0,
    ]


@dataclass(frozen=True, slots=True)
class Review:
    """What the judge says of one call's pairs."""

    stops: tuple[Candidate, ...]  # pairs the parser did not stop and it does
    vetoed: tuple[Candidate, ...]  # the parser's stops it lets through


def review(
    found: Sequence[Candidate],
    the_call: str,
    embed: Embed,
    model: Judge,
) -> Review:
    """Weigh every pair; the call's verdict is then the parser's, less the vetoes, plus
    the judge's own stops."""
    stops, vetoed = [], []
    for cand, row in zip(found, rows(found, the_call, embed), strict=True):
        stopped = model.stops(cand.stage, model.probability(row))
        if cand.stage != "matched" and stopped:
            stops.append(cand)
        elif cand.stage == "matched" and not stopped:
            vetoed.append(cand)
    return Review(tuple(stops), tuple(vetoed))


def reviewer(
    embedder: Any,
    the_call: str,
    *,
    grounding: Any = None,
    near: frozenset[tuple[str, str]] = frozenset(),
    model: Judge | None = None,
) -> Review_ | None:
    """The judge as the rule check's second opinion (`rulebook.check_rules(review=...)`),
    or None without an embedder or shipped weights: then the parser decides alone."""
    judge_ = model if model is not None else packaged()
    if embedder is None or judge_ is None:
        return None
    embed = shared_embed(embedder)

    def second_opinion(
        sources: Sequence[RuleSource], operations: Sequence[Operation]
    ) -> tuple[Callable[[RuleSource, RuleMatch], bool], list[tuple[RuleSource, RuleMatch]]]:
        found = candidates(sources, operations, grounding, near=near)
        said = review(found, the_call, embed, judge_)
        vetoed = {_key(c.source, c.match) for c in said.vetoed}
        added: dict[tuple[str, str, str], tuple[RuleSource, RuleMatch]] = {}
        for cand in said.stops:
            why = f"judged: {cand.match.why}" if cand.match.why else "judged by meaning"
            added.setdefault(
                (cand.source.scope, cand.source.name, cand.match.rule.text),
                (cand.source, replace(cand.match, why=why)),
            )
        return (lambda s, m: _key(s, m) in vetoed), list(added.values())

    return second_opinion


Review_ = Callable[
    [Sequence[RuleSource], Sequence[Operation]],
    tuple[Callable[[RuleSource, RuleMatch], bool], list[tuple[RuleSource, RuleMatch]]],
]
_EMBED: list[Embed] = []  # the process's one, for its embedder


def shared_embed(embedder: Any) -> Embed:
    """The process's `Embed` for `embedder`: a warm service (one embedder) remembers the
    rules' vectors across calls; another embedder replaces it."""
    if not _EMBED or _EMBED[0].embedder is not embedder:
        _EMBED[:] = [Embed(embedder)]
    return _EMBED[0]


def _key(source: RuleSource, match: RuleMatch) -> tuple[Any, ...]:
    op = match.operation
    return (source.scope, source.name, match.rule.text, op.source, op.verbs, op.values)


def _unit(matrix: Any) -> Any:
    import numpy as np

    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return matrix / norms
