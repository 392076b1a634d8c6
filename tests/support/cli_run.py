"""Running the command line in-process, as its entry point would, for the tests."""

from __future__ import annotations

import pytest

from memwell.cli.app import run


def invoke(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run the real entry point (`run` turns memwell's errors into one line)."""
    try:
        run(args)
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err
