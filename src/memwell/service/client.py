"""Ask the warm service, or learn at once that it cannot answer.

Every failure (no socket, a stale socket file, a socket that is not the user's, a refused
or slow connection, a service that dies mid-request, a garbled reply) is the same answer:
None, and the caller answers in its own process. Nothing here raises, and nothing waits
longer than `CONNECT_TIMEOUT` for a service that is not there.

Two wire formats, one request per connection. A hook event goes as one frame of
NUL-separated fields (`hook_frame`), answered the same way: every hook process imports
this module, and the frame needs neither `json` (whose regular expressions a hook would
compile on every call) nor `pathlib`. The other requests (turn, status, stop) are one
JSON object each way; their callers have `json` loaded already.
"""

from __future__ import annotations

# Trigger: every hook process imports this. Why: `socket` (the Python wrapper: enum,
# selectors, array) costs a hook more CPU than the rest of this client; the C module it
# wraps has everything a one-shot connection needs, and `socket.socket` is its subclass.
# Outcome: the client speaks through `_socket`; the service uses `socket` as usual.
import _socket as socket
import os

from memwell.service.address import MAX_SOCKET_PATH, disabled, socket_file, trusted_socket

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy reads it)
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

PROTOCOL = 1
# the first field of a hook frame, request and reply; a service that does not know it
# answers something else, which is None here (then the hook answers in its own process)
HOOK_FRAME = b"memwell-hook/2"
# a service that is up accepts in well under a millisecond; one that is not refuses at once
CONNECT_TIMEOUT = 0.05
# Trigger: the service accepted but has not answered. Why: it answers one request at a
# time, and a Stop that archives a long transcript can take a second. Outcome: after this
# the hook answers in its own process, so the agent never waits on a stuck service.
REPLY_TIMEOUT = 5.0
_MAX_REPLY = 16 * 1024 * 1024


def request(home: Path, message: dict[str, Any], *, timeout: float = REPLY_TIMEOUT) -> Any:
    """The service's reply to `message` (a dict with `"ok": true`), or None."""
    import json

    payload = json.dumps({"v": PROTOCOL, **message}, ensure_ascii=False).encode("utf-8") + b"\n"
    raw = exchange(os.fspath(home), payload, timeout)
    if raw is None:
        return None
    try:
        reply = json.loads(raw.decode("utf-8"))
    except ValueError:  # cut off mid-reply (the service died) or not JSON
        return None
    if not isinstance(reply, dict) or reply.get("ok") is not True:
        return None
    return reply


def exchange(home: str, payload: bytes, timeout: float = REPLY_TIMEOUT) -> bytes | None:
    """Send `payload` to the service of `home` and read its whole reply; None when there is
    no trusted socket or the connection fails."""
    if disabled() or not hasattr(socket, "AF_UNIX"):
        return None
    path = socket_file(home)
    if len(path) > MAX_SOCKET_PATH or not trusted_socket(path):
        return None
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        conn.settimeout(CONNECT_TIMEOUT)
        conn.connect(path)
        conn.settimeout(timeout)
        conn.sendall(payload)
        conn.shutdown(socket.SHUT_WR)  # the service reads to the end, then answers
        return receive(conn, _MAX_REPLY)
    except OSError:  # refused, timed out, reset: the service is not answering
        return None
    finally:
        conn.close()


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


# --- hook frames -----------------------------------------------------------------------------
# request: HOOK_FRAME, agent, home, cwd, the hook process's pid, the number of ignored
#          arguments, each of them, then the payload (everything after the last
#          separator, NULs included). The pid lets the service ask what the hook itself
#          would: whether the agent that runs it can ask the person (hooks.caller).
# reply:   HOOK_FRAME, exit code, the length of the message in bytes, then the message
#          followed by the agent's stdout
# Paths and arguments can hold bytes that are not UTF-8 (os.fsencode keeps them); text
# the payload carries as JSON escapes can hold lone surrogates (surrogatepass keeps them).
_SEP = b"\0"
_TEXT = "surrogatepass"


def hook_frame(
    agent: str, home: str, cwd: str, stdin_text: str, ignored: tuple[str, ...], pid: int
) -> bytes:
    """The request frame of one hook event, sent by the hook process `pid`."""
    fields = [HOOK_FRAME, agent.encode(), os.fsencode(home), os.fsencode(cwd), str(pid).encode()]
    fields += [str(len(ignored)).encode(), *(os.fsencode(arg) for arg in ignored)]
    return _SEP.join([*fields, stdin_text.encode("utf-8", _TEXT)])


def read_hook_frame(frame: bytes) -> tuple[str, str, str, str, tuple[str, ...], int] | None:
    """(agent, home, cwd, stdin text, ignored arguments, the hook's pid) of a request
    frame, or None."""
    head = frame.split(_SEP, 6)
    if len(head) != 7 or head[0] != HOOK_FRAME or not (head[4].isdigit() and head[5].isdigit()):
        return None
    count = int(head[5])
    rest = head[6].split(_SEP, count)
    if len(rest) != count + 1:
        return None
    agent, home, cwd = head[1].decode(errors="replace"), os.fsdecode(head[2]), os.fsdecode(head[3])
    ignored = tuple(os.fsdecode(arg) for arg in rest[:count])
    return agent, home, cwd, rest[count].decode("utf-8", _TEXT), ignored, int(head[4])


def hook_reply_frame(stdout: str, exit_code: int, message: str) -> bytes:
    said = message.encode("utf-8", _TEXT)
    head = _SEP.join([HOOK_FRAME, str(exit_code).encode(), str(len(said)).encode()])
    return head + _SEP + said + stdout.encode("utf-8", _TEXT)


def read_hook_reply(frame: bytes) -> tuple[str, int, str] | None:
    """(stdout, exit code, message) of a reply frame, or None (cut off, or not one)."""
    head = frame.split(_SEP, 3)
    if len(head) != 4 or head[0] != HOOK_FRAME:
        return None
    code, size = head[1].removeprefix(b"-"), head[2]
    if not code.isdigit() or not size.isdigit() or len(head[3]) < int(size):
        return None
    said, stdout = head[3][: int(size)], head[3][int(size) :]
    return stdout.decode("utf-8", _TEXT), int(head[1]), said.decode("utf-8", _TEXT)


def answer_hook(
    agent: str, home: str, stdin_text: str, ignored: tuple[str, ...] = ()
) -> tuple[str, int, str] | None:
    """(stdout, exit code, message) of one hook event answered by the service of `home`
    (resolved: `address.home_dir`), or None."""
    if _compacting(stdin_text):
        # Trigger: PreCompact / PreCompress. Why: on a long transcript it can outlast
        # REPLY_TIMEOUT, and the in-process answer after a timeout would build the same
        # checkpoint a second time while the service still works on it; it needs no model.
        # Outcome: answered in the hook's own process, bounded there (hooks.runner).
        return None
    frame = hook_frame(agent, home, os.getcwd(), stdin_text, ignored, os.getpid())
    raw = exchange(home, frame)
    return read_hook_reply(raw) if raw is not None else None


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
