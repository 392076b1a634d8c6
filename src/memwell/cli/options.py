"""Options shared by every command that touches a home: --home, --workspace, --json, --verbose.

They are accepted before the command (`memwell --home DIR ls`, as with git or docker) and
after it (`memwell ls --home DIR`); a value given after the command wins. `$MEMWELL_HOME`
is the fallback for `--home` (read by `Layout`), so it never overrides either position.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

F = TypeVar("F", bound=Callable[..., Any])

_HOME_HELP = "Memory home directory (default: $MEMWELL_HOME, else the user data directory)."
_WORKSPACE_HELP = "Working directory whose workspace scope to use (default: the current directory)."


def inherited(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    """The value given to this command, else the nearest enclosing group's."""
    if value not in (None, False):
        return value
    parent = ctx.parent
    while parent is not None:
        given = parent.params.get(param.name or "")
        if given not in (None, False):
            return given
        parent = parent.parent
    return value


def global_options(func: F) -> F:
    """--home, --workspace, --json and --verbose on the root group (before the command)."""
    func = click.option(
        "--home", type=click.Path(file_okay=False, path_type=Path), help=_HOME_HELP
    )(func)
    func = click.option(
        "--workspace", type=click.Path(file_okay=False, path_type=Path), help=_WORKSPACE_HELP
    )(func)
    func = click.option("as_json", "--json", is_flag=True, help="Print machine-readable JSON.")(
        func
    )
    func = click.option("--verbose", "-v", is_flag=True, help="Show more detail on errors.")(func)
    return func


def home_options(func: F) -> F:
    """Add --home, --workspace and --verbose to a command (inheriting the global ones)."""
    func = click.option(
        "--home",
        type=click.Path(file_okay=False, path_type=Path),
        callback=inherited,
        help=_HOME_HELP,
    )(func)
    func = click.option(
        "--workspace",
        type=click.Path(file_okay=False, path_type=Path),
        callback=inherited,
        help=_WORKSPACE_HELP,
    )(func)
    func = click.option(
        "--verbose", "-v", is_flag=True, callback=inherited, help="Show more detail on errors."
    )(func)
    return func


def json_option(func: F) -> F:
    """Add --json to a command that prints data (inheriting the global one)."""
    return click.option(
        "as_json", "--json", is_flag=True, callback=inherited, help="Print machine-readable JSON."
    )(func)


def echo_json(value: Any) -> None:
    """Print one JSON document (non-ASCII kept readable)."""
    click.echo(json.dumps(value, ensure_ascii=False, indent=None, default=str))
