"""Shapes the session-7 changes read and write (generated cases, not corpus lines): the
agent's stated choices and value changes are decisions, a file named TODO is not an
open item, pasted code or errors in a user message are not constraints, and the error
lines of one failed call say the call once in the dense copy."""

from __future__ import annotations

from typing import Any

import pytest

from memwell.compaction.checkpoint import Checkpoint, parse, render
from memwell.compaction.outcomes import outcome
from support.transcript_shapes import extracted_sections, tool_call


@pytest.mark.parametrize(
    "sentence",
    [
        "This shrinks both panels from 450 pixels to 320 pixels, so the page fits a laptop.",
        "Let's bump the toolchain everywhere to 2.7.1 so CI and local builds agree.",
        "1. The build job: `node-version: '18'` → `node-version: '22'`",
        "Since the regex engine has no lookbehind, I'll parse the header by hand.",
        "The correct fix for both failures is to pin the parser version.",
        "I'll need to use the `workers` option in the queue config.",
    ],
)
def test_the_agents_stated_choices_and_value_changes_are_decisions(sentence: str) -> None:
    sections = extracted_sections(
        [
            {"role": "user", "content": "make the dashboard fit on a laptop screen"},
            {"role": "assistant", "content": f"Looking at it now.\n\n{sentence}"},
        ]
    )
    assert any(sentence.split(" ", 3)[2] in d for d in sections["decisions"]), sections


def test_a_clause_that_only_compares_is_not_a_decision() -> None:
    sections = extracted_sections(
        [
            {"role": "user", "content": "divide the two numbers"},
            {
                "role": "assistant",
                "content": "As expected, when dividing by zero, we get a ZeroDivisionError.",
            },
        ]
    )
    assert sections["decisions"] == []


def test_a_file_or_list_named_todo_is_not_an_open_item() -> None:
    sections = extracted_sections(
        [
            {"role": "user", "content": "implement phase 1 of the plan"},
            {
                "role": "assistant",
                "content": "First, let's look at the TODO.md file to see what is planned. "
                "Then I'll update the TODO list.",
            },
            {"role": "assistant", "content": "TODO: wire the retry budget into the client."},
        ]
    )
    assert sections["todo"] == ["TODO: wire the retry budget into the client."]


def test_pasted_code_and_errors_in_a_user_message_are_not_constraints() -> None:
    request = (
        "Please review this diff:\n"
        "+// These tags are injected by the editor and should be stripped before parsing\n"
        "E   AttributeError: module 'app.main' does not have the attribute 'Loader'\n"
        "Also, never push to the main branch without asking me."
    )
    sections = extracted_sections(
        [
            {"role": "user", "content": "fix the loader"},
            {"role": "assistant", "content": "Fixed it."},
            {"role": "user", "content": request},
        ]
    )
    assert sections["constraints"] == ["Also, never push to the main branch without asking me."]


_LABEL = "run_terminal_cmd uv venv; source .venv/bin/activate; uv pip install -e .[all,dev]"


def test_the_error_lines_of_one_call_say_the_call_once() -> None:
    errors = (
        f"{_LABEL}: E ImportError: cannot import name 'Engine' from 'pkg.engines'",
        f"{_LABEL}: E TypeError: Protocols cannot be instantiated",
        f"{_LABEL}: FAILED tests/test_engines.py::test_lru - AssertionError",
        "cause: the decorator is missing the func argument",
    )
    checkpoint = Checkpoint({"goal": ("fix the tests",), "errors": errors}, 1, 10)
    text, omitted = render(checkpoint, max_tokens=400)
    assert omitted == 0
    assert text.count("run_terminal_cmd") == 1, text
    assert "Protocols cannot be instantiated" in text
    # read back, each error line is its own item again, with its call
    parsed = parse(text)
    assert parsed is not None
    assert parsed.get("errors") == errors


