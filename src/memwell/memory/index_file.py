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


def for_model(text: str) -> str:
    """The index as the model should read it: the managed block's marker comments are
    memwell's bookkeeping (they keep a hand edit and the topic lines apart), not memory."""
    lines = [ln for ln in text.splitlines() if ln.strip() not in (BLOCK_START, BLOCK_END)]
    return "\n".join(lines).strip()


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
    head = free_text.rstrip() or DEFAULT_HEADER.rstrip()
    return f"{head}\n\n{block}\n"


def render(free_text: str, memories: Iterable[Memory]) -> str:
    """The index file: the free text, then the managed topic block."""
    return render_entries(free_text, {m.name: topic_line(m) for m in memories})
