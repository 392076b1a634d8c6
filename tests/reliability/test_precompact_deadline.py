"""PreCompact / PreCompress within the hook's deadline, whatever the machine's load.

The machine's load is simulated by the hook's clock (`Deadline.clock`) or by a delay
injected into the checkpoint's construction, never measured: what is checked is what the
hook chose to do, that a checkpoint was written, and that the process answered and
exited with the agent's non-blocking code.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from test_precompact_bounded import FIXTURES, write_transcript

from memwell.api import Harness
from memwell.hooks import claude_code, deferred, precompact, runner
from memwell.hooks.deadline import Deadline
from memwell.layout import Layout


class _SlowedClock:
    """A clock that each checkpoint build moves on by `per_build` seconds."""

    def __init__(self, per_build: float) -> None:
        self.now = 0.0
        self.per_build = per_build
        self.builds = 0

    def __call__(self) -> float:
        return self.now

    def slow(self, monkeypatch: pytest.MonkeyPatch) -> None:
        original = Harness.checkpoint_now
        clock = self

        def slowed(self: Harness, *args: Any, **kwargs: Any) -> str | None:
            clock.builds += 1
            clock.now += clock.per_build
            return original(self, *args, **kwargs)

        monkeypatch.setattr(Harness, "checkpoint_now", slowed)


def _payload(session_id: str, transcript: Path, project: Path) -> str:
    payload = json.loads((FIXTURES / "claude_code_pre_compact_manual.json").read_text("utf-8"))
    payload.update(session_id=session_id, transcript_path=str(transcript), cwd=str(project))
    return json.dumps(payload)


def _last_log(home: Path) -> dict[str, Any]:
    lines = (home / "logs" / "hooks.jsonl").read_text("utf-8").splitlines()
    return dict(json.loads(lines[-1]))


def _wait_for_jobs(layout: Layout) -> None:
    limit = time.monotonic() + 180
    while deferred.pending(layout) and time.monotonic() < limit:
        time.sleep(0.2)
    assert not deferred.pending(layout), "the background job did not finish"


def test_a_slowed_clock_writes_the_quick_checkpoint_and_defers_the_full_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home, project = tmp_path / "home", tmp_path / "project"
    project.mkdir()
    transcript = tmp_path / "session.jsonl"
    write_transcript(transcript, turns=250)  # ~620k chars: six times the quick part
    clock = _SlowedClock(per_build=6.0)  # a loaded machine: each build takes 6 s
    clock.slow(monkeypatch)
    deadline = Deadline(ends_at=24.0, clock=clock)

    reply = runner.run_hook(
        "claude-code", _payload("slow", transcript, project), home=home, deadline=deadline
    )
    monkeypatch.undo()

    assert reply.exit_code == 0 and clock.builds == 1  # the full build was not tried
    note = _last_log(home)["note"]
    assert "quick checkpoint from the first request and the newest" in note
    assert "left to the background job" in note
    assert "building the full checkpoint and archiving the whole transcript" in note
    harness = Harness(home, project)
    quick = harness.checkpoint("slow")
    assert quick, "no checkpoint was written in time"
    assert "Turn 0" in quick  # the goal is the session's first request, even in the quick one
    _wait_for_jobs(Layout.resolve(home, project))
    job = _last_log(home)
    assert job["event"] == "deferred-archive" and job["note"].startswith("full checkpoint of")
    assert "archived 500 new of 500" in job["note"]
    full = harness.checkpoint("slow")
    assert full and full != quick and "Turn 0" in full


def test_a_fast_clock_builds_the_full_checkpoint_in_the_hook(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home, project = tmp_path / "home", tmp_path / "project"
    project.mkdir()
    transcript = tmp_path / "session.jsonl"
    write_transcript(transcript, turns=250)
    clock = _SlowedClock(per_build=0.5)
    clock.slow(monkeypatch)
    reply = runner.run_hook(
        "claude-code",
        _payload("fast", transcript, project),
        home=home,
        deadline=Deadline(ends_at=24.0, clock=clock),
    )
    monkeypatch.undo()
    assert reply.exit_code == 0 and clock.builds == 2
    note = _last_log(home)["note"]
    assert "then the full one from every message read; archived 500 messages" in note
    assert not deferred.pending(Layout.resolve(home, project))
    # the full checkpoint updated the session's earlier one (none), not the quick one:
    # the same as one build from every message in a home of its own
    alone = Harness(tmp_path / "alone", project)
    messages = claude_code.read_transcript(transcript)
    alone.checkpoint_now(messages, session_id="fast", archive=False)
    assert Harness(home, project).checkpoint("fast") == alone.checkpoint("fast")


def test_time_the_quick_build_spent_blocked_is_not_scaled_by_the_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A slow disk, not a busy machine: each build takes 6 s on the hook's clock, of which
    the thread ran or waited for a core a tenth (the rest: fsyncs, a cost per build). The
    full build is then predicted at ~8 s, not the ~56 s of scaling all of it by size, and
    built in the hook."""
    home, project = tmp_path / "home", tmp_path / "project"
    project.mkdir()
    transcript = tmp_path / "session.jsonl"
    write_transcript(transcript, turns=250)  # ~620k chars: six times the quick part
    clock = _SlowedClock(per_build=6.0)
    clock.slow(monkeypatch)
    monkeypatch.setattr(precompact, "thread_scheduled_ns", lambda: int(time.monotonic() * 1e8))
    reply = runner.run_hook(
        "claude-code",
        _payload("disk", transcript, project),
        home=home,
        deadline=Deadline(ends_at=24.0, clock=clock),
    )
    monkeypatch.undo()
    assert reply.exit_code == 0 and clock.builds == 2
    note = _last_log(home)["note"]
    assert "(90% of it blocked: writes, not scaled)" in note
    assert "then the full one from every message read" in note


