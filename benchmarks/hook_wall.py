"""Where a service-answered hook's wall time goes, stage by stage, from its system calls.

    python benchmarks/hook_wall.py [--runs 21] [--realtime] [--src OTHER/src]

Needs `strace` (5.3 or later, for `--seccomp-bpf`). The home of `service_latency.py`
(200 topics) and a `memwell serve` on it, its backfill drained before timing; per run,
each of the three prompts (generic, recall, paths and ids) as a text the service has not
embedded, one `memwell hook claude-code` process each, as an agent starts it, run under
`strace -f --seccomp-bpf`: only the calls named in TRACED stop the process (a few dozen
a hook, mostly the opens of its start-up), each stamped. `--src`: the service and the
hooks run that checkout's code (PYTHONPATH). `--realtime` (root): this process, the
hooks and the service at SCHED_FIFO (the cost when a core is free, on a busy machine).

A hook's wall time is cut at its own calls:

* `start`: the dynamic loader, the interpreter's start-up and its `site`: `execve` to the
  first open of a file of the `memwell` package (beside it, `python -c pass` traced the
  same way, `execve` to `exit_group`: the interpreter's start-up and end alone);
* `client`: memwell's modules on the hook path (`memwell`, `.cli`, `.service.address`,
  `.service.client`, `_socket`), reading stdin, to `connect` returning;
* `send`: the frame sent, to `shutdown(SHUT_WR)` returning;
* `service`: waiting for the reply, to the last `recvfrom` returning (the service's end of
  the stream): the service's own time for the event (its `logs/hooks.jsonl`: the work
  from the payload to the answer, in `run_hook`) and the rest around it (woken by the
  connection, the frame read and parsed, the reply written and the stream ended);
  of it, `end of stream`: from the first read that returned the reply's bytes to the
  last (the service's `shutdown` after its `sendall`; the reply is one frame, sent whole);
* `exit`: the reply written out, to `exit_group`;
* `spawn + reap`: this process's wall time less `execve` to `exit_group` (fork and exec,
  the process torn down and reaped, and strace's own attaching and detaching).

Prints p50 per stage and prompt (ms), with the wall of untraced hooks run in the same
rounds (each round: one traced and one untraced process per prompt, each a new text):
the trace's cost is their difference.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hook_latency  # the seeded home and payloads
import service_latency  # new_text
import service_spikes  # LABELS, serve, wait_idle, load, service_times

TRACED = "trace=execve,openat,connect,shutdown,recvfrom,exit_group"
STAGES = ("start", "client", "send", "service", "exit", "spawn + reap")
# `30102 1796385264.544492 connect(3, {...}, 51) = 0 <0.000040>`
_CALL = re.compile(r"^(\d+)\s+([\d.]+) (\w+)\((.*)\)\s+= (-?\w+|\?)(?: .*?)?(?: <([\d.]+)>)?$")

Call = tuple[float, float, str, str]  # start (s), duration (s), name, arguments


def calls(trace: Path) -> list[Call]:
    found: list[Call] = []
    for line in trace.read_text(encoding="utf-8", errors="replace").splitlines():
        match = _CALL.match(line)
        if match:
            _pid, start, name, argv, _result, took = match.groups()
            found.append((float(start), float(took or 0.0), name, argv))
    return found


def stages_of(trace: list[Call], wall_ms: float) -> dict[str, float] | None:
    """The stage times (ms) of one traced hook, or None when one of its marks is missing."""

    def first(name: str, test: str = "") -> Call | None:
        return next((c for c in trace if c[2] == name and test in c[3]), None)

    execve, package = first("execve"), first("openat", "/memwell/")
    connect, shutdown, leave = first("connect"), first("shutdown"), first("exit_group")
    reads = [c for c in trace if c[2] == "recvfrom"]
    if not (execve and package and connect and shutdown and leave and reads):
        return None
    marks = [
        execve[0],
        package[0],
        connect[0] + connect[1],
        shutdown[0] + shutdown[1],
        reads[-1][0] + reads[-1][1],
        leave[0],
    ]
    spans = {name: (marks[i + 1] - marks[i]) * 1000 for i, name in enumerate(STAGES[:-1])}
    spans["spawn + reap"] = wall_ms - (leave[0] - execve[0]) * 1000
    # the reply's bytes were all there at the first read that returned some; the hook then
    # waits for the service's end of the stream (`shutdown` after `sendall`)
    spans["end of stream"] = (reads[-1][0] + reads[-1][1] - reads[0][0] - reads[0][1]) * 1000
    return spans


def run(runs: int, realtime: bool, src: Path | None) -> None:
    from memwell.service import client

    if shutil.which("strace") is None:
        raise SystemExit("hook_wall.py needs strace")
    tmp = Path(tempfile.mkdtemp(prefix="mw-hw-"))  # short: the socket path has a limit
    server = None
    try:
        home, workspace, transcript = hook_latency.service_home(tmp, 200, "s")
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.pop("MEMWELL_SERVICE", None)
        env.update(MEMWELL_HOME=str(home), PYTHONPYCACHEPREFIX=str(tmp / "pycache"))
        if src is not None:
            env["PYTHONPATH"] = str(src)
        memwell = Path(sys.executable).with_name("memwell")
        hook = [str(memwell), "hook", "claude-code"]
        server = service_spikes.serve(memwell, home, env)
        stdins = {
            short: hook_latency.payload(hook_latency.EVENTS[label], label, workspace, transcript)
            for short, label in service_spikes.LABELS.items()
        }
        for stdin in stdins.values():  # the catalog and caches warm
            hook_latency.timed(hook, stdin, env, 1)
        waited = service_spikes.wait_idle(server.pid)
        tids = [0, *(int(t.name) for t in Path(f"/proc/{server.pid}/task").iterdir())]
        if realtime:
            for tid in tids:
                os.sched_setscheduler(tid, os.SCHED_FIFO, os.sched_param(1))
        traced = tmp / "trace.txt"
        strace = ["strace", "-f", "--seccomp-bpf", "-ttt", "-T", "-e", TRACED, "-o", str(traced)]

        def timed(argv: list[str], text: str) -> float:
            started = time.perf_counter()
            subprocess.run(argv, input=text.encode("utf-8"), capture_output=True, env=env)
            return (time.perf_counter() - started) * 1000

        floors: list[float] = []
        for _ in range(9):
            wall = timed([*strace, sys.executable, "-c", "pass"], "")
            found = calls(traced)
            floors.append((found[-1][0] - found[0][0]) * 1000)
        start_load = service_spikes.load()
        logged = len(service_spikes.service_times(home))
        table: dict[str, list[dict[str, float]]] = {short: [] for short in stdins}
        plain: dict[str, list[float]] = {short: [] for short in stdins}
        missing = 0
        for round_ in range(runs):
            for short, stdin in stdins.items():
                wall = timed([*strace, *hook], service_latency.new_text(stdin, 2 * round_))
                spans = stages_of(calls(traced), wall)
                plain[short].append(timed(hook, service_latency.new_text(stdin, 2 * round_ + 1)))
                if spans is None:
                    missing += 1
                    continue
                spans["wall"] = wall
                table[short].append(spans)
        bare = statistics.median(timed([sys.executable, "-c", "pass"], "") for _ in range(9))
        if realtime:
            for tid in tids:
                os.sched_setscheduler(tid, os.SCHED_OTHER, os.sched_param(0))
        # the service's own time of each traced hook: its log's rows, in request order
        # (traced and untraced alternate: the traced are the even ones)
        own = [t for t, _by in service_spikes.service_times(home)[logged:]][::2]
        for index, short in enumerate(stdins):
            rows = own[index :: len(stdins)]
            for spans, mine in zip(table[short], rows, strict=False):
                spans["service's own"] = mine
                spans["around it"] = spans["service"] - mine
        print(
            f"-- a service-answered hook's wall by stage, p50 ms ({src or 'this checkout'}); "
            f"load {start_load} -> {service_spikes.load()}; realtime: {realtime}; backfill "
            f"drained in {waited:.0f} s; traced `python -c pass` {statistics.median(floors):.1f}"
            f" ms; hooks without every mark: {missing}"
        )
        print(f"| stage | {' | '.join(stdins)} |")
        print(f"|---|{'---|' * len(stdins)}")
        shown = ("start", "client", "send", "service", "service's own", "around it")
        shown += ("end of stream", "exit")
        for stage in (*shown, "spawn + reap", "wall"):
            cells = [statistics.median(s[stage] for s in table[p]) for p in stdins]
            print(f"| {stage} | {' | '.join(f'{c:.1f}' for c in cells)} |")
        untraced = [statistics.median(plain[p]) for p in stdins]
        print(f"| wall, untraced | {' | '.join(f'{c:.1f}' for c in untraced)} |")
        # send, service and exit stop on a handful of calls: what the untraced wall keeps
        # beyond them is the process's own start, client and end, without the trace's cost
        served = [
            statistics.median(s["send"] + s["service"] + s["exit"] for s in table[p])
            for p in stdins
        ]
        rest = [u - v for u, v in zip(untraced, served, strict=True)]
        print(
            f"| untraced wall less send, service, exit | {' | '.join(f'{c:.1f}' for c in rest)} |"
        )
        print(f"\nuntraced `python -c pass`, after the rounds: {bare:.1f} ms")
        flags = f"--runs {runs}" + (" --realtime" if realtime else "")
        print(f"\n    python benchmarks/hook_wall.py {flags}" + (f" --src {src}" if src else ""))
    finally:
        if server is not None:
            client.stop(home)
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.terminate()
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--realtime", action="store_true")
    parser.add_argument("--src", type=Path, help="another checkout's src for the service and hooks")
    args = parser.parse_args()
    run(args.runs, args.realtime, args.src)


if __name__ == "__main__":
    main()
