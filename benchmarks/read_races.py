"""Read commands racing writers, counted: how many searches, listings and gate calls
fail (or let a remembered "never" through) while another process rewrites topics, and
how many saves fail when the file is deleted by hand right after.

    python benchmarks/read_races.py [--rounds 150] [--readers 2] [--saves 300]

Uses the processes of tests/reliability/race_workers.py (the test runs the same ones,
fewer rounds, and holds the counts to zero): one writer re-saving the force-push rule
and rotating git topics, READERS readers doing search + list + gate ROUNDS times each;
then one saver against one process deleting `user/t.md` in a loop.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

WORKERS = Path(__file__).resolve().parents[1] / "tests" / "reliability" / "race_workers.py"


def start(*args: object) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, str(WORKERS), *map(str, args)], env=os.environ)


def failures(paths: list[Path]) -> collections.Counter[str]:
    counts: collections.Counter[str] = collections.Counter()
    for path in paths:
        for line in path.read_text().splitlines():
            record = json.loads(line)
            last = record["error"].strip().splitlines()[-1]
            counts[f"{record['kind']}: {last.split(':')[0]}"] += 1
    return counts


def rule_home(root: Path) -> tuple[Path, Path]:
    """A home under `root` holding the remembered "never force-push" rule."""
    from memwell.api import Harness

    home, workspace = root / "home", root / "ws"
    workspace.mkdir()
    Harness(home, workspace).remember(
        "user",
        "no_force_push",
        "feedback",
        "Never force-push to main; use a revert commit instead",
        "Never force-push (`git push --force`) to main. Push a revert commit instead.\n",
    )
    return home, workspace


def run(rounds: int, readers: int, saves: int) -> dict[str, collections.Counter[str]]:
    """Failure counts by kind: "readers" (search, list, gate; `readers` x `rounds` each)
    while a writer re-saves, and "saves" (`saves` of them) while a file is deleted by hand."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        home, workspace = rule_home(root)
        stop = root / "stop"
        writer = start("writer", home, workspace, stop, 1_000_000)
        outs = [root / f"reader{i}.jsonl" for i in range(readers)]
        started = [start("reader", home, workspace, rounds, out) for out in outs]
        for reader in started:
            reader.wait()
        stop.touch()
        writer.wait()
        counts = failures(outs)

        stop.unlink()
        out = root / "saves.jsonl"
        unlinker = start("unlinker", home, workspace, stop, 10**9)
        saver = start("saver", home, workspace, saves, out)
        saver.wait()
        stop.touch()
        unlinker.wait()
        return {"readers": counts, "saves": failures([out])}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=150)
    parser.add_argument("--readers", type=int, default=2)
    parser.add_argument("--saves", type=int, default=300)
    args = parser.parse_args()
    counts = run(args.rounds, args.readers, args.saves)
    ops = args.readers * args.rounds
    print(f"readers: {args.readers} x {args.rounds} rounds of search + list + gate")
    for kind in ("search", "list", "gate"):
        bad = sum(n for key, n in counts["readers"].items() if key.startswith(kind))
        print(f"  {kind}: {bad}/{ops} failed")
    for key, n in sorted(counts["readers"].items()):
        print(f"    {key}: {n}")
    failed = sum(counts["saves"].values())
    print(f"saves, the file deleted by hand meanwhile: {failed}/{args.saves} failed")
    for key, n in sorted(counts["saves"].items()):
        print(f"    {key}: {n}")


if __name__ == "__main__":
    main()
