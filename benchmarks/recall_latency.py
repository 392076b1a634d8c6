"""Recall latency at scale: generic turns, turns with recall, and the gate, in-process.

    python benchmarks/recall_latency.py [--memories 10000] [--repeat 200]

Builds a temporary home with N synthetic topic files (written directly in the topic format,
half in each scope, with project names, constraints and open items mixed in), builds the
catalog (the SQLite index, whose rows carry what recall derives of each memory) once,
then times, in one process:

* a generic turn (must do no retrieval),
* turns with recall (entity, continuation, user-specific, implementation),
* the pre-execution gate on a tool call,
* each turn again with a word of its own every time (a turn the process has not seen),
* each such turn after `recheck_files()`, as the warm service answers a request (the
  freshness check on every turn), and again with nothing kept of earlier turns' rows and
  term scores (a turn whose words the process has not met since the last change),

through `Harness.turn` / `Harness.gate`, with and without the per-search freshness scan,
and as the first call of a fresh `Harness` (what a hook process pays after start-up).
Also prints the time to derive recall's facts of every row again (what a changed
derivation costs once), to learn entities from the rows' stored evidence (once per change
of memory), the freshness check alone (full, as a process's first; and watched, as a
long-lived process's later ones on Linux), and the number of retrievals a generic turn made.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from memwell.api import Harness
from memwell.catalog import HarnessCatalog
from memwell.memory.document import render
from memwell.recall.engine import RecallEngine
from memwell.recall.retrieval import IndexRetriever, RecallHit, Retriever

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


@dataclass(frozen=True)
class Samples:
    wall: list[float]  # ms
    cpu: list[float]  # ms of this process's CPU time: steadier than wall on a busy machine


def timed(fn: Callable[[], object], repeat: int) -> Samples:
    wall, cpu = [], []
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        fn()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return Samples(wall, cpu)


def report(label: str, samples: Samples) -> None:
    ordered, cpu = sorted(samples.wall), sorted(samples.cpu)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    cpu_p90 = cpu[min(len(cpu) - 1, int(len(cpu) * 0.9))]
    print(
        f"{label:44} p50 {statistics.median(ordered):7.2f} ms"
        f"   p95 {p95:7.2f} ms   cpu p50 {statistics.median(cpu):7.2f} ms"
        f"   cpu p90 {cpu_p90:7.2f} ms   n={len(ordered)}"
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
_FRESH_WORDS = ("alder", "birch", "cedar", "dogwood", "elm", "fir", "ginkgo", "hazel")
FRESH_TOOL = {"tool": "Bash", "input": {"command": "psql -c 'drop table nimbus_invoices'"}}


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
        index = harness.index
        # as after an upgrade that changes how a fact is derived
        index.conn.execute("UPDATE memories SET facts_version = NULL")
        index.conn.execute("DELETE FROM catalog_state WHERE key = 'facts_version'")
        started = time.perf_counter()
        index.generation(check_files=False)
        print(
            f"recall's facts of every row derived again in "
            f"{(time.perf_counter() - started) * 1000:.0f} ms"
        )
        started = time.perf_counter()
        learned = harness.recall.view(fresh=False).detector()
        print(
            f"entities learned from the rows' evidence in "
            f"{(time.perf_counter() - started) * 1000:.0f} ms ({len(learned)} entities)"
        )
        watch = getattr(index, "_watch", None)  # index/watch.py (absent before session 11)

        def full_check() -> None:
            if watch is not None:
                watch.close()  # the next check is a process's first: every file
            index.sync_memories()

        report("freshness check, full (nothing changed)", timed(full_check, 10))
        index.sync_memories()
        time.sleep(2.1)  # a check this long after the first is a long-lived process's
        index.sync_memories()  # the watch starts here (Linux)
        report("freshness check, watched (nothing changed)", timed(index.sync_memories, 10))
        home, ws = harness.layout.home, harness.layout.workspace
        harness.turn("warm up", session_id="bench")
        # What a hook process pays before it answers: a new Harness (new connection, no
        # cached state) and its first call; the session is not new, as on a later prompt.
        print("\n-- first call of a fresh Harness (as in a new hook process) --")
        for label, text in TURNS.items():
            report(
                label,
                timed(lambda t=text: Harness(home, ws).turn(t, session_id="bench"), 10),
            )
        report(
            "gate on a tool call",
            timed(lambda: Harness(home, ws).gate(FRESH_TOOL, session_id="bench"), 10),
        )
        report(
            "preflight (session start)",
            timed(lambda: Harness(home, ws).preflight(session_id="bench"), 10),
        )
        print("\n-- through Harness (search index) --")
        for label, text in TURNS.items():
            report(label, timed(lambda t=text: harness.turn(t, session_id="bench"), args.repeat))
        tool = {"tool": "Bash", "input": {"command": "psql -c 'drop table nimbus_invoices'"}}
        report(
            "gate on a tool call",
            timed(lambda: harness.gate(tool, session_id="bench"), args.repeat),
        )
        # The warm service checks the files before every request (`recheck_files`): a
        # process's first two checks stat every file, later ones (inotify, Linux) only the
        # files named as changed since the last one.
        print("\n-- as the warm service answers: files checked before every turn --")
        for label, text in TURNS.items():
            turns = iter([f"{text} ({w}{n})" for n, w in enumerate(_FRESH_WORDS * 50)])

            def checked_turn(t: Iterator[str] = turns) -> None:
                harness.recheck_files()
                harness.turn(next(t), session_id="bench")

            report(label, timed(checked_turn, args.repeat))
        # What the index keeps of the rows and term scores it read at a generation
        # (index/generation_rows.py, session 12) is dropped before each of these turns: a
        # turn whose terms and topics the process meets for the first time since the
        # last change of memory (its first search of a term runs FTS5, as a hook's does).
        memories = index.memories
        if hasattr(memories, "_read"):
            from memwell.index.generation_rows import GenerationRows

            print("\n-- as the warm service answers, nothing kept from earlier turns --")
            for label, text in TURNS.items():
                turns = iter([f"{text} ({w}{n})" for n, w in enumerate(_FRESH_WORDS * 50)])

                def cold_turn(t: Iterator[str] = turns) -> None:
                    memories._read = GenerationRows()
                    harness.recheck_files()
                    harness.turn(next(t), session_id="bench")

                report(label, timed(cold_turn, args.repeat))
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
            # The same turn repeated meets what a long-lived process keeps of texts it
            # has read (terms, the log's redaction spans) on every call after the first;
            # a word of its own makes each call a turn the process has not seen, while
            # the memories it finds are read again, as in a conversation.
            print("\n-- a new turn each time (freshness scan skipped) --")
            for label, text in TURNS.items():
                turns = iter([f"{text} ({w}{n})" for n, w in enumerate(_FRESH_WORDS * 50)])
                report(
                    label,
                    timed(lambda t=turns: harness.turn(next(t), session_id="bench"), args.repeat),
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
