"""FTS5 query construction that survives any user text.

User text never reaches FTS5's query grammar: it is cut into plain word tokens (letters
and digits only, so no quotes, operators, column filters, `*`, `^` or parentheses
survive), English stopwords are dropped, and every token is passed as a double-quoted
string joined with OR. `NEAR`, `AND` or `NOT` in the text therefore become ordinary
words. CJK runs become character bigrams (see `memwell.tokens`). Text with nothing searchable
in it (empty, only punctuation) yields no expression, and the caller returns no hits
instead of raising.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from memwell import tokens as cjk
from memwell.tokens import STOPWORDS, words

MAX_TERMS = 64


@dataclass(frozen=True, slots=True)
class QueryTerms:
    """What a query searches for: word tokens and CJK bigrams, both de-duplicated."""

    words: tuple[str, ...]
    cjk: tuple[str, ...]

    @property
    def empty(self) -> bool:
        return not self.words and not self.cjk

    @property
    def all_terms(self) -> tuple[str, ...]:
        return self.words + self.cjk


def query_terms(
    text: str, *, stopwords: frozenset[str] = STOPWORDS, max_terms: int = MAX_TERMS
) -> QueryTerms:
    """Cut `text` into searchable terms.

    Stopwords are dropped unless the query consists of nothing else ("who are you?"
    still searches). Single characters are dropped (possessive "s", initials) for the
    same reason. At most `max_terms` terms are kept, so a pasted page cannot make one
    query arbitrarily slow.
    """
    raw = words(text)
    kept = [w for w in raw if w not in stopwords and len(w) > 1]
    if not kept:
        kept = [w for w in raw if len(w) > 1] or raw
    cjk_terms = cjk.cjk_tokens(text)
    word_terms = list(dict.fromkeys(kept))[:max_terms]
    cjk_unique = list(dict.fromkeys(cjk_terms))[: max(0, max_terms - len(word_terms))]
    return QueryTerms(words=tuple(word_terms), cjk=tuple(cjk_unique))


def quote(token: str) -> str:
    """One FTS5 string token: double quotes around it, inner quotes doubled."""
    return '"' + token.replace('"', '""') + '"'


def match_expression(terms: QueryTerms | str) -> str | None:
    """An FTS5 MATCH expression ORing every term, or None when there is nothing to match."""
    if isinstance(terms, str):
        terms = query_terms(terms)
    if terms.empty:
        return None
    return any_of(terms.all_terms)


def any_of(terms: Sequence[str]) -> str:
    """`"a" OR "b" OR ...`: each term once, as one FTS5 string token."""
    return " OR ".join(quote(t) for t in terms)


def rarest_within(counts: Mapping[str, int], budget: int) -> tuple[list[str], list[str]]:
    """The terms of `counts` (term -> rows it matches) split in two, each in the given
    order: the rarest, taken while the rows they match together fit `budget` (the rarest
    term that matches anything is always taken, and so is every term matching nothing),
    and the rest. Lucene's "common terms" split: the rare terms find the rows, and the
    common ones, which BM25 weighs least, are what a search may leave out of the match."""
    taken: set[str] = set()
    total = 0
    for term in sorted(counts, key=lambda t: counts[t]):
        if total > 0 and total + counts[term] > budget:
            break
        taken.add(term)
        total += counts[term]
    return [t for t in counts if t in taken], [t for t in counts if t not in taken]
