"""Adapter over the official `anthropic` SDK (the Messages API)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memwell.errors import ModelError, ModelUnavailable
from memwell.llm.provider import ChatMessage, ModelConfig


class AnthropicChat:
    def __init__(self, config: ModelConfig, *, client: Any = None) -> None:
        self.config = config
        if client is None:
            try:
                import anthropic  # the `llm` extra
            except ImportError as exc:
                raise ModelUnavailable(
                    "the anthropic SDK is not installed; "
                    "install it with `pip install 'memwell[llm]'`"
                ) from exc
            client = anthropic.Anthropic(
                api_key=config.api_key,
                base_url=config.base_url,
                timeout=config.timeout_s,
                max_retries=1,
            )
        self._client = client

    @property
    def name(self) -> str:
        return f"anthropic:{self.config.model}"

    def complete(
        self, messages: Sequence[ChatMessage], *, max_tokens: int, temperature: float = 0.0
    ) -> str:
        import anthropic  # already imported by __init__ unless a client was injected

        # `temperature` is not sent: current Anthropic models and SDKs fix sampling themselves.
        system = "\n\n".join(m.content for m in messages if m.role == "system")
        turns = [{"role": m.role, "content": m.content} for m in messages if m.role != "system"]
        kwargs: dict[str, Any] = {}
        if system:
            kwargs["system"] = system
        try:
            response = self._client.messages.create(
                model=self.config.model,
                max_tokens=max_tokens,
                messages=turns,
                **kwargs,
            )
        except anthropic.APIConnectionError as exc:
            raise ModelUnavailable(f"cannot reach the Anthropic API: {exc}") from exc
        except anthropic.AnthropicError as exc:
            raise ModelError(f"{self.name} failed: {exc}") from exc
        return "".join(getattr(block, "text", "") for block in response.content)
