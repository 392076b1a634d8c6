"""`memwell compact FILE --context-window N`: compact a transcript file."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import click

from memwell.cli.options import echo_json, home_options, json_option
from memwell.errors import CompactionError, UsageError


def _default_session_id(transcript: Any) -> str:
    """Stable per conversation: derived from the system prompt and the first user message,
    which compaction never drops, so compacting the output again (under any file name)
    updates the same checkpoint."""
    from memwell.compaction.transcript import analyze

    infos = analyze(transcript)
    first = next((i.text for i in infos if i.is_user_turn), "")
    system = "\n".join(i.text for i in infos if i.is_system) + json.dumps(transcript.system)
    digest = hashlib.sha256(f"{system}\x00{first}".encode()).hexdigest()[:16]
    return f"auto-{digest}"


def _stats(result: Any) -> str:
    lines = [
        f"status: {result.status} ({result.strategy}, {result.format})",
        f"tokens: {result.tokens_before:,} -> {result.tokens_after:,} "
        f"(budget {result.budget:,} of a {result.context_window:,}-token window)",
        f"messages: {result.messages_before} -> {len(result.messages)}"
        + (f" ({result.evicted_messages} evicted)" if result.evicted_messages else ""),
    ]
    for step in result.steps:
        lines.append(
            f"  {step.name}: {step.detail} ({step.tokens_before:,} -> {step.tokens_after:,})"
        )
    if result.checkpoint_source:
        omitted = f", {result.checkpoint_omitted} item(s) left out of the in-context copy"
        lines.append(
            f"checkpoint: {result.checkpoint_source}"
            + (omitted if result.checkpoint_omitted else "")
        )
    if result.checkpoint_path:
        lines.append(f"checkpoint written to: {result.checkpoint_path}")
    if result.reason:
        lines.append(f"note: {result.reason}")
    return "\n".join(lines)


@click.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--context-window",
    type=click.IntRange(min=1),
    help="Context window in tokens (default: [compaction] context_window, else 128000).",
)
@click.option("--strategy", type=click.Choice(["tiers", "checkpoint"]), help="Default: checkpoint.")
@click.option(
    "fmt", "--format", type=click.Choice(["openai", "anthropic"]), help="Default: detected."
)
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the compacted transcript here (default: standard output).",
)
@click.option("--stats", is_flag=True, help="Print tokens before/after and each step (stderr).")
@click.option("--session-id", help="Persist the checkpoint under this session id.")
@click.option("--force", is_flag=True, help="Compact even when under the trigger threshold.")
@click.option("--model", help="Write the checkpoint with this model (extra `llm`).")
@click.option("--base-url", help="OpenAI-compatible server for --model (e.g. a local one).")
@click.option(
    "--provider", type=click.Choice(["openai", "anthropic"]), default="openai", show_default=True
)
@json_option
@home_options
def compact(
    file: Path,
    context_window: int | None,
    strategy: str | None,
    fmt: str | None,
    out: Path | None,
    stats: bool,
    session_id: str | None,
    force: bool,
    model: str | None,
    base_url: str | None,
    provider: str,
    as_json: bool,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
) -> None:
    """Compact the transcript FILE (OpenAI or Anthropic format; JSON list, object with
    `messages`, or JSONL) so it fits the context window."""
    from memwell.api import Harness
    from memwell.cli.inputs import read_utf8
    from memwell.compaction.transcript import loads_transcript

    if out is not None and not out.parent.is_dir():  # say so before a checkpoint is persisted
        raise UsageError(f"--out {out}: the folder {out.parent} does not exist; create it first")
    harness = Harness(home, workspace)
    try:
        transcript = loads_transcript(read_utf8(file), fmt, source=file)  # type: ignore[arg-type]
    except RecursionError as exc:  # json's recursion guard: nesting thousands deep
        raise UsageError(f"{file}: JSON nested too deeply to be a transcript") from exc
    if session_id is None:
        session_id = _default_session_id(transcript)
    chat_model: Any = "default"
    if model:
        from memwell.llm.provider import ModelConfig, make_model

        chat_model = make_model(ModelConfig(provider, model, base_url))  # type: ignore[arg-type]
    result = harness.compact(
        transcript,
        context_window=context_window,
        strategy=strategy,  # type: ignore[arg-type]
        session_id=session_id,
        model=chat_model,
        force=force,
    )
    text = result.transcript.dumps()
    if out is not None:
        try:
            out.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UsageError(
                f"cannot write --out {out}: {exc.strerror or exc} (the checkpoint of session "
                f"{session_id} was saved; give another --out)"
            ) from exc
    if as_json:
        data = result.to_dict()
        if out is not None:
            data.pop("transcript")
            data["out"] = str(out)
        echo_json(data)
    elif out is None:
        sys.stdout.write(text)
    if stats:
        click.echo(_stats(result), err=True)
    if result.status == "cannot_fit":
        raise CompactionError(result.reason + " (the best effort was written anyway)")
