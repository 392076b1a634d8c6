"""Memories: browse and search topics, open, edit, delete, restore; the prompt as injected.

Edits go through `Harness.save_text`, the path `memwell edit` takes: the whole file is
parsed and validated, secrets are refused, and the content hash the page was rendered
from must still be the file's, or the save is refused and both versions are shown.
A rejected edit is re-shown with the person's text, so nothing typed is lost.
"""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from memwell.errors import FrontmatterError, MemoryNotFound, MemwellError, WriteConflict
from memwell.layout import SCOPES, Scope
from memwell.memory.document import MEMORY_TYPES
from memwell.ui.context import PAGE_SIZE, Inspector, Pager, offset_of

SEARCH_MODES = ("auto", "lexical", "semantic", "hybrid")
SEARCH_LIMIT = 50


def _scope(raw: str | None) -> Scope | None:
    return raw if raw in SCOPES else None


def _listing_link(scope: str, kind: str) -> str:
    params = {k: v for k, v in (("scope", scope), ("type", kind)) if v}
    return "/memories" + ("?" + urlencode(params) if params else "")


def _topic_path(scope: str, name: str) -> str:
    return f"/memories/{scope}/{name}"


def routes(app: Inspector) -> list[BaseRoute]:
    h = app.harness

    async def listing(request: Request) -> Response:
        params = request.query_params
        scope = _scope(params.get("scope"))
        kind = params.get("type", "")
        kind = kind if kind in MEMORY_TYPES else ""
        query = params.get("q", "").strip()
        mode = params.get("mode", "auto")
        mode = mode if mode in SEARCH_MODES else "auto"
        counts = h.views.topic_counts(scope)
        context: dict[str, Any] = {
            "link": _listing_link,
            "scope": scope or "",
            "type": kind,
            "q": query,
            "mode": mode,
            "modes": SEARCH_MODES,
            "scopes": SCOPES,
            "types": MEMORY_TYPES,
            "counts": counts,
            "total": sum(counts.values()),
            "error": None,
            "hits": None,
            "rows": (),
            "pager": None,
        }
        if query:
            try:
                hits = h.search(query, limit=SEARCH_LIMIT, scope=scope, mode=mode)  # type: ignore[arg-type]
            except MemwellError as exc:
                context["error"] = str(exc)
                return app.render(request, "memories.html", "memories", 400, **context)
            context["hits"] = [hit for hit in hits if not kind or hit.type == kind]
        else:
            page = h.views.topic_page(
                scope=scope, type=kind or None, offset=offset_of(request), limit=PAGE_SIZE
            )
            context["rows"] = page.items
            context["pager"] = Pager(
                page.offset,
                page.limit,
                page.total,
                len(page.items),
                {"scope": scope or "", "type": kind},
            )
        return app.render(request, "memories.html", "memories", **context)

    def _editor(
        request: Request,
        scope: Scope,
        name: str,
        *,
        text: str | None = None,
        error: str | None = None,
        status: int = 200,
    ) -> Response:
        """The topic page: its fields, its file, and the edit form (`text` kept on error)."""
        try:
            memory = h.get(name, scope)
        except MemoryNotFound:
            return app.render(
                request,
                "error.html",
                "memories",
                404,
                title="No such topic",
                message=f"There is no {scope} topic named {name!r} (it may have been deleted; "
                "see the trash).",
            )
        except FrontmatterError as exc:
            # a hand-written file that does not parse: shown as it is, deletable, not editable
            raw = _read_raw(app, h.layout.scope_dir(scope) / f"{name}.md")
            return app.render(
                request,
                "topic.html",
                "memories",
                200,
                scope=scope,
                name=name,
                memory=None,
                broken=str(exc),
                original=raw,
                text=raw,
                expected="",
                error=None,
            )
        original = _read_raw(app, memory.path)
        return app.render(
            request,
            "topic.html",
            "memories",
            status,
            scope=scope,
            name=name,
            memory=memory,
            broken=None,
            original=original,
            text=original if text is None else text,
            expected=memory.content_hash,
            error=error,
        )

    async def topic(request: Request) -> Response:
        scope = _scope(request.path_params["scope"])
        if scope is None:
            return _not_found(app, request)
        return _editor(request, scope, request.path_params["name"])

    async def save(request: Request, fields: dict[str, str]) -> Response:
        scope = _scope(request.path_params["scope"])
        if scope is None:
            return _not_found(app, request)
        name = request.path_params["name"]
        text = fields.get("text", "").replace("\r\n", "\n")
        expected = fields.get("expected_hash", "")
        try:
            h.save_text(scope, name, text, expected_hash=expected)
        except WriteConflict:
            return _conflict(app, request, scope, name, text)
        except MemwellError as exc:
            return _editor(request, scope, name, text=text, error=str(exc), status=422)
        return app.redirect(_topic_path(scope, name), f"Saved {scope}/{name}.")

    async def delete(request: Request, fields: dict[str, str]) -> Response:
        scope = _scope(request.path_params["scope"])
        if scope is None:
            return _not_found(app, request)
        name = request.path_params["name"]
        try:
            h.forget(name, scope)
        except MemwellError as exc:
            return app.redirect(_topic_path(scope, name), str(exc), level="error")
        return app.redirect("/trash", f"Moved {scope}/{name} to the trash; restore it below.")

    async def trash(request: Request) -> Response:
        entries = sorted(h.trash(), key=lambda e: e.deleted, reverse=True)
        return app.render(request, "trash.html", "memories", entries=entries)

    async def restore(request: Request, fields: dict[str, str]) -> Response:
        try:
            memory = h.restore(fields.get("trash_id", ""))
        except MemwellError as exc:
            return app.redirect("/trash", str(exc), level="error")
        return app.redirect(
            _topic_path(memory.scope, memory.name), f"Restored {memory.scope}/{memory.name}."
        )

    async def prompt(request: Request) -> Response:
        limits = h.settings.limits
        section = h.system_prompt()
        cut = {o.source: o for o in section.overflow}
        files: list[tuple[str, str, int | None, int]] = [
            ("user/USER.md", h.views.profile_text(), None, limits.profile_max_bytes)
        ]
        files += [
            (
                f"{s}/MEMORY.md",
                h.views.index_text(s),
                limits.index_max_lines,
                limits.index_max_bytes,
            )
            for s in SCOPES
        ]
        sources = []
        for source, text, max_lines, max_bytes in files:
            text = text.strip()
            over = cut.get(source)
            sources.append(
                {
                    "name": source,
                    "lines": len(text.splitlines()),
                    "bytes": len(text.encode("utf-8")),
                    "max_lines": max_lines,
                    "max_bytes": max_bytes,
                    "cut_lines": over.lines_omitted if over else 0,
                    "cut_bytes": over.bytes_omitted if over else 0,
                }
            )
        return app.render(request, "prompt.html", "memories", section=section, sources=sources)

    return [
        Route("/memories", listing),
        Route("/prompt", prompt),
        Route("/trash", trash),
        app.write_route("/trash/restore", restore, "memories"),
        Route("/memories/{scope}/{name}", topic),
        app.write_route("/memories/{scope}/{name}", save, "memories"),
        app.write_route("/memories/{scope}/{name}/delete", delete, "memories"),
    ]


