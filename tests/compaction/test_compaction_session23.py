"""Session 23: a denser copy - each fact written once on the line that carries it."""

from __future__ import annotations

from memwell.compaction.checkpoint import Checkpoint, parse, render
from memwell.compaction.dense import failures_said, without_tool

_INSTALL = "pip install -e ."
_ERROR = f"run_terminal_cmd {_INSTALL}: error: metadata-generation-failed (exit code 1)"


def test_an_error_line_names_its_command_not_the_tool_that_ran_it() -> None:
    cp = Checkpoint({"goal": ("ship the package",), "errors": (_ERROR,)}, 1, 12)
    text, omitted = render(cp, max_tokens=300)
    assert omitted == 0
    assert f"- {_INSTALL}: error: metadata-generation-failed (exit code 1)" in text
    assert "run_terminal_cmd" not in text
    # the persisted copy keeps the item as extracted
    assert _ERROR in render(cp)[0]


def test_a_label_of_one_word_is_not_a_tool_and_its_argument() -> None:
    for item in ("reported: a.py:3:1: F401 `os` imported but unused", "cause: the lock file"):
        assert without_tool(item) == item
    assert without_tool("Edit main.go: String to replace not found") == (
        "main.go: String to replace not found"
    )


def test_a_run_that_only_failed_comes_after_the_error_line_of_its_command() -> None:
    kept = {
        "errors": [without_tool(_ERROR)],
        "files": [
            f"ran: {_INSTALL} -> failed (exit code 1)",
            "ran: pytest -q -> 5 failed, 44 passed (exit code 1)",
            "edited: setup.py",
        ],
    }
    assert failures_said(kept) == {("files", 0)}  # type: ignore[arg-type]


def test_the_error_line_takes_the_room_of_a_run_that_only_failed() -> None:
    cp = Checkpoint(
        {
            "goal": ("ship the package",),
            "errors": (_ERROR,),
            "files": (f"ran: {_INSTALL} -> failed (exit code 1)",),
            "decisions": (
                "Pin setuptools below 70 because the build backend breaks",
                "Keep the wheel build in CI because releases need it",
            ),
        },
        1,
        12,
    )
    # room for the goal, the error and two more lines: the second decision, not a run
    # whose command and failure the error line already says
    text, omitted = render(cp, max_tokens=125)
    assert omitted == 1
    assert "metadata-generation-failed" in text and "setuptools" in text and "wheel" in text
    assert "-> failed" not in text


def test_an_error_read_back_from_the_dense_copy_is_not_added_again() -> None:
    stored = Checkpoint({"goal": ("ship the package",), "errors": (_ERROR,)}, 1, 12)
    text, _ = render(stored, max_tokens=300)
    again = parse(text)
    assert again is not None and again.get("errors") != stored.get("errors")
    merged = stored.merge(again)
    assert merged.get("errors") == (_ERROR,)
