"""`--batch FILE`, the one JSONL reader of `turn`, `gate`, `search` and `session search`.

One JSON line goes out for every non-blank line in, in order. A line that cannot be
used (not UTF-8, not JSON, not the shape the command reads, refused by memwell) gets
`{"line": N, "error": "..."}` in its place and the batch goes on, so the output stays
aligned with the input and nothing after a bad line is lost. A file that cannot be
opened at all is one error for the whole command.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any, TypeVar

import click

from memwell.errors import BatchInputError, UsageError

F = TypeVar("F", bound=Callable[..., Any])


def batch_option(help_text: str) -> Callable[[F], F]:
    """`--batch FILE` (`-` for stdin); the reader, not click, reports a missing file."""
    option: Callable[[F], F] = click.option(
        "--batch", "batch", type=click.Path(allow_dash=True), help=help_text
    )
    return option


def read_batch(path: str) -> Iterator[tuple[int, Any]]:
    """(line number, decoded JSON value) for every usable line; every unusable one is
    answered with its error line here, where it stands in the output."""
    handle = _open(path)
    where = None if path == "-" else Path(path)
    try:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                value = json.loads(raw.decode("utf-8"))
            except UnicodeDecodeError as exc:
                echo_error(BatchInputError(where, number, f"not UTF-8 (byte {exc.start + 1})"))
                continue
            except ValueError as exc:
                echo_error(BatchInputError(where, number, f"not JSON ({exc})"))
                continue
            except RecursionError:  # json's recursion guard: nesting thousands deep
                echo_error(BatchInputError(where, number, "JSON nested too deeply"))
                continue
            if b"\\u" in raw and not _is_text(value):
                reason = "a lone surrogate escape such as \\ud800 is not text"
                echo_error(BatchInputError(where, number, reason))
                continue
            yield number, value
    finally:
        if handle is not sys.stdin.buffer:
            handle.close()


def batch_line_error(path: str, number: int, reason: str) -> BatchInputError:
    """The error for a line the command cannot use (wrong shape, refused by memwell)."""
    return BatchInputError(None if path == "-" else Path(path), number, reason)


def echo_error(error: BatchInputError) -> None:
    click.echo(json.dumps({"line": error.line, "error": str(error)}, ensure_ascii=False))


def _is_text(value: Any) -> bool:
    """False when JSON escapes decoded to lone surrogates, which cannot be written out."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _open(path: str) -> IO[bytes]:
    if path == "-":
        return sys.stdin.buffer
    try:
        return open(path, "rb")
    except OSError as exc:
        raise UsageError(f"cannot read the --batch file {path}: {exc.strerror or exc}") from exc
