"""Memory shaping: retrieve → rank → dedupe → compress → a bounded digest.

Raw hits are never injected. Each hit gets a confidence (how much of the query it
covers, entity names weighing double), a rank score (confidence, retriever order,
recency, pinned and high-signal tags, type), near-duplicates are dropped, and each
survivor is compressed to one line. The digest then honours three hard caps at once:
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
from memwell.recall.answer_kinds import asked_kinds, with_asked_kinds, with_open_first
from memwell.recall.answer_lines import LexicalLineScorer, LineScorer
from memwell.recall.currency import Standing, standings
from memwell.recall.dedupe import Carried
from memwell.recall.item_confidence import (
    confidence,
    hit_key,
    semantic_confidence,
    statements_of,
)
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import RecallHit, Unit
from memwell.recall.types import Digest, DigestItem
from memwell.tokens import normalize, terms

_TYPE_WEIGHT = {"feedback": 0.06, "project": 0.05, "user": 0.04, "reference": 0.02}
_OPEN_BOX = lazy_compile(r"^\s*[-*] \[ \]\s*(.+)$", re.MULTILINE)
# a further statement of a memory is shown only if it answers at least this share as
# well as the memory's best one (otherwise it is the memory's other business)
EXTRA_LINE_SHARE = 1 / 3
# added to a rule statement's score when the turn asks for a change or a run: a rule that
# governs the action outranks a statement that merely shares its words
RULE_BONUS = 0.5
# spare lines: the lead item may show this many further statements, a strong item one,
# a weak item (confidence under STRONG_SHARE of the lead's) none
FIRST_ITEM_EXTRAS = 3
STRONG_SHARE = 0.75
# an item under this share of the lead's confidence gives its line up to the lead's
# further statements (`_room_for_the_lead`)
WEAK_SHARE = 0.6


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
    statement that answers the turn, and how many checklist items are open."""
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
class _Chosen:
    hit: RecallHit
    score: float
    conf: float
    statements: list[Statement]
    lines: list[str]  # each statement as shown (with its heading context)
    texts: list[str]  # each statement's own words (what the session's context may hold)
    line_scores: list[float]
    # what the further lines are chosen by: the line scores without the rule bonus on a
    # change turn (the item's own line is its governing rule; the spare lines go to what
    # answers the turn), the same scores otherwise
    extra_scores: list[float]
    answer: int  # index into lines of the statement shown on the item's own line


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


