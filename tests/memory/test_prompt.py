from __future__ import annotations

from memwell.api import Harness
from memwell.config import Limits, Settings
from memwell.memory.prompt import cap_text


def test_prompt_holds_directories_profile_and_both_indexes(harness: Harness) -> None:
    harness.store.write_profile("Name: Ana. Prefers Japanese replies.\n")
    harness.remember("user", "commit_style", "feedback", "Concise imperative commits", "x")
    harness.remember("workspace", "db", "project", "We use Postgres 16", "x")
    text = harness.system_prompt().text
    assert str(harness.layout.user_dir) in text and str(harness.layout.workspace_dir) in text
    assert "Prefers Japanese replies" in text
    assert "Concise imperative commits" in text and "We use Postgres 16" in text
    assert harness.system_prompt().overflow == ()


def test_index_overflow_is_reported_not_dropped(isolated_home, workspace_dir) -> None:  # type: ignore[no-untyped-def]
    h = Harness(isolated_home, workspace_dir, settings=Settings(limits=Limits(index_max_lines=5)))
    for i in range(10):
        h.remember("workspace", f"t{i}", "project", f"topic number {i}", "x")
    section = h.system_prompt()
    (overflow,) = section.overflow
    assert overflow.source == "workspace/MEMORY.md"
    assert overflow.lines_omitted > 0
    assert "did not fit the prompt cap" in section.text


def test_cap_text_respects_both_caps_at_line_boundaries() -> None:
    text = "\n".join(f"line {i}" for i in range(100))
    kept, lines_cut, bytes_cut = cap_text(text, max_lines=50, max_bytes=10_000)
    assert kept.count("\n") == 49 and lines_cut == 50
    kept, lines_cut, _ = cap_text(text, max_lines=1000, max_bytes=30)
    assert len(kept.encode()) <= 30 and kept.endswith(("line 3", "line 4")) and lines_cut > 0
    assert bytes_cut > 0
