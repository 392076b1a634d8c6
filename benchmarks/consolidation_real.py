"""Consolidation on the real agent transcripts of the compaction corpus (`evals/compaction/`).

Each transcript is archived as one session and consolidated with no model. The gold items
are the corpus's probes of the kinds a memory should keep - the user's constraints and
corrections, and decisions with their reasons - written from the transcripts alone by
people who had not read memwell's code, before any run (see evals/compaction/SOURCES*.md).

  captured   gold probes stated by some candidate: one candidate's statement holds all the
             probe's terms (the corpus's own matching rule, case-insensitive)
  grounded   candidates whose statement passes the evidence rule against their quotes
  proposed   candidates per transcript, by kind; `--dump FILE` writes them all (statement,
             kind, evidence) for a person to judge which are worth keeping (precision)

    python benchmarks/consolidation_real.py [--split tune|holdout|all] [--json] [--dump FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from compaction_corpus import load_corpus, missing_transcripts

GOLD_KINDS = frozenset({"constraint", "decision", "correction", "preference"})


def _states(statement: str, terms: tuple[str, ...]) -> bool:
    low = statement.lower()
    return all(t.lower() in low for t in terms)


def main() -> None:
    from memwell.api import Harness
    from memwell.consolidate.run import RunOptions
    from memwell.consolidate.service import supported

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=("tune", "holdout", "all"), default="all")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--dump", type=Path, help="write every candidate here, for judging")
    args = parser.parse_args()
    cases = [c for c in load_corpus() if args.split in ("all", c.split)]
    rows: list[dict[str, Any]] = []
    dumped: list[dict[str, Any]] = []
    for case in cases:
        gold = [p for p in case.probes if p.kind in GOLD_KINDS]
        with tempfile.TemporaryDirectory(prefix="memwell-consreal-") as tmp:
            harness = Harness(Path(tmp) / "home", tmp)
            harness.import_session(case.transcript.to_data(), session_id=case.name)
            harness.consolidation.run(RunOptions(use_model=False))
            found = [c for c in harness.consolidation.candidates() if c.origin != "hygiene"]
        captured = [p for p in gold if any(_states(c.statement, p.terms) for c in found)]
        rows.append(
            {
                "transcript": case.name,
                "agent": case.agent,
                "split": case.split,
                "gold": len(gold),
                "captured": len(captured),
                "missed": [" / ".join(p.terms) for p in gold if p not in captured],
                "proposed": len(found),
                "grounded": sum(supported(c) for c in found),
                "kinds": dict(Counter(c.kind for c in found)),
            }
        )
        dumped += [
            {
                "transcript": case.name,
                "id": c.id,
                "kind": c.kind,
                "statement": c.statement,
                "quotes": [e.quote for e in c.evidence],
            }
            for c in found
        ]
    totals = {k: sum(r[k] for r in rows) for k in ("gold", "captured", "proposed", "grounded")}
    if args.dump:
        args.dump.write_text(json.dumps(dumped, indent=1, ensure_ascii=False), encoding="utf-8")
    if args.json:
        print(json.dumps({"transcripts": rows, "totals": totals}, indent=1, ensure_ascii=False))
        return
    absent = missing_transcripts()
    if absent:
        print(f"({len(absent)} probed transcripts not in raw/: {', '.join(absent)})")
    print(f"{'transcript':34} {'split':8} {'captured':>9} {'proposed':>9} {'grounded':>9}")
    for r in rows:
        print(
            f"{r['transcript']:34} {r['split']:8} {r['captured']:>4}/{r['gold']:<4} "
            f"{r['proposed']:>9} {r['grounded']:>9}"
        )
    g = max(totals["gold"], 1)
    p = max(totals["proposed"], 1)
    print(
        f"total: captured {totals['captured']}/{totals['gold']} ({totals['captured'] / g:.0%}), "
        f"grounded {totals['grounded']}/{totals['proposed']} ({totals['grounded'] / p:.0%})"
    )


if __name__ == "__main__":
    main()