def _current_first(kept: list[_Chosen], standing: dict[tuple[str, str], Standing]) -> list[_Chosen]:
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
    # --- dedupe: same memory, a near-identical description, or already in the context -------
    kept: list[_Chosen] = []
    kept_words: list[frozenset[str]] = []
    seen: set[tuple[str, str]] = set()
    skipped_carried: list[str] = []
    for score, conf, _, hit in scored:
        if len(kept) >= policy.max_memory_items:
            break
        key = hit_key(hit)
        if key in seen or (conf < floor and not policy.inject_low_confidence):
            continue
        words = frozenset(terms(hit.description))
        # two versions of one decision are alike by design: not duplicates of each other
        if key not in standing and any(_similar(words, other) >= 0.8 for other in kept_words):
            continue
        seen.add(key)
        found = statements_of(hit)
        lines = [st.shown for st in found]
        texts = [st.text for st in found]
        line_scores = _line_scores(scorer, query_text, query, hit, lines)
        # Trigger: the turn asks for a kind of thing (a price, a date, a phone number).
        # Why: the line stating one answers, though others share as many words. Outcome:
        # such lines score KIND_BONUS higher (recall.answer_kinds).
        line_scores = with_asked_kinds(query_text, texts, line_scores, asked)
        if continuation:
            # Trigger: the turn picks up earlier work. Why: "where were we on X" shares X
            # with every line of X's memory; what answers is what was left open. Outcome:
            # the statements marked open ("Open:", "still", "未完了") come first.
            line_scores = with_open_first(lines, line_scores)
        asked_scores = line_scores
        if prefer_rules and lines:
            # Trigger: a change or a run. Why: a rule of the memory governs the action, so
            # it is the item's line; but every rule outranking every other line let a
            # memory's rules take the spare lines too, and the line that answers what the
            # turn asks (the subject prefix, the script to run) lost its place. Outcome:
            # the bonus chooses the item's line; further lines go by the turn's own scores.
            line_scores = _with_rules_first(hit, texts, line_scores)
        answer = max(range(len(lines)), key=lambda i: (line_scores[i], -i)) if lines else 0
        answered = bool(lines) and line_scores[answer] > 0 and carried.holds(texts[answer])
        if key in carried.memories or answered:
            # Trigger: the session's context (the always-on profile) already carries this
            # memory or the statement that answers the turn. Why: saying it twice spends
            # the budget a different memory could use. Outcome: left out, and named.
            skipped_carried.append(hit.name)
            continue
        fresh = [i for i in range(len(lines)) if not carried.holds(texts[i])]
        if fresh and answer not in fresh:  # show what the context does not have yet
            answer = max(fresh, key=lambda i: (line_scores[i], -i))
        kept.append(
            _Chosen(hit, score, conf, found, lines, texts, line_scores, asked_scores, answer)
        )
        kept_words.append(words)
    # --- compress and cap ---------------------------------------------------------------------
    # Trigger: always. Why: the prompt budget is fixed however many hits come back.
    # Outcome: at most max_memory_items items in at most max_digest_lines lines.
    lines_left = policy.max_digest_lines - 1  # the header takes one line
    chosen = _current_first(kept, standing)[: max(0, min(policy.max_memory_items, lines_left))]
    chosen = _room_for_the_lead(chosen, standing, carried, lines_left)
    extras = _extra_lines(chosen, standing, carried, lines_left - len(chosen))
    notes = [standing.get(hit_key(pick.hit), Standing()).note for pick in chosen]
    heads = [
        item_line(
            pick.hit,
            pick.statements[pick.answer] if pick.statements else pick.hit.name,
            note,
            policy.max_line_chars,
        )
        for pick, note in zip(chosen, notes, strict=True)
    ]
    all_lines = [clip(f"[{header}]", policy.max_line_chars)]
    extras = _filled(chosen, extras, carried, [*all_lines, *heads], policy)
    items: list[DigestItem] = []
    for index, pick in enumerate(chosen):
        note, line = notes[index], heads[index]
        items.append(
            DigestItem(
                name=pick.hit.name,
                scope=pick.hit.scope,
                line=line,
                score=pick.score,
                confidence=pick.conf,
                reasons=(reasons or {}).get(pick.hit.name, ()),
                note=note,
            )
        )
        all_lines.append(line)
        all_lines += [detail_line(pick.statements[i], policy.max_line_chars) for i in extras[index]]
    if not items:
        return Digest(items=(), text="", candidates=len(hits), carried=tuple(skipped_carried)), (
            best_conf
        )
    text = "\n".join(all_lines)
    # the character cap may still cut whole trailing lines (never an item's own line first)
    while len(text) > policy.max_digest_chars and len(all_lines) > 1:
        dropped = all_lines.pop()
        if not dropped.startswith(DETAIL_PREFIX):
            items.pop()
        text = "\n".join(all_lines)
    if len(all_lines) <= 1:
        items, text = [], ""
    return (
        Digest(
            items=tuple(items),
            text=text,
            candidates=len(hits),
            scorer=getattr(scorer, "last_used", scorer.name),
            carried=tuple(skipped_carried),
        ),
        best_conf,
    )


