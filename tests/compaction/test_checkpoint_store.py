"""What compaction reads back: the checkpoint store is the one reader of checkpoint files
(latest(), paths()), and bad files and values are errors that say what happened."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from compaction_transcripts import render

from memwell.compaction import compact, parse_transcript
from memwell.compaction.checkpoint import Checkpoint, CheckpointStore
from memwell.compaction.tokens import context_window_for
from memwell.compaction.transcript import count_tokens
from memwell.errors import CheckpointUnreadable, InvalidContextWindow, UsageError


def _save(store: CheckpointStore, session: str, goal: str, at: float) -> None:
    store.save(session, Checkpoint({"goal": (goal,)}, messages=3))
    os.utime(store.json_path(session), (at, at))


def test_latest_is_the_most_recently_saved_session(tmp_path: Path) -> None:
    store = CheckpointStore(tmp_path)
    assert store.latest() is None
    _save(store, "a/one", "first goal", 1_000)
    _save(store, "two", "second goal", 3_000)
    _save(store, "three", "third goal", 2_000)
    saved = store.latest()
    assert saved is not None
    assert (saved.session_id, saved.checkpoint.get("goal")) == ("two", ("second goal",))
    assert saved.path == store.json_path("two")
    excluded = store.latest(exclude_session="two")
    assert excluded is not None and excluded.session_id == "three"
    # a session id that is not a plain file name is matched by its id, not by a substring
    assert [p.stem for p in store.paths()][-1] == store.json_path("a/one").stem


def test_latest_skips_a_damaged_file_and_load_names_it(tmp_path: Path) -> None:
    store = CheckpointStore(tmp_path)
    _save(store, "good", "a readable goal", 1_000)
    for session, text in (("broken", "{not json"), ("wrong", '{"sections": ["a list"]}')):
        store.json_path(session).write_text(text, encoding="utf-8")
        os.utime(store.json_path(session), (5_000, 5_000))
        with pytest.raises(CheckpointUnreadable) as caught:
            store.load(session)
        assert caught.value.path == store.json_path(session)
        assert "delete it" in str(caught.value)
    saved = store.latest()
    assert saved is not None and saved.session_id == "good"


def test_a_bad_field_is_an_unreadable_checkpoint(tmp_path: Path) -> None:
    store = CheckpointStore(tmp_path)
    store.json_path("s").parent.mkdir(parents=True, exist_ok=True)
    store.json_path("s").write_text('{"sections": {}, "compactions": "three"}', encoding="utf-8")
    with pytest.raises(CheckpointUnreadable, match="bad field"):
        store.load("s")


def test_a_window_that_is_not_positive_is_a_usage_error() -> None:
    with pytest.raises(InvalidContextWindow) as caught:
        context_window_for("claude-opus", override=-5)
    assert isinstance(caught.value, UsageError) and caught.value.value == -5
    assert "--context-window" in str(caught.value)


def test_a_transcript_file_that_is_not_utf8_is_a_transcript_error(tmp_path: Path) -> None:
    from memwell.compaction.transcript import load_transcript
    from memwell.errors import TranscriptError

    path = tmp_path / "t.jsonl"
    path.write_bytes(b'{"role": "user", "content": "caf\xe9"}\n')
    with pytest.raises(TranscriptError, match="not UTF-8"):
        load_transcript(path)


def test_a_request_cut_in_the_copy_is_not_saved_again_as_a_new_one(tmp_path: Path) -> None:
    """The copy put back into the context cuts a long request to its share (`head … tail`);
    the next compaction reads that copy back and must not save the cut text beside the
    whole request it came from."""
    long_request = "alpha " * 13 + "x" * 40
    first = [
        *[("user", "alpha", False)] * 3,
        *[("user", "alpha alpha", False)] * 2,
        ("tools", [("read_file", "src/a.py", "", False)], None),
        ("user", "alpha", False),
        ("user", long_request, False),
        ("user", "alpha " * 5 + "alpha", False),
    ]
    more = [("user", "alpha " * 4 + "alpha", False), *[("user", "alpha", False)] * 3]
    store = CheckpointStore(tmp_path)
    transcript = parse_transcript(render(first, "openai"), "openai")
    one = compact(
        transcript,
        context_window=max(50, count_tokens(transcript) // 3),
        session_id="s",
        store=store,
        force=True,
    )
    assert one.checkpoint is not None and "…" in one.checkpoint  # the copy cut the request
    continued = parse_transcript(
        [*one.messages, *parse_transcript(render(more, "openai", system=None), "openai").messages],
        "openai",
    )
    compact(
        continued,
        context_window=max(50, count_tokens(continued) // 3),
        session_id="s",
        store=store,
        force=True,
    )
    saved = store.load("s")
    assert saved is not None
    requests = saved.get("user_requests")
    assert long_request.strip() in requests
    assert not [r for r in requests if "…" in r]
