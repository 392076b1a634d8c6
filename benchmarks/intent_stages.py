"""Which stage of the pipeline decided each intent error, by world and language, and the store
decision's variants measured leave-one-world-out.

    python benchmarks/intent_worlds.py --variants corpus+worlds --store --shipped-temperature \\
        --no-store-decision --dump partN.jsonl               # the dump (development worlds)
    python benchmarks/intent_stages.py part*.jsonl            # stages and confusions
    python benchmarks/intent_stages.py part*.jsonl --variants # the decision's variants

Each dumped turn carries four answers of a head that never saw its world: the head's own
(the most probable class), `classify`'s (the head and the rules: explicit triggers, the
turn's own words), the store's stage's (`recall_decision.decide` and `confirm`, before the
decision) and, here, the store decision's, fitted on the other worlds' turns
(`scripts/train_store_decision.py`). An error is put on the last stage that changed the
answer: the head when no later stage moved it. The store's stage is split by what it did
(the names deciding a torn head, an unconfirmed named subject made a general question, a
skip split or asked of the store). The variants refit the decision without one column,
with a column saying the turn is Japanese, one decision per language, a stronger L2, and
with an abstain margin (the decision keeps the intent decided before it unless its score is
beyond the margin); each is scored on the world it never saw, the Japanese turns apart.
Nothing is written.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "scripts"))

from train_store_decision import L2, STEPS  # noqa: E402

from logistic import fit_descent  # noqa: E402

ER, USC = "entity_reference", "user_specific_context"
SKIP = frozenset({"generic_qa", "casual"})


def japanese(text: str) -> bool:
    return any(ord(ch) > 0x3000 for ch in text)


def read(paths: list[Path]) -> list[dict[str, Any]]:
    rows = [json.loads(line) for p in paths for line in p.read_text().splitlines()]
    rows = [r for r in rows if r.get("before")]
    for r in rows:
        r["ja"] = japanese(r["text"])
    return rows


def worlds_of(rows: list[dict[str, Any]]) -> list[str]:
    return sorted({r["world"] for r in rows}, key=lambda w: (len(w), w))


def columns(row: dict[str, Any], kind: str) -> list[float]:
    """The decision's input for `row` under variant `kind`."""
    base = [float(v) for v in row["columns"]]
    if kind == "base":
        return base
    if kind == "japanese":
        return [*base, float(row["ja"])]
    if kind.startswith("drop:"):
        k = int(kind[5:])
        return [v for i, v in enumerate(base) if i != k]
    raise KeyError(kind)


def fit(rows: list[dict[str, Any]], kind: str, l2: float) -> Any:
    import numpy as np

    x = np.array([columns(r, kind) for r in rows], dtype=float)
    y = np.array([float(r["gold"] == ER) for r in rows])
    return fit_descent(np.hstack([x, np.ones((len(x), 1))]), y, l2, steps=STEPS)


def decided(
    rows: list[dict[str, Any]],
    kind: str = "base",
    l2: float = L2,
    margin: float = 0.0,
    per_language: bool = False,
) -> dict[int, str]:
    """Each row's intent after a decision fitted on the other worlds (by row index)."""
    import numpy as np

    out: dict[int, str] = {}
    for world in worlds_of(rows):
        train = [
            r for r in rows if r["world"] != world and r.get("columns") and r["gold"] in (ER, USC)
        ]
        if per_language:
            models = {ja: fit([r for r in train if r["ja"] == ja], kind, l2) for ja in (0, 1)}
        else:
            model = fit(train, kind, l2)
            models = {0: model, 1: model}
        for i, r in enumerate(rows):
            if r["world"] != world:
                continue
            out[i] = r["before"]
            if r.get("columns"):
                w = models[int(r["ja"])]
                score = float(np.dot(columns(r, kind), w[:-1]) + w[-1])
                if abs(score) > margin:
                    out[i] = ER if score > 0 else USC
    return out


