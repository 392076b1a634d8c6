"""Short fields: a topic name, an alias, a tag, a session speaker, a query term.

These fields hold words and names. A credential pasted into one arrives bare, with no key
(`password =`) or prose around it for the content rules to read, so the value's own shape
has to tell. `short_field_kinds(value)` names what is token-shaped in a short field:

1. anything the content scanner finds (provider prefixes, JWTs, ...);
2. a run of 32+ hexadecimal digits that nothing in the field explains as a hash (a word
   such as "sha256", "commit" or "md5", or a `sha256sum` line): a bare hex API key has
   no prefix;
3. a random-looking piece: a run of letters and digits that switches between lower
   case, upper case and digits as a random key does and a name does not, and is not
   mostly words (`word_share`); the bars by length are in `_random_looking`;
4. a password-shaped piece: 8+ characters with a letter, a digit, a symbol inside it
   (`#`, `@`, `!`, `*`, ...) and three or more switches;
5. a value after a secret's name (`prod_db_password_NhmV...`), at a value's bar;
6. an unpronounceable piece: 12+ letters and digits (dates and versions taken out),
   at least 3 bits of entropy a character, whose letter pairs are mostly ones English
   rarely writes (`_rare_pairs`): a random key of any alphabet, lower case alone too,
   which rules 3-4 only see when it switches case and digits often;
7. for a name or a speaker only (`standalone_kinds`): a value that is one UUID, the
   form Heroku and other providers issue API keys in (as a tag, an alias or a piece of
   a longer name a UUID is an id).

Explained, never token-shaped: UUIDs, ULIDs, dates and times, versions, e-mail addresses,
handles (`@alice`, `alice#1234`), host names, fingerprints, URLs (the URL rule judges
their credentials), public spans, base64 of ordinary text, and words in any script
(Japanese names have no ASCII runs at all). A value of more than four words is a
sentence, left to the content rules. What a bare password made of a word and a number
looks like (`quartz19_ember430`) is what a name looks like (`release19_build430`): that
one passes, and docs/security.md says so.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Iterator

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.lookalikes import PUBLIC_BLOCK, encodes_prose, is_look_alike, is_public
from memwell.secrets.name_shapes import name_shape_kinds, speaker_shape_kinds
from memwell.secrets.public_values import maybe_public, public_value_spans
from memwell.secrets.rules import PUBLIC_SPANS

# the whole value (or a whitespace-separated piece) is one of these: nothing to judge
_EXPLAINED = lazy_compile(
    r"""(?x)
    [0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}   # a UUID
    | \d{4}-?\d{2}-?\d{2}(?:[T_ ]?\d{2}:?\d{2}(?::?\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?
    # a version (a build's suffix is short: `v1.0-<140 hex>` holds a key), an address
    | v?\d+(?:\.\d+)+(?:[-+][A-Za-z0-9.]{1,24})*
    | [\w.+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+                               # an e-mail
    | [a-z][\w.\-]*@[a-z][a-z0-9]*(?:-[a-z0-9]+)+          # user@host-name (an SSH key's comment)
    | @[\w.\-]+ | [A-Za-z][\w.]*\#\d{4}                                          # handles
    | 0x[0-9a-fA-F]{40}                                  # a wallet address, public by design
    | (?:bc|tb|ltc)1[02-9ac-hj-np-z]{11,87}                  # a bech32 address, the same
    | age1[02-9ac-hj-np-z]{58}                      # an age recipient: a public key, bech32
    | ocid1\.[a-z0-9]+\.[a-z0-9\-]*\.[a-z0-9\-]*\.[a-z0-9.\-]+   # an Oracle Cloud resource id
    | [0-7][0-9A-HJKMNP-TV-Z]{25}                                  # a ULID, a time-ordered id
    | (?:[0-9A-Fa-f]{2}:){5,}[0-9A-Fa-f]{2}                  # a MAC address, a fingerprint
    | [A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.(?:com|net|org|io|dev|app|cloud|internal|local)
    | [\w\-]+\.(?i:heic|jpe?g|png|gif|webp|pdf|mov|mp4|txt|md|csv|json|zip|log)      # a file
    # an object's id, which names a record and opens nothing: Stripe's (`evt_`, `cus_`,
    # `ch_`, `pi_`, `in_`, `price_`, `req_`), GitHub's node ids (`PR_kwDO...`)
    | (?:evt|cus|ch|pi|in|price|prod|sub|req|acct|txn|po|re|src|pm|seti|si|ii)_[A-Za-z0-9]{14,}
    | [A-Z]{1,4}_kw[A-Za-z0-9_\-]{10,}
    | [\w\-]*\#\^[A-Za-z0-9\-]+(?:\]\])?                         # a note's block link
    """
)
_DATE_OR_VERSION = lazy_compile(
    r"\d{4}[-_]?\d{2}[-_]?\d{2}(?:T\d{2}:?\d{2}(?::?\d{2}(?:\.\d+)?)?Z?)?|v?\d+(?:\.\d+)+"
    # a version or a quarter standing as a part of its own: `plan_v2_v2_2025q1`
    r"|(?<![A-Za-z0-9])(?:[vV]\d{1,3}|\d{4}[qQhH][1-4])(?![A-Za-z0-9])"
    # a labelled digest: `@sha256:5076...`, `--hash=sha256:30da...`
    r"|(?i:sha(?:1|224|256|384|512)|md5|blake2b)[:=\-][0-9a-fA-F]{16,}"
)
_HEX_RUN = lazy_compile(r"(?<![0-9A-Za-z])[0-9a-fA-F]{32,}(?![0-9A-Za-z])")
_HEX_ONLY = lazy_compile(r"[0-9a-fA-F]+")
_HASH_WORDS = lazy_compile(
    r"(?i)(?<![a-z0-9])(?:(?:sha(?:1|224|256|384|512)?|md5|b2|blake2b?)(?:sum)?|commit|hash|"
    r"digest|checksum|rev|revision|revert|cherry-pick|blob|id|trace|traceparent|span|etag|"
    r"cache)(?![a-z0-9])"
)
# a piece ends at a space or at Japanese brackets and stops (「...」は: no word goes on there)
_PIECE = lazy_compile(r"[^\s「」『』【】、。]+")
_PUBLISHABLE = lazy_compile(r"(?<![A-Za-z0-9])pk_(?:live|test)_")
# a name that names a secret, then its value: `prod_db_password_NhmV...`, `api-key-x9...`
_NAMED_VALUE = lazy_compile(
    r"(?i)(?:pass(?:word|wd|phrase)?|pwd|secret|token|api[_\-.]?key|apikey)[_\-.:=]+"
    r"([A-Za-z0-9][A-Za-z0-9_\-.!#$%&*+=?@^~]{5,})$"
)
_ASSIGNMENT = lazy_compile(r"([A-Za-z_][\w.\-]{0,40}[=:])(?=.)")
# a login and its password in one field: `aiko@example.jp:<password>`
_EMAIL_KEY = lazy_compile(r"([\w.+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+:)(?=.)")
# the key of an assignment reads as a name (`Fingerprint`, `SHA256`, `apiKey`, `x_id`);
# `uUv2=G*MZ...` is one password holding `=`
# a key naming an id (`event_id=`, `requestId:`): its value names a record, opens nothing
_ID_KEY = lazy_compile(r"(?i)(?:^|[_\-.])(?:id|uuid|guid|ulid)$|[a-z]I[dD]$")
_NAME_KEY = lazy_compile(
    r"[a-z_][a-z0-9_.\-]*|[A-Z_][A-Z0-9_.\-]*"
    r"|[A-Z]?[a-z]{2,}[a-z0-9]*(?:[A-Z][a-z0-9]+|[A-Z0-9]+(?=[_.\-]|$)|[_.\-][A-Za-z0-9]+)*"
)
_CHECKSUM_LINE = lazy_compile(r"[0-9a-fA-F]{32,}\s+\*?[\w.\-/]+\.[A-Za-z0-9]{1,6}\b")
_CODE = lazy_compile(r"\[[A-Za-z0-9]-[A-Za-z0-9]|\\[dwsS]")  # `[A-Za-z0-9]{36}`, `\d+`
_ALNUM_RUN = lazy_compile(r"[A-Za-z0-9]+")
# the symbols a password generator or a person adds; not `/` or `:` (paths, times, ports)
_PASSWORD_SYMBOL = lazy_compile(r"[!#$%&*+=?@^~|]")
# a password may start with a symbol that no tag (`#35`), handle (`@alice`) or variable
# (`$HOME`) starts with: `!noAs...`, `*FTMx...`
_LEADING_SYMBOLS = "!*%^&~+"  # (`+` and a letter: a phone number has digits only)

SHORT_FIELD_WORDS = 4  # "k8s prod cluster notes"; more words are a sentence
_PASSWORD_MIN = 8  # characters of a password-shaped piece
_PASSWORD_SWITCHES = 3
_RANDOM_MIN = 12  # letters and digits of a random-looking run
_RANDOM_SWITCHES = 4
_LETTERS_SWITCHES = 8  # a run of capitals and small letters only, both ways
_LONG_RUN = 24  # this long with no separator, only words explain it
_JOINED_MIN = 16  # letters and digits once the separators are taken out
_JOINED_SWITCHES = 6
_MIXED_RUN = lazy_compile(rf"[A-Za-z0-9]{{{_PASSWORD_MIN},}}")
_LONG_RUNS = lazy_compile(rf"[A-Za-z0-9]{{{_RANDOM_MIN},}}")


def short_field_kinds(value: str) -> list[str]:
    """The kinds of secret in a short field's value, for an error message (never the
    value itself); empty when the value reads as a name."""
    # imported here: memwell.secrets imports this module for `token_shaped_spans`
    from memwell.secrets.scanner import public_in_context, secret_kinds

    kinds = set(secret_kinds(value))
    if _lowered_key_id(value):
        kinds.add("AWS access key")
    if len(value.split()) > SHORT_FIELD_WORDS:
        # longer than a name: a sentence, whose keys come with words around them that
        # the content rules read (and whose ids and hashes a short field would refuse)
        return sorted(kinds)
    # "sha256 of the build: 7c27...", "7c27...  node-v20.tar.xz" (sha256sum's output)
    hex_explained = bool(_HASH_WORDS.search(value) or _CHECKSUM_LINE.search(value))
    for kind, start, end in _shaped(value, hex_explained=hex_explained):
        if not public_in_context(value, start, end):  # `e.g. Qw7!...`: public in a body too
            kinds.add(kind)
    return sorted(kinds)


# an AWS access key id (`AKIA` and 16 capitals and digits) as a lower-cased name writes it
_LOWERED_KEY_ID = lazy_compile(
    r"(?i)(?<![a-z0-9])(?:akia|asia|abia|acca|a3t[a-z0-9])[0-9a-z]{16}(?![a-z0-9])"
)


def _lowered_key_id(value: str) -> bool:
    """A name is often lower-cased: an access key id keeps its shape there (written in
    capitals, the content rules judge it; the providers' documented example is none)."""
    for match in _LOWERED_KEY_ID.finditer(value):
        written = match.group(0)
        if not written.isupper() and not is_look_alike(written):
            return True
    return False


_UUID = lazy_compile(
    r"[{(]?[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}[})]?"
)


def standalone_kinds(value: str) -> list[str]:
    """`short_field_kinds` for a field that names one thing and is stored as written
    (a topic name): a value that is nothing but a UUID is a key there (Heroku and
    others issue UUID-shaped API keys), since a person names a topic or a speaker with
    words; beside words (`incident 3f2a...`) it is an id. And what no name looks like
    (`memwell.secrets.name_shapes`: digits alone, a code in groups, ...)."""
    kinds = short_field_kinds(value)
    if not kinds and _UUID.fullmatch(value.strip().strip("\"'`")):
        kinds.append("UUID-shaped key")
    return sorted(set(kinds) | set(name_shape_kinds(value)))


def alias_kinds(value: str) -> list[str]:
    """`standalone_kinds` for an alias: another name of a topic, held to a name's shape
    (a UUID alone too: a topic's other name is words)."""
    return standalone_kinds(value)


def speaker_kinds(value: str) -> list[str]:
    """`standalone_kinds` for a session speaker, held to a role's or a person's name
    (`memwell.secrets.name_shapes.speaker_shape_kinds`); a speaker found is redacted, so
    the bar can be stricter than a name's, which is refused."""
    kinds = short_field_kinds(value)
    if not kinds and _UUID.fullmatch(value.strip().strip("\"'`")):
        kinds.append("UUID-shaped key")
    return sorted(set(kinds) | set(speaker_shape_kinds(value)))


def token_shaped_spans(text: str) -> list[tuple[int, int]]:
    """The spans of `text` holding a token-shaped piece (rules 2-5 above), for redacting
    bare values from diagnostic records (the recall log's query terms and its text)."""
    return [(start, end) for _kind, start, end in _shaped(text, hex_explained=False)]


# a password in prose, with nothing naming it ("use 5cxk%yDoY3ItBB for staging", "root /
# 7=d2Mng..."): capitals, small letters, digits and a password's symbol inside, 10-64
# characters; code (`a&&b`, `x->y`, `k=v&k2=v2`, calls, paths) and addresses are not
_PROSE_PASSWORD_MIN = 10
_PROSE_PASSWORD_MAX = 64
_PROSE_PASSWORD_SWITCHES = 3  # `ravenKettle42*`
_PROSE_PASSWORD_SYMBOL = lazy_compile(r"[!#$%&*?@^~|]")
_NOT_A_PASSWORD = lazy_compile(
    r"[/\\()\[\]{}<>\"',;:`]|&&|\|\||==|!=|->|=>|\.\.|^[$%#@&]|"
    r"^[\w.\-]+=[^&]*&[\w.\-]+="  # a query string
)


_NAMED_VERSION = lazy_compile(r"[A-Z][a-z]+v?\d{1,2}(?:\.\d{1,3})+[!?]")
_LOGIN_BEFORE = lazy_compile(r"[a-z][a-z0-9_.\-]{1,31}[/:](?=[^/:]+$)")


def prose_password_spans(text: str) -> list[tuple[int, int]]:
    """The spans of password-shaped pieces of `text` that nothing names: all four classes
    of character (a name, an id or a hash has no symbol inside; code has its operators)."""
    if not _PROSE_PASSWORD_SYMBOL.search(text):
        return []
    spans = []
    for match in _PIECE.finditer(text):
        piece, start = _trim(match.group(0), match.start())
        if login := _LOGIN_BEFORE.match(piece):
            # `admin/ravenKettle42*`, `deploy:UCd*YmY_~#X7@X?S`: a login and its password
            # joined, as a router's page or `chpasswd` takes them; the password is judged
            piece, start = piece[login.end() :], start + login.end()
        if not _PROSE_PASSWORD_MIN <= len(piece) <= _PROSE_PASSWORD_MAX:
            continue
        if not _PROSE_PASSWORD_SYMBOL.search(piece, 1) or _NOT_A_PASSWORD.search(piece):
            continue
        classes = {_char_class(c) for c in piece}
        if len(classes) < 4 or class_switches(piece, symbols=True) < _PROSE_PASSWORD_SWITCHES:
            continue
        if _EXPLAINED.fullmatch(piece) or is_look_alike(piece) or _PUBLISHABLE.search(piece):
            continue
        if _NAMED_VERSION.fullmatch(piece):
            continue  # "upgraded to Python3.12!": a name, its version, then the sentence's "!"
        spans.append((start, start + len(piece)))
    return spans


# a value something was changed to ("I changed it to Winter2291!", "pass was reset to
# Qm4!zr8Tw"): what a person sets to a word, a number and a symbol is a password; the
# symbol at its end is kept (prose would trim it); a version, a path or a reference
# (`Feature#42`) is no value
_CHANGED_TO = lazy_compile(
    r"(?i)\b(?:set|changed?|reset|rotated?|updated?|switched)\b[^.\n]{0,40}?\bto\s+"
    r"[\"'`]?([^\s\"'`,;()]{8,40})"
)
_CHANGED_VALUE = lazy_compile(
    r"(?=[^\d]*\d)(?=.*[a-z])(?=.*[A-Z])[A-Za-z0-9]*[!$%&*?@^~][A-Za-z0-9!#$%&*?@^~]*"
)


def changed_to_spans(text: str) -> list[tuple[int, int]]:
    """The spans of password-shaped values that something was set or changed to: both
    cases, a digit and a password's symbol in one piece, after "set/changed/reset ... to"."""
    if " to " not in text:
        return []
    spans = []
    for match in _CHANGED_TO.finditer(text):
        value = match.group(1).rstrip(".,")
        if _CHANGED_VALUE.fullmatch(value) and not is_look_alike(value):
            spans.append((match.start(1), match.start(1) + len(value)))
    return spans


def _shaped(text: str, *, hex_explained: bool) -> Iterator[tuple[str, int, int]]:
    public = _public_spans(text)
    previous = ""
    for match in _PIECE.finditer(text):
        piece, start = _trim(match.group(0), match.start())
        after_id_key = previous.endswith(":") and bool(_ID_KEY.search(previous[:-1]))
        previous = match.group(0)
        if after_id_key:
            continue  # `x-request-id: req_...`, `node_id: MDQ6...`: a record's id
        if "://" in piece:
            continue  # a URL's password is the content rules' to find
        if login := _EMAIL_KEY.match(piece):
            start += login.end(1)
            piece = piece[login.end(1) :]
        assignment = _ASSIGNMENT.match(piece)
        if assignment and _NAME_KEY.fullmatch(assignment.group(1)[:-1]):
            if _ID_KEY.search(assignment.group(1)[:-1]):
                continue
            # `Fingerprint=3D:3E:...`, `SHA256:/qWA...`: the key is a name, and a secret
            # key (`password=`) is the content rules' to judge; the value is judged here
            start += assignment.end(1)
            piece = piece[assignment.end(1) :]
        if len(piece) < _PASSWORD_MIN:
            continue  # shorter than every rule of `_piece_kind` judges: most words of prose
        if _EXPLAINED.fullmatch(piece):
            continue
        # (a piece overlapping a public span: `url(data:image/png;base64,...)`)
        if is_public(text, start, piece) or any(
            start < b and a < start + len(piece) for a, b in public
        ):
            continue
        if _PUBLISHABLE.search(piece):
            continue  # `Stripe('pk_live_...')`: a publishable key, public by design
        if _CODE.search(piece) or encodes_prose(piece.rstrip("=")):
            continue  # a regular expression's source; base64 of ordinary text
        kind = _piece_kind(piece, hex_explained=hex_explained)
        if kind:
            yield kind, start, start + len(piece)


def _public_spans(text: str) -> list[tuple[int, int]]:
    """Certificates, public keys, data URIs, ARNs, go.sum hashes: public by design."""
    spans = public_value_spans(text) if maybe_public(text) else []
    if "-----BEGIN" not in text and not any(m in text for m in ("base64,", "arn:", "h1:")):
        return spans
    spans.extend(m.span() for m in PUBLIC_BLOCK.finditer(text))
    return spans + [m.span() for m in PUBLIC_SPANS.finditer(text)]


def _trim(piece: str, start: int) -> tuple[str, int]:
    """`piece` without the quotes and punctuation that only surround it; a trailing `!`
    or `?` stays on a piece with a digit (`Mango-5080copper!`: a password's symbol)."""
    stripped = piece.lstrip("\"'`([{<«「『")
    start += len(piece) - len(stripped)
    stripped = stripped.rstrip("\"'`)]}>»」』.,;:。、")
    if not any(c.isdigit() for c in stripped):
        stripped = stripped.rstrip("!?")
    return stripped, start


_HEX_GROUPS = lazy_compile(r"[0-9a-fA-F]{16,}(?:-[0-9a-fA-F]{4,})*")  # (Mailgun's `hex-hex-hex`)
_HANDED_HEX_MIN = 20  # a GPG key id is 16 hex digits, public; a provider's hex key is longer
_PREFIXED_UUID = lazy_compile(rf"(?:[a-z]{{2,8}}[_\-])?{_UUID.pattern}")


def credential_shaped(piece: str) -> bool:
    """True if `piece` has the shape of a credential once something hands it over (after
    "key", "new value is", "キー →"): random-looking, password-shaped, a UUID (a prefix
    such as `sdk-` aside) or a hex run of 20+ digits. Alone, a UUID or a hash is an id."""
    if len(piece) < _PASSWORD_MIN or is_look_alike(piece):
        return False
    if _PREFIXED_UUID.fullmatch(piece) or _HEX_RUN.search(piece):
        return True  # (a long hex run after a version: `v1.0-<hex>-<hex>`)
    hex_groups = _HEX_GROUPS.fullmatch(piece.removeprefix("0x"))
    if hex_groups is not None:
        digits = piece.removeprefix("0x").replace("-", "")
        return len(digits) >= _HANDED_HEX_MIN and _mixed(digits)
    if _EXPLAINED.fullmatch(piece) or _CODE.search(piece) or encodes_prose(piece):
        return False
    return _piece_kind(piece, hex_explained=True) is not None


def _piece_kind(piece: str, *, hex_explained: bool) -> str | None:
    if not hex_explained and _HEX_RUN.search(piece):
        return "hex key"
    if is_look_alike(piece):
        return None  # a placeholder: "xxxxxxxx", "your-token-here", "12345678abc"
    piece = _DATE_OR_VERSION.sub("-", piece)  # `notes_2024-11-30T09:12:44Z_v1.2.3`
    if (named := _NAMED_VALUE.search(piece)) and _value_after_name(named.group(1)):
        return "value after a secret's name"
    if _random_looking(piece) or _unpronounceable(piece) or _case_scrambled(piece):
        return "random-looking token"
    # the symbol inside the piece: a leading one is a tag, an issue or a handle (`#35-Ubuntu`)
    if (
        len(piece) >= _PASSWORD_MIN
        and (_PASSWORD_SYMBOL.search(piece, 1) or piece[0] in _LEADING_SYMBOLS)
        and _mixed(piece)
        and class_switches(piece, symbols=True) >= _PASSWORD_SWITCHES
    ):
        return "password-shaped token"
    if len(piece) >= _PASSWORD_MIN and _WORD_NUMBER_SYMBOL.fullmatch(piece):
        return "password-shaped token"  # `Quartz1970?`, `hunter890!`: the rules sites impose
    if len(piece) >= _SCRAMBLED_MIN and _PASSWORD_SYMBOL.search(piece, 1) and not _mixed(piece):
        return "password-shaped token" if _letters_scrambled(piece) else None
    return None


# a word, a number and a symbol, the shape a password rule ("a digit and a symbol") yields;
# no name, tag or handle ends in `?`, `!`, `$`, `#`, ... after digits; the symbol between
# the word and the number is the same rule (`Mikan!2291`; `Issue#44` is a reference)
_WORD_NUMBER_SYMBOL = lazy_compile(
    r"[A-Za-z]{3,}[A-Za-z]*\d{2,}[!#$%&*?@^~]+|[A-Za-z]{3,}[!$%&*?@^~]\d{2,}"
)


def _value_after_name(value: str) -> bool:
    """A short field naming a secret (`prod_db_password_...`) holds its value after the
    name: the bar is a value's, not a random key's (a run of 6+ under half words, with
    letters and a digit or three switches of case)."""
    # `api_key_migration_2026_11_30` is a topic about the key: words, a date
    return any(
        word_share(run) < 0.5
        and (_mixed(run) or class_switches(run, both_ways=True) >= _PASSWORD_SWITCHES)
        for run in _ALNUM_RUN.findall(value)
        if len(run) >= 6
    )


def _case_scrambled(piece: str) -> bool:
    """10+ letters and digits with all three classes where capitals and small letters
    change places inside words and hardly any word is read (`r-bQ-oPYkQsZsqd0`,
    `PhKJOWdE_2lja`): a name's capitals start its words (`iPhone15ProMax`, `K8sProdEU1`)."""
    core = "".join(_ALNUM_RUN.findall(piece))
    if len(core) < _SCRAMBLED_MIN or len({_char_class(c) for c in core}) < 3:
        return False
    # a capital after a small letter, or after a capital and before a small one
    inner = len(_INNER_CAPITAL.findall(core))
    return inner >= _SCRAMBLED_INNER and word_share(core) < _SCRAMBLED_WORDS


def _letters_scrambled(piece: str) -> bool:
    """No digit, both cases changing places 3+ times (`qVr!tLmoKeW`), under 0.6 in words."""
    core = "".join(_ALNUM_RUN.findall(piece))
    worded = sum(len(p) for p in _CAMEL_PART.findall(core) if word_share(p) == 1)
    return len(_INNER_CAPITAL.findall(core)) >= 3 and worded < 0.6 * len(core)


_SCRAMBLED_MIN = 10
_SCRAMBLED_INNER = 2
_CAMEL_PART = lazy_compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")  # `ProjectPlanNotes`
_SCRAMBLED_WORDS = 0.3
_INNER_CAPITAL = lazy_compile(r"(?<=[A-Za-z])[A-Z](?=[a-z])|(?<=[a-z])[A-Z]")


def _mixed(text: str) -> bool:
    return any(c.isdigit() for c in text) and any(c.isalpha() and c.isascii() for c in text)


def _random_looking(piece: str) -> bool:
    """A run of letters and digits, or the whole piece with its separators taken out,
    that switches case and digits as a random key does and is not mostly words."""
    for run in _LONG_RUNS.findall(piece):
        if _HEX_ONLY.fullmatch(run):
            continue  # hex: a hash or a key, judged by its length alone (`_HEX_RUN`)
        switches, share = class_switches(run), word_share(run)
        if len(run) >= _LONG_RUN and _mixed(run) and share < 0.6:
            return True  # 24+ letters and digits with no separator: a name has words
        if share < 0.5 and _mixed(run) and switches >= _RANDOM_SWITCHES and _choppy(run):
            return True
        # capitals and small letters alone: a capital starting a word is no switch for a
        # name, but a random run changes case both ways (`NhmVwnnbdFwhVIFLJclYqbHb`)
        if share < 0.3 and class_switches(run, both_ways=True) >= _LETTERS_SWITCHES:
            return True
    for run in _MIXED_RUN.findall(piece):
        # 8+ with all three classes, switching often (from 12 on, both ways), few words:
        # short keys and passwords (`0JPBj2UYTXXa`); a Slack member id (`U024BE7LH`) has
        # no small letter, `Win10x64` switches three times, `iPhone15ProMax` is words
        classes = {_char_class(c) for c in run}
        switches = class_switches(run, both_ways=len(run) >= _RANDOM_MIN)  # `K8sHPAv2`
        if len(classes) == 3 and switches >= 5 and word_share(run) < 0.3:
            return True
    segments = [seg for seg in _ALNUM_RUN.findall(piece) if not _HEX_ONLY.fullmatch(seg)]
    core = "".join(segments)
    worded = segmented_word_share("_".join(segments)) * len(core)
    # separators inside a key ("hhJW7d.z3p4N1b-66"): a stronger bar, since names join
    # short parts with them ("k8s_ec2_s3_h264", "build_1a2b3c4")
    # from 12 on, with capitals, small letters and digits all in it (`mIYke_Qp1TFO9w`; a
    # name of that length is words and versions in one case: `plan_2025q1_v2_v2`)
    long_enough = len(core) >= _JOINED_MIN or (
        len(core) >= _RANDOM_MIN and len({_char_class(c) for c in core}) == 3
    )
    return (
        long_enough
        and _mixed(core)
        and class_switches(core) >= _JOINED_SWITCHES
        and worded < 0.3 * len(core)
    )


# Letter pairs common in English words and the names made of them (about 260 of the 676):
# a name's pairs are nearly all here (a few codes such as `k8s` aside), a random run's
# only about a third. Why pairs and not a word list: no dictionary to ship, and a name
# run together (`deploychecklist`) or in any casing reads the same.
_COMMON_PAIR_TEXT = """
    th he in er an re on at en nd ti es or te of ed is it al ar st to nt ng se ha as ou io
    le ve co me de hi ri ro ic ne ea ra ce li ch ll be ma si om ur ca el ta la ns di fo
    ho pe ec pr no ct us ac ot il tr ly nc et ut ss so rs un lo wa ge ie wh ee wi em ad ol
    rt po we na ul ni ts mo ow pa im mi ai sh ir su id os iv ia am fi ci vi pl ig tu ev ld
    ry mp fe bl ab gh ty op wo sa ay ex ke fr oo av ag if ap gr od bo sp rd do uc bu ei ov
    by rm ep tt oc fa ef cu rn sc gi da yo cr cl du ga qu ue ff ba ey ls va um pp ua up lu
    go ht ru ug ds lt pi rc rr eg au ck ew mu br bi pt ak pu ui rg ib tl ny ki rk ys ob mm
    fu ph og ms ye ud mb ip ub oi rl gu dr hr cc tw ft wn nu af hu nn eo vo rv nf xp gn sm
    fl iz ok nl my gl aw ju oa sy sl ps jo lf nv je nk kn gs dy hy ze ks xt bs ik dd cy rp
    sk oy ws"""
_COMMON_PAIRS = frozenset(_COMMON_PAIR_TEXT.split())
_UNPRONOUNCEABLE_MIN = 12  # letters and digits of the piece
_UNPRONOUNCEABLE_PAIRS = 8  # letter pairs to judge by: fewer say nothing
_COMMON_PAIR_SHARE = 0.5  # a name's are 0.6-1.0, a random run's 0.2-0.6
_PART_MIN = 8  # letters and digits between separators
_LOWER_RUN = lazy_compile(r"[a-z]+")
_ENTROPY_MIN = 3.0  # bits a character: `aaaabbbb1111` is a placeholder, not a key


def _unpronounceable(piece: str) -> bool:
    """Rule 6: a piece of 12+ letters and digits, varied (entropy), whose letter pairs
    are mostly rare in English. Hex is judged by `_HEX_RUN` alone (a hash is hex)."""
    # judged part by part, and only parts of 8+: a name of short codes between separators
    # (`gcp_gke_gcs_iam`) has rare pairs too, and pairs across a separator mean nothing
    parts = [p for p in _ALNUM_RUN.findall(without_dates(piece)) if len(p) >= _PART_MIN]
    core = "".join(parts)
    if len(core) < _UNPRONOUNCEABLE_MIN or _HEX_ONLY.fullmatch(core):
        return False
    pairs = [
        run[i : i + 2]
        for part in parts
        for run in _LOWER_RUN.findall(part.lower())
        for i in range(len(run) - 1)
    ]
    if len(pairs) < _UNPRONOUNCEABLE_PAIRS:
        return False
    common = sum(pair in _COMMON_PAIRS for pair in pairs) / len(pairs)
    return common < _COMMON_PAIR_SHARE and _entropy(core) >= _ENTROPY_MIN


def common_pair_share(letters: str) -> float | None:
    """The share of the letter pairs of `letters` that English commonly writes (a name's
    are 0.6-1.0, a random run's 0.2-0.6); None for fewer than five pairs, which say
    nothing."""
    low = letters.lower()
    pairs = [low[i : i + 2] for i in range(len(low) - 1)]
    if len(pairs) < 5:
        return None
    return sum(pair in _COMMON_PAIRS for pair in pairs) / len(pairs)


def _entropy(text: str) -> float:
    """Shannon entropy of `text`, in bits a character."""
    counts, total = Counter(text), len(text)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


_LETTER_RUN = lazy_compile(r"[A-Z]?[a-z]+")
_CONSONANTS = lazy_compile(r"[bcdfghjklmnpqrstvwxz]{5,}")  # "postgres" has four


_PART = lazy_compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def _choppy(run: str) -> bool:
    """Parts (a word, a capital's word, a number) of 2.2 characters or less on average:
    a random key's are mostly one or two (`Kq3mQ9vR`), a name's longer (`DeployV2Py311`)."""
    if not any(c.isupper() for c in run):
        return True  # no capitals, no camel case to mistake for switches
    parts = _PART.findall(run)
    return len(run) / max(1, len(parts)) <= 2.2


def segmented_word_share(text: str) -> float:
    """`word_share` counted run by run of letters and digits (joined, "deploy" and
    "http2" would run together into no word at all), over those runs' length."""
    runs = _ALNUM_RUN.findall(text)
    total = sum(len(run) for run in runs)
    return sum(word_share(run) * len(run) for run in runs) / max(1, total)


def without_dates(text: str) -> str:
    """`text` without its dates, times, versions and labelled digests."""
    return _DATE_OR_VERSION.sub("", text)


def word_share(text: str) -> float:
    """The share of `text` in runs that read as words: 3+ letters (a capital may start
    one), a fifth of them vowels, no cluster of five consonants. A random key's letters
    are vowels one time in four or five, and its runs are short."""
    worded = 0
    for run in _LETTER_RUN.findall(text):
        low = run.lower()
        vowels = sum(c in "aeiouy" for c in low)
        if len(run) >= 3 and vowels >= 0.2 * len(run) and not _CONSONANTS.search(low):
            worded += len(run)
    return worded / max(1, len(text))


def _char_class(c: str) -> str:
    if c.isdigit():
        return "digit"
    if c.islower():
        return "lower"
    if c.isupper():
        return "upper"
    return "symbol"


def class_switches(piece: str, *, symbols: bool = False, both_ways: bool = False) -> int:
    """How often `piece` switches between lower case, upper case and digits (and, with
    `symbols`, to and from a symbol); a capital starting a word (`Name`) is no switch, and
    with `symbols` off a separator (`.`, `_`, `-`, any symbol) starts a new run."""
    count = 0
    runs = [piece] if symbols else _ALNUM_RUN.findall(piece)
    for run in runs:
        for a, b in itertools.pairwise(run):
            ca, cb = _char_class(a), _char_class(b)
            if ca != cb and (both_ways or not (ca == "upper" and cb == "lower")):
                count += 1
    return count
