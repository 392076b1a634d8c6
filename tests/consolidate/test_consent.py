"""A candidate of several writes is consented to as a whole: never half applied."""

from __future__ import annotations

import pytest

from consolidate.conftest import SESSION_TWO
from memwell.api import Harness
from memwell.config import parse_settings
from memwell.consolidate.run import RunOptions
from memwell.consolidate.types import Candidate
from memwell.errors import PermissionDenied
from memwell.memory.permissions import PermissionRequest

NO_MODEL = RunOptions(use_model=False)


def _with(harness: Harness, permissions: dict[str, str], answers: list[bool]) -> Harness:
    """The same home with other permissions, and an asker that records each question."""
    questions: list[PermissionRequest] = []

    def ask(request: PermissionRequest) -> bool:
        questions.append(request)
        return answers[len(questions) - 1]

    other = Harness(
        harness.layout.home,
        harness.layout.workspace,
        settings=parse_settings({"permissions": permissions}),
        ask=ask,
    )
    other.questions = questions  # type: ignore[attr-defined]
    return other


def _supersede(archived: Harness) -> Candidate:
    archived.consolidation.run(NO_MODEL)
    decision = next(c for c in archived.consolidation.candidates() if c.kind == "decision")
    archived.consolidation.accept(decision.id)
    archived.import_session(SESSION_TWO, session_id="s2")
    archived.consolidation.run(NO_MODEL)
    newer = next(c for c in archived.consolidation.candidates() if c.operation == "supersede")
    return newer


def _merge(harness: Harness) -> Candidate:
    harness.remember("workspace", "deploy", "project", "Deploy rules", "Never deploy on Fridays.")
    harness.remember("workspace", "deploys-2", "project", "Deploy rules", "Never deploy Fridays.")
    harness.consolidation.run(NO_MODEL)
    return next(c for c in harness.consolidation.candidates() if c.operation == "merge")


def test_a_supersede_asks_once_for_both_writes(archived: Harness) -> None:
    newer = _supersede(archived)
    asking = _with(archived, {"save": "ask"}, [True])
    asking.consolidation.accept(newer.id)
    assert len(asking.questions) == 1  # type: ignore[attr-defined]
    [question] = asking.questions  # type: ignore[attr-defined]
    assert newer.id in question.summary and newer.others[0] in question.summary
    names = {m.name: m for m in asking.memories("workspace")}
    assert newer.topic in names and "superseded" in names[newer.others[0]].tags


def test_declining_a_supersede_writes_neither_topic(archived: Harness) -> None:
    newer = _supersede(archived)
    before = {m.name: m.content_hash for m in archived.memories("workspace")}
    asking = _with(archived, {"save": "ask"}, [False])
    with pytest.raises(PermissionDenied, match="declined"):
        asking.consolidation.accept(newer.id)
    assert {m.name: m.content_hash for m in asking.memories("workspace")} == before
    assert asking.consolidation.show(newer.id).status == "pending"


def test_a_merge_whose_trashing_is_denied_does_not_fold_either(harness: Harness) -> None:
    merge = _merge(harness)
    before = {m.name: m.content_hash for m in harness.memories("workspace")}
    strict = _with(harness, {"delete": "deny"}, [])
    with pytest.raises(PermissionDenied):
        strict.consolidation.accept(merge.id)
    assert {m.name: m.content_hash for m in strict.memories("workspace")} == before


def test_a_merge_with_only_trashing_asked_asks_once_and_applies(harness: Harness) -> None:
    merge = _merge(harness)
    asking = _with(harness, {"delete": "ask"}, [True])
    applied = asking.consolidation.accept(merge.id)
    assert len(asking.questions) == 1  # type: ignore[attr-defined]
    assert applied.trashed == (f"workspace/{merge.others[0]}",)
