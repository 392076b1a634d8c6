"""The warm local service: one process per home that answers hooks and MCP recall with the
embedder, the intent head and the catalog already loaded.

One request per connection, one JSON line each way (`client.py` writes them). Requests are
answered one at a time, in this process's main thread: a harness (and its SQLite
connection) is never shared between threads, and a request that waits behind a slow one
is bounded by the client's reply timeout, after which the hook answers itself.

Lifecycle:

* start: an exclusive lock on `<home>/state/service/service.lock` (taken without waiting;
  the loser of a race to start raises `ServiceRunning`), then the model warm-up, then the
  socket: a socket file left by a service that died is removed under the lock.
* serve: every request first runs the catalog's sync step (hand edits and other
  processes' writes are seen at once); between requests, chunks saved by a process
  without the model get their vectors, a few at a time.
* stop: after `idle_timeout_s` without a request, on `stop`, on SIGTERM/SIGINT, or when
  the socket file is removed or replaced; the socket file is removed on the way out.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import signal
import socket
import stat
import sys
import time
import traceback
from collections import OrderedDict
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memwell import after_answer
from memwell.errors import MemwellError, ServiceError, ServiceRunning
from memwell.service.address import (
    LOCK_NAME,
    MAX_SOCKET_PATH,
    resolve_home,
    service_dir,
    socket_path,
)
from memwell.service.client import (
    HOOK_FRAME,
    PROTOCOL,
    hook_reply_frame,
    read_hook_frame,
    receive,
)

if TYPE_CHECKING:
    from memwell.api import Harness
    from memwell.config import Settings
    from memwell.index.embedders import Embedder

log = logging.getLogger(__name__)

# harnesses kept warm (one per workspace an agent works in); the least recent is dropped
MAX_WORKSPACES = 8
# how often the accept loop wakes to check the idle timeout and the socket file
_TICK_S = 1.0
# chunks embedded per idle moment (about 0.2 s of one core): a request arriving meanwhile
# waits at most that long
BACKFILL_BATCH = 8
# a client that connects and sends nothing is dropped after this long
_READ_TIMEOUT_S = 5.0
_MAX_REQUEST = 32 * 1024 * 1024


class Service:
    def __init__(
        self,
        home: Path | None = None,
        *,
        idle_timeout_s: float | None = None,
        warm: bool = True,
    ) -> None:
        """`idle_timeout_s` overrides `[service] idle_timeout_s`; `warm=False` skips
        loading the model before the first request (tests of the lifecycle)."""
        self.home = resolve_home(home)
        self.socket_path = socket_path(self.home)
        self._idle_override = idle_timeout_s
        self._warm = warm
        self._harnesses: OrderedDict[str, Harness] = OrderedDict()
        self._backlog: set[str] = set()  # harnesses whose catalog may lack vectors
        self._settings: tuple[float | None, Settings] | None = None
        self._embedder: Embedder | None = None
        self._embedder_resolved = False
        self._stopping = False
        self._inode = 0  # the socket file this service created
        self.requests = 0
        self.started_at = datetime.now(UTC).isoformat(timespec="seconds")

    # --- settings and harnesses ----------------------------------------------------------------

    def settings(self) -> Settings:
        """The home's settings, re-read when the config file changes."""
        from memwell.config import load_settings
        from memwell.layout import Layout

        config = Layout.resolve(self.home, self.home).config_path
        try:
            stamp: float | None = config.stat().st_mtime_ns
        except OSError:
            stamp = None
        if self._settings is None or self._settings[0] != stamp:
            self._settings = (stamp, load_settings(self.home))
            self._harnesses.clear()
            self._embedder_resolved = False
        return self._settings[1]

    @property
    def idle_timeout_s(self) -> float:
        if self._idle_override is not None:
            return self._idle_override
        return self.settings().service.idle_timeout_s

    def embedder(self) -> Embedder | None:
        """The configured embedder, shared by every workspace's harness (one model)."""
        settings = self.settings()
        if not self._embedder_resolved:
            from memwell.index.embedders import RememberedQueries, embedder_from_config

            made = embedder_from_config(settings.embeddings, settings.path)
            # the same texts come back across requests (see RememberedQueries)
            self._embedder = RememberedQueries(made) if made is not None else None
            self._embedder_resolved = True
        return self._embedder

    def harness(self, workspace: Path, *, model: bool = True) -> Harness:
        """The warm harness of `workspace`, its catalog synced for this request.

        `model=False`: the same without the embedder, for archiving transcripts (embedding
        every message of a long session would hold the service for many seconds, and
        session search is lexical-first anyway); topics it saves get their vectors between
        requests (`backfill`)."""
        from memwell.api import Harness

        settings = self.settings()
        where = str(workspace.expanduser().resolve())
        key = where if model else where + "\0lexical"
        harness = self._harnesses.get(key)
        if harness is None:
            if model:  # no embedder configured: the harness says why, from the config
                harness = Harness(
                    self.home, where, settings=settings, embedder=self.embedder() or "config"
                )
            else:
                harness = Harness(
                    self.home,
                    where,
                    settings=settings,
                    embedder=None,
                    lexical_reason="lexical search: transcripts are archived without the model",
                )
            if len(self._harnesses) >= MAX_WORKSPACES:
                self._harnesses.popitem(last=False)
        self._harnesses[key] = harness
        self._harnesses.move_to_end(key)
        # the one freshness step per request: hand edits and other processes' writes
        harness.recheck_files()
        harness.index.generation(check_files=harness.check_files_due())
        self._backlog.add(key)  # its catalog may hold chunks saved without the model
        return harness

    def backfill(self) -> bool:
        """Embed a few chunks that were saved without the model; False when none is left.

        Called between requests (`_loop`), never inside one."""
        for key in list(self._backlog):
            harness = self._harnesses.get(key)
            try:
                done = harness.index.embed_missing_memories(BACKFILL_BATCH) if harness else 0
            except MemwellError as exc:  # the model failed: searches still run lexically
                log.warning("backfill of %s stopped: %s", key, exc)
                done = 0
            if done:
                return True
            self._backlog.discard(key)
        return False

    # --- requests ------------------------------------------------------------------------------

    def handle(self, message: Any, peer_cwd: str | None = None) -> dict[str, Any]:
        """The reply to one request (a dict; `ok` false with `error` when refused)."""
        if not isinstance(message, dict) or message.get("v") != PROTOCOL:
            return {"ok": False, "error": f"expected protocol {PROTOCOL}"}
        if message.get("home") != str(self.home):
            return {"ok": False, "error": f"this service serves {self.home}"}
        cwd = Path(str(message.get("cwd") or peer_cwd or self.home))
        match message.get("op"):
            case "hook":
                ignored = message.get("ignored") or []
                stdout, code, said = self.hook(
                    str(message.get("agent", "")),
                    str(message.get("stdin", "")),
                    cwd,
                    tuple(str(a) for a in ignored),
                )
                return {"ok": True, "stdout": stdout, "exit_code": code, "message": said}
            case "turn":
                harness = self.harness(cwd)
                session = message.get("session_id")
                decision = harness.turn(
                    str(message.get("text", "")),
                    session_id=session if isinstance(session, str) else None,
                )
                return {"ok": True, "turn": decision.to_dict()}
            case "status":
                return {"ok": True, "status": self.status()}
            case "stop":
                self._stopping = True
                return {"ok": True}
            case other:
                return {"ok": False, "error": f"unknown op {other!r}"}

    def hook(
        self,
        agent: str,
        stdin: str,
        cwd: Path,
        ignored: tuple[str, ...] = (),
        *,
        caller_pid: int | None = None,
    ) -> tuple[str, int, str]:
        """(stdout, exit code, message) of one hook event, answered with the warm harness.
        `caller_pid` is the hook process the event came from: what runs it (a headless
        agent, say) is asked about from there, not from this service's own ancestry."""
        from memwell.hooks.runner import run_hook

        model = _event_kind(agent, stdin) not in _ARCHIVING
        reply = run_hook(
            agent,
            stdin,
            home=self.home,
            harness_factory=lambda _home, workspace: self.harness(workspace or cwd, model=model),
            ignored_args=ignored,
            answered_by="service",
            caller_pid=caller_pid,
        )
        return reply.stdout, reply.exit_code, reply.message

    def _hook_frame(self, frame: bytes) -> bytes:
        """The reply frame to a hook frame (`client.hook_frame`); a JSON refusal when the
        frame cannot be read or names another home (the client then answers itself)."""
        parsed = read_hook_frame(frame)
        if parsed is None:
            return _refusal("the hook frame cannot be read")
        agent, home, cwd, stdin, ignored, caller_pid = parsed
        if home != str(self.home):
            return _refusal(f"this service serves {self.home}")
        answer = self.hook(agent, stdin, Path(cwd or self.home), ignored, caller_pid=caller_pid)
        return hook_reply_frame(*answer)

    def status(self) -> dict[str, Any]:
        embedder = self.embedder()
        return {
            "pid": os.getpid(),
            "home": str(self.home),
            "socket": str(self.socket_path),
            "embedder": embedder.name if embedder is not None else None,
            "search": "hybrid" if embedder is not None else "lexical",
            "started_at": self.started_at,
            "requests": self.requests,
            "workspaces": len(self._harnesses),
            "idle_timeout_s": self.idle_timeout_s,
        }

    # --- lifecycle -----------------------------------------------------------------------------

    def serve(self) -> None:
        """Run until idle, stopped or signalled. Raises `ServiceRunning` when another
        service holds this home, `ServiceError` when no socket can be made here."""
        if not hasattr(socket, "AF_UNIX"):
            raise ServiceError("the memwell service needs Unix domain sockets (Linux, macOS)")
        if len(str(self.socket_path)) > MAX_SOCKET_PATH:
            raise ServiceError(
                f"the service socket path {self.socket_path} is longer than "
                f"{MAX_SOCKET_PATH} bytes; use a shorter memwell home (MEMWELL_HOME)"
            )
        with self._exclusive(), self._signals():
            if self._warm:
                self.warm_up()
            with self._listening() as listener:
                self._loop(listener)

    def warm_up(self) -> None:
        """Load the model and the intent head now, not on the first hook."""
        embedder = self.embedder()
        if embedder is None:
            return
        from memwell.errors import EmbedderUnavailable
        from memwell.recall.intent_head import IntentHeadError
        from memwell.recall.turn_intent import shared_head

        try:
            embedder.embed_query("warm up")
            shared_head()
        except (EmbedderUnavailable, IntentHeadError) as exc:
            # the harnesses fall back (lexical search, rules) and say why per turn
            log.warning("model warm-up failed: %s", exc)

    @contextlib.contextmanager
    def _exclusive(self) -> Iterator[None]:
        import fcntl  # POSIX, like the socket itself

        from memwell.durable import make_dirs, open_descriptor

        folder = service_dir(self.home)
        make_dirs(folder, home=self.home)
        held = open_descriptor(folder, os.O_RDONLY | _DIRECTORY, home=self.home)
        try:
            os.fchmod(held, 0o700)  # only the user may reach the socket
        finally:
            os.close(held)
        # the lock is opened without following a link, and the socket beside it is made
        # through the folder's descriptor (`_listening`)
        fd = open_descriptor(folder / LOCK_NAME, os.O_RDWR | os.O_CREAT, home=self.home)
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise ServiceRunning(str(self.home)) from None
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
            yield
        finally:
            os.close(fd)  # releases the lock

    @contextlib.contextmanager
    def _listening(self) -> Iterator[socket.socket]:
        from memwell.durable import open_descriptor

        path = self.socket_path
        # the socket's folder is held by a descriptor reached without following a link,
        # and the socket is made, checked and removed through it: a link swapped in for
        # the folder after it was checked leads nowhere (see `_socket_address`)
        folder = open_descriptor(path.parent, os.O_RDONLY | _DIRECTORY, home=self.home)
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        inode = 0
        try:
            # under the lock, a socket file can only be a dead service's
            with contextlib.suppress(FileNotFoundError):
                os.unlink(path.name, dir_fd=folder)
            old_umask = os.umask(0o177)  # created 0600, never briefly open to others
            try:
                listener.bind(_socket_address(folder, path))
            finally:
                os.umask(old_umask)
            made = os.stat(path.name, dir_fd=folder, follow_symlinks=False)
            if not stat.S_ISSOCK(made.st_mode):
                raise ServiceError(f"{path} is not the socket this service made")
            inode = made.st_ino
            listener.listen(64)
            listener.settimeout(_TICK_S)
            self._inode = inode
            log.info("memwell service %s listening on %s", os.getpid(), path)
            yield listener
        finally:
            listener.close()
            with contextlib.suppress(OSError):
                current = os.stat(path.name, dir_fd=folder, follow_symlinks=False)
                if inode and current.st_ino == inode:  # never remove a successor's socket
                    os.unlink(path.name, dir_fd=folder)
            os.close(folder)

    @contextlib.contextmanager
    def _signals(self) -> Iterator[None]:
        def stop(_signum: int, _frame: object) -> None:
            raise SystemExit(0)

        previous = {sig: signal.signal(sig, stop) for sig in (signal.SIGTERM, signal.SIGINT)}
        try:
            yield
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)

    def _loop(self, listener: socket.socket) -> None:
        last = time.monotonic()
        backlog = False
        while not self._stopping:
            # with chunks left to embed, look for a request without waiting, else embed
            listener.settimeout(0.0 if backlog else _TICK_S)
            try:
                conn, _ = listener.accept()
            except (TimeoutError, BlockingIOError):
                if backlog:
                    backlog = self.backfill()
                    continue
                if time.monotonic() - last >= self.idle_timeout_s or not self._socket_is_ours():
                    return
                backlog = self.backfill()
                continue
            conn.setblocking(True)
            with conn:
                self._answer(conn)
            last = time.monotonic()

    def _socket_is_ours(self) -> bool:
        try:
            return os.stat(self.socket_path).st_ino == self._inode
        except OSError:
            return False

    def _answer(self, conn: socket.socket) -> None:
        conn.settimeout(_READ_TIMEOUT_S)
        try:
            if not _same_user(conn):
                return
            raw = receive(conn, _MAX_REQUEST)
            if not raw:
                return
            self.requests += 1
            # the turn's decision records are written after the reply (after_answer):
            # the end of the stream tells the client the reply is whole (it reads to
            # the end), and the records are on disk before the next request is read
            with after_answer.held_here(str(self.home)):
                conn.sendall(self._reply(raw))
                conn.shutdown(socket.SHUT_WR)
        except OSError:  # the client gave up (its timeout) or went away
            return

    def _reply(self, raw: bytes) -> bytes:
        """The bytes that answer one request: a hook frame, or one JSON line."""
        try:
            if raw.startswith(HOOK_FRAME):
                return self._hook_frame(raw)
            try:
                reply = self.handle(json.loads(raw.decode("utf-8")))
            except ValueError:
                reply = {"ok": False, "error": "the request is not one JSON object"}
            return json.dumps(reply, ensure_ascii=False).encode("utf-8", "surrogatepass") + b"\n"
        # Trigger: a bug or an unexpected failure while answering. Why: the client
        # then answers in its own process; the service must outlive one bad request.
        # Outcome: a refusal to the client, the traceback in logs/service-errors.log.
        except Exception as exc:
            from memwell.secrets.records import redact_diagnostic  # a message can quote the request

            self._log_error(traceback.format_exc())
            return _refusal(redact_diagnostic(f"{type(exc).__name__}: {exc}"))

    def _log_error(self, trace: str) -> None:
        from memwell.durable import append
        from memwell.errors import StoreError
        from memwell.layout import Layout
        from memwell.secrets.records import redact_diagnostic

        layout = Layout.resolve(self.home, self.home)
        stamp = datetime.now(UTC).isoformat(timespec="seconds")
        # an exception's message can quote the request that caused it
        text = f"--- {stamp} service (pid {os.getpid()})\n{redact_diagnostic(trace)}"
        with contextlib.suppress(OSError, StoreError):
            data = text.encode("utf-8", errors="backslashreplace")
            append(layout.logs_dir / "service-errors.log", data, home=layout.home)


