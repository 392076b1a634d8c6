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
from datetime import UTC, datetime

from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import RecallHit, Unit
from memwell.recall.types import Digest, DigestItem
from memwell.tokens import terms

_TYPE_WEIGHT = {"feedback": 0.06, "project": 0.05, "user": 0.04, "reference": 0.02}
_OPEN_BOX = re.compile(r"^\s*[-*] \[ \]\s*(.+)$", re.MULTILINE)


def confidence(query: Sequence[Unit], entity_terms: Sequence[str], hit: RecallHit) -> float:
    """Weighted share of the query's units the hit contains (entity names count double)."""
    if not query and not entity_terms:
        return 0.0
    have = set(terms(hit.text))
    entity = set(entity_terms)
    total = covered = 0.0
    for unit in query:
        weight = 2.0 if unit.key in entity else 1.0
        total += weight
        covered += weight * unit.coverage(have)
    for term in entity - {u.key for u in query}:
        total += 2.0
        covered += 2.0 if term in have else 0.0
    score = covered / total if total else 0.0
    if entity and entity <= have:
        # every named entity is in this memory: it is about what the user named
        score = max(score, 0.5)
    return score


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


def item_line(hit: RecallHit, limit: int) -> str:
    """One line for a memory: its description, plus how many checklist items are open."""
    text = hit.description or hit.snippet or hit.body
    open_items = len(_OPEN_BOX.findall(hit.body)) if hit.body else 0
    suffix = f" (open items: {open_items})" if open_items else ""
    base = f"- {hit.name}: {text}"
    if suffix and limit > len(suffix) + 16:
        return clip(base, limit - len(suffix)) + suffix
    return clip(base, limit)


def detail_line(hit: RecallHit, query: Sequence[Unit], limit: int) -> str | None:
    """The body sentence that best matches the query, if it adds something to the line."""
    if not hit.body or not query:
        return None
    wanted = {g for unit in query for g in (*unit.grams, *unit.alts)}
    best: tuple[int, str] | None = None
    for raw in re.split(r"(?<=[.!?。])\s+|\n+", hit.body):
        sentence = raw.strip(" -*#>")
        if len(sentence) < 12 or sentence in hit.description:
            continue
        score = len(wanted & set(terms(sentence)))
        if score and (best is None or score > best[0]):
            best = (score, sentence)
    if best is None:
        return None
    return clip("  > " + best[1], limit)


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
) -> tuple[Digest, float]:
    """Shape `hits` into a bounded digest; returns it with the best confidence seen."""
    now = now or datetime.now(UTC)
    floor = policy.min_confidence if min_confidence is None else min_confidence
    high_signal = {t.lower() for t in policy.high_signal_tags}
    scored: list[tuple[float, float, int, RecallHit]] = []
    best_conf = 0.0
    for rank, hit in enumerate(hits):
        conf = confidence(query, entity_terms, hit) if (query or entity_terms) else 0.5
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
    # --- dedupe: same memory, or a near-identical description ------------------------------
    kept: list[tuple[float, float, RecallHit]] = []
    kept_words: list[frozenset[str]] = []
    seen: set[tuple[str, str]] = set()
    for score, conf, _, hit in scored:
        if len(kept) >= policy.max_memory_items:
            break
        key = (hit.scope, hit.name)
        if key in seen or (conf < floor and not policy.inject_low_confidence):
            continue
        words = frozenset(terms(hit.description))
        if any(_similar(words, other) >= 0.8 for other in kept_words):
            continue
        seen.add(key)
        kept.append((score, conf, hit))
        kept_words.append(words)
    # --- compress and cap ---------------------------------------------------------------------
    # Trigger: always. Why: the prompt budget is fixed however many hits come back.
    # Outcome: at most max_memory_items items in at most max_digest_lines lines.
    lines_left = policy.max_digest_lines - 1  # the header takes one line
    max_items = min(policy.max_memory_items, lines_left)
    chosen = kept[: max(0, max_items)]
    items: list[DigestItem] = []
    body_lines: list[str] = []
    for score, conf, hit in chosen:
        line = item_line(hit, policy.max_line_chars)
        items.append(
            DigestItem(
                name=hit.name,
                scope=hit.scope,
                line=line,
                score=score,
                confidence=conf,
                reasons=(reasons or {}).get(hit.name, ()),
            )
        )
        body_lines.append(line)
    # spare lines go to the most relevant body sentence of the top items
    spare = lines_left - len(body_lines)
    with_details: list[str] = []
    for (_, _, hit), line in zip(chosen, body_lines, strict=True):
        with_details.append(line)
        if spare > 0:
            detail = detail_line(hit, query, policy.max_line_chars)
            if detail:
                with_details.append(detail)
                spare -= 1
    if not items:
        return Digest(items=(), text="", candidates=len(hits)), best_conf
    all_lines = [clip(f"[{header}]", policy.max_line_chars), *with_details]
    text = "\n".join(all_lines)
    # the character cap may still cut whole trailing lines (never an item's own line first)
    while len(text) > policy.max_digest_chars and len(all_lines) > 1:
        dropped = all_lines.pop()
        if not dropped.startswith("  > "):
            items.pop()
        text = "\n".join(all_lines)
    if len(all_lines) <= 1:
        return Digest(items=(), text="", candidates=len(hits)), best_conf
    return Digest(items=tuple(items), text=text, candidates=len(hits)), best_conf
