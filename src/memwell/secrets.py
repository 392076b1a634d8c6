"""Secret detection and redaction, applied at every persistence boundary.

Patterns favour precision: a memory store that refuses ordinary prose is as useless
as one that keeps API keys. Each pattern names its kind so errors can say what was
found without echoing the secret itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

REDACTED = "[REDACTED]"


@dataclass(frozen=True, slots=True)
class SecretFinding:
    kind: str
    start: int
    end: int


# (kind, pattern, group holding the secret value or 0 for the whole match)
_PATTERNS: tuple[tuple[str, re.Pattern[str], int], ...] = (
    (
        "private key",
        re.compile(
            r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----.*?"
            r"(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----|\Z)",
            re.DOTALL,
        ),
        0,
    ),
    ("AWS access key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"), 0),
    ("GitHub token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{30,}\b"), 0),
    ("GitHub token", re.compile(r"\bgithub_pat_[A-Za-z0-9_]{40,}\b"), 0),
    ("Anthropic API key", re.compile(r"\bsk-ant-[A-Za-z0-9_\-]{20,}"), 0),
    ("OpenAI API key", re.compile(r"\bsk-(?:proj-|svcacct-)?[A-Za-z0-9_\-]{20,}"), 0),
    ("Slack token", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}"), 0),
    ("Google API key", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}\b"), 0),
    ("Stripe key", re.compile(r"\b[rs]k_live_[0-9A-Za-z]{20,}\b"), 0),
    (
        "JSON web token",
        re.compile(r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"),
        0,
    ),
    (
        "bearer token",
        re.compile(r"\b[Bb]earer\s+([A-Za-z0-9_\-.=]{20,})"),
        1,
    ),
    (
        "credentials in URL",
        re.compile(r"\b[a-z][a-z0-9+.-]*://[^\s:/@]+:([^\s@/]{3,})@"),
        1,
    ),
    (
        "password or secret assignment",
        re.compile(
            r"(?i)\b(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?token|auth[_-]?token|"
            r"client[_-]?secret|private[_-]?key)\b\s*[:=]\s*[\"']?([^\s\"',;]{8,})"
        ),
        1,
    ),
)


def find_secrets(text: str) -> list[SecretFinding]:
    """Every span of `text` that looks like a secret, in order, without overlaps."""
    found: list[SecretFinding] = []
    for kind, pattern, group in _PATTERNS:
        for match in pattern.finditer(text):
            start, end = match.span(group)
            if start < 0:
                continue
            found.append(SecretFinding(kind=kind, start=start, end=end))
    found.sort(key=lambda f: (f.start, -f.end))
    merged: list[SecretFinding] = []
    for finding in found:
        if merged and finding.start < merged[-1].end:
            continue
        merged.append(finding)
    return merged


def secret_kinds(text: str) -> list[str]:
    """The distinct kinds of secret found in `text`, for error messages."""
    return sorted({f.kind for f in find_secrets(text)})


def redact(text: str) -> str:
    """`text` with every detected secret replaced by `[REDACTED]`."""
    findings = find_secrets(text)
    if not findings:
        return text
    parts: list[str] = []
    cursor = 0
    for finding in findings:
        parts.append(text[cursor : finding.start])
        parts.append(REDACTED)
        cursor = finding.end
    parts.append(text[cursor:])
    return "".join(parts)
