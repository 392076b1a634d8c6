"""One consolidation run: read what is new in the session archive and checkpoints, find
candidates, look over the memories (hygiene), and put every proposal in the inbox.

A run never changes memory. It remembers how far it read each session (a watermark in
`<home>/consolidation/state.json`), so the next run reads only what was added since;
`since` re-reads everything from a date on (catch-up), and proposals already made are
never made twice. Runs are serialised by a lock file: a second run started while one
holds it returns at once with `ran=False` and a message, without waiting.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from memwell.consolidate import hygiene as hygiene_rules
from memwell.consolidate.access import MemoryAccess
from memwell.consolidate.extract import findings
from memwell.consolidate.inbox import Inbox
from memwell.consolidate.plan import Planner, group_findings
from memwell.consolidate.types import Candidate, RunReport
from memwell.durable import read_bytes, store_lock, write_durable
from memwell.errors import LinkRefused, LockTimeout
from memwell.index.archive import read_archive
from memwell.index.types import ArchivedMessage
from memwell.layout import Layout

Progress = Callable[[int, int], None]


@dataclass
class Watermark:
    """How far earlier runs read: per session the number of messages consolidated, per
    checkpoint the hash of the text consolidated."""

    sessions: dict[str, int] = field(default_factory=dict)
    checkpoints: dict[str, str] = field(default_factory=dict)
    last_run: str | None = None

    @classmethod
    def load(cls, layout: Layout) -> Watermark:
        data = read_bytes(layout.consolidation_state_path, home=layout.home)
        if data is None:
            return cls()
        try:
            raw = json.loads(data)
        except json.JSONDecodeError:
            # a torn or hand-broken state file only costs a re-read: proposals already
            # made are still known to the inbox, so nothing is proposed twice
            return cls()
        return cls(
            {str(k): int(v) for k, v in dict(raw.get("sessions", {})).items()},
            {str(k): str(v) for k, v in dict(raw.get("checkpoints", {})).items()},
            raw.get("last_run"),
        )

    def save(self, layout: Layout) -> None:
        data = {
            "sessions": self.sessions,
            "checkpoints": self.checkpoints,
            "last_run": self.last_run,
        }
        write_durable(
            layout.consolidation_state_path,
            (json.dumps(data, indent=1, sort_keys=True) + "\n").encode("utf-8"),
            home=layout.home,
        )


def archived_sessions(layout: Layout) -> dict[str, list[ArchivedMessage]]:
    """Every archived session's messages, in order (the archive files are the truth)."""
    sessions: dict[str, list[ArchivedMessage]] = {}
    directory = layout.sessions_dir
    if not directory.is_dir():
        return sessions
    for path in sorted(directory.glob("*.jsonl")):
        try:
            archived = read_archive(path, home=layout.home)
        except (FileNotFoundError, LinkRefused):
            continue  # a linked archive is no archive (as for search); or it went since
        for message in archived:
            sessions.setdefault(message.session_id, []).append(message)
    for sid, messages in sessions.items():
        unique = {m.message_id: m for m in reversed(messages)}  # first occurrence wins
        sessions[sid] = sorted(unique.values(), key=lambda m: m.seq)
    return sessions


def checkpoint_messages(session_id: str, text: str) -> list[ArchivedMessage]:
    """A compaction checkpoint's bullet lines, read as messages of the session."""
    out: list[ArchivedMessage] = []
    for number, line in enumerate(text.splitlines(), start=1):
        item = line.strip()
        if not item.startswith(("- ", "* ")):
            continue
        out.append(
            ArchivedMessage(
                session_id, f"checkpoint:L{number}", number, "user", None, item[2:].strip(), None
            )
        )
    return out


def _digest(checkpoint: str | None) -> str | None:
    if not checkpoint:
        return None
    return hashlib.sha256(checkpoint.encode("utf-8")).hexdigest()[:16]


def _since_ok(message: ArchivedMessage, since: datetime | None) -> bool:
    if since is None:
        return True
    if not message.timestamp:
        return False
    try:
        stamp = datetime.fromisoformat(message.timestamp)
    except ValueError:
        return False
    if stamp.tzinfo is None:
        stamp = stamp.replace(tzinfo=UTC)
    return stamp >= since


@dataclass(frozen=True, slots=True)
class RunOptions:
    since: datetime | None = None
    use_model: bool | None = None  # None: when `[llm]` configures one
    max_sessions: int | None = None
    max_seconds: float | None = None
    hygiene: bool = True
    stale_days: int = hygiene_rules.STALE_DAYS


