"""CJK: bigram indexing finds 2-character Japanese words that FTS5 trigram cannot."""

from __future__ import annotations

from memwell.index.search_index import SearchIndex
from memwell.tokens import bigrams, cjk_tokens, fts_text

MESSAGES = [
    {"id": "tokyo", "role": "user", "content": "来週は東京に出張します"},
    {"id": "osaka", "role": "user", "content": "大阪で寿司を食べました"},
    {"id": "tower", "role": "user", "content": "東京タワーの写真を撮った"},
    {"id": "en", "role": "user", "content": "Deploy the billing service on Friday"},
    {"id": "mixed", "role": "user", "content": "The 京都 offsite is booked"},
]


def test_bigrams() -> None:
    assert bigrams("東京タワー") == ["東京", "京タ", "タワ", "ワー"]
    assert bigrams("猫") == ["猫"]
    assert cjk_tokens("I like 寿司 and 猫") == ["寿司", "猫"]


def test_fts_text_keeps_latin_and_adds_bigrams() -> None:
    text = fts_text("meet in 東京 today")
    assert "meet" in text and "today" in text and "東京" in text


def test_halfwidth_katakana_is_normalised() -> None:
    assert cjk_tokens("ｶﾀｶﾅ") == cjk_tokens("カタカナ")


def _ids(index: SearchIndex, query: str) -> list[str]:
    return [h.message_id for h in index.search_sessions(query, limit=10)]


def test_two_character_japanese_words(index: SearchIndex) -> None:
    index.import_session(MESSAGES, session_id="ja")
    assert _ids(index, "寿司")[0] == "osaka"
    assert _ids(index, "大阪")[0] == "osaka"
    assert set(_ids(index, "東京")[:2]) == {"tokyo", "tower"}
    assert "osaka" not in _ids(index, "東京")[:2]


def test_longer_japanese_query_ranks_the_best_match_first(index: SearchIndex) -> None:
    index.import_session(MESSAGES, session_id="ja")
    assert _ids(index, "東京タワー")[0] == "tower"
    assert _ids(index, "東京で寿司")[0] in {"osaka", "tokyo", "tower"}


def test_cjk_inside_english_and_english_queries(index: SearchIndex) -> None:
    index.import_session(MESSAGES, session_id="ja")
    assert _ids(index, "京都")[0] == "mixed"
    assert _ids(index, "billing")[0] == "en"


def test_cjk_memory_search(index: SearchIndex, layout) -> None:  # type: ignore[no-untyped-def]
    scope_dir = layout.scope_dir("user")
    scope_dir.mkdir(parents=True)
    (scope_dir / "travel.md").write_text(
        "---\nname: travel\ntype: user\ndescription: 出張の好み\n---\n大阪では寿司が好き\n",
        encoding="utf-8",
    )
    hits = index.search("寿司")
    assert [h.name for h in hits] == ["travel"]
