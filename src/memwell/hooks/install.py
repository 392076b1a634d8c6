"""`memwell install` / `memwell uninstall`: add memwell's hooks and MCP server to an
agent CLI's settings, and take them out again.

Merging rules: the settings file is parsed (an unparsable file is an `InstallError`,
never overwritten); memwell's entries are added only where they are missing (or
have their command updated if memwell moved), so a second install changes nothing;
every other key and hook is kept as it was; the old file is copied to memwell's home,
`<home>/backups/agent-settings/<its path, flattened>.memwell-backup-<UTC time>`, never
next to it (a project's settings live in its repository), before it is replaced
(atomically). Uninstall deletes a file it left empty (`{}`), and its folder if that was
`.claude/` or `.gemini/` and is now empty, so no stray file is left in a repository.
memwell's entries are recognised by their command (`... hook <agent>` / `... mcp` run by
memwell) and the MCP server name `memwell`; uninstall removes those and nothing else,
and drops containers (an event's list, `hooks`, `mcpServers`) only if it emptied them.

Where things go:
- Claude Code: hooks in `~/.claude/settings.json` (user) or `<project>/.claude/settings.json`
  (project); the MCP server in `~/.claude.json` (user) or `<project>/.mcp.json` (project).
- Gemini CLI: hooks and the MCP server in `~/.gemini/settings.json` or
  `<project>/.gemini/settings.json`.
"""

from __future__ import annotations

import copy
import json
import shlex
import shutil
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal, TypeAlias

from memwell.durable import write_durable
from memwell.errors import InstallError
from memwell.hooks.agent_settings import group_hooks, is_memwell_hook, runs_memwell
from memwell.hooks.events import AgentName

InstallScope: TypeAlias = Literal["user", "project"]

MCP_SERVER_NAME = "memwell"
# Claude Code's hook timeout is in seconds, Gemini CLI's in milliseconds.
_TIMEOUT = {"claude-code": 30, "gemini-cli": 30_000}


@dataclass(frozen=True, slots=True)
class FileChange:
    path: Path
    added: tuple[str, ...]
    updated: tuple[str, ...]  # memwell's entries whose command changed (memwell moved)
    removed: tuple[str, ...]
    kept: tuple[str, ...]  # memwell's entries already there, unchanged
    after: Mapping[str, Any]
    backup: Path | None = None
    written: bool = False
    deleted: bool = False  # uninstall left it empty, so it was removed

    def to_dict(self) -> dict[str, Any]:
        return {
            "path": str(self.path),
            "added": list(self.added),
            "updated": list(self.updated),
            "removed": list(self.removed),
            "kept": list(self.kept),
            "backup": str(self.backup) if self.backup else None,
            "written": self.written,
            "deleted": self.deleted,
        }


@dataclass(frozen=True, slots=True)
class InstallResult:
    agent: AgentName
    action: Literal["install", "uninstall"]
    scope: InstallScope
    dry_run: bool
    changes: tuple[FileChange, ...]
    notes: tuple[str, ...] = ()

    @property
    def changed(self) -> bool:
        return any(c.added or c.updated or c.removed for c in self.changes)

    def to_dict(self) -> dict[str, Any]:
        return {
            "agent": self.agent,
            "action": self.action,
            "scope": self.scope,
            "dry_run": self.dry_run,
            "changed": self.changed,
            "changes": [c.to_dict() for c in self.changes],
            "notes": list(self.notes),
        }


@dataclass(frozen=True, slots=True)
class Targets:
    hooks: Path
    mcp: Path | None


def default_targets(
    agent: AgentName, scope: InstallScope, *, project_dir: Path, user_home: Path
) -> Targets:
    if agent == "claude-code":
        if scope == "user":
            return Targets(user_home / ".claude" / "settings.json", user_home / ".claude.json")
        return Targets(project_dir / ".claude" / "settings.json", project_dir / ".mcp.json")
    base = user_home if scope == "user" else project_dir
    path = base / ".gemini" / "settings.json"
    return Targets(path, path)


def memwell_command() -> list[str]:
    """How the agent should start memwell: the console script next to this Python if it
    exists (fast, no PATH needed), else `python -m memwell`."""
    script = Path(sys.executable).with_name("memwell")
    argv = [str(script)] if script.is_file() else [sys.executable, "-m", "memwell"]
    return argv


