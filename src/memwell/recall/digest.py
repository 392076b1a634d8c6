"""Memory shaping: retrieve → rank → dedupe → value each statement → a bounded digest.

Raw hits are never injected. Each hit gets a confidence (how much of the query it
covers, entity names weighing double, or by meaning), a rank score (confidence, retriever
order, recency, pinned and high-signal tags, type), and near-duplicates are dropped. The
candidates are the confident hits (at most `max_memory_items`) and the retriever's first
few that fall under the floor. Every statement of every candidate then gets one value,
comparable across memories: how likely it is to hold what the turn asks
(`recall.line_value`, a logistic regression fitted on labelled worlds). The digest is
filled by value: the best statements first, a memory's first statement shown becomes its
item line and the next ones are indented under it, until the caps are reached:
`max_memory_items` items, `max_digest_lines` lines (header included) and
`max_digest_chars` characters, with every line at most `max_line_chars` long.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from memwell.lazy_patterns import lazy_compile
from memwell.memory.statements import Statement
from memwell.recall.answer_kinds import asked_kinds, stated_kinds
from memwell.recall.answer_lines import LexicalLineScorer, LineScorer
from memwell.recall.currency import Standing, standings
from memwell.recall.dedupe import Carried
from memwell.recall.item_confidence import (
    confidence,
    hit_key,
    semantic_confidence,
    statements_of,
    written_in_cjk,
)
from memwell.recall.line_value import MemoryReading, TurnReading, features, packaged_weights
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import RecallHit, Unit
from memwell.recall.types import Digest, DigestItem
from memwell.tokens import normalize, terms

_TYPE_WEIGHT = {"feedback": 0.06, "project": 0.05, "user": 0.04, "reference": 0.02}
_OPEN_BOX = lazy_compile(r"^\s*[-*] \[ \]\s*(.+)$", re.MULTILINE)
# a hit under the confidence floor is still a candidate when the retriever ranked it this
# high: its statements compete by value (a question in the other language, or in words
# the memory does not use, leaves the memory that answers it under the floor)
LOW_CONFIDENCE_POOL = 3
# added to a line value (0..1) for what the digest must show first (`_with_priorities`);
# a constant, not a setting: it is the digest's contract, not a tuning knob
PRIORITY = 1.0
_REPLACES_NOTE = lazy_compile(r"current; replaces [^;]+")


def clip(text: str, limit: int) -> str:
    """`text` on one line, at most `limit` characters (an ellipsis marks a cut)."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    return flat[: max(0, limit - 1)].rstrip() + "…"


def _recency(updated: datetime | None, now: datetime, half_life_days: float) -> float:
    if updated is None:
        return 0.0
    age_days = max(0.0, (now - updated).total_seconds() / 86400)
    return math.pow(0.5, age_days / max(half_life_days, 0.001))


def _similar(wa: frozenset[str], wb: frozenset[str]) -> float:
    if not wa or not wb:
        return 0.0
    return len(wa & wb) / len(wa | wb)


def _open_suffix(hit: RecallHit) -> str:
    open_items = len(_OPEN_BOX.findall(hit.body)) if hit.body else 0
    return f" (open items: {open_items})" if open_items else ""


def fitted(prefix: str, statement: Statement | str, limit: int) -> str:
    """`prefix` and the statement on one line of at most `limit` characters. A statement
    that does not fit with its heading context is shown without it first: the context
    says what the statement is about (the item's name says it too), the statement's
    own words are what answers, and clipping them cuts the fact off."""
    room = limit - len(prefix)
    text = statement.shown if isinstance(statement, Statement) else statement
    if isinstance(statement, Statement) and len(" ".join(text.split())) > room:
        text = statement.text
    if room < 2:  # no room for the statement: the prefix itself is cut
        return clip(prefix + text, limit)
    return prefix + clip(text, room)


def item_line(hit: RecallHit, answer: Statement | str, note: str, limit: int) -> str:
    """One line for a memory: its name, its standing (superseded / current / conflict), the
    statement that answers the turn, and how many checklist items are open. A statement
    that does not fit after a long "current; replaces …" note is shown after "current"
    alone (the replaced memory, when shown, says "superseded by" this one)."""
    line = _item_line(hit, answer, note, limit)
    short = _REPLACES_NOTE.sub("current", note)
    if line.endswith("…") and short != note:
        return _item_line(hit, answer, short, limit)
    return line