def _line_scores(
    scorer: LineScorer, query_text: str, query: Sequence[Unit], hit: RecallHit, lines: list[str]
) -> list[float]:
    """Each statement's score; the description (the first statement) scores 0 when the
    body has statements of its own.

    Trigger: a memory with a body. Why: the description says what the memory is about,
    so it is close to any turn about that subject (with the model its cosine is the
    memory's highest in most turns, and the body's lines, scored against it, then look
    too weak for a second line); the fact asked for is in the body. Outcome: the body's
    statements are scored among themselves, and the description is the item's line only
    when none of them answers at all (a memory that is a description and nothing else)."""
    if not lines:
        return []
    has_head = bool((hit.description or hit.snippet).strip())
    if not has_head or len(lines) == 1:
        return scorer.score(query_text, query, lines, hit.description)
    return [0.0, *scorer.score(query_text, query, lines[1:], hit.description)]


def _with_rules_first(hit: RecallHit, lines: list[str], scores: list[float]) -> list[float]:
    """`scores` with `RULE_BONUS` added to each statement that states one of the memory's
    rules (a prohibition, a confirmation, or the sanctioned way), as `recall.rules` reads
    them - the same reading the pre-execution gate acts on."""
    from memwell.recall.rules import parse_rules  # change and run turns only

    rules = parse_rules(hit.body, hit.name, aliases=hit.aliases, description=hit.description)
    texts = [_comparable(r.text) for r in rules if r.strength != "advisory"]
    # the rule reader reads NFKC text (full-width brackets and digits folded), the
    # statements are as written: both are compared folded, or a Japanese rule with a
    # bracket in it never finds its own line
    shown = [_comparable(line) for line in lines]
    return [
        score + (RULE_BONUS if any(t and t in line for t in texts) else 0.0)
        for line, score in zip(shown, scores, strict=True)
    ]


def _comparable(text: str) -> str:
    return " ".join(normalize(text).split())


def _room_for_the_lead(
    chosen: list[_Chosen],
    standing: dict[tuple[str, str], Standing],
    carried: Carried,
    lines_left: int,
) -> list[_Chosen]:
    """`chosen` without its weakest items while the lead needs their lines.

    Trigger: the items fill the line cap before the most confident item has shown its
    further answering statements. Why: a line of the lead (the likeliest answer) is worth
    more than the single line of an item far less confident, whose line is mostly its
    other business. Outcome: items under WEAK_SHARE of the lead's confidence are dropped,
    least confident first, until the lead has room for FIRST_ITEM_EXTRAS more lines; an
    item the lead replaces or is replaced by stays (it says which one is current)."""
    if len(chosen) < 2:
        return chosen
    top = max(range(len(chosen)), key=lambda i: (chosen[i].conf, -i))
    lead = chosen[top]
    answering = sum(
        1
        for i, value in enumerate(lead.extra_scores)
        if i != lead.answer and value > 0 and not carried.holds(lead.texts[i])
    )
    want = min(FIRST_ITEM_EXTRAS, answering)
    related = set(standing.get(hit_key(lead.hit), Standing()).replaces)
    related.add(standing.get(hit_key(lead.hit), Standing()).superseded_by or "")
    kept = list(chosen)
    droppable = sorted(
        (c for c in kept if c is not lead and c.hit.name not in related),
        key=lambda c: c.conf,
    )
    for weak in droppable:
        if lines_left - len(kept) >= want or weak.conf >= WEAK_SHARE * lead.conf:
            break
        kept.remove(weak)
    return kept


