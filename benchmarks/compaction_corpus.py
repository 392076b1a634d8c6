"""The real-transcript corpus of `evals/compaction/`: load each agent's own format.

Format parsing only: every function here turns one agent's published transcript into
messages memwell reads, and nothing here knows what compaction extracts. Files memwell
reads as they are (a Claude Code stream log, a mini-SWE-agent trajectory) go through
`memwell.compaction.transcript`; the others are converted:

- SpecStory's Markdown export of a Claude Code session becomes Claude Code's own JSONL
  (`{"type", "isSidechain", "message"}` lines with Anthropic blocks): a task list becomes
  the `TodoWrite` call it renders, a `Tool use:` line a `tool_use` block, its `Result:` /
  `Error:` a `tool_result` (an error one with `is_error`), subagent turns keep their
  `isSidechain` flag;
- Aider's chat history becomes OpenAI messages: `####` lines are the user's, `>` lines
  are Aider's own output (applied edits, commands run, errors), carried as the result of
  an `aider` tool call after the model's reply (its start-up banner, which the model
  never sees, is left out), the rest is the model's text;
- an OpenHands event list becomes OpenAI messages (user and agent `message` events).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memwell.compaction.transcript import Transcript, loads_transcript

CORPUS = Path(__file__).resolve().parent.parent / "evals" / "compaction"


@dataclass(frozen=True, slots=True)
class Probe:
    kind: str
    terms: tuple[str, ...]
    any_of: tuple[str, ...] = ()

    def found_in(self, lines: list[str]) -> bool:
        terms = [t.lower() for t in self.terms]
        alternatives = [a.lower() for a in self.any_of]
        return any(
            all(t in line for t in terms)
            and (not alternatives or any(a in line for a in alternatives))
            for line in lines
        )


@dataclass(frozen=True, slots=True)
class Case:
    name: str
    split: str  # "tune" or "holdout"
    agent: str
    transcript: Transcript
    probes: tuple[Probe, ...]


# --- SpecStory (Claude Code sessions exported to Markdown) -------------------------------

_SPEC_HEADER = re.compile(r"^_\*\*(User|Agent)[^*]*?\*\*_\s*$")
_TOOL_LINE = re.compile(r"^Tool use: \*\*(\w+)\*\*\s*(.*)$")
_TASK_ITEM = re.compile(r"^- \[(.)\]\s*(?:\S+\s+)?(.*)$")
_THINK = re.compile(r"<think><details>(.*?)</details></think>", re.S)
_STATUS = {"X": "completed", "x": "completed", "⚡": "in_progress", " ": "pending"}


def _fenced(lines: list[str], start: int) -> tuple[str, int]:
    """The body of the fenced block opening at or after `start`, and the index after it."""
    i = start
    while i < len(lines) and not lines[i].startswith("```"):
        i += 1
    if i >= len(lines):
        return "", i
    body: list[str] = []
    i += 1
    while i < len(lines) and not lines[i].startswith("```"):
        body.append(lines[i])
        i += 1
    return "\n".join(body), i + 1


def _tool_input(name: str, rest: str, lines: list[str], i: int) -> tuple[dict[str, Any], int]:
    path = re.search(r"`([^`]+)`", rest)
    args: dict[str, Any] = {}
    if name == "Bash":
        args["description"] = rest.strip()
        j = i
        while j < len(lines) and not lines[j].strip():
            j += 1
        if j < len(lines) and lines[j].startswith("`") and not lines[j].startswith("```"):
            args["command"] = lines[j].strip().strip("`")
            i = j + 1
    elif name == "Task":
        args["description"] = rest.strip()
    elif path:
        key = "path" if rest.startswith("path") else "file_path"
        args[key] = path.group(1)
    elif rest.strip():
        args["description"] = rest.strip()
    if name == "Write":
        j = i
        while j < len(lines) and not lines[j].strip():
            j += 1
        if j < len(lines) and lines[j].startswith("```"):
            args["content"], i = _fenced(lines, j)
    return args, i


def _agent_blocks(body: str, ids: list[int]) -> list[dict[str, Any]]:
    """Claude Code JSONL entries (assistant, then user tool results) for one agent turn."""
    out: list[dict[str, Any]] = []
    lines = body.split("\n")
    content: list[dict[str, Any]] = []
    text: list[str] = []

    def flush_text() -> None:
        joined = "\n".join(text).strip()
        text.clear()
        if not joined:
            return
        for thought in _THINK.findall(joined):
            content.append({"type": "thinking", "thinking": thought.strip()})
        rest = _THINK.sub("", joined).strip()
        if rest:
            content.append({"type": "text", "text": rest})

    def call(name: str, args: dict[str, Any], result: str, error: bool) -> None:
        flush_text()
        ids[0] += 1
        tool_id = f"toolu_corpus_{ids[0]:04d}"
        content.append({"type": "tool_use", "id": tool_id, "name": name, "input": args})
        out.append({"role": "assistant", "content": list(content)})
        content.clear()
        block: dict[str, Any] = {"type": "tool_result", "tool_use_id": tool_id, "content": result}
        if error:
            block["is_error"] = True
        out.append({"role": "user", "content": [block], "pending": not result and not error})

    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("**Agent task list:**"):
            todos = []
            i += 1
            while i < len(lines) and (lines[i].startswith("- [") or not lines[i].strip()):
                item = _TASK_ITEM.match(lines[i])
                if item:
                    todos.append(
                        {"content": item.group(2), "status": _STATUS.get(item.group(1), "pending")}
                    )
                i += 1
            call("TodoWrite", {"todos": todos}, "Todos have been modified successfully.", False)
            continue
        tool = _TOOL_LINE.match(line)
        if tool:
            args, i = _tool_input(tool.group(1), tool.group(2), lines, i + 1)
            j = i
            while j < len(lines) and not lines[j].strip():
                j += 1
            result, error = "", False
            if j < len(lines) and lines[j].strip() in ("Result:", "Error:"):
                error = lines[j].strip() == "Error:"
                result, i = _fenced(lines, j + 1)
            call(tool.group(1), args, result, error)
            continue
        text.append(line)
        i += 1
    flush_text()
    if content:
        out.append({"role": "assistant", "content": list(content)})
    return out


def specstory_to_claude_jsonl(text: str) -> str:
    """SpecStory's Markdown of a Claude Code session as Claude Code JSONL lines."""
    session = re.search(r"Claude Code Session ([0-9a-f-]+)", text)
    session_id = session.group(1) if session else "unknown"
    entries: list[dict[str, Any]] = []
    ids = [0]
    chunks = re.split(r"^(_\*\*(?:User|Agent)[^\n]*\*\*_)\s*$", text, flags=re.M)
    for k in range(1, len(chunks), 2):
        header, body = chunks[k], chunks[k + 1]
        body = re.sub(r"\n---\s*$", "", body.strip("\n")).strip()
        sidechain = "(sidechain)" in header
        if header.startswith("_**User"):
            messages = [{"role": "user", "content": body}] if body else []
        else:
            messages = _agent_blocks(body, ids)
        for message in messages:
            if message.pop("pending", False):
                continue  # a call whose result the export does not show (a subagent's)
            entries.append(
                {
                    "type": message["role"],
                    "isSidechain": sidechain,
                    "sessionId": session_id,
                    "uuid": f"{session_id[:8]}-{len(entries):04d}",
                    "message": message,
                }
            )
    return "\n".join(json.dumps(e, ensure_ascii=False) for e in entries) + "\n"


