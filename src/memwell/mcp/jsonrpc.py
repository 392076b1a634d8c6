"""The JSON-RPC 2.0 answers `memwell mcp` owes to lines its SDK would pass over in silence.

Trigger: a line on stdin that is not one JSON-RPC message: not JSON, a batch (a JSON
array), or an object whose `id` is neither a string, a number nor null. Why: the official
MCP SDK logs such a line and answers nothing (it speaks no batches: MCP 2025-06-18
removed them), and a client waiting for a reply waits for ever. JSON-RPC 2.0 says what
the answer is: a parse error (-32700) or an invalid request (-32600) with `id` null, and
a batch is answered with an array holding one response per request in it.
Outcome: `check(line)` says what to answer and whether the server gets the line.
Standard library only: the relay imports it before the SDK.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

PARSE_ERROR, INVALID_REQUEST = -32700, -32600
BATCH_REFUSED = (
    "batches are not supported (MCP 2025-06-18 removed JSON-RPC batching): "
    "send each request on a line of its own"
)


def valid_id(value: object) -> bool:
    """A JSON-RPC id: a string, a number (not a boolean) or null."""
    return value is None or (isinstance(value, str | int | float) and not isinstance(value, bool))


def error(rid: Any, code: int, message: str) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": rid, "error": {"code": code, "message": message}}


@dataclass(frozen=True, slots=True)
class Checked:
    """A line read from the client: its JSON (None if none), what to answer at once (None:
    nothing), and whether the server gets it."""

    message: Any
    answer: str | None
    forward: bool


def check(line: str) -> Checked:
    """What the relay does with `line` (see the module's docstring)."""
    try:
        message = json.loads(line)
    except ValueError as exc:
        return Checked(None, json.dumps(error(None, PARSE_ERROR, f"Parse error: {exc}")), False)
    except RecursionError:  # JSON, deeper than this parser goes: the server answers it
        return Checked(None, None, True)
    if isinstance(message, list):
        return Checked(message, _batch_refusal(message), False)
    if isinstance(message, dict) and not valid_id(message.get("id")):
        reason = "Invalid Request: id must be a string, a number or null"
        return Checked(message, json.dumps(error(None, INVALID_REQUEST, reason)), False)
    return Checked(message, None, True)


def _batch_refusal(batch: list[Any]) -> str | None:
    """An array of errors, one per request of the batch (a notification gets none; an
    empty batch is one invalid request). None when the batch held only notifications."""
    if not batch:
        return json.dumps(error(None, INVALID_REQUEST, "Invalid Request: empty batch"))
    answers = []
    for item in batch:
        if isinstance(item, dict) and "method" in item and "id" not in item:
            continue  # a notification: JSON-RPC answers none
        rid = item.get("id") if isinstance(item, dict) else None
        answers.append(error(rid if valid_id(rid) else None, INVALID_REQUEST, BATCH_REFUSED))
    return json.dumps(answers) if answers else None
