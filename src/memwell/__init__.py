"""memwell: durable Markdown memory, triggered recall and compaction for LLM agents."""

from memwell.errors import MemwellError

__all__ = ["MemwellError"]
