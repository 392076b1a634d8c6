"""The gate reads a turn in words without the readers of shell programs and inline
scripts: a hook process of its own (the service down) imports them only for a command."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import sys
from memwell.recall.tool_calls import parse_call
parse_call(None, sys.argv[1])
print("memwell.recall.program_calls" in sys.modules, "memwell.recall.inline_scripts" in sys.modules)
"""


def loaded_after(text: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, text], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_turn_in_words_is_read_without_the_command_readers() -> None:
    assert loaded_after("let's continue the billing-service retry work from yesterday") == (
        "False False"
    )


def test_a_command_still_loads_them() -> None:
    assert loaded_after("git push --force origin main") == "True True"
    assert loaded_after("DELETE FROM orders WHERE id = 4") == "True True"
