"""Intent classification: the eight intents, English and Japanese, and the traps."""

from __future__ import annotations

import pytest

from memwell.recall.entities import build_detector
from memwell.recall.intent import classify, mask
from memwell.recall.japanese_ask import japanese_ask
from support.seed import SEED_ENTITIES

DETECTOR = build_detector(SEED_ENTITIES)


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # traps: code keywords inside generic questions
        ("what does `continue` do in a Python loop", "generic_qa"),
        ("What's the difference between break and continue in Python?", "generic_qa"),
        ("How do I resume a paused Docker container?", "generic_qa"),
        ("Is there a way to get the previous row's value in SQL?", "generic_qa"),
        ("How do I drop a column in pandas?", "generic_qa"),
        ("How do I delete a remote git branch?", "generic_qa"),
        ("What is a misogynist?", "generic_qa"),
        ("Translate 'good morning' into French.", "generic_qa"),
        # casual
        ("thanks!", "casual"),
        ("ok sounds good", "casual"),
        ("good morning :)", "casual"),
        # context-dependent follow-ups
        ("do the same for the other one", "continuation"),
        ("Let's continue where we left off yesterday.", "continuation"),
        ("Why did that fail?", "continuation"),
        ("Go ahead.", "continuation"),
        # the rest
        ("Fix the login bug in ClawHub.", "implementation_request"),
        ("Give me a regex that matches email addresses.", "implementation_request"),
        ("Make the BOSS loop skip duplicate proposals.", "implementation_request"),
        ("How should we structure the plugin registry?", "design_request"),
        ("Sketch an architecture for multi-tenant billing.", "design_request"),
        ("DROP TABLE users;", "execution_request"),
        ("git push --force origin main", "execution_request"),
        ("Kick off a release build.", "execution_request"),
        ("What's my preferred commit message style?", "user_specific_context"),
        ("Which frontend stack did we pick?", "user_specific_context"),
        ("Tell me about MISO.", "entity_reference"),
        ("Is agent os running?", "entity_reference"),
    ],
)
def test_english(text: str, intent: str) -> None:
    assert classify(text, DETECTOR).intent == intent


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Pythonのcontinue文は何をしますか？", "generic_qa"),
        ("リストの前の要素を取得する方法は？", "generic_qa"),
        ("Dockerコンテナを再開するには？", "generic_qa"),
        ("ありがとう！", "casual"),
        ("お疲れ様です！", "casual"),
        ("前回の続きをやろう", "continuation"),
        ("同じことをもう一つの方にもやって", "continuation"),
        ("じゃあそれで進めて", "continuation"),
        ("ClawHubのログインバグを直して", "implementation_request"),
        ("コミットメッセージを書いて", "implementation_request"),
        ("本番DBを削除して", "execution_request"),
        ("mainにforce pushして", "execution_request"),
        ("Agent-OSのアーキテクチャを設計し直したい", "design_request"),
        ("私のコミットメッセージのルールは何だっけ？", "user_specific_context"),
        ("MISOって何？", "entity_reference"),
    ],
)
def test_japanese(text: str, intent: str) -> None:
    result = classify(text, DETECTOR)
    assert result.intent == intent
    assert result.language in ("ja", "mixed")


def test_code_spans_and_quotes_are_masked() -> None:
    masked, code = mask('what does `continue` mean in "resume previous"')
    assert "continue" not in masked and "resume" not in masked
    assert code == ["continue"]


def test_execution_like_turns_request_change() -> None:
    for text in (
        "Run the test suite.",
        "Fix the bug.",
        "Do the same for the other one.",
        "それもやって",
    ):
        assert classify(text, DETECTOR).change_requested, text
    for text in ("What is a foreign key?", "thanks!", "Why did that fail?"):
        assert not classify(text, DETECTOR).change_requested, text


