"""What a person pasted into a request, told apart from what they wrote.

A request often opens with a tool's output the person copied in - a table drawn with
box characters, a linter's findings with their numbered code lines - and says what to do
after it (`TASK: Add everywhere the --plain option ...`). Read from its start, such a
request names the paste and not the ask; the goal item (cut to a few hundred characters,
and in a small copy to its head and tail) then never holds the ask.
"""

from __future__ import annotations

import re

# Box-drawing characters: a rich table or a tree printed by a tool.
_BOX = re.compile(r"[\u2500-\u257f]")
# A numbered or gutter code line (`218 |     tasks.append(...)`, `    |`), a linter's or
# compiler's finding (`src/a.py:220:17: S112 ...`), a traceback's frame.
_OUTPUT_LINE = re.compile(
    r"^\s*(?:\d+\s*)?\|"
    r"|^\s*\S+:\d+(?::\d+)?:\s"
    r"|^\s*File \"[^\"]+\", line \d+"
)
# The person's words open with a letter (or a quote, a backtick, a bullet, an @-mention
# before one) and read as a sentence: a few words, mostly letters.
_OPENS_AS_WORDS = re.compile(r"^ {0,3}(?:[-*>]\s+|\d+[.)]\s+)?[\"'`@(]?[^\W\d_]")
# Code reads as words too: a line opening with a keyword of a language, or ending where a
# statement or a block goes on (`{`, `(`, `,`, `;`, `=`).
_CODE = re.compile(
    r"^\s*(?:def|class|import|return|elif|const|let|var|function|func|fn|pub|package|struct)\s"
    r"|^\s*from\s+\S+\s+import\b"
    r"|^\s*(?:if|for|while|with|try|except|else)\b.*:\s*$"
    r"|[{(\[,;=\\]\s*$"
)
# A Markdown heading the person wrote (`## Your task`, `# Plan: ...`) is their structure.
_HEADING = re.compile(r"^#{1,6}[ \t]+[^\W\d_]")
_WORD = re.compile(r"[^\W\d_]{2,}")
_MIN_WORDS = 4
_MIN_LETTER_SHARE = 0.6


def is_written(line: str) -> bool:
    """Whether `line` reads as the person's own words rather than a pasted output."""
    if _HEADING.match(line):
        return True
    if _BOX.search(line) or _OUTPUT_LINE.match(line) or _CODE.search(line):
        return False
    if not _OPENS_AS_WORDS.match(line):
        return False
    if len(_WORD.findall(line)) < _MIN_WORDS:
        return False
    visible = [c for c in line if not c.isspace()]
    letters = sum(c.isalpha() for c in visible)
    return letters >= _MIN_LETTER_SHARE * len(visible)


def _paragraphs(text: str) -> list[str]:
    return [p for p in re.split(r"\r?\n[ \t\r]*\n", text) if p.strip()]


def _is_written_paragraph(paragraph: str) -> bool:
    lines = [line for line in paragraph.splitlines() if line.strip()]
    return sum(is_written(line) for line in lines) * 2 > len(lines)


def words_first(text: str) -> str:
    """A request that opens with a pasted output, with the paragraphs the person wrote
    first and the paste after them (nothing dropped; a request that opens with its own
    words, or holds none, unchanged).

    Trigger / Why / Outcome: a request pasted a 25-row engine table and then said
    `TASK: Add everywhere the --plain option ...`; the goal item held the table and the
    ask was never in it."""
    paragraphs = _paragraphs(text)
    if not paragraphs or _is_written_paragraph(paragraphs[0]):
        return text
    written = [p for p in paragraphs if _is_written_paragraph(p)]
    if not written:
        return text
    pasted = [p for p in paragraphs if not _is_written_paragraph(p)]
    return "\n\n".join(p.strip("\n") for p in written + pasted)
