"""Shapes met in session 20's development sessions: each test states the shape it covers."""

from __future__ import annotations

from memwell.compaction.extract import extract
from memwell.compaction.transcript import analyze, parse_transcript


def test_a_newline_written_out_does_not_make_a_name() -> None:
    # a reply quoting a message with its newlines written out as `\n`
    text = (
        "The first message is `Implement the plan:\\nThe steps` so the slug reads badly."
        " I read it as:\\nThe parse_entry_point call and\\nFix the cleanSyntheticPrefixes"
        " step; parse_entry_point stays."
    )
    messages = [
        {"role": "user", "content": "Fix the slug of synthetic messages."},
        {"role": "assistant", "content": text},
        {"role": "user", "content": "ok, go on"},
    ]
    names = [i for i in extract(analyze(parse_transcript(messages)))["findings"] if "code: " in i]
    assert "code: parse_entry_point" in names
    assert "code: cleanSyntheticPrefixes" in names
    assert not any(i in names for i in ("code: nThe", "code: nFix"))
