"""Named migrations, recorded in `_migrations`."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from memwell.errors import SchemaError
from memwell.index import migrations
from memwell.index.schema import connect


def test_fresh_index_records_every_migration(tmp_path: Path) -> None:
    conn = connect(tmp_path / "index.sqlite")
    names = [r[0] for r in conn.execute("SELECT name FROM _migrations ORDER BY rowid")]
    assert names == [name for name, _ in migrations.MIGRATIONS]
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    assert {"memories", "memory_fts", "messages", "message_fts", "embeddings"} <= tables


def test_reopening_runs_nothing(tmp_path: Path) -> None:
    connect(tmp_path / "index.sqlite").close()
    conn = connect(tmp_path / "index.sqlite")
    assert migrations.migrate(conn) == []


def test_newer_index_is_refused_with_a_next_step(tmp_path: Path) -> None:
    conn = connect(tmp_path / "index.sqlite")
    conn.execute("INSERT INTO _migrations VALUES ('m999_future', 'now')")
    conn.close()
    with pytest.raises(SchemaError, match=r"newer memwell.*reindex"):
        connect(tmp_path / "index.sqlite")


def test_failed_migration_rolls_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def m900_broken(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE half_done (x)")
        conn.execute("THIS IS NOT SQL")

    monkeypatch.setattr(
        migrations, "MIGRATIONS", [*migrations.MIGRATIONS, ("m900_broken", m900_broken)]
    )
    with pytest.raises(SchemaError, match="m900_broken"):
        connect(tmp_path / "index.sqlite")
    conn = sqlite3.connect(tmp_path / "index.sqlite")
    assert conn.execute("SELECT name FROM sqlite_master WHERE name='half_done'").fetchone() is None
    assert "m900_broken" not in {r[0] for r in conn.execute("SELECT name FROM _migrations")}


def test_duplicate_names_are_rejected() -> None:
    with pytest.raises(ValueError, match="duplicate"):
        migrations.migration(migrations.m001_memories)
