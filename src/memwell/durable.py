"""Durable, confined file I/O: the one place that opens memwell's files.

memwell follows no symbolic link below its home (docs/security.md), and checks nothing
it then opens by name: every file under the home is opened relative to a folder file
descriptor, reached from the home one component at a time with `O_DIRECTORY|O_NOFOLLOW`,
and the file itself is opened with `O_NOFOLLOW`. A link planted at any step, even between
a check and the open, fails that step (`LinkRefused`) instead of being followed. Reads,
appends, atomic replaces (temp file and rename in the same folder descriptor), renames,
unlinks, folder creation, the lock and the trash's removal all go through `_at`, so there
is one mechanism; `refuse_links` is the same walk for the callers that must hand a name to
another library (SQLite). Paths outside the home (a transcript to import, an agent's
settings file) are the caller's, opened as given.

`write_durable` (temp file in the same folder, fsync, rename, fsync the folder) is used by
every writer of memwell state; `store_lock` serialises writers across processes. An
architecture test keeps the temp+fsync+rename sequence in this module only.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from memwell.errors import LinkRefused, LockTimeout, StoreError

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
_DIR_FLAGS = os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC
# Windows has neither folder descriptors nor O_NOFOLLOW: there the walk is an lstat
# check before a path operation (the race this module closes stays open there)
_BY_DESCRIPTOR = (
    bool(_NOFOLLOW and _DIRECTORY)
    and {
        os.open,
        os.stat,
        os.mkdir,
        os.rename,
        os.unlink,
    }
    <= os.supports_dir_fd
)
# what opening a link with O_NOFOLLOW (ELOOP; EMLINK on FreeBSD), or a link or file as a
# folder with O_DIRECTORY (ENOTDIR), fails with
_LINK_ERRNOS = frozenset({errno.ELOOP, errno.EMLINK, errno.ENOTDIR})
_OPEN_MODES = {
    "rb": os.O_RDONLY,
    "ab": os.O_WRONLY | os.O_CREAT | os.O_APPEND,
    "r+b": os.O_RDWR,
    "xb": os.O_WRONLY | os.O_CREAT | os.O_EXCL,
    "wb": os.O_RDWR | os.O_CREAT,  # created if missing, never truncated (a lock file)
}


def _inside(path: Path, home: Path | None) -> Path | None:
    """`path` relative to `home`, or None when it is not memwell's to confine."""
    if home is None:
        return None
    try:
        return path.relative_to(home)
    except ValueError:
        return None


def _refusal(dir_fd: int | None, name: str, path: Path, home: Path, exc: OSError) -> StoreError:
    """Why opening `name` (in `dir_fd`) failed, as memwell's error."""
    try:
        mode = os.stat(name, dir_fd=dir_fd, follow_symlinks=False).st_mode
    except OSError:
        mode = None
    if mode is not None and stat.S_ISLNK(mode):
        return LinkRefused(path, home)
    if isinstance(exc, NotADirectoryError) or (mode is not None and not stat.S_ISDIR(mode)):
        return StoreError(f"{path} is a file, not a folder")
    return StoreError(f"could not open {path}: {exc.strerror or exc}")


def _not_a_folder(home: Path) -> StoreError:
    """The home, or a folder above it, is a file: name the file."""
    blocker = next((p for p in (home, *home.parents) if p.exists()), home)
    return StoreError(f"{blocker} is a file, not a folder")


def _step(fd: int, part: str, current: Path, home: Path) -> int:
    """Open the folder `part` of the folder `fd` without following a link; a link (or a
    file) there is memwell's error, anything else the OS error, naming `current`."""
    try:
        return os.open(part, _DIR_FLAGS, dir_fd=fd)
    except OSError as exc:
        if exc.errno in _LINK_ERRNOS:
            raise _refusal(fd, part, current, home, exc) from exc
        exc.filename = str(current)  # named in full, not by its last part
        raise


def _open_folder(directory: Path, home: Path | None, create: bool) -> int | None:
    """A descriptor of `directory`, reached without following a link below the home
    (None where the platform has no folder descriptors: `directory` was checked with
    lstat instead). `create` makes the missing folders, as real folders."""
    relative = _inside(directory, home)
    if home is None or relative is None:
        if create:
            directory.mkdir(parents=True, exist_ok=True)
        return os.open(directory, os.O_RDONLY | _DIRECTORY | _CLOEXEC) if _BY_DESCRIPTOR else None
    if create:
        try:
            home.mkdir(parents=True, exist_ok=True)  # the home itself may be a link
        except (FileExistsError, NotADirectoryError) as exc:
            raise _not_a_folder(home) from exc
    if not _BY_DESCRIPTOR:
        refuse_links(directory, home)
        if create:
            directory.mkdir(parents=True, exist_ok=True)
        return None
    try:
        fd = os.open(home, os.O_RDONLY | _DIRECTORY | _CLOEXEC)
    except NotADirectoryError as exc:
        raise _not_a_folder(home) from exc
    current = home
    try:
        for part in relative.parts:
            current = current / part
            try:
                next_fd = _step(fd, part, current, home)
            except FileNotFoundError:
                if not create:
                    raise
                try:
                    os.mkdir(part, 0o777, dir_fd=fd)
                except FileExistsError:
                    pass  # made meanwhile by another process: opened below like any folder
                except OSError as exc:
                    exc.filename = str(current)
                    raise
                next_fd = _step(fd, part, current, home)
            os.close(fd)
            fd = next_fd
    except BaseException:
        os.close(fd)
        raise
    return fd


