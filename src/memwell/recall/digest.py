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
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from memwell.memory.statements import Statement
from memwell.recall.answer_kinds import asked_kinds, stated_kinds
from memwell.recall.answer_lines import LexicalLineScorer, LineScorer
from memwell.recall.currency import Standing, standings
from memwell.recall.dedupe import Carried
from memwell.recall.digest_lines import clip, focused, item_line, memory_lines
from memwell.recall.item_confidence import (
    SEMANTIC_TOP,
    confidence,
    hit_key,
    semantic_confidence,
    statements_of,
    written_in_cjk,
)
from memwell.recall.line_value import MemoryReading, TurnReading, features, packaged_weights
from memwell.recall.past_turn import asks_about_past, older_last
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import RecallHit, Unit
from memwell.recall.rule_strengths import STOPPING, rule_strengths
from memwell.recall.types import Digest, DigestItem
from memwell.tokens import terms

_TYPE_WEIGHT = {"feedback": 0.06, "project": 0.05, "user": 0.04, "reference": 0.02}
# a hit under the confidence floor is still a candidate when the retriever ranked it this
# high: its statements compete by value (a question in the other language, or in words
# the memory does not use, leaves the memory that answers it under the floor)
LOW_CONFIDENCE_POOL = 3
# a confident hit this close to the turn by meaning is a candidate past `max_memory_items`
# (`SEMANTIC_TOP`: the memory holding the statement closest to the turn in its script)
MEANING_LEAD = SEMANTIC_TOP
# confident hits past `max_memory_items` that are still candidates (the fill shows at most
# `max_memory_items` of them, chosen by their statements' values)
CANDIDATE_ROOM = 2
# added to a line value (0..1) for what the digest must show first (`_with_priorities`);
# a constant, not a setting: it is the digest's contract, not a tuning knob
PRIORITY = 1.0


def _recency(updated: datetime | None, now: datetime, half_life_days: float) -> float:
    if updated is None:
        return 0.0
    age_days = max(0.0, (now - updated).total_seconds() / 86400)
    return math.pow(0.5, age_days / max(half_life_days, 0.001))


def _similar(wa: frozenset[str], wb: frozenset[str]) -> float:
    if not wa or not wb:
        return 0.0
    return len(wa & wb) / len(wa | wb)


@dataclass(frozen=True, slots=True)
class _Candidate:
    hit: RecallHit
    score: float
    conf: float
    statements: list[Statement]  # as shown (a long one cut to what the turn asks about)
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


