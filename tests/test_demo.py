"""`memwell demo`: the story's facts, read from its --json output (everything computed)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from memwell.cli import cli


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    result = CliRunner().invoke(cli, ["demo", "--json"])
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.output)
    return data


def test_session_one_saves_through_the_memory_tool(report: dict[str, Any]) -> None:
    one = report["steps"]["session_one"]
    assert [s["name"] for s in one["saved"]] == [
        "testing_style",
        "migrations_policy",
        "rate_limiter",
    ]
    assert all(s["ok"] for s in one["saved"])
    assert one["archived"] == 4
    assert any(f.endswith("testing_style.md") and f.startswith("user/") for f in one["files"])


def test_session_two_preflight_picks_up_the_preference(report: dict[str, Any]) -> None:
    two = report["steps"]["session_two"]
    assert "pytest" in two["preflight_digest"]  # the digest, not only the index listing
    assert two["preflight_digest"] in two["preflight_context"]


def test_continuation_recalls_and_generic_turn_does_not(report: dict[str, Any]) -> None:
    two = report["steps"]["session_two"]
    assert "token bucket" in two["continuation"]["context"].lower()
    assert two["generic"]["context"] == ""


def test_edit_is_stopped_by_the_remembered_constraint(report: dict[str, Any]) -> None:
    edit = report["steps"]["session_two"]["edit"]
    # "ask" hands the edit to the person with the memory quoted; it never runs unasked
    assert edit["decision"] in ("ask", "deny")
    # the reason names the memory and quotes the rule it states
    assert "migrations_policy" in edit["reason"]
    assert "Never edit files under migrations/ by hand" in edit["reason"]


def test_long_session_is_compacted_and_keeps_its_facts(report: dict[str, Any]) -> None:
    long = report["steps"]["long_session"]
    assert long["compacted"] is True
    assert long["messages_after"] < long["messages_before"]
    assert long["facts_kept"] == {"tenant ids": True, "staging database port": True}
    assert long["checkpoint_persisted"] is True
    assert "UUIDv7" in long["checkpoint"]


def test_did_we_discuss_this_is_answered_from_the_archive(report: dict[str, Any]) -> None:
    hits = report["steps"]["did_we_discuss"]["hits"]
    assert hits and hits[0]["session_id"] == "demo-session-1"
    assert "token bucket" in hits[0]["snippet"].lower()


def test_temporary_home_is_removed(report: dict[str, Any]) -> None:
    assert not Path(report["home"]).exists()


def test_narrated_run_keeps_the_home_when_asked(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["demo", "--keep", str(tmp_path / "demo")])
    assert result.exit_code == 0, result.output
    for heading in ("Session 1", "Session 2", "Session 3", "Did we discuss this?"):
        assert heading in result.output
    assert (tmp_path / "demo" / "home" / "user" / "testing_style.md").is_file()
