"""Consolidation on multi-session coding transcripts (SELF-WRITTEN: the transcripts and
their gold items were written by the author of the extractor; read the figures as a
development check, not a blind one).

The sessions are replayed in order, as a person would live them: import a session,
`consolidate`, then review the inbox as a careful reviewer would - accept each candidate
that states a gold item of that message, reject the rest - before the next session.

  captured   share of gold items (decisions, constraints, preferences, corrections,
             facts, people) stated by some candidate citing the gold item's message
  precision  share of the candidates from sessions that state some gold item
  supersede  decisions replaced later in the transcripts, proposed as supersede

"States" is the LoCoMo benchmark's fixed rule: at least half of the gold statement's
content words occur in the candidate's statement.

    python benchmarks/coding_consolidation.py [--data evals/consolidation/coding_sessions.json]
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections import Counter
from pathlib import Path

STATES_MIN = 0.5
DEFAULT_DATA = Path(__file__).resolve().parents[1] / "evals/consolidation/coding_sessions.json"


def main() -> None:
    from memwell.api import Harness
    from memwell.consolidate.grounding import containment
    from memwell.consolidate.run import RunOptions

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    args = parser.parse_args()
    data = json.loads(args.data.read_text(encoding="utf-8"))
    gold = data["gold"]
    captured: set[int] = set()
    proposed = matched = 0
    operations: Counter[str] = Counter()
    kinds_found: Counter[str] = Counter()
    with tempfile.TemporaryDirectory(prefix="memwell-coding-") as tmp:
        harness = Harness(Path(tmp) / "home", tmp)
        for session in data["sessions"]:
            harness.import_session(session["messages"], session_id=session["session_id"])
            harness.consolidation.run(RunOptions(use_model=False))
            for c in harness.consolidation.candidates("pending"):
                if c.origin == "hygiene":
                    operations[f"hygiene:{c.operation}"] += 1
                    harness.consolidation.reject(c.id, "benchmark: hygiene not scored")
                    continue
                proposed += 1
                hits = [
                    i
                    for i, g in enumerate(gold)
                    if any(e.message_id == g["message_id"] for e in c.evidence)
                    and containment(g["statement"], c.statement) >= STATES_MIN
                ]
                if hits:
                    matched += 1
                    captured.update(hits)
                    operations[c.operation] += 1
                    kinds_found[c.kind] += 1
                    harness.consolidation.accept(c.id)
                else:
                    print(f"  unmatched: {c.kind:<10} {c.statement}")
                    harness.consolidation.reject(c.id, "benchmark: states no gold item")
        history = len(harness.consolidation.log(None))
    by_kind = Counter(g["kind"] for g in gold)
    got_kind = Counter(gold[i]["kind"] for i in captured)
    print(
        "coding sessions (self-written): " + f"{len(data['sessions'])} sessions, {len(gold)} gold"
    )
    for kind in sorted(by_kind):
        print(f"  {kind:<11} captured {got_kind[kind]}/{by_kind[kind]}")
    for i, g in enumerate(gold):
        if i not in captured:
            print(f"  missed: {g['kind']:<10} {g['statement']}")
    print(f"captured: {len(captured)}/{len(gold)} = {100 * len(captured) / len(gold):.1f}%")
    print(f"precision: {matched}/{proposed} = {100 * matched / max(proposed, 1):.1f}%")
    print(f"operations accepted: {dict(operations)}; history commits: {history}")


if __name__ == "__main__":
    main()
