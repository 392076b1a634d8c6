"""`memwell session`: archive transcripts and search them ("did we discuss this?")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from memwell.api import Harness
from memwell.cli.index import run_batch, search_options
from memwell.cli.options import echo_json, home_options, json_option
from memwell.index.types import SearchMode


@click.group()
def session() -> None:
    """Archive past sessions and search them at message level."""


@session.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--session-id", help="Session id (default: the file name without extension).")
@home_options
@json_option
def import_(
    file: Path,
    session_id: str | None,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Archive a JSONL transcript (one message per line: id, role or speaker, content,
    timestamp) and index its messages. Importing again adds only new messages."""
    result = Harness(home, workspace).import_session(file, session_id=session_id)
    if as_json:
        echo_json(result.to_dict())
        return
    click.echo(
        f"{result.session_id}: {result.added} new, {result.skipped} already archived, "
        f"{result.total} in total ({result.archive})"
    )


@session.command("search")
@click.argument("query", required=False)
@click.option("--limit", "-k", type=click.IntRange(min=1), default=10, show_default=True)
@click.option(
    "--session-id",
    help="Search only this session (its id, or the start of it that no other id shares).",
)
@search_options
@home_options
@json_option
def search(
    query: str | None,
    limit: int,
    session_id: str | None,
    mode: SearchMode,
    batch: str | None,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Find the archived messages that best match QUERY."""
    harness = Harness(home, workspace)
    if batch is not None:

        def one(text: str, k: int, item: dict[str, Any]) -> list[dict[str, Any]]:
            sid = item.get("session_id", session_id)
            hits = harness.search_sessions(text, limit=k, session_id=sid, mode=mode)
            return [h.to_dict() for h in hits]

        run_batch(batch, limit, one)
        return
    if query is None:
        raise click.UsageError("give a QUERY or --batch FILE")
    hits = harness.search_sessions(query, limit=limit, session_id=session_id, mode=mode)
    if as_json:
        echo_json([h.to_dict() for h in hits])
        return
    if not hits:
        click.echo("no matching messages", err=True)
    for hit in hits:
        who = hit.speaker or hit.role or "?"
        click.echo(f"{hit.session_id} {hit.message_id} {hit.timestamp or '-'} {who}: {hit.snippet}")


@session.command("ls")
@home_options
@json_option
def ls(home: Path | None, workspace: Path | None, verbose: bool, as_json: bool) -> None:
    """List archived sessions."""
    sessions = Harness(home, workspace).sessions()
    if as_json:
        echo_json(sessions)
        return
    for item in sessions:
        click.echo(
            f"{item['session_id']}  {item['message_count']} messages  "
            f"{item['first_ts'] or '-'} .. {item['last_ts'] or '-'}"
        )
