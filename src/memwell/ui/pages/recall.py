"""Recall timeline: every decision record, filterable; one decision in full.

A turn's record says which memories were injected and why (score, confidence, reasons)
and how many candidates retrieval returned; the candidates themselves are not logged,
so the detail page can re-run the turn's recall query against the memories as they are
now, clearly labelled as such, to show what else was in reach.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from memwell.errors import MemwellError
from memwell.ui.context import PAGE_SIZE, Inspector, Pager, offset_of
from memwell.ui.timeline import Filters

FILTER_KEYS = ("session", "kind", "intent", "status", "since", "until")
RERUN_LIMIT = 10


def routes(app: Inspector) -> list[BaseRoute]:
    async def timeline(request: Request) -> Response:
        values = {k: request.query_params.get(k, "").strip()[:200] for k in FILTER_KEYS}
        filters = Filters(**values)
        offset = offset_of(request)
        rows, total = app.timeline.page(filters, offset=offset, limit=PAGE_SIZE)
        return app.render(
            request,
            "recall.html",
            "recall",
            rows=rows,
            filters=values,
            active=filters.active(),
            choices=app.timeline.choices(),
            pager=Pager(offset, PAGE_SIZE, total, len(rows), values),
        )

    async def decision(request: Request) -> Response:
        found = app.timeline.get(request.path_params["key"])
        if found is None:
            return app.render(
                request,
                "error.html",
                "recall",
                404,
                title="No such decision",
                message="This decision is not in the logs (they may have rotated).",
            )
        record = dict(found.record)
        injected = record.get("injected_items") or [
            {"name": name, "scope": "", "line": "", "reasons": []}
            for name in record.get("injected") or []
        ]
        rerun: list[dict[str, object]] | None = None
        rerun_error = None
        query = str(record.get("query") or "")
        if found.kind == "turn" and query and request.query_params.get("rerun") == "1":
            names = {str(item.get("name")) for item in injected}
            try:
                hits = app.harness.search(query, limit=RERUN_LIMIT)
            except MemwellError as exc:
                rerun_error = str(exc)
            else:
                rerun = [{"hit": hit, "injected": hit.name in names} for hit in hits]
        return app.render(
            request,
            "decision.html",
            "recall",
            d=found,
            r=record,
            injected=injected,
            gate=record.get("gate") if found.kind == "turn" else record,
            rerun=rerun,
            rerun_error=rerun_error,
        )

    return [Route("/recall", timeline), Route("/recall/{key}", decision)]
