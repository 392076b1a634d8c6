"""The SessionEnd hook may start a detached consolidation run; it never waits for it."""

from __future__ import annotations

import json
import time
from pathlib import Path

from consolidate.conftest import SESSION_ONE
from memwell.api import Harness
from memwell.hooks.runner import run_hook


def session_end(tmp_path: Path, workspace: Path) -> str:
    transcript = tmp_path / "t.jsonl"
    lines = [
        {
            "type": "user",
            "uuid": m["id"],
            "timestamp": m["timestamp"],
            "message": {"role": m["role"], "content": m["content"]},
        }
        for m in SESSION_ONE
    ]
    transcript.write_text("".join(json.dumps(x) + "\n" for x in lines))
    return json.dumps(
        {
            "session_id": "sess-1",
            "transcript_path": str(transcript),
            "cwd": str(workspace),
            "hook_event_name": "SessionEnd",
            "reason": "other",
        }
    )


def outcomes(home: Path) -> list[str]:
    lines = (home / "logs" / "hooks.jsonl").read_text().splitlines()
    return [json.loads(line).get("note", "") for line in lines]


def test_off_by_default(isolated_home: Path, workspace_dir: Path, tmp_path: Path) -> None:
    run_hook("claude-code", session_end(tmp_path, workspace_dir), home=isolated_home)
    assert outcomes(isolated_home) == ["archived 4 new of 4 messages; nothing saved"]
    assert not (isolated_home / "consolidation").exists()


def test_session_end_starts_a_detached_run_that_fills_the_inbox(
    isolated_home: Path, workspace_dir: Path, tmp_path: Path
) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text("[consolidation]\nbackground = true\n")
    run_hook("claude-code", session_end(tmp_path, workspace_dir), home=isolated_home)
    assert outcomes(isolated_home) == [
        "archived 4 new of 4 messages; nothing saved; consolidation started in the background"
    ]
    harness = Harness(isolated_home, workspace_dir)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not harness.consolidation.candidates():
        time.sleep(0.2)
    assert harness.consolidation.candidates(), (
        isolated_home / "consolidation" / "background.log"
    ).read_text()
