"""`memwell consolidate`, `inbox`, `history`, `diff`, `restore`: learn from past sessions
through a reviewable inbox, and see or undo every change in the Git history of the home."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, cast

import click

from memwell.api import Harness
from memwell.cli.options import echo_json, home_options, json_option
from memwell.consolidate.run import RunOptions
from memwell.consolidate.types import STATUSES, Applied, Candidate, RunReport
from memwell.layout import Scope

# Trigger: `--background` (the SessionEnd hook's detached run). Why: it must finish soon
# and never pile up behind a person's work. Outcome: at most this much per run; the
# watermark lets the next run continue where it stopped.
BACKGROUND_MAX_SESSIONS = 20
BACKGROUND_MAX_SECONDS = 60.0


def _date(value: str | None) -> datetime | None:
    if value is None:
        return None
    try:
        stamp = datetime.fromisoformat(value)
    except ValueError:
        raise click.BadParameter(
            f"{value!r} is not a date; use YYYY-MM-DD or an ISO timestamp", param_hint="--since"
        ) from None
    return stamp if stamp.tzinfo else stamp.replace(tzinfo=UTC)


@click.command()
@click.option("--since", help="Re-read every session from this date on (YYYY-MM-DD), for catch-up.")
@click.option(
    "--model/--no-model",
    "use_model",
    default=None,
    help="Also ask the model configured in [llm] for candidates (default: when configured).",
)
@click.option("--max-sessions", type=click.IntRange(min=1), help="Stop after this many sessions.")
@click.option("--max-seconds", type=click.FloatRange(min=0), help="Stop after this much time.")
@click.option("--no-hygiene", is_flag=True, help="Skip the merge / supersede / stale look.")
@click.option("--background", is_flag=True, help="A bounded quiet run (used by the hooks).")
@home_options
@json_option
def consolidate(
    since: str | None,
    use_model: bool | None,
    max_sessions: int | None,
    max_seconds: float | None,
    no_hygiene: bool,
    background: bool,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Propose memory changes from archived sessions and checkpoints not yet consolidated.

    Nothing is changed: proposals go to the inbox (`memwell inbox`) for review."""
    options = RunOptions(
        since=_date(since),
        use_model=use_model,
        max_sessions=BACKGROUND_MAX_SESSIONS if background and not max_sessions else max_sessions,
        max_seconds=BACKGROUND_MAX_SECONDS if background and not max_seconds else max_seconds,
        hygiene=not no_hygiene,
    )
    harness = Harness(home, workspace)
    if background or as_json or not sys.stderr.isatty():
        report = harness.consolidation.run(options)
    else:
        report = _with_progress(harness, options)
    if as_json:
        echo_json(report.to_dict())
        return
    if background:
        return
    _print_report(report)


def _with_progress(harness: Harness, options: RunOptions) -> RunReport:
    bar: Any = None

    def progress(done: int, total: int) -> None:
        nonlocal bar
        if bar is None:
            bar = click.progressbar(length=total, label="consolidating sessions", file=sys.stderr)
            bar.__enter__()
        bar.update(1)

    try:
        return harness.consolidation.run(options, progress)
    finally:
        if bar is not None:
            bar.__exit__(None, None, None)


def _print_report(report: RunReport) -> None:
    if not report.ran:
        click.echo(report.message, err=True)
        return
    click.echo(
        f"read {report.messages} new message(s) in {report.sessions} session(s); "
        f"{report.proposed} candidate(s) proposed ({report.hygiene} from hygiene), "
        f"{report.already_known} already known"
        + (f", {report.dropped_unsupported} model proposal(s) dropped" if report.model else "")
    )
    if report.message:
        click.echo(report.message, err=True)
    if report.proposed:
        click.echo("review them with `memwell inbox`")


# --- the inbox ----------------------------------------------------------------------------


def _line(c: Candidate) -> str:
    return f"{c.id}  {c.confidence:.2f}  {c.summary()}"


