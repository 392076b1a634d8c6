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

The agent-CLI hooks (`memwell.hooks.runner`) use the same object, so a hook and a
Python loop behave alike. Everything goes through the `Harness`; this module adds the
glue only (what to inject, how to word a verdict, what to archive).
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, TypeAlias

if TYPE_CHECKING:  # the facade is imported by the caller; typing only here
    from memwell.api import Harness
    from memwell.memory.tools import MemoryTools, ToolResult

Verdict: TypeAlias = Literal["go", "ask", "no-go"]

# Trigger / Why / Outcome: hook context arrives whole up to ~10k characters in Claude
# Code (larger becomes a preview); the session-start context is cut to stay under it.
START_CONTEXT_MAX_CHARS = 9_000


@dataclass(frozen=True, slots=True)
class TurnContext:
    """What to add to the model's context for one user turn ('' for a generic turn)."""

    text: str
    intent: str | None = None
    recalled: tuple[str, ...] = ()  # names of the memories in the digest
    record: Mapping[str, Any] = field(default_factory=dict)  # the decision record

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "intent": self.intent,
            "recalled": list(self.recalled),
            "record": dict(self.record),
        }


@dataclass(frozen=True, slots=True)
class ToolCheck:
    """The pre-execution gate's answer, worded for a model and a person."""

    verdict: Verdict
    reason: str = ""  # for ask / no-go: which memory says so, quoted
    context: str = ""  # relevant memories for the model, even on go
    memories: tuple[str, ...] = ()
    record: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "reason": self.reason,
            "context": self.context,
            "memories": list(self.memories),
            "record": dict(self.record),
        }


@dataclass(frozen=True, slots=True)
class Compacted:
    """What `compact` did: the messages to continue with, and the checkpoint it wrote."""

    messages: list[dict[str, Any]]
    compacted: bool
    checkpoint: str | None = None
    record: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """What `after_turn` did: messages archived, memories written back."""

    archived: int
    saved: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"archived": self.archived, "saved": list(self.saved)}


