"""The agent-neutral shape of a hook call: what happened (`HookEvent`), what memwell
wants to say about it (`HookOutcome`), and the bytes the agent CLI gets back (`HookReply`).

Adapters (`claude_code`, `gemini_cli`) translate between an agent's JSON and these
types; the runner decides the outcome from the event alone. This module imports
nothing heavy: it is on every hook call's path.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal, TypeAlias

from memwell.errors import HookPayloadError
from memwell.hooks.injected import strip_injected

AgentName: TypeAlias = Literal["claude-code", "gemini-cli"]
AGENTS: tuple[AgentName, ...] = ("claude-code", "gemini-cli")

# What the runner does for each kind (the agents' own event names differ):
#   session_start -> preflight digest (+ the checkpoint after a compaction)
#   prompt        -> triggered recall digest, nothing for generic turns
#   pre_tool      -> the pre-execution gate, for edits, writes and shell commands
#   pre_compact   -> archive the transcript, build the checkpoint
#   stop          -> archive the transcript, write back (once per answered turn)
#   session_end   -> archive the transcript, write back
#   other         -> nothing (events memwell does not use, e.g. PostToolUse)
HookKind: TypeAlias = Literal[
    "session_start", "prompt", "pre_tool", "pre_compact", "stop", "session_end", "other"
]

_EMPTY: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class HookEvent:
    """One hook call, normalised. `raw` keeps the payload as the agent sent it."""

    agent: AgentName
    kind: HookKind
    event_name: str
    session_id: str | None = None
    cwd: Path | None = None
    transcript_path: Path | None = None
    # SessionStart source (startup/resume/clear/compact), PreCompact trigger, SessionEnd reason
    source: str | None = None
    prompt: str | None = None
    tool_name: str | None = None
    tool_input: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    # True when the agent is already continuing because of a Stop hook: never act again then
    stop_hook_active: bool = False
    # the assistant's final answer, when the agent sends it (Stop / AfterAgent)
    last_answer: str | None = None
    raw: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)


# --- outcomes: a closed union, consumed with match + assert_never by the adapters ------


@dataclass(frozen=True, slots=True)
class Inject:
    """Add `text` to the model's context (session start, a user turn)."""

    text: str


Verdict: TypeAlias = Literal["go", "ask", "no-go"]


@dataclass(frozen=True, slots=True)
class ToolVerdict:
    """The gate's answer for a tool call about to run.

    go: let it run (the agent's own permission rules still apply), with `context` if a
    memory is relevant; ask: have the person confirm, saying why; no-go: refuse, with the
    memory that says why in `reason`.
    """

    verdict: Verdict
    reason: str = ""
    context: str = ""


@dataclass(frozen=True, slots=True)
class Quiet:
    """Say nothing (a generic turn, an event memwell only records)."""

    note: str = ""


HookOutcome: TypeAlias = Inject | ToolVerdict | Quiet


@dataclass(frozen=True, slots=True)
class HookReply:
    """What the hook process prints on stdout, and its exit code (always 0: fail open)."""

    stdout: str
    exit_code: int = 0
    message: str = ""  # for stderr (the agent shows it at most as a warning)


def event_from_payload(
    payload: Mapping[str, Any],
    *,
    agent: AgentName,
    kinds: Mapping[str, HookKind],
    answer_key: str,
) -> HookEvent:
    """The normalised event of an agent CLI whose payloads share Claude Code's field names
    (Gemini CLI's do); `kinds` maps its event names, `answer_key` names the field that
    holds the model's last answer."""
    name = text_field(payload, "hook_event_name")
    if name is None:
        raise HookPayloadError(agent, f"missing hook_event_name; is this a {agent} hook?")
    kind = kinds.get(name, "other")
    source_key = {"session_start": "source", "pre_compact": "trigger"}.get(kind, "reason")
    return HookEvent(
        agent=agent,
        kind=kind,
        event_name=name,
        session_id=bounded_session_id(text_field(payload, "session_id")),
        cwd=path_field(payload, "cwd"),
        transcript_path=path_field(payload, "transcript_path"),
        source=text_field(payload, source_key),
        # what the person typed, without the context memwell injected earlier
        prompt=bounded_prompt(strip_injected(text_field(payload, "prompt") or "")) or None,
        tool_name=text_field(payload, "tool_name"),
        tool_input=mapping_field(payload, "tool_input"),
        stop_hook_active=payload.get("stop_hook_active") is True,
        last_answer=text_field(payload, answer_key),
        raw=dict(payload),
    )


# Trigger: a session id of a megabyte (agents send UUIDs; a broken or hostile caller need
# not). Why: the id goes into every record of the session (archive rows, checkpoint and
# log lines, the provenance line of each memory its flush writes), so a PreCompact with
# a 1 MB id wrote 1 MB memories and did not answer in 60 s. Outcome: an id over this
# length is its start and a hash of the whole, the same for every call of that session.
SESSION_ID_CHARS = 200


def bounded_session_id(value: str | None) -> str | None:
    if value is None or len(value) <= SESSION_ID_CHARS:
        return value
    import hashlib  # only for an id this long

    whole = value.encode("utf-8", errors="surrogatepass")
    return f"{value[: SESSION_ID_CHARS - 17]}-{hashlib.sha256(whole).hexdigest()[:16]}"


# Trigger: a prompt of megabytes (a pasted log, a file). Why: a turn's recall reads the
# whole text (rule terms, the secret scan), about 25 s a megabyte on a quiet machine, so a
# 28 MB prompt's hook ran past 200 s. Outcome: the turn sees the prompt's start and its
# end (where a question after a pasted log is), PROMPT_EDGE_CHARS each; the agent's model
# still gets the whole prompt, and the transcript archived later holds all of it.
PROMPT_EDGE_CHARS = 10_000


def bounded_prompt(text: str) -> str:
    if len(text) <= 2 * PROMPT_EDGE_CHARS:
        return text
    return f"{text[:PROMPT_EDGE_CHARS]}\n…\n{text[-PROMPT_EDGE_CHARS:]}"


def text_field(payload: Mapping[str, Any], key: str) -> str | None:
    value = payload.get(key)
    return value if isinstance(value, str) and value else None


def path_field(payload: Mapping[str, Any], key: str) -> Path | None:
    value = text_field(payload, key)
    return Path(value) if value else None


def mapping_field(payload: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = payload.get(key)
    return MappingProxyType(dict(value)) if isinstance(value, Mapping) else _EMPTY


def timestamp_of(value: Any) -> datetime | None:
    """An agent's ISO 8601 timestamp (a trailing `Z` allowed), or None if it is not one."""
    text = iso_timestamp(value)
    return datetime.fromisoformat(text.replace("Z", "+00:00")) if text else None


def iso_timestamp(value: Any) -> str | None:
    """`value` if it is an ISO 8601 timestamp, else None (the archive rejects anything else,
    and one odd line must not cost the whole transcript)."""
    if not isinstance(value, str) or not value:
        return None
    try:
        datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return value
