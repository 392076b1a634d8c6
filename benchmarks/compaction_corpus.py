"""The real-transcript corpus of `evals/compaction/`: load each agent's own format.

Format parsing only (the SpecStory exports of Claude Code are in
`compaction_corpus_specstory`): every function here turns one agent's published transcript into
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

from compaction_corpus_specstory import specstory_to_claude_jsonl, specstory_v2_to_claude_jsonl
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


# --- Aider ---------------------------------------------------------------------------------


_COMMAND_RUN = re.compile(r"/(?:run|test|lint)\b")
# A quoted line is `> text`; pytest marks the failing line `>       call()` itself.
_PYTEST_MARK = re.compile(r">\s{2,}\S")


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
    # The output of a command the user ran (`/run make`, `/test pytest`) is written as
    # the text added to the chat - its first line quoted, the rest not - and then again
    # as the terminal showed it, every line quoted: the unquoted lines are the output's,
    # not the model's.
    command_output = False
    for raw in text.split("\n"):
        if raw.startswith("# aider chat started at"):
            continue
        line = raw.rstrip()
        if kind == "assistant" and line.startswith("```"):
            fenced = not fenced
        if line.startswith("####"):
            new, value, fenced = "user", line[4:].lstrip(), False
            command_output = bool(_COMMAND_RUN.match(value))
        elif fenced and kind == "assistant":
            new, value = "assistant", line
        elif command_output and kind == "harness" and _PYTEST_MARK.match(line):
            new, value = "harness", line  # pytest's `>       call()`, unquoted
        elif line.startswith(">"):
            new, value = "harness", line[1:].lstrip()
            # the unquoted lines follow the output's first line only; after a second
            # quoted line (the quoted copy, or an output that was not added) it is over
            command_output = command_output and kind == "user"
        elif command_output and kind == "harness":
            new, value = "harness", line
        else:
            new, value = "assistant", line
            command_output = False
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
    previous observation ends with) and the next observation is its result, without the
    state lines: a `user` message, or in the function-calling format a `tool` message
    (whose `submit` is answered with the diff; in the older format it has no result)."""
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
                args["path"] = action.split()[1].strip("\"'")
            answered = k + 1 < len(history) and history[k + 1]["role"] in ("user", "tool")
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


def _cursor_parts(text: str) -> list[tuple[str, str]]:
    """The blocks, with an agent turn of SpecStory's mid-2025 export split at its `---`
    lines: that export writes one `_**Assistant**_` header per turn and separates the
    turn's texts, reads, commands and diffs by `---` alone (the early-2025 one repeats the
    header after each `---`). A `---` inside a fenced block is not a separator."""
    parts: list[tuple[str, str]] = []
    for header, body in _cursor_blocks(text):
        if header == "_**User**_":
            parts.append((header, body))
            continue
        current: list[str] = []
        fenced = False
        for line in body.split("\n"):
            if line.startswith("```"):
                fenced = not fenced
            if line.strip() == "---" and not fenced:
                parts.append((header, "\n".join(current).strip()))
                current = []
            else:
                current.append(line)
        parts.append((header, "\n".join(current).strip()))
    return parts


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
    """SpecStory's Markdown export of a Cursor agent session as OpenAI messages (the
    early-2025 shape, a header per block, and the mid-2025 one, a header per turn).

    Tool calls carry no name or id in this export; each is recognised by its shape: `Read
    file: <path>` (read_file; the contents are not exported), a timed-out or failed call
    (named `unknown`, its result the error line), a ```bash block and the plain block of its
    output (run_terminal_cmd), a ```diff block (edit_file, its target the last file named in
    the agent's sentence before it, when there is one), a `<details>` search or listing."""
    out = _Calls("cursor")
    last_text = ""
    for header, body in _cursor_parts(text):
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
            # the mid-2025 export puts an edit's hunks in consecutive blocks of one part
            diff, rest = _fence_body(body)
            while rest.startswith(("```diff", "```toml")):
                more, rest = _fence_body(rest)
                diff += "\n" + more
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
        # Codex CLI names its shell tool `exec_command`; SpecStory exports its sessions in
        # the older shape, read as Claude Code's JSONL all the same
        agent = "codex-cli" if "Tool use: **exec_command**" in text else "claude-code"
        return agent, loads_transcript(specstory_to_claude_jsonl(text), source=path)
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
