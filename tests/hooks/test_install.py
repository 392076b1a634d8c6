"""`memwell install` / `uninstall`: merge, back up, idempotent, remove exactly what was added."""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from memwell.cli import cli
from memwell.errors import InstallError
from memwell.hooks.install import install, uninstall

USER_SETTINGS: dict[str, Any] = {
    "model": "opus",
    "permissions": {"allow": ["Bash(ls:*)"]},
    "hooks": {
        "PreToolUse": [
            {"matcher": "Bash", "hooks": [{"type": "command", "command": "/usr/local/bin/guard"}]}
        ],
        "Notification": [{"hooks": [{"type": "command", "command": "notify-send hi"}]}],
    },
}


def write(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")


def read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def test_claude_code_user_install_merges_and_backs_up(tmp_path: Path) -> None:
    settings = tmp_path / ".claude" / "settings.json"
    write(settings, USER_SETTINGS)
    write(tmp_path / ".claude.json", {"numStartups": 3, "mcpServers": {"other": {"command": "x"}}})
    result = install("claude-code", "user", user_home=tmp_path, home=tmp_path / "mem")
    assert result.changed
    data = read(settings)
    assert data["model"] == "opus" and data["permissions"] == USER_SETTINGS["permissions"]
    assert data["hooks"]["Notification"] == USER_SETTINGS["hooks"]["Notification"]
    pre = data["hooks"]["PreToolUse"]
    assert pre[0] == USER_SETTINGS["hooks"]["PreToolUse"][0]  # the person's guard is untouched
    ours = pre[1]
    assert set(ours["matcher"].split("|")) == {"Bash", "Edit", "MultiEdit", "NotebookEdit", "Write"}
    argv = shlex.split(ours["hooks"][0]["command"])
    assert argv[-4:] == ["hook", "claude-code", "--home", str(tmp_path / "mem")]
    for event in ("SessionStart", "UserPromptSubmit", "PreCompact", "Stop", "SessionEnd"):
        assert "matcher" not in data["hooks"][event][0]
    mcp = read(tmp_path / ".claude.json")
    assert mcp["numStartups"] == 3 and "other" in mcp["mcpServers"]
    assert mcp["mcpServers"]["memwell"]["type"] == "stdio"
    assert "mcp" in mcp["mcpServers"]["memwell"]["args"]
    backups = sorted(p.name for p in tmp_path.rglob("*.memwell-backup-*"))
    assert len(backups) == 2
    kept = tmp_path / "mem" / "backups" / "agent-settings"
    backup = next(kept.glob("*_.claude_settings.json.memwell-backup-*"))
    assert read(backup) == USER_SETTINGS
    assert not list((tmp_path / ".claude").glob("*.memwell-backup-*"))  # never beside it


def test_install_is_idempotent_and_uninstall_restores(tmp_path: Path) -> None:
    settings = tmp_path / ".claude" / "settings.json"
    write(settings, USER_SETTINGS)
    write(tmp_path / ".claude.json", {"numStartups": 3})
    install("claude-code", "user", user_home=tmp_path)
    after_first = read(settings)
    second = install("claude-code", "user", user_home=tmp_path)
    assert not second.changed
    assert read(settings) == after_first
    assert all(not c.written for c in second.changes)
    removed = uninstall("claude-code", "user", user_home=tmp_path)
    assert removed.changed
    assert read(settings) == USER_SETTINGS
    assert read(tmp_path / ".claude.json") == {"numStartups": 3}
    assert not uninstall("claude-code", "user", user_home=tmp_path).changed


def test_project_scope_paths(tmp_path: Path) -> None:
    project = tmp_path / "proj"
    project.mkdir()
    install("claude-code", "project", project_dir=project, user_home=tmp_path / "u")
    assert (project / ".claude" / "settings.json").is_file()
    assert "memwell" in read(project / ".mcp.json")["mcpServers"]
    assert not (tmp_path / "u").exists()
    install("gemini-cli", "project", project_dir=project, user_home=tmp_path / "u")
    gemini = read(project / ".gemini" / "settings.json")
    assert set(gemini["hooks"]) == {
        "SessionStart",
        "BeforeAgent",
        "BeforeTool",
        "PreCompress",
        "AfterAgent",
        "SessionEnd",
    }
    assert gemini["hooks"]["BeforeTool"][0]["hooks"][0]["timeout"] == 30_000  # milliseconds
    assert gemini["mcpServers"]["memwell"]["args"][-1] == "mcp"


def test_dry_run_writes_nothing(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    write(settings, USER_SETTINGS)
    result = install("gemini-cli", settings_path=settings, dry_run=True)
    assert result.changed and result.dry_run
    assert read(settings) == USER_SETTINGS
    assert not list(tmp_path.glob("*.memwell-backup-*"))


def test_invalid_json_is_never_clobbered(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    settings.write_text("{ not json", encoding="utf-8")
    with pytest.raises(InstallError, match="could not be read as JSON"):
        install("claude-code", settings_path=settings, mcp_path=tmp_path / "mcp.json")
    assert settings.read_text(encoding="utf-8") == "{ not json"


def test_foreign_mcp_server_named_memwell_is_kept(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    write(settings, {"mcpServers": {"memwell": {"command": "node", "args": ["other.js"]}}})
    result = install("gemini-cli", settings_path=settings)
    assert read(settings)["mcpServers"]["memwell"] == {"command": "node", "args": ["other.js"]}
    assert any("not memwell's" in note for note in result.notes)
    uninstall("gemini-cli", settings_path=settings)
    assert read(settings)["mcpServers"]["memwell"]["command"] == "node"


def test_uninstall_keeps_other_hooks_in_a_shared_group(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    install("claude-code", settings_path=settings, mcp_path=tmp_path / "m.json")
    data = read(settings)
    data["hooks"]["Stop"][0]["hooks"].append({"type": "command", "command": "say done"})
    write(settings, data)
    uninstall("claude-code", settings_path=settings, mcp_path=tmp_path / "m.json")
    assert read(settings) == {
        "hooks": {"Stop": [{"hooks": [{"type": "command", "command": "say done"}]}]}
    }


def test_cli_install_and_uninstall(tmp_path: Path, isolated_home: Path) -> None:
    runner = CliRunner()
    settings = tmp_path / "settings.json"
    mcp = tmp_path / "mcp.json"
    args = ["--settings-path", str(settings), "--mcp-path", str(mcp)]
    out = runner.invoke(cli, ["install", "claude-code", *args, "--json"])
    assert out.exit_code == 0, out.output
    report = json.loads(out.output)
    assert report["changed"] and report["action"] == "install"
    assert "hooks.PreToolUse" in report["changes"][0]["added"]
    # install recorded the MCP server's handshake, so the agent's first start is fast
    assert "MCP server handshake recorded: it answers the agent at once" in report["notes"]
    assert (isolated_home / "state" / "mcp-handshake.json").is_file()
    again = runner.invoke(cli, ["install", "claude-code", *args])
    assert "nothing to change" in again.output
    gone = runner.invoke(cli, ["uninstall", "claude-code", *args])
    assert gone.exit_code == 0 and "remove hooks.Stop" in gone.output
    assert not settings.exists() and not mcp.exists()  # nothing but memwell's was in them


def test_cli_user_scope_uses_home_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    out = CliRunner().invoke(cli, ["install", "gemini-cli", "--json"])
    assert out.exit_code == 0, out.output
    settings = tmp_path / ".gemini" / "settings.json"
    assert json.loads(out.output)["changes"][0]["path"] == str(settings)
    assert "BeforeTool" in read(settings)["hooks"]
    CliRunner().invoke(cli, ["uninstall", "gemini-cli"])
    assert not settings.exists() and not settings.parent.exists()


def test_reinstall_follows_a_moved_memwell(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    install("gemini-cli", settings_path=settings, home=tmp_path / "old-home")
    moved = install("gemini-cli", settings_path=settings, home=tmp_path / "new-home")
    assert moved.changed and "hooks.BeforeTool" in moved.changes[0].updated
    data = read(settings)
    commands = [h["command"] for g in data["hooks"].values() for e in g for h in e["hooks"]]
    assert commands and all(str(tmp_path / "new-home") in c for c in commands)
    assert len(data["hooks"]["BeforeTool"]) == 1  # updated in place, not added twice
    assert str(tmp_path / "new-home") in " ".join(data["mcpServers"]["memwell"]["args"])


def test_project_uninstall_leaves_no_empty_files_and_no_backups_in_the_repo(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = tmp_path / "project"
    (project / ".gemini").mkdir(parents=True)
    write(project / ".gemini" / "settings.json", {"theme": "dark"})
    backups = tmp_path / "home" / "backups"
    for agent in ("claude-code", "gemini-cli"):
        install(agent, "project", project_dir=project, backups=backups)  # type: ignore[arg-type]
    assert (project / ".mcp.json").is_file() and (project / ".claude" / "settings.json").is_file()
    for agent in ("claude-code", "gemini-cli"):
        result = uninstall(agent, "project", project_dir=project, backups=backups)  # type: ignore[arg-type]
        assert result.changed
    assert not (project / ".mcp.json").exists()
    assert not (project / ".claude").exists()  # it held only memwell's hooks
    assert read(project / ".gemini" / "settings.json") == {"theme": "dark"}  # the person's
    assert not list(project.rglob("*.memwell-backup-*"))
    assert len(list(backups.glob("*.memwell-backup-*"))) == 4  # gemini twice, .claude, .mcp
