"""`memwell mcp` answers the handshake before the MCP SDK has finished importing.

Trigger: an MCP client starts `memwell mcp` and sends `initialize`, then `tools/list`.
Why: importing the official SDK (and pydantic) takes about a second; Claude Code run
headless does not wait for a server that slow ("still connecting") and the model never
sees memwell's tools.
Outcome: a thin stdio relay in front of the real server. While the SDK loads on a
thread, the relay answers `initialize`, the list requests a client sends next (tools,
prompts, resources, resource templates) and `ping` from a handshake file:
the real server's own answers, for each protocol version it negotiates, recorded by
`probe()` (at `memwell install`, and by any start that finds the file missing or stale:
other memwell or SDK files). The protocol version is negotiated by the SDK's rule (the
client's version if the server speaks it, else the newest), with the version list the
SDK had when the file was written. Everything else waits for the real server. Once it
is up, the relay replays the client's `initialize` and `notifications/initialized` into
it (its answer to that replayed `initialize` is dropped: the client already has the
same one) and from then on passes every line both ways untouched. Without a valid
handshake file the relay only forwards, which is how `memwell mcp` always worked.

SIGINT (what clients send first when they shut a server down) ends the process at once:
memory writes are atomic, so nothing is left half-written. The end of stdin ends it once
every request already read has its answer (at most IN_FLIGHT_S later). Lines the SDK
would pass over in silence (not JSON, a batch, an id of the wrong type) are answered by
the relay as JSON-RPC 2.0 says (`jsonrpc.py`).

Standard library only: this module is imported before the SDK.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from memwell.mcp.jsonrpc import check, error

# id of the client's initialize when the relay replays it; its answer is not forwarded
_REPLAYED_INIT = "memwell-relay-initialize"

# how long requests already read may run once the client has closed stdin
IN_FLIGHT_S = 30.0

# serve(stdin, stdout) runs the real server on two text streams until stdin ends
RealServer = Callable[[IO[str], IO[str]], None]


@dataclass(frozen=True, slots=True)
class LoadedServer:
    """The real server, and the protocol versions its SDK negotiates (newest last)."""

    serve: RealServer
    protocol_versions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Handshake:
    """The real server's answers, per negotiated protocol version, for one `key` (the
    memwell and SDK files that produced them)."""

    key: str
    protocol_versions: tuple[str, ...]
    initialize: Mapping[str, dict[str, Any]]
    # per version: list method (tools/list, ...) -> the server's answer
    lists: Mapping[str, Mapping[str, dict[str, Any]]]

    def negotiate(self, requested: str) -> str | None:
        """The SDK's rule: the client's version if spoken, else the newest."""
        if requested in self.protocol_versions:
            return requested
        return self.protocol_versions[-1] if self.protocol_versions else None


def load_handshake(path: Path, key: str) -> Handshake | None:
    """The cached handshake at `path` (`<home>/state/mcp-handshake.json`, read without
    following a link below the home), None if missing, stale or unreadable."""
    from memwell.durable import read_bytes
    from memwell.errors import StoreError

    try:
        raw = read_bytes(path, home=path.parents[1])
        data = json.loads(raw) if raw is not None else None
    except (OSError, ValueError, StoreError):
        return None
    if not isinstance(data, dict) or data.get("key") != key:
        return None
    versions, init, lists = data.get("protocol_versions"), data.get("initialize"), data.get("lists")
    if not (isinstance(versions, list) and isinstance(init, dict) and isinstance(lists, dict)):
        return None
    return Handshake(key, tuple(str(v) for v in versions), init, lists)


def save_handshake(path: Path, handshake: Handshake) -> None:
    record = {
        "key": handshake.key,
        "protocol_versions": list(handshake.protocol_versions),
        "initialize": dict(handshake.initialize),
        "lists": {version: dict(answers) for version, answers in handshake.lists.items()},
    }
    from memwell.durable import write_durable
    from memwell.errors import StoreError

    # a read-only (or linked) state folder: the next start is just slower
    with contextlib.suppress(OSError, StoreError):
        write_durable(path, json.dumps(record).encode("utf-8"), home=path.parents[1])


# what clients ask right after the handshake (Claude Code waits for all of them)
LIST_METHODS = ("tools/list", "prompts/list", "resources/list", "resources/templates/list")


def probe(server: LoadedServer, key: str) -> Handshake:
    """Ask the real server `initialize` and the list requests once per protocol version,
    each on a connection of its own (a connection is initialised once)."""
    initialize: dict[str, dict[str, Any]] = {}
    lists: dict[str, dict[str, dict[str, Any]]] = {}
    for version in server.protocol_versions:
        answers = _converse(server.serve, version)
        init = answers.pop("initialize", None)
        if isinstance(init, dict):
            initialize[version] = init
            lists[version] = {
                method: answer
                for method, answer in answers.items()
                if isinstance(answer, dict) and "nextCursor" not in answer
            }
    return Handshake(key, server.protocol_versions, initialize, lists)


def _converse(serve: RealServer, version: str) -> dict[str, Any]:
    """method -> result of `initialize` and each of LIST_METHODS on one connection."""
    client_r, client_w = os.pipe()
    server_r, server_w = os.pipe()
    server_in = os.fdopen(client_r, "r", encoding="utf-8")
    server_out = os.fdopen(server_w, "w", encoding="utf-8")

    def run() -> None:
        try:
            serve(server_in, server_out)
        finally:
            server_out.close()

    thread = threading.Thread(target=run, name=f"memwell-mcp-probe-{version}", daemon=True)
    thread.start()
    hello = {
        "protocolVersion": version,
        "capabilities": {},
        "clientInfo": {"name": "memwell-probe", "version": "0"},
    }
    methods = ["initialize", None, *LIST_METHODS]  # None: notifications/initialized
    answers: dict[str, Any] = {}
    with os.fdopen(client_w, "w", encoding="utf-8") as to_server, os.fdopen(server_r, "rb") as out:
        for rid, method in enumerate(methods):
            if method is None:
                note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
                to_server.write(json.dumps(note) + "\n")
                to_server.flush()
                continue
            params = hello if method == "initialize" else {}
            request = {"jsonrpc": "2.0", "id": rid, "method": method, "params": params}
            to_server.write(json.dumps(request) + "\n")
            to_server.flush()
            while True:  # the answer to this request (an error leaves the method out)
                line = out.readline()
                if not line:
                    return answers
                message = _json_object(line.decode("utf-8", "replace"))
                if message and message.get("id") == rid:
                    if "result" in message:
                        answers[method] = message["result"]
                    break
    thread.join(5)
    return answers


class Relay:
    """One client connection: stdin/stdout of this process, relayed to the real server."""

    def __init__(
        self,
        load_server: Callable[[], LoadedServer],
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
        self._cached: Handshake | None = None
        self._version: str | None = None  # the negotiated protocol version, when cached
        self._server_done = threading.Event()
        self._probing = threading.Event()  # recording a handshake for the next start
        self._settled = threading.Event()  # the loader thread has nothing left to do
        # requests sent to the server and not answered yet: id as JSON -> id
        self._in_flight: dict[str, Any] = {}
        self._answered = threading.Condition()

    # --- the client side ----------------------------------------------------------------

    def run(self) -> None:
        loader = threading.Thread(target=self._start_server, name="memwell-mcp-load", daemon=True)
        start_without_ending_signals(loader)  # and every thread it starts (SDK, server, probe)
        for raw in iter(self._stdin.readline, b""):
            line = raw.decode("utf-8", "replace").strip()
            if not line:
                continue
            checked = check(line)
            if checked.answer is not None:
                self._write(checked.answer)
            if not checked.forward:
                continue
            if not self._ready.is_set() and self._answer_early(line):
                continue
            self._forward(line, checked.message)
        # The client closed our stdin; it may still read stdout (a pipe's writer closes
        # first). The SDK cancels what is in flight at the end of its input, so its input
        # stays open until every request read has its answer, or a request's time is up.
        if self._ready.is_set() and self._to_server is not None:
            self._answer_in_flight()
            with contextlib.suppress(OSError, ValueError):
                self._to_server.close()
            self._server_done.wait(0.3)
        # a handshake being recorded for the next start: let it finish (seconds at most)
        if self._probing.is_set():
            self._settled.wait(10)

    def _answer_early(self, line: str) -> bool:
        """Answer `line` from the handshake file while the server loads; False to forward."""
        try:
            message = json.loads(line)
        except ValueError:
            return False
        if not isinstance(message, dict):
            return False
        method, rid = message.get("method"), message.get("id")
        if method == "server/discover" and rid is not None:
            # Trigger: a client of the stateless protocol era probes first (Claude Code
            # 2.1.3xx does). Why: the relay's answers are for the initialize handshake,
            # and a probe left waiting for the SDK times out. Outcome: "method not found",
            # the answer of a server of the handshake era, which such clients fall back
            # from to `initialize` at once (the MCP spec's backward-compatible path).
            if load_handshake(self._path, self._versions) is None:
                return False
            error = {"code": -32601, "message": "Method not found: server/discover"}
            self._write(json.dumps({"jsonrpc": "2.0", "id": rid, "error": error}))
            return True
        if method == "initialize" and rid is not None:
            requested = str((message.get("params") or {}).get("protocolVersion", ""))
            cached = load_handshake(self._path, self._versions)
            version = cached.negotiate(requested) if cached else None
            if cached is None or version is None or version not in cached.initialize:
                return False  # forward as it is: the real server answers
            self._cached, self._version = cached, version
            self._replay.append(json.dumps({**message, "id": _REPLAYED_INIT}))
            self._reply(rid, cached.initialize[version])
            return True
        if self._cached is None or self._version is None:
            return False
        if method == "notifications/initialized":
            self._replay.append(line)
            return True
        first_page = not (message.get("params") or {}).get("cursor")
        listed = self._cached.lists.get(self._version, {}).get(str(method))
        if listed is not None and rid is not None and first_page:
            self._reply(rid, listed)
            return True
        if method == "ping" and rid is not None:
            self._reply(rid, {})
            return True
        return False

    def _answer_in_flight(self) -> None:
        """Wait (up to IN_FLIGHT_S) for the answers to every request the server was sent;
        a request still unanswered then gets an error, never silence."""
        with self._answered:
            self._answered.wait_for(lambda: not self._in_flight, IN_FLIGHT_S)
            left = list(self._in_flight.values())
            self._in_flight.clear()
        for rid in left:
            reason = f"the request did not finish within {IN_FLIGHT_S:.0f} s of the end of input"
            self._write(json.dumps(error(rid, -32603, reason)))

    def _forward(self, line: str, message: Any = None) -> None:
        self._ready.wait()
        if self._failed is not None or self._to_server is None:
            self._reply_error(line)
            return
        if isinstance(message, dict) and "method" in message and message.get("id") is not None:
            with self._answered:
                self._in_flight[_id_key(message["id"])] = message["id"]
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
            loaded = self._load_server()
        except BaseException as exc:  # an import or config error: every request says so
            self._failed = exc
            self._ready.set()
            self._settled.set()
            return
        try:
            self._serve(loaded)
        finally:
            self._settled.set()

    def _serve(self, loaded: LoadedServer) -> None:
        serve = loaded.serve
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
        to_server.flush()
        self._to_server = to_server
        self._ready.set()
        if load_handshake(self._path, self._versions) is None:  # missing or stale: for next time
            self._probing.set()
            save_handshake(self._path, probe(loaded, self._versions))

    def _pump(self, from_server: IO[bytes]) -> None:
        """The real server's output to the client, minus its answer to the replayed
        `initialize` (the client already has that answer)."""
        for raw in iter(from_server.readline, b""):
            text = raw.decode("utf-8", "replace").strip()
            if not text:
                continue
            message = _json_object(text)
            if message and message.get("id") == _REPLAYED_INIT:
                continue
            self._write(text)
            if message and "method" not in message and "id" in message:  # an answer
                with self._answered:
                    self._in_flight.pop(_id_key(message["id"]), None)
                    self._answered.notify_all()


def _id_key(rid: Any) -> str:
    """One key for the ids a server may echo for one request ("7", 7 and 7.0: the SDK
    correlates a numeric string with its number)."""
    if isinstance(rid, str):
        with contextlib.suppress(ValueError):
            rid = int(rid)
    if isinstance(rid, float) and rid.is_integer():
        rid = int(rid)
    return json.dumps(rid)


def _json_object(text: str) -> dict[str, Any] | None:
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


# what ends the process at once (`exit_on_sigint`)
_ENDING_SIGNALS = frozenset({signal.SIGINT, signal.SIGTERM})


def start_without_ending_signals(thread: threading.Thread) -> None:
    """Start `thread` with SIGINT and SIGTERM blocked in it, and so in every thread it
    starts: only the main thread (whose mask is left as it was) can take them.

    Trigger: SIGINT or SIGTERM sent to the process while other threads run (the SDK
    loading, the real server, the handshake probe). Why: the kernel hands a process's
    signal to any thread that does not block it, not always the main one (a thread that
    has just started another, which blocks and restores its mask, can take it first);
    Python then only marks the signal, its handler runs in the main thread, and the main
    thread sits in a read of stdin that nothing interrupts: the server went on until the
    client closed stdin (a client that sends SIGINT and waits saw a hang). Outcome: the
    main thread's read is interrupted and the handler runs at once. A process such a
    thread starts keeps the mask too (it survives exec): the MCP server's tools start only
    short-lived ones (git), which end by themselves."""
    if not hasattr(signal, "pthread_sigmask"):  # Windows: no POSIX signal masks
        thread.start()
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, _ENDING_SIGNALS)
    try:
        thread.start()  # a new thread inherits its creator's mask
    finally:
        # a signal that came meanwhile is pending on the process: taken here, now
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def exit_on_sigint() -> None:
    """End at once on SIGINT (what clients send first when they close a stdio server) and
    on SIGTERM (the SDK client's next step after closing stdin)."""

    def stop(_signum: int, _frame: object) -> None:
        # RuntimeError: the signal can land while this same (main) thread is inside a
        # flush of stdout, and a reentrant flush raises; the handler must still exit
        with contextlib.suppress(OSError, ValueError, RuntimeError):
            sys.stdout.flush()
        os._exit(0)

    for ending in _ENDING_SIGNALS:
        signal.signal(ending, stop)


def finish() -> None:
    """Leave now that the client has gone: the loader and server threads are daemons
    with nothing left to say, and interpreter teardown with a half-imported SDK on a
    thread costs seconds."""
    with contextlib.suppress(OSError, ValueError):
        sys.stdout.flush()
        sys.stderr.flush()
    os._exit(0)
