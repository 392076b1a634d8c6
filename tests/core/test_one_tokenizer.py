"""One tokenizer: what the index can find, recall counts (Korean included)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from memwell.api import Harness
from memwell.index.query import query_terms
from memwell.tokens import terms


def test_recall_terms_and_index_terms_agree_on_hangul() -> None:
    assert terms("금요일 배포") == ["금요", "요일", "배포"]
    assert set(query_terms("금요일 배포").cjk) == set(terms("금요일 배포"))


def test_a_korean_turn_recalls_what_search_finds(harness: Harness) -> None:
    harness.remember(
        "workspace", "friday_rule", "feedback", "금요일 배포 금지", "금요일에는 배포하지 않는다."
    )
    assert [h.name for h in harness.search("금요일 배포")] == ["friday_rule"]
    decision = harness.turn("Fix our 금요일 배포 rule")
    assert decision.recall.status == "queried_success", decision.recall
    assert [i.name for i in decision.recall.digest.items] == ["friday_rule"]


# --- the ASCII shortcut: no CJK run in an ASCII text, the same answer without the pattern ---

_SAMPLES = st.text(
    alphabet=st.sampled_from(list("ab Z9-_.,\t\n") + list("日本語のテストカタカナ한국어ｶﾀ\u3000é")),
    max_size=40,
)


@given(_SAMPLES)
def test_the_cjk_helpers_answer_as_the_pattern_does(text: str) -> None:
    from memwell.tokens import CJK_RUN, cjk_runs, has_cjk, normalize, strip_cjk

    assert has_cjk(text) == (CJK_RUN.search(text) is not None)
    assert strip_cjk(text) == CJK_RUN.sub(" ", text)
    assert cjk_runs(text) == CJK_RUN.findall(normalize(text))


def test_an_ascii_text_is_answered_without_compiling_the_cjk_pattern() -> None:
    import subprocess
    import sys

    probe = (
        "from memwell import tokens\n"
        "tokens.terms('Deploy the billing-service on Friday')\n"
        "assert not tokens.has_cjk('plain') and tokens.cjk_runs('plain') == []\n"
        "assert tokens.has_cjk('plain 日本')  # a non-ASCII text still asks the pattern\n"
        "print(tokens.CJK_RUN._compiled is not None)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe.replace("tokens.has_cjk('plain 日本')", "True")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert out.split() == ["False"], out  # the stand-in never compiled its pattern
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    assert out.split() == ["True"], out
