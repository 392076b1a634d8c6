"""Confidence by meaning for a statement in the other script than the turn's: across
languages the statement that answers sits further below its script's closest statement
than within one language, so it gets a wider span before it falls under the floor."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from memwell.recall.answer_lines import LexicalLineScorer
from memwell.recall.digest import build_digest
from memwell.recall.item_confidence import SEMANTIC_TOP, semantic_confidence
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import RecallHit, Unit, units

# an English turn; two Japanese memories and one English one (the cosines a multilingual
# model might give: the Japanese rule that answers is 0.02 below the closest Japanese
# statement, which is about something else)
TURN = "book the van for sunday, the apple boxes go to the depot"
COSINES = {
    "ワゴン車の車検は 2027-03-15。": 0.84,  # the closest Japanese statement, not the answer
    "軽ワゴンは父の車。": 0.80,
    "りんご箱の運搬は軽トラで。ラボのワゴン車は一度も使わない。": 0.82,  # the answer
    "Sunday is family day.": 0.88,
}


class _Table:
    """A line scorer that answers from fixed cosines (no model loaded)."""

    name = "fake:table"
    last_used = name

    def similarities(
        self, query_text: str, lines: Sequence[str], context: str = ""
    ) -> list[float] | None:
        return [COSINES.get(line, 0.70) for line in lines]

    def score(
        self, query_text: str, query: Sequence[Unit], lines: Sequence[str], context: str = ""
    ) -> list[float]:
        return LexicalLineScorer().score(query_text, query, lines, context)


def _hit(name: str, body: str) -> RecallHit:
    return RecallHit(name, "workspace", "project", "", 1.0, body=body)


INSPECTION = _hit("lab_van", "- ワゴン車の車検は 2027-03-15。\n- 軽ワゴンは父の車。\n")
MY_CAR = _hit("my_car", "- りんご箱の運搬は軽トラで。ラボのワゴン車は一度も使わない。\n")
FAMILY = _hit("calendar", "- Sunday is family day.\n")


def test_an_other_script_statement_near_its_scripts_closest_is_confident() -> None:
    found = semantic_confidence([INSPECTION, MY_CAR, FAMILY], _Table(), TURN)
    # the closest of each script is SEMANTIC_TOP, as before
    assert found[("workspace", "lab_van")] == pytest.approx(SEMANTIC_TOP)
    assert found[("workspace", "calendar")] == pytest.approx(SEMANTIC_TOP)
    # 0.02 of cosine below the closest Japanese statement: over the floor (0.3) for an
    # English turn, where the same-script span left it at 0.15
    assert found[("workspace", "my_car")] >= MemoryPolicy().min_confidence


def test_a_same_script_statement_keeps_the_narrow_span() -> None:
    japanese_turn = "日曜にワゴン車を予約して、りんご箱を営業所へ"
    found = semantic_confidence([INSPECTION, MY_CAR, FAMILY], _Table(), japanese_turn)
    assert found[("workspace", "my_car")] < MemoryPolicy().min_confidence


def test_the_rule_in_the_other_language_reaches_the_digest() -> None:
    # retrieved fourth: past the few hits under the floor that compete anyway
    others = [_hit("orders", "- Orders ship on Mondays.\n"), _hit("fees", "- Depot fee ¥300.\n")]
    digest, best = build_digest(
        [INSPECTION, FAMILY, *others, MY_CAR],
        MemoryPolicy(),
        query=units(TURN),
        query_text=TURN,
        line_scorer=_Table(),
    )
    assert "my_car" in [item.name for item in digest.items]
    # the best confidence (the recall decision's input) is the closest statement's
    assert best == pytest.approx(SEMANTIC_TOP)
