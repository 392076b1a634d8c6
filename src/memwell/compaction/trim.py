"""Text reductions that keep the informative parts: head and tail, error lines."""

from __future__ import annotations

import re

# A line that reports a failure in tool output or a pasted log.
ERROR_WORDS = re.compile(
    r"\b[A-Z]\w*(?:Error|Exception)\b|\bFAILED\b|\bfatal:|\bpanic:|\berror(?:\[\w+\])?:"
    r"|\bERROR\b|Traceback \(most recent call last\)|\bexit (?:code|status) [1-9]"
)


def line_around(text: str, start: int, end: int, limit: int = 240) -> str:
    """The line of `text` that contains [start, end), stripped and at most `limit` chars."""
    left = text.rfind("\n", 0, start) + 1
    right = text.find("\n", end)
    if right < 0:
        right = len(text)
    line = text[left:right].strip()
    return line if len(line) <= limit else line[: limit - 1] + "…"


# Substring tests run at memory speed; the regex only runs on text that has one of these.
_NEEDLES = ("rror", "RROR", "xception", "FAILED", "fatal:", "panic:", "Traceback", "exit ")


def error_lines(text: str, limit: int = 3) -> list[str]:
    """Up to `limit` distinct lines that look like errors; exception lines first."""
    if not any(needle in text for needle in _NEEDLES):
        return []
    found: list[str] = []
    seen: set[str] = set()
    for match in ERROR_WORDS.finditer(text):
        line = line_around(text, match.start(), match.end())
        if line.startswith("Traceback") or line in seen:
            continue
        seen.add(line)
        found.append(line)
        if len(found) >= limit * 4:
            break
    # the final "SomeError: message" of a traceback is the informative one
    found.sort(key=lambda line: 0 if re.search(r"(?:Error|Exception)\b:", line) else 1)
    return found[:limit]


def head_tail(text: str, keep_chars: int, *, head_share: float = 0.6) -> str:
    """`text` cut to about `keep_chars`, keeping its beginning and end around a marker."""
    if len(text) <= keep_chars:
        return text
    keep_chars = max(keep_chars, 40)
    head = int(keep_chars * head_share)
    tail = keep_chars - head
    cut = len(text) - head - tail
    marker = f"\n[... {cut:,} characters trimmed by memwell ...]\n"
    return text[:head] + marker + text[len(text) - tail :]


def cleared(text: str, label: str = "old tool output") -> str:
    """The placeholder an old tool output becomes: its size, first line and error lines."""
    first = text.strip().split("\n", 1)[0][:160]
    parts = [f"[{label} cleared by memwell: {len(text):,} characters"]
    if first:
        parts.append(f"; first line: {first}")
    errors = [line for line in error_lines(text) if line != first]
    if errors:
        parts.append("; error lines: " + " | ".join(errors))
    placeholder = "".join(parts) + "]"
    # never longer than what it replaces (an already-cleared output stays as it is)
    return placeholder if len(placeholder) < len(text) else text
