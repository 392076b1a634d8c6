"""Secrets told by their context, whatever their shape.

A provider list runs out: every blind corpus brought formats no rule named (a labelled
64-hex key, recovery codes in groups, a UUID that is a private key). What those lines
share is not the value's shape but the words around it: a value is a secret when its
context says so,

1. the words before it name a secret (`_STRONG_LATIN`, `_STRONG_OTHER`: password,
   passphrase, PIN, token, secret, API/private/signing key, recovery or backup code, seed,
   credential, the code of a door, a keypad or an alarm, a safe's combination, `PW`, and
   the same in Japanese, Chinese, Korean and the European languages), or the key it is
   assigned to does (`ASANA_PAT=`, `otp_seed:`), or its table column's header does;
2. it stands where a value stands after them: after `:`, `=`, "is"/"was"/"it's", 「は」,
   a bracket holding one password-shaped token, with at most a few words between
   (`signing secret for the webhook receiver is <hex>`), or alone on the lines that
   follow a label ending in `:` (recovery codes); after a passphrase or a seed, words
   are the value (the quoted text, a seed phrase of 12-24 words);
3. and it is not a look-alike: a reference or a placeholder (`is_look_alike`), a plain
   word, a public id (the words between name an id, a name, a hash, a length, an expiry:
   "token expiry: 3600", "API key name: prod-reader", "the key's sha256 is ..."), a
   public or non-secret key ("public key", "primary key", "idempotency key").

Two shapes of line are read by their position alone (`memwell.secrets.positions`).

`context_spans(text)` returns (kind, start, end) for `memwell.secrets.scanner`, which applies them
with its other rule sets.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from memwell.lazy_patterns import lazy_compile
from memwell.markdown_tables import tables
from memwell.secrets.encoded import grouped_code
from memwell.secrets.fields import segmented_word_share, without_dates
from memwell.secrets.languages import (
    ACCESS_CODE_LATIN,
    ACCESS_CODE_OTHER,
    ACCESS_HINTS,
    COPULAS,
    FOREIGN_ONLY_COPULAS,
    HINTS,
    PASSWORD_LATIN,
    PASSWORD_OTHER,
    PIN_LATIN,
    STRONG_LATIN,
    STRONG_OTHER,
)
from memwell.secrets.lookalikes import has_public_prefix, is_look_alike
from memwell.secrets.phrases import JOINING_WORDS, hyphened_passphrase, phrase_span
from memwell.secrets.positions import position_spans
from memwell.secrets.word_order import owner_named_after, value_after_owner
from memwell.tokens import CJK_RUN, has_cjk

# Words naming a secret (`memwell.secrets.languages`). "strong" ones make the value after
# them a secret at any marker; "weak" ones (short or common words) only when a `:`/`=`
# follows them directly.
_STRONG_LATIN = STRONG_LATIN
_STRONG_OTHER = STRONG_OTHER
# a name in a language whose word for "is" is also an English word ("passordet er ...")
_FOREIGN_NAME = lazy_compile(
    rf"(?i){PASSWORD_LATIN}|{PIN_LATIN}|{PASSWORD_OTHER}|{ACCESS_CODE_LATIN}|{ACCESS_CODE_OTHER}"
)
_STRONG = f"{_STRONG_LATIN}|{_STRONG_OTHER}"
_WEAK = r"keys?|pat|otp|totp|seed|pin|auth|pass|code"
_ANCHOR = lazy_compile(
    # a Latin word is not part of a longer one; Japanese and Chinese touch what is around
    # them ("APIシークレット", "DB密码")
    rf"(?i)(?:(?<![A-Za-z])(?=[A-Za-z])|(?-i:(?<=[a-z])(?=[A-Z]))|(?![A-Za-z]))"
    rf"(?:(?P<strong>{_STRONG})|(?P<weak>{_WEAK}))"
    r"(?:(?<=[A-Za-z])(?![A-Za-z])|(?<![A-Za-z]))"
    # a word inside an identifier counts (`ASANA_PAT`, `otp_seed`): `_` is not a letter
)
# the same on a line of ASCII text, where only the Latin words can match: tried at the
# start of a word only (`_ANCHOR` tries every space and symbol, for the words of scripts
# that touch what is around them), which keeps a transcript's prose lines cheap
_ANCHOR_ASCII = lazy_compile(
    rf"(?i)(?:(?<![A-Za-z])(?=[A-Za-z])|(?-i:(?<=[a-z])(?=[A-Z]))|(?=2fa))"
    rf"(?:(?P<strong>{_STRONG_LATIN})|(?P<weak>{_WEAK}))(?![A-Za-z])"
)
# a key or token named as one that is not secret, or as its attribute
_NOT_SECRET_BEFORE = lazy_compile(
    # a word of its own: `imap_password` is no map's key
    r"(?i)(?<![a-z])(?:public|publishable|primary|foreign|partition|sort|cache|idempotency|object|"
    r"s3|hot|shortcut|keyboard|dedupe?|composite|unique|index|map|dict|lookup|license "
    r"plate|next|page|pagination|continuation|csrf[ _\-]?|refresh count|max|num|"
    # a code that names a place, an outcome or a category, not a credential
    r"zip|postal|area|country|exit|error|status|return|http|promo|discount|coupon|"
    r"colou?r|language|airport)"
    r"[ _\-.]?$"
)
# a code that names a thing in a catalogue or a schedule (`eventCode`, `item_code`): said
# of a code only ("model key", "region token" are keys)
_THING_BEFORE_CODE = lazy_compile(
    r"(?i)(?<![a-z])(?:event|rate|item|product|sku|article|plan|tax|currency|region|station|"
    r"fare|course|model|part)[ _\-.]?$"
)


def _not_secret_before(text: str, name: str, begin: int, end: int) -> bool:
    """Whether the words before a secret's name (`text[begin:end]`) qualify it as no
    secret's (`_NOT_SECRET_BEFORE`, and for a code `_THING_BEFORE_CODE`)."""
    if _NOT_SECRET_BEFORE.search(text, begin, end):
        return True
    return name.lower().startswith("code") and bool(_THING_BEFORE_CODE.search(text, begin, end))


