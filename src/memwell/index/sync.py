"""Keeping the memory index in line with the Markdown files, cheaply, before every search.

Trigger: any memory search (and `reindex`). Why: files may be edited by hand, by git, or
by another process, and a search must never answer from a stale index. Outcome: each
topic file of the searched scopes is `stat`ed; a file whose (mtime_ns, size) matches the
index (and whose ctime, which no tool can set back, is the same) is taken as unchanged,
otherwise it is read and hashed, and re-indexed only if its
content hash differs. Files gone from disk are dropped. A file modified within the last
RACY_NS of its check is always hashed (an edit within the file system's timestamp
granularity that keeps the size would otherwise look unchanged - git's "racy clean");
the window is 2 s on file systems with whole-second timestamps and 50 ms otherwise.

Session archives get the same check (`sync_archives`, before every session search and
listing): each `sessions/*.jsonl` is `stat`ed against what the index recorded when it
last read the file; a new, grown or rewritten archive is read (`SessionArchive.catch_up`:
only the new lines when the prefix it read still hashes the same), and the sessions of
an archive gone from disk are dropped. A reindex killed half-way, an older index file put
back, or an archive deleted by hand are all put right by the next session search.
"""

from __future__ import annotations

import os
import stat
import time
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from memwell.crashpoints import crash_point
from memwell.durable import open_file
from memwell.errors import FrontmatterError, LinkRefused
from memwell.index.memories import MemoryIndex
from memwell.index.schema import transaction
from memwell.layout import Scope
from memwell.memory.document import content_hash, load
from memwell.memory.store import INDEX_FILE, PROFILE_FILE

if TYPE_CHECKING:
    from memwell.index.archive import ArchiveRecord
    from memwell.index.sessions import NewMessage, SessionArchive

RACY_NS = 2_000_000_000  # file systems with 1-2 s timestamps (FAT, HFS+, some mounts)
FINE_RACY_NS = 50_000_000  # file systems with sub-second timestamps (ext4, xfs, APFS...)


def racy_window(mtime_ns: int) -> int:
    """How long after a write a same-size edit could keep the same mtime.

    A whole-second mtime suggests a coarse file system; anything finer means the
    kernel's clock tick (a few ms) is the limit."""
    return RACY_NS if mtime_ns % 1_000_000_000 == 0 else FINE_RACY_NS


@dataclass(frozen=True, slots=True)
class SyncOutcome:
    added: int
    updated: int
    removed: int
    unchanged: int
    errors: tuple[str, ...]
    to_embed: tuple[tuple[str, str], ...]


def topic_files(directory: Path) -> list[os.DirEntry[str]]:
    """The topic files of a scope directory (not MEMORY.md, USER.md, dot files or
    symbolic links: memwell follows no link inside its home)."""
    try:
        entries = list(os.scandir(directory))
    except FileNotFoundError:
        return []
    return [
        e
        for e in entries
        if e.name.endswith(".md")
        and e.name not in (INDEX_FILE, PROFILE_FILE)
        and not e.name.startswith(".")
        and e.is_file(follow_symlinks=False)
    ]


def dir_stamps(directories: Sequence[Path]) -> dict[str, list[int]]:
    """(mtime_ns, ctime_ns, when taken) of each scope directory: its times move when a
    topic file is created, deleted or renamed in it (not when one is edited in place)."""
    stamps: dict[str, list[int]] = {}
    for directory in directories:
        taken = time.time_ns()
        try:
            st = directory.stat()
        except FileNotFoundError:
            stamps[str(directory)] = [0, 0, taken]
            continue
        stamps[str(directory)] = [st.st_mtime_ns, st.st_ctime_ns, taken]
    return stamps


def _trusted(old: list[int] | None, now: list[int]) -> bool:
    """`old` still describes the directory, and was taken long enough after its last
    change that a file added in the same clock tick would have moved it."""
    if old is None or len(old) != 3 or old[:2] != now[:2]:
        return False
    return not now[1] or old[2] - now[1] >= racy_window(now[1])


