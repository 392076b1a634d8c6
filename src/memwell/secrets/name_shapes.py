"""What a topic name, an alias or a session speaker looks like, and what does not.

The content rules find a secret by its words and its format; a value typed alone into a
short field has neither. `memwell.secrets.fields` judges such a value by the shape of a
key (random, hex, a password's symbols). This module judges it the other way round, by
the shape the field itself has: a topic name or an alias is a name of words (numbers,
dates and versions among them); a speaker is a role or a person's name, a handle, an
e-mail or a phone number. A value without that shape gets a stricter reading:

- for every standalone field: **digits alone** (`2241`, `37-20-39`, `171052`; a date or a
  version is a name: `2024-05-01`, `1.4.2`), the form of a PIN, a door or safe code, a
  one-time code; **a code in groups** (`RJGI-GLBM-CJP3-8EYM`: four or more groups of one
  length, two or more of them mixing letters and digits); **20-31 hex digits alone**
  holding letters and digits (a name's hash is a short part of 7-12; 32+ anywhere is a
  key for `fields` already); **a UUID**, alone, behind a prefix (`sdk-<uuid>`) or
  beside words (`Wise key <uuid>`), one of the forms providers issue keys in (a topic is
  named in words; an incident's id belongs in its body); **digits inside a word twice**
  in one piece of at most 24 characters (`S3cur1ty_9414`, `T4DHJ61JQs`: a name's digits
  stand at a part's end, `iPhone15`, or once inside a part, `k8s_e2e`, `i18n`; a longer
  run is an id, a hash or an encoding, which `fields` tells apart);
- for a speaker only, where the value is redacted rather than refused: **a casing no
  name has** (`LMnYA`, `QWesH`: a name's part is lower case, Capitalised, all capitals or
  words run together, `McDonald`, `OpenAI`); **a password's symbol** (`hunter890!`; not
  a handle's `#` or a phone number's `+`); **a label and its value** (`wifi: ...`);
  **digits switching with letters three times in a part** (`40Jek4QS`); **three or more
  words in lower case** (`pepper basil saddle`) or **four or more joined by hyphens**
  (`copper-lantern-hollow-ivory`); a phone number (`+81 90 1234 5678`) is kept;
  **an unpronounceable part** of 6+ letters (`Jvyulnqn`), by the share of its letter pairs
  that English commonly writes; **a line break**.

What still passes, by design: a passphrase of words or a password of a word and a number
as a topic name or an alias (`pepper basil saddle`, `hunter890`), which have a name's
shape exactly; refusing them would refuse names. docs/security.md gives the figures.
"""

from __future__ import annotations

import calendar
import re

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.languages import PASSWORD_LATIN, PASSWORD_OTHER, PIN_LATIN
from memwell.secrets.phrases import JOINING_WORDS, generated_passphrase
from memwell.secrets.phrases import chosen_words as _chosen_words

