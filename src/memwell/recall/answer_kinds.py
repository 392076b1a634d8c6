"""What kind of answer a turn asks for, and which statements state that kind of thing.

"How much does Tsubame charge for a glaze firing?" asks for an amount of money; of the
kiln memory's lines, the one with "¥6,500" states one, and a line about bookings does
not, however many words they share. "ケンさんの電話番号教えて" asks for a phone number,
"彩のメールアドレスって何？" for an address, "いつ出す予定？" for a date. Neither shared
words nor a sentence embedding weighs this well: a line of prices and a line of rules
about the same subject sit close together in both.

So a turn's *asked kinds* are read from its question words, a closed class in both
languages (how much / いくら, when / いつ, where / どこ, what time / 何時, how many /
いくつ, and the nouns that name a kind: phone / 電話, e-mail / メアド, URL, price / 料金),
and a statement's *stated kinds* from the shape of what it says (an amount with a
currency, a date, a clock time, an e-mail address, a phone number, a URL or a path, a
number, or something not done yet: "Open:", "still", "未完了", "まだ"). Whether a
statement states a kind the turn asks for is one of the line value's features
(`recall.line_value`), so the digest's lines answer the question that was put. A turn
that asks for no particular kind (most requests) changes nothing.

A continuation ("where were we?", "続きやろう") asks for what is still open, whatever its
words: its subject words chose the memory, and every line of that memory shares them, so
the statements marked open come first (`recall.digest`: a priority over any line value).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal, TypeAlias

from memwell.lazy_patterns import lazy_compile

AnswerKind: TypeAlias = Literal["money", "date", "time", "email", "phone", "place", "count", "open"]

_ASKED: tuple[tuple[AnswerKind, re.Pattern[str]], ...] = (
    (
        "money",
        lazy_compile(
            r"(?i)\bhow much\b|\b(?:price|prices|priced|cost|costs|charge|charges|fee|fees|"
            r"rate|rates|pay|paid|selling for|sell for)\b|いくら|値段|料金|価格|費用|単価|"
            r"金額|会費|代金|撮影代|送料"
        ),
    ),
    (
        "date",
        lazy_compile(
            r"(?i)\bwhen\b|\bwhat (?:date|day)\b|\bdeadline\b|\bdue\b|\bby when\b|いつ|"
            r"何日|何曜|日付|締切|締め切り|期限|予定日|予備日"
        ),
    ),
    ("time", lazy_compile(r"(?i)\bwhat time\b|\bwhat hours?\b|何時|時間帯|時刻")),
    (
        "email",
        lazy_compile(
            r"(?i)\b(?:e-?mail|mail) address|'s e-?mail\b|\be-?mail\s*\?|メアド|メールアドレス"
        ),
    ),
    ("phone", lazy_compile(r"(?i)\bphone\b|\bcall (?:her|him|them)\b|電話")),
    (
        "place",
        lazy_compile(
            r"(?i)\bwhere\b|\bwhich (?:folder|directory|file|repo)\b|"
            r"\burl\b|\blink\b|\bpath\b|どこ|場所|保存先|パス|リポジトリ|URL"
        ),
    ),
    (
        "count",
        lazy_compile(r"(?i)\bhow many\b|\bhow big\b|いくつ|何個|何人|何件|何枚|何回|何世帯"),
    ),
    (
        "open",
        lazy_compile(
            r"(?i)\b(?:what|anything)(?:'s| is)?(?: else)?(?: is)?(?: still)? "
            r"(?:open|left|pending|remaining|unfinished)\b|\bleft off\b|残って|残り|"
            r"どこまで|やりかけ|未完了|進み具合"
        ),
    ),
)

_STATED: tuple[tuple[AnswerKind, re.Pattern[str]], ...] = (
    (
        "money",
        lazy_compile(r"[¥$£€]\s?\d|\d[\d,.]*\s?(?:円|万円|yen|dollars?|USD|GBP|EUR|JPY)"),
    ),
    (
        "date",
        lazy_compile(
            r"\b\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?\b|\b\d{1,2}/\d{1,2}\b|\d{1,2}月\d{1,2}日|"
            r"\d{1,2}月|(?:毎月|毎週)|\d{1,2}日|(?i:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|"
            r"oct|nov|dec)[a-z]*\.? \d{1,2}\b|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*day\b)|"
            r"[月火水木金土日]曜"
        ),
    ),
    ("time", lazy_compile(r"\b\d{1,2}:\d{2}\b|\d{1,2}時|(?i:\b\d{1,2}\s?(?:am|pm)\b)")),
    ("email", lazy_compile(r"[\w.+-]+@[\w-]+\.[\w.]+")),
    ("phone", lazy_compile(r"\b0\d{1,4}-\d{2,4}-\d{3,4}\b|\+\d{1,3}[\s-]?\d")),
    (
        "place",
        lazy_compile(
            r"https?://|~/|(?<![\w.])/[\w.-]+/|\b[\w-]+/[\w.-]+/|\\\\[\w-]+|[\w-]+\.(?:com|jp|"
            r"org|net|io|example|local)\b|[\w-]+:[\w-]+/|\b(?:github|gitlab)\b"
        ),
    ),
    ("count", lazy_compile(r"\d")),
    (
        # the closed class of status words that mark a thing as not done yet
        "open",
        lazy_compile(
            r"(?i)\bopen(?: items?| questions?)?\s*[:：]|\bto-?dos?\b|\bpending\b|"
            r"\bnot (?:yet|started|done|enabled|updated|decided|sent|ordered)\b|\bstill\b|"
            r"\bunfinished\b|\bin progress\b|\bhalf done\b|\bwip\b|\bnext(?: step)?\s*[:：]|"
            r"\[ \]|未完了|未解決|未決|未定|未着手|未作成|まだ|課題|残り|途中|検討中"
        ),
    ),
)


def asked_kinds(text: str) -> frozenset[AnswerKind]:
    """The kinds of answer the turn's question words ask for (empty: no particular one)."""
    return frozenset(kind for kind, pattern in _ASKED if pattern.search(text))


# the digest reads the kinds of the same memories' statements on every turn that shows
# them (a warm service); a pure function of the statement's text
@lru_cache(maxsize=16_384)
def stated_kinds(statement: str) -> frozenset[AnswerKind]:
    """The kinds of thing a statement states, read from the shape of its words."""
    return frozenset(kind for kind, pattern in _STATED if pattern.search(statement))
