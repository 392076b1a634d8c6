"""A traceback or an error line memwell logs is scanned for secrets like any record it
keeps: an exception's message can quote the payload, request or file that caused it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from memwell.hooks.runner import run_hook

KEY = "ghp_" + "Zq8rT2vW9xY4bN6mK1pL3sD5fG7hJ0aQwErT"


def _quoting_factory(home: Path | None, workspace: Path | None) -> Any:
    raise ValueError(f"could not read the payload field 'token': {KEY}")


def _under(home: Path) -> str:
    return "".join(
        p.read_text(encoding="utf-8", errors="replace") for p in home.rglob("*") if p.is_file()
    )


def test_a_hook_failure_quoting_a_key_logs_it_redacted(isolated_home: Path) -> None:
    payload = {
        "hook_event_name": "PreToolUse",
        "session_id": "s1",
        "cwd": str(isolated_home),
        "tool_name": "Bash",
        "tool_input": {"command": "git push --force"},
    }
    reply = run_hook(
        "claude-code", json.dumps(payload), home=isolated_home, harness_factory=_quoting_factory
    )
    assert reply.exit_code == 0
    errors = (isolated_home / "logs" / "hooks-errors.log").read_text(encoding="utf-8")
    assert "ValueError" in errors  # the traceback is still there for a bug report
    assert KEY not in _under(isolated_home)
    # the gated call is answered `ask`, naming the error: that reason reaches the model
    assert KEY not in reply.stdout and KEY not in reply.message


def test_the_service_log_is_redacted(tmp_path: Path) -> None:
    from memwell.service.server import Service

    home = tmp_path / "home"
    server = Service.__new__(Service)  # only its error log is exercised
    server.home = home
    server._log_error(f"Traceback ...\nValueError: bad request {KEY}\n")
    logged = (home / "logs" / "service-errors.log").read_text(encoding="utf-8")
    assert "ValueError" in logged and KEY not in logged


def test_a_record_repeating_a_string_is_redacted_wherever_it_appears() -> None:
    """`redact_nested` scans each distinct string once and reuses its spans: every copy,
    and the lower-cased terms derived from it elsewhere, must still be scrubbed."""
    from memwell.secrets.records import redact_nested
    from memwell.secrets.scanner import REDACTED

    line = f"deploy with token {KEY} tonight"
    record = {
        "text": line,
        "digest": [line, {"line": line, "scope": "workspace"}],
        "query": f"deploy token {KEY.lower()}",
        "scope": "workspace",
        "names": ("workspace", "deploy"),
    }
    clean = redact_nested(record)
    flat = json.dumps(clean)
    assert KEY not in flat and KEY.lower() not in flat
    assert clean["text"] == clean["digest"][0] == clean["digest"][1]["line"]
    assert REDACTED in clean["text"] and clean["text"].startswith("deploy with token ")
    assert clean["scope"] == clean["digest"][1]["scope"] == "workspace"
    assert clean["names"] == ["workspace", "deploy"]
