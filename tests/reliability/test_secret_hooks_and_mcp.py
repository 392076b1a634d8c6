"""Dev-corpus secrets through the agent-facing paths: Claude Code hooks (UserPromptSubmit,
Stop, PreCompact, run in process as the CLI runs them) and the MCP tools' results (what
goes back to the model). Nothing of a secret may reach the home or a tool result."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType
from typing import Any

import anyio

from mcp import Client
from memwell.api import Harness
from memwell.hooks.runner import run_hook
from memwell.mcp.server import build_server

SESSION = "3eba671a-661d-44ab-86e3-51bd01d516b5"


def _line(role: str, text: str, n: int) -> str:
    return json.dumps(
        {
            "type": role,
            "uuid": f"u{n}",
            "sessionId": SESSION,
            "timestamp": "2026-11-30T01:40:43.532Z",
            "message": {"role": role, "content": text},
        }
    )


def _secrets(corpus: ModuleType) -> list[Any]:
    return [c for c in corpus.load(corpus.SETS["dev"]) if c.kind == "secret"]


def test_hooks_persist_no_secret(corpus: ModuleType, harness: Harness, tmp_path: Path) -> None:
    cases = _secrets(corpus)
    transcript = tmp_path / "transcript.jsonl"
    lines = []
    for n, case in enumerate(cases):
        lines.append(_line("user", f"keep this for the deploy: {case.text}", 2 * n))
        lines.append(_line("assistant", "Noted, I will use it for the deploy.", 2 * n + 1))
    transcript.write_text("\n".join(lines) + "\n", encoding="utf-8")
    base = {"session_id": SESSION, "transcript_path": str(transcript)}
    base["cwd"] = str(harness.layout.workspace)
    home = harness.layout.home
    for case in cases[:20]:  # one prompt per secret: the recall log path
        prompt = {**base, "hook_event_name": "UserPromptSubmit", "prompt": case.text}
        assert run_hook("claude-code", json.dumps(prompt), home=home).exit_code == 0
    for event in (
        {"hook_event_name": "Stop", "stop_hook_active": False},
        {"hook_event_name": "PreCompact", "trigger": "manual", "custom_instructions": ""},
    ):
        assert run_hook("claude-code", json.dumps({**base, **event}), home=home).exit_code == 0
    assert list((home / "sessions").glob("*.jsonl")), "the Stop hook archived nothing"
    leaked = {case.format: corpus.home_leaks(home, case.secret) for case in cases}
    assert {f: files for f, files in leaked.items() if files} == {}


def test_mcp_results_carry_no_secret(corpus: ModuleType, harness: Harness) -> None:
    cases = _secrets(corpus)
    messages = [
        {"id": f"m{n}", "role": "user", "content": f"deploy key: {c.text}"}
        for n, c in enumerate(cases)
    ]
    harness.import_session(messages, session_id="archived")
    texts: list[str] = []

    async def main() -> None:
        async with Client(build_server(harness)) as client:
            for case in cases:
                saved = await client.call_tool(
                    "memory_save",
                    {
                        "scope": "workspace",
                        "name": "k",
                        "type": "project",
                        "description": "deploy key",
                        "content": case.text,
                    },
                )
                assert saved.is_error, case.id
                texts.append(saved.content[0].text)
            found = await client.call_tool("session_search", {"query": "deploy key", "limit": 50})
            texts.append(found.content[0].text)
            recalled = await client.call_tool("recall", {"message": f"use {cases[0].text}"})
            texts.append(recalled.content[0].text)

    anyio.run(main)
    assert "REDACTED" in texts[-2]  # the archived messages were found, redacted
    for case in cases:
        assert not any(corpus.leaks(text, case.secret) for text in texts), case.id
