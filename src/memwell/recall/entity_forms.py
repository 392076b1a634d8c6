"""The other ways people type a name the store knows: typos, kana and romaji.

`EntityDetector` (entities.py) matches a name case-insensitively with its parts joined or
separated (`Agent-OS`, `agent os`, `AgentOS`, `` `agent_os` ``). `NameForms` takes the same
list of names and aliases and adds the forms that need more than normalisation:

* a typo: one wrong letter in names of 5-8 letters, two in longer ones ("kamone" for
  Kamome, "Tsubane" for Tsubame); the first letter must agree and names under 5 letters
  never match by distance, where a typo is as likely to be another word;
* kana and romaji: a romaji name is also found as hiragana and katakana (Kamome: かもめ,
  カモメ), a kana name as the other kana and as romaji (つばめ: ツバメ, tsubame), and romaji
  long vowels are compared without their doubled letter (Shouhei = Shohei = Syohei is not
  attempted: only Hepburn spellings);
* kanji names: only through `aliases` the store gives (田中 with alias Tanaka), since a
  kanji reading needs a dictionary (the maintained offline one, pykakasi, is GPL-3.0 and
  memwell is MIT; cutlet needs MeCab and its dictionary).

Distance uses rapidfuzz (MIT, C++; the one maintained library for bounded Levenshtein at
this speed); kana/romaji conversion uses jaconv (MIT, pure Python, no dictionary).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence

import jaconv
from rapidfuzz.distance import Levenshtein
from rapidfuzz.process import extractOne

from memwell.lazy_patterns import lazy_compile
from memwell.recall.types import EntityMatch

_ASCII_WORD = lazy_compile(r"[A-Za-z][A-Za-z0-9]*")
_KANA_ONLY = lazy_compile(r"^[\u3041-\u3096\u30a1-\u30fa\u30fcー]+$")
_HAS_ASCII_LETTER = lazy_compile(r"[A-Za-z]")
_MIN_TYPO_LEN = 5
_MIN_KANA_CHARS = 3  # two-kana keys (ひび) occur inside too many ordinary words
_MAX_WINDOW = 3
# Hepburn-shaped words only ("kamome", "tsubame", "shohei"): converting every name would
# cost seconds at 10k names and turn "KamiHub" into half-kana nonsense anyway
_ROMAJI = lazy_compile(r"^(?:(?:[kgsztdnhbpmr]y?|sh|ch|ts|j|f|w|y)?[aiueo]|n(?![aiueoy]))+$")
_KANA_RUN = lazy_compile(r"[\u3041-\u3096\u30a1-\u30fa\u30fcー]+")


def long_vowels(romaji: str) -> str:
    """Romaji without doubled vowels, so `shouhei`, `shohei` and `shoohei` compare equal."""
    return re.sub(r"ou|oo|uu|aa|ii|ee", lambda m: m.group()[0], romaji)


def _allowed_distance(length: int) -> int:
    return 0 if length < _MIN_TYPO_LEN else 1 if length <= 8 else 2


class NameForms:
    """Typo and kana/romaji matching for a fixed list of (canonical, surfaces)."""

    def __init__(self, names: Iterable[tuple[str, Sequence[str]]]) -> None:
        self._exact: dict[str, str] = {}  # long-vowel-normalised ascii key -> canonical
        self._fuzzy: dict[tuple[str, int], list[str]] = defaultdict(list)  # (first, len)
        self._fuzzy_owner: dict[str, str] = {}
        kana: dict[str, str] = {}
        for canonical, surfaces in names:
            for surface in (canonical, *surfaces):
                self._add(canonical, surface.strip(), kana)
        self._kana_owner = kana
        # lengths of the kana keys, longest first: a dict probe per position and length is
        # cheaper to build than one regex alternation of thousands of keys
        self._kana_lengths = sorted({len(k) for k in kana}, reverse=True)

    def _add(self, canonical: str, surface: str, kana: dict[str, str]) -> None:
        if not surface:
            return
        if _KANA_ONLY.match(surface):
            hira = jaconv.kata2hira(surface)
            if len(surface) >= _MIN_KANA_CHARS:
                kana.setdefault(hira, canonical)
                kana.setdefault(jaconv.hira2kata(hira), canonical)
            romaji = jaconv.kana2alphabet(hira).replace("ー", "")
            if romaji.isascii() and romaji.isalpha():
                self._add_ascii(canonical, [romaji])
            return
        if not surface.isascii():
            return  # kanji or mixed: the detector matches it as written
        parts = [w.lower() for w in _ASCII_WORD.findall(surface)]
        if not parts or len(parts) > _MAX_WINDOW:
            return
        self._add_ascii(canonical, parts)
        joined = "".join(parts)
        if len(joined) >= _MIN_KANA_CHARS and _ROMAJI.match(joined):
            hira = jaconv.alphabet2kana(joined)
            if not _HAS_ASCII_LETTER.search(hira) and len(hira) >= _MIN_KANA_CHARS:
                kana.setdefault(hira, canonical)
                kana.setdefault(jaconv.hira2kata(hira), canonical)

    def _add_ascii(self, canonical: str, parts: list[str]) -> None:
        joined = "".join(parts)
        self._exact.setdefault(long_vowels(joined), canonical)
        if len(joined) >= _MIN_TYPO_LEN and joined not in self._fuzzy_owner:
            self._fuzzy_owner[joined] = canonical
            self._fuzzy[(joined[0], len(joined))].append(joined)

    def find(self, text: str) -> tuple[EntityMatch, ...]:
        """Names found through a typed variant, at most one match per canonical name."""
        found: dict[str, EntityMatch] = {}
        words = [(m.group().lower(), m.start(), m.end()) for m in _ASCII_WORD.finditer(text)]
        for i in range(len(words)):
            for n in range(min(_MAX_WINDOW, len(words) - i), 0, -1):
                window = words[i : i + n]
                if n > 1 and any(
                    not _adjacent(text, window[k][2], window[k + 1][1]) for k in range(n - 1)
                ):
                    continue
                key = "".join(w for w, _, _ in window)
                canonical = self._exact.get(long_vowels(key)) or self._near(key)
                if canonical is not None and canonical not in found:
                    start, end = window[0][1], window[-1][2]
                    found[canonical] = EntityMatch(canonical, text[start:end], start, end, "memory")
                    break
        if self._kana_owner:
            for run in _KANA_RUN.finditer(text):
                for start, end, canonical in self._kana_in(run.group()):
                    if canonical not in found:
                        offset = run.start()
                        found[canonical] = EntityMatch(
                            canonical,
                            text[offset + start : offset + end],
                            offset + start,
                            offset + end,
                            "memory",
                        )
        return tuple(sorted(found.values(), key=lambda m: m.start))

    def _kana_in(self, run: str) -> list[tuple[int, int, str]]:
        """Known kana names inside one run of kana, longest first at each position."""
        out: list[tuple[int, int, str]] = []
        i = 0
        while i < len(run):
            for length in self._kana_lengths:
                canonical = self._kana_owner.get(run[i : i + length])
                if canonical is not None:
                    out.append((i, i + length, canonical))
                    i += length
                    break
            else:
                i += 1
        return out

    def _near(self, key: str) -> str | None:
        limit = _allowed_distance(len(key))
        if limit == 0:
            return None
        for length in range(len(key) - limit, len(key) + limit + 1):
            bucket = self._fuzzy.get((key[0], length))
            if not bucket:
                continue
            best = extractOne(key, bucket, scorer=Levenshtein.distance, score_cutoff=limit)
            if best is not None and _allowed_distance(len(best[0])) >= best[1]:
                return self._fuzzy_owner[best[0]]
        return None


def _adjacent(text: str, end: int, start: int) -> bool:
    gap = text[end:start]
    return len(gap) <= 1 and all(ch in " -_./`" for ch in gap)
