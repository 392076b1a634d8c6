"""Start the warm service detached, for a hook that found it not running.

The hook does not wait for it: the service warms up on its own (the model loads in about
a second) and answers from the next hook on. Starting twice is harmless: the second
process finds the home's lock taken and exits.
"""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

from memwell.service.address import MAX_SOCKET_PATH, disabled, resolve_home, socket_path

LOG_NAME = "service.log"


def can_serve(home: Path) -> bool:
    """Whether a service could listen for this home here (sockets, path length, not off)."""
    return (
        not disabled()
        and hasattr(socket, "AF_UNIX")
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
    from memwell.durable import open_file  # only when a service is spawned

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
