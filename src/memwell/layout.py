"""Where memwell keeps things: the home directory and its fixed layout.

<home>/user/                  scope "user" (USER.md, MEMORY.md, topics)
<home>/workspaces/<key>/      scope "workspace", one per canonical working directory
<home>/sessions/              archived transcripts
<home>/checkpoints/           per-session compaction checkpoints
<home>/index.sqlite           derived search index
<home>/logs/                  structured decision logs (JSONL)
<home>/trash/                 deleted topics, recoverable until purged
<home>/edits/                 hand edits that did not validate, kept for the person
<home>/state/recall/          recall's per-session state (which sessions were seen)
<home>/state/service/         the warm service's socket (0600) and lock (`memwell serve`)
<home>/state/compiled/        what hook processes compiled (patterns, record classes), reused
<home>/hooks/pending-checkpoints/  checkpoints an agent CLI has yet to be shown
<home>/hooks/deferred/        work a hook left to a background job (one JSON file each)
<home>/inbox/                 consolidation candidates awaiting review (one JSON file each)
<home>/consolidation/         consolidation state: watermark, run lock, background log
<home>/.git/                  history of the memory files (user/, workspaces/, config.toml)
<home>/config.toml            optional configuration

Every path memwell writes is a property here (`memwell where` lists them all), and
every one is opened by `memwell.durable` relative to folder descriptors walked from the
home: no link inside the home is followed, even one planted after a check.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, TypeAlias

from memwell.durable import refuse_links

Scope: TypeAlias = Literal["user", "workspace"]
SCOPES: tuple[Scope, ...] = ("user", "workspace")

HOME_ENV = "MEMWELL_HOME"


def default_home() -> Path:
    """`MEMWELL_HOME` if set, else the platform's user data directory."""
    env = os.environ.get(HOME_ENV)
    if env:
        return Path(env).expanduser()
    # Imported here: platformdirs is only needed when no home was given.
    import platformdirs

    return Path(platformdirs.user_data_dir("memwell", appauthor=False))


def workspace_key(workspace: Path) -> str:
    """`<basename>-<hash of the canonical path>`: stable per directory, readable by a person."""
    canonical = workspace.expanduser().resolve()
    digest = hashlib.sha256(str(canonical).encode("utf-8")).hexdigest()[:12]
    base = re.sub(r"[^A-Za-z0-9._-]+", "-", canonical.name).strip("-.") or "root"
    return f"{base}-{digest}"


@dataclass(frozen=True, slots=True)
class Layout:
    """The resolved paths of one home and one working directory."""

    home: Path
    workspace: Path

    @classmethod
    def resolve(cls, home: Path | str | None = None, workspace: Path | str | None = None) -> Layout:
        home_path = Path(home).expanduser() if home is not None else default_home()
        ws = Path(workspace).expanduser() if workspace is not None else Path.cwd()
        return cls(home=home_path.resolve(), workspace=ws.resolve())

    def confined(self, path: Path) -> Path:
        """`path`, checked to reach no file or folder through a symbolic link inside the
        home (`LinkRefused` otherwise). The opens in `memwell.durable` need no such check
        (they cannot follow a link); call it to refuse before any work is done, or before
        handing the name to a library that opens it itself (SQLite)."""
        return refuse_links(path, self.home)

    @property
    def user_dir(self) -> Path:
        return self.home / "user"

    @property
    def workspace_dir(self) -> Path:
        return self.home / "workspaces" / workspace_key(self.workspace)

    def scope_dir(self, scope: Scope) -> Path:
        return self.user_dir if scope == "user" else self.workspace_dir

    @property
    def sessions_dir(self) -> Path:
        return self.home / "sessions"

    @property
    def checkpoints_dir(self) -> Path:
        return self.home / "checkpoints"

    @property
    def index_path(self) -> Path:
        return self.home / "index.sqlite"

    @property
    def logs_dir(self) -> Path:
        return self.home / "logs"

    @property
    def trash_dir(self) -> Path:
        return self.home / "trash"

    @property
    def edits_dir(self) -> Path:
        return self.home / "edits"

    @property
    def recall_state_dir(self) -> Path:
        return self.home / "state" / "recall"

    @property
    def service_dir(self) -> Path:
        # spelled again in memwell.service.address, which the hook client imports before
        # anything else (this module's dataclass machinery costs it milliseconds);
        # tests/service checks that the two agree
        return self.home / "state" / "service"

    @property
    def compiled_dir(self) -> Path:
        # spelled again in memwell.compiled_cache, which a hook process loads before the
        # layout (tests/hooks/test_compiled_cache.py checks that the two agree)
        return self.home / "state" / "compiled"

    @property
    def pending_checkpoints_dir(self) -> Path:
        return self.home / "hooks" / "pending-checkpoints"

    @property
    def deferred_hooks_dir(self) -> Path:
        return self.home / "hooks" / "deferred"

    @property
    def config_path(self) -> Path:
        return self.home / "config.toml"

    @property
    def lock_path(self) -> Path:
        return self.home / ".memwell.lock"

    def places(self) -> dict[str, Path]:
        """Every place memwell reads or writes, by name (what `memwell where` shows)."""
        return {
            "home": self.home,
            "user": self.user_dir,
            "workspace": self.workspace_dir,
            "workspace_source": self.workspace,
            "sessions": self.sessions_dir,
            "checkpoints": self.checkpoints_dir,
            "pending_checkpoints": self.pending_checkpoints_dir,
            "deferred_hooks": self.deferred_hooks_dir,
            "index": self.index_path,
            "recall_state": self.recall_state_dir,
            "service": self.service_dir,
            "compiled": self.compiled_dir,
            "logs": self.logs_dir,
            "trash": self.trash_dir,
            "edits": self.edits_dir,
            "inbox": self.inbox_dir,
            "consolidation": self.consolidation_dir,
            "history": self.history_dir,
            "config": self.config_path,
        }

    @property
    def inbox_dir(self) -> Path:
        return self.home / "inbox"

    @property
    def consolidation_dir(self) -> Path:
        return self.home / "consolidation"

    @property
    def consolidation_state_path(self) -> Path:
        return self.consolidation_dir / "state.json"

    @property
    def consolidation_lock_path(self) -> Path:
        return self.consolidation_dir / "run.lock"

    @property
    def history_dir(self) -> Path:
        """The Git repository of the home (its `.git`)."""
        return self.home / ".git"


def session_file_stem(session_id: str) -> str:
    """A safe, stable file name (without suffix) for a session id, which comes from an
    agent's payload: letters, digits, `.`, `_` and `-`, at most 80 of them, and a hash of
    the id when anything was changed, so `..`, an empty id or a path is still one file."""
    safe = re.sub(r"[^A-Za-z0-9._-]+", "-", session_id).strip("-.")[:80]
    if safe != session_id or not safe:
        safe = f"{safe or 'session'}-{hashlib.sha256(session_id.encode()).hexdigest()[:10]}"
    return safe
