"""What the store says about a turn's names, as a decision after the head, leave-one-world-out.

    python benchmarks/intent_worlds.py --variants corpus+worlds --store --shipped-temperature \\
        --dump turns.jsonl                                   # the heads' answers, per world
    python benchmarks/intent_store_owners.py turns.jsonl     # the decisions measured on them

The two intents the head confuses most, entity_reference and user_specific_context, are the
same surface form ("when is X due", 「Xっていつだっけ」); what decides them is what the store
holds: a project or reference entity, or a user-scope memory of the user's own. The
pipeline already asks the store one thing when the head is torn between the two
(`recall_decision._named_or_own`: a known name makes it an entity reference). This reads
more of the store: for each name of the turn, which memories own it (their name, aliases or
tags hold it; else their body mentions it) and of which scope and type, and measures

* `margin M / names`: the shipped decision with the margin M (the shipped 0.2 is the start);
* `margin M / workspace names`: a name owned only by user-scope memories counts as the
  user's own context, not as a named entity;
* the best memory the turn's words find (searched as recall searches, lexical here): is it a
  user-scope preference or rule (type user or feedback), and how much more of the turn the
  best user-scope memory covers than the best workspace one (`store_match`);
* `learned (columns)`: a logistic decision over the head's gap between the two and the
  store's columns, trained on the other worlds' turns and scored on the world left out.

Each world's home is seeded without embeddings (the names and their owners do not depend on
them). Only turns the pipeline gave one of the two intents, and the head one of the two, are
re-decided; every other turn keeps its answer. The dump's heads never saw the world they
answer (leave-one-world-out); the learned decision is trained on the other worlds' answers
of heads that did see the left-out world (one level of nesting, not two). Development
worlds only: the dump is of `intent_worlds.SCORED_WORLDS`. Nothing is written.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("MEMWELL_EMBEDDINGS", "none")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from logistic import fit_descent  # noqa: E402

ER, USC = "entity_reference", "user_specific_context"
EVALS = ROOT / "evals" / "recall"


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _japanese(text: str) -> bool:
    return any(ord(ch) > 0x3000 for ch in text)


def owners(worlds: Sequence[str]) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """Each turn's names with the (scope, type) of the memories that own them."""
    from train_intent_head import dev_world_examples

    from intent_store import seeded_worlds
    from memwell.recall.recall_decision import store_match
    from memwell.recall.turn_intent import TurnIntent

    manifest = {i.get("name"): i for i in json.loads((EVALS / "sets.json").read_text())}
    examples = dev_world_examples(worlds)
    found: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for name in worlds:
        with seeded_worlds({name: EVALS / manifest[name]["fixtures"]}) as stores:
            engine = stores[name].engine
            detector = engine.detector()
            memories = []
            for scope in ("user", "workspace"):
                for m in engine.catalog.scope_memories(scope):
                    keys = {_fold(m.name), _fold(m.name.replace("_", " "))}
                    keys |= {_fold(a) for a in (*m.aliases, *m.tags)}
                    memories.append((scope, m.type, keys, _fold(f"{m.description} {m.body}")))
            names = TurnIntent(None)
            for ex in examples[name]:
                hits = _searched(engine, ex.text)
                top = [{"top": [hits[0].scope, hits[0].type]}] if hits else []
                cover = {
                    s: store_match(_focus(ex.text), [h for h in hits if h.scope == s]).coverage
                    for s in ("user", "workspace")
                }
                rows: list[dict[str, Any]] = [*top, {"cover": cover}]
                for match in names.names(ex.text, detector, tuple(detector.detect(ex.text))):
                    forms = {_fold(match.canonical), _fold(match.surface)}
                    keyed = [(s, t) for s, t, keys, _ in memories if forms & keys]
                    said = [(s, t) for s, t, _, body in memories if any(f in body for f in forms)]
                    rows.append({"name": match.canonical, "owners": keyed or said})
                found[(name, ex.text)] = rows
    return found


def _searched(engine: Any, text: str) -> list[Any]:
    """The memories recall would search for `text` (its names, words and their English)."""
    from memwell.recall.intent import mask
    from memwell.recall.retrieval import english_equivalents
    from memwell.tokens import terms

    masked, code = mask(_focus(text))
    content = masked.replace(" CODE ", " ").replace(" QUOTE ", " ") + " " + " ".join(code)
    words = [t for t in terms(content) if t not in ("code", "quote")]
    query = " ".join(dict.fromkeys([*words, *english_equivalents(content)]))
    return list(engine.retriever.search(query, engine.policy.retrieve_limit)) if query else []


def _focus(text: str) -> str:
    from memwell.recall.engine import _focus as focus

    return str(focus(text))


