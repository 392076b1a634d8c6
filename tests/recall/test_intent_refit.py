"""The refitted store decision's benchmark (`benchmarks/intent_refit.py`): each world's
decision is fitted on the other worlds' turns only, turns the decision may not name keep
the pipeline's intent, and the trigger and facts are counted from the dump."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
ER, USC = "entity_reference", "user_specific_context"


@pytest.fixture(scope="module")
def refit() -> ModuleType:
    path = ROOT / "benchmarks" / "intent_refit.py"
    spec = importlib.util.spec_from_file_location("intent_refit", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["intent_refit"] = module
    spec.loader.exec_module(module)
    return module


def _row(world: str, n: int, gold: str, named: float, **extra: Any) -> dict[str, Any]:
    row = {
        "world": world,
        "id": f"{world}-{n}",
        "text": "t",
        "lang": "en",
        "gold": gold,
        "before": USC,
        "columns": [0.0, named, 0.0, 0.0],
        "recall": True,
        "recalled": True,
        "fact": None,
    }
    return row | extra


def _world(world: str, named_means: str) -> list[dict[str, Any]]:
    other = USC if named_means == ER else ER
    return [_row(world, i, named_means if i % 2 else other, float(i % 2)) for i in range(40)]


def test_each_world_is_decided_by_a_fit_on_the_other_worlds_only(refit: ModuleType) -> None:
    # in world_x a known name means an entity reference; in world_y the reverse. Fitted on
    # its own turns each world would be read perfectly; fitted on the other, each is wrong
    rows = _world("world_x", ER) + _world("world_y", USC)
    intents = refit.decided(rows, "refit")
    right = sum(intents[(r["world"], r["id"])] == r["gold"] for r in rows)
    assert right == 0


def test_a_turn_without_columns_keeps_the_pipeline_s_intent(refit: ModuleType) -> None:
    rows = _world("world_x", ER) + _world("world_y", ER)
    rows.append(_row("world_x", 99, "generic_qa", 1.0, before="generic_qa", columns=None))
    intents = refit.decided(rows, "refit")
    assert intents[("world_x", "world_x-99")] == "generic_qa"
    assert intents[("world_x", "world_x-1")] == ER  # named, learned from world_y


def test_trigger_and_facts_are_counted_from_the_dump(refit: ModuleType) -> None:
    rows = [
        _row("world_x", 0, USC, 0.0, fact=True),
        _row("world_x", 1, USC, 0.0, recall=False, fact=None),  # a false recall
        _row("world_x", 2, USC, 0.0, recalled=False, fact=False),  # a missed one
    ]
    c = refit.figures(rows, {(r["world"], r["id"]): r["before"] for r in rows})["all"]
    assert (c["tp"], c["fp"], c["fn"], c["fact"], c["facts"], c["right"]) == (1, 1, 1, 1, 2, 3)
    assert refit.f1(c) == pytest.approx(0.5)
