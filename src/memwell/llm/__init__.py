"""Language-model providers (optional extra `llm`): a small protocol and SDK adapters."""

from memwell.llm.provider import ChatMessage, ChatModel, ModelConfig, make_model

__all__ = ["ChatMessage", "ChatModel", "ModelConfig", "make_model"]