# the settings a nested choice picks from (l2, margin): the shipped penalty and stronger
# ones without a margin, and the shipped penalty with margins
CHOICES = (
    *((l2, 0.0) for l2 in (1.0, 3.0, 10.0, 30.0)),
    *((1.0, m) for m in (0.25, 0.5, 1.0)),
)


def nested(
    rows: list[dict[str, Any]], choices: tuple[tuple[float, float], ...]
) -> tuple[dict[int, str], dict[str, tuple[float, float]]]:
    """Each row's intent with the decision's (L2, abstain margin) chosen on the other worlds:
    for the world left out, each choice is scored leave-one-world-out on the rest (decisions
    that saw neither world) and the best (the first on a tie) is applied to it."""
    import numpy as np

    worlds = worlds_of(rows)
    trainable = [r for r in rows if r.get("columns") and r["gold"] in (ER, USC)]
    l2s = sorted({l2 for l2, _ in choices})
    pair: dict[tuple[frozenset[str], float], Any] = {}
    for i, a in enumerate(worlds):
        for b in worlds[i + 1 :]:
            train = [r for r in trainable if r["world"] not in (a, b)]
            for l2 in l2s:
                pair[(frozenset((a, b)), l2)] = fit(train, "base", l2)

    def answer(r: dict[str, Any], w: Any, margin: float) -> str:
        if not r.get("columns"):
            return str(r["before"])
        score = float(np.dot(columns(r, "base"), w[:-1]) + w[-1])
        return str(r["before"]) if abs(score) <= margin else ER if score > 0 else USC

    out: dict[int, str] = {}
    chosen: dict[str, tuple[float, float]] = {}
    for world in worlds:
        gains = Counter[tuple[float, float]]()
        for inner in worlds:
            if inner == world:
                continue
            for l2, margin in choices:
                w = pair[(frozenset((world, inner)), l2)]
                gains[(l2, margin)] += sum(
                    answer(r, w, margin) == r["gold"] for r in rows if r["world"] == inner
                )
        best = max(choices, key=lambda c: (gains[c], -choices.index(c)))
        chosen[world] = best
        model = fit([r for r in trainable if r["world"] != world], "base", best[0])
        for i, r in enumerate(rows):
            if r["world"] == world:
                out[i] = answer(r, model, best[1])
    return out, chosen


def stage(row: dict[str, Any], final: str) -> str:
    """The last stage that changed the answer `final` of `row`."""
    head = max(row["probs"], key=row["probs"].__getitem__) if row["probs"] else row["got"]
    if final != row["before"]:
        return "store decision"
    got, before = row["got"], row["before"]
    if before != got:
        if got in (ER, USC) and before in (ER, USC):
            return "store stage: names decide a torn head"
        if got == ER and before == "generic_qa":
            return "store stage: unconfirmed named subject"
        if got in SKIP and before not in SKIP:
            return "store stage: skip split or asked"
        return "store stage: other"
    return "rules" if got != head else "head"