@contextlib.contextmanager
def _at(path: Path, home: Path | None, *, create: bool = False) -> Iterator[tuple[int | None, str]]:
    """(descriptor of `path`'s folder, the name to open in it), for the `dir_fd=` calls;
    where there are no folder descriptors, (None, the whole path)."""
    fd = _open_folder(path.parent, home, create)
    try:
        yield fd, (path.name if fd is not None else str(path))
    finally:
        if fd is not None:
            os.close(fd)


def open_descriptor(path: Path, flags: int, *, home: Path | None, perms: int = 0o600) -> int:
    """`os.open` of `path` with `flags` (a new file gets `perms`), following no link
    below `home`."""
    confined = _inside(path, home) is not None
    with _at(path, home, create=bool(flags & os.O_CREAT)) as (fd, name):
        try:
            return os.open(
                name, flags | _CLOEXEC | (_NOFOLLOW if confined else 0), perms, dir_fd=fd
            )
        except OSError as exc:
            if home is not None and confined and exc.errno in _LINK_ERRNOS:
                raise _refusal(fd, name, path, home, exc) from exc
            exc.filename = str(path)  # named in full, not relative to the folder
            raise


def open_file(path: Path, mode: str, *, home: Path | None) -> BinaryIO:
    """`path` opened in binary `mode` ("rb", "ab", "r+b", "xb"; "wb" creates, never
    truncates), no link below `home` followed. FileNotFoundError and FileExistsError pass
    through; a link is `LinkRefused`."""
    fd = open_descriptor(path, _OPEN_MODES[mode], home=home)
    return os.fdopen(fd, "rb" if mode == "rb" else ("ab" if mode == "ab" else "r+b"))


def append(path: Path, data: bytes, *, home: Path | None) -> None:
    """Append `data` to `path` in one write (the file made 0600 if missing): a log line
    from each of several processes lands whole."""
    fd = open_descriptor(path, _OPEN_MODES["ab"], home=home)
    try:
        os.write(fd, data)
    finally:
        os.close(fd)


def refuse_links(path: Path, home: Path) -> Path:
    """`path`, once neither it nor any folder between `home` and it is a symbolic link.

    The same walk the opens below make, for a caller that must pass a name on (SQLite
    opens its files itself): it narrows the window, it does not close it. The home itself
    may be a link (Layout resolves it). A component that does not exist yet ends the walk:
    memwell creates it as a real file or folder. Raises `LinkRefused` naming the link."""
    relative = _inside(path, home)
    if relative is None or not relative.parts:
        return path
    if not _BY_DESCRIPTOR:
        return _refuse_links_by_lstat(home, relative)
    try:
        with _at(path, home) as (fd, name):
            mode = os.stat(name, dir_fd=fd, follow_symlinks=False).st_mode
    except FileNotFoundError:
        return path
    except OSError as exc:
        raise StoreError(f"could not check {path}: {exc.strerror or exc}") from exc
    if stat.S_ISLNK(mode):
        raise LinkRefused(path, home)
    return path


def _refuse_links_by_lstat(home: Path, relative: Path) -> Path:  # pragma: no cover - Windows
    current = home
    for part in relative.parts:
        current = current / part
        try:
            mode = os.lstat(current).st_mode
        except FileNotFoundError:
            break
        except OSError as exc:
            raise StoreError(f"could not check {current}: {exc.strerror or exc}") from exc
        if stat.S_ISLNK(mode):
            raise LinkRefused(current, home)
    return home / relative


def write_durable(
    path: Path, data: bytes, *, home: Path | None = None, mode: int | None = None
) -> None:
    """Write `data` to `path` so that readers see the old file or the new one, never a part.

    Temp file in the same folder, fsync, rename over the target, fsync the folder, all
    relative to one folder descriptor (no link below `home` followed, the folder cannot be
    swapped between the steps): when this returns, the bytes are on disk. `mode` sets the
    new file's permissions (default 0o600, unless the target exists - its mode is kept)."""
    try:
        with _at(path, home, create=True) as (fd, name):
            if mode is None:
                with contextlib.suppress(OSError):
                    mode = os.stat(name, dir_fd=fd, follow_symlinks=False).st_mode & 0o777
            tmp = _write_temp(fd, name, data, 0o600 if mode is None else mode)
            try:
                os.replace(tmp, name, src_dir_fd=fd, dst_dir_fd=fd)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp, dir_fd=fd)
                raise
            _fsync_fd(fd, path.parent)
    except StoreError:
        raise
    except OSError as exc:
        raise StoreError(f"could not write {path}: {exc.strerror or exc}") from exc


