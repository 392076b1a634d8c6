"""Shapes the session-6 extraction reads (generated cases, not corpus lines): the output
after a command the user typed is that command's outcome, and the names the agent's own
code defines are identifiers like the code spans of its prose."""

from __future__ import annotations

from support.transcript_shapes import extracted_sections, tool_call


def test_the_output_after_a_users_slash_command_is_its_outcome() -> None:
    sections = extracted_sections(
        [
            {"role": "user", "content": "add a test for the subtree option"},
            {"role": "assistant", "content": "Added the test."},
            {"role": "user", "content": "/test pytest tests/test_map.py"},
            {"role": "assistant", "content": None, "tool_calls": [tool_call("a1", "aider", {})]},
            {
                "role": "tool",
                "tool_call_id": "a1",
                "content": "collected 7 items\nE   NameError: name 'Repo' is not defined\n"
                "==== 1 failed, 6 passed in 3.28s ====",
            },
        ]
    )
    ran = [f for f in sections["files"] if f.startswith("ran: /test pytest tests/test_map.py")]
    assert any("1 failed, 6 passed" in f for f in ran), sections["files"]
    assert any("NameError: name 'Repo' is not defined" in e for e in sections["errors"])


def test_a_slash_command_with_no_output_is_still_a_command() -> None:
    sections = extracted_sections(
        [
            {"role": "user", "content": "/drop a.py"},
            {"role": "assistant", "content": "Dropped it; anything else?"},
        ]
    )
    assert "ran: /drop a.py" in sections["files"]


def test_names_the_agents_code_defines_are_identifiers() -> None:
    edit = tool_call(
        "e1",
        "edit_file",
        {
            "target_file": "engines/redis.py",
            "code_edit": "+ class RedisCacheEngine(BaseEngine):\n"
            '+     ttl = int(os.environ.get("CACHE_REDIS_TTL", "3600"))\n',
        },
    )
    reply = "Now the loader:\n```python\ndef load_yaml_config(files):\n    return {}\n```"
    sections = extracted_sections(
        [
            {"role": "user", "content": "merge the redis engine from the other folder"},
            {"role": "assistant", "content": "Copying the engine.", "tool_calls": [edit]},
            {"role": "tool", "tool_call_id": "e1", "content": "Applied the edit."},
            {"role": "assistant", "content": reply},
        ]
    )
    code = {f for f in sections["findings"] if f.startswith("code: ")}
    assert {"code: RedisCacheEngine", "code: CACHE_REDIS_TTL", "code: load_yaml_config"} <= code


def test_names_in_a_file_the_agent_only_read_are_not_its_identifiers() -> None:
    read = tool_call("r1", "read_file", {"target_file": "big.py"})
    sections = extracted_sections(
        [
            {"role": "user", "content": "what does big.py do?"},
            {"role": "assistant", "content": "Reading it.", "tool_calls": [read]},
            {
                "role": "tool",
                "tool_call_id": "r1",
                "content": "class UnrelatedHelper:\n    LIMIT_MAX_ITEMS = 3\n",
            },
            {"role": "assistant", "content": "It defines a helper."},
        ]
    )
    assert not any("UnrelatedHelper" in f or "LIMIT_MAX" in f for f in sections["findings"])


def test_a_test_failure_after_many_lint_findings_is_still_an_error() -> None:
    from memwell.compaction.outcomes import outcome

    lint = [f"src/pkg/mod{k}.py:{k}:5: PLR2004 Magic value used in comparison" for k in range(40)]
    tests = [
        "==================================== ERRORS ====================================",
        "E   ImportError: cannot import name 'CacheEngine' from 'pkg.engines'",
        "=========================== 1 error in 0.35s ===========================",
    ]
    errors = outcome("\n".join([*lint, "Found 40 errors.", *tests])).errors
    # the findings are one kind: their first line, then the test's exception
    assert "PLR2004" in errors[0] and "cannot import name 'CacheEngine'" in errors[1], errors
