"""Review inbox: consolidation's candidates with their evidence; accept, edit, reject.

Every decision goes through `Harness.consolidation`, the path `memwell inbox accept /
edit / reject` takes: accepting writes through the store (validation, permissions,
secrets, drift check) and records a history commit. Where the permission policy says
"ask", the page is the person being asked: the first accept stops at a confirmation
naming each write, and only the confirmed form answers yes (per call, never through
the shared facade).
"""

from __future__ import annotations

from collections import Counter

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from memwell.consolidate.types import STATUSES, Candidate, Evidence, Status
from memwell.errors import CandidateNotFound, CandidateOutdated, MemwellError, PermissionDenied
from memwell.layout import SCOPES, Scope
from memwell.memory.permissions import PermissionRequest
from memwell.ui.context import Inspector, Pager, offset_of

INBOX_PAGE_SIZE = 20  # candidates are cards with quotes, taller than a table row
CONFIRM_FIELD = "confirmed"
EDIT_FIELDS = ("statement", "description", "topic", "scope")


class PageAsker:
    """The `ask` callback for one accept: yes when the person confirmed on the page;
    otherwise no, remembering what was asked so the page can put it to them."""

    def __init__(self, confirmed: bool) -> None:
        self.confirmed = confirmed
        self.asked: list[PermissionRequest] = []

    def __call__(self, request: PermissionRequest) -> bool:
        self.asked.append(request)
        return self.confirmed


def evidence_link(evidence: Evidence) -> str | None:
    """Where the quote can be read in context: the message in its session, the session
    with its checkpoint, or the topic file (hygiene candidates)."""
    from urllib.parse import urlencode

    if evidence.source == "session":
        query = urlencode({"id": evidence.session_id, "at": evidence.message_id})
        return f"/session?{query}#m-{evidence.message_id}"
    if evidence.source == "checkpoint":
        return "/session?" + urlencode({"id": evidence.session_id})
    scope, _, name = evidence.session_id.partition("/")
    return f"/memories/{scope}/{name}" if scope in SCOPES and name else None


def candidate_path(candidate_id: str) -> str:
    return f"/inbox/{candidate_id}"


