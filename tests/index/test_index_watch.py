"""The freshness check of a long-lived process: after its second check, only the files the
kernel names as changed are looked at, and the index ends exactly as a full check leaves it."""

from __future__ import annotations

import os
import random
import struct
import sys
import time
from pathlib import Path

import pytest
from test_index_memories import age, write_topic

from memwell.config import Settings
from memwell.index import sync, watch
from memwell.index.schema import transaction
from memwell.index.search_index import SearchIndex
from memwell.layout import Layout

pytestmark = pytest.mark.skipif(
    watch._Inotify.open() is None, reason="inotify is Linux-only; elsewhere every check is full"
)


@pytest.fixture(autouse=True)
def scope_dirs(layout: Layout, monkeypatch: pytest.MonkeyPatch) -> None:
    """Both scope directories exist (one that does not is listed, cheaply, every time),
    and a second check counts as a long-lived process's."""
    monkeypatch.setattr(watch, "LONG_LIVED_S", 0.0)
    for scope in ("user", "workspace"):
        layout.scope_dir(scope).mkdir(parents=True, exist_ok=True)


def listed(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The directories the freshness check lists whole from now on."""
    calls: list[Path] = []
    real = sync.topic_files

    def counting(directory: Path) -> list[os.DirEntry[str]]:
        calls.append(directory)
        return real(directory)

    monkeypatch.setattr(sync, "topic_files", counting)
    return calls


def names(index: SearchIndex, query: str) -> list[str]:
    return sorted(h.name for h in index.search(query))


def test_after_two_checks_an_edit_is_found_without_listing_the_directory(
    index: SearchIndex, layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    ws = layout.scope_dir("workspace")
    path = write_topic(ws, "db", "Database choice", "We use MySQL.")
    for i in range(20):
        age(write_topic(ws, f"other_{i}", f"Other {i}", "Nothing here."))
    age(path)
    assert names(index, "mysql") == ["db"]  # the process's first check: full
    assert names(index, "mysql") == ["db"]  # the second: full, and the watch starts
    calls = listed(monkeypatch)
    # same size, the old mtime put back: only the ctime (and the kernel) can tell
    before = path.stat()
    time.sleep(0.05)
    path.write_text(path.read_text().replace("MySQL", "Mongo"), encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert names(index, "mongo") == ["db"]
    assert names(index, "mysql") == []
    assert calls == []  # no directory was listed: only the named file was looked at


def test_added_deleted_and_renamed_files_are_seen_through_the_watch(
    index: SearchIndex, layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    ws = layout.scope_dir("workspace")
    age(write_topic(ws, "alpha", "Alpha", "The kestrel service."))
    index.sync_memories()
    index.sync_memories()
    calls = listed(monkeypatch)
    write_topic(ws, "beta", "Beta", "The falcon service.")
    assert names(index, "falcon") == ["beta"]
    (ws / "beta.md").rename(ws / "gamma.md")
    assert [h.path.name for h in index.search("falcon")] == ["gamma.md"]
    (ws / "gamma.md").unlink()
    (ws / "alpha.md").unlink()
    assert names(index, "kestrel") == []
    assert index.memories.count() == 0
    assert calls == []


def test_another_connection_s_commit_makes_the_next_check_full(
    index: SearchIndex, layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a reindex killed after it emptied the tables, or an older index file put back:
    # rows change with no file event, so the watch cannot vouch for them
    ws = layout.scope_dir("workspace")
    age(write_topic(ws, "db", "Database choice", "We use MySQL."))
    index.sync_memories()
    index.sync_memories()
    with SearchIndex(layout, Settings(), embedder=False) as other, transaction(other.conn):
        other.memories.clear()
    calls = listed(monkeypatch)
    assert names(index, "mysql") == ["db"]
    assert layout.scope_dir("workspace") in calls


def test_an_overflow_makes_the_next_check_full(
    index: SearchIndex, layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    ws = layout.scope_dir("workspace")
    age(write_topic(ws, "db", "Database choice", "We use MySQL."))
    index.sync_memories()
    index.sync_memories()
    calls = listed(monkeypatch)
    index.sync_memories()
    assert calls == []
    monkeypatch.setattr(watch._Inotify, "read", lambda self: [(-1, watch._OVERFLOW, "")])
    index.sync_memories()
    assert ws in calls


def test_a_scope_directory_replaced_is_checked_whole_and_watched_again(
    index: SearchIndex, layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    ws = layout.scope_dir("workspace")
    age(write_topic(ws, "db", "Database choice", "We use MySQL."))
    index.sync_memories()
    index.sync_memories()
    ws.rename(ws.with_name(ws.name + ".old"))
    age(write_topic(ws, "db", "Database choice", "We use Mongo."))
    calls = listed(monkeypatch)
    assert names(index, "mongo") == ["db"]
    assert names(index, "mysql") == []
    assert calls == [ws]  # once, then the new directory is watched
    write_topic(ws, "cache", "Cache", "We use Redis.")
    assert names(index, "redis") == ["cache"]
    assert calls == [ws]


def test_the_watched_index_ends_as_a_full_check_leaves_it(layout: Layout) -> None:
    """Random edits, additions, deletions, renames and touches, checked through the watch
    after each step: the rows equal those of an index that checks every file."""
    rng = random.Random(11)
    dirs = [layout.scope_dir("workspace"), layout.scope_dir("user")]
    for directory in dirs:
        for i in range(8):
            age(write_topic(directory, f"t{i}", f"Topic {i}", f"word{i} body"))
    watched = SearchIndex(layout, Settings(), embedder=False)
    watched.sync_memories()
    watched.sync_memories()
    for step in range(60):
        directory = rng.choice(dirs)
        files = sorted(directory.glob("*.md"))
        action = rng.choice(["edit", "add", "delete", "rename", "touch", "same_size"])
        if action == "add" or not files:
            write_topic(directory, f"n{step}", f"New {step}", f"word{step} fresh")
        else:
            path = rng.choice(files)
            if action == "edit":
                path.write_text(path.read_text() + f"\nmore{step}\n", encoding="utf-8")
            elif action == "delete":
                path.unlink()
            elif action == "rename":
                path.rename(directory / f"r{step}.md")
            elif action == "touch":
                os.utime(path)
            else:
                before = path.stat()
                text = path.read_text()
                path.write_text(text[:-2] + ("x" if text[-2] != "x" else "y") + "\n")
                os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
        if rng.random() < 0.5:
            watched.sync_memories()
    watched.sync_memories()
    rows = {d: watched.memories.known(d) for d in dirs}
    watched.reindex()  # every row again, from every file
    assert rows == {d: watched.memories.known(d) for d in dirs}
    watched.close()


def test_events_are_parsed_with_their_names() -> None:
    def event(wd: int, mask: int, name: bytes) -> bytes:
        padded = name + b"\0" * (16 - len(name)) if name else b""
        return struct.pack("iIII", wd, mask, 0, len(padded)) + padded

    data = event(1, 0x2, b"db.md") + event(-1, 0x4000, b"") + event(2, 0x200, "é.md".encode())
    assert watch.parse_events(data) == [(1, 0x2, "db.md"), (-1, 0x4000, ""), (2, 0x200, "é.md")]


def test_without_inotify_every_check_is_full(
    layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    ws = layout.scope_dir("workspace")
    age(write_topic(ws, "db", "Database choice", "We use MySQL."))
    with SearchIndex(layout, Settings(), embedder=False) as index:
        index.sync_memories()
        index.sync_memories()
        calls = listed(monkeypatch)
        index.sync_memories()
        assert sorted(calls) == sorted([ws, layout.scope_dir("user")])


def test_a_process_checking_twice_within_moments_starts_no_watch(
    index: SearchIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a hook process answering one event: its checks come within a second or two
    monkeypatch.setattr(watch, "LONG_LIVED_S", 3600.0)
    for _ in range(3):
        index.sync_memories()
    assert index._watch._inotify is None


def test_an_index_dropped_without_close_lets_its_watch_go(layout: Layout) -> None:
    import gc

    index = SearchIndex(layout, Settings(), embedder=False)
    index.sync_memories()
    index.sync_memories()
    inotify = index._watch._inotify
    assert inotify is not None
    fd = inotify.fd
    os.fstat(fd)  # open
    del index, inotify
    gc.collect()
    with pytest.raises(OSError):
        os.fstat(fd)
