"""The gate's learned judge: the pairs it weighs, its weights read back, what it changes in
the rule check, and that without the model or the weights the parser decides alone."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from memwell.recall import gate_judge
from memwell.recall.gate_judge import FEATURES, Judge, candidates, reviewer
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.tool_calls import parse_call

ROOT = Path(__file__).resolve().parents[2]
CALENDAR = RuleSource(
    "calendar_rules", "workspace", "Never book appointments with Dr. Tanaka on Sundays."
)
ORDERS = RuleSource("db_rules", "workspace", "Never drop the orders table.")
BOOK = ("mcp__gcal__create_event", {"title": "Appointment with Dr. Tanaka", "date": "2026-12-06"})


def _ops(tool: str, data: dict[str, Any]) -> tuple[Any, ...]:
    return parse_call(tool, data, branch_of=lambda _cwd: None)


def _stages(found: list[gate_judge.Candidate]) -> set[tuple[str, str]]:
    return {(c.source.name, c.stage) for c in found}


def test_candidates_are_the_parsers_stops_the_object_alone_and_the_near_memories() -> None:
    drop = _ops("Bash", {"command": 'psql -c "DROP TABLE orders"'})
    assert _stages(candidates([CALENDAR, ORDERS], drop)) == {("db_rules", "matched")}
    # "book" is not read in create_event: the object alone makes the pair
    booking = candidates([CALENDAR, ORDERS], _ops(*BOOK))
    assert _stages(booking) == {("calendar_rules", "object")}
    # the rule is weighed as parsed, its verbs not granted
    assert "add" not in booking[0].match.rule.verbs
    near = candidates([CALENDAR, ORDERS], _ops(*BOOK), near=frozenset({("workspace", "db_rules")}))
    assert _stages(near) == {("calendar_rules", "object"), ("db_rules", "near")}
    # reading is not what a stopping rule forbids: no pair beyond the parser's own
    select = _ops("Bash", {"command": 'psql -c "SELECT * FROM orders"'})
    everything = frozenset({("workspace", "db_rules"), ("workspace", "calendar_rules")})
    assert candidates([CALENDAR, ORDERS], select, near=everything) == []


class HashEmbedder:
    """Deterministic unit vectors from words: texts sharing words have a high cosine."""

    name = "hash-test"

    def _vector(self, text: str) -> np.ndarray:
        out = np.zeros(64)
        for word in text.lower().replace("_", " ").split():
            out[int(hashlib.sha256(word.encode()).hexdigest(), 16) % 64] += 1.0
        return out / (np.linalg.norm(out) or 1.0)

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        return np.array([self._vector(t) for t in texts])

    def embed_query(self, text: str) -> np.ndarray:
        return self._vector(text)


def _model(weights: dict[str, float], **thresholds: float) -> Judge:
    row = tuple(weights.get(name, 0.0) for name in FEATURES)
    ones = tuple(1.0 for _ in FEATURES)
    zeros = tuple(0.0 for _ in FEATURES)
    limits = {"keep": 0.0, "add": 0.5, "near": 1.01} | thresholds
    return Judge(row, zeros, ones, limits["keep"], limits["add"], limits["near"])


def test_the_judge_stops_a_pair_the_parser_missed_with_the_rules_strength() -> None:
    model = _model({"stage_object": 4.0, "bias": -2.0})
    review = reviewer(HashEmbedder(), "create event", model=model)
    assert review is not None
    check = check_rules([CALENDAR, ORDERS], *BOOK, branch_of=lambda _cwd: None, review=review)
    assert check.verdict == "no-go"
    assert [f.name for f in check.findings] == ["calendar_rules"]
    assert check.findings[0].why.startswith("judged")
    # the same call without the judge goes
    plain = check_rules([CALENDAR, ORDERS], *BOOK, branch_of=lambda _cwd: None)
    assert plain.verdict == "go"


def test_the_judge_can_veto_a_parser_stop() -> None:
    drop = ("Bash", {"command": 'psql -c "DROP TABLE orders"'})
    vetoing = _model({"stage_object": 0.0, "bias": -3.0}, keep=0.5)
    review = reviewer(HashEmbedder(), "drop", model=vetoing)
    check = check_rules([ORDERS], *drop, branch_of=lambda _cwd: None, review=review)
    assert check.verdict == "go"
    assert [f.name for f in check.dismissed] == ["db_rules"]
    keeping = _model({"bias": 3.0}, keep=0.5)
    kept = check_rules(
        [ORDERS],
        *drop,
        branch_of=lambda _cwd: None,
        review=reviewer(HashEmbedder(), "drop", model=keeping),
    )
    assert kept.verdict == "no-go"


def test_the_cosines_come_from_the_embedder() -> None:
    found = candidates([CALENDAR], _ops(*BOOK))
    call = "create_event appointment with dr. tanaka"
    (lexical,) = gate_judge.rows(found, call, None)
    (semantic,) = gate_judge.rows(found, call, gate_judge.Embed(HashEmbedder()))
    at = FEATURES.index("cos_sentence")
    assert lexical[at] == 0.0 and semantic[at] != 0.0
    assert len(semantic) == len(FEATURES) and semantic[-1] == 1.0
    assert lexical[: FEATURES.index("cos_sentence")] == semantic[: FEATURES.index("cos_sentence")]


def test_without_the_embedder_or_the_weights_the_parser_decides_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert reviewer(None, "create event", model=_model({"bias": 5.0})) is None
    monkeypatch.setattr(gate_judge, "packaged", lambda: None)
    assert reviewer(HashEmbedder(), "create event") is None


def test_weights_are_read_back_and_other_features_refused(tmp_path: Path) -> None:
    model = _model({"stage_object": 1.5, "bias": -0.5}, keep=0.2, add=0.7, near=0.9)
    path = tmp_path / "judge.npz"
    gate_judge.save(model, path)
    again = gate_judge.load(path)
    assert again == model
    np.savez(
        path,
        weights=np.zeros(3),
        center=np.zeros(3),
        scale=np.ones(3),
        meta=np.array(json.dumps({"features": ["a", "b", "c"]})),
    )
    with pytest.raises(ValueError, match="other features"):
        gate_judge.load(path)


def _trainer() -> Any:
    spec = importlib.util.spec_from_file_location(
        "train_gate_judge", ROOT / "scripts" / "train_gate_judge.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_training_refuses_an_evaluation_call(tmp_path: Path) -> None:
    trainer = _trainer()
    world = tmp_path / "T_world"
    (world / "fixtures" / "workspace").mkdir(parents=True)
    evaluation = (ROOT / "evals" / "recall" / "world_a" / "gate.jsonl").read_text("utf-8")
    taken = json.loads(evaluation.splitlines()[0])
    mine = {"id": "T-1", "action": taken["action"], "expected": "go", "rule": None}
    (world / "gate.jsonl").write_text(json.dumps(mine) + "\n", encoding="utf-8")
    with pytest.raises(trainer.TrainingError, match="evaluation call"):
        trainer.refuse_evaluation_calls([world])
    fresh = {"id": "T-2", "action": {"tool_name": "Bash", "tool_input": {"command": "ls"}}}
    (world / "gate.jsonl").write_text(json.dumps(fresh | {"expected": "go"}) + "\n", "utf-8")
    trainer.refuse_evaluation_calls([world])  # no error
