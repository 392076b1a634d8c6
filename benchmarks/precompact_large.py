"""PreCompact / PreCompress on a large transcript: whole-process hook time.

Generates a transcript of `--mb` megabytes in the agent's own on-disk shape, then runs
`memwell hook AGENT` as a fresh process with the recorded PreCompact (Claude Code) or
PreCompress (Gemini CLI) payload pointed at it, as the agent would, and prints the
wall time of that process, its peak RSS, what the hook logged it did, and whether the
session's checkpoint was written. When the hook deferred work to a background job, the
time until that job finished (and whether the whole transcript was then archived) is
printed too.

    python benchmarks/precompact_large.py                       # Claude Code, 50 MB
    python benchmarks/precompact_large.py --agent gemini-cli --trigger manual
    python benchmarks/precompact_large.py --mb 5 --runs 3 --json

The transcript is built from the lines of the recorded transcripts in
`tests/hooks/fixtures/` (a Claude Code `~/.claude/projects/...jsonl` and a Gemini CLI
chat log): every line keeps the recorded envelope (uuids, parent links, metadata lines
between messages, `toolUseResult` copies of tool output) with new ids, times and a
seeded coding session's text: prompts, file reads of 20-250 lines, test runs,
greps, edits and the assistant's remarks and replies. The 30 s figure to beat is the hook timeout
`memwell install` writes.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "hooks" / "fixtures"
HOOK_TIMEOUT_S = 30.0  # what `memwell install` writes for every event

_WORDS = [
    "retry",
    "billing",
    "invoice",
    "export",
    "parser",
    "cache",
    "session",
    "token",
    "worker",
    "queue",
    "schema",
    "migration",
    "handler",
    "config",
    "logger",
    "metrics",
    "client",
    "server",
    "request",
    "response",
    "batch",
    "window",
    "buffer",
    "stream",
    "index",
    "record",
    "payload",
    "upload",
    "download",
    "checksum",
    "ledger",
]
_FILES = [
    f"src/{pkg}/{mod}.py"
    for pkg in ("billing", "export", "auth", "storage", "api", "jobs")
    for mod in ("service", "models", "retry", "handlers", "views", "client", "util")
]


def _code_lines(rng: random.Random, count: int) -> str:
    lines = []
    for n in range(count):
        a, b, c = rng.sample(_WORDS, 3)
        lines.append(f"{n + 1:>5}\t    {a}_{b} = compute_{c}({a}, {b}={n})  # {c} step {n}")
    return "\n".join(lines)


class _Session:
    """One seeded coding session: what is said, read, run and edited, turn by turn."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.turn = 0

    def prompt(self) -> str:
        self.turn += 1
        file = self.rng.choice(_FILES)
        word = self.rng.choice(_WORDS)
        return self.rng.choice(
            (
                f"Turn {self.turn}: look at {file} and fix the {word} bug we saw in the logs.",
                f"Turn {self.turn}: the {word} tests fail again; run them and tell me why.",
                f"Turn {self.turn}: refactor the {word} handling in {file}, keep the API.",
                f"Turn {self.turn}: we decided to keep {word} in memory only; update {file}.",
            )
        )

    def tool(self) -> tuple[str, dict[str, Any], str]:
        """(tool name, input, result text) of one call: mostly short results (edits, greps,
        small test runs), some long file reads, as in a coding agent's session."""
        rng = self.rng
        file = rng.choice(_FILES)
        kind = rng.random()
        if kind < 0.35:
            numbered = _code_lines(rng, rng.randint(20, 250))
            return "Read", {"file_path": f"/home/dev/project/{file}"}, numbered
        if kind < 0.55:
            passed, failed = rng.randint(20, 400), rng.randint(0, 3)
            trace = "\n".join(
                f"FAILED tests/test_{rng.choice(_WORDS)}.py::test_{rng.choice(_WORDS)}_{n}"
                f" - AssertionError: expected {n} got {n + 1}"
                for n in range(failed)
            )
            noise = _code_lines(rng, rng.randint(3, 60))
            result = f"{noise}\n{trace}\n=== {failed} failed, {passed} passed in 3.2s ==="
            return "Bash", {"command": "python -m pytest -q", "description": "Run tests"}, result
        if kind < 0.75:
            word = rng.choice(_WORDS)
            hits = "\n".join(
                f"{rng.choice(_FILES)}:{rng.randint(1, 400)}:    {word}_{rng.choice(_WORDS)}()"
                for _ in range(rng.randint(1, 30))
            )
            return "Grep", {"pattern": word, "output_mode": "content"}, hits
        old, new = rng.sample(_WORDS, 2)
        edit = {"file_path": f"/home/dev/project/{file}", "old_string": old, "new_string": new}
        return "Edit", edit, f"The file /home/dev/project/{file} has been updated."

    def remark(self) -> str:
        word = self.rng.choice(_WORDS)
        return f"Let me check how {word} is handled before changing it."

    def reply(self) -> str:
        word = self.rng.choice(_WORDS)
        file = self.rng.choice(_FILES)
        return (
            f"I changed the {word} path in {file}; the failing case came from the retry "
            f"counter being reset. Next I will run the {word} tests again."
        )


