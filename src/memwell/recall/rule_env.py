"""Where a call happens: a rehearsal (staging, a sandbox, a test send) or the real thing.

Trigger: the rule model (`recall.rule_match`) is about to judge a rule for an operation,
and the gate (`recall.gate`) is about to ask for an irreversible call no memory speaks to.

Why: a rule is about the real thing. "Never DELETE on the CragDesk DB" is not broken by a
DELETE on `cragdesk_staging`; "ask before any e-mail in my name" is not asked by a
`send_test_email` to the sender; a bulk cancel posted to `sandbox.` cancels nobody's
appointment. This is not a world's vocabulary: every deployment, API and mail tool names
its rehearsal environments with the same few words (staging, sandbox, test, dev, QA,
UAT, preview, dry run), and every team calls the real one prod, production or live.
A rule that itself names a rehearsal ("never wipe the staging DB") still applies there.

Only where the call *goes* is read, never what it carries: a tool's own name, a host, a
database, a URL, an environment flag, an environment variable's name, a message's leading
"[TEST]" tag. A word in a message body, a file path or a git branch says nothing about the
environment ("the blood test results" is a real message; `tests/` is a real folder;
a branch named `test` is still pushed to the real remote).

Outcome: `rehearsal(operation)` (the call goes only to a rehearsal environment) and
`names_rehearsal(text)` (a rule's sentence speaks of one itself).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from memwell.lazy_patterns import lazy_compile

if TYPE_CHECKING:
    from memwell.recall.operations import Operation

# the parts of an identifier that name a rehearsal environment, or the real one
_REHEARSAL_PARTS = frozenset(
    {
        "staging",
        "stg",
        "sandbox",
        "test",
        "testing",
        "dev",
        "development",
        "preview",
        "qa",
        "uat",
        "mock",
        "dryrun",
        "localhost",
    }
)
_REAL_PARTS = frozenset({"prod", "production", "prd", "live"})
_REHEARSAL_JA = lazy_compile(r"ステージング|サンドボックス|テスト|検証環境|開発環境")
_REAL_JA = lazy_compile(r"本番")
# the same words as a rule says them, so a rule about a rehearsal keeps applying there
_REHEARSAL_TEXT = lazy_compile(
    r"(?i)(?<![\w-])(?:staging|stg|sandbox(?:es)?|test(?:s|ing)?|dev|development|preview|qa|uat|"
    r"mock|dry[- ]?runs?|localhost)(?![\w-])|ステージング|サンドボックス|テスト|検証環境|開発環境"
)
# a message marked as a test where it starts: "[TEST] …", "【テスト】…", "(test) …", "TEST: …"
_TEST_TAG = lazy_compile(r"(?i)^\s*(?:[\[【(（]\s*(?:test|テスト)\s*[\]】)）]|test\s*:)")
# an environment said with a flag: `--env staging`, `--env=prod`, `--sandbox`, `--dry-run`
_ENV_FLAG = lazy_compile(
    r"(?i)(?:^|\s)--?(?:env(?:ironment)?|stage|target|profile|mode)[=\s]+['\"]?([\w.-]+)"
)
_REHEARSAL_FLAG = lazy_compile(
    r"(?i)(?:^|\s)--(?:sandbox|staging|test(?:-mode)?|dry-?run)(?![\w-])"
)
_ENV_VAR = lazy_compile(r"\$\{?([A-Z][A-Z0-9_]*)")
_URL = lazy_compile(r"(?i)\b(?:https?|postgres(?:ql)?|mysql|redis|mongodb)://[^\s'\"]+")
_SPLIT = lazy_compile(r"[^0-9a-z]+")


def _parts(identifier: str) -> set[str]:
    return {p for p in _SPLIT.split(identifier.lower()) if p}


def _identifier_parts(value: str) -> set[str]:
    """The environment words of one value: a URL's host and path, a host or database name,
    an e-mail address's domain; nothing of prose, file paths or phone numbers."""
    if _URL.match(value):
        url = urlsplit(value)
        return _parts(url.hostname or "") | _parts(url.path) | _parts(url.query)
    if any(c.isspace() for c in value) or "/" in value:
        return set()
    if "@" in value:
        return _parts(value.rsplit("@", 1)[1])  # whom it goes to is not where it happens
    return _parts(value)


def _where(operation: Operation) -> tuple[set[str], bool]:
    """The environment words of where an operation goes, and whether a real-world one is
    also said in Japanese (a value in 本番)."""
    parts: set[str] = set()
    texts: list[str] = []
    # a branch is pushed to the real remote, a file is the file: their names say nothing
    named_only = "git" in operation.kinds or "file" in operation.kinds
    for value in (*operation.values, *operation.context):
        if not named_only:
            parts |= _identifier_parts(value)
        texts.append(value)
        if _TEST_TAG.match(value):
            parts.add("test")
    parts |= _parts(operation.tool_words)
    source = operation.source
    for url in _URL.findall(source):
        parts |= _identifier_parts(url)
    for match in _ENV_FLAG.finditer(source):
        parts |= _parts(match.group(1))
    if _REHEARSAL_FLAG.search(source):
        parts.add("test")
    for name in _ENV_VAR.findall(source):
        parts |= _parts(name)
    japanese = " ".join((*texts, source))
    if _REHEARSAL_JA.search(japanese) and not any(_TEST_TAG.match(t) for t in texts):
        # a Japanese value naming the environment (「検証環境」); a tag is counted above
        parts.add("test")
    real = bool(_REAL_JA.search(japanese))
    return parts, real


def rehearsal(operation: Operation) -> bool:
    """Whether the operation goes only to a rehearsal environment (and names no real one)."""
    parts, real_ja = _where(operation)
    return bool(parts & _REHEARSAL_PARTS) and not (real_ja or parts & _REAL_PARTS)


def all_rehearsal(operations: Iterable[Operation]) -> bool:
    """Whether every one of a call's operations goes only to a rehearsal environment."""
    ops = list(operations)
    return bool(ops) and all(rehearsal(op) for op in ops)


@lru_cache(maxsize=4096)
def names_rehearsal(text: str) -> bool:
    """Whether a rule's sentence speaks of a rehearsal environment itself."""
    return bool(_REHEARSAL_TEXT.search(text))


__all__ = ["all_rehearsal", "names_rehearsal", "rehearsal"]
