"""The MCP server, driven by the SDK's own client: in process and as a subprocess."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp.types as types
import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from mcp import Client
from memwell.api import Harness
from memwell.mcp.server import build_server

MEMORY_TOOLS = {
    "memory_save",
    "memory_update_index",
    "memory_delete",
    "memory_read",
    "memory_list",
    "memory_search",
}


def structured(result: Any) -> dict[str, Any]:
    assert not result.is_error, result.content
    data = result.structured_content
    if data is None:
        data = json.loads(result.content[0].text)
    assert isinstance(data, dict)
    return data


SAVE = {
    "scope": "workspace",
    "name": "deploy_rules",
    "type": "project",
    "description": "How deploys work here",
    "content": "Never deploy on Fridays. Staging first, then production.",
}


def test_tools_listed_with_annotations(harness: Harness) -> None:
    async def main() -> None:
        async with Client(build_server(harness)) as client:
            listed = await client.list_tools()
            tools = {t.name: t for t in listed.tools}
            assert MEMORY_TOOLS | {"session_search", "recall"} <= set(tools)
            assert tools["memory_delete"].annotations.destructive_hint is True
            assert tools["memory_read"].annotations.read_only_hint is True
            assert tools["memory_save"].annotations.read_only_hint is False
            assert tools["memory_save"].annotations.destructive_hint is False
            schema = tools["memory_save"].input_schema
            assert set(schema["required"]) == {"scope", "name", "type", "description", "content"}
            assert schema["properties"]["scope"]["enum"] == ["user", "workspace"]

    anyio.run(main)


def test_save_read_list_search_delete_in_process(harness: Harness) -> None:
    async def main() -> None:
        async with Client(build_server(harness)) as client:
            saved = structured(await client.call_tool("memory_save", SAVE))
            assert saved["ok"] and saved["saved"]["name"] == "deploy_rules"
            read = structured(await client.call_tool("memory_read", {"name": "deploy_rules"}))
            assert "Never deploy on Fridays" in read["memory"]["body"]
            listed = structured(await client.call_tool("memory_list", {"scope": "workspace"}))
            assert [m["name"] for m in listed["memories"]] == ["deploy_rules"]
            found = structured(await client.call_tool("memory_search", {"query": "Fridays"}))
            assert found["hits"] and found["hits"][0]["name"] == "deploy_rules"
            index = structured(
                await client.call_tool(
                    "memory_update_index", {"scope": "workspace", "content": "Deploy notes."}
                )
            )
            assert Path(index["path"]).name == "MEMORY.md"
            deleted = structured(
                await client.call_tool(
                    "memory_delete", {"scope": "workspace", "name": "deploy_rules"}
                )
            )
            assert deleted["deleted"] == "deploy_rules"
            gone = await client.call_tool("memory_read", {"name": "deploy_rules"})
            assert gone.is_error and "MemoryNotFound" in gone.content[0].text

    anyio.run(main)
    assert harness.memories() == []


def test_secrets_and_bad_input_are_tool_errors(harness: Harness) -> None:
    async def main() -> None:
        async with Client(build_server(harness)) as client:
            secret = await client.call_tool(
                "memory_save",
                {
                    **SAVE,
                    "content": "key AKIAQWERTYUIOPASDFGH, ghp_Qm3vT8xR2kLp9WzN4bYhX7cFj2Ds5Ga1Kq3m",
                },
            )
            assert secret.is_error and "SecretDetected" in secret.content[0].text
            bad = await client.call_tool("memory_save", {**SAVE, "scope": "galaxy"})
            assert bad.is_error
            escape = await client.call_tool("memory_save", {**SAVE, "name": "../../etc/passwd"})
            assert escape.is_error and "InvalidName" in escape.content[0].text

    anyio.run(main)
    assert harness.memories() == []


def test_permission_policy_applies(tmp_path: Path, workspace_dir: Path) -> None:
    home = tmp_path / "strict-home"
    home.mkdir()
    (home / "config.toml").write_text('[permissions]\n"delete" = "ask"\n', encoding="utf-8")
    harness = Harness(home, workspace_dir)

    async def main() -> None:
        async with Client(build_server(harness)) as client:
            structured(await client.call_tool("memory_save", SAVE))
            refused = await client.call_tool(
                "memory_delete", {"scope": "workspace", "name": "deploy_rules"}
            )
            assert refused.is_error and "PermissionDenied" in refused.content[0].text

    anyio.run(main)
    assert [m.name for m in harness.memories()] == ["deploy_rules"]


def test_stdio_subprocess(isolated_home: Path, workspace_dir: Path) -> None:
    params = StdioServerParameters(
        command=sys.executable,
        args=[
            "-m",
            "memwell",
            "mcp",
            "--home",
            str(isolated_home),
            "--workspace",
            str(workspace_dir),
        ],
        env={**os.environ, "MEMWELL_HOME": str(isolated_home)},
    )

    async def main() -> None:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            init = await session.initialize()
            assert init.server_info.name == "memwell"
            tools = await session.list_tools()
            assert {t.name for t in tools.tools} >= MEMORY_TOOLS
            saved = await session.call_tool("memory_save", SAVE)
            assert not saved.is_error
            listed = await session.call_tool("memory_list", {})
            assert "deploy_rules" in listed.content[0].text

    anyio.run(main)
    assert (Harness(isolated_home, workspace_dir).store.get("deploy_rules")).type == "project"


def test_session_search_answers_from_the_archive(harness: Harness) -> None:
    harness.import_session(
        [
            {"id": "m1", "role": "user", "content": "Should the rate limiter use a token bucket?"},
            {"id": "m2", "role": "assistant", "content": "Yes: a token bucket kept in Redis."},
            {"id": "m3", "role": "user", "content": "Fine, and log rejected requests."},
        ],
        session_id="earlier",
    )

    async def main() -> None:
        async with Client(build_server(harness)) as client:
            found = structured(await client.call_tool("session_search", {"query": "token bucket"}))
            hits = found["hits"]
            assert hits and hits[0]["session_id"] == "earlier"
            assert {h["message_id"] for h in hits} & {"m1", "m2"}
            none = structured(
                await client.call_tool("session_search", {"query": "kubernetes autoscaler"})
            )
            assert none["hits"] == []

    anyio.run(main)


def test_recall_returns_the_digest_only_when_needed(harness: Harness) -> None:
    harness.remember(
        "workspace",
        "git_policy",
        "feedback",
        "Never force-push to main",
        "Never force-push (git push --force) to the main branch; open a pull request.",
    )

    async def main() -> None:
        async with Client(build_server(harness, session_id="mcp-test")) as client:
            needed = structured(
                await client.call_tool(
                    "recall", {"message": "Push to main with git push --force like last time"}
                )
            )
            assert "git_policy" in needed["memories"]
            assert "force-push" in needed["digest"].lower()
            generic = structured(
                await client.call_tool(
                    "recall", {"message": "What is the difference between a list and a tuple?"}
                )
            )
            assert generic["digest"] == "" and generic["memories"] == []

    anyio.run(main)


def _ask_delete_harness(tmp_path: Path, workspace_dir: Path) -> Harness:
    home = tmp_path / "asking-home"
    home.mkdir()
    (home / "config.toml").write_text('[permissions]\n"delete" = "ask"\n', encoding="utf-8")
    harness = Harness(home, workspace_dir)
    harness.remember(**SAVE)  # type: ignore[arg-type]
    return harness


def test_ask_policy_is_put_to_the_person_by_elicitation(
    tmp_path: Path, workspace_dir: Path
) -> None:
    harness = _ask_delete_harness(tmp_path, workspace_dir)
    asked: list[str] = []

    def answer(allow: bool) -> Any:
        async def callback(context: Any, params: Any) -> types.ElicitResult:
            asked.append(params.message)
            return types.ElicitResult(action="accept", content={"allow": allow})

        return callback

    async def main() -> None:
        delete = {"scope": "workspace", "name": "deploy_rules"}
        async with Client(build_server(harness), elicitation_callback=answer(False)) as client:
            refused = await client.call_tool("memory_delete", delete)
            assert refused.is_error and "declined" in refused.content[0].text
        assert [m.name for m in harness.memories()] == ["deploy_rules"]
        async with Client(build_server(harness), elicitation_callback=answer(True)) as client:
            structured(await client.call_tool("memory_delete", delete))
        # saves are "allow" by default: nobody is asked for them
        async with Client(build_server(harness), elicitation_callback=answer(False)) as client:
            structured(await client.call_tool("memory_save", SAVE))

    anyio.run(main)
    assert len(asked) == 2 and "deploy_rules" in asked[0]
    assert [m.name for m in harness.memories()] == ["deploy_rules"]  # saved again at the end


def _nested(depth: int) -> str:
    return '{"a": ' * depth + "1" + "}" * depth


@pytest.mark.parametrize(
    ("arguments", "why"),
    [
        ('{"query": "deploy \\ud800 rules"}', "lone surrogate"),
        # deeper than pydantic reads (a few hundred), then than Python's json (about 1,000):
        # the second raised out of the server's reading loop, and nothing more was answered
        (f'{{"query": {_nested(300)}}}', "recursion limit"),
        (f'{{"query": {_nested(5000)}}}', "recursion limit"),
    ],
    ids=["lone-surrogate", "nested-300", "nested-5000"],
)
def test_an_unreadable_request_gets_an_error_reply(
    isolated_home: Path, workspace_dir: Path, arguments: str, why: str
) -> None:
    # The SDK's client cannot send these (it refuses to encode a lone surrogate, and
    # its own encoder stops at the nesting), but any other client can write them: the
    # request goes on the wire by hand, framed and read back with the SDK's own types.
    import subprocess

    from mcp.types import JSONRPCError, JSONRPCResponse, jsonrpc_message_adapter

    command = [sys.executable, "-m", "memwell", "mcp", "--home", str(isolated_home)]
    command += ["--workspace", str(workspace_dir)]
    server = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert server.stdin is not None and server.stdout is not None
    client = {"name": "test", "version": "1"}
    hello = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": client}
    list_call = {"name": "memory_list", "arguments": {}}
    lines = [
        json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": hello}),
        json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        '{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": '
        f'"memory_search", "arguments": {arguments}}}}}',
        json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": list_call}),
    ]
    stdin, stdout = server.stdin, server.stdout
    replies: dict[Any, Any] = {}

    async def exchange() -> None:
        stdin.write("".join(line + "\n" for line in lines).encode())
        stdin.flush()
        with anyio.fail_after(20):  # the bug was no reply at all: never wait for ever
            while len(replies) < 3:
                line = await anyio.to_thread.run_sync(stdout.readline, abandon_on_cancel=True)
                assert line, "the server closed its output"
                reply = jsonrpc_message_adapter.validate_json(line, by_name=False)
                replies[reply.id] = reply  # type: ignore[union-attr]

    try:
        anyio.run(exchange)
    finally:
        stdin.close()
        server.wait(timeout=30)
    refused = replies[2]
    assert isinstance(refused, JSONRPCError)
    assert why in refused.error.message
    assert isinstance(replies[3], JSONRPCResponse)  # and the server goes on serving
