"""Commands over the Markdown store: where, save, show, ls, rm, edit, trash, prompt."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import cast

import click

from memwell.api import Harness
from memwell.cli.inputs import read_utf8
from memwell.cli.options import echo_json, home_options, json_option
from memwell.layout import Scope
from memwell.memory.document import MEMORY_TYPES
from memwell.memory.permissions import PermissionRequest

_SCOPE = click.Choice(["user", "workspace"])


def _ask_on_tty(request: PermissionRequest) -> bool:
    return click.confirm(f"Allow: {request.summary}?", default=False, err=True)


def harness(home: Path | None, workspace: Path | None) -> Harness:
    """A Harness for a command; it may ask for permission only when a person is at the terminal."""
    return Harness(home, workspace, ask=_ask_on_tty if sys.stdin.isatty() else None)


@click.command()
@home_options
@json_option
def where(home: Path | None, workspace: Path | None, verbose: bool, as_json: bool) -> None:
    """Show the directories memwell uses, how it searches, and whether the service runs."""
    from memwell.service import client

    h = harness(home, workspace)
    shown: dict[str, str] = {k: str(v) for k, v in h.layout.places().items()}
    models = h.models()
    shown["search"] = (
        f"hybrid ({models['embedder']})" if models["embedder"] else str(models["reason"])
    )
    running = client.status(h.layout.home)
    shown["service_status"] = (
        f"running (pid {running['pid']}, {running['search']} search)"
        if running
        else "not running (hooks answer in their own process, lexically)"
    )
    if as_json:
        echo_json(shown)
        return
    for key, value in shown.items():
        click.echo(f"{key:17} {value}")


@click.command()
@click.option("--scope", type=_SCOPE, default="workspace", show_default=True)
@click.option("--name", required=True, help="Topic name (the file stem).")
@click.option("--type", "type_", type=click.Choice(MEMORY_TYPES), required=True)
@click.option("--description", required=True, help="One line saying what the topic is.")
@click.option("--content", help="The Markdown body (default: read from stdin).")
@click.option("--tag", "tags", multiple=True, help="A tag (repeatable).")
@click.option(
    "--alias", "aliases", multiple=True, help="Another name for the subject (repeatable)."
)
@click.option("--pinned", is_flag=True, help="Surface this topic at every session start.")
@home_options
@json_option
def save(
    scope: str,
    name: str,
    type_: str,
    description: str,
    content: str | None,
    tags: tuple[str, ...],
    aliases: tuple[str, ...],
    pinned: bool,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Save (create or update) a memory topic."""
    if content is None:
        if sys.stdin.isatty():
            raise click.UsageError("give the body with --content or on stdin")
        content = read_utf8("-")
    memory = harness(home, workspace).remember(
        cast(Scope, scope),
        name,
        type_,
        description,
        content,
        tags=[t for tag in tags for t in tag.split(",") if t.strip()],
        aliases=aliases,
        pinned=pinned,
    )
    if as_json:
        echo_json(memory.to_dict(body=False))
    else:
        click.echo(f"saved {memory.scope}/{memory.name} -> {memory.path}")


