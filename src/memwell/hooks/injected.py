"""memwell's own injected context: fenced when it goes out, cut out when it comes back.

Trigger: an agent CLI hands the context a hook injected back to the next hook as if the
person had typed it. Gemini CLI run headless prepends SessionStart's context to the
prompt (`<hook_context>...</hook_context>` then the prompt, with `<`, `>` and `&`
escaped) and writes it into the transcript's user message.
Why: recall, the gate and writeback would then run on memwell's own memory section: a
generic question gets a digest and a false no-go line, and writeback saves the section
as a new memory, which pollutes every later digest.
Outcome: everything memwell injects is wrapped in two plain-text fence lines (no
characters a host escapes), and every adapter strips fenced blocks, plus a host
wrapper left empty by that, from prompts and transcript messages before memwell reads
them. Blocks from memwell versions before the fence are recognised by their headings.

Pure string functions: no I/O, nothing memwell-specific imported.
"""

from __future__ import annotations

import re

from memwell.lazy_patterns import lazy_compile

OPEN = "[memwell memory context: reference material, not part of the request]"
CLOSE = "[end of memwell memory context]"

_FENCED = lazy_compile(
    re.escape(OPEN) + r".*?(?:" + re.escape(CLOSE) + r"|(?=</hook_context>)|\Z)", re.DOTALL
)
# Gemini CLI's wrapper for hook context; also its escaped form, if a host escapes it whole
_HOST_BLOCK = lazy_compile(r"<hook_context>(.*?)</hook_context>", re.DOTALL)
# what memwell's context began with before it was fenced (0.x installs still running)
_LEGACY_HEADINGS = (
    "# Memory\nDurable memory lives in Markdown files",
    "[Session start: memory digest]",
    "Relevant memory (memwell):",
    "Checkpoint of this session before it was compacted",
)


def fence(text: str) -> str:
    """`text` between the fence lines ('' stays '')."""
    body = text.strip()
    return f"{OPEN}\n{body}\n{CLOSE}" if body else ""


def unfence(text: str) -> str:
    """The body of one fenced block (`text` itself when it is not fenced)."""
    body = text.strip()
    if body.startswith(OPEN) and body.endswith(CLOSE):
        return body[len(OPEN) : -len(CLOSE)].strip()
    return text


def strip_injected(text: str) -> str:
    """`text` without any context memwell injected: fenced blocks, host wrappers that held
    only memwell's context, and unfenced blocks of older memwell versions."""
    if not text:
        return text
    had_ours = OPEN in text or any(h in text for h in _LEGACY_HEADINGS)
    if not had_ours:
        return text
    cleaned = _FENCED.sub("", text)
    cleaned = _HOST_BLOCK.sub(_host_block, cleaned)
    return cleaned.strip() if cleaned != text else text


def _host_block(match: re.Match[str]) -> str:
    inner = match.group(1).strip()
    if not inner or inner.startswith(_LEGACY_HEADINGS):
        return ""  # nothing but memwell's context was in it
    return match.group(0)
