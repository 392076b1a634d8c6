"""The system-prompt section injected at session start.

It holds the memory directories, short operating instructions, the user profile and
each scope's index, each within its cap. What does not fit is reported in the section
itself and in `PromptSection.overflow`, never dropped silently.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from memwell.config import Limits
from memwell.layout import SCOPES, Layout
from memwell.memory import index_file
from memwell.memory.store import INDEX_FILE, PROFILE_FILE, MemoryStore

INSTRUCTIONS = """\
- Save what should survive this session: stable preferences, facts about the user or \
project, decisions and their reasons, conventions, constraints. Use the memory tools; \
they validate, check permission and refuse secrets.
- Do not save one-off events, things derivable from the code or git history, or secrets.
- Before saving, check the index for a topic to update instead of creating a near-duplicate.
- Read a topic file when its index line looks relevant; memories can be stale, so verify \
facts that matter before acting on them.
- If the user says to forget something or stop using memory, do so."""


@dataclass(frozen=True, slots=True)
class Overflow:
    """Part of a file that did not fit its cap and was left out of the prompt."""

    source: str
    lines_omitted: int
    bytes_omitted: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "lines_omitted": self.lines_omitted,
            "bytes_omitted": self.bytes_omitted,
        }


@dataclass(frozen=True, slots=True)
class PromptSection:
    text: str
    overflow: tuple[Overflow, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "overflow": [o.to_dict() for o in self.overflow]}


def cap_text(text: str, max_lines: int, max_bytes: int) -> tuple[str, int, int]:
    """`text` cut at whole lines to fit both caps; returns (kept, lines cut, bytes cut)."""
    lines = text.splitlines()
    kept: list[str] = []
    size = 0
    for line in lines[:max_lines]:
        line_size = len(line.encode("utf-8")) + 1
        if size + line_size > max_bytes:
            break
        kept.append(line)
        size += line_size
    omitted = lines[len(kept) :]
    return "\n".join(kept), len(omitted), sum(len(x.encode("utf-8")) + 1 for x in omitted)


def build(
    store: MemoryStore, layout: Layout, limits: Limits, *, with_profile: bool = True
) -> PromptSection:
    """The section; `with_profile=False` leaves `USER.md` out, for a context that carries
    it already (the session digest's always-on profile, `recall/profile.py`)."""
    overflow: list[Overflow] = []
    parts = [
        "# Memory",
        "Durable memory lives in Markdown files (YAML frontmatter + body):",
        f"- user scope (follows the user everywhere): {layout.user_dir}",
        f"- workspace scope (this project only): {layout.workspace_dir}",
        "",
        "## How to use it",
        INSTRUCTIONS,
    ]

    # the profile is content: shown only when the user scope's `read` is "allow" (nobody
    # can be asked at session start); the indexes below are the catalogue (names and
    # descriptions, as `memwell ls` shows them) and are always shown
    readable = store.readable_scopes("user", ask=None)
    profile = store.read_profile().strip() if "user" in readable and with_profile else ""
    if profile:
        kept, lines_cut, bytes_cut = cap_text(profile, 10_000, limits.profile_max_bytes)
        parts += ["", f"## User profile ({PROFILE_FILE})", kept]
        if lines_cut:
            overflow.append(Overflow(f"user/{PROFILE_FILE}", lines_cut, bytes_cut))
            parts.append(_overflow_note(f"user/{PROFILE_FILE}", lines_cut, bytes_cut))

    for scope in SCOPES:
        index = index_file.without_markers(store.current_index(scope)).strip()
        parts += ["", f"## {scope} index ({INDEX_FILE})"]
        if not index:
            parts.append("(empty: nothing saved in this scope yet)")
            continue
        kept, lines_cut, bytes_cut = cap_text(index, limits.index_max_lines, limits.index_max_bytes)
        parts.append(kept)
        if lines_cut:
            overflow.append(Overflow(f"{scope}/{INDEX_FILE}", lines_cut, bytes_cut))
            parts.append(_overflow_note(f"{scope}/{INDEX_FILE}", lines_cut, bytes_cut))
    return PromptSection("\n".join(parts).rstrip() + "\n", tuple(overflow))


def _overflow_note(source: str, lines: int, size: int) -> str:
    return (
        f"[memwell: {lines} more line(s) ({size} bytes) of {source} did not fit the prompt cap; "
        "use memory_list or memory_search to see them, and tidy the index]"
    )
