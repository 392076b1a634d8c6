"""One catalog: the SQLite index is the only derived view of memory, and recall reads it.

Each test reproduces a defect of the three-views design (a JSON snapshot trusted for
600 s, an in-memory keyword index, recall re-parsing topic files)."""

from __future__ import annotations

import os
import re
import sqlite3
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.durable import store_lock
from memwell.errors import LockTimeout
from memwell.recall.policy import MemoryPolicy

PINNED = "Deploys go through the blue-green pipeline"


def fresh(harness: Harness) -> Harness:
    """A new Harness on the same home: what the next hook process sees."""
    return Harness(harness.layout.home, harness.layout.workspace)


def test_an_in_place_edit_of_a_pinned_topic_reaches_preflight(harness: Harness) -> None:
    memory = harness.remember(
        "workspace", "deploy_rule", "project", PINNED, "Blue-green only.", pinned=True
    )
    assert PINNED in fresh(harness).preflight().session_digest
    text = memory.path.read_text(encoding="utf-8")
    memory.path.write_text(text.replace("blue-green pipeline", "canary pipeline"), "utf-8")
    later = fresh(harness)
    assert "canary pipeline" in later.search("pipeline")[0].description
    digest = later.preflight().session_digest
    assert "canary pipeline" in digest and "blue-green pipeline" not in digest


def test_a_hand_edited_name_does_not_split_the_identity(harness: Harness) -> None:
    memory = harness.remember(
        "workspace",
        "deploy_rule",
        "feedback",
        "Never deploy on Friday",
        "Never deploy to production on a Friday.",
        tags=("deploy", "rule"),
    )
    text = memory.path.read_text(encoding="utf-8")
    memory.path.write_text(re.sub(r"(?m)^name: .*$", "name: friday_policy", text), "utf-8")
    later = fresh(harness)
    decision = later.turn("Deploy the release to production now", session_id="s1")
    names = {item.name for item in decision.recall.digest.items}
    assert "friday_policy" not in names
    assert decision.gate is not None
    gate_names = [f.name for f in decision.gate.findings]
    assert gate_names and set(gate_names) == {"deploy_rule"}
    assert len(gate_names) == len(set(gate_names)), "reported once"


