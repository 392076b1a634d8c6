"""The console script answers `memwell hook AGENT` without loading click."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

PROBE = textwrap.dedent(
    """
    import sys
    from memwell.cli import main
    try:
        main(sys.argv[1:])
    except SystemExit:
        pass
    sys.stderr.write("click loaded: %s\\n" % ("click" in sys.modules))
    """
)


def run(args: list[str], payload: dict[str, object]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_hook_call_skips_click_and_still_answers(isolated_home: Path, tmp_path: Path) -> None:
    payload = {
        "session_id": "s1",
        "transcript_path": str(tmp_path / "t.jsonl"),
        "cwd": str(tmp_path),
        "hook_event_name": "UserPromptSubmit",
        "prompt": "what does continue do in a Python loop?",
    }
    proc = run(["hook", "claude-code", "--home", str(isolated_home)], payload)
    assert "click loaded: False" in proc.stderr
    # a generic question: nothing to inject, and never a blocking answer
    assert proc.returncode == 0


def test_anything_else_goes_through_click(isolated_home: Path) -> None:
    proc = run(["hook", "--help"], {})
    assert "click loaded: True" in proc.stderr
    assert "Usage:" in proc.stdout


def test_version_skips_click_and_matches_the_click_answer_and_the_metadata() -> None:
    from importlib.metadata import version

    from click.testing import CliRunner

    from memwell.cli.app import cli

    done = run(["--version"], {})
    assert "click loaded: False" in done.stderr
    assert done.stdout == CliRunner().invoke(cli, ["--version"]).output
    assert done.stdout == f"memwell, version {version('memwell')}\n"  # the installed build
