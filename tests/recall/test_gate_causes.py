"""The cause-table benchmark (`benchmarks/gate_causes.py`): a miss's stage split by
mechanism, and the tool a benign twin must share."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

from support.benchmark_modules import load_benchmark


@pytest.fixture(scope="module")
def causes() -> ModuleType:
    return load_benchmark("gate_causes")


def miss(cause: str, action: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"cause": cause, "action": action or {"tool_name": "mcp__x__send_email"}}


@pytest.mark.parametrize(
    ("cause", "heard", "kind"),
    [
        ("rule not parsed", True, "P: marker, no verb read"),
        ("rule not parsed", False, "P: no marker heard"),
        ("verb not matched (call add; rules )", None, "V: rule has no verb"),
        ("verb not matched (call run; rules send)", None, "V: call read only as run"),
        ("verb not matched (call add,read; rules book)", None, "V: call read as add"),
        ("verb not matched (call put,send; rules publish)", None, "V: classes differ"),
        ("object not matched (rule objects: 患者情報)", None, "O: other language"),
        ("object not matched (rule objects: patient list)", None, "O: same language"),
    ],
)
def test_a_miss_is_told_by_its_mechanism(
    causes: ModuleType, cause: str, heard: bool | None, kind: str
) -> None:
    assert causes.mechanism(miss(cause), heard) == kind


def test_a_twin_shares_the_tool_or_the_program_and_its_subcommand(causes: ModuleType) -> None:
    assert causes.tool_of({"tool_name": "mcp__beds24__create_booking"}) == (
        "mcp__beds24__create_booking"
    )
    shell = {"tool_name": "Bash", "tool_input": {"command": "cd ~/app && gh release create v1"}}
    assert causes.tool_of(shell) == "Bash:gh release"


def test_the_groups_are_found_where_each_kind_lives(causes: ModuleType) -> None:
    worlds = causes.worlds_in("corpus_a")
    assert worlds and all(gate.name == "gate.jsonl" for _, gate, _ in worlds)
    assert causes.worlds_in("world_a")[0][1].parent.name == "world_a"
