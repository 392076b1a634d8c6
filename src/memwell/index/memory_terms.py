"""How many memory chunks hold each query term, read from the index's own vocabulary:
which of a query's terms find the chunks to score, and which words so many chunks hold
that they are left out of the match."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence

from memwell.index.generation_rows import GenerationRows, Stems
from memwell.index.query import QueryTerms, rarest_within

# Trigger: a query word occurs in more than COMMON_FRACTION of the indexed chunks ("use"
# in "which cache do we use for exports?"), the index holds at least COMMON_MIN_CHUNKS,
# and the query has another term. Why: BM25 gives such a word almost no weight (its IDF
# is near zero) while scoring every row it matches is most of a search's cost. Outcome:
# the word is left out of the match; the ranking of what remains barely moves.
COMMON_FRACTION = 0.5
COMMON_MIN_CHUNKS = 1_000
# Trigger: the query's terms together are held by more than SCORE_BUDGET chunks (a large
# store, common words). Why: bm25 costs about a microsecond for every chunk it scores,
# and every chunk holding any term of an OR query is scored: 3,000-6,000 of 10,000
# chunks for a turn of three to five everyday words, most of a turn's time. Outcome: the
# rarest terms, taken while the chunks holding them fit the budget (`rarest_within`),
# find the chunks to score; the more common ones still count in the score of every chunk
# found (see `lexical_chunks`), but a chunk holding none of the rare ones is not scored
# (Lucene's "common terms" query). An index of fewer chunks is never split.
SCORE_BUDGET = 2_000
_TOKENIZER = "porter unicode61 remove_diacritics 2"  # memory_fts's, see migrations


class MemoryTermCounts:
    """The term statistics of `memory_fts` on one index connection."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self._vocab_ready = False
        self._stems_known = Stems()

    def finding_terms(
        self, terms: QueryTerms, read: GenerationRows | None = None
    ) -> tuple[list[str], list[str]]:
        """The query's terms that find the chunks to score, and those that only add to
        the score of a chunk found (see SCORE_BUDGET); the words most chunks contain
        are in neither (see COMMON_FRACTION). `read`: the counts this connection read at
        the current generation (kept there; see `generation_rows`)."""
        if len(terms.all_terms) < 2:
            return list(terms.all_terms), []
        total = self._chunk_total(read)
        if total < COMMON_MIN_CHUNKS:
            return list(terms.all_terms), []
        counts = self._row_counts(terms.all_terms, read)
        kept = self._without_common(terms, counts, total).all_terms
        if total <= SCORE_BUDGET or sum(counts[t] for t in kept) <= SCORE_BUDGET:
            return list(kept), []
        return rarest_within({t: counts[t] for t in kept}, SCORE_BUDGET)

    def absent(self, term: str, read: GenerationRows) -> bool:
        """Whether no chunk holds `term`, as the counts read at this generation say (a
        term whose count was not read is not known to be absent)."""
        stem = self._stems_known.known.get(term)
        return stem is not None and read.term_counts.get(stem) == 0

    def prune_common(self, terms: QueryTerms) -> QueryTerms:
        """`terms` without the words that most chunks contain (see COMMON_FRACTION)."""
        if len(terms.all_terms) < 2:
            return terms
        (total,) = self.conn.execute("SELECT coalesce(max(rowid), 0) FROM memory_fts").fetchone()
        if total < COMMON_MIN_CHUNKS:
            return terms
        return self._without_common(terms, self._row_counts(terms.words), total)

    @staticmethod
    def _without_common(terms: QueryTerms, counts: Mapping[str, int], total: int) -> QueryTerms:
        common = {w for w in terms.words if counts[w] > total * COMMON_FRACTION}
        kept = tuple(w for w in terms.words if w not in common)
        if not kept and not terms.cjk:
            return terms  # nothing but common words: score them all
        return QueryTerms(words=kept, cjk=terms.cjk)

    def _chunk_total(self, read: GenerationRows | None) -> int:
        if read is not None and read.chunk_total is not None:
            return read.chunk_total
        (total,) = self.conn.execute("SELECT coalesce(max(rowid), 0) FROM memory_fts").fetchone()
        if read is not None:
            read.chunk_total = int(total)
        return int(total)

    def _row_counts(
        self, terms: Sequence[str], read: GenerationRows | None = None
    ) -> dict[str, int]:
        """term -> how many chunks hold it (0: none), from the index's own vocabulary.
        Trigger / Why / Outcome: fts5vocab counts a term's rows by reading its whole
        doclist (1,000+ rows for a project's name at 10k topics); a long-lived process
        keeps the counts it read at this generation in `read`."""
        stems = self._known_stems(terms)
        wanted = {s for s in stems.values() if s is not None}
        kept = read.term_counts if read is not None else {}
        counts_of = {s: kept[s] for s in wanted if s in kept}
        unique = sorted(wanted - counts_of.keys())
        if unique:
            found = dict(
                self.conn.execute(
                    "SELECT term, doc FROM temp.memwell_memory_vocab"
                    f" WHERE term IN ({','.join('?' * len(unique))})",
                    unique,
                )
            )
            fresh = {s: int(found.get(s, 0)) for s in unique}
            if read is not None:
                read.add_term_counts(fresh)
            counts_of.update(fresh)
        return {t: 0 if stems[t] is None else counts_of[str(stems[t])] for t in terms}

    def _known_stems(self, words: Sequence[str]) -> dict[str, str | None]:
        """`_stems` of `words` (None: no token), each word asked of the tokenizer once
        per connection: a word's stem depends on it alone."""
        known = self._stems_known.known
        result = {w: known[w] for w in words if w in known}
        new = [w for w in dict.fromkeys(words) if w not in known]
        if new:
            found = self._stems(new)
            fresh = {w: found.get(w) for w in new}
            self._stems_known.add(fresh)
            result.update(fresh)
        return result

    def _stems(self, words: Sequence[str]) -> dict[str, str]:
        """word -> the token memory_fts stores for it, from SQLite's own tokenizer."""
        if not self._vocab_ready:
            # temp tables live with this connection only; nothing is written to the index
            self.conn.execute(
                "CREATE VIRTUAL TABLE IF NOT EXISTS temp.memwell_query_words"
                f" USING fts5(word, tokenize = '{_TOKENIZER}')"
            )
            self.conn.execute(
                "CREATE VIRTUAL TABLE IF NOT EXISTS temp.memwell_query_stems"
                " USING fts5vocab(temp, memwell_query_words, instance)"
            )
            self.conn.execute(
                "CREATE VIRTUAL TABLE IF NOT EXISTS temp.memwell_memory_vocab"
                " USING fts5vocab(main, memory_fts, row)"
            )
            self._vocab_ready = True
        self.conn.execute("DELETE FROM temp.memwell_query_words")
        self.conn.executemany(
            "INSERT INTO temp.memwell_query_words(rowid, word) VALUES (?, ?)",
            list(enumerate(words, start=1)),
        )
        stems: dict[str, str] = {}
        for term, doc in self.conn.execute("SELECT term, doc FROM temp.memwell_query_stems"):
            stems.setdefault(words[int(doc) - 1], str(term))
        return stems
