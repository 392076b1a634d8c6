"""Memory store latency: save, read, list and prompt build, plus concurrent writers.

    python benchmarks/store_latency.py [--topics 1000] [--writers 4]

Prints p50/p95 per operation (milliseconds) and the concurrent-writer result.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

from memwell.api import Harness
from memwell.memory.store import MemoryStore


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def report(label: str, samples: list[float]) -> None:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    p50 = statistics.median(ordered)
    print(f"{label:38} p50 {p50:8.2f} ms   p95 {p95:8.2f} ms   n={len(samples)}")


WRITER = textwrap.dedent(
    """
    import sys
    from memwell.config import Settings
    from memwell.layout import Layout
    from memwell.memory.store import MemoryStore
    store = MemoryStore(Layout.resolve(sys.argv[1], sys.argv[2]), Settings())
    for i in range(int(sys.argv[4])):
        store.save("workspace", f"w{sys.argv[3]}_{i}", "project", f"topic {i}", "body")
    """
)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--topics", type=int, default=1000)
    parser.add_argument("--writers", type=int, default=4)
    parser.add_argument("--per-writer", type=int, default=100)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        harness = Harness(Path(tmp) / "home", Path(tmp))
        store: MemoryStore = harness.store
        body = "A paragraph of remembered detail about the project. " * 8
        counter = iter(range(10**9))
        save_samples = timed(
            lambda: store.save(
                "workspace", f"topic_{next(counter)}", "project", "A project fact", body
            ),
            args.topics,
        )
        report(f"save (index of up to {args.topics} topics)", save_samples)
        report("get one topic", timed(lambda: store.get("topic_7", "workspace"), 200))
        report(f"list {args.topics} topics", timed(lambda: store.list(), 5))
        report("system prompt section", timed(harness.system_prompt, 20))

        ws = Path(tmp) / "concurrent"
        ws.mkdir()
        home = Path(tmp) / "home2"
        start = time.perf_counter()
        procs = [
            subprocess.Popen(
                [sys.executable, "-c", WRITER, str(home), str(ws), str(w), str(args.per_writer)]
            )
            for w in range(args.writers)
        ]
        codes = [p.wait() for p in procs]
        elapsed = time.perf_counter() - start
        check = Harness(home, ws).store.scan("workspace")
        expected = args.writers * args.per_writer
        index_lines = sum(
            1 for line in Harness(home, ws).store.read_index("workspace").splitlines()
            if line.startswith("- [")
        )
        print(
            f"concurrent: {args.writers} processes x {args.per_writer} saves in {elapsed:.2f} s "
            f"(exit codes {codes}); topics on disk {len(check.memories)}/{expected}, "
            f"index lines {index_lines}/{expected}, unreadable files {len(check.errors)}"
        )


if __name__ == "__main__":
    main()
