"""Where the warm service of a home listens, and who may talk to it.

A Unix domain socket at `<home>/state/service/memwell.sock`, in a directory only the user
can enter (0700), created 0600: the user's own processes reach it, nobody else's, and
nothing is reachable from the network.

The hook client imports this before anything else, so it imports `os` and `stat` only:
the `*_dir`/`*_file` functions work on `str` paths (pathlib alone costs a hook process
more than the rest of its client), and the `Path` ones beside them are for everyone else.
"""

from __future__ import annotations

import os
import stat
import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy reads it)
if TYPE_CHECKING:
    from pathlib import Path

SOCKET_NAME = "memwell.sock"
LOCK_NAME = "service.lock"
INFO_NAME = "service.json"
# AF_UNIX paths are limited to 108 bytes on Linux (104 on macOS), terminator included
MAX_SOCKET_PATH = 100
OFF_ENV = "MEMWELL_SERVICE"  # "off": never use or start the service in this process
HOME_ENV = "MEMWELL_HOME"  # `memwell.layout.HOME_ENV`


def service_dir(home: Path) -> Path:
    """`Layout.service_dir`, without importing the layout (see there)."""
    return home / "state" / "service"


def socket_path(home: Path) -> Path:
    return service_dir(home) / SOCKET_NAME


def socket_file(home: str) -> str:
    """`socket_path` for a `str` home."""
    return os.path.join(home, "state", "service", SOCKET_NAME)


def disabled() -> bool:
    return os.environ.get(OFF_ENV, "").strip().lower() in ("off", "0", "no", "false")


def resolve_home(home: Path | None) -> Path:
    """The home as `Layout.resolve` spells it (the service and its clients must agree)."""
    from pathlib import Path

    return Path(home_dir(None if home is None else os.fspath(home)))


def home_dir(home: str | None) -> str:
    """`resolve_home` on `str` paths: `home`, else `MEMWELL_HOME`, else the default home;
    with `~` expanded and links resolved (`Path.resolve` is `os.path.realpath`)."""
    if home is None:
        home = os.environ.get(HOME_ENV) or default_home_dir()
    return os.path.realpath(os.path.expanduser(home))


def default_home_dir() -> str:
    """`memwell.layout.default_home()` without `MEMWELL_HOME`: the platform's user data
    directory, as platformdirs names it.

    Trigger: a hook process on Linux with an absolute `HOME`, and `XDG_DATA_HOME` unset,
    empty or absolute (the usual case). Why: importing platformdirs (pathlib, shutil,
    tempfile, random) costs a hook more than the rest of its client. Outcome: every
    platformdirs 4.x gives `$XDG_DATA_HOME/memwell` or `$HOME/.local/share/memwell` there,
    and this says the same without it; anything else (macOS, Windows, a relative value)
    asks platformdirs itself (a test holds the two equal)."""
    user_home = os.environ.get("HOME", "")
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if sys.platform.startswith("linux") and os.path.isabs(user_home):
        if os.path.isabs(xdg):
            return os.path.join(xdg, "memwell")
        if not xdg.strip():
            return os.path.join(user_home, ".local", "share", "memwell")
    from memwell.layout import default_home

    return str(default_home())


def trusted_socket(path: str | Path) -> bool:
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
