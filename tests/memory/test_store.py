from __future__ import annotations

from pathlib import Path

import pytest

from memwell.config import Settings, parse_settings
from memwell.errors import (
    AmbiguousMemory,
    FrontmatterError,
    MemoryNotFound,
    PermissionDenied,
    SecretDetected,
    SizeLimitExceeded,
    WriteConflict,
)
from memwell.layout import Layout
from memwell.memory.permissions import PermissionRequest
from memwell.memory.store import MemoryStore, StoreEvent


@pytest.fixture
def store(isolated_home: Path, workspace_dir: Path) -> MemoryStore:
    return MemoryStore(Layout.resolve(isolated_home, workspace_dir), Settings())


def test_save_writes_a_file_that_reads_back(store: MemoryStore) -> None:
    saved = store.save("user", "commit_style", "feedback", "Commit style", "Imperative mood.")
    assert saved.path == store.scope_dir("user") / "commit_style.md"
    assert saved.path.read_text().startswith("---\nname: commit_style\n")
    got = store.get("commit_style")
    assert got.body == "Imperative mood.\n"
    assert got.created is not None and got.created == got.updated


def test_update_keeps_created_and_index_stays_in_step(store: MemoryStore) -> None:
    first = store.save("workspace", "db", "project", "Database choice", "Postgres 16")
    second = store.save("workspace", "db", "project", "Database: Postgres", "Postgres 17")
    assert second.created == first.created
    index = store.read_index("workspace")
    assert index.count("[db](db.md)") == 1
    assert "Database: Postgres" in index
    store.delete("db", "workspace")
    assert "[db]" not in store.read_index("workspace")


def test_free_text_of_the_index_survives_topic_writes(store: MemoryStore) -> None:
    store.write_index("user", "# My memory\nGrouped by area.\n")
    store.save("user", "a", "user", "A", "a")
    index = store.read_index("user")
    assert index.startswith("# My memory\nGrouped by area.")
    assert "[a](a.md)" in index


def test_stale_write_is_refused_and_disk_is_untouched(store: MemoryStore) -> None:
    memory = store.save("user", "t", "user", "T", "one")
    memory.path.write_text(memory.path.read_text().replace("one", "edited by hand"))
    with pytest.raises(WriteConflict, match="changed on disk"):
        store.save("user", "t", "user", "T", "two")
    assert "edited by hand" in memory.path.read_text()
    # after reading the new version, the write goes through
    store.get("t")
    assert store.save("user", "t", "user", "T", "two").body == "two\n"


def test_expected_hash_none_means_create_only(store: MemoryStore) -> None:
    store.save("user", "t", "user", "T", "one")
    with pytest.raises(WriteConflict):
        store.save("user", "t", "user", "T", "two", expected_hash=None)


def test_secrets_are_refused_or_redacted(isolated_home: Path, workspace_dir: Path) -> None:
    layout = Layout.resolve(isolated_home, workspace_dir)
    refusing = MemoryStore(layout, Settings())
    key = "sk-proj-" + "a1B2c3D4e5F6g7H8i9J0k1L2"
    with pytest.raises(SecretDetected, match="OpenAI API key"):
        refusing.save("user", "k", "reference", "Key", f"my key is {key}")
    assert not (layout.user_dir / "k.md").exists()
    redacting = MemoryStore(layout, parse_settings({"secrets": "redact"}))
    saved = redacting.save("user", "k", "reference", "Key", f"my key is {key}")
    assert key not in saved.path.read_text()
    assert "[REDACTED]" in saved.body


def test_permission_ask_deny_and_allow(isolated_home: Path, workspace_dir: Path) -> None:
    layout = Layout.resolve(isolated_home, workspace_dir)
    settings = parse_settings({"permissions": {"save.user": "ask", "delete": "deny"}})
    asked: list[PermissionRequest] = []

    def no(request: PermissionRequest) -> bool:
        asked.append(request)
        return False

    with pytest.raises(PermissionDenied, match="declined"):
        MemoryStore(layout, settings, ask=no).save("user", "t", "user", "T", "x")
    assert asked[0].operation == "save" and "create memory 't'" in asked[0].summary
    with pytest.raises(PermissionDenied, match="no one can be asked"):
        MemoryStore(layout, settings).save("user", "t", "user", "T", "x")
    store = MemoryStore(layout, settings, ask=lambda r: True)
    store.save("user", "t", "user", "T", "x")
    store.save("workspace", "w", "project", "W", "x")  # workspace saves are allowed
    with pytest.raises(PermissionDenied):
        store.delete("w", "workspace")
    assert (layout.workspace_dir / "w.md").exists()


