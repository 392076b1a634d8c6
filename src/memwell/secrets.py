"""Secret detection and redaction, applied at every persistence boundary.

A finding comes from one of three rule sets, then must survive the look-alike filter:

1. memwell's rules (`memwell.secret_rules`): provider formats with a fixed prefix, and
   the context rules that a provider list cannot have (``DB_PASSWORD=`` lines, JSON
   ``"password"`` fields, ``Authorization: Basic``, passwords in URLs, a bare
   high-entropy string).
2. The maintained provider detectors of ``bc-detect-secrets`` (the Bridgecrew fork of
   Yelp's detect-secrets), imported on first use and run only on lines holding a token
   long enough to be a key, so prose never pays for the import.
3. The look-alike filter drops a value that is a reference or a placeholder
   (``os.environ[...]``, ``${VAR}``, ``<your-token>``, ``xxxx``, ``changeme``, the
   providers' documented example keys): a store that refuses how people write *about*
   secrets is one they stop using.

Every rule set also reads the text's other readings (`memwell.secret_views`: escapes
decoded, a wrapped key rejoined), and short fields (names, aliases, tags, speakers) add a
check of the value's own shape (`memwell.secret_fields`).

Each finding names its kind so an error can say what was found without echoing it.
docs/security.md states what this catches, what it does not, and the measured figures.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from memwell.lazy_patterns import lazy_compile
from memwell.secret_context import context_denies, context_spans
from memwell.secret_continuation import continued_spans, spelled_out_spans
from memwell.secret_encoded import encoded_spans
from memwell.secret_fields import (
    prose_password_spans,
    segmented_word_share,
    without_dates,
)
from memwell.secret_handover import handover_spans
from memwell.secret_lookalikes import (
    PUBLIC_BLOCK,
    encodes_prose,
    is_look_alike,
    is_public,
    public_by_name,
    reads_as_words,
)
from memwell.secret_numbers import account_spans, key_bytes_spans, number_spans
from memwell.secret_rules import (
    CONTEXT_HINTS,
    CONTEXT_RULES,
    HASH_LIKE,
    MULTILINE_RULES,
    PROVIDER_RULES,
    PUBLIC_SPANS,
    Rule,
)
from memwell.secret_views import View, decoded, joined, unfolded

REDACTED = "[REDACTED]"


@dataclass(frozen=True, slots=True)
class SecretFinding:
    kind: str
    start: int
    end: int


# --- bare high-entropy strings ----------------------------------------------------------

# Trigger: a token of at least _ENTROPY_MIN_LEN characters with upper case, lower case
# and digits whose Shannon entropy is at least _ENTROPY_BITS per character. Why: random
# keys of unknown providers; git SHAs and UUIDs are hex and never reach the bar.
_ENTROPY_TOKEN = lazy_compile(r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/_\-]{24,}={0,2}")
_ENTROPY_MIN_LEN = 32
_ENTROPY_BITS = 4.2
_PATH_WORDS = 0.5  # share of a token with `/` made of words, from which it is a path
_URL = lazy_compile(r"\b[a-z][a-z0-9+.\-]*://[^\s\"'<>]+", re.IGNORECASE)
# a value labelled an id ("Extended Request ID: i/cr1t...", `trace_id=...`): it names a
# request or a record, it opens nothing
# (a secret's own id is half of a credential pair: `TENCENTCLOUD_SECRET_ID=AKID...`)
_ID_LABEL = lazy_compile(
    r"(?i)(?<![A-Za-z])(?<!secret.)(?<!key.)(?:id|identifier|uuid|guid)[\"']?\s*[:=]\s*[\"']?$"
)
# the public members of a JSON Web Key (RFC 7517/7518: an RSA modulus `n`, an exponent
# `e`, a curve point `x`/`y`, a certificate chain `x5c`); `d`, `p`, `q`, `k` stay secret
_JWK_PUBLIC_MEMBER = lazy_compile(
    r"\"(?:n|e|x|y|kid|x5t|x5t#S256)\"\s*:\s*\"$|\"x5c\"\s*:\s*\[(?:\s*\"[^\"]*\"\s*,)*\s*\"$"
)


# a provider's prefix, then a random body (`rdme_xn8s9h02c0221...`): the shape most keys
# of the last years have, whoever issues them; a body of one case and mostly hex falls
# just short of the bar for a bare token, and holds letters no hash has (g-z)
_KEY_PREFIX = lazy_compile(r"[a-z][a-z0-9]{1,9}[_\-](?:v\d[_\-])?")
_PREFIXED_BITS = 3.9
_NON_HEX_LETTERS = 2


def _prefixed_key(core: str) -> bool:
    prefix = _KEY_PREFIX.match(core)
    if prefix is None:
        return False
    body = core[prefix.end() :]
    return (
        len(body) >= _ENTROPY_MIN_LEN
        and body.isalnum()
        and sum(c.isalpha() and c.lower() > "f" for c in body) >= _NON_HEX_LETTERS
    )


def shannon_entropy(text: str) -> float:
    """Bits per character of `text` over its own character frequencies."""
    if not text:
        return 0.0
    counts = Counter(text)
    total = len(text)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


def _entropy_findings(text: str) -> Iterator[SecretFinding]:
    public = [m.span() for m in PUBLIC_BLOCK.finditer(text)]
    public += [m.span() for m in _URL.finditer(text)]
    for match in _ENTROPY_TOKEN.finditer(text):
        token = match.group(0)
        core = token.rstrip("=")
        if len(core) < _ENTROPY_MIN_LEN:
            continue
        # letters of one case and digits are enough (`csk-rzhst10h8f3...`, a base32 seed):
        # hex never reaches the entropy bar, and words and ids are judged below
        if not (any(c.isalpha() for c in core) and sum(c.isdigit() for c in core) >= 2):
            continue
        if not _mixed_case(core) and (
            _BECH32.fullmatch(core) or _hex_body(core) or _HOST_AFTER.match(text, match.end())
        ):
            # an address or a public key in bech32; a hash after a name's words; a host
            # name's label (`<id>.apps.googleusercontent.com`), lower case as hosts are
            continue
        if shannon_entropy(core) < (_PREFIXED_BITS if _prefixed_key(core) else _ENTROPY_BITS):
            continue
        start, end = match.span()
        if any(a <= start and end <= b for a, b in public) or is_public(text, start, core):
            continue
        before = text[max(0, start - 40) : start]
        if _ID_LABEL.search(before):
            continue
        if '"kty"' in text and _JWK_PUBLIC_MEMBER.search(text[max(0, start - 4000) : start]):
            continue
        if "/" in core and _reads_as_path(core):
            continue  # a path such as src/Memwell2/Index3/... rather than base64
        if encodes_prose(core) or reads_as_words(core) or _identifier(core):
            continue  # base64 of text; an identifier made of words (and dates)
        if is_look_alike(core):
            continue  # a placeholder, a published example

        yield SecretFinding("high-entropy string", start, end)


# a hex key pasted in prose, named by its service rather than by a word for a secret
# ("pasted the SonarCloud one here: <40 hex>", "Rollbarの鍵 → <32 hex>"): hashes, commits
# and ids have their word on the line or the line before, and are left alone
_PROSE_HEX = lazy_compile(r"(?<![0-9A-Za-z_\-./:@#$=%])[0-9a-fA-F]{32,64}(?![0-9A-Za-z_\-/@=])")
_HASH_CONTEXT = lazy_compile(
    r"(?i)sha|md5|blake|crc|hash|digest|checksum|\bsums?\b|commit|revert|cherry|merge|rebase|"
    r"\bgit\b|blob|tree|\betag|cache|fingerprint|integrity|\bbuild|object|image|layer|"
    r"(?<![a-z])ids?(?![a-z])|uuid|trace|span|request|\brev(?:ision)?\b|version|\bref\b|"
    r"nonce|salt|signature|\bhex\b|\bpub\b|\bsub\b|\buid\b|gpg|pgp|"
    r"ハッシュ|コミット|チェックサム|指紋|[a-z]I[dD]\b"
)
# `sha256sum`'s output: the hash, two spaces, the file it is of
_CHECKSUM_LINE = lazy_compile(r"[ \t]+\*?[\w.\-/]+\.[A-Za-z0-9]{1,6}\b")
_HEX_LOOK_BACK = 200
# what a value follows ("...here: <hex>", "→ <hex>", "new value is <hex>", "key `<hex>`");
# a hex run starting its line (an e-mail's quoted line) needs none
_HEX_MARKER = lazy_compile(r"(?i)(?:[:：=→]|->|\bis|は|\bkeys?|\btokens?|\bsecret|鍵|キー)$")
_PROSE_WORD = lazy_compile(r"[^\W\d_]{3,}")  # a word of any script, around the hex


# bech32 (BIP 173): a readable part, "1", then its 32 letters; what is written so is an
# address or a public key (`bc1q...`, `age1...`); a secret names itself in capitals
# (`AGE-SECRET-KEY-1...`) or by its part (`nsec1...`)
_BECH32 = lazy_compile(r"(?!nsec|sec|priv)[a-z]{1,16}1[02-9ac-hj-np-z]{20,}")
_ALNUM = lazy_compile(r"[A-Za-z0-9]+")
_HEX_OR_DASH = frozenset("0123456789abcdef-")
_HOST_AFTER = lazy_compile(r"\.[a-z0-9\-]+\.[a-z]{2,}")


def _mixed_case(core: str) -> bool:
    return any(c.islower() for c in core) and any(c.isupper() for c in core)


def _hex_body(core: str) -> bool:
    """True if the longest run of letters and digits is hex (`node-modules-<sha256>`): a
    hash named by words, which `_hex_findings` and the context rules judge."""
    longest = max(_ALNUM.findall(core), key=len, default="")
    return len(longest) >= 16 and all(c in "0123456789abcdefABCDEF" for c in longest)


def _reads_as_path(core: str) -> bool:
    """A token with `/` is a path (`src/Memwell2/Index3`, `/api/v2/orders/<uuid>/items`)
    unless one of its parts has base64's shape: 8+ characters mixing both cases and
    digits that are not words (`MXIHXpp8Y1BVi4G4Owv`)."""
    for part in core.split("/"):
        if len(part) >= 24 and not set(part.lower()) <= _HEX_OR_DASH:
            return False  # (a UUID or a hash is a record's id in a path)
        if (
            len(part) >= 8
            and _mixed_case(part)
            and any(c.isdigit() for c in part)
            and segmented_word_share(part) < _PATH_WORDS
        ):
            return False
    return True


def _hex_findings(text: str) -> Iterator[SecretFinding]:
    for match in _PROSE_HEX.finditer(text):
        run = match.group(0)
        if not (any(c.isdigit() for c in run) and any(c.isalpha() for c in run)):
            continue
        line_start = text.rfind("\n", 0, match.start()) + 1
        previous = text.rfind("\n", 0, max(0, line_start - 1)) + 1
        line_end = text.find("\n", match.end())
        around = text[max(previous, match.start() - _HEX_LOOK_BACK) : line_end % (len(text) + 1)]
        if _HASH_CONTEXT.search(around) or is_look_alike(run):
            continue
        if not _PROSE_WORD.search(around.replace(run, "")):
            continue  # a hex line with no word around it: a commit listed, a hash
        before = text[line_start : match.start()].rstrip(" \t`'\"「(")
        if before.strip(" >") and not _HEX_MARKER.search(before):
            continue  # "the 3f7868...": a hash named in passing; a value follows a marker
        rest = text[match.end() : line_end if line_end >= 0 else len(text)]
        if not before.strip(" >") and _PROSE_WORD.search(rest):
            continue  # a line that starts with it and goes on: a hash listed with its text
        if _CHECKSUM_LINE.match(text, match.end()):
            continue
        yield SecretFinding("hex key", match.start(), match.end())


def _identifier(core: str) -> bool:
    """Words and short parts joined by `_` or `-` (`Deploy_Checklist_H264_X86_64_1A2B3C4`):
    mostly words, or no part as long as a key's random body and at least one a word."""
    if segmented_word_share(without_dates(core)) >= 0.5:
        return True
    parts = re.split(r"[_\-]", core)
    return (
        len(parts) >= 3
        and max(len(p) for p in parts) < 12
        and any(segmented_word_share(p) >= 0.5 for p in parts)
    )


