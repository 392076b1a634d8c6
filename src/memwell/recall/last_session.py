"""The preflight's "Last session:" line: what the last checkpoint says, not its header.

Trigger: a new session starts and an earlier one left a compaction checkpoint.
Why: the first non-empty line of a checkpoint is its `[memwell checkpoint: ...]` header
or framing paragraph, which tells the model nothing about the work; the content is in
its sections (goal, in progress, next step, ...).
Outcome: one line built from the sections, most useful first: the goal, then what was
in progress or the next step; failing those, the latest decision, the last thing done or
the last request. The checkpoint is the one `CheckpointStore.latest()` returns: the
store owns the checkpoint files and their format.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from memwell.lazy_patterns import lazy_compile

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
_EARLIER = lazy_compile(r"^earlier next step \(may be done\):\s*", re.IGNORECASE)


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


def last_session_summary(
    checkpoints_dir: Path, *, exclude_session: str | None = None, home: Path | None = None
) -> str | None:
    """The "Last session:" content of the newest checkpoint another session left."""
    # Imported here: only a session's first turn reads the checkpoints.
    from memwell.compaction.checkpoint import CheckpointStore

    saved = CheckpointStore(checkpoints_dir, home).latest(exclude_session=exclude_session)
    if saved is None:
        return None
    return summary_line({str(key): items for key, items in saved.checkpoint.sections.items()})
