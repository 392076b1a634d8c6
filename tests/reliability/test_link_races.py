"""A link swapped in between the check and the open (issue 12 item 4, the race part).

memwell checks a path for links (`Layout.confined`) and then opens it. Before, the open
was by name, so a link planted right after the check was followed. Each test here makes
that happen deterministically: the check is wrapped so that the real file or folder is
in place while the check looks, and a link to a place outside the home replaces it the
moment the check returns. Every open that follows a check therefore meets the link; a
confined open (folder descriptors, `O_NOFOLLOW`) refuses it, an open by name follows it.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

import memwell.layout
from memwell.api import Harness
from memwell.errors import LinkRefused, StoreError

MARKER = "OUTSIDE-7f3a"
OUTSIDE_RULE = f"""---
name: t
type: feedback
description: outside rule {MARKER}
---
Never force-push to main. {MARKER}
"""


class Swapper:
    """`link` -> `target` in place of the real `link`, except while a check looks at it:
    the real one is put back right before a check of `link` (or of a path below it) and
    the link again the moment that check returns."""

    def __init__(self, link: Path, target: Path) -> None:
        self.link, self.target = link, target
        self.aside = link.with_name(link.name + ".real")
        self.checks = 0
        self.swap()

    def concerns(self, path: Path) -> bool:
        return path == self.link or self.link in path.parents

    def restore(self) -> None:
        if self.link.is_symlink():
            self.link.unlink()
            if self.aside.exists():
                os.replace(self.aside, self.link)

    def swap(self) -> None:
        if self.link.is_symlink():
            return
        if self.link.exists():
            os.replace(self.link, self.aside)
        self.link.parent.mkdir(parents=True, exist_ok=True)
        self.link.symlink_to(self.target, target_is_directory=self.target.is_dir())


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "victim.txt").write_text(f"{MARKER}\n")
    (folder / "t.md").write_text(OUTSIDE_RULE)
    return folder


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


@pytest.fixture
def swap_after_check(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Swapper]]:
    swappers: list[Swapper] = []
    real = memwell.layout.refuse_links

    def check_then_swap(path: Path, home: Path) -> Path:
        mine = [swapper for swapper in swappers if swapper.concerns(path)]
        for swapper in mine:
            swapper.restore()
        try:
            return real(path, home)
        finally:
            for swapper in mine:
                swapper.checks += 1
                swapper.swap()

    monkeypatch.setattr(memwell.layout, "refuse_links", check_then_swap)
    yield swappers
    for swapper in swappers:
        swapper.restore()


def _saved(harness: Harness) -> None:
    harness.remember("user", "t", "feedback", "inside rule", "Never force-push to main.\n")


def test_a_topic_replaced_by_a_link_after_the_check_is_not_read(
    harness: Harness,
    outside: Path,
    swap_after_check: list[Swapper],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The folder scan leaves links out; here the topic becomes one right after the scan
    listed it (and after any check of the path), before it is opened."""
    import memwell.memory.store as store

    _saved(harness)
    swapper = Swapper(harness.layout.user_dir / "t.md", outside / "t.md")
    swap_after_check.append(swapper)
    real_listing = store.topic_paths

    def list_then_swap(directory: Path) -> list[Path]:
        swapper.restore()
        try:
            return real_listing(directory)
        finally:
            swapper.checks += 1
            swapper.swap()

    monkeypatch.setattr(store, "topic_paths", list_then_swap)
    listed = harness.memories()
    assert swapper.checks > 0
    assert MARKER not in json.dumps([m.to_dict() for m in listed])
    assert "t" not in [m.name for m in listed]  # by the time it was opened, a link


def test_a_scope_folder_replaced_by_a_link_after_the_check_is_not_written(
    harness: Harness, outside: Path, swap_after_check: list[Swapper]
) -> None:
    _saved(harness)
    before = snapshot(outside)
    swap_after_check.append(Swapper(harness.layout.user_dir, outside))
    with pytest.raises(LinkRefused):
        harness.remember("user", "second", "user", "d", "written where?\n")
    assert snapshot(outside) == before