# words between the secret's name and the value that say the value is about the secret,
# not the secret: an id, a name, a hash, a length, where it lives
_ATTRIBUTE = lazy_compile(
    r"(?i)(?<![A-Za-z])(?:id|ids|identifier|name|names|username|user|login|email|uuid|"
    r"fingerprint|hash|hashes|digest|checksum|sha\d*|md5|commit|length|len|size|expiry|"
    r"expires?|expiration|ttl|lifetime|scopes?|prefix|suffix|format|version|rotation|"
    r"rotated|type|file|path|location|header|env|variable|var|vault|field|policy|url|"
    r"endpoint|count|limit|age|created|updated|last|hint|question|reset|link|"
    r"strength|rules?|requirements?|regex|pattern|ref|reference|arn|label|alias|slot|"
    r"provider|issuer|algorithm|alg|kid|public|example|sample|placeholder)"
    r"(?![A-Za-z])"
)
# between the name and its value: a few words, then a marker (`:`, `=`, "is", 「は」)
# the same, just before the name ("the hash of the password is ...", "the key ID is ...")
_ATTRIBUTE_BEFORE = lazy_compile(
    # (not part of a host, an e-mail or a path: `ops@kettle.example のパスワード`)
    r"(?i)(?<![A-Za-z.@/])(?:hash|hashes|digest|checksum|sha\d*|md5|fingerprint|length|expiry|"
    r"expiration|ttl|policy|rotation|strength|rules?|requirements?|hint|question|format|"
    r"prefix|example|sample|placeholder|public|publishable|นโยบาย)(?![A-Za-z])[^A-Za-z]*"
    r"(?:of|for|the|a|an|your|our|my|\s)*$"
)
# where a value starts after the words naming it: `:`, `=`, "is", 「は」, 是, 는
_MARKER = lazy_compile(
    # (a colon before `//` is a URL's scheme, `https:`, not a marker)
    r"(?i)\s*(?::=|=>|->|→|:(?!//)|[=：])\s*|(?:'|\u2019)s\s+|"
    r"\s+(?:is|was|are|were|it(?:'|\u2019)?s|ist|est|es|é|to|lautet|lauten|hei(?:ß|ss)t|"
    # (a dash only before a piece holding a digit or a symbol: "— see RFC 7617" is prose)
    r"c(?:'|\u2019)est|[\u2014\u2013](?=\s+[^\s]*[0-9!#$%&*+=?@^~])|"
    rf"{COPULAS})\s+|"
    r"\s*(?:は|が|を|是|为|為|은|는|คือ)\s*|"
    # a language whose "is" follows the value (Persian "است", Hindi "है"): the value is
    # the one piece before it ("رمز در پارکینگ 6504 است")
    r"\s+(?=[^\s]+\s+(?:است|है)(?![^\W\d_]))|"
    # a bracket or a quote right after the name opens its value: シークレット【...】
    r"(?=[【「『])|"
    # a bracket holding one password-shaped token: パスワード(Dusk!Jigsaw64), "key (x#9...)"
    r"\s?(?=[(（](?=[^\s()（）]*[0-9!#$%&*+=?@^~|])[^\s()（）]{6,}[)）])"
)
# the words between the name and the marker hold no sentence end ("." before a space),
# no URL or e-mail, and are few
# "(store offline!):" goes on; an option (`secret generic x --from-file=...`) is the
# command's own argument, not the secret's value
_BRIDGE_END = lazy_compile(r"[\n;。@]|[.!?](?!\S)|(?<!\S)--?[A-Za-z]")
_BRIDGE_MAX = 60
_URL_IN_TAIL = lazy_compile(r"[A-Za-z][A-Za-z0-9+.\-]*://[^\s\"'<>`]+")
_DIGIT_NEXT = lazy_compile(r"\S*\d")
_IDENTIFIER_REST = lazy_compile(r"[A-Za-z0-9_.\-]*")
_QUOTES = "\"'`「」『』【】“”\u2018\u2019()[]<>"
# a value: up to the next space or closing quote, trailing punctuation aside
_VALUE = lazy_compile(r"[^\s\"'`「」『』【】“”\u2018\u2019<>\u3000-\u303f\uff00-\uffef]+")
# a password manager named between a secret's name and a value: the value names its entry
_PASSWORD_MANAGER = lazy_compile(r"(?i)1password|lastpass|keepass|bitwarden|dashlane|keychain")
# a name followed by a particle is a product or a place ("1Passwordの保管庫")
_NAME_PARTICLE = "のにへとや"
# a masked value: a bullet or an ellipsis, or a run of asterisks (one `*` is a symbol)
_MASKED = lazy_compile(r"[•●·…]|\*\*")
# a code written in groups: `WYZP GGAA AGJH DTSK`, `7onr-1vph`, `4821 9937 0012`
_GROUPED = lazy_compile(
    r"(?:[A-Za-z0-9]{3,8}(?:[ \-][A-Za-z0-9]{3,8}){1,15})(?![A-Za-z0-9]|-[A-Za-z0-9])"
)
_CODE_LINE = lazy_compile(r"[A-Za-z0-9][A-Za-z0-9\-]*")
_LIST_MARKER = lazy_compile(r"^\s*(?:[-*•]|\d{1,2}[.)])?\s*")
_PROSE_END = lazy_compile(r"[.,;:!?)\]}。、」』(（]+$")
_PASSWORD_SYMBOLS = lazy_compile(r"[!#$%&*+=?@^~|]")
_HAS_DIGIT_OR_SYMBOL = lazy_compile(r"[0-9!#$%&*+=?@^~|/\\_\-]")
_MIXED_CASE = lazy_compile(r"[a-z].*[A-Z]|[A-Z].*[a-z]")
_PLAIN_NUMBER_UNIT = lazy_compile(
    r"(?i)\d+(?:\.\d+)?\s*(?:s|ms|m|h|d|sec|secs|min|mins|days?|hours?|chars?|characters|"
    r"bytes?|bits?|kb|mb|%)?"
)
# what a line must hold for `_ANCHOR` to be worth running on it (a substring test is
# ~50x cheaper than the pattern on a line that holds none: most lines of a transcript)
_HINTS = (
    "pass", "pwd", "secret", "token", "key", "credential", "code", "seed", "mnemonic", "pin",
    "otp", "pat", "auth", "pw", "combination", "phrase", "words", "wort", "contrase", "senha",
    "hasło", "haslo", "пароль", "токен", "ключ", "mot de passe", "sms", "puk", "maiden",
    "pet", "question", "answer", "wacht", "combo", "clé", "clave", "chave", "chiave",
    "schlüssel", "schluessel", "secreto", "segreto", "segredo", "시크릿", "키", "psk", "mdp",
    *HINTS, *ACCESS_HINTS,
)  # fmt: skip
_URL = lazy_compile(r"\b[a-z][a-z0-9+.\-]*://[^\s\"'<>]+", re.IGNORECASE)
_ASSIGNED = lazy_compile(r"[\"']?\s*(?::=|=>|=|:)")
_PATH = lazy_compile(r"[~.]?/?(?:[A-Za-z_\-.]+/)+[A-Za-z_\-.]*")
_CLAUSE_START = lazy_compile(r"[,;:.!?、。]\s")
_DIGIT_SECRETS = lazy_compile(
    r"(?i)pin|pass|code|keypad|combination|puk|pwd|wort|contrase|senha|has[łl]o|пароль|暗証|パスワード|"
    r"番号|コード|キーパッド|合言葉|密码|密碼|口令|비밀번호|"
    rf"{PASSWORD_LATIN}|{PIN_LATIN}|{PASSWORD_OTHER}|{ACCESS_CODE_LATIN}|{ACCESS_CODE_OTHER}"
)
_WORDS_SECRET = lazy_compile(r"(?i)phrase|seed|mnemonic|words|合言葉|パスフレーズ|フレーズ")
# what any answer is the secret of, a word or a name as well ("maiden name: Delacroix")
_ANSWER = lazy_compile(r"(?i)question|answer|maiden|pet|質問|合言葉")
_SHORT_LINE_WORDS = 4
_NO_ANSWER = frozenset(("required", "optional", "none", "unknown", "empty", "changeme", "tbd"))
_ANSWER_VALUE = lazy_compile(r"「([^」\n]{1,40})」|[^\s,.;:!?()（）「」、。]{2,40}")
_COMBINATION = lazy_compile(r"(?i)combination|combo|ダイヤル")
# a name of codes in the plural, or コード: a list's title
_CODES_NAME = lazy_compile(r"(?i)codes|コード")
# the rest of a list's title: no value on it (a dotted file name, a note in brackets)
_VALUE_ON_LINE = lazy_compile(r"[0-9A-Za-z]{6,}(?![^(（]*[)）])")
_DIGIT_GROUPS = lazy_compile(r"\d{1,3}(?:[-.]\d{1,3}){2,4}")  # a safe's 37-20-39
_KEY_HEADER = lazy_compile(r"(?i)keys?|キー|鍵|tokens?|トークン|pass|pwd|pw|pins?")
_VALUE_HEADER = lazy_compile(r"(?i)values?|値|内容|設定値")
_QUALIFIER_MAX = 40  # characters before a name that can qualify it ("partition key")
_WORD = lazy_compile(r"[^\W\d_]{2,}")
# one piece of letters and 2+ digits, no separator: what a site's password rule yields; a
# label's name of words is joined (`see-runbook-v2`, `in_1password`)
_WORD_AND_NUMBER = lazy_compile(
    r"(?=[^\d]*\d[^\d]*\d)[^\W\d_]+[!#$%&*+=?@^~]?\d+[^\W\d_]*[!?#$%&*]?"
)
_EMAIL = lazy_compile(r".@[\w\-]+\.[A-Za-z]{2,}")
_WORDY = 0.5  # share of a labelled value made of words, from which it is a name
_MIN_VALUE = 6
_MIN_PIN = 4
_KEYPAD_ENTER = lazy_compile(r"\d{4,8}#")


