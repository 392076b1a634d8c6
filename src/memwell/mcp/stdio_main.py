"""Start `memwell mcp` without click: the console script sends `memwell mcp [--home DIR]
[--workspace DIR] [-v]` here directly, because every millisecond before the relay answers
is a millisecond the agent waits (click and the command registry cost tens of them).

The MCP SDK takes about a second to import, so the handshake is answered by a relay
(`memwell.mcp.fast_start`) while the SDK and the Harness load on a thread.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from memwell.mcp.fast_start import LoadedServer


def serve(home: Path | None, workspace: Path | None, verbose: bool) -> None:
    """Serve memwell's tools over stdio until the client leaves or signals."""
    import logging

    from memwell.mcp import require_sdk
    from memwell.mcp.fast_start import Relay, exit_on_sigint, finish

    require_sdk()  # a missing extra is a clear error now, not a failed request later
    exit_on_sigint()
    # stdout carries the protocol: the SDK's log lines go to stderr, warnings only
    logging.basicConfig(level=logging.DEBUG if verbose else logging.WARNING)

    Relay(
        lambda: _load(home, workspace),
        handshake_path=_handshake_path(home),
        versions=_versions(),
        stdin=sys.stdin.buffer,
        stdout=sys.stdout.buffer,
    ).run()
    finish()


def warm_handshake(home: Path | None) -> bool:
    """Record the real server's handshake now (`memwell install` does), so that even the
    first `memwell mcp` an agent starts answers at once. False if it could not."""
    from memwell.mcp.fast_start import load_handshake, probe, save_handshake

    path = _handshake_path(home)
    save_handshake(path, probe(_load(home, None), _versions()))
    cached = load_handshake(path, _versions())
    return cached is not None and bool(cached.initialize)


def _load(home: Path | None, workspace: Path | None) -> LoadedServer:
    from memwell.mcp.fast_start import LoadedServer
    from memwell.mcp.server import protocol_versions, serve_streams
    from memwell.service.fallback import in_process_harness

    # the `recall` tool asks the warm service first; this process stays model-free
    harness = in_process_harness(home, workspace)

    def serve(stdin: IO[str], stdout: IO[str]) -> None:
        serve_streams(harness, stdin, stdout)

    return LoadedServer(serve, protocol_versions())


def _handshake_path(home: Path | None) -> Path:
    from memwell.layout import default_home

    return (home if home is not None else default_home()) / "state" / "mcp-handshake.json"


def _versions() -> str:
    """Which memwell and which SDK: a cached handshake is only valid for the same files.
    (File times, not `importlib.metadata`: scanning every installed distribution costs
    about as much as the whole start-up budget, and a source checkout keeps its version.)"""
    import importlib.util

    import memwell

    package = Path(memwell.__file__).parent
    sources = [package / "mcp" / "server.py", package / "memory" / "tools.py"]
    spec = importlib.util.find_spec("mcp")
    if spec is not None and spec.origin:
        sources.append(Path(spec.origin))
    found = []
    for source in sources:
        try:
            found.append(f"{source.name}@{source.stat().st_mtime_ns}")
        except OSError:
            found.append(f"{source.name}@?")
    return ",".join(found)
