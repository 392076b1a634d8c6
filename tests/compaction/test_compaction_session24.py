"""Shapes met in session 24's development sessions: each test states the shape it covers."""

from __future__ import annotations

from compaction_transcripts import empty_kept

from memwell.compaction.dense import select


def test_an_edited_file_comes_before_an_error_when_only_one_fits() -> None:
    """A small copy with room for one of them keeps the edited file (a few tokens, the
    group holding the most probes per token) rather than the error line, which alone
    would fit too."""
    kept = empty_kept()
    kept["errors"] = ["pytest: KeyError: 'model'"]
    kept["files"] = ["edited: src/twat_cache/config.py"]
    chosen, left_out = select(kept, 30, 10)
    assert chosen["files"] == ["edited: src/twat_cache/config.py"] and left_out == 1
    assert chosen["errors"] == []
