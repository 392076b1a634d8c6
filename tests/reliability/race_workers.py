"""Processes for the race tests: run as `python race_workers.py ROLE HOME WORKSPACE ...`.

* `writer HOME WS STOP MAX`: until the file STOP exists (or MAX rounds), re-save the
  force-push rule and a rotating set of git-related topics (each save re-indexes the
  topic's chunks) and delete some of them, so readers keep meeting rows and files that
  change under them.
* `unlinker HOME WS STOP SECONDS`: until STOP exists (or SECONDS have passed), delete the
  topic file `user/t.md` by hand (not through memwell, so without its lock). Bounded by
  time, not by attempts: on a loaded machine a count of attempts could run out while the
  saver it races is still saving, and the race would end before the saves did.
* `saver HOME WS ROUNDS OUT`: save topic `t` ROUNDS times, each through a fresh
  Harness (an upsert, no drift guard), writing one JSON line per failed save to OUT.
* `reader HOME WS ROUNDS OUT`: search, list and gate ROUNDS times through the API and
  write one JSON line per failure (kind, error) to OUT. Any exception is a failure; so
  is a gate that answers "go" for the remembered "never force-push".

The writer is bounded by rounds as well as by the stop file, so a test that dies never
leaves it running.
"""

from __future__ import annotations

import contextlib
import json
import sys
import time
import traceback
from pathlib import Path

from memwell.errors import MemoryNotFound

RULE = ("no_force_push", "Never force-push to main; use a revert commit instead")
RULE_BODY = "Never force-push (`git push --force`) to main. Push a revert commit instead.\n"
FORCE_PUSH = "git push --force origin main"


def _harness(home: str, workspace: str):  # type: ignore[no-untyped-def]
    from memwell.api import Harness

    return Harness(Path(home), Path(workspace))


def writer(home: str, workspace: str, stop: str, rounds: str) -> None:
    harness = _harness(home, workspace)
    for i in range(int(rounds)):
        if Path(stop).exists():
            return
        name, description = RULE
        harness.remember("user", name, "feedback", description, RULE_BODY + f"\n(round {i})\n")
        topic = f"git_note_{i % 6}"
        harness.remember(
            "user", topic, "project", f"git push notes {i}", f"push the branch, round {i}\n"
        )
        if i % 3 == 2:
            with contextlib.suppress(MemoryNotFound):  # already deleted: fine
                harness.forget(f"git_note_{(i + 3) % 6}", "user")


def unlinker(home: str, workspace: str, stop: str, seconds: str) -> None:
    path = Path(home) / "user" / "t.md"
    deadline = time.monotonic() + float(seconds)
    i = 0
    while True:
        i += 1
        if i % 1000 == 0 and (Path(stop).exists() or time.monotonic() > deadline):
            return
        with contextlib.suppress(FileNotFoundError):
            path.unlink()


def saver(home: str, workspace: str, rounds: str, out: str) -> None:
    failures: list[dict[str, str]] = []
    for i in range(int(rounds)):
        try:
            _harness(home, workspace).remember("user", "t", "project", "d", f"body {i}\n")
        except Exception:  # every exception is what the test counts
            failures.append({"kind": "save", "error": traceback.format_exc(limit=3)})
    Path(out).write_text("".join(json.dumps(f) + "\n" for f in failures), encoding="utf-8")


def reader(home: str, workspace: str, rounds: str, out: str) -> None:
    harness = _harness(home, workspace)
    failures: list[dict[str, str]] = []
    for _ in range(int(rounds)):
        for kind, call in (
            ("search", lambda: harness.search("git push force main")),
            ("list", lambda: harness.memories()),
            ("gate", lambda: harness.gate(FORCE_PUSH)),
        ):
            try:
                result = call()
            except Exception:  # every exception is what the test counts
                failures.append({"kind": kind, "error": traceback.format_exc(limit=3)})
                continue
            verdict = getattr(result, "verdict", None)
            if kind == "gate" and verdict == "go":
                failures.append({"kind": kind, "error": "the gate said go"})
    Path(out).write_text("".join(json.dumps(f) + "\n" for f in failures), encoding="utf-8")


if __name__ == "__main__":
    role, *args = sys.argv[1:]
    {"writer": writer, "reader": reader, "unlinker": unlinker, "saver": saver}[role](*args)
