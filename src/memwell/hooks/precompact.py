"""PreCompact (Claude Code) / PreCompress (Gemini CLI): a checkpoint written within the
hook's deadline, whatever the transcript's size and the machine's load.

The work is bounded twice. By size: over PRECOMPACT_INLINE_BYTES only the newest part of
the transcript is read (the adapter's COMPACT_READ_CHARS: older text cannot be in the
context about to be compacted) and archiving the whole file goes to a background job. By
time (`hooks.deadline`): a quick checkpoint of the newest QUICK_CHARS is written first;
the full one follows in the hook (updating the session's earlier checkpoint, not the
quick one) only when the quick one's measured time says it fits
before the deadline, else the background job builds it (the next SessionStart, or
Gemini CLI's next prompt, reads whatever the store holds by then). When the hook runs in
its own process, a watchdog answers the agent at the deadline in any case, starting the
background job if the hook had not yet.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, NoReturn

from memwell.durable import append, read_bytes, unlink, write_durable
from memwell.hooks.deadline import Deadline, Watchdog
from memwell.hooks.events import HookEvent, HookOutcome, HookReply, Quiet

if TYPE_CHECKING:
    from memwell.api import Harness
    from memwell.transcripts import TranscriptMessage

# Trigger / Why / Outcome: an agent gives PreCompact a timeout (30 s as `memwell install`
# writes it) and a long session's transcript can be tens of MB, where archiving every
# message (secret scan, indexing) alone takes longer. Over this size the checkpoint is
# built from the newest part of the transcript, read from the end of the file, and
# archiving the whole file goes to a detached background job; under it, the archive is
# written here when the deadline leaves room for it.
PRECOMPACT_INLINE_BYTES = 4_000_000

# Trigger / Why / Outcome: a loaded machine gives the hook a twentieth of a core, where
# a checkpoint of 2M characters takes longer than the timeout. The newest this much text
# is condensed first (a few percent of the full cost): a checkpoint is on disk early, and
# its measured time predicts what the full one would cost on this machine right now.
QUICK_CHARS = 100_000

# the full checkpoint is built in the hook only when its predicted time (the quick one's
# time blocked, plus this many times the rest of it scaled by size, BUILD_FIXED_CHARS
# below) ends this long before the deadline
PREDICTION_MARGIN = 1.5
DEADLINE_RESERVE_S = 2.0

# Trigger / Why / Outcome: a build's CPU time is not proportional to its characters: each
# pays a fixed part (the first build in a process compiles what it uses; the flush and
# the writes). Measured in thread CPU time (load-free) on the 50 MB transcripts of
# benchmarks/precompact_large.py: Gemini CLI 0.34 s for 96k characters, 0.64 s for 300k,
# 1.27 s for 1M, 1.97 s for 2M (0.26 s + 0.86 s per million); Claude Code 0.47 s for 97k,
# 0.77-1.27 s for 1M. Scaling the quick build's time by the character ratio predicted the
# full one at 21x (Gemini CLI) where it costs 6x, so the full checkpoint went to the
# background at loads where it fit. The ratio is now taken with this many characters'
# worth of fixed work on both sides (Gemini CLI's fit; Claude Code's is larger, so its
# prediction errs long, the safe side).
BUILD_FIXED_CHARS = 300_000


def thread_scheduled_ns() -> int | None:
    """Nanoseconds this thread has spent on a core or waiting in the run queue for one
    (Linux `schedstat`); None where unknown."""
    try:
        with open(f"/proc/self/task/{threading.get_native_id()}/schedstat", "rb") as handle:
            running, waiting = handle.read().split()[:2]
        return int(running) + int(waiting)
    except (OSError, ValueError):
        return None


def blocked_share(wall_s: float, before: int | None, after: int | None) -> float:
    """The share of `wall_s` this thread was neither running nor waiting for a core:
    blocked, mostly on the checkpoint's and the flush's fsyncs, a cost per build rather
    than per character. 0.0 where unknown (every second then scales with the size).

    Trigger / Why / Outcome: at load 16-21 the quick build's 1.1-3.0 s scaled by the size
    ratio predicted 33-54 s for the full one, which always went to the background; what
    is blocked is now added once instead of scaled, and what ran or waited for a core
    (which does grow with the text, and with the load) is scaled as before."""
    if before is None or after is None or wall_s <= 0:
        return 0.0
    return min(1.0, max(0.0, 1.0 - (after - before) / 1e9 / wall_s))


def quick_part(messages: Sequence[TranscriptMessage], chars: int) -> list[TranscriptMessage]:
    """The first request of `messages` and the newest messages after it whose text adds up
    to at most `chars` (at least two). The first request is kept because a checkpoint's
    goal is the first request it sees, and the full checkpoint, built later from every
    message, keeps the goal of the one it updates."""
    first = next((i for i, m in enumerate(messages) if m.role == "user"), 0)
    total, start = len(messages[first].content), len(messages)
    while start > first + 1:
        size = len(messages[start - 1].content)
        if total + size > chars and len(messages) - start >= 2:
            break
        total += size
        start -= 1
    return [messages[first], *messages[start:]] if start > first + 1 else list(messages[first:])


class _Progress:
    """What the hook has done so far; shared with the watchdog, which reports it and starts
    the background job the hook did not get to. Mutable state behind one lock."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.steps: list[str] = []
        self.job_pid: int | None = None
        self.full_written = False
        self.archived = False

    def note(self, step: str) -> None:
        with self.lock:
            self.steps.append(step)


