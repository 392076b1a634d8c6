"""Where an unseen prompt's slow answers come from with the service up.

    python benchmarks/service_spikes.py live [--runs 30] [--label recall]
    python benchmarks/service_spikes.py batches
    python benchmarks/service_spikes.py gc [--runs 30]
    python benchmarks/service_spikes.py profile [--runs 20] [--label recall]

The home of `service_latency.py` (200 topics seeded without vectors, as a hook answering in
its own process saves them: the service embeds them between requests, `Service.backfill`).

* `live`: a `memwell serve` and a hook process per run, each run a prompt no earlier run
  sent, in two phases: from the service's first answer (its backfill under way, as in
  `service_latency.py` and `query_threads.py hooks`) and after it has gone idle (its CPU
  flat for 2 s: the backlog drained). Per run: the hook's wall, the service's CPU over the
  run, whether the service was busy just before it (CPU in the 0.3 s before), and the
  service's own time for the answer (`logs/hooks.jsonl`), with the answerer.
* `batches`: the service's backfill in this process, one call at a time, wall and CPU of
  each (a request that arrives during one waits for it), and how many calls drain it.
* `profile`: the service's answer in this process, run after run of unseen prompts (the
  backlog left as the seeding made it, as in `live`'s first phase); for each run slower
  than twice the median, the functions with the most cumulative time (`cProfile`).
* `gc`: the service's answer in this process with `gc.callbacks` timing every collection,
  run after run of unseen prompts, the backlog drained first: what the collector takes.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hook_latency  # the seeded home and payloads
import service_latency  # new_text, percentiles, process_cpu_ms

LABELS = {
    "generic": "UserPromptSubmit (generic)",
    "recall": "UserPromptSubmit (recall)",
    "paths": "UserPromptSubmit (paths, ids)",
}


def load() -> str:
    return Path("/proc/loadavg").read_text().split()[0]


def seeded(tmp: Path) -> tuple[Path, Path, Path]:
    return hook_latency.service_home(tmp, 200)


def service_times(home: Path) -> list[tuple[float, str]]:
    path = home / "logs" / "hooks.jsonl"
    if not path.exists():
        return []
    rows = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line]
    return [(float(r.get("elapsed_ms", 0.0)), str(r.get("answered_by"))) for r in rows]


def serve(memwell: Path, home: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
    """`memwell serve` for `home`, returned once its status answers."""
    from memwell.service import client  # after the caller has chosen the source on the path

    server = subprocess.Popen(
        [str(memwell), "serve", "--home", str(home)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    while client.status(home) is None:
        time.sleep(0.05)
    return server


def wait_idle(pid: int, quiet_s: float = 2.0, limit_s: float = 600.0) -> float:
    """Seconds until the service's CPU stays flat for `quiet_s`."""
    started = time.perf_counter()
    last, since = service_latency.process_cpu_ms(pid), time.perf_counter()
    while time.perf_counter() - started < limit_s:
        time.sleep(0.25)
        now = service_latency.process_cpu_ms(pid)
        if now - last > 5:
            last, since = now, time.perf_counter()
        elif time.perf_counter() - since >= quiet_s:
            break
    return time.perf_counter() - started


def live(runs: int, label: str, phases: tuple[str, ...]) -> None:

    tmp = Path(tempfile.mkdtemp(prefix="mw-sp-"))
    server = None
    try:
        home, workspace, transcript = seeded(tmp)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.pop("MEMWELL_SERVICE", None)
        env.update(MEMWELL_HOME=str(home), PYTHONPYCACHEPREFIX=str(tmp / "pycache"))
        memwell = Path(sys.executable).with_name("memwell")
        server = serve(memwell, home, env)
        hook = [str(memwell), "hook", "claude-code"]
        name = LABELS[label]
        stdin = hook_latency.payload(hook_latency.EVENTS[name], name, workspace, transcript)
        hook_latency.timed(hook, stdin, env, 1)  # the catalog and caches warm
        floor = hook_latency.timed([sys.executable, "-c", "pass"], "", env, 9)[0]
        print(f"-- {label} prompt, not embedded before, {runs} runs a phase --")
        print(f"python -c pass p50 {statistics.median(floor):.1f} ms")
        for phase in phases:
            if phase == "drained":
                print(f"(waited {wait_idle(server.pid):.1f} s for the service to go idle)")
            logged = len(service_times(home))
            rows = []
            start_load = load()
            for run in range(runs):
                base = 1000 * (phase == "drained")
                before = service_latency.process_cpu_ms(server.pid)
                time.sleep(0.3)
                mid = service_latency.process_cpu_ms(server.pid)
                text = service_latency.new_text(stdin, base + run)
                wall, cpu = hook_latency.timed(hook, text, env, 1)
                after = service_latency.process_cpu_ms(server.pid)
                rows.append((wall[0], cpu[0], after - mid, mid - before))
            served = service_times(home)[logged:]
            print(f"\n{phase}: load {start_load} -> {load()}")
            print("| run | hook wall | hook CPU | service CPU | busy before | served ms | by |")
            print("|---|---|---|---|---|---|---|")
            p50 = statistics.median(r[0] for r in rows)
            for i, (wall_ms, cpu_ms, svc, busy) in enumerate(rows):
                ms, by = served[i] if i < len(served) else (float("nan"), "?")
                mark = " **slow**" if wall_ms > 2 * p50 else ""
                print(
                    f"| {i} | {wall_ms:.1f}{mark} | {cpu_ms:.1f} | {svc:.1f} | {busy:.1f} "
                    f"| {ms:.1f} | {by} |"
                )
            pct = service_latency.percentiles([r[0] for r in rows])
            print(f"wall p50 {pct['p50_ms']} p95 {pct['p95_ms']} max {max(r[0] for r in rows):.1f}")
    finally:
        if server is not None:
            server.terminate()
            server.wait(10)
        shutil.rmtree(tmp, ignore_errors=True)


