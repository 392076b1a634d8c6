"""Context budget: what memory costs each session's context window, and over time."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from memwell.layout import SCOPES
from memwell.ui import budget, charts
from memwell.ui.context import Inspector

SESSIONS_CHARTED = 20
LARGEST = 15


def routes(app: Inspector) -> list[BaseRoute]:
    h = app.harness
    cache: dict[str, Any] = {}

    async def page(request: Request) -> Response:
        section = h.system_prompt()
        cut = {o.source: o.bytes_omitted for o in section.overflow}

        def kept(source: str, text: str) -> int:
            # the prompt holds the file up to its cap; the omitted bytes are not paid for
            size = max(0, len(text.strip().encode("utf-8")) - cut.get(source, 0))
            return budget.bytes_tokens(size)

        profile = kept("user/USER.md", h.views.profile_text())
        indexes = sum(kept(f"{s}/MEMORY.md", h.views.index_text(s)) for s in SCOPES)
        prompt = budget.PromptCost(profile=profile, indexes=indexes)
        decisions = app.timeline.decisions()
        events = h.compaction_events()
        # summing every decision is the page's cost at scale; it changes only with the logs
        key = (app.timeline.version, len(events), prompt)
        if cache.get("key") != key:
            cache["key"], cache["result"] = key, budget.compute(decisions, events, prompt)
        result = cache["result"]
        top = h.views.topic_page(order="size", limit=LARGEST)
        largest = budget.largest([(f"{t.scope}/{t.name}", t.size) for t in top.items])
        recent = result.sessions[:SESSIONS_CHARTED]
        return app.render(
            request,
            "budget.html",
            "budget",
            b=result,
            parts=budget.PARTS,
            recent=recent,
            by_session=Markup(charts.horizontal(recent)),
            by_day=Markup(charts.vertical(result.days[-60:])),
            largest=largest,
            topics=top.items,
        )

    return [Route("/budget", page)]