def _write_temp(dir_fd: int | None, name: str, data: bytes, perms: int) -> str:
    """A new temp file beside `name`, holding `data`, fsynced; its name."""
    folder, base = os.path.split(name)
    for _ in range(100):
        tmp = os.path.join(folder, f".{base}.{os.urandom(4).hex()}.tmp")
        try:
            fd = os.open(
                tmp,
                os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC,
                0o600,
                dir_fd=dir_fd,
            )
        except FileExistsError:
            continue
        break
    else:  # pragma: no cover - 100 collisions of 32 random bits
        raise StoreError(f"could not create a temp file beside {name}")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if hasattr(os, "fchmod"):  # not on Windows, where the mode means little
                os.fchmod(handle.fileno(), perms)
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp, dir_fd=dir_fd)
        raise
    return tmp


def replace(source: Path, target: Path, *, home: Path) -> None:
    """Rename `source` over `target` (the trash, log rotation), both reached without a
    link; the target's folder is made if missing."""
    with (
        _at(source, home) as (src_fd, src_name),
        _at(target, home, create=True) as (
            dst_fd,
            dst_name,
        ),
    ):
        os.replace(src_name, dst_name, src_dir_fd=src_fd, dst_dir_fd=dst_fd)
        _fsync_fd(dst_fd, target.parent)


def unlink(path: Path, *, home: Path, missing_ok: bool = True) -> bool:
    """Remove the file `path` (a link there is removed, never followed); True if it was."""
    try:
        with _at(path, home) as (fd, name):
            os.unlink(name, dir_fd=fd)
    except FileNotFoundError:
        if not missing_ok:
            raise
        return False
    return True


def make_dirs(directory: Path, *, home: Path) -> None:
    """Make `directory` and the folders above it, as real folders; a link is refused."""
    fd = _open_folder(directory, home, create=True)
    if fd is not None:
        os.close(fd)


def remove_tree(directory: Path, *, home: Path) -> int:
    """Delete the folder `directory` and everything in it without following a link
    (a linked `directory` is refused, a link inside it is removed, not its target);
    the number of regular `*.md` files deleted."""
    try:
        with _at(directory, home) as (fd, name):
            mode = os.stat(name, dir_fd=fd, follow_symlinks=False).st_mode
            if stat.S_ISLNK(mode):
                raise LinkRefused(directory, home)
            if not stat.S_ISDIR(mode):
                raise StoreError(f"{directory} is a file, not a folder")
            import shutil  # the trash purge only; the hook path never pays for it

            if fd is None:  # pragma: no cover - Windows: no os.fwalk
                count = sum(1 for p in directory.rglob("*.md") if p.is_file())
                shutil.rmtree(directory)
                return count
            count = 0
            for _, _, files, folder_fd in os.fwalk(name, dir_fd=fd):
                count += sum(
                    1
                    for file in files
                    if file.endswith(".md")
                    and stat.S_ISREG(os.stat(file, dir_fd=folder_fd, follow_symlinks=False).st_mode)
                )
            shutil.rmtree(name, dir_fd=fd)
    except FileNotFoundError:
        return 0
    return count


def _fsync_fd(fd: int | None, directory: Path) -> None:
    """Make a rename in the folder durable (by its descriptor, or its path on Windows)."""
    if fd is None:
        fsync_dir(directory)
        return
    with contextlib.suppress(OSError):
        os.fsync(fd)


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
def store_lock(lock_path: Path, timeout: float, *, home: Path | None = None) -> Iterator[None]:
    """Serialise writers across processes; `LockTimeout` if another holds it too long.

    An OS advisory lock on an open file descriptor: the kernel releases it when the
    holder exits, so a killed writer never leaves the store locked. The lock file is
    opened like any other (no link below `home` followed, none created through one).
    (Written here rather than imported: the hook path pays for every import.)
    """
    fd = open_descriptor(lock_path, _OPEN_MODES["wb"], home=home, perms=0o644)
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


def read_bytes(path: Path, *, home: Path | None = None) -> bytes | None:
    """The file's bytes, or None if it does not exist; no link below `home` followed."""
    try:
        with open_file(path, "rb", home=home) as handle:
            if stat.S_ISDIR(os.fstat(handle.fileno()).st_mode):
                raise IsADirectoryError(21, "Is a directory")
            return handle.read()
    except FileNotFoundError:
        return None
    except StoreError:
        raise
    except OSError as exc:
        raise StoreError(f"could not read {path}: {exc.strerror or exc}") from exc
