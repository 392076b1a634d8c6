"""A session id comes from the agent's payload and becomes part of file names (the
archive, the checkpoint, Gemini CLI's pending-checkpoint marker, a deferred job): each
is one plain file in its folder whatever the id (`..`, empty, 300 characters, a path)."""

from __future__ import annotations

import pytest

from memwell.api import Harness
from memwell.compaction.checkpoint import CheckpointStore
from memwell.hooks.runner import pending_marker
from memwell.index.archive import archive_name

HOSTILE = ["..", ".", "", "a" * 300, "../../etc/passwd", "x/../../y", "-", "🙂" * 90]


@pytest.mark.parametrize("session_id", HOSTILE)
def test_a_hostile_session_id_names_one_file_in_its_folder(
    harness: Harness, session_id: str
) -> None:
    marker = pending_marker(harness, session_id)
    store = CheckpointStore(harness.layout.checkpoints_dir, harness.layout.home)
    named = [
        (marker.parent, marker.name),
        (harness.layout.sessions_dir, archive_name(session_id)),
        (store.directory, store.json_path(session_id).name),
    ]
    for folder, name in named:
        assert name not in ("", ".", "..") and "/" not in name, (folder, name)
        assert len(name.encode("utf-8")) <= 120, name
    assert marker.parent == harness.layout.pending_checkpoints_dir
