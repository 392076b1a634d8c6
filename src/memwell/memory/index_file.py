"""`MEMORY.md`: each scope's index, injected at session start.

The file has two parts. Text written by the model (`memory_update_index`) or a person
is kept as it is; below it, memwell keeps a block with one line per topic in step with
the topic files, so the index can never silently miss a memory.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from memwell.lazy_patterns import lazy_compile
from memwell.memory.document import DESCRIPTION_MAX_CHARS, Memory

BLOCK_START = "<!-- memwell:topics (kept in step with the topic files; edit the text above) -->"
BLOCK_END = "<!-- /memwell:topics -->"
DEFAULT_HEADER = "# Memory index\n"
# anything that reads as one of the block's markers, in whatever spacing or case
_MARKER = lazy_compile(r"<!--\s*/?\s*memwell:topics\b.*?-->", re.IGNORECASE | re.DOTALL)


def topic_line(memory: Memory) -> str:
    """The topic's line in the block. The description is user text: it can never open or
    close an HTML comment (so never a block marker), and a hand-edited file's over-long
    description is cut to the limit that saving enforces."""
    pin = " [pinned]" if memory.pinned else ""
    description = memory.description
    if len(description) > DESCRIPTION_MAX_CHARS:
        description = description[: DESCRIPTION_MAX_CHARS - 1] + "…"
    description = without_markers(description).replace("<!--", "<!- -").replace("-->", "- ->")
    return f"- [{memory.name}]({memory.name}.md) ({memory.type}){pin}: {description}"


def without_markers(text: str) -> str:
    """`text` with every block marker removed: free text must not hold one (it would move
    the block's bounds), and the model never needs to see them."""
    return _MARKER.sub("", text)


def split(text: str) -> tuple[str, str]:
    """(free text, managed block lines) of an index file."""
    start = text.find(BLOCK_START)
    if start < 0:
        return text, ""
    end = text.find(BLOCK_END, start)
    block_end = len(text) if end < 0 else end + len(BLOCK_END)
    free = text[:start] + text[block_end:].lstrip("\n")
    managed = text[start + len(BLOCK_START) : end if end >= 0 else len(text)]
    return free, managed.strip("\n")


def line_name(line: str) -> str | None:
    """The topic name a managed line points at, or None for anything else."""
    if not line.startswith("- [") or "](" not in line:
        return None
    return line[3 : line.index("](")]


def managed_entries(managed: str) -> dict[str, str]:
    """name -> line for each topic line of a managed block."""
    entries: dict[str, str] = {}
    for line in managed.splitlines():
        name = line_name(line)
        if name is not None:
            entries[name] = line
    return entries


def render_entries(free_text: str, entries: dict[str, str]) -> str:
    """The index file from its free text and topic lines (pinned first, then by name)."""
    ordered = sorted(entries.items(), key=lambda kv: ("[pinned]" not in kv[1], kv[0]))
    block = "\n".join([BLOCK_START, *(line for _, line in ordered), BLOCK_END])
    head = without_markers(free_text).rstrip() or DEFAULT_HEADER.rstrip()
    return f"{head}\n\n{block}\n"


def render(free_text: str, memories: Iterable[Memory]) -> str:
    """The index file: the free text, then the managed topic block."""
    return render_entries(free_text, {m.name: topic_line(m) for m in memories})
