"""The model path against a real local OpenAI-compatible server (llama.cpp + SmolLM2-135M).

The model is weak on purpose: what is tested is that memwell talks to a real server and
degrades gracefully - whatever the model writes, the transcript stays valid and the
checkpoint is either the model's (checked) or the extractive fallback.
"""

from __future__ import annotations

import pytest

from memwell.compaction import Policy, compact
from memwell.compaction.transcript import analyze, latest_user_index, parse_transcript
from memwell.llm import ChatMessage, ModelConfig, make_model
from support.llm_server import LlamaServer

pytestmark = pytest.mark.llm_server
# a short excerpt: prompt processing on a shared 2-core machine is the slow part
POLICY = Policy(checkpoint_ratio=0.5, checkpoint_max_tokens=4000, model_input_chars=1500)


def test_the_openai_adapter_gets_a_reply_from_a_real_server(llm_server: LlamaServer) -> None:
    model = make_model(ModelConfig("openai", llm_server.model, llm_server.base_url))
    reply = model.complete([ChatMessage("user", "Say hello.")], max_tokens=16)
    assert isinstance(reply, str) and reply.strip()


def test_compaction_with_a_real_weak_model_degrades_gracefully(llm_server: LlamaServer) -> None:
    messages: list[dict[str, object]] = [
        {"role": "user", "content": "Fix the login bug. Never log passwords."}
    ]
    for i in range(12):
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": f"c{i}",
                        "type": "function",
                        "function": {
                            "name": "read_file",
                            "arguments": f'{{"path": "auth/m{i}.py"}}',
                        },
                    }
                ],
            }
        )
        messages.append(
            {
                "role": "tool",
                "tool_call_id": f"c{i}",
                "content": f"def login_{i}():\n    pass\n" * 15,
            }
        )
        messages.append(
            {"role": "assistant", "content": f"We decided to hash with argon2id in module {i}."}
        )
    messages.append({"role": "user", "content": "Now add a test for the lockout."})
    model = make_model(ModelConfig("openai", llm_server.model, llm_server.base_url, timeout_s=120))
    result = compact(messages, context_window=1600, model=model, force=True, policy=POLICY)
    assert result.status == "compacted"
    assert result.checkpoint_source in ("model", "extractive_fallback")
    assert result.checkpoint is not None and result.checkpoint.startswith("[memwell checkpoint")
    out = parse_transcript(list(result.messages))
    assert (
        out.messages[latest_user_index(analyze(out)) or 0]["content"]
        == "Now add a test for the lockout."
    )
    # whichever source won, the exact artifact trail is there
    assert "read: auth/m" in result.checkpoint
