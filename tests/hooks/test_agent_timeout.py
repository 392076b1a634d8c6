"""A hook's deadline follows the timeout the agent's settings give memwell's hook for the
event, when a person set one by hand (`hooks.agent_settings`, `Deadline.within_agent_timeout`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from memwell.hooks import runner
from memwell.hooks.agent_settings import hook_timeout_s
from memwell.hooks.deadline import HOOK_DEADLINE_S, Deadline, answer_within_s
from memwell.hooks.events import HookReply, Quiet

MEMWELL = "/opt/venv/bin/memwell hook claude-code"


def settings(path: Path, event: str, *entries: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    groups = [{"matcher": "", "hooks": list(entries)}]
    path.write_text(json.dumps({"hooks": {event: groups}}), encoding="utf-8")


@pytest.fixture
def places(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    project, user = tmp_path / "project", tmp_path / "user"
    project.mkdir()
    user.mkdir()
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: user))
    for name in ("CLAUDE_PROJECT_DIR", "GEMINI_PROJECT_DIR", "GEMINI_CLI_SYSTEM_SETTINGS_PATH"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("GEMINI_CLI_SYSTEM_SETTINGS_PATH", str(tmp_path / "no-system.json"))
    return project, user


def test_the_smallest_timeout_of_memwell_s_entries_for_the_event(
    places: tuple[Path, Path],
) -> None:
    project, user = places
    settings(
        project / ".claude" / "settings.json",
        "PreCompact",
        {"type": "command", "command": MEMWELL, "timeout": 120},
        {"type": "command", "command": "other-tool hook claude-code", "timeout": 5},
    )
    assert hook_timeout_s("claude-code", "PreCompact", project) == 120.0
    settings(
        user / ".claude" / "settings.json",
        "PreCompact",
        {"type": "command", "command": "python -m memwell hook claude-code", "timeout": 45},
    )
    assert hook_timeout_s("claude-code", "PreCompact", project) == 45.0
    assert hook_timeout_s("claude-code", "Stop", project) is None  # no entry for the event
    assert hook_timeout_s("gemini-cli", "PreCompact", project) is None  # another agent


def test_gemini_cli_timeouts_are_milliseconds_and_the_project_comes_from_its_variable(
    places: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project, _ = places
    settings(
        project / ".gemini" / "settings.json",
        "PreCompress",
        {"type": "command", "command": "memwell hook gemini-cli", "timeout": 90_000},
    )
    assert hook_timeout_s("gemini-cli", "PreCompress", tmp_path / "elsewhere") is None
    monkeypatch.setenv("GEMINI_PROJECT_DIR", str(project))
    assert hook_timeout_s("gemini-cli", "PreCompress", tmp_path / "elsewhere") == 90.0


@pytest.mark.parametrize(
    "text",
    ["{not json", "[]", '{"hooks": 3}', '{"hooks": {"PreCompact": {"x": 1}}}', "[" * 100_000],
)
def test_settings_the_agent_could_not_read_give_no_timeout(
    places: tuple[Path, Path], text: str
) -> None:
    project, _ = places
    (project / ".claude").mkdir()
    (project / ".claude" / "settings.json").write_text(text, encoding="utf-8")
    assert hook_timeout_s("claude-code", "PreCompact", project) is None


def test_an_entry_without_a_timeout_keeps_memwell_s_deadline(places: tuple[Path, Path]) -> None:
    project, _ = places
    settings(project / ".claude" / "settings.json", "PreCompact", {"command": MEMWELL})
    deadline = Deadline.for_hook(clock=lambda: 100.0)
    assert deadline.within_agent_timeout("claude-code", "PreCompact", project) == deadline


def test_the_deadline_keeps_the_share_of_memwell_s_own_timeout() -> None:
    assert answer_within_s(30.0) == HOOK_DEADLINE_S
    assert answer_within_s(120.0) == 96.0
    assert answer_within_s(5.0) == 3.0
    assert answer_within_s(0.5) == 1.0


def test_a_hook_process_answers_by_the_timeout_set_by_hand(
    places: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Through the runner: a PreCompact given 120 s by hand gets 96 s, not memwell's 24."""
    project, _ = places
    settings(
        project / ".claude" / "settings.json",
        "PreCompact",
        {"type": "command", "command": MEMWELL, "timeout": 120},
    )
    seen: list[Deadline | None] = []

    def decide(*args: Any, deadline: Deadline | None = None, **kwargs: Any) -> Quiet:
        seen.append(deadline)
        return Quiet("recorded")

    monkeypatch.setattr(runner, "decide", decide)
    payload = {
        "hook_event_name": "PreCompact",
        "session_id": "s1",
        "cwd": str(project),
        "transcript_path": str(project / "t.jsonl"),
        "trigger": "manual",
    }

    def exit_with(reply: HookReply) -> Any:
        raise AssertionError("no deadline reached in this test")

    runner.run_hook(
        "claude-code",
        json.dumps(payload),
        deadline=Deadline.for_hook(clock=lambda: 100.0),
        exit_with=exit_with,
    )
    assert seen and seen[0] is not None
    assert seen[0].ends_at == 100.0 + 96.0