_DIGITS_ALONE = lazy_compile(r"[\d\s\-._/:#]+")
_DATE = lazy_compile(r"(\d{4})[-_/.]?(\d{2})(?:[-_/.]?(\d{2}))?")
_VERSION = lazy_compile(r"v?\d+(?:\.\d+){1,3}")
_GROUPS = lazy_compile(r"[A-Za-z0-9]+(?:[\s\-_.]+[A-Za-z0-9]+){3,}")
_GROUP = lazy_compile(r"[A-Za-z0-9]+")
# 20-31 hex digits alone (32+ anywhere are `fields`' rule): a name's hash is short
_HEX_KEY = lazy_compile(r"[0-9a-fA-F]{20,31}")
_ONE_PIECE_MAX = 24
# a UUID as a piece of its own, or behind a short prefix (`sdk-`, `api-`)
_UUID_PIECE = lazy_compile(
    r"[\"'`(\[]?(?:[A-Za-z]{1,8}[-_.:])?"
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
    r"[\"'`)\].,;]?"
)
_ID_LABEL = lazy_compile(r"(?i).*(?:id|uuid|guid)[:=]")
# a record a UUID is the id of, named before it ("memory <uuid>", "session <uuid>", "item
# <uuid>"): the harness and its tools name their records so; a key is named by its provider
# or a credential's word ("snyk token <uuid>"), which no word here is
_RECORD_NAMES_TEXT = """
    memory memories item items session sessions turn message conversation thread chat
    request trace span run job task event order ticket build deployment record entry note
    document doc file topic project workspace transaction device node instance
"""
_RECORD_NAMES = frozenset(_RECORD_NAMES_TEXT.split())
_ALNUM = lazy_compile(r"[A-Za-z0-9]+")
# a digit run with a letter on both sides: `S3cur1ty` holds two
_DIGITS_INSIDE = lazy_compile(r"(?<=[A-Za-z])\d+(?=[A-Za-z])")
_LETTERS = lazy_compile(r"[A-Za-z]+")
# a name's casing: `alice`, `Alice`, `API`, `McDonald`, `OpenAI`, `iPhone`
# (`SQLite`, `gRPC` too); not `LMnYA`, `QWesH`, `yYPdfutN`
_NAME_CASING = lazy_compile(
    r"[a-z]+|[A-Z]+|[A-Z]?[a-z]+(?:[A-Z][a-z]+)*[A-Z]*|[A-Z]+[a-z]+|[a-z]+[A-Z]+"
)
_SWITCH = lazy_compile(r"(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])")
_JOINED = lazy_compile(r"[-_.]")
_LOWER_WORD = lazy_compile(r"[a-z]{3,}")
_PASSPHRASE_PARTS = 4
_SHORT_HEX = lazy_compile(r"[0-9a-f]{6,12}")  # a short commit hash, a record's id
_PHONE = lazy_compile(r"\+[\d\s\-().]{7,}")
# what no role or person's name holds (`#` is a handle's: `alice#1234`)
_PASSWORD_SYMBOL = lazy_compile(r"[!$%&*=?^~|]")
_LABELLED = lazy_compile(r"[^\s:]+:\s+\S")  # `wifi: Lagoon-violet-2213`
_HANDLE_SUFFIX = lazy_compile(r"\[bot\]$")

NAME_WORDS_MAX = 4  # as `fields.SHORT_FIELD_WORDS`: "k8s prod cluster notes"
GROUPS_MIN = 4  # `RJGI-GLBM-CJP3-8EYM`; `AWS-EC2-RDS` is three
PRONOUNCEABLE_MIN = 6  # letters of a part judged by its pairs
PRONOUNCEABLE_SHARE = 0.4  # `Jvyulnqn` 0.14; `Xiaoqing` 0.43, `Nguyen` 0.8


# a secret's name, then its value of digits: `code 738096`, `PIN: 4821`, `sms code 5521`;
# a code named by what it classifies (`error code 5003`, `zip code 94107`) opens nothing
_NAMED_DIGITS = lazy_compile(
    # (the qualifier in any script: "도어락 비번 484682", a door lock's)
    r"(?i)(?<![A-Za-z])(?:(?P<qualifier>[^\W\d_][^\W\d_\-]*(?:-[^\W\d_]+)*)\s+)?"
    r"(?:codes?|pins?|otp|passcode|password|pass|pwd|暗証番号|あんしょうばんごう|パスワード|コード|パスコード|"
    r"비밀번호|비번|"
    # and in the languages of `languages` (`PIN kodu 4821`, `salasana 4821`)
    rf"{PASSWORD_LATIN}|{PIN_LATIN}|{PASSWORD_OTHER})"
    r"\s*[:：#=]?\s*(?P<value>\d{4,8})(?![\d.,:/\-])"
)
_CLASSIFYING = frozenset(
    (
        "error", "status", "exit", "http", "zip", "postal", "area", "country", "return",
        "promo", "discount", "coupon", "response", "reason", "product", "item", "tracking",
        "order", "source", "language", "colour", "color", "airport", "dial", "region",
        "currency", "event", "op", "opcode", "key",
    )
)  # fmt: skip
_YEAR = lazy_compile(r"(?:19|20)\d\d")


