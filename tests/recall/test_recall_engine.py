"""The per-turn pipeline: sessions, triggered recall, statuses, gating and logs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.errors import IndexStoreError
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import RecallHit
from support.seed import SEED_ENTITIES

SEED_LOG_FIELDS = {
    "turn_id",
    "session_id",
    "intent",
    "recall_trigger",
    "recall_mode",
    "recall_status",
    "recall_item_count",
    "injected_item_count",
    "pre_execution_gate",
    "elapsed_ms",
}


def test_generic_turn_does_no_retrieval(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine, retriever = engine_factory()
    decision = engine.turn("what does `continue` do in a Python loop", session_id="s1")
    assert decision.intent == "generic_qa"
    assert not decision.recall_trigger
    assert decision.recall.status == "not_needed"
    assert decision.gate is None
    assert retriever.calls == []


def test_entity_turn_recalls_the_entity(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine, retriever = engine_factory()
    decision = engine.turn("what's the status of the Nimbus invoices?", session_id="s1")
    assert decision.recall_trigger
    assert decision.recall.mode == "entity_query"
    assert decision.recall.status == "queried_success"
    assert decision.recall.digest.items[0].name == "nimbus_service"
    assert "Nimbus" in decision.classification.entity_names
    assert len(retriever.calls) == 1


def test_learned_japanese_alias(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine, _ = engine_factory()
    decision = engine.turn("ニンバスの請求書について", session_id="s1")
    assert decision.classification.entity_names == ("Nimbus",)
    assert decision.recall.digest.items[0].name == "nimbus_service"


def test_continuation_brings_open_items(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine, _ = engine_factory()
    decision = engine.turn("let's continue where we left off", session_id="s1")
    assert decision.recall.mode == "continuation_query"
    assert "clawhub_auth_bug" in [i.name for i in decision.recall.digest.items]


def test_execution_turn_is_gated(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine, _ = engine_factory()
    decision = engine.turn("drop the users table on staging", session_id="s1")
    assert decision.intent == "execution_request"
    assert decision.gate is not None and decision.gate.verdict == "ask"
    assert "db_safety" in decision.digest_text


def test_no_hits_and_low_confidence(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine, _ = engine_factory()
    nothing = engine.turn("refactor the zyxwv quux module", session_id="s1")
    assert nothing.recall.status == "queried_no_hits"
    weak = engine.turn(
        "refactor the dashboard tooltip spacing and the login colours", session_id="s1"
    )
    assert weak.recall.status in ("queried_low_confidence", "queried_success")


class Broken:
    def search(self, query: str, limit: int) -> list[RecallHit]:
        raise IndexStoreError("index is locked")


def test_query_failed_is_recorded(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine, _ = engine_factory()
    engine._retriever = Broken()
    decision = engine.turn("Tell me about Nimbus", session_id="s1")
    assert decision.recall.status == "query_failed"
    assert decision.to_dict()["error"] == "index is locked"


def test_new_session_only_once_across_processes(engine_factory) -> None:  # type: ignore[no-untyped-def]
    first, _ = engine_factory()
    second, _ = engine_factory()  # another engine on the same home, like another process
    a = first.turn("hello", session_id="shared")
    b = second.turn("hello again", session_id="shared")
    assert a.new_session and a.preflight is not None
    assert not b.new_session and b.preflight is None
    assert "profile_fact" in a.preflight.pinned


def test_preflight_can_be_switched_off(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine, _ = engine_factory(
        MemoryPolicy(preflight_on_session_start=False, entities=SEED_ENTITIES)
    )
    assert engine.turn("hi", session_id="new").preflight is None


def test_logs_have_the_seed_fields(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine, _ = engine_factory()
    engine.turn("Fix the ClawHub login bug", session_id="s9")
    engine.gate("DROP TABLE users", session_id="s9")
    lines = engine.log.path.read_text(encoding="utf-8").splitlines()
    turn, gate = (json.loads(line) for line in lines[-2:])
    assert set(turn) >= SEED_LOG_FIELDS
    assert turn["kind"] == "turn" and turn["session_id"] == "s9"
    assert turn["pre_execution_gate"] == "go" and "clawhub_auth_bug" in turn["digest"]
    assert gate["kind"] == "gate" and gate["verdict"] == "ask"
    assert [r["kind"] for r in engine.log.read(session_id="s9")] == ["turn", "gate"]


def test_policy_limits_apply(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine, _ = engine_factory(
        MemoryPolicy(max_memory_items=1, max_digest_lines=2, entities=SEED_ENTITIES)
    )
    decision = engine.turn("let's continue where we left off", session_id="s1")
    assert len(decision.recall.digest.items) <= 1
    assert len(decision.recall.digest.lines) <= 2


def test_harness_turn_uses_the_search_index(seeded: Harness) -> None:
    decision = seeded.turn("Tell me about Nimbus billing", session_id="h1")
    assert decision.recall.status == "queried_success"
    assert decision.recall.digest.items[0].name == "nimbus_service"
    assert seeded.recall_logs(session_id="h1")[0]["intent"] == "entity_reference"


def test_the_view_is_reused_and_refreshed(seeded: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    first = seeded.recall.view()
    assert not (seeded.layout.recall_state_dir / "snapshot.json").exists()  # in the catalog
    assert seeded.recall.view() is first
    names = first.detector().names
    # a fresh process reads the stored entities instead of learning them again
    fresh = Harness(seeded.layout.home, seeded.layout.workspace)
    monkeypatch.setattr(
        "memwell.recall.memory_view.learn_from_evidence", lambda *a: pytest.fail("derived again")
    )
    assert fresh.recall.view().detector().names == names
    monkeypatch.undo()
    seeded.remember("workspace", "zorbatron", "project", "ZorbaTron is the new queue", "ZorbaTron.")
    assert "ZorbaTron" in seeded.recall.detector().names


@pytest.mark.parametrize("text", ["", "   ", "```\n```", "?" * 500])
def test_odd_text_does_not_crash(seeded: Harness, text: str) -> None:
    assert seeded.turn(text, session_id="odd").intent in ("generic_qa", "casual", "continuation")


def test_session_state_lives_under_home(seeded: Harness) -> None:
    seeded.turn("hi", session_id="abc")
    state = seeded.layout.home / "state" / "recall" / "sessions"
    assert len(list(state.iterdir())) == 1
    assert isinstance(state, Path)


def test_keyword_retriever_policy_follows_store_writes(seeded: Harness) -> None:
    seeded = Harness(
        seeded.layout.home,
        seeded.layout.workspace,
        policy=MemoryPolicy(retriever="keyword", entities=SEED_ENTITIES),
    )
    first = seeded.turn("Tell me about Nimbus", session_id="k1")
    assert first.recall.digest.items[0].name == "nimbus_service"
    seeded.remember(
        "workspace", "quokka_service", "project", "Quokka is the image resizer", "Quokka."
    )
    second = seeded.turn("what do we use Quokka for?", session_id="k1")
    assert "quokka_service" in [i.name for i in second.recall.digest.items]


def test_logs_redact_secrets_and_rotate(engine_factory) -> None:  # type: ignore[no-untyped-def]
    engine, _ = engine_factory()
    key = "sk-" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4"
    engine.turn(f"fix the ClawHub login, the key is {key}", session_id="sec")
    raw = engine.log.path.read_text(encoding="utf-8")
    assert key not in raw and "[REDACTED]" in raw
    engine.log.max_bytes = 10
    engine.turn("hello", session_id="sec")
    assert engine.log.rotated.is_file()
    assert [r["session_id"] for r in engine.log.read(limit=None)] == ["sec", "sec"]
