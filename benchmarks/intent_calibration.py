"""Whether the intent head needs a temperature per language, on worlds it never saw.

    python benchmarks/intent_worlds.py --variants corpus+worlds --dump heads.jsonl
    python benchmarks/intent_calibration.py heads.jsonl

The head's probabilities are read as certainties by the recall decision (`SURE_SKIP`, the
torn-head margin, the store decision's gap), and one temperature, fitted on the training
corpus's folds, calibrates both languages. If Japanese turns on an unseen world were
over- or under-confident against English ones, a temperature per language would move those
decisions. The dump holds each turn's probabilities from a leave-one-world-out head at
temperature 1 (the head-alone table does not calibrate), so the logits are their logs up to a
constant; this prints, per language (a character past U+3000 makes a turn Japanese), the
log loss of the gold intent at each temperature of the trainer's grid, the best one, and the
accuracy of the head's most probable class (a temperature does not change it). Nothing is
written.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from memwell.recall.intent_training import TEMPERATURES  # noqa: E402

# the temperatures printed (the best one is chosen from the trainer's whole grid)
SHOWN = (0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 1.0, 1.2)


def _japanese(text: str) -> bool:
    return any(ord(ch) > 0x3000 for ch in text)


def log_loss(rows: list[dict[str, object]], temperature: float) -> float:
    """Mean negative log probability of the gold intent with the logits divided by
    `temperature` (the logits recovered as the logs of the dumped probabilities)."""
    total = 0.0
    for row in rows:
        probs = row["probs"]
        assert isinstance(probs, dict)
        logits = {k: math.log(max(float(p), 1e-9)) / temperature for k, p in probs.items()}
        top = max(logits.values())
        norm = sum(math.exp(v - top) for v in logits.values())
        gold = logits.get(str(row["gold"]), -1e9)
        total -= gold - top - math.log(norm)
    return total / max(len(rows), 1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dumps", nargs="+", type=Path, help="intent_worlds.py --dump files")
    parser.add_argument("--variant", default="corpus+worlds", help="which heads of the dump")
    args = parser.parse_args()
    rows = [
        json.loads(line)
        for path in args.dumps
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    rows = [r for r in rows if r.get("variant") == args.variant and r.get("probs")]
    shown = [t for t in TEMPERATURES if t in SHOWN]
    print(f"{len(rows)} turns; log loss by temperature, " + ", ".join(f"{t:g}" for t in shown))
    for lang in ("en", "ja"):
        part = [r for r in rows if _japanese(str(r["text"])) == (lang == "ja")]
        if not part:
            continue
        best = min(TEMPERATURES, key=lambda t: log_loss(part, t))
        right = sum(max(r["probs"], key=r["probs"].get) == r["gold"] for r in part)
        losses = " ".join(f"{log_loss(part, t):.3f}" for t in shown)
        print(
            f"{lang}: {len(part)} turns, most probable right {right}, best temperature "
            f"{best:.2f} (log loss {log_loss(part, best):.3f}); {losses}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
