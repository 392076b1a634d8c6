"""Which of two memories on one subject is current, when the old one is written as the
period its way applied, or a memory only mentions a date; and a current decision past
the digest's item cap is still shown beside the one it replaces."""

from __future__ import annotations

from memwell.recall.currency import opening_kind, standings
from memwell.recall.digest import build_digest
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import RecallHit, units
from support.hits import project_hit

ALIASES = ("kitchen car", "キッチンカー")


def _memory(name: str, body: str, type_: str = "project") -> RecallHit:
    hit = project_hit(name, f"{name} notes", body, aliases=ALIASES)
    return RecallHit(**{**{f: getattr(hit, f) for f in hit.__dataclass_fields__}, "type": type_})


def _superseded_by(hits: list[RecallHit], name: str) -> str | None:
    found = standings(hits).get(("workspace", name))
    return found.superseded_by if found else None


def test_a_way_that_ended_is_older_than_the_decision_made_before_its_end() -> None:
    old = _memory("stall_rules_a", "- 2019年から 2026-10-31 までのやり方。\n- 紙で回収していた。")
    new = _memory("stall_rules_b", "- 2026-10-14 に決定、2026-11-01 から実施。\n- ポータルだけ。")
    for hits in ([old, new], [new, old]):
        assert _superseded_by(hits, "stall_rules_a") == "stall_rules_b"
        assert _superseded_by(hits, "stall_rules_b") is None


def test_the_same_in_english_with_the_end_deep_in_the_first_statement() -> None:
    old = _memory("stall_rules_a", "- How I ran it from 2024-04 until 2026-11-30.\n- Cash only.")
    new = _memory("stall_rules_b", "- Decided 2026-11-20 after the 11/8 event.\n- Cashless.")
    assert _superseded_by([old, new], "stall_rules_a") == "stall_rules_b"
    assert _superseded_by([old, new], "stall_rules_b") is None


def test_a_date_the_memory_only_mentions_does_not_make_it_a_newer_decision() -> None:
    van = _memory(
        "stall_van",
        "- 車両：キッチンカー「じゃじゃ号」、ナンバーは岩手 480 さ 21-07。車検は 2027-03-15。",
        "reference",
    )
    rules = _memory("stall_rules_b", "- Decided 2026-11-20 after the 11/8 event.\n- Cashless.")
    assert standings([van, rules]) == {}


def test_what_the_first_date_of_a_memory_says() -> None:
    assert opening_kind("- Decided 2025-01-20, replaces the old one.") == "decided"
    assert opening_kind("2024-03-15 決定\n- Free shipping.") == "decided"
    assert opening_kind("- 2019年〜2026-11-30 のやり方。") == "ended"
    assert opening_kind("- Used from 2022 until 2026-11-15.") == "ended"
    assert opening_kind("- The van, plate 480, inspection due on 2027-03-15.") is None
    assert opening_kind("- No date here.\n- 2026-01-01 later.") is None


def test_the_current_decision_past_the_item_cap_is_shown_beside_the_old_one() -> None:
    query = units("kitchen car menu price list stall")
    words = ["apple", "bread", "cider", "dough", "eggs", "flour"]
    others = [
        project_hit(f"topic_{w}", f"{w} supplier", f"- kitchen car menu price list stall: {w}.")
        for w in words
    ]
    old = _memory("stall_rules_a", "- 2024-04-01 decided.\n- Kitchen car menu price list: ¥700.")
    new = _memory("stall_rules_b", "- Decided 2026-11-20.\n- Now ¥850 a bowl.")
    digest, _ = build_digest([others[0], old, *others[1:], new], MemoryPolicy(), query=query)
    names = [item.name for item in digest.items]
    assert "stall_rules_b" in names  # the old one alone would read as the current price
    assert len(digest.items) <= MemoryPolicy().max_memory_items
    assert len(digest.lines) <= MemoryPolicy().max_digest_lines
