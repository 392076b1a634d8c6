"""A secret written in base64 or as hex bytes: found in what the token decodes to.

A key is base64-encoded wherever a format wants bytes or hides a value from a glance: a
Kubernetes Secret's `data:`, a registry's `auth` in `config.json`, `.npmrc`'s `_auth`, a
`user:password` pasted without its `Authorization: Basic`, a whole `.env` piped through
`base64`; a debug log dumps a header as hex bytes. Its words are gone from the line
("password:" is inside the blob), so the rules reading the line find nothing.
`encoded_spans(text, find)` decodes each base64 or hex token that decodes to text and
asks the same rules (`find`, the scanner's own reading, which does not decode again)
what the decoded text holds; a token holding a secret is one.

Base64 of ordinary text (a sentence, "see the password policy") decodes to text the rules
keep, so it is kept: the rules' own look-alike judgement applies unchanged.

`grouped_code` judges a value printed in groups after a secret's name (a recovery code,
an authenticator's setup key in base32, `vh67 ddds zbnt gjt6 ...`) against words.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable, Sequence

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.fields import credential_shaped

# a base64 token: 16+ characters of its alphabet, padded to a multiple of four
_BASE64 = lazy_compile(r"(?<![A-Za-z0-9+/=_\-])[A-Za-z0-9+/]{16,}={0,2}(?![A-Za-z0-9+/=_\-])")
# what HTTP Basic, a registry's `auth` and `.npmrc`'s `_auth` encode: `user:password`
_LOGIN_AND_PASSWORD = lazy_compile(r"[^\s:]{1,64}:(\S{6,128})")
# text written as hex bytes (a debug log's header dump, `xxd -p`): 16+ bytes
_HEX_TEXT = lazy_compile(r"(?<![0-9A-Za-z])(?:[0-9a-fA-F]{2}){16,}(?![0-9A-Za-z])")
# text written as bytes in bits (`01100111 01101000 ...`, a puzzle's or a CTF note's): 16+
_BITS = lazy_compile(r"(?<![01])[01]{8}(?:[ \t]+[01]{8}){15,}(?![01])")
_PRINTABLE_SHARE = 0.95  # of the decoded characters: text, not bytes
_DECODED_MAX = 4_096  # characters of a token worth decoding (a key file, an .env)


def encoded_spans(
    text: str, find: Callable[[str], Sequence[tuple[int, int]]]
) -> list[tuple[int, int]]:
    """The spans of base64 tokens of `text` whose decoded text holds a secret by `find`."""
    spans = [m.span() for m in _HEX_TEXT.finditer(text) if _hex_holds_secret(m.group(0), find)]
    if _fed_a_secret(text):
        spans.extend(_encoder_output_spans(text))
    if has_bits(text):
        for match in _BITS.finditer(text):
            as_text = "".join(chr(int(octet, 2)) for octet in match.group(0).split())
            if as_text.isprintable() and find(as_text):
                spans.append(match.span())
    for match in _BASE64.finditer(text):
        token = match.group(0)
        if len(token) % 4 or len(token) > _DECODED_MAX:
            continue
        decoded = _as_text(token)
        if decoded is None:
            continue
        pair = _LOGIN_AND_PASSWORD.fullmatch(decoded)
        if (pair is not None and credential_shaped(pair.group(1))) or find(decoded):
            spans.append(match.span())
    return spans


def has_bits(text: str) -> bool:
    """Whether `text` may hold bytes written in bits (a letter's byte starts 010 or 011)."""
    return "01100" in text or "01000" in text


def _as_text(token: str) -> str | None:
    """What `token` decodes to, if that is text (UTF-8, nearly all printable; or UTF-16LE,
    as PowerShell's `-EncodedCommand` takes a script: every second byte a zero)."""
    try:
        raw = base64.b64decode(token, validate=True)
        wide = len(raw) % 2 == 0 and raw[1::2].count(0) == len(raw) // 2
        decoded = raw.decode("utf-16-le" if wide and raw else "utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    if not decoded:
        return None
    printable = sum(c.isprintable() or c in "\n\r\t" for c in decoded)
    return decoded if printable >= _PRINTABLE_SHARE * len(decoded) else None


def _hex_holds_secret(token: str, find: Callable[[str], Sequence[tuple[int, int]]]) -> bool:
    """Whether hex digits spell text (a hash's bytes do not) holding a secret by `find`."""
    if len(token) // 2 > _DECODED_MAX:
        return False
    try:
        decoded = bytes.fromhex(token).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return False
    printable = sum(c.isprintable() for c in decoded)
    return printable >= _PRINTABLE_SHARE * len(decoded) and bool(find(decoded))


# --- an encoder's output of a secret ---------------------------------------------------

# a secret piped into an encoder (`echo -n "$DB_PW" | xxd -p`, `printf %s "$TOKEN" | base64`):
# the lines it prints are the secret, written another way, whatever they decode to
_ENCODERS = ("xxd", "hexdump", "od -", "base64")
_SECRET_VARIABLE = lazy_compile(
    r"(?i)\$\{?\w*(?:pw|pass|pwd|secret|token|key)\w*\}?[\"']?\s*\|\s*(?:xxd|hexdump|od|base64)\b"
)
_OUTPUT_LINE = lazy_compile(r"(?m)^[ \t]*([0-9A-Za-z+/]{8,}={0,2})[ \t]*$")


def _fed_a_secret(text: str) -> bool:
    """A cheap test first: an encoder's name and a pipe in `text`."""
    return "|" in text and "$" in text and any(encoder in text for encoder in _ENCODERS)


def _encoder_output_spans(text: str) -> list[tuple[int, int]]:
    """The line right after a command piping a secret's variable into an encoder, when it
    decodes (as hex or base64) to a credential's shape."""
    spans = []
    for command in _SECRET_VARIABLE.finditer(text):
        line_end = text.find("\n", command.end())
        output = _OUTPUT_LINE.match(text, line_end + 1) if line_end >= 0 else None
        if output is None:
            continue
        token = output.group(1)
        decoded = None
        if len(token) % 2 == 0 and all(c in "0123456789abcdefABCDEF" for c in token):
            try:
                decoded = bytes.fromhex(token).decode("utf-8")
            except (ValueError, UnicodeDecodeError):
                decoded = None
        if decoded is None and len(token) % 4 == 0:
            decoded = _as_text(token)
        if decoded is not None and credential_shaped(decoded.strip()):
            spans.append(output.span(1))
    return spans


# --- a code printed in groups ---------------------------------------------------------


def grouped_code(group: str) -> bool:
    """True if a grouped run is a code rather than words: each group holds a digit or is
    all capitals, and not every group is a word of lower-case letters."""
    parts = group.replace("-", " ").split()
    if len(parts) < 2:
        return False
    if app_password(group):
        return True
    coded = sum(1 for p in parts if any(c.isdigit() for c in p) or p.isupper())
    if coded >= 2 and _base32_groups(parts):
        return True  # an authenticator's setup key in lower case (`vh67 ddds zbnt gjt6 ...`)
    return coded >= max(2, (len(parts) + 1) // 2) and not all(
        p.isdigit() and len(p) > 4 for p in parts
    )


_BASE32 = frozenset("abcdefghijklmnopqrstuvwxyz234567")


def _base32_groups(parts: list[str]) -> bool:
    """True if 6+ groups of one length (4+) spell base32, as a setup key is printed."""
    size = len(parts[0])
    return (
        len(parts) >= 6
        and size >= 4
        and all(len(p) == size and set(p.lower()) <= _BASE32 for p in parts)
    )


# an app password as Google and Apple print it: four groups of four small letters, spaced
# or hyphened (`syjl wvxl ipru jtmp`, `uyvc-zekw-bouf-hhoe`); read where a password's
# name or option stands before it (string tests: a hook compiles no pattern for it)
_APP_PASSWORD_GROUPS = 4
_APP_PASSWORD_GROUP = 4


def app_password(value: str) -> bool:
    """True if `value` has an app password's shape (the notes above)."""
    if len(value) != _APP_PASSWORD_GROUPS * (_APP_PASSWORD_GROUP + 1) - 1:
        return False
    separator = value[_APP_PASSWORD_GROUP]
    if separator not in " -":
        return False
    groups = value.split(separator)
    return len(groups) == _APP_PASSWORD_GROUPS and all(
        len(g) == _APP_PASSWORD_GROUP and g.isascii() and g.isalpha() and g.islower()
        for g in groups
    )


def basic_credentials(value: str) -> bool:
    """True if `value` decodes to `user:password`, as an HTTP Basic header carries."""
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
        text = decoded.decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return False
    return ":" in text and text.isprintable()
