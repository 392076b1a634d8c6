"""Hook latency: whole-process wall time of `memwell hook claude-code` per event.

Each run spawns a fresh process (as Claude Code does), feeds it a recorded payload
(tests/hooks/fixtures, with cwd and transcript pointed at a temporary project) and waits
for it to exit. The home is seeded with N memory topics and one archived session, so
recall and the gate have something to search. Baselines: `python -c pass` and
`python -m memwell --version` (interpreter + CLI import).

    python benchmarks/hook_latency.py [--runs 21] [--memories 200] [--topics 10000]
    python benchmarks/hook_latency.py --against ../other-checkout/src [--runs 11]

`--against SRC` compares this checkout with another one's `src` (an older commit, say), each
on its own copy of the same seeded home: every run of an event starts one process of each,
one after the other (`PYTHONPATH=SRC` for the other), so a machine whose load drifts weighs
on both alike; the two must give the same answer on every event. `--pause S` waits S
seconds after each process: a hook's own process leaves its decision record to a child
that writes it after the answer (`memwell.after_answer`), and without a pause that child
runs beside the next process timed, the other checkout's.

`--topics N` adds N synthetic topic files (recall_latency.py's, written directly and then
indexed once), for the latency at scale.

Prints one line per event (median / p90 / max in ms) and, with --json, a JSON document.
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
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "hooks" / "fixtures"

EVENTS = {
    "SessionStart": "claude_code_session_start_startup",
    "UserPromptSubmit (generic)": "claude_code_user_prompt_submit",
    "UserPromptSubmit (recall)": "claude_code_user_prompt_submit",
    "UserPromptSubmit (paths, ids)": "claude_code_user_prompt_submit",
    "PreToolUse Bash (gated)": "claude_code_pre_tool_use_bash",
    "PreToolUse Write (gated)": "claude_code_pre_tool_use_write",
    "PostToolUse (not used)": "claude_code_post_tool_use_write",
    "Stop (archive + writeback)": "claude_code_stop",
}
PROMPTS = {
    "UserPromptSubmit (generic)": "what is the difference between a list and a tuple in python?",
    "UserPromptSubmit (recall)": "let's continue the billing-service retry work from yesterday",
    # key-shaped text (capitals, letters with digits) in no secret library's format: before
    # session 6 its decision record imported bc-detect-secrets (and `requests`) to scan it
    "UserPromptSubmit (paths, ids)": (
        "rename getUserProfileById in /Users/Alice/Projects/BillingService/src/RetryPolicy.ts"
    ),
}


def service_home(tmp: Path, memories: int, tag: str = "") -> tuple[Path, Path, Path]:
    """A seeded home, workspace and transcript under `tmp` for runs beside a local service:
    seeded lexically (the service embeds the memories itself), with the service's autostart
    off so that only the run decides when one is up."""
    home, workspace = tmp / f"h{tag}", tmp / f"p{tag}"
    workspace.mkdir(parents=True)
    transcript = tmp / f"t{tag}.jsonl"
    shutil.copy(FIXTURES / "claude_code_transcript.jsonl", transcript)
    os.environ["MEMWELL_EMBEDDINGS"] = "none"  # seeding: vectors come from the service
    seed(home, workspace, memories)
    del os.environ["MEMWELL_EMBEDDINGS"]
    (home / "config.toml").write_text("[service]\nautostart = false\n", encoding="utf-8")
    return home, workspace, transcript


def seed(home: Path, workspace: Path, memories: int, topics: int = 0) -> None:
    sys.path.insert(0, str(ROOT / "src"))
    from memwell.api import Harness

    if topics:
        sys.path.insert(0, str(ROOT / "benchmarks"))
        from recall_latency import populate

        populate(home, workspace, topics).reindex()
    harness = Harness(home, workspace)
    harness.remember(
        "workspace",
        "git_push_policy",
        "feedback",
        "Never force-push to main",
        "Never force-push (git push --force) to main; open a pull request instead.",
        pinned=True,
    )
    for n in range(memories):
        scope = "user" if n % 5 == 0 else "workspace"
        harness.remember(
            scope,
            f"topic_{n:04d}",
            "project",
            f"Notes on component {n} of the billing-service",
            f"Component {n} handles retries with backoff {n % 7} and owner team-{n % 13}.",
        )
    if hasattr(harness, "import_session"):
        harness.import_session(
            [
                {"role": "user", "content": "the billing-service retry work: use jittered backoff"},
                {"role": "assistant", "content": "Agreed, jittered exponential backoff."},
            ],
            session_id="earlier-session",
        )


def payload(name: str, label: str, workspace: Path, transcript: Path) -> str:
    data: dict[str, Any] = json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
    data["cwd"] = str(workspace)
    data["transcript_path"] = str(transcript)
    if label in PROMPTS:
        data["prompt"] = PROMPTS[label]
    return json.dumps(data)


def timed(
    argv: list[str], stdin: str, env: dict[str, str], runs: int
) -> tuple[list[float], list[float]]:
    """Wall time and CPU time (user + system, from the child's rusage) per run, in ms.
    On a busy machine the wall time includes waiting for a core; the CPU time does not."""
    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        done = subprocess.run(
            argv, input=stdin, capture_output=True, text=True, env=env, check=False
        )
        wall.append((time.perf_counter() - started) * 1000)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        used = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        cpu.append(used * 1000)
        if done.returncode != 0:
            raise SystemExit(f"{argv} exited {done.returncode}: {done.stderr}")
    return wall, cpu


def summary(samples: tuple[list[float], list[float]]) -> dict[str, float]:
    wall, cpu = sorted(samples[0]), sorted(samples[1])
    return {
        "median_ms": round(statistics.median(wall), 1),
        "p90_ms": round(wall[int(0.9 * (len(wall) - 1))], 1),
        "max_ms": round(wall[-1], 1),
        "cpu_median_ms": round(statistics.median(cpu), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--memories", type=int, default=200)
    parser.add_argument("--topics", type=int, default=0, help="synthetic topics added")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--against", type=Path, help="another checkout's src: its figures beside these"
    )
    parser.add_argument(
        "--pause", type=float, default=0.0, help="seconds to wait after each --against process"
    )
    parser.add_argument(
        "--no-bytecode-cache",
        action="store_true",
        help="recompile every module on every run (as with PYTHONDONTWRITEBYTECODE=1)",
    )
    args = parser.parse_args()

    load_before = f"{os.getloadavg()[0]:.2f}"
    tmp = Path(tempfile.mkdtemp(prefix="memwell-hook-bench-"))
    try:
        home, workspace = tmp / "home", tmp / "project"
        workspace.mkdir(parents=True)
        transcript = tmp / "transcript.jsonl"
        shutil.copy(FIXTURES / "claude_code_transcript.jsonl", transcript)
        seed(home, workspace, args.memories, args.topics)
        # As an installed memwell runs: bytecode cached (pip compiles it at install time).
        # The cache goes to a temporary prefix so the source tree is left as it is.
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(MEMWELL_HOME=str(home), PYTHONPYCACHEPREFIX=str(tmp / "pycache"))
        # every hook answered in its own process (benchmarks/service_latency.py measures
        # the warm service; SessionStart would otherwise start one here)
        env["MEMWELL_SERVICE"] = "off"
        if args.no_bytecode_cache:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        memwell = Path(sys.executable).with_name("memwell")
        hook = (
            [str(memwell), "hook", "claude-code"]
            if memwell.is_file()
            else [sys.executable, "-m", "memwell", "hook", "claude-code"]
        )
        results: dict[str, dict[str, float]] = {
            "python -c pass": summary(timed([sys.executable, "-c", "pass"], "", env, args.runs)),
            "import memwell.api (recall, index)": summary(
                timed(
                    [
                        sys.executable,
                        "-c",
                        "import memwell.api, memwell.recall.engine, memwell.index.search_index",
                    ],
                    "",
                    env,
                    args.runs,
                )
            ),
            "memwell --version": summary(timed([*hook[:-2], "--version"], "", env, args.runs)),
        }
        if args.against is not None:
            # a copy of the home: the catalog's rows name the code that derived them
            # (recall.facts.facts_version), and one home shared by two versions would be
            # derived again on every run. Its path is as long as the home's: SessionStart
            # names the home, and its context is capped in characters
            shutil.copytree(home, tmp / "hom2", symlinks=True)
            shutil.copytree(home, tmp / "seeded", symlinks=True)  # for the answers' check
            other = dict(env, PYTHONPATH=str(args.against.resolve()))
            other.update(
                MEMWELL_HOME=str(tmp / "hom2"),
                PYTHONPYCACHEPREFIX=str(tmp / "pycache-against"),
            )
            compared = paired(
                hook, workspace, transcript, env, other, args.runs, tmp / "seeded", args.pause
            )
            print_paired(compared, args.runs, count_of(args), load_before)
            return
        for label, fixture in EVENTS.items():
            stdin = payload(fixture, label, workspace, transcript)
            timed(hook, stdin, env, 1)  # warm the index and caches once
            results[label] = summary(timed(hook, stdin, env, args.runs))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    if args.json:
        count = args.memories + 1 + args.topics
        print(json.dumps({"runs": args.runs, "memories": count, "results": results}))
        return
    count = args.memories + 1 + args.topics
    print(f"runs per event: {args.runs}; memories in the home: {count}")
    print(f"load average before / after: {load_before} / {os.getloadavg()[0]:.2f}")
    for label, figures in results.items():
        print(
            f"{label:36s} wall median {figures['median_ms']:6.1f} ms  "
            f"p90 {figures['p90_ms']:6.1f}  max {figures['max_ms']:6.1f}  "
            f"| cpu median {figures['cpu_median_ms']:6.1f} ms"
        )


def count_of(args: argparse.Namespace) -> int:
    return int(args.memories) + 1 + int(args.topics)


def paired(
    hook: list[str],
    workspace: Path,
    transcript: Path,
    env: dict[str, str],
    other: dict[str, str],
    runs: int,
    seeded: Path,
    pause: float = 0.0,
) -> dict[str, tuple[dict[str, float], dict[str, float]]]:
    """(this checkout, the other) per event, their runs interleaved; answers must agree.

    The answers are compared on two fresh copies of the seeded home (`seeded`), one per
    checkout, each answering the event once: the timed homes have each answered every
    earlier event many times by then (sessions seen, memories recalled, logs), at slightly
    different moments, and memories ranked by recency can tie differently after that."""
    out: dict[str, tuple[dict[str, float], dict[str, float]]] = {}
    differ: list[str] = []
    cases = {"python -c pass": ([sys.executable, "-c", "pass"], "")}
    cases.update(
        {label: (hook, payload(f, label, workspace, transcript)) for label, f in EVENTS.items()}
    )
    for label, (argv, stdin) in cases.items():
        mine: tuple[list[float], list[float]] = ([], [])
        theirs: tuple[list[float], list[float]] = ([], [])
        for side in (env, other):  # warm the index and caches once
            timed(argv, stdin, side, 1)
        for _ in range(runs):
            for side, into in ((env, mine), (other, theirs)):
                wall, cpu = timed(argv, stdin, side, 1)
                time.sleep(pause)
                into[0].extend(wall)
                into[1].extend(cpu)
        out[label] = (summary(mine), summary(theirs))
        if label != "python -c pass":
            answers = set()
            for n, side in enumerate((env, other)):  # each on its own copy, named alike
                fresh = seeded.with_name(f"check{n}")
                shutil.rmtree(fresh, ignore_errors=True)
                shutil.copytree(seeded, fresh, symlinks=True)
                answer = subprocess.run(
                    argv,
                    input=stdin,
                    capture_output=True,
                    text=True,
                    env=dict(side, MEMWELL_HOME=str(fresh)),
                ).stdout
                answers.add(answer.replace(str(fresh), "<home>"))
            if len(answers) != 1:  # shown, not fatal: a run can then be looked into
                import difflib

                a, b = (x.replace("\\n", "\n").splitlines() for x in answers)
                sys.stderr.write(f"{label}: the two checkouts answered differently:\n")
                sys.stderr.write("\n".join(difflib.unified_diff(a, b, lineterm="")) + "\n")
                differ.append(label)
    if differ:
        out["answers differ"] = ({}, {})
    return out


def print_paired(
    compared: dict[str, tuple[dict[str, float], dict[str, float]]],
    runs: int,
    count: int,
    load_before: str,
) -> None:
    print(f"runs per event: {runs}, interleaved; memories in the home: {count}")
    print(f"load average before / after: {load_before} / {os.getloadavg()[0]:.2f}")
    if "answers differ" in compared:
        print("THE ANSWERS DIFFER (see stderr)")
    else:
        print("the same answer from both checkouts on every event")
    print("| | other wall p50 | this wall p50 | other CPU p50 | this CPU p50 |")
    print("|---|---:|---:|---:|---:|")
    for label, (mine, theirs) in compared.items():
        if not mine:
            continue
        print(
            f"| {label} | {theirs['median_ms']:.1f} | {mine['median_ms']:.1f} "
            f"| {theirs['cpu_median_ms']:.1f} | {mine['cpu_median_ms']:.1f} |"
        )


if __name__ == "__main__":
    main()
