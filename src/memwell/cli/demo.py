"""`memwell demo`: the multi-session story on a temporary home (offline, no setup)."""

from __future__ import annotations

from pathlib import Path

import click

from memwell.cli.options import echo_json, json_option


@click.command()
@click.option(
    "--keep",
    type=click.Path(file_okay=False, path_type=Path),
    help="Run in this directory and keep it (default: a temporary one, removed afterwards).",
)
@json_option
def demo(keep: Path | None, as_json: bool) -> None:
    """Show memwell's main job: remember, recall when needed, gate, compact, search the past."""
    from memwell.demo import run_demo

    report = run_demo(keep, narrate=None if as_json else click.echo)
    if as_json:
        echo_json(report.to_dict())
