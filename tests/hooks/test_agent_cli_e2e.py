"""End to end: the real Claude Code CLI, headless, with memwell installed in a project,
against the scripted model server on the loopback address.

Needs the `claude` executable: `$MEMWELL_CLAUDE_BIN`, else `claude` on PATH
(`scripts/test.sh` installs the pinned npm package and sets the variable). Skipped
without it. As root with `unshare`, the CLI and the model server run in a network
namespace of their own with only the loopback device; otherwise the CLI is pointed at
127.0.0.1 and its non-essential traffic is switched off.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from memwell.api import Harness
from memwell.hooks.injected import OPEN

REPO = Path(__file__).resolve().parents[2]
FAKE_MODEL = REPO / "scripts" / "fake_model_server.py"
sys.path.insert(0, str(FAKE_MODEL.parent))
import fake_model_server  # noqa: E402 - a script of this repository, not a package

PORT = 18765  # inside a fresh network namespace every port is free
CLAUDE = os.environ.get("MEMWELL_CLAUDE_BIN") or shutil.which("claude")

pytestmark = pytest.mark.skipif(not CLAUDE, reason="the claude executable is not installed")


def isolated() -> bool:
    return os.geteuid() == 0 and bool(shutil.which("unshare")) and bool(shutil.which("ip"))


@pytest.fixture
def project(tmp_path: Path, isolated_home: Path) -> Path:
    project = tmp_path / "project"
    subprocess.run(["git", "init", "-q", "-b", "main", str(project)], check=True)
    Harness(isolated_home, project).remember(
        scope="workspace",
        name="git_policy",
        type="feedback",
        description="Never force-push to main",
        content="Never force-push (git push --force) to the main branch; open a pull request.",
    )
    env = {**os.environ, "MEMWELL_HOME": str(isolated_home)}
    subprocess.run(
        [
            sys.executable,
            "-m",
            "memwell",
            "install",
            "claude-code",
            "--project",
            "--home",
            str(isolated_home),
        ],
        cwd=project,
        env=env,
        check=True,
        capture_output=True,
    )
    # what a person does at the first interactive start: approve the project's MCP server
    local = project / ".claude" / "settings.local.json"
    local.write_text(json.dumps({"enabledMcpjsonServers": ["memwell"]}), encoding="utf-8")
    return project


def run_claude(project: Path, home: Path, log: Path, prompt: str, *extra: str) -> None:
    """One headless turn, bounded in time; the model server logs every request to `log`."""
    assert CLAUDE
    env = {
        "PATH": os.environ.get("PATH", ""),
        "HOME": str(home),
        "MEMWELL_HOME": os.environ["MEMWELL_HOME"],
        "PYTHONPATH": os.environ.get("PYTHONPATH", ""),
        "ANTHROPIC_BASE_URL": f"http://127.0.0.1:{PORT}",
        "ANTHROPIC_API_KEY": "sk-ant-fake-key-for-a-local-stub",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
        "DISABLE_TELEMETRY": "1",
        "ENABLE_TOOL_SEARCH": "false",
    }
    claude = [
        CLAUDE,
        "--allowedTools",
        "Write,Bash,mcp__memwell__memory_save",
        "--model",
        "claude-sonnet-4-5",
        *extra,
        "-p",
        prompt,
    ]
    server = [sys.executable, str(FAKE_MODEL), "--port", str(PORT), "--log", str(log)]
    script = (
        'ip link set lo up 2>/dev/null; "$@" & server=$!; '
        # wait for the server's port, then run the CLI; the server dies with the namespace
        f"for _ in $(seq 100); do (echo > /dev/tcp/127.0.0.1/{PORT}) 2>/dev/null && break; "
        "sleep 0.1; done; "
    )
    cli = " ".join(_quote(a) for a in claude)
    if isolated():
        argv = ["unshare", "-n", "bash", "-c", script + f"{cli}; kill $server", "bash", *server]
    else:
        argv = [
            "bash",
            "-c",
            script + f"{cli}; status=$?; kill $server; exit $status",
            "bash",
            *server,
        ]
    result = subprocess.run(
        argv,
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        stdin=subprocess.DEVNULL,
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]


def _quote(arg: str) -> str:
    return "'" + arg.replace("'", "'\\''") + "'"


def requests(log: Path) -> list[dict[str, Any]]:
    lines = log.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def texts(body: Any) -> list[str]:
    return fake_model_server.texts_in(body.get("messages", []))


def test_real_claude_code_with_memwell_hooks_and_mcp(
    project: Path, tmp_path: Path, isolated_home: Path
) -> None:
    home, log = tmp_path / "home", tmp_path / "model-requests.jsonl"
    home.mkdir()
    run_claude(project, home, log, "please run: git push --force origin main")
    first = [r for r in requests(log) if r["path"].startswith("/v1/messages")]
    assert first, "Claude Code never reached the model server"
    said = "\n".join(texts(first[0]["body"]))
    # the session context reached the model: fenced, with the rule, without index markers
    assert OPEN in said and "git_policy" in said and "memwell:topics" not in said
    # memwell's MCP tools were there for the model (the server answered in time)
    tools = {t["name"] for t in first[0]["body"].get("tools", [])}
    assert "mcp__memwell__memory_save" in tools
    # the gate refused the force-push: the tool result the model got is memwell's reason
    after_tool = "\n".join(texts(first[-1]["body"]))
    assert "memwell: Bash stopped" in after_tool and "git_policy" in after_tool

    session = json.loads((isolated_home / "logs" / "hooks.jsonl").read_text().splitlines()[0])
    run_claude(
        project,
        home,
        log,
        "please save the memory: Always run ruff before committing.",
        "--resume",
        session["session_id"],
    )
    memories = {m.name for m in Harness(isolated_home, project).memories()}
    # the model's memory_save went through memwell's MCP server, and the Stop hook's
    # writeback did not save the same rule again
    assert memories == {"git_policy", "saved_by_model"}