def context_spans(text: str) -> list[tuple[str, int, int]]:
    """(kind, start, end) of every value that the words around it make a secret."""
    spans: list[tuple[str, int, int]] = []
    if ":" in text or "/" in text:
        spans.extend(position_spans(text))
    if "|" in text and "-|" in text:
        spans.extend(_table_spans(text))
    urls = [m.span() for m in _URL.finditer(text)] if "://" in text else []
    cjk = has_cjk(text)
    # the hints the text holds at all, then those alone line by line (most lines of a
    # transcript hold none, and the list is long)
    text_low = text.lower()
    present = [hint for hint in _HINTS if hint in text_low]
    offset = 0
    for line in text.splitlines(keepends=True):
        low = line.lower()
        if any(hint in low for hint in present) or (cjk and has_cjk(line)):
            anchors = _ANCHOR_ASCII if line.isascii() else _ANCHOR
            for anchor in anchors.finditer(text, offset, offset + len(line)):
                if any(a <= anchor.start() < b for a, b in urls):
                    continue  # `postgres://USER:PASSWORD@HOST`: the URL rule judges a URL
                weak = anchor.group("weak")
                spans.extend(_after_anchor(text, anchor.start(), anchor.end(), weak))
        offset += len(line)
    return spans


def _table_spans(text: str) -> Iterator[tuple[str, int, int]]:
    """The cells of a Markdown table's column whose header names a secret
    (`| service | user | password |`, then `| grafana | admin | <value> |`)."""
    for table in tables(text):
        # a column headed "key" or "キー" alone names it too (its cells are judged as
        # values, so a config table's `| key | value |` of names keeps them)
        columns = [
            j
            for j, cell in enumerate(table.header)
            if _names_a_secret(cell.text) or _KEY_HEADER.fullmatch(cell.text.strip("`*"))
        ]
        # `| service | env | value |`, then `| Twilio auth token | prod | <value> |`: the
        # row's first cell names the secret, the column's header says it holds values
        values = [j for j, cell in enumerate(table.header) if _VALUE_HEADER.fullmatch(cell.text)]
        for cells in table.rows:
            # the row's label names it: the first cell, or another one before the value
            # (`| Fireworks | FIREWORKS_API_KEY | <value> |`)
            labels = [cell.text.strip("`*") for j, cell in enumerate(cells) if j not in values]
            label = any(_names_a_secret(cell, anywhere=True) for cell in labels)
            named = values if not columns and label else []
            for j in columns + named:
                if j >= len(cells):
                    continue
                cell = cells[j]
                value = cell.text.strip("`")
                quoted = value != cell.text
                start = cell.start + (cell.text.find(value) if value else 0)
                if _is_secret_value(value, assigned=True, quoted=quoted, bare=False):
                    yield "secret by its context", start, start + len(value)


