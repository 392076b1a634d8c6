"""A precondition a rule requires before its act, and whether the call shows it met.

Trigger: a stopping rule's sentence forbids an act done without something first being in
place: consent, a permit, a verification, a proof, a waiver, a signature ("never publish an
obituary without the family's consent form", "Never file a plan over a DID unless the MLIT
permit number is in the plan", 「保護者の同意書がない限り予約を入れない」, 「同意がない人の写真は
絶対に載せない」, "never ship an unverified order"), and the call carries a field for it
(`"consent_form_on_file": false`, `"permit_no": null`, `"photo_consent": "yes"`,
`"id_verified": true`, `"consent": {"student": true, "guardian": true}`).

Why: the rule-breaking call and its benign twin are the same act on the same thing and
differ exactly in that field. Read by act and object alone the rule stops both (a false
stop of the call that has its consent on file) or, when its object words miss the call's,
neither. The field's key says which precondition it is in the tool's own words, its value
whether it is met: no domain's vocabulary is needed beyond the few nouns that name a
precondition in either language.

What is not read: a precondition said to be no excuse ("even with consent", 「同意書があって
も」, 「OKしていても」) — the rule forbids the act whatever the field says; a time or an
order ("before the advisory is published", "until the quarantine ends"), which is the
windows' and states' concern; a value that names the precondition without saying it is met
(a free text note).

Outcome: `precondition_words(sentence)` → the words (English, as call fields are keyed)
that name what the rule requires, empty when it requires nothing the reader reads;
`precondition_met(words, tool_input)` → True when every field of the call that names the
precondition shows it met, False when one shows it missing (false, null, empty, "no",
"pending"), None when no field names it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import Any

from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_limits import key_words

# what a rule requires first, named in English: the words a call's field key carries
_EN_FRAME = lazy_compile(
    r"(?i)\b(?:without|unless|lacking|missing|only\s+(?:with|if|when|once|after))\s+"
    r"((?:[\w'-]+\s+){0,5}?[\w'-]+)(?=\s*(?:[,.;:()\u2014\u2013]|$|\s+(?:is|are|was|has|have|"
    r"in|on|for|to|from|of|and|or|but|so)\b))"
    r"|\bwhose\s+([\w-]+)\s+(?:is|are)\s+(?:false|empty|missing|not\b)"
    r"|\b(un[a-z]+ed|non-[a-z]+ing)\b"
)
# 「Xがない限り」「Xのない」「Xなしで」「Xがある子だけ」「Xをもらっているときだけ」「Xを取ってから」
_JA_FRAME = lazy_compile(
    r"([\w\u30a0-\u30ff\u4e00-\u9fff]{1,12}?)(?:\([^)]{0,40}\))?"
    r"(?:が(?:ない|無い|なければ|無ければ)|の(?:ない|無い)|なし|無し|を(?:もらって|取って|得て)(?:い)?ない|"
    r"が(?:ある|あり)[^。]{0,12}(?:だけ|のみ|限り)|の(?:ある)[^。]{0,12}(?:だけ|のみ)|"
    r"を(?:もらって|取って|得て)(?:いる|から)|が(?:済んで|済んだ|済み)|が出て(?:から|いる))"
)
# 「同意書があっても」「保護者の方がOKしていても」, "even with consent": no excuse, not a condition
_NO_EXCUSE = lazy_compile(
    r"(?i)\beven\s+(?:with|if|when|though)\b|があっても|ていても|でも載せ|でもしない|でも出さない"
)
# Japanese nouns of a precondition, in the words a call's English keys use
# (the head word only: the most specific first, so 本人確認 is read before 確認 would be)
_JA_NOUNS: tuple[tuple[str, str], ...] = (
    ("本人確認", "verified"),
    ("年齢確認", "verified"),
    ("同意", "consent"),
    ("承諾", "consent"),
    ("許可", "permit"),
    ("証明", "proof"),
    ("署名", "signed"),
)
# English words of a frame that name no precondition (articles, people, generic nouns)
_NOT_PRECONDITIONS = frozenset(
    {
        *("the", "a", "an", "any", "their", "his", "her", "its", "our", "your", "my", "this"),
        *("that", "with", "first", "written", "signed", "valid", "proper", "prior", "explicit"),
        *("parent", "parents", "parental", "guardian", "client", "customer", "owner", "family"),
        *("student", "students", "person", "people", "someone", "asking", "checking", "me", "it"),
        *("form", "forms", "file", "number", "on", "in", "of", "we", "they", "you", "i"),
    }
)
# the value of a precondition's field that says it is missing
_MISSING = frozenset(
    {"", "no", "n", "none", "null", "false", "pending", "missing", "declined", "refused",
     "withdrawn", "unknown", "不可", "なし", "無", "未", "いいえ", "na", "n/a"}
)  # fmt: skip
# "3 of 11 children", "9/9": a count of those who have it against those who need it
_PART_OF = lazy_compile(r"^(\d+)\s*(?:of|/|out of)\s*(\d+)\b")
_STEM = 5  # a key word and a rule word name the same thing when they share this prefix


@lru_cache(maxsize=2048)
def precondition_words(sentence: str) -> tuple[str, ...]:
    """The words naming what `sentence` requires before its act (empty: none read)."""
    text = unicodedata.normalize("NFKC", sentence)
    if _NO_EXCUSE.search(text):
        return ()
    words: list[str] = []
    for found in _EN_FRAME.finditer(text):
        if found.group(2):
            words.append(found.group(2).lower())  # "whose share_consent is false": the key
            continue
        phrase = (found.group(1) or found.group(3)).lower()
        if found.group(3):
            # "an unverified order", "a non-consenting resident": what is missing is the word
            phrase = re.sub(r"^(?:un|non-)", "", phrase)
        # the phrase's head ("identity verification", "proof of purchase" read to "proof")
        heads = [w for w in _words(phrase) if w not in _NOT_PRECONDITIONS]
        words += heads[-1:]
    for found in _JA_FRAME.finditer(text):
        noun = found.group(0)
        quoted = re.search(r"\(([A-Za-z_]+)\s*=", noun)  # 「写真掲載同意(photo_consent=yes)」
        if quoted:
            words.append(quoted.group(1).lower())
        words += [en for ja, en in _JA_NOUNS if ja in noun][:1]
    return tuple(dict.fromkeys(w for w in words if len(w) >= 4))


def precondition_met(words: tuple[str, ...], tool_input: Any) -> bool | None:
    """Whether the call's fields naming the precondition show it met (see the module)."""
    if not words or not isinstance(tool_input, Mapping):
        return None
    shown: list[bool] = []
    for path, value in _leaves(tool_input, ()):
        keys = {key.lower() for key in path}
        keyed = {w for key in path for w in key_words(key)}
        # a key the rule names whole (`share_consent`) is that field; a head word is met by
        # a key word of the same stem (`identity_verified` for "identity verification")
        if any(w in keys if "_" in w else any(_same(w, k) for k in keyed) for w in words):
            shown.append(_met(value))
    if not shown:
        return None
    return all(shown)


