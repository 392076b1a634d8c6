"""Opening the index file: pragmas, migrations, and sqlite3 errors mapped to ours.

The index is derived data (the Markdown files and session archives are the truth), so a
file SQLite calls damaged is not repaired: it is moved aside as
`index.sqlite.corrupt-<UTC time>` (kept for a bug report, never read again) and a fresh
index is created; memory and session search fill it from the files on first use.
"""

from __future__ import annotations

import functools
import os
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Concatenate, ParamSpec, Protocol, TypeVar

from memwell.durable import open_descriptor
from memwell.errors import IndexCorrupt, IndexStoreError, LinkRefused
from memwell.index.migrations import migrate
from memwell.lazy_logging import lazy_logger

log = lazy_logger(__name__)  # imports logging when it first logs

# Python's sqlite3 reports text it cannot decode with this message and no error code;
# memwell only ever writes valid UTF-8, so such bytes mean a damaged page.
UNDECODABLE_TEXT = "Could not decode to UTF-8"
DAMAGED_CODES = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


# the files SQLite keeps next to the index (WAL mode, and a rollback journal if any)
SIDE_SUFFIXES = ("-wal", "-shm", "-journal")


def index_files(path: Path) -> list[Path]:
    """The index file and the side files SQLite opens with it."""
    return [path, *(path.with_name(path.name + suffix) for suffix in SIDE_SUFFIXES)]


def connect(path: Path | str, *, home: Path | None = None) -> sqlite3.Connection:
    """Open (creating if needed) the index at `path` and bring its schema up to date.

    With `home` (the index of a memwell home), the file is never reached through a link:
    see `_open_confined`. A damaged file is moved aside and replaced by a fresh, empty
    index."""
    if str(path) == ":memory:":
        return _open(path)
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    opened = file_id(path)
    try:
        return _open(path, home)
    except IndexCorrupt as exc:
        move_aside(path, exc, opened)
        return _open(path, home)


def _open_confined(path: Path, home: Path) -> sqlite3.Connection:
    """A connection to the index file at `path` that SQLite did not reach through a link.

    Python's sqlite3 cannot hand SQLite a descriptor, and SQLite follows a link in place
    of the main file (it opens `-wal`, `-shm` and `-journal` with O_NOFOLLOW itself). So:
    memwell creates the file itself (through the home's folder descriptors, never
    following a link), SQLite opens it without creating (`mode=rw`: a link swapped in
    towards a missing file fails instead of creating one outside), and before anything
    is written the file SQLite resolved and opened (`PRAGMA database_list`) must be the
    one named; otherwise the connection is closed unused and the link refused."""
    try:
        os.close(open_descriptor(path, os.O_RDWR | os.O_CREAT, home=home))
    except OSError as exc:  # a folder in its place, no permission: as SQLite would report
        raise IndexStoreError(
            f"search index {path}: cannot open it ({exc.strerror or exc}); the index is "
            "derived data - delete it and run `memwell reindex` if the problem persists"
        ) from exc
    conn = sqlite3.connect(
        path.absolute().as_uri() + "?mode=rw", uri=True, timeout=10.0, isolation_level=None
    )
    opened = next(row[2] for row in conn.execute("PRAGMA database_list") if row[1] == "main")
    if os.path.normcase(opened) != os.path.normcase(_expected(path)):
        conn.close()
        raise LinkRefused(path, home)
    return conn


def _expected(path: Path) -> str:
    """The name SQLite resolves `path` to when no link lies inside the home: the home
    (which may itself be a link) resolved, then the file's own name."""
    return os.path.join(os.path.realpath(path.parent), path.name)


def _open(path: Path | str, home: Path | None = None) -> sqlite3.Connection:
    conn: sqlite3.Connection | None = None
    try:
        with sqlite_errors(path):
            # autocommit mode: transactions are explicit, via `transaction(conn)`
            if home is not None:
                conn = _open_confined(Path(path), home)
            else:
                conn = sqlite3.connect(str(path), timeout=10.0, isolation_level=None)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA foreign_keys=ON")
            conn.execute("PRAGMA temp_store=MEMORY")
            migrate(conn)
    except IndexStoreError:
        if conn is not None:
            conn.close()
        raise
    return conn