def _names_a_secret(header: str, *, anywhere: bool = False) -> bool:
    """A header cell that names a secret by itself ("password", "API key"), not an
    attribute of one ("password hash", "token expiry"); `anywhere`: after other words
    too, as a row's label does ("Twilio auth token")."""
    if anywhere:
        strong = [a for a in _ANCHOR.finditer(header) if a.group("strong") is not None]
        anchor = strong[-1] if strong else None
    else:
        anchor = _ANCHOR.match(header)
    if anchor is None or anchor.group("strong") is None:
        return False
    rest = header[anchor.end() :].split()
    return not any(_ATTRIBUTE.fullmatch(_bare_word(w)) for w in rest) and not (
        _not_secret_before(header, anchor.group(0), 0, anchor.start())
    )


def _after_anchor(
    text: str, start: int, end: int, weak: str | None
) -> Iterator[tuple[str, int, int]]:
    if weak is not None and not _ASSIGNED.match(text, end):
        return  # "the key file", "pat on the back": a short word needs `KEY=` / `pat:`
    line_start = text.rfind("\n", 0, start) + 1
    if _not_secret_before(text, text[start:end], max(line_start, start - _QUALIFIER_MAX), start):
        return
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    anchor = _Anchor(text[start:end], start, end, line_start, line_end, weak is not None)
    tail = text[end : min(line_end, end + _BRIDGE_MAX + 8)]
    urls = [m.span() for m in _URL_IN_TAIL.finditer(tail)] if "://" in tail else []
    for marker in _MARKER.finditer(tail):
        if any(a <= marker.start() and marker.end() < b for a, b in urls):
            continue  # a URL's own `=` or `:` (`?month=2026-11`): the URL goes on, no value
        bridge = tail[: marker.start()]
        if marker.group(0).strip().lower() in FOREIGN_ONLY_COPULAS and not (
            _FOREIGN_NAME.fullmatch(anchor.words)
        ):
            continue  # "password on the wiki": "on" is Finnish for "is" only after salasana
        possessive = marker.group(0)[:1] in ("'", "\u2019")
        if possessive and not _DIGIT_NEXT.match(tail, marker.end()):
            continue  # "my PIN's 4821"; "a security question's answer" is prose
        if _BRIDGE_END.search(bridge):
            break
        if _PASSWORD_MANAGER.search(bridge):
            return  # "パスワード：Bitwarden「mem-01 sudo」参照": the entry's name, kept there
        if _about_the_secret(text, anchor, bridge):
            return  # "token expiry: 3600", "the key's sha256: ...": about it, not it
        found = list(_after_marker(text, anchor, end + marker.end(), bridge, marker.group(0)))
        if found:
            yield from found
            return
    bare = len(tail) - len(tail.lstrip())
    # a name in a script without spaces touches its value: 暗証番号0597
    glued = not bare and not anchor.words.isascii() and tail[:1].isascii() and tail[:1].isalnum()
    found = []
    if (bare or glued) and not _about_the_secret(text, anchor, ""):
        found = list(_after_marker(text, anchor, end + bare, "", " "))
        yield from found
    if not found and not anchor.weak:
        found = list(_after_owner(text, anchor))
        yield from found
    if not found and _CODES_NAME.search(anchor.words) and not _VALUE_ON_LINE.search(tail):
        # "github-recovery-codes.txt", "バックアップコード（各1回のみ）": a list's title,
        # its codes on the lines below (after a blank line at most)
        yield from _listed_codes(text, anchor.line_end, blank_first=True)


