"""The evidence rule: does a quoted message support a candidate's statement?

One rule for every candidate, whether deterministic rules or a model proposed it:

1. the quote is verbatim text of the cited message (case and runs of whitespace
   ignored), and
2. at least `GROUNDED_MIN` of the statement's content words occur in the quote (the
   speaker's name counts as present: "I moved" supports "Caroline moved").

Content words are the index's word tokens (`index.query.words`) minus its stop words,
folded by a light suffix rule so "moved"/"moves"/"moving" meet. A model candidate that
fails the rule is dropped before it reaches the inbox; the LoCoMo benchmark reports the
share of candidates that pass it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from memwell.tokens import STOPWORDS, stem, words

# Trigger: checking a candidate against its quote. Why: a statement may rephrase the quote
# ("I'm" -> "Caroline is") but must not add claims the quote does not make. Outcome: a
# statement with more than a fifth of its content words absent from the quote is unsupported.
GROUNDED_MIN = 0.8

# words a rephrasing adds without adding a claim (third-person rewrites, labels)
_REPHRASING = frozenset(
    (
        "user",
        "person",
        "speaker",
        "prefers",
        "prefer",
        "likes",
        "wants",
        "said",
        "says",
        "decided",
        "decide",
        "decision",
        "rule",
        "constraint",
        "fact",
        "people",
        "role",
        "team",
        "project",
    )
)


def content_words(text: str) -> set[str]:
    """The folded content words of `text` (stop words and single letters dropped)."""
    return {stem(w) for w in words(text) if w not in STOPWORDS and len(w) > 1}


def support(statement: str, evidence: str, speakers: Iterable[str] = ()) -> float:
    """Share of the statement's content words found in the evidence (1.0 when it has none)."""
    claimed = content_words(statement)
    present = content_words(evidence) | {stem(w) for s in speakers for w in words(s)}
    claimed -= {stem(w) for w in _REPHRASING} - present
    if not claimed:
        return 1.0
    return len(claimed & present) / len(claimed)


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def quote_in(quote: str, message: str) -> bool:
    """Whether `quote` is verbatim text of `message` (case and whitespace runs ignored)."""
    flat = _flat(quote)
    return bool(flat) and flat in _flat(message)


def grounded(statement: str, quote: str, message: str, speaker: str | None = None) -> bool:
    """The evidence rule (module docstring): verbatim quote, statement supported by it."""
    if not quote_in(quote, message):
        return False
    return support(statement, quote, (speaker,) if speaker else ()) >= GROUNDED_MIN


def similarity(a: str, b: str) -> float:
    """Jaccard similarity of two texts' content words (0 when either has none)."""
    left, right = content_words(a), content_words(b)
    if not left or not right:
        return 0.0
    return len(left & right) / len(left | right)


def containment(small: str, large: str) -> float:
    """Share of `small`'s content words that occur in `large`."""
    left = content_words(small)
    if not left:
        return 0.0
    return len(left & content_words(large)) / len(left)
