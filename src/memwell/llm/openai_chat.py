"""Adapter over the official `openai` SDK: OpenAI or any OpenAI-compatible server
(llama.cpp's server, vLLM, Ollama, LM Studio) through `base_url`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memwell.errors import ModelError, ModelUnavailable
from memwell.llm.provider import ChatMessage, ModelConfig


class OpenAIChat:
    def __init__(self, config: ModelConfig, *, client: Any = None) -> None:
        self.config = config
        if client is None:
            try:
                import openai  # the `llm` extra
            except ImportError as exc:
                raise ModelUnavailable(
                    "the openai SDK is not installed; install it with `pip install 'memwell[llm]'`"
                ) from exc
            # A local server needs no key, but the SDK insists on one being set.
            key = (
                config.api_key
                if config.api_key
                else (None if config.base_url is None else "not-needed")
            )
            client = openai.OpenAI(
                api_key=key, base_url=config.base_url, timeout=config.timeout_s, max_retries=1
            )
        self._client = client

    @property
    def name(self) -> str:
        return f"openai:{self.config.model}"

    def complete(
        self, messages: Sequence[ChatMessage], *, max_tokens: int, temperature: float = 0.0
    ) -> str:
        import openai  # already imported by __init__ unless a client was injected

        try:
            response = self._client.chat.completions.create(
                model=self.config.model,
                messages=[{"role": m.role, "content": m.content} for m in messages],
                max_tokens=max_tokens,
                temperature=temperature,
            )
        except openai.APIConnectionError as exc:
            raise ModelUnavailable(
                f"cannot reach the model server at "
                f"{self.config.base_url or 'api.openai.com'}: {exc}"
            ) from exc
        except openai.OpenAIError as exc:
            raise ModelError(f"{self.name} failed: {exc}") from exc
        if not response.choices:
            return ""
        return str(response.choices[0].message.content or "")
