"""An intent head and the store decision refitted on its output, read through the whole pipeline.

    python benchmarks/intent_worlds.py --variants corpus+worlds --full corpus+worlds \\
        --shipped-temperature --no-store-decision --dump start.jsonl          # the start's heads
    python benchmarks/intent_worlds.py --variants corpus+worlds --full corpus+worlds \\
        --train-also world_v ... --temperature 0.75 --no-store-decision --dump new.jsonl
    python benchmarks/intent_refit.py start.jsonl new.jsonl

Each dump holds every development world's turns as `recall_eval.py`'s pipeline answered them
with an intent head that never saw the world, before the store decision, and the decision's
columns for the turns it may name (read off that pipeline's own search). The store decision
names only the intent of those turns (the plan and the digest are made before it), so the
trigger and the facts are the dump's, and the intent after the decision is computed here:

* `shipped`: the decision in the package (fitted on the worlds' turns as an older head
  decided them: in-sample on the worlds it lists);
* `refit`: for each world, the decision fitted on the other worlds' turns of the same dump
  (`scripts/train_store_decision.py`'s fit): refitted on this head's output, and never
  fitted on the world it is scored on.

It prints, per world and in all, the intent (English and Japanese apart, by the set's
`lang` field), trigger F1 and the facts in the digest of each dump under each decision.
Nothing is written.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "scripts"))

from train_store_decision import L2, answer, fit, trainable  # noqa: E402

from memwell.recall.store_decision import StoreDecision, read_decision  # noqa: E402

DECISIONS = ("none", "shipped", "refit")


def read_dump(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def decided(rows: list[dict[str, Any]], how: str, l2: float = L2) -> dict[tuple[str, str], str]:
    """Each turn's intent after the store decision `how` ((world, id) -> intent)."""
    out: dict[tuple[str, str], str] = {}
    shipped = read_decision()
    for world in sorted({r["world"] for r in rows}):
        model: StoreDecision | None = None
        if how == "shipped":
            model = shipped
        elif how == "refit":
            model = fit(trainable([r for r in rows if r["world"] != world]), l2)
        for r in rows:
            if r["world"] == world:
                out[(world, r["id"])] = answer(r, model)
    return out


def figures(rows: list[dict[str, Any]], intents: dict[tuple[str, str], str]) -> dict[str, Counter]:
    """Per world (and "all"): intents right (en, ja apart), tp/fp/fn of the trigger, facts."""
    out: dict[str, Counter] = {}
    for r in rows:
        for key in (r["world"], "all"):
            c = out.setdefault(key, Counter())
            ok = intents[(r["world"], r["id"])] == r["gold"]
            c["turns"] += 1
            c["right"] += ok
            c[r["lang"]] += ok
            c[r["lang"] + "_n"] += 1
            c["tp"] += r["recalled"] and r["recall"]
            c["fp"] += r["recalled"] and not r["recall"]
            c["fn"] += r["recall"] and not r["recalled"]
            if r["fact"] is not None:
                c["facts"] += 1
                c["fact"] += r["fact"]
    return out


def f1(c: Counter) -> float:
    return 2 * c["tp"] / max(2 * c["tp"] + c["fp"] + c["fn"], 1)


def cell(c: Counter) -> str:
    return f"{c['right']} ({c['en']}, {c['ja']})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dumps", nargs="+", type=Path, help="intent_worlds.py --full --dump")
    parser.add_argument("--l2", type=float, default=L2, help="the refitted decision's penalty")
    args = parser.parse_args()
    runs = {p.stem: read_dump(p) for p in args.dumps}
    # the worlds every dump holds (a run still going is read as far as it got)
    common = set.intersection(*({r["world"] for r in rows} for rows in runs.values()))
    runs = {name: [r for r in rows if r["world"] in common] for name, rows in runs.items()}
    tables = {
        (name, how): figures(rows, decided(rows, how, args.l2))
        for name, rows in runs.items()
        for how in DECISIONS
    }
    heads = list(runs)
    worlds = sorted({r["world"] for rows in runs.values() for r in rows}, key=_world_order)
    print(
        "| world | turns | "
        + " | ".join(f"{n}: {h}" for n in heads for h in DECISIONS)
        + " | "
        + " | ".join(f"{n}: F1, facts" for n in heads)
        + " |"
    )
    print("|---|---|" + "---|" * (len(heads) * (len(DECISIONS) + 1)))
    for world in (*worlds, "all"):
        first = tables[(heads[0], "none")][world]
        line = f"| {world} | {first['turns']} ({first['en_n']}, {first['ja_n']}) | "
        line += " | ".join(cell(tables[(n, h)][world]) for n in heads for h in DECISIONS)
        line += " | " + " | ".join(
            f"{f1(tables[(n, 'none')][world]):.3f}, {tables[(n, 'none')][world]['fact']}"
            f"/{tables[(n, 'none')][world]['facts']}"
            for n in heads
        )
        print(line + " |")
    for n in heads:
        c = tables[(n, "none")]["all"]
        print(f"{n}: trigger tp {c['tp']}, fp {c['fp']}, fn {c['fn']}, F1 {f1(c):.4f}")
    return 0


def _world_order(name: str) -> tuple[int, str]:
    tail = name.removeprefix("world_")
    return (len(tail), tail)


if __name__ == "__main__":
    raise SystemExit(main())
