"""Memory search: field weights, boosts, scopes, and a never-stale index."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.index import sync
from memwell.index.search_index import SearchIndex
from memwell.index.sync import RACY_NS
from memwell.layout import Layout


def write_topic(directory: Path, name: str, description: str, body: str, extra: str = "") -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{name}.md"
    path.write_text(
        f"---\nname: {name}\ntype: project\ndescription: {description}\n{extra}---\n{body}\n",
        encoding="utf-8",
    )
    return path


def age(path: Path, seconds: float = 10.0) -> None:
    """Set the file's mtime in the past, out of the 'racy' window."""
    past = time.time_ns() - int(seconds * 1e9) - RACY_NS
    os.utime(path, ns=(past, past))


def test_search_finds_and_ranks_by_fields(index: SearchIndex, layout: Layout) -> None:
    ws = layout.scope_dir("workspace")
    write_topic(ws, "deploy_checklist", "Steps before a release", "Run the smoke tests.")
    write_topic(ws, "notes", "Misc notes", "We talked about a deploy once.")
    hits = index.search("deploy")
    assert [h.name for h in hits] == ["deploy_checklist", "notes"]
    assert hits[0].scope == "workspace"
    assert hits[0].path == (ws / "deploy_checklist.md").resolve()


def test_hand_edit_is_seen_by_the_next_search(index: SearchIndex, layout: Layout) -> None:
    ws = layout.scope_dir("workspace")
    path = write_topic(ws, "db", "Database choice", "We use MySQL.")
    age(path)
    assert [h.name for h in index.search("mysql")] == ["db"]
    # same size, different content, mtime in the past: only the hash can tell
    path.write_text(path.read_text().replace("MySQL", "Mongo"), encoding="utf-8")
    age(path, 5)
    assert index.search("mysql") == []
    assert [h.name for h in index.search("mongo")] == ["db"]


def test_same_stat_different_content_within_racy_window(
    index: SearchIndex, layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a "just written" file: within the racy window, (mtime, size) alone proves nothing
    monkeypatch.setattr(sync, "FINE_RACY_NS", 3_600 * 10**9)
    monkeypatch.setattr(sync, "RACY_NS", 3_600 * 10**9)
    ws = layout.scope_dir("workspace")
    path = write_topic(ws, "db", "Database choice", "We use MySQL.")
    assert index.search("mysql")
    st = path.stat()
    path.write_text(path.read_text().replace("MySQL", "Mongo"), encoding="utf-8")
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))  # identical (mtime, size)
    assert [h.name for h in index.search("mongo")] == ["db"]
    assert index.search("mysql") == []