def _details(c: Candidate) -> str:
    lines = [
        f"id:          {c.id} ({c.status}{', ' + c.decided if c.decided else ''})",
        f"operation:   {c.summary()}",
        f"statement:   {c.statement}",
        f"description: {c.description}",
        f"confidence:  {c.confidence:.2f} (from {c.origin})",
        "evidence:",
        *(f"  - {e.cite()}" for e in c.evidence),
    ]
    if c.note:
        lines.append(f"note:        {c.note}")
    return "\n".join(lines)


status_option = click.option(
    "--status",
    type=click.Choice([*STATUSES, "all"]),
    default="pending",
    show_default=True,
    help="Which candidates to list.",
)


@click.group(invoke_without_command=True)
@status_option
@home_options
@json_option
@click.pass_context
def inbox(
    ctx: click.Context,
    status: str,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Review consolidation candidates: list (default), show, accept, edit, reject."""
    if ctx.invoked_subcommand is not None:
        return
    _list(status, home, workspace, as_json)


@inbox.command("list")
@status_option
@home_options
@json_option
def list_(
    status: str, home: Path | None, workspace: Path | None, verbose: bool, as_json: bool
) -> None:
    """List candidates (the same as `memwell inbox`)."""
    _list(status, home, workspace, as_json)


def _list(status: str, home: Path | None, workspace: Path | None, as_json: bool) -> None:
    chosen = None if status == "all" else cast(Any, status)
    candidates = Harness(home, workspace).consolidation.candidates(chosen)
    if as_json:
        echo_json([c.to_dict() for c in candidates])
        return
    if not candidates:
        click.echo(f"no {'' if status == 'all' else status + ' '}candidates", err=True)
    for c in candidates:
        click.echo(_line(c))


@inbox.command("show")
@click.argument("candidate_id")
@home_options
@json_option
def show(
    candidate_id: str, home: Path | None, workspace: Path | None, verbose: bool, as_json: bool
) -> None:
    """Show one candidate with its evidence."""
    candidate = Harness(home, workspace).consolidation.show(candidate_id)
    if as_json:
        echo_json(candidate.to_dict())
        return
    click.echo(_details(candidate))


def _print_applied(applied: list[Applied], as_json: bool) -> None:
    if as_json:
        echo_json([a.to_dict() for a in applied])
        return
    for a in applied:
        trashed = f"; moved to the trash: {', '.join(a.trashed)}" if a.trashed else ""
        click.echo(f"{a.candidate.id}: wrote {', '.join(a.written)}{trashed}")
    if applied and applied[-1].commit:
        click.echo(f"recorded as {applied[-1].commit[:10]} (see `memwell history`)")


@inbox.command("accept")
@click.argument("candidate_ids", nargs=-1)
@click.option("--all", "accept_all", is_flag=True, help="Accept every pending candidate.")
@home_options
@json_option
def accept(
    candidate_ids: tuple[str, ...],
    accept_all: bool,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Apply candidates to memory (validated, permission-checked, recorded in history)."""
    consolidation = Harness(home, workspace).consolidation
    if accept_all:
        candidate_ids = tuple(c.id for c in consolidation.candidates("pending"))
    if not candidate_ids:
        raise click.UsageError("give one or more candidate ids, or --all")
    _print_applied(consolidation.accept_many(candidate_ids), as_json)


@inbox.command("reject")
@click.argument("candidate_id")
@click.option("--reason", help="Why (kept with the candidate).")
@home_options
@json_option
def reject(
    candidate_id: str,
    reason: str | None,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Reject a candidate; it is remembered and never proposed again."""
    candidate = Harness(home, workspace).consolidation.reject(candidate_id, reason)
    if as_json:
        echo_json(candidate.to_dict())
        return
    click.echo(f"{candidate.id}: rejected; it will not be proposed again")


_FORM = """\
# Edit the candidate, save and close. Lines starting with # are ignored.
statement: {statement}
description: {description}
topic: {topic}
scope: {scope}
"""


def _read_form(text: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    for line in text.splitlines():
        if line.startswith("#") or ":" not in line:
            continue
        key, _, value = line.partition(":")
        if key.strip() in ("statement", "description", "topic", "scope") and value.strip():
            fields[key.strip()] = value.strip()
    return fields


@inbox.command("edit")
@click.argument("candidate_id")
@click.option("--statement", help="What the memory will say.")
@click.option("--description", help="The topic's one-line description.")
@click.option("--topic", help="The topic name (add operations only).")
@click.option("--scope", type=click.Choice(["user", "workspace"]))
@click.option("--accept", "then_accept", is_flag=True, help="Accept it right after editing.")
@home_options
@json_option
def edit(
    candidate_id: str,
    statement: str | None,
    description: str | None,
    topic: str | None,
    scope: str | None,
    then_accept: bool,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Change a candidate before accepting it (options, or $EDITOR without them)."""
    consolidation = Harness(home, workspace).consolidation
    if statement is None and description is None and topic is None and scope is None:
        current = consolidation.show(candidate_id)
        edited_text = click.edit(
            _FORM.format(
                statement=current.statement,
                description=current.description,
                topic=current.topic,
                scope=current.scope,
            ),
            extension=".txt",
        )
        if edited_text is None:
            click.echo("no change", err=True)
            return
        form = _read_form(edited_text)
        if form.get("scope") not in (None, "user", "workspace"):
            raise click.BadParameter("scope must be user or workspace", param_hint="scope")
        statement, description = form.get("statement"), form.get("description")
        topic = form.get("topic") if form.get("topic") != current.topic else None
        scope = form.get("scope")
    candidate, grounded = consolidation.edit(
        candidate_id,
        statement=statement,
        description=description,
        topic=topic,
        scope=cast(Scope | None, scope),
    )
    if not grounded:
        click.echo(
            "note: the edited statement says more than its quoted evidence; accepting "
            "it records your wording as given",
            err=True,
        )
    if then_accept:
        _print_applied(consolidation.accept_many([candidate.id]), as_json)
        return
    if as_json:
        echo_json(candidate.to_dict())
        return
    click.echo(_details(candidate))


# --- history ----------------------------------------------------------------------------------


@click.command()
@click.option("--limit", "-n", type=click.IntRange(min=1), default=20, show_default=True)
@home_options
@json_option
def history(
    limit: int, home: Path | None, workspace: Path | None, verbose: bool, as_json: bool
) -> None:
    """The recorded changes to the memory, newest first (a Git repository in the home)."""
    entries = Harness(home, workspace).consolidation.log(limit)
    if as_json:
        echo_json([e.to_dict() for e in entries])
        return
    for e in entries:
        click.echo(f"{e.rev[:10]}  {e.date[:19]}  {e.subject}")


@click.command()
@click.argument("rev")
@click.option("--to-now", is_flag=True, help="Show the changes from REV to the current memory.")
@home_options
def diff(rev: str, to_now: bool, home: Path | None, workspace: Path | None, verbose: bool) -> None:
    """The change recorded as REV (or, with --to-now, everything changed since REV)."""
    click.echo(Harness(home, workspace).consolidation.diff(rev, to_now=to_now), nl=False)


@click.command()
@click.argument("rev")
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
@home_options
@json_option
def restore(
    rev: str, yes: bool, home: Path | None, workspace: Path | None, verbose: bool, as_json: bool
) -> None:
    """Put the memory back as it was at REV; recorded as a new change (undo it the same way)."""
    consolidation = Harness(home, workspace).consolidation
    changes = consolidation.diff(rev, to_now=True)
    if not changes.strip():
        if as_json:
            echo_json({"restored": rev, "commit": None, "changed": False})
            return
        click.echo("the memory is already as it was at that revision", err=True)
        return
    if not yes:
        click.echo(changes, nl=False)
        click.confirm("undo the changes above?", abort=True, err=True)
    commit = consolidation.restore(rev)
    if as_json:
        echo_json({"restored": rev, "commit": commit, "changed": True})
        return
    click.echo(f"restored the memory as of {rev}; recorded as {(commit or '-')[:10]}")