def test_entities_are_reported() -> None:
    result = classify("Refactor the event handlers in AgentOS and ClawHub", DETECTOR)
    assert result.entity_names == ("Agent-OS", "ClawHub")
    assert "entity" in result.features


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("The build is failing on CI. Can you fix it?", "implementation_request"),
        ("Looks good. Deploy it to production.", "execution_request"),
        ("I have a parser. Please add timezone support to it.", "implementation_request"),
        ("Here is the log:\n```\nKeyError: 'user'\n```\nWhat does this error mean?", "generic_qa"),
        ("Quick question: what is the default port of PostgreSQL?", "generic_qa"),
    ],
)
def test_multi_sentence_turns(text: str, intent: str) -> None:
    assert classify(text, DETECTOR).intent == intent


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("I am going to deploy the hotfix now", "execution_request"),
        ("about to drop the users table", "execution_request"),
        ("I will run the migrations", "execution_request"),
        ("I am going to the store", "generic_qa"),
    ],
)
def test_announced_actions_are_execution(text: str, intent: str) -> None:
    assert classify(text, DETECTOR).intent == intent


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # English sentences with a Japanese word inside are read by English grammar
        (
            "Upload the 2年 gradebook to Google Drive so I can look at it on my phone.",
            "execution_request",
        ),
        ("Write a news page for the website announcing the 役員会.", "implementation_request"),
        # an amount after an action in the world is what it acts on
        ("Pay ¥18,400 to the glaze supplier from the shop account.", "execution_request"),
        # the spoken contraction of 〜ておいて, and a message app used as the verb
        ("Emily に納品完了メール送っといて。", "execution_request"),
        ("めぐさんに、来週の予定をLINEしといて。", "execution_request"),
        # Japanese grammar with English words stays Japanese
        ("mainにforce pushして", "execution_request"),
    ],
)
def test_mostly_english_text_with_japanese_words_keeps_its_english_form(
    text: str, intent: str
) -> None:
    assert classify(text).intent == intent


@pytest.mark.parametrize(
    "text",
    [
        "再開：請求書の件、どこまで進んでたっけ？",
        "前回の続き：引っ越しの見積もりって何社に頼んでた？",
        "続きだけど、展示のパネルって何枚だったっけ",
        "前の話に戻るけど、予算の上限いくらにしてた？",
        "continuing from earlier: where do the scanned receipts go now?",
        "picking up the garage cleanup from Sunday — can I throw out the old paint?",
        "OK, back to the seating chart: who sits next to grandma?",
    ],
)
def test_a_continuation_preface_makes_the_turn_explicit_continuation(text: str) -> None:
    # the seed's continuation words opening the turn, before a separator and the ask: the
    # ask alone reads as a question about a thing (entity or user-specific context)
    result = classify(text)
    assert result.intent == "continuation"
    assert "explicit_continuation" in result.features


@pytest.mark.parametrize(
    "text",
    [
        "continue the sequence: 2, 4, 8",  # everything the turn needs is in it
        "How do I resume a paused Docker container?",
        "再開するにはどのボタンを押せばいい？",  # a how-to about resuming, no preface
        "前回値を保持する変数の書き方は？",
    ],
)
def test_a_continuation_word_that_is_no_preface_is_not_explicit(text: str) -> None:
    assert "explicit_continuation" not in classify(text).features


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # the ask first, then the reason or a detail: the request form ends the first sentence
        ("請求書を経理に送っておいて。月末で締まるから。", "execution_request"),
        ("設定ファイルにタイムアウトを追加して。今のは長すぎる。", "implementation_request"),
    ],
)
def test_a_japanese_ask_in_an_earlier_sentence_is_read(text: str, intent: str) -> None:
    assert classify(text).intent == intent


@pytest.mark.parametrize(
    ("text", "ask"),
    [
        ("請求書を経理に送っておいて。月末で締まるから。", "請求書を経理に送っておいて。"),
        # the last sentence asks (a question, a request): the turn's end is its ask
        ("サーバーが落ちたって。原因はわかった？", "サーバーが落ちたって。原因はわかった？"),
        ("遅れてごめん。ログを見て", "遅れてごめん。ログを見て"),
        # one sentence, or no earlier request: the whole turn
        ("ログを見ておいて", "ログを見ておいて"),
        ("雨だね。寒いし。", "雨だね。寒いし。"),
    ],
)
def test_japanese_ask_picks_the_asking_sentence(text: str, ask: str) -> None:
    assert japanese_ask(text) == ask
