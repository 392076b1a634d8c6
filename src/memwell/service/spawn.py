"""Start the warm service detached, for a hook that found it not running.

The hook does not wait for it: the service warms up on its own (the model loads in about
a second) and answers from the next hook on. Starting twice is harmless: the second
process finds the home's lock taken and exits.

Trigger: any hook answered in its own process (not only SessionStart). Why: the service
exits after `[service] idle_timeout_s`; a session resumed after a pause would otherwise
answer every later hook without the model, at the in-process cost, until the next
session. Outcome: the first such hook starts it again, and `start_if_due` starts at most
one per `RETRY_S` (a stamp file), so a service that cannot start does not cost every
hook a spawn.
"""

from __future__ import annotations

import sys
from pathlib import Path

from memwell.service.address import (
    MAX_SOCKET_PATH,
    disabled,
    resolve_home,
    service_dir,
    socket_path,
)

LOG_NAME = "service.log"
STAMP_NAME = "spawned"  # in the service directory; its mtime is the last start's time
RETRY_S = 60.0  # a hook starts the service at most once per this long


def can_serve(home: Path) -> bool:
    """Whether a service could listen for this home here (sockets, path length, not off)."""
    import _socket  # the C module: `socket` costs a hook process that only checks

    return (
        not disabled()
        and hasattr(_socket, "AF_UNIX")
        and len(str(socket_path(resolve_home(home)))) <= MAX_SOCKET_PATH
    )


def start_detached(home: Path, logs_dir: Path, *, idle_timeout_s: float | None = None) -> bool:
    """Spawn `memwell serve` in its own session (it outlives the hook); True if spawned."""
    home = resolve_home(home)
    if not can_serve(home):
        return False
    command = [sys.executable, "-m", "memwell", "serve", "--home", str(home)]
    if idle_timeout_s is not None:
        command += ["--idle-timeout", str(idle_timeout_s)]
    import subprocess  # only when a service is spawned

    from memwell.durable import open_file

    with open_file(logs_dir / LOG_NAME, "ab", home=home) as log:
        subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=log,
            cwd=home if home.is_dir() else None,
            start_new_session=True,
            close_fds=True,
        )
    return True


def start_if_due(home: Path, logs_dir: Path, *, now: float | None = None) -> bool:
    """`start_detached` unless a hook started the service less than `RETRY_S` ago (then
    it is still warming up, or could not start); True if spawned."""
    import os
    import time

    home = resolve_home(home)
    if not can_serve(home):
        return False
    stamp = service_dir(home) / STAMP_NAME
    now = time.time() if now is None else now
    try:
        if now - stamp.stat().st_mtime < RETRY_S:
            return False
    except OSError:  # never started from a hook here
        pass
    from memwell.durable import open_file

    # the service creates its directory 0700 (address.trusted_socket checks it)
    stamp.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    with open_file(stamp, "wb", home=home):
        pass
    os.utime(stamp, (now, now))
    return start_detached(home, logs_dir)