# --- SpecStory Markdown v2 (`<tool-use>` blocks) of Claude Code sessions -------------------

_V2_HEADER = re.compile(r"^_\*\*(User|Agent)( - sidechain)?(?: \(([^)]*)\))?\*\*_\s*$")
_V2_TOOL = re.compile(r'^<tool-use data-tool-type="(\w*)"(?: data-tool-name="(\w+)")?><details>')
_V2_END = "</details></tool-use>"
_V2_FENCE = re.compile(r"^(`{3,})\w*\s*$")
_BACKTICKED = re.compile(r"`([^`]+)`")
# Claude Code marks these results as errors (`is_error`); the export drops the flag.
_V2_ERROR_RESULT = re.compile(
    r"^(?:Exit code [1-9]\d*|<tool_use_error>|The user doesn't want to proceed|Error:)"
)


def _v2_arguments(name: str, kind: str, lines: list[str]) -> dict[str, Any]:
    """A tool's input from the lines the export prints for it (its description, then the
    command, path or pattern in backticks; `path` / `pattern` are labelled)."""
    text = "\n".join(lines).strip()
    args: dict[str, Any] = {}
    labelled = dict(re.findall(r"\b(path|pattern|glob) `([^`]+)`", text))
    if labelled:
        args.update(labelled)
    elif kind == "shell":
        command = next((ln.strip()[1:-1] for ln in lines if ln.strip().startswith("`")), "")
        described = [ln.strip() for ln in lines if ln.strip() and not ln.strip().startswith("`")]
        args["command"] = command
        if described:
            args["description"] = described[0]
    elif kind in ("read", "write") and _BACKTICKED.search(text):
        found = _BACKTICKED.search(text)
        args["file_path"] = found.group(1) if found else ""
    elif text:
        key = "prompt" if name == "Task" else "description"
        args[key] = text
    return args


