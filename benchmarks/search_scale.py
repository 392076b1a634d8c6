"""Search latency and index build time at 10k and 100k archived messages.

Messages are LoCoMo turns (cycled, shuffled) with two words from a synthetic long-tail
vocabulary appended, so the index has realistic text and a realistic spread of rare
terms; sessions have 25 messages, spread over two years (mid-2022 to mid-2024, so the
questions that name a month or a day exercise the date filter). Queries are the LoCoMo
questions.

    python benchmarks/search_scale.py --data <dir with conv-*.json> [--sizes 10000,100000]

Reported: build by `import_session` (one transaction per session), rebuild by
`reindex` (from the archive files), index size, and warm in-process search latency
p50/p95/max over the questions. `--hybrid` adds exact vector search over random
384-d unit vectors (the cost does not depend on the values) with a stub query
embedder, i.e. the search cost without the model's ~8 ms per query embedding.
`--memories 200,1000` times memory search over that many topic files instead, with the
freshness check (a stat per file) that runs before every memory search.
`--cjk` times 2-character Japanese queries over Japanese messages: the bigram FTS index
against an `instr()` scan of the message table (the other way to find 2-character words).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from memwell.config import Settings
from memwell.index.search_index import SearchIndex
from memwell.index.vectors import VectorStore
from memwell.layout import Layout

SESSION_SIZE = 25


def corpus(data: Path) -> tuple[list[tuple[str, str]], list[str]]:
    turns: list[tuple[str, str]] = []
    questions: list[str] = []
    for file in sorted(data.glob("conv-*.json")):
        conv = json.loads(file.read_text(encoding="utf-8"))
        k = 1
        while f"session_{k}" in conv:
            turns += [(t["speaker"], t["text"]) for t in conv[f"session_{k}"]]
            k += 1
        questions += [q["question"] for q in conv["qa"] if q["category"] != 5]
    return turns, questions


def messages(turns: list[tuple[str, str]], n: int, rng: random.Random) -> list[dict[str, Any]]:
    vocab = [f"zq{i:x}" for i in range(50_000)]
    start = datetime(2022, 6, 1)
    step = timedelta(days=730) / max(1, n // SESSION_SIZE)  # sessions spread over two years
    out = []
    for i in range(n):
        speaker, text = turns[rng.randrange(len(turns))]
        extra = " ".join(rng.choice(vocab) for _ in range(2))
        out.append(
            {
                "id": f"m{i}",
                "speaker": speaker,
                "content": f"{text} {extra}",
                "timestamp": (
                    start + step * (i // SESSION_SIZE) + timedelta(seconds=30 * (i % SESSION_SIZE))
                ).isoformat(),
            }
        )
    return out


class StubEmbedder:
    """Random unit query vectors: measures vector search, not the model."""

    name = "stub:random384"

    def __init__(self) -> None:
        import numpy as np

        self.rng = np.random.default_rng(0)

    def embed_documents(self, texts: Any) -> Any:
        import numpy as np

        m = self.rng.standard_normal((len(texts), 384)).astype(np.float32)
        return m / np.linalg.norm(m, axis=1, keepdims=True)

    def embed_query(self, text: str) -> Any:
        return self.embed_documents([text])[0]


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def run(
    size: int, turns: list[tuple[str, str]], questions: list[str], hybrid: bool
) -> dict[str, Any]:
    rng = random.Random(size)
    msgs = messages(turns, size, rng)
    with tempfile.TemporaryDirectory(prefix="memwell-scale-") as tmp:
        layout = Layout.resolve(Path(tmp) / "home", tmp)
        index = SearchIndex(layout, Settings(), embedder=False)
        started = time.perf_counter()
        for start in range(0, size, SESSION_SIZE):
            index.import_session(msgs[start : start + SESSION_SIZE], session_id=f"s{start}")
        build_s = time.perf_counter() - started
        started = time.perf_counter()
        index.reindex()
        reindex_s = time.perf_counter() - started
        size_mb = layout.index_path.stat().st_size / 2**20
        for q in questions[:20]:  # warm the page cache
            index.search_sessions(q, mode="lexical")
        times = []
        for q in questions:
            t0 = time.perf_counter()
            index.search_sessions(q, limit=10, mode="lexical")
            times.append((time.perf_counter() - t0) * 1000)
        row: dict[str, Any] = {
            "messages": size,
            "build_s": build_s,
            "reindex_s": reindex_s,
            "size_mb": size_mb,
            "lexical_p50_ms": statistics.median(times),
            "lexical_p95_ms": percentile(times, 95),
            "lexical_max_ms": max(times),
            "queries": len(times),
        }
        if hybrid:
            stub = StubEmbedder()
            vectors = VectorStore(index.conn, stub)
            hashes = [(h, "") for (h,) in index.conn.execute("SELECT text_hash FROM messages")]
            started = time.perf_counter()
            vectors.ensure(hashes)
            row["vector_insert_s"] = time.perf_counter() - started
            index._vectors = vectors
            started = time.perf_counter()
            index.search_sessions(questions[0], mode="hybrid")
            row["vector_load_s"] = time.perf_counter() - started
            times = []
            for q in questions:
                t0 = time.perf_counter()
                index.search_sessions(q, limit=10, mode="hybrid")
                times.append((time.perf_counter() - t0) * 1000)
            row["hybrid_p50_ms"] = statistics.median(times)
            row["hybrid_p95_ms"] = percentile(times, 95)
        index.close()
    return row


def run_memories(count: int) -> dict[str, Any]:
    """Memory search over `count` topic files (all older than the racy window)."""
    import os

    rng = random.Random(count)
    vocab = [f"w{i}" for i in range(2_000)]
    with tempfile.TemporaryDirectory(prefix="memwell-scale-") as tmp:
        layout = Layout.resolve(Path(tmp) / "home", tmp)
        directory = layout.scope_dir("workspace")
        directory.mkdir(parents=True)
        past = time.time_ns() - 10**10
        for i in range(count):
            path = directory / f"topic_{i}.md"
            body = " ".join(rng.choices(vocab, k=80))
            desc = " ".join(rng.choices(vocab, k=6))
            path.write_text(
                f"---\nname: topic_{i}\ntype: project\ndescription: {desc}\n---\n{body}\n"
            )
            os.utime(path, ns=(past, past))
        index = SearchIndex(layout, Settings(), embedder=False)
        started = time.perf_counter()
        index.search("warm up")
        first_s = time.perf_counter() - started
        search_ms, sync_ms = [], []
        for _ in range(200):
            query = " ".join(rng.sample(vocab, 3))
            t0 = time.perf_counter()
            index.search(query)
            search_ms.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            index.sync_memories()
            sync_ms.append((time.perf_counter() - t0) * 1000)
        index.close()
    return {
        "topics": count,
        "first_search_s": first_s,
        "search_p50_ms": statistics.median(search_ms),
        "search_p95_ms": percentile(search_ms, 95),
        "freshness_check_p50_ms": statistics.median(sync_ms),
    }


_JA_TEXT = (
    "東京 大阪 京都 寿司 天気 会議 資料 予定 旅行 写真 電車 仕事 料理 映画 音楽 週末 "
    "先週 来週 昨日 明日 猫 犬 友達 家族 学校 会社 病院 駅 空港 ホテル 温泉 桜 紅葉 "
    "雪 雨 晴れ 買い物 散歩 読書 勉強 試験 発表 締切 報告 確認 修正 設計 実装 テスト"
)
JA_WORDS = _JA_TEXT.split()
JA_GLUE = ("で", "に", "を", "は", "が", "と", "の", "へ", "から", "まで")


def run_cjk(size: int) -> dict[str, Any]:
    rng = random.Random(size)
    msgs = []
    for i in range(size):
        parts = [rng.choice(JA_WORDS) + rng.choice(JA_GLUE) for _ in range(rng.randint(4, 9))]
        msgs.append({"id": f"m{i}", "role": "user", "content": "".join(parts) + "。"})
    two_char = [w for w in JA_WORDS if len(w) == 2]
    with tempfile.TemporaryDirectory(prefix="memwell-scale-") as tmp:
        layout = Layout.resolve(Path(tmp) / "home", tmp)
        index = SearchIndex(layout, Settings(), embedder=False)
        for start in range(0, size, SESSION_SIZE):
            index.import_session(msgs[start : start + SESSION_SIZE], session_id=f"s{start}")
        fts, scan = [], []
        for _ in range(200):
            word = rng.choice(two_char)
            t0 = time.perf_counter()
            index.search_sessions(word, mode="lexical")
            fts.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            # every match, as ranking them needs
            index.conn.execute(
                "SELECT count(*) FROM messages WHERE instr(content, ?) > 0", (word,)
            ).fetchone()
            scan.append((time.perf_counter() - t0) * 1000)
        index.close()
    return {
        "messages": size,
        "bigram_fts_p50_ms": statistics.median(fts),
        "bigram_fts_p95_ms": percentile(fts, 95),
        "instr_scan_p50_ms": statistics.median(scan),
        "instr_scan_p95_ms": percentile(scan, 95),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, required=True, help="directory with conv-*.json")
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--hybrid", action="store_true", help="also time vector search")
    parser.add_argument("--memories", help="comma-separated topic counts: time memory search")
    parser.add_argument("--cjk", action="store_true", help="time Japanese 2-character queries")
    args = parser.parse_args()
    if args.cjk:
        for size in (int(s) for s in args.sizes.split(",")):
            row = run_cjk(size)
            print(
                json.dumps({k: round(v, 3) if isinstance(v, float) else v for k, v in row.items()})
            )
        return
    if args.memories:
        for count in (int(c) for c in args.memories.split(",")):
            row = run_memories(count)
            print(
                json.dumps({k: round(v, 3) if isinstance(v, float) else v for k, v in row.items()})
            )
        return
    turns, questions = corpus(args.data)
    print(f"{len(turns)} distinct turns, {len(questions)} queries", file=sys.stderr)
    for size in (int(s) for s in args.sizes.split(",")):
        row = run(size, turns, questions, args.hybrid)
        print(
            json.dumps({k: round(v, 3) if isinstance(v, float) else v for k, v in row.items()}),
            flush=True,
        )


if __name__ == "__main__":
    main()
