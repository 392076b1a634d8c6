"""Text the command line reads from a file argument or stdin: UTF-8, or one clear error.

Python would otherwise raise `UnicodeDecodeError` deep in a command (a traceback), or, for
stdin, smuggle the bad bytes in as surrogates that fail later when the memory is written.
"""

from __future__ import annotations

import sys
from pathlib import Path

from memwell.errors import UsageError


def read_utf8(path: Path | str) -> str:
    """The text of the file at `path` (`-`: stdin)."""
    name = "stdin" if str(path) == "-" else str(path)
    try:
        data = sys.stdin.buffer.read() if str(path) == "-" else Path(path).read_bytes()
    except OSError as exc:
        raise UsageError(f"cannot read {name}: {exc.strerror or exc}") from exc
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(
            f"{name} is not UTF-8 text (byte {exc.start + 1} is {data[exc.start]:#04x}); "
            "convert it to UTF-8, e.g. with iconv"
        ) from exc