# --- the maintained detectors -------------------------------------------------------------

# a line worth handing to the library: it holds a token long enough to be a key
_CANDIDATE = lazy_compile(r"[A-Za-z0-9_\-+/=.:~]{16,}")  # `~`: Azure AD client secrets
_NOT_KEY_SHAPED = lazy_compile(
    r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?[.,:]?|"
    r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
)


_DIGIT_GROUPS_MIN = 7  # dashes between groups of digits: no date, phone or card has as many


def _has_candidate(text: str) -> bool:
    """True if `text` holds a token long enough to be a key, with letters and digits or
    with capitals, or digits in many groups (every provider format has one of these;
    lower-case prose, paths and numbers do not pay for the rules or the library's import)."""
    for token in _CANDIDATE.findall(text):
        if _NOT_KEY_SHAPED.fullmatch(token):
            continue  # a timestamp or a UUID (every log record has one): no key has this shape
        if any(c.isupper() for c in token):
            return True
        if any(c.isdigit() for c in token) and any(c.isalpha() for c in token):
            return True
        if token.count("-") >= _DIGIT_GROUPS_MIN and token.replace("-", "").isdigit():
            return True  # digits in many groups: a BitLocker recovery key
    return False


# What each of the library's detectors below needs before it can report anything: its
# format's fixed part, or for the two context formats the keyword and the value's shape.
# Each branch is implied by every match of that detector's patterns, so a line none of
# them matches gets no finding from the library, and skipping the import there changes
# no answer (tests/reliability/test_secret_library_gate.py generates matches of the
# library's own patterns and holds each to this). Why: importing the package costs a
# fresh hook process ~0.2 s (it imports `requests`, for verification memwell never
# runs), and hook payloads are full of capitalised paths and ids that pass `_CANDIDATE`.
_LIBRARY_MAY_FIND = lazy_compile(
    r"AKC[a-zA-Z0-9]{10}|AP[\dA-F][a-zA-Z0-9]{8}"  # Artifactory
    r"|(?:A3T[A-Z0-9]|ABIA|ACCA|AKIA|ASIA)[0-9A-Z]{16}|(?i:aws).*[0-9a-zA-Z/+]{40}"  # AWS
    r"|[A-Za-z0-9+/]{86}=="  # Azure storage
    r"|[MNO][\w-]{23,25}\.[\w-]{6}\.[\w-]{27}"  # Discord
    r"|gh[pousr]_[A-Za-z0-9_]{36}"  # GitHub
    r"|(?i:secret[-_]?(?:access)?[-_]?key.*[a-f0-9]{48})"  # IBM COS HMAC
    r"|eyJ"  # JSON web token
    r"|[0-9a-z]{32}-us\d"  # Mailchimp
    r"|npm_|_authToken|NPM[ _-]?TOKEN"  # npm
    r"|SG\.[\w-]{22}\."  # SendGrid
    r"|(?i:xox[abposr]-|https://hooks\.slack\.com/services/)"  # Slack
    r"|sq0csp-|[rs]k_live_"  # Square, Stripe
    r"|(?:AC|SK)[a-z0-9]{32}"  # Twilio
)


