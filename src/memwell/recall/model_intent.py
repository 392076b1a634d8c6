"""Optional model-assisted intent classification (extra `llm`), never required.

With `memory_policy.classifier = "model"` and a model configured in `[llm]`, the rule-based
result is shown to the model with the turn, and the model may change the intent. Its answer
must be exactly one of the eight intent names; anything else, or any model failure, keeps the
rule-based result (the turn never fails because a model did). Entities and features stay
those of the rules, so logs still say why.
"""

from __future__ import annotations

import dataclasses
import logging

from memwell.errors import ModelError
from memwell.llm.provider import ChatMessage, ChatModel
from memwell.recall.types import EXECUTION_INTENTS, INTENTS, Classification, Intent

log = logging.getLogger(__name__)

_SYSTEM = """You classify one user message sent to a coding/ops assistant that has a \
long-term memory. Answer with exactly one label and nothing else:
generic_qa - a general question answerable without the user's context
casual - greetings, thanks, small talk
continuation - continues or refers to earlier work or conversation ("continue", "do the same \
for the other one", "why did that fail?")
entity_reference - about a named project/product/person the user works with
user_specific_context - about the user's own preferences, setup, decisions, conventions
implementation_request - asks to write, change or fix code or files
design_request - asks for architecture, a plan, or a choice between approaches
execution_request - asks to run, deploy, delete, push, migrate or otherwise act"""


class ModelClassifier:
    def __init__(self, model: ChatModel) -> None:
        self.model = model

    def refine(self, text: str, rules: Classification) -> Classification:
        """The model's intent for `text`, or `rules` unchanged if the model cannot say."""
        prompt = (
            f"Message: {text}\n"
            f"A rule-based classifier said: {rules.intent} "
            f"(features: {', '.join(rules.features) or 'none'}; "
            f"known entities: {', '.join(rules.entity_names) or 'none'}).\nLabel:"
        )
        try:
            reply = self.model.complete(
                [ChatMessage("system", _SYSTEM), ChatMessage("user", prompt)], max_tokens=8
            )
        except ModelError as exc:
            log.warning("intent model failed, keeping the rule-based intent: %s", exc)
            return rules
        label = reply.strip().strip(".`'\"").lower()
        if label not in INTENTS or label == rules.intent:
            return rules
        intent: Intent = label
        return dataclasses.replace(
            rules,
            intent=intent,
            features=(*rules.features, f"model:{label}"),
            change_requested=rules.change_requested or intent in EXECUTION_INTENTS,
        )