def merge_stamps(
    recorded: dict[str, list[int]], taken: dict[str, list[int]]
) -> dict[str, list[int]]:
    """`recorded` with the stamps `taken` before a full check, keeping a recorded stamp
    that is still trusted (so an unchanged directory costs no write)."""
    merged = dict(recorded)
    for key, now in taken.items():
        if not _trusted(recorded.get(key), now):
            merged[key] = now
    return merged


def dirs_unchanged(recorded: dict[str, list[int]], directories: Sequence[Path]) -> bool:
    """Whether no topic file was added, deleted or renamed since `recorded` was taken.
    A stamp taken within the racy window of the directory's last change is not trusted
    (a file added in the same clock tick would not have moved it)."""
    return all(_trusted(recorded.get(k), now) for k, now in dir_stamps(directories).items())


class _NamedFile:
    """A file an event named, stat'ed as `os.scandir` entries are (no link followed)."""

    __slots__ = ("_stat", "name", "path")

    def __init__(self, name: str, path: str, st: os.stat_result) -> None:
        self.name, self.path, self._stat = name, path, st

    def stat(self) -> os.stat_result:
        return self._stat


def named_topic_files(directory: Path, names: Iterable[str]) -> list[_NamedFile]:
    """The topic files among `names` in `directory`, as `topic_files` would list them."""
    found: list[_NamedFile] = []
    for name in sorted(names):
        if not name.endswith(".md") or name in (INDEX_FILE, PROFILE_FILE) or name[0] == ".":
            continue
        path = os.path.join(directory, name)
        try:
            st = os.lstat(path)
        except (FileNotFoundError, NotADirectoryError):
            continue
        if stat.S_ISREG(st.st_mode):
            found.append(_NamedFile(name, path, st))
    return found


def _read(path: Path, home: Path | None) -> tuple[bytes, os.stat_result] | None:
    """The topic file's bytes and stat, None if it is gone or was replaced by a link."""
    try:
        with open_file(path, "rb", home=home) as handle:
            return handle.read(), os.fstat(handle.fileno())
    except (FileNotFoundError, LinkRefused):
        return None


def sync_scopes(
    index: MemoryIndex,
    scopes: Sequence[tuple[Scope, Path]],
    *,
    progress: Callable[[int], None] | None = None,
    home: Path | None = None,
    changed: Mapping[Path, Collection[str] | None] | None = None,
) -> SyncOutcome:
    """Bring the index in line with the topic files of `scopes` (scope, directory); no
    link below `home` is followed. `changed`: per directory, the only file names that
    may differ from the index (`watch.TopicWatch`), or None to check every file."""
    added = updated = removed = unchanged = 0
    errors: list[str] = []
    embed: list[tuple[str, str]] = []
    now_ns = time.time_ns()
    plan: list[tuple[Scope, Path, os.DirEntry[str] | _NamedFile, str | None]] = []
    stale: list[str] = []
    for scope, directory in scopes:
        base = directory.resolve()
        prefix = str(base) + os.sep  # string joins: Path objects cost more than the stat
        names = changed.get(directory) if changed is not None else None
        entries: Sequence[os.DirEntry[str] | _NamedFile]
        if names is None:
            known = index.known(directory)
            entries = topic_files(directory)
        else:
            known = index.known(directory, [prefix + name for name in names])
            entries = named_topic_files(directory, names)
        present: set[str] = set()
        for entry in entries:
            path = prefix + entry.name
            try:
                st = entry.stat()
            except FileNotFoundError:  # deleted since the folder was listed: gone, as stale
                continue
            present.add(path)
            old = known.get(path)
            same_stat = (
                old is not None
                and old[0] == st.st_mtime_ns
                and old[1] == st.st_size
                and old[3] == st.st_ctime_ns
            )
            if same_stat and now_ns - st.st_mtime_ns >= racy_window(st.st_mtime_ns):
                unchanged += 1
                continue
            seen = _read(base / entry.name, home) if same_stat else None
            if same_stat and old is not None and seen and content_hash(seen[0]) == old[2]:
                unchanged += 1  # racy but unchanged: nothing to write
                continue
            plan.append((scope, directory, entry, old[2] if old else None))
        stale.extend(p for p in known if p not in present)
    if not plan and not stale:
        return SyncOutcome(0, 0, 0, unchanged, (), ())
    with transaction(index.conn):
        for path in stale:
            index.remove_path(path)
            removed += 1
        for scope, directory, entry, old_hash in plan:
            file = Path(entry.path)
            found = _read(file, home)
            if found is None:
                continue  # deleted (or linked) while we looked; the next sync drops it
            data, st = found
            digest = content_hash(data)
            if digest == old_hash:
                index.touch(
                    str(file.parent.resolve() / file.name),
                    st.st_mtime_ns,
                    st.st_size,
                    st.st_ctime_ns,
                )
                unchanged += 1
            else:
                try:
                    memory = load(file, data, scope)
                except FrontmatterError as exc:
                    errors.append(str(exc))
                    index.record_broken(
                        file,
                        scope,
                        directory,
                        digest=digest,
                        mtime_ns=st.st_mtime_ns,
                        size=st.st_size,
                        error=exc.reason,
                        ctime_ns=st.st_ctime_ns,
                    )
                else:
                    embed.extend(
                        index.upsert(
                            memory,
                            mtime_ns=st.st_mtime_ns,
                            size=st.st_size,
                            scope_dir=directory,
                            ctime_ns=st.st_ctime_ns,
                        )
                    )
                if old_hash is None:
                    added += 1
                else:
                    updated += 1
            if progress is not None:
                progress(1)
    return SyncOutcome(added, updated, removed, unchanged, tuple(errors), tuple(embed))


