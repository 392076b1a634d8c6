"""The gate-by-meaning benchmark (`benchmarks/gate_meaning.py`): how it renders a call, and
that its held-apart figures never see the held-apart group's labels."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from memwell.recall.operations import Operation

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def meaning() -> ModuleType:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    path = ROOT / "benchmarks" / "gate_meaning.py"
    spec = importlib.util.spec_from_file_location("gate_meaning", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["gate_meaning"] = module
    spec.loader.exec_module(module)
    return module


def test_a_call_reads_as_tool_verbs_and_values(meaning: ModuleType) -> None:
    assert meaning.tool_words("mcp__gmail__send_email") == "gmail send email"
    action = {
        "tool_name": "mcp__square__refunds_create",
        "tool_input": {"payment_id": "P-77", "amount": {"value": 4500}, "note": None},
    }
    sentence = meaning.action_sentence(action, (Operation(frozenset({"refund"})),))
    assert sentence == "square refunds create (refund): payment_id P-77; value 4500"
    shell = {"tool_name": "Bash", "tool_input": {"command": "git push --force origin main"}}
    assert meaning.action_sentence(shell, ()) == "bash: git push --force origin main"


def row(group: str, expected: str, gate: str, cos: float, memory: str = "m") -> dict[str, Any]:
    return {
        "group": group,
        "id": f"{group}-{expected}-{cos}",
        "expected": expected,
        "rule": memory if expected != "go" else None,
        "gate": gate,
        "stopped_by_rule": gate != "go",
        "read_only": False,
        "memories": [
            {
                "memory": memory,
                "cos": cos,
                "cos_other": cos - 0.01,
                "strength": "no-go",
                "shared": 1,
                "objects_met": 0.5,
                "verb_met": True,
                "category_met": False,
                "matcher_fired": gate != "go",
                "same_language": True,
            }
        ],
    }


def test_a_threshold_is_chosen_without_the_held_apart_group(meaning: ModuleType) -> None:
    # in groups a and b a cosine of 0.9 marks every rule-breaking call; in group c the
    # benign calls sit at 0.9: fitted without c, the threshold stops them, and the held-apart
    # figure shows the false stops; with a held apart, b outweighs c and 0.9 stops a's calls
    rows = [row(g, "no-go", "go", 0.9) for g in "ab" for _ in range(3)]
    rows += [row(g, "go", "go", 0.5) for g in "ab" for _ in range(3)]
    rows += [row("c", "go", "go", 0.9) for _ in range(2)] + [row("c", "no-go", "go", 0.5)]
    table = meaning.variants(rows, 1.0)
    assert table["cosine, added"]["c"] == (0, 1, 2, 2)
    assert table["cosine, added"]["a"] == (3, 3, 0, 3)
    assert table["gate (matcher only)"]["c"] == (0, 1, 0, 2)


def test_a_strict_threshold_adds_no_false_stop_where_it_was_fitted(meaning: ModuleType) -> None:
    rows = [row("a", "no-go", "go", 0.9), row("a", "go", "go", 0.85), row("a", "no-go", "go", 0.8)]
    scores = meaning.call_scores(rows, lambda r: [m["cos"] for m in r["memories"]])
    strict = meaning.pick_threshold(rows, scores, "add", True)
    assert meaning.outcome(rows, meaning.decide(rows, scores, strict, "add")) == (1, 2, 0, 1)
    loose = meaning.pick_threshold(rows, scores, "add", False)
    assert loose == pytest.approx(0.9)  # 0.8 would stop two and one benign: the same net
