"""Object terms of a text: what a rule names and what a call acts on, in one form.

Identifiers stay whole (`photos/originals/`, `orders.sqlite`, `tracking_no`); adjacent
lowercase English words are one noun group ("production settings": all must match), names
and capitalised words stand alone; Japanese is cut at particles into noun chunks, "AのB"
(子どもの写真) being one phrase. Shared by `recall.rules` (rule text) and `recall.tool_calls`
(actions described in words).
"""

from __future__ import annotations

import re
import unicodedata
from itertools import pairwise

from memwell.recall.rule_vocab import (
    ROLES,
    WILDCARDS,
    concept_prefix,
    fold,
    is_stop,
    split_concept_forms,
)
from memwell.tokens import singular

IDENTIFIER = re.compile(r"`[^`]+`|[\w@~][\w@~.:/+-]*[\w/]")
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f々ー]")
_JA_PARTICLES = re.compile(
    r"(?:から|まで|より|など|には|では|とは|への|にも|へ|を|は|が|に|で|と|も|や|・|、|。|「|」|『|』|（|）|\(|\)|\s|[A-Za-z0-9])+"
)
_KANJI_KANA = re.compile(r"[\u3400-\u9fff\u30a1-\u30fa\u30fc]")
_LEADING_KANA = re.compile(r"^[\u3040-\u309f]+(?=[\u3400-\u9fff\u30a1-\u30fa\u30fc])")
_KANA_NAME = re.compile(r"(?:(?<=\s)|^)([\u3040-\u309f]{3,})(?=[\s,.;:)]|$)")
_NON_NOUN_JA = re.compile(r"^[\u3040-\u309f]+$")
_TRAILING_KANA = re.compile(r"(?<=[\u3400-\u9fff\u30a1-\u30fa\u30fc])[\u3040-\u309f]+$")
_WORD = re.compile(r"[a-z][a-z'-]*[a-z]|[a-z]")


def object_terms(text: str) -> list[str]:
    """Content terms of a text: identifiers whole, English words, Japanese noun chunks."""
    return [t for phrase in object_phrases(text) for t in phrase]


def object_phrases(text: str) -> tuple[tuple[str, ...], ...]:
    phrases: list[tuple[str, ...]] = []
    text = unicodedata.normalize("NFKC", text)
    ascii_part = CJK.sub(" ", text)
    # adjacent lowercase words are one noun group ("production settings", "free shipping":
    # all must match); names, identifiers and capitalised words stand alone
    group: list[str] = []

    def flush() -> None:
        if group:
            phrases.append(tuple(group))
            group.clear()

    last_end = -1
    for match in IDENTIFIER.finditer(ascii_part):
        if last_end >= 0 and ascii_part[last_end : match.start()].strip():
            flush()  # punctuation or a blanked verb between: a new group
        last_end = match.end()
        token = match.group(0).strip("`").rstrip("/").rstrip(".:")
        low = fold(token)
        if not token or low.replace(",", "").isdigit():
            flush()
            continue
        if re.fullmatch(r"[a-z]{2,}(?:/[a-z]{2,})+", low):  # "totals/prices": either word
            flush()
            phrases.extend((singular(w),) for w in low.split("/"))
            continue
        if re.search(r"[./_@~:+]|\d", token) or match.group(0).startswith("`"):
            flush()
            phrases.append((low,))
            continue
        before = fold(ascii_part[max(0, match.start() - 6) : match.start()])
        if low in ROLES and re.search(r"\b(?:a|an|any|every|each|all|no)\s+$", before):
            flush()
            continue
        for word in _WORD.findall(low):
            base = word[:-2] if word.endswith("'s") else word
            if len(base) < 2 or is_stop(base) or base in WILDCARDS or base.endswith("ly"):
                flush()  # adverbs ("automatically") end a noun group and are not objects
            elif token[:1].isupper():
                flush()
                phrases.append((base,))
            else:
                group.append(base)
    flush()
    for run in re.findall(r"[^\x00-\x7f]+", text):
        if not CJK.search(run):
            continue
        # "子どもの写真" is one phrase (children's photos: both must match); in
        # "患者さんの名前・病室番号" only the first noun after の is joined to its modifier
        if not _KANJI_KANA.search(run):
            continue
        groups = [_ja_chunks(group) for group in run.split("の")]
        joined: set[str] = set()
        for left, right in pairwise(groups):
            if left and right:
                phrases.append((left[-1], right[0]))
                joined |= {left[-1], right[0]}
        phrases.extend((c,) for group in groups for c in group if c not in joined)
    # a name in kana inside English text ("never move money out of ゆうちょ")
    phrases.extend((fold(m),) for m in _KANA_NAME.findall(text))
    return tuple(dict.fromkeys(phrases))


def _ja_chunks(text: str) -> list[str]:
    chunks = []
    pieces: list[str] = []
    for piece in split_concept_forms(text):
        pieces.extend([piece] if concept_prefix(piece) == piece else _JA_PARTICLES.split(piece))
    for chunk in pieces:
        form = concept_prefix(chunk)
        chunk = form or _TRAILING_KANA.sub("", _LEADING_KANA.sub("", chunk))
        if len(chunk) < 2 or _NON_NOUN_JA.match(chunk) or chunk in WILDCARDS:
            continue
        chunks.append(fold(chunk))
    return chunks
