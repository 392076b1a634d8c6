"""What a long-lived index connection keeps of the rows it read at one catalog generation:
a search answers exactly as it did without them, after edits, in either scope, and reads
the kept rows only while the generation stays the same."""

from __future__ import annotations

import pytest
from test_index_memories import age, write_topic

from memwell.index import facts, memory_terms
from memwell.index.generation_rows import GenerationRows
from memwell.index.query import query_terms
from memwell.index.search_index import SearchIndex
from memwell.index.types import FactRow
from memwell.layout import Layout


def statements(index: SearchIndex) -> list[str]:
    """The SQL statements the index connection runs from now on."""
    seen: list[str] = []
    index.conn.set_trace_callback(seen.append)
    return seen


def test_an_edited_topic_is_shown_as_it_is_now(index: SearchIndex, layout: Layout) -> None:
    ws = layout.scope_dir("workspace")
    path = write_topic(ws, "db", "Database choice", "We use MySQL 8 in production.")
    age(path)
    assert index.search("mysql")[0].memory.body.startswith("We use MySQL 8")  # type: ignore[union-attr]
    text = path.read_text().replace("MySQL 8", "MySQL 9")
    path.write_text(text.replace("Database choice", "Database picked"), encoding="utf-8")
    age(path, 5)
    hit = index.search("mysql")[0]
    assert hit.memory is not None and hit.memory.body.startswith("We use MySQL 9")
    assert hit.description == "Database picked" and "MySQL 9" in hit.snippet


def test_pinning_a_topic_moves_it_up_at_the_next_search(index: SearchIndex, layout: Layout) -> None:
    ws = layout.scope_dir("workspace")
    first = write_topic(ws, "cache_notes", "Cache notes", "The cache is Redis. Cache cache.")
    second = write_topic(ws, "cache_misc", "Misc", "A cache was mentioned once.")
    age(first)
    age(second)
    assert [h.name for h in index.search("cache")] == ["cache_notes", "cache_misc"]
    second.write_text(
        second.read_text().replace("type: project\n", "type: project\npinned: true\n"),
        encoding="utf-8",
    )
    age(second, 5)
    assert index.search("cache")[0].name == "cache_misc"


def test_a_scope_searched_alone_gets_only_its_own_topics(
    index: SearchIndex, layout: Layout
) -> None:
    write_topic(layout.scope_dir("workspace"), "ws_deploy", "Deploy steps", "Deploy with make.")
    write_topic(layout.scope_dir("user"), "my_deploy", "How I deploy", "I deploy on Fridays.")
    assert {h.name for h in index.search("deploy")} == {"ws_deploy", "my_deploy"}
    assert [h.name for h in index.search("deploy", scope="user")] == ["my_deploy"]
    assert [h.name for h in index.search("deploy", scope="workspace")] == ["ws_deploy"]


def test_rows_are_read_again_only_when_the_generation_moves(
    index: SearchIndex, layout: Layout
) -> None:
    ws = layout.scope_dir("workspace")
    path = write_topic(ws, "db", "Database choice", "We use MySQL.")
    write_topic(ws, "queue", "Queue", "MySQL backs the queue too.")
    age(path)
    first = [(h.name, h.score) for h in index.search("mysql queue")]
    seen = statements(index)
    assert [(h.name, h.score) for h in index.search("mysql queue")] == first
    assert not [s for s in seen if "CROSS JOIN memories" in s or "WHERE m.id IN" in s]
    assert not [s for s in seen if "c.text_hash FROM memory_chunks" in s]
    path.write_text("---\nname: db\ntype: project\ndescription: Database\n---\nMySQL.\n")
    age(path, 5)
    seen.clear()
    index.search("mysql queue")
    assert [s for s in seen if "CROSS JOIN memories" in s]
    assert [s for s in seen if "WHERE m.id IN" in s]


