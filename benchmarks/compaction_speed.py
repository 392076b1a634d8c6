"""Time to compact long transcripts without a model.

    python benchmarks/compaction_speed.py --tokens 100000,1000000 --repeat 3

Sessions come from `compaction_probes.generate_session` (seeded), sized so their exact
o200k count is about the requested number. The context window defaults to a fifth of
the session (about 200k for a 1M session, a Claude-family default); `--window` sets it.
One warm-up count loads the tokenizer first (a one-off ~0.2-0.4 s per process, printed
apart), so the timings are of `compact()` alone: wall time (best and median) and the
process's CPU time (best), which other jobs on a shared machine do not inflate.

`--cold` empties the compaction's memo caches (a tool output's outcome, kept across calls
for a plan redone over the same outputs) before each timed run, so every run is the first
compaction of that transcript in a warm process, as in a hook or a service that meets a
new session; without it the second and later runs find every output's outcome cached.
`--memory` adds one run under `tracemalloc` (the peak of what `compact()` allocates) and
the process's peak resident size.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from compaction_probes import generate_session, to_anthropic
from memwell.compaction import compact, parse_transcript
from memwell.compaction.tokens import TokenCounter
from memwell.compaction.transcript import count_tokens


def empty_caches() -> None:
    """Forget what earlier compactions in this process memoised about their outputs."""
    from memwell.compaction import outcomes, trim

    for cached in (getattr(outcomes, "outcome", None), getattr(trim, "_outcome_lines", None)):
        if cached is not None and hasattr(cached, "cache_clear"):
            cached.cache_clear()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tokens", default="100000,1000000")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--format", choices=("openai", "anthropic"), default="openai")
    ap.add_argument("--window", type=int, default=0, help="context window (default: tokens / 5)")
    ap.add_argument("--cold", action="store_true", help="empty the memo caches before each run")
    ap.add_argument("--memory", action="store_true", help="also the peak memory of one run")
    ap.add_argument("--strategies", default="tiers,checkpoint")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    TokenCounter().exact("warm up")
    load = time.perf_counter() - start
    print(f"tokenizer load (once per process): {load * 1000:.0f} ms")
    rows = []
    for size in (int(t) for t in args.tokens.split(",")):
        messages, _ = generate_session(7, int(size * 1.23))  # estimate -> ~exact o200k size
        data: object = messages
        if args.format == "anthropic":
            system, payload = to_anthropic(messages)
            data = {"system": system, "messages": payload}
        transcript = parse_transcript(data, args.format)  # type: ignore[arg-type]
        exact = count_tokens(transcript, TokenCounter().exact)
        window = args.window or max(1000, exact // 5)
        for strategy in args.strategies.split(","):
            times = []
            cpu = []
            for _ in range(args.repeat):
                if args.cold:
                    empty_caches()
                t0, c0 = time.perf_counter(), time.process_time()
                result = compact(transcript, context_window=window, strategy=strategy)  # type: ignore[arg-type]
                times.append(time.perf_counter() - t0)
                cpu.append(time.process_time() - c0)
            row: dict[str, object] = {}
            if args.memory:
                empty_caches()
                tracemalloc.start()
                compact(transcript, context_window=window, strategy=strategy)  # type: ignore[arg-type]
                row["peak_traced_mb"] = round(tracemalloc.get_traced_memory()[1] / 2**20, 1)
                tracemalloc.stop()
                # the whole process so far (the session generated, the tokenizer), in MB
                row["max_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
            rows.append(
                {
                    "tokens_exact": exact,
                    "messages": len(messages),
                    "window": window,
                    "strategy": strategy,
                    "status": result.status,
                    "tokens_after": result.tokens_after,
                    "best_s": round(min(times), 3),
                    "median_s": round(sorted(times)[len(times) // 2], 3),
                    # CPU time of this process: what the machine's other jobs do not inflate
                    "best_cpu_s": round(min(cpu), 3),
                    "median_cpu_s": round(sorted(cpu)[len(cpu) // 2], 3),
                    "cold": args.cold,
                    **row,
                }
            )
            print(json.dumps(rows[-1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