def _after_owner(text: str, anchor: _Anchor) -> Iterator[tuple[str, int, int]]:
    """A value after the words naming whose it is ("heslo k routeru <value>", "PIN ni
    Lola <value>"; `memwell.secrets.word_order`), unless those words are about it."""
    foreign = not anchor.words.isascii() or bool(_FOREIGN_NAME.fullmatch(anchor.words))
    span = value_after_owner(
        text, anchor.end, anchor.line_end, foreign=foreign, digits_allowed=anchor.digits_allowed
    )
    if span is None:
        return
    bridge = text[anchor.end : span[0]]
    if _ANCHOR.search(bridge) or _about_the_secret(text, anchor, bridge):
        return
    if not is_look_alike(text[span[0] : span[1]], assignment=True):
        yield "secret by its context", span[0], span[1]


def _about_the_secret(text: str, anchor: _Anchor, bridge: str) -> bool:
    """True if the words between the name and the value (or, for prose, just before the
    name) say the value is about the secret: its id, name, hash, length or place."""
    suffix, _, rest = bridge.partition(" ")  # `token_name`, `key_id`: the key's own
    words = [w for w in rest.split() if "/" not in w]  # a path names no attribute
    if words and owner_named_after(anchor.words, _bare_word(words[0])):
        words = words[1:]  # "mật khẩu email:", "senha e-mail:": the e-mail's password
    if _ATTRIBUTE.search(suffix) or any(_ATTRIBUTE.fullmatch(_bare_word(w)) for w in words):
        return True
    before = text[max(anchor.line_start, anchor.start - 24) : anchor.start]
    return bool(_ATTRIBUTE_BEFORE.search(_CLAUSE_START.split(before)[-1])) and not _ASSIGNED.match(
        text, anchor.end
    )