@click.command()
@click.argument("name")
@click.option("--scope", type=_SCOPE, help="Scope to look in (default: both).")
@home_options
@json_option
def show(
    name: str,
    scope: str | None,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Print one memory topic."""
    h = harness(home, workspace)
    memory = h.get(name, cast(Scope | None, scope))
    if as_json:
        echo_json(memory.to_dict())
    else:
        click.echo(h.file_text(memory), nl=False)


@click.command()
@click.option("--scope", type=_SCOPE, help="Only this scope.")
@home_options
@json_option
def ls(
    scope: str | None, home: Path | None, workspace: Path | None, verbose: bool, as_json: bool
) -> None:
    """List memory topics (and any file whose frontmatter is broken)."""
    result = harness(home, workspace).scan(cast(Scope | None, scope))
    if as_json:
        echo_json(
            {
                "memories": [m.to_dict(body=False) for m in result.memories],
                "errors": [
                    {"path": str(e.path), "line": e.line, "reason": e.reason} for e in result.errors
                ],
            }
        )
        return
    for memory in result.memories:
        pin = "*" if memory.pinned else " "
        click.echo(f"{pin} {memory.scope:9} {memory.name:28} {memory.type:9} {memory.description}")
    if not result.memories:
        click.echo("(no memories yet: `memwell save --help` shows how to add one)")
    for error in result.errors:
        click.echo(f"warning: {error}", err=True)


@click.command()
@click.argument("name")
@click.option("--scope", type=_SCOPE, help="Scope of the topic (needed if it is in both).")
@home_options
@json_option
def rm(
    name: str,
    scope: str | None,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Delete a topic (moved to the trash; `memwell trash restore` brings it back)."""
    h = harness(home, workspace)
    # located, not parsed: a file whose frontmatter is broken can still be removed
    stem, found = h.locate(name, cast(Scope | None, scope))
    trash_path = h.forget(stem, found)
    if as_json:
        echo_json({"deleted": stem, "scope": found, "trash": str(trash_path)})
    else:
        click.echo(f"deleted {found}/{stem} (recoverable: {trash_path})")


@click.command()
@click.argument("name")
@click.option("--scope", type=_SCOPE, help="Scope of the topic (needed if it is in both).")
@home_options
def edit(
    name: str, scope: str | None, home: Path | None, workspace: Path | None, verbose: bool
) -> None:
    """Open a topic in $EDITOR; the result is validated before it replaces the file."""
    h = harness(home, workspace)
    memory = h.get(name, cast(Scope | None, scope))
    original = h.file_text(memory)
    edited = click.edit(original, extension=".md", require_save=True)
    if edited is None or edited == original:
        click.echo("no changes")
        return
    h.edit(memory, edited)
    click.echo(f"saved {memory.scope}/{memory.name}")


@click.group(invoke_without_command=True)
@home_options
@json_option
@click.pass_context
def trash(
    ctx: click.Context, home: Path | None, workspace: Path | None, verbose: bool, as_json: bool
) -> None:
    """List deleted topics; `restore ID` brings one back, `purge` empties the trash."""
    if ctx.invoked_subcommand is not None:
        return
    entries = harness(home, workspace).trash()
    if as_json:
        echo_json([e.to_dict() for e in entries])
        return
    for entry in entries:
        click.echo(f"{entry.id}  (deleted {entry.deleted:%Y-%m-%d %H:%M})")
    if not entries:
        click.echo("(the trash is empty)")


@trash.command()
@click.argument("trash_id")
@home_options
@json_option
def restore(
    trash_id: str,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Restore a trashed topic by its id."""
    memory = harness(home, workspace).restore(trash_id)
    if as_json:
        echo_json(memory.to_dict(body=False))
    else:
        click.echo(f"restored {memory.scope}/{memory.name}")


@trash.command()
@click.option("--yes", is_flag=True, help="Do not ask for confirmation.")
@home_options
@json_option
def purge(
    yes: bool,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Delete everything in the trash for good."""
    if not yes and not click.confirm("Delete the trash for good?", err=True):
        raise click.Abort
    count = harness(home, workspace).purge()
    if as_json:
        echo_json({"purged": count})
    else:
        click.echo(f"purged {count} topic(s)")


@click.command()
@home_options
@json_option
def prompt(home: Path | None, workspace: Path | None, verbose: bool, as_json: bool) -> None:
    """Print the system-prompt section injected at session start."""
    section = harness(home, workspace).system_prompt()
    if as_json:
        echo_json(section.to_dict())
        return
    click.echo(section.text, nl=False)
    for overflow in section.overflow:
        click.echo(
            f"warning: {overflow.source}: {overflow.lines_omitted} line(s) over the prompt cap",
            err=True,
        )