# --- Claude Code ---------------------------------------------------------------------------


def _claude_templates() -> dict[str, dict[str, Any]]:
    """The first recorded line of each shape this generator writes."""
    found: dict[str, dict[str, Any]] = {}
    for raw in (FIXTURES / "claude_code_transcript.jsonl").read_text(encoding="utf-8").splitlines():
        line = json.loads(raw)
        kind = line.get("type")
        message = line.get("message")
        if kind in ("user", "assistant") and isinstance(message, dict):
            content = message.get("content")
            if isinstance(content, str):
                shape = "prompt" if kind == "user" and len(line) > 10 else ""
                if line.get("isMeta") or line.get("isCompactSummary"):
                    shape = ""
            else:
                shape = f"{kind}:{content[0]['type']}" if content else ""
        elif kind in ("attachment", "last-prompt", "system", "cost-state"):
            shape = kind
        else:
            shape = ""
        if shape and shape not in found:
            found[shape] = line
    missing = {"prompt", "assistant:tool_use", "user:tool_result", "assistant:text"} - set(found)
    if missing:
        raise SystemExit(f"the recorded transcript has no {sorted(missing)} line to copy")
    return found


def claude_code_lines(session: _Session, session_id: str, start: float) -> Iterator[str]:
    """Claude Code transcript lines, one turn after another, without end."""
    templates = _claude_templates()
    parent: str | None = None
    clock = start

    def stamp() -> str:
        nonlocal clock
        clock += session.rng.uniform(0.5, 20.0)
        return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(clock)) + ".000Z"

    def emit(shape: str, **fields: Any) -> str:
        nonlocal parent
        line = json.loads(json.dumps(templates[shape]))  # a deep copy of the recorded line
        new = str(uuid.UUID(int=session.rng.getrandbits(128)))
        line.update({"parentUuid": parent, "sessionId": session_id, "timestamp": stamp()})
        if "uuid" in line:
            line["uuid"] = new
            parent = new
        line.update(fields)
        return json.dumps(line, ensure_ascii=False)

    while True:
        prompt = session.prompt()
        yield emit("prompt", message={"role": "user", "content": prompt})
        for extra in ("attachment", "last-prompt"):
            if extra in templates:
                yield emit(extra)
        for _ in range(session.rng.randint(1, 8)):
            if session.rng.random() < 0.3:
                remark = json.loads(json.dumps(templates["assistant:text"]["message"]))
                remark["id"] = f"msg_{session.rng.getrandbits(80):020x}"
                remark["content"] = [{"type": "text", "text": session.remark()}]
                yield emit("assistant:text", message=remark)
            name, tool_input, result = session.tool()
            call_id = f"toolu_{session.rng.getrandbits(80):020x}"
            use = json.loads(json.dumps(templates["assistant:tool_use"]["message"]))
            use["id"] = f"msg_{session.rng.getrandbits(80):020x}"
            use["content"] = [
                {"type": "tool_use", "id": call_id, "name": name, "input": tool_input}
            ]
            yield emit("assistant:tool_use", message=use)
            # Claude Code logs a tool's output twice: in the message and in `toolUseResult`
            yield emit(
                "user:tool_result",
                message={
                    "role": "user",
                    "content": [{"tool_use_id": call_id, "type": "tool_result", "content": result}],
                },
                toolUseResult={"type": "text", "stdout": result, "stderr": ""},
            )
        said = json.loads(json.dumps(templates["assistant:text"]["message"]))
        said["id"] = f"msg_{session.rng.getrandbits(80):020x}"
        said["content"] = [{"type": "text", "text": session.reply()}]
        yield emit("assistant:text", message=said)
        for extra in ("system", "cost-state"):
            if extra in templates:
                yield emit(extra)


