"""`memwell compact` and the facade's compaction section."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from memwell.api import Harness
from memwell.cli import cli
from memwell.compaction import FlushBatch


def _write_session(path: Path, fmt: str = "openai") -> Path:
    messages: list[dict[str, object]] = [
        {"role": "user", "content": "Refactor the parser. Never change the public API."}
    ]
    for i in range(25):
        if fmt == "openai":
            call = {
                "id": f"c{i}",
                "type": "function",
                "function": {"name": "edit_file", "arguments": json.dumps({"path": f"p/m{i}.py"})},
            }
            messages += [
                {"role": "assistant", "content": None, "tool_calls": [call]},
                {"role": "tool", "tool_call_id": f"c{i}", "content": "x = 1\n" * 120},
            ]
        else:
            messages += [
                {
                    "role": "assistant",
                    "content": [
                        {
                            "type": "tool_use",
                            "id": f"c{i}",
                            "name": "edit_file",
                            "input": {"path": f"p/m{i}.py"},
                        }
                    ],
                },
                {
                    "role": "user",
                    "content": [
                        {"type": "tool_result", "tool_use_id": f"c{i}", "content": "x = 1\n" * 120}
                    ],
                },
            ]
        messages.append({"role": "user", "content": f"Looks good; TODO: add docs for m{i}."})
        if i == 3:
            messages.append({"role": "user", "content": "Let's use ruff for formatting."})
        messages.append({"role": "assistant", "content": "Continuing. " * 40})
    messages.append({"role": "user", "content": "Now run the tests."})
    data: object = (
        {"system": "be careful", "messages": messages} if fmt == "anthropic" else messages
    )
    path.write_text(json.dumps(data))
    return path


def test_compact_writes_the_result_and_prints_stats(tmp_path: Path, isolated_home: Path) -> None:
    source = _write_session(tmp_path / "session.json")
    out = tmp_path / "out.json"
    result = CliRunner().invoke(
        cli,
        [
            "compact",
            str(source),
            "--context-window",
            "3000",
            "--out",
            str(out),
            "--stats",
            "--session-id",
            "s1",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "tokens:" in result.stderr and "checkpoint written to:" in result.stderr
    assert "checkpoint:" in result.stderr
    compacted = json.loads(out.read_text())
    assert compacted[-1] == {"role": "user", "content": "Now run the tests."}
    assert (isolated_home / "checkpoints" / "s1.md").is_file()


def test_compacting_the_output_again_updates_the_same_checkpoint(
    tmp_path: Path, isolated_home: Path
) -> None:
    source = _write_session(tmp_path / "session.json")
    first = tmp_path / "first.json"
    runner = CliRunner()
    one = runner.invoke(
        cli, ["compact", str(source), "--context-window", "3000", "--out", str(first), "--json"]
    )
    assert one.exit_code == 0, one.output
    data = json.loads(first.read_text())
    data[-1:] = [
        {"role": "assistant", "content": "More work. " * 300},
        {"role": "user", "content": "And now?"},
    ]
    first.write_text(json.dumps(data))
    two = runner.invoke(
        cli, ["compact", str(first), "--context-window", "3000", "--force", "--json"]
    )
    assert two.exit_code == 0, two.output
    a, b = json.loads(one.stdout), json.loads(two.stdout)
    assert a["session_id"] == b["session_id"] and a["checkpoint_path"] == b["checkpoint_path"]
    assert "compacted 2 time" in Path(b["checkpoint_path"]).read_text()


def test_compact_json_for_anthropic_and_tiers(tmp_path: Path) -> None:
    source = _write_session(tmp_path / "session.json", "anthropic")
    for strategy in ("tiers", "checkpoint"):
        result = CliRunner().invoke(
            cli,
            ["compact", str(source), "--context-window", "3000", "--strategy", strategy, "--json"],
        )
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout)
        assert data["format"] == "anthropic" and data["strategy"] == strategy
        assert data["tokens_after"] < data["tokens_before"]
        assert data["transcript"]["system"] == "be careful"


def test_compact_that_cannot_fit_says_so(tmp_path: Path) -> None:
    source = tmp_path / "s.json"
    source.write_text(json.dumps([{"role": "user", "content": "word " * 5000}]))
    result = CliRunner().invoke(cli, ["compact", str(source), "--context-window", "1000"])
    assert result.exit_code != 0
    assert isinstance(result.exception, Exception) and "over the" in str(result.exception)


def test_facade_compact_checkpoint_and_injectable_flush(harness: Harness, tmp_path: Path) -> None:
    messages = json.loads(_write_session(tmp_path / "s.json").read_text())
    offered: list[FlushBatch] = []
    harness.flush_to_memory = offered.append  # type: ignore[method-assign,assignment]
    result = harness.compact(messages, context_window=3000, session_id="abc")
    assert result.status == "compacted" and result.checkpoint_source == "extractive"
    text = harness.checkpoint("abc")
    assert text is not None and "p/m0.py" in text
    assert harness.checkpoint("missing") is None
    assert offered and offered[0].session_id == "abc"
    # an explicit flush argument wins over the harness default
    again: list[FlushBatch] = []
    harness.compact(messages, context_window=3000, session_id="abc2", flush=again.append)
    assert again and len(offered) == 1


def test_evicted_messages_are_one_session_search_away(harness: Harness, tmp_path: Path) -> None:
    messages = json.loads(_write_session(tmp_path / "s.json").read_text())
    messages.insert(
        3, {"role": "assistant", "content": "Side note: zebracache holds nine hundred entries."}
    )
    result = harness.compact(messages, context_window=3000, session_id="evict-1")
    assert result.checkpoint is not None and "--session-id evict-1" in result.checkpoint
    assert "zebracache" not in json.dumps(list(result.messages))  # evicted from the context
    hits = harness.search_sessions("zebracache entries", session_id="evict-1")
    assert hits and "zebracache" in hits[0].snippet


def test_a_uuid_session_is_named_by_its_first_group_and_still_found(
    harness: Harness, tmp_path: Path
) -> None:
    """A UUID is ~23 tokens of the pointer line, an eighth of a copy at 1/30: the pointer
    names the session by the UUID's first group, which the session search resolves."""
    sid = "3f2a9c1b-0d4e-4a51-9c1e-5b7f2d8a6e10"
    messages = json.loads(_write_session(tmp_path / "s.json").read_text())
    messages.insert(
        3, {"role": "assistant", "content": "Side note: wombatwire retries four times."}
    )
    result = harness.compact(messages, context_window=3000, session_id=sid)
    assert result.checkpoint is not None and "--session-id 3f2a9c1b`" in result.checkpoint
    assert sid not in result.checkpoint
    hits = harness.search_sessions("wombatwire retries", session_id="3f2a9c1b")
    assert hits and hits[0].session_id == sid and "wombatwire" in hits[0].snippet


