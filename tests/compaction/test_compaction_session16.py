"""Shapes met in session 16's development sessions: each test states the shape it covers."""

from __future__ import annotations

from typing import Any

from memwell.compaction.extract import ask_first, extract, goal_of, said_once
from memwell.compaction.outcomes import error_message_lines
from memwell.compaction.transcript import analyze, parse_transcript

_TEMPLATE = (
    "## Context\n\n"
    "- Current git status: On branch dev\n"
    "no changes added to commit\n\n"
    "## Your task\n\n"
    "Examine the current proposed code changes using git commands.\n"
    "Sequentially number every observation.\n\n"
    "## Notes\n\n"
    "Be brief."
)


def _session(first: str) -> list[dict[str, Any]]:
    return [
        {"role": "user", "content": first},
        {"role": "assistant", "content": "Looking at the diff now."},
        {"role": "user", "content": "ok, go on"},
    ]


def test_a_templates_task_section_comes_first_in_the_goal() -> None:
    goal = goal_of(analyze(parse_transcript(_session(_TEMPLATE))))
    assert goal is not None
    assert goal.startswith("## Your task\n\nExamine the current proposed code changes")
    # nothing is dropped: the context follows the ask
    assert "Current git status" in goal and "Be brief." in goal
    assert goal.index("Be brief.") > goal.index("Current git status")


def test_a_request_without_a_task_heading_is_unchanged() -> None:
    plain = "## Background\n\nThe cache is cold.\n\nPlease warm it before the release."
    assert ask_first(plain) == plain
    # a heading that is not where the request starts is not a template's section
    prose = "Fix the build.\n\n## Your task\n\nKeep the API."
    assert ask_first(prose) == prose


def test_a_word_repeated_back_to_back_is_said_once() -> None:
    pasted = "@pyproject.toml @pyproject.toml @pyproject.toml\n@pyproject.toml unify these files"
    assert said_once(pasted) == "@pyproject.toml unify these files"
    assert said_once("@a.toml @b.toml @a.toml") == "@a.toml @b.toml @a.toml"
    goal = goal_of(analyze(parse_transcript(_session(pasted))))
    assert goal == "@pyproject.toml unify these files"


def test_a_pasted_diff_line_with_a_space_is_not_a_constraint() -> None:
    pasted = (
        "Review this change:\n"
        "+ // ResolveGeminiProjectDir should find the project via the fallback\n"
        '+ return fmt.Errorf("parent directory %q does not exist", dir)\n'
        "Also, you should never push to main without asking."
    )
    constraints = dict(extract(analyze(parse_transcript(_session(pasted)))))["constraints"]
    # (a message this short is also kept whole as a correction; no item is the diff line)
    assert not any(item.startswith(("+ //", "+ return")) for item in constraints)
    assert any("never push to main" in item for item in constraints)


_WARN = (
    "2026/03/02 18:42:41 WARN GetCanonicalPath: symlink resolution failed, using original path"
    ' path=/srv/{0} error="lstat /private/srv/{0}: no such file or directory"'
)


def test_a_log_line_repeated_but_for_its_paths_is_said_once() -> None:
    output = "\n".join(
        [_WARN.format(name) for name in ("specstory", "any-project", "my-project")]
        + ["--- PASS: TestResolve (0.00s)", "PASS"]
    )
    lines = error_message_lines(output, limit=4)
    assert lines == [_WARN.format("specstory")]


def test_errors_that_differ_in_a_short_quote_or_a_file_are_two() -> None:
    syntax = "E999 SyntaxError: unmatched ']'\nE999 SyntaxError: unmatched ')'"
    assert len(error_message_lines(syntax, limit=4)) == 2
    lint = (
        "src/a.py:3:1: F401 `os` imported but unused\nsrc/b.py:9:1: F401 `os` imported but unused"
    )
    assert len(error_message_lines(lint, limit=4)) == 2


def test_a_skills_instructions_are_not_the_users_goal_or_constraints() -> None:
    skill = (
        "Base directory for this skill: ~/.claude/skills/lore\n\n# Lore\n\n"
        "Never describe mining to the user; you must always render the visuals verbatim."
    )
    messages = [
        {"role": "user", "content": "<command-name>/lore</command-name>"},
        {"role": "user", "content": skill},
        {"role": "assistant", "content": "Which project should I mine?"},
        {"role": "user", "content": "Mine this project for all time, and never push anything."},
        {"role": "assistant", "content": "Mining now."},
    ]
    infos = analyze(parse_transcript(messages))
    assert goal_of(infos) == "Mine this project for all time, and never push anything."
    constraints = dict(extract(infos))["constraints"]
    assert not any("render the visuals" in item for item in constraints)
    assert any("never push anything" in item for item in constraints)
