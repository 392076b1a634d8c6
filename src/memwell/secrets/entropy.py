"""A key known by its shape alone: a random-looking token of a provider no rule names,
and a hex key pasted in prose.

What an unknown provider's key shares with every other is its randomness: letters of both
cases and digits at an entropy no word, path or id reaches; a provider's prefix before a
random body (`xyz_...`); a hex run handed over after a marker. Hashes, ids, paths, public
keys and base64 of prose have the same alphabet and are told apart by the words around
them (`scanner` runs these beside its rules).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterator

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.fields import class_switches, segmented_word_share, without_dates
from memwell.secrets.lookalikes import (
    PUBLIC_BLOCK,
    encodes_prose,
    is_look_alike,
    is_public,
    reads_as_words,
)

# --- bare high-entropy strings ----------------------------------------------------------

# Trigger: a token of at least _ENTROPY_MIN_LEN characters with upper case, lower case
# and digits whose Shannon entropy is at least _ENTROPY_BITS per character. Why: random
# keys of unknown providers; git SHAs and UUIDs are hex and never reach the bar.
_ENTROPY_TOKEN = lazy_compile(r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/_\-]{22,}={0,2}")
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


# A shorter key of the same shape (`acme_Hq8ZtK2mXw9Lp4Rn7Vb3Y`, 20-31 random characters
# after the prefix): its body mixes both cases and digits, or one case and digits with
# letters no hash has, and nearly every character differs. A prefix that names a record
# (`cus_`, `pi_`, `evt_`, `msg_`, `user_`, `file-`) makes it an object's id: providers
# give their ids the same shape as their keys.
_SHORT_BODY = 20
_SHORT_KEY_PREFIX = lazy_compile(r"(?:[a-z][a-z0-9]{1,9}[_\-]){1,3}")
_RECORD_PREFIX_TEXT = """
    acct account act app asst att batch card cart ch chatcmpl cmpl call cs cus cust customer
    doc dp evt event file fs ft ftjob ii img in inv invoice item job msg message note obj
    ord order org pi pm po prod product price pr py re ref req request resp run seti sess
    sh sku src step sub sup task team thread toolu trace tx txn txr user usr vs ws
    proj project prj dpl deployment conv rs tok run wf iss issue bld
"""
_RECORD_PREFIX = frozenset(_RECORD_PREFIX_TEXT.split())
# a line that names the record a short token is the id of ("payment pi_... failed")
_NAMES_A_RECORD = lazy_compile(
    r"(?i)(?<![a-z])(?:ids?|identifier|uuid|order|invoice|customer|payment|charge|event|"
    r"request|message|thread|job|deployment|project|conversation|commit|build|release|"
    r"trace|ticket|issue|object|record|row|subscription|refund|transfer|intent)(?![a-z])|"
    r"(?-i:(?<=[a-z])I[dD](?![a-z]))"
)
_SHORT_KEY_DISTINCT = 0.6  # share of distinct characters in the body


def short_prefixed_key(core: str) -> bool:
    """True if `core` is a provider's prefix, then 20-31 random characters (the notes above)."""
    prefix = _SHORT_KEY_PREFIX.match(core)
    if prefix is None:
        return False
    body = core[prefix.end() :]
    if not (_SHORT_BODY <= len(body) < _ENTROPY_MIN_LEN and body.isalnum()):
        return False
    words = re.split(r"[_\-]", prefix.group(0).lower())
    if any(word in _RECORD_PREFIX for word in words):
        return False
    digits = sum(c.isdigit() for c in body)
    non_hex = sum(c.isalpha() and c.lower() > "f" for c in body)
    random_letters = _mixed_case(body) or (body.lower() == body and non_hex >= _NON_HEX_LETTERS)
    return (
        digits >= 2
        and random_letters
        and len(set(body)) >= _SHORT_KEY_DISTINCT * len(body)
        and segmented_word_share(body) < _PATH_WORDS
    )


# A base32 seed (RFC 4648: capitals and the digits 2-7), the form an authenticator's
# secret is shown in for typing by hand (`JBSWY3DPEHPK3PXP...`, 16 or 32 characters, or
# base32 with its `=` padding): 32 symbols fall short of the entropy bar for mixed case.
# A hex run in capitals has no letter past F; an id in Crockford's base32 (a ULID) holds
# 0, 1, 8 or 9, which this alphabet lacks; capitals spelling words are a name.
_BASE32 = lazy_compile(r"[A-Z2-7]+")
_BASE32_LENGTHS = frozenset((16, 20, 24, 26, 32, 40, 48, 52, 56, 64))
_BASE32_LETTERS_PAST_F = 4
_BASE32_DISTINCT = 0.5


