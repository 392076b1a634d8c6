"""A damaged index.sqlite is moved aside and rebuilt from the files, never a traceback.

Real SQLite files damaged the ways disks and crashes damage them: garbage bytes, a
truncated file, and undecodable bytes inside a page whose header is still valid.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from memwell.api import Harness
from memwell.cli import cli
from memwell.errors import IndexStoreError
from memwell.index.schema import is_damaged

CHAT = [
    {"id": "m1", "speaker": "Ann", "content": "The offsite is in Lisbon this year."},
    {"id": "m2", "speaker": "Bob", "content": "Then we book flights on Monday."},
]


def garbage(path: Path) -> None:
    path.write_bytes(os.urandom(40_000))


def truncated(path: Path) -> None:
    with path.open("r+b") as f:
        f.truncate(path.stat().st_size // 3)


def undecodable_body(path: Path) -> None:
    """Valid header and b-tree; only a stored body holds bytes that are not UTF-8."""
    data = bytearray(path.read_bytes())
    at = data.find(b"fridays")
    assert at > 0
    data[at + 1] = 0xFF
    path.write_bytes(bytes(data))


def mangled_date(path: Path) -> None:
    """Pages and UTF-8 intact; the dates stored in the row of `deploys` no longer parse."""
    data = bytearray(path.read_bytes())
    changed = 0
    at = data.find(b"We deploy on fridays.")
    while at > 0:
        window_start = max(0, at - 400)
        for offset in range(at, window_start, -1):  # the row's dates come before its body
            if data[offset : offset + 6] == b"+00:00":
                data[offset] = ord("K")
                changed += 1
        at = data.find(b"We deploy on fridays.", at + 1)
    assert changed
    path.write_bytes(bytes(data))


def foreign(path: Path) -> None:
    """A sound SQLite file whose tables are not this memwell's (another program's, or an
    index edited by hand): no migration applies to it, and `reindex` failed the same way."""
    path.unlink()
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE memories(x)")
        conn.execute("CREATE TABLE embeddings(y)")


DAMAGE: dict[str, Callable[[Path], None]] = {
    "foreign": foreign,
    "garbage": garbage,
    "mangled_date": mangled_date,
    "truncated": truncated,
    "undecodable": undecodable_body,
}


@pytest.fixture
def home(isolated_home: Path, workspace_dir: Path) -> Path:
    harness = Harness(isolated_home, workspace_dir)
    for i in range(12):
        harness.remember("user", f"topic_{i}", "user", f"Topic {i}", f"filler {i}")
    harness.remember("user", "deploys", "user", "Deploy days", "We deploy on fridays.")
    harness.import_session(CHAT, session_id="s1")
    harness.index.close()
    index = isolated_home / "index.sqlite"
    with sqlite3.connect(index) as conn:  # fold the WAL in, so the main file holds it all
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    for suffix in ("-wal", "-shm"):
        Path(f"{index}{suffix}").unlink(missing_ok=True)
    return isolated_home


def cli_run(home: Path, workspace: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, [*args, "--home", str(home), "--workspace", str(workspace)])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout


def damaged(home: Path, how: str) -> bytes:
    index = home / "index.sqlite"
    DAMAGE[how](index)
    return index.read_bytes()


def set_aside(home: Path) -> list[Path]:
    return sorted(
        p
        for p in home.iterdir()
        if p.name.startswith("index.sqlite.corrupt-") and not p.name.endswith(("-wal", "-shm"))
    )


@pytest.mark.parametrize("how", sorted(DAMAGE))
def test_search_answers_and_keeps_the_bad_file_aside(
    home: Path, workspace_dir: Path, how: str, caplog: pytest.LogCaptureFixture
) -> None:
    bad = damaged(home, how)
    code, out = cli_run(home, workspace_dir, "search", "fridays")
    assert code == 0
    assert "deploys" in out
    (aside,) = set_aside(home)
    if how == "foreign":  # opened in WAL mode before its tables were read: header changed
        with sqlite3.connect(aside) as conn:
            tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
        assert {"memories", "embeddings"} <= tables  # its own tables kept
    else:
        assert aside.read_bytes() == bad
    assert any("damaged" in r.getMessage() and str(aside) in r.getMessage() for r in caplog.records)
    # the rebuilt index answers for the sessions too (from the archive)
    hits = Harness(home, workspace_dir).search_sessions("Lisbon")
    assert hits and hits[0].message_id == "m1"


@pytest.mark.parametrize("how", sorted(DAMAGE))
def test_turn_recalls_through_a_damaged_index(home: Path, workspace_dir: Path, how: str) -> None:
    damaged(home, how)
    code, out = cli_run(
        home, workspace_dir, "turn", "what did we decide about deploying on fridays?"
    )
    assert code == 0
    assert "deploys" in out


@pytest.mark.parametrize("how", sorted(DAMAGE))
def test_save_indexes_the_new_topic(home: Path, workspace_dir: Path, how: str) -> None:
    damaged(home, how)
    code, _ = cli_run(
        home, workspace_dir, "save", "--scope", "user", "--name", "release",
        "--type", "user", "--description", "Release train", "--content", "Trains leave at noon.",
    )  # fmt: skip
    assert code == 0
    assert [h.name for h in Harness(home, workspace_dir).search("noon")] == ["release"]


@pytest.mark.parametrize("how", sorted(DAMAGE))
def test_reindex_rebuilds_a_damaged_index(home: Path, workspace_dir: Path, how: str) -> None:
    damaged(home, how)
    code, out = cli_run(home, workspace_dir, "reindex")
    assert code == 0
    assert "indexed 13 memories and 2 messages in 1 sessions" in out
    # no damaged page is left behind: every stored text reads back
    with sqlite3.connect(home / "index.sqlite") as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        for table in ("memories", "memory_chunks", "messages"):
            conn.execute(f"SELECT * FROM {table}").fetchall()
    assert [h.name for h in Harness(home, workspace_dir).search("fridays")] == ["deploys"]


@pytest.mark.parametrize("how", ["garbage", "truncated"])
def test_reindex_sets_aside_a_file_sqlite_cannot_read(
    home: Path, workspace_dir: Path, how: str
) -> None:
    bad = damaged(home, how)
    Harness(home, workspace_dir).reindex()
    (aside,) = set_aside(home)
    assert aside.read_bytes() == bad


def test_a_healthy_index_is_left_in_place(home: Path, workspace_dir: Path) -> None:
    Harness(home, workspace_dir).reindex()
    assert set_aside(home) == []


def test_only_damage_counts_as_damage() -> None:
    busy = sqlite3.OperationalError("database is locked")
    busy.sqlite_errorcode = sqlite3.SQLITE_BUSY  # type: ignore[attr-defined]
    assert not is_damaged(busy)
    assert not is_damaged(sqlite3.OperationalError("attempt to write a readonly database"))
    assert not is_damaged(ValueError("x"))
    malformed = sqlite3.DatabaseError("database disk image is malformed")
    malformed.sqlite_errorcode = sqlite3.SQLITE_CORRUPT  # type: ignore[attr-defined]
    assert is_damaged(malformed)
    assert is_damaged(sqlite3.OperationalError("Could not decode to UTF-8 column 'body'"))


def test_reindex_replaces_an_index_whose_own_schema_is_mangled(
    home: Path, workspace_dir: Path
) -> None:
    # a flipped byte in a CREATE statement: SQLite opens the file, and every query on
    # the table fails with a plain SQL error ("no such column") rather than "malformed"
    index = home / "index.sqlite"
    data = index.read_bytes()
    column = b"aliases TEXT NOT NULL"
    assert data.count(column) == 1  # only in the table's schema text, never in a row
    index.write_bytes(data.replace(column, b"aliaset TEXT NOT NULL"))
    with pytest.raises(IndexStoreError, match="run `memwell reindex`"):
        Harness(home, workspace_dir).search("fridays")  # the CLI prints this one line
    code, out = cli_run(home, workspace_dir, "reindex")
    assert code == 0
    assert "indexed 13 memories and 2 messages in 1 sessions" in out
    assert len(set_aside(home)) == 1
    assert [h.name for h in Harness(home, workspace_dir).search("fridays")] == ["deploys"]
