"""A command a call carries inside another, read as that command (`recall.carried_commands`):
SQL given to a warehouse CLI, a command echoed into a shell, a CLI subcommand that is the
shell's copy or remove, a shell command in an MCP tool's field, sed's delete command; and a
switch that sends what a call makes, a setter or a patch in an API's name, a POST to a
collection. Each with its twin: the same tool carrying a benign command, or the switch off,
is read as what it does."""

from __future__ import annotations

from typing import Any

import pytest

from memwell.recall.carried_commands import (
    deletes_lines,
    field_command,
    piped_command,
    shell_subcommand,
    sql_argument,
)
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.tool_calls import parse_call


def _verbs(tool: str, tool_input: dict[str, Any]) -> set[str]:
    return {v for op in parse_call(tool, tool_input, branch_of=lambda _: None) for v in op.verbs}


def _values(tool: str, tool_input: dict[str, Any]) -> set[str]:
    return {v for op in parse_call(tool, tool_input, branch_of=lambda _: None) for v in op.values}


def _bash(command: str) -> set[str]:
    return _verbs("Bash", {"command": command})


def _verdict(body: str, tool: str, tool_input: dict[str, Any]) -> str:
    source = RuleSource("rules", "workspace", body)
    return check_rules([source], tool, tool_input, branch_of=lambda _: None).verdict


_DELETE_PROD = (
    "bq query --use_legacy_sql=false 'DELETE FROM `shop-prod.marts.orders` WHERE id IN "
    "(SELECT id FROM `shop-dev.scratch.dupes`)'"
)


@pytest.mark.parametrize(
    ("command", "present", "absent"),
    [
        # the statement a warehouse CLI is given is what the call does
        (_DELETE_PROD, {"delete"}, {"read"}),
        (
            "bq query 'SELECT day, COUNT(*) FROM `shop-prod.marts.orders` GROUP BY 1'",
            {"read"},
            set(),
        ),
        # a subcommand that is the shell's copy: the target is written over
        ("bq cp -f shop-dev:marts.orders shop-prod:marts.orders", {"write"}, set()),
        ("bq rm -t shop-dev:scratch.dupes", {"delete"}, set()),
        # a command echoed into a shell runs as itself
        (
            "echo 'helm upgrade api ./charts/api -n shop --kube-context prod-1' | bash",
            {"deploy"},
            set(),
        ),
        ("echo 'helm status api' | bash", {"read"}, {"deploy"}),
        # `at` runs it at a time of its own, which a rule's window is met by: not read here
        ("echo 'systemctl restart api' | at 02:00", set(), {"restart"}),
        # sed's delete command removes the lines it addresses; a substitution edits them
        ("sed -i '/,Tanaka Hiroshi,/d' /srv/ferry/manifest.csv", {"delete", "edit"}, set()),
        ("sed -i 's/Tanaka/TANAKA/' /srv/ferry/manifest.csv", {"edit"}, {"delete"}),
    ],
)
def test_a_carried_command_is_read_as_itself(
    command: str, present: set[str], absent: set[str]
) -> None:
    verbs = _bash(command)
    assert present <= verbs, verbs
    assert not absent & verbs, verbs


def test_the_table_a_quoted_statement_names_keeps_its_project() -> None:
    # `shop-prod.marts.orders` in backticks is one name: prod and dev stay apart
    assert "shop-prod.marts.orders" in _values("Bash", {"command": _DELETE_PROD})


def test_a_tool_that_runs_a_command_on_a_host_does_what_the_command_does() -> None:
    call = {"hostname": "WS-0231", "command": "kill 4812; rm C:\\Temp\\upd.exe"}
    verbs = _verbs("mcp__edr__rtr_run", call)
    assert {"delete", "restart"} <= verbs
    # a tool whose name says what it does is not read through a field called "command"
    assert "delete" not in _verbs("mcp__notes__create_note", {"command": "rm x", "title": "t"})


def test_a_switch_that_sends_what_the_call_makes() -> None:
    on = _verbs("mcp__jobber__create_invoice", {"client_id": "C-1", "send": True})
    off = _verbs("mcp__jobber__create_invoice", {"client_id": "C-1", "send": False})
    assert "send" in on
    assert "send" not in off
    # a switch that names no act that goes out does nothing of the kind, and a state the
    # call reports is no switch
    assert "send" not in _verbs("mcp__campres__update_site", {"site": "A-05", "pets_allowed": True})
    released = {"image": "a.jpg", "client": {"photo_release": True}}
    assert "deploy" not in _verbs("mcp__instagram__publish_media", released)
    # an invoice sent is not a payment made
    assert "pay" not in _verbs("mcp__jobber__create_invoice", {"amount": 40.0, "send": True})


def test_the_helpers_on_their_own() -> None:
    assert sql_argument(["query", "--use_legacy_sql=false", "UPDATE t SET a = 1"]) == (
        "UPDATE t SET a = 1"
    )
    assert sql_argument(["query", "update the counts"]) is None
    assert piped_command(["echo", "rm -rf /srv/x"], "sh", []) == "rm -rf /srv/x"
    assert piped_command(["echo", "rm -rf /srv/x"], "at", ["now"]) is None
    assert piped_command(["cat", "jobs.txt"], "sh", []) is None
    assert piped_command(["echo", "x"], "grep", ["y"]) is None
    assert shell_subcommand(["cp", "a", "b"]) == ("cp", ["a", "b"])
    assert shell_subcommand(["query", "x"]) is None
    assert field_command({"command": "systemctl restart nginx"}) == "systemctl restart nginx"
    assert field_command({"note": "rm x"}) is None
    assert field_command({"script": "past-due reminder for unit B-114"}) is None
    assert deletes_lines(["3,$d"]) and not deletes_lines(["s/d/x/"])


def test_a_rule_against_deleting_prod_rows_meets_the_carried_statement() -> None:
    body = "- Never delete rows in shop-prod."
    assert _verdict(body, "Bash", {"command": _DELETE_PROD}) != "go"
    select = "bq query 'SELECT id FROM `shop-prod.marts.orders`'"
    assert _verdict(body, "Bash", {"command": select}) == "go"


@pytest.mark.parametrize(
    ("tool", "tool_input", "rule"),
    [
        (
            "mcp__bms__set_setpoint",
            {"unit": "CRAH-2", "new": 21.5},
            "Never change the CRAH setpoints.",
        ),
        (
            "mcp__lotbase__patchLot",
            {"lot_id": "S-112", "changes": {"reserve": 18000}},
            "Never change the reserve on a lot.",
        ),
    ],
)
def test_a_setter_and_a_patch_change_what_they_name(
    tool: str, tool_input: dict[str, Any], rule: str
) -> None:
    assert "edit" in _verbs(tool, tool_input)
    assert _verdict(f"- {rule}", tool, tool_input) != "go"
    # a read of the same thing changes nothing
    read = tool.replace("set_", "get_").replace("patch", "get")
    assert _verdict(f"- {rule}", read, tool_input) == "go"


def test_a_post_to_a_collection_creates_one_of_its_things() -> None:
    post = 'curl -s -X POST https://lims.example/api/aliquot-requests -d \'{"sample": "S-1"}\''
    assert "add" in _bash(post)
    # a GET of the same collection reads it; a POST whose path names its act does that act
    assert "add" not in _bash("curl -s https://lims.example/api/aliquot-requests")
    assert "cancel" in _bash("curl -s -X POST https://api.example/v1/invoices/INV-1/void")
    body = "- Never create an aliquot request for a sample without Ana."
    assert _verdict(body, "Bash", {"command": post}) != "go"
