"""MEMORY.md as a session sees it after a writer was killed between moving a topic file
and rewriting the index (issue 12: kill -9 at random points of rm and trash restore).

A random kill of `memwell trash restore` left the restored topic out of the session-start
prompt in 2 of 5 runs (the file was back, MEMORY.md not yet rewritten), and one of `rm`
can leave a ghost entry the same way; hand edits do both. Each test leaves the state such
a kill leaves, by hand, then reads the prompt.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from memwell.api import Harness
from memwell.memory.index_file import managed_entries, split


def _save(harness: Harness, name: str) -> Path:
    return harness.remember("user", name, "project", f"the {name} notes", "body\n").path


def _prompt(harness: Harness) -> str:
    return harness.system_prompt().text


def test_a_topic_moved_back_before_the_index_was_rewritten_is_in_the_prompt(
    harness: Harness, tmp_path: Path
) -> None:
    path = _save(harness, "deploy")
    _save(harness, "other")
    kept = tmp_path / "deploy.md"
    shutil.copy2(path, kept)
    harness.forget("deploy", "user")
    assert "deploy" not in _prompt(harness)
    shutil.copy2(kept, path)  # restore's rename done, the kill came before MEMORY.md
    assert "the deploy notes" in _prompt(harness)


def test_a_topic_moved_away_before_the_index_was_rewritten_is_not_in_the_prompt(
    harness: Harness,
) -> None:
    path = _save(harness, "deploy")
    _save(harness, "other")
    path.unlink()  # rm's rename to the trash done, the kill came before MEMORY.md
    prompt = _prompt(harness)
    assert "the deploy notes" not in prompt and "the other notes" in prompt


def test_the_index_file_is_left_as_it_is_and_the_next_write_heals_it(harness: Harness) -> None:
    path = _save(harness, "deploy")
    index = harness.layout.user_dir / "MEMORY.md"
    path.unlink()
    before = index.read_bytes()
    _prompt(harness)
    assert index.read_bytes() == before  # reading the prompt writes nothing
    _save(harness, "other")
    assert set(managed_entries(split(index.read_text())[1])) == {"other"}


def test_free_text_and_order_are_kept_when_the_block_is_rendered_again(harness: Harness) -> None:
    _save(harness, "beta")
    harness.store.write_index("user", "My own notes stay first.\n")
    _save(harness, "alpha")
    (harness.layout.user_dir / "beta.md").unlink()
    prompt = _prompt(harness)
    assert prompt.index("My own notes stay first.") < prompt.index("the alpha notes")
    assert "the beta notes" not in prompt
