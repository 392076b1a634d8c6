"""Hook latency: whole-process wall time of `memwell hook claude-code` per event.

Each run spawns a fresh process (as Claude Code does), feeds it a recorded payload
(tests/hooks/fixtures, with cwd and transcript pointed at a temporary project) and waits
for it to exit. The home is seeded with N memory topics and one archived session, so
recall and the gate have something to search. Baselines: `python -c pass` and
`python -m memwell --version` (interpreter + CLI import).

    python benchmarks/hook_latency.py [--runs 21] [--memories 200]

Prints one line per event (median / p90 / max in ms) and, with --json, a JSON document.
"""

from __future__ import annotations

import argparse
import json
import os
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
    "PreToolUse Bash (gated)": "claude_code_pre_tool_use_bash",
    "PreToolUse Write (gated)": "claude_code_pre_tool_use_write",
    "PostToolUse (not used)": "claude_code_post_tool_use_write",
    "Stop (archive + writeback)": "claude_code_stop",
}
PROMPTS = {
    "UserPromptSubmit (generic)": "what is the difference between a list and a tuple in python?",
    "UserPromptSubmit (recall)": "let's continue the billing-service retry work from yesterday",
}


def seed(home: Path, workspace: Path, memories: int) -> None:
    sys.path.insert(0, str(ROOT / "src"))
    from memwell.api import Harness

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


def timed(argv: list[str], stdin: str, env: dict[str, str], runs: int) -> list[float]:
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        done = subprocess.run(
            argv, input=stdin, capture_output=True, text=True, env=env, check=False
        )
        samples.append((time.perf_counter() - started) * 1000)
        if done.returncode != 0:
            raise SystemExit(f"{argv} exited {done.returncode}: {done.stderr}")
    return samples


def summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "median_ms": round(statistics.median(ordered), 1),
        "p90_ms": round(ordered[int(0.9 * (len(ordered) - 1))], 1),
        "max_ms": round(ordered[-1], 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--memories", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    tmp = Path(tempfile.mkdtemp(prefix="memwell-hook-bench-"))
    try:
        home, workspace = tmp / "home", tmp / "project"
        workspace.mkdir(parents=True)
        transcript = tmp / "transcript.jsonl"
        shutil.copy(FIXTURES / "claude_code_transcript.jsonl", transcript)
        seed(home, workspace, args.memories)
        env = {**os.environ, "MEMWELL_HOME": str(home)}
        memwell = Path(sys.executable).with_name("memwell")
        hook = (
            [str(memwell), "hook", "claude-code"]
            if memwell.is_file()
            else [sys.executable, "-m", "memwell", "hook", "claude-code"]
        )
        results: dict[str, dict[str, float]] = {
            "python -c pass": summary(timed([sys.executable, "-c", "pass"], "", env, args.runs)),
            "memwell --version": summary(timed([*hook[:-2], "--version"], "", env, args.runs)),
        }
        for label, fixture in EVENTS.items():
            stdin = payload(fixture, label, workspace, transcript)
            timed(hook, stdin, env, 1)  # warm the index and caches once
            results[label] = summary(timed(hook, stdin, env, args.runs))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    if args.json:
        print(json.dumps({"runs": args.runs, "memories": args.memories, "results": results}))
        return
    print(f"runs per event: {args.runs}; memories in the home: {args.memories + 1}")
    for label, figures in results.items():
        print(
            f"{label:32s} median {figures['median_ms']:7.1f} ms   "
            f"p90 {figures['p90_ms']:7.1f} ms   max {figures['max_ms']:7.1f} ms"
        )


if __name__ == "__main__":
    main()