@dataclass(frozen=True, slots=True)
class _Anchor:
    """The words naming a secret, and the line they are on."""

    words: str
    start: int
    end: int
    line_start: int
    line_end: int
    weak: bool

    @property
    def words_allowed(self) -> bool:
        """A passphrase or a seed phrase may be words ("copper lantern hollow ivory")."""
        return bool(_WORDS_SECRET.search(self.words))

    @property
    def digits_allowed(self) -> bool:
        """A PIN or a code may be digits only; a "token" or a "key" of digits is a count."""
        return bool(_DIGIT_SECRETS.search(self.words))


def _labelled(bridge: str, marker: str) -> bool:
    """Words between the name and a colon: "password for staging:", not `"password": `."""
    return bool(_WORD.search(bridge)) and marker.strip() in (":", "：")


def _bare_word(word: str) -> str:
    """A word of the bridge without the punctuation around it ("(the", "name,")."""
    return word.strip("\"'`()[]{}<>,;:.!?")


def _after_marker(
    text: str, anchor: _Anchor, value_at: int, bridge: str, marker: str
) -> Iterator[tuple[str, int, int]]:
    assigned = bool(marker.strip()) and not marker.strip().isalpha()
    if anchor.weak and (bridge.strip().strip("\"'") or not assigned):
        # "the key file", "pat on the back": a short word needs `KEY=` / `pat:` (its
        # closing quote aside: `"azdo_pat": "..."`)
        return
    # a later name is nearer the value: its own turn judges it; a name inside the same
    # identifier (`secret_key_base`, `SECRET_KEY`) is this one
    same = _IDENTIFIER_REST.match(bridge)
    if _ANCHOR.search(bridge, same.end() if same else 0):
        return
    if not text[value_at : anchor.line_end].strip():
        if marker.strip() in (":", "："):
            yield from _listed_codes(text, anchor.line_end)
        return
    # words, then a colon ("password for the staging box: ..."): a label in prose, whose
    # value may be a name of words ("see-the-runbook") rather than the secret
    labelled = _labelled(bridge, marker)
    yield from _value(
        text, anchor, value_at, assigned=assigned, bare=not marker.strip(), labelled=labelled
    )


