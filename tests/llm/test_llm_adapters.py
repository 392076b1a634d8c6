"""The SDK adapters, driven through the real SDKs against an in-process HTTP transport."""

from __future__ import annotations

import json
from typing import Any

import httpx2 as httpx  # the HTTP client both official SDKs are built on
import pytest

from memwell.errors import ConfigError, ModelError, ModelUnavailable
from memwell.llm import ChatMessage, ModelConfig, make_model
from memwell.llm.anthropic_chat import AnthropicChat
from memwell.llm.openai_chat import OpenAIChat

MESSAGES = [ChatMessage("system", "be brief"), ChatMessage("user", "hello")]


def _openai(handler: Any) -> OpenAIChat:
    import openai

    client = openai.OpenAI(
        api_key="k",
        base_url="http://model.test/v1",
        max_retries=0,
        http_client=httpx.Client(transport=httpx.MockTransport(handler)),
    )
    return OpenAIChat(ModelConfig("openai", "tiny", "http://model.test/v1"), client=client)


def _anthropic(handler: Any) -> AnthropicChat:
    import anthropic

    client = anthropic.Anthropic(
        api_key="k",
        base_url="http://model.test",
        max_retries=0,
        http_client=httpx.Client(transport=httpx.MockTransport(handler)),
    )
    return AnthropicChat(ModelConfig("anthropic", "claude-tiny"), client=client)


def test_openai_adapter_sends_the_chat_and_returns_the_text() -> None:
    seen: dict[str, Any] = {}

    def handler(request: httpx.Request) -> httpx.Response:
        seen.update(json.loads(request.content))
        return httpx.Response(
            200,
            json={
                "id": "x",
                "object": "chat.completion",
                "created": 0,
                "model": "tiny",
                "choices": [
                    {
                        "index": 0,
                        "finish_reason": "stop",
                        "message": {"role": "assistant", "content": "hi there"},
                    }
                ],
            },
        )

    assert _openai(handler).complete(MESSAGES, max_tokens=12) == "hi there"
    assert seen["model"] == "tiny" and seen["max_tokens"] == 12
    assert seen["messages"] == [
        {"role": "system", "content": "be brief"},
        {"role": "user", "content": "hello"},
    ]


def test_openai_adapter_maps_errors_to_model_errors() -> None:
    with pytest.raises(ModelError):
        _openai(lambda r: httpx.Response(500, json={"error": {"message": "boom"}})).complete(
            MESSAGES, max_tokens=5
        )

    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("refused", request=request)

    with pytest.raises(ModelUnavailable, match="cannot reach"):
        _openai(refuse).complete(MESSAGES, max_tokens=5)


def test_anthropic_adapter_puts_the_system_prompt_on_top() -> None:
    seen: dict[str, Any] = {}

    def handler(request: httpx.Request) -> httpx.Response:
        seen.update(json.loads(request.content))
        return httpx.Response(
            200,
            json={
                "id": "m",
                "type": "message",
                "role": "assistant",
                "model": "claude-tiny",
                "content": [{"type": "text", "text": "hello back"}],
                "stop_reason": "end_turn",
                "stop_sequence": None,
                "usage": {"input_tokens": 3, "output_tokens": 2},
            },
        )

    assert _anthropic(handler).complete(MESSAGES, max_tokens=20) == "hello back"
    assert seen["system"] == "be brief"
    assert seen["messages"] == [{"role": "user", "content": "hello"}]


def test_anthropic_adapter_maps_errors() -> None:
    with pytest.raises(ModelError):
        _anthropic(
            lambda r: httpx.Response(
                529, json={"type": "error", "error": {"type": "overloaded_error", "message": "x"}}
            )
        ).complete(MESSAGES, max_tokens=5)


def test_model_config_from_the_llm_section(monkeypatch: pytest.MonkeyPatch) -> None:
    assert ModelConfig.from_mapping({}) is None
    monkeypatch.setenv("MY_KEY", "secret-value")
    config = ModelConfig.from_mapping(
        {"provider": "openai", "model": "m", "base_url": "http://h/v1", "api_key_env": "MY_KEY"}
    )
    assert config == ModelConfig("openai", "m", "http://h/v1", "secret-value")
    with pytest.raises(ConfigError, match="provider"):
        ModelConfig.from_mapping({"provider": "gemini", "model": "m"})
    with pytest.raises(ConfigError, match="unknown"):
        ModelConfig.from_mapping({"model": "m", "temperature": 2})


def test_make_model_picks_the_adapter() -> None:
    assert make_model(ModelConfig("openai", "m", "http://127.0.0.1:9/v1")).name == "openai:m"
    assert make_model(ModelConfig("anthropic", "claude-x", None, "k")).name == "anthropic:claude-x"
