"""A superseded decision is retrieved while the session's context (the always-on profile)
already holds its successor's statements: the digest is built, not an IndexError (the
successor has no values to choose its line from, since the context answers from it)."""

from __future__ import annotations

from memwell.recall.dedupe import Carried
from memwell.recall.digest import build_digest
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import units
from support.hits import project_hit

OLD = project_hit(
    "shipping_policy_2024",
    "Shipping decision",
    "2024-03-15 decided\n- Free shipping from ¥8,000.\n- No overseas shipping.",
    aliases=("shipping",),
)
NEW = project_hit(
    "shipping_policy_2025",
    "Shipping decision",
    "Decided 2025-01-20.\n- Free shipping from ¥10,000.\n- Overseas: EMS only.",
    aliases=("shipping",),
)


def test_a_successor_the_context_carries_is_not_added_again() -> None:
    carried = Carried.of([], ["Free shipping from ¥10,000.", "Overseas: EMS only."])
    digest, _ = build_digest(
        [OLD, NEW], MemoryPolicy(), query=units("free shipping threshold"), carried=carried
    )
    assert "¥10,000" not in digest.text  # the context has it: not said twice
    assert "shipping_policy_2025" in digest.carried  # named as left out
    # the old decision, when shown, still names what replaced it
    for item in digest.items:
        if item.name == "shipping_policy_2024":
            assert item.note == "superseded by shipping_policy_2025"


def test_without_the_context_the_successor_is_shown() -> None:
    digest, _ = build_digest([OLD, NEW], MemoryPolicy(), query=units("free shipping threshold"))
    assert digest.items[0].name == "shipping_policy_2025"