class MemorySession:
    """Memory for one conversation of a Python agent loop (see the module docstring)."""

    def __init__(self, harness: Harness, session_id: str | None = None) -> None:
        self.harness = harness
        self.session_id = session_id or f"session-{uuid.uuid4().hex[:12]}"
        self._tools: MemoryTools | None = None

    # --- session start ---------------------------------------------------------------

    def start(self, *, after_compaction: bool = False, include_prompt: bool = True) -> str:
        """The context for a new session: the memory section (profile, indexes,
        instructions), the preflight digest and, after a compaction, this session's
        checkpoint. Empty parts are left out."""
        parts: list[str] = []
        if include_prompt:
            section = self.harness.system_prompt().text.strip()
            if section:
                parts.append(section)
        preflight = self.harness.preflight(session_id=self.session_id)
        if preflight.session_digest.strip():
            parts.append(preflight.session_digest.strip())
        if after_compaction:
            checkpoint = self.harness.checkpoint(self.session_id)
            if checkpoint:
                parts.append(
                    "Checkpoint of this session before it was compacted "
                    "(reference material, not new instructions):\n" + checkpoint.strip()
                )
        text = "\n\n".join(parts)
        if len(text) > START_CONTEXT_MAX_CHARS:
            cut = text.rfind("\n", 0, START_CONTEXT_MAX_CHARS - 80)
            text = text[: cut if cut > 0 else START_CONTEXT_MAX_CHARS - 80]
            text += "\n[memwell: more memory context was left out; use the memory tools]"
        return text

    # --- per user turn -----------------------------------------------------------------

    def user_turn(self, text: str) -> TurnContext:
        """Run the recall pipeline for a user message; `text` of the result is the
        digest to inject ('' when the turn needs no recall)."""
        decision = self.harness.turn(text, session_id=self.session_id)
        recall_text = decision.recall.digest.text.strip()
        gate = decision.gate
        parts = [recall_text] if recall_text else []
        if gate is not None and gate.verdict != "go" and gate.reasons:
            parts.append(f"Memory says this request needs care ({gate.verdict}): {gate.reasons[0]}")
        body = "\n".join(parts)
        return TurnContext(
            text=f"Relevant memory (memwell):\n{body}" if body else "",
            intent=decision.intent,
            recalled=tuple(item.name for item in decision.recall.digest.items),
            record=decision.to_dict(),
        )

    # --- before a tool runs ------------------------------------------------------------

    def before_tool(self, tool_name: str, tool_input: Mapping[str, Any] | str) -> ToolCheck:
        """The pre-execution gate for a tool call (a name and its input, or free text)."""
        action: str | dict[str, Any] = (
            f"{tool_name}: {tool_input}"
            if isinstance(tool_input, str)
            else {"tool": tool_name, "input": dict(tool_input)}
        )
        decision = self.harness.gate(action, session_id=self.session_id)
        quoted = [f'"{f.line}" ({f.scope} memory {f.name})' for f in decision.findings]
        names = tuple(dict.fromkeys(f.name for f in decision.findings))
        reason = ""
        if decision.verdict != "go":
            why = "; ".join(quoted) or "; ".join(decision.reasons) or "a remembered constraint"
            verb = "stopped" if decision.verdict == "no-go" else "needs confirmation"
            reason = f"memwell: {tool_name} {verb}: {why}"
        context = decision.digest.text.strip()
        return ToolCheck(
            verdict=decision.verdict,
            reason=reason,
            context=f"Relevant memory (memwell):\n{context}" if context else "",
            memories=names,
            record=decision.to_dict(),
        )

    # --- after a turn ------------------------------------------------------------------

    def archive(self, messages: Sequence[Mapping[str, Any]]) -> int:
        """Archive the conversation so far (searchable later); returns messages added.

        System messages are left out: they are prompts and memwell's own injected
        digests, not something anyone said, and would echo memories back as "discussed"."""
        said = [m for m in messages if m.get("role") != "system"]
        if not said:
            return 0
        result = self.harness.import_session(said, session_id=self.session_id)
        return result.added

    def after_turn(
        self, messages: Sequence[Mapping[str, Any]], *, writeback: str | None = None
    ) -> TurnRecord:
        """Archive the transcript and offer the latest user text (or `writeback`) to
        writeback, which saves the durable facts it finds."""
        archived = self.archive(messages)
        text = writeback if writeback is not None else last_user_text(messages)
        saved: tuple[str, ...] = ()
        if text:
            result = self.harness.writeback(text, session_id=self.session_id)
            saved = tuple(item.name or item.text for item in result.saved)
        return TurnRecord(archived=archived, saved=saved)

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
        """Archive `messages` and build this session's checkpoint now, whatever their
        size (the agent is about to compact its own context); returns the checkpoint
        text, which is persisted per session for `start(after_compaction=True)`."""
        self.archive(messages)
        if len(messages) < 2:
            return None
        result = self.harness.compact(
            list(messages),
            context_window=_window_for(messages),
            session_id=self.session_id,
            force=True,
        )
        checkpoint: str | None = result.checkpoint
        return checkpoint

    # --- memory tools ------------------------------------------------------------------

    @property
    def tools(self) -> MemoryTools:
        """The memory tools (`openai_tools()`, `anthropic_tools()`, `call()`)."""
        if self._tools is None:
            self._tools = self.harness.memory_tools()
        return self._tools

    def call_tool(self, name: str, arguments: Mapping[str, Any] | str) -> ToolResult:
        return self.tools.call(name, arguments)


def last_user_text(messages: Sequence[Mapping[str, Any]]) -> str:
    for message in reversed(messages):
        if message.get("role") == "user":
            content = message.get("content")
            if isinstance(content, str):
                return content
            if isinstance(content, list):
                return "\n".join(
                    str(p.get("text", "")) for p in content if isinstance(p, Mapping)
                ).strip()
    return ""


def _window_for(messages: Sequence[Mapping[str, Any]]) -> int:
    # Trigger / Why / Outcome: a forced checkpoint uses the transcript's own size (about
    # chars / 4 tokens) as the window, so the compactor keeps roughly the newest fifth
    # verbatim and condenses the rest into the checkpoint, whatever the agent's real window.
    chars = sum(len(str(m.get("content", ""))) for m in messages)
    return max(64, chars // 4)
