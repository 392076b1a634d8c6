"""Which topic files changed since the last freshness check, told by the kernel (Linux).

Trigger: a long-lived process (the warm service, the MCP server, a `--batch`) runs the
freshness check again, at least LONG_LIVED_S after its first. Why: the check stats every
topic file, ~80 ms of CPU at 10,000 topics, and the service runs it on every request, so
a turn's cost grew with the store. Outcome: from then on an inotify watch on each scope
directory names the files created, written, moved, deleted or whose metadata changed,
and only those are stat'ed and compared with their index rows
(`sync.sync_scopes(..., changed=...)`), with the same rules as a full check. A directory
gets the full check whenever the watch cannot vouch for it:

* the process's first check, and the one that starts the watch (events start then);
* the watch overflowed, or the directory was moved, deleted or replaced (its device and
  inode are compared on every check);
* another connection committed to the index since the last check (`PRAGMA
  data_version`): a reindex, a restored file, a save by another process may have
  changed rows that no file event names;
* more names changed than a full check costs (a `git checkout` of the store);
* a platform without inotify, or a process out of inotify instances: every check is
  full, as before.

What inotify cannot see stays unseen until a full check: a change made on another machine
to a network file system, or through a hard link in another directory. A process's
first check (every hook process and CLI command) and `memwell reindex` are always full.
"""

from __future__ import annotations

import os
import sqlite3
import struct
import sys
import time
import weakref
from collections.abc import Sequence
from pathlib import Path
from typing import Any

# <sys/inotify.h>
_MODIFY, _ATTRIB, _CLOSE_WRITE = 0x2, 0x4, 0x8
_MOVED_FROM, _MOVED_TO, _CREATE, _DELETE = 0x40, 0x80, 0x100, 0x200
_DELETE_SELF, _MOVE_SELF, _UNMOUNT, _OVERFLOW, _IGNORED = 0x400, 0x800, 0x2000, 0x4000, 0x8000
_ONLYDIR = 0x1000000
_NONBLOCK, _CLOEXEC = os.O_NONBLOCK, getattr(os, "O_CLOEXEC", 0o2000000)
_FILE_EVENTS = _MODIFY | _ATTRIB | _CLOSE_WRITE | _MOVED_FROM | _MOVED_TO | _CREATE | _DELETE
_LOST = _DELETE_SELF | _MOVE_SELF | _UNMOUNT | _IGNORED  # the watch no longer covers the dir
_HEADER = struct.Struct("iIII")  # wd, mask, cookie, len; then len bytes of NUL-padded name

# more changed names than this and a full check is cheaper than looking each one up
MOST_NAMES = 500
# a process checking again this long after its first check is a long-lived one (a hook
# process answering one event is not: it would pay for ctypes and a watch it never uses)
LONG_LIVED_S = 2.0


def parse_events(data: bytes) -> list[tuple[int, int, str]]:
    """(watch descriptor, mask, file name) of each event in a read of an inotify fd."""
    events: list[tuple[int, int, str]] = []
    offset = 0
    while offset + _HEADER.size <= len(data):
        wd, mask, _cookie, length = _HEADER.unpack_from(data, offset)
        raw = data[offset + _HEADER.size : offset + _HEADER.size + length]
        events.append((wd, mask, os.fsdecode(raw.split(b"\0", 1)[0])))
        offset += _HEADER.size + length
    return events


class _Inotify:
    """One inotify instance and its directory watches (the raw calls, through libc)."""

    def __init__(self, libc: Any, fd: int) -> None:
        self._libc, self.fd = libc, fd
        # an index dropped without close() must not keep the descriptor (and the instance:
        # the kernel allows a user 128 of them by default)
        self._closer = weakref.finalize(self, os.close, fd)

    @classmethod
    def open(cls) -> _Inotify | None:
        """None where inotify is missing or refused (not Linux, out of instances)."""
        if not sys.platform.startswith("linux"):
            return None
        # ctypes.util imports shutil, subprocess and tempfile: only a long-lived process
        # gets here, never a hook answering one event
        import ctypes
        import ctypes.util

        try:
            libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
            fd = int(libc.inotify_init1(_NONBLOCK | _CLOEXEC))
        except (OSError, AttributeError):
            return None
        return cls(libc, fd) if fd >= 0 else None

    def add(self, directory: Path) -> int | None:
        wd = int(
            self._libc.inotify_add_watch(
                self.fd, os.fsencode(directory), _FILE_EVENTS | _LOST | _ONLYDIR
            )
        )
        return wd if wd >= 0 else None

    def remove(self, wd: int) -> None:
        self._libc.inotify_rm_watch(self.fd, wd)

    def read(self) -> list[tuple[int, int, str]]:
        """Every event queued so far (the fd never blocks)."""
        events: list[tuple[int, int, str]] = []
        while True:
            try:
                data = os.read(self.fd, 65536)
            except BlockingIOError:
                return events
            if not data:
                return events
            events += parse_events(data)

    def close(self) -> None:
        self._closer()


