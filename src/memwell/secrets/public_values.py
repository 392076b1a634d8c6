"""Values public by what they are, though a key's alphabet and length are theirs.

A Lightning invoice is a payment request, posted for anyone to pay (`lnbc650u1p...`); a
decentralised identifier names an account (`did:plc:...`); a Matrix room's and event's
ids name a room and a message (`!abc:server`, `$<43 characters>` after "event"); a JSON
Web Key's `kid` names the key that signed, never the key; an OAuth PKCE
`code_challenge` is the hash the client sends in the open (its verifier stays home); a
payment processor's test card numbers are printed in its documentation; a
CloudFormation dynamic reference (`{{resolve:secretsmanager:...}}`) names where a secret
is kept; and a worked example a standard prints (RFC 6749's `2YotnFZFEjr1zCsicMWpAA`,
RFC 7617's Aladdin) is in every copy of that standard; an AWS access key's id in the
listing of a user's keys (`aws iam list-access-keys`, its `AccessKeyMetadata` document)
is what that listing prints of every key, active or not, and AWS never shows the key's
secret again after it is made (the id alone, quoted as "the key", stays a secret: it is
half of one). Their shape is random and long,
so the entropy and assignment rules take them; what tells them apart is a prefix,
the key that holds them or the document they are quoted from.

Two hashes name what they hash, never a credential: a Nix or Guix store path's
(`/nix/store/<32 characters of Nix's base32>-name-1.2`), which names a build's inputs
and is printed by every build; and a commit's, in the output of git's own history
commands (`git log`, `git show`, `git rev-parse`), where 7 to 40 (or 64) hex digits name
a commit, unless the line holding them names a credential (`token`, `password`, ...).

`public_value_spans(text)` gives the spans; the scanner drops findings inside them.
Each reading runs only when its hint is in the text (a substring test first: a hook
compiles none of these patterns for a prompt that holds none of the hints).
"""

from __future__ import annotations

from memwell.lazy_patterns import lazy_compile

# a BOLT 11 invoice: `ln`, the network (bc, tb, bcrt), an amount, `1`, then bech32
_LIGHTNING_INVOICE = lazy_compile(
    r"(?<![\w])ln(?:bc|tb|bcrt|sb)\d*[munp]?1[02-9ac-hj-np-z]{50,}(?![\w])"
)
# a W3C decentralised identifier: `did:<method>:<id>`
_DID = lazy_compile(r"(?<![\w])did:[a-z0-9]{2,10}:[A-Za-z0-9._%\-]{8,}(?::[A-Za-z0-9._%\-]+)*")
# a Matrix room id (`!opaque:server`) and an event id named as one
_MATRIX_ROOM = lazy_compile(r"(?<![\w!])![A-Za-z0-9]{10,24}:[a-z0-9.\-]+\.[a-z]{2,}")
_MATRIX_EVENT = lazy_compile(
    r"(?i)\bevent(?:[ _]?id)?[\"']?\s*[:=]?\s*[\"']?\$[A-Za-z0-9_\-]{43}(?![\w\-])"
)
# a JSON Web Key's or a JWT header's key id, and a PKCE challenge
_KEY_ID = lazy_compile(r"\"kid\"\s*:\s*\"[^\"\n]{1,200}\"")
_CODE_CHALLENGE = lazy_compile(r"(?<![\w])code_challenge=[A-Za-z0-9_\-]{43,128}")
# a payment processor's documented test numbers ("Test cards: 4242 4242 4242 4242"): they
# charge nothing, every sandbox accepts them; the rest of the line after the label
_TEST_CARDS = lazy_compile(
    r"(?i)(?<![a-z])(?:test(?:ing)?|sandbox) (?:cards?|card numbers?)\b[^\n]*"
)
# CloudFormation's dynamic reference, resolved at deploy
_RESOLVE = lazy_compile(r"\{\{resolve:[a-z\-]+:[^}\n]*\}\}")
# a standard that prints the example: "RFC 6749 example", "Example response from RFC 6749"
_STANDARD = lazy_compile(r"(?<![\w])RFC[ \-]?\d{3,5}(?!\d)")
_EXAMPLE_WORD = lazy_compile(r"(?i)(?<![a-z])examples?(?![a-z])")

