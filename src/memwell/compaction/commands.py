"""A shell command said by what it does: without the setup steps that open it."""

from __future__ import annotations

import re

# Trigger / Why / Outcome: Cursor and Claude Code run most commands as `cd /Users/me/
# src/project && source .venv/bin/activate && python -m pytest ...`; in a 1/30 copy the
# folder and the activation took half of each `ran:` item, and a failed call's label,
# cut to a few words, said only `run_terminal_cmd cd /Users/adam/Developer/...`. The
# copy, and a failed call's label, say a command without the setup that opens it (the
# persisted `ran:` item keeps it whole): the workspace is the same for every command of a session.
SETUP = re.compile(
    r"(?:cd\s+(?:\"[^\"]*\"|'[^']*'|[^\s;&|]+)|(?:source|\.)\s+\S*/activate)\s*&&\s*"
)


def without_setup(command: str) -> str:
    """`command` without the `cd <folder> &&` and `source <venv>/bin/activate &&` steps
    that open it (a command that is only setup is kept as it is)."""
    rest = command
    while (match := SETUP.match(rest)) is not None and match.end() < len(rest):
        rest = rest[match.end() :]
    return rest
