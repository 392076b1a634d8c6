"""Options shared by every command that touches a home: --home, --workspace, --json, --verbose."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

F = TypeVar("F", bound=Callable[..., Any])


def home_options(func: F) -> F:
    """Add --home, --workspace and --verbose to a command."""
    func = click.option(
        "--home",
        type=click.Path(file_okay=False, path_type=Path),
        envvar="MEMWELL_HOME",
        help="Memory home directory (default: $MEMWELL_HOME, else the user data directory).",
    )(func)
    func = click.option(
        "--workspace",
        type=click.Path(file_okay=False, path_type=Path),
        help="Working directory whose workspace scope to use (default: the current directory).",
    )(func)
    func = click.option("--verbose", "-v", is_flag=True, help="Show more detail on errors.")(func)
    return func


def json_option(func: F) -> F:
    """Add --json to a command that prints data."""
    return click.option("as_json", "--json", is_flag=True, help="Print machine-readable JSON.")(
        func
    )


def echo_json(value: Any) -> None:
    """Print one JSON document (non-ASCII kept readable)."""
    click.echo(json.dumps(value, ensure_ascii=False, indent=None, default=str))
