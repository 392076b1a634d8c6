"""Session preflight: a compact, hard-capped `session_digest` at the start of a new session.

Fetches the active project, pinned facts, unresolved items, recent important entities and
the last session's summary (the newest compaction checkpoint). Never raw dumps: each part
is one clipped line, and the whole digest honours `preflight_max_lines`,
`max_digest_chars` and `max_line_chars`. Parts are added in priority order, so a tight
budget drops the least important ones (entities, then the last summary) first.
"""

from __future__ import annotations

import time
from pathlib import Path

from memwell.recall.digest_lines import clip
from memwell.recall.last_session import last_session_summary
from memwell.recall.memory_view import MemoryView
from memwell.recall.policy import MemoryPolicy
from memwell.recall.profile import Profile
from memwell.recall.types import Preflight


def last_summary(
    checkpoints_dir: Path, *, exclude_session: str | None = None, home: Path | None = None
) -> str | None:
    """What the newest checkpoint says (its goal and where the work stood), if any."""
    return last_session_summary(checkpoints_dir, exclude_session=exclude_session, home=home)


def build_preflight(
    memory: MemoryView,
    policy: MemoryPolicy,
    checkpoints_dir: Path,
    *,
    session_id: str | None = None,
    profile: Profile | None = None,
    home: Path | None = None,
) -> Preflight:
    """The session digest: the preflight lines, then the always-on `profile` (its own
    token cap; a pinned preference it carries is not repeated as a "Pinned:" line)."""
    started = time.perf_counter()
    width = policy.max_line_chars
    project = memory.active_project()
    pinned = memory.facts("pinned", recent_first=True, limit=policy.preflight_max_pinned)
    in_profile = profile.carried().memories if profile is not None else frozenset()
    # one more than shown: the active project is not listed again as open
    unresolved = [
        f
        for f in memory.facts(
            "unresolved", recent_first=True, limit=policy.preflight_max_unresolved + 1
        )
        if project is None or f.name != project.name
    ][: policy.preflight_max_unresolved]
    entities = memory.recent_entities(policy.preflight_max_entities)
    summary = last_summary(checkpoints_dir, exclude_session=session_id, home=home)
    full = policy.preflight_depth == "full"

    candidates: list[str] = []
    if project is not None:
        nxt = f" (next: {project.open_items[0]})" if project.open_items else ""
        candidates.append(f"Active project: {project.name} - {project.description}{nxt}")
    for fact in unresolved:
        first = f" (next: {fact.open_items[0]})" if fact.open_items else ""
        candidates.append(f"Open: {fact.name} - {fact.description}{first}")
    for fact in pinned:
        if (fact.scope, fact.name) not in in_profile:  # the profile below says it whole
            candidates.append(f"Pinned: {fact.description}")
    if summary:
        candidates.append(f"Last session: {summary}")
    if entities:
        candidates.append("Recent entities: " + ", ".join(entities))
    if full:
        for fact in memory.facts("constraint", recent_first=True, limit=3):
            candidates.append(f"Rule: {fact.description}")

    # Trigger: session start. Why: the digest is injected whole, so it must be small.
    # Outcome: header + lines in priority order until a cap is reached.
    lines: list[str] = []
    if candidates:
        lines.append(clip("[Session start: memory digest]", width))
        for candidate in candidates:
            if len(lines) >= policy.preflight_max_lines:
                break
            line = clip(candidate, width)
            if sum(len(x) + 1 for x in lines) + len(line) > policy.max_digest_chars:
                break
            lines.append(line)
        if len(lines) == 1:
            lines = []
    if profile is not None and profile.text:
        lines.append(profile.text)
    digest = "\n".join(lines)
    return Preflight(
        session_id=session_id,
        active_project=project.name if project else None,
        pinned=tuple(f.name for f in pinned),
        unresolved=tuple(f.name for f in unresolved),
        entities=tuple(entities),
        last_summary=summary,
        session_digest=digest,
        status="queried_success" if digest else "queried_no_hits",
        elapsed_ms=(time.perf_counter() - started) * 1000,
        profile=profile,
    )
