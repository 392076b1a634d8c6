"""`memwell mcp`: serve the memory tools, session search and recall over stdio."""

from __future__ import annotations

from pathlib import Path

import click

from memwell.cli.options import home_options


@click.command()
@home_options
def mcp(home: Path | None, workspace: Path | None, verbose: bool) -> None:
    """Serve memwell's tools to an MCP client over stdio (needs the `mcp` extra)."""
    import logging

    from memwell.api import Harness
    from memwell.mcp import require_sdk

    require_sdk()
    from memwell.mcp.server import serve_stdio

    # stdout carries the protocol: the SDK's log lines go to stderr, warnings only
    logging.basicConfig(level=logging.DEBUG if verbose else logging.WARNING)
    serve_stdio(Harness(home, workspace))
