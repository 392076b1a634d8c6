"""Writeback: keep only high-signal decisions and outcomes, never chat, never secrets.

Trigger: the agent (or a hook at session end) offers candidate texts.
Why: memory that fills with chatter stops being read; secrets must never reach disk.
Outcome: each candidate is saved through the store (validated, permission-checked, atomic)
or skipped with a reason: trivial, a question, too short, contains a secret, or a
duplicate of an existing memory (term overlap with a retrieved hit) or of another candidate.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from memwell.errors import MemwellError
from memwell.lazy_patterns import lazy_compile
from memwell.memory.statements import provenance_line
from memwell.recall.dedupe import SavedText, duplicate_of
from memwell.recall.digest_lines import clip
from memwell.recall.intent import classify
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import Retriever
from memwell.recall.types import WritebackItem, WritebackResult
from memwell.secrets.scanner import secret_kinds
from memwell.tokens import terms

_DECISION = lazy_compile(
    r"(?i)\b(?:decided|decision|we(?:'ll| will)\s+(?:use|go|keep|switch)|going\s+with|chose|chosen|"
    r"agreed|settled\s+on|picked|rejected)\b|決定|決めた|にする|採用|却下|方針"
)
_OUTCOME = lazy_compile(
    r"(?i)\b(?:root\s+cause|the\s+fix\s+(?:was|is)|fixed|resolved|deployed|released|migrated|"
    r"shipped|turns?\s+out|works\s+now|broke|caused\s+by|completed|finished|learned)\b|"
    r"原因|解決|修正した|直した|完了|判明|リリースした|デプロイした"
)
_PREFERENCE = lazy_compile(
    r"(?i)\b(?:from\s+now\s+on|always|never|prefer|don'?t\s+ever|please\s+(?:always|never)|"
    r"convention|rule)\b|今後|必ず|常に|禁止|好み"
)
SaveFn = Callable[..., Any]  # MemoryStore.save / Harness.remember


def signal_of(text: str) -> str | None:
    """ "decision", "outcome", "preference" or None for low-signal text."""
    if _PREFERENCE.search(text):
        return "preference"
    if _DECISION.search(text):
        return "decision"
    if _OUTCOME.search(text):
        return "outcome"
    return None


_SENTENCE_END = lazy_compile(r"(?<=[.!?。？！])\s*")
_QUESTION_MARKS = ("?", "\uff1f")


def _asks(text: str) -> bool:
    """A question rather than a statement: it ends with a question mark, or every sentence
    that names a decision, outcome or rule is one ("what was my rule for commit messages
    again? Benji asked me too" asks about a rule; it does not state one)."""
    if text.rstrip().endswith(_QUESTION_MARKS):
        return True
    sentences = [part.strip() for part in _SENTENCE_END.split(text) if part.strip()]
    signalled = [sentence for sentence in sentences if signal_of(sentence) is not None]
    return bool(signalled) and all(s.endswith(_QUESTION_MARKS) for s in signalled)


def split_candidates(candidates: str | Sequence[str]) -> list[str]:
    if isinstance(candidates, str):
        lines = [ln.strip() for ln in candidates.splitlines() if ln.strip()]
        if len(lines) > 1 and all(ln.startswith(("- ", "* ")) for ln in lines):
            return [ln[2:].strip() for ln in lines]
        return [candidates.strip()] if candidates.strip() else []
    return [c.strip() for c in candidates if c and c.strip()]


def _slug(text: str) -> str:
    words = [w for w in re.findall(r"[A-Za-z0-9]+", text.lower()) if len(w) > 2][:6]
    if not words:
        cjk = re.sub(r"[^\w]", "", text)[:12]
        return cjk or "note"
    return "_".join(words)[:60]


def _jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


def writeback(
    candidates: str | Sequence[str],
    *,
    policy: MemoryPolicy,
    save: SaveFn,
    exists: Callable[[str], bool],
    retriever: Retriever | None,
    session_id: str | None = None,
    just_saved: Sequence[SavedText] = (),
) -> WritebackResult:
    """Save the high-signal candidates; report what happened to each. `just_saved` are
    the memories saved moments ago (by the model's tools, or an earlier writeback)."""
    items: list[WritebackItem] = []
    accepted_terms: list[set[str]] = []
    recent = list(just_saved)
    for text in split_candidates(candidates):
        short = clip(text, 200)
        if not policy.writeback:
            items.append(WritebackItem(short, "skipped", "writeback is disabled in memory_policy"))
            continue
        kinds = secret_kinds(text)
        if kinds:
            items.append(
                WritebackItem(
                    clip(f"<{len(text)} chars>", 40),
                    "skipped",
                    "contains a secret: " + ", ".join(kinds),
                )
            )
            continue
        if len(text) < policy.writeback_min_chars:
            items.append(WritebackItem(short, "skipped", "too short to be a decision or outcome"))
            continue
        intent = classify(text).intent
        if intent == "casual":
            items.append(WritebackItem(short, "skipped", "trivial chat"))
            continue
        if _asks(text):
            items.append(WritebackItem(short, "skipped", "a question, not a decision or outcome"))
            continue
        signal = signal_of(text)
        if signal is None:
            items.append(
                WritebackItem(short, "skipped", "low signal: no decision, outcome or rule")
            )
            continue
        mine = set(terms(text))
        if any(
            _jaccard(mine, other) >= policy.writeback_dedupe_threshold for other in accepted_terms
        ):
            items.append(WritebackItem(short, "skipped", "duplicate of another candidate"))
            continue
        duplicate = duplicate_of(text, recent, terms)
        if duplicate is None and retriever is not None:
            try:
                for hit in retriever.search(text, 5):
                    theirs = set(terms(hit.description + " " + (hit.body or hit.snippet)))
                    contained = len(mine & theirs) / len(mine) if mine else 0.0
                    if (
                        _jaccard(mine, theirs) >= policy.writeback_dedupe_threshold
                        or contained >= 0.85
                    ):
                        duplicate = hit.name
                        break
            except MemwellError as exc:
                items.append(
                    WritebackItem(short, "skipped", f"could not check for duplicates: {exc}")
                )
                continue
        if duplicate is not None:
            items.append(WritebackItem(short, "skipped", f"duplicate of memory {duplicate!r}"))
            continue
        mem_type = "feedback" if signal == "preference" else "project"
        base = f"{signal}_{_slug(text)}"
        name = base
        n = 2
        while exists(name):
            name = f"{base}_{n}"
            n += 1
        first = re.split(r"(?<=[.!?。])\s+", " ".join(text.split()))[0]
        description = clip(first, 150)
        stamp = datetime.now(UTC).strftime("%Y-%m-%d")
        body = f"{text.strip()}\n\n{provenance_line(session_id, stamp)}\n"
        try:
            save(
                policy.writeback_scope,
                name,
                mem_type,
                description,
                body,
                tags=(signal, "writeback"),
            )
        except MemwellError as exc:
            items.append(WritebackItem(short, "skipped", f"not saved: {exc}"))
            continue
        accepted_terms.append(mine)
        recent.insert(0, SavedText(name, f"{description}\n{text}"))
        items.append(WritebackItem(short, "saved", signal, name=name, scope=policy.writeback_scope))
    return WritebackResult(items=tuple(items))
