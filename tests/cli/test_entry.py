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


# The console script itself (`main()` with no arguments): for a hook, it ends the process
# with os._exit once the answer is out, where `main(argv)` (above) raises SystemExit.
CONSOLE = textwrap.dedent(
    """
    import atexit, gc, sys
    def said():
        sys.stderr.write("teardown ran, gc threshold %d\\\\n" % gc.get_threshold()[0])
    atexit.register(said)
    from memwell.cli import main
    main()
    """
)


def test_a_hook_process_answers_as_before_then_exits_without_teardown(
    isolated_home: Path, tmp_path: Path
) -> None:
    from memwell.api import Harness

    Harness(isolated_home, tmp_path).remember(
        "workspace", "push_rule", "feedback", "Never force-push", "Never force-push to main."
    )
    payload = {
        "session_id": "s1",
        "transcript_path": str(tmp_path / "t.jsonl"),
        "cwd": str(tmp_path),
        "hook_event_name": "PreToolUse",
        "tool_name": "Bash",
        "tool_input": {"command": "git push --force origin main"},
    }
    args = ["hook", "claude-code", "--home", str(isolated_home)]
    console = subprocess.run(
        [sys.executable, "-c", CONSOLE, *args],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=60,
    )
    called = run(args, payload)  # main(argv): the interpreter tears down as usual
    assert console.returncode == called.returncode == 0
    assert '"permissionDecision": "deny"' in console.stdout
    assert console.stdout == called.stdout
    assert "teardown ran" not in console.stderr, console.stderr
    # both calls are logged: every write had returned before the process ended
    lines = (isolated_home / "logs" / "hooks.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["verdict"] for line in lines] == ["no-go", "no-go"]


def test_a_hook_answered_by_a_calling_program_keeps_the_collector_and_teardown(
    isolated_home: Path, tmp_path: Path
) -> None:
    probe = CONSOLE.replace("main()", "main(sys.argv[1:])")
    payload = {"session_id": "s1", "cwd": str(tmp_path), "hook_event_name": "Stop"}
    done = subprocess.run(
        [sys.executable, "-c", probe, "hook", "claude-code"],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0
    assert "teardown ran, gc threshold 700" in done.stderr  # the interpreter's default
