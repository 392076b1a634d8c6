"""The one tokenizer: how memwell cuts text into terms, for indexing and for recall.

Both the FTS rows of the index (`fts_text`, `words`) and recall's confidence scoring
(`terms`) use the definitions here, so a word the index can find is a word recall
counts: the same word pattern, the same stopwords, the same CJK classes (Japanese,
Chinese and Korean Hangul), the same bigrams. Stemming is the one step done twice, in
the place that needs it: SQLite's porter stemmer inside FTS5 matching, and `stem` below
for recall's term coverage (the same word forms meet in both).

CJK text: overlapping character bigrams, computed in Python.

SQLite's `unicode61` tokenizer keeps a whole run of CJK characters as one token (useless
for Japanese, Chinese or Korean, which do not separate words with spaces), and `trigram`
never matches 2-character words such as 東京 or 寿司. The classic answer, also used by
Lucene's CJK analyzer, is to index every overlapping pair of characters of each CJK run
("東京タワー" -> 東京 京タ タワ ワー) in a separate column and to query the same pairs: a
2-character word is then exactly one token, and a longer word is a run of pairs that
BM25 ranks by how many of them a message shares. A run of one character is kept as a
single token.
"""

from __future__ import annotations

import contextlib
import unicodedata

from memwell.lazy_patterns import lazy_compile

# Hiragana, katakana (incl. phonetic extensions and half-width forms), CJK unified
# ideographs (BMP + extension A + compatibility + supplementary planes), Hangul.
_CJK_CLASS = (
    "\u3040-\u30ff"  # hiragana, katakana (incl. the prolonged sound mark)
    "\u31f0-\u31ff"  # katakana phonetic extensions
    "\u3400-\u4dbf"  # CJK extension A
    "\u4e00-\u9fff"  # CJK unified ideographs
    "\uf900-\ufaff"  # CJK compatibility ideographs
    "\uff66-\uff9f"  # half-width katakana
    "\uac00-\ud7af"  # Hangul syllables
    "\u1100-\u11ff"  # Hangul jamo
    "\u3130-\u318f"  # Hangul compatibility jamo
    "\U00020000-\U0002ffff"  # supplementary ideographic planes
)
CJK_RUN = lazy_compile(f"[{_CJK_CLASS}]+")
# the scripts a wallet's word lists are written in, one class each (`memwell.secrets.phrases`)
HIRAGANA_CLASS = "\u3040-\u309f\u30fc"
HANGUL_SYLLABLE_CLASS = "\uac00-\ud7a3"
HAN_CLASS = "\u4e00-\u9fff"
# Every class above is outside ASCII: an ASCII text has no CJK run, and the functions below
# answer it without the pattern (whose compile, a large Unicode class, costs a hook ~2 ms).


def normalize(text: str) -> str:
    """NFKC: folds half-width katakana and full-width Latin into their usual forms."""
    return unicodedata.normalize("NFKC", text)


def has_cjk(text: str) -> bool:
    return not text.isascii() and CJK_RUN.search(text) is not None


def cjk_runs(text: str) -> list[str]:
    """The maximal runs of CJK characters in `text` (after NFKC)."""
    text = normalize(text)
    return [] if text.isascii() else CJK_RUN.findall(text)


def bigrams(run: str) -> list[str]:
    """Overlapping pairs of a run; a one-character run is its own token."""
    if len(run) < 2:
        return [run] if run else []
    return [run[i : i + 2] for i in range(len(run) - 1)]


def cjk_tokens(text: str) -> list[str]:
    """Every bigram (or lone character) of every CJK run in `text`, in order."""
    out: list[str] = []
    for run in cjk_runs(text):
        out.extend(bigrams(run))
    return out


def cjk_column(text: str) -> str:
    """The text stored in an FTS5 `cjk` column: the tokens separated by spaces."""
    return " ".join(cjk_tokens(text))


def strip_cjk(text: str) -> str:
    """`text` with CJK runs replaced by spaces (what the non-CJK columns tokenise)."""
    return text if text.isascii() else CJK_RUN.sub(" ", text)


