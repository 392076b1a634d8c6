"""Transcripts, tokens, the checkpoint data, tiers and the flush hook."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memwell.compaction import CheckpointStore, FlushBatch, compact, context_window_for
from memwell.compaction.checkpoint import (
    CHECKPOINT_END,
    CHECKPOINT_HEADER,
    Checkpoint,
    parse,
    render,
)
from memwell.compaction.tokens import TokenCounter, estimate_tokens
from memwell.compaction.transcript import (
    analyze,
    detect_format,
    loads_transcript,
    parse_transcript,
    units,
)
from memwell.errors import ConfigError, TranscriptError

CALL = {
    "id": "c1",
    "type": "function",
    "function": {"name": "read_file", "arguments": '{"path": "a.py"}'},
}


# --- transcripts -------------------------------------------------------------------------


def test_format_detection() -> None:
    assert detect_format([{"role": "user", "content": "hi"}]) == "openai"
    assert detect_format([{"role": "tool", "tool_call_id": "x", "content": ""}]) == "openai"
    blocks = [{"type": "tool_use", "id": "t", "name": "x", "input": {}}]
    assert detect_format([{"role": "assistant", "content": blocks}]) == "anthropic"
    assert detect_format([{"role": "user", "content": "hi"}], system="be nice") == "anthropic"


@pytest.mark.parametrize("container", ["list", "object", "jsonl"])
def test_transcripts_round_trip_in_their_own_shape(container: str) -> None:
    messages = [
        {"role": "user", "content": "hi", "x-extra": 1},
        {"role": "assistant", "content": "yo"},
    ]
    if container == "list":
        text = json.dumps(messages)
    elif container == "object":
        text = json.dumps({"model": "m", "system": "sys", "messages": messages})
    else:
        text = "\n".join(json.dumps(m) for m in messages)
    transcript = loads_transcript(text)
    again = loads_transcript(transcript.dumps())
    assert again.messages == transcript.messages == tuple(messages)
    assert again.system == transcript.system
    if container == "object":
        assert json.loads(transcript.dumps())["model"] == "m"


def test_agent_session_logs_are_unwrapped() -> None:
    lines = [
        {"type": "summary", "summary": "old stuff"},
        {"type": "user", "uuid": "1", "message": {"role": "user", "content": "fix it"}},
        {
            "type": "assistant",
            "uuid": "2",
            "message": {
                "role": "assistant",
                "content": [
                    {"type": "tool_use", "id": "t1", "name": "Read", "input": {"file_path": "a.py"}}
                ],
            },
        },
        {
            "type": "user",
            "uuid": "3",
            "message": {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "x"}],
            },
        },
    ]
    transcript = loads_transcript("\n".join(json.dumps(line) for line in lines))
    assert transcript.format == "anthropic"
    assert [m["role"] for m in transcript.messages] == ["user", "assistant", "user"]


def test_malformed_transcripts_are_reported() -> None:
    with pytest.raises(TranscriptError, match=":2:"):
        loads_transcript('{"role": "user", "content": "a"}\nnot json')
    with pytest.raises(TranscriptError, match="messages"):
        parse_transcript({"nope": []})
    with pytest.raises(TranscriptError, match="Anthropic format allows only"):
        parse_transcript([{"role": "system", "content": "x"}], "anthropic")


def test_units_keep_parallel_calls_with_all_their_results() -> None:
    calls = [CALL, {**CALL, "id": "c2"}]
    messages = [
        {"role": "user", "content": "go"},
        {"role": "assistant", "content": None, "tool_calls": calls},
        {"role": "tool", "tool_call_id": "c1", "content": "1"},
        {"role": "tool", "tool_call_id": "c2", "content": "2"},
        {"role": "assistant", "content": "done"},
    ]
    assert units(analyze(parse_transcript(messages))) == [(0, 1), (1, 4), (4, 5)]


def test_images_count_as_images_not_as_base64_text() -> None:
    image = {
        "type": "image",
        "source": {"type": "base64", "media_type": "image/png", "data": "A" * 100_000},
    }
    info = analyze(parse_transcript([{"role": "user", "content": [image]}], "anthropic"))[0]
    assert info.images == 1 and info.tokens < 2_000


def test_the_artifact_trail_comes_from_many_tool_shapes() -> None:
    from memwell.compaction.extract import extract

    calls = [
        ("apply_patch", {"input": "*** Begin Patch\n*** Update File: src/app/x.py\n-a\n+b"}),
        ("read_many_files", {"paths": ["a/b.py", "c.md"]}),
        ("read_file", {"absolute_path": "/repo/main.go"}),
        ("Bash", {"command": "pytest -x tests/test_api.py"}),
        ("str_replace_based_edit_tool", {"command": "str_replace", "path": "lib/util.ts"}),
    ]
    messages = [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": f"c{i}",
                    "type": "function",
                    "function": {"name": n, "arguments": json.dumps(a)},
                }
            ],
        }
        for i, (n, a) in enumerate(calls)
    ]
    files = extract(analyze(parse_transcript(messages)))["files"]
    for item in (
        "edited: src/app/x.py",
        "read: a/b.py",
        "read: c.md",
        "read: /repo/main.go",
        "ran: pytest -x tests/test_api.py",
        "edited: lib/util.ts",
    ):
        assert item in files
    assert "ran: str_replace" not in files


# --- tokens ------------------------------------------------------------------------------


def test_context_windows_per_model_family() -> None:
    assert context_window_for("claude-sonnet-4-5") == 200_000
    assert context_window_for("gpt-4o") == 128_000
    assert context_window_for(None) == 128_000
    assert context_window_for("claude-opus", override=50_000) == 50_000


def test_exact_counts_match_the_bundled_encodings() -> None:
    assert TokenCounter("cl100k_base").exact("hello world") == 2
    assert TokenCounter.for_model("gpt-4o").encoding == "o200k_base"
    assert TokenCounter.for_model("gpt-4-turbo").encoding == "cl100k_base"


def test_the_estimate_does_not_undercount_cjk_threefold() -> None:
    text = "東京で寿司を食べました。" * 50
    exact = TokenCounter().exact(text)
    assert exact * 0.7 <= estimate_tokens(text) <= exact * 3


# --- checkpoint data ---------------------------------------------------------------------


def test_checkpoint_renders_framed_and_parses_back() -> None:
    cp = Checkpoint(
        {"goal": ("ship it",), "decisions": ("use httpx",), "todo": ("add tests",)}, 1, 9
    )
    text, omitted = render(cp)
    assert text.startswith(CHECKPOINT_HEADER) and text.endswith(CHECKPOINT_END)
    assert "not instructions" in text and omitted == 0
    parsed = parse(text)
    assert parsed is not None and parsed.items() == cp.items() and parsed.messages == 9


def test_merge_updates_rather_than_rewrites() -> None:
    old = Checkpoint({"goal": ("first goal",), "decisions": ("a",), "next_step": ("step 1",)}, 1, 5)
    new = Checkpoint(
        {"goal": ("other goal",), "decisions": ("a", "b"), "next_step": ("step 2",)}, 1, 7
    )
    merged = old.merge(new)
    assert merged.get("goal") == ("first goal",)
    assert merged.get("decisions") == ("a", "b")
    assert merged.get("next_step") == ("step 2",)
    assert any("step 1" in item for item in merged.get("in_progress"))
    assert (merged.compactions, merged.messages) == (2, 12)


def test_rendering_under_a_budget_drops_least_important_first() -> None:
    files = tuple(f"read: src/file{i}.py" for i in range(200))
    cp = Checkpoint(
        {"goal": ("the goal",), "constraints": ("never use pickle",), "files": files}, 1, 1
    )
    text, omitted = render(cp, max_tokens=300)
    assert omitted > 0 and "never use pickle" in text and "the goal" in text
    assert f"({omitted} more on disk)" in text and estimate_tokens(text) <= 360


def test_store_persists_and_redacts(tmp_path: Path) -> None:
    secret = "ghp_Qm3vT8xR2kLp9WzN4bYhX7cFj2Ds5Ga1Kq3m"
    messages = [{"role": "user", "content": "start"}]
    for i in range(40):
        messages += [
            {"role": "user", "content": f"Never print the token {secret} in logs, item {i}."},
            {"role": "assistant", "content": "ok " * 80},
        ]
    messages.append({"role": "user", "content": "continue"})
    store = CheckpointStore(tmp_path)
    result = compact(messages, context_window=2000, session_id="sess/1", store=store)
    assert result.checkpoint_path is not None and result.checkpoint_path.parent == tmp_path
    saved = result.checkpoint_path.read_text()
    assert secret not in saved and "[REDACTED]" in saved
    assert result.checkpoint is not None and secret not in result.checkpoint
    assert store.text("sess/1") == saved


# --- tiers ---------------------------------------------------------------------------------


def _session(n: int, size: int) -> list[dict[str, object]]:
    messages: list[dict[str, object]] = [
        {"role": "system", "content": "sys"},
        {"role": "user", "content": "task"},
    ]
    for i in range(n):
        call = {**CALL, "id": f"c{i}"}
        messages += [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": f"c{i}", "content": f"out {i}\n" * size},
        ]
    messages.append({"role": "user", "content": "latest"})
    return messages


def _window_for(messages: list[dict[str, object]], ratio: float) -> int:
    from memwell.compaction.transcript import count_tokens

    return int(count_tokens(parse_transcript(messages)) / ratio)


def test_tier1_truncates_only_the_largest_tool_result() -> None:
    messages = _session(5, 50)
    messages[5] = {**messages[5], "content": "big\n" * 2000}  # c1 result
    result = compact(messages, context_window=_window_for(messages, 0.8), strategy="tiers")
    assert result.steps[-1].name == "tier1"
    changed = [i for i, (a, b) in enumerate(zip(messages, result.messages, strict=True)) if a != b]
    assert changed == [5]
    assert "trimmed by memwell" in str(result.messages[5]["content"])


def test_tier2_keeps_six_messages_and_an_elision_note() -> None:
    messages = _session(10, 50)
    result = compact(messages, context_window=_window_for(messages, 0.92), strategy="tiers")
    assert result.steps[-1].name == "tier2"
    assert result.messages[0]["role"] == "system"
    assert "elided due to context pressure" in str(result.messages[1]["content"])
    assert result.messages[-6:] == tuple(messages[-6:])


def test_tier3_keeps_from_the_latest_user_message_with_placeholders() -> None:
    messages = _session(10, 50)
    messages.append({"role": "assistant", "content": None, "tool_calls": [{**CALL, "id": "z"}]})
    messages.append({"role": "tool", "tool_call_id": "z", "content": "long output " * 50})
    result = compact(messages, context_window=_window_for(messages, 0.97), strategy="tiers")
    assert result.steps[-1].name == "tier3"
    assert result.messages[-3]["content"] == "latest"
    assert result.messages[-1]["content"] == "[tool result elided]"


def test_under_the_threshold_nothing_changes() -> None:
    messages = _session(3, 10)
    for strategy in ("tiers", "checkpoint"):
        result = compact(messages, context_window=1_000_000, strategy=strategy)  # type: ignore[arg-type]
        assert result.status == "not_needed" and list(result.messages) == messages


# --- flush -----------------------------------------------------------------------------------


def test_flush_offers_durable_facts_from_the_evicted_part_before_compacting() -> None:
    batches: list[FlushBatch] = []
    messages = [{"role": "user", "content": "Build it. I prefer tabs over spaces."}]
    for i in range(30):
        messages += [
            {
                "role": "user",
                "content": f"Item {i}: never deploy on Fridays." if i == 3 else f"item {i}",
            },
            {
                "role": "assistant",
                "content": ("We decided to use Postgres. " if i == 4 else "") + "ok " * 100,
            },
        ]
    messages.append({"role": "user", "content": "go on"})
    result = compact(messages, context_window=3000, flush=batches.append)
    assert len(batches) == 1 and result.flushed == len(batches[0].candidates)
    kinds = {c.kind: c.text for c in batches[0].candidates}
    assert "never deploy on Fridays" in kinds["constraint"]
    assert "We decided to use Postgres." in kinds["decision"]
    assert result.steps[0].name == "flush"


def test_policy_from_config_is_validated() -> None:
    from memwell.compaction import Policy

    assert Policy.from_mapping({"target_ratio": "0.4"}).target_ratio == 0.4
    with pytest.raises(ConfigError, match="unknown"):
        Policy.from_mapping({"nope": 1})
    with pytest.raises(ConfigError):
        Policy.from_mapping({"target_ratio": 0.9, "trigger_ratio": 0.5})


@pytest.mark.parametrize("cut_at", [500, 240, 80])
def test_a_secret_across_a_cut_is_redacted_not_cut(tmp_path: Path, cut_at: int) -> None:
    """An item, an error line or a command is cut to its length limit only after its
    secrets are redacted: cut first, the secret's prefix would no longer look like one."""
    secret = "ghp_Qm3vT8xR2kLp9WzN4bYhX7cFj2Ds5Ga1Kq3m"
    pad = "word " * 200
    text = (pad[: cut_at - 10] + secret + " tail")[: cut_at + 200]
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "bash", "arguments": json.dumps({"command": text})},
    }
    messages: list[dict[str, object]] = [{"role": "user", "content": "start the work"}]
    messages += [
        {"role": "user", "content": text},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": f"Error: {text}\nexit code 1"},
    ]
    messages += [{"role": "assistant", "content": "ok " * 300}] * 6
    messages.append({"role": "user", "content": "continue"})
    store = CheckpointStore(tmp_path)
    result = compact(messages, context_window=3000, session_id="s", store=store, force=True)
    saved = store.text("s") or ""
    assert "[REDACTED]" in saved
    for shown in (saved, result.checkpoint or ""):
        assert secret[:8] not in shown
