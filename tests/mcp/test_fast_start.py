"""`memwell mcp`'s fast start: the handshake answered before the SDK loads, then the real
server behind it; and shutdown on SIGINT."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

import anyio
import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from memwell.mcp import fast_start
from memwell.mcp.fast_start import Handshake, LoadedServer, Relay, save_handshake


def params(home: Path, workspace: Path) -> StdioServerParameters:
    return StdioServerParameters(
        command=sys.executable,
        args=["-m", "memwell", "mcp", "--home", str(home), "--workspace", str(workspace)],
        env={**os.environ, "MEMWELL_HOME": str(home)},
    )


def session_run(home: Path, workspace: Path) -> tuple[dict[str, Any], list[str], str]:
    async def main() -> tuple[dict[str, Any], list[str], str]:
        async with (
            stdio_client(params(home, workspace)) as (read, write),
            ClientSession(read, write) as session,
        ):
            init = await session.initialize()
            tools = await session.list_tools()
            listed = await session.call_tool("memory_list", {})
            assert not listed.is_error
            return (
                init.model_dump(mode="json", by_alias=True),
                sorted(t.name for t in tools.tools),
                "ok",
            )

    return anyio.run(main)


def test_second_start_is_answered_from_the_handshake_file(
    isolated_home: Path, workspace_dir: Path
) -> None:
    first_init, first_tools, _ = session_run(isolated_home, workspace_dir)
    handshake = isolated_home / "state" / "mcp-handshake.json"
    saved = json.loads(handshake.read_text(encoding="utf-8"))
    version = first_init["protocolVersion"]
    assert version in saved["protocol_versions"]  # recorded for every version it speaks
    assert saved["initialize"][version]["serverInfo"]["name"] == "memwell"
    listed = saved["lists"][version]["tools/list"]["tools"]
    assert sorted(t["name"] for t in listed) == first_tools
    assert {"prompts/list", "resources/list"} <= set(saved["lists"][version])
    # the second client gets the same answers, and the real server behind the relay
    # still serves its tool calls (the replayed initialize left it ready)
    second_init, second_tools, _ = session_run(isolated_home, workspace_dir)
    assert second_init == first_init and second_tools == first_tools


def test_a_stale_handshake_file_is_not_used(isolated_home: Path, workspace_dir: Path) -> None:
    handshake = isolated_home / "state" / "mcp-handshake.json"
    stale = Handshake("another memwell", ("2025-06-18",), {"2025-06-18": {"bogus": True}}, {})
    save_handshake(handshake, stale)
    _, tools, _ = session_run(isolated_home, workspace_dir)
    assert "memory_save" in tools
    assert json.loads(handshake.read_text(encoding="utf-8"))["key"] != "another memwell"


def started_and_initialized(home: Path, workspace: Path) -> subprocess.Popen[bytes]:
    """`memwell mcp` started with no handshake file (so the real server answered
    `initialize`: the SDK is loaded and its threads run), its stdin left open."""
    process = subprocess.Popen(
        [sys.executable, *params(home, workspace).args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env={**os.environ, "MEMWELL_HOME": str(home)},
    )
    assert process.stdin is not None and process.stdout is not None
    hello = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "test", "version": "0"},
        },
    }
    process.stdin.write((json.dumps(hello) + "\n").encode())
    process.stdin.flush()
    answer = json.loads(process.stdout.readline())
    assert answer["id"] == 1 and "result" in answer
    return process


def test_sigint_ends_the_server_at_once(isolated_home: Path, workspace_dir: Path) -> None:
    process = started_and_initialized(isolated_home, workspace_dir)
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=10) == 0  # stdin still open: the signal alone ends it


def _blocked_signals(status: str) -> set[int]:
    """The signals a thread blocks, from its /proc status (`SigBlk:` is a hex mask)."""
    mask = int(next(ln for ln in status.splitlines() if ln.startswith("SigBlk:")).split()[1], 16)
    return {number for number in range(1, 65) if mask >> (number - 1) & 1}


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads /proc (Linux)")
def test_only_the_main_thread_of_the_server_can_take_sigint(
    isolated_home: Path, workspace_dir: Path
) -> None:
    """The kernel gives a process's SIGINT to any thread that does not block it; taken by
    another thread, it left the main thread in its read of stdin, and the server running
    (the full suite once saw the test above wait 10 s). Every thread but the main one
    blocks SIGINT and SIGTERM, so the kernel can only give them to the main thread."""
    process = started_and_initialized(isolated_home, workspace_dir)
    try:
        ending = {int(signal.SIGINT), int(signal.SIGTERM)}
        blocked: dict[int, set[int]] = {}
        for task in Path(f"/proc/{process.pid}/task").iterdir():
            try:
                blocked[int(task.name)] = _blocked_signals((task / "status").read_text())
            except (OSError, StopIteration):  # a thread that has just ended
                continue
        others = {tid: signals for tid, signals in blocked.items() if tid != process.pid}
        assert others  # the SDK's loader and the real server run on threads
        assert not ending & blocked[process.pid]
        assert all(ending <= signals for signals in others.values()), others
    finally:
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=10) == 0


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="POSIX signal masks")
def test_threads_the_relay_starts_block_the_ending_signals() -> None:
    """In this process: the thread started (and what it starts) blocks them, the caller's
    own mask is as it was."""
    seen: list[set[int]] = []

    def own_mask() -> None:
        seen.append({int(s) for s in signal.pthread_sigmask(signal.SIG_BLOCK, [])})

    def record() -> None:
        inner = threading.Thread(target=own_mask)
        inner.start()
        inner.join()

    before = signal.pthread_sigmask(signal.SIG_BLOCK, [])
    outer = threading.Thread(target=record)
    fast_start.start_without_ending_signals(outer)
    outer.join()
    assert signal.pthread_sigmask(signal.SIG_BLOCK, []) == before
    assert {signal.SIGINT, signal.SIGTERM} <= seen[0]


class _Pipe:
    """A byte stream the test writes lines into and the relay reads."""

    def __init__(self) -> None:
        read, write = os.pipe()
        self.reader: IO[bytes] = os.fdopen(read, "rb")
        self.writer: IO[bytes] = os.fdopen(write, "wb")

    def send(self, message: dict[str, Any]) -> None:
        self.writer.write((json.dumps(message) + "\n").encode())
        self.writer.flush()


def test_relay_answers_the_handshake_while_the_server_is_still_loading(tmp_path: Path) -> None:
    """No timing: the loader is held until the client has its answers."""
    versions = "v1"
    init_request = {
        "jsonrpc": "2.0",
        "id": 7,
        "method": "initialize",
        "params": {"protocolVersion": "Z"},
    }
    cached_init = {"protocolVersion": "P", "capabilities": {}, "serverInfo": {"name": "memwell"}}
    cached_tools = {"tools": [{"name": "memory_list"}]}
    handshake_path = tmp_path / "handshake.json"
    # the client asks for a version this SDK does not speak: it gets the newest, "P"
    save_handshake(
        handshake_path,
        Handshake(versions, ("O", "P"), {"P": cached_init}, {"P": {"tools/list": cached_tools}}),
    )
    release = threading.Event()
    seen_by_server: list[dict[str, Any]] = []

    def fake_server(stdin: IO[str], stdout: IO[str]) -> None:
        for line in stdin:
            message = json.loads(line)
            seen_by_server.append(message)
            if message.get("id") is not None:
                result = {"echo": message["method"]}
                stdout.write(
                    json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}) + "\n"
                )
                stdout.flush()

    def load() -> LoadedServer:
        release.wait(10)
        return LoadedServer(fake_server, ("O", "P"))

    client_in, client_out = _Pipe(), _Pipe()
    relay = Relay(
        load,
        handshake_path=handshake_path,
        versions=versions,
        stdin=client_in.reader,
        stdout=client_out.writer,
    )
    runner = threading.Thread(target=relay.run, daemon=True)
    runner.start()
    # a client of the stateless era probes first; it is sent to the handshake at once
    client_in.send({"jsonrpc": "2.0", "id": 6, "method": "server/discover", "params": {}})
    probe_answer = json.loads(client_out.reader.readline())
    assert probe_answer["id"] == 6 and probe_answer["error"]["code"] == -32601
    client_in.send(init_request)
    client_in.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    client_in.send({"jsonrpc": "2.0", "id": 8, "method": "tools/list", "params": {}})
    first = json.loads(client_out.reader.readline())
    second = json.loads(client_out.reader.readline())
    assert first == {"jsonrpc": "2.0", "id": 7, "result": cached_init}
    assert second == {"jsonrpc": "2.0", "id": 8, "result": cached_tools}
    assert not release.is_set() and not seen_by_server  # the server had not even loaded
    client_in.send({"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {}})
    release.set()
    third = json.loads(client_out.reader.readline())
    assert third == {"jsonrpc": "2.0", "id": 9, "result": {"echo": "tools/call"}}
    # the server saw the replayed handshake first; its answer to it never reached the client
    assert [m.get("method") for m in seen_by_server][:3] == [
        "initialize",
        "notifications/initialized",
        "tools/call",
    ]
    assert seen_by_server[0]["params"]["protocolVersion"] == "Z"  # replayed as the client sent it
    client_in.writer.close()
    runner.join(5)
    assert not runner.is_alive()


class _FlushInProgress:
    """A stdout the main thread is flushing when the signal lands (a reentrant call)."""

    def flush(self) -> None:
        raise RuntimeError("reentrant call inside <_io.BufferedWriter name='<stdout>'>")


def test_sigint_exits_even_when_it_lands_inside_a_flush_of_stdout(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    exits: list[int] = []
    previous = signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM)
    monkeypatch.setattr(sys, "stdout", _FlushInProgress())
    monkeypatch.setattr(os, "_exit", exits.append)
    try:
        fast_start.exit_on_sigint()
        handler = signal.getsignal(signal.SIGINT)
        assert callable(handler)
        handler(signal.SIGINT, None)
    finally:
        signal.signal(signal.SIGINT, previous[0])
        signal.signal(signal.SIGTERM, previous[1])
    assert exits == [0]
