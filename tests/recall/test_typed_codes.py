"""A code typed without the separators its memory writes ("KMPLT032W" for "KM-PLT-032-W")
still finds that memory, and only a memory that holds the code is put first."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

from memwell.memory.document import Memory
from memwell.recall.recall_decision import store_match
from memwell.recall.retrieval import IndexRetriever, typed_codes


class _Row:
    """A catalog search hit as `Harness.search` returns it (the fields recall reads)."""

    def __init__(self, name: str, body: str) -> None:
        self.name, self.scope, self.type = name, "workspace", "project"
        self.description, self.score, self.snippet = f"About {name}", 1.0, ""
        self.pinned, self.updated = False, None
        self.memory = Memory(
            name=name,
            type="project",
            description=f"About {name}",
            body=body,
            scope="workspace",
            path=Path(f"{name}.md"),
            created=datetime(2026, 1, 1, tzinfo=UTC),
        )


ROWS = [
    _Row("shop_overview", "Kamome ceramics: mugs, plates and bowls, sold online."),
    _Row("mug_stock", "KM-MUG-032-S: 4 left (celadon mug)."),
    _Row("sku_naming", "Best sellers: KM-PLT-032-W (white 16 cm plate, 2,600 yen)."),
]


def _index_search(query: str, limit: int) -> list[_Row]:
    """Like the catalog's word index: a row matches on a whole word (codes cut at '-')."""
    asked = set(re.findall(r"[a-z0-9]+", query.casefold()))
    found = [r for r in ROWS if asked & set(re.findall(r"[a-z0-9]+", r.memory.body.casefold()))]
    return (found or ROWS[:1])[:limit]


def test_a_code_typed_without_its_separators_finds_the_memory_that_holds_it() -> None:
    turn = "KMPLT032Wの値段いくら？"
    hits = IndexRetriever(_index_search).search(turn, 5)
    assert hits[0].name == "sku_naming"
    # another code sharing a part ("032") is not put first
    assert [h.name for h in hits].count("mug_stock") == 0
    assert store_match(turn, hits).confident


def test_typed_codes_are_letters_with_digits_compacted() -> None:
    assert typed_codes("KM-PLT-032-W, km_plt_032w, mp3, N2, 2024年, HS 8211") == ("kmplt032w",)


def test_a_query_without_a_code_is_searched_once() -> None:
    asked: list[str] = []

    def search(query: str, limit: int) -> list[_Row]:
        asked.append(query)
        return ROWS[:limit]

    IndexRetriever(search).search("what do we charge for plates?", 5)
    assert asked == ["what do we charge for plates?"]


def test_a_search_whose_top_already_holds_the_code_keeps_its_ranking() -> None:
    rules = _Row("manuscript_rules", "Branches: draft/<chapter>; never push to main.")
    chapter = _Row("cookbook_project", "ch07 (sweets): the Japanese half is still to write.")

    def search(query: str, limit: int) -> list[_Row]:
        return [rules, chapter][:limit]

    hits = IndexRetriever(search).search("ch07 のお菓子の章、ブランチ切って始めて", 5)
    assert [h.name for h in hits] == ["manuscript_rules", "cookbook_project"]
