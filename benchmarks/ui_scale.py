"""Inspector page latency on a large home: 10,000 topics, 100,000 archived messages.

    python benchmarks/ui_scale.py [--topics 10000] [--messages 100000] [--turns 2000]
                                  [--decisions 50000] [--repeat 10]

Builds a temporary home:
* topics: files in the documented topic format (half per scope, four types, bodies of
  40-400 words from a synthetic vocabulary), indexed by `reindex`, MEMORY.md rebuilt;
* sessions: `--messages` messages in sessions of 100, archived with `import_session`;
* decisions: `--turns` real `Harness.turn` calls plus a gate every tenth turn, then
  `--decisions` records in all appended, copies of those real records under other
  session ids (the log writer's own `append`, which rotates past 20 MB and keeps one
  old file, so what remains is the most a home ever holds);
* a compaction of one session.

Then starts the real `memwell ui` process and fetches each page over HTTP with a cookie
jar, `--repeat` times: the first fetch (cold: the server's first read of the logs or
the index) and the median/p95 of the rest. Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import http.cookiejar
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from datetime import UTC, datetime, timedelta
from pathlib import Path

from memwell.api import Harness
from memwell.recall.decisions import DecisionLog

TYPES = ("user", "feedback", "project", "reference")
SESSION_SIZE = 100


def words(rng: random.Random, vocab: list[str], n: int) -> str:
    return " ".join(rng.choice(vocab) for _ in range(n))


def progress(label: str, done: int, total: int) -> None:
    width = 30
    filled = int(width * done / max(total, 1))
    print(
        f"\r{label:<12} [{'#' * filled}{'.' * (width - filled)}] {done:,}/{total:,}",
        end="" if done < total else "\n",
        file=sys.stderr,
        flush=True,
    )


def build_topics(h: Harness, count: int, rng: random.Random, vocab: list[str]) -> float:
    started = time.perf_counter()
    stamp = datetime(2026, 1, 1, tzinfo=UTC)
    for i in range(count):
        scope = "user" if i % 2 else "workspace"
        directory = h.layout.scope_dir(scope)
        directory.mkdir(parents=True, exist_ok=True)
        kind = TYPES[i % len(TYPES)]
        updated = (stamp + timedelta(minutes=i)).isoformat()
        text = (
            f"---\nname: topic_{i:05d}\ntype: {kind}\n"
            f"description: {words(rng, vocab, 8)}\n"
            f"created: '{updated}'\nupdated: '{updated}'\ntags: [{rng.choice(vocab)}]\n---\n"
            f"{words(rng, vocab, rng.randint(40, 400))}\n"
        )
        (directory / f"topic_{i:05d}.md").write_text(text, encoding="utf-8")
        if i % 500 == 0 or i == count - 1:
            progress("topics", i + 1, count)
    h.reindex()
    for scope in ("user", "workspace"):
        h.store.rebuild_index(scope)  # type: ignore[arg-type]
    return time.perf_counter() - started


def build_sessions(h: Harness, count: int, rng: random.Random, vocab: list[str]) -> float:
    started = time.perf_counter()
    sessions = max(1, count // SESSION_SIZE)
    start = datetime(2026, 1, 1, tzinfo=UTC)
    for s in range(sessions):
        messages = [
            {
                "id": f"s{s}-m{j}",
                "role": "user" if j % 2 == 0 else "assistant",
                "content": words(rng, vocab, rng.randint(8, 60)),
                "timestamp": (start + timedelta(hours=s, seconds=30 * j)).isoformat(),
            }
            for j in range(SESSION_SIZE)
        ]
        h.import_session(messages, session_id=f"session-{s:04d}")
        if s % 20 == 0 or s == sessions - 1:
            progress("sessions", s + 1, sessions)
    return time.perf_counter() - started


def build_decisions(h: Harness, turns: int, total: int, rng: random.Random) -> float:
    started = time.perf_counter()
    prompts = [
        "Continue the work on topic_{n:05d} from yesterday",
        "What did we decide about topic_{n:05d}?",
        "thanks!",
        "Write a test for the topic_{n:05d} module",
    ]
    for i in range(turns):
        session = f"session-{i // 10:04d}"
        h.turn(rng.choice(prompts).format(n=rng.randrange(10_000)), session_id=session)
        if i % 10 == 0:
            h.gate(
                {"tool_name": "Bash", "tool_input": {"command": "rm -rf build/"}},
                session_id=session,
            )
        if i % 100 == 0 or i == turns - 1:
            progress("turns", i + 1, turns)
    log = DecisionLog(h.layout)  # rotates past 20 MB as in use: at most two files remain
    real = h.recall_logs(limit=None)
    written = len(real)
    while written < total:
        record = dict(rng.choice(real))
        record.pop("ts", None)
        kind = record.pop("kind", "turn")
        record["session_id"] = f"copy-{written // 20:05d}"
        record["turn_id"] = f"t-copy-{written}"
        log.append(kind, record)
        written += 1
        if written % 5000 == 0 or written == total:
            progress("decisions", written, total)
    return time.perf_counter() - started


def compaction(h: Harness) -> None:
    messages = [{"role": "system", "content": "You are a coding agent."}]
    for i in range(80):
        messages.append({"role": "user", "content": f"Step {i}: refactor part {i}. " * 20})
        messages.append({"role": "assistant", "content": f"Done with part {i}. " * 30})
    h.compact(messages, context_window=6_000, session_id="session-0000", model=None)


def serve(home: Path, workspace: Path) -> tuple[subprocess.Popen[str], str]:
    command = [sys.executable, "-m", "memwell", "ui", "--no-browser", "--json"]
    command += ["--home", str(home), "--workspace", str(workspace)]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    return proc, str(json.loads(proc.stdout.readline())["url"])


def time_pages(
    url: str, pages: dict[str, str], repeat: int
) -> list[tuple[str, float, float, float, int]]:
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    opener.open(url, timeout=60).read()  # token -> cookie
    base = url.split("/?", 1)[0]
    rows = []
    for label, path in pages.items():
        times = []
        size = 0
        for _ in range(repeat):
            started = time.perf_counter()
            with opener.open(base + path, timeout=120) as response:
                body = response.read()
                assert response.status == 200, (path, response.status)
            times.append((time.perf_counter() - started) * 1000)
            size = len(body)
        warm = sorted(times[1:]) or times
        p95 = warm[min(len(warm) - 1, round(0.95 * (len(warm) - 1)))]
        rows.append((label, times[0], statistics.median(warm), p95, size))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--topics", type=int, default=10_000)
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--turns", type=int, default=2_000)
    parser.add_argument("--decisions", type=int, default=60_000)
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    vocab = [f"w{rng.randrange(16**6):06x}" for _ in range(20_000)]
    with tempfile.TemporaryDirectory(prefix="memwell-ui-scale-") as tmp:
        home, workspace = Path(tmp) / "home", Path(tmp) / "project"
        workspace.mkdir()
        h = Harness(home, workspace)
        t_topics = build_topics(h, args.topics, rng, vocab)
        t_sessions = build_sessions(h, args.messages, rng, vocab)
        t_decisions = build_decisions(h, args.turns, args.decisions, rng)
        compaction(h)
        log = DecisionLog(h.layout)
        kept = len(log.read(limit=None))
        log_mb = sum(p.stat().st_size for p in (log.path, log.rotated) if p.exists()) / 1e6
        key = _a_turn_key(h)
        probe = vocab[0]
        sessions = max(1, args.messages // SESSION_SIZE)
        mid, late = sessions // 2, (sessions * 7) // 10
        pages = {
            "memories, first page": "/memories",
            "memories, last page": f"/memories?offset={max(0, args.topics - 50)}",
            "memories, one type": "/memories?type=feedback&offset=1000",
            "memories, search": f"/memories?q={probe}+{vocab[1]}",
            "one topic (editor)": "/memories/workspace/topic_00042",
            "profile and indexes": "/prompt",
            "trash": "/trash",
            "recall timeline": "/recall",
            "timeline, one session": "/recall?session=session-0001",
            "timeline, page 100": "/recall?offset=5000",
            "one decision": f"/recall/{key}",
            "sessions": "/sessions",
            "sessions, search": f"/sessions?q={probe}+{vocab[2]}",
            "one session, page 2": f"/session?id=session-{mid:04d}&offset=50",
            "message in context": f"/session?id=session-{late:04d}&at=s{late}-m77",
            "context budget": "/budget",
        }
        proc, url = serve(home, workspace)
        try:
            rows = time_pages(url, pages, args.repeat)
        finally:
            proc.terminate()
            proc.wait(30)
    print(
        f"\nhome: {args.topics:,} topics (built + reindexed in {t_topics:.1f} s), "
        f"{args.messages:,} archived messages (imported in {t_sessions:.1f} s), "
        f"{args.decisions:,} decision records written, {kept:,} kept by rotation ({log_mb:.1f} MB; "
        f"{args.turns:,} real turns; built in {t_decisions:.1f} s)\n"
    )
    print("| page | first fetch (ms) | warm p50 (ms) | warm p95 (ms) | HTML (KB) |")
    print("|---|---|---|---|---|")
    for label, first, p50, p95, size in rows:
        print(f"| {label} | {first:.0f} | {p50:.1f} | {p95:.1f} | {size / 1024:.0f} |")
    return 0


def _a_turn_key(h: Harness) -> str:
    from memwell.ui.timeline import to_decisions

    turns = [d for d in to_decisions(h.recall_logs(limit=2_000)) if d.kind == "turn"]
    return turns[-1].key


if __name__ == "__main__":
    raise SystemExit(main())
