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

from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_vocab import (
    ROLES,
    WILDCARDS,
    concept_prefix,
    fold,
    is_stop,
    split_concept_forms,
)
from memwell.tokens import singular

IDENTIFIER = lazy_compile(r"`[^`]+`|[\w@~][\w@~.:/+-]*[\w/]")
CJK = lazy_compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f々ー]")
_QUOTED_NAME = lazy_compile(r"[\"“]([A-Za-z0-9][^\"”\n]{2,40})[\"”]")
_JA_PARTICLES = lazy_compile(
    r"(?:から|まで|より|など|には|では|とは|への|にも|へ|を|は|が|に|で|と|も|や|・|、|。|「|」|『|』|（|）|\(|\)|\s|[A-Za-z0-9])+"
)
_KANJI_KANA = lazy_compile(r"[\u3400-\u9fff\u30a1-\u30fa\u30fc]")
_LEADING_KANA = lazy_compile(r"^[\u3040-\u309f]+(?=[\u3400-\u9fff\u30a1-\u30fa\u30fc])")
_KANA_NAME = lazy_compile(r"(?:(?<=\s)|^)([\u3040-\u309f]{3,})(?=[\s,.;:)]|$)")
_NON_NOUN_JA = lazy_compile(r"^[\u3040-\u309f]+$")
_TRAILING_KANA = lazy_compile(r"(?<=[\u3400-\u9fff\u30a1-\u30fa\u30fc])[\u3040-\u309f]+$")
_WORD = lazy_compile(r"[a-z][a-z'-]*[a-z]|[a-z]")
_INNER_ASIDE = lazy_compile(
    r"(?<=[\u3400-\u9fff\u30a1-\u30fa\u30fc])\s*[(（][^()（）]*[)）]\s*(?=の)"
)
_LISTED = lazy_compile(
    r"[\u3400-\u9fff\u30a1-\u30fa\u30fc]+(?:・[\u3400-\u9fff\u30a1-\u30fa\u30fc]+)+"
)
# adverbs a chunk can be left with once its verb is blanked (直接発注しない → 直接)
_JA_ADVERBS = frozenset({"直接", "勝手", "無断", "自分", "絶対", "必ず", "事前", "毎回", "一緒"})


def object_terms(text: str) -> list[str]:
    """Content terms of a text: identifiers whole, English words, Japanese noun chunks."""
    return [t for phrase in object_phrases(text) for t in phrase]


def object_phrases(text: str) -> tuple[tuple[str, ...], ...]:
    phrases: list[tuple[str, ...]] = []
    text = unicodedata.normalize("NFKC", text)
    ascii_part = CJK.sub(" ", text)
    # a quoted name is one phrase ("CBCC friends" is not every CBCC list)
    for quoted in _QUOTED_NAME.finditer(ascii_part):
        words = tuple(fold(w) for w in _WORD.findall(fold(quoted.group(1))) if len(w) > 1)
        if 1 < len(words) <= 4:
            phrases.append(words)
            start, end = quoted.span()
            ascii_part = ascii_part[:start] + " " * (end - start) + ascii_part[end:]
    # adjacent lowercase words are one noun group ("production settings", "free shipping":
    # all must match); names, identifiers and capitalised words stand alone
    group: list[str] = []
    either: list[str] = []  # "nginx/samba" before "config": each joins the noun after it

    def flush() -> None:
        if either and group:
            phrases.extend((word, *group) for word in either)
        elif either:
            phrases.extend((word,) for word in either)
        elif group:
            phrases.append(tuple(group))
        either.clear()
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
            either.extend(singular(w) for w in low.split("/"))
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
            capital = token[:1].isupper()
            if (
                len(base) < 2
                or is_stop(base)
                or base in WILDCARDS
                or (base.endswith("ly") and not capital)
            ):
                flush()  # adverbs ("automatically") end a noun group and are not objects
            elif capital:
                # names stand alone ("No Google Analytics" is met by a Google tag); a name
                # in quotes is one phrase (above)
                flush()
                phrases.append((base,))
            else:
                group.append(base)
    flush()
    # an aside inside a noun phrase ("毒物・劇物(区分が…の行)の数量") does not break it
    text = _INNER_ASIDE.sub("", text)
    for run in re.findall(r"[^\x00-\x7f]+", text):
        if not CJK.search(run):
            continue
        # "子どもの写真" is one phrase (children's photos: both must match); in
        # "患者さんの名前・病室番号" only the first noun after の is joined to its modifier
        if not _KANJI_KANA.search(run):
            continue
        parts = run.split("の")
        groups = [_ja_chunks(group) for group in parts]
        joined: set[str] = set()
        for (raw_left, left), (_, right) in pairwise(zip(parts, groups, strict=True)):
            if left and right:
                # "毒物・劇物の数量": each of a listed pair modifies the noun after の
                listed = left if _LISTED.fullmatch(raw_left) else left[-1:]
                phrases.extend((word, right[0]) for word in listed)
                joined |= {*listed, right[0]}
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
        if (
            len(chunk) < 2
            or _NON_NOUN_JA.match(chunk)
            or chunk in WILDCARDS
            or chunk in _JA_ADVERBS
        ):
            continue
        chunks.append(fold(chunk))
    return chunks


_GENERIC_NAME_PARTS = frozenset({"rule", "rules", "note", "notes", "policy", "info", "misc"})


def memory_context(
    memory: str, aliases: tuple[str, ...], description: str
) -> tuple[tuple[str, ...], ...]:
    """What a memory is about (what its rules speak of when they name no object): its
    name, aliases and the identifiers its description names."""
    out: list[tuple[str, ...]] = []
    name_parts = tuple(
        p
        for p in re.split(r"[_\-\s]+", fold(memory))
        if len(p) > 1 and p not in _GENERIC_NAME_PARTS
    )
    if name_parts:
        out.append(name_parts)
    for alias in aliases:
        terms = tuple(object_terms(alias))
        if terms:
            out.append(terms)
    for match in IDENTIFIER.finditer(CJK.sub(" ", description)):
        token = match.group(0).strip("`")
        if re.search(r"[./_@]", token):
            out.append((fold(token).rstrip("/"),))
    return tuple(dict.fromkeys(out))
