"""What an agent CLI's settings say about memwell's hooks: which entries are memwell's, and
the timeout the agent gives memwell's hook for an event.

Trigger: a hook process sets its deadline (`hooks.deadline`). Why: the agent kills a hook
at the timeout its settings give it; `memwell install` writes 30 s, but a person may set
another by hand (more, to let PreCompact build the full checkpoint in the hook; less).
A deadline from memwell's own 30 s would answer too early under a longer timeout and be
killed under a shorter one. Outcome: `hook_timeout_s` reads the timeouts of memwell's
entries for the event in every settings file the agent reads, and the deadline follows
the smallest (each entry runs as a process of its own, and which one started this
process is not told). An entry without a timeout, or no entry found (the hook set up some
other way), leaves memwell's own deadline: an agent's default differs between versions
(Claude Code has used 60 s and 600 s; Gemini CLI 60 s), and answering early is safe.

Where the agents read settings (the hooks of every file run):
- Claude Code: `<project>/.claude/settings.local.json`, `<project>/.claude/settings.json`,
  `~/.claude/settings.json`, `/etc/claude-code/managed-settings.json`; timeout in seconds.
- Gemini CLI: `<project>/.gemini/settings.json`, `~/.gemini/settings.json`,
  `/etc/gemini-cli/settings.json` (or `$GEMINI_CLI_SYSTEM_SETTINGS_PATH`); milliseconds.
The project is the agent's own (`$CLAUDE_PROJECT_DIR`, `$GEMINI_PROJECT_DIR`, set for
hooks), else the payload's `cwd`.

Standard library only, and light: a hook process imports it.
"""

from __future__ import annotations

import json
import os
import shlex
from collections.abc import Mapping
from pathlib import Path
from typing import Any

# seconds per unit of an entry's `timeout`
_UNIT = {"claude-code": 1.0, "gemini-cli": 0.001}
_PROJECT_ENV = {"claude-code": "CLAUDE_PROJECT_DIR", "gemini-cli": "GEMINI_PROJECT_DIR"}
_MOST_BYTES = 1_000_000  # a settings file larger than this is not read


def group_hooks(group: Any) -> list[Any]:
    """The hook entries of one matcher group of an event's list."""
    if isinstance(group, Mapping) and isinstance(group.get("hooks"), list):
        return list(group["hooks"])
    return []


def command_argv(command: Any) -> list[str]:
    if not isinstance(command, str):
        return []
    try:
        return shlex.split(command)
    except ValueError:
        return []


def runs_memwell(argv: list[str]) -> bool:
    if not argv:
        return False
    if Path(argv[0]).name == "memwell":
        return True
    return "-m" in argv and argv[argv.index("-m") + 1 : argv.index("-m") + 2] == ["memwell"]


def is_memwell_hook(hook: Any, agent: str) -> bool:
    """A hook entry that runs `memwell ... hook <agent>`."""
    if not isinstance(hook, Mapping):
        return False
    argv = command_argv(hook.get("command"))
    if not runs_memwell(argv) or "hook" not in argv:
        return False
    at = argv.index("hook")
    return argv[at + 1 : at + 2] == [agent]


def settings_files(agent: str, project: Path | None, user_home: Path) -> list[Path]:
    """Every settings file `agent` reads hooks from, for `project`."""
    if agent == "claude-code":
        folder, names = ".claude", ["settings.local.json", "settings.json"]
        system = Path("/etc/claude-code/managed-settings.json")
    else:
        folder, names = ".gemini", ["settings.json"]
        given = os.environ.get("GEMINI_CLI_SYSTEM_SETTINGS_PATH")
        system = Path(given or "/etc/gemini-cli/settings.json")
    local = [project / folder / name for name in names] if project is not None else []
    return [*local, user_home / folder / "settings.json", system]


def hook_timeout_s(
    agent: str, event_name: str, cwd: Path | None, *, user_home: Path | None = None
) -> float | None:
    """The smallest timeout, in seconds, that the agent's settings give memwell's hook for
    `event_name`; None if no entry of memwell's for it names one."""
    unit = _UNIT.get(agent)
    if unit is None:
        return None
    given = os.environ.get(_PROJECT_ENV[agent])
    project = Path(given) if given else cwd
    home = user_home if user_home is not None else Path.home()
    found: list[float] = []
    for path in settings_files(agent, project, home):
        for hook in _event_hooks(path, event_name):
            timeout = hook.get("timeout") if is_memwell_hook(hook, agent) else None
            if isinstance(timeout, int | float) and not isinstance(timeout, bool) and timeout > 0:
                found.append(float(timeout) * unit)
    return min(found) if found else None


def _event_hooks(path: Path, event_name: str) -> list[Mapping[str, Any]]:
    """The hook entries of `event_name` in the settings file at `path` (none if it is
    missing, too large or not the JSON the agent would read)."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(_MOST_BYTES + 1)
        data = json.loads(raw) if len(raw) <= _MOST_BYTES else None
    except (OSError, ValueError, RecursionError):
        return []
    hooks = data.get("hooks") if isinstance(data, dict) else None
    groups = hooks.get(event_name) if isinstance(hooks, dict) else None
    if not isinstance(groups, list):
        return []
    return [h for g in groups for h in group_hooks(g) if isinstance(h, Mapping)]
