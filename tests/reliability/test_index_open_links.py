"""The index file is never reached through a link swapped in after memwell's check.

SQLite opens the index by name (Python's sqlite3 cannot hand it a descriptor) and follows
a link in place of the main file; it opens `-wal`, `-shm` and `-journal` with O_NOFOLLOW
itself. So the index's one connection function creates the file itself, lets SQLite open
it without creating, and checks the file SQLite opened before anything is written
(`memwell.index.schema._open_confined`). These tests put the link in place at the worst
moment: after memwell created or checked the file, before SQLite opens it."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from memwell.errors import IndexStoreError, LinkRefused
from memwell.index import schema


@pytest.fixture
def home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    return home


def _swap_in_link_after_create(monkeypatch: pytest.MonkeyPatch, index: Path, target: Path) -> None:
    created = schema.open_descriptor

    def create_then_swap(path: Path, flags: int, *, home: Path | None, perms: int = 0o600) -> int:
        fd = created(path, flags, home=home, perms=perms)
        os.unlink(index)
        os.symlink(target, index)
        return fd

    monkeypatch.setattr(schema, "open_descriptor", create_then_swap)


def test_a_link_to_an_existing_file_is_refused_before_anything_is_written(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    victim = tmp_path / "victim.db"
    sqlite3.connect(victim).execute("CREATE TABLE precious (x)").connection.commit()
    before = victim.read_bytes()
    index = home / "index.sqlite"
    _swap_in_link_after_create(monkeypatch, index, victim)
    with pytest.raises(LinkRefused):
        schema.connect(index, home=home)
    assert victim.read_bytes() == before
    assert not Path(str(victim) + "-wal").exists()


def test_a_link_to_a_missing_file_creates_nothing_outside(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    missing = tmp_path / "outside" / "planted.db"
    missing.parent.mkdir()
    index = home / "index.sqlite"
    _swap_in_link_after_create(monkeypatch, index, missing)
    with pytest.raises(IndexStoreError):
        schema.connect(index, home=home)
    assert list(missing.parent.iterdir()) == []


@pytest.mark.parametrize("suffix", ["-wal", "-shm"])
def test_sqlite_itself_refuses_a_link_for_its_side_files(
    home: Path, tmp_path: Path, suffix: str
) -> None:
    """The premise for the side files: SQLite's unix VFS opens them with O_NOFOLLOW."""
    index = home / "index.sqlite"
    schema.connect(index, home=home).close()
    for side in schema.index_files(index)[1:]:
        side.unlink(missing_ok=True)
    outside = tmp_path / f"outside{suffix}"
    (home / f"index.sqlite{suffix}").symlink_to(outside)
    with pytest.raises(IndexStoreError):
        conn = schema.connect(index, home=home)
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    assert not outside.exists()


def test_a_home_that_is_itself_a_link_opens_as_before(tmp_path: Path) -> None:
    real = tmp_path / "real-home"
    real.mkdir()
    home = tmp_path / "home-link"
    home.symlink_to(real)
    conn = schema.connect(home.resolve() / "index.sqlite", home=home.resolve())
    conn.execute("CREATE TABLE IF NOT EXISTS t (x)")
    conn.close()
    assert (real / "index.sqlite").stat().st_size > 0
