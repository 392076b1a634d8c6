"""Where a hook answered in its own process (the warm service down) spends its time.

    python benchmarks/hook_stages.py [--runs 7] [--memories 200] [--json]
    python benchmarks/hook_stages.py --only Bash --command "ls -la" --command "git status"

Each run is a fresh interpreter that answers one recorded Claude Code event through
`memwell.cli.main()` with `hook claude-code` as its arguments, as the console script does
(ending with os._exit once it has answered), with the service off. Inside it every
moment is charged to exactly one stage, the innermost one running:

- `imports`: loading modules (the import system, each module's body), less the two below;
- `regex compile`: compiling regular expressions (at import or on first use);
- `dataclass creation`: `@dataclass` building a class (at import);
- the work: `settings`, `index open` (the SQLite catalog and its freshness check),
  `classification`, `session state`, `retrieval`, `digest`, `preflight`, `gate`,
  `archive + writeback`, `answer` (rendering the agent's JSON), `logging`, and `other`.

A hook process compiles through `memwell.compiled_cache` (the first, untimed run of each
event fills it): `regex compile` and the pattern count are what missed the cache, and
`dataclass creation` is what remains of building the classes once their methods come from it.

The stages are timed by wrapping the functions named in `STAGES` as their modules load,
so nothing is imported early. Prints the median per stage over the runs (ms) next to the
whole process and `python -c pass`: CPU time (steadier on a busy machine), or wall time
with `--wall`. The wrappers cost a little: the stage total is slightly above an unwrapped
run's.
"""

from __future__ import annotations

import argparse
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hook_latency  # the seeded home and the recorded payloads

EVENTS = {k: v for k, v in hook_latency.EVENTS.items() if "PostToolUse" not in k}

# module -> (dotted attribute inside it, stage); wrapped as soon as the module has loaded
STAGES: dict[str, list[tuple[str, str]]] = {
    "memwell.config": [("load_settings", "settings")],
    "memwell.api": [
        ("Harness.index", "index open"),
        ("Harness.archive", "archive + writeback"),
        ("Harness.writeback", "archive + writeback"),
    ],
    "memwell.catalog": [("HarnessCatalog.generation", "index open")],
    "memwell.recall.engine": [
        ("RecallEngine.classify", "classification"),
        ("RecallEngine.profile", "preflight"),
    ],
    "memwell.recall.decisions": [
        ("SessionRegistry.claim", "session state"),
        ("DecisionLog.append", "logging"),
    ],
    "memwell.recall.retrieval": [("IndexRetriever.search", "retrieval")],
    "memwell.recall.digest": [("build_digest", "digest")],
    "memwell.recall.preflight": [("build_preflight", "preflight")],
    "memwell.recall.gate": [("Gate.check", "gate"), ("Gate.__init__", "gate")],
    "memwell.hooks.claude_code": [("render", "answer"), ("read_transcript", "transcript")],
    "memwell.hooks.runner": [("_log_call", "logging")],
}

# The code each measured process runs first: it installs the accounting, answers the
# event from stdin, and prints the stage totals as one JSON line on stderr.
DRIVER = r"""
import sys, time
_clock = time.process_time if __CPU__ else time.perf_counter
_start = _clock()
import importlib._bootstrap as _boot
STAGES = __STAGES__
_stack = ["other"]
_totals = {}
_mark = [_start]
_counts = {"regex": 0, "dataclass": 0, "modules": 0}

def _switch(to):
    now = _clock()
    top = _stack[-1]
    _totals[top] = _totals.get(top, 0.0) + now - _mark[0]
    _mark[0] = now
    if to is None:
        _stack.pop()
    else:
        _stack.append(to)

def _charged(stage, fn):
    def wrapper(*args, **kwargs):
        _switch(stage)
        try:
            return fn(*args, **kwargs)
        finally:
            _switch(None)
    wrapper.__wrapped__ = fn
    return wrapper

def _wrap(module, dotted, stage):
    owner_name, _, attr = dotted.rpartition(".")
    owner = getattr(module, owner_name) if owner_name else module
    current = owner.__dict__[attr] if owner_name else getattr(module, attr)
    if hasattr(current, "func") and hasattr(current, "attrname"):  # cached_property
        current.func = _charged(stage, current.func)
    elif isinstance(current, property):
        setattr(owner, attr, property(_charged(stage, current.fget)))
    else:
        setattr(owner, attr, _charged(stage, current))

_real_find_and_load = _boot._find_and_load
def _find_and_load(name, import_):
    _switch("imports")
    try:
        module = _real_find_and_load(name, import_)
    finally:
        _switch(None)
    _counts["modules"] += 1
    for dotted, stage in STAGES.get(name, ()):
        _wrap(module, dotted, stage)
    return module
_boot._find_and_load = _find_and_load

import re._compiler as _rc, dataclasses as _dc

def _counted(kind, stage, fn):
    charged = _charged(stage, fn)
    def wrapper(*args, **kwargs):
        _counts[kind] += 1
        return charged(*args, **kwargs)
    return wrapper

_rc.compile = _counted("regex", "regex compile", _rc.compile)
_dc._process_class = _counted("dataclass", "dataclass creation", _dc._process_class)

import json as _json, os as _os
_reported = []

def _report():
    if _reported:
        return
    _reported.append(True)
    _switch("other")
    total = _clock() - _start
    sys.stdout.flush()
    out = {k: round(v * 1000, 2) for k, v in _totals.items()}
    out["total in-process"] = round(total * 1000, 2)
    out.update({"n " + k: v for k, v in _counts.items()})
    print("\nSTAGES " + _json.dumps(out), file=sys.stderr, flush=True)

# the console script ends a hook process with os._exit once it has answered (session 7):
# the stage line is printed just before, and the process then ends the same way
_real_exit = _os._exit
def _exit(code):
    _report()
    _real_exit(code)
_os._exit = _exit
try:
    from memwell.cli import main
    sys.argv = ["memwell", "hook", "claude-code"]
    main()  # as the console script calls it
except SystemExit:
    pass
finally:
    _report()
"""

