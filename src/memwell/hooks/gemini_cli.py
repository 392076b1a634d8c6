"""Gemini CLI: hook payloads in, hook answers out, transcripts read.

Payload fields (recorded from Gemini CLI 0.61): every event carries `session_id`,
`transcript_path`, `cwd`, `hook_event_name` and `timestamp`; SessionStart adds `source`
(startup/resume/clear), BeforeAgent `prompt`, BeforeTool `tool_name` and `tool_input`,
PreCompress `trigger` (auto/manual), AfterAgent `prompt`, `prompt_response` and
`stop_hook_active`, SessionEnd `reason`.

Answers are JSON on stdout (always some JSON: Gemini CLI parses it). Context goes in
`hookSpecificOutput.additionalContext` (SessionStart, BeforeAgent). BeforeTool takes a
top-level `decision` ("deny" with a `reason` the model sees, or "ask" with a
`systemMessage` the person sees); it has no context field, so a "go" with a relevant
memory shows it to the person as a `systemMessage`.
"""

from __future__ import annotations

import json
import re
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
from memwell.lazy_patterns import lazy_compile

if TYPE_CHECKING:  # transcripts are read by the events that archive them, imported there
    from memwell.transcripts import TranscriptMessage

NAME: AgentName = "gemini-cli"

_KINDS: dict[str, HookKind] = {
    "SessionStart": "session_start",
    "BeforeAgent": "prompt",
    "BeforeTool": "pre_tool",
    "PreCompress": "pre_compact",
    "AfterAgent": "stop",
    "SessionEnd": "session_end",
}

# Gemini CLI's built-in tools that edit, write or run commands
GATED_TOOLS = frozenset({"write_file", "replace", "run_shell_command"})

# Trigger / Why / Outcome: Gemini CLI 0.61 fires PreCompress (trigger "auto") on ordinary
# turns too, not only when it compresses (it compresses at half of a 1M-token window). A
# checkpoint costs about a second, so an auto PreCompress on a transcript under this size
# only archives; a manual /compress, or a transcript this large, also builds the checkpoint.
AUTO_COMPACT_MIN_CHARS = 200_000

# no SessionStart after a compression: the next prompt carries the checkpoint once
CHECKPOINT_ON_NEXT_PROMPT = True

INSTALL_EVENTS: dict[str, str | None] = {
    "SessionStart": None,
    "BeforeAgent": None,
    "BeforeTool": "|".join(sorted(GATED_TOOLS)),
    "PreCompress": None,
    "AfterAgent": None,
    "SessionEnd": None,
}


def parse(payload: Mapping[str, Any]) -> HookEvent:
    return event_from_payload(payload, agent=NAME, kinds=_KINDS, answer_key="prompt_response")


# Gemini CLI refuses, in a non-interactive run, a tool call its own policy would ask about;
# memwell's "ask" does the same there instead of waiting for an answer that never comes.
HEADLESS_ASK = (
    ". Gemini CLI is running non-interactively, so nobody can confirm: refused, as Gemini CLI "
    "refuses its own confirmations in headless runs. Run it in an interactive session to "
    "confirm it."
)


# Trigger: context memwell hands Gemini CLI in `additionalContext`. Why: Gemini CLI 0.61
# escapes `<` and `>` in it (and only those: `&` and quotes pass) before wrapping it in
# `<hook_context>`, so a digest's quoted answer line reached the model as `&gt; Never
# force-push ...` (tests/hooks/fixtures/gemini_cli_model_requests.json). Outcome: the
# context is written without the two characters: a Markdown quote marker that opens a
# line becomes an indent (the line stays under its item), any other `<` or `>` its
# fullwidth form, which reads the same and which Gemini CLI leaves as it is.
_QUOTE_MARKERS = lazy_compile(r"^([ \t]*)((?:>[ \t]?)+)", re.MULTILINE)
_GEMINI_ESCAPES = str.maketrans({"<": "\uff1c", ">": "\uff1e"})


def context_for_gemini(text: str) -> str:
    """`text` as Gemini CLI passes it to the model unchanged (nothing it would escape)."""
    unquoted = _QUOTE_MARKERS.sub(lambda m: m.group(1) + "  " * m.group(2).count(">"), text)
    return unquoted.translate(_GEMINI_ESCAPES)


def render(event: HookEvent, outcome: HookOutcome, *, caller_pid: int | None = None) -> HookReply:
    """Gemini CLI's answer to `event`. An "ask" depends on whether Gemini CLI runs
    headless, read from the process tree above `caller_pid` (the hook's process, when
    another process answers for it; else this one's parent)."""
    match outcome:
        case Quiet():
            return neutral()
        case Inject(text=text):
            if event.kind not in ("session_start", "prompt") or not text:
                return neutral()
            return _json(
                {
                    "hookSpecificOutput": {
                        "hookEventName": event.event_name,
                        "additionalContext": context_for_gemini(text),
                    }
                }
            )
        case ToolVerdict(verdict=verdict, reason=reason, context=context):
            if event.kind != "pre_tool":
                return neutral()
            if verdict == "no-go":
                return _json({"decision": "deny", "reason": reason})
            if verdict == "ask":
                from memwell.hooks import caller  # only for an "ask" (it imports subprocess)

                if caller.gemini_headless(start=caller_pid):
                    return _json({"decision": "deny", "reason": reason.rstrip(". ") + HEADLESS_ASK})
                return _json({"decision": "ask", "reason": reason, "systemMessage": reason})
            if context:
                return _json({"systemMessage": context})
            return neutral()
        case _:
            assert_never(outcome)


def neutral() -> HookReply:
    return HookReply("{}")


def _json(value: dict[str, Any]) -> HookReply:
    return HookReply(json.dumps(value, ensure_ascii=False))


# --- transcripts -------------------------------------------------------------------------


# Trigger / Why / Outcome: PreCompress on a long session must finish within the hook
# timeout. Gemini CLI compresses at half of its 1M-token window (about 2M characters of
# context), so the checkpoint is built from the newest messages up to that much text;
# tool results count here at most TOOL_RESULT_CHARS each, so it covers more context.
COMPACT_READ_CHARS = 2_000_000


def read_transcript(path: Path, *, max_chars: int | None = None) -> list[TranscriptMessage]:
    """Gemini CLI's session file as transcript messages (`gemini_cli_transcript`); with
    `max_chars`, only the newest messages up to that much text."""
    from memwell.hooks.gemini_cli_transcript import read_transcript as read  # archiving only

    return read(path, max_chars=max_chars)
