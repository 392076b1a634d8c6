"""MCP tools for the consolidation inbox, so an agent can walk a person through it:
list and show candidates with their evidence, then accept, edit or reject each one as
the person says. Accepting writes through the facade (every store guarantee) and is
recorded in the home's Git history; a policy of "ask" is put to the person through
elicitation, as for the memory tools.

No `from __future__ import annotations`: the SDK reads these annotations at registration
(see server.py).
"""

from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any, Literal

from mcp.server.mcpserver import Context, Elicit, MCPServer, Resolve
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import Field

from memwell.errors import MemwellError
from memwell.mcp.server import Approval  # server.py imports this module only inside build_server
from memwell.memory.permissions import AskCallback

if TYPE_CHECKING:
    from memwell.api import Harness
    from memwell.config import Operation

NeedsYes = Callable[[Context[Any, Any], "Operation", str | None, str], Elicit[Approval] | Approval]

StatusArg = Literal["pending", "accepted", "rejected", "all"]


def register_inbox_tools(
    server: "MCPServer[Any]",
    harness: "Harness",
    needs_yes: NeedsYes,
    asker: Callable[[Approval], AskCallback | None],
) -> None:
    def guarded(call: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        try:
            return call()
        except MemwellError as exc:
            raise ToolError(f"{type(exc).__name__}: {exc}") from exc

    def approve_accept(ctx: Context[Any, Any], candidate_id: str) -> Elicit[Approval] | Approval:
        try:
            candidate = harness.consolidation.show(candidate_id)
        except MemwellError:
            return needs_yes(ctx, "save", None, f"candidate {candidate_id}")
        return needs_yes(ctx, "save", candidate.scope, f"{candidate.summary()}")

    read_only = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True)
    changes = ToolAnnotations(read_only_hint=False, destructive_hint=False)

    @server.tool(
        description="List memory candidates proposed by consolidation from past sessions "
        "(pending by default), each with id, operation, statement and confidence. Walk the "
        "person through them; never accept one they did not approve.",
        annotations=read_only,
    )
    async def inbox_list(status: StatusArg = "pending") -> dict[str, Any]:
        chosen = None if status == "all" else status
        return guarded(
            lambda: {
                "candidates": [
                    {
                        "id": c.id,
                        "summary": c.summary(),
                        "statement": c.statement,
                        "confidence": c.confidence,
                        "status": c.status,
                    }
                    for c in harness.consolidation.candidates(chosen)
                ]
            }
        )

    @server.tool(
        description="Show one candidate in full: what it would write and the quoted evidence "
        "(session and message ids) it comes from.",
        annotations=read_only,
    )
    async def inbox_show(candidate_id: str) -> dict[str, Any]:
        return guarded(lambda: harness.consolidation.show(candidate_id).to_dict())

    @server.tool(
        description="Accept a candidate the person approved: applies it to memory and records "
        "it in the memory history.",
        annotations=changes,
    )
    async def inbox_accept(
        candidate_id: str,
        approved: Annotated[Approval, Resolve(approve_accept)],
    ) -> dict[str, Any]:
        ask = asker(approved)
        return guarded(lambda: harness.consolidation.accept(candidate_id, ask=ask).to_dict())

    @server.tool(
        description="Reject a candidate; it is remembered and never proposed again.",
        annotations=changes,
    )
    async def inbox_reject(candidate_id: str, reason: str | None = None) -> dict[str, Any]:
        return guarded(lambda: harness.consolidation.reject(candidate_id, reason).to_dict())

    @server.tool(
        description="Change what a pending candidate will write (statement, description, "
        "topic name, scope) as the person asks; it stays pending until accepted.",
        annotations=changes,
    )
    async def inbox_edit(
        candidate_id: str,
        statement: str | None = None,
        description: str | None = None,
        topic: str | None = None,
        scope: Annotated[Literal["user", "workspace"] | None, Field()] = None,
    ) -> dict[str, Any]:
        def call() -> dict[str, Any]:
            candidate, grounded = harness.consolidation.edit(
                candidate_id,
                statement=statement,
                description=description,
                topic=topic,
                scope=scope,
            )
            return {**candidate.to_dict(), "supported_by_evidence": grounded}

        return guarded(call)
