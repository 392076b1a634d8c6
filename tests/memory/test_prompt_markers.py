"""The index's bookkeeping markers never reach the model."""

from __future__ import annotations

from memwell.api import Harness
from memwell.memory.index_file import BLOCK_END, BLOCK_START


def test_session_section_lists_topics_without_the_marker_comments(harness: Harness) -> None:
    harness.remember(
        scope="workspace",
        name="git_policy",
        type="feedback",
        description="Never force-push to main",
        content="Never force-push to main.",
    )
    assert BLOCK_START in harness.store.read_index("workspace")  # still in the file
    text = harness.system_prompt().text
    assert "[git_policy](git_policy.md)" in text
    assert BLOCK_START not in text and BLOCK_END not in text and "memwell:topics" not in text
