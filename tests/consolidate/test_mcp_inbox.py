"""The inbox MCP tools, driven by the official SDK's client in process."""

from __future__ import annotations

import json
from typing import Any

import anyio
import pytest

from memwell.api import Harness
from memwell.consolidate.run import RunOptions

mcp = pytest.importorskip("mcp")
from mcp import Client  # noqa: E402
from memwell.mcp.server import build_server  # noqa: E402


def data(result: Any) -> dict[str, Any]:
    assert not result.is_error, result.content
    found = result.structured_content
    return found if found is not None else json.loads(result.content[0].text)


def test_an_agent_walks_a_person_through_the_inbox(archived: Harness) -> None:
    archived.consolidation.run(RunOptions(use_model=False))

    async def main() -> None:
        async with Client(build_server(archived)) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            assert {
                "inbox_list",
                "inbox_show",
                "inbox_accept",
                "inbox_reject",
                "inbox_edit",
            } <= set(tools)
            assert tools["inbox_list"].annotations.read_only_hint is True
            listed = data(await client.call_tool("inbox_list", {}))["candidates"]
            constraint = next(c for c in listed if "constraint" in c["summary"])
            shown = data(await client.call_tool("inbox_show", {"candidate_id": constraint["id"]}))
            assert shown["evidence"][0]["message_id"] == "u2"
            edited = data(
                await client.call_tool(
                    "inbox_edit",
                    {"candidate_id": constraint["id"], "statement": "Never deploy on a Friday."},
                )
            )
            assert edited["supported_by_evidence"] is True
            accepted = data(
                await client.call_tool("inbox_accept", {"candidate_id": constraint["id"]})
            )
            assert accepted["commit"]
            other = next(c for c in listed if c["id"] != constraint["id"])
            data(
                await client.call_tool(
                    "inbox_reject", {"candidate_id": other["id"], "reason": "no"}
                )
            )
            again = await client.call_tool("inbox_accept", {"candidate_id": other["id"]})
            assert again.is_error and "already rejected" in again.content[0].text

    anyio.run(main)
    assert "Never deploy on a Friday." in archived.memories("workspace")[0].body
