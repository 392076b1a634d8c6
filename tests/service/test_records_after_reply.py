"""The warm service sends its reply before it writes the turn's decision records, and
writes them before it reads the next request (`memwell.after_answer.held_here`)."""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.recall.decisions import DecisionLog
from memwell.service.client import PROTOCOL
from memwell.service.server import Service

FORCE_PUSH = {
    "scope": "workspace",
    "name": "git_policy",
    "type": "feedback",
    "description": "Never force-push to main",
    "content": "Never force-push (git push --force) to the main branch; open a pull request.",
}


def _reply_so_far(conn: socket.socket) -> bytes | None:
    """What the client can read now without waiting; None unless the reply is whole (the
    service has ended its side of the stream)."""
    conn.setblocking(False)
    chunks: list[bytes] = []
    try:
        while chunk := conn.recv(65536):
            chunks.append(chunk)
    except BlockingIOError:
        return None  # nothing more yet, and the stream is still open
    finally:
        conn.setblocking(True)
    return b"".join(chunks)


def test_the_reply_is_whole_before_the_turns_records_are_written(
    isolated_home: Path, workspace_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Harness(isolated_home, workspace_dir, embedder=None).remember(**FORCE_PUSH)
    service = Service(isolated_home, warm=False)
    client_side, service_side = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    seen_by_client: list[bytes | None] = []
    write = DecisionLog._write

    def writing(log: DecisionLog, stamped: dict[str, object]) -> None:
        seen_by_client.append(_reply_so_far(client_side))  # when the record is written
        write(log, stamped)

    monkeypatch.setattr(DecisionLog, "_write", writing)
    request = {
        "v": PROTOCOL,
        "op": "turn",
        "home": str(isolated_home),
        "cwd": str(workspace_dir),
        "text": "can I force-push my branch to main now?",
    }
    client_side.sendall(json.dumps(request).encode() + b"\n")
    client_side.shutdown(socket.SHUT_WR)
    with service_side:
        service._answer(service_side)
    client_side.close()
    assert seen_by_client, "the turn wrote no decision record"
    whole = seen_by_client[0]
    assert whole is not None, "the record was written before the reply was sent"
    reply = json.loads(whole)
    assert reply["ok"] is True and reply["turn"]["intent"]
    # written once the reply was out, before the service read another request
    lines = (isolated_home / "logs" / "recall.jsonl").read_text("utf-8").splitlines()
    assert [json.loads(line)["kind"] for line in lines][-1] == "turn"
