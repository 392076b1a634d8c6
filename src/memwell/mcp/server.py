"""The MCP server: memwell's memory tools, session search and recall for any MCP client.

`build_server(harness)` creates a fresh `MCPServer` and registers the tools on it;
nothing is registered at import time. Every tool goes through the `Harness`, so writes
get the same validation, permission policy and secret scanning as everywhere else;
a refused or invalid call comes back as a tool error (`is_error`) with memwell's
message, so the model can read it and correct itself. An operation whose permission
policy is "ask" is put to the person through MCP elicitation (a yes/no form the client
shows); a client that cannot elicit gets the operation refused, with the setting to
change in the message.

Needs the `mcp` extra (the official SDK, 2.x); `memwell.mcp.require_sdk()` says so
clearly before this module is imported.

No `from __future__ import annotations` here: the SDK reads the tool functions'
annotations at registration, and the `Resolve(...)` markers refer to closures of
`build_server`, so they must be evaluated where the tools are defined.
"""

import uuid
from collections.abc import AsyncIterator
from typing import IO, TYPE_CHECKING, Annotated, Any, Literal, cast

from mcp.server.mcpserver import Context, Elicit, MCPServer, Resolve
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from memwell.errors import MemwellError
from memwell.memory.permissions import AskCallback
from memwell.memory.store import UNSET, Unset

if TYPE_CHECKING:
    from mcp.types import JSONRPCError

    from memwell.api import Harness
    from memwell.config import Operation

ScopeArg = Literal["user", "workspace"]
TypeArg = Literal["user", "feedback", "project", "reference"]

INSTRUCTIONS = """\
memwell keeps durable memory as Markdown topic files in two scopes: `user` (the person, \
across projects) and `workspace` (this project). Save stable preferences, facts, \
decisions and constraints with memory_save; never save secrets or one-off events. \
Before acting on a request that depends on earlier work, call recall with the user's \
message; to check whether something was discussed in an earlier session, call \
session_search."""


