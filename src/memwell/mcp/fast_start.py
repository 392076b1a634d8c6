"""`memwell mcp` answers the handshake before the MCP SDK has finished importing.

Trigger: an MCP client starts `memwell mcp` and sends `initialize`, then `tools/list`.
Why: importing the official SDK (and pydantic) takes about a second; Claude Code run
headless does not wait for a server that slow ("still connecting") and the model never
sees memwell's tools.
Outcome: a thin stdio relay in front of the real server. While the SDK loads on a
thread, the relay answers `initialize`, `tools/list` and `ping` from a handshake file
that the real server wrote the last time (same memwell and SDK versions, same protocol
version asked for); everything else waits for the real server. Once it is up, the relay
replays the client's `initialize` and `notifications/initialized` into it (its answer to
that replayed `initialize` is dropped: the client already has the same one) and from
then on passes every line both ways untouched. Without a matching handshake file the
relay only forwards, which is today's behaviour, and the real server's answers are saved
for the next start.

SIGINT (what clients send first when they shut a server down) and the end of stdin both
end the process at once: memory writes are atomic, so nothing is left half-written.

Standard library only: this module is imported before the SDK.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

# ids of requests the relay sends the real server itself; their answers are not forwarded
_REPLAYED_INIT = "memwell-relay-initialize"
_WARM_TOOLS = "memwell-relay-tools"

# serve(stdin, stdout) runs the real server on two text streams until stdin ends
RealServer = Callable[[IO[str], IO[str]], None]


@dataclass(frozen=True, slots=True)
class Handshake:
    """What the real server answered last time, for one key (versions + protocol)."""

    key: str
    initialize: dict[str, Any]
    tools: dict[str, Any] | None


def handshake_key(versions: str, protocol: str) -> str:
    return f"{versions}|{protocol}"


def load_handshake(path: Path, key: str) -> Handshake | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("key") != key:
        return None
    init, tools = data.get("initialize"), data.get("tools")
    if not isinstance(init, dict):
        return None
    return Handshake(key, init, tools if isinstance(tools, dict) else None)


def save_handshake(path: Path, handshake: Handshake) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}")
        record = {"key": handshake.key, "initialize": handshake.initialize}
        tmp.write_text(json.dumps({**record, "tools": handshake.tools}), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only home: the next start is just slower


class Relay:
    """One client connection: stdin/stdout of this process, relayed to the real server."""

    def __init__(
        self,
        load_server: Callable[[], RealServer],
        *,
        handshake_path: Path,
        versions: str,
        stdin: IO[bytes],
        stdout: IO[bytes],
    ) -> None:
        self._load_server = load_server
        self._path = handshake_path
        self._versions = versions
        self._stdin = stdin
        self._stdout = stdout
        self._write_lock = threading.Lock()
        self._ready = threading.Event()
        self._failed: BaseException | None = None
        self._to_server: IO[str] | None = None
        self._replay: list[str] = []
        self._key: str | None = None
        self._cached: Handshake | None = None
        self._captured: dict[str, Any] = {}
        self._server_done = threading.Event()

    # --- the client side ----------------------------------------------------------------

    def run(self) -> None:
        threading.Thread(target=self._start_server, name="memwell-mcp-load", daemon=True).start()
        for raw in iter(self._stdin.readline, b""):
            line = raw.decode("utf-8", "replace").strip()
            if not line:
                continue
            if not self._ready.is_set() and self._answer_early(line):
                continue
            self._forward(line)
        # The client closed our stdin: nobody reads an answer any more. Give the server a
        # moment to finish a write in progress (writes are atomic anyway), then go.
        if self._ready.is_set() and self._to_server is not None:
            with contextlib.suppress(OSError, ValueError):
                self._to_server.close()
            self._server_done.wait(0.3)

    def _answer_early(self, line: str) -> bool:
        """Answer `line` from the handshake file while the server loads; False to forward."""
        try:
            message = json.loads(line)
        except ValueError:
            return False
        if not isinstance(message, dict):
            return False
        method, rid = message.get("method"), message.get("id")
        if method == "initialize" and rid is not None:
            protocol = str((message.get("params") or {}).get("protocolVersion", ""))
            self._key = handshake_key(self._versions, protocol)
            self._cached = load_handshake(self._path, self._key)
            replayed = {**message, "id": _REPLAYED_INIT}
            if self._cached is None:
                return False  # forward as it is: the server answers, and we save its answer
            self._replay.append(json.dumps(replayed))
            self._reply(rid, self._cached.initialize)
            return True
        if method == "notifications/initialized" and self._cached is not None:
            self._replay.append(line)
            return True
        first_page = not (message.get("params") or {}).get("cursor")
        tools = self._cached.tools if self._cached is not None else None
        if method == "tools/list" and rid is not None and tools and first_page:
            self._reply(rid, tools)
            return True
        if method == "ping" and rid is not None and self._cached is not None:
            self._reply(rid, {})
            return True
        return False

    def _forward(self, line: str) -> None:
        self._ready.wait()
        if self._failed is not None or self._to_server is None:
            self._reply_error(line)
            return
        try:
            self._to_server.write(line + "\n")
            self._to_server.flush()
        except (OSError, ValueError):
            self._reply_error(line)

    def _reply(self, rid: Any, result: dict[str, Any]) -> None:
        self._write(json.dumps({"jsonrpc": "2.0", "id": rid, "result": result}))

    def _reply_error(self, line: str) -> None:
        try:
            rid = json.loads(line).get("id")
        except (ValueError, AttributeError):
            return
        if rid is None:
            return
        reason = f"memwell's MCP server could not start: {self._failed}"
        error = {"code": -32603, "message": reason}
        self._write(json.dumps({"jsonrpc": "2.0", "id": rid, "error": error}))

    def _write(self, line: str) -> None:
        with self._write_lock:
            self._stdout.write(line.encode("utf-8") + b"\n")
            self._stdout.flush()

    # --- the server side ------------------------------------------------------------------

    def _start_server(self) -> None:
        try:
            serve = self._load_server()
        except BaseException as exc:  # an import or config error: every request says so
            self._failed = exc
            self._ready.set()
            return
        client_r, client_w = os.pipe()
        server_r, server_w = os.pipe()
        to_server = os.fdopen(client_w, "w", encoding="utf-8")
        server_in = os.fdopen(client_r, "r", encoding="utf-8")
        server_out = os.fdopen(server_w, "w", encoding="utf-8")
        from_server = os.fdopen(server_r, "rb")
        threading.Thread(target=self._pump, args=(from_server,), daemon=True).start()

        def run_server() -> None:
            try:
                serve(server_in, server_out)
            finally:
                server_out.close()
                self._server_done.set()

        threading.Thread(target=run_server, name="memwell-mcp-server", daemon=True).start()
        for line in self._replay:
            to_server.write(line + "\n")
        if self._cached is not None and self._cached.tools is None:
            warm = {"jsonrpc": "2.0", "id": _WARM_TOOLS, "method": "tools/list", "params": {}}
            to_server.write(json.dumps(warm) + "\n")
        to_server.flush()
        self._to_server = to_server
        self._ready.set()

    def _pump(self, from_server: IO[bytes]) -> None:
        """The real server's output to the client, minus the answers to the relay's own
        requests (which refresh the handshake file instead)."""
        for raw in iter(from_server.readline, b""):
            text = raw.decode("utf-8", "replace").strip()
            if not text:
                continue
            message = _json_object(text)
            rid = message.get("id") if message else None
            if message and "result" in message and self._capture(rid, message["result"]):
                continue
            self._write(text)

    def _capture(self, rid: Any, result: Any) -> bool:
        """Remember the server's handshake answers; True when the client must not see it."""
        if not isinstance(result, dict) or self._key is None:
            return rid in (_REPLAYED_INIT, _WARM_TOOLS)
        if rid == _REPLAYED_INIT or (
            self._cached is None and "protocolVersion" in result and "capabilities" in result
        ):
            self._captured["initialize"] = result
            self._store()
            return bool(rid == _REPLAYED_INIT)
        if rid == _WARM_TOOLS or (
            "tools" in result and "initialize" in self._captured and "tools" not in self._captured
        ):
            if "nextCursor" not in result:
                self._captured["tools"] = result
                self._store()
            return bool(rid == _WARM_TOOLS)
        return False

    def _store(self) -> None:
        if self._key is None or "initialize" not in self._captured:
            return
        tools = self._captured.get("tools") or (self._cached.tools if self._cached else None)
        save_handshake(self._path, Handshake(self._key, self._captured["initialize"], tools))


def _json_object(text: str) -> dict[str, Any] | None:
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def exit_on_sigint() -> None:
    """End at once on SIGINT (what clients send first when they close a stdio server) and
    on SIGTERM (the SDK client's next step after closing stdin)."""

    def stop(_signum: int, _frame: object) -> None:
        with contextlib.suppress(OSError, ValueError):
            sys.stdout.flush()
        os._exit(0)

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)


def finish() -> None:
    """Leave now that the client has gone: the loader and server threads are daemons
    with nothing left to say, and interpreter teardown with a half-imported SDK on a
    thread costs seconds."""
    with contextlib.suppress(OSError, ValueError):
        sys.stdout.flush()
        sys.stderr.flush()
    os._exit(0)
