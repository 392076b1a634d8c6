"""The roles of a rule clause's words: what it acts on, where that goes, who acts, asides.

Trigger: `recall.rules` reads one clause of a rule (its strength markers and verbs already
blanked out) and must tell its objects from everything else it names.

Why: read as one bag of alternatives, "Never upload grade sheets or student names to any
cloud service, chat, or external AI tool" forbids uploading anything to a chat; "生徒の成績や
個人情報をメールに添付しない" forbids every email. A clause names the thing acted on (the
object: "grade sheets", 「生徒の成績」), where it goes or to whom (the target: "to main",
「メールに」, 「業者に」), who acts (「AI が」, 「私の名前で」: never an object), and asides
(a command in parentheses that illustrates the verb). A target said with "any" limits
nothing; a target said as "third parties" / 「第三者」 means anyone but whom the memory is
about.

Outcome: `split_roles(text)` → `Roles` (object text, target text, `others`, and whether the
object is a pronoun that stands for the previous clause's object: "Never attach them").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_terms import CJK, object_phrases
from memwell.recall.rule_vocab import verbs_in

# where a thing goes; "in" is left out: "in plain text", "in source files" say how or where
# it is kept, and reading them as a place the call must name would miss those rules
_TARGET_EN = lazy_compile(r"(?i)\b(?:to|into|onto|on|against)\s+(?=\S)")
_WITHIN = lazy_compile(r"(?i)\s\bof\s+(?:the|our|my|this|that)\s+(?=\S)")
_PRONOUN_EN = lazy_compile(r"(?i)^\W*(?:them|it|these|those|they)\b")
_PRONOUN_JA = lazy_compile(r"^\W*(?:それ|これら|これ|それら)(?:を|は)")
_QUANTIFIED = lazy_compile(r"(?i)^\W*(?:any|every|all|each)\b")
_SUBORDINATE = lazy_compile(
    r"(?i)[,;]?\s*\b(?:once|when|whenever|if|unless|until|as\s+long\s+as|provided)\b"
)
_AWAY = lazy_compile(
    r"(?i)\b(?:external|outside|public|cloud|internet|online|the\s+web)\b|"
    r"外部|社外|クラウド|インターネット|ネット上"
)
_AMOUNT = lazy_compile(r"(?i)^\W*(?:zero|none|nothing|half|\d)")
_OTHERS = lazy_compile(
    r"(?i)\b(?:third[- ]part(?:y|ies)|anyone\s+else|other\s+people|others|outsiders?)\b|"
    r"第三者|他人|他の人|外部の人|部外者"
)
# a Japanese chunk and the particle after it; "保護者へのメール" is one noun phrase
_JA_CHUNK = lazy_compile(r"([^\s、。,，「」()（）]+?)\s?(を|は|が|に|へ|で)(?!の)")
# the user speaking of themself (私の名前で, 私や AI が), not 私物
_SELF = lazy_compile(r"^私(?:$|[のやがはもと])")
_LISTED_TARGET = lazy_compile(
    r"([^\s、。,，「」()（）]+?)\s?[(（]([^()（）]*)[)）]\s?(?:に|へ)(?!の)"
)
# chunks before に that say when or why, not where to (送る前に, 確認のために)
_NOT_A_PLACE = lazy_compile(
    r"(?:前|後|時|とき|ため|よう|まで|ごと|際|場合|代わり|事前|直接|絶対|一緒|勝手)$"
)


@dataclass(frozen=True, slots=True)
class Roles:
    """One clause's words by role (the texts are parsed into phrases by `rule_terms`)."""

    object_text: str
    target_text: str = ""
    others: bool = False  # the target is anyone but the memory's subject
    pronoun: bool = False  # the object is "them" / それ: the previous clause's object


# after a verb of putting, "in" names the place: "never put them in a text, email, WhatsApp"
_TARGET_IN_EN = lazy_compile(r"(?i)\b(?:to|into|onto|on|in|against)\s+(?=\S)")


