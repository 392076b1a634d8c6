"""`memwell mcp` and JSON-RPC 2.0 at the edges: batches and malformed lines are answered,
and the requests read before the client closes stdin are answered before the server goes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

from memwell.mcp.fast_start import LoadedServer, Relay
from memwell.mcp.jsonrpc import BATCH_REFUSED, check


class _EndSeen:
    """The client's stdin: lines, then the end, which `ended` reports."""

    def __init__(self, lines: list[str]) -> None:
        self._lines = [(line + "\n").encode() for line in lines]
        self.ended = threading.Event()

    def readline(self) -> bytes:
        if self._lines:
            return self._lines.pop(0)
        self.ended.set()
        return b""


class _Out:
    def __init__(self) -> None:
        self.lines: list[dict[str, Any] | list[Any]] = []

    def write(self, data: bytes) -> int:
        self.lines += [json.loads(line) for line in data.decode().splitlines() if line]
        return len(data)

    def flush(self) -> None:
        pass


def test_a_request_read_before_the_end_of_input_is_answered(tmp_path: Path) -> None:
    """The server behaves as the SDK's does: at the end of its input it cancels what is
    in flight. The relay must keep its input open until the answer is out."""
    stdin = _EndSeen([json.dumps({"jsonrpc": "2.0", "id": 5, "method": "tools/call"})])
    stdout = _Out()
    input_closed = threading.Event()

    def sdk_like_server(server_in: IO[str], server_out: IO[str]) -> None:
        def answer(rid: Any) -> None:
            stdin.ended.wait(10)
            if input_closed.wait(1.0):  # cancelled at the end of input, as the SDK does
                return
            server_out.write(json.dumps({"jsonrpc": "2.0", "id": rid, "result": {}}) + "\n")
            server_out.flush()

        workers = []
        for line in server_in:
            rid = json.loads(line).get("id")
            workers.append(threading.Thread(target=answer, args=(rid,), daemon=True))
            workers[-1].start()
        input_closed.set()

    relay = Relay(
        lambda: LoadedServer(sdk_like_server, ("P",)),
        handshake_path=tmp_path / "none.json",
        versions="v",
        stdin=stdin,  # type: ignore[arg-type]
        stdout=stdout,  # type: ignore[arg-type]
    )
    relay.run()
    assert stdout.lines == [{"jsonrpc": "2.0", "id": 5, "result": {}}]


def test_batches_and_malformed_lines_get_the_json_rpc_answers() -> None:
    batch = [
        {"jsonrpc": "2.0", "id": 1, "method": "ping"},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": "b", "method": "tools/list"},
        7,
    ]
    answer = json.loads(check(json.dumps(batch)).answer or "null")
    assert [(a["id"], a["error"]["code"]) for a in answer] == [
        (1, -32600),
        ("b", -32600),
        (None, -32600),
    ]
    assert answer[0]["error"]["message"] == BATCH_REFUSED
    assert not check(json.dumps(batch)).forward
    only_notes = check(json.dumps([{"jsonrpc": "2.0", "method": "notifications/initialized"}]))
    assert only_notes.answer is None and not only_notes.forward
    empty = json.loads(check("[]").answer or "null")
    assert empty["id"] is None and empty["error"]["code"] == -32600
    garbled = json.loads(check("{not json").answer or "null")
    assert garbled["id"] is None and garbled["error"]["code"] == -32700
    for bad_id in ({"a": 1}, [1], True):
        line = json.dumps({"jsonrpc": "2.0", "id": bad_id, "method": "ping"})
        refused = json.loads(check(line).answer or "null")
        assert refused["id"] is None and refused["error"]["code"] == -32600
    fine = check(json.dumps({"jsonrpc": "2.0", "id": 3, "method": "ping"}))
    assert fine.answer is None and fine.forward


def test_the_server_answers_every_line_then_leaves_when_stdin_closes(
    isolated_home: Path, workspace_dir: Path
) -> None:
    """A client that writes its requests and closes stdin at once (`printf ... | memwell
    mcp`) reads an answer to each, batch and malformed lines included."""
    command = [sys.executable, "-m", "memwell", "mcp", "--home", str(isolated_home)]
    command += ["--workspace", str(workspace_dir)]
    client = {"name": "test", "version": "1"}
    hello = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": client}
    save = {
        "name": "memory_save",
        "arguments": {
            "scope": "workspace",
            "name": "deploy_rule",
            "description": "Deploys need a review",
            "content": "Never deploy on Fridays.",
            "type": "feedback",
        },
    }
    lines = [
        json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": hello}),
        json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        json.dumps([{"jsonrpc": "2.0", "id": 2, "method": "ping"}]),
        "{not json",
        json.dumps({"jsonrpc": "2.0", "id": {"x": 1}, "method": "ping"}),
        json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": save}),
    ]
    env = {**os.environ, "MEMWELL_HOME": str(isolated_home)}
    done = subprocess.run(
        command,
        input="".join(line + "\n" for line in lines).encode(),
        capture_output=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0
    replies = [json.loads(line) for line in done.stdout.decode().splitlines() if line]
    by_id = {r["id"]: r for r in replies if isinstance(r, dict) and r.get("id") is not None}
    assert "result" in by_id[1]
    batch = next(r for r in replies if isinstance(r, list))
    assert [(a["id"], a["error"]["code"]) for a in batch] == [(2, -32600)]
    unnamed = sorted(r["error"]["code"] for r in replies if isinstance(r, dict) and r["id"] is None)
    assert unnamed == [-32700, -32600]
    assert "result" in by_id[3] and not by_id[3]["result"].get("isError")
    assert list((isolated_home / "workspaces").glob("*/deploy_rule.md"))
