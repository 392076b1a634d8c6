"""The click application behind `memwell`: the command group and its error handling.

Commands live in one module per group and are imported only when invoked, so a hook
call does not pay for importing the MCP SDK or the compactor. `MemwellError` is caught
once, here, and printed as one line; so is an `OSError` (an unwritable home, a full disk),
which is the machine's state rather than a bug, and so, as an internal error, is anything
else.
"""

from __future__ import annotations

import errno
import importlib
import importlib.util
import sys
from pathlib import Path
from typing import Any

import click

from memwell._version import __version__
from memwell.cli.options import global_options
from memwell.errors import MemwellError

# command name -> "module:attribute" of its click command
_COMMANDS: dict[str, str] = {
    "where": "memwell.cli.memory:where",
    "save": "memwell.cli.memory:save",
    "show": "memwell.cli.memory:show",
    "ls": "memwell.cli.memory:ls",
    "rm": "memwell.cli.memory:rm",
    "edit": "memwell.cli.memory:edit",
    "trash": "memwell.cli.memory:trash",
    "prompt": "memwell.cli.memory:prompt",
    "reindex": "memwell.cli.index:reindex",
    "search": "memwell.cli.index:search",
    "session": "memwell.cli.session:session",
    "turn": "memwell.cli.recall:turn",
    "preflight": "memwell.cli.recall:preflight",
    "gate": "memwell.cli.recall:gate",
    "logs": "memwell.cli.recall:logs",
    "writeback": "memwell.cli.recall:writeback_cmd",
    "compact": "memwell.cli.compact:compact",
    "hook": "memwell.cli.hooks:hook",
    "install": "memwell.cli.hooks:install",
    "uninstall": "memwell.cli.hooks:uninstall",
    "mcp": "memwell.cli.mcp:mcp",
    "chat": "memwell.cli.chat:chat",
    "demo": "memwell.cli.demo:demo",
    "ui": "memwell.cli.ui:ui",
    "serve": "memwell.cli.service:serve",
    "consolidate": "memwell.cli.consolidate:consolidate",
    "inbox": "memwell.cli.consolidate:inbox",
    "history": "memwell.cli.consolidate:history",
    "diff": "memwell.cli.consolidate:diff",
    "restore": "memwell.cli.consolidate:restore",
}


def _available(target: str) -> bool:
    module = target.split(":", 1)[0]
    return importlib.util.find_spec(module) is not None


class LazyGroup(click.Group):
    """A group that imports a command's module only when that command runs."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(name for name, target in _COMMANDS.items() if _available(target))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = _COMMANDS.get(cmd_name)
        if target is None or not _available(target):
            return None
        module_name, attr = target.split(":", 1)
        command = getattr(importlib.import_module(module_name), attr)
        assert isinstance(command, click.Command)
        return command


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="memwell")
@global_options
def cli(home: Path | None, workspace: Path | None, as_json: bool, verbose: bool) -> None:
    """memwell: durable Markdown memory, triggered recall and compaction for LLM agents.

    --home, --workspace, --json and --verbose may come before the command or after it."""


def run(args: list[str]) -> Any:
    """Run the CLI on `args`, turning `MemwellError` into one clear line."""
    verbose = "--verbose" in args or "-v" in args
    try:
        return cli.main(args=args, prog_name="memwell", standalone_mode=False)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except click.Abort:
        click.echo("Aborted.", err=True)
        sys.exit(1)
    except (MemwellError, OSError, UnicodeDecodeError) as exc:
        if verbose:
            import traceback  # only for --verbose

            traceback.print_exc()
        click.echo(f"Error: {one_line(exc)}", err=True)
        sys.exit(1)
    except Exception as exc:
        # Trigger: a failure memwell has no error of its own for (a bug). Why: the command
        # line promises one error line and exit 1, never a traceback, to people and to the
        # scripts reading it. Outcome: one line naming the exception (redacted: its message
        # can quote the input); --verbose prints the traceback as well.
        if verbose:
            import traceback

            traceback.print_exc()
        click.echo(f"Error: {internal_error(exc)}", err=True)
        sys.exit(1)


def internal_error(exc: Exception) -> str:
    """One line for an exception memwell did not expect, its message redacted and cut."""
    from memwell.secrets.records import redact_diagnostic

    first = (str(exc).strip().splitlines() or [""])[0][:200]
    detail = f"{type(exc).__name__}: {redact_diagnostic(first)}" if first else type(exc).__name__
    return (
        f"internal error ({detail}); the command did not finish. "
        "Run it again with --verbose for the details and report them"
    )


def one_line(exc: MemwellError | OSError | UnicodeDecodeError) -> str:
    if isinstance(exc, MemwellError):
        return str(exc)
    if isinstance(exc, UnicodeDecodeError):
        # files and arguments are checked where they are read; what is left is stdin read
        # by a prompt (`trash purge` asking to confirm) under a strict UTF-8 locale
        return f"the input is not UTF-8 text (byte {exc.start + 1}); pass UTF-8"
    return os_error(exc)


def os_error(exc: OSError) -> str:
    """One line for a file-system failure memwell did not turn into its own error (an
    unwritable or uncreatable home, a full disk): the path, the reason, what to do."""
    where = f"{exc.filename}: " if exc.filename else ""
    line = f"{where}{exc.strerror or exc}"
    if isinstance(exc, PermissionError) or exc.errno == errno.EROFS:
        line += " (memwell needs a home it can create and write; pass --home or set MEMWELL_HOME)"
    return line
