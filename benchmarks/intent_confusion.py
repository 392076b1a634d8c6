"""Intent confusion matrices per set and language, from a saved `recall_eval.py --json` report.

    python benchmarks/recall_eval.py --set world_e --json > report.json
    python benchmarks/intent_confusion.py report.json [more.json ...]

Rows are the label, columns the answer; after each matrix, the most frequent confusions and
how many errors cross the skip / context boundary (the ones that change whether memory is
queried: generic_qa and casual against every other intent).
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

from memwell.recall.types import INTENTS

SHORT = ("gen", "cas", "cont", "ent", "user", "impl", "des", "exec")
SKIP = {"generic_qa", "casual"}


def matrix(decisions: list[dict[str, Any]], title: str) -> list[str]:
    counts = Counter((d["label"], d["got"]) for d in decisions)
    right = sum(n for (a, b), n in counts.items() if a == b)
    lines = [f"{title} ({right}/{len(decisions)} = {right / len(decisions):.3f})"]
    lines.append(" " * 24 + " ".join(f"{s:>4s}" for s in SHORT))
    for label in INTENTS:
        if any(a == label for a, _ in counts):
            cells = " ".join(f"{counts[(label, got)]:4d}" for got in INTENTS)
            lines.append(f"  {label:22s}{cells}")
    errors = Counter({k: n for k, n in counts.items() if k[0] != k[1]})
    crossing = sum(n for (a, b), n in errors.items() if (a in SKIP) != (b in SKIP))
    top = ", ".join(f"{a} -> {b} {n}" for (a, b), n in errors.most_common(5))
    lines.append(f"  errors {sum(errors.values())}, across skip/context {crossing}; top: {top}")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reports", nargs="+", type=Path)
    args = parser.parse_args()
    for path in args.reports:
        report = json.loads(path.read_text(encoding="utf-8"))
        for name, result in report.items():
            decisions = result.get("decisions")
            if not decisions:
                continue
            print("\n".join(matrix(decisions, f"{name} all")))
            for lang in sorted({d["lang"] for d in decisions}):
                rows = [d for d in decisions if d["lang"] == lang]
                print("\n".join(matrix(rows, f"{name} {lang}")))
            print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
