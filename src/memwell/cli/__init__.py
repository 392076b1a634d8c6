"""The `memwell` command line: a thin layer over `memwell.api.Harness`.

`main` is the console script. Agent CLIs run `memwell hook AGENT` as a fresh process
for every event, so that one command is answered without importing click or the
command registry (`memwell.cli.app`); everything else goes through click. With the warm
service up, such a process imports memwell's client (`memwell.service.address` and
`.client`) and the C socket module on top of the interpreter's start-up, and nothing
else: not even `typing` or `pathlib` (tests/service/test_service.py holds it to that).
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy reads it)
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any, NoReturn

    from memwell.hooks.events import HookReply

__all__ = ["cli", "main"]


def main(argv: list[str] | None = None) -> Any:
    """Console-script entry point."""
    args = sys.argv[1:] if argv is None else argv
    hook_args = _plain_hook_call(args)
    if hook_args is not None:
        answer_hook(*hook_args, own_process=argv is None)
    mcp_args = _plain_mcp_call(args)
    if mcp_args is not None:  # an agent starting the MCP server: it waits for the answer
        from memwell.mcp.stdio_main import serve

        serve(*mcp_args)
        return 0
    if args == ["--version"]:  # what click's version option prints, without importing click
        from memwell._version import __version__

        sys.stdout.write(f"memwell, version {__version__}\n")
        return 0
    not_text = _first_argument_not_utf8(args)
    if not_text is not None:
        sys.stderr.write(f"Error: {not_text}\n")
        sys.exit(1)
    from memwell.cli.app import run  # the click application, for every other command

    return run(args)


def _first_argument_not_utf8(args: list[str]) -> str | None:
    """Why an argument cannot be used, if one holds bytes that are not UTF-8 (Python keeps
    them as lone surrogates, which fail with a traceback when a memory or log is written)
    or a NUL (which no file name may hold)."""
    for position, arg in enumerate(args, start=1):
        if "\x00" in arg:  # no process can pass one; a program calling `main` can
            return f"argument {position} holds a NUL character, which no text or path may hold"
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            shown = arg.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
            return f"argument {position} ({shown}) is not UTF-8 text; pass it as UTF-8"
    return None


def _plain_hook_call(args: list[str]) -> tuple[str, str | None, tuple[str, ...]] | None:
    """(agent, home, ignored arguments) for `hook AGENT [--home DIR]`.

    An agent CLI reads exit code 2 as "block", so once the command is `hook AGENT`
    nothing in the rest of the line may reach click's usage error: an unknown or extra
    argument is ignored and logged instead, and a missing agent is answered as an unknown
    one (exit 0, logged). None (click answers) only for `hook --help`."""
    home_before: list[str] = []
    if len(args) >= 2 and args[0] == "--home":  # `memwell --home DIR hook AGENT`
        home_before, args = args[:2], args[2:]
    elif args and args[0].startswith("--home="):
        home_before, args = args[:1], args[1:]
    if not args or args[0] != "hook" or any(a in ("--help", "-h") for a in args[1:]):
        return None
    agent: str | None = None
    home = home_before[-1].removeprefix("--home=") if home_before else None
    ignored: list[str] = []
    rest = args[1:]
    while rest:
        word, rest = rest[0], rest[1:]
        if word == "--home" and rest:
            home, rest = rest[0], rest[1:]
        elif word.startswith("--home="):
            home = word.split("=", 1)[1]
        elif agent is None and not word.startswith("-"):
            agent = word
        else:
            ignored.append(word)
    home = home or os.environ.get("MEMWELL_HOME") or None
    return agent or "", home, tuple(ignored)


def _plain_mcp_call(args: list[str]) -> tuple[Path | None, Path | None, bool] | None:
    """(home, workspace, verbose) for `mcp [--home DIR] [--workspace DIR] [-v]`, as
    `memwell install` writes it; None for anything else (click handles it)."""
    if not args or args[0] != "mcp":
        return None
    from pathlib import Path

    values: dict[str, str] = {}
    verbose = False
    rest = args[1:]
    while rest:
        if rest[0] in ("-v", "--verbose"):
            verbose, rest = True, rest[1:]
        elif rest[0] in ("--home", "--workspace") and len(rest) >= 2 and rest[0] not in values:
            values[rest[0]], rest = rest[1], rest[2:]
        else:
            return None
    home = values.get("--home") or os.environ.get("MEMWELL_HOME") or None
    workspace = values.get("--workspace")
    return (Path(home) if home else None, Path(workspace) if workspace else None, verbose)


def answer_hook(
    agent: str,
    home: str | os.PathLike[str] | None,
    ignored: tuple[str, ...] = (),
    *,
    own_process: bool = False,
) -> None:
    """Answer one hook event read on stdin, then exit (0 unless the agent must be told no).

    `own_process` is True when this process exists only for this event (the console
    script, as an agent CLI runs it); False when `main` was called with arguments from a
    program that goes on running (a test, an embedding app), which gets `SystemExit`."""
    from memwell.service import address, client  # standard library only

    # bytes that are not UTF-8 become U+FFFD: the payload is then bad JSON or a bad
    # field, answered neutrally like any other, instead of a decode traceback
    stdin_text = sys.stdin.buffer.read().decode("utf-8", errors="replace")
    # the warm service answers when it runs (with the model); else this process does,
    # lexically (memwell.hooks.runner, the hook path's only heavy import)
    given = None if home is None else os.fspath(home)
    try:
        answered = client.answer_hook(agent, address.home_dir(given), stdin_text, ignored)
    except Exception:  # the service path must never fail a hook: answer in-process
        answered = None
    if answered is None:
        if own_process:
            _short_lived(address.home_dir(given))
        from pathlib import Path

        from memwell.hooks.runner import run_hook

        where = None if given is None else Path(given)
        # a process of its own counts its deadline from its start, and is ended at it
        if own_process:
            from memwell.hooks.deadline import Deadline

            reply = run_hook(
                agent,
                stdin_text,
                home=where,
                ignored_args=ignored,
                deadline=Deadline.for_hook(own_process=True),
                exit_with=_answer_and_exit,
            )
        else:
            reply = run_hook(agent, stdin_text, home=where, ignored_args=ignored)
        answered = (reply.stdout, reply.exit_code, reply.message)
    stdout, exit_code, message = answered
    _write_answer(stdout, message)
    if own_process:
        _exit_now(exit_code)
    sys.exit(exit_code)


def _write_answer(stdout: str, message: str) -> None:
    if stdout:
        sys.stdout.write(stdout + "\n")
        sys.stdout.flush()
    if message:
        sys.stderr.write(f"memwell: {message}\n")


def _answer_and_exit(reply: HookReply) -> NoReturn:
    """The hook's answer at its deadline, from the watchdog thread: written, then the
    process ends (`hooks.deadline`)."""
    _write_answer(reply.stdout, reply.message)
    _exit_now(reply.exit_code)
    raise AssertionError("unreachable: os._exit returned")


# Trigger / Why / Outcome: a hook answered in its own process (the warm service down) is
# a fresh interpreter that imports memwell's recall path (some 170 modules, 80 classes,
# 100+ patterns), answers one event and exits, and the agent waits for the exit. Two
# costs in it do nothing for the answer: the cyclic garbage collector walking the import
# graph again and again while it grows (about 40 collections), and the interpreter's
# teardown (a last full collection, every module cleared, every object freed), together
# about 15-20% of the process. So the collector runs only every 100,000 net allocations
# (cycles are still collected, in a large transcript too), and once the answer is written
# and flushed the process ends with `os._exit`. Nothing is left to do by then but the
# decision records, which a child writes (`memwell.after_answer`):
# every memory, index and state write has returned (the durable ones fsynced), the
# service was started detached, and the store is built to survive a kill at any point
# (tests/reliability/test_kill_consistency.py); an exit after the writes is the mildest
# such kill. A program calling `main(argv)` keeps the collector and gets `SystemExit`.
# Third, the patterns and record classes it compiles are the same in every such process:
# it compiles them through `memwell.compiled_cache`, which keeps them from one to the next.
_GEN0_THRESHOLD = 100_000


def _short_lived(home: str) -> None:
    import gc

    gc.set_threshold(_GEN0_THRESHOLD, *gc.get_threshold()[1:])
    from memwell import after_answer

    after_answer.hold(home)  # the decision records are written once the answer is out
    # Trigger / Why / Outcome: the compile cache failing to load or to hook in (an
    # interpreter whose `re` or `dataclasses` is built otherwise, say): it only saves
    # time, so the hook compiles as usual and answers the same.
    try:
        from memwell import compiled_cache

        compiled_cache.install(home)
    except Exception:
        sys.modules.pop("memwell.compiled_cache", None)


def _exit_now(code: int) -> None:
    sys.stdout.flush()
    sys.stderr.flush()
    cache = sys.modules.get("memwell.compiled_cache")
    if cache is not None:  # answered here: keep what this process compiled for the next
        cache.save()  # never raises (and writes only what a cold cache lacked)
    # Trigger / Why / Outcome: a hook the service answered held nothing, and importing
    # `after_answer` to learn so pulls in `contextlib` and with it `collections` and
    # `functools`, some milliseconds of a hook that is otherwise the interpreter and the
    # client; only a process that answered itself has it loaded (`_short_lived`)
    held = sys.modules.get("memwell.after_answer")
    if held is None:
        os._exit(code)
    held.finish(code)  # the decision records held until the answer was out


def __getattr__(name: str) -> Any:
    # `from memwell.cli import cli` (tests, embedding apps) without importing click eagerly
    if name == "cli":
        from memwell.cli.app import cli

        return cli
    raise AttributeError(name)
