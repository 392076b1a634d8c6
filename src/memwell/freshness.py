"""When a long-lived process looks for topic files edited by hand."""

from __future__ import annotations

import time


class HandEditClock:
    """Trigger: every search of a process's first, then once per `interval_s`
    (`[index] freshness_interval_s`, default 1 s). Why: a process's first checks stat
    every topic file (~80 ms of CPU at 10k topics on a loaded machine), which would
    dominate a per-turn recall in a long-running agent loop; from the second on, where
    inotify is available, only the files it names are looked at (`index/watch.py`).
    Writes through memwell reach the index at once, so only a hand edit can wait, and
    for at most the interval; a fresh process (a hook, the CLI) always checks.
    """

    def __init__(self, interval_s: float) -> None:
        self.interval_s = interval_s
        self._checked_at: float | None = None

    def due(self) -> bool:
        """Whether this search should check the files (and, if so, the clock restarts)."""
        now = time.monotonic()
        if self._checked_at is not None and now - self._checked_at < self.interval_s:
            return False
        self._checked_at = now
        return True

    def reset(self) -> None:
        """The next `due()` answers yes, whatever the interval."""
        self._checked_at = None