def test_an_evicted_fact_is_fetched_through_the_mcp_client(
    harness: Harness, tmp_path: Path
) -> None:
    """The checkpoint's pointer is right (its session and message range) and an MCP
    client (the official SDK's, against memwell's server) gets the evicted message back."""
    import re

    import anyio

    from mcp import Client
    from memwell.mcp.server import build_server

    messages = json.loads(_write_session(tmp_path / "s.json").read_text())
    messages.insert(
        3, {"role": "assistant", "content": "Side note: quokkaqueue drains every 17 seconds."}
    )
    result = harness.compact(messages, context_window=3000, session_id="evict-mcp")
    assert result.checkpoint is not None and result.evicted_messages
    pointer = re.search(
        r"full messages (\d+)-(\d+): `memwell session search WORDS "
        r"--session-id evict-mcp`",
        result.checkpoint,
    )
    assert pointer is not None
    first, last = int(pointer.group(1)), int(pointer.group(2))
    assert first <= 4 <= last <= len(messages)  # the inserted message is in the range
    assert "quokkaqueue" not in json.dumps(list(result.messages))

    async def fetch() -> list[dict[str, object]]:
        async with Client(build_server(harness)) as client:
            answer = await client.call_tool(
                "session_search", {"query": "quokkaqueue drains", "session_id": "evict-mcp"}
            )
            assert not answer.is_error
            data = answer.structured_content or json.loads(answer.content[0].text)
            hits: list[dict[str, object]] = data["hits"]
            return hits

    hits = anyio.run(fetch)
    assert hits and hits[0]["session_id"] == "evict-mcp"
    assert "17 seconds" in str(hits[0]["snippet"])