def build_server(harness: "Harness", *, session_id: str | None = None) -> "MCPServer[Any]":
    """A new MCP server over `harness`; `session_id` names this client's session for
    recall (default: a fresh id per server)."""
    session = session_id or f"mcp-{uuid.uuid4().hex[:12]}"
    server: MCPServer[Any] = MCPServer(
        name="memwell", instructions=INSTRUCTIONS, version=_version()
    )
    tools = harness.memory_tools()
    # The tools are coroutines on purpose: they run on the server's event-loop thread, one
    # at a time, because the index's SQLite connection belongs to the thread that opened it
    # (sync tools would run on worker threads). Each call is milliseconds of local I/O.

    def run(
        name: str, arguments: dict[str, Any], *, ask: AskCallback | Unset | None = UNSET
    ) -> dict[str, Any]:
        result = tools.call(name, {k: v for k, v in arguments.items() if v is not None}, ask=ask)
        if not result.ok:
            raise ToolError(f"{result.error_type}: {result.error}")
        return result.to_dict()

    def needs_yes(
        ctx: Context[Any, Any], operation: "Operation", scope: str | None, target: str
    ) -> Elicit[Approval] | Approval:
        scopes = [scope] if scope else ["user", "workspace"]
        if not any(harness.settings.permission(operation, s) == "ask" for s in scopes):
            return Approval(allow=True)
        capabilities = ctx.client_capabilities
        if capabilities is None or capabilities.elicitation is None:
            return NoOneToAsk(allow=False)
        return Elicit(f"memwell: allow {operation.replace('_', ' ')} of {target}?", Approval)

    # One resolver per tool: the SDK matches a resolver's parameters to the tool's arguments.
    def approve_save(ctx: Context[Any, Any], scope: str, name: str) -> Elicit[Approval] | Approval:
        return needs_yes(ctx, "save", scope, f"{scope} memory {name!r}")

    def approve_index(ctx: Context[Any, Any], scope: str) -> Elicit[Approval] | Approval:
        return needs_yes(ctx, "update_index", scope, f"the {scope} MEMORY.md index")

    def approve_delete(
        ctx: Context[Any, Any], scope: str, name: str
    ) -> Elicit[Approval] | Approval:
        return needs_yes(ctx, "delete", scope, f"{scope} memory {name!r}")

    def approve_read(
        ctx: Context[Any, Any], name: str, scope: str | None = None
    ) -> Elicit[Approval] | Approval:
        return needs_yes(ctx, "read", scope, f"memory {name!r}")

    def asker(approval: Approval) -> AskCallback | None:
        """The person's answer standing in for the policy's "ask", for one call (the
        shared harness is never patched); None when no one could be asked."""
        return None if isinstance(approval, NoOneToAsk) else (lambda _r: approval.allow)

    def with_approval(approval: Approval, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        return run(name, arguments, ask=asker(approval))

    def approve_search(
        ctx: Context[Any, Any], scope: str | None = None
    ) -> Elicit[Approval] | Approval:
        return needs_yes(ctx, "read", scope, "the memories matching a search")

    read_only = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True)
    additive = ToolAnnotations(read_only_hint=False, destructive_hint=False)
    destructive = ToolAnnotations(read_only_hint=False, destructive_hint=True)
    description = {spec.name: spec.description for spec in tools.specs}

    @server.tool(description=description["memory_save"], annotations=additive)
    async def memory_save(
        scope: Annotated[ScopeArg, Field(description="user: the person; workspace: this project")],
        name: Annotated[str, Field(description="Topic file name without .md, e.g. commit_style")],
        type: Annotated[TypeArg, Field(description="user, feedback, project or reference")],
        description: Annotated[str, Field(description="One line: what this topic is")],
        content: Annotated[str, Field(description="The Markdown body")],
        approved: Annotated[Approval, Resolve(approve_save)],
        tags: list[str] | None = None,
        aliases: list[str] | None = None,
        pinned: bool | None = None,
    ) -> dict[str, Any]:
        arguments = {"scope": scope, "name": name, "type": type, "description": description}
        extra = {"tags": tags, "aliases": aliases, "pinned": pinned}
        return with_approval(approved, "memory_save", {**arguments, "content": content, **extra})

    @server.tool(description=description["memory_update_index"], annotations=additive)
    async def memory_update_index(
        scope: ScopeArg,
        content: str,
        approved: Annotated[Approval, Resolve(approve_index)],
    ) -> dict[str, Any]:
        return with_approval(approved, "memory_update_index", {"scope": scope, "content": content})

    @server.tool(description=description["memory_delete"], annotations=destructive)
    async def memory_delete(
        scope: ScopeArg,
        name: str,
        approved: Annotated[Approval, Resolve(approve_delete)],
    ) -> dict[str, Any]:
        return with_approval(approved, "memory_delete", {"scope": scope, "name": name})

    @server.tool(description=description["memory_read"], annotations=read_only)
    async def memory_read(
        name: str,
        approved: Annotated[Approval, Resolve(approve_read)],
        scope: ScopeArg | None = None,
    ) -> dict[str, Any]:
        return with_approval(approved, "memory_read", {"name": name, "scope": scope})

    @server.tool(description=description["memory_list"], annotations=read_only)
    async def memory_list(scope: ScopeArg | None = None) -> dict[str, Any]:
        return run("memory_list", {"scope": scope})

    @server.tool(description=description["memory_search"], annotations=read_only)
    async def memory_search(
        query: str,
        approved: Annotated[Approval, Resolve(approve_search)],
        limit: Annotated[int, Field(ge=1, le=50)] = 5,
        scope: ScopeArg | None = None,
    ) -> dict[str, Any]:
        arguments = {"query": query, "limit": limit, "scope": scope}
        return with_approval(approved, "memory_search", arguments)

    @server.tool(
        description="Did we discuss this before? Searches archived past sessions (transcripts) "
        "and returns the matching messages with their session and message ids; session_id may be "
        "the start of an id (as a checkpoint's pointer gives it).",
        annotations=read_only,
    )
    async def session_search(
        query: str,
        limit: Annotated[int, Field(ge=1, le=50)] = 10,
        session_id: str | None = None,
    ) -> dict[str, Any]:
        try:
            hits = harness.search_sessions(query, limit=limit, session_id=session_id)
        except MemwellError as exc:
            raise ToolError(f"{type(exc).__name__}: {exc}") from exc
        return {"hits": [hit.to_dict() for hit in hits]}

    @server.tool(
        description="Recall for a user message: runs memwell's turn pipeline (intent, "
        "triggered recall) and returns the digest of relevant memories to take into account, "
        "or an empty digest when the message needs no memory.",
        annotations=ToolAnnotations(read_only_hint=True, destructive_hint=False),
    )
    async def recall(message: str) -> dict[str, Any]:
        from memwell.service import client  # the warm service has the model, if it runs

        layout = harness.layout
        record = client.turn(layout.home, layout.workspace, message, session)
        if record is None:  # not running: this process answers, lexically
            try:
                record = harness.turn(message, session_id=session).to_dict()
            except MemwellError as exc:
                raise ToolError(f"{type(exc).__name__}: {exc}") from exc
        return {
            # on the first call of a session this also carries the preflight digest, and
            # any gate line: everything the turn would inject
            "digest": record.get("digest", ""),
            "intent": record.get("intent"),
            "recall_status": record.get("recall_status"),
            "memories": record.get("injected", []),
            "classifier": record.get("classifier"),
            "retrieval": record.get("retrieval"),
        }

    # here, not at the top: inbox_tools imports `Approval` from this module
    from memwell.mcp.inbox_tools import register_inbox_tools

    register_inbox_tools(server, harness, needs_yes, asker)
    return server


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("memwell")
    except PackageNotFoundError:
        return "0"


