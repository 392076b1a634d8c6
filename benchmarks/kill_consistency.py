"""kill -9 at random points of `memwell save`, `session import` and `reindex`, then check
that nothing a user relies on was left broken.

    python benchmarks/kill_consistency.py [--iterations 60] [--seed N] [--sessions 300]

One home per run: topics in the user scope and `--sessions` archived sessions of
`--messages` messages each. Iterations rotate save / import / reindex, each a real
`python -m memwell ...` subprocess killed with SIGKILL either after a random delay (between
the interpreter's start-up time and the time an unkilled run takes, both measured
first) or at a crash point (`MEMWELL_CRASH_AT`, see memwell/crashpoints.py: half-way
through an archive write, after the archive append and before the index commit, after a
reindex emptied the tables, after the n-th archive a reindex read). After each kill, as
a user would, a session search runs, then it checks:

- sessions missing: archive files whose session `session ls` does not list;
- messages missing / duplicated: every message word-searched in a sample, and the full
  count of indexed messages against the archive's distinct ids;
- archive duplicates: ids archived twice in one session; torn lines: lines that do not
  parse, once the interrupted import was run again;
- re-import: the killed import run again must archive each message exactly once;
- partial topics: a topic file that is neither the old nor the new version;
- stale locks: the store lock or the index's write lock still held;
- MEMORY.md: its topic block lists exactly the topic files on disk.

The counts are summed over the checks (a message still missing at the next check counts
again); `iterations_broken` is how many iterations ended with any check failing.

The tests (tests/reliability/test_kill_consistency.py) run this module with a few
iterations and require every failure count to be 0.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path

from memwell.api import Harness
from memwell.durable import store_lock
from memwell.errors import LockTimeout, MemwellError
from memwell.memory import index_file
from memwell.memory.store import INDEX_FILE, topic_paths

SCENARIOS = ("save", "import", "reindex")
CRASH_POINTS = {
    "save": (),  # the store's write path has no crash points: random kills only
    "import": ("archive-torn", "archive-appended"),
    "reindex": ("reindex-cleared", "archive-caught-up"),
}
COMMON_WORD = "memo"  # in every message: FTS rows matching it = messages indexed
SAMPLE = 40  # messages word-searched after each kill
TOPICS = 12


@dataclass
class Tally:
    kills: int = 0  # processes that died of SIGKILL
    finished: int = 0  # ran to the end before the kill came
    iterations_broken: int = 0  # iterations after which any check failed
    sessions_missing: int = 0
    messages_missing: int = 0
    messages_duplicated: int = 0
    archive_duplicates: int = 0
    torn_lines: int = 0
    reimport_missing: int = 0
    reimport_duplicated: int = 0
    partial_topics: int = 0
    stale_locks: int = 0
    memory_md_mismatches: int = 0
    failures: list[str] = field(default_factory=list)

    FAILURE_COUNTS = (
        "sessions_missing",
        "messages_missing",
        "messages_duplicated",
        "archive_duplicates",
        "torn_lines",
        "reimport_missing",
        "reimport_duplicated",
        "partial_topics",
        "stale_locks",
        "memory_md_mismatches",
    )

    def counts(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "failures"}

    def broken(self) -> int:
        return sum(getattr(self, name) for name in self.FAILURE_COUNTS)

    def note(self, what: str, amount: int, context: str) -> None:
        if amount:
            setattr(self, what, getattr(self, what) + amount)
            self.failures.append(f"{context}: {what} {amount}")


def message(session: int, i: int) -> dict[str, object]:
    """A message whose word `k<session>x<i>z` occurs nowhere else."""
    return {
        "id": f"s{session}-m{i}",
        "role": "user" if i % 2 == 0 else "assistant",
        "content": f"{COMMON_WORD} k{session}x{i}z about the release plan, item {i} of the list",
    }


def word_of(message_id: str) -> str:
    session, _, i = message_id[1:].partition("-m")
    return f"k{session}x{i}z"


def topic_body(version: int, size: int) -> str:
    line = f"version {version} of the topic body\n"
    return line * max(1, size // len(line))


class Home:
    """A memwell home under a temporary directory, and what was written to it."""

    def __init__(self, root: Path, sessions: int, messages: int, topic_size: int) -> None:
        self.home = root / "home"
        self.workspace = root / "project"
        self.workspace.mkdir(parents=True)
        self.root = root
        self.topic_size = topic_size
        self.versions: dict[str, set[str]] = {}  # topic -> bodies ever attempted
        harness = self.harness()
        for t in range(TOPICS):
            body = topic_body(0, topic_size)
            harness.remember("user", f"topic{t}", "user", f"Topic {t}", body)
            self.versions[f"topic{t}"] = {body}
        for s in range(sessions):
            harness.import_session(
                [message(s, i) for i in range(messages)], session_id=f"session{s}"
            )
        harness.index.close()
        self.next_session = sessions

    def where(self) -> list[str]:
        return ["--home", str(self.home), "--workspace", str(self.workspace)]

    def harness(self) -> Harness:
        return Harness(self.home, self.workspace, embedder=None)


def memwell_command(args: Sequence[str]) -> list[str]:
    return [sys.executable, "-m", "memwell", *args]


def run_killed(
    args: Sequence[str],
    *,
    delay: float | None,
    crash_at: str | None,
    stdin: bytes | None = None,
    cwd: Path,
) -> bool:
    """Run memwell; SIGKILL it after `delay` s (or let it crash at `crash_at`). True if
    it died of SIGKILL."""
    env = dict(os.environ)
    env.pop("MEMWELL_CRASH_AT", None)
    if crash_at:
        env["MEMWELL_CRASH_AT"] = crash_at
    proc = subprocess.Popen(
        memwell_command(args),
        stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=cwd,
    )
    if stdin is not None:
        assert proc.stdin is not None
        try:
            proc.stdin.write(stdin)
            proc.stdin.close()
        except BrokenPipeError:
            pass
    if delay is not None:
        try:
            proc.wait(timeout=delay)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=120)
    return proc.returncode == -signal.SIGKILL


def timed(args: Sequence[str], cwd: Path, stdin: bytes | None = None) -> float:
    started = time.perf_counter()
    subprocess.run(memwell_command(args), input=stdin, capture_output=True, check=True, cwd=cwd)
    return time.perf_counter() - started


# --- the checks -------------------------------------------------------------------------


def parse_line(line: str) -> dict[str, object] | None:
    """An archive line's message (read here, not with memwell's reader: the checker must
    judge older versions too, and a reader that salvages glued lines would hide them)."""
    try:
        item = json.loads(line)
    except json.JSONDecodeError:
        return None
    return item if isinstance(item, dict) and "id" in item and "content" in item else None


def archived_ids(sessions_dir: Path) -> dict[str, list[str]]:
    """session id -> message ids in archive order (whole, parseable lines only)."""
    out: dict[str, list[str]] = {}
    for path in sorted(sessions_dir.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8", errors="replace").split("\n"):
            item = parse_line(line) if line else None
            if item is not None:
                out.setdefault(str(item.get("session_id") or path.stem), []).append(str(item["id"]))
    return out


def unparseable_lines(sessions_dir: Path) -> int:
    bad = 0
    for path in sessions_dir.glob("*.jsonl"):
        data = path.read_text(encoding="utf-8", errors="replace")
        bad += sum(1 for line in data.split("\n") if line and parse_line(line) is None)
        bad += bool(data) and not data.endswith("\n")
    return bad


def check_sessions(home: Home, tally: Tally, rng: random.Random, context: str) -> None:
    harness = home.harness()
    try:
        harness.search_sessions(COMMON_WORD, limit=1, mode="lexical")  # what a user runs
        archived = archived_ids(home.home / "sessions")
        listed = {item["session_id"] for item in harness.sessions()}
        tally.note("sessions_missing", len(set(archived) - listed), context)
        dupes = sum(len(ids) - len(set(ids)) for ids in archived.values())
        tally.note("archive_duplicates", dupes, context)
        distinct = sum(len(set(ids)) for ids in archived.values())
        conn = harness.index.conn
        (indexed,) = conn.execute("SELECT count(*) FROM messages").fetchone()
        (fts,) = conn.execute(
            "SELECT count(*) FROM message_fts WHERE message_fts MATCH ?",
            (f"content:{COMMON_WORD}",),
        ).fetchone()
        tally.note("messages_missing", max(0, distinct - min(indexed, fts)), context)
        tally.note("messages_duplicated", max(0, max(indexed, fts) - distinct), context)
        everyone = [mid for ids in archived.values() for mid in dict.fromkeys(ids)]
        for mid in rng.sample(everyone, min(SAMPLE, len(everyone))):
            hits = [h.message_id for h in harness.search_sessions(word_of(mid), limit=5)]
            if hits[:1] != [mid]:
                tally.note("messages_missing", 1, f"{context}: {mid} not found")
            elif hits.count(mid) > 1:
                tally.note("messages_duplicated", 1, f"{context}: {mid} twice")
    finally:
        harness.index.close()


def check_store(home: Home, tally: Tally, context: str) -> None:
    scope_dir = home.home / "user"
    harness = home.harness()
    for path in topic_paths(scope_dir):
        try:
            body = harness.get(path.stem, "user").body
        except MemwellError:  # not even a topic file any more
            body = None
        if body not in home.versions.get(path.stem, set()):
            tally.note("partial_topics", 1, f"{context}: {path.name}")
    try:
        with store_lock(home.home / ".memwell.lock", timeout=2.0):
            pass
    except LockTimeout:
        tally.note("stale_locks", 1, f"{context}: store lock")
    conn = sqlite3.connect(home.home / "index.sqlite", timeout=2.0)
    try:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("ROLLBACK")
    except sqlite3.OperationalError:
        tally.note("stale_locks", 1, f"{context}: index write lock")
    finally:
        conn.close()
    text = (scope_dir / INDEX_FILE).read_text(encoding="utf-8")
    listed = set(index_file.managed_entries(index_file.split(text)[1]))
    on_disk = {p.stem for p in topic_paths(scope_dir)}
    tally.note("memory_md_mismatches", len(listed ^ on_disk), context)


# --- the scenarios ----------------------------------------------------------------------


@dataclass
class Timings:
    startup: float
    full: dict[str, float]


def scenario_args(
    home: Home, scenario: str, iteration: int, rng: random.Random
) -> tuple[list[str], bytes | None]:
    where = home.where()
    if scenario == "save":
        topic = f"topic{rng.randrange(TOPICS + 2)}"  # two of them are new topics
        body = topic_body(iteration + 1, home.topic_size)
        home.versions.setdefault(topic, set()).add(body)
        args = ["save", "--scope", "user", "--name", topic, "--type", "user"]
        return [*args, "--description", f"Topic {topic}", *where], body.encode()
    if scenario == "import":
        return ["session", "import", str(home.root / "transcript.jsonl"), *where], None
    return ["reindex", *where], None


def write_transcript(home: Home, session: int, messages: int) -> Path:
    path = home.root / "transcript.jsonl"
    lines = (json.dumps(message(session, i)) + "\n" for i in range(messages))
    path.write_text("".join(lines), encoding="utf-8")
    return path


def run(
    iterations: int,
    seed: int,
    *,
    sessions: int = 150,
    messages: int = 20,
    import_messages: int = 6000,
    topic_size: int = 1_000_000,
    crash_share: float = 0.5,
    progress: bool = False,
) -> Tally:
    rng = random.Random(seed)
    tally = Tally()
    with tempfile.TemporaryDirectory() as tmp:
        home = Home(Path(tmp), sessions, messages, topic_size)
        cwd = home.workspace
        transcript = write_transcript(home, 10_000, import_messages)
        save_args, save_body = scenario_args(home, "save", 0, random.Random(0))
        timings = Timings(
            startup=timed(["--help"], cwd),
            full={
                "save": timed(save_args, cwd, save_body),
                "import": timed(["session", "import", str(transcript), *home.where()], cwd),
                "reindex": timed(["reindex", *home.where()], cwd),
            },
        )
        for iteration in range(iterations):
            scenario = SCENARIOS[iteration % len(SCENARIOS)]
            session_id = f"imported{iteration}"
            if scenario == "import":
                write_transcript(home, home.next_session, import_messages)
            args, stdin = scenario_args(home, scenario, iteration, rng)
            if scenario == "import":
                args += ["--session-id", session_id]
            points = CRASH_POINTS[scenario]
            crash_at: str | None = None
            delay: float | None = None
            if points and rng.random() < crash_share:
                crash_at = rng.choice(points)
                if crash_at == "archive-caught-up":
                    crash_at += f":{rng.randint(1, max(1, sessions // 2))}"
            else:
                delay = rng.uniform(timings.startup * 0.8, timings.full[scenario])
            how = f"crash at {crash_at}" if crash_at else f"kill after {delay:.2f} s"
            context = f"seed {seed} iteration {iteration} ({scenario}, {how})"
            broken_before = tally.broken()
            killed = run_killed(args, delay=delay, crash_at=crash_at, stdin=stdin, cwd=cwd)
            tally.kills += killed
            tally.finished += not killed
            check_store(home, tally, context)
            check_sessions(home, tally, rng, context)
            if scenario == "import":
                reimport(home, session_id, import_messages, tally, context)
                home.next_session += 1
            tally.iterations_broken += tally.broken() > broken_before
            if progress:
                outcome = "killed" if killed else "finished first"
                print(
                    f"[{iteration + 1}/{iterations}] {scenario}, {how}: {outcome};"
                    f" {tally.broken()} broken so far",
                    file=sys.stderr,
                )
    return tally


def reimport(home: Home, session_id: str, count: int, tally: Tally, context: str) -> None:
    """Run the killed import again, as a user would; every message once, all findable."""
    harness = home.harness()
    try:
        harness.import_session(home.root / "transcript.jsonl", session_id=session_id)
    finally:
        harness.index.close()
    sessions_dir = home.home / "sessions"
    tally.note("torn_lines", unparseable_lines(sessions_dir), f"{context}, re-import")
    ids = archived_ids(sessions_dir).get(session_id, [])
    expected = {str(message(home.next_session, i)["id"]) for i in range(count)}
    tally.note("reimport_missing", len(expected - set(ids)), f"{context}, re-import")
    tally.note("reimport_duplicated", len(ids) - len(set(ids)), f"{context}, re-import")
    check_sessions(home, tally, random.Random(0), f"{context}, re-import")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=60)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--sessions", type=int, default=300)
    parser.add_argument("--messages", type=int, default=30)
    parser.add_argument("--import-messages", type=int, default=5_000)
    parser.add_argument("--topic-size", type=int, default=1_000_000)
    parser.add_argument(
        "--crash-share",
        type=float,
        default=0.5,
        help="share of import and reindex runs stopped at a crash point, not by a timer",
    )
    args = parser.parse_args()
    logging.disable(logging.WARNING)  # the repaired torn lines are counted, not logged
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 30)
    started = time.perf_counter()
    tally = run(
        args.iterations,
        seed,
        sessions=args.sessions,
        messages=args.messages,
        import_messages=args.import_messages,
        topic_size=args.topic_size,
        crash_share=args.crash_share,
        progress=True,
    )
    print(f"seed {seed}, {args.iterations} iterations in {time.perf_counter() - started:.0f} s")
    for name, value in tally.counts().items():
        print(f"  {name:22} {value}")
    for line in tally.failures[:20]:
        print("  -", line)


if __name__ == "__main__":
    main()