# an access key's id as the listing of a user's keys prints it
_LISTED_KEY_ID = lazy_compile(r"(?<![A-Za-z0-9])AKIA[A-Z0-9]{16}(?![A-Za-z0-9])")

# a store path's hash, in Nix's base32 alphabet (no e, o, u, t), then the package's name
_STORE_PATH = lazy_compile(r"(?<![\w])/(?:nix|gnu)/store/[0-9a-df-np-sv-z]{32}-[\w.+\-]+")
# git's history commands, whose output names commits by their hash (string tests: a
# gated `git push` compiles no pattern for them)
_GIT_HISTORY = tuple(
    f"git {command}"
    for command in (
        "log", "show", "rev-parse", "rev-list", "reflog", "blame", "describe", "cherry",
        "shortlog", "name-rev", "merge-base", "bisect",
    )
)  # fmt: skip
_COMMIT_HASH = lazy_compile(r"(?<![\w\-/=:@.])(?:[0-9a-f]{7,40}|[0-9a-f]{64})(?![\w\-/@])")
# a line naming a credential keeps its hex: `token: <40 hex>` after `git log` is a token
_CREDENTIAL_WORD = lazy_compile(r"(?i)token|secret|passw|api[_\-]?key|auth|bearer|credential")

_READINGS = (
    (("lnbc", "lntb", "lnsb"), _LIGHTNING_INVOICE),
    (("did:",), _DID),
    (("Matrix", "matrix"), _MATRIX_ROOM),
    (("event", "Event"), _MATRIX_EVENT),
    (('"kid"',), _KEY_ID),
    (("code_challenge=",), _CODE_CHALLENGE),
    (("{{resolve:",), _RESOLVE),
    (("/nix/store/", "/gnu/store/"), _STORE_PATH),
    (("list-access-keys", "AccessKeyMetadata"), _LISTED_KEY_ID),
    (("test card", "Test card", "sandbox card", "Sandbox card", "testing card"), _TEST_CARDS),
)


def maybe_public(text: str) -> bool:
    """Whether `text` holds a hint of any reading below (a cheap test for the scanner)."""
    return "RFC" in text or "git" in text or any(h in text for hints, _ in _READINGS for h in hints)


def public_value_spans(text: str) -> list[tuple[int, int]]:
    """The spans of `text` that hold a public value (the notes above)."""
    spans: list[tuple[int, int]] = []
    for hints, pattern in _READINGS:
        if pattern is _MATRIX_EVENT and "$" not in text:
            continue
        if any(hint in text for hint in hints):
            spans.extend(m.span() for m in pattern.finditer(text))
    if "RFC" in text:
        spans.extend(_standard_examples(text))
    if "git" in text and any(command in text for command in _GIT_HISTORY):
        spans.extend(_commit_hashes(text))
    return spans


def _commit_hashes(text: str) -> list[tuple[int, int]]:
    """The commit hashes of a text that shows git's history (`_GIT_HISTORY`): hex runs
    with a digit and a letter, on lines that name no credential."""
    spans: list[tuple[int, int]] = []
    for match in _COMMIT_HASH.finditer(text):
        value = match.group(0)
        if value.isdigit() or value.isalpha():
            continue  # a number or a word, not a hash
        line_start = text.rfind("\n", 0, match.start()) + 1
        line_end = text.find("\n", match.end())
        line = text[line_start : line_end if line_end >= 0 else len(text)]
        if not _CREDENTIAL_WORD.search(line):
            spans.append(match.span())
    return spans


def _standard_examples(text: str) -> list[tuple[int, int]]:
    """The paragraphs that quote a standard's example: a paragraph (text between blank
    lines) naming an RFC by its number and saying "example" (its worked values are
    printed in every copy of it)."""
    spans: list[tuple[int, int]] = []
    start = 0
    for part in text.split("\n\n"):
        if _STANDARD.search(part) and _EXAMPLE_WORD.search(part):
            spans.append((start, start + len(part)))
        start += len(part) + 2
    return spans
