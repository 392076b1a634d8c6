"""Session preflight: a compact, hard-capped `session_digest` at the start of a new session.

Fetches the active project, pinned facts, unresolved items, recent important entities and
the last session's summary (the newest compaction checkpoint). Never raw dumps: each part
is one clipped line, and the whole digest honours `preflight_max_lines`,
`max_digest_chars` and `max_line_chars`. Parts are added in priority order, so a tight
budget drops the least important ones (entities, then the last summary) first.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from pathlib import Path

from memwell.recall.digest import clip
from memwell.recall.last_session import checkpoint_summary
from memwell.recall.policy import MemoryPolicy
from memwell.recall.profile import Profile
from memwell.recall.snapshot import Fact, MemorySnapshot
from memwell.recall.types import Preflight

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def _by_recency(facts: tuple[Fact, ...]) -> list[Fact]:
    return sorted(facts, key=lambda f: f.updated_at or _EPOCH, reverse=True)


def active_project(snapshot: MemorySnapshot) -> Fact | None:
    """A memory tagged active/current, else the most recently updated workspace project."""
    active = [f for f in snapshot.facts if f.active]
    if active:
        return _by_recency(tuple(active))[0]
    projects = [f for f in snapshot.facts if f.type == "project" and f.scope == "workspace"]
    return _by_recency(tuple(projects))[0] if projects else None


def last_summary(checkpoints_dir: Path, *, exclude_session: str | None = None) -> str | None:
    """What the newest checkpoint says (its goal and where the work stood), if any."""
    try:
        files = [p for p in checkpoints_dir.rglob("*") if p.is_file()]
    except OSError:
        return None
    files = [p for p in files if not p.name.startswith(".")]
    if exclude_session:
        files = [p for p in files if exclude_session not in p.name]
    if not files:
        return None
    newest = max(files, key=lambda p: p.stat().st_mtime)
    try:
        text = newest.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    if newest.suffix == ".jsonl":
        text = text.splitlines()[-1] if text.strip() else ""
    is_json = newest.suffix in (".json", ".jsonl")
    return checkpoint_summary(text if is_json else text[:20_000], is_json=is_json)


def build_preflight(
    snapshot: MemorySnapshot,
    policy: MemoryPolicy,
    checkpoints_dir: Path,
    *,
    session_id: str | None = None,
    profile: Profile | None = None,
) -> Preflight:
    """The session digest: the preflight lines, then the always-on `profile` (its own
    token cap; a pinned preference it carries is not repeated as a "Pinned:" line)."""
    started = time.perf_counter()
    width = policy.max_line_chars
    project = active_project(snapshot)
    pinned = [f for f in _by_recency(snapshot.pinned)][: policy.preflight_max_pinned]
    in_profile = profile.carried().memories if profile is not None else frozenset()
    unresolved = [
        f for f in _by_recency(snapshot.unresolved) if project is None or f.name != project.name
    ]
    unresolved = unresolved[: policy.preflight_max_unresolved]
    entities = list(snapshot.recent_entities[: policy.preflight_max_entities])
    summary = last_summary(checkpoints_dir, exclude_session=session_id)
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
        for fact in _by_recency(snapshot.constraints)[:3]:
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