def _successor(standing: dict[tuple[str, str], Standing], hit: RecallHit) -> str:
    """The name of the retrieved memory that replaces `hit` ("" when none does)."""
    found = standing.get(hit_key(hit))
    return (found.superseded_by or "") if found is not None else ""


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
    past = asks_about_past(query_text)
    # the two rules for a replaced decision on a turn about the past act with the model
    # only: without it they gained one development turn and lost three, each a Japanese
    # "…だっけ" ("what was it again?") read as the past, where the older decision took the
    # line of the answer valued by words alone
    past_pair = past and getattr(scorer, "last_used", scorer.name) != LexicalLineScorer.name
    if past_pair:
        # Trigger: a turn that asks how things were, and a retrieved decision replaced by
        # another retrieved memory. Why: the older way is what it asks about, yet the
        # turn's words may be the current one's. Outcome: the replaced decision is as
        # confident as its successor (never more than the best confidence seen, so the
        # recall decision cannot move), and so a candidate `_with_predecessors` can show.
        scored = [
            (score, max(conf, conf_of.get(_successor(standing, hit), 0.0)), rank, hit)
            for score, conf, rank, hit in scored
        ]
    # --- candidates: the confident hits and the retriever's first few, deduplicated ---------
    candidates: list[_Candidate] = []
    kept_words: list[frozenset[str]] = []
    seen: set[tuple[str, str]] = set()
    skipped_carried: list[str] = []
    confident = 0
    # Trigger: a candidate decision is replaced by a hit past the item cap. Why: the old
    # decision was shown "superseded by" a memory the digest never showed ("how much is a
    # じゃじゃ麺 now?" got the old price alone). Outcome: the successor stays a candidate;
    # the fill still shows at most that many items.
    successors: set[str] = set()
    for score, conf, rank, hit in scored:
        key = hit_key(hit)
        low = conf < floor and not policy.inject_low_confidence
        if low and conf <= 0:
            continue  # nothing of the turn in it, by words or by meaning
        # Trigger: the memory closest to the turn by meaning (in its script) ranks past the
        # first `max_memory_items` confident hits. Why: a memory sharing one common word
        # with the turn gets half its words' confidence (0.5) and outranks the one whose
        # statement says what was asked in other words or the other language (0.45 at
        # most by meaning). Outcome: it stays a candidate; the line value decides whether
        # any of its statements is shown, and the fill still shows at most that many items.
        capped = (
            confident >= policy.max_memory_items + CANDIDATE_ROOM
            and semantic.get(key, 0.0) < MEANING_LEAD
            and hit.name not in successors
        )
        if key in seen or (rank >= LOW_CONFIDENCE_POOL if low else capped):
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
        # what is shown of a statement too long for its line: the parts the turn asks about
        room = policy.max_line_chars - len(f"- {hit.name}: ")
        shown = [focused(st, query, room) for st in found]
        candidates.append(_Candidate(hit, score, conf, shown, lines, texts, rank, low))
        if successor := standing.get(key, Standing()).superseded_by:
            successors.add(successor)
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
    scored_by = getattr(scorer, "last_used", scorer.name)  # the model, or its fallback
    by_model = scored_by != LexicalLineScorer.name  # see `_with_priorities`, its `turn`
    lead = max((c.conf for c in candidates), default=0.0)
    values = [
        _with_priorities(
            c,
            v,
            continuation=continuation,
            change=prefer_rules,
            turn=(query_text, query) if by_model and c.conf < lead else None,
        )
        for c, v in zip(candidates, values, strict=True)
    ]
    answered = [_answered_by_context(c, values[k], carried) for k, c in enumerate(candidates)]
    for k, c in enumerate(candidates):
        if answered[k]:
            # Trigger: the statement that answers best is already in the session's context.
            # Why: the model has it. Outcome: the memory is left out, and named.
            skipped_carried.append(c.hit.name)
    values = [v if not answered[k] else [] for k, v in enumerate(values)]
    if not past:
        # Trigger: a candidate decision is replaced by another candidate, on a turn that
        # does not ask how things were. Why: the old way's lines took the lines the
        # current way's rules and details needed. Outcome: its statements come last, and
        # the successor's best is worth what the old one's best was.
        values = older_last(
            values,
            [standing.get(hit_key(c.hit), Standing()).superseded_by for c in candidates],
            [c.hit.name for c in candidates],
            [_shown_at(c) for c in candidates],
        )
    chosen = _by_value(candidates, values, standing, carried, policy, header, past=past_pair)
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
        laid_out = memory_lines(
            line,
            [c.statements[i] for i in pick.further],
            policy.max_line_chars,
            c.statements[pick.answer] if c.statements else None,
        )
        items.append(
            DigestItem(
                name=c.hit.name,
                scope=c.hit.scope,
                line=laid_out[0],
                score=c.score,
                confidence=c.conf,
                reasons=(reasons or {}).get(c.hit.name, ()),
                note=note,
            )
        )
        all_lines += laid_out
    if not items:
        return Digest(items=(), text="", candidates=len(hits), carried=tuple(skipped_carried)), (
            best_conf
        )
    return (
        Digest(
            items=tuple(items),
            text="\n".join(all_lines),
            candidates=len(hits),
            scorer=scored_by,
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
    candidate: _Candidate,
    values: list[float],
    *,
    continuation: bool,
    change: bool,
    turn: tuple[str, Sequence[Unit]] | None = None,
) -> list[float]:
    """`values` with two priorities that are the digest's contract, not a likelihood.

    Trigger: a turn that picks up earlier work, or one that asks for a change or a run.
    Why: "where were we on X" shares X with every line of X's memory, and what answers is
    what was left open ("Open:", "still", "未完了"); before a change, the rule that governs
    it is what the model must see, whatever else the memory says. Outcome: on a
    continuation the statements marked open gain PRIORITY; on a change, the memory's
    most valuable rule does (so it is the item's line), when the memory is confident and,
    given the `turn` (text, units: a memory less confident than the lead, with the model),
    the rule shares a word with it."""
    if not values or not (continuation or change):
        return values
    out = list(values)
    if continuation:
        for i, text in enumerate(candidate.lines):
            if "open" in stated_kinds(text):
                out[i] += PRIORITY
    if change and not candidate.below_floor:
        strengths = rule_strengths(candidate.hit, candidate.texts)
        # Trigger: the memory states rules that stop (never, ask first) and rules that
        # allow ("is fine", OK). Why: before a change, what must be seen first is what
        # forbids it or needs the user's word; an allowed way lets the action through
        # whatever the model reads ("forward the guest register" was shown "anonymised
        # statistics may be shared" in place of "never let passport numbers out").
        # Outcome: the most valuable stopping rule gains the priority; an allowing rule
        # only when the memory states none.
        stops = [i for i, strength in enumerate(strengths) if strength in STOPPING]
        rules = stops or [i for i, strength in enumerate(strengths) if strength]
        governing = max(rules, key=values.__getitem__) if rules else None
        # Trigger: a memory less confident than the lead states a rule that shares no word
        # with the turn. Why: most memories of a store state some "never", and every
        # confident memory's rule took an item line ahead of any further line: "design a
        # monthly backup check routine for nas01" was shown "never push to main" and two
        # more unrelated rules, not nas01's "Nightly backup with rclone to b2:seto-jobs".
        # Outcome: that rule competes by value like any statement; the lead memory's rule,
        # and a rule that names something of the turn, keep the priority.
        if governing is not None and (
            turn is None or _shares_words(turn, candidate.lines[governing])
        ):
            out[governing] += PRIORITY
    return out


def _shares_words(turn: tuple[str, Sequence[Unit]], line: str) -> bool:
    """Whether `line` holds any of the turn's units (the lexical line score is not 0)."""
    return LexicalLineScorer().score(turn[0], turn[1], [line])[0] > 0


# a statement at least this likely to hold what the turn needs (`recall.line_value`) is an
# answer of its own: more likely than not
ANSWERS_ALONE = 0.5


def _answered_by_context(candidate: _Candidate, values: Sequence[float], carried: Carried) -> bool:
    """Whether the session's context already answers the turn from this memory.

    Trigger: the memory's most valuable statement is in the session's context (the
    always-on profile). Why: the model has it; but the profile carries a long memory only
    in part (its cap), and a memory's rules answer a change turn beside the line valued
    first ("Routine status mails ... cc harada" after "Never send a client's invoice...",
    which the profile held): leaving the whole memory out lost the statement the context
    does not hold. Outcome: left out only when none of its statements the context lacks
    is likely to answer on its own (value under ANSWERS_ALONE); otherwise those compete
    as any other statements (the carried ones are never repeated)."""
    shown = list(_shown_at(candidate))
    if not candidate.lines or not shown or not values:
        return False
    if not carried.holds(candidate.texts[max(shown, key=values.__getitem__)]):
        return False
    missing = [values[i] for i in shown if not carried.holds(candidate.texts[i])]
    return max(missing, default=0.0) < ANSWERS_ALONE


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
    *,
    past: bool = False,
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
    current decision just above the one it replaces. A shown superseded decision brings
    its successor; on a turn about the past (`past`), a shown successor brings the
    decision it replaced."""
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
    header_chars = len(clip(f"[{header}]", limit))
    picked: dict[int, list[int]] = {}
    shape: dict[int, tuple[int, int]] = {}  # each memory's (lines, characters with newlines)
    heads: dict[int, str] = {}  # each memory's item line, once its first statement is taken
    for _, k, i in ranked:
        c = candidates[k]
        if k not in picked and (
            len(picked) >= policy.max_memory_items
            or sum(n for n, _ in shape.values()) >= lines_left  # a new item needs a line
        ):
            continue
        chosen = [*picked.get(k, []), i]
        head = heads.get(k) or item_line(
            c.hit, c.statements[i], standing.get(hit_key(c.hit), Standing()).note, limit
        )
        rendered = memory_lines(
            head, [c.statements[j] for j in sorted(chosen[1:])], limit, c.statements[chosen[0]]
        )
        tried = (len(rendered), sum(1 + len(line) for line in rendered))
        others = [v for key, v in shape.items() if key != k]
        if sum(n for n, _ in others) + tried[0] > lines_left:
            continue
        if header_chars + sum(n for _, n in others) + tried[1] > policy.max_digest_chars:
            continue
        picked[k], shape[k], heads[k] = chosen, tried, head
    _with_successors(picked, candidates, values, standing, policy)
    if past:
        _with_predecessors(picked, candidates, values, standing, policy)
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
        # no values: the session's context (the profile) holds the successor's answer
        if successor is None or successor in picked or not values[successor]:
            continue
        best = max(_shown_at(candidates[successor]), key=values[successor].__getitem__)
        if len(picked) >= policy.max_memory_items:
            del picked[k]
        picked[successor] = [best]
        # the least valuable further lines make room (the superseded memory itself, when
        # it has none left to give)
        while (
            _lines_used(picked, candidates, standing, policy.max_line_chars)
            > policy.max_digest_lines - 1
        ):
            further = [(values[j][i], j, i) for j, p in picked.items() for i in p[1:]]
            if further:
                _, j, i = min(further)
                picked[j].remove(i)
            elif k in picked:
                del picked[k]
            else:
                break


def _with_predecessors(
    picked: dict[int, list[int]],
    candidates: Sequence[_Candidate],
    values: Sequence[Sequence[float]],
    standing: dict[tuple[str, str], Standing],
    policy: MemoryPolicy,
) -> None:
    """`picked` (in place) with the replaced decision of every shown successor, for a turn
    that asks how things were.

    Trigger: on a turn about the past, a current decision is shown and the candidate it
    replaced is not. Why: the question is about the older way ("昔は銀行振込でも払って
    もらえたよね？今もいける？"), and the current one alone answers only its second half; the
    older memory's lines, valued by words the turn shares with both, lost their room to
    other memories. Outcome: the replaced decision is shown with its most valuable
    statement, in the place of the least valuable further line when the lines are full,
    or of the least valuable other item when the items are."""
    by_name = {c.hit.name: k for k, c in enumerate(candidates)}
    for k, candidate in enumerate(candidates):
        successor = by_name.get(
            standing.get(hit_key(candidate.hit), Standing()).superseded_by or ""
        )
        shown = list(_shown_at(candidate))
        # no values: the session's context (the profile) holds its answer
        if successor not in picked or k in picked or not values[k] or not shown:
            continue
        if len(picked) >= policy.max_memory_items:
            others = [j for j in picked if j != successor]
            if not others:
                continue
            del picked[min(others, key=lambda j: max(values[j][i] for i in picked[j]))]
        picked[k] = [max(shown, key=values[k].__getitem__)]
        while (
            _lines_used(picked, candidates, standing, policy.max_line_chars)
            > policy.max_digest_lines - 1
        ):
            further = [(values[j][i], j, i) for j, p in picked.items() for i in p[1:]]
            if not further:
                del picked[k]
                break
            _, j, i = min(further)
            picked[j].remove(i)


def _lines_used(
    picked: dict[int, list[int]],
    candidates: Sequence[_Candidate],
    standing: dict[tuple[str, str], Standing],
    limit: int,
) -> int:
    """The digest lines `picked` takes (its header aside), as `memory_lines` lays out each
    memory's item line and further statements."""
    total = 0
    for k, chosen in picked.items():
        c = candidates[k]
        note = standing.get(hit_key(c.hit), Standing()).note
        head = item_line(c.hit, c.statements[chosen[0]], note, limit)
        total += len(
            memory_lines(
                head, [c.statements[j] for j in sorted(chosen[1:])], limit, c.statements[chosen[0]]
            )
        )
    return total
