"""A consolidation run: watermark, catch-up, never proposing twice, the run lock, models."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from consolidate.conftest import SESSION_TWO
from memwell.api import Harness
from memwell.consolidate.refine import refine
from memwell.consolidate.run import RunOptions
from memwell.index.types import ArchivedMessage
from memwell.llm.provider import ChatMessage
from memwell.memory.files import store_lock

NO_MODEL = RunOptions(use_model=False)


def test_a_run_proposes_candidates_with_evidence_and_changes_no_memory(archived: Harness) -> None:
    report = archived.consolidation.run(NO_MODEL)
    assert report.ran and report.sessions == 1 and report.messages == 4
    candidates = archived.consolidation.candidates()
    assert {c.kind for c in candidates} == {"preference", "decision", "constraint", "person"}
    decision = next(c for c in candidates if c.kind == "decision")
    assert decision.operation == "add" and decision.scope == "workspace"
    assert decision.evidence[0].session_id == "s1" and decision.evidence[0].message_id == "u2"
    assert "because we need JSONB" in decision.evidence[0].quote
    assert archived.memories() == []


def test_the_next_run_reads_only_what_is_new(archived: Harness) -> None:
    archived.consolidation.run(NO_MODEL)
    again = archived.consolidation.run(NO_MODEL)
    assert again.sessions == 0 and again.proposed == 0
    archived.import_session(SESSION_TWO, session_id="s2")
    third = archived.consolidation.run(NO_MODEL)
    assert third.sessions == 1 and third.messages == 2 and third.proposed == 2


def test_since_rereads_but_never_proposes_the_same_thing_twice(archived: Harness) -> None:
    first = archived.consolidation.run(NO_MODEL)
    rejected = archived.consolidation.candidates()[0]
    archived.consolidation.reject(rejected.id, "not a memory")
    again = archived.consolidation.run(
        RunOptions(use_model=False, since=datetime(2026, 1, 1, tzinfo=UTC))
    )
    assert again.messages == 4 and again.proposed == 0
    assert again.already_known == first.proposed
    assert archived.consolidation.show(rejected.id).status == "rejected"


def test_a_second_run_while_one_holds_the_lock_returns_at_once(archived: Harness) -> None:
    with store_lock(archived.layout.consolidation_lock_path, 1.0):
        report = archived.consolidation.run(NO_MODEL)
    assert not report.ran and "in progress" in report.message
    assert archived.consolidation.candidates() == []


def test_a_budget_stops_the_run_and_the_next_continues(archived: Harness) -> None:
    archived.import_session(SESSION_TWO, session_id="s2")
    first = archived.consolidation.run(RunOptions(use_model=False, max_sessions=1))
    assert first.truncated and first.sessions == 1
    second = archived.consolidation.run(NO_MODEL)
    assert second.sessions == 1 and not second.truncated


class ScriptedModel:
    """A fake model for the unit test (the real server is tested in test_refine_server.py)."""

    name = "scripted"

    def __init__(self, reply: str) -> None:
        self.reply = reply
        self.calls = 0

    def complete(
        self, messages: Sequence[ChatMessage], *, max_tokens: int, temperature: float = 0.0
    ) -> str:
        self.calls += 1
        return self.reply


def test_model_proposals_are_kept_only_when_their_evidence_supports_them() -> None:
    messages = [
        ArchivedMessage(
            "s", "m1", 0, "user", None, "The deploy script lives in ops/deploy.sh.", None
        ),
    ]
    reply = (
        '{"kind": "fact", "message_id": "m1", "quote": "The deploy script lives in '
        'ops/deploy.sh", "statement": "The deploy script lives in ops/deploy.sh."}\n'
        '{"kind": "fact", "message_id": "m1", "quote": "The deploy script lives in '
        'ops/deploy.sh", "statement": "Deploys need approval from the security team lead."}\n'
        '{"kind": "fact", "message_id": "m9", "quote": "x", "statement": "x"}\n'
        "not json at all"
    )
    model = ScriptedModel(reply)
    refined = refine(model, messages)
    assert model.calls == 1
    assert [f.statement for f in refined.findings] == ["The deploy script lives in ops/deploy.sh."]
    assert refined.findings[0].origin == "model"
    assert refined.dropped == 2


def test_checkpoint_lines_become_candidates_citing_the_checkpoint(archived: Harness) -> None:
    from memwell.compaction.checkpoint import Checkpoint, CheckpointStore

    archived.consolidation.run(NO_MODEL)
    CheckpointStore(archived.layout.checkpoints_dir).save(
        "s1",
        Checkpoint.from_sections({"constraints": ["Never push to main directly."]}, 10),
    )
    report = archived.consolidation.run(NO_MODEL)
    assert report.sessions == 1 and report.proposed == 1
    [candidate] = [c for c in archived.consolidation.candidates() if "push" in c.statement]
    assert candidate.kind == "constraint"
    assert candidate.evidence[0].source == "checkpoint"
    assert candidate.evidence[0].message_id.startswith("checkpoint:L")
    assert archived.consolidation.run(NO_MODEL).sessions == 0  # read once


def test_progress_is_reported_per_session(archived: Harness) -> None:
    archived.import_session(SESSION_TWO, session_id="s2")
    seen: list[tuple[int, int]] = []
    archived.consolidation.run(NO_MODEL, lambda done, total: seen.append((done, total)))
    assert seen == [(1, 2), (2, 2)]
