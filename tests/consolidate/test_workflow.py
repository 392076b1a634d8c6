"""Accept, reject, edit; every apply goes through the store and lands in real Git history."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from consolidate.conftest import SESSION_TWO
from memwell.api import Harness
from memwell.config import parse_settings
from memwell.consolidate.history import History
from memwell.consolidate.run import RunOptions
from memwell.errors import CandidateOutdated, GitMissing, InboxError, PermissionDenied

NO_MODEL = RunOptions(use_model=False)


def pick(harness: Harness, kind: str):  # type: ignore[no-untyped-def]
    return next(c for c in harness.consolidation.candidates() if c.kind == kind)


def git(harness: Harness, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(harness.layout.home), *args], capture_output=True, text=True, check=True
    ).stdout


def test_accept_writes_the_topic_and_commits_it_with_its_evidence(archived: Harness) -> None:
    archived.consolidation.run(NO_MODEL)
    candidate = pick(archived, "constraint")
    applied = archived.consolidation.accept(candidate.id)
    [memory] = archived.memories("workspace")
    assert memory.name == candidate.topic and memory.type == "feedback"
    assert "Never deploy on Fridays." in memory.body and "s1, u2" in memory.body
    assert applied.commit is not None
    message = git(archived, "log", "-1", "--format=%B")
    assert (
        candidate.id in message and 'session s1 message u2: "Never deploy on Fridays."' in message
    )
    assert archived.consolidation.show(candidate.id).status == "accepted"
    # the accepted topic is searchable at once (the store keeps the index current)
    assert archived.search("deploy Fridays")[0].name == candidate.topic


def test_derived_files_stay_out_of_the_history(archived: Harness) -> None:
    archived.consolidation.run(NO_MODEL)
    archived.consolidation.accept(pick(archived, "constraint").id)
    tracked = git(archived, "ls-files").split()
    assert tracked and all(
        t == ".gitignore" or t.startswith(("workspaces/", "user/")) for t in tracked
    )
    assert (archived.layout.home / "index.sqlite").exists()


def test_a_decided_candidate_cannot_be_decided_again(archived: Harness) -> None:
    archived.consolidation.run(NO_MODEL)
    candidate = pick(archived, "person")
    archived.consolidation.reject(candidate.id)
    with pytest.raises(InboxError, match="already rejected"):
        archived.consolidation.accept(candidate.id)


def test_a_newer_decision_supersedes_the_accepted_one(archived: Harness) -> None:
    archived.consolidation.run(NO_MODEL)
    old = pick(archived, "decision")
    archived.consolidation.accept(old.id)
    archived.import_session(SESSION_TWO, session_id="s2")
    archived.consolidation.run(NO_MODEL)
    newer = pick(archived, "decision")
    assert newer.operation == "supersede" and newer.others == (old.topic,)
    archived.consolidation.accept(newer.id)
    by_name = {m.name: m for m in archived.memories("workspace")}
    assert "superseded" in by_name[old.topic].tags
    assert "Superseded on" in by_name[old.topic].body and newer.topic in by_name[old.topic].body
    assert "SQLite" in by_name[newer.topic].body


def test_accept_refuses_to_overwrite_a_topic_edited_since_it_was_proposed(
    archived: Harness,
) -> None:
    archived.consolidation.run(NO_MODEL)
    archived.consolidation.accept(pick(archived, "decision").id)
    archived.import_session(SESSION_TWO, session_id="s2")
    archived.consolidation.run(NO_MODEL)
    newer = pick(archived, "decision")
    path = archived.layout.scope_dir("workspace") / f"{newer.others[0]}.md"
    path.write_text(path.read_text() + "\nA note added by hand.\n")
    with pytest.raises(CandidateOutdated, match="changed since"):
        archived.consolidation.accept(newer.id)
    assert archived.consolidation.show(newer.id).status == "pending"
    assert "A note added by hand." in path.read_text()


def test_a_denied_permission_applies_nothing(archived: Harness) -> None:
    archived.consolidation.run(NO_MODEL)
    candidate = pick(archived, "constraint")
    strict = Harness(
        archived.layout.home,
        archived.layout.workspace,
        settings=parse_settings({"permissions": {"save": "deny"}}),
    )
    with pytest.raises(PermissionDenied):
        strict.consolidation.accept(candidate.id)
    assert strict.memories() == []
    assert strict.consolidation.show(candidate.id).status == "pending"


def test_edit_changes_what_accept_writes(archived: Harness) -> None:
    archived.consolidation.run(NO_MODEL)
    candidate = pick(archived, "preference")
    edited, grounded = archived.consolidation.edit(
        candidate.id, statement="The user prefers tabs in Python files.", topic="indentation"
    )
    assert grounded and edited.topic == "indentation" and edited.note == "edited"
    _, unsupported = archived.consolidation.edit(candidate.id, statement="Use Rust everywhere.")
    assert not unsupported
    archived.consolidation.accept(candidate.id)
    [memory] = archived.memories("user")
    assert memory.name == "indentation" and "Use Rust everywhere." in memory.body


def test_hand_edits_are_recorded_before_the_next_change(archived: Harness) -> None:
    archived.consolidation.run(NO_MODEL)
    archived.consolidation.accept(pick(archived, "constraint").id)
    archived.remember("workspace", "ci", "project", "CI runs on GitHub Actions", "GitHub Actions.")
    subjects = [e.subject for e in archived.consolidation.log()]
    assert subjects[0].startswith("edit: 2 file(s) changed outside the inbox")
    assert "ci.md" in subjects[0]


def test_restore_puts_back_an_earlier_state_and_is_itself_recorded(archived: Harness) -> None:
    archived.consolidation.run(NO_MODEL)
    archived.consolidation.accept(pick(archived, "constraint").id)
    first = archived.consolidation.log()[0].rev
    archived.consolidation.accept(pick(archived, "decision").id)
    assert len(archived.memories("workspace")) == 2
    rev = archived.consolidation.restore(first)
    assert len(archived.memories("workspace")) == 1
    assert archived.consolidation.log()[0].subject.startswith(f"restore: memory as of {first[:10]}")
    assert rev is not None
    # undo the restore the same way
    archived.consolidation.restore(archived.consolidation.log()[1].rev)
    assert len(archived.memories("workspace")) == 2
    # the search index notices the restored files (hand edits by hash)
    assert archived.search("Postgres JSONB")


def test_an_unknown_revision_is_a_clear_error(archived: Harness) -> None:
    archived.consolidation.run(NO_MODEL)
    archived.consolidation.accept(pick(archived, "constraint").id)
    with pytest.raises(Exception, match="no revision 'nope'"):
        archived.consolidation.diff("nope")


def test_git_missing_is_a_clear_error_and_applies_nothing(
    archived: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    archived.consolidation.run(NO_MODEL)
    candidate = pick(archived, "constraint")
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(GitMissing, match="needs the `git` program"):
        archived.consolidation.accept(candidate.id)
    assert archived.memories() == []
    assert not History(archived.layout.home).exists


def test_a_run_records_hand_edits_once_the_home_has_a_history(archived: Harness) -> None:
    archived.consolidation.run(NO_MODEL)
    topic = pick(archived, "constraint").topic
    archived.consolidation.accept(pick(archived, "constraint").id)
    path = archived.layout.scope_dir("workspace") / f"{topic}.md"
    path.write_text(path.read_text() + "\nStaging deploys are fine.\n")
    archived.consolidation.run(NO_MODEL)
    latest = git(archived, "log", "-1", "--format=%s")
    assert latest.startswith("edit: 1 file(s) changed outside the inbox") and topic in latest
