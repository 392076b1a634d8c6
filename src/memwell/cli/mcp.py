"""`memwell mcp`: serve the memory tools, session search and recall over stdio.

The console script starts a plain `memwell mcp [--home DIR] [--workspace DIR] [-v]`
without click (`memwell.mcp.stdio_main`); this command is the same thing for every other
spelling (`--home=DIR`, `--help`, typos get click's messages).
"""

from __future__ import annotations

from pathlib import Path

import click

from memwell.cli.options import home_options


@click.command()
@home_options
def mcp(home: Path | None, workspace: Path | None, verbose: bool) -> None:
    """Serve memwell's tools to an MCP client over stdio (needs the `mcp` extra)."""
    from memwell.mcp.stdio_main import serve

    serve(home, workspace, verbose)
