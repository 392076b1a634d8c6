"""`memwell hook`, `memwell install`, `memwell uninstall`: the agent-CLI integration.

`hook` is on the agent's hot path: it imports only the hook runner, which loads the
Harness when an event needs memory.
"""

from __future__ import annotations

from pathlib import Path
from typing import cast

import click

from memwell.cli import answer_hook
from memwell.cli.options import echo_json, inherited, json_option
from memwell.hooks.events import AGENTS, AgentName


@click.command()
@click.argument("agent")
@click.option(
    "--home",
    type=click.Path(file_okay=False, path_type=Path),
    callback=inherited,
    help="Memory home directory (default: $MEMWELL_HOME, else the user data directory).",
)
def hook(agent: str, home: Path | None) -> None:
    """Answer one hook event of AGENT (claude-code or gemini-cli) read as JSON on stdin.

    Always exits 0: an internal error gives a neutral answer and is logged under
    <home>/logs, so memwell never blocks the agent.
    """
    answer_hook(agent, home)  # the same path `memwell hook` takes without click


def _target_options(func: click.decorators.FC) -> click.decorators.FC:
    func = click.option("--dry-run", is_flag=True, help="Show what would change; write nothing.")(
        func
    )
    func = click.option(
        "--mcp-path",
        type=click.Path(dir_okay=False, path_type=Path),
        help="File that holds the agent's MCP servers (default: the agent's usual file).",
    )(func)
    func = click.option(
        "--settings-path",
        type=click.Path(dir_okay=False, path_type=Path),
        help="Settings file to edit instead of the agent's usual one.",
    )(func)
    func = click.option(
        "--project",
        "scope",
        flag_value="project",
        help="This project's settings (.claude/ or .gemini/ in the current directory).",
    )(func)
    func = click.option(
        "--user", "scope", flag_value="user", default=True, help="Your user settings (default)."
    )(func)
    return func


@click.command()
@click.argument("agent", type=click.Choice(AGENTS))
@_target_options
@click.option(
    "--home",
    type=click.Path(file_okay=False, path_type=Path),
    help="Make the hooks and MCP server use this memory home (default: theirs at run time).",
)
@click.option("--no-mcp", is_flag=True, help="Add the hooks only, not the MCP server.")
@json_option
def install(
    agent: str,
    scope: str,
    settings_path: Path | None,
    mcp_path: Path | None,
    dry_run: bool,
    home: Path | None,
    no_mcp: bool,
    as_json: bool,
) -> None:
    """Add memwell's hooks and MCP server to AGENT's settings (merged, backed up, idempotent)."""
    from memwell.hooks.install import install as do_install

    result = do_install(
        cast(AgentName, agent),
        "project" if scope == "project" else "user",
        settings_path=settings_path,
        mcp_path=mcp_path,
        home=home.expanduser().resolve() if home else None,
        dry_run=dry_run,
        with_mcp=not no_mcp,
    )
    report = result.to_dict()
    if not no_mcp and not dry_run:
        report["notes"] = [*report["notes"], _warm_mcp(home)]
    _show(report, as_json)


def _warm_mcp(home: Path | None) -> str:
    """Record the MCP server's handshake, so the agent's first start gets the tools."""
    from memwell.errors import MemwellError
    from memwell.mcp import require_sdk
    from memwell.mcp.stdio_main import warm_handshake

    try:
        require_sdk()
        if warm_handshake(home.expanduser().resolve() if home else None):
            return "MCP server handshake recorded: it answers the agent at once"
    except MemwellError as exc:  # no SDK (the `mcp` extra), a broken config
        return f"MCP server handshake not recorded ({exc}): its first start will be slower"
    # Trigger: anything else going wrong while the real server is asked (an SDK change, a
    # full disk). Why: the settings are already written and work; the handshake only makes
    # the first start faster. Outcome: install succeeds and says what happened.
    except Exception as exc:
        reason = f"{type(exc).__name__}: {exc}"
        return f"MCP server handshake not recorded ({reason}): its first start will be slower"
    return "MCP server handshake not recorded: its first start will be slower"


@click.command()
@click.argument("agent", type=click.Choice(AGENTS))
@_target_options
@json_option
def uninstall(
    agent: str,
    scope: str,
    settings_path: Path | None,
    mcp_path: Path | None,
    dry_run: bool,
    as_json: bool,
) -> None:
    """Remove memwell's hooks and MCP server from AGENT's settings, and nothing else."""
    from memwell.hooks.install import uninstall as do_uninstall

    result = do_uninstall(
        cast(AgentName, agent),
        "project" if scope == "project" else "user",
        settings_path=settings_path,
        mcp_path=mcp_path,
        dry_run=dry_run,
    )
    _show(result.to_dict(), as_json)


def _show(data: dict[str, object], as_json: bool) -> None:
    if as_json:
        echo_json(data)
        return
    verb = "would " if data["dry_run"] else ""
    changes = cast(list[dict[str, object]], data["changes"])
    for change in changes:
        added = cast(list[str], change["added"])
        removed = cast(list[str], change["removed"])
        kept = cast(list[str], change["kept"])
        click.echo(f"{change['path']}:")
        for item in added:
            click.echo(f"  {verb}add {item}")
        for item in cast(list[str], change["updated"]):
            click.echo(f"  {verb}update {item} (memwell's command changed)")
        for item in removed:
            click.echo(f"  {verb}remove {item}")
        for item in kept:
            click.echo(f"  already there: {item}")
        if change.get("deleted"):
            click.echo("  removed the file: nothing else was in it")
        if change["backup"]:
            click.echo(f"  backup: {change['backup']}")
    for note in cast(list[str], data["notes"]):
        click.echo(f"note: {note}")
    if not data["changed"]:
        click.echo("nothing to change")
