"""Run a memwell command as the console script runs it, and record what it imported.

`command(out)` is the start of a command line (`python -c PROBE OUT`) to which the
memwell arguments are appended; when the process exits, `OUT` lists, one per line, the
modules it imported on top of the interpreter's own start-up (`imported(out)`)."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

PROBE = textwrap.dedent(
    """
    import sys
    before = set(sys.modules)
    from memwell.cli import main
    try:
        main(sys.argv[2:])
    except SystemExit:
        pass
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        out.write("\\n".join(sorted(set(sys.modules) - before)))
    """
)


def command(out: Path) -> list[str]:
    return [sys.executable, "-c", PROBE, str(out)]


def imported(out: Path) -> set[str]:
    return set(out.read_text(encoding="utf-8").split())
