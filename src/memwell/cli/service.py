"""`memwell serve`: the warm local service that hooks and `memwell mcp` ask first."""

from __future__ import annotations

from pathlib import Path

import click

from memwell.cli.options import echo_json, home_options, json_option


@click.command()
@click.option(
    "--idle-timeout",
    type=click.FloatRange(min=0.0, min_open=True),
    default=None,
    help="Exit after this many seconds without a request (default: [service] idle_timeout_s).",
)
@click.option("--status", "show_status", is_flag=True, help="Describe the running service.")
@click.option("--stop", "stop_it", is_flag=True, help="Stop the running service.")
@home_options
@json_option
def serve(
    idle_timeout: float | None,
    show_status: bool,
    stop_it: bool,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Keep the embedder, the intent head and the catalog warm for this home's hooks and
    MCP recall (a Unix socket only this user can open). SessionStart starts it when it is
    not running; it exits by itself when idle. Without it, hooks answer lexically."""
    from memwell.service import address, client

    resolved = address.resolve_home(home)
    if show_status or stop_it:
        described = client.status(resolved)
        stopped = stop_it and described is not None and client.stop(resolved)
        if as_json:
            echo_json({"running": described is not None, "status": described, "stopped": stopped})
        elif described is None:
            click.echo(f"no memwell service is running for {resolved}")
        else:
            click.echo(
                f"memwell service pid {described['pid']} for {described['home']}: "
                f"{described['search']} search"
                + (f" with {described['embedder']}" if described["embedder"] else "")
                + f", {described['requests']} requests served"
                + ("; stopped" if stopped else "")
            )
        return
    from memwell.service.server import run_foreground

    if as_json:
        echo_json({"home": str(resolved), "socket": str(address.socket_path(resolved))})
    run_foreground(resolved, idle_timeout)