_DIRECTORY = getattr(os, "O_DIRECTORY", 0)


def _socket_address(folder: int, path: Path) -> str:
    """Where to bind the socket: on Linux, through the folder's descriptor
    (`/proc/self/fd/N/name`: the kernel walks from the folder held open, so no link
    swapped in above it is followed; a link at the name itself makes bind fail). Where
    there is no /proc (macOS), by name, after the folder was checked."""
    through = f"/proc/self/fd/{folder}/{path.name}"
    if os.path.isdir(f"/proc/self/fd/{folder}"):
        return through
    return str(path)


def _refusal(error: str) -> bytes:
    # an error can quote a payload's lone surrogates: escaped, so the refusal itself is sent
    said = json.dumps({"ok": False, "error": error}, ensure_ascii=False)
    return said.encode("utf-8", "backslashreplace") + b"\n"


# hook events that archive a transcript: answered without the model (see `harness`)
_ARCHIVING = frozenset({"stop", "session_end", "pre_compact"})


def _event_kind(agent: str, stdin: str) -> str | None:
    """The event's kind, or None when the payload cannot be read (run_hook then answers
    it neutrally, as in any process)."""
    from memwell.hooks.runner import adapter_for

    try:
        payload = json.loads(stdin)
        return str(adapter_for(agent).parse(payload).kind) if isinstance(payload, dict) else None
    except (ValueError, MemwellError):
        return None


def _same_user(conn: socket.socket) -> bool:
    """On Linux, the kernel says who connected: only the service's own user is answered
    (the socket's 0600 mode already says so; this holds even if the mode is changed)."""
    peercred = getattr(socket, "SO_PEERCRED", None)
    if peercred is None or not hasattr(os, "getuid"):
        return True
    import struct

    creds = conn.getsockopt(socket.SOL_SOCKET, peercred, struct.calcsize("3i"))
    _pid, uid, _gid = struct.unpack("3i", creds)
    return bool(uid == os.getuid())


def run_foreground(home: Path | None, idle_timeout_s: float | None) -> None:
    """`memwell serve`: serve in this process, logging to stderr."""
    logging.basicConfig(level=logging.INFO, format="memwell serve: %(message)s", stream=sys.stderr)
    Service(home, idle_timeout_s=idle_timeout_s).serve()
