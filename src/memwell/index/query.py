"""FTS5 query construction that survives any user text.

User text never reaches FTS5's query grammar: it is cut into plain word tokens (letters
and digits only, so no quotes, operators, column filters, `*`, `^` or parentheses
survive), English stopwords are dropped, and every token is passed as a double-quoted
string joined with OR. `NEAR`, `AND` or `NOT` in the text therefore become ordinary
words. CJK runs become character bigrams (see `cjk.py`). Text with nothing searchable
in it (empty, only punctuation) yields no expression, and the caller returns no hits
instead of raising.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memwell.index import cjk

MAX_TERMS = 64

# English function words plus the question words of "did we discuss ...?" queries:
# they carry no topic, and in an OR query they only add noise (and cost: each one
# matches a large share of all messages).
_STOPWORD_TEXT = """
a about above after again against all am an and any are aren as at be because been
before being below between both but by can cannot could couldn did didn do does doesn
doing don down during each few for from further had hadn has hasn have haven having he
her here hers herself him himself his how i if in into is isn it its itself just let
ll me more most mustn my myself no nor not now of off on once only or other ought our
ours ourselves out over own re s same shan she should shouldn so some such t than that
the their theirs them themselves then there these they this those through to too under
until up ve very was wasn we were weren what when where which while who whom why will
with won would wouldn you your yours yourself yourselves d m o y also ever
get got gets getting go goes going went gone like likely one ones much many thing things
anything something kind sort way ways really might may must shall yes yeah
oh ok okay hey hi hello
"""
STOPWORDS: frozenset[str] = frozenset(_STOPWORD_TEXT.split())

_WORD = re.compile(r"[^\W_]+")


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


def words(text: str) -> list[str]:
    """Lower-cased letter/digit tokens of the non-CJK part of `text`."""
    return [w.lower() for w in _WORD.findall(cjk.strip_cjk(cjk.normalize(text)))]


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
    return " OR ".join(quote(t) for t in terms.all_terms)
