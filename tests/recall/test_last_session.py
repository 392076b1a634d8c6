"""The preflight's "Last session:" line carries the checkpoint's content."""

from __future__ import annotations

import os
from pathlib import Path

from memwell.agent.session import MemorySession
from memwell.api import Harness
from memwell.compaction.checkpoint import Checkpoint, CheckpointStore
from memwell.recall.last_session import last_session_summary, summary_line


def _save(store: CheckpointStore, session: str, goal: str, at: float) -> None:
    checkpoint = Checkpoint(
        {"goal": (goal,), "in_progress": ("converting the CSV writer",)}, messages=14
    )
    os.utime(store.save(session, checkpoint), (at, at))
    os.utime(store.json_path(session), (at, at))


def test_summary_is_the_newest_checkpoints_sections_not_its_header(tmp_path: Path) -> None:
    store = CheckpointStore(tmp_path)
    _save(store, "older", "tidy the logs", 1_000)
    _save(store, "newer", "migrate the exporter to UTF-8", 2_000)
    line = last_session_summary(tmp_path)
    assert line == "goal: migrate the exporter to UTF-8; in progress: converting the CSV writer"
    assert last_session_summary(tmp_path, exclude_session="newer") == (
        "goal: tidy the logs; in progress: converting the CSV writer"
    )
    assert last_session_summary(tmp_path / "none") is None


def test_summary_falls_back_to_the_last_request() -> None:
    assert summary_line({"user_requests": ["a first thing", "the last thing"]}) == (
        "last request: the last thing"
    )
    assert summary_line({}) is None


def test_preflight_last_session_line_after_a_real_checkpoint(harness: Harness) -> None:
    messages = [
        {"role": "user", "content": "Let's migrate the exporter to UTF-8 today."},
        {"role": "assistant", "content": "Starting with the CSV writer."},
        {"role": "user", "content": "Next, convert the JSON writer as well."},
        {"role": "assistant", "content": "Converted the CSV writer; JSON writer is next."},
    ] * 3
    checkpoint = MemorySession(harness, session_id="earlier").checkpoint_now(messages)
    assert checkpoint
    later = Harness(harness.layout.home, harness.layout.workspace)
    digest = later.preflight(session_id="now").session_digest
    line = next(ln for ln in digest.splitlines() if ln.startswith("Last session:"))
    assert "checkpoint" not in line.lower() and "UTF-8" in line