def _v2_agent_turn(
    lines: list[str], ids: list[int]
) -> list[tuple[str, list[dict[str, Any]] | str, bool]]:
    """(role, content, pending) entries for one agent turn: its text, or its tool call and
    the result (an error result marked as Claude Code marks it)."""
    out: list[tuple[str, list[dict[str, Any]] | str, bool]] = []
    text: list[str] = []
    i = 0
    while i < len(lines):
        tool = _V2_TOOL.match(lines[i])
        if not tool:
            text.append(lines[i])
            i += 1
            continue
        kind = tool.group(1)
        name_match = (
            re.search(r"Tool use: \*\*(\w+)\*\*", lines[i + 1]) if i + 1 < len(lines) else None
        )
        name = tool.group(2) or (name_match.group(1) if name_match else "tool")
        i += 2 if name_match else 1
        arg_lines: list[str] = []
        while i < len(lines) and not _V2_FENCE.match(lines[i]) and lines[i] != _V2_END:
            arg_lines.append(lines[i])
            i += 1
        result: str | None = None
        fence = _V2_FENCE.match(lines[i]) if i < len(lines) else None
        if fence:
            ticks, body = fence.group(1), []
            i += 1
            while i < len(lines) and lines[i].rstrip() != ticks:
                body.append(lines[i])
                i += 1
            result = "\n".join(body)
            i += 1
        while i < len(lines) and lines[i] != _V2_END:
            i += 1
        i += 1
        ids[0] += 1
        tool_id = f"toolu_corpus_{ids[0]:04d}"
        content: list[dict[str, Any]] = []
        said = "\n".join(text).strip()
        if said:
            content.append({"type": "text", "text": said})
        text.clear()
        call = {"type": "tool_use", "id": tool_id, "name": name}
        content.append({**call, "input": _v2_arguments(name, kind, arg_lines)})
        out.append(("assistant", content, False))
        block: dict[str, Any] = {"type": "tool_result", "tool_use_id": tool_id}
        block["content"] = result or ""
        if result and _V2_ERROR_RESULT.match(result):
            block["is_error"] = True
        # a call printed without a result (a command with no output) still ran
        out.append(("user", [block], False))
    said = "\n".join(text).strip()
    if said:
        for thought in _THINK.findall(said):
            out.append(("assistant", [{"type": "thinking", "thinking": thought.strip()}], False))
        rest = _THINK.sub("", said).strip()
        if rest:
            out.append(("assistant", [{"type": "text", "text": rest}], False))
    return out


def specstory_v2_to_claude_jsonl(text: str) -> str:
    """SpecStory's Markdown v2 export of a Claude Code session (`<tool-use>` blocks,
    `_**Agent - sidechain**_` subagent turns) as Claude Code JSONL lines. A sidechain
    turn with no model in its header (only its date) is the main agent's prompt to the
    subagent (a user entry of the sidechain, as Claude Code logs it)."""
    session = re.search(r"Claude Code Session ([0-9a-f-]+)", text)
    session_id = session.group(1) if session else "unknown"
    entries: list[dict[str, Any]] = []
    ids = [0]
    turns: list[tuple[re.Match[str], list[str]]] = []
    for line in text.split("\n"):
        header = _V2_HEADER.match(line)
        if header:
            turns.append((header, []))
        elif turns:
            turns[-1][1].append(line)
    for header, body in turns:
        while body and body[-1].strip() in ("", "---"):
            body.pop()
        sidechain = bool(header.group(2))
        stamp = header.group(3) or ""
        prompt = sidechain and header.group(1) == "Agent" and stamp[:1].isdigit()
        if header.group(1) == "User" or prompt:
            said = "\n".join(body).strip()
            messages = [("user", said, False)] if said else []
        else:
            messages = _v2_agent_turn(body, ids)
        for role, content, _pending in messages:
            entries.append(
                {
                    "type": role,
                    "isSidechain": sidechain,
                    "sessionId": session_id,
                    "uuid": f"{session_id[:8]}-{len(entries):04d}",
                    "message": {"role": role, "content": content},
                }
            )
    return "\n".join(json.dumps(e, ensure_ascii=False) for e in entries) + "\n"


