"""Session archive and message index agree after crashes, restores and hand edits
(issue 12, items 6 and 7). Each test builds the state a crash leaves behind, then checks
that the next ordinary command (search, listing, import) puts it right."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from memwell.config import IndexSettings, Settings
from memwell.index.archive import TORN_SUFFIX, append_archive, read_archive, repair_tail
from memwell.index.schema import transaction
from memwell.index.search_index import SearchIndex
from memwell.index.types import ArchivedMessage
from memwell.layout import Layout


@pytest.fixture
def index(isolated_home: Path, workspace_dir: Path) -> Iterator[SearchIndex]:
    layout = Layout.resolve(isolated_home, workspace_dir)
    # every search checks the archive (the default lets a process skip it for 1 s)
    settings = Settings(index=IndexSettings(freshness_interval_s=0))
    with SearchIndex(layout, settings, embedder=False) as idx:
        yield idx


def chat(session: str, count: int, start: int = 0) -> list[dict[str, object]]:
    """Messages whose every content holds one word found nowhere else."""
    return [
        {"id": f"{session}-{i}", "role": "user", "content": f"note about w{session}x{i}q here"}
        for i in range(start, start + count)
    ]


def found(index: SearchIndex, session: str, i: int) -> list[str]:
    """Ids of the hits for a message's own word (its neighbours match by context)."""
    return [h.message_id for h in index.search_sessions(f"w{session}x{i}q", limit=5)]


def once(index: SearchIndex, session: str, i: int, message_id: str | None = None) -> bool:
    """The message (indexed once) is the best hit for its own word."""
    ids = found(index, session, i)
    expected = message_id or f"{session}-{i}"
    return ids[:1] == [expected] and ids.count(expected) == 1


def fts_rows(index: SearchIndex, query: str) -> int:
    """Rows of the FTS table itself that match (hits() would hide orphan rows)."""
    return int(
        index.conn.execute(
            "SELECT count(*) FROM message_fts WHERE message_fts MATCH ?", (query,)
        ).fetchone()[0]
    )


def archive_ids(path: Path) -> list[str]:
    return [m.message_id for m in read_archive(path)]


def test_a_reindex_killed_after_clearing_is_caught_up_by_the_next_search(
    index: SearchIndex,
) -> None:
    for s in ("a", "b", "c"):
        index.import_session(chat(s, 4), session_id=s)
    with transaction(index.conn):  # what a reindex killed right after its first step leaves
        index.memories.clear()
        index.archive.clear()
    assert once(index, "b", 2)
    assert sorted(item["session_id"] for item in index.sessions()) == ["a", "b", "c"]


def test_listing_alone_catches_up(index: SearchIndex) -> None:
    index.import_session(chat("a", 3), session_id="a")
    with transaction(index.conn):
        index.archive.clear()
    assert [(i["session_id"], i["message_count"]) for i in index.sessions()] == [("a", 3)]


def test_an_older_index_file_put_back_learns_the_newer_sessions(index: SearchIndex) -> None:
    index.import_session(chat("a", 3), session_id="a")
    index.close()
    backup = index.layout.index_path.with_name("backup.sqlite")
    shutil.copy(index.layout.index_path, backup)
    index.import_session(chat("a", 2, start=3), session_id="a")  # grows an old archive
    index.import_session(chat("b", 3), session_id="b")  # and a new one
    index.close()
    for suffix in ("-wal", "-shm"):
        Path(f"{index.layout.index_path}{suffix}").unlink(missing_ok=True)
    shutil.copy(backup, index.layout.index_path)
    assert once(index, "a", 4)
    assert once(index, "b", 0)
    assert once(index, "a", 0)  # once: the old prefix is not read twice
    counts = {i["session_id"]: i["message_count"] for i in index.sessions()}
    assert counts == {"a": 5, "b": 3}


def test_an_archive_deleted_by_hand_leaves_no_trace_in_the_index(index: SearchIndex) -> None:
    index.import_session(chat("a", 3), session_id="a")
    index.import_session(chat("b", 3), session_id="b")
    (index.layout.sessions_dir / "a.jsonl").unlink()
    assert found(index, "a", 1) == []
    assert fts_rows(index, "wax1q") == 0  # deleted with the values it was indexed with
    assert fts_rows(index, "content:wbx1q") == 1
    assert [i["session_id"] for i in index.sessions()] == ["b"]
    assert once(index, "b", 1)


def test_an_archive_edited_by_hand_is_read_again(index: SearchIndex) -> None:
    index.import_session(chat("a", 3), session_id="a")
    path = index.layout.sessions_dir / "a.jsonl"
    st = path.stat()
    text = path.read_text(encoding="utf-8").replace("wax1q", "wzx1q")  # same size
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))  # and the old mtime put back
    assert once(index, "z", 1, "a-1")
    assert found(index, "a", 1) == []
    assert fts_rows(index, "wax1q") == 0


def test_messages_archived_but_never_indexed_are_found_and_not_archived_again(
    index: SearchIndex,
) -> None:
    index.import_session(chat("other", 2), session_id="other")
    index.import_session(chat("a", 2), session_id="a")
    path = index.layout.sessions_dir / "a.jsonl"
    # a writer killed between the archive append and the index commit
    append_archive(
        path,
        [
            ArchivedMessage("a", f"a-{i}", i, "user", None, f"note about wax{i}q here", None)
            for i in range(2, 5)
        ],
    )
    assert once(index, "a", 3)
    result = index.import_session(chat("a", 6), session_id="a")  # the same, re-imported
    assert (result.added, result.skipped, result.total) == (1, 5, 6)
    assert archive_ids(path) == [f"a-{i}" for i in range(6)]