def install(
    agent: AgentName,
    scope: InstallScope = "user",
    *,
    project_dir: Path | None = None,
    user_home: Path | None = None,
    settings_path: Path | None = None,
    mcp_path: Path | None = None,
    home: Path | None = None,
    dry_run: bool = False,
    with_mcp: bool = True,
    backups: Path | None = None,
) -> InstallResult:
    """Add memwell's hooks (and MCP server) to the agent's settings; idempotent."""
    targets, notes = _targets(agent, scope, project_dir, user_home, settings_path, mcp_path)
    base = memwell_command()
    home_args = ["--home", str(home)] if home is not None else []
    hook_command = shlex.join([*base, "hook", agent, *home_args])
    events = _events(agent)
    mcp_entry = _mcp_entry(agent, [*base, "mcp", *home_args])
    plans: dict[Path, _Plan] = {}

    hooks_plan = plans.setdefault(targets.hooks, _Plan.load(targets.hooks))
    hooks = _dict_at(hooks_plan.data, "hooks", targets.hooks)
    for event, matcher in events.items():
        groups = hooks.setdefault(event, [])
        if not isinstance(groups, list):
            raise InstallError(f"{targets.hooks}: hooks.{event} is not a list; fix it and retry")
        ours = [h for g in groups for h in group_hooks(g) if is_memwell_hook(h, agent)]
        if ours:
            stale = [h for h in ours if isinstance(h, dict) and h.get("command") != hook_command]
            for old in stale:  # memwell moved (a new virtualenv, another --home): follow it
                old["command"] = hook_command
            (hooks_plan.updated if stale else hooks_plan.kept).append(f"hooks.{event}")
            continue
        entry: dict[str, Any] = {"type": "command", "command": hook_command}
        if agent == "gemini-cli":
            entry["name"] = "memwell"
        entry["timeout"] = _TIMEOUT[agent]
        group: dict[str, Any] = {"hooks": [entry]}
        if matcher is not None:
            group = {"matcher": matcher, **group}
        groups.append(group)
        hooks_plan.added.append(f"hooks.{event}")

    if with_mcp and targets.mcp is not None:
        plan = plans.setdefault(targets.mcp, _Plan.load(targets.mcp))
        servers = _dict_at(plan.data, "mcpServers", targets.mcp)
        current = servers.get(MCP_SERVER_NAME)
        if current is None:
            servers[MCP_SERVER_NAME] = mcp_entry
            plan.added.append(f"mcpServers.{MCP_SERVER_NAME}")
        elif _is_our_mcp(current):
            if current != mcp_entry and isinstance(current, dict):
                current.update(mcp_entry)
                plan.updated.append(f"mcpServers.{MCP_SERVER_NAME}")
            else:
                plan.kept.append(f"mcpServers.{MCP_SERVER_NAME}")
        else:
            notes.append(
                f"{targets.mcp}: an MCP server named {MCP_SERVER_NAME!r} exists and is not "
                "memwell's; left it alone (rename it to install memwell's)"
            )
    keep = backups or backups_dir(home)
    changes = tuple(plan.commit(dry_run, keep) for plan in plans.values())
    return InstallResult(agent, "install", scope, dry_run, changes, tuple(notes))


def uninstall(
    agent: AgentName,
    scope: InstallScope = "user",
    *,
    project_dir: Path | None = None,
    user_home: Path | None = None,
    settings_path: Path | None = None,
    mcp_path: Path | None = None,
    dry_run: bool = False,
    backups: Path | None = None,
) -> InstallResult:
    """Remove memwell's hooks and MCP server from the agent's settings; nothing else."""
    targets, notes = _targets(agent, scope, project_dir, user_home, settings_path, mcp_path)
    plans: dict[Path, _Plan] = {}
    for path in dict.fromkeys(p for p in (targets.hooks, targets.mcp) if p is not None):
        if not path.is_file():
            continue
        plan = plans.setdefault(path, _Plan.load(path))
        hooks = plan.data.get("hooks")
        if isinstance(hooks, dict):
            for event in list(hooks):
                groups = hooks[event]
                if not isinstance(groups, list):
                    continue
                kept_groups = []
                for group in groups:
                    inner = group_hooks(group)
                    ours = [h for h in inner if is_memwell_hook(h, agent)]
                    if not ours:
                        kept_groups.append(group)
                        continue
                    plan.removed.append(f"hooks.{event}")
                    rest = [h for h in inner if not is_memwell_hook(h, agent)]
                    if rest:
                        kept_groups.append({**group, "hooks": rest})
                if kept_groups:
                    hooks[event] = kept_groups
                else:
                    del hooks[event]
            if not hooks:
                del plan.data["hooks"]
        servers = plan.data.get("mcpServers")
        if isinstance(servers, dict) and _is_our_mcp(servers.get(MCP_SERVER_NAME)):
            del servers[MCP_SERVER_NAME]
            plan.removed.append(f"mcpServers.{MCP_SERVER_NAME}")
            if not servers:
                del plan.data["mcpServers"]
    keep = backups or backups_dir(None)
    changes = tuple(plan.commit(dry_run, keep, drop_if_empty=True) for plan in plans.values())
    return InstallResult(agent, "uninstall", scope, dry_run, changes, tuple(notes))


def backups_dir(home: Path | None) -> Path:
    """Where settings backups go: memwell's home, outside any repository."""
    from memwell.layout import default_home

    return (home if home is not None else default_home()) / "backups" / "agent-settings"


