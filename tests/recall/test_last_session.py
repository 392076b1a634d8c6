"""The preflight's "Last session:" line carries the checkpoint's content."""

from __future__ import annotations

from memwell.agent.session import MemorySession
from memwell.api import Harness
from memwell.recall.last_session import checkpoint_summary, sections_from_markdown, summary_line

RENDERED = """[memwell checkpoint: reference only]
Earlier conversation (14 messages, compacted 1 time(s)) was condensed into the notes below.

## Goal
- migrate the exporter to UTF-8

## In progress
- converting the CSV writer

## User requests (oldest first)
- please write the file notes.txt
[end of memwell checkpoint]
"""


def test_summary_from_rendered_markdown_skips_header_and_framing() -> None:
    sections = sections_from_markdown(RENDERED)
    assert sections["goal"] == ["migrate the exporter to UTF-8"]
    line = checkpoint_summary(RENDERED, is_json=False)
    assert line == "goal: migrate the exporter to UTF-8; in progress: converting the CSV writer"


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
