"""Opening the index file: pragmas, migrations, and sqlite3 errors mapped to ours."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from memwell.errors import IndexStoreError
from memwell.index.migrations import migrate


def connect(path: Path | str) -> sqlite3.Connection:
    """Open (creating if needed) the index at `path` and bring its schema up to date."""
    if str(path) != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    with sqlite_errors(path):
        # autocommit mode: transactions are explicit, via `transaction(conn)`
        conn = sqlite3.connect(str(path), timeout=10.0, isolation_level=None)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute("PRAGMA temp_store=MEMORY")
        migrate(conn)
    return conn


@contextmanager
def sqlite_errors(path: Path | str) -> Iterator[None]:
    """Translate sqlite3 errors into `IndexStoreError` with a next step."""
    try:
        yield
    except sqlite3.DatabaseError as exc:
        raise IndexStoreError(
            f"search index {path}: {exc}; the index is derived data - delete it and run "
            "`memwell reindex` if the problem persists"
        ) from exc


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """BEGIN IMMEDIATE ... COMMIT, rolled back if the block raises."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