def test_old_file_with_same_stat_is_not_reread(
    index: SearchIndex, layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    ws = layout.scope_dir("workspace")
    path = write_topic(ws, "db", "Database choice", "We use MySQL.")
    age(path)
    assert index.search("mysql")
    reads: list[Path] = []
    monkeypatch.setattr(sync, "_read", lambda p, home: reads.append(p) or None)
    monkeypatch.setattr(Path, "read_bytes", lambda p: reads.append(p) or b"")
    assert index.search("mysql")
    assert reads == []


def test_deleted_and_new_files(index: SearchIndex, layout: Layout) -> None:
    ws = layout.scope_dir("workspace")
    gone = write_topic(ws, "old", "Old topic", "kubernetes cluster")
    assert index.search("kubernetes")
    gone.unlink()
    write_topic(ws, "new", "New topic", "kubernetes operator")
    assert [h.name for h in index.search("kubernetes")] == ["new"]


def test_a_file_deleted_between_the_listing_and_its_stat_is_dropped(
    index: SearchIndex, layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A writer deleting a topic while a read command syncs (tests/reliability's races,
    seen under load): the listing holds the file, its stat finds nothing. Before, the
    FileNotFoundError reached the command, which exited 1."""
    ws = layout.scope_dir("workspace")
    gone = write_topic(ws, "gone", "Going topic", "kubernetes cluster")
    write_topic(ws, "kept", "Kept topic", "kubernetes operator")
    assert {h.name for h in index.search("kubernetes")} == {"gone", "kept"}
    listed = sync.topic_files

    def listed_then_deleted(directory: Path) -> list[os.DirEntry[str]]:
        entries = listed(directory)
        if gone.parent == directory and gone.exists():
            gone.unlink()  # after its folder's listing, before the stat
        return entries

    monkeypatch.setattr(sync, "topic_files", listed_then_deleted)
    write_topic(ws, "kept", "Kept topic", "kubernetes operator, edited")  # a sync is due
    assert [h.name for h in index.search("kubernetes")] == ["kept"]


def test_broken_file_is_skipped_and_reported(index: SearchIndex, layout: Layout) -> None:
    ws = layout.scope_dir("workspace")
    ws.mkdir(parents=True)
    (ws / "broken.md").write_text("no frontmatter here, kubernetes\n", encoding="utf-8")
    write_topic(ws, "fine", "Fine topic", "kubernetes")
    result = index.sync_memories()
    assert result.added == 2 and len(result.errors) == 1 and "broken.md" in result.errors[0]
    assert [h.name for h in index.search("kubernetes")] == ["fine"]
    assert index.sync_memories().changed is False


def test_pinned_and_recent_boosts(index: SearchIndex, layout: Layout) -> None:
    ws = layout.scope_dir("workspace")
    write_topic(ws, "a_plain", "Testing notes", "flaky test handling")
    write_topic(ws, "b_pinned", "Testing notes", "flaky test handling", "pinned: true\n")
    assert index.search("flaky test")[0].name == "b_pinned"
    write_topic(
        ws,
        "c_recent",
        "Testing notes",
        "flaky test handling",
        "updated: '2099-01-01T00:00:00+00:00'\n",
    )
    write_topic(
        ws,
        "d_old",
        "Testing notes",
        "flaky test handling",
        "updated: '2001-01-01T00:00:00+00:00'\n",
    )
    names = [h.name for h in index.search("flaky test")]
    assert names.index("c_recent") < names.index("d_old")


def test_scope_filter(index: SearchIndex, layout: Layout) -> None:
    write_topic(layout.scope_dir("user"), "style", "Coding style", "prefer tabs")
    write_topic(layout.scope_dir("workspace"), "proj", "Project style", "prefer tabs here")
    assert {h.name for h in index.search("tabs")} == {"style", "proj"}
    assert [h.name for h in index.search("tabs", scope="user")] == ["style"]


def test_other_workspace_is_not_searched(layout: Layout, tmp_path: Path) -> None:
    other_ws = tmp_path / "other"
    other_ws.mkdir()
    other = Layout.resolve(layout.home, other_ws)
    write_topic(other.scope_dir("workspace"), "secret_proj", "Other project", "quasar")
    with SearchIndex(other, embedder=False) as idx:
        assert idx.search("quasar")
    with SearchIndex(layout, embedder=False) as idx:
        assert idx.search("quasar") == []


def test_long_body_is_chunked_and_snippet_is_local(index: SearchIndex, layout: Layout) -> None:
    filler = "\n\n".join(f"Paragraph {i} about nothing in particular." for i in range(200))
    body = f"# Intro\n\n{filler}\n\n# Details\n\nThe zeppelin hangar is in Friedrichshafen."
    write_topic(layout.scope_dir("workspace"), "long", "A long topic", body)
    hit = index.search("zeppelin hangar")[0]
    assert hit.name == "long" and "zeppelin" in hit.snippet.lower()


def test_store_events_update_the_index(harness: Harness) -> None:
    harness.store.add_listener(harness.on_store_event)
    harness.remember("workspace", "ci", "project", "CI setup", "We run GitHub Actions nightly.")
    row = harness.index.conn.execute("SELECT name FROM memories").fetchall()
    assert row == [("ci",)]  # indexed on save, before any search
    assert [h.name for h in harness.search("nightly actions")] == ["ci"]
    harness.forget("ci", "workspace")
    assert harness.index.conn.execute("SELECT count(*) FROM memories").fetchone() == (0,)
    assert harness.search("nightly") == []


def test_reindex_counts(index: SearchIndex, layout: Layout) -> None:
    write_topic(layout.scope_dir("user"), "one", "First", "alpha")
    write_topic(layout.scope_dir("workspace"), "two", "Second", "beta")
    seen: list[tuple[int, int]] = []
    result = index.reindex(progress=lambda done, total: seen.append((done, total)))
    assert result.memories == 2
    assert seen[-1] == (2, 2)


def test_words_in_most_chunks_are_left_out_of_the_match(
    index: SearchIndex, layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memwell.index import memory_terms
    from memwell.index.query import query_terms

    monkeypatch.setattr(memory_terms, "COMMON_MIN_CHUNKS", 10)
    ws = layout.scope_dir("workspace")
    for i in range(12):
        write_topic(ws, f"topic_{i}", f"Topic {i}", "We use the shared tooling here.")
    write_topic(ws, "exports", "Invoice exports", "We use Redis to cache invoice exports.")
    index.sync_memories()
    pruned = index.memories.terms.prune_common(query_terms("which cache do we use for exports"))
    assert pruned.words == ("cache", "exports")  # "use" is in every chunk
    # stemmed forms are looked up as SQLite stores them ("using" -> "us")
    assert index.memories.terms.prune_common(query_terms("using exports")).words == ("exports",)
    # a query of nothing but common words still matches them
    assert index.memories.terms.prune_common(query_terms("use shared")).words == ("use", "shared")
    assert [h.name for h in index.search("which cache do we use for exports")][:1] == ["exports"]


def test_same_size_edit_with_the_old_mtime_restored_is_reindexed(
    index: SearchIndex, layout: Layout
) -> None:
    # `cp -p` / `rsync -t` style: new content, same size, the exact old mtime put back.
    # Only the ctime, which no tool can set back, shows the file changed.
    ws = layout.scope_dir("workspace")
    path = write_topic(ws, "db", "Database choice", "We use MySQL.")
    age(path)
    assert [h.name for h in index.search("mysql")] == ["db"]
    before = path.stat()
    time.sleep(0.05)  # past the kernel's ctime tick
    path.write_text(path.read_text().replace("MySQL", "Mongo"), encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    after = path.stat()
    assert (after.st_mtime_ns, after.st_size) == (before.st_mtime_ns, before.st_size)
    assert index.search("mysql") == []
    assert [h.name for h in index.search("mongo")] == ["db"]


def test_over_the_score_budget_rare_terms_find_and_every_term_scores(
    index: SearchIndex, layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memwell.index import memory_terms
    from memwell.index.query import any_of, query_terms

    monkeypatch.setattr(memory_terms, "COMMON_MIN_CHUNKS", 10)
    monkeypatch.setattr(memory_terms, "SCORE_BUDGET", 12)
    ws = layout.scope_dir("workspace")
    # "ledger" is in 4 chunks, "retry" in 14, "queue" in 10: 28 together, over 12
    for i in range(10):
        write_topic(ws, f"queue_{i}", f"Queue note {i}", "The queue drains nightly.")
    for i in range(4):
        write_topic(ws, f"ledger_retry_{i}", f"Ledger {i}", "Ledger writes retry on failure.")
    write_topic(ws, "ledger_queue", "Ledger queue", "The ledger queue is sharded.")
    for i in range(9):
        write_topic(ws, f"retry_{i}", f"Retry note {i}", "Retry with backoff.")
    for i in range(12):  # no term is in half the chunks (see COMMON_FRACTION)
        write_topic(ws, f"misc_{i}", f"Misc {i}", "Nothing to see.")
    index.sync_memories()
    terms = query_terms("ledger retry queue")
    finding, scoring = index.memories.terms.finding_terms(terms)
    assert finding == ["ledger"]  # the rarest, within the budget
    assert sorted(scoring) == ["queue", "retry"]
    dirs = [layout.scope_dir("user"), ws]
    budgeted = index.memories.lexical_chunks(terms, dirs)
    everything = dict(index.memories._ranked(any_of(terms.all_terms), dirs))
    # only chunks holding the rare term are scored, each exactly as the whole OR query
    # scores it (its common terms count too)
    assert len(budgeted) == 5
    assert {c: pytest.approx(s) for c, s in budgeted} == {c: everything[c] for c, _ in budgeted}
    assert [s for _, s in budgeted] == sorted((s for _, s in budgeted), reverse=True)
    names = [h.name for h in index.search("ledger retry queue")]
    assert set(names) == {"ledger_queue", *(f"ledger_retry_{i}" for i in range(4))}
    # under the budget, one OR query of every term: nothing is left out
    monkeypatch.setattr(memory_terms, "SCORE_BUDGET", 1_000)
    assert index.memories.terms.finding_terms(terms) == (list(terms.all_terms), [])
    assert len(index.memories.lexical_chunks(terms, dirs)) == 24


def test_search_scope_is_checked_after_ranking(index: SearchIndex, layout: Layout) -> None:
    from memwell.index import memories
    from memwell.index.query import query_terms

    user, ws = layout.scope_dir("user"), layout.scope_dir("workspace")
    for i in range(memories.CANDIDATES + 30):
        # the user scope's chunks rank first (the word twice in a short body)
        write_topic(user, f"u_{i}", "User note", "Backoff backoff.")
    for i in range(5):
        write_topic(ws, f"w_{i}", "Workspace note", "A longer body that says backoff once.")
    index.sync_memories()
    found = index.memories.lexical_chunks(query_terms("backoff"), [ws])
    assert len(found) == 5  # found past the first batches, all from the scope asked for
    assert len(index.memories.lexical_chunks(query_terms("backoff"), [user, ws])) == (
        memories.CANDIDATES
    )


def test_the_rows_the_scope_check_read_are_what_ranking_reads(
    index: SearchIndex, layout: Layout
) -> None:
    from memwell.index.query import query_terms

    user, ws = layout.scope_dir("user"), layout.scope_dir("workspace")
    for i in range(6):
        write_topic(user, f"u_{i}", "User note", "Backoff on retry.", extra="pinned: true\n")
        write_topic(ws, f"w_{i}", "Workspace note", "A body that says backoff once.")
    index.sync_memories()
    found = index.memories.lexical_ranked(query_terms("backoff retry"), [ws])
    ids = [c for c, _ in found.ranking]
    assert len(ids) == 6
    assert set(found.read.rows) == set(ids)  # only the scope asked for
    # read once by the scope check, the same values a lookup of their own gives
    assert index.memories.chunk_ranks(ids, found.read) == index.memories.chunk_ranks(ids)
    # a chunk the scope check did not read (a semantic hit, say) is looked up
    other = index.memories.lexical_ranked(query_terms("backoff retry"), [user]).ranking
    both = [*ids, other[0][0]]
    assert index.memories.chunk_ranks(both, found.read) == index.memories.chunk_ranks(both)
