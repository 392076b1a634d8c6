"""`memwell chat`: the reference terminal agent over any OpenAI-compatible endpoint."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import click

from memwell.cli.options import home_options
from memwell.errors import ModelUnavailable


@click.command()
@click.option(
    "--base-url",
    envvar="OPENAI_BASE_URL",
    help="OpenAI-compatible endpoint, e.g. http://127.0.0.1:8080/v1 (default: OpenAI).",
)
@click.option("--model", required=True, help="Model name the endpoint serves.")
@click.option(
    "--api-key-env",
    default="OPENAI_API_KEY",
    show_default=True,
    help="Environment variable that holds the API key (a local server needs none).",
)
@click.option("--context-window", type=int, default=8192, show_default=True)
@click.option("--session-id", help="Session id to use (default: a new one).")
@click.option("--max-tokens", type=int, default=512, show_default=True)
@click.option("--no-commands", is_flag=True, help="Do not offer the model a shell tool.")
@click.option("--yes", is_flag=True, help="Approve every confirmation (for scripts; careful).")
@home_options
def chat(
    base_url: str | None,
    model: str,
    api_key_env: str,
    context_window: int,
    session_id: str | None,
    max_tokens: int,
    no_commands: bool,
    yes: bool,
    home: Path | None,
    workspace: Path | None,
    verbose: bool,
) -> None:
    """Chat with a model that has memwell memory: recall, gated tools, compaction.

    Type a message and press Enter; /exit (or end of input) ends the session. The
    transcript is archived, so `memwell session search` finds it later.
    """
    try:
        import openai
    except ImportError as exc:
        raise ModelUnavailable(
            "memwell chat needs the openai SDK; install it with `pip install 'memwell[llm]'`"
        ) from exc

    from memwell.agent.chat import ChatAgent
    from memwell.api import Harness
    from memwell.memory.permissions import PermissionRequest

    interactive = sys.stdin.isatty()

    def confirm(question: str) -> bool:
        if yes:
            return True
        if not interactive:
            click.echo(f"[memwell] {question} -> no (no terminal to ask; use --yes)", err=True)
            return False
        return click.confirm(question, default=False, err=True)

    def ask(request: PermissionRequest) -> bool:
        return confirm(f"memwell: {request.summary}")

    def notify(text: str) -> None:
        click.secho(f"[memwell] {text}", dim=True, err=True)

    key = os.environ.get(api_key_env) or ("not-needed" if base_url else None)
    client = openai.OpenAI(api_key=key, base_url=base_url, max_retries=1, timeout=120)
    harness = Harness(home, workspace, ask=ask)
    agent = ChatAgent(
        harness,
        client,
        model,
        session_id=session_id,
        context_window=context_window,
        confirm=confirm,
        notify=notify,
        max_tokens=max_tokens,
        allow_commands=not no_commands,
    )
    notify(f"session {agent.session_id}; /exit to quit")
    while True:
        if interactive:
            click.echo("> ", nl=False, err=True)
        line = sys.stdin.readline()
        if not line or line.strip() in ("/exit", "/quit"):
            break
        if not line.strip():
            continue
        try:
            turn = agent.send(line.strip())
        except openai.APIConnectionError as exc:
            raise ModelUnavailable(f"cannot reach the model at {base_url}: {exc}") from exc
        click.echo(turn.reply)
