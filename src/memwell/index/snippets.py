"""Snippets: the window of a text that holds the most query terms, on one line."""

from __future__ import annotations

import re

from memwell.index.query import QueryTerms
from memwell.lazy_patterns import lazy_compile

WIDTH = 200
_SPACE = lazy_compile(r"\s+")


def _pattern(term: str) -> re.Pattern[str]:
    # a crude stem: "running" should light up "run"/"runs", so match a word prefix
    stem = term if len(term) <= 4 else term[: max(4, len(term) - 3)]
    return re.compile(r"(?<!\w)" + re.escape(stem), re.IGNORECASE)


def snippet(text: str, terms: QueryTerms, width: int = WIDTH) -> str:
    """Up to `width` characters of `text` around its densest cluster of query terms."""
    flat = _SPACE.sub(" ", text).strip()
    if len(flat) <= width:
        return flat
    hits: list[tuple[int, str]] = []
    for term in terms.words:
        hits.extend((m.start(), term) for m in _pattern(term).finditer(flat))
    for term in terms.cjk:
        start = flat.find(term)
        while start >= 0:
            hits.append((start, term))
            start = flat.find(term, start + 1)
    best = 0
    if hits:
        hits.sort()
        best_count = -1
        for i, (pos, _) in enumerate(hits):
            covered = {t for p, t in hits[i:] if p < pos + width * 3 // 4}
            if len(covered) > best_count:
                best, best_count = pos, len(covered)
        best = max(0, best - width // 4)
    end = min(len(flat), best + width)
    best = max(0, end - width)
    cut = flat[best:end].strip()
    return ("…" if best > 0 else "") + cut + ("…" if end < len(flat) else "")