def _value(
    text: str, anchor: _Anchor, at: int, *, assigned: bool, bare: bool, labelled: bool
) -> Iterator[tuple[str, int, int]]:
    line_end = anchor.line_end
    while at < line_end and text[at] in _QUOTES:
        at += 1
    quoted = at > 0 and text[at - 1] in _QUOTES
    # after `:` or `=`, in 「」, or alone after the name in a short field ("maiden name
    # Mochi"); in prose ("the security question is required") a word after it is prose
    short = bare and len(text[anchor.line_start : line_end].split()) <= _SHORT_LINE_WORDS
    if _ANSWER.search(anchor.words) and (assigned or short or text[at : at + 1] == "「"):
        answer = _ANSWER_VALUE.match(text, at, line_end)
        word = (answer.group(1) or answer.group(0)).lower() if answer is not None else ""
        # a plain word is the answer here; a sentence's word or a placeholder is not
        if answer is not None and word not in JOINING_WORDS and word not in _NO_ANSWER:
            span = answer.span(1) if answer.group(1) else answer.span()
            yield "secret by its context", span[0], span[1]
            return
    if anchor.words_allowed:
        phrase = phrase_span(text, at, line_end, quoted=quoted, bare=bare)
        if phrase is not None:
            yield "secret by its context", phrase[0], phrase[1]
            return
    hyphened = hyphened_passphrase(text, at, line_end)
    if hyphened is not None:
        # after any password's name, 4+ words joined by hyphens are a passphrase that a
        # generator made (`raven-nectar-radar-bright-pillow`); "see-the-team-vault" joins
        yield "secret by its context", hyphened[0], hyphened[1]
        return
    grouped = _GROUPED.match(text, at, line_end)
    # a placeholder's capitals read as a code's group (`access_token=REDACTED HTTP/1.1`)
    if (
        grouped is not None
        and grouped_code(grouped.group(0))
        and not is_look_alike(grouped.group(0))
    ):
        yield "secret by its context", grouped.start(), grouped.end()
        return
    token = _VALUE.match(text, at, line_end)
    if token is None:
        return
    raw, value_end = token.group(0), token.end()
    cjk = CJK_RUN.search(raw)
    if cjk is not None:  # the value ends where Japanese, Chinese or Korean text starts
        raw, value_end = raw[: cjk.start()], token.start() + cjk.start()
    if not raw:
        return
    if value_end < line_end and text[value_end] in _NAME_PARTICLE and _reads_as_name(raw):
        return  # "1Passwordの保管庫": a product or a place, not 「...に変更」's password
    if _COMBINATION.search(anchor.words) and _DIGIT_GROUPS.fullmatch(_PROSE_END.sub("", raw)):
        yield "secret by its context", token.start(), token.start() + len(_PROSE_END.sub("", raw))
        return  # a safe's combination: groups of digits, which elsewhere read as a date
    if _MASKED.search(raw) or is_look_alike(raw, assignment=True):
        return  # "sk_live_...", "ghp_••••Xq2": an elided or masked value
    value = _PROSE_END.sub("", raw)
    if anchor.digits_allowed and _KEYPAD_ENTER.fullmatch(value):
        value = value[:-1]  # `6460#`: a keypad's code, then its enter key
    if bare and raw.endswith(":"):
        return  # "secret sha256: ...": a label, not a value
    if value.isdigit() and not anchor.digits_allowed:
        return  # "tokens: 128000", "key 20240501"
    if labelled and _reads_as_label(value):
        return  # "the admin password for staging: see-runbook-v2": a name of words
    digits_ok = anchor.digits_allowed and not anchor.weak
    if _is_secret_value(value, assigned=assigned, quoted=quoted, bare=bare, digits_ok=digits_ok):
        yield "secret by its context", token.start(), token.start() + len(value)


def _reads_as_label(value: str) -> bool:
    """A value after a label in prose that is a name of words ("see-runbook-v2"); one
    holding two or more of a password's symbols is none (`django-insecure-$0v_m_$!91z(...`)."""
    if len(_PASSWORD_SYMBOLS.findall(value)) >= 2:
        return False
    if _WORD_AND_NUMBER.fullmatch(value):
        return False  # "password for the server: jakarta88x": a word and a number, one piece
    return segmented_word_share(without_dates(value)) >= _WORDY