@cache
def _library_detectors() -> tuple[Any, ...]:
    """bc-detect-secrets' regex detectors, imported once, on the first line where one of
    them may find something (`_LIBRARY_MAY_FIND`)."""
    from detect_secrets.plugins.artifactory import ArtifactoryDetector
    from detect_secrets.plugins.aws import AWSKeyDetector
    from detect_secrets.plugins.azure_storage_key import AzureStorageKeyDetector
    from detect_secrets.plugins.discord import DiscordBotTokenDetector
    from detect_secrets.plugins.github_token import GitHubTokenDetector
    from detect_secrets.plugins.ibm_cos_hmac import IbmCosHmacDetector
    from detect_secrets.plugins.jwt import JwtTokenDetector
    from detect_secrets.plugins.mailchimp import MailchimpDetector
    from detect_secrets.plugins.npm import NpmDetector
    from detect_secrets.plugins.sendgrid import SendGridDetector
    from detect_secrets.plugins.slack import SlackDetector
    from detect_secrets.plugins.square_oauth import SquareOAuthDetector
    from detect_secrets.plugins.stripe import StripeDetector
    from detect_secrets.plugins.twilio import TwilioKeyDetector

    classes = (
        ArtifactoryDetector,
        AWSKeyDetector,
        AzureStorageKeyDetector,
        DiscordBotTokenDetector,
        GitHubTokenDetector,
        IbmCosHmacDetector,
        JwtTokenDetector,
        MailchimpDetector,
        NpmDetector,
        SendGridDetector,
        SlackDetector,
        SquareOAuthDetector,
        StripeDetector,
        TwilioKeyDetector,
    )
    return tuple(cls() for cls in classes)


