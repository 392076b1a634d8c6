"""The small model protocol memwell needs: send chat messages, get text back.

Adapters over the official SDKs live in their own modules and import the SDK lazily,
so `memwell.llm` costs nothing until a model is configured (extra `llm`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol, TypeAlias, runtime_checkable

from memwell.errors import ConfigError

Role: TypeAlias = Literal["system", "user", "assistant"]
Provider: TypeAlias = Literal["openai", "anthropic"]
PROVIDERS: tuple[Provider, ...] = ("openai", "anthropic")


@dataclass(frozen=True, slots=True)
class ChatMessage:
    role: Role
    content: str


@runtime_checkable
class ChatModel(Protocol):
    """Anything that completes a chat: a real SDK adapter or a test fake."""

    @property
    def name(self) -> str: ...

    def complete(
        self, messages: Sequence[ChatMessage], *, max_tokens: int, temperature: float = 0.0
    ) -> str:
        """The model's reply text; raises `ModelError` (or `ModelUnavailable`) on failure."""
        ...


@dataclass(frozen=True, slots=True)
class ModelConfig:
    """Which model to call: from the `[llm]` config section or command-line options."""

    provider: Provider = "openai"
    model: str = ""
    base_url: str | None = None
    api_key: str | None = None  # None: the SDK reads OPENAI_API_KEY / ANTHROPIC_API_KEY
    timeout_s: float = 60.0

    @classmethod
    def from_mapping(cls, raw: Mapping[str, Any]) -> ModelConfig | None:
        """None when no model is configured (the section is empty or has no `model`)."""
        if not raw.get("model"):
            return None
        provider = raw.get("provider", "openai")
        if provider not in PROVIDERS:
            raise ConfigError(
                None, [f"llm.provider must be one of {', '.join(PROVIDERS)}, not {provider!r}"]
            )
        unknown = set(raw) - {
            "provider",
            "model",
            "base_url",
            "api_key",
            "api_key_env",
            "timeout_s",
        }
        if unknown:
            raise ConfigError(None, [f"llm.{k}: unknown setting" for k in sorted(unknown)])
        api_key = raw.get("api_key")
        if raw.get("api_key_env"):
            import os  # only when the config names an environment variable

            api_key = os.environ.get(str(raw["api_key_env"]))
        return cls(
            provider=provider,
            model=str(raw["model"]),
            base_url=str(raw["base_url"]) if raw.get("base_url") else None,
            api_key=str(api_key) if api_key else None,
            timeout_s=float(raw.get("timeout_s", 60.0)),
        )


def make_model(config: ModelConfig) -> ChatModel:
    """The adapter for `config.provider`; raises `ModelUnavailable` if its SDK is missing."""
    match config.provider:
        case "openai":
            from memwell.llm.openai_chat import OpenAIChat

            return OpenAIChat(config)
        case "anthropic":
            from memwell.llm.anthropic_chat import AnthropicChat

            return AnthropicChat(config)
