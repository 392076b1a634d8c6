"""The store's own names for one thing in two languages: a glossary read from the memories.

Trigger: the gate judges a call against a stopping rule whose object is said in one
language (「返金」, 「患者情報」) while the call names things in the other (`create_refund`,
"Patients on Regpara"); the view is derived once per catalog generation with the rule
grounding (`recall.rule_grounding`), never per call.

Why: a rule and a call meet by words, and words of two languages never meet. A fixed table
of translations cannot cover what people keep rules about (a clinic's 指示番号, a temple's
過去帳). What does is the store: people who write in two languages say a thing in both where
it matters, and say so in the memory itself: a gloss in parentheses ("返金(refund)",
"Penfolds Grange (グランジ)") or the names they give a topic (aliases `[体育館予約, gym
booking]`). Each such statement makes the two forms one object, for every rule of the
store, whichever memory the rule is in.

Outcome: `glossary(memories)` → for each form (folded), the forms the store states for it
in the other language; `glossed(phrase, glossary)` → a rule's object phrase said in the
other language, term by term.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence

from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_terms import CJK
from memwell.recall.rule_vocab import fold, is_stop, keys_of

# a form and the forms the store gives it in the other language
Glossary = Mapping[str, tuple[str, ...]]

MAX_FORMS = 6  # per form: a word glossed more often than this is not one thing's name
# "返金(refund)", "公開サイト (museum website)": a Japanese noun, then one to four words
_JA_THEN_EN = lazy_compile(
    r"([\u3400-\u9fff\u30a1-\u30fa\u30fc々]{2,})\s?[(（]\s*"
    r"([A-Za-z][A-Za-z0-9 '\-/,]{1,40}?)\s*[)）]"
)
# "Penfolds Grange (グランジ)", "credit applications(ローン申込書)": English words, then a noun
_EN_THEN_JA = lazy_compile(
    r"([A-Za-z][A-Za-z0-9'\-]*(?:\s+[A-Za-z][A-Za-z0-9'\-]*){0,2})\s?[(（]\s*"
    r"([\u3040-\u9fff\u30a1-\u30fa\u30fc々]{2,})\s*[)）]"
)
_GENERIC_NAMES = frozenset({"rule", "rules", "note", "notes", "policy", "info", "misc", "prefs"})


def _english(text: str) -> str:
    """An English form folded, without the words that name nothing ("the", "our")."""
    words = [w for w in re.findall(r"[a-z0-9][a-z0-9'-]*", fold(text)) if not is_stop(w)]
    return " ".join(words) if 0 < len(words) <= 4 else ""


def pairs_in(text: str) -> list[tuple[str, str]]:
    """The (Japanese, English) pairs a text states as glosses in parentheses."""
    text = unicodedata.normalize("NFKC", text)
    out: list[tuple[str, str]] = []
    for match in _JA_THEN_EN.finditer(text):
        for part in re.split(r"[/,]", match.group(2)):
            if english := _english(part):
                out.append((match.group(1), english))
    for match in _EN_THEN_JA.finditer(text):
        english = _english(match.group(1))
        if english and not CJK.search(match.group(1)):
            out.append((match.group(2), english))
    return out


def alias_pairs(name: str, aliases: Sequence[str]) -> list[tuple[str, str]]:
    """The (Japanese, English) pairs a topic's names state: each Japanese alias is each
    English one (and the file's name, when it names a thing: `gym_booking`)."""
    japanese = [a.strip() for a in aliases if CJK.search(a) and len(a.strip()) >= 2]
    if not japanese:
        return []
    english = [e for a in aliases if not CJK.search(a) and (e := _english(a))]
    own = [p for p in re.split(r"[_\-\s]+", fold(name)) if p and p not in _GENERIC_NAMES]
    if own and (named := _english(" ".join(own))):
        english.append(named)
    return [(ja, en) for ja in japanese for en in dict.fromkeys(english)]


def glossary(memories: Iterable[tuple[str, Sequence[str], str]]) -> dict[str, tuple[str, ...]]:
    """Each form's other-language forms, from `memories` ((name, aliases, text) triples)."""
    forms: dict[str, dict[str, None]] = defaultdict(dict)
    for name, aliases, text in memories:
        for ja, en in (*pairs_in(text), *alias_pairs(name, aliases)):
            ja = fold(ja)
            forms[ja][en] = None
            forms[en][ja] = None
    return {k: tuple(v) for k, v in forms.items() if len(v) <= MAX_FORMS}


def glossed(phrase: tuple[str, ...], glossary: Glossary) -> list[tuple[tuple[str, ...], str]]:
    """The phrase said in the other language, one reading per gloss of one of its terms
    (the other terms as they are), with the form glossed: "患者情報" → ("patient info",).

    A phrase with a word the bilingual vocabulary has a concept for (予定, メール, 価格,
    "tables") is not glossed: the vocabulary already decides how it meets a call in either
    language, and a store's gloss of it ("予定 (calendar)") would make every call of that
    kind its object (an e-mail rule met by every `send_email`), where a condition tells the
    rule's calls apart."""
    out: list[tuple[tuple[str, ...], str]] = []
    if any(_has_concept(term) for term in phrase):
        return out
    whole = fold(" ".join(phrase))
    for other in glossary.get(whole, ()):
        out.append((tuple(other.split()) if not CJK.search(other) else (other,), whole))
    for at, term in enumerate(phrase):
        if len(phrase) == 1:
            break
        for other in glossary.get(fold(term), ()):
            words = tuple(other.split()) if not CJK.search(other) else (other,)
            out.append(((*phrase[:at], *words, *phrase[at + 1 :]), fold(term)))
    return out


def _has_concept(term: str) -> bool:
    return any(key.startswith("@") for key in keys_of(term))