def _extra_lines(
    chosen: Sequence[_Chosen],
    standing: dict[tuple[str, str], Standing],
    carried: Carried,
    spare: int,
) -> list[list[int]]:
    """Which further statements each item shows, in memory order: the spare lines go to the
    statements that answer best across all items (item confidence x line score), a
    superseded memory's at half weight, never one the context already holds.

    Trigger: lines are left under the 8-line cap. Why: the most confident item is the
    likeliest answer, and its second or third statement is often the one that answers
    (with the model its best statement holds the fact in 55-65% of the development
    worlds' cases, one of its best three in 85%); a weak item's further lines are mostly
    its other business. Outcome: the lead (the most confident item) may show
    FIRST_ITEM_EXTRAS more (any statement that answers at all: its best ones are
    where the fact is), a strong item one more, a weak item (confidence under
    STRONG_SHARE of the lead's) only its own line; lines still left after that go to the
    best remaining statements of any item that answer at least EXTRA_LINE_SHARE as well
    as its best."""
    wanted: list[tuple[float, int, int, bool]] = []
    # the lead is the most confident item (usually the first; ranking also weighs recency)
    top = max(range(len(chosen)), key=lambda i: (chosen[i].conf, -i)) if chosen else 0
    lead = max(chosen[top].conf, 0.05) if chosen else 0.0
    for index, pick in enumerate(chosen):
        scores = pick.extra_scores
        # the item's own line may be a rule the turn's words do not reach (score 0)
        best = (scores[pick.answer] or max(scores)) if scores else 0.0
        if best <= 0:
            continue
        weight = 0.5 if standing.get(hit_key(pick.hit), Standing()).superseded_by else 1.0
        for i, value in enumerate(scores):
            if i == pick.answer or value <= 0 or carried.holds(pick.texts[i]):
                continue
            # below the share, a statement is shown only within the lead's allowance
            strong = value >= EXTRA_LINE_SHARE * best
            wanted.append((weight * max(pick.conf, 0.05) * value, index, i, strong))
    wanted.sort(key=lambda w: -w[0])
    picked: list[list[int]] = [[] for _ in chosen]
    allowed = [
        FIRST_ITEM_EXTRAS if index == top else int(max(pick.conf, 0.05) >= STRONG_SHARE * lead)
        for index, pick in enumerate(chosen)
    ]
    left = max(0, spare)
    # first within each item's allowance, then whatever is left, best first
    for capped in (True, False):
        for _, index, i, strong in wanted:
            if left <= 0:
                break
            if i in picked[index] or (capped and len(picked[index]) >= allowed[index]):
                continue
            if not strong and (index != top or not capped):
                continue
            picked[index].append(i)
            left -= 1
    return [sorted(p) for p in picked]


def _filled(
    chosen: Sequence[_Chosen],
    picked: list[list[int]],
    carried: Carried,
    shown: Sequence[str],
    policy: MemoryPolicy,
) -> list[list[int]]:
    """`picked` with the lines still free under both caps given to the most confident
    items' further statements.

    Trigger: lines and characters are left once every statement that answers has its
    place. Why: a statement that shares no word with the turn scores 0 and was never shown
    (without the model, every line of a memory in the other language; with it, the line the
    model ranks last in its memory), though its memory is the one the turn is about, and a
    line left empty answers nothing. Outcome: the free lines go to the statements not yet
    shown of the most confident item (best score first, then memory order; never its
    description or what the context holds), then of the next, down to items under
    STRONG_SHARE of the lead's confidence, which get none; no line is added that would
    break `max_digest_lines` or `max_digest_chars`."""
    if not chosen:
        return picked
    limit = policy.max_line_chars
    out = [list(p) for p in picked]
    lines = len(shown) + sum(len(p) for p in out)
    chars = len("\n".join(shown)) + sum(
        1 + len(detail_line(chosen[i].statements[j], limit)) for i, p in enumerate(out) for j in p
    )
    lead = max(max(pick.conf for pick in chosen), 0.05)
    order = sorted(range(len(chosen)), key=lambda i: (-chosen[i].conf, i))
    for index in order:
        pick = chosen[index]
        if max(pick.conf, 0.05) < STRONG_SHARE * lead:
            break
        first = 1 if len(pick.statements) > 1 else 0  # the description says what it is about
        rest = sorted(
            (
                i
                for i in range(first, len(pick.statements))
                if i != pick.answer and i not in out[index] and not carried.holds(pick.texts[i])
            ),
            key=lambda i: (-pick.extra_scores[i], i),
        )
        for i in rest:
            if lines >= policy.max_digest_lines:
                return [sorted(p) for p in out]
            cost = 1 + len(detail_line(pick.statements[i], limit))
            if chars + cost > policy.max_digest_chars:
                continue
            out[index].append(i)
            lines, chars = lines + 1, chars + cost
    return [sorted(p) for p in out]
