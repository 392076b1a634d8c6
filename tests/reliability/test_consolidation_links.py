"""Links in the consolidation state and the history (issue 12 item 4): `inbox/`,
`consolidation/` and `.git/` follow the home's rule, no link inside the home is followed.

Each test plants a link to a folder outside the home and checks both halves: nothing
outside is written or read, and the refusal is one memwell error naming what to fix.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.consolidate.history import History
from memwell.consolidate.inbox import Inbox
from memwell.consolidate.run import Watermark
from memwell.errors import HistoryError, LinkRefused

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "victim.json").write_text('{"id": "victim"}\n')
    return folder


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def _linked(link: Path, target: Path) -> Path:
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(target, target_is_directory=target.is_dir())
    return link


def test_a_linked_inbox_is_neither_listed_nor_written(harness: Harness, outside: Path) -> None:
    layout = harness.layout
    link = _linked(layout.inbox_dir, outside)
    before = snapshot(outside)
    inbox = Inbox(layout.inbox_dir, layout.home)
    with pytest.raises(LinkRefused) as caught:
        inbox.all()
    assert caught.value.link == link
    with pytest.raises(LinkRefused):
        harness.consolidation.candidates()
    with pytest.raises(LinkRefused):
        inbox.get("victim")
    assert snapshot(outside) == before


def test_a_linked_candidate_file_is_left_out_and_not_read(harness: Harness, outside: Path) -> None:
    layout = harness.layout
    layout.inbox_dir.mkdir(parents=True)
    _linked(layout.inbox_dir / "victim.json", outside / "victim.json")
    inbox = Inbox(layout.inbox_dir, layout.home)
    assert inbox.all() == []
    with pytest.raises(LinkRefused):
        inbox.get("victim")


def test_a_linked_consolidation_folder_gets_no_state_and_no_lock(
    harness: Harness, outside: Path
) -> None:
    layout = harness.layout
    _linked(layout.consolidation_dir, outside)
    before = snapshot(outside)
    with pytest.raises(LinkRefused):
        Watermark(sessions={"s1": 3}).save(layout)
    with pytest.raises(LinkRefused):
        Watermark.load(layout)
    with pytest.raises(LinkRefused):
        harness.consolidation.run()
    assert snapshot(outside) == before


def test_a_linked_state_file_is_not_read(harness: Harness, outside: Path) -> None:
    layout = harness.layout
    (outside / "state.json").write_text('{"sessions": {"s1": 99}}')
    _linked(layout.consolidation_state_path, outside / "state.json")
    with pytest.raises(LinkRefused):
        Watermark.load(layout)


@needs_git
def test_a_linked_git_folder_is_refused(harness: Harness, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    subprocess.run(["git", "init", "-q", str(elsewhere)], check=True)
    before = snapshot(elsewhere / ".git")
    _linked(harness.layout.history_dir, elsewhere / ".git")
    history = History(harness.layout.home)
    with pytest.raises(HistoryError, match="symbolic link"):
        history.ensure()
    with pytest.raises(HistoryError):
        history.log()
    assert snapshot(elsewhere / ".git") == before


@needs_git
def test_a_git_file_redirecting_elsewhere_is_refused(harness: Harness, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    subprocess.run(["git", "init", "-q", str(elsewhere)], check=True)
    harness.layout.home.mkdir(parents=True, exist_ok=True)
    harness.layout.history_dir.write_text(f"gitdir: {elsewhere / '.git'}\n")
    before = snapshot(elsewhere / ".git")
    with pytest.raises(HistoryError, match="not a folder"):
        History(harness.layout.home).ensure()
    assert snapshot(elsewhere / ".git") == before


@needs_git
def test_git_objects_leading_outside_the_home_are_refused(harness: Harness, outside: Path) -> None:
    harness.remember("user", "t", "user", "d", "c\n")
    history = History(harness.layout.home)
    history.ensure()
    objects = harness.layout.history_dir / "objects"
    shutil.move(str(objects), outside / "objects")
    _linked(objects, outside / "objects")
    before = snapshot(outside)
    harness.remember("user", "t2", "user", "d", "c\n")
    with pytest.raises(HistoryError, match="symbolic link"):
        history.record_outside_changes()
    assert snapshot(outside) == before


@needs_git
def test_alternates_pointing_at_other_objects_are_refused(harness: Harness, outside: Path) -> None:
    history = History(harness.layout.home)
    history.ensure()
    alternates = harness.layout.history_dir / "objects" / "info" / "alternates"
    alternates.parent.mkdir(parents=True, exist_ok=True)
    alternates.write_text(f"{outside}\n")
    with pytest.raises(HistoryError, match="another repository"):
        history.log()


@needs_git
def test_the_callers_git_variables_do_not_redirect_the_history(
    harness: Harness, outside: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GIT_OBJECT_DIRECTORY", str(outside))
    harness.remember("user", "t", "user", "d", "c\n")
    before = snapshot(outside)
    history = History(harness.layout.home)
    history.ensure()
    assert history.log()
    assert snapshot(outside) == before
    assert any((harness.layout.history_dir / "objects").iterdir())


@needs_git
def test_a_restored_link_comes_back_as_a_plain_file(harness: Harness, outside: Path) -> None:
    """A link someone committed into the history is checked out as a file holding its
    target's name (`core.symlinks=false`), never as a link into the home."""
    harness.remember("user", "t", "user", "d", "c\n")
    history = History(harness.layout.home)
    history.ensure()
    link = _linked(harness.layout.user_dir / "planted.md", outside / "victim.json")
    first = history.commit("planted a link")
    assert first is not None
    link.unlink()
    history.commit("removed it")
    history.restore(first)
    restored = harness.layout.user_dir / "planted.md"
    assert restored.exists() and not restored.is_symlink()
    assert restored.read_text() == str(outside / "victim.json")