@dataclass(frozen=True, slots=True)
class _Snapshot:
    """A session's checkpoint files as they were before the quick checkpoint, put back
    before the full one is built, so the full one updates the session's earlier checkpoint
    rather than one made of its own newest messages."""

    files: tuple[tuple[Path, bytes | None], ...]
    home: Path

    @classmethod
    def take(cls, harness: Harness, session_id: str) -> _Snapshot:
        from memwell.compaction.checkpoint import CheckpointStore  # loaded by compaction anyway

        store = CheckpointStore(harness.layout.checkpoints_dir, harness.layout.home)
        paths = (store.json_path(session_id), store.text_path(session_id))
        home = harness.layout.home
        return cls(tuple((p, read_bytes(p, home=home)) for p in paths), home)

    def restore(self) -> None:
        for path, data in self.files:
            if data is None:
                unlink(path, home=self.home)
            else:
                write_durable(path, data, home=self.home)


def pre_compact(
    event: HookEvent,
    adapter: ModuleType,
    harness: Callable[[], Harness],
    session: str,
    *,
    deadline: Deadline | None = None,
    on_deadline: Callable[[HookReply, str], NoReturn] | None = None,
) -> HookOutcome:
    """The hook's answer to a compaction event. `on_deadline(reply, note)`, given when the
    hook runs in its own process, answers the agent and ends the process; a watchdog calls
    it at the deadline if the hook has not answered by then."""
    deadline = deadline or Deadline.for_hook()
    progress = _Progress()
    watchdog: Watchdog | None = None
    built: list[Harness] = []
    if on_deadline is not None:

        def expire() -> None:
            note = _expired_note(event, adapter, built, session, progress)
            on_deadline(adapter.neutral(), note)

        watchdog = Watchdog(deadline, expire).start()
    try:
        outcome = _within(event, adapter, harness, session, deadline, progress, built)
    finally:
        if watchdog is not None and not watchdog.claim():
            threading.Event().wait()  # the watchdog is answering and ending the process
        if watchdog is not None:
            watchdog.cancel()
    return outcome


def _within(
    event: HookEvent,
    adapter: ModuleType,
    harness: Callable[[], Harness],
    session: str,
    deadline: Deadline,
    progress: _Progress,
    built: list[Harness],
) -> HookOutcome:
    path = event.transcript_path
    if path is None or not path.is_file():
        return Quiet("no transcript")
    size = path.stat().st_size
    large = size > PRECOMPACT_INLINE_BYTES
    limit: int | None = adapter.COMPACT_READ_CHARS if large else None
    messages: list[TranscriptMessage] = adapter.read_transcript(path, max_chars=limit)
    if not messages:
        return Quiet("no transcript")
    h = harness()
    built.append(h)
    chars = sum(len(m.content) for m in messages)
    read = (
        f"read the newest {len(messages)} messages ({chars:,} chars) from the end of a "
        f"{size / 1e6:.1f} MB transcript"
        if large
        else f"read {len(messages)} messages"
    )
    progress.note(read)
    if event.source == "auto" and chars < adapter.AUTO_COMPACT_MIN_CHARS:
        added = h.archive(messages, session_id=session)
        return Quiet(
            f"archived {added} new of {len(messages)} messages; no checkpoint "
            f"({chars} chars is below {adapter.AUTO_COMPACT_MIN_CHARS} for an auto compact)"
        )
    checkpoint, built_from = _checkpoint_in_time(h, messages, chars, session, deadline, progress)
    steps = [read, built_from]
    if not large and progress.full_written and deadline.remaining() > DEADLINE_RESERVE_S:
        h.archive(messages, session_id=session)
        progress.archived = True
        steps.append(f"archived {len(messages)} messages")
    else:
        steps.append(_defer(h, event, session, path, limit, progress))
    done = "; ".join(steps)
    if not checkpoint:
        why = "fewer than 2 messages" if len(messages) < 2 else "nothing to condense"
        return Quiet(f"{done}; no checkpoint ({why})")
    pending = ""
    if adapter.CHECKPOINT_ON_NEXT_PROMPT:
        from memwell.hooks.runner import pending_marker  # the runner answers this hook

        append(pending_marker(h, session), b"", home=h.layout.home)
        pending = ", injected with the next prompt"
    return Quiet(f"{done}; checkpoint of {len(checkpoint)} chars built{pending}")


