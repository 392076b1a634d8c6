"""Work a hook's own process leaves until its answer is out: the decision log's records.

Trigger: a hook answered in its own process (the warm service down). Why: the agent
waits for that process to end, and part of what it did before ending changed nothing in
the answer: redacting and writing the turn's decision record (every string of it scanned
for secrets, 3-13 ms a turn, the most on a recalling turn, whose record holds the
digest's names and lines; and the scanner's 40 modules imported for it). Outcome: while
such a process answers, `DecisionLog.append` hands its records here (stamped when they
were made, their path checked at once), and `finish` ends the process through a fork once
the answer is written and flushed: the parent ends at once with the answer's exit code
(the agent reads the answer and the code as before), and the child, in a session of its
own with none of the agent's pipes open, writes the records and ends.

What cannot change: the answer (written and flushed before the fork, from the same
work), and the records (the same fields, redacted the same way, their own time stamps,
in their order). What can: a record reaches the log some milliseconds later, so a hook
started within them can log before it (as two hooks running at once always could), and
a record's write failing (a full disk) no longer fails the turn (the answer was already
given); it goes to `logs/hooks-errors.log`. Without `os.fork` (Windows) nothing is held.
The warm service holds the same records for one request at a time (`held_here`): they are
written once its reply is sent, before it reads the next request, in its own process (no
fork: it goes on serving). A hook answered by the service then waits for the turn's
answer only; a later request to the service (any hook, `status`) finds them written. Any
other process (the MCP server, a program calling `main(argv)`) never holds anything.
"""

from __future__ import annotations

import contextlib
import os

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (a hook imports this)
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

__all__ = ["finish", "held_here", "hold", "later"]

# the child's own bound: writing a few log lines takes milliseconds; a child stuck on a
# hung file system must not stay behind for ever (SIGALRM's default action ends it)
CHILD_DEADLINE_S = 60

_pending: list[Callable[[], None]] | None = None
_home: list[str] = []  # where a failure of the held work is logged


def hold(home: str) -> None:
    """From now on this process answers one hook of `home` and ends through `finish`."""
    global _pending
    if hasattr(os, "fork"):
        _pending = []
        _home[:] = [home]


@contextlib.contextmanager
def held_here(home: str) -> Iterator[None]:
    """Work handed to `later` inside this block is done on leaving it, in this process.

    Trigger: the warm service answering one request. Why: redacting and writing a turn's
    decision records is 2-5 ms of the request that change nothing in the reply. Outcome:
    the service sends its reply inside the block and leaves it before the next request,
    so the records keep their order and nothing is left undone when the service stops."""
    global _pending
    _pending, _home[:] = [], [home]
    try:
        yield
    finally:
        work, _pending = list(_pending or ()), None
        _run(work)


def later(work: Callable[[], None]) -> bool:
    """Keep `work` until the answer is out; False (do it now) when nothing is held."""
    if _pending is None:
        return False
    _pending.append(work)
    return True


def finish(code: int) -> None:
    """End the process with `code`, the held work done after the answer (which the
    caller has written and flushed). Never returns."""
    work = list(_pending or ())
    if not work:  # nothing held: nothing worth a fork
        os._exit(code)
    try:
        child = os.fork()
    except OSError:  # no process left to fork: the work is done here, as before
        _run(work)
        os._exit(code)
    if child:
        os._exit(code)
    try:  # the child: whatever happens, it ends here and never returns to the caller
        _detach()
        _run(work)
    finally:
        os._exit(0)


def _detach() -> None:
    """Let go of the agent: its pipes (it waits for them to close) and its process group
    (it may end the group once the hook has answered)."""
    try:
        os.setsid()
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        os.close(null)
    except OSError:
        pass
    import signal

    signal.alarm(CHILD_DEADLINE_S)


def _run(work: list[Callable[[], None]]) -> None:
    for item in work:
        # Trigger / Why / Outcome: a record that cannot be written (a full disk, a log
        # behind a link) after the answer is out: the rest is still written, and the
        # error kept where a hook's errors go.
        try:
            item()
        except Exception:
            with contextlib.suppress(Exception):
                _log_failure()


def _log_failure() -> None:
    """The traceback, redacted, where a hook's own errors go (`hooks.runner` writes the
    same file)."""
    import traceback
    from datetime import UTC, datetime
    from pathlib import Path

    from memwell.durable import append
    from memwell.layout import Layout
    from memwell.secrets.records import redact_diagnostic

    layout = Layout.resolve(Path(_home[0]) if _home else None)
    stamp = datetime.now(UTC).isoformat(timespec="seconds")
    trace = redact_diagnostic(traceback.format_exc())
    text = f"--- {stamp} after the answer (pid {os.getpid()})\n{trace}"
    append(layout.logs_dir / "hooks-errors.log", text.encode("utf-8"), home=layout.home)