class _Watched:
    """What the watch knows of one directory since its last check."""

    __slots__ = ("identity", "names", "version", "vouched", "wd")

    def __init__(self, wd: int, identity: tuple[int, int]) -> None:
        self.wd, self.identity = wd, identity
        self.names: set[str] = set()  # named by events since the last check
        self.vouched = True  # False after an overflow, until the next (full) check
        self.version = -1  # the index's data_version at the last check


def _identity(directory: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(directory)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


class TopicWatch:
    """Per index connection: which names to check in each scope directory (`plan`)."""

    def __init__(self) -> None:
        self._inotify: _Inotify | None = None
        self._unavailable = False
        self._checks = 0
        self._first_check_at: float | None = None
        self._dirs: dict[Path, _Watched] = {}
        self._by_wd: dict[int, Path] = {}

    def plan(
        self, conn: sqlite3.Connection, directories: Sequence[Path]
    ) -> dict[Path, frozenset[str] | None]:
        """For each directory, the file names to check, or None: check every file. Call
        it right before the check; the check must then run for every directory."""
        self._checks += 1
        now = time.monotonic()
        if self._first_check_at is None:
            self._first_check_at = now
        # moves when another connection commits: rows no file event names may have changed
        version = int(conn.execute("PRAGMA data_version").fetchone()[0])
        if self._inotify is None:
            young = self._checks < 2 or now - self._first_check_at < LONG_LIVED_S
            if young or self._unavailable:
                return dict.fromkeys(directories)
            self._inotify = _Inotify.open()
            if self._inotify is None:
                self._unavailable = True
                return dict.fromkeys(directories)
        self._drain()
        return {d: self._take(d, version) for d in directories}

    def close(self) -> None:
        """Stop watching; the next check is a process's first again (a reopened index
        connection may be another file)."""
        if self._inotify is not None:
            self._inotify.close()
        self.__init__()  # type: ignore[misc]

    def _drain(self) -> None:
        assert self._inotify is not None
        for wd, mask, name in self._inotify.read():
            if mask & _OVERFLOW:  # events were dropped: nothing watched can be vouched for
                for watched in self._dirs.values():
                    watched.vouched = False
                continue
            directory = self._by_wd.get(wd)
            if directory is None:
                continue
            watched = self._dirs[directory]
            if mask & _LOST:
                self._forget(directory)
            elif name:
                watched.names.add(name)

    def _take(self, directory: Path, version: int) -> frozenset[str] | None:
        watched = self._dirs.get(directory)
        if watched is not None and watched.identity != _identity(directory):
            self._forget(directory)  # moved away or replaced: watch the new one
            watched = None
        if watched is None:
            started = self._watch(directory)
            if started is not None:
                started.version = version
            return None
        names = frozenset(watched.names)
        trusted = watched.vouched and watched.version == version
        watched.names.clear()
        # the check about to run is full when this one is not trusted: it starts the record
        watched.vouched, watched.version = True, version
        if not trusted or len(names) > MOST_NAMES:
            return None
        return names

    def _watch(self, directory: Path) -> _Watched | None:
        assert self._inotify is not None
        identity = _identity(directory)
        if identity is None:
            return None  # no directory yet: the full check finds nothing, cheaply
        wd = self._inotify.add(directory)
        if wd is None:
            return None
        watched = _Watched(wd, identity)  # the full check the caller runs now starts it
        self._dirs[directory], self._by_wd[wd] = watched, directory
        return watched

    def _forget(self, directory: Path) -> None:
        watched = self._dirs.pop(directory, None)
        if watched is None or self._inotify is None:
            return
        self._by_wd.pop(watched.wd, None)
        self._inotify.remove(watched.wd)