def _same(word: str, key: str) -> bool:
    if word == key:
        return True
    return len(word) >= _STEM and len(key) >= _STEM and word[:_STEM] == key[:_STEM]


def _met(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if value is None:
        return False
    if isinstance(value, int | float):
        return value != 0
    text = unicodedata.normalize("NFKC", str(value)).strip().lower()
    if text in _MISSING or text.startswith(("no_", "not_", "pending")):
        return False
    part = _PART_OF.match(text)
    if part:
        return part.group(1) == part.group(2)  # "3 of 11 children": met for 3, not for 8
    # "false (Jordan Ellis)", "no - asked by phone": the value's first word says it
    first = re.split(r"[^\w/]+", text, maxsplit=1)[0]
    return first not in _MISSING and first != "not"


def _leaves(data: Any, path: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every scalar of the call with the keys above it (a nested `consent: {guardian: …}`
    keeps `consent`); an empty list or object under a key is a value too (nothing there)."""
    if isinstance(data, Mapping):
        if not data and path:
            yield path, None
        for key, value in data.items():
            yield from _leaves(value, (*path, str(key)))
    elif isinstance(data, list):
        if not data and path:
            yield path, None
        for item in data[:50]:
            yield from _leaves(item, path)
    else:
        yield path, data


def _words(phrase: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[A-Za-z]+", phrase)]
