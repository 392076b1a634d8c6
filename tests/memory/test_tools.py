from __future__ import annotations

import json

from memwell.api import Harness


def test_every_tool_exports_in_both_formats(harness: Harness) -> None:
    tools = harness.memory_tools()
    openai = tools.openai_tools()
    anthropic = tools.anthropic_tools()
    names = {t["function"]["name"] for t in openai}
    assert names == {
        "memory_save",
        "memory_update_index",
        "memory_delete",
        "memory_read",
        "memory_list",
        "memory_search",
    }
    assert {t["name"] for t in anthropic} == names
    for tool in anthropic:
        assert tool["input_schema"]["type"] == "object"
    save = next(t for t in anthropic if t["name"] == "memory_save")
    assert "secrets" in save["description"] and "one-off" in save["description"]


def test_handlers_round_trip_through_the_store(harness: Harness) -> None:
    tools = harness.memory_tools()
    saved = tools.call(
        "memory_save",
        json.dumps(
            {
                "scope": "user",
                "name": "commit_style",
                "type": "feedback",
                "description": "Commit messages are concise and imperative",
                "content": "Use imperative mood.",
            }
        ),
    )
    assert saved.ok, saved.error
    read = tools.call("memory_read", {"name": "commit_style"})
    assert read.ok and read.data["memory"]["body"] == "Use imperative mood.\n"
    listed = tools.call("memory_list", {})
    assert [m["name"] for m in listed.data["memories"]] == ["commit_style"]
    hits = tools.call("memory_search", {"query": "imperative"})
    assert hits.ok and hits.data["hits"][0]["name"] == "commit_style"
    deleted = tools.call("memory_delete", {"scope": "user", "name": "commit_style"})
    assert deleted.ok and "recoverable_at" in deleted.data


def test_errors_come_back_as_results_a_model_can_read(harness: Harness) -> None:
    tools = harness.memory_tools()
    cases = [
        ("memory_read", {"name": "missing"}, "MemoryNotFound"),
        (
            "memory_save",
            {"scope": "user", "name": "../x", "type": "user", "description": "d", "content": "c"},
            "InvalidName",
        ),
        (
            "memory_save",
            {"scope": "team", "name": "x", "type": "user", "description": "d", "content": "c"},
            "InvalidMemory",
        ),
        (
            "memory_save",
            {
                "scope": "user",
                "name": "x",
                "type": "user",
                "description": "d",
                "content": "password = hunter2hunter2",
            },
            "SecretDetected",
        ),
        ("memory_delete", {"scope": "user"}, "args"),
        ("memory_fly", {}, "args"),
    ]
    for name, args, error_type in cases:
        result = tools.call(name, args)
        assert not result.ok
        assert result.error_type == error_type, (name, result.error)
        assert json.loads(result.to_text())["ok"] is False
    assert harness.memories() == []