# --- Gemini CLI ----------------------------------------------------------------------------


_GEMINI_TOOLS = {
    "Read": "read_file",
    "Bash": "run_shell_command",
    "Grep": "search_file_content",
    "Edit": "replace",
}


def gemini_cli_lines(session: _Session, session_id: str, start: float) -> Iterator[str]:
    """Gemini CLI chat-log lines without end: the recorded header, then message records
    as the CLI appends them (a model record first without, then with its tool calls,
    the tool's response as a user record, `$set` updates between)."""
    header = json.loads(
        (FIXTURES / "gemini_cli_transcript.jsonl").read_text(encoding="utf-8").splitlines()[0]
    )
    header["sessionId"] = session_id
    yield json.dumps(header)
    clock = start

    def when() -> str:
        nonlocal clock
        clock += session.rng.uniform(0.5, 20.0)
        return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(clock)) + ".000Z"

    def record(kind: str, content: Any, **fields: Any) -> dict[str, Any]:
        rid = str(uuid.UUID(int=session.rng.getrandbits(128)))
        return {"id": rid, "timestamp": when(), "type": kind, "content": content, **fields}

    def updated() -> str:
        return json.dumps({"$set": {"lastUpdated": when()}})

    while True:
        yield json.dumps(record("user", [{"text": session.prompt()}]))
        yield updated()
        for _ in range(session.rng.randint(1, 8)):
            name, tool_input, result = session.tool()
            name = _GEMINI_TOOLS[name]
            call_id = f"{name}__{name}_{session.rng.getrandbits(40)}_0"
            response = {"id": call_id, "name": name, "response": {"output": result}}
            model = record("gemini", "", thoughts=[], model="gemini-2.5-flash")
            yield json.dumps(model)
            call = {
                "id": call_id,
                "name": name,
                "args": tool_input,
                "result": [{"functionResponse": response}],
                "status": "success",
            }
            yield json.dumps({**model, "toolCalls": [call]})
            yield json.dumps(record("user", [{"functionResponse": response}]))
            yield updated()
        yield json.dumps(record("gemini", session.reply(), thoughts=[], model="gemini-2.5-flash"))
        yield updated()


def write_transcript(path: Path, agent: str, megabytes: float, seed: int, session_id: str) -> int:
    """Write a transcript of about `megabytes` MB; returns the number of lines."""
    session = _Session(seed)
    make = claude_code_lines if agent == "claude-code" else gemini_cli_lines
    target = int(megabytes * 1_000_000)
    written = lines = 0
    with path.open("w", encoding="utf-8") as out:
        for line in make(session, session_id, 1_796_000_000.0):
            out.write(line + "\n")
            written += len(line.encode("utf-8")) + 1
            lines += 1
            if written >= target:
                break
    return lines


# --- the measured hook call ----------------------------------------------------------------


def _payload(agent: str, transcript: Path, project: Path, session_id: str, trigger: str) -> str:
    name = (
        "claude_code_pre_compact_manual"
        if agent == "claude-code"
        else "gemini_cli_pre_compress_auto"
    )
    payload = json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
    payload.update(
        {
            "session_id": session_id,
            "transcript_path": str(transcript),
            "cwd": str(project),
            "trigger": trigger,
        }
    )
    return json.dumps(payload)


def _hook_log(home: Path) -> dict[str, Any]:
    log = home / "logs" / "hooks.jsonl"
    lines = log.read_text(encoding="utf-8").splitlines() if log.is_file() else []
    return json.loads(lines[-1]) if lines else {}


def _wait_for_background(home: Path, session_id: str, limit_s: float) -> float | None:
    """Seconds until the deferred archive of this session finished, None if none ran."""
    from memwell.hooks.deferred import pending  # the benchmark's own source tree (main)
    from memwell.layout import Layout

    started = time.perf_counter()
    layout = Layout.resolve(home)
    if not pending(layout):
        return None
    while pending(layout):
        if time.perf_counter() - started > limit_s:
            return float("inf")
        time.sleep(0.2)
    return time.perf_counter() - started


