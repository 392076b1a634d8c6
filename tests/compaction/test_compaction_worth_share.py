"""The checkpoint copy's guaranteed share, spent by each kind's measured worth per token."""

from __future__ import annotations

from compaction_transcripts import empty_kept

from memwell.compaction.dense import select

_ERRORS = [
    f"Bash npm run build: src/{name}.ts(41,7): error TS2345: Argument of type 'string | "
    f"undefined' is not assignable to parameter of type 'string' in {name}"
    for name in ("router", "session", "loader", "worker")
]
_EDITED = [f"edited: src/{name}.ts" for name in ("router", "session", "loader", "worker")]


def test_short_edited_files_get_their_share_before_the_long_errors_fill_the_copy() -> None:
    kept = empty_kept()
    kept["errors"] = list(_ERRORS)
    kept["files"] = list(_EDITED)
    chosen, _ = select(kept, 150, 10)
    # each group's first item (the floor), then the room by share: the four short file
    # names (7 tokens each) cost less than the third error line (44), so all of them are
    # in beside two errors (the fixed order took three errors and one file)
    assert chosen["files"] == _EDITED
    assert len(chosen["errors"]) == 2


def test_the_errors_keep_their_share_when_every_file_is_in() -> None:
    kept = empty_kept()
    kept["errors"] = list(_ERRORS)
    kept["files"] = list(_EDITED)
    chosen, left_out = select(kept, 400, 10)
    assert chosen["files"] == _EDITED and len(chosen["errors"]) == 4 and left_out == 0
