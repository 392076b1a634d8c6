"""Hooks end to end on a real home: recorded payloads in, the agents' JSON out."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from memwell.api import Harness
from memwell.hooks.injected import OPEN
from memwell.hooks.runner import run_hook

FIXTURES = Path(__file__).parent / "fixtures"

FORCE_PUSH = {
    "scope": "workspace",
    "name": "git_policy",
    "type": "feedback",
    "description": "Never force-push to main",
    "content": "Never force-push (git push --force) to the main branch; open a pull request.",
}
PREFERENCE = {
    "scope": "user",
    "name": "testing_style",
    "type": "feedback",
    "description": "Prefers pytest with plain asserts over unittest",
    "content": "Use pytest with plain assert statements, not unittest.",
    "pinned": True,
}


@pytest.fixture
def seeded(harness: Harness) -> Harness:
    harness.remember(**FORCE_PUSH)
    harness.remember(**PREFERENCE)
    return harness


def call(
    harness: Harness, agent: str, fixture: str, transcript: Path | None = None, **changes: Any
) -> tuple[str, dict[str, Any]]:
    data: dict[str, Any] = json.loads((FIXTURES / f"{fixture}.json").read_text(encoding="utf-8"))
    data["cwd"] = str(harness.layout.workspace)
    if transcript is not None:
        data["transcript_path"] = str(transcript)
    data.update(changes)
    reply = run_hook(agent, json.dumps(data), home=harness.layout.home)
    assert reply.exit_code == 0
    log = (harness.layout.logs_dir / "hooks.jsonl").read_text(encoding="utf-8").splitlines()
    assert "error" not in json.loads(log[-1]), log[-1]
    return reply.stdout, (json.loads(reply.stdout) if reply.stdout else {})


def test_session_start_injects_memory_and_preflight(seeded: Harness) -> None:
    _, out = call(seeded, "claude-code", "claude_code_session_start_startup")
    context = out["hookSpecificOutput"]["additionalContext"]
    assert out["hookSpecificOutput"]["hookEventName"] == "SessionStart"
    assert "pytest" in context
    assert "git_policy" in context  # the workspace index lists it


def test_generic_prompt_gets_nothing(seeded: Harness) -> None:
    raw, _ = call(
        seeded,
        "claude-code",
        "claude_code_user_prompt_submit",
        prompt="What is the difference between a list and a tuple in Python?",
    )
    assert raw == ""


def test_prompt_that_needs_memory_gets_the_digest(seeded: Harness) -> None:
    _, out = call(
        seeded,
        "claude-code",
        "claude_code_user_prompt_submit",
        prompt="Push my changes to main with git push --force, like last time",
    )
    context = out["hookSpecificOutput"]["additionalContext"]
    assert "force-push" in context.lower()


def test_pre_tool_use_denies_with_the_memory(seeded: Harness) -> None:
    _, out = call(seeded, "claude-code", "claude_code_pre_tool_use_bash")
    decision = out["hookSpecificOutput"]
    assert decision["permissionDecision"] == "deny"
    assert "force-push" in decision["permissionDecisionReason"].lower()
    assert "git_policy" in decision["permissionDecisionReason"]


def test_harmless_write_is_not_denied(seeded: Harness) -> None:
    _, out = call(seeded, "claude-code", "claude_code_pre_tool_use_write")
    assert out.get("hookSpecificOutput", {}).get("permissionDecision") in (None, "ask")


def test_gemini_before_tool_denies(seeded: Harness) -> None:
    _, out = call(
        seeded,
        "gemini-cli",
        "gemini_cli_before_tool_run_shell_command",
        tool_input={"command": "git push --force origin main", "description": "Push"},
    )
    assert out["decision"] == "deny"
    assert "force-push" in out["reason"].lower()


def test_compaction_round_trip(seeded: Harness, tmp_path: Path) -> None:
    transcript = tmp_path / "session.jsonl"
    shutil.copy(FIXTURES / "claude_code_transcript.jsonl", transcript)
    raw, _ = call(seeded, "claude-code", "claude_code_pre_compact_manual", transcript)
    assert raw == ""  # PreCompact cannot inject anything
    session_id = json.loads((FIXTURES / "claude_code_pre_compact_manual.json").read_text())[
        "session_id"
    ]
    checkpoint = seeded.checkpoint(session_id)
    assert checkpoint and "notes.txt" in checkpoint
    _, out = call(seeded, "claude-code", "claude_code_session_start_compact", transcript)
    assert checkpoint.strip()[:60] in out["hookSpecificOutput"]["additionalContext"]
    # the transcript was archived on the way
    hits = seeded.search_sessions("write the file notes.txt")
    assert hits and hits[0].session_id == session_id


def test_stop_archives_and_is_idempotent(seeded: Harness, tmp_path: Path) -> None:
    transcript = tmp_path / "session.jsonl"
    shutil.copy(FIXTURES / "claude_code_transcript.jsonl", transcript)
    call(seeded, "claude-code", "claude_code_stop", transcript)
    first = seeded.search_sessions("run the command to push")
    call(seeded, "claude-code", "claude_code_session_end", transcript)
    again = seeded.search_sessions("run the command to push")
    assert first and [h.message_id for h in first] == [h.message_id for h in again]


def test_gemini_after_agent_archives(seeded: Harness, tmp_path: Path) -> None:
    transcript = tmp_path / "gemini.jsonl"
    shutil.copy(FIXTURES / "gemini_cli_transcript.jsonl", transcript)
    call(seeded, "gemini-cli", "gemini_cli_after_agent", transcript)
    hits = seeded.search_sessions("write the file notes.txt")
    session_id = json.loads((FIXTURES / "gemini_cli_after_agent.json").read_text())["session_id"]
    assert hits and hits[0].session_id == session_id


def test_hook_process_end_to_end(seeded: Harness) -> None:
    data = json.loads((FIXTURES / "claude_code_pre_tool_use_bash.json").read_text())
    data["cwd"] = str(seeded.layout.workspace)
    done = subprocess.run(
        [sys.executable, "-m", "memwell", "hook", "claude-code", "--home", str(seeded.layout.home)],
        input=json.dumps(data),
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["hookSpecificOutput"]["permissionDecision"] == "deny"


def test_gemini_auto_pre_compress_on_a_small_transcript_only_archives(
    seeded: Harness, tmp_path: Path
) -> None:
    transcript = tmp_path / "gemini.jsonl"
    shutil.copy(FIXTURES / "gemini_cli_transcript.jsonl", transcript)
    raw, _ = call(seeded, "gemini-cli", "gemini_cli_pre_compress_auto", transcript)
    assert json.loads(raw) == {}
    session_id = json.loads((FIXTURES / "gemini_cli_pre_compress_auto.json").read_text())[
        "session_id"
    ]
    assert seeded.checkpoint(session_id) is None  # no real compression happened
    assert seeded.search_sessions("write the file notes.txt")  # but it was archived
    manual = call(
        seeded, "gemini-cli", "gemini_cli_pre_compress_auto", transcript, trigger="manual"
    )
    assert manual[1] == {}
    log = (seeded.layout.logs_dir / "hooks.jsonl").read_text(encoding="utf-8").splitlines()
    auto, manual_note = (json.loads(line)["note"] for line in log[-2:])
    # the log says what was really done: archived, and a checkpoint only for the manual one
    assert auto.startswith("archived ") and "no checkpoint" in auto
    assert "checkpoint of" in manual_note and "injected with the next prompt" in manual_note


def test_gemini_next_prompt_carries_the_checkpoint_once(seeded: Harness, tmp_path: Path) -> None:
    transcript = tmp_path / "session.json"
    messages = [{"id": "0", "timestamp": "t", "type": "user", "content": "Build the exporter."}]
    messages.append(
        {
            "id": "1",
            "timestamp": "t",
            "type": "gemini",
            "content": "Decision: CSV exports use UTF-8.",
        }
    )
    for n in range(2, 40):
        kind = "user" if n % 2 == 0 else "gemini"
        messages.append(
            {
                "id": str(n),
                "timestamp": "t",
                "type": kind,
                "content": f"Step {n} of the exporter. " * 12,
            }
        )
    transcript.write_text(json.dumps({"sessionId": "g1", "messages": messages}), encoding="utf-8")
    call(seeded, "gemini-cli", "gemini_cli_pre_compress_auto", transcript, trigger="manual")
    session_id = json.loads((FIXTURES / "gemini_cli_pre_compress_auto.json").read_text())[
        "session_id"
    ]
    assert seeded.checkpoint(session_id)
    _, first = call(seeded, "gemini-cli", "gemini_cli_before_agent", transcript)
    context = first["hookSpecificOutput"]["additionalContext"]
    assert context.startswith(OPEN + "\nCheckpoint of this session") and "UTF-8" in context
    raw, _ = call(seeded, "gemini-cli", "gemini_cli_before_agent", transcript)
    assert "Checkpoint of this session" not in raw


def test_claude_prompt_never_carries_the_checkpoint(seeded: Harness, tmp_path: Path) -> None:
    transcript = tmp_path / "session.jsonl"
    shutil.copy(FIXTURES / "claude_code_transcript.jsonl", transcript)
    call(seeded, "claude-code", "claude_code_pre_compact_manual", transcript)
    raw, _ = call(seeded, "claude-code", "claude_code_user_prompt_submit", transcript)
    assert "Checkpoint of this session" not in raw
