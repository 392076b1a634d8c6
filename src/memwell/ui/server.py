"""The inspector's web server: a Starlette app behind the guard, served by uvicorn.

`build_app(harness)` makes the ASGI app (tests drive it in-process); `serve()` binds a
socket on 127.0.0.1 itself, so the port (random unless given) is known before the URL
is printed, then hands the socket to uvicorn. Ctrl-C stops uvicorn, which returns.
"""

from __future__ import annotations

import errno
import socket
import threading
import webbrowser
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp

from memwell.errors import InspectorError
from memwell.ui.context import PACKAGE_DIR, Inspector
from memwell.ui.pages import budget, history, inbox, memories, recall, sessions
from memwell.ui.security import HOST, Guard, Secrets

if TYPE_CHECKING:
    from memwell.api import Harness

# one module per page, each with a tab in context.py
PAGES = (memories, recall, sessions, budget, inbox, history)


@dataclass(frozen=True, slots=True)
class App:
    """The guarded ASGI app and what a client needs to reach it."""

    asgi: ASGIApp
    keys: Secrets
    inspector: Inspector


def build_app(harness: Harness, *, port: Callable[[], int], keys: Secrets | None = None) -> App:
    keys = keys or Secrets()
    inspector = Inspector(harness, keys, port)

    async def home(request: Request) -> Response:
        return RedirectResponse("/memories", status_code=303)

    async def not_found(request: Request, exc: Exception) -> Response:
        return inspector.render(
            request, "error.html", "", 404, title="Not found", message="No such page."
        )

    routes: list[BaseRoute] = [Route("/", home)]
    for page in PAGES:
        routes += page.routes(inspector)
    routes.append(Mount("/static", StaticFiles(directory=PACKAGE_DIR / "static"), name="static"))
    starlette = Starlette(routes=routes, exception_handlers={404: not_found})
    return App(Guard(starlette, keys, port), keys, inspector)


def bind(port: int | None) -> socket.socket:
    """A listening socket on 127.0.0.1 (a free port when `port` is None or 0)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((HOST, port or 0))
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise InspectorError(
                f"port {port} is already in use on {HOST}; choose another with --port, "
                "or leave --port out for a free one"
            ) from exc
        raise InspectorError(f"cannot listen on {HOST}:{port}: {exc.strerror}") from exc
    sock.listen(64)
    sock.setblocking(False)
    return sock


def serve(
    harness: Harness,
    *,
    port: int | None = None,
    open_browser: bool = True,
    announce: Callable[[str, int], None] = lambda url, port: None,
) -> None:
    """Serve the inspector until interrupted; `announce(url, port)` runs once it listens."""
    import uvicorn  # the ui extra; only serving needs it, building the app does not

    sock = bind(port)
    bound = int(sock.getsockname()[1])
    app = build_app(harness, port=lambda: bound)
    url = f"http://{HOST}:{bound}/?token={app.keys.token}"
    config = uvicorn.Config(
        app.asgi, log_level="warning", access_log=False, lifespan="off", timeout_graceful_shutdown=2
    )
    server = uvicorn.Server(config)
    # the decision log is parsed while the person looks at the first page
    threading.Thread(target=app.inspector.timeline.decisions, daemon=True).start()
    announce(url, bound)
    if open_browser:
        webbrowser.open(url)
    try:
        server.run(sockets=[sock])
    except KeyboardInterrupt:
        # Trigger: Ctrl-C. Why: uvicorn shuts down gracefully, then re-raises the signal
        # it captured. Outcome: stopping the page is a normal exit, not an abort.
        pass
    finally:
        sock.close()
