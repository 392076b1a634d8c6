"""The preflight's "Last session:" line: what the last checkpoint says, not its header.

Trigger: a new session starts and an earlier one left a compaction checkpoint.
Why: the first non-empty line of a checkpoint is its `[memwell checkpoint: ...]` header
or framing paragraph, which tells the model nothing about the work; the content is in
its sections (goal, in progress, next step, ...).
Outcome: one line built from the sections, most useful first: the goal, then what was
in progress or the next step; failing those, the latest decision, the last thing done or
the last request. Reads a checkpoint's JSON (`sections`) or its rendered Markdown
(`## Title` + `- item`), both as plain strings.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence

# (section key, label in the line, which item: the first one or the newest)
_LEAD: tuple[tuple[str, str, int], ...] = (
    ("goal", "goal", 0),
    ("in_progress", "in progress", -1),
    ("next_step", "next", -1),
)
_FALLBACK: tuple[tuple[str, str, int], ...] = (
    ("decisions", "decided", -1),
    ("done", "done", -1),
    ("todo", "to do", 0),
    ("user_requests", "last request", -1),
)
# rendered section titles (compaction.checkpoint.TITLES) by their first word
_TITLE_KEYS = {
    "goal": "goal",
    "constraints": "constraints",
    "decisions": "decisions",
    "files": "files",
    "errors": "errors",
    "done": "done",
    "in": "in_progress",
    "to": "todo",
    "user": "user_requests",
    "next": "next_step",
}
_EARLIER = re.compile(r"^earlier next step \(may be done\):\s*", re.IGNORECASE)


def summary_line(sections: Mapping[str, Sequence[str]]) -> str | None:
    """The goal and where the work stood, from a checkpoint's sections."""
    parts = _pick(sections, _LEAD, 2)
    if not parts:
        parts = _pick(sections, _FALLBACK, 1)
    return "; ".join(parts) or None


def _pick(
    sections: Mapping[str, Sequence[str]], order: tuple[tuple[str, str, int], ...], most: int
) -> list[str]:
    parts: list[str] = []
    for key, label, which in order:
        items = [i.strip() for i in sections.get(key, ()) if isinstance(i, str) and i.strip()]
        if items and len(parts) < most:
            parts.append(f"{label}: {_EARLIER.sub('', items[which])}")
    return parts


def sections_from_markdown(text: str) -> dict[str, list[str]]:
    """`## Title` / `- item` blocks of a rendered checkpoint, by section key."""
    sections: dict[str, list[str]] = {}
    current: str | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("## "):
            first = line[3:].split()[0].lower() if line[3:].split() else ""
            current = _TITLE_KEYS.get(first)
        elif current and line.startswith(("- ", "* ")):
            sections.setdefault(current, []).append(line[2:].strip())
    return sections


def checkpoint_summary(text: str, *, is_json: bool) -> str | None:
    """The "Last session:" content of one checkpoint file's text."""
    if is_json:
        try:
            data = json.loads(text)
        except ValueError:
            return None
        if not isinstance(data, Mapping):
            return None
        sections = data.get("sections")
        if isinstance(sections, Mapping):
            return summary_line(sections)
        for key in ("summary", "text", "checkpoint", "content"):
            if isinstance(data.get(key), str):
                return checkpoint_summary(data[key], is_json=False)
        return None
    found = summary_line(sections_from_markdown(text))
    if found:
        return found
    for line in text.splitlines():  # free text: its first line that says something
        stripped = line.strip().lstrip("#>-* ").strip()
        if len(stripped) >= 12 and not stripped.startswith(("[", "<", "---", "```")):
            return stripped
    return None
