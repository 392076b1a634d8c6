"""`MEMORY.md`: each scope's index, injected at session start.

The file has two parts. Text written by the model (`memory_update_index`) or a person
is kept as it is; below it, memwell keeps a block with one line per topic in step with
the topic files, so the index can never silently miss a memory.
"""

from __future__ import annotations

from collections.abc import Iterable

from memwell.memory.document import Memory

BLOCK_START = "<!-- memwell:topics (kept in step with the topic files; edit the text above) -->"
BLOCK_END = "<!-- /memwell:topics -->"
DEFAULT_HEADER = "# Memory index\n"


def topic_line(memory: Memory) -> str:
    pin = " [pinned]" if memory.pinned else ""
    return f"- [{memory.name}]({memory.name}.md) ({memory.type}){pin}: {memory.description}"


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


def render(free_text: str, memories: Iterable[Memory]) -> str:
    """The index file: the free text, then the managed topic block."""
    free = free_text.rstrip()
    lines = [topic_line(m) for m in sorted(memories, key=lambda m: (not m.pinned, m.name))]
    block = "\n".join([BLOCK_START, *lines, BLOCK_END])
    head = free if free else DEFAULT_HEADER.rstrip()
    return f"{head}\n\n{block}\n"
