"""Where the warm service of a home listens, and who may talk to it.

A Unix domain socket at `<home>/state/service/memwell.sock`, in a directory only the user
can enter (0700), created 0600: the user's own processes reach it, nobody else's, and
nothing is reachable from the network. Standard library only: the hook client imports
this before anything else.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

SOCKET_NAME = "memwell.sock"
LOCK_NAME = "service.lock"
INFO_NAME = "service.json"
# AF_UNIX paths are limited to 108 bytes on Linux (104 on macOS), terminator included
MAX_SOCKET_PATH = 100
OFF_ENV = "MEMWELL_SERVICE"  # "off": never use or start the service in this process


def service_dir(home: Path) -> Path:
    """`Layout.service_dir`, without importing the layout (see there)."""
    return home / "state" / "service"


def socket_path(home: Path) -> Path:
    return service_dir(home) / SOCKET_NAME


def disabled() -> bool:
    return os.environ.get(OFF_ENV, "").strip().lower() in ("off", "0", "no", "false")


def resolve_home(home: Path | None) -> Path:
    """The home as `Layout.resolve` spells it (the service and its clients must agree)."""
    if home is None:
        env = os.environ.get("MEMWELL_HOME")
        if env:
            home = Path(env)
        else:
            from memwell.layout import default_home  # platformdirs, only without a home

            home = default_home()
    return home.expanduser().resolve()


def trusted_socket(path: Path) -> bool:
    """Whether `path` is a socket of this user's that nobody else can open.

    Checked before connecting: a socket planted by someone else (in a home whose state
    directory others can write) must not receive this user's prompts."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISSOCK(info.st_mode):
        return False
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        return False
    return stat.S_IMODE(info.st_mode) & 0o077 == 0
