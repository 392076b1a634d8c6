"""Model refinement against a real local OpenAI-compatible server (llama.cpp + SmolLM2-135M).

The model is tiny and weak: what is tested is that consolidation talks to a real server
through the `[llm]` configuration and that whatever the model writes, only proposals
that pass the evidence rule reach the inbox, beside the deterministic ones.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from consolidate.conftest import SESSION_ONE
from memwell.api import Harness
from memwell.consolidate.grounding import grounded
from memwell.consolidate.run import RunOptions
from support.llm_server import LlamaServer

pytestmark = pytest.mark.llm_server


def test_a_real_model_adds_only_supported_candidates(
    llm_server: LlamaServer, isolated_home: Path, workspace_dir: Path
) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text(
        f'[llm]\nprovider = "openai"\nmodel = "{llm_server.model}"\n'
        f'base_url = "{llm_server.base_url}"\ntimeout_s = 120\n'
    )
    harness = Harness(isolated_home, workspace_dir)
    harness.import_session(SESSION_ONE, session_id="s1")
    report = harness.consolidation.run(RunOptions(use_model=True, hygiene=False))
    assert report.ran and report.model == f"openai:{llm_server.model}"
    candidates = harness.consolidation.candidates()
    rules = [c for c in candidates if c.origin == "rules"]
    assert {c.kind for c in rules} == {"preference", "decision", "constraint", "person"}
    contents = {m["id"]: m["content"] for m in SESSION_ONE}
    for c in candidates:
        evidence = c.evidence[0]
        assert evidence.message_id in contents
        if c.origin == "model":
            assert grounded(c.statement, evidence.quote, contents[evidence.message_id], None)


def test_asking_for_a_model_without_one_configured_is_a_clear_error(harness: Harness) -> None:
    from memwell.errors import ModelUnavailable

    with pytest.raises(ModelUnavailable, match="none is configured"):
        harness.consolidation.run(RunOptions(use_model=True))