def test_delete_goes_to_trash_and_restores(store: MemoryStore) -> None:
    store.save("user", "t", "user", "T", "keep me")
    trash_path = store.delete("t", "user")
    assert trash_path.exists()
    with pytest.raises(MemoryNotFound):
        store.get("t")
    (entry,) = store.trash()
    restored = store.restore(entry.id)
    assert restored.body == "keep me\n"
    assert "[t](t.md)" in store.read_index("user")
    assert store.purge() == 0


def test_same_name_in_both_scopes_is_ambiguous(store: MemoryStore) -> None:
    store.save("user", "t", "user", "T", "u")
    store.save("workspace", "t", "project", "T", "w")
    with pytest.raises(AmbiguousMemory, match="--scope"):
        store.get("t")
    assert store.get("t", "workspace").body == "w\n"


def test_hand_broken_file_is_reported_and_left_alone(store: MemoryStore) -> None:
    store.save("user", "good", "user", "G", "ok")
    bad = store.scope_dir("user") / "bad.md"
    bad.write_text("---\nname: bad\ntype: user\ndescription: [oops\n---\n")
    before = bad.read_bytes()
    result = store.scan()
    assert [m.name for m in result.memories] == ["good"]
    assert len(result.errors) == 1 and result.errors[0].path == bad
    with pytest.raises(FrontmatterError):
        store.get("bad")
    assert bad.read_bytes() == before


def test_profile_has_a_hard_cap(store: MemoryStore) -> None:
    store.write_profile("Name: Ana\n")
    assert store.read_profile() == "Name: Ana\n"
    with pytest.raises(SizeLimitExceeded):
        store.write_profile("x" * 5000)
    assert store.read_profile() == "Name: Ana\n"


def test_listeners_hear_each_write_after_it_is_on_disk(store: MemoryStore) -> None:
    events: list[StoreEvent] = []

    def listener(event: StoreEvent) -> None:
        if event.kind == "saved":
            assert event.path.exists()
        events.append(event)

    store.add_listener(listener)
    store.save("user", "t", "user", "T", "x")
    store.delete("t", "user")
    assert [(e.kind, e.name) for e in events] == [("saved", "t"), ("deleted", "t")]


def test_no_temp_files_are_left_behind(store: MemoryStore) -> None:
    for i in range(5):
        store.save("user", f"t{i}", "user", "T", "x")
    leftovers = [p.name for p in store.scope_dir("user").iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


def test_a_broken_hand_written_file_is_never_overwritten_blindly(store: MemoryStore) -> None:
    path = store.scope_dir("workspace") / "notes.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("no frontmatter\nimportant notes\n")
    with pytest.raises(FrontmatterError, match="not overwritten"):
        store.save("workspace", "notes", "project", "Notes", "replacement")
    assert path.read_text() == "no frontmatter\nimportant notes\n"
    # naming the exact content on disk says "yes, replace this one"
    from memwell.memory.document import content_hash

    store.save(
        "workspace",
        "notes",
        "project",
        "Notes",
        "replacement",
        expected_hash=content_hash(path.read_bytes()),
    )
    assert store.get("notes").body == "replacement\n"


def test_created_and_unknown_keys_can_be_given_explicitly(store: MemoryStore) -> None:
    from datetime import UTC, datetime

    first = store.save("user", "t", "user", "T", "x")
    when = datetime(2020, 1, 2, tzinfo=UTC)
    again = store.save(
        "user",
        "t",
        "user",
        "T",
        "y",
        created=when,
        extra={"source": "handwritten"},
        expected_hash=first.content_hash,
    )
    assert again.created == when and dict(again.extra) == {"source": "handwritten"}


def test_restore_checks_permission_and_names_a_clash(
    isolated_home: Path, workspace_dir: Path
) -> None:
    from memwell.errors import StoreError

    layout = Layout.resolve(isolated_home, workspace_dir)
    store = MemoryStore(layout, Settings())
    store.save("user", "t", "user", "T", "old")
    store.delete("t", "user")
    store.save("user", "t", "user", "T", "new")
    (entry,) = store.trash()
    with pytest.raises(StoreError, match="exists again"):
        store.restore(entry.id)
    store.delete("t", "user")
    guarded = MemoryStore(layout, parse_settings({"permissions": {"save.user": "deny"}}))
    with pytest.raises(PermissionDenied):
        guarded.restore(store.trash()[0].id)


def test_purge_counts_what_it_deletes(store: MemoryStore) -> None:
    store.save("user", "a", "user", "A", "x")
    store.delete("a", "user")
    stray = store.layout.trash_dir / "user" / "odd-name.md"
    stray.write_text("left here by hand")
    assert store.purge() == 2
    assert not store.layout.trash_dir.exists()