def _library_findings(line: str, offset: int) -> Iterator[SecretFinding]:
    if not _LIBRARY_MAY_FIND.search(line):
        return
    for detector in _library_detectors():
        for value in detector.analyze_string(line):
            if not isinstance(value, str) or len(value) < 8 or is_look_alike(value):
                continue
            start = line.find(value)
            if start >= 0 and is_public(line, start, value):
                continue
            while start >= 0:
                end = start + len(value)
                yield SecretFinding(str(detector.secret_type), offset + start, offset + end)
                start = line.find(value, end)


# --- scanning -------------------------------------------------------------------------------


def _rule_findings(text: str, rules: Iterable[Rule]) -> Iterator[SecretFinding]:
    for rule in rules:
        for match in rule.pattern.finditer(text):
            if rule.group == -1:  # the first group that took part: quoted or bare value
                group = next(i for i in range(1, len(match.groups()) + 1) if match.group(i))
            else:
                group = rule.group
            start, end = match.span(group)
            if start < 0:
                continue
            value = text[start:end]
            if rule.kind == "Basic authorization" and not _is_basic_credentials(value):
                continue
            if rule.kind.endswith("private key"):
                # base64 runs such as AAAA are normal in a key; a docs example has no body
                if len(re.findall(r"[A-Za-z0-9+/]", value)) < 120 or "..." in value:
                    continue
            elif is_look_alike(value, assignment=rule.assignment) or (
                rule.assignment and is_public(text, start, value)
            ):
                continue
            elif (
                rule.kind == "password or key in prose"
                and HASH_LIKE.fullmatch(value)
                and not re.search(r"[:=]", text[match.start() : start])
            ):
                continue  # "password 3f7868...": a commit, a SHA-256 or a UUID in a sentence
            elif rule.assignment and value.isalpha() and _PROSE_AFTER.match(text, end):
                continue  # "passwd: authentication token manipulation error": a message
            elif rule.kind == "password or key in prose" and _in_url(text, match.start()):
                continue  # `postgres://USER:PASSWORD@HOST:5432/DB`: the URL rule judges it
            yield SecretFinding(rule.kind, start, end)