def _reads_as_name(value: str) -> bool:
    return value.isalpha() or segmented_word_share(without_dates(value)) >= _WORDY


def _is_secret_value(
    value: str, *, assigned: bool, quoted: bool, bare: bool, digits_ok: bool = False
) -> bool:
    digits = value.isdigit()
    if len(value) < (_MIN_PIN if digits else _MIN_VALUE):
        return False
    if _PLAIN_NUMBER_UNIT.fullmatch(value) and not (digits and 4 <= len(value) <= 8):
        return False  # "3600s", "90 days", "32 characters"; a PIN is 4-8 digits
    if is_look_alike(value, assignment=True) or "://" in value or _EMAIL.search(value):
        return False  # a reference, a placeholder, a word; a URL or an e-mail
    if "@" in value[1:-1] and not _WORD_AND_NUMBER.fullmatch(value):
        return False  # a pinned reference (`owner/action@v7`); `Saigon@7731` is a password
    if has_public_prefix(value):
        return False  # `pk.eyJ...`, `sb_publishable_...`: public by design
    if "/" in value and _PATH.fullmatch(value):
        return False  # `secret/data/prod/postgres`: where it is kept
    if value.isalpha() and not (quoted or (assigned and _MIXED_CASE.search(value))):
        return False  # "the password is incorrect", "token: expired"
    if bare:
        # no marker at all ("password hunter2x9"): only a value no word looks like
        if value.isdigit():
            return digits_ok  # "side door code 57947"; "key 20240501" is a count or a date
        return bool(_HAS_DIGIT_OR_SYMBOL.search(value))
    return True


def _listed_codes(
    text: str, line_end: int, *, blank_first: bool = False
) -> Iterator[tuple[str, int, int]]:
    """The codes on the lines after a label ending in `:` (one code, or a group, a line),
    up to the first blank line or line of prose; after a title, one blank line first."""
    at = line_end + 1
    if blank_first and text.startswith("\n", at):
        at += 1
    while at < len(text):
        end = text.find("\n", at)
        end = len(text) if end < 0 else end
        line = text[at:end]
        if not line.strip():
            return
        lead = _LIST_MARKER.match(line)
        offset = at + (lead.end() if lead else 0)
        body = text[offset:end].rstrip()
        if not _CODE_LINE.fullmatch(body) and not _GROUPED.fullmatch(body):
            return  # a line of prose, or another key, ends the list
        if len(body.replace("-", "")) < _MIN_VALUE or is_look_alike(body):
            return
        if is_look_alike(body, assignment=True) and not _equal_groups(body):
            return  # a word ("- enabled"), not a code of letters alone (`yqlg-eflr`)
        yield "secret by its context", offset, offset + len(body)
        at = end + 1


def _equal_groups(body: str) -> bool:
    """True if `body` is groups of one length joined by hyphens, as codes are written."""
    parts = body.split("-")
    return len(parts) >= 2 and len(parts[0]) >= 3 and len({len(p) for p in parts}) == 1


def context_denies(text: str, start: int, end: int) -> bool:
    """True if the words before a value another context rule found (`password policy:`,
    `GPG key ID:`, `cache key:`, `tokens: 128000`) say it is not a secret: the same
    judgement of a name's qualifier and of the words between the name and the value
    that `context_spans` makes."""
    line_start = text.rfind("\n", 0, start) + 1
    anchors = [a for a in _ANCHOR.finditer(text, line_start, start) if a.end() <= start]
    if not anchors:
        return False
    last = anchors[-1]
    if _not_secret_before(
        text, last.group(0), max(line_start, last.start() - _QUALIFIER_MAX), last.start()
    ):
        return True
    line_end = text.find("\n", start)
    anchor = _Anchor(
        last.group(0),
        last.start(),
        last.end(),
        line_start,
        len(text) if line_end < 0 else line_end,
        last.group("weak") is not None,
    )
    between = text[last.end() : start]
    marker = list(_MARKER.finditer(between))
    bridge = between[: marker[-1].start()] if marker else between
    if _about_the_secret(text, anchor, bridge):
        return True
    value = text[start:end]
    labelled = _labelled(bridge, marker[-1].group(0) if marker else "")
    if labelled and _reads_as_label(value):
        return True
    return value.isdigit() and not anchor.digits_allowed
