"""A command a call carries inside another, read as the command it is.

Trigger: the gate reads a call whose act is not its program or its tool, but a command it
passes on: a SQL statement given to a warehouse CLI (`bq query 'DELETE FROM …'`), a command
echoed into a scheduler or a shell (`echo 'helm upgrade …' | at 17:30`), a CLI's subcommand
that is the shell's own copy, move or remove (`bq cp -f dev prod`), a shell command in an
MCP tool's field (`rtr_run {"command": "kill 4812; rm …"}`).

Why: the outer program only transports the act; read by its own name it is "run" or a read
(`query`), and a rule about deleting rows or deploying never meets it. Each reading here
comes from the structure the call has (a statement's grammar, a pipe into a command reader,
the shell's subcommand names, a field that holds a command line), not from the words of one
service, so a benign twin that carries a different command (a `SELECT`, a copy inside the
development project) is read as what it does too.

Outcome: small pure functions the shell and tool readers (`recall.program_calls`,
`recall.tool_calls`) ask before they fall back to reading a name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from memwell.lazy_patterns import lazy_compile

# SQL as SQL is written, a whole statement: "delete from", "update x set", "select … from"
_STATEMENT = lazy_compile(
    r"(?is)^\s*(?:select\s.+\sfrom\s|with\s+\w+\s+as\s*\(|drop\s+(?:table|database|schema|"
    r"index|view)\s|truncate\s+(?:table\s+)?[\w.\"`]+|delete\s+from\s|"
    r"update\s+[\w.\"`-]+\s+set\s|insert\s+(?:into\s|overwrite\s)|alter\s+table\s|"
    r"merge\s+into\s|create\s+(?:or\s+replace\s+)?(?:table|database|schema|index|view)\s)"
)

# programs that run the command text they read on their standard input, now. Not `at` or
# `batch`: they run it at a time of their own, and a rule's time window ("restarts only
# after 22:00") is met or not by that time, which the command text does not carry
_COMMAND_READERS = frozenset({"sh", "bash", "zsh", "dash"})
_ECHOES = frozenset({"echo", "printf"})

# the shell's own file verbs, as CLIs of storage and warehouses name their subcommands
_SHELL_VERBS = {"cp": "cp", "copy": "cp", "mv": "mv", "move": "mv", "rm": "rm"}

# the fields an MCP tool that runs a command on a host carries it in
_COMMAND_FIELDS = ("command", "cmd", "shell_command")
_SHELL_LINE = lazy_compile(r"^\s*(?:sudo\s+)?[\w./-]+(?:\s+\S+)+\s*$|^\s*[\w./-]+\s*$")


def sql_argument(args: Sequence[str]) -> str | None:
    """The SQL statement among a program's arguments (`bq query … 'DELETE FROM …'`), or
    None. Only a whole statement counts: a word like "update" is not one."""
    for arg in args:
        if not arg.startswith("-") and _STATEMENT.match(arg):
            return arg
        if arg.startswith("--") and "=" in arg and _STATEMENT.match(arg.split("=", 1)[1]):
            return arg.split("=", 1)[1]
    return None


def piped_command(before: Sequence[str] | None, program: str, args: Sequence[str]) -> str | None:
    """The command text `echo 'CMD' | sh` or `printf 'CMD' | bash` hands to the shell that
    runs it, or None when the segment is no such reader or nothing is echoed into it."""
    if program not in _COMMAND_READERS or not before or "-f" in args or "-c" in args:
        return None
    if before[0].rsplit("/", 1)[-1] not in _ECHOES:
        return None
    words = [a for a in before[1:] if not a.startswith("-")]
    text = " ".join(words).replace("\\n", "\n").strip()
    return text or None


def shell_subcommand(pos: Sequence[str]) -> tuple[str, list[str]] | None:
    """(the shell program, its arguments) of a CLI whose subcommand is the shell's copy,
    move or remove (`bq cp a b`, `bq rm t`), or None."""
    if not pos:
        return None
    shell = _SHELL_VERBS.get(pos[0].lower())
    return (shell, list(pos[1:])) if shell else None


def field_command(data: Mapping[str, Any]) -> str | None:
    """The shell command an MCP tool's input carries to run (`{"command": "kill 4812; rm
    …"}`), or None when no field holds a command line."""
    for key in _COMMAND_FIELDS:
        value = data.get(key)
        if isinstance(value, str) and value.strip() and _SHELL_LINE.match(value.split(";")[0]):
            return value
    return None


# a sed script that deletes the lines it addresses: `/,Tanaka,/d`, `12d`, `3,$d`
_ADDRESS = r"(?:\d+|\$|/(?:[^/\\]|\\.)*/)"
_SED_DELETE = lazy_compile(rf"^\s*{_ADDRESS}(?:\s*,\s*{_ADDRESS})?\s*!?\s*d\s*$")


def deletes_lines(script: Sequence[str]) -> bool:
    """Whether `sed -i` is given a script that deletes the lines it addresses (its `d`
    command), as against one that substitutes text in them (`s/x/y/`)."""
    return any(_SED_DELETE.match(part) for text in script for part in text.split(";"))
