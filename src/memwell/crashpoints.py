"""Crash points: where the kill -9 tests stop a process on purpose.

`MEMWELL_CRASH_AT=<point>[:<n>]` makes the process SIGKILL itself the n-th time (default
the first) it reaches `<point>`, so a test can crash it exactly between two steps that a
random kill would rarely hit (after the archive append, before the index commit). The
variable is read once at import; when it is unset, as it always is outside the tests, a
crash point costs one comparison.
"""

from __future__ import annotations

import os

ENV_VAR = "MEMWELL_CRASH_AT"


def _parse(spec: str | None) -> tuple[str, int] | None:
    if not spec:
        return None
    point, _, nth = spec.partition(":")
    return point, int(nth) if nth.isdigit() and int(nth) > 0 else 1


_ARMED = _parse(os.environ.get(ENV_VAR))
_passed = 0


def due(point: str) -> bool:
    """True when the process must crash at `point` now (counts the passes)."""
    global _passed
    if _ARMED is None or _ARMED[0] != point:
        return False
    _passed += 1
    return _passed == _ARMED[1]


def crash() -> None:
    """SIGKILL this process: no cleanup, no flush, exactly like `kill -9`."""
    import signal  # only in the crash tests: every index write imports this module

    os.kill(os.getpid(), signal.SIGKILL)


def crash_point(point: str) -> None:
    if due(point):
        crash()
