"""The store decision after the search: entity_reference or the user's own context."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from test_recall_decision import fixed_head

from memwell.recall.policy import MemoryPolicy
from memwell.recall.recall_decision import StoreEvidence, classify, decide
from memwell.recall.retrieval import RecallHit
from memwell.recall.store_decision import (
    COLUMNS,
    StoreDecision,
    StoreDecisionError,
    is_open,
    read_decision,
    settle,
    shared_decision,
    store_columns,
)

POLICY = MemoryPolicy()
# a decision that reads only the best memory: a user-scope rule makes the turn the user's
BY_TOP = StoreDecision(weights=(0.0, 0.0, -2.0, 0.0), bias=1.0)
RULE = RecallHit(
    "deploy_habits", "user", "feedback", "I deploy on Fridays only after the backup", 1.0
)
PROJECT = RecallHit("orchard_shop", "workspace", "project", "the orchard's web shop", 1.0)
TEXT = "When do I deploy the orchard shop?"


def _decided(probabilities: dict[str, float]):  # type: ignore[no-untyped-def]
    estimate = classify(TEXT, np.zeros(4), head=fixed_head(probabilities))
    return estimate, decide(estimate, StoreEvidence(), POLICY)


def test_a_user_scope_rule_on_top_makes_an_entity_reference_the_users_own() -> None:
    estimate, decided = _decided({"entity_reference": 0.7, "user_specific_context": 0.3})
    assert decided.classification.intent == "entity_reference" and decided.plan.trigger
    settled = settle(decided, estimate, [RULE, PROJECT], TEXT, BY_TOP)
    assert settled.classification.intent == "user_specific_context"
    assert any(f.startswith("store:decision:") for f in settled.classification.features)
    # the recall already made stands: the plan is the one searched with
    assert settled.plan == decided.plan


def test_a_project_on_top_keeps_the_entity_reference() -> None:
    estimate, decided = _decided({"entity_reference": 0.7, "user_specific_context": 0.3})
    assert settle(decided, estimate, [PROJECT, RULE], TEXT, BY_TOP) is decided


def test_turns_outside_the_two_intents_are_not_renamed() -> None:
    estimate, decided = _decided({"design_request": 0.8, "entity_reference": 0.2})
    assert not is_open(decided, estimate)
    assert settle(decided, estimate, [RULE], TEXT, BY_TOP) is decided


def test_the_columns_read_the_search() -> None:
    estimate, decided = _decided({"entity_reference": 0.6, "user_specific_context": 0.4})
    gap, named, top_rule, cover = store_columns(estimate, decided, [RULE, PROJECT], TEXT)
    assert gap == pytest.approx(0.2, abs=1e-3)
    assert named == 0.0 and top_rule == 1.0
    # the rule covers "deploy", the project "orchard" and "shop": the workspace covers more
    assert cover < 0


def test_the_shipped_decision_reads_its_columns_and_says_how_it_was_trained() -> None:
    shipped = shared_decision()
    assert shipped is not None
    assert len(shipped.weights) == len(COLUMNS)
    assert "development worlds" in shipped.trained_on
    # a large gap for an entity reference wins over everything the store says
    assert shipped.entity_score((0.9, 0.0, 1.0, -1.0)) > 0
    assert shipped.entity_score((-0.9, 1.0, 0.0, 1.0)) < 0


def test_a_file_for_other_columns_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "decision.json"
    path.write_text(json.dumps({"columns": ["gap"], "weights": [1.0], "bias": 0.0}))
    with pytest.raises(StoreDecisionError):
        read_decision(path)


def test_without_a_readable_decision_the_intent_stands(monkeypatch: pytest.MonkeyPatch) -> None:
    from memwell.recall import store_decision

    monkeypatch.setattr(store_decision, "_SHARED", [None])  # the file could not be read
    estimate, decided = _decided({"entity_reference": 0.7, "user_specific_context": 0.3})
    assert settle(decided, estimate, [RULE, PROJECT], TEXT) is decided