def columns(row: dict[str, Any], found: list[dict[str, Any]]) -> list[float]:
    """The head's gap and the store's columns of one turn."""
    probs = row["probs"]
    names = [n for n in found if "name" in n]
    top = next((n["top"] for n in found if "top" in n), ["", ""])
    cover = next((n["cover"] for n in found if "cover" in n), {"user": 0.0, "workspace": 0.0})
    scopes = {s for n in names for s, _ in n["owners"]}
    types = {t for n in names for _, t in n["owners"]}
    return [
        probs.get(ER, 0.0) - probs.get(USC, 0.0),
        float(bool(names)),
        float(scopes == {"user"}),
        float("workspace" in scopes),
        float(any(not n["owners"] for n in names)),
        float(bool(types & {"user", "feedback"})),
        float("project" in types),
        float("reference" in types),
        float(_japanese(row["text"])),
        float("personal" in row["features"]),
        # the best searched memory: the user's own (a user-scope preference or rule)
        float(top[0] == "user" and top[1] in ("user", "feedback")),
        cover["user"] - cover["workspace"],
    ]


def _open(row: dict[str, Any]) -> bool:
    """A turn this stage may re-decide: both the pipeline and the head say one of the two."""
    return (
        row["decided"] in (ER, USC)
        and row["got"] in (ER, USC)
        and not any(f.startswith("explicit:") for f in row["features"])
    )


def by_margin(margin: float, workspace_only: bool) -> Callable[..., str]:
    def decide(row: dict[str, Any], names: list[dict[str, Any]]) -> str:
        if not _open(row):
            return str(row["decided"])
        gap = row["probs"].get(ER, 0.0) - row["probs"].get(USC, 0.0)
        if abs(gap) >= margin:
            return ER if gap > 0 else USC
        scopes = {s for n in names if "name" in n for s, _ in n["owners"]}
        named = any("name" in n for n in names) and (not workspace_only or scopes != {"user"})
        return ER if named else USC

    return decide


def _fit(x: Any, y: Any, l2: float, steps: int = 2000) -> Any:
    import numpy as np

    return fit_descent(np.hstack([x, np.ones((len(x), 1))]), y, l2, steps=steps)


def learned(
    rows: list[dict[str, Any]], found: dict[tuple[str, str], Any], keep: list[int], l2: float
) -> dict[tuple[str, str], str]:
    import numpy as np

    answers: dict[tuple[str, str], str] = {}
    for world in sorted({r["world"] for r in rows}):
        train = [r for r in rows if r["world"] != world and _open(r) and r["gold"] in (ER, USC)]
        x = np.array([columns(r, found[(r["world"], r["text"])]) for r in train])[:, keep]
        w = _fit(x, np.array([float(r["gold"] == ER) for r in train]), l2)
        for r in rows:
            if r["world"] == world and _open(r):
                v = np.array(columns(r, found[(world, r["text"])]))[keep]
                answers[(world, r["text"])] = ER if float(np.r_[v, 1.0] @ w) > 0 else USC
    return answers


def report(label: str, rows: list[dict[str, Any]], found: Any, decide: Callable[..., str]) -> int:
    right = start = fixed = broke = 0
    worlds: Counter[str] = Counter()
    langs: Counter[str] = Counter()
    for r in rows:
        got = decide(r, found[(r["world"], r["text"])])
        now, was = got == r["gold"], r["decided"] == r["gold"]
        right, start = right + now, start + was
        fixed, broke = fixed + (now and not was), broke + (was and not now)
        worlds[r["world"]] += now - was
        langs["ja" if _japanese(r["text"]) else "en"] += now - was
    moved = " ".join(f"{w.removeprefix('world_')}{d:+d}" for w, d in sorted(worlds.items()) if d)
    print(
        f"| {label} | {start} -> {right} of {len(rows)} | {fixed} / {broke} | "
        f"{langs['en']:+d} | {langs['ja']:+d} | {moved} |",
        flush=True,
    )
    return right - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dumps", nargs="+", type=Path, help="intent_worlds.py --store --dump")
    args = parser.parse_args()
    rows = [json.loads(line) for p in args.dumps for line in p.read_text().splitlines()]
    rows = [r for r in rows if r.get("decided")]
    found = owners(sorted({r["world"] for r in rows}))
    print("| decision | right | fixed / broken | en | ja | worlds |")
    print("|---|---|---|---|---|---|")
    for margin in (0.1, 0.2, 0.3, 0.5, 1.01):
        for workspace_only in (False, True):
            label = f"margin {margin} / {'workspace names' if workspace_only else 'names'}"
            report(label, rows, found, by_margin(margin, workspace_only))
    sets = {
        "gap, named": [0, 1],
        "gap, named, scopes": [0, 1, 2, 3, 4],
        "gap, named, scopes, types": [0, 1, 2, 3, 4, 5, 6, 7],
        "all ten": list(range(10)),
        "gap, named, the best memory": [0, 1, 10, 11],
        "all twelve": list(range(12)),
    }
    for label, keep in sets.items():
        for l2 in (1.0, 30.0):
            answers = learned(rows, found, keep, l2)
            report(
                f"learned ({label}), L2 {l2:g}",
                rows,
                found,
                lambda r, _n, a=answers: a.get((r["world"], r["text"]), r["decided"]),
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