# --- Aider ---------------------------------------------------------------------------------


def aider_to_openai(text: str) -> list[dict[str, Any]]:
    """Aider's `.aider.chat.history.md` as OpenAI messages."""
    messages: list[dict[str, Any]] = []
    kind = ""
    block: list[str] = []
    calls = [0]

    def close() -> None:
        body = "\n".join(block).strip("\n")
        block.clear()
        if not body.strip():
            return
        if kind == "user":
            messages.append({"role": "user", "content": body})
        elif kind == "assistant":
            messages.append({"role": "assistant", "content": body})
        elif kind == "harness":
            if not any(m["role"] == "user" for m in messages):
                return  # Aider's start-up banner is printed to the terminal, not sent to the model
            calls[0] += 1
            call_id = f"call_aider_{calls[0]:03d}"
            last = messages[-1]
            if last["role"] != "assistant" or "tool_calls" in last:
                last = {"role": "assistant", "content": None}
                messages.append(last)
            last["tool_calls"] = [
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": "aider", "arguments": "{}"},
                }
            ]
            messages.append({"role": "tool", "tool_call_id": call_id, "content": body})

    fenced = False  # inside the model's fenced block, `>>>>>>> REPLACE` is the model's
    for raw in text.split("\n"):
        if raw.startswith("# aider chat started at"):
            continue
        line = raw.rstrip()
        if kind == "assistant" and line.startswith("```"):
            fenced = not fenced
        if line.startswith("####"):
            new, value, fenced = "user", line[4:].lstrip(), False
        elif fenced and kind == "assistant":
            new, value = "assistant", line
        elif line.startswith(">"):
            new, value = "harness", line[1:].lstrip()
        else:
            new, value = "assistant", line
        if new != kind and (new != "assistant" or line.strip()):
            close()
            kind = new
        block.append(value)
    close()
    return messages


# --- OpenHands -----------------------------------------------------------------------------


