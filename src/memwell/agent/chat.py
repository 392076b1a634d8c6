"""`ChatAgent`: the reference terminal agent behind `memwell chat`.

A small tool-calling loop over any OpenAI-compatible chat endpoint, built on
`MemorySession` the way a custom agent loop would use it:

- session start: the memory section and the preflight digest go into the system prompt;
- each user turn: the recall digest (if the turn needs one) is added before the message;
- tools: the six memory tools plus `run_command` (a shell command). Every tool call goes
  through the pre-execution gate first: no-go refuses it with the memory that says why,
  ask and every shell command need the person's yes; memory writes follow the permission
  policy, whose "ask" is put to the person too; deletes always ask;
- after each turn the transcript is archived and offered to writeback;
- when the transcript passes the compaction trigger it is compacted (checkpoint + tail).

The model client is injected (`openai.OpenAI` in the CLI), so tests can point it at a
scripted server or a local llama.cpp server.
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memwell.agent.session import MemorySession

if TYPE_CHECKING:
    from memwell.api import Harness

BASE_PROMPT = """\
You are a helpful assistant in a terminal, with durable memory (memwell). Use the memory \
tools to save what should be remembered across sessions and to look things up; use \
run_command to run shell commands when asked. Be concise."""

RUN_COMMAND_TOOL: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": "run_command",
        "description": "Run a shell command in the current directory and return its output. "
        "The person confirms every command; memwell checks it against remembered constraints.",
        "parameters": {
            "type": "object",
            "properties": {"command": {"type": "string", "description": "The shell command"}},
            "required": ["command"],
            "additionalProperties": False,
        },
    },
}

MAX_TOOL_ROUNDS = 6
COMMAND_TIMEOUT_S = 60
WRITE_TOOLS = frozenset({"memory_save", "memory_update_index", "memory_delete"})


@dataclass(frozen=True, slots=True)
class ToolEvent:
    """One tool call in a turn and what became of it."""

    name: str
    arguments: Mapping[str, Any]
    verdict: str  # the gate's go / ask / no-go
    ran: bool
    result: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "arguments": dict(self.arguments),
            "verdict": self.verdict,
            "ran": self.ran,
            "result": self.result,
        }


@dataclass(frozen=True, slots=True)
class ChatTurn:
    reply: str
    recalled: tuple[str, ...] = ()
    tools: tuple[ToolEvent, ...] = ()
    compacted: bool = False
    saved: tuple[str, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "reply": self.reply,
            "recalled": list(self.recalled),
            "tools": [t.to_dict() for t in self.tools],
            "compacted": self.compacted,
            "saved": list(self.saved),
        }


Confirm = Callable[[str], bool]
Notify = Callable[[str], None]


class ChatAgent:
    def __init__(
        self,
        harness: Harness,
        client: Any,
        model: str,
        *,
        session_id: str | None = None,
        context_window: int = 8192,
        confirm: Confirm | None = None,
        notify: Notify | None = None,
        max_tokens: int = 512,
        allow_commands: bool = True,
    ) -> None:
        self.harness = harness
        self.client = client
        self.model = model
        self.context_window = context_window
        self.confirm: Confirm = confirm or (lambda _question: False)
        self.notify: Notify = notify or (lambda _text: None)
        self.max_tokens = max_tokens
        self.allow_commands = allow_commands
        self.memory = MemorySession(harness, session_id=session_id)
        start = self.memory.start()
        system = BASE_PROMPT + ("\n\n" + start if start else "")
        self.messages: list[dict[str, Any]] = [{"role": "system", "content": system}]
        self.tools = self.memory.tools.openai_tools() + (
            [RUN_COMMAND_TOOL] if allow_commands else []
        )

    @property
    def session_id(self) -> str:
        return self.memory.session_id

    def send(self, text: str) -> ChatTurn:
        """One user turn: recall, the model with tools (gated), archive, writeback, compaction."""
        context = self.memory.user_turn(text)
        if context.text:
            self.notify(f"recalled: {', '.join(context.recalled) or 'memory digest'}")
            self.messages.append({"role": "system", "content": context.text})
        self.messages.append({"role": "user", "content": text})
        events: list[ToolEvent] = []
        reply = ""
        for _round in range(MAX_TOOL_ROUNDS):
            message = self._complete()
            calls = list(message.tool_calls or [])
            entry: dict[str, Any] = {"role": "assistant", "content": message.content or ""}
            if calls:
                entry["tool_calls"] = [
                    {
                        "id": c.id,
                        "type": "function",
                        "function": {"name": c.function.name, "arguments": c.function.arguments},
                    }
                    for c in calls
                ]
            self.messages.append(entry)
            if not calls:
                reply = message.content or ""
                break
            for call in calls:
                event = self._run_tool(call.function.name, call.function.arguments)
                events.append(event)
                self.messages.append(
                    {"role": "tool", "tool_call_id": call.id, "content": event.result}
                )
        else:
            reply = "(stopped: too many tool calls in one turn)"
        record = self.memory.after_turn(self.messages, writeback=text)
        for name in record.saved:
            self.notify(f"remembered: {name}")
        compacted = self._maybe_compact()
        return ChatTurn(
            reply=reply,
            recalled=context.recalled,
            tools=tuple(events),
            compacted=compacted,
            saved=record.saved,
        )

    # --- the model -----------------------------------------------------------------------

    def _complete(self) -> Any:
        response = self.client.chat.completions.create(
            model=self.model,
            messages=self.messages,
            tools=self.tools,
            max_tokens=self.max_tokens,
            temperature=0.0,
        )
        return response.choices[0].message

    # --- tools -----------------------------------------------------------------------------

    def _run_tool(self, name: str, raw_arguments: str | None) -> ToolEvent:
        try:
            arguments = json.loads(raw_arguments or "{}")
        except json.JSONDecodeError as exc:
            return ToolEvent(name, {}, "go", False, f"error: arguments are not JSON: {exc}")
        if not isinstance(arguments, dict):
            return ToolEvent(name, {}, "go", False, "error: arguments must be a JSON object")
        check = self.memory.before_tool(name, arguments)
        if check.verdict == "no-go":
            self.notify(check.reason.removeprefix("memwell: "))
            return ToolEvent(name, arguments, "no-go", False, f"refused: {check.reason}")
        needs_yes = check.verdict == "ask" or name in ("run_command", "memory_delete")
        if needs_yes:
            why = f" ({check.reason})" if check.reason else ""
            question = f"Allow {name} {json.dumps(arguments, ensure_ascii=False)}{why}?"
            if not self.confirm(question):
                return ToolEvent(name, arguments, check.verdict, False, "refused by the person")
        if name == "run_command":
            if not self.allow_commands:
                return ToolEvent(name, arguments, check.verdict, False, "error: commands are off")
            result = _run_command(str(arguments.get("command", "")))
        else:
            result = self.memory.call_tool(name, arguments).to_text()
        if check.context:
            result += "\n" + check.context
        return ToolEvent(name, arguments, check.verdict, True, result)

    # --- compaction ------------------------------------------------------------------------

    def _maybe_compact(self) -> bool:
        before = len(self.messages)
        result = self.memory.compact(self.messages, context_window=self.context_window)
        if not result.compacted:
            return False
        self.messages = result.messages
        self.notify(f"compacted the conversation ({before} -> {len(self.messages)} messages)")
        return True


def _run_command(command: str) -> str:
    if not command.strip():
        return "error: empty command"
    try:
        done = subprocess.run(
            command,
            shell=True,
            capture_output=True,
            text=True,
            timeout=COMMAND_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return f"error: timed out after {COMMAND_TIMEOUT_S} s"
    output = (done.stdout + done.stderr)[-4000:]
    return f"exit {done.returncode}\n{output}"
