"""What every page handler shares: the harness, the templates, the secrets, the tabs.

Handlers are coroutines on purpose: they run one at a time on the server's event-loop
thread, because the index's SQLite connection belongs to the thread that opened it.
Each call is milliseconds of local I/O for one person's browser.
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from memwell.recall.decisions import DecisionLog
from memwell.ui.security import CSRF_FIELD, FormRejected, Secrets, check_form
from memwell.ui.timeline import Timeline

if TYPE_CHECKING:
    from memwell.api import Harness

PACKAGE_DIR = Path(__file__).resolve().parent
PAGE_SIZE = 50

WriteHandler = Callable[[Request, dict[str, str]], Awaitable[Response]]


@dataclass(frozen=True, slots=True)
class Tab:
    key: str
    title: str
    path: str


# The navigation, in order; each tab is one module under pages/.
TABS: tuple[Tab, ...] = (
    Tab("memories", "Memories", "/memories"),
    Tab("recall", "Recall timeline", "/recall"),
    Tab("sessions", "Sessions", "/sessions"),
    Tab("budget", "Context budget", "/budget"),
    Tab("inbox", "Review inbox", "/inbox"),
    Tab("history", "History", "/history"),
)


@dataclass(frozen=True, slots=True)
class Pager:
    """Previous/next links for a listing paged by offset."""

    offset: int
    limit: int
    total: int
    shown: int
    base: Mapping[str, str]  # the listing's other query parameters

    def link(self, offset: int) -> str:
        params = {k: v for k, v in self.base.items() if v}
        if offset:
            params["offset"] = str(offset)
        return "?" + urlencode(params)

    @property
    def previous(self) -> str | None:
        return self.link(max(0, self.offset - self.limit)) if self.offset > 0 else None

    @property
    def next(self) -> str | None:
        return (
            self.link(self.offset + self.limit) if self.offset + self.shown < self.total else None
        )

    @property
    def summary(self) -> str:
        if not self.total:
            return "nothing to show"
        return f"{self.offset + 1:,} to {self.offset + self.shown:,} of {self.total:,}"


def stamp(value: object) -> str:
    """An ISO 8601 time as people read it: "2026-12-01 09:34:54 UTC" (seconds kept)."""
    text = str(value or "")
    if len(text) < 19 or text[10] != "T":
        return text
    zone = " UTC" if text.endswith(("+00:00", "Z")) else ""
    return text[:10] + " " + text[11:19] + zone


def home_relative(path: object) -> str:
    """A path as people write it: `~/...` under their home directory, else unchanged."""
    target = Path(str(path))
    try:
        return "~/" + target.relative_to(Path.home()).as_posix()
    except (ValueError, RuntimeError):  # elsewhere, or no home directory is known
        return str(target)


def offset_of(request: Request) -> int:
    """The `offset` query parameter; anything that is not a small whole number is 0."""
    raw = request.query_params.get("offset", "0")
    return int(raw) if raw.isdigit() and len(raw) < 10 else 0


class Inspector:
    def __init__(self, harness: Harness, keys: Secrets, port: Callable[[], int]) -> None:
        self.harness = harness
        self.keys = keys
        self.port = port
        log = DecisionLog(harness.layout)
        # the log module's own reader: plain file reads, safe on the warm-up thread
        self.timeline = Timeline(lambda: log.read(limit=None), log.rotated, log.path)
        self.templates = Environment(
            loader=FileSystemLoader(PACKAGE_DIR / "templates"),
            autoescape=select_autoescape(["html"]),
            trim_blocks=True,
            lstrip_blocks=True,
        )
        self.templates.filters["stamp"] = stamp
        self.templates.filters["home_relative"] = home_relative
        self._notes: dict[str, tuple[str, str]] = {}  # id -> (level, text)

    def render(
        self, request: Request, template: str, tab: str, status: int = 200, **context: Any
    ) -> HTMLResponse:
        note_id = request.query_params.get("note", "")
        html = self.templates.get_template(template).render(
            tabs=TABS,
            tab=tab,
            csrf_field=CSRF_FIELD,
            csrf=self.keys.csrf,
            note=self._notes.pop(note_id, None),
            layout=self.harness.layout,
            **context,
        )
        return HTMLResponse(html, status_code=status)

    async def form(self, request: Request) -> dict[str, str]:
        """The POSTed fields, after the CSRF and origin checks (`FormRejected` if not)."""
        headers = {k.lower(): v for k, v in request.headers.items()}
        return check_form(self.keys, self.port(), headers, await request.body())

    def write_route(self, path: str, handler: WriteHandler, tab: str) -> Route:
        """A POST route whose handler runs only after the CSRF and origin checks: every
        write is declared this way, so none can skip them."""

        async def endpoint(request: Request) -> Response:
            try:
                fields = await self.form(request)
            except FormRejected as exc:
                return self.render(
                    request, "error.html", tab, exc.status, title="Not saved", message=exc.reason
                )
            return await handler(request, fields)

        return Route(path, endpoint, methods=["POST"])

    def redirect(
        self, path: str, note: str | None = None, *, level: str = "ok"
    ) -> RedirectResponse:
        """303 to `path` (a GET after a write), with a one-time note shown on arrival."""
        if note:
            note_id = secrets.token_urlsafe(6)
            self._notes[note_id] = (level, note)
            if len(self._notes) > 100:  # notes never fetched (tab closed) do not pile up
                self._notes.pop(next(iter(self._notes)))
            path += ("&" if "?" in path else "?") + urlencode({"note": note_id})
        return RedirectResponse(path, status_code=303)
