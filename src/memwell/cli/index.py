"""`memwell reindex`, `memwell search` (memories), and the `--batch` JSONL loop they share
with `memwell session search`."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

import click

from memwell.api import Harness
from memwell.cli.batch import batch_line_error, batch_option, echo_error, read_batch
from memwell.cli.options import echo_json, home_options, json_option
from memwell.errors import MemwellError
from memwell.index.types import SEARCH_MODES, SearchMode
from memwell.layout import Scope


@click.command()
@home_options
@json_option
def reindex(home: Path | None, workspace: Path | None, verbose: bool, as_json: bool) -> None:
    """Rebuild the search index from the Markdown files and the session archive."""
    harness = Harness(home, workspace)
    with click.progressbar(length=1, label="indexing", file=sys.stderr, show_pos=True) as bar:
        seen = 0

        def progress(done: int, total: int) -> None:
            nonlocal seen
            bar.length = max(total, 1)
            bar.update(done - seen)
            seen = done

        result = harness.reindex(progress=progress)
    if as_json:
        echo_json(result.to_dict())
        return
    click.echo(
        f"indexed {result.memories} memories and {result.messages} messages in "
        f"{result.sessions} sessions ({result.embedded} embedded) in {result.elapsed_s:.2f} s"
    )
    for error in result.errors:
        click.echo(f"skipped: {error}", err=True)


F = TypeVar("F", bound=Callable[..., Any])


def search_options(func: F) -> F:
    """--mode and --batch, shared by `memwell search` and `memwell session search`."""
    func = batch_option(
        'JSONL file of {"query": ...} lines ("-" for stdin); one JSONL line out each, '
        'an {"error"} line for a bad one.'
    )(func)
    return click.option(
        "--mode",
        type=click.Choice(SEARCH_MODES),
        default="auto",
        show_default=True,
        help="auto = hybrid when an embedder is configured, else lexical.",
    )(func)


@click.command()
@click.argument("query", required=False)
@click.option("--limit", "-k", type=click.IntRange(min=1), default=10, show_default=True)
@click.option("--scope", type=click.Choice(["user", "workspace"]), help="Default: both.")
@search_options
@home_options
@json_option
def search(
    query: str | None,
    limit: int,
    scope: str | None,
    mode: SearchMode,
    batch: str | None,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
    as_json: bool,
) -> None:
    """Find the memories that best match QUERY."""
    harness = Harness(home, workspace)
    chosen = cast(Scope | None, scope)
    if batch is not None:

        def one(text: str, k: int, item: dict[str, Any]) -> list[dict[str, Any]]:
            return [h.to_dict() for h in harness.search(text, limit=k, scope=chosen, mode=mode)]

        run_batch(batch, limit, one)
        return
    if query is None:
        raise click.UsageError("give a QUERY or --batch FILE")
    hits = harness.search(query, limit=limit, scope=chosen, mode=mode)
    if as_json:
        echo_json([h.to_dict() for h in hits])
        return
    if not hits:
        click.echo("no matching memories", err=True)
    for hit in hits:
        pin = " (pinned)" if hit.pinned else ""
        click.echo(f"{hit.scope}:{hit.name}{pin}  {hit.description}")
        if hit.snippet:
            click.echo(f"    {hit.snippet}")


# --- --batch: JSONL queries in, one JSONL result line per query out, in order ---------


def run_batch(
    path: str,
    limit: int,
    search: Callable[[str, int, dict[str, Any]], list[dict[str, Any]]],
) -> None:
    """Answer every query of the file at `path` with one JSON line on stdout."""
    for number, item in read_batch(path):
        if isinstance(item, str):
            item = {"query": item}
        if not isinstance(item, dict) or not isinstance(item.get("query"), str):
            echo_error(batch_line_error(path, number, 'each line must be {"query": "..."}'))
            continue
        item_limit = item.get("limit", limit)
        if not isinstance(item_limit, int) or item_limit < 1:
            item_limit = limit
        try:
            hits = search(item["query"], item_limit, item)
        except MemwellError as exc:
            echo_error(batch_line_error(path, number, str(exc)))
            continue
        line = {"query": item["query"], "hits": hits}
        if "id" in item:
            line["id"] = item["id"]
        click.echo(json.dumps(line, ensure_ascii=False))
