"""Can whole rule sentences be matched to whole calls by meaning? A measurement, not a gate.

    python benchmarks/gate_sentence_embeddings.py evals/gate/corpus_a

For every world of a gate corpus: each rule sentence of its memories (as `recall.rules`
reads them, stopping rules only) is embedded as a passage, each labelled call (tool name
and input, as text) as a query, with the default install's embedder. Reported:

* rank: for a rule-breaking call, whether the sentence closest to it belongs to the
  memory its label names (among the world's rule sentences);
* margin: the closest sentence's cosine for rule-breaking calls against benign ones. A
  threshold that stops a share of rule-breaking calls stops this share of benign calls
  too (printed for the thresholds that stop 25%, 50% and 75% of rule-breaking calls).

A second signal is only worth wiring into the gate if some threshold stops many
rule-breaking calls while stopping almost no benign ones.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_corpus import memory_of, worlds_of  # the same corpus layout
from recall_eval import load_turns


def call_text(action: dict[str, Any]) -> str:
    tool = action.get("tool_name") or action.get("tool") or ""
    data = action.get("tool_input") or action.get("input") or {}
    return f"{tool} {json.dumps(data, ensure_ascii=False)}"[:600]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    args = parser.parse_args()
    import tempfile

    import numpy as np

    from memwell.config import load_settings
    from memwell.index.embedders import embedder_from_config
    from memwell.recall.rules import parse_rules

    settings = load_settings(Path(tempfile.mkdtemp(prefix="memwell-embed-")))  # defaults
    embedder = embedder_from_config(settings.embeddings, settings.path)
    if embedder is None:
        raise SystemExit("no embedder configured (MEMWELL_EMBEDDINGS=none?)")
    breaking: list[float] = []
    benign: list[float] = []
    ranked = total = 0
    for world in worlds_of(args.corpus):
        sentences: list[tuple[str, str]] = []
        for path in sorted((world / "fixtures").glob("*/*.md")):
            memory = memory_of(world / "fixtures", path.stem)
            if memory is None or isinstance(memory, Exception):
                continue
            rules = parse_rules(
                memory.body, memory.name, aliases=memory.aliases, description=memory.description
            )
            texts = {r.text for r in rules if r.strength in ("no-go", "ask")}
            sentences += [(memory.name, t) for t in sorted(texts)]
        if not sentences:
            continue
        passages = np.asarray(embedder.embed_documents([t for _, t in sentences]))
        for case in load_turns(world / "gate.jsonl"):
            query = np.asarray(embedder.embed_query(call_text(case["action"])))
            scores = passages @ query
            best = int(np.argmax(scores))
            if case["expected"] == "go":
                benign.append(float(scores[best]))
            else:
                breaking.append(float(scores[best]))
                total += 1
                ranked += sentences[best][0] == case["rule"]
        print(f"\r{world.name:<30}", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print(f"embedder {embedder.name}; {len(breaking)} rule-breaking, {len(benign)} benign calls")
    print(f"closest rule sentence is the labelled memory's: {ranked}/{total}")
    ordered = sorted(breaking, reverse=True)
    for share in (0.25, 0.5, 0.75):
        threshold = ordered[max(0, int(len(ordered) * share) - 1)]
        stopped = sum(s >= threshold for s in benign)
        print(
            f"threshold {threshold:.3f} stops {share:.0%} of rule-breaking calls and "
            f"{stopped}/{len(benign)} benign ones"
        )


if __name__ == "__main__":
    main()