def named_digits_spans(text: str) -> list[tuple[int, int]]:
    """The spans of digit values after a secret's name (`code 738096`): a one-time code,
    a PIN or a password of digits, named as a person types it into a short field or a
    query. A year (`code 2024`) and a classifying code (`error code 5003`) are not."""
    spans = []
    for match in _NAMED_DIGITS.finditer(text):
        qualifier = (match.group("qualifier") or "").lower()
        value = match.group("value")
        if qualifier in _CLASSIFYING or (len(value) == 4 and _YEAR.fullmatch(value)):
            continue
        spans.append(match.span("value"))
    return spans


_SEED_LENGTHS = frozenset((12, 15, 18, 21, 24))
# the kanji numerals a PIN is written in, as digits
_KANJI_DIGITS = str.maketrans("〇零一二三四五六七八九", "00123456789")


def _seed_words(words: list[str]) -> bool:
    """True if `words` are a wallet's seed phrase, its name first or not (`seed <12
    words>`): each a chosen word, at most two of a sentence's (the lists hold `all`,
    `before`), or each one Chinese character."""
    if words and words[0].lower() in _SEED_NAMES:
        words = words[1:]
    if len(words) not in _SEED_LENGTHS:
        return False
    joining = [w for w in words if w in JOINING_WORDS]
    others = [w for w in words if w not in JOINING_WORDS]
    return (len(joining) <= 2 and _chosen_words(others)) or _one_character_words(words)


_SEED_NAMES = frozenset(("seed", "mnemonic", "recovery", "phrase", "words"))


def _one_character_words(words: list[str]) -> bool:
    """True if every word is one Chinese character (a seed phrase of the Chinese lists)."""
    return all(len(w) == 1 and "\u4e00" <= w <= "\u9fff" for w in words)


def name_shape_kinds(value: str) -> list[str]:
    """What a standalone topic name or alias holds that no name has (empty: a name)."""
    text = value.strip()
    kinds: list[str] = []
    named = _NAMED_DIGITS.fullmatch(text)
    if named is not None and named_digits_spans(text):
        kinds.append("a code after its name: name it without the code")
    if _digits_alone(text) or (len(text) >= 4 and _digits_alone(text.translate(_KANJI_DIGITS))):
        # (a PIN in kanji numerals, `〇八五五九三`, read as its digits; not a name's
        # few numerals, 一二三)
        kinds.append("digits alone, read as a PIN or a code: add a word saying what they are")
    if _code_in_groups(text):
        kinds.append("a code in groups")
    if generated_passphrase(text):
        kinds.append("words joined as a password generator joins them")
    if _seed_words(text.split()):
        # (the Chinese lists' words are one character each: `貴 吊 境 沉 ...`)
        kinds.append("the words of a wallet's seed phrase")
    if len(text.split()) > NAME_WORDS_MAX:
        return kinds  # a sentence, not a name: the content rules read it
    if _HEX_KEY.fullmatch(text) and re.search(r"\d", text) and re.search(r"[a-fA-F]", text):
        kinds.append("hex key")
    if _uuid_piece(text):
        kinds.append("a UUID, the form some providers issue keys in: name it in words")
    # one piece, as short as a password: a longer run or a line holding it is judged by
    # the short-field rules, which know ids, hashes and encodings
    one_piece = len(text) <= _ONE_PIECE_MAX and not any(c.isspace() for c in text)
    if one_piece and any(_digits_inside(part) >= 2 for part in _ALNUM.findall(text)):
        kinds.append("digits inside a word, as in a password")
    return kinds


def speaker_shape_kinds(value: str) -> list[str]:
    """What a session speaker holds that no role or person's name has (empty: a name)."""
    text = value.strip()
    if "\n" in text:
        return ["more than one line"]
    kinds = name_shape_kinds(text)
    if not kinds and not _PHONE.fullmatch(text):
        kinds = _speaker_kinds(_HANDLE_SUFFIX.sub("", text))
    return kinds


