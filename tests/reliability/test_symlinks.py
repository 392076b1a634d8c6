"""No read or write outside the home through a symbolic link inside it (issue 12 item 4).

The policy (docs/security.md): memwell follows no link below its home. A command that
needs a linked path fails with one error naming the link; a folder scan leaves links
out. Each test plants the audit's link to a "victim" outside the home and checks both
halves: the victim is untouched (not written, not created, not read into an answer)
and the refusal names the link.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.errors import LinkRefused

VICTIM_TEXT = "victim: outside the home, must stay as it is\n"
OUTSIDE_RULE = """---
name: outside
type: feedback
description: Never force-push to main; use a revert commit instead
---
Never force-push (`git push --force`) to main. Push a revert commit instead.
"""


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    return folder


@pytest.fixture
def victim(outside: Path) -> Path:
    path = outside / "victim.txt"
    path.write_text(VICTIM_TEXT, encoding="utf-8")
    return path


def _link(link: Path, target: Path) -> None:
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(target, target_is_directory=target.is_dir())


def _untouched(victim: Path) -> bool:
    return victim.read_text(encoding="utf-8") == VICTIM_TEXT


def _refused(call: Callable[[], object], link: Path) -> LinkRefused:
    with pytest.raises(LinkRefused) as caught:
        call()
    assert caught.value.link == link
    assert str(link) in str(caught.value)
    return caught.value


def _save(harness: Harness, name: str = "note", scope: str = "user") -> object:
    return harness.remember(scope, name, "project", "a note", "body text")  # type: ignore[arg-type]


# --- writes ----------------------------------------------------------------------------------


def test_a_linked_session_file_is_not_appended_to(harness: Harness, victim: Path) -> None:
    link = harness.layout.sessions_dir / "s1.jsonl"
    _link(link, victim)
    message = {"role": "user", "content": "hello there"}
    _refused(lambda: harness.import_session([message], session_id="s1"), link)
    assert _untouched(victim)


def test_a_linked_sessions_folder_is_not_written(harness: Harness, outside: Path) -> None:
    link = harness.layout.sessions_dir
    _link(link, outside)
    message = {"role": "user", "content": "hello there"}
    _refused(lambda: harness.import_session([message], session_id="s1"), link)
    assert sorted(p.name for p in outside.iterdir()) == []


def test_a_linked_session_file_is_not_read_by_session_search(
    harness: Harness, outside: Path
) -> None:
    stray = outside / "stray.jsonl"
    stray.write_text(json.dumps({"id": "m1", "content": "zebracorn outside"}) + "\n")
    harness.import_session([{"role": "user", "content": "inside words"}], session_id="real")
    _link(harness.layout.sessions_dir / "stray.jsonl", stray)
    harness.reindex()
    assert harness.search_sessions("zebracorn") == []
    assert [s["session_id"] for s in harness.sessions()] == ["real"]


def test_a_linked_recall_log_is_not_appended_to(harness: Harness, victim: Path) -> None:
    link = harness.layout.logs_dir / "recall.jsonl"
    _link(link, victim)
    _refused(lambda: harness.turn("continue the deploy"), link)
    assert _untouched(victim)
    _refused(lambda: harness.recall_logs(), link)  # `memwell logs` does not read it either


def test_a_linked_rotated_recall_log_is_not_read(harness: Harness, victim: Path) -> None:
    link = harness.layout.logs_dir / "recall.jsonl.1"
    _link(link, victim)
    _refused(lambda: harness.recall_logs(), link)


def test_a_linked_logs_folder_is_not_written(harness: Harness, outside: Path) -> None:
    _link(harness.layout.logs_dir, outside)
    _refused(lambda: harness.turn("continue the deploy"), harness.layout.logs_dir)
    assert list(outside.iterdir()) == []


def test_a_linked_hook_log_is_skipped_and_the_hook_still_answers(
    isolated_home: Path, workspace_dir: Path, victim: Path, outside: Path
) -> None:
    for name in ("hooks.jsonl", "hooks-errors.log"):
        _link(isolated_home / "logs" / name, victim if name == "hooks.jsonl" else outside / name)
    payload = {"hook_event_name": "UserPromptSubmit", "prompt": "hi", "session_id": "s"}
    done = _cli(
        ["hook", "claude-code"], isolated_home, workspace_dir, stdin=json.dumps(payload) + "\n"
    )
    assert done.returncode == 0, done.stderr
    assert _untouched(victim)
    assert not (outside / "hooks-errors.log").exists()


@pytest.mark.parametrize("name", ["index.sqlite", "index.sqlite-wal", "index.sqlite-shm"])
def test_a_linked_index_file_is_not_opened(harness: Harness, victim: Path, name: str) -> None:
    link = harness.layout.home / name
    _link(link, victim)
    _refused(lambda: harness.search("anything"), link)
    assert _untouched(victim)


def test_a_linked_trash_is_neither_filled_nor_reported_purged(
    harness: Harness, outside: Path
) -> None:
    kept = outside / "user" / "precious.md"
    kept.parent.mkdir()
    kept.write_text("precious\n")
    _save(harness)
    trash = harness.layout.trash_dir
    _link(trash, outside)
    _refused(lambda: harness.forget("note", "user"), trash)
    assert [m.name for m in harness.memories()] == ["note"]  # nothing moved out of the home
    _refused(harness.purge, trash)  # not "purged 0" or "purged 1" while deleting nothing
    _refused(harness.trash, trash)
    assert kept.read_text() == "precious\n"


def test_a_linked_lock_file_is_not_created_or_opened(harness: Harness, outside: Path) -> None:
    target = outside / "created-by-lock"
    link = harness.layout.lock_path
    _link(link, target)
    _refused(lambda: _save(harness), link)
    assert not target.exists()
    assert harness.memories() == []


@pytest.mark.parametrize("scope", ["user", "workspace"])
def test_a_linked_scope_folder_is_neither_written_nor_listed(
    harness: Harness, outside: Path, scope: str
) -> None:
    (outside / "outside.md").write_text(OUTSIDE_RULE)
    folder = harness.layout.scope_dir(scope)  # type: ignore[arg-type]
    _link(folder, outside)
    _refused(lambda: _save(harness, scope=scope), folder)
    assert sorted(p.name for p in outside.iterdir()) == ["outside.md"]
    _refused(lambda: harness.memories(scope), folder)  # type: ignore[arg-type]
    _refused(lambda: harness.search("force-push"), folder)


def test_a_linked_workspaces_folder_is_not_written(harness: Harness, outside: Path) -> None:
    link = harness.layout.home / "workspaces"
    _link(link, outside)
    _refused(lambda: _save(harness, scope="workspace"), link)
    assert list(outside.iterdir()) == []


# --- reads -----------------------------------------------------------------------------------


def test_a_linked_topic_is_not_listed_searched_or_gated(harness: Harness, outside: Path) -> None:
    rule = outside / "outside.md"
    rule.write_text(OUTSIDE_RULE)
    _save(harness, "inside")
    link = harness.layout.user_dir / "outside.md"
    _link(link, rule)
    assert [m.name for m in harness.memories()] == ["inside"]  # ls
    assert harness.search("force-push revert") == []  # search
    decision = harness.gate("git push --force origin main")  # the gate never sees it
    assert "outside" not in json.dumps(decision.to_dict())
    _refused(lambda: harness.get("outside"), link)  # show
    _save(harness, "third")  # MEMORY.md upkeep leaves it out too
    assert "outside" not in harness.store.read_index("user")


def test_a_linked_topic_is_not_overwritten_through_save(harness: Harness, outside: Path) -> None:
    rule = outside / "outside.md"
    rule.write_text(OUTSIDE_RULE)
    link = harness.layout.user_dir / "outside.md"
    _link(link, rule)
    _refused(lambda: _save(harness, "outside"), link)
    assert rule.read_text() == OUTSIDE_RULE


@pytest.mark.parametrize("name", ["MEMORY.md", "USER.md"])
def test_a_linked_index_or_profile_is_not_read_into_the_prompt(
    harness: Harness, victim: Path, name: str
) -> None:
    _save(harness)
    (harness.layout.user_dir / name).unlink(missing_ok=True)
    link = harness.layout.user_dir / name
    _link(link, victim)
    _refused(harness.system_prompt, link)
    assert _untouched(victim)


def test_a_linked_memory_index_is_not_rewritten_by_a_save(harness: Harness, victim: Path) -> None:
    _save(harness)
    link = harness.layout.user_dir / "MEMORY.md"
    link.unlink()
    _link(link, victim)
    _refused(lambda: _save(harness, "second"), link)
    assert _untouched(victim)


def test_a_linked_recall_state_folder_is_not_written(harness: Harness, outside: Path) -> None:
    link = harness.layout.home / "state"
    _link(link, outside)
    _refused(lambda: harness.turn("hello", session_id="new-session"), link)
    assert list(outside.iterdir()) == []


def test_a_linked_checkpoints_folder_is_not_read(harness: Harness, outside: Path) -> None:
    (outside / "s0.md").write_text("a summary from outside the home\n")
    link = harness.layout.checkpoints_dir
    _link(link, outside)
    _refused(lambda: harness.checkpoint("s1"), link)
    _refused(lambda: harness.preflight(session_id="s1"), link)  # its last-session summary


def test_a_linked_edits_folder_does_not_receive_a_rejected_edit(
    harness: Harness, outside: Path
) -> None:
    _save(harness)
    link = harness.layout.edits_dir
    _link(link, outside)
    memory = harness.get("note", "user")
    _refused(lambda: harness.edit(memory, "---\nname: [broken\n---\nbody\n"), link)
    assert list(outside.iterdir()) == []


def test_a_linked_compaction_log_is_refused_before_compacting(
    harness: Harness, victim: Path
) -> None:
    link = harness.layout.logs_dir / "compaction.jsonl"
    _link(link, victim)
    chat = [{"role": "user", "content": f"message {i} " + "word " * 200} for i in range(40)]
    _refused(lambda: harness.compact(chat, context_window=4000, session_id="s1", force=True), link)
    assert _untouched(victim)
    assert not harness.layout.checkpoints_dir.exists()  # no work done, none half-kept


def test_the_home_itself_may_be_a_link(tmp_path: Path, workspace_dir: Path) -> None:
    real = tmp_path / "real-home"
    real.mkdir()
    alias = tmp_path / "home-alias"
    alias.symlink_to(real, target_is_directory=True)
    harness = Harness(alias, workspace_dir)
    _save(harness)
    assert (real / "user" / "note.md").is_file()
    assert [h.name for h in harness.search("note body")] == ["note"]


# --- the command line: one error line naming the link ----------------------------------------


def _cli(
    args: list[str], home: Path, workspace: Path, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MEMWELL_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "memwell", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=workspace,
        env=env,
        timeout=120,
    )


def test_the_cli_refuses_a_linked_path_in_one_line(
    isolated_home: Path, workspace_dir: Path, victim: Path
) -> None:
    link = isolated_home / "logs" / "recall.jsonl"
    _link(link, victim)
    done = _cli(["turn", "continue the deploy"], isolated_home, workspace_dir)
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert str(link) in done.stderr and "symbolic link" in done.stderr
    assert _untouched(victim)
    trash = isolated_home / "trash"
    _link(trash, victim.parent)
    done = _cli(["trash", "purge", "--yes"], isolated_home, workspace_dir)
    assert done.returncode == 1 and "purged" not in done.stdout
    assert str(trash) in done.stderr and "Traceback" not in done.stderr
