"""The optional model-assisted classifier: used when configured, never required."""

from __future__ import annotations

from collections.abc import Sequence

from memwell.errors import ModelUnavailable
from memwell.llm.provider import ChatMessage
from memwell.recall.entities import build_detector
from memwell.recall.intent import classify
from memwell.recall.model_intent import ModelClassifier
from support.seed import SEED_ENTITIES

DETECTOR = build_detector(SEED_ENTITIES)


class Fake:
    name = "fake"

    def __init__(self, reply: str | Exception) -> None:
        self.reply = reply
        self.prompts: list[str] = []

    def complete(
        self, messages: Sequence[ChatMessage], *, max_tokens: int, temperature: float = 0.0
    ) -> str:
        self.prompts.append(messages[-1].content)
        if isinstance(self.reply, Exception):
            raise self.reply
        return self.reply


def test_model_can_revise_the_intent() -> None:
    rules = classify("What was the root cause of the staging DB wipe?", DETECTOR)
    assert rules.intent == "generic_qa"
    model = Fake("user_specific_context\n")
    revised = ModelClassifier(model).refine("What was the root cause...", rules)
    assert revised.intent == "user_specific_context"
    assert "model:user_specific_context" in revised.features
    assert "generic_qa" in model.prompts[0]


def test_bad_answers_and_failures_keep_the_rules() -> None:
    rules = classify("Fix the login bug in ClawHub.", DETECTOR)
    for reply in ("I think it is a request", ModelUnavailable("no SDK")):
        assert ModelClassifier(Fake(reply)).refine("Fix the login bug", rules) is rules


def test_execution_intent_from_the_model_is_gated() -> None:
    rules = classify("hmm, the thing on prod", DETECTOR)
    revised = ModelClassifier(Fake("execution_request")).refine("hmm, the thing on prod", rules)
    assert revised.change_requested
