"""Writeback's duplicate check against memories just saved (by the model, or earlier)."""

from __future__ import annotations

import os
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from memwell.api import Harness
from memwell.recall.dedupe import SavedText, duplicate_of, just_saved, recently_changed
from memwell.recall.retrieval import terms

RUFF = SavedText("ruff_rule", "Run ruff before committing\nAlways run ruff before committing.")


def test_a_candidate_that_restates_a_saved_memory_with_more_words_is_a_duplicate() -> None:
    ask = "please save the memory: Always run ruff before committing."
    assert duplicate_of(ask, [RUFF], terms) == "ruff_rule"


def test_a_candidate_inside_a_saved_memory_is_a_duplicate() -> None:
    assert duplicate_of("always run ruff", [RUFF], terms) == "ruff_rule"


def test_a_different_rule_is_not_a_duplicate() -> None:
    other = "From now on always deploy the billing service on Tuesdays only."
    assert duplicate_of(other, [RUFF], terms) is None


def test_just_saved_keeps_only_recent_memories_newest_first() -> None:
    now = datetime(2026, 1, 1, 12, tzinfo=UTC)
    rows = [
        ("old", "x", now - timedelta(days=2)),
        ("new", "y", now - timedelta(minutes=1)),
        ("naive", "z", (now - timedelta(minutes=5)).replace(tzinfo=None)),
        ("undated", "w", None),
    ]
    assert [s.name for s in just_saved(rows, now=now)] == ["new", "naive"]


def test_writeback_skips_what_the_model_saved_through_the_memory_tools(harness: Harness) -> None:
    # the model's explicit save (the MCP server's memory_save goes through the same store)
    harness.memory_tools().call(
        "memory_save",
        {
            "scope": "workspace",
            "name": "ruff_rule",
            "type": "feedback",
            "description": "Run ruff before committing",
            "content": "Always run ruff before committing.",
        },
    )
    # a fresh Harness, as the Stop hook's own process has
    later = Harness(harness.layout.home, harness.layout.workspace)
    result = later.writeback("please save the memory: Always run ruff before committing.")
    assert not result.saved
    assert any("ruff_rule" in item.reason for item in result.items)
    assert [m.name for m in later.memories()] == ["ruff_rule"]


def test_writeback_dedupes_two_candidates_of_one_call(harness: Harness) -> None:
    result = harness.writeback(
        [
            "From now on always use uv to install Python packages.",
            "Rule: always use uv to install the Python packages, from now on.",
        ]
    )
    assert len(result.saved) == 1


def test_recently_changed_looks_only_at_file_times(tmp_path: Path) -> None:
    (tmp_path / "fresh.md").write_text("x", encoding="utf-8")
    old = tmp_path / "old.md"
    old.write_text("y", encoding="utf-8")
    two_hours_ago = time.time() - 7200
    os.utime(old, (two_hours_ago, two_hours_ago))
    assert recently_changed([tmp_path, tmp_path / "missing"]) == {"fresh"}