def _checkpoint_in_time(
    h: Harness,
    messages: list[TranscriptMessage],
    chars: int,
    session: str,
    deadline: Deadline,
    progress: _Progress,
) -> tuple[str | None, str]:
    """The checkpoint written, and what it was built from."""
    quick = quick_part(messages, QUICK_CHARS)
    if len(quick) >= len(messages):
        checkpoint = h.checkpoint_now(messages, session_id=session, archive=False)
        progress.full_written = True
        return checkpoint, "checkpoint from every message read"
    # the quick build's time predicts the full one's: what every build pays once in a
    # process (importing compaction, about a second on a loaded machine) is paid before
    import memwell.compaction_setup  # noqa: F401

    snapshot = _Snapshot.take(h, session)
    started, real_start, sched_start = deadline.clock(), time.monotonic(), thread_scheduled_ns()
    checkpoint = h.checkpoint_now(quick, session_id=session, archive=False)
    took = deadline.clock() - started
    fixed = blocked_share(time.monotonic() - real_start, sched_start, thread_scheduled_ns())
    quick_chars = max(1, sum(len(m.content) for m in quick))
    scale = (chars + BUILD_FIXED_CHARS) / (quick_chars + BUILD_FIXED_CHARS)
    predicted = took * ((1 - fixed) * scale * PREDICTION_MARGIN + fixed)
    quick_note = (
        f"quick checkpoint from the first request and the newest {len(quick) - 1} messages "
        f"in {took:.1f} s ({fixed:.0%} of it blocked: writes, not scaled)"
    )
    progress.note(quick_note)
    if predicted > deadline.remaining() - DEADLINE_RESERVE_S:
        return checkpoint, (
            f"{quick_note}; the full one (predicted {predicted:.0f} s, "
            f"{max(deadline.remaining(), 0):.0f} s left) is left to the background job"
        )
    snapshot.restore()
    checkpoint = h.checkpoint_now(messages, session_id=session, archive=False)
    progress.full_written = True
    return checkpoint, f"{quick_note}; then the full one from every message read"


def _defer(
    h: Harness,
    event: HookEvent,
    session: str,
    path: Path,
    limit: int | None,
    progress: _Progress,
) -> str:
    """Start the background job (once: the watchdog may have started it) and say so."""
    from memwell.hooks import deferred  # only when work is left to it

    with progress.lock:
        if progress.job_pid is None:
            progress.job_pid = deferred.start_archive(
                h.layout,
                event.agent,
                session,
                path,
                checkpoint=not progress.full_written,
                read_chars=limit or 0,
            )
        pid = progress.job_pid
    what = "archiving the whole transcript"
    if not progress.full_written:
        what = "building the full checkpoint and " + what
    return f"{what} in a background job (pid {pid})"


def _expired_note(
    event: HookEvent,
    adapter: ModuleType,
    built: list[Harness],
    session: str,
    progress: _Progress,
) -> str:
    """The watchdog's account of the hook: what was done, and the background job started
    for the rest (nothing is started before the Harness exists: then the transcript had
    not been read, and the next Stop or SessionEnd archives it)."""
    done = "; ".join(progress.steps) or "nothing done"
    note = f"deadline reached: {done}"
    path = event.transcript_path
    if built and path is not None and not progress.archived:
        try:
            large = path.stat().st_size > PRECOMPACT_INLINE_BYTES
            limit = adapter.COMPACT_READ_CHARS if large else None
            note += "; " + _defer(built[0], event, session, path, limit, progress)
        except Exception as exc:  # the answer goes out regardless; the log says why
            note += f"; no background job ({type(exc).__name__}: {exc})"
    return note
