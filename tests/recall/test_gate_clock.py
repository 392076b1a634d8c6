"""The gate's clock: a call that carries no date acts now, and a weekday rule reads it."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from memwell.api import Harness
from memwell.recall.rule_conditions import no_clock, weekday_condition_holds
from memwell.recall.rulebook import RuleSource, check_rules

_JST = dt.timezone(dt.timedelta(hours=9))
_FRIDAY = dt.datetime(2026, 12, 4, 10, 0, tzinfo=_JST)
_THURSDAY = dt.datetime(2026, 12, 3, 10, 0, tzinfo=_JST)
_DEPLOYS = "No deploys to production on Fridays."
_DEPLOY = {"command": "make deploy-prod"}


def _verdict(body: str, tool: str, tool_input: dict[str, Any], now: dt.datetime | None) -> str:
    source = RuleSource("rules", "workspace", body)
    return check_rules([source], tool, tool_input, branch_of=lambda _: None, now=now).verdict


def test_a_call_without_a_date_falls_on_the_clock_day() -> None:
    assert weekday_condition_holds("on Fridays", "", ["make deploy-prod"], _FRIDAY) is True
    assert weekday_condition_holds("on Fridays", "", ["make deploy-prod"], _THURSDAY) is False
    assert weekday_condition_holds("on Fridays", "", ["make deploy-prod"]) is None
    # the call's own date comes first
    assert weekday_condition_holds("on Fridays", "", ["2026-12-04"], _THURSDAY) is True


def test_a_weekday_rule_reads_the_clock_for_an_undated_call() -> None:
    assert _verdict(_DEPLOYS, "Bash", _DEPLOY, _FRIDAY) == "no-go"
    assert _verdict(_DEPLOYS, "Bash", _DEPLOY, _THURSDAY) == "go"
    assert _verdict(_DEPLOYS, "Bash", _DEPLOY, None) == "ask"  # no clock: cannot tell


def test_the_facade_gate_reads_its_clock_and_a_given_now(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    harness = Harness(tmp_path / "home", workspace, embedder=None, clock=lambda: _FRIDAY)
    harness.remember("workspace", "deploy_rules", "feedback", "deploy days", _DEPLOYS)
    call = {"tool_name": "Bash", "tool_input": _DEPLOY}
    assert harness.gate(call).verdict == "no-go"  # the clock says Friday
    assert harness.gate(call, now=_THURSDAY).verdict == "go"
    unknown = Harness(tmp_path / "home", workspace, embedder=None, clock=no_clock)
    assert unknown.gate(call).verdict == "ask"