def test_packing_an_error_call_leaves_room_for_more_items() -> None:
    errors = tuple(f"{_LABEL}: E ValueError: bad value number {n}" for n in range(6))
    checkpoint = Checkpoint({"goal": ("fix the tests",), "errors": errors}, 1, 10)
    text, omitted = render(checkpoint, max_tokens=170)
    assert omitted == 0, text
    assert all(f"bad value number {n}" in text for n in range(6))


def _read_then(*between: dict[str, Any]) -> dict[str, list[str]]:
    read = tool_call("r1", "read_file", {"target_file": "src/cache/engines/manager.py"})
    edit = tool_call("e1", "edit_file", {"code_edit": "+    def _register(self) -> None:"})
    return extracted_sections(
        [
            {"role": "user", "content": "split the engine manager's long method"},
            {"role": "assistant", "content": "Reading it.", "tool_calls": [read]},
            {"role": "tool", "tool_call_id": "r1", "content": "class EngineManager: ..."},
            *between,
            {"role": "assistant", "content": "Let's break the method down:", "tool_calls": [edit]},
            {"role": "tool", "tool_call_id": "e1", "content": "[the edit shown as a diff]"},
        ]
    )


def test_an_edit_that_names_no_file_edited_the_file_read_just_before() -> None:
    assert "edited: src/cache/engines/manager.py" in _read_then()["files"]


def test_a_call_between_the_read_and_a_pathless_edit_leaves_its_file_unknown() -> None:
    run = tool_call("c1", "run_terminal_cmd", {"command": "pytest -q"})
    files = _read_then(
        {"role": "assistant", "content": "Running the tests.", "tool_calls": [run]},
        {"role": "tool", "tool_call_id": "c1", "content": "3 passed in 0.2s"},
    )["files"]
    assert not [f for f in files if f.startswith("edited: ")], files


def test_a_folder_listed_before_a_pathless_edit_is_not_edited() -> None:
    listing = tool_call("l1", "list_dir", {"path": "src/cache/"})
    edit = tool_call("e1", "edit_file", {"code_edit": "+ x = 1"})
    files = extracted_sections(
        [
            {"role": "user", "content": "tidy the cache package"},
            {"role": "assistant", "content": "Listing.", "tool_calls": [listing]},
            {"role": "tool", "tool_call_id": "l1", "content": "a.py b.py"},
            {"role": "assistant", "content": "Editing.", "tool_calls": [edit]},
            {"role": "tool", "tool_call_id": "e1", "content": "done"},
        ]
    )["files"]
    assert not [f for f in files if f.startswith("edited: ")], files


def test_a_text_repeated_whole_is_said_once() -> None:
    sections = extracted_sections(
        [
            {
                "role": "user",
                "content": "/ask Why does it need to be rounded? The data has integers?\n"
                "Why does it need to be rounded? The data has integers?",
            },
        ]
    )
    assert sections["user_requests"] == [
        "Why does it need to be rounded? The data has integers?"
    ], sections


def test_the_agents_narration_gets_a_smaller_share_than_a_decision() -> None:
    words = " ".join(f"word{n}" for n in range(60))
    checkpoint = Checkpoint(
        {
            "goal": ("fix the tests",),
            "decisions": (f"decision {words}",),
            "findings": (f"finding {words}",),
        },
        1,
        10,
    )
    text, _ = render(checkpoint, max_tokens=300)
    decision = next(line for line in text.splitlines() if line.startswith("- decision "))
    finding = next(line for line in text.splitlines() if line.startswith("- finding "))
    assert len(finding) < 0.7 * len(decision), (finding, decision)


def test_the_agents_report_of_a_change_is_a_done_item_not_an_edit() -> None:
    report = (
        "Summary of this phase:\n"
        "- Created `docs/context_guide.md` with examples of the context managers.\n"
        "- Looked at the rest of the engines.\n"
        "2. **Updated** `config.py` to read the TTL from the environment."
    )
    sections = extracted_sections(
        [
            {"role": "user", "content": "implement phase 2"},
            {"role": "assistant", "content": report},
        ]
    )
    done = sections["done"]
    assert any(d.startswith("Created `docs/context_guide.md`") for d in done), done
    assert any("`config.py` to read the TTL" in d for d in done), done
    assert not any("Looked at" in d for d in done), done
    assert not [f for f in sections["files"] if f.startswith("edited: ")]