def _item_line(hit: RecallHit, answer: Statement | str, note: str, limit: int) -> str:
    label = f"{hit.name} ({note})" if note else hit.name
    suffix = _open_suffix(hit)
    if suffix and limit > len(suffix) + 16:
        return fitted(f"- {label}: ", answer, limit - len(suffix)) + suffix
    return fitted(f"- {label}: ", answer, limit)


DETAIL_PREFIX = "  > "


def detail_line(statement: Statement | str, limit: int) -> str:
    """A further statement of the item above, indented under it."""
    room = limit - len(DETAIL_PREFIX)
    return fitted(DETAIL_PREFIX, statement, limit) if room > 1 else DETAIL_PREFIX[:limit]


@dataclass(frozen=True, slots=True)
class _Candidate:
    hit: RecallHit
    score: float
    conf: float
    statements: list[Statement]
    lines: list[str]  # each statement as shown (with its heading context)
    texts: list[str]  # each statement's own words (what the session's context may hold)
    retrieval_rank: int
    below_floor: bool


@dataclass(frozen=True, slots=True)
class _Chosen:
    candidate: _Candidate
    answer: int  # the statement on the item's own line
    further: list[int]  # the statements indented under it, in memory order

    @property
    def hit(self) -> RecallHit:
        return self.candidate.hit


def _rank(
    hits: Sequence[RecallHit],
    policy: MemoryPolicy,
    query: Sequence[Unit],
    entity_terms: Sequence[str],
    now: datetime,
    semantic: dict[tuple[str, str], float],
) -> tuple[list[tuple[float, float, int, RecallHit]], float]:
    high_signal = {t.lower() for t in policy.high_signal_tags}
    scored: list[tuple[float, float, int, RecallHit]] = []
    best_conf = 0.0
    for rank, hit in enumerate(hits):
        conf = confidence(query, entity_terms, hit) if (query or entity_terms) else 0.5
        # a memory that shares no word with the turn may still answer it (another language)
        conf = max(conf, semantic.get(hit_key(hit), 0.0))
        best_conf = max(best_conf, conf)
        tagged = any(t.lower() in high_signal for t in hit.tags)
        score = (
            0.6 * conf
            + 0.15 / (1 + rank)
            + 0.1 * _recency(hit.updated, now, policy.recency_half_life_days)
            + (0.05 if hit.pinned else 0.0)
            + (0.05 if tagged else 0.0)
            + _TYPE_WEIGHT.get(hit.type, 0.0)
        )
        scored.append((score, conf, rank, hit))
    scored.sort(key=lambda s: (-s[0], s[2]))
    return scored, best_conf


def _replaced(standing: dict[tuple[str, str], Standing], hit: RecallHit) -> tuple[str, ...]:
    found = standing.get(hit_key(hit))
    return found.replaces if found is not None else ()


def _current_first(
    kept: list[_Candidate], standing: dict[tuple[str, str], Standing]
) -> list[_Candidate]:
    """A superseded memory never leads its successor: the successor moves just above it."""
    order = list(kept)
    for chosen in list(order):
        successor = standing.get(hit_key(chosen.hit), Standing()).superseded_by
        if not successor:
            continue
        old_at = order.index(chosen)
        for new_at, other in enumerate(order):
            if other.hit.name == successor and new_at > old_at:
                order.insert(old_at, order.pop(new_at))
                break
    return order


