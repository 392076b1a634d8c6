"""What one more turn costs to archive: re-importing a session's growing transcript with
one new message, the way the Stop hook does every turn.

    python benchmarks/archive_append_cost.py [--sizes 1000 20000 150000] [--repeats 5]

For each size: a home with one session of that many messages (about 90 bytes each),
then `--repeats` imports of the same transcript plus one new message, each through a
fresh Harness (as a hook process would). Prints the median import time, and the time of
a session search that follows (it stats the archive and finds it unchanged).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from memwell.api import Harness


def message(i: int) -> dict[str, object]:
    return {"id": f"m{i}", "role": "user", "content": f"turn {i} about the release plan k{i}z"}


def measure(size: int, repeats: int) -> tuple[float, float, int]:
    with tempfile.TemporaryDirectory() as tmp:
        home, workspace = Path(tmp) / "home", Path(tmp) / "project"
        workspace.mkdir()
        transcript = [message(i) for i in range(size)]
        first = Harness(home, workspace, embedder=None)
        first.import_session(transcript, session_id="s")
        first.index.close()
        imports: list[float] = []
        searches: list[float] = []
        for r in range(repeats):
            transcript.append(message(size + r))
            harness = Harness(home, workspace, embedder=None)
            started = time.perf_counter()
            result = harness.import_session(transcript, session_id="s")
            imports.append(time.perf_counter() - started)
            assert result.added == 1, result
            started = time.perf_counter()
            harness.search_sessions(f"k{size + r}z", limit=1, mode="lexical")
            searches.append(time.perf_counter() - started)
            harness.index.close()
        archive_bytes = sum(p.stat().st_size for p in (home / "sessions").glob("*.jsonl"))
        return statistics.median(imports), statistics.median(searches), archive_bytes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 20_000, 150_000])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    print(
        "| archived messages | archive size | import +1 message (median) | session search after |"
    )
    print("|---:|---:|---:|---:|")
    for size in args.sizes:
        took, search, archive_bytes = measure(size, args.repeats)
        print(
            f"| {size:,} | {archive_bytes / 1e6:.1f} MB | {took * 1000:.0f} ms"
            f" | {search * 1000:.0f} ms |"
        )


if __name__ == "__main__":
    main()
