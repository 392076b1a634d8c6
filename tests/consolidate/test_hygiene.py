"""Hygiene proposals: merge near-duplicates, supersede contradicted decisions, flag stale."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from memwell.api import Harness
from memwell.consolidate.hygiene import last_recalled, missing_paths, stale
from memwell.consolidate.run import RunOptions

NO_MODEL = RunOptions(use_model=False)


def test_near_duplicate_topics_are_proposed_for_merge_and_merge_trashes(harness: Harness) -> None:
    harness.remember(
        "workspace", "deploy", "project", "Deploy rules", "Never deploy on Fridays; staging first."
    )
    harness.remember(
        "workspace",
        "deploys-2",
        "project",
        "Deploy rules",
        "Staging first; never deploy on Fridays.",
    )
    harness.remember("workspace", "db", "project", "Database", "Postgres 16 with JSONB.")
    harness.consolidation.run(NO_MODEL)
    [merge] = [c for c in harness.consolidation.candidates() if c.operation == "merge"]
    assert merge.topic == "deploy" and merge.others == ("deploys-2",)
    assert [e.source for e in merge.evidence] == ["memory", "memory"]
    assert harness.memories("workspace")  # proposing changed nothing
    applied = harness.consolidation.accept(merge.id)
    assert applied.trashed == ("workspace/deploys-2",)
    names = {m.name for m in harness.memories("workspace")}
    assert names == {"deploy", "db"}
    assert any(e.name == "deploys-2" for e in harness.store.trash())  # recoverable


def test_a_contradicted_decision_is_proposed_as_superseded_with_dates(harness: Harness) -> None:
    harness.remember(
        "workspace",
        "store-pg",
        "project",
        "Main store is Postgres",
        "We decided to use Postgres for the main store.",
        tags=["decision"],
    )
    harness.remember(
        "workspace",
        "store-sqlite",
        "project",
        "Main store is SQLite",
        "We decided to switch the main store to SQLite.",
        tags=["decision"],
    )
    harness.consolidation.run(NO_MODEL)
    [sup] = [c for c in harness.consolidation.candidates() if c.operation == "supersede"]
    assert sup.topic == "store-sqlite" and sup.others == ("store-pg",)
    today = datetime.now(UTC).date().isoformat()
    assert f"({today})" in sup.statement
    harness.consolidation.accept(sup.id)
    old = next(m for m in harness.memories("workspace") if m.name == "store-pg")
    assert "superseded" in old.tags


def test_memories_not_recalled_for_long_are_flagged_stale(harness: Harness) -> None:
    harness.remember("user", "tabs", "feedback", "Tabs over spaces", "Use tabs.")
    [memory] = harness.memories("user")
    later = datetime.now(UTC) + timedelta(days=200)
    proposals = stale([memory], {}, harness.layout.workspace, now=later)
    assert len(proposals) == 1 and "never recalled" in proposals[0].statement
    recalled = {"tabs": later - timedelta(days=3)}
    assert stale([memory], recalled, harness.layout.workspace, now=later) == []


def test_recall_logs_say_when_a_topic_was_last_injected() -> None:
    logs = [
        {"ts": "2026-01-01T00:00:00+00:00", "injected": ["a", "b"]},
        {"ts": "2026-03-01T00:00:00+00:00", "injected": ["a"]},
        {"ts": "garbage", "injected": ["c"]},
    ]
    seen = last_recalled(logs)
    assert seen["a"].month == 3 and seen["b"].month == 1 and "c" not in seen


def test_a_topic_naming_missing_files_is_flagged(harness: Harness, workspace_dir: Path) -> None:
    (workspace_dir / "src").mkdir()
    (workspace_dir / "src" / "app.py").write_text("")
    harness.remember(
        "workspace",
        "layout",
        "project",
        "Where code lives",
        "Entry point: src/app.py; old worker in src/worker/run.py.",
    )
    [memory] = harness.memories("workspace")
    assert missing_paths(memory, workspace_dir) == ["src/worker/run.py"]
    harness.consolidation.run(NO_MODEL)
    [flag] = [c for c in harness.consolidation.candidates() if c.operation == "flag_stale"]
    assert "src/worker/run.py" in flag.statement
    harness.consolidation.accept(flag.id)
    [flagged] = harness.memories("workspace")
    assert "stale" in flagged.tags and flagged.body.startswith("> Flagged stale")


def test_a_rejected_hygiene_proposal_is_not_made_again(harness: Harness) -> None:
    harness.remember("workspace", "a", "project", "Deploy rules", "Never deploy on Fridays.")
    harness.remember("workspace", "b", "project", "Deploy rules", "Never deploy on Fridays!")
    harness.consolidation.run(NO_MODEL)
    [merge] = harness.consolidation.candidates()
    harness.consolidation.reject(merge.id)
    assert harness.consolidation.run(NO_MODEL).proposed == 0


def test_evidence_boilerplate_does_not_make_unrelated_decisions_alike(harness: Harness) -> None:
    evidence = '\n\nEvidence:\n- session billing-1, b1-{n}, 2026-11-02: user: "{q}"\n'
    for n, (name, text) in enumerate(
        [
            ("cents", "We decided to keep amounts as integer cents."),
            ("parquet", "Let's go with Parquet for the export instead of CSV."),
        ]
    ):
        body = text + evidence.format(n=n, q=text)
        harness.remember("workspace", name, "project", text, body, tags=["decision"])
    harness.consolidation.run(NO_MODEL)
    assert harness.consolidation.candidates() == []
