"""Session 13: terminal output wrapped at a fixed width, and a task list's tools are no edits.

The Cursor excerpts are small synthetic ones in the shape of SpecStory's early-2025
export (`_**Assistant**_` / `_****_` blocks, a ```diff block for an edit whose target
the export drops, a ```bash block and the plain block of its output, wrapped at the
terminal's width).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from memwell.compaction.extract import extract
from memwell.compaction.outcomes import outcome, unwrapped
from memwell.compaction.transcript import analyze, loads_transcript

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

from compaction_corpus import cursor_specstory_to_openai  # noqa: E402

WIDTH = 66
RUN_LINES = (
    "==================== short test summary info =====================",
    "FAILED tests/test_converter.py::test_compression_levels - AssertionError: Level 4 "
    "should produce more compressed output than level 3: 3464 >= 3466",
    "FAILED tests/test_utils.py::test_create_provider_instance - AttributeError: Mock "
    "object has no attribute '__name__'. Did you mean: '__ne__'?",
    "assert 3464 >= 3466",
    "================== 2 failed, 41 passed in 2.29s ==================",
)
# as the terminal printed them: each line cut into pieces of the terminal's width
WRAPPED_RUN = "\n".join(
    line[k : k + WIDTH] for line in RUN_LINES for k in range(0, len(line), WIDTH)
)


def _cursor(*blocks: tuple[str, str]) -> str:
    parts = ["## SpecStory", "", "## A session (02/03/2025, 11:44:29)", ""]
    for header, body in blocks:
        parts += [header, "", body, "", "---", ""]
    return "\n".join(parts)


def _sections(messages: list[dict[str, Any]]) -> dict[str, list[str]]:
    transcript = loads_transcript(json.dumps(messages), "openai")
    return {key: list(items) for key, items in extract(analyze(transcript)).items()}


def test_a_terminal_capture_wrapped_at_its_width_is_read_whole() -> None:
    assert all(len(line) <= WIDTH for line in WRAPPED_RUN.split("\n"))
    # a rule drawn to the width ends its line: the next line is not glued to it
    assert unwrapped(WRAPPED_RUN).split("\n") == list(RUN_LINES)
    run = outcome(WRAPPED_RUN)
    assert any(
        "Level 4 should produce more compressed output than level 3" in e for e in run.errors
    )
    assert any("Mock object has no attribute '__name__'" in e for e in run.errors)
    assert run.summary == ("2 failed, 41 passed in 2.29s",)


def test_output_without_a_fixed_width_is_left_as_it_is() -> None:
    ragged = "\n".join(
        [
            "Traceback (most recent call last):",
            '  File "run.py", line 3, in <module>',
            "    main()",
            "ValueError: the configuration file names no provider at all",
            "some other line that happens to be of a middling length",
        ]
    )
    assert unwrapped(ragged) == ragged
    assert unwrapped("one line only, however long it happens to be " * 3) == (
        "one line only, however long it happens to be " * 3
    )


def test_a_cursor_excerpt_keeps_its_edit_and_its_wrapped_error_whole() -> None:
    text = _cursor(
        ("_**User**_", "Split converter.py into a package, following the plan above."),
        ("_**Assistant**_", "I'll split the module.\n\nNow let's create the config.py file:"),
        (
            "_****_",
            "```diff\n- \n+ @dataclass\n+ class ConversionConfig:\n+     level: int = 5\n```",
        ),
        ("_****_", "Now let's run the tests:"),
        ("_****_", "```bash\npython -m pytest\n```\n\n```\n" + WRAPPED_RUN + "\n```"),
        ("_****_", "Let me look at the failures first."),
        ("_****_", "```diff\n-     level: int = 5\n+     level: int = 4\n```"),
    )
    sections = _sections(cursor_specstory_to_openai(text))
    assert "edited: config.py" in sections["files"]
    assert any(
        "AssertionError: Level 4 should produce more compressed output than level 3" in item
        for item in sections["errors"]
    )


def _claude_code_entries() -> list[dict[str, Any]]:
    """A Claude Code log writes each block of a reply as its own entry: the sentence, then
    the call; a task-list tool (TaskUpdate) runs right after a file read."""

    def use(k: int, name: str, args: dict[str, Any]) -> dict[str, Any]:
        return {
            "role": "assistant",
            "content": [{"type": "tool_use", "id": f"t{k}", "name": name, "input": args}],
        }

    def result(k: int, text: str) -> dict[str, Any]:
        return {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": f"t{k}", "content": text}],
        }

    return [
        {"role": "user", "content": "Buffer the statistics writes."},
        use(1, "Read", {"file_path": "/repo/pkg/session/history.md"}),
        result(1, "1→# History"),
        use(2, "TaskUpdate", {"taskId": "1", "status": "in_progress"}),
        result(2, "Updated task #1 status"),
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "Now let me update statistics.go to buffer the writes:"}
            ],
        },
        use(3, "Edit", {"file_path": "/repo/pkg/session/statistics.go", "new_string": "x"}),
        result(3, "The file /repo/pkg/session/statistics.go has been updated successfully."),
    ]


def test_a_task_tool_is_not_an_edit_of_the_file_read_before_it() -> None:
    transcript = loads_transcript(json.dumps(_claude_code_entries()), "anthropic")
    files = extract(analyze(transcript))["files"]
    assert "edited: /repo/pkg/session/statistics.go" in files
    assert not any(i.startswith("edited: ") and "history.md" in i for i in files)
