"""Session start cost: `memwell preflight --json` as a fresh process (as a SessionStart hook).

    python benchmarks/session_start_latency.py [--fixtures DIR] [--runs 15]

Two cases, each the p50 / p90 of `--runs` whole-process runs (interpreter start included):

* first session after a memory change: a fresh home seeded from the fixtures each run, so
  the catalog, recall's summary and the always-on profile are all derived in that process;
* a later session: one home, a new session id each run, so the stored summary and profile
  are read back from the catalog.

Also prints the profile's size (tokens, lines shown / omitted) from the last run. Run it
with another checkout's `src` first on PYTHONPATH to compare before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from recall_eval import seed_home  # the same seeding as the recall evaluation

DEFAULT_FIXTURES = (
    Path(__file__).resolve().parent.parent / "evals" / "recall" / "world_a" / "fixtures"
)


def preflight(home: Path, workspace: Path, session: str) -> tuple[float, dict[str, object]]:
    started = time.perf_counter()
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "memwell",
            "preflight",
            "--json",
            "--home",
            str(home),
            "--workspace",
            str(workspace),
        ],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "MEMWELL_SESSION_ID": session},
    )
    return (time.perf_counter() - started) * 1000, json.loads(out.stdout)


def summary(label: str, samples: list[float]) -> None:
    ordered = sorted(samples)
    p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
    print(f"{label:<42} p50 {statistics.median(ordered):7.1f} ms   p90 {p90:7.1f} ms")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fixtures", type=Path, default=DEFAULT_FIXTURES)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args(argv)
    first: list[float] = []
    later: list[float] = []
    record: dict[str, object] = {}
    with tempfile.TemporaryDirectory(prefix="memwell-start-") as tmp:
        for i in range(args.runs):
            home, workspace = Path(tmp) / f"h{i}", Path(tmp) / f"w{i}"
            workspace.mkdir(parents=True)
            seed_home(args.fixtures, home, workspace)
            elapsed, _ = preflight(home, workspace, f"first-{i}")
            first.append(elapsed)
        home, workspace = Path(tmp) / "h0", Path(tmp) / "w0"
        for i in range(args.runs):
            elapsed, record = preflight(home, workspace, f"later-{i}")
            later.append(elapsed)
    summary("first session after a change (fresh home)", first)
    summary("later session (stored summary and profile)", later)
    profile = record.get("profile")
    if isinstance(profile, dict):
        shown = sum(int(e["lines_shown"]) for e in profile["entries"])
        print(
            f"profile: {profile['tokens']}/{profile['max_tokens']} tokens, {shown} lines shown, "
            f"{profile['lines_omitted']} omitted, {len(profile['omitted'])} sources left out"
        )
    else:
        print("profile: none (this checkout has no always-on profile)")


if __name__ == "__main__":
    main()