# An authenticator shows the same seed in small letters too, and in groups of four for
# typing (`5dpt 3mcx 3yo4 nkvi ...`, `AER5 PRNR FIJX 3YOL`): the groups joined are judged
# as one seed, all or none of a run (a fingerprint's groups hold 0, 1, 8 or 9), and a
# small-letter run before a dot is a host's label (`<56 base32>.onion`)
_GROUPED_SEED_MIN = 19  # four groups of four and their three spaces
_LABEL_AFTER = lazy_compile(r"\.[a-z]")
_SEED_GROUPS = lazy_compile(r"(?<![\w\-])(?:[A-Za-z0-9]{4}[ \-]){3,15}[A-Za-z0-9]{4}(?![\w\-])")


def grouped_seed_spans(text: str) -> Iterator[tuple[int, int]]:
    """The spans of base32 seeds written in groups of four (the notes above)."""
    for match in _SEED_GROUPS.finditer(text):
        joined = re.sub(r"[ \-]", "", match.group(0))
        if not (joined.islower() or joined.isupper()) or not base32_seed(joined.upper()):
            continue
        if _HASH_CONTEXT.search(_line_of(text, match)) or is_look_alike(joined):
            continue
        yield match.span()


_SEED_SWITCHES = 6  # digits inside the letters three times: no word is spelled so


def typed_seed(core: str) -> bool:
    """True if `core` is a base32 seed in small letters, or one whose letters happen to
    read as words by their share, and whose digits break its letters (the notes above)."""
    upper = core.upper()
    if core.islower() and base32_seed(upper):
        return True
    return (
        (core.islower() or core.isupper())
        and _BASE32.fullmatch(upper) is not None
        and len(upper) in _BASE32_LENGTHS
        and sum(c.isdigit() for c in upper) >= 2
        and sum(c > "F" for c in upper if c.isalpha()) >= _BASE32_LETTERS_PAST_F
        and len(set(upper)) >= _BASE32_DISTINCT * min(len(upper), 32)
        and class_switches(upper) >= _SEED_SWITCHES
    )


def base32_seed(core: str, *, padded: bool = False) -> bool:
    """True if `core` (its `=` padding stripped) has a base32 seed's shape (notes above)."""
    if not _BASE32.fullmatch(core) or not (len(core) in _BASE32_LENGTHS or padded):
        return False
    return (
        16 <= len(core) <= 64
        and sum(c.isdigit() for c in core) >= (1 if padded else 2)
        and sum(c > "F" for c in core if c.isalpha()) >= _BASE32_LETTERS_PAST_F
        and len(set(core)) >= _BASE32_DISTINCT * min(len(core), 32)
        and segmented_word_share(core.lower()) < _PATH_WORDS
    )


# words a hash or a record's id is prefixed with (`node-modules-<sha>`, `req_<hex>`)
_HASH_PREFIX_TEXT = """
    sha sha1 sha256 sha512 md5 hash digest commit git blob tree layer image build cache
    chunk bundle node modules etag checksum id uid uuid trace span mrk kms arn
    release main master dist vendor index runtime static assets asset style styles
    polyfills common framework page pages webpack deps dependencies pip yarn pnpm cargo
    gradle maven venv
"""
HASH_PREFIX_WORDS = frozenset(_HASH_PREFIX_TEXT.split())
_HEX_KEY_BODY = 32
_HEX_RUN = lazy_compile(r"[0-9a-f]+")


def hex_prefixed_key(core: str) -> bool:
    """True if `core` is a provider's prefix, then 32+ hex digits (`lsv2_pt_<hex>`)."""
    prefix = _SHORT_KEY_PREFIX.match(core)
    if prefix is None:
        return False
    words = re.split(r"[_\-]", prefix.group(0).lower())
    if any(word in _RECORD_PREFIX or word in HASH_PREFIX_WORDS for word in words):
        return False
    if re.fullmatch(r"v\d+", words[0]):
        return False  # `v2_<hex>`: a version, then a hash
    run = _HEX_RUN.match(core, prefix.end())
    return run is not None and len(run.group(0)) >= _HEX_KEY_BODY and not run.group(0).isdigit()


# a file named by its digest (`flash_<md5>.img`, `bundle-<sha1>.tar.gz`): the prefix is a
# name's word and the extension says it is a file; a key's own name among the words
# (`token_<hex>.txt`) or a credential's word earlier on the line keeps it a key
_FILE_EXTENSION = lazy_compile(r"\.[A-Za-z][A-Za-z0-9]{0,5}(?![A-Za-z0-9])")
_DIGEST_LENGTHS = frozenset((32, 40, 56, 64, 96, 128))
_KEY_WORDS_IN_NAME = lazy_compile(
    r"(?i)(?<![a-z])(?:api|keys?|tokens?|secrets?|pass(?:word)?|pw|pwd|auth|creds?|"
    r"credentials?|private)(?![a-z])"
)


def _digest_file_name(text: str, match: re.Match[str]) -> bool:
    """True if a prefixed hex token is a file named by its digest (the notes above)."""
    core = match.group(0)
    prefix = _SHORT_KEY_PREFIX.match(core)
    run = _HEX_RUN.fullmatch(core, prefix.end() if prefix else 0)
    if run is None or len(run.group(0)) not in _DIGEST_LENGTHS:
        return False
    if not _FILE_EXTENSION.match(text, match.end()):
        return False
    line_start = text.rfind("\n", 0, match.start()) + 1
    named = core[: run.start()] + " " + text[line_start : match.start()]
    return not _KEY_WORDS_IN_NAME.search(named)


