"""The condition-kind count (`benchmarks/gate_condition_kinds.py`): a rule line's condition
by kind, whether the call shows what that kind is read against, and the limit's reach by
how the rule's act meets the call's."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

from support.benchmark_modules import load_benchmark


@pytest.fixture(scope="module")
def kinds() -> ModuleType:
    return load_benchmark("gate_condition_kinds")


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("1万円を超える請求は店長に確認してから。", "quantity"),
        ("Never run it with --force on main.", "flag or mode"),
        ("Never book regular patients on Friday afternoons.", "time"),
        ("Never share the roster outside the choir.", "recipient or role"),
        ("同意がない人の写真は絶対に載せない。", "precondition or state"),
        ("Never delete the master recipe cards.", "none"),
    ],
)
def test_a_line_is_read_for_its_condition_kind(kinds: ModuleType, line: str, kind: str) -> None:
    assert kinds.kind_of(line) == kind


def test_the_call_shows_what_a_kind_is_read_against(kinds: ModuleType) -> None:
    post: dict[str, Any] = {"tool_input": {"to": "a@example.org", "consent_on_file": True}}
    assert kinds.shows("recipient or role", post)
    assert kinds.shows("precondition or state", post)
    assert not kinds.shows("time", post)


class _Memory:
    name = "money_rules"
    description = "Spending"
    aliases: tuple[str, ...] = ()
    body = "Refunds over $500: check with the CFI.\n\nLate fees: waiving more than $50, ask Phil."


def test_the_limit_reach_is_classed_by_the_rules_act(kinds: ModuleType) -> None:
    refund = {"tool_name": "mcp__stripe__create_refund", "tool_input": {"amount": 65000}}
    reached = kinds.reach_classes([_Memory()], refund)
    assert reached["same act"] and not reached["other act"]
    booking = {"tool_name": "mcp__reserva__create_booking", "tool_input": {"price_usd": 900}}
    assert kinds.reach_classes([_Memory()], booking)["other act"]
