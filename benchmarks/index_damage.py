"""How memwell answers through a damaged index.sqlite: random bytes overwritten in a
real index file, then one operation, repeated.

    python benchmarks/index_damage.py [--runs 400] [--seed 0]

Each run: a home with 13 topics and one archived session, its index checkpointed into
one file, then 1, 5 or 20 random bytes past the 100-byte header overwritten with random
values, then one of search / turn / session search / reindex in rotation. Each run is
classed: answered (the right topic or message comes back, reindex counts everything),
wrong (an answer, but not the right one), a one-line memwell error, or a traceback.
"""

from __future__ import annotations

import argparse
import collections
import logging
import random
import sqlite3
import tempfile
from pathlib import Path

from memwell.api import Harness
from memwell.errors import MemwellError

OPERATIONS = ("search", "turn", "session search", "reindex")
CHAT = [
    {"id": "m1", "speaker": "Ann", "content": "The offsite is in Lisbon this year."},
    {"id": "m2", "speaker": "Bob", "content": "Then we book flights on Monday."},
]


def build(home: Path, workspace: Path) -> bytes:
    harness = Harness(home, workspace)
    for i in range(12):
        harness.remember("user", f"topic_{i}", "user", f"Topic {i}", f"filler {i}")
    harness.remember("user", "deploys", "user", "Deploy days", "We deploy on fridays.")
    harness.import_session(CHAT, session_id="s1")
    harness.index.close()
    with sqlite3.connect(home / "index.sqlite") as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return (home / "index.sqlite").read_bytes()


def run_once(home: Path, workspace: Path, operation: str) -> bool:
    harness = Harness(home, workspace)
    try:
        if operation == "search":
            return [h.name for h in harness.search("fridays")][:1] == ["deploys"]
        if operation == "turn":
            decision = harness.turn("what did we decide about deploying on fridays?")
            return decision.recall.item_count >= 1
        if operation == "session search":
            hits = harness.search_sessions("Lisbon")
            return bool(hits) and hits[0].message_id == "m1"
        result = harness.reindex()
        return (result.memories, result.messages) == (13, 2)
    finally:
        harness.index.close()


def run(runs: int, seed: int) -> tuple[dict[str, collections.Counter[str]], int, int]:
    """(outcomes by operation, runs in which the damaged file was set aside, the index
    file's size) for `runs` damaged copies of one index."""
    logging.disable(logging.WARNING)  # each recovery logs a warning; counted below instead
    base = Path(tempfile.mkdtemp(prefix="memwell-damage-"))
    home, workspace = base / "home", base / "workspace"
    workspace.mkdir()
    good = build(home, workspace)
    outcomes: dict[str, collections.Counter[str]] = {op: collections.Counter() for op in OPERATIONS}
    set_aside = 0
    for run_number in range(runs):
        rng = random.Random(seed + run_number)
        data = bytearray(good)
        for _ in range(rng.choice((1, 5, 20))):
            data[rng.randrange(100, len(data))] = rng.randrange(256)
        for old in home.glob("index.sqlite*"):
            old.unlink()
        (home / "index.sqlite").write_bytes(bytes(data))
        operation = OPERATIONS[run_number % len(OPERATIONS)]
        try:
            outcome = "answered" if run_once(home, workspace, operation) else "wrong"
        except MemwellError:
            outcome = "one-line error"
        except Exception as exc:
            outcome = f"traceback ({type(exc).__name__})"
        outcomes[operation][outcome] += 1
        set_aside += any(home.glob("index.sqlite.corrupt-*"))
    return outcomes, set_aside, len(good)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    outcomes, set_aside, size = run(args.runs, args.seed)
    print(f"{args.runs} runs, seed {args.seed}; index file {size} bytes")
    for operation, counts in outcomes.items():
        print(f"  {operation:15} " + ", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
    print(f"  runs in which the damaged file was set aside: {set_aside}")


if __name__ == "__main__":
    main()