def consolidate(
    access: MemoryAccess,
    options: RunOptions,
    progress: Progress | None = None,
) -> RunReport:
    """One run (module docstring); returns what it proposed."""
    layout = access.layout
    try:
        with store_lock(layout.consolidation_lock_path, 0.0, home=layout.home):
            return _run(access, options, progress)
    except LockTimeout:
        return RunReport(
            ran=False,
            message="another consolidation run is in progress; this one did nothing "
            "(run `memwell consolidate` again when it has finished)",
        )


def _run(access: MemoryAccess, options: RunOptions, progress: Progress | None) -> RunReport:
    layout = access.layout
    started = time.monotonic()
    inbox = Inbox(layout.inbox_dir, layout.home)
    watermark = Watermark.load(layout)
    sessions = archived_sessions(layout)
    memories = access.memories()
    planner = Planner(memories, inbox.known_fingerprints())
    model = access.compaction_model() if options.use_model is not False else None
    if options.use_model and model is None:
        from memwell.errors import ModelUnavailable  # only on this error path

        raise ModelUnavailable(
            "--model asks for a model, but none is configured; set [llm] model and "
            "base_url in config.toml"
        )
    checkpoints = {sid: access.checkpoint(sid) for sid in sessions}
    pending = [
        (sid, msgs)
        for sid, msgs in sorted(sessions.items())
        if options.since is not None
        or len(msgs) > watermark.sessions.get(sid, 0)
        or _digest(checkpoints[sid]) != watermark.checkpoints.get(sid)
    ]
    proposed: list[Candidate] = []
    read_sessions = read_messages = dropped = 0
    truncated = False
    for done, (sid, messages) in enumerate(pending):
        over_time = options.max_seconds is not None and (
            time.monotonic() - started > options.max_seconds
        )
        if (options.max_sessions is not None and done >= options.max_sessions) or over_time:
            truncated = True
            break
        if options.since is not None:
            fresh = [m for m in messages if _since_ok(m, options.since)]
        else:
            fresh = messages[watermark.sessions.get(sid, 0) :]
        batch = list(findings(fresh))
        checkpoint = checkpoints[sid]
        digest = _digest(checkpoint)
        if checkpoint and digest and watermark.checkpoints.get(sid) != digest:
            batch += findings(checkpoint_messages(sid, checkpoint))
            watermark.checkpoints[sid] = digest
        if model is not None and fresh:
            from memwell.consolidate.refine import refine  # the llm path, only when used

            refined = refine(model, fresh)
            batch += refined.findings
            dropped += refined.dropped
        for group in group_findings(batch):
            candidate = planner.candidate(group)
            if candidate is not None:
                inbox.put(candidate)
                proposed.append(candidate)
        watermark.sessions[sid] = len(messages)
        read_sessions += 1
        read_messages += len(fresh)
        if progress is not None:
            progress(done + 1, len(pending))
    hygiene_count = 0
    if options.hygiene:
        for candidate in _hygiene(access, planner, options.stale_days):
            inbox.put(candidate)
            proposed.append(candidate)
            hygiene_count += 1
    watermark.last_run = datetime.now(UTC).replace(microsecond=0).isoformat()
    watermark.save(layout)
    return RunReport(
        ran=True,
        sessions=read_sessions,
        messages=read_messages,
        proposed=len(proposed),
        already_known=planner.skipped,
        dropped_unsupported=dropped,
        hygiene=hygiene_count,
        candidate_ids=tuple(c.id for c in proposed),
        model=model.name if model is not None else None,
        truncated=truncated,
        message="stopped at the run's budget; run again to continue" if truncated else "",
    )


def _hygiene(access: MemoryAccess, planner: Planner, stale_days: int) -> list[Candidate]:
    topics = access.memories()
    recalled = hygiene_rules.last_recalled(access.recall_logs(limit=None, kind="turn"))
    proposals = [
        *hygiene_rules.near_duplicates(topics),
        *hygiene_rules.superseded_decisions(topics),
        *hygiene_rules.stale(topics, recalled, access.layout.workspace, stale_days=stale_days),
    ]
    out = []
    for proposal in proposals:
        candidate = planner.hygiene(proposal)
        if candidate is not None:
            out.append(candidate)
    return out