def serve_stdio(harness: "Harness") -> None:
    """Serve `harness` over stdio until the client closes the connection."""
    build_server(harness).run("stdio")


def protocol_versions() -> tuple[str, ...]:
    """The protocol versions this SDK negotiates through `initialize`, newest last."""
    from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS  # the SDK 2.x version registry

    return tuple(HANDSHAKE_PROTOCOL_VERSIONS)


def serve_streams(harness: "Harness", stdin: IO[str], stdout: IO[str]) -> None:
    """Serve `harness` over two text streams (the fast-start relay's pipes) until `stdin`
    ends."""
    import anyio
    from mcp.server.stdio import stdio_server
    from mcp.shared.message import SessionMessage

    lowlevel = build_server(harness)._lowlevel_server  # MCPServer has no public stream runner
    writer_ready = anyio.Event()
    writers: list[Any] = []

    async def answerable_lines() -> AsyncIterator[str]:
        # The SDK drops a line its JSON parser refuses without replying, even when the
        # line is a request with an id, so the client waits forever. A lone surrogate
        # escape (`"\\ud800"`) is such a line: Python's json reads it, pydantic's does
        # not. Such a request gets a JSON-RPC error here, through the SDK's own writer.
        async for line in anyio.wrap_file(stdin):
            refusal = _refusal_for_unparsable(line)
            if refusal is None:
                yield line
                continue
            await writer_ready.wait()
            await writers[0].send(SessionMessage(refusal))

    async def main() -> None:
        # stdio_server only iterates its stdin, so checked lines can stand in for a file
        lines = cast("anyio.AsyncFile[str]", answerable_lines())
        async with stdio_server(lines, anyio.wrap_file(stdout)) as (read, write):
            writers.append(write)
            writer_ready.set()
            await lowlevel.run(read, write, lowlevel.create_initialization_options())

    anyio.run(main)


def _refusal_for_unparsable(line: str) -> "JSONRPCError | None":
    """A JSON-RPC error for a request the SDK cannot parse but whose id can be read;
    None for every line the SDK handles itself."""
    import json

    from mcp.types import INVALID_PARAMS, ErrorData, JSONRPCError, jsonrpc_message_adapter

    try:
        jsonrpc_message_adapter.validate_json(line, by_name=False)
        return None
    except ValueError as exc:
        # pydantic's last line but its link to the docs: the cause
        causes = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
        problem = next(
            (ln for ln in reversed(causes) if not ln.startswith("For further information")),
            "it is not a valid JSON-RPC message",
        )
    try:
        request = json.loads(line)
    except ValueError:
        return None
    except RecursionError:
        # Trigger: arguments nested deeper than Python's parser goes (pydantic stops at
        # a few hundred levels). Why: the request still has an id the client waits on,
        # and the exception would end the server's reading loop. Outcome: the id is read
        # from the top level of the line alone, and the request is refused.
        request = {"id": _top_level_id(line)}
    request_id = request.get("id") if isinstance(request, dict) else None
    if isinstance(request_id, bool) or not isinstance(request_id, int | str):
        return None  # a notification or no readable id: nobody waits for an answer
    try:
        json.dumps(request, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        problem = "it contains a lone surrogate escape such as \\ud800, which is not text"
    message = f"memwell's MCP server cannot read this request: {problem}"
    return JSONRPCError(
        jsonrpc="2.0", id=request_id, error=ErrorData(code=INVALID_PARAMS, message=message)
    )


def _top_level_id(line: str) -> int | str | None:
    """The `id` member of the JSON object on `line`, read without parsing what is nested
    in it (a scan that tracks strings and depth); None if there is none to read."""
    import json

    depth, at, in_string = 0, 0, False
    while at < len(line):
        char = line[at]
        if in_string:
            if char == "\\":
                at += 1
            elif char == '"':
                in_string = False
        elif char == '"':
            if depth == 1 and line.startswith('"id"', at):
                rest = line[at + 4 :].lstrip()
                if rest.startswith(":"):
                    try:
                        value, _ = json.JSONDecoder().raw_decode(rest[1:].lstrip())
                    except (ValueError, RecursionError):
                        return None
                    return value if isinstance(value, int | str) else None
            in_string = True
        elif char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
        at += 1
    return None


class Approval(BaseModel):
    """The yes/no form put to the person when a memory operation's policy is "ask"."""

    allow: bool = Field(description="Allow this memory operation?")


class NoOneToAsk(Approval):
    """The policy says "ask" but the client cannot elicit: the store refuses, saying why."""