def openhands_to_openai(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """An OpenHands event list (user and agent messages) as OpenAI messages."""
    messages: list[dict[str, Any]] = []
    for event in events:
        text = event.get("message") or ""
        if not text:
            continue
        role = "user" if event.get("source") == "user" else "assistant"
        messages.append({"role": role, "content": text})
    return messages


# --- shared: OpenAI tool calls for formats that have no call ids ---------------------------


class _Calls:
    """Builds OpenAI messages, giving each call an id (`call_<prefix>_NNN`) the format lacks."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.messages: list[dict[str, Any]] = []

    def text(self, role: str, body: str) -> None:
        if body.strip():
            self.messages.append({"role": role, "content": body})

    def call(self, name: str, args: dict[str, Any], result: str | None) -> None:
        """An assistant tool call (joined to the assistant's text just before it, when that
        text has no call yet) and, unless `result` is None, its tool result."""
        call_id = f"call_{self.prefix}_{sum('tool_calls' in m for m in self.messages) + 1:03d}"
        last = self.messages[-1] if self.messages else None
        if last is None or last["role"] != "assistant" or "tool_calls" in last:
            last = {"role": "assistant", "content": None}
            self.messages.append(last)
        last["tool_calls"] = [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)},
            }
        ]
        if result is not None:
            self.messages.append({"role": "tool", "tool_call_id": call_id, "content": result})


# --- SWE-agent's own `.traj` -------------------------------------------------------------------

_SWEA_STATE = re.compile(r"\n*\(Open file: ([^)\n]*)\)\n\(Current directory: [^)\n]*\)\n\S*\$\s*$")
_SWEA_COMMANDS = (
    "open",
    "goto",
    "scroll_up",
    "scroll_down",
    "create",
    "edit",
    "search_dir",
    "search_file",
    "find_file",
    "submit",
)


def swe_agent_to_openai(trajectory: dict[str, Any]) -> list[dict[str, Any]]:
    """SWE-agent's `.traj` (its `history`, the model's context) as OpenAI messages.

    The in-context demonstration (`is_demo`) is another session, not the user's words: it
    is left out. Each assistant turn's `action` is a call (named by SWE-agent's own command,
    else `bash`; an `edit` names the file the interface had open, from the state line the
    previous observation ends with) and the next user message is its result, without the
    state lines; the final `submit` has no result."""
    out = _Calls("swea")
    open_file = ""
    history = trajectory["history"]
    for k, entry in enumerate(history):
        role, content = entry["role"], entry.get("content") or ""
        if entry.get("is_demo"):
            continue
        if role == "system":
            out.text("system", content)
        elif role == "assistant":
            action = (entry.get("action") or "").strip("\n")
            out.text("assistant", (entry.get("thought") or content).strip())
            word = action.split(maxsplit=1)[0] if action.strip() else "bash"
            name = word if word in _SWEA_COMMANDS else "bash"
            args: dict[str, Any] = {"command": action}
            if name == "edit" and open_file:
                args["path"] = open_file
            elif name in ("open", "create") and len(action.split()) > 1:
                args["path"] = action.split()[1]
            answered = k + 1 < len(history) and history[k + 1]["role"] == "user"
            out.call(name, args, "" if answered else None)
        else:
            state = _SWEA_STATE.search(content)
            if state:
                open_file = state.group(1) if state.group(1) != "n/a" else ""
                content = content[: state.start()]
            if out.messages and out.messages[-1]["role"] == "tool":
                out.messages[-1]["content"] = content
            else:
                out.text("user", content)
    return out.messages


# --- Cursor sessions exported by SpecStory (early 2025) ---------------------------------------

_CURSOR_HEADER = re.compile(r"^(_\*\*\*\*_|_\*\*User\*\*_|_\*\*Assistant\*\*_)$")
_CURSOR_FAILED = ("Tool call timed out after", "Error calling tool.")
_CURSOR_SEARCH = (
    (re.compile(r'Grep search for "(.*)"'), "grep_search", "query"),
    (re.compile(r"Listed directory (\S+)"), "list_dir", "relative_workspace_path"),
    (re.compile(r'Searched codebase "(.*)"'), "codebase_search", "query"),
    (re.compile(r'Searched files "(.*)"'), "file_search", "query"),
)
_NAMED_FILE = re.compile(r"`?([\w.~/-]*[\w-]\.[A-Za-z]{1,5})`?(?=[\s:,.;)]|$)")


def _cursor_blocks(text: str) -> list[tuple[str, str]]:
    """(header, body) for each block: a header line opens a block when the line before it
    (skipping blanks) is the `---` separator or the session title."""
    lines = text.split("\n")
    blocks: list[tuple[str, list[str]]] = []
    previous = ""
    for line in lines:
        if _CURSOR_HEADER.match(line) and (previous == "---" or previous.startswith("## ")):
            if blocks and blocks[-1][1] and blocks[-1][1][-1] == "---":
                blocks[-1][1].pop()
            blocks.append((line, []))
        elif blocks:
            blocks[-1][1].append(line)
        if line.strip():
            previous = line.rstrip()
    return [(h, "\n".join(b).strip().removesuffix("---").strip()) for h, b in blocks]


def _fence_body(body: str) -> tuple[str, str]:
    """The first fenced block's body and what follows it."""
    lines = body.split("\n")
    end = next((i for i in range(1, len(lines)) if lines[i].startswith("```")), len(lines))
    return "\n".join(lines[1:end]), "\n".join(lines[end + 1 :]).strip()


def _edited_file(sentence: str) -> str | None:
    """The file an edit block is for: the last file name in the sentence before it (the
    export does not record the edit tool's target)."""
    names = [m for m in _NAMED_FILE.findall(sentence) if not m.startswith(".")]
    return names[-1] if names else None


