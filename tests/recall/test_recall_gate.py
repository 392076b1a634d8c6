"""The pre-execution gate: go / ask / no-go with the memory that says why."""

from __future__ import annotations

import json

import pytest

from memwell.api import Harness
from memwell.recall.actions import parse_action

DROP_DB_MEMORY = (
    "workspace",
    "db_rule",
    "feedback",
    "Dropping a database needs explicit confirmation",
    "Dropping a database needs explicit confirmation.",
)


@pytest.mark.parametrize(
    "action",
    [
        "DROP TABLE users",
        "drop database prod",
        {"tool": "Bash", "input": {"command": "psql -c 'drop database prod'"}},
        json.dumps({"tool": "Bash", "input": {"command": "psql -c 'drop database prod'"}}),
        {"tool_name": "Bash", "tool_input": {"command": "dropdb analytics"}},
        {"name": "run_sql", "arguments": json.dumps({"sql": "TRUNCATE TABLE orders"})},
        "本番DBを削除して",
    ],
)
def test_drop_database_is_never_go(harness: Harness, action: object) -> None:
    harness.remember(*DROP_DB_MEMORY)
    decision = harness.gate(action)  # type: ignore[arg-type]
    assert decision.verdict != "go"
    assert decision.verdict == "ask"
    assert [f.name for f in decision.findings] == ["db_rule"]
    assert "db_rule" in decision.digest.text


def test_irreversible_without_memory_asks_by_default(harness: Harness) -> None:
    decision = harness.gate("rm -rf ./data")
    assert decision.verdict == "ask"
    assert decision.findings == ()
    assert any("irreversible" in r for r in decision.reasons)


def test_prohibition_is_no_go(seeded: Harness) -> None:
    decision = seeded.gate({"tool": "Bash", "input": {"command": "git push --force origin main"}})
    assert decision.verdict == "no-go"
    assert decision.findings[0].name == "no_force_push"
    assert decision.findings[0].kind == "prohibition"


def test_read_only_tool_goes_without_retrieval(seeded: Harness) -> None:
    decision = seeded.gate({"tool_name": "Read", "tool_input": {"file_path": "/etc/hosts"}})
    assert decision.verdict == "go"
    assert decision.recall_status == "not_needed"


def test_conflicting_decision_asks(seeded: Harness) -> None:
    decision = seeded.gate("Add Redux to the dashboard for state management")
    assert decision.verdict == "ask"
    assert decision.findings[0].kind == "conflict"
    assert decision.findings[0].name == "frontend_stack"


def test_unrelated_change_goes(seeded: Harness) -> None:
    decision = seeded.gate("Add a docstring to the parse_date helper")
    assert decision.verdict == "go"


def test_unresolved_issue_is_attached(seeded: Harness) -> None:
    decision = seeded.gate("Fix the ClawHub login token exchange")
    assert decision.verdict == "go"
    assert [f.kind for f in decision.findings] == ["unresolved"]


def test_destructive_default_is_configurable(harness: Harness) -> None:
    from memwell.recall.policy import parse_policy

    policy = parse_policy({"destructive_default": "no-go"})
    strict = Harness(harness.layout.home, harness.layout.workspace, policy=policy)
    assert strict.gate("rm -rf ./data").verdict == "no-go"


def test_parse_action_shapes() -> None:
    assert parse_action("ls -la").tool is None
    bash = parse_action({"tool": "Bash", "input": {"command": "git status"}})
    assert bash.tool == "Bash" and bash.read_only
    gemini = parse_action({"name": "run_shell_command", "args": {"command": "rm -rf /tmp/x"}})
    assert gemini.tool == "run_shell_command" and "fs_destructive" in gemini.categories
    edit = parse_action({"tool_name": "Edit", "tool_input": {"file_path": "config/prod.yaml"}})
    assert edit.edit and "config" in edit.categories and "production" in edit.categories


def test_edit_breaking_a_rule_is_no_go(harness: Harness) -> None:
    harness.remember(
        "user",
        "no_print",
        "feedback",
        "Never use print for logging",
        "Never use print for logging.",
    )
    edit = {
        "tool_name": "Edit",
        "tool_input": {"file_path": "app/main.py", "new_string": "print('logging the result')"},
    }
    decision = harness.gate(edit)
    # "never" is no-go for an edit as for a command (the rule model: strength follows the rule)
    assert decision.verdict == "no-go"
    assert decision.findings[0].kind == "prohibition"
    unrelated = {
        "tool_name": "Edit",
        "tool_input": {"file_path": "app/main.py", "new_string": "x = 1"},
    }
    assert harness.gate(unrelated).verdict == "go"
    command = "python -c \"print('logging the result')\""
    bash = harness.gate({"tool": "Bash", "input": {"command": command}})
    assert bash.verdict == "no-go"
