"""A scripted stand-in for the Anthropic Messages API and the Gemini API, on 127.0.0.1.

The real agent CLIs (Claude Code through `ANTHROPIC_BASE_URL`, Gemini CLI through
`GOOGLE_GEMINI_BASE_URL`) talk to it instead of a hosted model, so their hooks fire
exactly as they would for a person, with no network and no account. Every request is
recorded (method, path, JSON body) so a test can see what reached the model, including
the context memwell injected.

The script is keyed on the newest user text of a request:

- "please write the file NAME"  -> a Write / write_file tool call that writes "hello"
- "please run: COMMAND"          -> a Bash / run_shell_command tool call
- "please save the memory: TEXT" -> a call of memwell's MCP memory_save tool, if offered
- after a tool result            -> a short final answer
- anything else                  -> "ok"

A scenario can script more (`FakeModelServer(script=...)`, `--script FILE`): a list of
{"prompt": the person's words, "model": {"text": ...} or {"tool": name, "input": {...}}},
answered when the newest user text contains that prompt. Claude Code's tool names are
translated to Gemini CLI's (Bash -> run_shell_command, Write -> write_file) when the
request offers those instead.

A tool call is only made when the request offers that tool, so the CLIs' side requests
(titles, summaries, classifiers) get plain text. Standard library only: the recording
script and the end-to-end test run it as a thread or as `python fake_model_server.py`.
"""

from __future__ import annotations

import json
import re
import threading
import uuid
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

_WRITE = re.compile(r"please write the file ([\w./-]+)")
_RUN = re.compile(r"please run: ([^\n<]+)")
_SAVE = re.compile(r"please save the memory: ([^\n<]+)")


@dataclass
class Recorded:
    method: str
    path: str
    body: Any


# a scripted model turn: ("tool", (name, input)) or ("text", answer)
Plan = tuple[str, Any]
# Claude Code's name of a tool -> Gemini CLI's
_GEMINI_TOOL = {"Bash": "run_shell_command", "Write": "write_file", "Read": "read_file"}


@dataclass
class FakeModel:
    """The server's state: every request it received, in order (and, with `log`, each
    one appended to that file as a JSON line, for a server run as its own process), and
    the scripted answers of a scenario, if any."""

    requests: list[Recorded] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    log: str | None = None
    script: list[tuple[str, Mapping[str, Any]]] = field(default_factory=list)

    def record(self, method: str, path: str, body: Any) -> None:
        with self.lock:
            self.requests.append(Recorded(method, path, body))
            if self.log:
                with open(self.log, "a", encoding="utf-8") as handle:
                    line = {"method": method, "path": path, "body": body}
                    handle.write(json.dumps(line) + "\n")


def plan(
    last_user_text: str,
    tool_result_last: bool,
    offered: set[str],
    script: list[tuple[str, Mapping[str, Any]]] | None = None,
) -> Plan:
    """("tool", (name, input)) or ("text", answer) for one model turn.

    `offered` holds the tool names of the request (either CLI's spelling)."""
    if tool_result_last:
        return "text", "Done."
    scripted = _scripted(last_user_text, offered, script or [])
    if scripted is not None:
        return scripted
    if (m := _WRITE.search(last_user_text)) and offered & {"Write", "write_file"}:
        name = "Write" if "Write" in offered else "write_file"
        return "tool", (name, {"file_path": m.group(1), "content": "hello\n"})
    if (m := _RUN.search(last_user_text)) and offered & {"Bash", "run_shell_command"}:
        name = "Bash" if "Bash" in offered else "run_shell_command"
        return "tool", (name, {"command": m.group(1).strip(), "description": "run it"})
    save = next((t for t in offered if t.endswith("memory_save")), None)
    if (m := _SAVE.search(last_user_text)) and save:
        text = m.group(1).strip()
        args = {
            "scope": "workspace",
            "name": "saved_by_model",
            "type": "feedback",
            "description": text[:80],
            "content": text,
        }
        return "tool", (save, args)
    return "text", "ok"


