"""A secret's name, the words saying whose it is, then the value, with no marker between.

Many languages put what a password belongs to after its name: "mật khẩu wifi <value>",
"heslo k routeru <value>", "PIN ya M-Pesa <value>", "PIN ni Lola <value>" (Vietnamese,
Czech, Swahili, Tagalog), and a note's title or a short field is written with no `:` or
"is" at all. `memwell.secrets.context` reads a value right after its name, or after a
marker; this reads the one after a few such words, when the value could be nothing else:

- a password of a person's making: a word with a capital, a digit and a password's
  symbol, or three words and a number (`Chikusa#1412`, `Summit_Willow_Tiger47`), after
  a name in a language other than English ("password for Server2019R2" is prose);
- digits alone (a PIN, a door code) only on a line or a clause of a few words, a title or
  a short field, and only after a name whose value may be digits;
- since session 14, a generator's passphrase (`violet-sable-tundra81`) after any name.

The words between are few and short, name no attribute of the secret (an id, a policy,
a length: `memwell.secrets.context` judges them) and hold no digit.
"""

from __future__ import annotations

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.phrases import hyphened_passphrase

_WORDS_BETWEEN_MAX = 3
_SHORT_LINE_WORDS = 5
# a clause ends at a comma, a stop, a dash between spaces or the scripts' own stops
_CLAUSE_END = lazy_compile(
    r"[,;.!?\u060c\u061f\u06d4\u0964\u0589\u17d4\u3001\u3002]|\s[\u2013\u2014-]\s"
)
_PIN = lazy_compile(r"\d{4,8}#?")
# a capital, a small letter and a digit, and a symbol of a password or 3+ words joined
_MADE_PASSWORD = lazy_compile(
    r"(?=[^\s]*[A-Z])(?=[^\s]*[a-z])(?=[^\s]*\d)"
    r"(?:[^\s]*[!#$%&*+=?@^~][^\s]*|[A-Za-z]{3,}(?:[_\-.][A-Za-z]{3,}){2,}[_\-.]?\d{1,6})"
)
_TRAILING = ".,;:!?)）」』、。"
# a password's name in a language that names its owner after it ("mật khẩu email",
# "kata sandi email", "senha e-mail"), and the owners that are attributes in English
# ("password email:" is the address a reset goes to)
_OWNER_AFTER = lazy_compile(
    r"(?i)m[ậa]t kh[ẩa]u|kata sandi|kata laluan|senha|contrase[ñn]a|mot de passe"
)
_OWNER = lazy_compile(r"(?i)e-?mail|mail|gmail|outlook|user")


def owner_named_after(name: str, word: str) -> bool:
    """True if `word`, right after the secret's `name`, says whose it is ("mật khẩu
    email": the e-mail's password) rather than which attribute of it follows."""
    return bool(_OWNER_AFTER.fullmatch(name) and _OWNER.fullmatch(word))


def value_after_owner(
    text: str, at: int, line_end: int, *, foreign: bool, digits_allowed: bool
) -> tuple[int, int] | None:
    """(start, end) of the value after one to three words that follow a secret's name at
    `at`, or None. `foreign`: the name is not English (its language may name the owner
    after it); `digits_allowed`: the name is a PIN's or a code's."""
    line = text[at:line_end]
    pieces = line.split()
    if not pieces or len(pieces) < 2:
        return None
    line_start = text.rfind("\n", 0, at) + 1
    short = len(text[line_start:line_end].split()) <= _SHORT_LINE_WORDS
    search_from = at
    for index, piece in enumerate(pieces[: _WORDS_BETWEEN_MAX + 1]):
        start = text.index(piece, search_from)
        search_from = start + len(piece)
        if not any(c.isdigit() for c in piece):
            if any(c in piece for c in ":=") or len(piece) > 12:
                return None  # a marker (the context rules' case) or a long word
            continue
        if index == 0:
            return None  # right after the name: `memwell.secrets.context`'s own case
        value = piece.rstrip(_TRAILING)
        if (
            digits_allowed
            and _PIN.fullmatch(value)
            and (short or _short_clause(text, line_start, start + len(value), line_end))
        ):
            return start, start + len(value.rstrip("#"))
        if foreign and _MADE_PASSWORD.fullmatch(value):
            return start, start + len(value)
        if hyphened_passphrase(text, start, start + len(value)) == (start, start + len(value)):
            return start, start + len(value)  # a generator's words and number, any language
        return None  # the first piece holding a digit is the value, or there is none
    return None


def _short_clause(text: str, line_start: int, value_end: int, line_end: int) -> bool:
    """True if the value ends a clause of a few words that starts the line ("PIN za
    karticu je 9155, nemoj nikome da kažeš."): a sentence of its own, as a note's line
    is, not a number deep in prose."""
    if text[value_end : value_end + 1].isalnum():
        return False
    rest = text[value_end:line_end]
    ended = (
        not rest.strip()
        or _CLAUSE_END.match(rest.lstrip(" ")) is not None
        or rest.startswith((" \u2013", " \u2014", " -"))
    )
    if not ended:
        return False
    clause = text[line_start:value_end]
    if _CLAUSE_END.search(clause):
        return False
    return len(clause.split()) <= _SHORT_LINE_WORDS + 1
