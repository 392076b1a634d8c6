"""`Harness` is the one way in: front ends pass what they need per call instead of
patching it, and a Python user can give it a policy, an embedder and a retriever."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from memwell.api import Harness
from memwell.cli import cli
from memwell.config import parse_settings
from memwell.errors import PermissionDenied, UsageError
from memwell.memory.permissions import PermissionRequest
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import RecallHit


def test_per_call_ask_answers_without_touching_the_harness(
    isolated_home: Path, workspace_dir: Path
) -> None:
    settings = parse_settings({"permissions": {"save.user": "ask", "delete.user": "ask"}})
    harness = Harness(isolated_home, workspace_dir, settings=settings)  # no one to ask
    with pytest.raises(PermissionDenied):
        harness.remember("user", "tone", "user", "Prefers short answers", "Short.")
    asked: list[PermissionRequest] = []

    def yes(request: PermissionRequest) -> bool:
        asked.append(request)
        return True

    harness.remember("user", "tone", "user", "Prefers short answers", "Short.", ask=yes)
    assert [r.operation for r in asked] == ["save"]
    assert harness.ask is None and harness.store.ask is None
    with pytest.raises(PermissionDenied, match="declined"):
        harness.forget("tone", "user", ask=lambda _r: False)
    harness.forget("tone", "user", ask=yes)


def test_memory_tools_take_a_per_call_ask(isolated_home: Path, workspace_dir: Path) -> None:
    settings = parse_settings({"permissions": {"save": "ask"}})
    tools = Harness(isolated_home, workspace_dir, settings=settings).memory_tools()
    args = {
        "scope": "workspace",
        "name": "n",
        "type": "project",
        "description": "d",
        "content": "c",
    }
    refused = tools.call("memory_save", args)
    assert not refused.ok and refused.error_type == "PermissionDenied"
    assert tools.call("memory_save", args, ask=lambda _r: True).ok
    # the answer was for that call only
    assert not tools.call("memory_save", {**args, "name": "m"}).ok


def test_a_bug_inside_a_tool_handler_is_not_reported_as_bad_arguments(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    tools = harness.memory_tools()
    assert tools.call("memory_list", {"scope": "user", "bogus": 1}).error_type == "args"

    def broken(scope: str | None = None) -> None:
        raise TypeError("a real bug")

    monkeypatch.setattr(tools, "_memory_list", broken)
    with pytest.raises(TypeError, match="a real bug"):
        tools.call("memory_list", {})


def test_the_harness_takes_a_policy(isolated_home: Path, workspace_dir: Path) -> None:
    policy = MemoryPolicy(max_memory_items=2, entities={"Zorblax": ()})
    harness = Harness(isolated_home, workspace_dir, policy=policy)
    assert harness.recall_policy is policy
    decision = harness.turn("How does Zorblax handle retries?")
    assert "Zorblax" in decision.classification.entity_names


class FixedRetriever:
    def __init__(self) -> None:
        self.queries: list[str] = []

    def search(self, query: str, limit: int) -> Sequence[RecallHit]:
        self.queries.append(query)
        return [
            RecallHit(
                name="retry_policy",
                scope="workspace",
                type="project",
                description="Zorblax retries failed webhooks three times",
                score=1.0,
                body="Zorblax retries failed webhooks three times with backoff.",
            )
        ]


def test_the_harness_takes_a_retriever(isolated_home: Path, workspace_dir: Path) -> None:
    retriever = FixedRetriever()
    policy = MemoryPolicy(entities={"Zorblax": ()})
    harness = Harness(isolated_home, workspace_dir, policy=policy, retriever=retriever)
    decision = harness.turn("How does Zorblax handle webhook retries?")
    assert retriever.queries, "recall went through the given retriever"
    assert [i.name for i in decision.recall.digest.items] == ["retry_policy"]


class CountingEmbedder:
    name = "counting"
    dim = 4

    def __init__(self) -> None:
        self.calls = 0

    def embed_documents(self, texts: Sequence[str]):  # type: ignore[no-untyped-def]
        import numpy as np

        self.calls += 1
        return np.ones((len(texts), self.dim), dtype=np.float32) / 2

    def embed_query(self, text: str):  # type: ignore[no-untyped-def]
        import numpy as np

        return np.ones(self.dim, dtype=np.float32) / 2


def test_the_harness_takes_an_embedder(isolated_home: Path, workspace_dir: Path) -> None:
    pytest.importorskip("numpy")
    embedder = CountingEmbedder()
    harness = Harness(isolated_home, workspace_dir, embedder=embedder)  # type: ignore[arg-type]
    harness.remember("workspace", "deploy", "project", "How we deploy", "Blue-green deploys.")
    assert harness.search("deploy", mode="hybrid")
    assert embedder.calls >= 1
    lexical = Harness(isolated_home, workspace_dir, embedder=None)
    with pytest.raises(Exception, match="needs an embedder"):
        lexical.search("deploy", mode="semantic")


def test_store_operations_are_on_the_facade(harness: Harness) -> None:
    harness.remember("workspace", "deploy", "project", "How we deploy", "Blue-green.")
    assert harness.get("deploy").description == "How we deploy"
    assert harness.locate("deploy") == ("deploy", "workspace")
    assert [m.name for m in harness.scan().memories] == ["deploy"]
    harness.forget("deploy", "workspace")
    (entry,) = harness.trash()
    assert harness.restore(entry.id).name == "deploy"
    harness.forget("deploy", "workspace")
    assert harness.purge() == 1
    assert harness.sessions() == []


def test_a_bad_search_mode_is_a_usage_error(harness: Harness) -> None:
    with pytest.raises(UsageError, match="unknown search mode"):
        harness.search("x", mode="fuzzy")  # type: ignore[arg-type]


def test_a_missing_mcp_sdk_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util

    from memwell.errors import ExtraMissing
    from memwell.mcp import require_sdk

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "mcp" else real(name, *a)
    )
    with pytest.raises(ExtraMissing, match=r"pip install 'memwell\[mcp\]'") as caught:
        require_sdk()
    assert caught.value.extra == "mcp"


# --- global options ----------------------------------------------------------------------


def test_global_options_go_before_the_command(isolated_home: Path, workspace_dir: Path) -> None:
    runner = CliRunner()
    home, ws = str(isolated_home), str(workspace_dir)
    saved = runner.invoke(
        cli,
        [
            "--home",
            home,
            "--workspace",
            ws,
            "save",
            "--name",
            "n",
            "--type",
            "project",
            "--description",
            "Our deploy rule",
            "--content",
            "Never on Friday.",
        ],
    )
    assert saved.exit_code == 0, saved.output
    listed = runner.invoke(cli, ["--home", home, "--workspace", ws, "--json", "ls"])
    assert listed.exit_code == 0, listed.output
    assert [m["name"] for m in json.loads(listed.stdout)["memories"]] == ["n"]
    # after the command still works, and wins over the global value
    other = runner.invoke(
        cli, ["--home", str(isolated_home / "x"), "ls", "--home", home, "--workspace", ws, "--json"]
    )
    assert [m["name"] for m in json.loads(other.stdout)["memories"]] == ["n"]
    # and both win over $MEMWELL_HOME (the autouse fixture points it elsewhere)
    where = runner.invoke(cli, ["--home", home, "--json", "where"])
    assert json.loads(where.stdout)["home"] == str(isolated_home.resolve())


def test_global_home_reaches_the_hook_fast_path(isolated_home: Path, tmp_path: Path) -> None:
    other = tmp_path / "other-home"
    payload = {
        "session_id": "s1",
        "cwd": str(tmp_path),
        "hook_event_name": "UserPromptSubmit",
        "prompt": "thanks!",
        "transcript_path": str(tmp_path / "t.jsonl"),
    }
    proc = subprocess.run(
        [sys.executable, "-m", "memwell", "--home", str(other), "hook", "claude-code"],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert (other / "logs" / "hooks.jsonl").is_file()


def test_where_shows_every_state_directory(isolated_home: Path) -> None:
    result = CliRunner().invoke(cli, ["--json", "where", "--home", str(isolated_home)])
    places = json.loads(result.stdout)
    home = isolated_home.resolve()
    assert places["recall_state"] == str(home / "state" / "recall")
    assert places["pending_checkpoints"] == str(home / "hooks" / "pending-checkpoints")
    assert places["edits"] == str(home / "edits")


def test_a_cancelled_purge_is_an_abort(isolated_home: Path) -> None:
    result = CliRunner().invoke(cli, ["trash", "purge", "--home", str(isolated_home)], input="n\n")
    assert result.exit_code == 1
    assert "Error:" not in result.output
