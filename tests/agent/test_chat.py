"""`ChatAgent` / `memwell chat` against a scripted OpenAI-compatible server (real client)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import openai
from scripted_server import serve, text, tool_call

from memwell.agent.chat import ChatAgent
from memwell.api import Harness

FORCE_PUSH_RULE = {
    "scope": "workspace",
    "name": "git_policy",
    "type": "feedback",
    "description": "Never force-push to main",
    "content": "Never force-push (git push --force) to the main branch; open a pull request.",
}


def make_agent(harness: Harness, base_url: str, answers: list[bool], **kw: object) -> ChatAgent:
    asked: list[str] = []

    def confirm(question: str) -> bool:
        asked.append(question)
        return answers.pop(0) if answers else False

    client = openai.OpenAI(api_key="test", base_url=base_url, max_retries=0)
    agent = ChatAgent(harness, client, "scripted", confirm=confirm, **kw)  # type: ignore[arg-type]
    agent.asked = asked  # type: ignore[attr-defined]
    return agent


def test_memory_tool_call_saves_and_is_archived(harness: Harness) -> None:
    save = {
        "scope": "user",
        "name": "indentation",
        "type": "feedback",
        "description": "Prefers tabs over spaces",
        "content": "Indent with tabs, not spaces.",
    }
    with serve([tool_call("memory_save", save), text("Saved your preference.")]) as (url, script):
        agent = make_agent(harness, url, [])
        turn = agent.send("Please remember that I prefer tabs over spaces.")
    assert turn.reply == "Saved your preference."
    assert [(t.name, t.ran) for t in turn.tools] == [("memory_save", True)]
    assert harness.store.get("indentation").description == "Prefers tabs over spaces"
    # the model saw memwell's tools and the memory section in its system prompt
    first = script.requests[0]
    names = {t["function"]["name"] for t in first["tools"]}
    assert {"memory_save", "memory_search", "run_command"} <= names
    assert first["messages"][0]["role"] == "system" and "memwell" in first["messages"][0]["content"]
    # the tool result went back to the model
    second = script.requests[1]["messages"]
    assert second[-1]["role"] == "tool" and '"ok": true' in second[-1]["content"]
    # and the session is in the archive
    hits = harness.search_sessions("tabs over spaces")
    assert hits and hits[0].session_id == agent.session_id


def test_gate_refuses_a_remembered_constraint_without_asking(harness: Harness) -> None:
    harness.remember(**FORCE_PUSH_RULE)
    push = {"command": "git push --force origin main"}
    script_replies = [tool_call("run_command", push), text("Understood, I will not force-push.")]
    with serve(script_replies) as (url, script):
        agent = make_agent(harness, url, [True])
        turn = agent.send("Force-push my branch to main now.")
    event = turn.tools[0]
    assert (event.name, event.verdict, event.ran) == ("run_command", "no-go", False)
    assert "force-push" in event.result.lower()
    assert agent.asked == []  # type: ignore[attr-defined]  # a no-go is not put to the person
    tool_message = script.requests[1]["messages"][-1]
    assert tool_message["role"] == "tool" and tool_message["content"].startswith("refused")


def test_shell_commands_and_deletes_need_a_yes(harness: Harness, tmp_path: Path) -> None:
    harness.remember(**FORCE_PUSH_RULE)
    replies = [
        tool_call("memory_delete", {"scope": "workspace", "name": "git_policy"}),
        text("Okay, kept it."),
        tool_call("run_command", {"command": "echo hello-from-chat"}),
        text("Ran it."),
    ]
    with serve(replies) as (url, _script):
        agent = make_agent(harness, url, [False, True])
        kept = agent.send("Delete the git policy memory.")
        ran = agent.send("Run echo hello-from-chat")
    assert kept.tools[0].ran is False and kept.tools[0].result == "refused by the person"
    assert harness.store.get("git_policy")  # still there
    assert ran.tools[0].ran and "hello-from-chat" in ran.tools[0].result
    assert len(agent.asked) == 2  # type: ignore[attr-defined]


def test_long_conversation_is_compacted(harness: Harness) -> None:
    filler = "Details of the ledger migration plan, step by step. " * 40
    replies = [text(f"Answer {n}: {filler}") for n in range(8)]
    with serve(replies) as (url, _script):
        agent = make_agent(harness, url, [], context_window=2500)
        turns = [agent.send(f"Question {n}: {filler[:200]}") for n in range(8)]
    assert any(t.compacted for t in turns)
    assert len(agent.messages) < 2 * len(turns) + 1
    assert harness.checkpoint(agent.session_id) is not None


def test_cli_chat_with_scripted_model(isolated_home: Path, workspace_dir: Path) -> None:
    with serve([text("Hello from the scripted model.")]) as (url, script):
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "memwell",
                "chat",
                "--base-url",
                url,
                "--model",
                "scripted",
                "--home",
                str(isolated_home),
                "--workspace",
                str(workspace_dir),
                "--session-id",
                "cli-chat-1",
            ],
            input="hi there\n/exit\n",
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    assert done.returncode == 0, done.stderr
    assert "Hello from the scripted model." in done.stdout
    assert script.requests[0]["model"] == "scripted"
    assert json.dumps(script.requests[0]["messages"][-1]) == json.dumps(
        {"role": "user", "content": "hi there"}
    )
    hits = Harness(isolated_home, workspace_dir).search_sessions("hi there")
    assert any(h.session_id == "cli-chat-1" for h in hits)
