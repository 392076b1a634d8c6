"""The hook runner: fail open on anything, log every call, and dispatch by event kind."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from memwell.hooks.runner import run_hook

FIXTURES = Path(__file__).parent / "fixtures"


def payload(name: str, **changes: Any) -> str:
    data: dict[str, Any] = json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
    data.update(changes)
    return json.dumps(data)


def log_lines(home: Path) -> list[dict[str, Any]]:
    path = home / "logs" / "hooks.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def exploding_factory(home: Path | None, workspace: Path | None) -> Any:
    raise RuntimeError("simulated failure inside memwell")


@pytest.mark.parametrize(
    ("agent", "fixture", "neutral"),
    [
        ("claude-code", "claude_code_session_start_startup", ""),
        ("claude-code", "claude_code_user_prompt_submit", ""),
        ("gemini-cli", "gemini_cli_session_start_startup", "{}"),
    ],
)
def test_internal_error_fails_open_and_is_logged(
    isolated_home: Path, agent: str, fixture: str, neutral: str
) -> None:
    reply = run_hook(agent, payload(fixture), home=isolated_home, harness_factory=exploding_factory)
    assert reply.exit_code == 0
    assert reply.stdout == neutral
    record = log_lines(isolated_home)[-1]
    assert record["agent"] == agent
    assert "simulated failure" in record["error"]
    errors = (isolated_home / "logs" / "hooks-errors.log").read_text(encoding="utf-8")
    assert "RuntimeError: simulated failure inside memwell" in errors


@pytest.mark.parametrize("stdin", ["", "not json", "[1, 2]", '{"no_event": true}'])
def test_bad_stdin_fails_open(isolated_home: Path, stdin: str) -> None:
    reply = run_hook("claude-code", stdin, home=isolated_home)
    assert (reply.stdout, reply.exit_code) == ("", 0)
    assert log_lines(isolated_home)[-1]["error"]


def test_unknown_agent_fails_open(isolated_home: Path) -> None:
    reply = run_hook("cursor", "{}", home=isolated_home)
    assert reply.exit_code == 0 and reply.stdout == ""
    assert "unknown agent" in reply.message


def test_events_memwell_does_not_use_never_build_a_harness(isolated_home: Path) -> None:
    for fixture in ("claude_code_post_tool_use_write",):
        reply = run_hook(
            "claude-code", payload(fixture), home=isolated_home, harness_factory=exploding_factory
        )
        assert reply.stdout == ""
        assert "error" not in log_lines(isolated_home)[-1]
    # a tool the gate does not look at (a read) is not gated either
    read = payload(
        "claude_code_pre_tool_use_write", tool_name="Read", tool_input={"file_path": "x"}
    )
    run_hook("claude-code", read, home=isolated_home, harness_factory=exploding_factory)
    assert log_lines(isolated_home)[-1]["note"] == "tool not gated"


def test_stop_hook_active_does_nothing(isolated_home: Path) -> None:
    reply = run_hook(
        "claude-code",
        payload("claude_code_stop", stop_hook_active=True),
        home=isolated_home,
        harness_factory=exploding_factory,
    )
    assert reply.stdout == ""
    assert log_lines(isolated_home)[-1]["note"] == "already continuing from a stop hook"


def test_cli_hook_always_exits_zero(isolated_home: Path) -> None:
    for stdin in ("garbage", payload("claude_code_post_tool_use_write")):
        done = subprocess.run(
            [sys.executable, "-m", "memwell", "hook", "claude-code", "--home", str(isolated_home)],
            input=stdin,
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 0
        assert done.stdout == ""


def test_broken_config_fails_open(isolated_home: Path, tmp_path: Path) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text('secrets = "sometimes"\n', encoding="utf-8")
    reply = run_hook(
        "claude-code",
        payload("claude_code_session_start_startup", cwd=str(tmp_path)),
        home=isolated_home,
    )
    assert (reply.stdout, reply.exit_code) == ("", 0)
    assert "ConfigError" in log_lines(isolated_home)[-1]["error"]


@pytest.mark.parametrize(
    "extra",
    [["-v"], ["--verbose"], ["--hom=x"], ["extra"], ["--json"], ["--home"], ["--extra", "-v"]],
)
def test_cli_hook_with_unknown_arguments_answers_and_logs(
    isolated_home: Path, extra: list[str]
) -> None:
    # exit code 2 (click's usage error) is a block for Claude Code: never for a bad argument
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "memwell",
            "--home",
            str(isolated_home),
            "hook",
            "claude-code",
            *extra,
        ],
        input=payload("claude_code_post_tool_use_write"),
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stdout) == (0, "")
    assert extra[-1] in done.stderr
    record = log_lines(isolated_home)[-1]
    assert record["event"] == "PostToolUse"
    assert f"ignored arguments of the hook command: {' '.join(extra)}" in record["error"]


@pytest.mark.parametrize("args", [[], ["--home"], ["-v"], ["--home", "{home}"]])
def test_cli_hook_without_an_agent_answers_and_logs(isolated_home: Path, args: list[str]) -> None:
    # click's "missing argument" is exit 2, a block for both agent CLIs: a hook line that
    # lost its agent is answered as an unknown agent (exit 0, logged) instead
    argv = [a.format(home=isolated_home) for a in args]
    done = subprocess.run(
        [sys.executable, "-m", "memwell", "hook", *argv],
        input=payload("claude_code_post_tool_use_write"),
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "MEMWELL_HOME": str(isolated_home)},
    )
    assert (done.returncode, done.stdout) == (0, "")
    assert "no agent given" in log_lines(isolated_home)[-1]["error"]


def test_cli_hook_with_non_utf8_stdin_fails_open(isolated_home: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "memwell", "hook", "gemini-cli", "--home", str(isolated_home)],
        input=b'{"hook_event_name": "\xff\xfe"}',
        capture_output=True,
        check=False,
    )
    assert (done.returncode, done.stdout.strip(), done.stderr) == (0, b"{}", b"")
    assert log_lines(isolated_home)[-1]["agent"] == "gemini-cli"


@pytest.mark.parametrize(
    ("agent", "fixture"),
    [
        ("claude-code", "claude_code_pre_tool_use_bash"),
        ("gemini-cli", "gemini_cli_before_tool_run_shell_command"),
    ],
)
def test_gate_that_fails_asks_instead_of_going(
    isolated_home: Path, agent: str, fixture: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the audit's race: search raises KeyError while another process re-indexes; outside a
    # Gemini CLI process tree the run counts as interactive, so an ask stays an ask
    from memwell.api import Harness

    def racing_check(self: Harness, *args: Any, **kwargs: Any) -> Any:
        raise KeyError("chunk 41")

    monkeypatch.setattr(Harness, "tool_check", racing_check)
    reply = run_hook(agent, payload(fixture), home=isolated_home)
    assert reply.exit_code == 0
    out = json.loads(reply.stdout)
    if agent == "claude-code":
        decision = out["hookSpecificOutput"]["permissionDecision"]
        reason = out["hookSpecificOutput"]["permissionDecisionReason"]
    else:
        decision, reason = out["decision"], out["reason"]
    assert decision == "ask"
    assert "could not check" in reason and "KeyError" in reason
    record = log_lines(isolated_home)[-1]
    assert (record["outcome"], record["verdict"]) == ("toolverdict", "ask")
    assert "KeyError" in record["error"]


def test_cli_hook_with_an_argument_that_is_not_utf8_still_exits_zero(isolated_home: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "memwell", "hook", "claude-code", b"-\xff", "--home", isolated_home],
        input=payload("claude_code_post_tool_use_write").encode(),
        capture_output=True,
        check=False,
    )
    assert (done.returncode, done.stdout) == (0, b"")
    assert "ignored arguments" in log_lines(isolated_home)[-1]["error"]


@pytest.mark.parametrize(
    ("agent", "fixture", "neutral"),
    [
        ("claude-code", "claude_code_pre_tool_use_bash", ""),
        ("gemini-cli", "gemini_cli_before_tool_run_shell_command", "{}"),
    ],
)
@pytest.mark.parametrize("command", ["git status", "git log --oneline -5", "ls -la public"])
def test_a_read_only_command_gets_no_digest_before_it_runs(
    isolated_home: Path, tmp_path: Path, agent: str, fixture: str, neutral: str, command: str
) -> None:
    """A store whose rules name git and the folder: a read-only call still gets nothing."""
    from memwell.api import Harness

    harness = Harness(isolated_home, tmp_path)
    harness.remember(
        "workspace",
        "git_policy",
        "feedback",
        "Never force-push to main",
        "Never force-push (git push --force) to main; git status and git log are fine.",
    )
    harness.remember(
        "workspace",
        "public_is_generated",
        "project",
        "public/ is build output",
        "Never edit anything under `public/` by hand; reading it is fine.",
    )
    tool_input = {"command": command, "description": "look"}
    reply = run_hook(
        agent, payload(fixture, cwd=str(tmp_path), tool_input=tool_input), home=isolated_home
    )
    assert reply.stdout == neutral
    assert log_lines(isolated_home)[-1]["verdict"] == "go"


@pytest.mark.parametrize(
    ("fixture", "answer"),
    [
        ("claude_code_session_start_startup", "session_context"),
        ("claude_code_user_prompt_submit", "turn_context"),
        ("claude_code_pre_tool_use_bash_force_push", "tool_check"),
    ],
)
def test_a_hook_answered_here_starts_the_service_before_it_builds_its_answer(
    isolated_home: Path,
    workspace_dir: Path,
    fixture: str,
    answer: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The agent's next hook comes right after this one: the service loads its model
    while this process answers, not after. A compaction event starts nothing."""
    from memwell.api import Harness
    from memwell.hooks import runner

    order: list[str] = []
    monkeypatch.setattr(runner, "_start_service", lambda harness: order.append("start"))
    real = getattr(Harness, answer)

    def answering(self: Harness, *args: Any, **kwargs: Any) -> Any:
        order.append("answer")
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Harness, answer, answering)
    stdin = payload(fixture, cwd=str(workspace_dir), prompt="where did we leave the retry work?")
    run_hook("claude-code", stdin, home=isolated_home)
    assert order == ["start", "answer"]
    order.clear()
    run_hook("claude-code", stdin, home=isolated_home, answered_by="service")
    assert order == ["answer"]  # the service answering for a hook starts no other


def test_a_compaction_answered_here_starts_no_service(
    isolated_home: Path, workspace_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memwell.hooks import runner

    started: list[object] = []
    monkeypatch.setattr(runner, "_start_service", started.append)
    transcript = tmp_path / "t.jsonl"
    transcript.write_bytes((FIXTURES / "claude_code_transcript.jsonl").read_bytes())
    stdin = payload(
        "claude_code_pre_compact_manual", cwd=str(workspace_dir), transcript_path=str(transcript)
    )
    run_hook("claude-code", stdin, home=isolated_home)
    assert log_lines(isolated_home)[-1]["kind"] == "pre_compact"
    assert started == []
