"""The small model protocol memwell needs: send chat messages, get text back.

Adapters over the official SDKs live in their own modules and import the SDK lazily,
so `memwell.llm` costs nothing until a model is configured (extra `llm`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Protocol, TypeAlias, runtime_checkable

from memwell.config import LlmProvider, LlmSettings, parse_table
from memwell.errors import ConfigError

Role: TypeAlias = Literal["system", "user", "assistant"]
Provider: TypeAlias = LlmProvider
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
    def from_mapping(
        cls, raw: LlmSettings | Mapping[str, Any], path: Path | None = None
    ) -> ModelConfig | None:
        """None when no model is configured (the section is empty or has no `model`).

        `path` is the config file the section came from, named in any error."""
        if not isinstance(raw, LlmSettings):
            issues: list[str] = []
            raw = parse_table(LlmSettings, raw, "llm", issues)
            if issues:
                raise ConfigError(path, issues)
        if not raw.model:
            return None
        api_key = raw.api_key
        if raw.api_key_env:
            import os  # only when the config names an environment variable

            api_key = os.environ.get(raw.api_key_env)
        return cls(
            provider=raw.provider,
            model=raw.model,
            base_url=raw.base_url or None,
            api_key=api_key or None,
            timeout_s=raw.timeout_s,
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