def is_damaged(exc: BaseException) -> bool:
    """True if `exc` says the index file itself is broken (not locked, read-only, full...)."""
    if isinstance(exc, (UnicodeDecodeError, RowUndecodable)):
        # sqlite3 raises this for some undecodable rows; the files memwell reads turn
        # theirs into FrontmatterError / TranscriptError before they get here
        return True
    if not isinstance(exc, sqlite3.DatabaseError):
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in DAMAGED_CODES:  # low byte: the primary code
        return True
    return str(exc).startswith(UNDECODABLE_TEXT)


def damage_to_rebuild(error: IndexStoreError, path: Path | str) -> IndexCorrupt | None:
    """What a rebuild asked for by the person (`memwell reindex`) sets aside: damage,
    and also SQL errors against the file's own schema ("no such column", a mangled
    CREATE statement) - a healthy index of this memwell never gives those, and only a
    fresh file can fix them. Locks, read-only files and full disks are not set aside."""
    if isinstance(error, IndexCorrupt):
        return error
    cause = error.__cause__
    code = getattr(cause, "sqlite_errorcode", None)
    if isinstance(cause, sqlite3.DatabaseError) and code == sqlite3.SQLITE_ERROR:
        return IndexCorrupt(str(path), str(cause))
    return None


def file_id(path: Path | str) -> tuple[int, int] | None:
    """(device, inode) of the index file, to tell it apart from a replacement."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


def move_aside(path: Path | str, damage: IndexCorrupt, opened: tuple[int, int] | None) -> None:
    """Rename the damaged index (and its -wal and -shm files) out of the way.

    `opened` is the file the damage was found in: if another process has already
    replaced it, the replacement is left alone."""
    if opened is None or file_id(path) != opened:
        return
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    target = Path(f"{path}.corrupt-{stamp}")
    for suffix in ("-wal", "-shm", ""):  # the main file last: its name is what others open
        try:
            os.replace(f"{path}{suffix}", f"{target}{suffix}")
        except FileNotFoundError:
            continue
    log.warning(
        "search index %s was damaged (%s); moved it to %s and rebuilding it from the files",
        path,
        damage.reason,
        target,
    )


def check_integrity(conn: sqlite3.Connection, path: Path | str) -> None:
    """Raise `IndexCorrupt` unless SQLite's page-level check of the whole file passes."""
    with sqlite_errors(path):
        problems = [row[0] for row in conn.execute("PRAGMA quick_check")]
    if problems != ["ok"]:
        raise IndexCorrupt(str(path), "; ".join(str(p) for p in problems[:3]))


class RowUndecodable(ValueError):
    """A catalog row whose stored value memwell itself could not have written (a date
    that does not parse, a tag list that is not JSON): damage SQLite's checks let through."""


@contextmanager
def sqlite_errors(path: Path | str) -> Iterator[None]:
    """Translate sqlite3 errors into `IndexStoreError` with a next step."""
    try:
        yield
    except (sqlite3.DatabaseError, UnicodeDecodeError, RowUndecodable) as exc:
        if is_damaged(exc):
            raise IndexCorrupt(str(path), str(exc)) from exc
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
        if conn.in_transaction:  # SQLite may have rolled back already (a damaged page)
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


@contextmanager
def snapshot(conn: sqlite3.Connection) -> Iterator[None]:
    """A read transaction (deferred BEGIN ... COMMIT) around several queries.

    Why: in WAL mode each statement outside a transaction sees the latest commit, so a
    chunk id found by one query may be gone (re-indexed by another process) when the
    next query asks for its row. Inside one read transaction every query sees the same
    committed state; writers are not blocked."""
    conn.execute("BEGIN")
    try:
        yield
    finally:
        if conn.in_transaction:
            conn.execute("COMMIT")


class _Recoverable(Protocol):
    def _discard_damaged(self, damage: IndexCorrupt, *, rebuild: bool = True) -> None: ...


_Index = TypeVar("_Index", bound=_Recoverable)
_P = ParamSpec("_P")
_R = TypeVar("_R")


def recovers(
    method: Callable[Concatenate[_Index, _P], _R],
) -> Callable[Concatenate[_Index, _P], _R]:
    """Trigger: SQLite finds the index file damaged in the middle of an operation. Why:
    the index is derived, so a damaged page must cost a rebuild, not an answer. Outcome:
    the file is moved aside, a fresh index opened, and the operation run once more; it
    fills the new index from the files as it goes (sync and session search do)."""

    @functools.wraps(method)
    def run(index: _Index, /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        try:
            return method(index, *args, **kwargs)
        except IndexCorrupt as damage:
            index._discard_damaged(damage)
            return method(index, *args, **kwargs)

    return run
