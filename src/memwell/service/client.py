"""Ask the warm service, or learn at once that it cannot answer.

Every failure (no socket, a stale socket file, a socket that is not the user's, a refused
or slow connection, a service that dies mid-request, a garbled reply) is the same answer:
None, and the caller answers in its own process. Nothing here raises, and nothing waits
longer than `CONNECT_TIMEOUT` for a service that is not there.

Imported by every hook process before anything heavy: standard library only, no
dataclasses or typing machinery beyond annotations.
"""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path
from typing import Any

from memwell.service.address import MAX_SOCKET_PATH, disabled, socket_path, trusted_socket

PROTOCOL = 1
# a service that is up accepts in well under a millisecond; one that is not refuses at once
CONNECT_TIMEOUT = 0.05
# Trigger: the service accepted but has not answered. Why: it answers one request at a
# time, and a Stop that archives a long transcript can take a second. Outcome: after this
# the hook answers in its own process, so the agent never waits on a stuck service.
REPLY_TIMEOUT = 5.0
_MAX_REPLY = 16 * 1024 * 1024


def request(home: Path, message: dict[str, Any], *, timeout: float = REPLY_TIMEOUT) -> Any:
    """The service's reply to `message` (a dict with `"ok": true`), or None."""
    if disabled() or not hasattr(socket, "AF_UNIX"):
        return None
    path = socket_path(home)
    if len(str(path)) > MAX_SOCKET_PATH or not trusted_socket(path):
        return None
    payload = json.dumps({"v": PROTOCOL, **message}, ensure_ascii=False).encode("utf-8")
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        conn.settimeout(CONNECT_TIMEOUT)
        conn.connect(str(path))
        conn.settimeout(timeout)
        conn.sendall(payload + b"\n")
        conn.shutdown(socket.SHUT_WR)  # the service reads to the end, then answers
        raw = receive(conn, _MAX_REPLY)
    except OSError:  # refused, timed out, reset: the service is not answering
        return None
    finally:
        conn.close()
    if raw is None:
        return None
    try:
        reply = json.loads(raw.decode("utf-8"))
    except ValueError:  # cut off mid-reply (the service died) or not JSON
        return None
    if not isinstance(reply, dict) or reply.get("ok") is not True:
        return None
    return reply


def receive(conn: socket.socket, limit: int) -> bytes | None:
    """Everything the other side sends until it closes or shuts down its writing side;
    None past `limit` bytes (a request or reply that large is not memwell's)."""
    chunks: list[bytes] = []
    size = 0
    while True:
        chunk = conn.recv(65536)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        size += len(chunk)
        if size > limit:
            return None


def answer_hook(
    agent: str, home: Path, stdin_text: str, ignored: tuple[str, ...] = ()
) -> tuple[str, int, str] | None:
    """(stdout, exit code, message) of one hook event answered by the service, or None."""
    if _compacting(stdin_text):
        # Trigger: PreCompact / PreCompress. Why: on a long transcript it can outlast
        # REPLY_TIMEOUT, and the in-process answer after a timeout would build the same
        # checkpoint a second time while the service still works on it; it needs no model.
        # Outcome: answered in the hook's own process, bounded there (hooks.runner).
        return None
    reply = request(
        home,
        {
            "op": "hook",
            "agent": agent,
            "home": str(home),
            "cwd": os.getcwd(),
            "stdin": stdin_text,
            "ignored": list(ignored),
        },
    )
    if reply is None:
        return None
    stdout, code, message = reply.get("stdout"), reply.get("exit_code"), reply.get("message")
    if not isinstance(stdout, str) or not isinstance(code, int) or not isinstance(message, str):
        return None
    return stdout, code, message


_COMPACT_EVENTS = ('"PreCompact"', '"PreCompress"')


def _compacting(stdin_text: str) -> bool:
    """Whether a hook payload is a compaction event (a substring test: no JSON parse of a
    payload the service would parse anyway)."""
    head = stdin_text[:4096]
    return "hook_event_name" in head and any(name in head for name in _COMPACT_EVENTS)


def turn(home: Path, workspace: Path, text: str, session_id: str | None) -> Any:
    """The service's decision record for one turn (`Harness.turn(...).to_dict()` plus
    `digest`), or None."""
    reply = request(
        home,
        {
            "op": "turn",
            "home": str(home),
            "cwd": str(workspace),
            "text": text,
            "session_id": session_id,
        },
    )
    record = reply.get("turn") if reply is not None else None
    return record if isinstance(record, dict) else None


def status(home: Path) -> Any:
    """The running service's description (pid, embedder, requests served), or None."""
    reply = request(home, {"op": "status", "home": str(home)}, timeout=1.0)
    return reply.get("status") if reply is not None else None


def stop(home: Path) -> bool:
    """Ask the service to exit; True if it was running and agreed."""
    return request(home, {"op": "stop", "home": str(home)}, timeout=2.0) is not None