def test_reimport_after_an_uncommitted_append_appends_nothing_twice(index: SearchIndex) -> None:
    path = index.layout.sessions_dir / "a.jsonl"
    append_archive(  # no search in between: the import itself must catch up first
        path, [ArchivedMessage("a", "a-0", 0, "user", None, "note about wax0q here", None)]
    )
    index.import_session(chat("a", 3), session_id="a")
    assert archive_ids(path) == ["a-0", "a-1", "a-2"]
    assert once(index, "a", 0)


def test_a_torn_last_line_is_set_aside_before_the_next_append(index: SearchIndex) -> None:
    index.import_session(chat("a", 2), session_id="a")
    path = index.layout.sessions_dir / "a.jsonl"
    torn = json.dumps({"id": "a-2", "session_id": "a", "content": "note about wax2q"})
    with path.open("a", encoding="utf-8") as handle:
        handle.write(torn[: len(torn) // 2])  # a crash mid-append
    index.import_session(chat("a", 4), session_id="a")
    lines = path.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["id"] for line in lines] == ["a-0", "a-1", "a-2", "a-3"]
    assert path.with_name(path.name + TORN_SUFFIX).read_text() == torn[: len(torn) // 2] + "\n"
    assert once(index, "a", 2)
    index.reindex()
    assert once(index, "a", 2)  # still there after a rebuild from the archive


def test_a_whole_last_line_missing_only_its_newline_is_kept(index: SearchIndex) -> None:
    path = index.layout.sessions_dir / "a.jsonl"
    path.parent.mkdir(parents=True)
    line = json.dumps({"id": "a-0", "session_id": "a", "content": "note about wax0q here"})
    path.write_text(line, encoding="utf-8")
    assert repair_tail(path) == 0
    assert path.read_text(encoding="utf-8") == line + "\n"
    assert not path.with_name(path.name + TORN_SUFFIX).exists()


def test_a_line_glued_by_an_older_version_is_salvaged(index: SearchIndex) -> None:
    path = index.layout.sessions_dir / "a.jsonl"
    path.parent.mkdir(parents=True)
    first = json.dumps({"id": "a-0", "session_id": "a", "content": "note about wax0q here"})
    glued = json.dumps({"id": "a-1", "session_id": "a", "content": "note about wax1q here"})
    path.write_text(first + "\n" + first[:20] + glued + "\n", encoding="utf-8")
    assert archive_ids(path) == ["a-0", "a-1"]
    assert once(index, "a", 1)


def test_lines_archived_twice_by_an_older_version_are_indexed_once(index: SearchIndex) -> None:
    index.import_session(chat("a", 3), session_id="a")
    path = index.layout.sessions_dir / "a.jsonl"
    with path.open("a", encoding="utf-8") as handle:
        handle.write(path.read_text(encoding="utf-8"))  # the duplication the audit saw
    assert once(index, "a", 1)
    assert fts_rows(index, "content:wax1q") == 1
    index.reindex()
    assert fts_rows(index, "content:wax1q") == 1
    assert [i["message_count"] for i in index.sessions()] == [3]


def test_an_unchanged_archive_is_not_read(
    index: SearchIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    index.import_session(chat("a", 3), session_id="a")
    path = index.layout.sessions_dir / "a.jsonl"
    old = path.stat().st_mtime_ns - 5_000_000_000
    os.utime(path, ns=(old, old))  # out of the racy window (this changes ctime: one read)
    index.search_sessions("anything")
    reads: list[Path] = []
    import memwell.index.sessions as sessions

    real = sessions.read_from
    monkeypatch.setattr(
        sessions, "read_from", lambda p, *a, **k: reads.append(p) or real(p, *a, **k)
    )
    for _ in range(3):
        assert once(index, "a", 1)
    assert reads == []


def test_a_grown_archive_is_read_from_where_the_index_stopped(
    index: SearchIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    index.import_session(chat("a", 3), session_id="a")
    path = index.layout.sessions_dir / "a.jsonl"
    size = path.stat().st_size
    append_archive(
        path, [ArchivedMessage("a", "a-3", 3, "user", None, "note about wax3q here", None)]
    )
    import memwell.index.sessions as sessions

    starts: list[int] = []
    real = sessions.read_from

    def spy(p: Path, *args: object, **kwargs: object) -> object:
        result = real(p, *args, **kwargs)  # type: ignore[arg-type]
        starts.append(result.start)
        return result

    monkeypatch.setattr(sessions, "read_from", spy)
    assert once(index, "a", 3)
    assert starts == [size]


def test_one_process_checks_the_archive_once_per_interval(
    isolated_home: Path, workspace_dir: Path
) -> None:
    layout = Layout.resolve(isolated_home, workspace_dir)
    settings = Settings(index=IndexSettings(freshness_interval_s=3600))
    with SearchIndex(layout, settings, embedder=False) as index:
        index.import_session(chat("a", 2), session_id="a")
        assert once(index, "a", 1)
        (layout.sessions_dir / "a.jsonl").unlink()
        assert once(index, "a", 1)  # a --batch of queries stats the archive once
        index.reindex()  # a rebuild always looks
        assert found(index, "a", 1) == []


def test_unicode_line_separators_inside_a_message_survive_a_rebuild(index: SearchIndex) -> None:
    text = "note about wax0q\u2028second line\x85third\u2029end"
    index.import_session(
        [{"id": "a-0", "role": "user", "content": text}, *chat("a", 1, start=1)], session_id="a"
    )
    index.reindex()
    assert once(index, "a", 0)
    assert read_archive(index.layout.sessions_dir / "a.jsonl")[0].content == text
