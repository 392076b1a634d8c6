"""Shapes met in session 19's development sessions: each test states the shape it covers."""

from __future__ import annotations

from compaction_transcripts import empty_kept

from memwell.compaction.dense import select


def test_a_summary_bullet_cut_shorter_in_another_section_is_not_said_twice() -> None:
    kept = empty_kept()
    # the agent's summary bullet, kept as a decision and again as a finding, each cut to
    # its section's share
    kept["decisions"] = ["Added `stripMarkdownHeading` and call it at the start of extractWords…"]
    kept["findings"] = ["Added `stripMarkdownHeading` and call it at the…"]
    chosen, left_out = select(kept, 200, 10)
    assert chosen["decisions"] and not chosen["findings"] and left_out == 0


def test_a_cut_item_that_says_something_new_is_kept() -> None:
    kept = empty_kept()
    kept["decisions"] = ["Added `stripMarkdownHeading` and call it at the start of extractWords…"]
    kept["findings"] = ["Only strips when `#` is the first character of the message…"]
    chosen, _ = select(kept, 200, 10)
    assert chosen["decisions"] and chosen["findings"]