@dataclass(frozen=True, slots=True)
class ArchiveSyncOutcome:
    read: int  # archive files new, grown or rewritten since the index read them
    removed: int  # archive files gone from disk
    unchanged: int
    new_messages: tuple[NewMessage, ...]


def sync_archives(
    archive: SessionArchive, *, progress: Callable[[int], None] | None = None
) -> ArchiveSyncOutcome:
    """Bring the message index in line with the session archive files.

    Each changed file is caught up in a transaction of its own, so a process killed
    here keeps what it finished and the next sync does the rest."""
    known = archive.records()
    now_ns = time.time_ns()
    changed: list[Path] = []
    present: set[str] = set()
    unchanged = 0
    for entry in _archive_entries(archive.sessions_dir):
        try:
            st = entry.stat()
        except FileNotFoundError:
            continue  # deleted while we looked: dropped as gone below
        present.add(entry.name)
        if archive_unchanged(known.get(entry.name), st, now_ns):
            unchanged += 1
            if progress is not None:
                progress(1)
            continue
        changed.append(Path(entry.path))
    gone = [name for name in known if name not in present]
    new: list[NewMessage] = []
    for path in [archive.sessions_dir / name for name in gone] + changed:
        # catch_up looks again under the write lock: an import may have (re)created it
        with transaction(archive.conn):
            new.extend(archive.catch_up(path))
        crash_point("archive-caught-up")  # the kill tests: some archives read, not all
        if progress is not None and path.name in present:
            progress(1)
    return ArchiveSyncOutcome(len(changed), len(gone), unchanged, tuple(new))


def archive_unchanged(record: ArchiveRecord | None, st: os.stat_result, now_ns: int) -> bool:
    """True if the archive is as the index last read it: the same stat, and written
    longer ago than the racy window (an append always changes the size; a same-size
    rewrite within the timestamp granularity could keep the stat)."""
    return (
        record is not None
        and record.same_stat(st)
        and now_ns - st.st_mtime_ns >= racy_window(st.st_mtime_ns)
    )


def _archive_entries(directory: Path) -> list[os.DirEntry[str]]:
    from memwell.index.archive import ARCHIVE_SUFFIX  # session search only

    try:
        entries = list(os.scandir(directory))
    except FileNotFoundError:
        return []
    # a link is no archive: memwell follows no link inside its home
    return [
        e for e in entries if e.name.endswith(ARCHIVE_SUFFIX) and e.is_file(follow_symlinks=False)
    ]