def _read_raw(app: Inspector, path: Path) -> str:
    """A topic file exactly as on disk (what the editor shows and the conflict compares)."""
    return app.harness.store.file_text(path)


def _conflict(app: Inspector, request: Request, scope: Scope, name: str, mine: str) -> Response:
    """Both versions: the file as it is now (with its hash, to save over it knowingly) and
    the person's edit, kept in full, with the lines that differ."""
    try:
        current = app.harness.get(name, scope)
        theirs, expected = _read_raw(app, current.path), current.content_hash
    except MemoryNotFound:
        theirs, expected = "", ""
    except FrontmatterError:
        theirs, expected = _read_raw(app, app.harness.layout.scope_dir(scope) / f"{name}.md"), ""
    diff = list(
        difflib.unified_diff(
            theirs.splitlines(),
            mine.splitlines(),
            fromfile="on disk now",
            tofile="your edit",
            lineterm="",
        )
    )
    return app.render(
        request,
        "conflict.html",
        "memories",
        409,
        scope=scope,
        name=name,
        mine=mine,
        theirs=theirs,
        expected=expected,
        diff=diff,
        gone=not theirs,
    )


def _not_found(app: Inspector, request: Request) -> Response:
    return app.render(
        request, "error.html", "memories", 404, title="Not found", message="No such page."
    )
