"""`memwell demo`: memwell's main job, told as a short multi-session story.

Everything runs for real on a temporary home (offline, no configuration; the local
embedding model when it is installed, as it is by default):
the store, the index, the recall pipeline, the gate, compaction and the session
archive. Session one is a Python agent loop (`MemorySession`); session two is Claude
Code, driven through memwell's real hook runner with payloads shaped like the ones
Claude Code sends; session three is a long session that gets compacted. Nothing
printed is canned: each step reports what the subsystems returned.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memwell.agent.session import MemorySession
from memwell.api import Harness
from memwell.hooks.injected import unfence
from memwell.hooks.runner import run_hook

Narrate = Callable[[str], None]

PROJECT = "payments-api"
PREFERENCE = "Prefers pytest with plain assert statements over unittest"
CONSTRAINT = (
    "Never edit files under migrations/ by hand: generate them with "
    "`alembic revision --autogenerate`, because hand edits broke the schema history."
)
RATE_LIMITER = (
    "The rate limiter uses a token bucket stored in Redis (decided after comparing it with "
    "a fixed window). Open item: per-tenant limits."
)
SESSION_ONE = [
    {"role": "user", "content": "How should the rate limiter for payments-api work?"},
    {
        "role": "assistant",
        "content": "A token bucket per API key, kept in Redis, smooths bursts better than "
        "a fixed window counter.",
    },
    {"role": "user", "content": "Good, go with the token bucket in Redis."},
    {"role": "assistant", "content": "Done: token bucket in Redis, 100 requests/minute."},
]
FACTS = {"tenant ids": "UUIDv7", "staging database port": "5433"}


@dataclass(slots=True)
class DemoReport:
    home: str
    steps: dict[str, dict[str, Any]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"home": self.home, "steps": self.steps}


@contextmanager
def _temporary_home(keep: Path | None) -> Iterator[Path]:
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
        yield keep
        return
    path = Path(tempfile.mkdtemp(prefix="memwell-demo-"))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def run_demo(directory: Path | None = None, narrate: Narrate | None = None) -> DemoReport:
    """Run the story in `directory` (default: a temporary one, removed afterwards)."""
    say = narrate or (lambda _text: None)
    with _temporary_home(directory) as root:
        home, workspace = root / "home", root / PROJECT
        workspace.mkdir(parents=True, exist_ok=True)
        report = DemoReport(home=str(home))
        harness = Harness(home, workspace)
        models = harness.models()
        search = f"search by meaning with {models['embedder']}" if models["embedder"] else "lexical"
        say(f"memwell demo: project {PROJECT!r}, memory home {home} (offline, {search})")
        _session_one(harness, report, say)
        _session_two(home, workspace, report, say)
        _long_session(Harness(home, workspace), report, say)
        _did_we_discuss(Harness(home, workspace), report, say)
        if directory is None:
            say("Done. The temporary home was removed; `memwell demo --keep DIR` keeps its files.")
        else:
            say(f"Done. See the files with: memwell ls --home {home} --workspace {workspace}")
        return report


# --- session one: a Python agent loop saves a preference and a constraint -------------------


def _session_one(harness: Harness, report: DemoReport, say: Narrate) -> None:
    say("== Session 1 (a Python agent loop) ==")
    memory = MemorySession(harness, session_id="demo-session-1")
    saves: list[dict[str, Any]] = [
        {
            "scope": "user",
            "name": "testing_style",
            "type": "feedback",
            "description": PREFERENCE,
            "content": f"{PREFERENCE}. Use fixtures, not setUp/tearDown.",
            "pinned": True,
        },
        {
            "scope": "workspace",
            "name": "migrations_policy",
            "type": "feedback",
            "description": "Never hand-edit migrations; autogenerate them with alembic",
            "content": CONSTRAINT,
            "tags": ["migrations", "alembic", "database"],
        },
        {
            "scope": "workspace",
            "name": "rate_limiter",
            "type": "project",
            "description": "Rate limiter design: token bucket in Redis",
            "content": RATE_LIMITER,
            "aliases": ["rate limiting", "throttling"],
        },
    ]
    saved = []
    for arguments in saves:
        result = memory.call_tool("memory_save", arguments)  # as a model's tool call would
        saved.append({"name": arguments["name"], "ok": result.ok, "error": result.error})
        outcome = "saved" if result.ok else result.error
        say(f"  model called memory_save({arguments['name']!r}) -> {outcome}")
    record = memory.after_turn(SESSION_ONE)
    say(f"  transcript archived ({record.archived} messages)")
    report.steps["session_one"] = {
        "saved": saved,
        "archived": record.archived,
        "files": sorted(str(m.path.relative_to(harness.layout.home)) for m in harness.memories()),
    }


# --- session two: Claude Code through memwell's hooks ----------------------------------------


def _hook(home: Path, workspace: Path, event: str, **fields: Any) -> dict[str, Any]:
    payload = {
        "session_id": "demo-session-2",
        "transcript_path": str(home.parent / "claude-transcript.jsonl"),
        "cwd": str(workspace),
        "hook_event_name": event,
        **fields,
    }
    reply = run_hook("claude-code", json.dumps(payload), home=home)
    answer: dict[str, Any] = json.loads(reply.stdout) if reply.stdout else {}
    specific: dict[str, Any] = answer.get("hookSpecificOutput", {})
    return specific


def _session_two(home: Path, workspace: Path, report: DemoReport, say: Narrate) -> None:
    say("== Session 2 (Claude Code, through `memwell hook claude-code`) ==")
    start = _hook(home, workspace, "SessionStart", source="startup")
    context = str(start.get("additionalContext", ""))
    # the context is the memory section (profile, indexes) followed by the preflight digest
    section = Harness(home, workspace).system_prompt().text.strip()
    digest = unfence(context).replace(section, "", 1).strip()
    say(f"  SessionStart -> {len(context)} characters of memory context; its preflight digest:")
    for line in digest.splitlines()[:5]:
        say(f"    | {line.strip()[:110]}")

    cont_prompt = "Let's continue with the rate limiter work from last time"
    cont = _hook(home, workspace, "UserPromptSubmit", prompt=cont_prompt)
    recalled = str(cont.get("additionalContext", ""))
    say(f"  UserPromptSubmit {cont_prompt!r} -> recall: {'yes' if recalled else 'no'}")
    _excerpt(say, recalled, "token bucket")

    generic_prompt = "What is the difference between a list and a tuple in Python?"
    generic = _hook(home, workspace, "UserPromptSubmit", prompt=generic_prompt)
    generic_context = str(generic.get("additionalContext", ""))
    say(f"  UserPromptSubmit {generic_prompt!r} -> recall: {'yes' if generic_context else 'no'}")

    edit = _hook(
        home,
        workspace,
        "PreToolUse",
        tool_name="Edit",
        tool_input={
            "file_path": str(workspace / "migrations" / "versions" / "0042_add_tenant.py"),
            "old_string": "down_revision = '0041'",
            "new_string": "down_revision = '0040'",
        },
    )
    decision = str(edit.get("permissionDecision", "allow (no objection)"))
    reason = str(edit.get("permissionDecisionReason", ""))
    say(f"  PreToolUse Edit migrations/versions/0042_add_tenant.py -> {decision}")
    if reason:
        say(f"    reason: {reason}")
    report.steps["session_two"] = {
        "preflight_context": context,
        "preflight_digest": digest,
        "continuation": {"prompt": cont_prompt, "context": recalled},
        "generic": {"prompt": generic_prompt, "context": generic_context},
        "edit": {"decision": decision, "reason": reason},
    }


# --- session three: a long session is compacted and keeps its facts ---------------------------


def _long_messages() -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a coding agent working on payments-api."},
        {"role": "user", "content": "Let's add tenant support to payments-api."},
        {
            "role": "assistant",
            "content": "Decision: tenant ids are UUIDv7, so they sort by creation time.",
        },
        {
            "role": "user",
            "content": "Always connect to the staging database on port 5433, never 5432.",
        },
        {"role": "assistant", "content": "Understood: staging database on port 5433."},
    ]
    for n in range(30):
        call_id = f"call_{n}"
        messages.append(
            {
                "role": "user",
                "content": f"Part {n}: add the tenant id to module {n} and explain the change, "
                "including how it interacts with the ledger, the audit log and the API schema.",
            }
        )
        messages.append(
            {
                "role": "assistant",
                "content": "",
                "tool_calls": [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {
                            "name": "run_command",
                            "arguments": json.dumps({"command": f"pytest tests/test_{n}.py"}),
                        },
                    }
                ],
            }
        )
        log = "\n".join(f"tests/test_{n}.py::test_case_{k} PASSED" for k in range(40))
        messages.append({"role": "tool", "tool_call_id": call_id, "content": log})
        messages.append(
            {
                "role": "assistant",
                "content": f"Module {n} now carries the tenant id through its constructor; the "
                "ledger entries it writes include the tenant, the audit log records it, and the "
                f"API schema for module {n} gained a required tenant field. Tests for part {n} "
                "pass.",
            }
        )
    messages.append({"role": "user", "content": "Now wire the tenant id into the ledger."})
    return messages


def _long_session(harness: Harness, report: DemoReport, say: Narrate) -> None:
    say("== Session 3 (a long session fills its context) ==")
    memory = MemorySession(harness, session_id="demo-session-3")
    messages = _long_messages()
    result = memory.compact(messages, context_window=6000)
    text = "\n".join(str(m.get("content", "")) for m in result.messages)
    kept = {fact: value in text for fact, value in FACTS.items()}
    say(
        f"  compacted: {result.compacted}; {len(messages)} -> {len(result.messages)} messages; "
        f"facts kept: {', '.join(f'{k}={v}' for k, v in kept.items())}"
    )
    for value in FACTS.values():
        _excerpt(say, result.checkpoint or "", value)
    report.steps["long_session"] = {
        "compacted": result.compacted,
        "messages_before": len(messages),
        "messages_after": len(result.messages),
        "facts_kept": kept,
        "checkpoint": result.checkpoint or "",
        "checkpoint_persisted": harness.checkpoint("demo-session-3") is not None,
    }


# --- "did we discuss this?" ---------------------------------------------------------------


def _did_we_discuss(harness: Harness, report: DemoReport, say: Narrate) -> None:
    say("== Did we discuss this? ==")
    question = "token bucket"
    hits = harness.search_sessions(question, limit=3)
    say(f"  search_sessions({question!r}) -> {len(hits)} hit(s)")
    for hit in hits:
        say(f"    {hit.session_id} / {hit.message_id}: {hit.snippet[:90]}")
    report.steps["did_we_discuss"] = {
        "query": question,
        "hits": [hit.to_dict() for hit in hits],
    }


def _excerpt(say: Narrate, text: str, needle: str) -> None:
    for line in text.splitlines():
        if needle.lower() in line.lower():
            say(f"    | {line.strip()[:110]}")
            return
