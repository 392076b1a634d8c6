"""History: the Git history of the memory home, each change's diff, and restore.

Read through `Harness.consolidation` (as `memwell history / diff / restore`): opening
the page first records changes made outside the inbox, as the command does. Restoring is
two steps: a page showing exactly what would change back (the diff from that state to
now), then a form post that restores and records the restore as a commit of its own.
"""

from __future__ import annotations

import re

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from memwell.consolidate.history import HistoryEntry
from memwell.errors import GitMissing, HistoryError, MemwellError
from memwell.ui.context import Inspector, offset_of

HISTORY_PAGE_SIZE = 30
RECENT = 200
_UNKNOWN = "no revision"  # how History.resolve says a revision does not exist
_REV = re.compile(r"^[0-9a-f]{4,40}$")  # only hashes: no `HEAD~1`, no option-like text


def routes(app: Inspector) -> list[BaseRoute]:
    h = app.harness
    # the workspace's folder in the home (`workspaces/<name>-<hash>/`), shown as `workspace/`
    workspace_dir = h.layout.scope_dir("workspace").relative_to(h.layout.home).as_posix() + "/"

    def short(text: str) -> str:
        return text.replace(workspace_dir, "workspace/")

    def _failed(request: Request, exc: MemwellError) -> Response:
        # an unknown revision is a missing page; git missing or failing is the server's
        status = 503 if isinstance(exc, GitMissing) else 404 if _UNKNOWN in str(exc) else 500
        return app.render(
            request, "error.html", "history", status, title="History", message=str(exc)
        )

    def _entry(rev: str) -> HistoryEntry | None:
        """The log entry of `rev`: looked up among the recent ones, then in all."""
        history = h.consolidation.history
        full = history.resolve(rev)
        for limit in (RECENT, None):
            for entry in history.log(limit):
                if entry.rev == full:
                    return entry
        return None

    async def listing(request: Request) -> Response:
        offset = offset_of(request)
        try:
            # one more than shown says whether there is an older page
            entries = h.consolidation.log(offset + HISTORY_PAGE_SIZE + 1)
        except MemwellError as exc:
            return _failed(request, exc)
        shown = entries[offset : offset + HISTORY_PAGE_SIZE]
        older = offset + HISTORY_PAGE_SIZE if len(entries) > offset + HISTORY_PAGE_SIZE else None
        newer = max(0, offset - HISTORY_PAGE_SIZE) if offset else None
        return app.render(
            request,
            "history.html",
            "history",
            short=short,
            entries=shown,
            offset=offset,
            older=older,
            newer=newer,
            latest=entries[0].rev if entries and not offset else None,
        )

    def _bad_rev(request: Request, rev: str) -> Response:
        return app.render(
            request,
            "error.html",
            "history",
            404,
            title="No such revision",
            message=f"{rev!r} is not a revision of the memory history.",
        )

    async def change(request: Request) -> Response:
        rev = request.path_params["rev"]
        if not _REV.match(rev):
            return _bad_rev(request, rev)
        try:
            diff = h.consolidation.diff(rev)
            entry = _entry(rev)
        except MemwellError as exc:
            return _failed(request, exc)
        # the message is shown on its own above; the change is the patch after it
        patch = diff[diff.find("\ndiff --git") + 1 :] if "\ndiff --git" in diff else ""
        return app.render(
            request,
            "history_entry.html",
            "history",
            short=short,
            entry=entry,
            rev=rev,
            diff=_patch(patch),
        )

    async def confirm_restore(request: Request) -> Response:
        rev = request.path_params["rev"]
        if not _REV.match(rev):
            return _bad_rev(request, rev)
        try:
            diff = h.consolidation.diff(rev, to_now=True)
            entry = _entry(rev)
        except MemwellError as exc:
            return _failed(request, exc)
        return app.render(
            request,
            "restore.html",
            "history",
            short=short,
            entry=entry,
            rev=rev,
            diff=_patch(diff),
            files=_restore_effects(diff),
        )

    async def restore(request: Request, fields: dict[str, str]) -> Response:
        rev = request.path_params["rev"]
        if not _REV.match(rev):
            return _bad_rev(request, rev)
        try:
            made = h.consolidation.restore(rev)
        except HistoryError as exc:
            return _failed(request, exc)
        except MemwellError as exc:
            return app.redirect(f"/history/{rev}", str(exc), level="error")
        if made is None:
            return app.redirect(
                f"/history/{rev}",
                f"The memory is already as it was at {rev[:10]}; nothing to restore.",
                level="warn",
            )
        return app.redirect(
            f"/history/{made}",
            f"Restored the memory as of {rev[:10]}, recorded as {made[:10]} "
            "; to undo it, restore the entry below it.",
        )

    return [
        Route("/history", listing),
        Route("/history/{rev}", change),
        Route("/history/{rev}/restore", confirm_restore),
        app.write_route("/history/{rev}/restore", restore, "history"),
    ]


def _restore_effects(diff: str) -> list[tuple[str, str]]:
    """(file, what restoring does to it) from the diff of that state to now."""
    effects: list[tuple[str, str]] = []
    for block in diff.split("diff --git ")[1:]:
        header = block.split("\n", 1)[0]
        name = header.rsplit(" b/", 1)[-1]
        if "\nnew file mode" in block:
            effects.append((name, "removed (added since)"))
        elif "\ndeleted file mode" in block:
            effects.append((name, "brought back (deleted since)"))
        else:
            effects.append((name, "put back as it was"))
    return effects


def _patch(text: str) -> list[tuple[str, str]]:
    """Each line of a patch with its class: added, deleted, a hunk or file header."""
    lines: list[tuple[str, str]] = []
    for line in text.splitlines():
        if line.startswith(
            ("+++", "---", "diff --git", "index ", "new file mode", "deleted file mode")
        ):
            kind = "file"
        elif line.startswith("+"):
            kind = "add"
        elif line.startswith("-"):
            kind = "del"
        elif line.startswith("@@"):
            kind = "hunk"
        else:
            kind = ""
        lines.append((kind, line))
    return lines
