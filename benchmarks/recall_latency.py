"""Recall latency at scale: generic turns, turns with recall, and the gate, in-process.

    python benchmarks/recall_latency.py [--memories 10000] [--repeat 200]

Builds a temporary home with N synthetic topic files (written directly in the topic format,
half in each scope, with project names, constraints and open items mixed in), builds the
catalog (the SQLite index) and recall's summary of it once, then times, in one process:

* a generic turn (must do no retrieval),
* turns with recall (entity, continuation, user-specific, implementation),
* the pre-execution gate on a tool call,

through `Harness.turn` / `Harness.gate`, with and without the per-search freshness scan.
Also prints the time to derive recall's summary from the catalog rows, to load the stored
summary, and what a fresh process pays before its first turn (the freshness check of every
topic file plus the stored summary), and the number of retrievals a generic turn made.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from memwell.api import Harness
from memwell.catalog import HarnessCatalog
from memwell.memory.document import render
from memwell.recall.engine import RecallEngine
from memwell.recall.retrieval import IndexRetriever, RecallHit, Retriever
from memwell.recall.snapshot import MemorySnapshot, build_snapshot

_VOCABULARY = (
    "deploy cache queue invoice billing login token schema migration worker cluster "
    "alert dashboard report export import search index backup restore retry timeout "
    "latency payment webhook session profile upload storage bucket config release "
    "pipeline test"
)
WORDS = _VOCABULARY.split()
PROJECTS = ["Nimbus", "Orchard", "Kestrel", "Tidewater", "Quasar", "Larkspur", "Ember", "Halcyon"]


def populate(home: Path, workspace: Path, n: int, seed: int = 7) -> Harness:
    rng = random.Random(seed)
    harness = Harness(home, workspace)
    now = datetime(2026, 11, 30, tzinfo=UTC)
    for scope in ("user", "workspace"):
        harness.layout.scope_dir(scope).mkdir(parents=True, exist_ok=True)  # type: ignore[arg-type]
    for i in range(n):
        scope = "workspace" if i % 2 else "user"
        project = rng.choice(PROJECTS)
        words = rng.sample(WORDS, 6)
        kind = rng.random()
        tags = [rng.choice(WORDS)]
        if kind < 0.05:
            description = f"Never {words[0]} the {project} {words[1]} without review"
            tags.append("constraint")
        elif kind < 0.10:
            description = f"Open: {project} {words[0]} {words[1]} is failing"
            tags.append("todo")
        else:
            description = f"{project} {words[0]} {words[1]} notes ({i})"
        body = (
            f"{project} uses {words[2]} for {words[3]}. The {words[4]} {words[5]} runs nightly.\n"
            + ("- [ ] follow up on the fix\n" if "todo" in tags else "")
        )
        text = render(
            name=f"topic_{i:06d}",
            type_=rng.choice(["project", "feedback", "reference", "user"]),
            description=description,
            body=body,
            created=now - timedelta(days=rng.randint(1, 400)),
            updated=now - timedelta(days=rng.randint(0, 30)),
            tags=tags,
        )
        path = harness.layout.scope_dir(scope) / f"topic_{i:06d}.md"  # type: ignore[arg-type]
        path.write_text(text, encoding="utf-8")
    return harness


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
    print(
        f"{label:44} p50 {statistics.median(ordered):7.2f} ms"
        f"   p95 {p95:7.2f} ms   n={len(ordered)}"
    )


class Counting:
    def __init__(self, inner: Retriever) -> None:
        self.inner, self.calls = inner, 0

    def search(self, query: str, limit: int) -> list[RecallHit]:
        self.calls += 1
        return self.inner.search(query, limit)


TURNS = {
    "generic turn (no retrieval)": "what does `continue` do in a Python loop?",
    "entity turn (recall)": "what is the status of Nimbus billing?",
    "continuation turn (recall)": "let's continue where we left off",
    "user-specific turn (recall)": "which cache do we use for invoice exports?",
    "implementation turn (recall + gate)": "fix the Kestrel webhook retry timeout",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--memories", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="memwell-recall-bench-") as tmp:
        started = time.perf_counter()
        harness = populate(Path(tmp) / "home", Path(tmp) / "ws", args.memories)
        print(f"{args.memories} memories written in {time.perf_counter() - started:.1f} s")
        started = time.perf_counter()
        harness.reindex()
        print(f"search index built in {time.perf_counter() - started:.1f} s")
        memories = harness.index.catalog_rows()
        started = time.perf_counter()
        snapshot = build_snapshot(memories, harness.recall_policy)
        print(
            f"recall summary derived from the catalog rows in "
            f"{(time.perf_counter() - started) * 1000:.0f} ms "
            f"({len(snapshot.facts)} facts, {len(snapshot.learned_entities)} learned entities)"
        )
        stored = harness.recall.snapshot()  # stores the summary in the catalog
        key = harness.recall._snapshot_key

        def load_stored() -> MemorySnapshot | None:
            raw = HarnessCatalog(harness).derived(key, stored.generation)  # the scoped key
            assert raw is not None
            return MemorySnapshot.from_json(raw, stored.generation, lambda: None)

        report("stored summary load (no freshness check)", timed(load_stored, 20))
        home, ws = harness.layout.home, harness.layout.workspace
        report(
            "fresh process: freshness check + summary",
            timed(lambda: Harness(home, ws).recall.snapshot(), 10),
        )
        harness.turn("warm up", session_id="bench")
        print("\n-- through Harness (search index) --")
        for label, text in TURNS.items():
            report(label, timed(lambda t=text: harness.turn(t, session_id="bench"), args.repeat))
        tool = {"tool": "Bash", "input": {"command": "psql -c 'drop table nimbus_invoices'"}}
        report(
            "gate on a tool call",
            timed(lambda: harness.gate(tool, session_id="bench"), args.repeat),
        )
        # The index re-scans every topic file for hand edits on each search; timing the
        # same calls without that scan shows what recall itself costs on top of FTS5.
        print("\n-- search index, per-query freshness scan skipped --")
        index = harness.index
        original = index.sync_memories
        index.sync_memories = lambda *a, **k: None  # type: ignore[method-assign]
        try:
            for label, text in TURNS.items():
                report(
                    label, timed(lambda t=text: harness.turn(t, session_id="bench"), args.repeat)
                )
            report(
                "gate on a tool call",
                timed(lambda: harness.gate(tool, session_id="bench"), args.repeat),
            )
        finally:
            index.sync_memories = original  # type: ignore[method-assign]
        print("\n-- engine over the catalog, retrievals counted --")
        counting = Counting(IndexRetriever(lambda q, limit: harness.search(q, limit=limit)))
        engine = RecallEngine(
            harness.layout,
            harness.recall_policy,
            catalog=HarnessCatalog(harness),
            retriever=counting,
            log=False,
        )
        engine.turn("warm up", session_id="bench")
        for label, text in TURNS.items():
            before = counting.calls
            report(label, timed(lambda t=text: engine.turn(t, session_id="bench"), args.repeat))
            if "generic" in label:
                print(f"{'':44} retrievals made: {counting.calls - before}")
        report("gate on a tool call", timed(lambda: engine.gate(tool, log=False), args.repeat))


if __name__ == "__main__":
    main()