def build_digest(
    hits: Sequence[RecallHit],
    policy: MemoryPolicy,
    *,
    query: Sequence[Unit] = (),
    entity_terms: Sequence[str] = (),
    header: str = "Relevant memory",
    now: datetime | None = None,
    min_confidence: float | None = None,
    reasons: dict[str, tuple[str, ...]] | None = None,
    query_text: str = "",
    line_scorer: LineScorer | None = None,
    carried: Carried | None = None,
    prefer_rules: bool = False,
    continuation: bool = False,
) -> tuple[Digest, float]:
    """Shape `hits` into a bounded digest; returns it with the best confidence seen.

    `query_text` and `line_scorer` choose which statements of each memory answer the turn
    (lexical without a scorer); `carried` is what this session's context already holds
    (the always-on profile): a memory whose answering statement is there is not repeated.
    `prefer_rules` (a turn that asks for a change or a run): the statements the gate's
    rule model reads as rules of the memory come first, since they govern the action.
    `continuation` (the turn picks up earlier work): the statements that say what is not
    done yet ("Open:", "still", "未完了") answer it, whatever words it shares with them.
    """
    now = now or datetime.now(UTC)
    floor = policy.min_confidence if min_confidence is None else min_confidence
    scorer = line_scorer or LexicalLineScorer()
    carried = carried or Carried()
    semantic = semantic_confidence(hits, scorer, query_text) if query_text else {}
    asked = asked_kinds(query_text)  # a date, an amount, an address... (often nothing)
    scored, best_conf = _rank(hits, policy, query, entity_terms, now, semantic)
    standing = standings([h for _, _, _, h in scored[: policy.retrieve_limit]])
    # Trigger: a retrieved decision is replaced by another retrieved memory. Why: the
    # turn's words may match the old one better (it is what people remember), yet the
    # current one answers. Outcome: the successor is as confident as what it replaces.
    conf_of = {hit.name: conf for _, conf, _, hit in scored}
    scored = [
        (score, max([conf, *(conf_of.get(n, 0.0) for n in _replaced(standing, hit))]), rank, hit)
        for score, conf, rank, hit in scored
    ]
    # --- candidates: the confident hits and the retriever's first few, deduplicated ---------
    candidates: list[_Candidate] = []
    kept_words: list[frozenset[str]] = []
    seen: set[tuple[str, str]] = set()
    skipped_carried: list[str] = []
    confident = 0
    for score, conf, rank, hit in scored:
        key = hit_key(hit)
        low = conf < floor and not policy.inject_low_confidence
        if low and conf <= 0:
            continue  # nothing of the turn in it, by words or by meaning
        if key in seen or (
            rank >= LOW_CONFIDENCE_POOL if low else confident >= policy.max_memory_items
        ):
            continue
        words = frozenset(terms(hit.description))
        # two versions of one decision are alike by design: not duplicates of each other
        if key not in standing and any(_similar(words, other) >= 0.8 for other in kept_words):
            continue
        seen.add(key)
        if key in carried.memories:
            # Trigger: the session's context (the always-on profile) already carries this
            # memory. Why: saying it twice spends the budget a different memory could use.
            # Outcome: left out, and named.
            skipped_carried.append(hit.name)
            continue
        found = statements_of(hit)
        lines = [st.shown for st in found]
        texts = [st.text for st in found]
        candidates.append(_Candidate(hit, score, conf, found, lines, texts, rank, low))
        kept_words.append(words)
        confident += not low
    if not confident:
        # nothing is confident: the turn is not about what the store holds, and nothing is
        # injected (a hit under the floor only competes beside a confident one)
        candidates = []
    values = _values(
        candidates,
        scorer,
        query_text,
        query,
        TurnReading(
            asked=asked,
            entity_terms=frozenset(entity_terms),
            continuation=continuation,
            cjk=written_in_cjk(query_text),
        ),
    )
    values = [
        _with_priorities(c, v, continuation=continuation, change=prefer_rules)
        for c, v in zip(candidates, values, strict=True)
    ]
    answered = [
        bool(c.lines) and carried.holds(c.texts[max(_shown_at(c), key=values[k].__getitem__)])
        for k, c in enumerate(candidates)
    ]
    for k, c in enumerate(candidates):
        if answered[k]:
            # Trigger: the statement that answers best is already in the session's context.
            # Why: the model has it. Outcome: the memory is left out, and named.
            skipped_carried.append(c.hit.name)
    values = [v if not answered[k] else [] for k, v in enumerate(values)]
    chosen = _by_value(candidates, values, standing, carried, policy, header)
    # --- lines --------------------------------------------------------------------------------
    notes = [standing.get(hit_key(pick.hit), Standing()).note for pick in chosen]
    all_lines = [clip(f"[{header}]", policy.max_line_chars)]
    items: list[DigestItem] = []
    for pick, note in zip(chosen, notes, strict=True):
        c = pick.candidate
        line = item_line(
            c.hit,
            c.statements[pick.answer] if c.statements else c.hit.name,
            note,
            policy.max_line_chars,
        )
        items.append(
            DigestItem(
                name=c.hit.name,
                scope=c.hit.scope,
                line=line,
                score=c.score,
                confidence=c.conf,
                reasons=(reasons or {}).get(c.hit.name, ()),
                note=note,
            )
        )
        all_lines.append(line)
        all_lines += [detail_line(c.statements[i], policy.max_line_chars) for i in pick.further]
    if not items:
        return Digest(items=(), text="", candidates=len(hits), carried=tuple(skipped_carried)), (
            best_conf
        )
    return (
        Digest(
            items=tuple(items),
            text="\n".join(all_lines),
            candidates=len(hits),
            scorer=getattr(scorer, "last_used", scorer.name),
            carried=tuple(skipped_carried),
        ),
        best_conf,
    )


