"""A memory's statements are parsed once per text and kept; every caller still gets a
list of its own, equal to a fresh parse."""

from __future__ import annotations

from memwell.memory.statements import Statement, memory_statements

BODY = "## Pricing\n\n- glaze firing ¥3,000 per shelf\n- bisque firing ¥2,000 per shelf\n"


def test_a_callers_list_is_its_own() -> None:
    first = memory_statements("Kiln prices", BODY)
    first.clear()
    again = memory_statements("Kiln prices", BODY)
    assert [s.shown for s in again] == [
        "Kiln prices",
        "Pricing: glaze firing ¥3,000 per shelf",
        "Pricing: bisque firing ¥2,000 per shelf",
    ]


def test_a_kept_parse_is_the_parse_of_its_own_texts() -> None:
    memory_statements("Kiln prices", BODY)
    edited = BODY.replace("¥3,000", "¥3,500")
    assert Statement("glaze firing ¥3,500 per shelf", "Pricing") in memory_statements(
        "Kiln prices", edited
    )
    assert memory_statements("Kiln prices", edited) != memory_statements("Kiln prices", BODY)
