"""The Claude Code and Gemini CLI adapters against payloads recorded from the real CLIs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from memwell.errors import HookPayloadError
from memwell.hooks import claude_code, gemini_cli
from memwell.hooks.events import Inject, Quiet, ToolVerdict

FIXTURES = Path(__file__).parent / "fixtures"


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
    return data


# --- parsing ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fixture", "kind", "source"),
    [
        ("claude_code_session_start_startup", "session_start", "startup"),
        ("claude_code_session_start_resume", "session_start", "resume"),
        ("claude_code_session_start_compact", "session_start", "compact"),
        ("claude_code_user_prompt_submit", "prompt", None),
        ("claude_code_pre_tool_use_write", "pre_tool", None),
        ("claude_code_pre_tool_use_bash", "pre_tool", None),
        ("claude_code_post_tool_use_write", "other", None),
        ("claude_code_pre_compact_manual", "pre_compact", "manual"),
        ("claude_code_stop", "stop", None),
        ("claude_code_session_end", "session_end", "other"),
    ],
)
def test_claude_code_parse(fixture: str, kind: str, source: str | None) -> None:
    payload = load(fixture)
    event = claude_code.parse(payload)
    assert event.agent == "claude-code"
    assert event.kind == kind
    assert event.event_name == payload["hook_event_name"]
    assert event.session_id == payload["session_id"]
    assert event.cwd == Path("/home/dev/project")
    assert event.transcript_path is not None and event.transcript_path.suffix == ".jsonl"
    assert event.source == source


def test_claude_code_tool_and_prompt_fields() -> None:
    bash = claude_code.parse(load("claude_code_pre_tool_use_bash"))
    assert bash.tool_name == "Bash"
    assert bash.tool_input["command"] == "git push --force origin main"
    assert bash.tool_name in claude_code.GATED_TOOLS
    prompt = claude_code.parse(load("claude_code_user_prompt_submit"))
    assert prompt.prompt == "please write the file notes.txt"
    stop = claude_code.parse(load("claude_code_stop"))
    assert stop.stop_hook_active is False
    assert stop.last_answer and "Done." in stop.last_answer
    active = claude_code.parse({**load("claude_code_stop"), "stop_hook_active": True})
    assert active.stop_hook_active is True


@pytest.mark.parametrize(
    ("fixture", "kind"),
    [
        ("gemini_cli_session_start_startup", "session_start"),
        ("gemini_cli_before_agent", "prompt"),
        ("gemini_cli_before_tool_write_file", "pre_tool"),
        ("gemini_cli_before_tool_run_shell_command", "pre_tool"),
        ("gemini_cli_after_tool_write_file", "other"),
        ("gemini_cli_pre_compress_auto", "pre_compact"),
        ("gemini_cli_after_agent", "stop"),
        ("gemini_cli_session_end", "session_end"),
    ],
)
def test_gemini_cli_parse(fixture: str, kind: str) -> None:
    payload = load(fixture)
    event = gemini_cli.parse(payload)
    assert event.agent == "gemini-cli"
    assert event.kind == kind
    assert event.session_id == payload["session_id"]
    assert event.cwd == Path("/home/dev/project")


def test_gemini_cli_fields() -> None:
    tool = gemini_cli.parse(load("gemini_cli_before_tool_run_shell_command"))
    assert tool.tool_name == "run_shell_command" and tool.tool_name in gemini_cli.GATED_TOOLS
    assert tool.tool_input["command"] == "git push --force origin main"
    assert gemini_cli.parse(load("gemini_cli_before_agent")).prompt == (
        "please write the file notes.txt"
    )
    assert gemini_cli.parse(load("gemini_cli_pre_compress_auto")).source == "auto"
    assert gemini_cli.parse(load("gemini_cli_session_end")).source == "exit"
    after = gemini_cli.parse(load("gemini_cli_after_agent"))
    assert after.last_answer and "Done." in after.last_answer


@pytest.mark.parametrize("adapter", [claude_code, gemini_cli])
def test_parse_rejects_payload_without_event_name(adapter: Any) -> None:
    with pytest.raises(HookPayloadError, match="hook_event_name"):
        adapter.parse({"session_id": "x"})


def test_unknown_event_is_other() -> None:
    event = claude_code.parse({"hook_event_name": "Notification", "message": "hi"})
    assert event.kind == "other"


# --- rendering (Claude Code) ------------------------------------------------------------


def test_claude_code_session_start_context() -> None:
    event = claude_code.parse(load("claude_code_session_start_startup"))
    reply = claude_code.render(event, Inject("Pinned: use pnpm"))
    assert reply.exit_code == 0
    out = json.loads(reply.stdout)
    assert out == {
        "hookSpecificOutput": {
            "hookEventName": "SessionStart",
            "additionalContext": "Pinned: use pnpm",
        }
    }


def test_claude_code_quiet_is_empty() -> None:
    event = claude_code.parse(load("claude_code_user_prompt_submit"))
    assert claude_code.render(event, Quiet()).stdout == ""


def test_claude_code_deny_quotes_reason() -> None:
    event = claude_code.parse(load("claude_code_pre_tool_use_bash"))
    reply = claude_code.render(
        event, ToolVerdict("no-go", reason='memwell: "never force-push main"', context="ctx")
    )
    out = json.loads(reply.stdout)["hookSpecificOutput"]
    assert out["hookEventName"] == "PreToolUse"
    assert out["permissionDecision"] == "deny"
    assert "never force-push main" in out["permissionDecisionReason"]
    assert out["additionalContext"] == "ctx"


def test_claude_code_ask_and_go() -> None:
    event = claude_code.parse(load("claude_code_pre_tool_use_write"))
    ask = json.loads(claude_code.render(event, ToolVerdict("ask", reason="confirm")).stdout)
    assert ask["hookSpecificOutput"]["permissionDecision"] == "ask"
    go = json.loads(claude_code.render(event, ToolVerdict("go", context="style: tabs")).stdout)
    # a go never auto-approves: the person's own permission rules still apply
    assert "permissionDecision" not in go["hookSpecificOutput"]
    assert go["hookSpecificOutput"]["additionalContext"] == "style: tabs"
    assert claude_code.render(event, ToolVerdict("go")).stdout == ""


def test_claude_code_no_context_on_events_that_cannot_take_it() -> None:
    event = claude_code.parse(load("claude_code_pre_compact_manual"))
    assert claude_code.render(event, Inject("x")).stdout == ""


# --- rendering (Gemini CLI) -------------------------------------------------------------


def test_gemini_cli_context_and_decisions() -> None:
    start = gemini_cli.parse(load("gemini_cli_session_start_startup"))
    out = json.loads(gemini_cli.render(start, Inject("digest")).stdout)
    assert out["hookSpecificOutput"] == {
        "hookEventName": "SessionStart",
        "additionalContext": "digest",
    }
    tool = gemini_cli.parse(load("gemini_cli_before_tool_run_shell_command"))
    deny = json.loads(gemini_cli.render(tool, ToolVerdict("no-go", reason="why")).stdout)
    assert deny == {"decision": "deny", "reason": "why"}
    ask = json.loads(gemini_cli.render(tool, ToolVerdict("ask", reason="sure?")).stdout)
    assert ask["decision"] == "ask"
    # Gemini CLI parses stdout as JSON: a neutral answer is an empty object, not nothing
    assert json.loads(gemini_cli.render(tool, Quiet()).stdout) == {}
    assert json.loads(gemini_cli.render(tool, ToolVerdict("go")).stdout) == {}


# --- transcripts ------------------------------------------------------------------------


def test_claude_code_transcript() -> None:
    messages = claude_code.read_transcript(FIXTURES / "claude_code_transcript.jsonl")
    roles = [m.role for m in messages]
    texts = [m.content for m in messages]
    assert texts[0] == "please write the file notes.txt"
    assert roles[:4] == ["user", "assistant", "tool", "assistant"]
    assert texts[1].startswith("[tool Write]")
    assert "File created successfully" in texts[2]
    assert "please run: git push --force origin main" in texts
    # compaction summaries, meta lines and local-command echoes are not things anyone said
    assert not any("being continued from a previous conversation" in t for t in texts)
    assert not any(t.startswith("<local-command") or "<command-name>" in t for t in texts)
    assert len({m.message_id for m in messages}) == len(messages)
    assert all(m.timestamp for m in messages)


def test_gemini_cli_transcript_jsonl_log() -> None:
    messages = gemini_cli.read_transcript(FIXTURES / "gemini_cli_transcript.jsonl")
    texts = [m.content for m in messages]
    assert (
        texts[0] == "please write the file notes.txt"
    )  # the <session_context> preamble is skipped
    # the tool call was written as an update of the same message id: the last version wins
    assert any(t.startswith("[tool write_file]") for t in texts)
    assert any(m.role == "tool" and "Successfully created" in m.content for m in messages)
    assert messages[-1].role == "assistant" and "Done." in texts[-1]
    assert len({m.message_id for m in messages}) == len(messages)


def test_gemini_cli_transcript_single_json(tmp_path: Path) -> None:
    path = tmp_path / "session.json"
    path.write_text(
        json.dumps(
            {
                "sessionId": "s1",
                "messages": [
                    {"id": "1", "timestamp": "t", "type": "user", "content": "hello"},
                    {"id": "2", "timestamp": "t", "type": "info", "content": "ignored"},
                    {"id": "3", "timestamp": "t", "type": "gemini", "content": "hi there"},
                ],
            }
        ),
        encoding="utf-8",
    )
    messages = gemini_cli.read_transcript(path)
    assert [(m.role, m.content) for m in messages] == [
        ("user", "hello"),
        ("assistant", "hi there"),
    ]


def test_claude_code_transcript_skips_torn_last_line(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    good = {
        "type": "user",
        "uuid": "u1",
        "timestamp": "t",
        "message": {"role": "user", "content": "hi"},
    }
    path.write_text(json.dumps(good) + "\n" + '{"type": "assistant", "mess', encoding="utf-8")
    assert [m.content for m in claude_code.read_transcript(path)] == ["hi"]
