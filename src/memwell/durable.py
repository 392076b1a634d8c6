"""Durable file I/O, the one place that writes files atomically.

`refuse_links` holds memwell's symlink policy (docs/security.md): nothing below the
home is read or written through a symbolic link. `write_durable` (temp file in the same
directory, fsync, rename, fsync the directory) is used by every writer of memwell state
(topic files, MEMORY.md, checkpoints, agent settings, rejected edits); `store_lock`
serialises writers across processes. An architecture test keeps the temp+fsync+rename
sequence in this module only.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from memwell.errors import LinkRefused, LockTimeout, StoreError


def refuse_links(path: Path, home: Path) -> Path:
    """`path`, once neither it nor any folder between `home` and it is a symbolic link.

    Why: a link planted inside the home (a synced or restored home, a folder someone
    else can write to) would otherwise lead memwell's appends, renames and deletions to
    files outside it, and its reads (into an agent's prompt) to files never meant for
    memory. The home itself may be a link (Layout resolves it). A component that does
    not exist yet ends the walk: memwell creates it as a real file or folder. Raises
    `LinkRefused` naming the link."""
    try:
        relative = path.relative_to(home)
    except ValueError:
        return path  # not under the home: not memwell's to police
    current = home
    for part in relative.parts:
        current = current / part
        try:
            mode = os.lstat(current).st_mode
        except FileNotFoundError:
            break
        except NotADirectoryError as exc:
            blocker = next((p for p in current.parents if p.exists()), current.parent)
            raise StoreError(f"{blocker} is a file, not a folder") from exc
        except OSError as exc:
            raise StoreError(f"could not check {current}: {exc.strerror or exc}") from exc
        if stat.S_ISLNK(mode):
            raise LinkRefused(current, home)
    return path


def write_durable(path: Path, data: bytes, *, mode: int | None = None) -> None:
    """Write `data` to `path` so that readers see the old file or the new one, never a part.

    Temp file in the same directory, fsync, rename over the target, fsync the directory:
    when this returns, the bytes are on disk. `mode` sets the new file's permissions
    (default: those of the mkstemp file, 0o600, unless the target exists - its mode is kept).
    """
    if mode is None:
        with contextlib.suppress(OSError):
            mode = path.stat().st_mode & 0o777
    path.parent.mkdir(parents=True, exist_ok=True)
    import tempfile  # writers only: tempfile imports shutil, random, bz2 and lzma

    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None:
            os.chmod(tmp_name, mode)
        os.replace(tmp_name, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise StoreError(f"could not write {path}: {exc.strerror or exc}") from exc
    fsync_dir(path.parent)


def fsync_dir(directory: Path) -> None:
    """Make a rename in `directory` durable (a no-op where directories cannot be opened)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


@contextlib.contextmanager
def store_lock(lock_path: Path, timeout: float) -> Iterator[None]:
    """Serialise writers across processes; `LockTimeout` if another holds it too long.

    An OS advisory lock on an open file descriptor: the kernel releases it when the
    holder exits, so a killed writer never leaves the store locked. (Written here rather
    than imported: the hook path pays for every import, and this is a dozen lines.)
    """
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + timeout
        delay = 0.001
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                raise LockTimeout(lock_path, timeout)
            time.sleep(delay)
            delay = min(delay * 2, 0.01)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def read_bytes(path: Path) -> bytes | None:
    """The file's bytes, or None if it does not exist."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise StoreError(f"could not read {path}: {exc.strerror or exc}") from exc
