"""Text reductions that keep the informative parts: head and tail, outcome lines."""

from __future__ import annotations

import re
from functools import lru_cache

from memwell.compaction.outcomes import commits, exit_status, outcome

_KEPT = "kept lines: "
_OWN = ("[... ", "[old tool output cleared", "[tool output cleared")  # memwell's own markers


@lru_cache(maxsize=4096)  # the same outputs are cleared again when a plan is redone
def _outcome_lines(text: str, with_commits: bool = False) -> tuple[str, ...]:
    """The lines of a log worth keeping when it is cut: error messages, then the build or
    test summary (BUILD SUCCESS, 3 passed), the commits it made (`with_commits`), and any
    lines an earlier cut kept."""
    run = outcome(text)
    made = [f"commit {commit}" for commit in commits(text)] if with_commits else []
    kept = [line for line in (*run.errors, *run.summary, *made) if not line.startswith(_OWN)]
    for marker in re.finditer(re.escape(_KEPT) + r"(.*?)(?: \.\.\.\]|\])", text):
        kept += marker.group(1).split(" | ")
    return tuple(dict.fromkeys(line for line in kept if line))


def head_tail(text: str, keep_chars: int, *, head_share: float = 0.6) -> str:
    """`text` cut to about `keep_chars`, keeping its beginning and end around a marker;
    the error and summary lines of the part cut out are named in the marker, so a
    mid-log failure survives this cut and the next one."""
    if len(text) <= keep_chars:
        return text
    keep_chars = max(keep_chars, 40)
    head = int(keep_chars * head_share)
    tail = keep_chars - head
    cut = len(text) - head - tail
    middle = text[head : len(text) - tail]
    # a long block's middle can hold a turn's outcome (Aider reports its commit after
    # the reply it collapsed); a cleared output keeps errors and summaries only: the
    # tail's cleared outputs are many, and their commits took the checkpoint's room
    kept = [line for line in _outcome_lines(middle, True) if line not in text[:head]][:4]
    note = f"; {_KEPT}{' | '.join(kept)}" if kept else ""
    marker = f"\n[... {cut:,} characters trimmed by memwell{note} ...]\n"
    return text[:head] + marker + text[len(text) - tail :]


def cleared(text: str, label: str = "old tool output") -> str:
    """The placeholder an old tool output becomes: its size, first line and outcome (exit
    status, error messages, build or test summary, last line)."""
    stripped = text.strip()
    first = stripped.split("\n", 1)[0][:160]
    last = stripped.rsplit("\n", 1)[-1][:160] if "\n" in stripped else ""
    parts = [f"[{label} cleared by memwell: {len(text):,} characters"]
    if first:
        parts.append(f"; first line: {first}")
    status = exit_status(text)
    if status not in (None, 0):
        parts.append(f"; exit {status}")
    kept = [line for line in _outcome_lines(text) if line not in (first, last)][:4]
    if kept:
        parts.append(f"; {_KEPT}" + " | ".join(kept))
    if last and last != first:
        parts.append(f"; last line: {last}")
    placeholder = "".join(parts) + "]"
    # never longer than what it replaces (an already-cleared output stays as it is)
    return placeholder if len(placeholder) < len(text) else text
