"""Starting a process the caller never waits for (a hook's background work).

It runs in a session of its own (`start_new_session`: the agent CLI ending the hook's
process group does not end it), reads nothing, and appends its output to a log file,
so a failure can be found later.
"""

from __future__ import annotations

import subprocess
from collections.abc import Sequence
from pathlib import Path

from memwell.durable import open_file


def start_detached(command: Sequence[str], log: Path, *, home: Path | None = None) -> int:
    """Start `command` detached, its output appended to `log` (no link below `home`
    followed); its process id."""
    with open_file(log, "ab", home=home) as handle:
        process = subprocess.Popen(
            list(command),
            stdin=subprocess.DEVNULL,
            stdout=handle,
            stderr=handle,
            start_new_session=True,
            close_fds=True,
        )
    return process.pid