def backup_name(path: Path, stamp: str) -> str:
    """A backup's file name: the settings file's absolute path, flattened, so backups of
    the same name from different projects never collide."""
    flat = "_".join(part for part in path.resolve().parts if part not in ("/", "\\"))
    return f"{flat.replace(':', '')}.memwell-backup-{stamp}"


# --- helpers --------------------------------------------------------------------------------


def _targets(
    agent: AgentName,
    scope: InstallScope,
    project_dir: Path | None,
    user_home: Path | None,
    settings_path: Path | None,
    mcp_path: Path | None,
) -> tuple[Targets, list[str]]:
    defaults = default_targets(
        agent,
        scope,
        project_dir=(project_dir or Path.cwd()).resolve(),
        user_home=user_home or Path.home(),
    )
    notes: list[str] = []
    if settings_path is None:
        return Targets(defaults.hooks, mcp_path or defaults.mcp), notes
    if agent == "gemini-cli":  # Gemini CLI keeps MCP servers in the same settings file
        return Targets(settings_path, mcp_path or settings_path), notes
    if mcp_path is None:
        notes.append("--settings-path given without --mcp-path: the MCP server was not touched")
    return Targets(settings_path, mcp_path), notes


def _events(agent: AgentName) -> dict[str, str | None]:
    if agent == "claude-code":
        from memwell.hooks.claude_code import INSTALL_EVENTS
    else:
        from memwell.hooks.gemini_cli import INSTALL_EVENTS
    return INSTALL_EVENTS


def _mcp_entry(agent: AgentName, argv: list[str]) -> dict[str, Any]:
    entry: dict[str, Any] = {"command": argv[0], "args": argv[1:]}
    if agent == "claude-code":
        entry = {"type": "stdio", **entry}
    return entry


def _is_our_mcp(entry: Any) -> bool:
    if not isinstance(entry, Mapping):
        return False
    command = entry.get("command")
    args = entry.get("args")
    argv = [command, *args] if isinstance(command, str) and isinstance(args, list) else []
    return runs_memwell([str(a) for a in argv]) and "mcp" in argv


def _dict_at(data: dict[str, Any], key: str, path: Path) -> dict[str, Any]:
    value = data.setdefault(key, {})
    if not isinstance(value, dict):
        raise InstallError(f"{path}: {key!r} is not an object; fix it by hand and retry")
    return value


class _Plan:
    """One settings file: its parsed data, and what memwell changes in it."""

    def __init__(self, path: Path, data: dict[str, Any], existed: bool) -> None:
        self.path = path
        self.data = data
        self.original = copy.deepcopy(data)
        self.existed = existed
        self.added: list[str] = []
        self.updated: list[str] = []
        self.removed: list[str] = []
        self.kept: list[str] = []

    @classmethod
    def load(cls, path: Path) -> _Plan:
        if not path.exists():
            return cls(path, {}, existed=False)
        try:
            text = path.read_text(encoding="utf-8")
            data = json.loads(text) if text.strip() else {}
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise InstallError(
                f"{path} could not be read as JSON ({exc}); nothing was changed. "
                "Fix the file, or pass --settings-path to use another one"
            ) from exc
        if not isinstance(data, dict):
            raise InstallError(f"{path}: the top level is not a JSON object; nothing was changed")
        return cls(path, data, existed=True)

    def commit(self, dry_run: bool, backups: Path, *, drop_if_empty: bool = False) -> FileChange:
        changed = self.data != self.original
        backup: Path | None = None
        deleted = False
        if changed and not dry_run:
            try:
                if self.existed:
                    backups.mkdir(parents=True, exist_ok=True)
                    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
                    backup = backups / backup_name(self.path, stamp)
                    shutil.copy2(self.path, backup)
                if drop_if_empty and not self.data:
                    self.path.unlink(missing_ok=True)
                    _drop_empty_agent_folder(self.path.parent)
                    deleted = True
                else:
                    self.path.parent.mkdir(parents=True, exist_ok=True)
                    text = json.dumps(self.data, indent=2, ensure_ascii=False) + "\n"
                    _write_atomic(self.path, text)
            except OSError as exc:
                raise InstallError(f"could not write {self.path}: {exc}") from exc
        return FileChange(
            path=self.path,
            added=tuple(self.added),
            updated=tuple(self.updated),
            removed=tuple(self.removed),
            kept=tuple(self.kept),
            after=self.data,
            backup=backup,
            written=changed and not dry_run,
            deleted=deleted,
        )


def _drop_empty_agent_folder(folder: Path) -> None:
    # only the agents' own folders: never a directory the person made for other reasons
    if folder.name in (".claude", ".gemini") and folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()


def _write_atomic(path: Path, text: str) -> None:
    mode = path.stat().st_mode & 0o777 if path.exists() else 0o644
    write_durable(path, text.encode("utf-8"), mode=mode)
