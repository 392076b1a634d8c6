"""Headless Gemini CLI never waits on an "ask": the hook finds the CLI among its
ancestors and follows Gemini CLI's own rule for non-interactive runs."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from memwell.hooks import caller, gemini_cli
from memwell.hooks.caller import gemini_headless, headless_from, is_gemini
from memwell.hooks.events import ToolVerdict
from support.fake_gemini import fake_gemini, run_headless

FIXTURES = Path(__file__).parent / "fixtures"


def test_gemini_cli_rule_for_a_non_interactive_run() -> None:
    assert headless_from(["-p", "hi"], stdin_tty=True)
    assert headless_from(["--prompt=hi", "--yolo"], stdin_tty=True)
    assert not headless_from(["-i", "hi"], stdin_tty=False)
    assert not headless_from([], stdin_tty=True)
    assert headless_from([], stdin_tty=False)  # a prompt piped on stdin


def test_gemini_process_is_recognised_by_its_script() -> None:
    assert is_gemini(["node", "/usr/lib/node_modules/@google/gemini-cli/bundle/gemini.js"])
    assert is_gemini(["/usr/local/bin/gemini", "-p", "x"])
    assert not is_gemini(["python", "-m", "pytest"])


def test_no_gemini_ancestor_means_unknown() -> None:
    assert gemini_headless() is None  # pytest's ancestors are not Gemini CLI


def test_headless_ask_becomes_deny_and_interactive_ask_stays(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    event = gemini_cli.parse(
        json.loads((FIXTURES / "gemini_cli_before_tool_run_shell_command.json").read_text())
    )
    verdict = ToolVerdict("ask", reason="memwell: run_shell_command needs confirmation: rm")
    looked_up: list[int | None] = []

    def runs_headless(start: int | None = None) -> bool:
        looked_up.append(start)
        return start == 4242  # the hook process the service was told about is headless

    monkeypatch.setattr(caller, "gemini_headless", runs_headless)
    headless = json.loads(gemini_cli.render(event, verdict, caller_pid=4242).stdout)
    assert headless["decision"] == "deny" and "non-interactively" in headless["reason"]
    interactive = json.loads(gemini_cli.render(event, verdict).stdout)
    assert interactive["decision"] == "ask"
    assert looked_up == [4242, None]  # None: this process's parent is the hook's caller


def test_every_adapter_takes_the_caller_pid() -> None:
    """The runner passes `caller_pid` to whichever adapter answers, by keyword."""
    import inspect

    from memwell.hooks.events import AGENTS
    from memwell.hooks.runner import adapter_for

    for name in AGENTS:
        parameter = inspect.signature(adapter_for(name).render).parameters["caller_pid"]
        assert parameter.kind is inspect.Parameter.KEYWORD_ONLY and parameter.default is None


def test_real_process_tree_of_a_headless_gemini(tmp_path: Path, isolated_home: Path) -> None:
    """A stand-in `gemini` executable runs the real `memwell hook gemini-cli` the way the
    CLI does (through a shell), with `-p` on its command line and no terminal."""
    fake = fake_gemini(tmp_path / "bin", f"{sys.executable} -m memwell hook gemini-cli")
    payload = json.loads((FIXTURES / "gemini_cli_before_tool_run_shell_command.json").read_text())
    payload["cwd"] = str(tmp_path)
    payload["tool_input"] = {"command": "rm -rf build", "description": "clean"}
    answer = run_headless(fake, payload, {**os.environ, "MEMWELL_HOME": str(isolated_home)})
    assert answer["decision"] == "deny"  # the default "ask" on an irreversible command
    assert "non-interactively" in answer["reason"]
