"""What the memory search's score budget changes at scale: answers and time, with and without.

    python benchmarks/search_budget.py [--memories 10000] [--queries 64]

Builds the synthetic store of `recall_latency.py` (its vocabulary is small, so every
query word is held by 12-20% of the topics: the case the budget is for), then runs the
benchmark's own recall queries and random queries of 2-5 of its words (a project name in
most) through `SearchIndex.search(limit=20, mode="lexical")` twice in one process: with
`memory_terms.SCORE_BUDGET` as shipped, and with no budget (every chunk holding any term
scored, as before the budget). Reports how often the top 20 and the first hit are the
same, the mean share of the top 20 and top 5 kept, and CPU per search both ways.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from memwell.index import memory_terms
from recall_latency import PROJECTS, WORDS, populate


def queries(count: int, seed: int = 3) -> list[str]:
    rng = random.Random(seed)
    out = [
        "Nimbus status billing",
        "cache invoice exports",
        "Kestrel fix webhook retry timeout",
        "psql drop table nimbus invoices",
    ]
    while len(out) < count:
        picked = rng.sample(WORDS, rng.randint(2, 5))
        if rng.random() < 0.6:
            picked.insert(0, rng.choice(PROJECTS))
        out.append(" ".join(picked))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--memories", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=64)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="memwell-budget-bench-") as tmp:
        harness = populate(Path(tmp) / "home", Path(tmp) / "ws", args.memories)
        harness.reindex()
        index = harness.index
        index.sync_memories()
        asked = queries(args.queries)
        shipped = memory_terms.SCORE_BUDGET
        found: dict[int, list[list[str]]] = {}
        cpu: dict[int, list[float]] = {}
        for budget in (shipped, 10**12):
            memory_terms.SCORE_BUDGET = budget
            index.search(asked[0], limit=20, mode="lexical", check_files=False)  # warm
            found[budget], cpu[budget] = [], []
            for text in asked:
                start = time.process_time()
                hits = index.search(text, limit=20, mode="lexical", check_files=False)
                cpu[budget].append((time.process_time() - start) * 1000)
                found[budget].append([h.name for h in hits])
        memory_terms.SCORE_BUDGET = shipped
        pairs = list(zip(found[shipped], found[10**12], strict=True))
        same = sum(a == b for a, b in pairs)
        first = sum(a[:1] == b[:1] for a, b in pairs)
        kept20 = statistics.mean(len(set(a) & set(b)) / max(1, len(b)) for a, b in pairs)
        kept5 = statistics.mean(len(set(a[:5]) & set(b[:5])) / max(1, len(b[:5])) for a, b in pairs)
        worst = min(len(set(a) & set(b)) / max(1, len(b)) for a, b in pairs)
        print(f"{args.memories} topics, {len(asked)} queries, score budget {shipped} chunks")
        print(f"top 20 identical      {same}/{len(pairs)}")
        print(f"first hit identical   {first}/{len(pairs)}")
        print(f"top 20 kept (mean)    {kept20:.3f}   (lowest {worst:.2f})")
        print(f"top 5 kept (mean)     {kept5:.3f}")
        print(
            f"CPU per search p50    {statistics.median(cpu[shipped]):.2f} ms with the budget,"
            f" {statistics.median(cpu[10**12]):.2f} ms without"
        )


if __name__ == "__main__":
    main()
