"""The verb-carrier benchmark (`benchmarks/gate_verb_carriers.py`): how a call carries its
act, by the call's shape, and whether a rule meets a call once the call does the rule's act."""

from __future__ import annotations

from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

from support.benchmark_modules import load_benchmark


@pytest.fixture(scope="module")
def carriers() -> ModuleType:
    return load_benchmark("gate_verb_carriers")


def _bash(command: str) -> dict[str, Any]:
    return {"tool_name": "Bash", "tool_input": {"command": command}}


@pytest.mark.parametrize(
    ("action", "kind"),
    [
        (_bash("ssh web1 'systemctl restart nginx'"), "remote command"),
        (_bash("psql -c 'DELETE FROM users'"), "SQL statement"),
        (_bash("curl -X POST https://api.example/v1/orders"), "HTTP method and path"),
        (_bash("python3 -c 'print(1)'"), "script (inline or named)"),
        (_bash("gh release create v1.2"), "CLI subcommand"),
        ({"tool_name": "Edit", "tool_input": {"file_path": "a.md"}}, "file edit"),
        (
            {"tool_name": "mcp__shop__update_product", "tool_input": {"status": "active"}},
            "MCP: name + state field or switch",
        ),
        ({"tool_name": "mcp__x__assign_shift", "tool_input": {"id": "1"}}, "MCP: tool name's verb"),
    ],
)
def test_a_call_is_sorted_by_how_it_carries_its_act(
    carriers: ModuleType, action: dict[str, Any], kind: str
) -> None:
    assert carriers.carrier(action) == kind


def test_a_rule_meets_the_call_once_the_call_does_its_act(carriers: ModuleType) -> None:
    memory = SimpleNamespace(
        name="sheet_rules", body="- Never delete the payroll sheet.", aliases=(), description=""
    )
    # read as "run", the call does not delete; given the rule's act, its object meets
    call = {"tool_name": "mcp__x__archive_sheet", "tool_input": {"sheet": "payroll sheet"}}
    other = {"tool_name": "mcp__x__archive_sheet", "tool_input": {"sheet": "rota"}}
    assert carriers.met_as_the_rule(call, memory)
    assert not carriers.met_as_the_rule(other, memory)
