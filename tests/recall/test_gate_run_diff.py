"""The run-diff benchmark (`benchmarks/gate_run_diff.py`): a call's answer between two
saved runs, as a stop gained or lost and a false stop added or removed."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

from support.benchmark_modules import load_benchmark


@pytest.fixture(scope="module")
def run_diff() -> ModuleType:
    return load_benchmark("gate_run_diff")


def _wrong(call: str, expected: str, got: str) -> dict[str, Any]:
    return {"id": call, "expected": expected, "got": got, "stopped_by": [], "cause": "c"}


def _run(*wrong: dict[str, Any]) -> dict[str, Any]:
    share = {"hit": 0, "of": 0}
    return {"w": {"wrong": list(wrong), "breaking_stopped": share, "false_stops": share}}


def test_each_call_is_named_by_how_its_answer_moved(run_diff: ModuleType) -> None:
    before = _run(_wrong("a", "no-go", "go"), _wrong("b", "go", "ask"), _wrong("c", "no-go", "ask"))
    after = _run(_wrong("d", "go", "no-go"), _wrong("e", "ask", "go"), _wrong("c", "no-go", "ask"))
    moved = {call: how for how, call, _ in run_diff.calls_changed(before, after)}
    assert moved == {"a": "gained", "b": "false-", "d": "false+", "e": "lost"}


def test_a_stop_of_another_strength_is_not_a_gain(run_diff: ModuleType) -> None:
    assert run_diff.change(_wrong("a", "no-go", "go"), _wrong("a", "no-go", "go")) is None
    assert run_diff.change(_wrong("a", "no-go", "ask"), None) == "strength"
