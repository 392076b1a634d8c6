"""On a turn about the past, a shown current decision brings the decision it replaced;
on a turn about the present it does not."""

from __future__ import annotations

from collections.abc import Sequence

from memwell.recall.answer_lines import LexicalLineScorer
from memwell.recall.digest import build_digest
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import Unit, units
from support.hits import project_hit


class _Model:
    """A model-like line scorer (the two rules act with the model only) whose cosines are
    all alike and under the floor of a confidence by meaning: the words decide."""

    name = "embedding:fixed"
    last_used = name

    def score(
        self, query_text: str, query: Sequence[Unit], lines: Sequence[str], context: str = ""
    ) -> list[float]:
        return LexicalLineScorer().score(query_text, query, lines, context)

    def similarities(
        self, query_text: str, lines: Sequence[str], context: str = ""
    ) -> list[float] | None:
        return [0.70 for _ in lines]


OLD = project_hit(
    "shop_terms_2024",
    "Shop payment terms",
    "Decided 2024-02-01.\n- Payment by card or by transfer to the shop's account.",
    aliases=("shop terms",),
)
NEW = project_hit(
    "shop_terms_2025",
    "Shop payment terms",
    "Decided 2025-06-01. Replaces shop_terms_2024.\n- Payment by card only, through the web shop.",
    aliases=("shop terms",),
)
# a memory whose every line shares the turn's words: by value alone it fills the lines
ACCOUNTS = project_hit(
    "bank_accounts",
    "Bank accounts and payments",
    "- Shop bank account: Hokuetsu Bank, payments from buyers arrive here.\n"
    "- Bank payments over 50,000 yen need my confirmation.\n"
    "- Bank payments to new payees: confirm the account name first.\n"
    "- Bank statements are filed monthly, payments reconciled each Friday.",
)
POLICY = MemoryPolicy(max_digest_lines=4)


def test_a_turn_about_the_past_gets_the_replaced_decision_beside_the_current() -> None:
    turn = "buyers used to pay by bank payment, right? is that still ok?"
    digest, _ = build_digest(
        [ACCOUNTS, NEW, OLD], POLICY, query=units(turn), query_text=turn, line_scorer=_Model()
    )
    names = [item.name for item in digest.items]
    assert "shop_terms_2025" in names
    assert "shop_terms_2024" in names
    assert "transfer to the shop's account" in digest.text
    assert len(digest.text.splitlines()) <= POLICY.max_digest_lines


def test_a_present_turn_does_not_bring_the_replaced_decision() -> None:
    turn = "can buyers pay by bank payment? is that ok?"
    digest, _ = build_digest(
        [ACCOUNTS, NEW, OLD], POLICY, query=units(turn), query_text=turn, line_scorer=_Model()
    )
    names = [item.name for item in digest.items]
    assert "shop_terms_2024" not in names


def test_the_items_cap_holds_when_the_replaced_decision_is_brought() -> None:
    turn = "buyers used to pay by bank payment, right? is that still ok?"
    policy = MemoryPolicy(max_digest_lines=4, max_memory_items=2)
    digest, _ = build_digest(
        [ACCOUNTS, NEW, OLD], policy, query=units(turn), query_text=turn, line_scorer=_Model()
    )
    names = [item.name for item in digest.items]
    assert len(names) <= 2
    assert "shop_terms_2024" in names
    assert "shop_terms_2025" in names


OLD_RATES = project_hit(
    "box_rates_2024",
    "Box rates",
    "Decided 2024-02-01.\n- Flat 1,200 yen a box anywhere.",
    aliases=("box rates",),
)
NEW_RATES = project_hit(
    "box_rates_2025",
    "Shop shipping fee per box",
    "Decided 2025-06-01. Replaces box_rates_2024.\n"
    "- Shop shipping fee: 1,800 yen a box, waived over 10,000 yen.",
    aliases=("box rates",),
)
OTHER = project_hit(
    "shop_packing",
    "Shop packing",
    "- Shop boxes are packed on Fridays; the shipping label goes on top.",
)


def test_a_replaced_decision_under_the_floor_is_shown_on_a_turn_about_the_past() -> None:
    turn = "what was the shop shipping fee before?"
    digest, _ = build_digest(
        [NEW_RATES, OTHER, OLD_RATES],
        MemoryPolicy(),
        query=units(turn),
        query_text=turn,
        line_scorer=_Model(),
    )
    assert "1,200 yen" in digest.text
    assert "superseded by box_rates_2025" in digest.text


def test_a_replaced_decision_under_the_floor_stays_out_of_a_present_turn() -> None:
    turn = "what is the shop shipping fee?"
    digest, _ = build_digest(
        [NEW_RATES, OTHER, OLD_RATES],
        MemoryPolicy(),
        query=units(turn),
        query_text=turn,
        line_scorer=_Model(),
    )
    assert "1,800 yen" in digest.text
    assert "1,200 yen" not in digest.text


def test_without_the_model_a_turn_about_the_past_is_filled_by_value_as_before() -> None:
    turn = "what was the shop shipping fee before?"
    digest, _ = build_digest(
        [NEW_RATES, OTHER, OLD_RATES], MemoryPolicy(), query=units(turn), query_text=turn
    )
    assert "1,200 yen" not in digest.text