_PROSE_AFTER = lazy_compile(r"\s[a-z]{2,}\s[a-z]{2,}")


def _in_url(text: str, at: int) -> bool:
    return "://" in text and any(a <= at < b for a, b in (m.span() for m in _URL.finditer(text)))


def _is_basic_credentials(value: str) -> bool:
    """True if `value` decodes to `user:password`, as an HTTP Basic header carries."""
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
        text = decoded.decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return False
    return ":" in text and text.isprintable()


def _wants_context_rules(line: str) -> bool:
    low = line.lower()
    return any(hint in low for hint in CONTEXT_HINTS)


# Full-width letters, digits and a password's symbols, as a Japanese or Chinese input method
# types them (`パスワード＝ｓａｋｕｒａ２２９１`, `暗証番号は１２３４`), read as the ASCII they
# stand for: one character for one, so every position stays where it was. The brackets,
# colons and stops of those scripts stay: the rules read them as they are.
_HALFWIDTH = str.maketrans(
    {
        **{0xFF10 + i: 0x30 + i for i in range(10)},
        **{0xFF21 + i: 0x41 + i for i in range(26)},
        **{0xFF41 + i: 0x61 + i for i in range(26)},
        **{ord(wide): ord(narrow) for wide, narrow in zip("＝＠＃＄％＆＊＋－＿", "=@#$%&*+-_")},
    }
)
_FULLWIDTH = lazy_compile(r"[０-９Ａ-Ｚａ-ｚ＝＠＃＄％＆＊＋－＿]")


