"""A value handed over after a word naming a key, whatever the provider.

Every blind corpus brought providers no rule named, handed over in prose: "rotated the
Mailgun credential; new value is <hex groups>", "rotate Braintree key `<hex>`", "Railway
本番キー → <UUID>", "Use this Vultr key for the job:" and the value on the next line. What
those lines share is the two halves of a handover, and neither half alone is enough:

1. a word naming a credential (`_NAMES`: key, token, secret, credential, password, PAT,
   bearer, and the same words in other languages) earlier on the line, or on the line
   before when that one ends in `:` (a value on its own line);
2. after it, a piece with a credential's shape (`fields.credential_shaped`: a
   random-looking run, a password with a symbol, a UUID, a hex run of 20+ digits).

A UUID or a hash alone is a record's id, and a key's name alone is prose. A line that
names an id, a hash or a public value (`_RECORD_WORDS`) hands over no credential, and the
qualifiers and attributes that `context` reads (`cache key:`, `key ID:`) still
apply (`context_denies`).
"""

from __future__ import annotations

import bisect
import itertools
import re

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.context import context_denies
from memwell.secrets.fields import credential_shaped
from memwell.secrets.languages import HINTS, KEY_HINTS, KEY_WORDS, PASSWORD_LATIN, PASSWORD_OTHER
from memwell.secrets.lookalikes import is_public

# a cheap test first: most lines of a transcript name no key
_HINTS = (
    "key", "token", "secret", "credential", "pass", "pat", "pwd", "bearer", "キー", "鍵",
    "トークン", "シークレット", "パスワード", "密钥", "密鑰", "令牌", "密码", "키", "토큰",
    "비밀번호", "schlüssel", "clé", "clave", "chave", "chiave", "sleutel", "klucz", "ключ",
    "токен", "пароль", "wacht", *HINTS, *KEY_HINTS,
)  # fmt: skip
_NAMES = lazy_compile(
    r"(?i)(?<![a-z])(?:(?:api)?keys?|tokens?|secrets?|credentials?|creds|pats?|passwords?|"
    r"passphrase|pass|pwd|bearer|schlüssel|clé|clave|chave|chiave|sleutel|klucz)(?![a-z])|"
    r"キー|鍵|トークン|シークレット|パスワード|密钥|密鑰|令牌|密码|키|토큰|비밀번호|ключ|токен|пароль|"
    # and more (`memwell.secrets.languages`)
    rf"(?<![a-z])(?:wachtwoord|{PASSWORD_LATIN}|{KEY_WORDS})(?![a-z])|{PASSWORD_OTHER}"
)
# what names a record, a digest or a public value: the piece after it opens nothing
# (`gpg --keyserver ... --recv-keys <id>` fetches a public key by its id)
_RECORD_WORDS = lazy_compile(
    r"(?i)(?<![a-z])(?:ids?|identifier|uuid|guid|ulid|hash(?:es)?|sha\d*|md5|digest|"
    r"checksum|commit|fingerprint|trace|request|correlation|order|invoice|ticket|build|"
    r"revision|etag|object|kid|public|publishable|site[ _\-]?key|search[ _\-]?only|"
    r"example|sample|placeholder|dummy|fake|test|recv[ _\-]keys|keyserver)(?![a-z])|"
    # `requestId`, `ID:` in capitals (in `Plaid`, `said`, "id" is no word)
    r"(?-i:(?<=[a-z])I[dD](?![a-z])|(?<![A-Za-z])ID(?![a-z]))|ハッシュ|コミット|識別子|公開"
)
# a piece: up to a space, a quote or a bracket of any script
_PIECE = lazy_compile(r"[^\s\"'`「」『』【】()（）<>,，。、]+")
_TRAILING = ".,;:!?)]}\uff1b"
_MASKED = lazy_compile(r"[•●·…]|\*\*|\.\.\.")
_LOOK_BACK = 80  # characters between the name and its value, at most
_PIECE_MIN = 8  # as `fields.credential_shaped`


def handover_spans(text: str) -> list[tuple[int, int]]:
    """The spans of pieces of `text` handed over as credentials (module docstring)."""
    spans = _url_spans(text) if "://" in text else []
    low = text.lower()
    # the hints the text holds at all, then those alone line by line
    present = tuple(hint for hint in _HINTS if hint in low)
    if not present:
        return spans
    if any(half in low for half in _HALF_WORDS):
        spans.extend(_half_spans(text))
    offset = 0
    previous = ""
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        spans.extend(_on_line(text, offset, body, previous, present))
        previous = body
        offset += len(line)
    return spans


# a file's path (after a form field's `name@`, as curl takes a file): it says where a key
# or a document is, as `--token-file` does, never the key; rooted in a directory named by
# a word or at home, with a folder below it (a key in base64 may begin with `/`, then
# random)
_FILE_PATH = lazy_compile(
    r"(?:[\w.\-]+@)?(?:~|\$HOME|\$\{HOME\}|\.\.?|/[a-z][a-z0-9_.\-]{1,15})/[^/\s]+/"
)