def run_once(agent: str, megabytes: float, seed: int, trigger: str) -> dict[str, Any]:
    session_id = f"bench-{seed}"
    with tempfile.TemporaryDirectory(prefix="memwell-precompact-") as tmp:
        root = Path(tmp)
        home, project = root / "home", root / "project"
        project.mkdir()
        transcript = root / ("transcript.jsonl")
        generated = time.perf_counter()
        lines = write_transcript(transcript, agent, megabytes, seed, session_id)
        generated = time.perf_counter() - generated
        env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "MEMWELL_HOME": str(home)}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "memwell", "hook", agent, "--home", str(home)],
            input=_payload(agent, transcript, project, session_id, trigger),
            capture_output=True,
            text=True,
            env=env,
            cwd=project,
            check=False,
        )
        wall = time.perf_counter() - started
        used = resource.getrusage(resource.RUSAGE_CHILDREN)
        record = _hook_log(home)
        checkpoint = home / "checkpoints" / f"{session_id}.md"
        in_time = checkpoint.read_text(encoding="utf-8") if checkpoint.is_file() else ""
        background = _wait_for_background(home, session_id, limit_s=600.0)
        archived = _archived_count(home, session_id) if background is not None else None
        after = checkpoint.read_text(encoding="utf-8") if checkpoint.is_file() else ""
        job = _hook_log(home) if background is not None else {}
        return {
            "agent": agent,
            "megabytes": round(transcript.stat().st_size / 1e6, 1),
            "lines": lines,
            "generate_s": round(generated, 1),
            "wall_s": round(wall, 2),
            "cpu_s": round(
                (used.ru_utime - before.ru_utime) + (used.ru_stime - before.ru_stime), 2
            ),
            "peak_rss_mb": round(used.ru_maxrss / 1024),
            "exit_code": done.returncode,
            "checkpoint_written": checkpoint.is_file(),
            "checkpoint_chars": len(in_time),
            "checkpoint_holds": _holds(in_time),
            "checkpoint_after_background_chars": len(after),
            "checkpoint_after_background_holds": _holds(after),
            "background_note": job.get("note"),
            "note": record.get("note"),
            "error": record.get("error"),
            "background_s": None if background is None else round(background, 1),
            "archived_after_background": archived,
        }


def _holds(checkpoint: str) -> str:
    """What a checkpoint holds: its items per section, and the turns its goal names."""
    sections: dict[str, int] = {}
    current = ""
    for line in checkpoint.splitlines():
        if line.startswith("#"):
            current = line.lstrip("# ").strip()
        elif line.lstrip().startswith(("- ", "* ")) and current:
            sections[current] = sections.get(current, 0) + 1
    turns = sorted({int(t) for t in re.findall(r"Turn (\d+)", checkpoint)})
    span = f"turns {turns[0]}-{turns[-1]} named ({len(turns)})" if turns else "no turn named"
    items = ", ".join(f"{name} {count}" for name, count in sections.items())
    return f"{items}; {span}" if checkpoint else "nothing"


def _archived_count(home: Path, session_id: str) -> int:
    from memwell.api import Harness

    counts = {row["session_id"]: row["message_count"] for row in Harness(home).sessions()}
    return int(counts.get(session_id) or 0)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--agent", choices=("claude-code", "gemini-cli"), default="claude-code")
    ap.add_argument("--mb", type=float, default=50.0, help="transcript size in MB")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--trigger", choices=("auto", "manual"), default="auto")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT / "src"))
    rows = [run_once(args.agent, args.mb, args.seed + n, args.trigger) for n in range(args.runs)]
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    for row in rows:
        print(
            f"{row['agent']} {row['megabytes']} MB ({row['lines']} lines): hook {row['wall_s']} s "
            f"wall, {row['cpu_s']} s CPU, peak {row['peak_rss_mb']} MB, exit {row['exit_code']}, "
            f"checkpoint {'written' if row['checkpoint_written'] else 'MISSING'} "
            f"({row['checkpoint_chars']} chars)"
        )
        print(f"  logged: {row['note'] or row['error']}")
        print(f"  checkpoint in time holds: {row['checkpoint_holds']}")
        if row["background_s"] is not None:
            print(
                f"  background job finished {row['background_s']} s after the hook returned; "
                f"{row['archived_after_background']} messages archived"
            )
            print(f"  background job: {row['background_note']}")
            print(
                f"  checkpoint after it ({row['checkpoint_after_background_chars']} chars) "
                f"holds: {row['checkpoint_after_background_holds']}"
            )
    walls = [row["wall_s"] for row in rows]
    print(
        f"median hook wall time {statistics.median(walls):.2f} s over {len(walls)} run(s); "
        f"timeout {HOOK_TIMEOUT_S:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