def _all_findings(text: str) -> list[SecretFinding]:
    """Every finding in `text` and in its other readings (`memwell.secret_views`: escapes
    decoded, a wrapped key or a value on its key's next line put back together), mapped
    back to the original characters; overlapping ones included."""
    if not text.isascii() and _FULLWIDTH.search(text):
        text = text.translate(_HALFWIDTH)
    found = _findings_as_read(text)
    for view in _views(text):
        for f in _findings_as_read(view.text):
            start, end = view.original(f.start, f.end)
            found.append(SecretFinding(f.kind, start, end))
    if _has_candidate(text):
        # a secret written in base64: found in what the token decodes to
        found.extend(
            SecretFinding("secret in base64", a, b) for a, b in encoded_spans(text, _decoded)
        )
    if "-----BEGIN" in text:
        # a certificate or a public key block is public in every reading: a wrapped line
        # of its base64, put back together, can look like a provider's key
        public = [m.span() for m in PUBLIC_BLOCK.finditer(text)]
        found = [f for f in found if not any(a <= f.start and f.end <= b for a, b in public)]
    if found and "\n" in text:
        # the rest of a key split over two lines, after the piece a rule found
        spans = [(f.start, f.end) for f in found]
        found.extend(
            SecretFinding(_kind_at(found, a), a, b) for a, b in continued_spans(text, spans)
        )
    found.sort(key=lambda f: (f.start, -f.end))
    return found


def _kind_at(found: Sequence[SecretFinding], at: int) -> str:
    """The kind of the finding nearest before `at` (what a continuation continues)."""
    before = [f for f in found if f.end <= at]
    return max(before, key=lambda f: f.end).kind if before else "secret"


def _decoded(text: str) -> list[tuple[int, int]]:
    """The secrets of a base64 token's decoded text (read once: no base64 inside it)."""
    return [(f.start, f.end) for f in _findings_as_read(text)]


def _views(text: str) -> Iterator[View]:
    decoded_view = decoded(text)
    if decoded_view is not None:
        yield decoded_view
    base = decoded_view.text if decoded_view is not None else text
    for reading in (joined, unfolded):
        view = reading(base)
        if view is None:
            continue
        if decoded_view is None:
            yield view
        else:  # read after decoding: map through both
            starts = tuple(decoded_view.starts[i] for i in view.starts)
            ends = tuple(decoded_view.ends[i - 1] for i in view.ends)
            yield View(view.text, starts, ends)


def _findings_as_read(text: str) -> list[SecretFinding]:
    """Every finding, overlapping ones included. Why line by line: a transcript is mostly
    lines no rule can match; each rule set runs only on the lines that can hold its
    kind (a token long enough to be a key, or a word naming a secret), which keeps a
    100 KB transcript in milliseconds rather than a second."""
    found = list(_entropy_findings(text))
    if len(text) >= 32:
        found.extend(_hex_findings(text))
    for marker, rule in MULTILINE_RULES:
        if marker in text:
            found.extend(_rule_findings(text, (rule,)))
    offset = 0
    for line in text.splitlines(keepends=True):
        candidate = _has_candidate(line)
        if candidate:
            found.extend(_shift(_rule_findings(line, PROVIDER_RULES), offset))
            found.extend(_library_findings(line, offset))
        if _wants_context_rules(line):
            found.extend(_shift(_rule_findings(line, CONTEXT_RULES), offset))
        offset += len(line)
    # a value its context names a secret, whatever its shape (`memwell.secret_context`)
    found = [
        f
        for f in found
        if f.kind not in _JUDGED_BY_CONTEXT or not context_denies(text, f.start, f.end)
    ]
    found.extend(SecretFinding(kind, start, end) for kind, start, end in context_spans(text))
    found.extend(
        SecretFinding("password-shaped token", a, b) for a, b in prose_password_spans(text)
    )
    found.extend(SecretFinding(kind, start, end) for kind, start, end in number_spans(text))
    if "[" in text and "," in text:
        found.extend(SecretFinding(k, start, end) for k, start, end in key_bytes_spans(text))
    if any(hint in text for hint in _ACCOUNT_HINTS) and _MAYBE_ACCOUNT.search(text):
        found.extend(SecretFinding(k, start, end) for k, start, end in account_spans(text))
    found.extend(SecretFinding("key handed over", a, b) for a, b in handover_spans(text))
    found.extend(SecretFinding("password spelled out", a, b) for a, b in spelled_out_spans(text))
    if found and _PUBLIC_HINT.search(text):
        found = [f for f in found if not _named_public(text, f)]
    public = [m.span() for m in PUBLIC_SPANS.finditer(text)] if _maybe_public(text) else []
    if public:
        found = [f for f in found if not _inside(text, f, public)]
    return found


