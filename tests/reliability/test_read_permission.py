"""The `read` permission on every read path: CLI, Python API, MCP (real SDK client), recall
and the session-start prompt. The audit found the body returned on all of them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp.types as types
import pytest

from mcp import Client
from memwell.api import Harness
from memwell.errors import PermissionDenied
from memwell.mcp.server import build_server

BODY = "PRIVATE-BODY-7731 never push on Fridays"


def _home(tmp_path: Path, read: str) -> Path:
    home = tmp_path / f"home-{read}"
    home.mkdir()
    (home / "config.toml").write_text(f'[permissions]\n"read.user" = "{read}"\n', "utf-8")
    return home


def _seeded(home: Path, workspace: Path, ask: Any = None) -> Harness:
    harness = Harness(home, workspace, ask=ask)
    harness.remember("user", "private", "user", "friday rule", BODY)
    harness.remember("workspace", "open", "project", "friday deploys", "deploys on friday: ok")
    harness.store.write_profile(f"Profile: {BODY}")
    return harness


@pytest.mark.parametrize("read", ["deny", "ask"])
def test_api_read_and_search_keep_the_body_in(
    tmp_path: Path, workspace_dir: Path, read: str
) -> None:
    harness = _seeded(_home(tmp_path, read), workspace_dir)  # nobody to ask
    with pytest.raises(PermissionDenied):
        harness.store.get("private")
    hits = harness.search("friday")
    assert [h.scope for h in hits] == ["workspace"]  # the readable scope still answers
    assert BODY not in harness.system_prompt().text
    assert "friday rule" in harness.system_prompt().text  # the index lines are the catalogue
    decision = harness.turn("what is the friday rule for pushing?", session_id="s")
    assert BODY not in decision.digest_text


def test_ask_is_put_to_the_person_and_no_means_no(tmp_path: Path, workspace_dir: Path) -> None:
    home = _home(tmp_path, "ask")
    answers: list[bool] = []
    harness = _seeded(home, workspace_dir, ask=lambda request: answers.pop(0))
    answers.append(False)
    with pytest.raises(PermissionDenied, match="declined"):
        harness.store.get("private")
    answers.append(True)
    assert BODY in harness.store.get("private").body
    answers.append(True)
    assert {h.scope for h in harness.search("friday")} == {"user", "workspace"}
    # recall never asks (it runs in hooks): "ask" is a no there; an ask would pop an
    # empty list and fail this test
    decision = harness.turn("what is the friday rule for pushing?", session_id="s")
    assert BODY not in decision.digest_text and answers == []


def test_allow_is_unchanged(tmp_path: Path, workspace_dir: Path) -> None:
    harness = _seeded(_home(tmp_path, "allow"), workspace_dir)
    assert BODY in harness.store.get("private").body
    assert {h.scope for h in harness.search("friday")} == {"user", "workspace"}
    assert BODY in harness.system_prompt().text  # USER.md


def test_cli_show_and_search_refuse_a_denied_body(tmp_path: Path, workspace_dir: Path) -> None:
    home = _home(tmp_path, "deny")
    _seeded(home, workspace_dir)
    where = ["--home", str(home), "--workspace", str(workspace_dir)]

    def memwell(*args: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "memwell", *args, *where]
        return subprocess.run(command, capture_output=True, text=True, timeout=60)

    shown = memwell("show", "private")
    assert shown.returncode == 1 and BODY not in shown.stdout + shown.stderr
    assert "read in scope 'user' refused" in shown.stderr
    assert "Traceback" not in shown.stderr
    found = memwell("search", "friday", "--json")
    assert found.returncode == 0 and "PRIVATE" not in found.stdout
    assert "open" in found.stdout  # the workspace topic still answers


def _answer(allow: bool, asked: list[str]) -> Any:
    async def callback(context: Any, params: Any) -> types.ElicitResult:
        asked.append(params.message)
        return types.ElicitResult(action="accept", content={"allow": allow})

    return callback


def test_mcp_read_and_search_follow_the_permission(tmp_path: Path, workspace_dir: Path) -> None:
    denied = _seeded(_home(tmp_path, "deny"), workspace_dir)
    asking = _seeded(_home(tmp_path, "ask"), workspace_dir)
    asked: list[str] = []

    async def main() -> None:
        async with Client(build_server(denied)) as client:
            read = await client.call_tool("memory_read", {"name": "private"})
            assert read.is_error and BODY not in read.content[0].text
            found = await client.call_tool("memory_search", {"query": "friday"})
            assert not found.is_error and "PRIVATE" not in found.content[0].text
        async with Client(build_server(asking), elicitation_callback=_answer(False, asked)) as c:
            read = await c.call_tool("memory_read", {"name": "private"})
            assert read.is_error and "declined" in read.content[0].text
            found = await c.call_tool("memory_search", {"query": "friday"})
            assert "PRIVATE" not in found.content[0].text
        async with Client(build_server(asking), elicitation_callback=_answer(True, asked)) as c:
            read = await c.call_tool("memory_read", {"name": "private"})
            assert not read.is_error and BODY in read.content[0].text
        # a client that cannot elicit: "ask" is a no
        async with Client(build_server(asking)) as client:
            read = await client.call_tool("memory_read", {"name": "private"})
            assert read.is_error and BODY not in read.content[0].text

    anyio.run(main)
    assert asked, "the person was never asked"
