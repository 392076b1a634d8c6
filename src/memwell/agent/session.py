"""`MemorySession`: memwell for a Python agent loop, one object per conversation.

An agent loop calls it at five moments and hands the model its memory tools:

    memory = MemorySession(Harness(), session_id="chat-42")
    system = base_prompt + "\n\n" + memory.start()          # session start
    ...
    ctx = memory.user_turn(user_text)                        # per user turn
    if ctx.text: messages.append({"role": "system", "content": ctx.text})
    check = memory.before_tool("Bash", {"command": "..."})   # before a tool runs
    if check.verdict == "no-go": ...refuse, tell the model check.reason...
    memory.after_turn(messages)                              # after a turn
    messages = memory.compact(messages, context_window=8192) # when the context fills
    tools = memory.tools.openai_tools(); memory.call_tool(name, arguments)

Every moment is a `Harness` method (the agent-CLI hooks call the same methods), so a
hook and a Python loop behave alike; this object only remembers the session id.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from memwell.context import Compacted, ToolCheck, TurnContext, TurnRecord, last_user_text

__all__ = ["Compacted", "MemorySession", "ToolCheck", "TurnContext", "TurnRecord", "last_user_text"]

if TYPE_CHECKING:  # the facade is imported by the caller; typing only here
    from memwell.api import Harness
    from memwell.memory.tools import MemoryTools, ToolResult


class MemorySession:
    """Memory for one conversation of a Python agent loop (see the module docstring)."""

    def __init__(self, harness: Harness, session_id: str | None = None) -> None:
        self.harness = harness
        self.session_id = session_id or f"session-{uuid.uuid4().hex[:12]}"
        self._tools: MemoryTools | None = None

    # --- the moments of a conversation (each a `Harness` method) ---------------------------

    def start(self, *, after_compaction: bool = False, include_prompt: bool = True) -> str:
        """The context for a new session (see `Harness.session_context`)."""
        return self.harness.session_context(
            self.session_id, after_compaction=after_compaction, include_prompt=include_prompt
        )

    def user_turn(self, text: str) -> TurnContext:
        """Run the recall pipeline for a user message; `text` of the result is the
        digest to inject ('' when the turn needs no recall)."""
        return self.harness.turn_context(text, session_id=self.session_id)

    def before_tool(self, tool_name: str, tool_input: Mapping[str, Any] | str) -> ToolCheck:
        """The pre-execution gate for a tool call (a name and its input, or free text)."""
        return self.harness.tool_check(tool_name, tool_input, session_id=self.session_id)

    def archive(self, messages: Sequence[Mapping[str, Any]]) -> int:
        """Archive the conversation so far (searchable later); returns messages added."""
        return self.harness.archive(messages, session_id=self.session_id)

    def after_turn(
        self, messages: Sequence[Mapping[str, Any]], *, writeback: str | None = None
    ) -> TurnRecord:
        """Archive the transcript and offer the latest user text (or `writeback`) to
        writeback, which saves the durable facts it finds."""
        return self.harness.after_turn(messages, session_id=self.session_id, writeback=writeback)

    # --- when the context fills ----------------------------------------------------------

    def compact(self, messages: Sequence[Mapping[str, Any]], *, context_window: int) -> Compacted:
        """Archive, then compact `messages` (OpenAI or Anthropic format) to fit
        `context_window`. Under the compaction trigger nothing changes
        (`compacted` is False); otherwise the older history becomes a checkpoint
        (persisted for this session) and the recent tail is kept."""
        self.archive(messages)
        result = self.harness.compact(
            list(messages), context_window=context_window, session_id=self.session_id
        )
        return Compacted(
            messages=[dict(m) for m in result.messages],
            compacted=result.status != "not_needed",
            checkpoint=result.checkpoint,
            record=result.to_dict() if hasattr(result, "to_dict") else {},
        )

    def checkpoint_now(self, messages: Sequence[Mapping[str, Any]]) -> str | None:
        """Archive `messages` and build this session's checkpoint now (see
        `Harness.checkpoint_now`); `start(after_compaction=True)` injects it."""
        return self.harness.checkpoint_now(messages, session_id=self.session_id)

    # --- memory tools ------------------------------------------------------------------

    @property
    def tools(self) -> MemoryTools:
        """The memory tools (`openai_tools()`, `anthropic_tools()`, `call()`)."""
        if self._tools is None:
            self._tools = self.harness.memory_tools()
        return self._tools

    def call_tool(self, name: str, arguments: Mapping[str, Any] | str) -> ToolResult:
        return self.tools.call(name, arguments)