_ACCOUNT_HINTS = ("cc", "CC", "/c", "/C", "onto", "ompte", "uenta", "onta", "口座")
_MAYBE_ACCOUNT = lazy_compile(r"(?i)acc(?:oun)?t|a/c|konto|compte|cuenta|conta|口座")
# the context rules of `secret_rules` whose value the words before it can say is not one
_JUDGED_BY_CONTEXT = frozenset(
    (
        "password or secret assignment",
        "password or key in prose",
        "key assignment",
        "password or secret in a table",
    )
)


# the generic findings a key's name or comment can say are public (`public_by_name`); a
# provider's format is a secret under any name
_NAMED_PUBLIC_KINDS = frozenset(
    (
        "high-entropy string",
        "hex key",
        "labelled hex key",
        "key assignment",
        "JSON web token",
        "JSON Web Token",
        "secret by its context",
        "key handed over",
    )
)
_PUBLIC_HINT = lazy_compile(r"(?i)public|sitekey|site_key|search[_\- ]only|anon|client[\- ]side")


def _named_public(text: str, finding: SecretFinding) -> bool:
    if finding.kind not in _NAMED_PUBLIC_KINDS:
        return False
    line_start = text.rfind("\n", 0, finding.start) + 1
    line_end = text.find("\n", finding.end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    return public_by_name(line, finding.start - line_start, finding.end - line_start)


def _inside(text: str, finding: SecretFinding, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether a finding lies in one of `spans`, quotes or punctuation around it aside (a
    detector may report the closing quote of `src="data:...=="` with the value)."""
    value = text[finding.start : finding.end]
    start = finding.start + len(value) - len(value.lstrip("\"'`([{ "))
    end = finding.end - (len(value) - len(value.rstrip("\"'`,;)]} ")))
    return any(a <= start and end <= b for a, b in spans)


def _maybe_public(text: str) -> bool:
    return "base64," in text or "arn:aws" in text or "h1:" in text or "ENC[" in text


def _shift(findings: Iterable[SecretFinding], offset: int) -> Iterator[SecretFinding]:
    for f in findings:
        yield SecretFinding(f.kind, f.start + offset, f.end + offset)


def find_secrets(text: str) -> list[SecretFinding]:
    """Every span of `text` that looks like a secret, in order; overlapping spans are
    merged so redaction covers the union (and keeps the first finding's kind)."""
    merged: list[SecretFinding] = []
    for finding in _all_findings(text):
        if merged and finding.start < merged[-1].end:
            last = merged[-1]
            if finding.end > last.end:
                merged[-1] = SecretFinding(last.kind, last.start, finding.end)
            continue
        merged.append(finding)
    return merged


def secret_kinds(text: str) -> list[str]:
    """The distinct kinds of secret found in `text`, for error messages."""
    return sorted({f.kind for f in _all_findings(text)})


def redact(text: str) -> str:
    """`text` with every detected secret replaced by `[REDACTED]`."""
    findings = find_secrets(text)
    if not findings:
        return text
    return redact_spans(text, [(f.start, f.end) for f in findings])


def redact_spans(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """`text` with each of the sorted, disjoint `spans` replaced by REDACTED."""
    parts: list[str] = []
    cursor = 0
    for start, end in spans:
        parts.append(text[cursor:start])
        parts.append(REDACTED)
        cursor = end
    parts.append(text[cursor:])
    return "".join(parts)