def test_a_bare_file_name_yields_to_the_same_name_with_its_folder() -> None:
    checkpoint = Checkpoint(
        {
            "goal": ("fix the app",),
            "files": ("mentioned: src/app.py", "mentioned: app.py", "read: ./pkg/a/b.py"),
        },
        1,
        10,
    )
    text, _ = render(checkpoint, max_tokens=300)
    parsed = parse(text)
    assert parsed is not None
    assert parsed.get("files") == ("read: ./pkg/a/b.py", "mentioned: src/app.py"), text


def test_a_shells_complaint_ranks_with_the_messages_not_after_lint_findings() -> None:
    output = "\n".join(
        [
            "zsh: no matches found: .[all,dev,test]",
            "Rewriting tests/test_engines.py",
            *(f"src/pkg/m{n}.py:{n}:5: FBT001 Boolean-typed positional argument" for n in range(9)),
            "ERROR tests/test_engines.py",
            "E   ImportError: cannot import name 'Engine' from 'pkg.engines'",
            "E   TypeError: Protocols cannot be instantiated",
        ]
    )
    errors = outcome(output).errors
    assert errors[0] == "zsh: no matches found: .[all,dev,test]", errors
    assert any("ImportError" in e for e in errors), errors
    assert any("Protocols cannot be instantiated" in e for e in errors), errors


@pytest.mark.parametrize(
    ("said", "kept_as"),
    [
        (
            "Umm... yes there is... you are one folder too deep, the repo is the parent.",
            "correction: ",
        ),
        ("Let's NOT run the pipeline when only the docs change.", ""),
        ("No need to touch the fixtures for this one.", ""),
    ],
)
def test_the_users_hesitant_corrections_and_refusals_are_constraints(
    said: str, kept_as: str
) -> None:
    sections = extracted_sections(
        [
            {"role": "user", "content": "set up the CI workflow"},
            {"role": "assistant", "content": "There is no workflow folder here."},
            {"role": "user", "content": said},
        ]
    )
    assert f"{kept_as}{said}" in sections["constraints"], sections["constraints"]


def test_a_wrapped_outputs_last_line_is_its_text_not_the_closing_tag() -> None:
    run = outcome("<returncode>0</returncode>\n<output>\n8.2\n</output>")
    assert run.last_line == "8.2"
    assert outcome("<returncode>0</returncode>\n<output>\n</output>").last_line == ""


def test_a_long_path_loses_its_leading_folders_not_its_file_name() -> None:
    path = "/Users/someone/Source/Company/monorepo/service-cli/pkg/spi/filename_test.go"
    checkpoint = Checkpoint({"goal": ("fix the slug tests",), "files": (f"edited: {path}",)}, 1, 10)
    text, omitted = render(checkpoint, max_tokens=120)
    assert omitted == 0, text
    line = next(ln for ln in text.splitlines() if ln.startswith("- edited: "))
    assert line.endswith("/pkg/spi/filename_test.go"), line
    assert line.startswith("- edited: …/"), line


def test_code_is_not_a_decision_or_an_open_item() -> None:
    reply = (
        "Here is the change:\n```go\n// strip the prefix so that the title stays readable\n"
        "// TODO: handle nested tags later\nfunc strip(s string) string { return s }\n```\n"
        "+// we strip rather than skip the message\n"
        "I'll use a scanner instead of a regex because RE2 has no backreferences."
    )
    sections = extracted_sections(
        [{"role": "user", "content": "strip the tags"}, {"role": "assistant", "content": reply}]
    )
    assert sections["decisions"] == [
        "I'll use a scanner instead of a regex because RE2 has no backreferences."
    ], sections["decisions"]
    assert sections["todo"] == [], sections["todo"]


