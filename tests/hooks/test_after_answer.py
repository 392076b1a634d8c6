"""A hook answered in its own process ends once its answer is out; its decision records
are written after that, by a child in a session of its own (`memwell.after_answer`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from memwell import after_answer
from memwell.api import Harness

FIXTURES = Path(__file__).parent / "fixtures"
SRC = Path(__file__).resolve().parents[2] / "src"

# The console script's process, with the decision log's write held until the test
# creates RELEASE: a process that waited for its record before ending would never end.
DRIVER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    import memwell.durable as durable

    release, real = Path(sys.argv[1]), durable.append

    def held_append(path, data, **kwargs):
        if path.name == "recall.jsonl":
            limit = time.monotonic() + 60
            while not release.exists() and time.monotonic() < limit:
                time.sleep(0.02)
        return real(path, data, **kwargs)

    durable.append = held_append
    import os
    parent, real_exit = os.getpid(), os._exit

    def exit_noting_modules(code):
        if os.getpid() == parent:  # what the answering process had imported
            Path(f"{release}.modules").write_text(" ".join(sorted(sys.modules)))
        real_exit(code)

    os._exit = exit_noting_modules
    from memwell.cli import main
    sys.argv = ["memwell", "hook", "claude-code", "--home", sys.argv[2]]
    main()
    """
)


@pytest.fixture
def store(isolated_home: Path, workspace_dir: Path) -> Path:
    harness = Harness(isolated_home, workspace_dir)
    harness.remember(
        "workspace",
        "billing_retries",
        "project",
        "Billing service retries",
        "The billing-service retry work: exponential backoff, at most 5 attempts.",
    )
    # the session has started (a new session's first turn may read its checkpoint, which
    # compaction scans for secrets) and the catalog is built
    session = json.loads((FIXTURES / "claude_code_user_prompt_submit.json").read_text())
    harness.turn("warm the index", session_id=session["session_id"])
    return isolated_home


def _turns(home: Path) -> list[dict[str, object]]:
    log = home / "logs" / "recall.jsonl"
    if not log.exists():
        return []
    lines = log.read_text(encoding="utf-8").splitlines()
    return [r for r in map(json.loads, lines) if r.get("kind") == "turn"]


def _answer_held(
    home: Path, workspace: Path, release: Path, payload: dict[str, object]
) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    """The hook's answer with its records held, and the modules its process had loaded."""
    env = dict(os.environ, MEMWELL_SERVICE="off", MEMWELL_EMBEDDINGS="none")
    env["PYTHONPATH"] = str(SRC) + os.pathsep + env.get("PYTHONPATH", "")
    done = subprocess.run(
        [sys.executable, "-c", DRIVER, str(release), str(home)],
        input=json.dumps({**payload, "cwd": str(workspace)}),
        capture_output=True,
        text=True,
        env=env,
        cwd=workspace,
        timeout=45,  # (the starting code waited for the record: its deadline answered, empty)
    )
    assert done.returncode == 0, done.stderr
    return done, Path(f"{release}.modules").read_text(encoding="utf-8").split()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="without fork the record is written first")
def test_the_hook_process_ends_before_its_decision_record_is_written(
    store: Path, workspace_dir: Path, tmp_path: Path
) -> None:
    payload = json.loads((FIXTURES / "claude_code_user_prompt_submit.json").read_text("utf-8"))
    payload["prompt"] = "continue the billing-service retry work"
    release = tmp_path / "release"
    before = len(_turns(store))
    done, answered_with = _answer_held(store, workspace_dir, release, payload)
    assert "billing_retries" in done.stdout  # the answer, complete
    assert len(_turns(store)) == before  # not yet written
    # the answering process never loaded the secret scanner: only the record needs it
    assert "memwell.recall.engine" in answered_with
    assert "memwell.secrets.scanner" not in answered_with
    release.touch()
    limit = time.monotonic() + 30
    while len(_turns(store)) == before and time.monotonic() < limit:
        time.sleep(0.05)
    turns = _turns(store)
    assert len(turns) == before + 1
    assert turns[-1]["text"] == "continue the billing-service retry work"


@pytest.mark.skipif(not hasattr(os, "fork"), reason="without fork the record is written first")
def test_a_session_start_reads_the_checkpoints_without_the_scanner(
    store: Path, workspace_dir: Path, tmp_path: Path
) -> None:
    """A session's first hook reads the newest checkpoint (`memwell.compaction`), which
    redacts nothing: the scanner is imported where compaction redacts, not with it."""
    payload = json.loads((FIXTURES / "claude_code_session_start_startup.json").read_text())
    release = tmp_path / "release"
    done, answered_with = _answer_held(store, workspace_dir, release, payload)
    release.touch()  # (the child may write the session's preflight record now)
    assert "billing_retries" in done.stdout  # the session's context
    assert "memwell.compaction.checkpoint" in answered_with
    assert "memwell.secrets.scanner" not in answered_with


def test_nothing_is_held_in_a_process_that_is_not_a_hooks_own() -> None:
    done: list[int] = []
    assert after_answer.later(lambda: done.append(1)) is False
    assert done == []


def test_held_work_that_fails_is_logged_with_the_hooks_errors(
    isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(after_answer, "_pending", None)
    monkeypatch.setattr(after_answer, "_home", [])
    after_answer.hold(str(isolated_home))
    written: list[int] = []

    def full_disk() -> None:
        raise OSError(28, "No space left on device")

    assert after_answer.later(full_disk) and after_answer.later(lambda: written.append(1))
    after_answer._run(list(after_answer._pending or ()))
    assert written == [1]  # the rest is still written
    errors = (isolated_home / "logs" / "hooks-errors.log").read_text(encoding="utf-8")
    assert "after the answer" in errors and "No space left on device" in errors