def _values(
    candidates: Sequence[_Candidate],
    scorer: LineScorer,
    query_text: str,
    query: Sequence[Unit],
    turn: TurnReading,
) -> list[list[float]]:
    """Each candidate statement's value (`recall.line_value`): the probability that it
    holds what the turn asks, comparable across memories."""
    lexical = LexicalLineScorer()
    readings: list[MemoryReading] = []
    for rank, c in enumerate(candidates):
        sims = scorer.similarities(query_text, c.lines, c.hit.description) if c.lines else []
        readings.append(
            MemoryReading(
                lines=c.lines,
                cosines=sims,
                lexical=lexical.score(query_text, query, c.lines),
                is_open=[turn.continuation and "open" in stated_kinds(t) for t in c.lines],
                has_description=_has_description(c),
                confidence=c.conf,
                rank=rank,
                retrieval_rank=c.retrieval_rank,
                below_floor=c.below_floor,
            )
        )
    top = 0.0
    script_top = [0.0, 0.0]
    for reading in readings:
        if reading.cosines is None:  # no model: no cosine anywhere
            break
        for cosine, line in zip(reading.cosines, reading.lines, strict=True):
            top = max(top, cosine)
            script = int(written_in_cjk(line))
            script_top[script] = max(script_top[script], cosine)
    lead = max((c.conf for c in candidates), default=0.0)
    weights = packaged_weights()
    return [
        [
            weights.value(row, model=reading.cosines is not None)
            for row in features(turn, reading, top, lead, (script_top[0], script_top[1]))
        ]
        for reading in readings
    ]


def _shown_at(candidate: _Candidate) -> range:
    """The statements that may be shown: all but the description of a memory with a body
    (the item's name says what the memory is about; the body says what answers)."""
    return range(1 if _has_description(candidate) else 0, len(candidate.lines))


def _with_priorities(
    candidate: _Candidate, values: list[float], *, continuation: bool, change: bool
) -> list[float]:
    """`values` with two priorities that are the digest's contract, not a likelihood.

    Trigger: a turn that picks up earlier work, or one that asks for a change or a run.
    Why: "where were we on X" shares X with every line of X's memory, and what answers is
    what was left open ("Open:", "still", "未完了"); before a change, the rule that governs
    it is what the model must see, whatever else the memory says. Outcome: on a
    continuation the statements marked open gain PRIORITY; on a change, the memory's
    most valuable rule does (so it is the item's line), when the memory is confident."""
    if not values or not (continuation or change):
        return values
    out = list(values)
    if continuation:
        for i, text in enumerate(candidate.lines):
            if "open" in stated_kinds(text):
                out[i] += PRIORITY
    if change and not candidate.below_floor:
        rules = [
            i
            for i, is_rule in enumerate(_rule_statements(candidate.hit, candidate.texts))
            if is_rule
        ]
        if rules:
            out[max(rules, key=values.__getitem__)] += PRIORITY
    return out


def _has_description(candidate: _Candidate) -> bool:
    """Whether the candidate's first statement is its description, with a body below it
    (then the description is never shown: the item's name says what the memory is about,
    and the body says what answers)."""
    hit = candidate.hit
    return bool((hit.description or hit.snippet).strip()) and len(candidate.lines) > 1


