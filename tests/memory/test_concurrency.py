"""Several processes writing at once, and a writer killed mid-write."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.config import Settings
from memwell.layout import Layout
from memwell.memory.document import parse
from memwell.memory.store import MemoryStore

WRITER = textwrap.dedent(
    r"""
    import sys
    from memwell.api import Harness
    from memwell.errors import MemoryNotFound, WriteConflict

    home, workspace, worker, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    harness = Harness(home, workspace)  # store writes also update the search index
    for i in range(count):
        harness.remember(
            "workspace", f"w{worker}_{i}", "project", f"topic {worker}/{i}", f"marker{worker}x{i}"
        )
        # everyone also appends to one shared topic: read, modify, write with the hash that
        # was read, and retry when another process got there first (no lost update)
        while True:
            try:
                current = harness.store.get("shared", "workspace")
                body, expected = current.body, current.content_hash
            except MemoryNotFound:
                body, expected = "", None
            try:
                harness.store.save(
                    "workspace", "shared", "project", "shared topic",
                    body + f"line {worker}/{i}\n", expected_hash=expected,
                )
                break
            except WriteConflict:
                continue
    """
)


def test_concurrent_writers_lose_nothing_and_keep_the_index_consistent(
    isolated_home: Path, workspace_dir: Path
) -> None:
    workers, per_worker = 4, 15
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-c",
                WRITER,
                str(isolated_home),
                str(workspace_dir),
                str(w),
                str(per_worker),
            ]
        )
        for w in range(workers)
    ]
    assert [p.wait(timeout=120) for p in procs] == [0] * workers

    store = MemoryStore(Layout.resolve(isolated_home, workspace_dir), Settings())
    result = store.scan("workspace")
    assert result.errors == ()
    names = {m.name for m in result.memories}
    expected = {f"w{w}_{i}" for w in range(workers) for i in range(per_worker)} | {"shared"}
    assert names == expected
    index_lines = [
        line for line in store.read_index("workspace").splitlines() if line.startswith("- [")
    ]
    assert len(index_lines) == len(expected)
    shared_lines = store.get("shared").body.splitlines()
    assert sorted(shared_lines) == sorted(
        f"line {w}/{i}" for w in range(workers) for i in range(per_worker)
    )
    harness = Harness(isolated_home, workspace_dir)
    for w in range(workers):
        for i in range(per_worker):
            hits = harness.search(f"marker{w}x{i}", limit=1)
            assert [h.name for h in hits] == [f"w{w}_{i}"]


KILLED_WRITER = textwrap.dedent(
    """
    import sys
    from memwell.api import Harness
    from memwell.errors import MemoryNotFound, WriteConflict
from memwell.config import Settings
    from memwell.layout import Layout
    from memwell.memory.store import MemoryStore

    store = MemoryStore(Layout.resolve(sys.argv[1], sys.argv[2]), Settings())
    i = 0
    while True:
        letter = "ab"[i % 2]
        store.save("user", "big", "reference", "a big topic", letter * 4_000_000)
        print(i, flush=True)
        i += 1
    """
)


def test_a_writer_killed_mid_write_leaves_no_partial_file(
    isolated_home: Path, workspace_dir: Path
) -> None:
    layout = Layout.resolve(isolated_home, workspace_dir)
    path = layout.user_dir / "big.md"
    for delay in (0.35, 0.5, 0.65, 0.8):
        proc = subprocess.Popen(
            [sys.executable, "-c", KILLED_WRITER, str(isolated_home), str(workspace_dir)],
            stdout=subprocess.PIPE,
        )
        time.sleep(delay)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        if path.exists():
            memory = parse(path.read_text(), path=path, scope="user")
            body = memory.body.rstrip("\n")
            assert len(body) == 4_000_000
            assert set(body) in ({"a"}, {"b"})
    # a killed writer may leave a hidden temp file, but never a visible topic
    store = MemoryStore(layout, Settings())
    assert all(not m.name.startswith(".") for m in store.list())


HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from memwell.durable import store_lock

    with store_lock(Path(sys.argv[1]), timeout=5):
        print("locked", flush=True)
        time.sleep(60)
    """
)


def test_a_held_lock_times_out_and_a_killed_holder_releases_it(tmp_path: Path) -> None:
    from memwell.durable import store_lock
    from memwell.errors import LockTimeout

    lock = tmp_path / ".memwell.lock"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(lock)], stdout=subprocess.PIPE)
    assert holder.stdout is not None and holder.stdout.readline().strip() == b"locked"
    try:
        with pytest.raises(LockTimeout, match="could not lock"), store_lock(lock, timeout=0.2):
            pass
    finally:
        os.kill(holder.pid, signal.SIGKILL)
        holder.wait()
    with store_lock(lock, timeout=2):  # the kernel dropped the dead holder's lock
        pass