def cpu_ms() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return (usage.ru_utime + usage.ru_stime) * 1000


def in_process(tmp: Path) -> tuple[Any, Path, Path]:
    from memwell.service.server import Service

    home, workspace, transcript = seeded(tmp)
    service = Service(home)
    service.warm_up()
    return service, workspace, transcript


def batches() -> None:
    tmp = Path(tempfile.mkdtemp(prefix="mw-sp-"))
    try:
        service, workspace, transcript = in_process(tmp)
        name = LABELS["recall"]
        stdin = hook_latency.payload(hook_latency.EVENTS[name], name, workspace, transcript)
        service.hook("claude-code", stdin, workspace)  # a harness: its backlog is known
        walls, cpus = [], []
        start_load = load()
        while True:
            started, start_cpu = time.perf_counter(), cpu_ms()
            more = service.backfill()
            walls.append((time.perf_counter() - started) * 1000)
            cpus.append(cpu_ms() - start_cpu)
            if not more:
                break
        print(f"-- backfill calls until drained: {len(walls)} (load {start_load} -> {load()}) --")
        for what, values in (("wall", walls), ("CPU", cpus)):
            ordered = sorted(values)
            print(
                f"{what}: p50 {statistics.median(ordered):.1f} p95 "
                f"{ordered[int(0.95 * (len(ordered) - 1))]:.1f} max {ordered[-1]:.1f} "
                f"total {sum(ordered) / 1000:.1f} s"
            )
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def collections(runs: int) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="mw-sp-"))
    try:
        service, workspace, transcript = in_process(tmp)
        paused: list[tuple[int, float]] = []
        started: list[float] = []

        def callback(phase: str, info: dict[str, Any]) -> None:
            if phase == "start":
                started.append(time.perf_counter())
            elif started:
                paused.append((int(info["generation"]), time.perf_counter() - started.pop()))

        for name in LABELS.values():
            stdin = hook_latency.payload(hook_latency.EVENTS[name], name, workspace, transcript)
            service.hook("claude-code", stdin, workspace)
        while service.backfill():
            pass
        gc.callbacks.append(callback)
        print(f"-- collections during {runs} unseen prompts of each kind (load {load()}) --")
        for label, name in LABELS.items():
            stdin = hook_latency.payload(hook_latency.EVENTS[name], name, workspace, transcript)
            paused.clear()
            walls = []
            for run in range(runs):
                text = service_latency.new_text(stdin, 2000 + run)
                begun = time.perf_counter()
                service.hook("claude-code", text, workspace)
                walls.append((time.perf_counter() - begun) * 1000)
            by_gen: dict[int, list[float]] = {}
            for generation, seconds in paused:
                by_gen.setdefault(generation, []).append(seconds * 1000)
            gens = ", ".join(
                f"gen {g}: {len(v)} ({sum(v):.1f} ms, max {max(v):.1f})"
                for g, v in sorted(by_gen.items())
            )
            ordered = sorted(walls)
            print(
                f"{label}: request wall p50 {statistics.median(ordered):.1f} "
                f"max {ordered[-1]:.1f} ms; collections {gens or 'none'}"
            )
        gc.callbacks.remove(callback)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def profile(runs: int, label: str) -> None:
    import cProfile
    import io
    import pstats

    tmp = Path(tempfile.mkdtemp(prefix="mw-sp-"))
    try:
        service, workspace, transcript = in_process(tmp)
        name = LABELS[label]
        stdin = hook_latency.payload(hook_latency.EVENTS[name], name, workspace, transcript)
        service.hook("claude-code", stdin, workspace)  # the catalog and caches warm
        done: list[tuple[float, cProfile.Profile]] = []
        for run in range(runs):
            profiler = cProfile.Profile()
            begun = time.perf_counter()
            profiler.enable()
            service.hook("claude-code", service_latency.new_text(stdin, run), workspace)
            profiler.disable()
            done.append(((time.perf_counter() - begun) * 1000, profiler))
        p50 = statistics.median(ms for ms, _ in done)
        print(
            f"-- {label}, {runs} unseen prompts in this process: "
            + ", ".join(f"{ms:.0f}" for ms, _ in done)
        )
        for run, (ms, profiler) in enumerate(done):
            if ms > 2 * p50:
                out = io.StringIO()
                pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(25)
                print(f"\nrun {run}: {ms:.0f} ms")
                print("\n".join(out.getvalue().splitlines()[6:40]))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("live", "batches", "gc", "profile"))
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--label", choices=tuple(LABELS), default="recall")
    parser.add_argument("--first-only", action="store_true", help="live: the first phase only")
    args = parser.parse_args()
    if args.what == "live":
        phases = ("backfill under way", "drained")
        live(args.runs, args.label, phases[:1] if args.first_only else phases)
    elif args.what == "batches":
        batches()
    elif args.what == "profile":
        profile(args.runs, args.label)
    else:
        collections(args.runs)


if __name__ == "__main__":
    main()
