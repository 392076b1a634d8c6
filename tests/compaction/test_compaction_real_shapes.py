"""The shapes real agent transcripts take: outcomes, plans, subagents, corrections, budget.

Each test feeds a message shape seen in a public transcript (Claude Code, Aider,
mini-SWE-agent, OpenHands) and checks what the checkpoint keeps of it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from memwell.compaction import compact
from memwell.compaction.calls import file_items, plan_items
from memwell.compaction.checkpoint import parse
from memwell.compaction.extract import extract, goal_of
from memwell.compaction.outcomes import outcome
from memwell.compaction.tokens import TokenCounter
from memwell.compaction.transcript import (
    ToolCall,
    analyze,
    count_tokens,
    loads_transcript,
    parse_transcript,
)
from memwell.compaction.trim import cleared, head_tail

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _call(name: str, args: dict[str, Any], cid: str = "c1") -> dict[str, Any]:
    return {
        "id": cid,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(args)},
    }


def _run(name: str, args: dict[str, Any], output: str, cid: str = "c1") -> list[dict[str, Any]]:
    return [
        {"role": "assistant", "content": None, "tool_calls": [_call(name, args, cid)]},
        {"role": "tool", "tool_call_id": cid, "content": output},
    ]


# --- outcomes ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("output", "message"),
    [
        ("bash: ponyc: command not found\n[Command finished with exit code 127]", "ponyc"),
        (
            "node:internal/errors:496\nError [ERR_MODULE_NOT_FOUND]: Cannot find package 'zod'",
            "ERR_MODULE_NOT_FOUND",
        ),
        ("Error: listen EADDRINUSE: address already in use :::3000", "EADDRINUSE"),
        ("src/a.ts:3:7 - error TS2540: Cannot assign to 'x'\nnpm error code 2", "TS2540"),
    ],
)
def test_the_error_is_the_message_not_the_status_line(output: str, message: str) -> None:
    run = outcome(output)
    assert run.failed and message in run.errors[0]
    assert not run.errors[0].startswith("[Command finished")


def test_code_that_mentions_errors_is_not_an_error() -> None:
    assert outcome("  } catch (error: any) {\n    console.error(error)\n  }").errors == ()


def test_a_build_that_succeeds_reports_its_summary_not_the_exceptions_it_logged() -> None:
    log = "[INFO] Tests run: 5, Failures: 0\njava.lang.IllegalStateException: expected\n"
    run = outcome(log + "[INFO] BUILD SUCCESS")
    assert run.errors == () and "[INFO] BUILD SUCCESS" in run.summary


def test_a_failed_command_keeps_exit_status_error_and_its_cause() -> None:
    messages = [
        {"role": "user", "content": "build the compiler and run the hello example please"},
        *_run("Bash", {"command": "ponyc hello"}, "bash: ponyc: command not found\nexit code 127"),
        {"role": "assistant", "content": "It failed because ponyc is not on the PATH."},
    ]
    errors = extract(analyze(parse_transcript(messages)))["errors"]
    assert any("ponyc: command not found" in e and "(exit code 127)" in e for e in errors)
    assert any(e.startswith("cause:") and "not on the PATH" in e for e in errors)


def test_a_cleared_log_keeps_its_outcome_and_a_second_cut_keeps_a_mid_log_error() -> None:
    log = "[INFO] start\n" + "[INFO] compiling\n" * 400 + "[INFO] BUILD SUCCESS\n[INFO] done"
    assert "BUILD SUCCESS" in cleared(log)
    text = "start\n" + "a\n" * 600 + "Error: listen EADDRINUSE: :::3000\n" + "b\n" * 600 + "end"
    once = head_tail(text, 300)
    twice = head_tail(once.replace("a\n", "aa\n"), 150)
    assert "EADDRINUSE" in once and "EADDRINUSE" in twice


# --- edits and the plan ------------------------------------------------------------------


def test_a_todo_tool_is_the_plan_not_an_edit() -> None:
    todo = ToolCall(
        "t1",
        "TodoWrite",
        {
            "todos": [
                {"content": "Fix src/app.py import", "status": "completed"},
                {"content": "Run build to verify", "status": "in_progress"},
                {"content": "Update docs/api.md", "status": "pending"},
            ]
        },
    )
    assert file_items(todo) == []
    plan = plan_items(todo)
    assert plan is not None and [p.done for p in plan] == [True, False, False]


def test_the_latest_plan_becomes_open_items() -> None:
    messages = [
        {"role": "user", "content": "fix the build errors in the api package"},
        *_run("TodoWrite", {"todos": [{"content": "Fix types", "status": "pending"}]}, "ok", "a"),
        *_run(
            "TodoWrite",
            {
                "todos": [
                    {"content": "Fix types", "status": "completed"},
                    {"content": "Run build to verify all fixes", "status": "pending"},
                ]
            },
            "ok",
            "b",
        ),
    ]
    sections = extract(analyze(parse_transcript(messages)))
    assert "plan (pending): Run build to verify all fixes" in sections["todo"]
    assert "plan: Fix types" in sections["done"]
    assert not any(i.startswith("edited:") for i in sections["files"])


def test_edits_come_only_from_real_edits() -> None:
    messages = [
        # an edit without a path: its text mentions process.env, which is not a file
        *_run("Edit", {"old_string": "process.env.PORT", "new_string": "3001"}, "ok", "e1"),
        *_run("Edit", {}, "The file /repo/apps/api/fly.toml has been updated. Here's", "e2"),
        *_run("Bash", {"command": "sed -i 's/a/b/' tests/missing_colon.py"}, "", "e3"),
        *_run("aider", {}, "Applied edit to src/train.py\nCommit 9471d9f feat: train", "e4"),
    ]
    files = extract(analyze(parse_transcript(messages)))["files"]
    edited = sorted(i for i in files if i.startswith("edited:"))
    assert edited == [
        "edited: /repo/apps/api/fly.toml",
        "edited: src/train.py",
        "edited: tests/missing_colon.py",
    ]


def test_a_text_acting_agent_runs_its_shell_block_and_reads_the_observation() -> None:
    messages = [
        {"role": "system", "content": "You can run one bash command per reply."},
        {"role": "user", "content": "Please solve this issue: SyntaxError in missing_colon.py"},
        {"role": "assistant", "content": "Let me run it.\n\n```bash\npython3 t.py\n```"},
        {
            "role": "user",
            "content": "<returncode>1</returncode>\n<output>\nZeroDivisionError: "
            "division by zero\n</output>",
        },
    ]
    infos = analyze(parse_transcript(messages))
    assert infos[3].observation and not infos[3].is_user_turn
    sections = extract(infos)
    assert "ran: python3 t.py -> failed (exit code 1)" in sections["files"]
    assert any("ZeroDivisionError: division by zero" in e for e in sections["errors"])
    assert len(sections["user_requests"]) == 1


# --- the user's words ----------------------------------------------------------------------


def test_a_complaint_and_words_after_a_refused_call_are_constraints() -> None:
    messages = [
        {"role": "user", "content": "deploy the new api version to fly.io please"},
        *_run(
            "Bash",
            {"command": "fly status"},
            "The user doesn't want to proceed with this tool use. The tool use was rejected.",
        ),
        {"role": "user", "content": "i'll run fly commands myself. just tell me what to do"},
        {"role": "assistant", "content": "Run fly deploy."},
        {"role": "user", "content": "you're editing in the main workspace, use the worktree"},
    ]
    constraints = extract(analyze(parse_transcript(messages)))["constraints"]
    assert any("run fly commands myself" in c for c in constraints)
    assert any("you're editing in the main workspace" in c for c in constraints)


def test_the_goal_skips_boilerplate_and_bare_commands() -> None:
    messages = [
        {
            "role": "user",
            "content": "<environment_context>\n  <cwd>/repo</cwd>\n</environment_context>",
        },
        {"role": "user", "content": "Caveat: The messages below were generated by the user"},
        {"role": "user", "content": "/add src/app.py"},
        {"role": "user", "content": "make the login form validate emails before submitting"},
    ]
    goal = goal_of(analyze(parse_transcript(messages)))
    assert goal == "make the login form validate emails before submitting"


# --- subagents -----------------------------------------------------------------------------


def _entry(role: str, content: Any, sidechain: bool = False) -> str:
    return json.dumps(
        {"type": role, "isSidechain": sidechain, "message": {"role": role, "content": content}}
    )


def _claude_log() -> str:
    task = {"type": "tool_use", "id": "task1", "name": "Task", "input": {"prompt": "look"}}
    read = {"type": "tool_use", "id": "r1", "name": "Read", "input": {"file_path": "db.ts"}}
    lines = [
        _entry("user", "check where the sqlite database file is created in production"),
        _entry("assistant", [{"type": "text", "text": "Let me delegate that."}, task]),
        _entry("user", "Search for how the SQLite database is created and report back.", True),
        _entry("assistant", [read], True),
        _entry("user", [{"type": "tool_result", "tool_use_id": "r1", "content": "x" * 4000}], True),
        _entry("assistant", "The database lives at /data/database.db in production.", True),
        _entry("user", [{"type": "tool_result", "tool_use_id": "task1", "content": "done"}]),
        _entry("assistant", "It is created at /data/database.db in production."),
        _entry("user", "great, now write the plan to plans/git_plan.md"),
    ]
    return "\n".join(lines) + "\n"


def test_subagent_traffic_is_kept_apart_and_never_read_as_the_user() -> None:
    transcript = loads_transcript(_claude_log())
    assert len(transcript.messages) == 5 and len(transcript.sidechain) == 4
    turns = [i.text for i in analyze(transcript) if i.is_user_turn]
    assert not any("Search for how" in t for t in turns)
    result = compact(transcript, context_window=100, force=True)
    assert result.checkpoint is not None
    steps = {s.name: s.detail for s in result.steps}
    assert "4 subagent message(s)" in steps["sidechain"]
    text = result.checkpoint
    assert "subagent task (from the agent, not the user): Search for how" in text
    shown = parse(text)
    assert shown is not None
    for key in ("user_requests", "constraints", "goal"):
        assert not any("Search for how" in item for item in shown.get(key)), key


def test_the_stream_log_marks_subagent_lines_by_their_parent_call() -> None:
    main = {"type": "user", "message": {"role": "user", "content": "hi there, fix it"}}
    sub = {**main, "parent_tool_use_id": "toolu_1"}
    transcript = loads_transcript(json.dumps(main) + "\n" + json.dumps(sub) + "\n")
    assert len(transcript.messages) == 1 and len(transcript.sidechain) == 1


# --- budget --------------------------------------------------------------------------------


def _long_session() -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [
        {"role": "user", "content": "port the billing service to the new ledger api, keep py3.9"}
    ]
    for k in range(30):
        messages += _run(
            "Bash", {"command": f"pytest tests/test_{k}.py"}, f"{k} passed\n" * 40, f"c{k}"
        )
        messages.append(
            {
                "role": "assistant",
                "content": f"Decided to use ledger_v{k} because "
                f"the old client retries twice. Never log card_{k} numbers.",
            }
        )
    messages.append({"role": "user", "content": "what is left?"})
    return messages


def test_a_small_window_still_gets_a_checkpoint_with_items() -> None:
    result = compact(_long_session(), context_window=900, force=True)
    assert result.checkpoint is not None
    # the goal is in the copy, or in the first request the head keeps verbatim beside it
    # (the copy does not say it twice: session 12)
    head = result.messages[0]["content"]
    assert "port the billing service" in head and "port the billing service" not in (
        result.checkpoint
    )
    assert sum(line.startswith("- ") for line in result.checkpoint.splitlines()) >= 3


@pytest.mark.parametrize("window", [900, 3000, 6000])
def test_no_item_is_cut_while_room_is_left(window: int) -> None:
    result = compact(_long_session(), context_window=window, force=True)
    assert result.status == "compacted" and result.checkpoint is not None
    if result.checkpoint_omitted:  # items were cut: then the room must have been used
        assert result.tokens_after >= 0.85 * result.budget


def test_tool_schemas_count_toward_the_window() -> None:
    tools = [
        {"name": f"tool_{i}", "description": "does a thing " * 30, "input_schema": {}}
        for i in range(20)
    ]
    body = {"tools": tools, "messages": [{"role": "user", "content": "hello"}]}
    plain = count_tokens(parse_transcript(body["messages"]))
    with_tools = count_tokens(parse_transcript(body))
    assert with_tools > plain + 1_000


def test_the_checkpoint_says_where_the_evicted_messages_are() -> None:
    result = compact(_long_session(), context_window=3000, force=True, session_id="s-42")
    assert result.checkpoint is not None
    # a small copy names the command (`memwell session search`); a larger one the MCP
    # tool as well (test_compaction_evidence)
    assert "`memwell session search WORDS --session-id s-42`" in result.checkpoint


# --- the real corpus -----------------------------------------------------------------------


def test_every_corpus_transcript_compacts_without_breaking_a_tool_pair() -> None:
    sys.path.insert(0, str(BENCHMARKS))
    from compaction_corpus import load_corpus
    from compaction_real import broken_pairs

    exact = TokenCounter().exact
    cases = load_corpus()
    # only the licensed transcripts ship with the repository (evals/compaction/SOURCES.md)
    assert len(cases) >= 2 and len({c.agent for c in cases}) >= 2
    for case in cases:
        window = max(600, count_tokens(case.transcript, exact) // 4)
        result = compact(case.transcript, context_window=window, force=True)
        assert broken_pairs(result.transcript) == 0, case.name


def test_a_file_under_two_spellings_is_listed_once() -> None:
    from memwell.compaction.checkpoint import Checkpoint, render

    files = ("edited: ./apps/api/fly.toml", "edited: /Users/x/apps/api/fly.toml", "read: a/b.py")
    text, _ = render(Checkpoint({"files": files}, 1, 3), max_tokens=2_000)
    assert "edited: ./apps/api/fly.toml" in text and "/Users/x/" not in text
    assert "read: a/b.py" in text


def test_harness_text_in_a_user_message_is_not_a_to_do_or_a_decision() -> None:
    messages = [
        {"role": "user", "content": "Port the billing service to the new ledger API."},
        {"role": "assistant", "content": "Done."},
        {
            "role": "user",
            "content": "<local-command-stdout>Catch you later!</local-command-stdout>",
        },
        {"role": "user", "content": "TODO: wire the retry policy later, instead of polling."},
    ]
    sections = extract(analyze(parse_transcript(messages)))
    assert not any("Catch you later" in item for item in sections["todo"])
    assert any("retry policy" in item for item in sections["todo"])
    assert any("instead of polling" in item for item in sections["decisions"])
