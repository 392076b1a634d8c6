"""Sessions: the archive, searchable ("did we discuss this?"), each message in context,
with the session's compaction events and its checkpoint."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from memwell.errors import MemwellError
from memwell.ui.context import PAGE_SIZE, Inspector, Pager, offset_of

SEARCH_LIMIT = 50
CONTEXT_BEFORE = 5  # messages shown above a message opened from a search hit


def routes(app: Inspector) -> list[BaseRoute]:
    h = app.harness

    async def listing(request: Request) -> Response:
        query = request.query_params.get("q", "").strip()
        contains = request.query_params.get("contains", "").strip()[:200]
        context: dict[str, Any] = {"q": query, "contains": contains, "hits": None}
        if query:
            try:
                context["hits"] = h.search_sessions(query, limit=SEARCH_LIMIT)
            except MemwellError as exc:
                context["error"] = str(exc)
                return app.render(request, "sessions.html", "sessions", 400, **context)
        offset = offset_of(request)
        page = h.views.session_page(contains=contains, offset=offset, limit=PAGE_SIZE)
        context["rows"] = page.items
        context["pager"] = Pager(
            offset, PAGE_SIZE, page.total, len(page.items), {"contains": contains}
        )
        return app.render(request, "sessions.html", "sessions", **context)

    async def session(request: Request) -> Response:
        session_id = request.query_params.get("id", "")
        info = h.views.session_info(session_id) if session_id else None
        if info is None:
            return app.render(
                request,
                "error.html",
                "sessions",
                404,
                title="No such session",
                message=f"No archived session has the id {session_id!r}.",
            )
        at = request.query_params.get("at", "")
        offset = offset_of(request)
        if at:
            seq = h.views.message_position(session_id, at)
            if seq is not None:
                offset = max(0, seq - CONTEXT_BEFORE)
        page = h.views.session_messages(session_id, offset=offset, limit=PAGE_SIZE)
        events = h.compaction_events(session_id)
        return app.render(
            request,
            "session.html",
            "sessions",
            info=info,
            messages=page.items,
            at=at,
            pager=Pager(offset, PAGE_SIZE, page.total, len(page.items), {"id": session_id}),
            events=events,
            checkpoint=h.checkpoint(session_id),
        )

    return [Route("/sessions", listing), Route("/session", session)]
