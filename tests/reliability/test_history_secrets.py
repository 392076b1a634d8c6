"""The history repository keeps no secret: a hand edit holding a key is committed
redacted, and Git's object store never receives the key (Git writes what it adds, so a
blob added and then replaced would still sit there, unreferenced, until a gc)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.consolidate.history import History

KEY = "ghp_" + "Zq8rT2vW9xY4bN6mK1pL3sD5fG7hJ0aQwErT"

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


def _objects(home: Path) -> bytes:
    """Every object in the repository, loose or packed, referenced or not."""
    return subprocess.run(
        ["git", "cat-file", "--batch-all-objects", "--batch"],
        cwd=home,
        env={"GIT_DIR": str(home / ".git"), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        check=True,
    ).stdout


def test_a_hand_edit_with_a_key_enters_the_history_redacted(harness: Harness) -> None:
    home = harness.layout.home
    memory = harness.remember("user", "deploys", "user", "Deploy days", "We deploy on tuesdays.")
    history = History(home)
    history.ensure()
    text = memory.path.read_text(encoding="utf-8")
    memory.path.write_text(text + f"\nThe bot token is {KEY}\n", encoding="utf-8")  # by hand
    (memory.path.parent / "notes.md").write_text(f"scratch: {KEY}\n", encoding="utf-8")
    assert history.record_outside_changes() is not None
    assert KEY.encode() not in _objects(home)
    committed = history.show("HEAD")
    assert "We deploy on tuesdays." in committed and "[REDACTED]" in committed
    # the person's files are theirs: left as written
    assert KEY in memory.path.read_text(encoding="utf-8")
    # nothing more to record until the file changes again; a diff does not add it either
    assert history.record_outside_changes() is None
    history.diff_to("HEAD")
    assert KEY.encode() not in _objects(home)
