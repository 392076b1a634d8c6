"""`memwell ui`: the memory inspector, a local web page (needs the `ui` extra)."""

from __future__ import annotations

from pathlib import Path

import click

from memwell.cli.options import echo_json, home_options, json_option


@click.command()
@click.option(
    "--port", type=click.IntRange(0, 65535), default=None, help="Port (default: a free one)."
)
@click.option("--no-browser", is_flag=True, help="Print the address; do not open a browser.")
@home_options
@json_option
def ui(
    port: int | None,
    no_browser: bool,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Open the memory inspector: see and fix what the agent remembers, and why it recalled
    or stopped something. Serves 127.0.0.1 only; the printed address carries this run's
    token. Ctrl-C stops it."""
    import logging

    from memwell.api import Harness
    from memwell.ui import require_web_stack

    require_web_stack()
    from memwell.ui.server import serve

    logging.basicConfig(level=logging.DEBUG if verbose else logging.WARNING)

    def announce(url: str, bound: int) -> None:
        if as_json:
            echo_json({"url": url, "port": bound})
        else:
            click.echo(f"memwell inspector: {url}")
            click.echo("(only this machine can open it; press Ctrl-C to stop)")

    serve(Harness(home, workspace), port=port, open_browser=not no_browser, announce=announce)
    if not as_json:
        click.echo("memwell inspector stopped")
