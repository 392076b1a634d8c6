"""`memwell turn/preflight/gate/logs/writeback` through click's runner."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from memwell.api import Harness
from memwell.cli import cli


def run(harness: Harness, *args: str, input: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(
        cli,
        [*args, "--home", str(harness.layout.home), "--workspace", str(harness.layout.workspace)],
        input=input,
        catch_exceptions=False,
    )
    return result.exit_code, result.output


def test_turn_json(seeded: Harness) -> None:
    code, out = run(seeded, "turn", "Fix the ClawHub login bug", "--json", "--session-id", "c1")
    assert code == 0
    record = json.loads(out)
    assert record["intent"] == "implementation_request"
    assert record["pre_execution_gate"] == "go"
    assert record["new_session"] is True and record["session_id"] == "c1"
    assert "clawhub_auth_bug" in record["digest"]


def test_turn_batch_one_line_per_input(seeded: Harness, tmp_path: Path) -> None:
    batch = tmp_path / "turns.jsonl"
    batch.write_text(
        "\n".join(
            json.dumps(x, ensure_ascii=False)
            for x in [
                {"text": "thanks!", "session_id": "b1"},
                {"text": "前回の続きをやろう", "session_id": "b1"},
                {"nope": 1},
                {"text": "DROP TABLE users", "session_id": "b2"},
            ]
        )
        + "\nnot json\n"
    )
    code, out = run(seeded, "turn", "--batch", str(batch))
    assert code == 0
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 5
    assert [r.get("intent") for r in lines] == [
        "casual",
        "continuation",
        None,
        "execution_request",
        None,
    ]
    assert lines[0]["new_session"] and not lines[1]["new_session"]
    assert lines[3]["pre_execution_gate"] == "ask"
    assert "error" in lines[2] and "error" in lines[4]


def test_gate_text_json_and_exit_codes(seeded: Harness) -> None:
    code, out = run(seeded, "gate", "DROP TABLE users", "--json")
    assert code == 0 and json.loads(out)["verdict"] == "ask"
    tool_call = json.dumps({"tool": "Bash", "input": {"command": "git push --force origin main"}})
    code, out = run(seeded, "gate", tool_call, "--exit-code")
    assert code == 20 and out.startswith("no-go")
    code, _ = run(seeded, "gate", "add a docstring to parse_date", "--exit-code")
    assert code == 0


def test_gate_batch(seeded: Harness) -> None:
    lines = "\n".join(
        [
            json.dumps({"action": "DROP TABLE users"}),
            json.dumps({"tool_name": "Read", "tool_input": {}}),
        ]
    )
    code, out = run(seeded, "gate", "--batch", "-", input=lines + "\n")
    assert code == 0
    assert [json.loads(x)["verdict"] for x in out.splitlines()] == ["ask", "go"]


def test_preflight_json(seeded: Harness) -> None:
    from memwell.compaction.checkpoint import Checkpoint, CheckpointStore

    CheckpointStore(seeded.layout.checkpoints_dir).save(
        "s0", Checkpoint({"done": ("We finished the SSO logging and started the token fix",)})
    )
    code, out = run(seeded, "preflight", "--json")
    assert code == 0
    result = json.loads(out)
    assert result["recall_mode"] == "preflight_query"
    assert result["active_project"] is not None
    assert "clawhub_auth_bug" in [result["active_project"], *result["unresolved"]]
    assert result["last_summary"] == "done: We finished the SSO logging and started the token fix"
    # the preflight's own lines keep their cap; the always-on profile follows in its own
    preflight_part = result["session_digest"].split("[Your profile")[0]
    assert len(preflight_part.splitlines()) <= 8
    profile = result["profile"]
    assert "[Your profile" in result["session_digest"] and profile["entries"]
    assert profile["tokens"] <= profile["max_tokens"]


def test_logs_readable_and_json(seeded: Harness) -> None:
    run(seeded, "turn", "Tell me about Nimbus", "--session-id", "l1")
    run(seeded, "gate", "rm -rf ./data", "--session-id", "l1")
    code, out = run(seeded, "logs", "--session-id", "l1")
    assert code == 0
    assert "intent=entity_reference" in out and "gate ask" in out
    code, out = run(seeded, "logs", "--json", "--kind", "gate")
    (record,) = [json.loads(line) for line in out.splitlines()]
    assert record["verdict"] == "ask" and record["session_id"] == "l1"


def test_writeback_command(seeded: Harness) -> None:
    code, out = run(seeded, "writeback", "We decided to keep invoices in UTC everywhere.")
    assert code == 0 and out.startswith("saved: decision")


def test_policy_file_option(seeded: Harness, tmp_path: Path) -> None:
    policy = tmp_path / "policy.json"
    policy.write_text(json.dumps({"memory_policy": {"skip_query_if": ["casual_chat"]}}))
    _, out = run(seeded, "turn", "What is a foreign key?", "--json", "--policy", str(policy))
    record = json.loads(out)
    assert record["recall_trigger"] is True and record["intent"] == "generic_qa"
    assert record["triggers"] == ["skip_disabled:generic_qa"]
