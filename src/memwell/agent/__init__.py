"""memwell for Python agent loops: `MemorySession` (one per conversation) and the
reference terminal agent behind `memwell chat` (`memwell.agent.chat`)."""

from memwell.agent.session import Compacted, MemorySession, ToolCheck, TurnContext, TurnRecord

__all__ = ["Compacted", "MemorySession", "ToolCheck", "TurnContext", "TurnRecord"]
