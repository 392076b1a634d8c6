"""A hook's wall-clock deadline, and the watchdog that ends the hook when it is reached.

An agent CLI kills a hook that runs past its timeout (30 s as `memwell install` writes
it), and a killed hook is a failed one to the agent. On a loaded machine a hook process
gets a small share of a core, so bounding the hook's *work* (bytes read, characters
condensed) does not bound its *time*: at load 20-25 a PreCompress that costs 2.8 s of CPU
took 53.7 s. The deadline is counted from the hook process's own start (the interpreter's
start-up is part of what the agent waits for), and the watchdog, a thread of the hook
process, answers the agent neutrally and exits at the deadline whatever the main thread is
doing. Ending there is safe: every write memwell makes is built to survive a kill at any
point (tests/reliability/test_kill_consistency.py).

The clock is injectable (`Deadline.clock`), so tests slow the hook's clock instead of the
machine.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

Clock = Callable[[], float]

# `memwell install` gives every hook 30 s (hooks.install._TIMEOUT). The watchdog answers at
# HOOK_DEADLINE_S after the process started, leaving the rest for the exit itself and for
# the agent's own scheduling on a loaded machine. A timeout set by hand in the agent's
# settings moves it (`Deadline.within_agent_timeout`, `answer_within_s`).
HOOK_DEADLINE_S = 24.0


def process_age_s() -> float:
    """Seconds since this process started (Linux: /proc/self/stat); 0.0 where unknown,
    so the deadline then counts from the call instead."""
    try:
        with open("/proc/self/stat", "rb") as handle:
            fields = handle.read().rsplit(b")", 1)[1].split()
        with open("/proc/uptime", "rb") as handle:
            uptime = float(handle.read().split()[0])
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22: starttime in ticks
    except (OSError, ValueError, IndexError):
        return 0.0
    return max(0.0, uptime - started)


def answer_within_s(timeout_s: float) -> float:
    """How long after it started a hook answers, given the agent's timeout for it: the
    same share as HOOK_DEADLINE_S of memwell's 30 s (80%), and at least 2 s before the
    timeout (exit and scheduling on a loaded machine), at least 1 s in all."""
    return max(1.0, min(timeout_s * 0.8, timeout_s - 2.0))


@dataclass(frozen=True, slots=True)
class Deadline:
    """A point in time (on `clock`) by which the hook must have answered; `started`, when
    known, is when the hook began (on the same clock)."""

    ends_at: float
    clock: Clock = time.monotonic
    started: float | None = None

    def within_agent_timeout(self, agent: str, event_name: str, cwd: Path | None) -> Deadline:
        """This deadline moved to what the agent's settings give memwell's hook for the
        event (`hooks.agent_settings`); unchanged when they give no timeout or the start
        is unknown."""
        if self.started is None:
            return self
        from memwell.hooks.agent_settings import hook_timeout_s

        timeout = hook_timeout_s(agent, event_name, cwd)
        if timeout is None:
            return self
        return Deadline(self.started + answer_within_s(timeout), self.clock, self.started)

    @property
    def seconds(self) -> float | None:
        """The time the hook was given, when its start is known."""
        return None if self.started is None else self.ends_at - self.started

    @classmethod
    def for_hook(
        cls,
        seconds: float | None = None,
        *,
        own_process: bool = False,
        clock: Clock = time.monotonic,
    ) -> Deadline:
        """`seconds` (default HOOK_DEADLINE_S) from now, or, for a process that exists only
        for this hook, after the process started."""
        started = clock() - (process_age_s() if own_process else 0.0)
        return cls(started + (HOOK_DEADLINE_S if seconds is None else seconds), clock, started)

    def remaining(self) -> float:
        return self.ends_at - self.clock()

    def expired(self) -> bool:
        return self.remaining() <= 0.0


class Watchdog:
    """Calls `on_expiry` once, from a daemon thread, when `deadline` is reached, unless
    `cancel` was called first. `on_expiry` is expected to end the process (the hook's
    answer written, `os._exit`); `claim` lets the main thread and the watchdog agree on
    which of them answers, so the agent never gets two answers."""

    _POLL_S = 0.05  # the clock may be a test's: it is read, not slept on

    def __init__(self, deadline: Deadline, on_expiry: Callable[[], None]) -> None:
        self._deadline = deadline
        self._on_expiry = on_expiry
        self._answered = threading.Lock()
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="memwell-hook-deadline")
        self._thread.daemon = True

    def start(self) -> Watchdog:
        self._thread.start()
        return self

    def claim(self) -> bool:
        """True for the first caller (main thread or watchdog): it answers the agent."""
        return self._answered.acquire(blocking=False)

    def cancel(self) -> None:
        self._stopped.set()

    def _watch(self) -> None:
        while not self._stopped.is_set():
            if self._deadline.expired():
                if self.claim():
                    self._on_expiry()
                return
            self._stopped.wait(min(self._POLL_S, max(self._deadline.remaining(), 0.001)))