def _by_value(
    candidates: Sequence[_Candidate],
    values: Sequence[Sequence[float]],
    standing: dict[tuple[str, str], Standing],
    carried: Carried,
    policy: MemoryPolicy,
    header: str,
) -> list[_Chosen]:
    """The digest's items and lines, filled by statement value.

    Trigger: always. Why: the prompt budget is fixed (items, lines, characters) however
    many hits come back, and the statement that answers may be the lead memory's third or
    a weaker memory's first: one value comparable across memories decides. Outcome: the
    statements are taken best first (never one the context already holds, never the
    description of a memory with a body), and lines left free are filled, since a line
    left empty answers nothing; a memory's first becomes its item line (while fewer than
    `max_memory_items` items are shown), its next ones further lines under it; each must
    fit under `max_digest_lines` and `max_digest_chars`. Items keep the rank order, a
    current decision just above the one it replaces."""
    limit = policy.max_line_chars
    ranked = sorted(
        (
            (value, k, i)
            for k, c in enumerate(candidates)
            for i, value in enumerate(values[k])
            if i in _shown_at(c) and not carried.holds(c.texts[i])
        ),
        key=lambda e: (-e[0], e[1], e[2]),
    )

    lines_left = policy.max_digest_lines - 1  # the header takes one line
    chars = len(clip(f"[{header}]", limit))
    picked: dict[int, list[int]] = {}
    for _, k, i in ranked:
        if sum(len(p) for p in picked.values()) >= lines_left:
            break
        c = candidates[k]
        if k in picked:
            cost = 1 + len(detail_line(c.statements[i], limit))
        elif len(picked) < policy.max_memory_items:
            note = standing.get(hit_key(c.hit), Standing()).note
            cost = 1 + len(item_line(c.hit, c.statements[i], note, limit))
        else:
            continue
        if chars + cost > policy.max_digest_chars:
            continue
        picked.setdefault(k, []).append(i)
        chars += cost
    _with_successors(picked, candidates, values, standing, policy)
    at = {id(candidates[k]): k for k in picked}
    order = _current_first([candidates[k] for k in sorted(picked)], standing)
    return [_Chosen(c, picked[at[id(c)]][0], sorted(picked[at[id(c)]][1:])) for c in order]


def _with_successors(
    picked: dict[int, list[int]],
    candidates: Sequence[_Candidate],
    values: Sequence[Sequence[float]],
    standing: dict[tuple[str, str], Standing],
    policy: MemoryPolicy,
) -> None:
    """`picked` (in place) with the current decision of every superseded memory shown.

    Trigger: a memory replaced by another candidate is shown, its successor is not. Why:
    the old decision alone reads as the current one. Outcome: the successor is shown with
    its most valuable statement, in the place of the least valuable further line when the
    lines are full, or of the superseded memory itself when the items are."""
    by_name = {c.hit.name: k for k, c in enumerate(candidates)}
    for k in list(picked):
        successor = by_name.get(
            standing.get(hit_key(candidates[k].hit), Standing()).superseded_by or ""
        )
        if successor is None or successor in picked or not list(_shown_at(candidates[successor])):
            continue
        best = max(_shown_at(candidates[successor]), key=values[successor].__getitem__)
        further = [(values[j][i], j, i) for j, p in picked.items() for i in p[1:]]
        full = sum(len(p) for p in picked.values()) >= policy.max_digest_lines - 1
        if len(picked) >= policy.max_memory_items or (full and not further):
            del picked[k]
        elif full:
            _, j, i = min(further)
            picked[j].remove(i)
        picked[successor] = [best]


def _rule_statements(hit: RecallHit, texts: list[str]) -> list[bool]:
    """Which statements state one of the memory's rules (a prohibition, a confirmation,
    or the sanctioned way), as `recall.rules` reads them - the same reading the
    pre-execution gate acts on."""
    from memwell.recall.rules import parse_rules  # change and run turns only

    rules = parse_rules(hit.body, hit.name, aliases=hit.aliases, description=hit.description)
    found = [_comparable(r.text) for r in rules if r.strength != "advisory"]
    # the rule reader reads NFKC text (full-width brackets and digits folded), the
    # statements are as written: both are compared folded, or a Japanese rule with a
    # bracket in it never finds its own line
    return [any(t and t in _comparable(text) for t in found) for text in texts]


def _comparable(text: str) -> str:
    return " ".join(normalize(text).split())