def _speaker_kinds(text: str) -> list[str]:
    if "@" in text:
        return []  # an e-mail or a handle: the shape rules of a short field judge it
    kinds = []
    if _PASSWORD_SYMBOL.search(text):
        kinds.append("a password's symbol")
    if _LABELLED.match(text):
        kinds.append("a label and its value")
    if sum(_digits_inside(part) for part in _ALNUM.findall(text)) >= 2:
        kinds.append("digits inside a word, as in a password")
    letters = _LETTERS.findall(text)
    if any(not _NAME_CASING.fullmatch(run) for run in letters):
        kinds.append("a casing no name has")
    if any(_switches(part) >= 3 for part in _ALNUM.findall(text)):
        kinds.append("letters and digits switching, as in a key")
    if _words_not_a_name(text):
        kinds.append("three or more words not written as a name")
    if any(len(run) >= PRONOUNCEABLE_MIN and not _pronounceable(run) for run in letters):
        kinds.append("a word no language writes")
    return kinds


def _words_not_a_name(text: str) -> bool:
    """Three or more words, all in lower case (`pepper basil saddle`: a person's name is
    Capitalised, a role is a word or two), or four or more words and nothing else joined
    by hyphens, underscores or dots (`copper-lantern-hollow-ivory`); an agent's or a
    bot's name has a number or fewer words (`claude-code-subagent-3`, `QA-team-2024`)."""
    words = [w.strip("()[]{}\"'") for w in text.split()]
    ascii_words = [w for w in words if w.isascii() and w.isalpha()]
    if len(ascii_words) >= 3 and all(w.islower() for w in ascii_words):
        return True
    for word in words:
        parts = [p for p in _JOINED.split(word) if p]
        named = [p for p in parts if any(c.isalpha() for c in p)]
        if len(named) >= _PASSPHRASE_PARTS and all(_LOWER_WORD.fullmatch(p) for p in parts):
            return True
    return False


def _switches(part: str) -> int:
    """Switches between letters and digits; none in a short hex id (`build-7e4266a`)."""
    if _SHORT_HEX.fullmatch(part) or not any(c.islower() for c in part):
        return 0  # a short hash, an id of capitals and digits (`U024BE7LH`)
    return len(_SWITCH.findall(part))


def _digits_inside(part: str) -> int:
    """Digit runs with a letter on both sides; none in a short hex hash (`7c3d2a1`) or in
    an id of capitals and digits (a Slack member id, `U024BE7LH`)."""
    if _SHORT_HEX.fullmatch(part) or not any(c.islower() for c in part):
        return 0
    return len(_DIGITS_INSIDE.findall(part))


def _uuid_piece(text: str) -> bool:
    """A UUID standing as a word of the value, not after an id's label (`turn_id: ...`)."""
    previous = ""
    for piece in text.split():
        if (
            _UUID_PIECE.fullmatch(piece)
            and not _ID_LABEL.fullmatch(previous)
            and previous.lower().strip("#:") not in _RECORD_NAMES
        ):
            return True
        previous = piece
    return False


def _digits_alone(text: str) -> bool:
    if not text or not any(c.isdigit() for c in text) or not _DIGITS_ALONE.fullmatch(text):
        return False
    return not (_is_date(text) or _VERSION.fullmatch(text) or _PHONE.fullmatch(text))


def _is_date(text: str) -> bool:
    match = _DATE.fullmatch(text)
    if match is None:
        return False
    year, month, day = (int(g) if g else 1 for g in match.groups())
    return 1900 <= year <= 2100 and 1 <= month <= 12 and day <= calendar.monthrange(year, month)[1]


def _code_in_groups(text: str) -> bool:
    """Four or more groups of one length, two of them mixing letters and digits."""
    if not _GROUPS.fullmatch(text):
        return False
    groups = _GROUP.findall(text)
    mixed = sum(1 for g in groups if re.search(r"\d", g) and re.search(r"[A-Za-z]", g))
    return len({len(g) for g in groups}) == 1 and len(groups) >= GROUPS_MIN and mixed >= 2


def _pronounceable(run: str) -> bool:
    from memwell.secrets.fields import common_pair_share

    share = common_pair_share(run)
    return share is None or share >= PRONOUNCEABLE_SHARE