def cursor_specstory_to_openai(text: str) -> list[dict[str, Any]]:
    """SpecStory's early-2025 Markdown export of a Cursor agent session as OpenAI messages.

    Tool calls carry no name or id in this export; each is recognised by its shape: `Read
    file: <path>` (read_file; the contents are not exported), a timed-out or failed call
    (named `unknown`, its result the error line), a ```bash block and the plain block of its
    output (run_terminal_cmd), a ```diff block (edit_file, its target the last file named in
    the agent's sentence before it, when there is one), a `<details>` search or listing."""
    out = _Calls("cursor")
    last_text = ""
    for header, body in _cursor_blocks(text):
        if header == "_**User**_":
            out.text("user", body)
            continue
        if not body:
            continue
        first = body.split("\n", 1)[0]
        if first.startswith("Read file:"):
            path = first.removeprefix("Read file:").strip()
            out.call("read_file", {"target_file": path}, "[contents not in the export]")
        elif first.startswith(_CURSOR_FAILED):
            out.call("unknown", {}, body)
        elif first.startswith("```bash"):
            command, rest = _fence_body(body)
            result = _fence_body(rest)[0] if rest.startswith("```") else None
            out.call("run_terminal_cmd", {"command": command.strip()}, result or "")
        elif first.startswith(("```diff", "```toml")):
            diff, _ = _fence_body(body)
            args: dict[str, Any] = {"code_edit": diff}
            target = _edited_file(last_text.strip().split("\n")[-1])
            if target:
                args["target_file"] = target
            out.call("edit_file", args, "[the edit shown as a diff]")
        elif first.startswith("<details>"):
            summary = re.search(r"<summary>(.*?)</summary>", body, re.S)
            title = summary.group(1).strip() if summary else ""
            table = re.sub(r"</?details>|<summary>.*?</summary>", "", body, flags=re.S).strip()
            for pattern, name, key in _CURSOR_SEARCH:
                found = pattern.search(title)
                if found:
                    out.call(name, {key: found.group(1)}, f"{title}\n{table}")
                    break
            else:
                out.call("unknown", {"summary": title}, table)
        else:
            last_text = body
            out.text("assistant", body)
    return out.messages


# --- the corpus ------------------------------------------------------------------------------


def load_raw(path: Path) -> tuple[str, Transcript]:
    """(agent, transcript) for one file of `evals/compaction/raw/`."""
    text = path.read_text(encoding="utf-8")
    name = path.name
    if name.endswith(".specstory.md") and not name.endswith(".cursor-specstory.md"):
        if "<tool-use data-tool-type=" in text:
            return "claude-code", loads_transcript(specstory_v2_to_claude_jsonl(text), source=path)
        return "claude-code", loads_transcript(specstory_to_claude_jsonl(text), source=path)
    if name.endswith(".stream.jsonl"):
        return "claude-code", loads_transcript(text, source=path)
    if name.endswith(".aider.chat.history.md"):
        return "aider", loads_transcript(json.dumps(aider_to_openai(text)), "openai", source=path)
    if name.endswith(".traj"):
        converted = swe_agent_to_openai(json.loads(text))
        return "swe-agent", loads_transcript(json.dumps(converted), "openai", source=path)
    if name.endswith(".cursor-specstory.md"):
        converted = cursor_specstory_to_openai(text)
        return "cursor", loads_transcript(json.dumps(converted), "openai", source=path)
    if name.endswith(".traj.json"):
        return "mini-swe-agent", loads_transcript(text, "openai", source=path)
    if name.endswith(".events.json"):
        converted = openhands_to_openai(json.loads(text))
        return "openhands", loads_transcript(json.dumps(converted), "openai", source=path)
    raise ValueError(f"{path}: unknown transcript format")


def missing_transcripts(root: Path = CORPUS) -> list[str]:
    """Probe files whose transcript is not in `raw/` (the ones without a licence that lets
    us ship them: SOURCES.md says where each one is published)."""
    names = [
        json.loads(p.read_text(encoding="utf-8"))["transcript"]
        for p in sorted((root / "probes").glob("*.json"))
    ]
    return [n for n in names if not any((root / "raw").glob(n + ".*"))]


def load_corpus(root: Path = CORPUS) -> list[Case]:
    """Every probed transcript present in `raw/` (see `missing_transcripts`)."""
    cases = []
    for probe_file in sorted((root / "probes").glob("*.json")):
        spec = json.loads(probe_file.read_text(encoding="utf-8"))
        raw = next((root / "raw").glob(spec["transcript"] + ".*"), None)
        if raw is None:
            continue
        agent, transcript = load_raw(raw)
        probes = tuple(
            Probe(p["type"], tuple(p["terms"]), tuple(p.get("any", ()))) for p in spec["probes"]
        )
        cases.append(Case(spec["transcript"], spec["split"], agent, transcript, probes))
    return cases
