"""Hostile hook calls found by session 10's variations, each kept as a test."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_precompact_bounded import FIXTURES, write_transcript

from memwell.hooks import claude_code, runner
from memwell.hooks.events import PROMPT_EDGE_CHARS, SESSION_ID_CHARS


def _pre_compact(session_id: str, transcript: Path, project: Path) -> str:
    payload = json.loads((FIXTURES / "claude_code_pre_compact_manual.json").read_text("utf-8"))
    payload.update(session_id=session_id, transcript_path=str(transcript), cwd=str(project))
    return json.dumps(payload)


def test_a_megabyte_session_id_is_bounded_in_every_record(tmp_path: Path) -> None:
    """A PreCompact with a 1 MB session id wrote it into every record of the session (the
    flush's memories among them) and did not answer within a minute."""
    home, project = tmp_path / "home", tmp_path / "project"
    project.mkdir()
    transcript = tmp_path / "t.jsonl"
    write_transcript(transcript, turns=60)  # its prompts say "we decided ...": a flush
    huge = "x" * 1_000_000
    for _ in range(2):  # the same session twice: one bounded id, one checkpoint
        reply = runner.run_hook("claude-code", _pre_compact(huge, transcript, project), home=home)
        assert reply.exit_code == 0
    run = b"x" * (SESSION_ID_CHARS + 1)
    holding = [p.name for p in home.rglob("*") if p.is_file() and run in p.read_bytes()]
    assert not holding, "a record holds the whole session id"
    event = claude_code.parse(json.loads(_pre_compact(huge, transcript, project)))
    assert event.session_id and len(event.session_id) == SESSION_ID_CHARS
    other = claude_code.parse(json.loads(_pre_compact(huge + "y", transcript, project)))
    assert other.session_id != event.session_id  # a hash of the whole, not only its start
    assert len(list((home / "checkpoints").glob("*.json"))) == 1


def test_a_huge_prompt_reaches_the_turn_as_its_start_and_its_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 28 MB prompt's UserPromptSubmit ran past 200 s: the turn read all of it."""
    from memwell.api import Harness

    seen: list[str] = []
    original = Harness.turn_context

    def recording(self: Harness, text: str, **kwargs: Any) -> Any:
        seen.append(text)
        return original(self, text, **kwargs)

    monkeypatch.setattr(Harness, "turn_context", recording)
    payload = json.loads((FIXTURES / "claude_code_user_prompt_submit.json").read_text("utf-8"))
    question = "What did we decide about the deploy freeze?"
    pasted = "\n".join(f"2026-01-01 12:00:{n % 60:02d} INFO worker {n} ok" for n in range(120_000))
    payload.update(cwd=str(tmp_path), prompt=f"Here is the log:\n{pasted}\n{question}")
    reply = runner.run_hook("claude-code", json.dumps(payload), home=tmp_path / "home")
    assert reply.exit_code == 0
    (text,) = seen
    assert len(text) <= 2 * PROMPT_EDGE_CHARS + 3
    assert text.startswith("Here is the log:") and text.endswith(question)


_GATE_STUCK = """
import sys, time
from memwell.hooks import deadline
deadline.HOOK_DEADLINE_S = float(sys.argv[1])
from memwell.api import Harness
def stuck(self, *args, **kwargs):
    time.sleep(600)  # a gate over a megabyte command on a loaded machine
Harness.tool_check = stuck
from memwell.cli import answer_hook
answer_hook("claude-code", None, own_process=True)
"""


def test_a_gated_call_still_working_at_the_deadline_is_asked_about(tmp_path: Path) -> None:
    """The agent kills a hook at its timeout and goes on as if it had said nothing: a gate
    that ran past it let the call through unchecked."""
    import os
    import subprocess
    import sys

    payload = json.loads((FIXTURES / "claude_code_pre_tool_use_bash.json").read_text("utf-8"))
    payload.update(cwd=str(tmp_path))
    home = tmp_path / "home"
    done = subprocess.run(
        [sys.executable, "-c", _GATE_STUCK, "6"],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        env={**os.environ, "MEMWELL_HOME": str(home), "MEMWELL_SERVICE": "off"},
        cwd=tmp_path,
        timeout=300,  # the stuck gate alone would take 600 s
        check=False,
    )
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)["hookSpecificOutput"]
    assert answer["permissionDecision"] == "ask"
    assert "deadline" in answer["permissionDecisionReason"]
    record = json.loads((home / "logs" / "hooks.jsonl").read_text("utf-8").splitlines()[-1])
    assert record["verdict"] == "ask" and "deadline" in record["error"]