def test_term_counts_follow_the_store(
    index: SearchIndex, layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The split of a query into finding and scoring terms uses counts read at the
    current generation: after topics are added it is the split computed afresh."""
    monkeypatch.setattr(memory_terms, "COMMON_MIN_CHUNKS", 1)
    monkeypatch.setattr(memory_terms, "SCORE_BUDGET", 3)
    ws = layout.scope_dir("workspace")
    write_topic(ws, "a0", "Alpha", "alpha")
    for i in range(3):
        write_topic(ws, f"b{i}", "Beta", f"beta {i}")
    for i in range(3):
        write_topic(ws, f"c{i}", "Gamma", f"gamma {i}")
    terms = query_terms("alpha beta")
    index.search("alpha beta")
    kept = index.memories._read_now()
    before = index.memories.terms.finding_terms(terms, kept)
    assert before == index.memories.terms.finding_terms(terms)
    for i in range(1, 6):
        write_topic(ws, f"a{i}", "Alpha", f"alpha {i}")
    index.search("alpha beta")
    after = index.memories.terms.finding_terms(terms, index.memories._read_now())
    assert after == index.memories.terms.finding_terms(terms)
    assert after != before


def test_a_word_has_one_stem_alone_or_with_others(index: SearchIndex, layout: Layout) -> None:
    write_topic(layout.scope_dir("workspace"), "x", "X", "running e-mail")
    index.search("x")
    counts = index.memories.terms
    together = counts._stems(["running", "e-mail", "caches", "!!"])
    alone = {w: counts._stems([w]).get(w) for w in ["running", "e-mail", "caches", "!!"]}
    assert {w: together.get(w) for w in alone} == alone
    assert alone["!!"] is None


def test_rows_kept_are_emptied_when_the_generation_moves() -> None:
    kept = GenerationRows().at(3)
    kept.add_term_counts({"mysql": 2})
    kept.chunk_total = 10
    assert kept.at(3).term_counts == {"mysql": 2}
    moved = kept.at(4)
    assert moved.term_counts == {} and moved.chunk_total is None and moved.generation == 4


def test_facts_of_named_memories_are_the_rows_the_query_reads(
    index: SearchIndex, layout: Layout
) -> None:
    """Kept or not, the facts of the memories a turn found: the same rows in the same
    order (rows read every turn first, then by path), after an edit too."""
    ws, user = layout.scope_dir("workspace"), layout.scope_dir("user")
    write_topic(ws, "deploy", "Deploy", "Never deploy on Friday.")
    write_topic(user, "deploy", "Deploy (mine)", "- [ ] write the runbook")
    path = write_topic(ws, "zeta", "Zeta", "Zeta notes.")
    write_topic(ws, "alpha", "Alpha", "Alpha notes.")
    age(path)
    dirs = [ws, user]
    keys = [index.memories.scope_dir_key(d) for d in dirs]
    names = [
        ("workspace", "deploy"),
        ("user", "deploy"),
        ("workspace", "zeta"),
        ("workspace", "alpha"),
    ]

    def both() -> tuple[list[FactRow], list[FactRow]]:
        index.search("deploy")  # the freshness check; the rows kept at this generation
        return (
            index.memories.fact_rows(dirs, "named", names=names),
            facts.fact_rows(index.conn, keys, "named", names=names),
        )

    kept, direct = both()
    assert kept == direct and len(kept) == 4
    assert both()[0] == direct
    assert index.memories.fact_rows(dirs[:1], "named", names=names) == facts.fact_rows(
        index.conn, keys[:1], "named", names=names
    )
    path.write_text(path.read_text().replace("description: Zeta", "description: Zeta, renamed"))
    age(path, 5)
    kept, direct = both()
    assert kept == direct
    assert [r.description for r in kept if r.name == "zeta"] == ["Zeta, renamed"]


def test_a_topic_found_by_meaning_only_is_ranked_as_it_is_now(layout: Layout) -> None:
    """A chunk only the vector side finds gets its pinned flag as the file says now."""
    from test_index_embeddings import FamilyEmbedder

    from memwell.config import Settings

    ws = layout.scope_dir("workspace")
    car = write_topic(ws, "car", "Car", "The sedan needs new tyres.")
    write_topic(ws, "dog", "Dog", "The puppy needs a walk.")
    age(car)
    with SearchIndex(layout, Settings(), embedder=FamilyEmbedder()) as index:
        first = [(h.name, h.pinned) for h in index.search("automobile", mode="semantic")]
        assert first[0] == ("car", False)
        hybrid = index.search("automobile", mode="hybrid")
        assert [(h.name, h.pinned) for h in hybrid] == first
        car.write_text(car.read_text().replace("type: project\n", "type: project\npinned: true\n"))
        age(car, 5)
        hits = index.search("automobile", mode="hybrid")
        assert (hits[0].name, hits[0].pinned) == ("car", True)
        assert hits[0].score > hybrid[0].score  # the pinned boost, from the rank values