def routes(app: Inspector) -> list[BaseRoute]:
    h = app.harness

    async def listing(request: Request) -> Response:
        raw = request.query_params.get("status", "pending")
        status: Status = raw if raw in STATUSES else "pending"
        try:
            everything = h.consolidation.candidates(None)
        except MemwellError as exc:
            return app.render(
                request, "error.html", "inbox", 500, title="Inbox unreadable", message=str(exc)
            )
        counts = Counter(c.status for c in everything)
        chosen = [c for c in everything if c.status == status]
        if status != "pending":
            chosen.sort(key=lambda c: c.decided or "", reverse=True)  # latest decisions first
        offset = offset_of(request)
        shown = chosen[offset : offset + INBOX_PAGE_SIZE]
        pager = Pager(offset, INBOX_PAGE_SIZE, len(chosen), len(shown), {"status": status})
        return app.render(
            request,
            "inbox.html",
            "inbox",
            current=status,
            statuses=STATUSES,
            counts=counts,
            candidates=shown,
            pager=pager,
            evidence_link=evidence_link,
        )

    def _candidate_page(
        request: Request,
        candidate: Candidate,
        *,
        error: str | None = None,
        outdated: str | None = None,
        values: dict[str, str] | None = None,
        status: int = 200,
    ) -> Response:
        return app.render(
            request,
            "candidate.html",
            "inbox",
            status,
            c=candidate,
            error=error,
            outdated=outdated,
            values=values or {f: str(getattr(candidate, f)) for f in EDIT_FIELDS},
            scopes=SCOPES,
            evidence_link=evidence_link,
        )

    def _missing(request: Request, candidate_id: str) -> Response:
        return app.render(
            request,
            "error.html",
            "inbox",
            404,
            title="No such candidate",
            message=f"There is no candidate {candidate_id!r} in the inbox.",
        )

    def _load(candidate_id: str) -> Candidate | None:
        try:
            candidate: Candidate = h.consolidation.show(candidate_id)
        except CandidateNotFound:
            return None
        return candidate

    async def detail(request: Request) -> Response:
        candidate = _load(request.path_params["id"])
        if candidate is None:
            return _missing(request, request.path_params["id"])
        return _candidate_page(request, candidate)

    def _accept(
        request: Request,
        candidate: Candidate,
        fields: dict[str, str],
        action: str,
        values: dict[str, str] | None = None,
    ) -> Response:
        """Accept `candidate`; a confirmation when the policy asks, its error when refused."""
        asker = PageAsker(fields.get(CONFIRM_FIELD) == "yes")
        try:
            applied = h.consolidation.accept(candidate.id, ask=asker)
        except PermissionDenied as exc:
            if asker.asked and not asker.confirmed:
                return app.render(
                    request,
                    "confirm_write.html",
                    "inbox",
                    200,
                    c=candidate,
                    asked=asker.asked,
                    action=action,
                    fields={k: v for k, v in fields.items() if k in EDIT_FIELDS},
                    confirm_field=CONFIRM_FIELD,
                )
            return _candidate_page(request, candidate, error=str(exc), values=values, status=403)
        except CandidateOutdated as exc:
            return _candidate_page(
                request, candidate, outdated=exc.topic, error=str(exc), values=values, status=409
            )
        except MemwellError as exc:
            return _candidate_page(request, candidate, error=str(exc), values=values, status=422)
        written = ", ".join(applied.written) or "nothing"
        trashed = f"; moved to the trash: {', '.join(applied.trashed)}" if applied.trashed else ""
        commit = f" (history {applied.commit[:10]})" if applied.commit else ""
        return app.redirect("/inbox", f"Accepted {candidate.id}: wrote {written}{trashed}{commit}.")

    async def accept(request: Request, fields: dict[str, str]) -> Response:
        candidate = _load(request.path_params["id"])
        if candidate is None:
            return _missing(request, request.path_params["id"])
        return _accept(request, candidate, fields, f"/inbox/{candidate.id}/accept")

    async def edit(request: Request, fields: dict[str, str]) -> Response:
        candidate = _load(request.path_params["id"])
        if candidate is None:
            return _missing(request, request.path_params["id"])
        values = {f: fields.get(f, "").replace("\r\n", "\n").strip() for f in EDIT_FIELDS}
        scope = values["scope"]
        if scope and scope not in SCOPES:
            return _candidate_page(
                request,
                candidate,
                error=f"scope must be one of {', '.join(SCOPES)}",
                values=values,
                status=422,
            )
        changed = {
            f: values[f]
            for f in EDIT_FIELDS
            if values[f] and values[f] != str(getattr(candidate, f))
        }
        if changed:
            try:
                candidate, _ = h.consolidation.edit(
                    candidate.id,
                    statement=changed.get("statement"),
                    description=changed.get("description"),
                    topic=changed.get("topic"),
                    scope=_as_scope(changed.get("scope")),
                )
            except MemwellError as exc:
                return _candidate_page(
                    request, candidate, error=str(exc), values=values, status=422
                )
        return _accept(request, candidate, fields, f"/inbox/{candidate.id}/edit", values)

    async def reject(request: Request, fields: dict[str, str]) -> Response:
        candidate = _load(request.path_params["id"])
        if candidate is None:
            return _missing(request, request.path_params["id"])
        reason = " ".join(fields.get("reason", "").split())[:500] or None
        try:
            h.consolidation.reject(candidate.id, reason)
        except MemwellError as exc:
            return _candidate_page(request, candidate, error=str(exc), status=422)
        return app.redirect(
            "/inbox", f"Rejected {candidate.id}; it will not be proposed again.", level="ok"
        )

    return [
        Route("/inbox", listing),
        Route("/inbox/{id}", detail),
        app.write_route("/inbox/{id}/accept", accept, "inbox"),
        app.write_route("/inbox/{id}/edit", edit, "inbox"),
        app.write_route("/inbox/{id}/reject", reject, "inbox"),
    ]


def _as_scope(raw: str | None) -> Scope | None:
    return raw if raw in SCOPES else None