ORDER = [
    "imports",
    "regex compile",
    "dataclass creation",
    "settings",
    "index open",
    "classification",
    "session state",
    "retrieval",
    "digest",
    "preflight",
    "gate",
    "transcript",
    "archive + writeback",
    "answer",
    "logging",
    "other",
    "total in-process",
]


def one_run(stdin: str, env: dict[str, str], cpu: bool) -> tuple[dict[str, float], float]:
    """The stage totals of one fresh process, and its whole wall (or CPU) time in ms."""
    code = DRIVER.replace("__STAGES__", repr(STAGES)).replace("__CPU__", repr(cpu))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", code],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    wall = (time.perf_counter() - started) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    used = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    line = next((x for x in done.stderr.splitlines() if x.startswith("STAGES ")), None)
    if line is None:
        raise SystemExit(f"no stage line; stderr:\n{done.stderr}")
    figures: dict[str, float] = json.loads(line.removeprefix("STAGES "))
    return figures, used * 1000 if cpu else wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--memories", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--wall", action="store_true", help="wall time instead of CPU time (a quiet machine)"
    )
    parser.add_argument("--only", action="append", default=[], help="events whose label holds this")
    parser.add_argument(
        "--command", action="append", default=[], help="also a PreToolUse Bash with this command"
    )
    args = parser.parse_args()
    load_before = os.getloadavg()[0]
    tmp = Path(tempfile.mkdtemp(prefix="mw-stages-"))
    try:
        home, workspace = tmp / "h", tmp / "p"
        workspace.mkdir(parents=True)
        transcript = tmp / "t.jsonl"
        shutil.copy(hook_latency.FIXTURES / "claude_code_transcript.jsonl", transcript)
        os.environ["MEMWELL_EMBEDDINGS"] = "none"
        hook_latency.seed(home, workspace, args.memories)
        del os.environ["MEMWELL_EMBEDDINGS"]
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(
            MEMWELL_HOME=str(home),
            MEMWELL_SERVICE="off",
            PYTHONPYCACHEPREFIX=str(tmp / "pycache"),
        )
        src = str(hook_latency.ROOT / "src")
        env["PYTHONPATH"] = os.pathsep.join([src, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
        wall, cpu = hook_latency.timed([sys.executable, "-c", "pass"], "", env, args.runs)
        baseline = statistics.median(wall if args.wall else cpu)
        results: dict[str, dict[str, float]] = {}
        events = [
            (label, hook_latency.payload(fixture, label, workspace, transcript))
            for label, fixture in EVENTS.items()
            if not args.only or any(part in label for part in args.only)
        ]
        for command in args.command:
            label = f"PreToolUse Bash ({command})"
            data = json.loads(
                hook_latency.payload(
                    EVENTS["PreToolUse Bash (gated)"], label, workspace, transcript
                )
            )
            data["tool_input"]["command"] = command
            events.append((label, json.dumps(data)))
        for label, stdin in events:
            one_run(stdin, env, not args.wall)  # bytecode cached, index warm
            runs = [one_run(stdin, env, not args.wall) for _ in range(args.runs)]
            keys = {k for figures, _ in runs for k in figures}
            results[label] = {
                k: round(statistics.median(f.get(k, 0.0) for f, _ in runs), 1) for k in keys
            }
            results[label]["whole process"] = round(statistics.median(w for _, w in runs), 1)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    load_after = os.getloadavg()[0]
    if args.json:
        print(json.dumps({"python -c pass": baseline, "results": results}))
        return
    print(
        f"load average {load_before:.2f} -> {load_after:.2f}; {args.runs} runs per event, "
        f"median {'wall' if args.wall else 'CPU'} ms; python -c pass {baseline:.1f} ms"
    )
    labels = list(results)
    print("| stage | " + " | ".join(labels) + " |")
    print("|---|" + "---|" * len(labels))
    rows = [*ORDER, "whole process", "n modules", "n regex", "n dataclass"]
    for row in rows:
        if not any(results[label].get(row) for label in labels):
            continue
        cells = " | ".join(f"{results[label].get(row, 0.0):g}" for label in labels)
        print(f"| {row} | {cells} |")


if __name__ == "__main__":
    main()
