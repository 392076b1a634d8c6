"""`memwell mcp`: serve the memory tools, session search and recall over stdio.

The MCP SDK takes about a second to import, so the handshake is answered by a relay
(`memwell.mcp.fast_start`) while the SDK and the Harness load on a thread.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import IO, TYPE_CHECKING

import click

from memwell.cli.options import home_options

if TYPE_CHECKING:
    from collections.abc import Callable


@click.command()
@home_options
def mcp(home: Path | None, workspace: Path | None, verbose: bool) -> None:
    """Serve memwell's tools to an MCP client over stdio (needs the `mcp` extra)."""
    import logging

    from memwell.layout import default_home
    from memwell.mcp import require_sdk
    from memwell.mcp.fast_start import Relay, exit_on_sigint, finish

    require_sdk()  # a missing extra is a clear error now, not a failed request later
    exit_on_sigint()
    # stdout carries the protocol: the SDK's log lines go to stderr, warnings only
    logging.basicConfig(level=logging.DEBUG if verbose else logging.WARNING)

    def load() -> Callable[[IO[str], IO[str]], None]:
        from memwell.api import Harness
        from memwell.mcp.server import serve_streams

        harness = Harness(home, workspace)
        return lambda stdin, stdout: serve_streams(harness, stdin, stdout)

    memory_home = home if home is not None else default_home()
    Relay(
        load,
        handshake_path=memory_home / "state" / "mcp-handshake.json",
        versions=_versions(),
        stdin=sys.stdin.buffer,
        stdout=sys.stdout.buffer,
    ).run()
    finish()


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