def test_structured_names_come_before_plain_words_and_secrets_get_no_slot() -> None:
    chatter = "We call `cache` here, then `cache` again, and `cache` once more. " * 3
    key = "sk-ant-api03-" + "Ab3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5hJ7kL9mN1pQ3sT5vW7x"
    sections = extracted_sections(
        [
            {"role": "user", "content": "speed up the loader"},
            {"role": "assistant", "content": chatter + f"The key `{key}` was set."},
            {"role": "assistant", "content": "`CacheConfig` now holds the `ttl_seconds` field."},
        ]
    )
    code = [f for f in sections["findings"] if f.startswith("code: ")]
    assert code[:2] == ["code: CacheConfig", "code: ttl_seconds"], code
    assert "code: cache" in code
    assert not any("REDACTED" in c for c in code), code


def test_a_file_a_text_acting_agents_shell_block_writes_is_edited() -> None:
    fix = "sed -i 's/def division(a, b)/def division(a, b):/' tests/missing_colon.py"
    sections = extracted_sections(
        [
            {"role": "user", "content": "Please solve this issue: SyntaxError in missing_colon.py"},
            {"role": "assistant", "content": f"Adding the colon.\n\n```bash\n{fix}\n```"},
            {"role": "user", "content": "<returncode>0</returncode>\n<output>\n</output>"},
            {"role": "assistant", "content": "Retrying.\n\n```bash\ncat > x.py <<'EOF'\n```"},
            {"role": "user", "content": "<returncode>2</returncode>\n<output>\nbash: x\n</output>"},
        ]
    )
    edited = [f for f in sections["files"] if f.startswith("edited: ")]
    assert edited == ["edited: tests/missing_colon.py"], sections["files"]


def test_a_summarys_drawn_rule_is_not_kept() -> None:
    run = outcome(
        "collected 38 items\n"
        "========== 12 failed, 24 passed, 2 skipped, 1 warning in 0.52s ===========\n"
    )
    assert run.summary == ("12 failed, 24 passed, 2 skipped, 1 warning in 0.52s",), run


def test_the_goal_gets_one_and_a_half_shares_of_a_small_copy() -> None:
    goal = "Please " + " ".join(f"step{n}" for n in range(80)) + " and finish with the tests."
    checkpoint = Checkpoint({"goal": (goal,), "errors": ("pytest: E ValueError: bad",)}, 1, 10)
    text, omitted = render(checkpoint, max_tokens=200)  # a share is 80 characters here
    assert omitted == 0, text
    line = next(ln for ln in text.splitlines() if ln.startswith("- Please "))
    assert 100 <= len(line) - 2 <= 121, line
    assert line.endswith("finish with the tests."), line


def test_a_choice_that_names_nothing_keeps_the_sentence_that_names_it() -> None:
    reply = (
        "Let's go with option 2 since it keeps the public API stable. "
        "I'll add the `RetryPolicy` class to `policy.py`:\n\n"
        "We decided to keep it simple.\nThe `x` flag stays."
    )
    sections = extracted_sections(
        [{"role": "user", "content": "which option?"}, {"role": "assistant", "content": reply}]
    )
    assert sections["decisions"] == [
        "Let's go with option 2 since it keeps the public API stable. "
        "I'll add the `RetryPolicy` class to `policy.py`:",
        "We decided to keep it simple.",
    ], sections["decisions"]


def test_a_version_said_in_prose_is_a_value() -> None:
    sections = extracted_sections(
        [
            {"role": "user", "content": "Let's update the toolchain everywhere to 1.25.6 please"},
            {"role": "assistant", "content": "Done; the changelog now has a v2.2.0 entry."},
        ]
    )
    code = [f for f in sections["findings"] if f.startswith("code: ")]
    assert {"code: 1.25.6", "code: v2.2.0"} <= set(code), code