def _line_of(text: str, match: re.Match[str]) -> str:
    start = text.rfind("\n", 0, match.start()) + 1
    end = text.find("\n", match.end())
    return text[start : len(text) if end < 0 else end]


def shannon_entropy(text: str) -> float:
    """Bits per character of `text` over its own character frequencies."""
    if not text:
        return 0.0
    counts = Counter(text)
    total = len(text)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


def entropy_spans(text: str) -> Iterator[tuple[int, int]]:
    """The spans of random-looking tokens of unknown providers (the notes above)."""
    public = [m.span() for m in PUBLIC_BLOCK.finditer(text)]
    public += [m.span() for m in _URL.finditer(text)]
    for match in _ENTROPY_TOKEN.finditer(text):
        token = match.group(0)
        core = token.rstrip("=")
        seed = base32_seed(core, padded=token != core)
        typed = not seed and typed_seed(core)
        if typed and (
            _LABEL_AFTER.match(text, match.end()) or _NAMES_A_RECORD.search(_line_of(text, match))
        ):
            continue  # a host's label; an account's or a record's id
        seed = seed or typed
        short = len(core) < _ENTROPY_MIN_LEN and not seed
        if short and not (
            short_prefixed_key(core) and not _NAMES_A_RECORD.search(_line_of(text, match))
        ):
            continue
        # letters of one case and digits are enough (`csk-rzhst10h8f3...`, a base32 seed):
        # hex never reaches the entropy bar, and words and ids are judged below
        if not seed and not (
            any(c.isalpha() for c in core) and sum(c.isdigit() for c in core) >= 2
        ):
            continue
        hex_key = False
        if not _mixed_case(core) and (
            _BECH32.fullmatch(core) or _hex_body(core) or _HOST_AFTER.match(text, match.end())
        ):
            # an address or a public key in bech32; a hash after a name's words; a host
            # name's label (`<id>.apps.googleusercontent.com`), lower case as hosts are;
            # but a provider's prefix before the hex is a key's (`bkua_<40 hex>`)
            hex_key = (
                hex_prefixed_key(core)
                and not _HASH_CONTEXT.search(_line_of(text, match))
                and not _digest_file_name(text, match)
            )
            if not hex_key:
                continue
        bar = _PREFIXED_BITS if _prefixed_key(core) else _ENTROPY_BITS
        if not (short or hex_key or seed) and shannon_entropy(core) < bar:
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
        if encodes_prose(core) or (
            not (typed or _digits_scattered(core)) and (reads_as_words(core) or _identifier(core))
        ):
            continue  # base64 of text; an identifier made of words (and dates)
        if is_look_alike(core):
            continue  # a placeholder, a published example

        yield start, end
    if len(text) >= _GROUPED_SEED_MIN:
        yield from grouped_seed_spans(text)


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
        if len(part) >= 24 and not set(part.lower()) <= _HEX_OR_DASH and not _named_pieces(part):
            return False  # (a UUID or a hash is a record's id in a path)
        if (
            len(part) >= 8
            and _mixed_case(part)
            and any(c.isdigit() for c in part)
            and segmented_word_share(part) < _PATH_WORDS
            and not _named_pieces(part)
        ):
            return False
    return True


_NAMED_PIECE = lazy_compile(r"[A-Za-z]+[0-9]*|[0-9]+|[A-Za-z0-9]{1,5}")
_PIECE_SEPARATOR = lazy_compile(r"[_\-.]")


def _named_pieces(part: str) -> bool:
    """A file's or a folder's name joined from pieces (`depo_Lin_2026-04-02_AEO`,
    `IDL-26-4430_upper`, `SPRING-ASIAN-2027_lot112`): each a word, a number, a word then
    its number or a short code. Base64 has `-` and `_` too, but its pieces run long with
    the digits among the letters."""
    pieces = [p for p in _PIECE_SEPARATOR.split(part) if p]
    return len(pieces) >= 2 and all(_NAMED_PIECE.fullmatch(p) for p in pieces)


def hex_spans(text: str) -> Iterator[tuple[int, int]]:
    """The spans of hex keys handed over in prose, hashes and ids aside."""
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
        yield match.start(), match.end()


# a random body of one case behind a provider's prefix: runs of small letters (which read
# as words by their share)
# broken by digits over and over (`4517copf74z67bskenur2fro79...`); an identifier's
# words and numbers switch a few times (`deploy-h264-x86-64-2024`)
_SCATTERED_SWITCHES = 14
_SCATTERED_MIN = 32


def _digits_scattered(core: str) -> bool:
    """Behind a provider's prefix only: an IPFS CID's or an OCID's base32 is random too."""
    return (
        len(core) >= _SCATTERED_MIN
        and _prefixed_key(core)
        and class_switches(core) >= _SCATTERED_SWITCHES
    )


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