def _on_line(
    text: str, offset: int, line: str, previous: str, hints: tuple[str, ...]
) -> list[tuple[int, int]]:
    named_before = previous.rstrip(" \"'`").endswith((":", "：")) and _names(previous, hints)
    if not named_before and not _names(line, hints):
        return []
    if named_before and _RECORD_WORDS.search(previous):
        return []
    found = []
    # where each name ends: one pass over the line, then a lookup per piece
    name_ends = [m.end() for m in _NAMES.finditer(line)]
    for match in _PIECE.finditer(line):
        if match.end() - match.start() < _PIECE_MIN:
            continue  # shorter than any credential's shape: most words of prose
        piece = match.group(0).rstrip(_TRAILING)
        if "://" in piece:
            continue  # a URL: its path is read by `_url_spans`
        # `user:password`, `host:port:db:user`, `user_id=40213`: the value is what follows
        # the last colon or `=`, and what is before it names it
        cut = max(piece.rfind(":"), piece.rfind("=")) + 1
        start, piece = match.start() + cut, piece[cut:]
        if "/" in piece and _FILE_PATH.match(piece):
            continue  # `--data-urlencode text@/srv/...`, `with key ~/.ssh/id_ed25519`: where it is
        # a name ends before the piece, near it
        nearest = bisect.bisect_right(name_ends, start)
        near = nearest > 0 and start - name_ends[nearest - 1] <= _LOOK_BACK
        if not (named_before or near) or not credential_shaped(piece):
            continue
        if _RECORD_WORDS.search(line, 0, start):
            continue  # what names a value comes before it ("don't commit it" after is prose)
        if is_public(text, offset + start, piece) or _MASKED.search(piece):
            continue  # an SSH public key after `ssh-rsa`; `sk-proj-…Q7aF`, a masked one
        if context_denies(text, offset + start, offset + start + len(piece)):
            continue
        found.append((offset + start, offset + start + len(piece)))
    return found


def _names(line: str, hints: tuple[str, ...]) -> bool:
    low = line.lower()
    return any(hint in low for hint in hints) and _NAMES.search(line) is not None


# a URL's path segment that names a key or a hook, and the segment after it: the value a
# webhook URL carries (`/hooks/<random>`, `/with/key/<random>`, `/bot/v2/hook/<UUID>`)
_URL = lazy_compile(r"\b[a-z][a-z0-9+.\-]*://[^\s\"'<>`]+", re.IGNORECASE)
_PATH_NAMES = frozenset(
    ("key", "keys", "token", "tokens", "secret", "secrets", "hook", "hooks", "webhook",
     "webhooks", "apikey", "api_key", "access_token")
)  # fmt: skip


def _url_spans(text: str) -> list[tuple[int, int]]:
    spans = []
    for url in _URL.finditer(text):
        _scheme, _, rest = url.group(0).partition("://")
        path_at = rest.find("/")
        if path_at < 0:
            continue
        at = url.start() + len(_scheme) + 3 + path_at + 1
        segments = rest[path_at + 1 :].split("/")
        for named, segment in itertools.pairwise(segments):
            value = re.split(r"[?#;&]", segment, maxsplit=1)[0]
            if named.lower() in _PATH_NAMES and credential_shaped(value):
                start = at + len(named) + 1
                spans.append((start, start + len(value)))
            at += len(named) + 1
        spans.extend(_hook_query_spans(url.group(0), url.start(), segments))
    return spans


# a webhook's URL carrying its key as a parameter (WeCom's `webhook/send?key=<UUID>`,
# DingTalk's `robot/send?access_token=...`): the path names a hook, the parameter a key
_HOOK_SEGMENTS = frozenset(("hook", "hooks", "webhook", "webhooks", "bot", "robot"))


def _hook_query_spans(url: str, offset: int, segments: list[str]) -> list[tuple[int, int]]:
    if "?" not in url or not any(
        re.split(r"[?#;&]", segment, maxsplit=1)[0].lower() in _HOOK_SEGMENTS
        for segment in segments
    ):
        return []
    spans = []
    at = url.index("?") + 1
    for parameter in url[at:].split("&"):
        name, _, value = parameter.partition("=")
        value = value.split("#", 1)[0]
        if name.lower() in _PATH_NAMES and credential_shaped(value):
            start = offset + at + len(name) + 1
            spans.append((start, start + len(value)))
        at += len(parameter) + 1
    return spans


# a credential handed over in halves, each half named ("トークン前半 <piece>", then "後半
# <piece>" in the next message; "first half:", "second half:"): a piece too short to
# hold a credential's shape is one where the text names a credential and its halves
_HALF_WORDS = ("前半", "後半", "first half", "second half", "前一半", "后一半", "앞부분", "뒷부분")
_HALF_PIECE = lazy_compile(
    r"(?i)(?:前半|後半|first half|second half|前一半|后一半|앞부분|뒷부분)[\s:：は]*"
    r"[\"'`「]?([A-Za-z0-9_\-+/=!@#$%^&*.~]{6,64})"
)


def _half_spans(text: str) -> list[tuple[int, int]]:
    if _NAMES.search(text) is None:
        return []
    pieces = [m for m in _HALF_PIECE.finditer(text) if _piece_of_a_key(m.group(1))]
    return [m.span(1) for m in pieces] if len(pieces) >= 2 else []


def _piece_of_a_key(piece: str) -> bool:
    """Letters and digits mixed, as a random key's piece is (no word, no number)."""
    return any(c.isdigit() for c in piece) and any(c.isalpha() for c in piece)
