"""Who may talk to the inspector: this machine, with this run's token, writes with CSRF.

The page can read and rewrite every memory, so it is guarded the way notebook servers
are, in three layers:

* Binding: the server listens on 127.0.0.1 only (server.py); the `Host` header must name
  that address (or `localhost`) and the port, so a DNS-rebinding page cannot reach it.
* Token: a random per-run token is in the URL printed and opened at start. A request
  with `?token=` that matches is redirected to the same URL without it, with the token
  in a cookie (HttpOnly, SameSite=Strict, named per port), so it does not linger in the
  address bar or history. Anything else without the token or the cookie is refused.
* CSRF: every write is a POST whose form carries a second per-run secret, rendered into
  the page's forms; a POST without it, or from another origin, is refused.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from http.cookies import CookieError, SimpleCookie
from urllib.parse import parse_qsl, quote, urlencode

from starlette.types import ASGIApp, Message, Receive, Scope, Send

HOST = "127.0.0.1"
CSRF_FIELD = "csrf"
MAX_FORM_BYTES = 2_000_000  # a topic file is capped well below this

# Headers on every response: no framing, no referrer to other sites, no caching of pages
# that show private memory, and scripts/styles only from this server. (Not "no-referrer":
# with it, Chromium sends `Origin: null` on the page's own form posts.)
SECURITY_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"cache-control", b"no-store"),
    (
        b"content-security-policy",
        b"default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; form-action 'self'",
    ),
)


@dataclass(frozen=True, slots=True)
class Secrets:
    """The per-run secrets: the access token (URL, cookie) and the CSRF token (forms)."""

    token: str = field(default_factory=lambda: secrets.token_urlsafe(24))
    csrf: str = field(default_factory=lambda: secrets.token_urlsafe(24))

    def token_ok(self, candidate: str | None) -> bool:
        return candidate is not None and hmac.compare_digest(candidate, self.token)

    def csrf_ok(self, candidate: str | None) -> bool:
        return candidate is not None and hmac.compare_digest(candidate, self.csrf)


class FormRejected(Exception):
    """A write without a valid CSRF token, from another origin, or too large."""

    def __init__(self, status: int, reason: str) -> None:
        self.status = status
        self.reason = reason
        super().__init__(reason)


def cookie_name(port: int) -> str:
    return f"memwell_inspector_{port}"


def allowed_hosts(port: int) -> frozenset[str]:
    return frozenset({f"{HOST}:{port}", f"localhost:{port}"})


class Guard:
    """ASGI middleware: Host check, token check (URL → cookie), security headers."""

    def __init__(self, app: ASGIApp, keys: Secrets, port: Callable[[], int]) -> None:
        self.app = app
        self.keys = keys
        # the port is known only once the socket is bound, after the app is built
        self.port = port

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = _headers(scope)
        port = self.port()
        if headers.get("host", "") not in allowed_hosts(port):
            await _plain(send, 403, "memwell inspector: requests must be addressed to this machine")
            return
        query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1")))
        if self.keys.token_ok(query.get("token")):
            # Trigger: the URL printed at start. Outcome: the token moves into a cookie and
            # the browser is sent to the same address without it.
            rest = urlencode({k: v for k, v in query.items() if k != "token"})
            location = quote(scope.get("path", "/")) + (f"?{rest}" if rest else "")
            cookie = (
                f"{cookie_name(port)}={self.keys.token}; Path=/; HttpOnly; SameSite=Strict"
            ).encode("latin-1")
            await send(
                {
                    "type": "http.response.start",
                    "status": 303,
                    "headers": [
                        (b"location", location.encode("utf-8")),
                        (b"set-cookie", cookie),
                        *SECURITY_HEADERS,
                    ],
                }
            )
            await send({"type": "http.response.body", "body": b""})
            return
        jar: SimpleCookie = SimpleCookie()
        try:
            jar.load(headers.get("cookie", ""))
        except CookieError:  # a malformed cookie header is no cookie
            jar = SimpleCookie()
        morsel = jar.get(cookie_name(port))
        if not self.keys.token_ok(morsel.value if morsel is not None else None):
            await _plain(
                send,
                403,
                "memwell inspector: this page needs the token from the address `memwell ui` "
                "printed; open that address again",
            )
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []), *SECURITY_HEADERS]}
            await send(message)

        await self.app(scope, receive, with_headers)


def check_form(keys: Secrets, port: int, headers: Mapping[str, str], body: bytes) -> dict[str, str]:
    """The fields of a url-encoded POST body, or `FormRejected` when the write must not run."""
    origin = headers.get("origin")
    if origin is not None and origin not in {f"http://{h}" for h in allowed_hosts(port)}:
        raise FormRejected(403, f"write refused: it came from another site ({origin})")
    if len(body) > MAX_FORM_BYTES:
        raise FormRejected(413, "write refused: the form is larger than a topic file may be")
    try:
        fields = dict(parse_qsl(body.decode("utf-8"), keep_blank_values=True))
    except UnicodeDecodeError as exc:
        raise FormRejected(400, "write refused: the form is not UTF-8") from exc
    if not keys.csrf_ok(fields.get(CSRF_FIELD)):
        raise FormRejected(
            403, "write refused: the page was out of date or not from this server; reload it"
        )
    return fields


def _headers(scope: Scope) -> dict[str, str]:
    return {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}


async def _plain(send: Send, status: int, text: str) -> None:
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-type", b"text/plain; charset=utf-8"), *SECURITY_HEADERS],
        }
    )
    await send({"type": "http.response.body", "body": text.encode("utf-8")})