def test_the_full_build_is_predicted_with_a_build_s_fixed_part(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every second of the quick build on a core (nothing blocked), 3 s a build, 6x the
    characters: scaled by the ratio alone the full build was predicted at 28 s and left to
    the background with 19 s to spare; with a build's fixed part it is ~10 s, and built."""
    home, project = tmp_path / "home", tmp_path / "project"
    project.mkdir()
    transcript = tmp_path / "session.jsonl"
    write_transcript(transcript, turns=250)
    clock = _SlowedClock(per_build=3.0)
    clock.slow(monkeypatch)
    monkeypatch.setattr(precompact, "thread_scheduled_ns", lambda: int(time.monotonic() * 1e9))
    reply = runner.run_hook(
        "claude-code",
        _payload("fixed", transcript, project),
        home=home,
        deadline=Deadline(ends_at=24.0, clock=clock),
    )
    monkeypatch.undo()
    assert reply.exit_code == 0 and clock.builds == 2
    note = _last_log(home)["note"]
    assert "(0% of it blocked: writes, not scaled)" in note
    assert "then the full one from every message read" in note


def test_blocked_share_is_what_neither_ran_nor_waited_for_a_core() -> None:
    assert precompact.blocked_share(2.0, 0, 500_000_000) == 0.75
    assert precompact.blocked_share(2.0, 0, 3_000_000_000) == 0.0  # never below 0
    assert precompact.blocked_share(2.0, None, 5) == 0.0  # unknown: all of it scales
    assert precompact.blocked_share(0.0, 0, 5) == 0.0
    assert precompact.thread_scheduled_ns() is None or precompact.thread_scheduled_ns() > 0


def test_quick_part_keeps_the_first_request_and_the_newest_text(tmp_path: Path) -> None:
    transcript = tmp_path / "t.jsonl"
    write_transcript(transcript, turns=100)
    messages = claude_code.read_transcript(transcript)
    part = precompact.quick_part(messages, 20_000)
    assert part[0] == messages[0] and part[1:] == messages[len(messages) - len(part) + 1 :]
    assert 2 < len(part) < len(messages) / 4
    assert sum(len(m.content) for m in part) <= 20_000
    assert precompact.quick_part(messages[:3], 20_000) == messages[:3]


_HOOK_WITH_A_STUCK_BUILD = """
import sys, time
from memwell.hooks import deadline
deadline.HOOK_DEADLINE_S = float(sys.argv[2])
from memwell.api import Harness
def stuck(self, *args, **kwargs):
    time.sleep(600)  # a machine so loaded that the build never ends in time
Harness.checkpoint_now = stuck
from memwell.cli import answer_hook
answer_hook(sys.argv[1], None, own_process=True)
"""


@pytest.mark.parametrize("agent", ["claude-code", "gemini-cli"])
def test_the_watchdog_answers_and_exits_at_the_deadline(tmp_path: Path, agent: str) -> None:
    home, project = tmp_path / "home", tmp_path / "project"
    project.mkdir()
    transcript = tmp_path / "session.jsonl"
    payload = json.loads(_payload("stuck", transcript, project))
    if agent == "gemini-cli":
        # the recorded chat log, its records repeated under new ids
        recorded = (FIXTURES / "gemini_cli_transcript.jsonl").read_text("utf-8").splitlines()
        lines = [recorded[0]]
        for n in range(40):
            lines += [raw.replace('"id":"', f'"id":"{n}-') for raw in recorded[1:]]
        transcript.write_text("\n".join(lines) + "\n", encoding="utf-8")
        payload.update(hook_event_name="PreCompress", trigger="manual")
    else:
        write_transcript(transcript, turns=40)
    env_home = {"MEMWELL_HOME": str(home), "MEMWELL_SERVICE": "off"}
    done = subprocess.run(
        [sys.executable, "-c", _HOOK_WITH_A_STUCK_BUILD, agent, "6"],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        env={**os.environ, **env_home},
        cwd=project,
        timeout=300,  # the stuck build alone would take 600 s
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ("{}" if agent == "gemini-cli" else "")
    record = _last_log(home)
    assert record["note"].startswith("deadline reached: read ")
    assert "in a background job" in record["note"]
    # the job, a process of its own (its build not stuck), writes the checkpoint
    _wait_for_jobs(Layout.resolve(home, project))
    assert Harness(home, project).checkpoint("stuck")