def _scripted(
    last_user_text: str, offered: set[str], script: list[tuple[str, Mapping[str, Any]]]
) -> Plan | None:
    """The scenario's answer to the newest prompt (the longest scripted prompt it
    contains), or None. A tool the request does not offer is answered in text, as a
    model without that tool would."""
    matches = [(prompt, model) for prompt, model in script if prompt and prompt in last_user_text]
    if not matches:
        return None
    _, model = max(matches, key=lambda match: len(match[0]))
    tool = model.get("tool")
    if not tool:
        return "text", str(model.get("text", "ok"))
    name = tool if tool in offered else _GEMINI_TOOL.get(tool, tool)
    if name not in offered:
        return "text", f"(the scenario's {tool} call: the tool is not offered)"
    return "tool", (name, dict(model.get("input") or {}))


def texts_in(value: Any) -> list[str]:
    """Every string inside a request body's messages / contents, depth first."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, Mapping):
        return [text for item in value.values() for text in texts_in(item)]
    if isinstance(value, list):
        return [text for item in value for text in texts_in(item)]
    return []


# --- Anthropic Messages API -------------------------------------------------------------


def _anthropic_last_user(body: Mapping[str, Any]) -> tuple[str, bool]:
    messages = body.get("messages") or []
    for message in reversed(messages):
        if message.get("role") != "user":
            continue
        content = message.get("content")
        if isinstance(content, str):
            return content, False
        blocks = [b for b in content or [] if isinstance(b, Mapping)]
        if any(b.get("type") == "tool_result" for b in blocks):
            return "", True
        # the person's words come last; system reminders (hook context) come before them
        texts = [b.get("text", "") for b in blocks if b.get("type") == "text"]
        return (texts[-1] if texts else ""), False
    return "", False


def anthropic_events(
    body: Mapping[str, Any], script: list[tuple[str, Mapping[str, Any]]] | None = None
) -> Iterator[tuple[str, dict[str, Any]]]:
    text, after_tool = _anthropic_last_user(body)
    offered = {t.get("name", "") for t in body.get("tools") or [] if isinstance(t, Mapping)}
    kind, value = plan(text, after_tool, offered, script)
    msg_id = f"msg_{uuid.uuid4().hex[:20]}"
    usage = {"input_tokens": 10, "output_tokens": 5}
    yield (
        "message_start",
        {
            "type": "message_start",
            "message": {
                "id": msg_id,
                "type": "message",
                "role": "assistant",
                "model": body.get("model", "claude-fake"),
                "content": [],
                "stop_reason": None,
                "stop_sequence": None,
                "usage": usage,
            },
        },
    )
    if kind == "tool":
        name, tool_input = value
        block = {"type": "tool_use", "id": f"toolu_{uuid.uuid4().hex[:20]}", "name": name}
        yield (
            "content_block_start",
            {"type": "content_block_start", "index": 0, "content_block": {**block, "input": {}}},
        )
        delta = {"type": "input_json_delta", "partial_json": json.dumps(tool_input)}
        yield "content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta}
        stop = "tool_use"
    else:
        yield (
            "content_block_start",
            {
                "type": "content_block_start",
                "index": 0,
                "content_block": {"type": "text", "text": ""},
            },
        )
        delta = {"type": "text_delta", "text": value}
        yield "content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta}
        stop = "end_turn"
    yield "content_block_stop", {"type": "content_block_stop", "index": 0}
    yield (
        "message_delta",
        {
            "type": "message_delta",
            "delta": {"stop_reason": stop, "stop_sequence": None},
            "usage": {"output_tokens": 5},
        },
    )
    yield "message_stop", {"type": "message_stop"}


def anthropic_message(
    body: Mapping[str, Any], script: list[tuple[str, Mapping[str, Any]]] | None = None
) -> dict[str, Any]:
    """The non-streaming form of the same answer."""
    content: list[dict[str, Any]] = []
    stop = "end_turn"
    for _, event in anthropic_events(body, script):
        if event["type"] == "content_block_start":
            content.append(dict(event["content_block"]))
        elif event["type"] == "content_block_delta":
            delta = event["delta"]
            if delta["type"] == "text_delta":
                content[-1]["text"] += delta["text"]
            else:
                content[-1]["input"] = json.loads(delta["partial_json"])
        elif event["type"] == "message_delta":
            stop = event["delta"]["stop_reason"]
    return {
        "id": f"msg_{uuid.uuid4().hex[:20]}",
        "type": "message",
        "role": "assistant",
        "model": body.get("model", "claude-fake"),
        "content": content,
        "stop_reason": stop,
        "stop_sequence": None,
        "usage": {"input_tokens": 10, "output_tokens": 5},
    }


# --- Gemini API -------------------------------------------------------------------------


def _gemini_last_user(body: Mapping[str, Any]) -> tuple[str, bool]:
    for content in reversed(body.get("contents") or []):
        if content.get("role") not in (None, "user"):
            continue
        parts = [p for p in content.get("parts") or [] if isinstance(p, Mapping)]
        if any("functionResponse" in p for p in parts):
            return "", True
        texts = [p["text"] for p in parts if isinstance(p.get("text"), str)]
        if texts:
            return "\n".join(texts), False
    return "", False


def gemini_response(
    body: Mapping[str, Any], script: list[tuple[str, Mapping[str, Any]]] | None = None
) -> dict[str, Any]:
    text, after_tool = _gemini_last_user(body)
    offered = {
        decl.get("name", "")
        for tool in body.get("tools") or []
        if isinstance(tool, Mapping)
        for decl in tool.get("functionDeclarations") or []
        if isinstance(decl, Mapping)
    }
    kind, value = plan(text, after_tool, offered, script)
    if kind == "tool":
        name, args = value
        part: dict[str, Any] = {"functionCall": {"name": name, "args": args}}
    else:
        part = {"text": value}
    return {
        "candidates": [
            {"content": {"role": "model", "parts": [part]}, "finishReason": "STOP", "index": 0}
        ],
        "usageMetadata": {"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15},
        "modelVersion": "gemini-fake",
    }


# --- HTTP ---------------------------------------------------------------------------------


def _handler(state: FakeModel) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:
            pass  # the recording is the log

        def _body(self) -> Any:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            try:
                return json.loads(raw) if raw else None
            except ValueError:
                return raw.decode("utf-8", "replace")

        def _send_json(self, value: Any, status: int = 200) -> None:
            data = json.dumps(value).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _send_sse(self, events: list[tuple[str | None, Any]]) -> None:
            chunks = []
            for name, data in events:
                head = f"event: {name}\n" if name else ""
                chunks.append(f"{head}data: {json.dumps(data)}\n\n")
            payload = "".join(chunks).encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def do_GET(self) -> None:
            state.record("GET", self.path, None)
            self._send_json({})

        def do_HEAD(self) -> None:
            state.record("HEAD", self.path, None)
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def do_POST(self) -> None:
            body = self._body()
            state.record("POST", self.path, body)
            request = body if isinstance(body, dict) else {}
            path = self.path.split("?", 1)[0]
            if path.endswith("/messages/count_tokens"):
                self._send_json({"input_tokens": 10})
            elif path.endswith("/messages"):
                if request.get("stream"):
                    self._send_sse(list(anthropic_events(request, state.script)))
                else:
                    self._send_json(anthropic_message(request, state.script))
            elif path.endswith(":countTokens"):
                self._send_json({"totalTokens": 10})
            elif path.endswith(":streamGenerateContent"):
                self._send_sse([(None, gemini_response(request, state.script))])
            elif path.endswith(":generateContent"):
                self._send_json(gemini_response(request, state.script))
            elif path.endswith(":embedContent") or path.endswith(":batchEmbedContents"):
                self._send_json({"embedding": {"values": [0.0] * 8}})
            else:
                self._send_json({})

    return Handler


class FakeModelServer:
    """`with FakeModelServer() as server:` serves on 127.0.0.1:<server.port>."""

    def __init__(
        self,
        port: int = 0,
        log: str | None = None,
        script: list[tuple[str, Mapping[str, Any]]] | None = None,
    ) -> None:
        self.state = FakeModel(log=log, script=list(script or []))
        self._httpd = ThreadingHTTPServer(("127.0.0.1", port), _handler(self.state))
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def port(self) -> int:
        return int(self._httpd.server_address[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> FakeModelServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def requests(self) -> list[Recorded]:
        with self.state.lock:
            return list(self.state.requests)


if __name__ == "__main__":
    import argparse
    from pathlib import Path

    parser = argparse.ArgumentParser(description="a scripted model API on 127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--log", help="append every request to this file as JSON lines")
    parser.add_argument("--script", help="a scenario: JSON list of {prompt, model} steps")
    args = parser.parse_args()
    steps = json.loads(Path(args.script).read_text(encoding="utf-8")) if args.script else []
    script = [(str(step["prompt"]), step["model"]) for step in steps]
    with FakeModelServer(args.port, args.log, script) as server:
        print(server.url, flush=True)
        threading.Event().wait()
