"""The digest's line value: its features, its packaged weights, and the contract around it."""

from __future__ import annotations

import pytest

from memwell.recall.answer_kinds import asked_kinds
from memwell.recall.digest import build_digest
from memwell.recall.line_value import (
    FEATURES,
    LineValue,
    LineValueError,
    MemoryReading,
    TurnReading,
    features,
    packaged_weights,
)
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import units
from support.hits import project_hit as _project

LINES = ["Kiln prices and bookings", "Glaze firing ¥6,500 per load.", "本焼きは毎月第2土曜。"]


def _reading(cosines: list[float] | None) -> MemoryReading:
    return MemoryReading(
        lines=LINES,
        cosines=cosines,
        lexical=[0.0, 0.5, 0.0],
        is_open=[False, False, False],
        has_description=True,
        confidence=0.5,
        rank=0,
    )


def test_features_read_each_statement_in_its_place() -> None:
    turn = TurnReading(
        asked=asked_kinds("How much is a glaze firing?"),
        entity_terms=frozenset(),
        continuation=False,
        cjk=False,
    )
    rows = features(turn, _reading([0.80, 0.86, 0.79]), 0.86, 0.5, (0.86, 0.79))
    assert len(rows) == len(LINES) and all(len(row) == len(FEATURES) for row in rows)
    column = {name: [row[i] for row in rows] for i, name in enumerate(FEATURES)}
    assert column["description"] == [1.0, 0.0, 0.0]
    assert column["first_body"] == [0.0, 1.0, 0.0]
    assert column["kind_asked"] == [0.0, 1.0, 0.0]  # the price answers "how much"
    assert column["other_script"] == [0.0, 0.0, 1.0]
    assert column["cos_vs_top"][1] == 0.0 and column["cos_vs_top"][2] < 0
    # the Japanese line is measured against the closest Japanese line, not the English one
    assert column["cos_vs_script"][2] == pytest.approx(0.0)
    without_model = features(turn, _reading(None), 0.0, 0.5)
    assert all(row[FEATURES.index("cos_vs_top")] == 0.0 for row in without_model)


def test_the_packaged_weights_match_the_features_and_value_a_closer_line_higher() -> None:
    value = packaged_weights()
    assert len(value.model.weights) == len(FEATURES) == len(value.lexical.weights)
    turn = TurnReading(frozenset(), frozenset(), continuation=False, cjk=False)
    close, far = features(turn, _reading([0.80, 0.90, 0.70]), 0.90, 0.5, (0.90, 0.70))[1:]
    assert value.value(close, model=True) > value.value(far, model=True)
    assert 0.0 < value.value(close, model=True) < 1.0


def test_weights_fitted_for_other_features_are_refused() -> None:
    data = packaged_weights().to_dict()
    assert LineValue.from_dict(data) == packaged_weights()
    with pytest.raises(LineValueError, match="refit"):
        LineValue.from_dict({**data, "features": [*FEATURES, "something_new"]})
    with pytest.raises(LineValueError, match="refit"):
        LineValue.from_dict({**data, "model": {"mean": [0.0]}})


def test_a_superseded_memory_is_never_shown_without_its_successor() -> None:
    old = _project(
        "units_2025",
        "Units decision",
        "2025-06-01 decided\n- Grams and cups side by side in every recipe.\n",
    )
    new = _project(
        "units_2026",
        "Units decision",
        "2026-03-07 decided: grams only; cups move to the appendix.\n- This replaces units_2025.\n",
        supersedes=("units_2025",),
    )
    policy = MemoryPolicy(max_digest_lines=2)  # the header and one line
    digest, _ = build_digest(
        [old, new], policy, query=units("grams and cups side by side recipe"), min_confidence=0.0
    )
    assert [item.name for item in digest.items] == ["units_2026"]
