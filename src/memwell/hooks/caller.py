"""Which agent process called this hook, and whether a person is there to answer it.

Trigger: the gate says "ask" while Gemini CLI runs headless (`gemini -p ...`, or a
prompt piped on stdin). Gemini CLI sends hooks no field that says so.
Why: a hook's `"decision": "ask"` makes Gemini CLI wait for a confirmation that nobody
can give, forever. Gemini CLI's own contract for its policy engine is to refuse a tool
that needs confirmation in a non-interactive run ("requires user confirmation, which is
not supported in non-interactive mode"); memwell follows it.
Outcome: `gemini_headless()` looks up the Gemini CLI process among the hook's ancestors
(Linux `/proc`, else `ps`) and applies Gemini CLI's own rule: interactive with
`-i/--prompt-interactive`, else headless with `-p/--prompt` or a stdin that is not a
terminal. None when no Gemini CLI process is found (a test harness, a wrapper).
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

_MAX_DEPTH = 8  # hook -> shell -> (npx / relaunched node) -> gemini: a few levels at most


@dataclass(frozen=True, slots=True)
class Process:
    pid: int
    parent: int
    argv: tuple[str, ...]
    stdin_tty: bool | None  # None: unknown


def headless_from(argv: Sequence[str], stdin_tty: bool | None) -> bool:
    """Gemini CLI's rule for a non-interactive run, from its command line."""
    args = list(argv)
    if any(
        a in ("-i", "--prompt-interactive") or a.startswith("--prompt-interactive=") for a in args
    ):
        return False
    if any(a in ("-p", "--prompt") or a.startswith("--prompt=") for a in args):
        return True
    return stdin_tty is False


def is_gemini(argv: Sequence[str]) -> bool:
    return any(
        Path(a).name in ("gemini", "gemini.js") or "/@google/gemini-cli/" in a for a in argv[:3]
    )


def gemini_headless(start: int | None = None) -> bool | None:
    """Whether the Gemini CLI process that runs this hook is non-interactive."""
    pid = os.getppid() if start is None else start
    for _ in range(_MAX_DEPTH):
        process = describe(pid)
        if process is None:
            return None
        if is_gemini(process.argv):
            return headless_from(process.argv[1:], process.stdin_tty)
        if process.parent <= 1:
            return None
        pid = process.parent
    return None


def describe(pid: int) -> Process | None:
    proc = Path("/proc") / str(pid)
    if proc.is_dir():
        try:
            argv = tuple(a for a in (proc / "cmdline").read_bytes().decode().split("\0") if a)
            stat = (proc / "stat").read_text()
            parent = int(stat[stat.rindex(")") + 2 :].split()[1])
        except (OSError, ValueError, IndexError):
            return None
        try:
            target = os.readlink(proc / "fd" / "0")
            tty: bool | None = target.startswith(("/dev/pts/", "/dev/tty", "/dev/console"))
        except OSError:
            tty = None
        return Process(pid, parent, argv, tty)
    return _describe_with_ps(pid)


def _describe_with_ps(pid: int) -> Process | None:
    # macOS and the BSDs: no /proc. `tty=` is "??" for a process without a terminal.
    try:
        out = subprocess.run(
            ["ps", "-o", "ppid=", "-o", "tty=", "-o", "args=", "-p", str(pid)],
            capture_output=True,
            text=True,
            timeout=2,
            check=False,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    parts = out.split(None, 2)
    if len(parts) < 3 or not parts[0].isdigit():
        return None
    return Process(pid, int(parts[0]), tuple(parts[2].split()), parts[1] not in ("??", "?"))
