"""A turn's statement embeddings bounded per turn: the answers it changes, and what it costs.

    python benchmarks/statement_budget.py replay --set world_a --set world_c > answers.jsonl
    python benchmarks/statement_budget.py replay --lexical --budget 0 --budget 300 --set world_h
    python benchmarks/statement_budget.py compare lexical_h.jsonl lexical_i.jsonl

* `replay`: every turn and labelled gate call of the named development sets, in the set's
  order, in one seeded home per set (as `query_threads.py replay`); one JSON line per
  answer (intent, trigger, digest, session digest, injected names, gate verdict and
  digest), and per turn how many statement passages the index held before and after it
  and the turn's wall time. `--lexical`: the home is indexed first by a harness without
  the model (as hooks answered in their own process save topics), then its chunks get
  their vectors and its statements none (the service's backfill embeds chunks first): the
  state in which a turn embedded every recalled memory's statements inside the request.
  `--budget N` (repeatable): the set once per turn budget (`EmbeddingLineScorer`'s
  `turn_budget`; 0: none, as before session 23), each in a home of its own, the model's
  vectors shared (so only the first budget's turn times include the model's work).
* `compare`: each budget's answers against the first one's (same set and id): how many
  changed and where, and the turns whose labelled facts all reached the injected digest
  (`recall_eval.facts_carried`).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import query_threads  # set_paths (refuses held-out sets), answer_line
import recall_eval  # seed_home, harness_for, facts_carried


def _statement_rows(harness: Any) -> int:
    statements = harness.index.statement_vectors
    if statements is None:
        return 0
    row = harness.index.conn.execute(
        "SELECT COUNT(*) FROM embeddings WHERE model = ?", (statements.model,)
    ).fetchone()
    return int(row[0])


def _lexical_index(home: Path, workspace: Path) -> None:
    """Index the seeded topics without the model, as a hook answered in-process would."""
    from memwell.api import Harness
    from memwell.config import load_settings

    harness = Harness(home, workspace, settings=load_settings(home), embedder=None)
    harness.index.sync_memories()
    harness.index.close()


def _embed_chunks(harness: Any) -> None:
    """The chunks' vectors only (the backfill's first part), not the statements'."""
    index = harness.index
    chunks = index.memories.embedded_chunk_texts()
    missing = sorted(index.vectors.missing(chunks))
    index._embed([(h, chunks[h]) for h in missing])


def replay(names: list[str], lexical: bool, budgets: list[int]) -> None:
    """`budgets`: each set once per turn budget (0: unbounded), in one home each."""
    for name in names:
        for budget in budgets or [None]:
            _replay_set(name, lexical, budget)


def _replay_set(name: str, lexical: bool, budget: int | None) -> None:
    turns_file, fixtures, gate = query_threads.set_paths(name)
    turns = [json.loads(line) for line in turns_file.read_text("utf-8").splitlines() if line]
    cases = []
    if gate is not None:
        cases = [json.loads(line) for line in gate.read_text("utf-8").splitlines() if line]
    with tempfile.TemporaryDirectory(prefix="memwell-budget-") as tmp:
        home, workspace = Path(tmp) / "home", Path(tmp) / "ws"
        workspace.mkdir(parents=True)
        recall_eval.seed_home(fixtures, home, workspace)
        if lexical:
            _lexical_index(home, workspace)
        harness = recall_eval.harness_for(home, workspace)
        if lexical:
            _embed_chunks(harness)
        if budget is not None:  # 0: the turn unbounded, each memory within its own budget
            harness.recall.line_scorer._turn_budget = budget or 10**12
        for turn in turns:
            session = turn.get("session_id") or f"eval-{turn['id']}"
            before = _statement_rows(harness)
            started = time.perf_counter()
            record = harness.turn(turn["text"], session_id=session).to_dict()
            wall = (time.perf_counter() - started) * 1000
            line = query_threads.answer_line(name, turn["id"], record)
            line["budget"] = budget
            line["facts_ok"] = (
                recall_eval.facts_carried(turn, record) if turn.get("facts") else None
            )
            line["statements"] = [before, _statement_rows(harness)]
            line["ms"] = round(wall, 1)
            print(json.dumps(line, ensure_ascii=False), flush=True)
        for case in cases:
            before = _statement_rows(harness)
            verdict = harness.gate(case["action"], session_id=f"eval-{case['id']}").to_dict()
            out = {
                "set": name,
                "budget": budget,
                "id": case["id"],
                "verdict": verdict["verdict"],
                "findings": sorted(f["name"] for f in verdict["findings"]),
                "digest": verdict.get("digest"),
                "statements": [before, _statement_rows(harness)],
            }
            print(json.dumps(out, ensure_ascii=False), flush=True)
        harness.index.close()


_ANSWER = (
    "intent",
    "trigger",
    "digest",
    "session_digest",
    "injected",
    "gate",
    "gate_digest",
    "verdict",
    "findings",
)


def compare(paths: list[Path]) -> None:
    """Each budget's answers against the first budget's (the same set and id), and its
    labelled facts."""
    rows: dict[tuple[str, str], dict[Any, dict[str, Any]]] = {}
    for path in paths:
        for raw in path.read_text("utf-8").splitlines():
            line = json.loads(raw)
            rows.setdefault((line["set"], line["id"]), {})[line.get("budget")] = line
    budgets = sorted({b for row in rows.values() for b in row}, key=lambda b: (b is None, b))
    base = budgets[0]
    for budget in budgets:
        same = [row for row in rows.values() if base in row and budget in row]
        changed: dict[str, int] = {}
        for row in same:
            keys = [k for k in _ANSWER if row[base].get(k) != row[budget].get(k)]
            for key in [*keys, "any"] if keys else []:
                changed[key] = changed.get(key, 0) + 1
        labelled = [row[budget] for row in same if row[budget].get("facts_ok") is not None]
        ok = sum(1 for line in labelled if line["facts_ok"])
        lost = sum(1 for row in same if row[base].get("facts_ok") and not row[budget]["facts_ok"])
        won = sum(1 for row in same if row[budget].get("facts_ok") and not row[base]["facts_ok"])
        print(
            f"budget {budget}: {len(same)} answers, changed against {base}: {changed or 'none'};"
            f" facts {ok}/{len(labelled)} (+{won} -{lost})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("replay", "compare"))
    parser.add_argument("--set", dest="sets", action="append", default=[])
    parser.add_argument("--lexical", action="store_true", help="replay: statements not embedded")
    parser.add_argument(
        "--budget", type=int, action="append", default=[], help="replay: a turn budget (0: none)"
    )
    parser.add_argument("outputs", nargs="*", type=Path, help="compare: replays' outputs")
    args = parser.parse_args()
    if args.what == "compare":
        compare(args.outputs)
    else:
        replay(args.sets, args.lexical, args.budget)


if __name__ == "__main__":
    main()
