"""Secret detection and redaction, applied at every persistence boundary.

A finding comes from one of three rule sets, then must survive the look-alike filter:

1. memwell's rules (`memwell.secrets.rules`): provider formats with a fixed prefix, and
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

Every rule set also reads the text's other readings (`memwell.secrets.views`: escapes
decoded, a wrapped key rejoined), and short fields (names, aliases, tags, speakers) add a
check of the value's own shape (`memwell.secrets.fields`).

Each finding names its kind so an error can say what was found without echoing it.
docs/security.md states what this catches, what it does not, and the measured figures.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.ciphertext import CIPHERTEXT_HINT, named_ciphertext
from memwell.secrets.code_sheets import code_row_spans, code_sheet_spans
from memwell.secrets.code_words import code_word_spans, postal_pin
from memwell.secrets.columns import column_spans
from memwell.secrets.context import context_denies, context_spans
from memwell.secrets.continuation import continued_spans, spelled_out_spans
from memwell.secrets.encoded import basic_credentials, encoded_spans, has_bits
from memwell.secrets.entropy import HASH_PREFIX_WORDS, entropy_spans, hex_spans
from memwell.secrets.fields import (
    changed_to_spans,
    prose_password_spans,
)
from memwell.secrets.handover import handover_spans
from memwell.secrets.lookalikes import (
    PUBLIC_BLOCK,
    given_as_example,
    is_look_alike,
    is_public,
    public_by_name,
)
from memwell.secrets.numbers import account_spans, key_bytes_spans, number_spans
from memwell.secrets.phrases import (
    generated_passphrase_lines,
    laid_out_seed_spans,
    numbered_seed_spans,
    placed_passphrase_spans,
    seed_phrase_spans,
)
from memwell.secrets.positions import (
    anchored_value_spans,
    command_value_spans,
    prompt_answer_spans,
)
from memwell.secrets.public_values import maybe_public, public_value_spans
from memwell.secrets.rules import (
    CONTEXT_HINTS,
    CONTEXT_RULES,
    HASH_LIKE,
    MULTILINE_RULES,
    PROVIDER_RULES,
    PUBLIC_SPANS,
    Rule,
)
from memwell.secrets.spoken import spoken_spans, spoken_view
from memwell.secrets.views import View, decoded, introduced, joined, listed, unfolded
from memwell.secrets.wallets import wallet_key_spans

REDACTED = "[REDACTED]"


@dataclass(frozen=True, slots=True)
class SecretFinding:
    kind: str
    start: int
    end: int


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
            if rule.assignment and "://" in value:
                # a URL taken as a value (`Passwords.kdbx: otpauth://...?secret=...`, a line
                # joined from two) holds its own assignments, which this match stepped over
                yield from _shift(_rule_findings(value, (rule,)), start)
            if rule.kind == "Basic authorization" and not basic_credentials(value):
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


_URL = lazy_compile(r"\b[a-z][a-z0-9+.\-]*://[^\s\"'<>]+", re.IGNORECASE)


def _in_url(text: str, at: int) -> bool:
    return "://" in text and any(a <= at < b for a, b in (m.span() for m in _URL.finditer(text)))


def _wants_context_rules(line: str) -> bool:
    low = line.lower()
    return any(hint in low for hint in CONTEXT_HINTS)


# Full-width letters, digits and a password's symbols, as a Japanese or Chinese input method
# types them (a PIN of full-width digits after 暗証番号は, a password after a full-width
# equals sign), read as the ASCII they stand for: one character for one, so every position
# stays where it was. The brackets, colons and stops of those scripts stay: the rules read
# them as they are; a full-width bar (U+FF5C) is a table's cell border.
_WIDE_SYMBOLS = "\uff1d\uff20\uff03\uff04\uff05\uff06\uff0a\uff0b\uff0d\uff3f\uff5c"
_HALFWIDTH = str.maketrans(
    {
        **{0xFF10 + i: 0x30 + i for i in range(10)},
        **{0xFF21 + i: 0x41 + i for i in range(26)},
        **{0xFF41 + i: 0x61 + i for i in range(26)},
        **{ord(wide): ord(wide) - 0xFEE0 for wide in _WIDE_SYMBOLS},
    }
)
_FULLWIDTH = lazy_compile(f"[\\uff10-\\uff19\\uff21-\\uff3a\\uff41-\\uff5a{_WIDE_SYMBOLS}]")


def _all_findings(text: str) -> list[SecretFinding]:
    """Every finding in `text` and in its other readings (`memwell.secrets.views`: escapes
    decoded, a wrapped key or a value on its key's next line put back together), mapped
    back to the original characters; overlapping ones included."""
    if not text.isascii() and _FULLWIDTH.search(text):
        text = text.translate(_HALFWIDTH)
    found = _findings_as_read(text)
    for view in _views(text):
        for f in _findings_as_read(view.text):
            start, end = view.original(f.start, f.end)
            found.append(SecretFinding(f.kind, start, end))
    if _has_candidate(text) or has_bits(text):
        # a secret written in base64 (or bits): found in what the token decodes to
        found.extend(
            SecretFinding("secret in base64", a, b) for a, b in encoded_spans(text, _decoded)
        )
    if "-----BEGIN" in text:
        # a certificate or a public key block is public in every reading: a wrapped line
        # of its base64, put back together, can look like a provider's key
        public = [m.span() for m in PUBLIC_BLOCK.finditer(text)]
        found = [f for f in found if not any(a <= f.start and f.end <= b for a, b in public)]
    if found and maybe_public(text):
        # a public value seen in another reading (an introduction read apart from its
        # line: "RFC 7617 example: Authorization: Basic ...") is as public as in this one
        public = public_value_spans(text)
        found = [f for f in found if not _inside(text, f, public)]
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
    for reading in (joined, unfolded, spoken_view, listed, introduced):
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
    found = [SecretFinding("high-entropy string", a, b) for a, b in entropy_spans(text)]
    if len(text) >= 32:
        found.extend(SecretFinding("hex key", a, b) for a, b in hex_spans(text))
    for marker, rule in MULTILINE_RULES:
        if marker in text:
            found.extend(_rule_findings(text, (rule,)))
    offset = 0
    for line in text.splitlines(keepends=True):
        candidate = _has_candidate(line)
        if candidate:
            found.extend(_shift(_rule_findings(line, PROVIDER_RULES), offset))
            found.extend(_library_findings(line, offset))
        elif "WIFI:" in line:  # a Wi-Fi QR payload's password may be short
            found.extend(_shift(_rule_findings(line, PROVIDER_RULES), offset))
        if _wants_context_rules(line):
            found.extend(_shift(_rule_findings(line, CONTEXT_RULES), offset))
        offset += len(line)
    # a value its context names a secret, whatever its shape (`memwell.secrets.context`)
    found = [
        f
        for f in found
        if f.kind not in _JUDGED_BY_CONTEXT or not context_denies(text, f.start, f.end)
    ]
    found.extend(SecretFinding(kind, start, end) for kind, start, end in context_spans(text))
    found.extend(
        SecretFinding("password-shaped token", a, b) for a, b in prose_password_spans(text)
    )
    found.extend(SecretFinding("password changed to", a, b) for a, b in changed_to_spans(text))
    found.extend(SecretFinding(kind, start, end) for kind, start, end in number_spans(text))
    if "[" in text and "," in text:
        found.extend(SecretFinding(k, start, end) for k, start, end in key_bytes_spans(text))
    if any(hint in text for hint in _ACCOUNT_HINTS) and _MAYBE_ACCOUNT.search(text):
        found.extend(SecretFinding(k, start, end) for k, start, end in account_spans(text))
    found.extend(SecretFinding("key handed over", a, b) for a, b in handover_spans(text))
    found.extend(SecretFinding("password spelled out", a, b) for a, b in spelled_out_spans(text))
    found.extend(SecretFinding("password read aloud", a, b) for a, b in spoken_spans(text))
    found.extend(SecretFinding("seed phrase", a, b) for a, b in seed_phrase_spans(text))
    found.extend(SecretFinding("seed phrase", a, b) for a, b in numbered_seed_spans(text))
    found.extend(SecretFinding("seed phrase", a, b) for a, b in laid_out_seed_spans(text))
    if "\n" in text and any(c in text for c in "-._"):
        found.extend(
            SecretFinding("generated passphrase on its line", a, b)
            for a, b in generated_passphrase_lines(text)
        )
    if any(c in text for c in "-._") and any(c.isdigit() for c in text):
        found.extend(SecretFinding("passphrase", a, b) for a, b in placed_passphrase_spans(text))
    found.extend(SecretFinding("secret in its column", a, b) for a, b in column_spans(text))
    found.extend(SecretFinding("backup codes in a column", a, b) for a, b in code_sheet_spans(text))
    found.extend(SecretFinding("backup codes in a row", a, b) for a, b in code_row_spans(text))
    found.extend(SecretFinding("wallet private key", a, b) for a, b in wallet_key_spans(text))
    found.extend(
        SecretFinding("code named in its language", a, b) for a, b in code_word_spans(text)
    )
    found.extend(
        SecretFinding("password given to a command", a, b) for a, b in command_value_spans(text)
    )
    found.extend(SecretFinding("secret by its alias", a, b) for a, b in anchored_value_spans(text))
    found.extend(
        SecretFinding("password at its prompt", a, b) for a, b in prompt_answer_spans(text)
    )
    return _without_public(text, found)


def _without_public(text: str, found: list[SecretFinding]) -> list[SecretFinding]:
    """`found` less what the words around a value make public (an example's marker, a
    public key's or a ciphertext's name, a hash's column, a postal code, a public span)."""
    if found and _PUBLIC_HINT.search(text):
        found = [f for f in found if not _named_public(text, f)]
    if found and CIPHERTEXT_HINT.search(text):
        found = [
            f
            for f in found
            if f.kind not in _CIPHERTEXT_KINDS or not named_ciphertext(text, f.start)
        ]
    if found and "\n" in text and any(h in text.lower() for h in _HASH_COLUMNS):
        found = [f for f in found if not _under_hash_column(text, f)]
    if found and _WORDS_THEN_DIGEST.search(text):
        found = [f for f in found if not _hash_named_by_words(text, f)]
    if found:
        found = [
            f
            for f in found
            if f.end - f.start > _EXAMPLE_MAX or not given_as_example(text, f.start, f.end)
        ]
    if found and any(hint in text for hint in _POSTAL_HINTS):
        found = [f for f in found if not postal_pin(text, f.start, f.end)]
    public = [m.span() for m in PUBLIC_SPANS.finditer(text)] if _maybe_public(text) else []
    if found and maybe_public(text):
        public.extend(public_value_spans(text))
    if public:
        found = [f for f in found if not _inside(text, f, public)]
    return found


def public_in_context(text: str, start: int, end: int) -> bool:
    """True if the words around `text[start:end]` make that value public for this scanner.
    A short field's shape check asks it before refusing a piece: a name, an alias or a tag
    must not refuse what the same words keep in a memory's body (`e.g. Qw7!zpR4kd`)."""
    return not _without_public(text, [SecretFinding("high-entropy string", start, end)])


_EXAMPLE_MAX = 20  # a password's length given as an example; a key's is a placeholder's
# a PIN label that may name India's postal code (`code_words.postal_pin`)
_POSTAL_HINTS = ("PIN", "pin", "Pin", "पिन")
_ACCOUNT_HINTS = ("cc", "CC", "/c", "/C", "onto", "ompte", "uenta", "onta", "口座")
_MAYBE_ACCOUNT = lazy_compile(r"(?i)acc(?:oun)?t|a/c|konto|compte|cuenta|conta|口座")
# the context rules of `rules` whose value the words before it can say is not one
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
        "password or secret assignment",
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


# a column of a command's table that holds a hash of the secret, not the secret
# (`fly secrets list`: NAME, DIGEST, CREATED AT)
_HASH_COLUMNS = ("digest", "hash", "checksum", "fingerprint", "sha256", "md5")


def _under_hash_column(text: str, finding: SecretFinding) -> bool:
    """True if a generic finding starts under a header word naming a hash, the header
    the line above it in a table aligned by spaces."""
    if finding.kind not in _NAMED_PUBLIC_KINDS:
        return False
    line_start = text.rfind("\n", 0, finding.start) + 1
    if line_start == 0:
        return False
    header_start = text.rfind("\n", 0, line_start - 1) + 1
    header = text[header_start : line_start - 1]
    before = text[line_start : finding.start]
    if "\t" in header and "\t" in before:
        # a table whose cells are split by tabs (`fly secrets list`): the same cell
        cells = header.split("\t")
        cell = cells[before.count("\t")].split() if before.count("\t") < len(cells) else []
        return bool(cell) and cell[0].lower() in _HASH_COLUMNS and not before.split("\t")[-1]
    column = finding.start - line_start
    if column >= len(header) or header[column].isspace() or (column and header[column - 1] != " "):
        return False  # the value must start where a header word starts
    word = header[column:].split(maxsplit=1)[0].lower()
    return word in _HASH_COLUMNS


# a digest's length of hex (SHA-1, SHA-256) after words joined by hyphens or underscores,
# one of them what a hash is named for (`node-modules-Linux-<sha256>`, a CI cache's key)
_WORDS_THEN_DIGEST = lazy_compile(
    r"(?<![\w\-])((?:[A-Za-z]{2,12}[\-_]){1,6})(?:[0-9a-f]{64}|[0-9a-f]{40})(?![\w\-])"
)


def _hash_named_by_words(text: str, finding: SecretFinding) -> bool:
    """True if a generic finding is a hash after the words that name what it hashes; a
    provider's prefix is no such word (`bkua_<40 hex>` stays a key)."""
    if finding.kind not in _CIPHERTEXT_KINDS:
        return False
    value = text[finding.start : finding.end].strip("\"'`")
    named = _WORDS_THEN_DIGEST.fullmatch(value)
    if named is None:
        return False
    words = named.group(1).lower().replace("_", "-").strip("-").split("-")
    return any(word in HASH_PREFIX_WORDS for word in words)


# the generic findings, and the one provider format with no prefix (base64 of a length)
_CIPHERTEXT_KINDS = _NAMED_PUBLIC_KINDS | {
    "password or secret assignment",
    "password or key in prose",
    "Azure Storage Account access key",
}


def _inside(text: str, finding: SecretFinding, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether a finding lies in one of `spans`, quotes or punctuation around it aside (a
    detector may report the closing quote of `src="data:...=="` with the value)."""
    value = text[finding.start : finding.end]
    start = finding.start + len(value) - len(value.lstrip("\"'`([{ "))
    end = finding.end - (len(value) - len(value.rstrip("\"'`,;)]} ")))
    return any(a <= start and end <= b for a, b in spans)


def _maybe_public(text: str) -> bool:
    return (
        "base64," in text
        or "arn:aws" in text
        or "h1:" in text
        or "ENC[" in text
        or "apiKey" in text
    )


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
