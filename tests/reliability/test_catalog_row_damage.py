"""A catalog row damaged in the file (one flipped byte SQLite's checks let through) is
damage: the index is rebuilt from the topic files, and search, turn, the gate, `ls` and
reindex answer; none of them fails with a traceback.

Bytes are flipped inside the `memories` record of one topic, found in the real index
file between its path and its row checksum (the record's first and last values), and in
its chunk text; each flip is a fresh copy of the same index.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.errors import MemwellError
from memwell.index import rows as stored
from memwell.index.schema import RowUndecodable
from memwell.memory.document import Memory

FLIPS = 24


def _build(home: Path, workspace: Path) -> bytes:
    harness = Harness(home, workspace)
    for i in range(6):
        harness.remember("user", f"topic_{i}", "user", f"Topic {i}", f"filler {i}")
    harness.remember(
        "workspace",
        "deploys",
        "project",
        "Deploy days",
        "Never deploy on fridays; we deploy on tuesdays.",
        tags=["release"],
        aliases=["shipping days"],
    )
    harness.index.close()
    with sqlite3.connect(home / "index.sqlite") as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return (home / "index.sqlite").read_bytes()


def _record_span(data: bytes, home: Path) -> tuple[int, int]:
    """Where the `deploys` row's record lies in the file: from its path (the record's
    first value) to the end of its row checksum (the last)."""
    with sqlite3.connect(home / "index.sqlite") as conn:
        path, digest = conn.execute(
            "SELECT path, row_hash FROM memories WHERE name = 'deploys'"
        ).fetchone()
    end = data.index(digest.encode()) + len(digest)
    start = data.rindex(path.encode(), 0, end)
    return start, end


def _fields(memory: Memory) -> tuple[object, ...]:
    return (
        memory.name,
        memory.type,
        memory.description,
        memory.body,
        memory.tags,
        memory.aliases,
        memory.pinned,
        memory.created,
    )


def _operations(harness: Harness) -> None:
    harness.search("fridays")
    harness.turn("can we deploy on fridays?")
    harness.gate("deploy to production now")
    harness.scan()
    harness.reindex()


def test_flipped_bytes_in_a_catalog_row_give_no_traceback(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    home = tmp_path / "home"
    pristine = _build(home, workspace)
    start, end = _record_span(pristine, home)
    chunk = pristine.index(b"Never deploy on fridays")
    truth = next(m for m in Harness(home, workspace).memories() if m.name == "deploys")
    rng = random.Random(12)
    failures: list[str] = []
    for flip in range(FLIPS):
        data = bytearray(pristine)
        where = rng.randrange(start, end) if flip % 3 else rng.randrange(chunk, chunk + 40)
        data[where] ^= rng.choice((0x01, 0x02, 0x04, 0x20, 0x40, 0x80))
        for side in ("-wal", "-shm"):
            Path(f"{home}/index.sqlite{side}").unlink(missing_ok=True)
        (home / "index.sqlite").write_bytes(bytes(data))
        harness = Harness(home, workspace)
        try:
            # what a turn reads of the catalog is what the file says, or the index was
            # found damaged and rebuilt: never a changed value taken as the topic's
            rows = [_fields(m) for m in harness.index.catalog_rows() if m.path == truth.path]
            if rows != [_fields(truth)]:
                failures.append(f"byte {where}: the catalog gave {rows}")
            _operations(harness)
            found = [hit.name for hit in harness.search("fridays")][:1]
            if found != ["deploys"]:
                failures.append(f"byte {where}: search found {found}")
        except MemwellError:
            pass  # one clear error line: allowed (none expected)
        except Exception as exc:  # the point of the test: no other exception escapes
            failures.append(f"byte {where}: {type(exc).__name__}: {exc}")
        finally:
            harness.index.close()
    assert not failures, failures


def test_every_catalog_value_is_checked_as_it_is_decoded() -> None:
    values = (
        "/h/user/x.md",
        "user",
        "x",
        "user",
        "d",
        '["t"]',
        "[]",
        0,
        "2026-12-01T16:08:53+00:00",
        None,
        "body",
        "abc",
    )
    memory = stored.row_memory((*values, stored.row_hash(values)))
    assert memory.tags == ("t",)
    # one flipped byte in the date that still decodes as text: caught by the checksum,
    # and by the date reader when there is no checksum (a row written before it existed)
    damaged = list(values)
    damaged[8] = "2026-12-01T16:08:53K00:00"
    with pytest.raises(RowUndecodable):
        stored.row_memory((*damaged, stored.row_hash(values)))
    with pytest.raises(RowUndecodable):
        stored.row_memory((*damaged, None))
    for column, value in ((5, '["t"'), (5, "[1]"), (2, 7), (7, 2)):
        broken = list(values)
        broken[column] = value
        with pytest.raises(RowUndecodable):
            stored.row_memory((*broken, None))