def split_roles(text: str, *, placing: bool = False) -> Roles:
    """Objects, targets and the rest of one blanked clause (English or Japanese);
    `placing`: the clause's verb puts something somewhere, so "in" says where."""
    if CJK.search(text):
        return _japanese(text)
    return _english(text, _TARGET_IN_EN if placing else _TARGET_EN)


def _english(text: str, targets: re.Pattern[str] = _TARGET_EN) -> Roles:
    pronoun = bool(_PRONOUN_EN.match(text))
    # "…, once the tracking number is in orders.sqlite": a condition names no place
    condition = _SUBORDINATE.search(text)
    if condition:
        text = text[: condition.start()] + " " * (len(text) - condition.start())
    for match in targets.finditer(text):
        before, after = text[: match.start()], text[match.end() :]
        if not (object_phrases(before) or pronoun):
            continue  # "never force-push to main": main is what it acts on
        return _target(before, after, pronoun)
    # "the `Cafe accounts` tab of the wholesale sheet": the tab is acted on, the sheet says
    # where it is (a call must be there too, and name the tab)
    within = _WITHIN.search(text)
    if within and object_phrases(text[: within.start()]):
        return _target(text[: within.start()], text[within.end() :], pronoun)
    return Roles(text, pronoun=pronoun)


def _target(object_text: str, target_text: str, pronoun: bool) -> Roles:
    if _OTHERS.search(target_text):
        return Roles(object_text, "", others=True, pronoun=pronoun)
    if _QUANTIFIED.match(target_text) or _AMOUNT.match(target_text) or _AWAY.search(target_text):
        # "to any cloud service, chat, or external AI tool": anywhere it goes; "to external
        # services" is away from here, which uploading or sending already is; "scale it to
        # zero" names an amount, not a place
        return Roles(object_text, "", pronoun=pronoun)
    return Roles(object_text, target_text, pronoun=pronoun)


def _japanese(text: str) -> Roles:
    chars = list(text)
    targets: list[str] = []
    others = False
    for match in _LISTED_TARGET.finditer(text):
        # 「チーム外（SNS、他チーム、ウェブサイト）に」: the place and the places it lists
        start, end = match.span(1)[0], match.span(2)[1] + 1
        chars[start:end] = " " * (end - start)
        places = [match.group(1), *re.split(r"[、,・]\s*", match.group(2))]
        targets += [p for p in places if p.strip() and not _AWAY.search(p)]
    text = "".join(chars)
    also = False
    chunks = list(_JA_CHUNK.finditer(text))
    for at, match in enumerate(chunks):
        chunk, particle = match.group(1), match.group(2)
        start, end = match.span(1)
        # が before an object marks a relative clause (子どもの顔が写っている写真は): kept
        relative = particle == "が" and any(m.group(2) in "をは" for m in chunks[at + 1 :])
        if _SELF.match(chunk) or (particle == "が" and not relative):
            # who acts (私や AI が, 私の名前で) is never what is acted on
            chars[start:end] = " " * (end - start)
        elif particle in "にへ" and not _NOT_A_PLACE.search(chunk):
            chars[start:end] = " " * (end - start)
            # 「インスタにも載せない」: also there, the same thing as the clause before
            also = also or text[match.end() : match.end() + 1] == "も"
            if _OTHERS.search(chunk):
                others = True
            elif not _AWAY.search(chunk):  # 外部サービスに: away, which sending already is
                targets.append(chunk)
    object_text = "".join(chars)
    pronoun = bool(_PRONOUN_JA.match(text)) or (also and not object_phrases(object_text))
    return Roles(object_text, "、".join(targets), others=others, pronoun=pronoun)


def without_restated_verbs(
    phrases: tuple[tuple[str, ...], ...], verbs: set[str]
) -> tuple[tuple[str, ...], ...]:
    """Object phrases less the terms that name the rule's own verb as a noun (「価格 変更」 →
    価格, 「送金」 → nothing): no call shows the verb as a word of what it acts on. A term
    naming another verb stays ("deposit refund" is what is sent)."""
    out: list[tuple[str, ...]] = []
    for phrase in phrases:
        kept = tuple(t for t in phrase if not (verbs_in(t) & verbs))
        if kept:
            out.append(kept)
    return tuple(dict.fromkeys(out))
