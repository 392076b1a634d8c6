"""A stand-in `gemini` executable for the headless checks: it runs a hook command the way
Gemini CLI does (through a shell, the payload on stdin), with the command line it was
given (`-p ...`) and no terminal, and prints the hook's answer."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any


def fake_gemini(folder: Path, hook_command: str) -> Path:
    """`folder/gemini`, which runs `hook_command` with its last argument as the payload."""
    fake = folder / "gemini"
    folder.mkdir(parents=True, exist_ok=True)
    fake.write_text(
        f"#!{sys.executable}\n"
        "import subprocess, sys\n"
        f"cmd = {hook_command!r}\n"
        "out = subprocess.run(['sh', '-c', cmd], input=sys.argv[-1], capture_output=True,\n"
        "                     text=True)\n"
        "print(out.stdout)\n",
        encoding="utf-8",
    )
    fake.chmod(0o755)
    return fake


def run_headless(
    fake: Path, payload: dict[str, Any], env: dict[str, str], cwd: Path | None = None
) -> dict[str, Any]:
    """`gemini -p ...` with `payload` for the hook; the hook's JSON answer."""
    out = subprocess.run(
        [str(fake), "-p", "clean up", json.dumps(payload)],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        env=env,
        cwd=cwd,
        timeout=120,
        check=True,
    )
    answer: dict[str, Any] = json.loads(out.stdout)
    return answer
