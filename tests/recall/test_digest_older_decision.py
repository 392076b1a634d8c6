"""A replaced decision shown beside its successor takes lines only when the turn asks how
things were; on a turn about the present its lines come after every other statement."""

from __future__ import annotations

import pytest

from memwell.recall.digest import build_digest
from memwell.recall.past_turn import asks_about_past
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import units
from support.hits import project_hit

OLD = project_hit(
    "parcel_rules_2024",
    "Parcel decision",
    "2024-03-15 decided\n- Parcels to Canada by airmail, flat fee 2,400 yen.\n"
    "- Parcels over 2 kg split in two boxes.",
    aliases=("parcels",),
)
NEW = project_hit(
    "parcel_rules_2025",
    "Parcel decision",
    "Decided 2025-01-20.\n- Parcels to Canada by courier only, the buyer pays the actual fee.",
    aliases=("parcels",),
)
CUSTOMS = project_hit(
    "customs_forms",
    "Customs forms for parcels",
    "- Every parcel to Canada needs the CN22 form filled in English.",
)
# header + three lines: the successor's, one more, and no room for the older way besides
POLICY = MemoryPolicy(max_digest_lines=3)


def test_a_present_turn_gets_the_other_memory_not_the_older_way() -> None:
    digest, _ = build_digest(
        [OLD, NEW, CUSTOMS],
        POLICY,
        query=units("send the parcels to Canada"),
        query_text="send the parcels to Canada",
    )
    assert "courier only" in digest.text
    assert "CN22" in digest.text
    assert "airmail" not in digest.text
    assert len(digest.text.splitlines()) <= POLICY.max_digest_lines


def test_a_turn_about_the_past_still_gets_the_older_way() -> None:
    turn = "how did we send parcels to Canada before, by airmail?"
    digest, _ = build_digest([OLD, NEW, CUSTOMS], POLICY, query=units(turn), query_text=turn)
    assert "airmail" in digest.text
    assert "superseded by parcel_rules_2025" in digest.text


@pytest.mark.parametrize(
    "turn",
    [
        "what did the plan look like before the move?",
        "we used to meet on Fridays, right?",
        "what was the original budget",
        "昔はどの倉庫を使ってたっけ",
        "去年の会費はいくらでしたか",
        "移転より前の住所は？",
        "2年前の見積もりを出して",
    ],
)
def test_turns_about_the_past(turn: str) -> None:
    assert asks_about_past(turn)


@pytest.mark.parametrize(
    "turn",
    [
        "send the parcels to Canada",
        "draft a reply to the landlord about the heating",
        "名前と午前の予定を教えて",
        "駅前の店に注文を出して",
        "3日前までに請求書を送って",
        "倉庫の在庫を確認して",
    ],
)
def test_turns_about_the_present(turn: str) -> None:
    assert not asks_about_past(turn)