def report(rows: list[dict[str, Any]]) -> None:
    finals = decided(rows)
    per: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    stages: Counter[tuple[str, str]] = Counter()
    moved: Counter[tuple[str, str, str]] = Counter()
    pairs: dict[str, Counter[tuple[str, str]]] = {"en": Counter(), "ja": Counter()}
    for i, r in enumerate(rows):
        lang = "ja" if r["ja"] else "en"
        head = max(r["probs"], key=r["probs"].__getitem__) if r["probs"] else r["got"]
        for key in ((r["world"], lang), ("all", lang)):
            per[key].update(
                {
                    "n": 1,
                    "head": head == r["gold"],
                    "rules": r["got"] == r["gold"],
                    "store stage": r["before"] == r["gold"],
                    "decision": finals[i] == r["gold"],
                }
            )
        if finals[i] != r["gold"]:
            pairs[lang][(r["gold"], finals[i])] += 1
            stages[(stage(r, finals[i]), lang)] += 1
        for name, was, now in (
            ("store stage", r["got"], r["before"]),
            ("store decision", r["before"], finals[i]),
        ):
            if was != now:
                kind = "fixed" if now == r["gold"] else "broke" if was == r["gold"] else "wrong"
                where = stage(r, now) if name == "store stage" else name
                moved[(where, lang, kind)] += 1
    print("right after each stage (head, rules, store stage, store decision), of n:")
    print("| world | en n | en | ja n | ja |")
    print("|---|---|---|---|---|")
    for world in [*worlds_of(rows), "all"]:
        cells = []
        for lang in ("en", "ja"):
            c = per[(world, lang)]
            cells += [
                str(c["n"]),
                " / ".join(str(c[k]) for k in ("head", "rules", "store stage", "decision")),
            ]
        print(f"| {world} | " + " | ".join(cells) + " |")
    print("\nerrors by the stage that decided them:")
    for (name, lang), n in sorted(stages.items()):
        print(f"  {lang} {name}: {n}")
    print("\nwhat each store stage moved (fixed / broke / wrong both ways):")
    for key in sorted({(a, b) for a, b, _ in moved}):
        print(
            f"  {key[1]} {key[0]}: "
            + " / ".join(str(moved[(*key, k)]) for k in ("fixed", "broke", "wrong"))
        )
    for lang in ("en", "ja"):
        top = ", ".join(f"{a} -> {b} {n}" for (a, b), n in pairs[lang].most_common(8))
        print(f"\n{lang} errors by pair: {top}")


def variants(rows: list[dict[str, Any]]) -> None:
    worlds = worlds_of(rows)
    trials: list[tuple[str, dict[str, Any]]] = [
        ("shipped columns", {}),
        ("without gap", {"kind": "drop:0"}),
        ("without named", {"kind": "drop:1"}),
        ("without top_user_rule", {"kind": "drop:2"}),
        ("without cover", {"kind": "drop:3"}),
        ("with a Japanese column", {"kind": "japanese"}),
        ("one decision per language", {"per_language": True}),
        ("L2 10", {"l2": 10.0}),
        ("L2 30", {"l2": 30.0}),
        *[(f"abstain within {m}", {"margin": m}) for m in (0.25, 0.5, 1.0)],
    ]
    print("| variant | all | en | ja | fixed | broke | worlds losing | per world |")
    print("|---|---|---|---|---|---|---|---|")
    picked = {
        "abstain margin chosen on the other worlds": nested(rows, CHOICES[:1] + CHOICES[4:]),
        "L2 chosen on the other worlds": nested(rows, CHOICES[:4]),
        "L2 or margin chosen on the other worlds": nested(rows, CHOICES),
    }
    for name, how in [*trials, *((name, {}) for name in picked)]:
        got = picked[name][0] if name in picked else decided(rows, **how)
        right: Counter[str] = Counter()
        delta: Counter[str] = Counter()
        for i, r in enumerate(rows):
            was, now = r["before"] == r["gold"], got[i] == r["gold"]
            lang = "ja" if r["ja"] else "en"
            for key in ("all", lang):
                right[key] += now
                right[key + "0"] += was
            delta[r["world"]] += now - was
            right["fixed"] += now and not was
            right["broke"] += was and not now
        cells = [f"{right[k + '0']} → {right[k]}" for k in ("all", "en", "ja")]
        losing = sum(delta[w] < 0 for w in worlds)
        shown = " ".join(f"{w.removeprefix('world_')}{delta[w]:+d}" for w in worlds if delta[w])
        print(
            f"| {name} | " + " | ".join(cells) + f" | {right['fixed']} | {right['broke']} | "
            f"{losing} | {shown} |"
        )
    for name, (_, chosen) in picked.items():
        shown = ", ".join(f"{w.removeprefix('world_')} {a:g}/{b:g}" for w, (a, b) in chosen.items())
        print(f"{name} (L2/margin): {shown}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dumps", nargs="+", type=Path)
    parser.add_argument("--variants", action="store_true", help="the decision's variants")
    args = parser.parse_args()
    rows = read(args.dumps)
    if args.variants:
        variants(rows)
    else:
        report(rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
