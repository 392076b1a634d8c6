"""Probe-based evaluation of compaction: does what matters survive?

Generates long synthetic coding sessions (seeded; templates, names and positions vary
per seed) with planted facts - constraints, decisions, edited files, fixed errors, open
items, the current task - compacts them with `tiers` and `checkpoint` at the same
context pressure, and reports per probe type the share still present afterwards (in
the checkpoint or in the kept messages), with tokens before and after.

    python benchmarks/compaction_probes.py --sessions 12 --tokens 60000
    python benchmarks/compaction_probes.py --model smollm2 --base-url http://127.0.0.1:PORT/v1

A probe counts as retained when one line of the compacted transcript contains all of
its key terms (case-insensitive).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memwell.compaction import CheckpointStore, compact
from memwell.compaction.tokens import estimate_tokens
from memwell.compaction.transcript import count_tokens, parse_transcript

PROBE_KINDS = ("constraint", "decision", "edited_file", "fixed_error", "open_item", "current_task")

DIRS = [
    "src/billing",
    "src/api",
    "app/services",
    "pkg/ingest",
    "lib/auth",
    "server/jobs",
    "core/sync",
]
STEMS = [
    "ledger",
    "handlers",
    "schema",
    "worker",
    "client",
    "models",
    "router",
    "cache",
    "retry",
    "export",
]
EXTS = [".py", ".ts", ".go", ".rs"]
LIBS = [
    ("requests", "httpx"),
    ("moment", "date-fns"),
    ("lodash", "native array methods"),
    ("unittest", "pytest"),
    ("print debugging", "the logging module"),
    ("pickle", "JSON"),
]
TECH = [
    ("PostgreSQL 16", "the job store"),
    ("Redis streams", "the event queue"),
    ("SQLite in WAL mode", "local caching"),
    ("argon2id", "password hashing"),
    ("OpenTelemetry", "tracing"),
    ("Alembic", "schema migrations"),
    ("Celery", "background jobs"),
]
ERRORS = [
    ("TypeError", "unsupported operand type(s) for +: 'int' and 'NoneType' in {fn}"),
    ("KeyError", "'{fn}_id'"),
    ("AttributeError", "'NoneType' object has no attribute '{fn}'"),
    ("ValueError", "invalid literal for int() with base 10: '{fn}'"),
    ("ImportError", "cannot import name '{fn}' from partially initialized module"),
]
TASKS = [
    "add pagination to the {x} endpoint",
    "write a migration for the {x} table",
    "document the {x} retry policy",
    "add metrics for {x} latency",
    "remove the legacy {x} flag",
    "benchmark the {x} serializer",
    "add a rate limit to {x} uploads",
]
WORDS = ["invoice", "tenant", "webhook", "session", "payout", "audit", "quota", "export", "refund"]

CONSTRAINT_T = [
    "Please never use {a} in this codebase; stick to {b}.",
    "One rule for this repo: never use {a}, we use {b} everywhere.",
    "Important: do not use {a} anywhere. Use {b} instead, always.",
    "I prefer {b}, so never use {a} here.",
    "Keep {a} out of this project - {b} only, please.",
]
DECISION_T = [
    ("assistant", "After comparing the options I decided to use {t} for {p}."),
    ("user", "Let's go with {t} for {p}, it is what the ops team knows."),
    ("assistant", "OK - we'll use {t} for {p} from now on."),
    ("user", "Decision: {t} for {p}. Please don't revisit it."),
    ("user", "{t} it is, for {p}."),
]
TODO_T = [
    ("user", "Also, TODO for later: {task}."),
    ("assistant", "Noted. We still need to {task} once this lands."),
    ("user", "Remaining item for this branch: {task}."),
    ("assistant", "- [ ] {task}"),
    ("user", "Before we ship, somebody has to {task}."),
]
FIX_T = [
    "The issue was a missing None check in {fn}; I fixed it in {path}.",
    "Found it: {fn} was called before initialisation. Fixed by reordering the setup in {path}.",
    "Root cause: {fn} assumed a dict. I fixed the caller in {path}, tests pass now.",
]
CHATTER = [
    "Looking at {path}, the function {fn} builds the request and hands it to the queue.",
    "Let me check how {fn} is used across the package.",
    "The tests for {fn} cover the happy path only.",
    "That output looks fine; moving on to the next module.",
    "I'll read {path} to understand the data flow.",
]
USER_CHATTER = [
    "Looks good, continue.",
    "Go on.",
    "Can you check the other handlers too?",
    "Sounds right.",
    "Keep going with the plan.",
]


@dataclass(frozen=True)
class Probe:
    kind: str
    terms: tuple[str, ...]


class Session:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.messages: list[dict[str, Any]] = []
        self.tokens = 0
        self.calls = 0
        self.probes: list[Probe] = []

    def ident(self) -> str:
        return self.rng.choice(WORDS) + "_" + self.rng.choice(STEMS) + str(self.rng.randint(2, 99))

    def path(self) -> str:
        r = self.rng
        stem = f"{r.choice(STEMS)}_{r.choice(WORDS)}{r.randint(1, 999)}"
        return f"{r.choice(DIRS)}/{stem}{r.choice(EXTS)}"

    def add(self, message: dict[str, Any]) -> None:
        self.messages.append(message)
        self.tokens += estimate_tokens(json.dumps(message))

    def say(self, role: str, text: str) -> None:
        self.add({"role": role, "content": text})

    def tool(self, name: str, args: dict[str, Any], output: str, text: str = "") -> None:
        self.calls += 1
        cid = f"call_{self.calls:05d}"
        call = {
            "id": cid,
            "type": "function",
            "function": {"name": name, "arguments": json.dumps(args)},
        }
        self.add({"role": "assistant", "content": text or None, "tool_calls": [call]})
        self.add({"role": "tool", "tool_call_id": cid, "content": output})

    def code(self, lines: int) -> str:
        r = self.rng
        out = []
        for i in range(lines):
            fn = self.ident()
            out.append(
                r.choice(
                    [
                        f"def {fn}(value, *, retries=3):",
                        f"    result = {fn}(payload)",
                        f"    if {fn} is None:",
                        f"        return {r.randint(0, 999)}",
                        f"# {fn} handles the {r.choice(WORDS)} case",
                        f"class {fn.title()}:",
                        f"    logger.debug('step {i}')",
                        "",
                    ]
                )
            )
        return "\n".join(out)

    def filler(self) -> None:
        r = self.rng
        kind = r.random()
        path, fn = self.path(), self.ident()
        if kind < 0.45:
            self.tool(
                "read_file",
                {"path": path},
                self.code(r.randint(30, 160)),
                r.choice(CHATTER).format(path=path, fn=fn),
            )
        elif kind < 0.65:
            out = "\n".join(
                f"tests/test_{self.ident()}.py::test_{self.ident()} PASSED"
                for _ in range(r.randint(10, 60))
            )
            self.tool(
                "bash",
                {"command": f"pytest -q tests/ -k {fn}"},
                out + f"\n{r.randint(10, 60)} passed",
            )
        elif kind < 0.8:
            out = "\n".join(
                f"{self.path()}:{r.randint(1, 400)}: {fn}(...)" for _ in range(r.randint(5, 30))
            )
            self.tool("grep", {"pattern": fn, "path": "."}, out)
        elif kind < 0.9:
            self.say("assistant", r.choice(CHATTER).format(path=path, fn=fn))
        else:
            self.say("user", r.choice(USER_CHATTER))

    # --- planted facts ------------------------------------------------------------------

    def constraint(self) -> None:
        a, b = self.rng.choice(LIBS)
        self.say("user", self.rng.choice(CONSTRAINT_T).format(a=a, b=b))
        self.probes.append(Probe("constraint", (a, b)))

    def decision(self) -> None:
        t, p = self.rng.choice(TECH)
        role, template = self.rng.choice(DECISION_T)
        self.say(role, template.format(t=t, p=p))
        self.probes.append(Probe("decision", (t, p)))

    def edit(self) -> None:
        path = self.path()
        old, new = self.ident(), self.ident()
        self.tool(
            "edit_file",
            {"path": path, "old_string": old, "new_string": new},
            f"Edited {path}: 1 replacement",
            f"I'll rename {old} to {new}.",
        )
        self.probes.append(Probe("edited_file", (path,)))

    def error(self) -> None:
        name, template = self.rng.choice(ERRORS)
        fn, path = self.ident(), self.path()
        message = template.format(fn=fn)
        line = self.rng.randint(5, 300)
        trace = (
            f'Traceback (most recent call last):\n  File "{path}", line {line}, in {fn}\n'
            f"{self.code(6)}\n{name}: {message}"
        )
        self.tool("bash", {"command": "pytest -x -q"}, "F\n" + trace + "\n1 failed")
        self.filler()
        self.say("assistant", self.rng.choice(FIX_T).format(fn=fn, path=path))
        self.probes.append(Probe("fixed_error", (name, fn)))

    def todo(self) -> None:
        task = self.rng.choice(TASKS).format(x=self.ident())
        role, template = self.rng.choice(TODO_T)
        self.say(role, template.format(task=task))
        self.probes.append(Probe("open_item", (task,)))


def generate_session(
    seed: int, tokens: int, *, plant: bool = True
) -> tuple[list[dict[str, Any]], list[Probe]]:
    """An OpenAI-format session of about `tokens` estimated tokens, and its probes
    (`plant=False`: filler only, for continuing a session without new facts)."""
    s = Session(seed)
    r = s.rng
    s.say("system", "You are a careful coding agent working in the user's repository.")
    s.say(
        "user",
        f"We are building the {r.choice(WORDS)} service. "
        f"Start by reading the code in {r.choice(DIRS)}.",
    )
    planted = [
        "constraint",
        "constraint",
        "decision",
        "decision",
        "edit",
        "edit",
        "edit",
        "error",
        "error",
        "todo",
        "todo",
    ]
    r.shuffle(planted)
    if not plant:
        planted = []
    # facts go into the first 80% of the session, at random points
    marks = sorted(r.uniform(0.05, 0.8) * tokens for _ in planted)
    for kind, mark in zip(planted, marks, strict=True):
        while s.tokens < mark:
            s.filler()
        getattr(s, kind)()
    while s.tokens < tokens * 0.98:
        s.filler()
    task = r.choice(TASKS).format(x=s.ident())
    s.say("user", f"Now {task}.")
    s.probes.append(Probe("current_task", (task,)))
    return s.messages, s.probes


def to_anthropic(messages: list[dict[str, Any]]) -> tuple[str | None, list[dict[str, Any]]]:
    """The same session in the Anthropic messages format (system, tool_use/tool_result)."""
    system = None
    out: list[dict[str, Any]] = []
    for m in messages:
        if m["role"] == "system":
            system = m["content"]
        elif m["role"] == "tool":
            block = {
                "type": "tool_result",
                "tool_use_id": m["tool_call_id"],
                "content": m["content"],
            }
            if out and out[-1]["role"] == "user" and isinstance(out[-1]["content"], list):
                out[-1]["content"].append(block)
            else:
                out.append({"role": "user", "content": [block]})
        elif m.get("tool_calls"):
            blocks: list[dict[str, Any]] = (
                [{"type": "text", "text": m["content"]}] if m.get("content") else []
            )
            for c in m["tool_calls"]:
                blocks.append(
                    {
                        "type": "tool_use",
                        "id": c["id"],
                        "name": c["function"]["name"],
                        "input": json.loads(c["function"]["arguments"]),
                    }
                )
            out.append({"role": "assistant", "content": blocks})
        else:
            out.append({"role": m["role"], "content": m["content"]})
    return system, out


def transcript_lines(messages: Any) -> list[str]:
    """Every line of text in the compacted transcript (content, tool arguments, results)."""
    return json.dumps(messages, ensure_ascii=False).replace("\\n", "\n").lower().split("\n")


def retained(probe: Probe, lines: list[str]) -> bool:
    terms = [t.lower() for t in probe.terms]
    return any(all(t in line for t in terms) for line in lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sessions", type=int, default=12)
    ap.add_argument("--tokens", type=int, default=60_000, help="session size (estimated tokens)")
    ap.add_argument(
        "--pressures", default="0.8,0.92,0.97,2.0", help="session tokens / context window"
    )
    ap.add_argument("--format", choices=("openai", "anthropic"), default="openai")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--model", help="use a model for the checkpoint (OpenAI-compatible server)")
    ap.add_argument("--base-url")
    ap.add_argument("--json", action="store_true")
    ap.add_argument(
        "--twice", action="store_true", help="continue each session and compact a second time"
    )
    args = ap.parse_args(argv)
    model = None
    if args.model:
        from memwell.llm import ModelConfig, make_model

        model = make_model(ModelConfig("openai", args.model, args.base_url, None, 300.0))
    strategies = ["tiers", "checkpoint"]
    store = CheckpointStore(Path(tempfile.mkdtemp(prefix="memwell-probes-")))
    rows: dict[tuple[float, str], dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    sizes: dict[tuple[float, str], list[tuple[int, int, float]]] = defaultdict(list)
    sources: dict[str, int] = defaultdict(int)
    for pressure in (float(p) for p in args.pressures.split(",")):
        for k in range(args.sessions):
            messages, probes = generate_session(args.seed * 1000 + k, args.tokens)
            system, payload = (None, messages)
            if args.format == "anthropic":
                system, payload = to_anthropic(messages)

            data: Any = {"system": system, "messages": payload} if system else payload
            transcript = parse_transcript(data, args.format)
            window = int(count_tokens(transcript) / pressure)
            for strategy in strategies:
                start = time.perf_counter()
                result = compact(
                    transcript,
                    context_window=window,
                    strategy=strategy,  # type: ignore[arg-type]
                    model=model if strategy == "checkpoint" else None,
                    session_id=f"probe-{pressure}-{k}",
                    store=store,
                )
                elapsed = time.perf_counter() - start
                if result.checkpoint_source:
                    sources[result.checkpoint_source] += 1
                if args.twice:
                    # the session goes on (more work, same window), then compacts again
                    more, _ = generate_session(
                        args.seed * 1000 + k + 500, args.tokens // 2, plant=False
                    )
                    extra = parse_transcript(more[2:], "openai")
                    if args.format == "anthropic":
                        extra = parse_transcript(to_anthropic(more[2:])[1], "anthropic")
                    # the new "current task" must not be confused with the planted one
                    grown = result.transcript.replace([*result.messages, *extra.messages[:-1]])
                    result = compact(
                        grown,
                        context_window=window,
                        strategy=strategy,  # type: ignore[arg-type]
                        model=model if strategy == "checkpoint" else None,
                        session_id=f"probe-{pressure}-{k}",
                        store=store,
                        force=True,
                    )
                lines = transcript_lines(result.transcript.to_data())
                for probe in probes:
                    if args.twice and probe.kind == "current_task":
                        continue  # after more work it is no longer the current task
                    rows[(pressure, strategy)][probe.kind].append(int(retained(probe, lines)))
                sizes[(pressure, strategy)].append(
                    (result.tokens_before, result.tokens_after, elapsed)
                )
    report = []
    for (pressure, strategy), kinds in sorted(rows.items()):
        before = sum(b for b, _, _ in sizes[(pressure, strategy)]) / len(
            sizes[(pressure, strategy)]
        )
        after = sum(a for _, a, _ in sizes[(pressure, strategy)]) / len(sizes[(pressure, strategy)])
        ms = (
            1000
            * sum(t for _, _, t in sizes[(pressure, strategy)])
            / len(sizes[(pressure, strategy)])
        )
        entry = {
            "pressure": pressure,
            "strategy": strategy,
            "tokens_before": round(before),
            "tokens_after": round(after),
            "ms": round(ms, 1),
        }
        entry.update({kind: round(sum(v) / len(v), 3) for kind, v in kinds.items()})
        all_v = [x for v in kinds.values() for x in v]
        entry["all"] = round(sum(all_v) / len(all_v), 3)
        report.append(entry)
    if args.json:
        print(json.dumps({"rows": report, "checkpoint_sources": dict(sources)}, indent=1))
        return 0
    head = ["pressure", "strategy", "tokens_before", "tokens_after", "ms", *PROBE_KINDS, "all"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for entry in report:
        print("| " + " | ".join(str(entry.get(h, "")) for h in head) + " |")
    if model is not None:
        print(f"checkpoint sources: {dict(sources)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