def test_the_recall_log_replaced_by_a_link_after_the_check_is_not_appended_to(
    harness: Harness, outside: Path, swap_after_check: list[Swapper]
) -> None:
    harness.turn("warm up the log")  # the log exists as a real file
    swap_after_check.append(
        Swapper(harness.layout.logs_dir / "recall.jsonl", outside / "victim.txt")
    )
    with pytest.raises(LinkRefused):
        harness.turn("continue the deploy")
    assert (outside / "victim.txt").read_text() == f"{MARKER}\n"


def test_a_trash_replaced_by_a_link_after_the_check_receives_nothing(
    harness: Harness, outside: Path, swap_after_check: list[Swapper]
) -> None:
    _saved(harness)
    (harness.layout.trash_dir).mkdir()
    before = snapshot(outside)
    swap_after_check.append(Swapper(harness.layout.trash_dir, outside))
    with pytest.raises(LinkRefused):
        harness.forget("t", "user")
    assert snapshot(outside) == before
    assert (harness.layout.user_dir / "t.md").is_file()  # still in its scope


def test_purging_a_trash_replaced_by_a_link_deletes_nothing_and_reports_no_purge(
    harness: Harness, outside: Path, swap_after_check: list[Swapper]
) -> None:
    _saved(harness)
    harness.forget("t", "user")
    before = snapshot(outside)
    swap_after_check.append(Swapper(harness.layout.trash_dir, outside))
    with pytest.raises(LinkRefused):
        harness.purge()
    assert snapshot(outside) == before


def test_a_lock_replaced_by_a_link_after_the_check_creates_nothing_outside(
    harness: Harness, outside: Path, swap_after_check: list[Swapper]
) -> None:
    _saved(harness)
    harness.layout.lock_path.unlink()
    swap_after_check.append(Swapper(harness.layout.lock_path, outside / "made-by-the-lock"))
    with pytest.raises(LinkRefused):
        harness.remember("user", "second", "user", "d", "c\n")
    assert not (outside / "made-by-the-lock").exists()


def test_a_session_archive_replaced_by_a_link_after_the_check_is_not_appended_to(
    harness: Harness, outside: Path, swap_after_check: list[Swapper]
) -> None:
    harness.import_session([{"id": "1", "content": "hello"}], session_id="s1")
    swap_after_check.append(
        Swapper(harness.layout.sessions_dir / "s1.jsonl", outside / "victim.txt")
    )
    with pytest.raises(StoreError):  # LinkRefused, or the index's error naming it
        harness.import_session([{"id": "2", "content": "again"}], session_id="s1")
    assert (outside / "victim.txt").read_text() == f"{MARKER}\n"


def test_a_folder_swapped_under_an_atomic_write_never_receives_the_temp_file(
    harness: Harness, outside: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The temp file and the rename go through one folder descriptor: swapping the folder
    between them (here: right after the temp file is written) cannot move either."""
    import memwell.durable as durable

    _saved(harness)
    real = durable._write_temp
    user = harness.layout.user_dir

    def write_then_swap(dir_fd: int | None, name: str, data: bytes, perms: int) -> str:
        tmp = real(dir_fd, name, data, perms)
        os.replace(user, user.with_name("user.real"))
        user.symlink_to(outside, target_is_directory=True)
        return tmp

    before = snapshot(outside)
    monkeypatch.setattr(durable, "_write_temp", write_then_swap)
    harness.store.write_profile("I prefer short answers.\n")
    assert snapshot(outside) == before  # written into the real folder, moved aside
    assert "short answers" in (user.with_name("user.real") / "USER.md").read_text()
    user.unlink()
    shutil.move(str(user.with_name("user.real")), user)
