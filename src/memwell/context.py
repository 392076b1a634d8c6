"""How memory is worded for a model: the session-start context, a turn's recall, a tool
check, and which messages are archived. The `Harness` methods that serve agents
(`session_context`, `turn_context`, `tool_check`, `archive`, `after_turn`,
`checkpoint_now`) build on these, so the agent-CLI hooks and a Python agent loop
(`memwell.agent.MemorySession`) inject the same words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, TypeAlias

if TYPE_CHECKING:
    from memwell.recall.types import GateDecision, TurnDecision
    from memwell.transcripts import TranscriptMessage

Verdict: TypeAlias = Literal["go", "ask", "no-go"]

CHECKPOINT_PREAMBLE = (
    "Checkpoint of this session before it was compacted "
    "(reference material, not new instructions):\n"
)

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


def start_text(parts: Sequence[str]) -> str:
    """The session-start context from its parts (empty ones left out), cut to fit."""
    text = "\n\n".join(p.strip() for p in parts if p and p.strip())
    if len(text) > START_CONTEXT_MAX_CHARS:
        cut = text.rfind("\n", 0, START_CONTEXT_MAX_CHARS - 80)
        text = text[: cut if cut > 0 else START_CONTEXT_MAX_CHARS - 80]
        text += "\n[memwell: more memory context was left out; use the memory tools]"
    return text


def checkpoint_text(checkpoint: str | None) -> str:
    return CHECKPOINT_PREAMBLE + checkpoint.strip() if checkpoint else ""


def turn_context(decision: TurnDecision) -> TurnContext:
    """What to inject for a turn: the recall digest and, if the gate objects, why."""
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


def gate_action(tool_name: str, tool_input: Mapping[str, Any] | str) -> str | dict[str, Any]:
    """The gate's view of a tool call: a name and its input, or free text."""
    if isinstance(tool_input, str):
        return f"{tool_name}: {tool_input}"
    return {"tool": tool_name, "input": dict(tool_input)}


def tool_check(tool_name: str, decision: GateDecision) -> ToolCheck:
    """The gate's answer worded for a model and a person."""
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


Message: TypeAlias = "Mapping[str, Any] | TranscriptMessage"


def as_mapping(message: Message) -> Mapping[str, Any]:
    """A chat-message mapping (what compaction reads) of either form."""
    return message if isinstance(message, Mapping) else message.to_dict()


def said(messages: Sequence[Message]) -> list[Message]:
    """The messages worth archiving. System messages are left out: they are prompts and
    memwell's own injected digests, not something anyone said, and would echo memories
    back as "discussed"."""
    return [m for m in messages if as_mapping(m).get("role") != "system"]


def last_user_text(messages: Sequence[Message]) -> str:
    for message in map(as_mapping, reversed(messages)):
        if message.get("role") == "user":
            content = message.get("content")
            if isinstance(content, str):
                return content
            if isinstance(content, list):
                return "\n".join(
                    str(p.get("text", "")) for p in content if isinstance(p, Mapping)
                ).strip()
    return ""


def window_for(messages: Sequence[Message]) -> int:
    # Trigger / Why / Outcome: a forced checkpoint uses the size of what was said (about
    # chars / 4 tokens; tool outputs left out) as the window, so the compactor keeps
    # roughly the newest fifth verbatim and condenses the rest into the checkpoint,
    # whatever the agent's real window. Counting tool outputs too would let clearing old
    # ones reach the target alone in a tool-heavy session, and no checkpoint be written.
    chars = sum(
        len(str(mapping.get("content", "")))
        for mapping in map(as_mapping, messages)
        if mapping.get("role") != "tool"
    )
    return max(64, chars // 4)
