"""Claude Code: hook payloads in, hook answers out, transcripts read.

Payload fields (recorded from Claude Code 2.1.x): every event carries `session_id`,
`transcript_path`, `cwd` and `hook_event_name`; SessionStart adds `source`
(startup/resume/clear/compact), UserPromptSubmit `prompt`, PreToolUse `tool_name` and
`tool_input`, PreCompact `trigger`, Stop `stop_hook_active` and
`last_assistant_message`, SessionEnd `reason`.

Answers are JSON on stdout with exit code 0. Context goes in
`hookSpecificOutput.additionalContext`; a PreToolUse verdict in
`hookSpecificOutput.permissionDecision` ("ask"/"deny") with a
`permissionDecisionReason`. A "go" never says "allow": that would skip the person's
own permission rules, so it only adds context.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, assert_never

from memwell.hooks.events import (
    AgentName,
    HookEvent,
    HookKind,
    HookOutcome,
    HookReply,
    Inject,
    Quiet,
    ToolVerdict,
    event_from_payload,
)

if TYPE_CHECKING:  # transcripts are read by the events that archive them, imported there
    from memwell.transcripts import TranscriptMessage

NAME: AgentName = "claude-code"

_KINDS: dict[str, HookKind] = {
    "SessionStart": "session_start",
    "UserPromptSubmit": "prompt",
    "PreToolUse": "pre_tool",
    "PreCompact": "pre_compact",
    "Stop": "stop",
    "SessionEnd": "session_end",
}

# tools whose effects the gate checks before they run: edits, writes, shell commands
GATED_TOOLS = frozenset({"Edit", "Write", "MultiEdit", "NotebookEdit", "Bash"})

# Claude Code fires PreCompact only when it is about to compact: always build the checkpoint
AUTO_COMPACT_MIN_CHARS = 0

# the events `memwell install claude-code` registers, with their matchers
# SessionStart(source=compact) carries the checkpoint; no need to add it to a prompt
CHECKPOINT_ON_NEXT_PROMPT = False

INSTALL_EVENTS: dict[str, str | None] = {
    "SessionStart": None,
    "UserPromptSubmit": None,
    "PreToolUse": "|".join(sorted(GATED_TOOLS)),
    "PreCompact": None,
    "Stop": None,
    "SessionEnd": None,
}


def parse(payload: Mapping[str, Any]) -> HookEvent:
    return event_from_payload(
        payload, agent=NAME, kinds=_KINDS, answer_key="last_assistant_message"
    )


def render(event: HookEvent, outcome: HookOutcome, *, caller_pid: int | None = None) -> HookReply:
    """Claude Code's answer to `event`. `caller_pid` (the hook's process, when another
    process answers for it) does not change it: nothing in this answer depends on the
    process that ran the hook."""
    match outcome:
        case Quiet():
            return neutral()
        case Inject(text=text):
            if event.kind not in ("session_start", "prompt", "pre_tool") or not text:
                return neutral()  # PreCompact, Stop, SessionEnd cannot inject context
            return _json({"hookEventName": event.event_name, "additionalContext": text})
        case ToolVerdict(verdict=verdict, reason=reason, context=context):
            if event.kind != "pre_tool":
                return neutral()
            out: dict[str, Any] = {"hookEventName": event.event_name}
            if verdict == "go":
                if not context:
                    return neutral()
                out["additionalContext"] = context
            else:
                out["permissionDecision"] = "deny" if verdict == "no-go" else "ask"
                out["permissionDecisionReason"] = reason
                if context:
                    out["additionalContext"] = context
            return _json(out)
        case _:
            assert_never(outcome)


def neutral() -> HookReply:
    """No opinion: the agent goes on as if memwell were not there."""
    return HookReply("")


def _json(hook_specific: dict[str, Any]) -> HookReply:
    return HookReply(json.dumps({"hookSpecificOutput": hook_specific}, ensure_ascii=False))


# --- transcripts -------------------------------------------------------------------------


# Trigger / Why / Outcome: PreCompact on a long session (a transcript of tens of MB)
# must finish within the hook timeout. Claude Code's window is 200k tokens (about 800k
# characters), so nothing older than this much text can be in the context it is about
# to compact: the checkpoint is built from the newest messages up to it (tool results
# count here at most TOOL_RESULT_CHARS each, so it covers more context than that).
COMPACT_READ_CHARS = 1_000_000


def read_transcript(path: Path, *, max_chars: int | None = None) -> list[TranscriptMessage]:
    """Claude Code's JSONL transcript as transcript messages (`claude_code_transcript`);
    with `max_chars`, only the newest messages up to that much text, read from the end."""
    from memwell.hooks.claude_code_transcript import read_transcript as read  # archiving only

    return read(path, max_chars=max_chars)