def fts_text(text: str) -> str:
    """What an FTS5 column indexes for `text`: its non-CJK part, then its CJK bigrams.

    `unicode61` would index a CJK run as one long token that no query ever matches, so
    the runs are replaced by their bigrams (which `unicode61` keeps as tokens).
    """
    text = normalize(text)
    if not has_cjk(text):
        return text
    return strip_cjk(text) + " " + cjk_column(text)


# --- words ---------------------------------------------------------------------------------

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
# What people say to an assistant around the subject ("please", "can you tell me"): not
# stopwords for search (a memory may be about "thanks" notes), but no evidence that a
# memory is relevant, so recall's scoring leaves them out too.
CHAT_WORDS: frozenset[str] = frozenset(
    [
        "please",
        "pls",
        "thanks",
        "thank",
        "want",
        "need",
        "make",
        "sure",
        "tell",
        "show",
        "give",
        "lets",
        "know",
    ]
)
RECALL_STOPWORDS: frozenset[str] = STOPWORDS | CHAT_WORDS

_WORD = lazy_compile(r"[^\W_]+")


def words(text: str) -> list[str]:
    """Lower-cased letter/digit tokens of the non-CJK part of `text` (after NFKC)."""
    return [w.lower() for w in _WORD.findall(strip_cjk(normalize(text)))]


_ES_AFTER = ("ss", "x", "z", "ch", "sh")


def stem(word: str) -> str:
    """A light English stemmer joining deploy/deploys/deployed/deploying, message/messages.

    A final "e" is dropped after the suffix, so change/changes/changed/changing meet.
    """
    base = word
    if len(word) > 4 and word.endswith("ies"):
        base = word[:-3] + "y"
    elif len(word) > 4 and word.endswith("es") and word[:-2].endswith(_ES_AFTER):
        base = word[:-2]
    elif len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        base = word[:-1]
    elif len(word) > 5 and word.endswith("ing"):
        base = word[:-3]
    elif len(word) > 4 and word.endswith("ed"):
        base = word[:-2]
    if base is not word and len(base) > 3 and base[-1] == base[-2] and base[-1] not in "lsz":
        base = base[:-1]  # dropping -> dropp -> drop
    if len(base) > 3 and base.endswith("e"):
        base = base[:-1]
    return base


def singular(word: str) -> str:
    """Plural and possessive endings off an English word (tables → table, Aya's → aya):
    lighter than `stem`, for matching the nouns a rule names (the gate's rule model)."""
    if word.endswith("'s"):
        word = word[:-2]
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


# Trigger: `terms` of a text already cut in this process. Why: a turn cuts the same
# memory lines, descriptions and names again and again (the digest, the confidence of
# each hit, the gate), ~70 calls a recalling turn, and the service lives for many turns;
# the terms are a function of the text and the stopwords alone. Outcome: the terms of up
# to _TERMS_KEPT texts of at most _TERMS_TEXT_MAX characters are kept, oldest dropped.
_TERMS_KEPT = 8_192
_TERMS_TEXT_MAX = 2_000
_known_terms: dict[tuple[str, frozenset[str]], tuple[str, ...]] = {}


def terms(text: str, *, stopwords: frozenset[str] = RECALL_STOPWORDS) -> list[str]:
    """Scoring terms: stemmed words (no stopwords, no single letters) and the bigrams of
    every CJK run of two or more characters, in order."""
    key = (text, stopwords)
    known = _known_terms.get(key)
    if known is not None:
        return list(known)
    out = _cut_terms(text, stopwords)
    if len(text) <= _TERMS_TEXT_MAX:
        if len(_known_terms) >= _TERMS_KEPT:
            # the oldest (insertion order); another thread may have dropped it already
            with contextlib.suppress(KeyError, RuntimeError, StopIteration):
                del _known_terms[next(iter(_known_terms))]
        _known_terms[key] = tuple(out)
    return out


def _cut_terms(text: str, stopwords: frozenset[str]) -> list[str]:
    text = normalize(text)
    out = [stem(w) for w in words(text) if w not in stopwords and len(w) > 1]
    for run in () if text.isascii() else CJK_RUN.findall(text):
        if len(run) > 1:
            out.extend(bigrams(run))
    return out
