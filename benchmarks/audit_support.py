"""What every item of `audit_rerun.py` uses: a fresh home, a `memwell` process and how
its output reads, a row of the table, and a raw JSON-RPC session with `memwell mcp`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import confinement_audit

memwell = confinement_audit.memwell  # (home, workspace, args, stdin) -> CompletedProcess
SAVE = ["save", "--scope", "user", "--type", "user"]


@dataclass
class Row:
    item: int
    what: str
    attempts: int
    held: int
    target: str
    detail: str = ""

    @property
    def met(self) -> bool:
        return self.held == self.attempts


class Fresh:
    """A fresh home and workspace in a temporary folder (removed on exit)."""

    def __enter__(self) -> tuple[Path, Path]:
        self._tmp = tempfile.TemporaryDirectory(prefix="memwell-audit-")
        root = Path(self._tmp.name)
        (root / "ws").mkdir()
        return root / "home", root / "ws"

    def __exit__(self, *exc: object) -> None:
        self._tmp.cleanup()


def output_of(done: subprocess.CompletedProcess[bytes]) -> str:
    return done.stdout.decode(errors="replace") + done.stderr.decode(errors="replace")


def one_error_line(done: subprocess.CompletedProcess[bytes]) -> bool:
    """One `Error:` line and exit 1, no traceback."""
    err = done.stderr.decode(errors="replace")
    return done.returncode == 1 and "Traceback" not in err and err.strip().startswith("Error:")


class McpSession:
    """`memwell mcp` over stdio, spoken to with raw JSON-RPC lines (so a payload can hold
    what an SDK client would refuse to send)."""

    def __init__(self, home: Path, workspace: Path) -> None:
        env = {**os.environ, "MEMWELL_HOME": str(home)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "memwell", "mcp"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=workspace,
            env=env,
        )
        self.next_id = 0
        self.request(
            "initialize",
            {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "audit", "version": "1"},
            },
        )
        self.send_line(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))

    def send_line(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line.encode("utf-8", errors="surrogatepass") + b"\n")
        self.process.stdin.flush()

    def request(self, method: str, params: dict[str, Any], timeout: float = 60.0) -> Any:
        """The response to one request, or None if none came within `timeout`."""
        self.next_id += 1
        self.send_line(
            json.dumps({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        )
        return self._response(self.next_id, timeout)

    def _response(self, wanted: int, timeout: float) -> Any:
        import selectors

        assert self.process.stdout is not None
        selector = selectors.DefaultSelector()
        selector.register(self.process.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not selector.select(deadline - time.monotonic()):
                break
            line = self.process.stdout.readline()
            if not line:
                break
            with_id = json.loads(line)
            if with_id.get("id") == wanted:
                return with_id
        return None

    def tool(self, name: str, arguments: dict[str, Any], timeout: float = 60.0) -> Any:
        return self.request("tools/call", {"name": name, "arguments": arguments}, timeout)

    def close(self) -> None:
        self.process.kill()
        self.process.wait()
