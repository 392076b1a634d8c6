"""Names as people type them: typos, kana and romaji (the detector covers case and hyphens)."""

from __future__ import annotations

from memwell.recall.entity_forms import NameForms, long_vowels

NAMES = [
    ("Kamome", ("Kamome Tobo", "kamome_shop_overview")),
    ("Tsubame", ()),
    ("Shohei", ()),
    ("ひまわり", ()),
    ("Hibi", ()),
    ("orders-db", ()),
    ("Falcon Payments", ("falcon",)),
]


def canon(forms: NameForms, text: str) -> list[str]:
    return [m.canonical for m in forms.find(text)]


def test_a_one_letter_typo_finds_the_name() -> None:
    forms = NameForms(NAMES)
    assert canon(forms, "how big is kamone's instagram now") == ["Kamome"]
    assert canon(forms, "Did Tsubane pay?") == ["Tsubame"]
    assert canon(forms, "kamome tobbo opening hours") == ["Kamome"]


def test_short_names_and_ordinary_words_never_match_by_distance() -> None:
    forms = NameForms(NAMES)
    assert canon(forms, "the hobi shop") == []  # Hibi is 4 letters: exact only
    assert canon(forms, "what is a camera") == []
    assert canon(forms, "buy some tomatoes") == []


def test_romaji_names_are_found_in_kana_and_the_reverse() -> None:
    forms = NameForms(NAMES)
    assert canon(forms, "かもめの在庫は？") == ["Kamome"]
    assert canon(forms, "ツバメの請求書") == ["Tsubame"]
    assert canon(forms, "ヒマワリの予約") == ["ひまわり"]
    assert canon(forms, "is himawari open on sunday") == ["ひまわり"]


def test_long_vowels_compare_equal() -> None:
    assert long_vowels("shouhei") == long_vowels("shohei") == "shohei"
    assert canon(NameForms(NAMES), "ask Shouhei about it") == ["Shohei"]


def test_identifiers_with_separators_and_backticks() -> None:
    forms = NameForms(NAMES)
    found = forms.find("is `orders_db` backed up?")
    assert [m.canonical for m in found] == ["orders-db"]
    assert found[0].surface == "orders_db"
    assert canon(forms, "who owns falcon-payments?") == ["Falcon Payments"]


def test_each_name_is_reported_once_with_its_span() -> None:
    forms = NameForms(NAMES)
    text = "kamone and かもめ"
    (match,) = forms.find(text)
    assert text[match.start : match.end] == "kamone"
    assert match.source == "memory"
