"""`ChatAgent` against a real local model server (llama.cpp + SmolLM2-135M).

The model is tiny and its answers are poor; what is checked is memwell's side: the
real client and server round trip, recall feeding the turn, and the archive.
"""

from __future__ import annotations

import openai
import pytest

from memwell.agent.chat import ChatAgent
from memwell.api import Harness
from support.llm_server import LlamaServer


@pytest.mark.llm_server
@pytest.mark.slow
def test_chat_turn_with_a_real_local_model(harness: Harness, llm_server: LlamaServer) -> None:
    harness.remember(
        "workspace",
        "git_policy",
        "feedback",
        "Never force-push to main",
        "Never force-push (git push --force) to the main branch.",
    )
    client = openai.OpenAI(api_key="local", base_url=llm_server.base_url, max_retries=0)
    agent = ChatAgent(
        harness, client, llm_server.model, context_window=4096, max_tokens=32, allow_commands=False
    )
    turn = agent.send("Can I force-push to main like last time?")
    assert isinstance(turn.reply, str) and turn.reply.strip()
    assert "git_policy" in turn.recalled
    hits = harness.search_sessions("force-push to main like last time")
    assert any(h.session_id == agent.session_id and h.role == "user" for h in hits)
