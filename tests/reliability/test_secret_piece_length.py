"""A piece of fewer than 8 characters is never token-shaped: `_shaped` skips such pieces
before its costlier checks (most words of a recall record's prose), which is only right
while no rule of `_piece_kind` judges a piece that short."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from memwell.secrets import fields as secret_fields

_CHARACTERS = st.sampled_from("abcxyzAQXZ0179!#$%&*+=?@^~|-_.:/\\'\"`()[]{}<>aeiouKkMmVvWw")


@given(st.text(_CHARACTERS, max_size=secret_fields._PASSWORD_MIN - 1), st.booleans())
def test_no_rule_judges_a_piece_shorter_than_a_password(piece: str, hex_explained: bool) -> None:
    assert secret_fields._piece_kind(piece, hex_explained=hex_explained) is None


@given(st.text(st.characters(codec="utf-8"), max_size=secret_fields._PASSWORD_MIN - 1))
def test_no_rule_judges_any_short_text(piece: str) -> None:
    assert secret_fields._piece_kind(piece, hex_explained=False) is None


def test_a_short_piece_beside_a_long_one_is_still_read_in_its_text() -> None:
    # the long piece is judged as before; the short words around it are not
    text = "the key NhmVwnnbdFwhVIFLJclYqbHb is here"
    start = text.index("NhmV")
    assert secret_fields.token_shaped_spans(text) == [(start, start + 24)]
