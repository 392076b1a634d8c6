"""CJK text for FTS5: overlapping character bigrams, computed in Python.

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

import re
import unicodedata

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
CJK_RUN = re.compile(f"[{_CJK_CLASS}]+")


def normalize(text: str) -> str:
    """NFKC: folds half-width katakana and full-width Latin into their usual forms."""
    return unicodedata.normalize("NFKC", text)


def has_cjk(text: str) -> bool:
    return CJK_RUN.search(text) is not None


def cjk_runs(text: str) -> list[str]:
    """The maximal runs of CJK characters in `text` (after NFKC)."""
    return CJK_RUN.findall(normalize(text))


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
    return CJK_RUN.sub(" ", text)


def fts_text(text: str) -> str:
    """What an FTS5 column indexes for `text`: its non-CJK part, then its CJK bigrams.

    `unicode61` would index a CJK run as one long token that no query ever matches, so
    the runs are replaced by their bigrams (which `unicode61` keeps as tokens).
    """
    text = normalize(text)
    if not has_cjk(text):
        return text
    return strip_cjk(text) + " " + cjk_column(text)
