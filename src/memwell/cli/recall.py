"""Recall commands: turn, preflight, gate, logs (and writeback).

Thin adapters over `Harness.turn/preflight/gate/writeback/recall_logs`. `--batch FILE`
(JSONL in, JSONL out, one process) exists for `turn` and `gate`; `-` reads stdin.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from memwell.api import Harness
from memwell.cli.batch import batch_line_error, batch_option, echo_error, read_batch
from memwell.cli.inputs import read_utf8
from memwell.cli.options import echo_json, home_options, json_option
from memwell.errors import MemwellError, UsageError

_GATE_EXIT = {"go": 0, "ask": 10, "no-go": 20}


def _harness(home: Path | None, workspace: Path | None, policy: Path | None) -> Harness:
    if policy is None:
        return Harness(home, workspace)
    from memwell.recall.policy import load_policy  # only when a policy file is given

    return Harness(home, workspace, policy=load_policy(path=policy))


def _policy_option(func: Any) -> Any:
    return click.option(
        "--policy",
        type=click.Path(dir_okay=False, exists=True, path_type=Path),
        help="A memory_policy JSON/TOML file (default: [memory_policy] in the config).",
    )(func)


def _session_option(func: Any) -> Any:
    return click.option(
        "--session-id",
        "session_id",
        envvar="MEMWELL_SESSION_ID",
        help="Session id (default: $MEMWELL_SESSION_ID, else a new session).",
    )(func)


@click.command()
@click.argument("text", required=False)
@batch_option('JSONL of {"text", "session_id"}; a bad line gets an {"error"} line.')
@_session_option
@_policy_option
@home_options
@json_option
def turn(
    text: str | None,
    batch: str | None,
    session_id: str | None,
    policy: Path | None,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Run the per-turn recall pipeline on TEXT and print the decision record."""
    harness = _harness(home, workspace, policy)
    if batch is not None:
        for number, item in read_batch(batch):
            if not isinstance(item, dict) or not isinstance(item.get("text"), str):
                echo_error(batch_line_error(batch, number, 'each line needs a string "text"'))
                continue
            sid = item.get("session_id")
            try:
                record = harness.turn(item["text"], session_id=str(sid) if sid else session_id)
            except MemwellError as exc:
                echo_error(batch_line_error(batch, number, str(exc)))
                continue
            echo_json(record.to_dict())
        return
    if text is None:
        raise click.UsageError("give TEXT or --batch FILE")
    decision = harness.turn(text, session_id=session_id)
    if as_json:
        echo_json(decision.to_dict())
        return
    summary = decision.to_dict()
    click.echo(
        f"intent: {summary['intent']}  recall: {summary['recall_mode'] or 'skipped'}"
        f" ({summary['recall_status']})  gate: {summary['pre_execution_gate'] or '-'}"
        f"  {summary['elapsed_ms']} ms"
    )
    if summary["entities"]:
        click.echo("entities: " + ", ".join(summary["entities"]))
    if summary["skip_reason"]:
        click.echo(f"skipped: {summary['skip_reason']}")
    if decision.digest_text:
        click.echo(decision.digest_text)


@click.command()
@_session_option
@_policy_option
@home_options
@json_option
def preflight(
    session_id: str | None,
    policy: Path | None,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Print the session-start digest (active project, pinned, open items, last session)."""
    result = _harness(home, workspace, policy).preflight(session_id=session_id)
    if as_json:
        echo_json(result.to_dict())
    elif result.session_digest:
        click.echo(result.session_digest)
    else:
        click.echo("(nothing to brief: no pinned, open or project memories)")


@click.command()
@click.argument("action", required=False)
@batch_option('JSONL of actions: {"action": ...} or tool calls; a bad line gets an {"error"} line.')
@click.option("--exit-code", is_flag=True, help="Exit 0 for go, 10 for ask, 20 for no-go.")
@_session_option
@_policy_option
@home_options
@json_option
def gate(
    action: str | None,
    batch: str | None,
    exit_code: bool,
    session_id: str | None,
    policy: Path | None,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Pre-execution gate for ACTION (free text or a JSON tool call): go / ask / no-go."""
    harness = _harness(home, workspace, policy)
    if batch is not None:
        for number, item in read_batch(batch):
            if not isinstance(item, dict):
                echo_error(batch_line_error(batch, number, "each line must be a JSON object"))
                continue
            target: Any = item.get("action", item)
            try:
                echo_json(harness.gate(target, session_id=session_id).to_dict())
            except MemwellError as exc:
                echo_error(batch_line_error(batch, number, str(exc)))
        return
    if action is None:
        raise click.UsageError("give ACTION or --batch FILE")
    decision = harness.gate(action, session_id=session_id)
    if as_json:
        echo_json(decision.to_dict())
    else:
        click.echo(
            f"{decision.verdict}"
            + (f"  [{', '.join(decision.categories)}]" if decision.categories else "")
        )
        for reason in decision.reasons:
            click.echo(f"  - {reason}")
    if exit_code:
        sys.exit(_GATE_EXIT[decision.verdict])


@click.command()
@click.option(
    "--limit",
    "-n",
    type=int,
    default=20,
    show_default=True,
    help="Show the last N records (0: all).",
)
@_session_option
@click.option("--kind", type=click.Choice(["turn", "gate", "preflight", "writeback"]))
@home_options
@json_option
def logs(
    limit: int,
    session_id: str | None,
    kind: str | None,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Show recall decision records (JSONL under <home>/logs) readably, or as JSON lines."""
    from memwell.recall.decisions import format_record  # the formatter only for this command

    if limit < 0:  # one line saying what is accepted, not click's usage block
        raise UsageError(f"-n/--limit must be 0 (all) or more records, not {limit}")
    limit = min(limit, sys.maxsize)  # more than any log holds is all of it

    records = Harness(home, workspace).recall_logs(
        limit=limit or None, session_id=session_id, kind=kind
    )
    if as_json:
        for record in records:
            echo_json(record)
        return
    if not records:
        click.echo("(no recall decisions logged yet)")
    for record in records:
        click.echo(format_record(record))


@click.command("writeback")
@click.argument("text", required=False)
@click.option(
    "--file",
    "file_",
    type=click.Path(dir_okay=False, allow_dash=True),
    help="Read candidates from a file ('-' for stdin); one per '- ' line.",
)
@_session_option
@_policy_option
@home_options
@json_option
def writeback_cmd(
    text: str | None,
    file_: str | None,
    session_id: str | None,
    policy: Path | None,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Save TEXT to memory only if it is a high-signal decision, outcome or rule."""
    candidates = read_utf8(file_) if file_ is not None else text
    if not candidates:
        raise click.UsageError("give TEXT or --file FILE")
    result = _harness(home, workspace, policy).writeback(candidates, session_id=session_id)
    if as_json:
        echo_json(result.to_dict())
        return
    for item in result.items:
        where = f" -> {item.scope}/{item.name}" if item.name else ""
        click.echo(f"{item.outcome}: {item.reason}{where}")
