"""Run a memwell command as the console script runs it, and record what it imported.

`command(out)` is the start of a command line (`python -c PROBE OUT`) to which the
memwell arguments are appended; when the process exits, `OUT` lists, one per line, the
modules it imported on top of the interpreter's own start-up (`imported(out)`).

`command(out, count_patterns=True)` also writes to `OUT.patterns` how many regular
expressions the process compiled (`compiled_patterns(out)`): every compilation that
missed re's cache, at import or in use, memwell's or the standard library's. It imports
`re` before memwell, so its import list leaves out `re` and what `re` imports."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

PROBE = textwrap.dedent(
    """
    import sys
    COUNT
    before = set(sys.modules)
    from memwell.cli import main
    try:
        main(sys.argv[2:])
    except SystemExit:
        pass
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        out.write("\\n".join(sorted(set(sys.modules) - before)))
    if "compiled" in globals():
        with open(sys.argv[1] + ".patterns", "w", encoding="utf-8") as out:
            out.write(str(compiled[0]))
    """
)
COUNT = (
    "import re._compiler; compiled = [0]; real_compile = re._compiler.compile\n"
    "def counted(*args, **kwargs):\n"
    "    compiled[0] += 1\n"
    "    return real_compile(*args, **kwargs)\n"
    "re._compiler.compile = counted"
)


# The console script's own path (`main()` with the process's arguments), which ends the
# process with `os._exit` once the answer is out: the list is written at that exit.
PROBE_OWN = textwrap.dedent(
    """
    import os
    import sys
    before = set(sys.modules)
    real_exit = os._exit
    def recording_exit(code):
        with open(OUT, "w", encoding="utf-8") as out:
            out.write("\\n".join(sorted(set(sys.modules) - before)))
        real_exit(code)
    os._exit = recording_exit
    OUT, sys.argv = sys.argv[1], ["memwell", *sys.argv[2:]]
    from memwell.cli import main
    main()
    """
)


def command(out: Path, *, count_patterns: bool = False, own_process: bool = False) -> list[str]:
    """`own_process`: as the console script runs (the process ends with `os._exit`)."""
    if own_process:
        return [sys.executable, "-c", PROBE_OWN, str(out)]
    code = PROBE.replace("COUNT", COUNT if count_patterns else "pass")
    return [sys.executable, "-c", code, str(out)]


def imported(out: Path) -> set[str]:
    return set(out.read_text(encoding="utf-8").split())


def compiled_patterns(out: Path) -> int:
    return int(Path(f"{out}.patterns").read_text(encoding="utf-8"))