def test_a_turn_parses_no_yaml(harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    for n in range(5):
        harness.remember(
            "workspace", f"nimbus_{n}", "project", f"Nimbus part {n}", "Nimbus handles invoices."
        )
    harness.search("warm up")  # the catalog holds every row
    policy = MemoryPolicy(entities={"Nimbus": ()})
    later = Harness(harness.layout.home, harness.layout.workspace, policy=policy)

    def no_parsing(*args: object, **kwargs: object) -> None:
        pytest.fail("a topic file was parsed during a turn")

    monkeypatch.setattr("memwell.memory.document.parse", no_parsing)
    decision = later.turn("Tell me about Nimbus invoices", session_id="s2")
    assert decision.recall.status == "queried_success"
    assert decision.recall.digest.items
    assert later.preflight(session_id="s3") is not None
    assert later.gate("rm -rf ./invoices").verdict in ("ask", "no-go")


def test_a_same_size_edit_with_the_old_mtime_is_seen(harness: Harness) -> None:
    memory = harness.remember("workspace", "port", "reference", "The API port", "Port 8080.")
    st = memory.path.stat()
    text = memory.path.read_text(encoding="utf-8")
    memory.path.write_text(text.replace("8080", "9090"), encoding="utf-8")
    os.utime(memory.path, ns=(st.st_atime_ns, st.st_mtime_ns))  # `touch -r` / a restore
    assert memory.path.stat().st_size == st.st_size
    assert memory.path.stat().st_mtime_ns == st.st_mtime_ns
    hits = fresh(harness).search("port")
    assert hits and hits[0].memory is not None and "9090" in hits[0].memory.body


def test_deletions_and_renames_reach_recall(harness: Harness) -> None:
    harness.remember("workspace", "zorblax", "project", "Zorblax is the queue", "Zorblax.")
    policy = MemoryPolicy(entities={"Zorblax": ()})
    first = Harness(harness.layout.home, harness.layout.workspace, policy=policy)
    assert [i.name for i in first.turn("What is Zorblax?").recall.digest.items] == ["zorblax"]
    path = harness.layout.workspace_dir / "zorblax.md"
    path.rename(path.with_name("queue_notes.md"))
    renamed = Harness(harness.layout.home, harness.layout.workspace, policy=policy)
    items = [i.name for i in renamed.turn("What is Zorblax?").recall.digest.items]
    assert items == ["queue_notes"]
    (harness.layout.workspace_dir / "queue_notes.md").unlink()
    gone = Harness(harness.layout.home, harness.layout.workspace, policy=policy)
    assert gone.turn("What is Zorblax?").recall.digest.items == ()


def test_a_save_updates_the_catalog_row_under_the_store_lock(harness: Harness) -> None:
    held: list[bool] = []

    def probe(event: object) -> None:
        try:
            with store_lock(harness.layout.lock_path, 0.0):
                held.append(False)
        except LockTimeout:
            held.append(True)

    harness.store.add_listener(probe)
    harness.remember("workspace", "n", "project", "A note", "Body.")
    assert held == [True]
    row = harness.index.catalog_rows()
    assert [m.name for m in row] == ["n"] and row[0].body == "Body.\n"


def test_no_snapshot_file_is_written(harness: Harness) -> None:
    harness.remember("workspace", "n", "project", "A note", "Body.", pinned=True)
    harness.turn("let's continue where we left off", session_id="s4")
    state = harness.layout.recall_state_dir
    assert not any(p.name.startswith("snapshot") for p in state.glob("*"))


def test_what_recall_derives_is_in_the_row(harness: Harness) -> None:
    harness.remember("workspace", "n", "project", "A note", "- [ ] open item", pinned=True)
    harness.remember(
        "workspace", "r", "feedback", "Never drop tables", "Never drop a production table."
    )
    row = harness.index.conn.execute(
        "SELECT is_constraint, is_unresolved, open_items, rules, facts_version"
        " FROM memories WHERE name = 'n'"
    ).fetchone()
    assert row[:3] == (0, 1, '["open item"]') and row[3] == "[]" and row[4]
    rule = harness.index.conn.execute(
        "SELECT is_constraint, rules FROM memories WHERE name = 'r'"
    ).fetchone()
    assert rule[0] == 1 and '"no-go"' in rule[1]
    categories = harness.index.conn.execute(
        "SELECT c.category FROM memory_categories c JOIN memories m ON m.id = c.memory_id"
        " WHERE m.name = 'r'"
    ).fetchall()
    assert ("db_destructive",) in categories


def test_learned_entities_are_stored_per_generation(harness: Harness) -> None:
    harness.remember("workspace", "n", "project", "ZorbaTron notes", "ZorbaTron is the queue.")
    view = harness.recall.view()
    assert "ZorbaTron" in view.detector().names
    keys = [r[0] for r in harness.index.conn.execute("SELECT key FROM catalog_state")]
    assert any(k.startswith("derived:recall.entities.") for k in keys)
    harness.remember("workspace", "m", "project", "QuuxBase notes", "QuuxBase stores it.")
    later = harness.recall.view()
    assert later.generation > view.generation
    assert "QuuxBase" in later.detector().names


M007_COLUMNS = (
    "facts_version",
    "is_constraint",
    "is_unresolved",
    "is_active",
    "open_items",
    "categories",
    "rules",
    "entities",
)


def _as_written_before_row_facts(index_path: Path) -> None:
    """Turn an index file back into what memwell wrote before rows carried recall's
    facts (migrations up to m006): same rows and bodies, no fact columns."""
    conn = sqlite3.connect(index_path, isolation_level=None)
    try:
        for index in ("freshness", "name", "pinned", "constraint", "unresolved", "active"):
            conn.execute(f"DROP INDEX memories_{index}")
        conn.execute("DROP INDEX memories_rules")
        conn.execute("DROP INDEX memories_projects")
        conn.execute("DROP TABLE memory_categories")
        for column in M007_COLUMNS:
            conn.execute(f"ALTER TABLE memories DROP COLUMN {column}")
        conn.execute("DELETE FROM _migrations WHERE name = 'm008_row_facts'")
        conn.execute("DELETE FROM catalog_state WHERE key != 'generation'")
    finally:
        conn.close()


def test_an_index_from_before_row_facts_is_migrated_without_reading_files(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    harness.remember(
        "workspace", "rule", "feedback", "Never drop the Zorblax tables", "Never drop tables."
    )
    harness.remember("workspace", "todo", "reference", "Zorblax export", "- [ ] fix the export")
    harness.index.close()
    _as_written_before_row_facts(harness.layout.index_path)

    def no_parsing(*args: object, **kwargs: object) -> None:
        pytest.fail("a topic file was parsed: the rows hold everything")

    monkeypatch.setattr("memwell.index.sync.load", no_parsing)
    monkeypatch.setattr("memwell.index.search_index.load", no_parsing)
    policy = MemoryPolicy(entities={"Zorblax": ()})
    later = Harness(harness.layout.home, harness.layout.workspace, policy=policy)
    gate = later.gate("DROP TABLE zorblax_rows")
    assert gate.verdict == "no-go" and gate.findings[0].name == "rule"
    assert "Open: todo - Zorblax export (next: fix the export)" in (
        later.preflight(session_id="s1").session_digest
    )
    columns = [r[1] for r in later.index.conn.execute("PRAGMA table_info(memories)")]
    assert set(M007_COLUMNS) <= set(columns)
    stale = later.index.conn.execute(
        "SELECT count(*) FROM memories WHERE facts_version IS NULL"
    ).fetchone()
    assert stale == (0,)


def test_an_old_index_is_migrated_and_refilled(harness: Harness, tmp_path: Path) -> None:
    harness.remember("workspace", "n", "project", "A note", "Body.")
    harness.index.close()
    later = fresh(harness)
    assert [h.name for h in later.search("note")] == ["n"]


def test_a_turn_survives_an_unreadable_catalog(harness: Harness) -> None:
    harness.remember("workspace", "n", "project", "Nimbus notes", "Nimbus.")
    index = harness.layout.index_path
    harness.index.close()
    for suffix in ("", "-wal", "-shm"):
        index.with_name("index.sqlite" + suffix).unlink(missing_ok=True)
    index.mkdir()  # not a damaged file that could be set aside: the index cannot open
    policy = MemoryPolicy(entities={"Nimbus": ()})
    broken = Harness(harness.layout.home, harness.layout.workspace, policy=policy)
    decision = broken.turn("What is Nimbus?", session_id="s9")
    assert decision.recall.status == "query_failed"


def test_a_turn_rebuilds_a_damaged_catalog_and_recalls(harness: Harness) -> None:
    harness.remember("workspace", "n", "project", "Nimbus notes", "Nimbus.")
    harness.index.close()
    harness.layout.index_path.write_bytes(b"this is not a sqlite file" * 100)
    for suffix in ("-wal", "-shm"):
        harness.layout.index_path.with_name("index.sqlite" + suffix).unlink(missing_ok=True)
    policy = MemoryPolicy(entities={"Nimbus": ()})
    damaged = Harness(harness.layout.home, harness.layout.workspace, policy=policy)
    decision = damaged.turn("What is Nimbus?", session_id="s9")
    assert decision.recall.status == "queried_success"
    assert decision.recall.item_count == 1 and "Nimbus notes" in decision.recall.digest.text


def test_a_topic_file_added_by_hand_is_known_to_the_next_generic_turn(harness: Harness) -> None:
    """A turn that recalls nothing skips the stat of every topic file, but a file added,
    deleted or renamed (a git pull, a copied folder) moves its directory and is seen."""
    harness.remember("workspace", "n", "project", "A note", "Body.")
    harness.search("warm up")  # the last full check
    helper = harness.remember("workspace", "helper", "project", "Helper", "Helper.")
    text = helper.path.read_text(encoding="utf-8")
    harness.index.close()
    added = helper.path.with_name("zorbatron.md")
    added.write_text(
        text.replace("name: helper", "name: zorbatron")
        .replace("Helper.", "ZorbaTron is our queue. ZorbaTron runs nightly.")
        .replace("description: Helper", "description: ZorbaTron queue notes"),
        encoding="utf-8",
    )
    later = fresh(harness)
    assert "ZorbaTron" in later.recall.detector().names
    decision = later.turn("Is ZorbaTron up?", session_id="s1")
    assert decision.recall.status == "queried_success"
    assert decision.recall.digest.items[0].name == "zorbatron"
