from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from memwell.cli import cli


@pytest.fixture
def run(isolated_home: Path, workspace_dir: Path):  # type: ignore[no-untyped-def]
    runner = CliRunner()

    def invoke(*args: str, input: str | None = None) -> tuple[int, str, str]:
        result = runner.invoke(
            cli,
            [*args, "--home", str(isolated_home), "--workspace", str(workspace_dir)],
            input=input,
        )
        return result.exit_code, result.stdout, result.stderr

    return invoke


def test_save_show_ls_rm_round_trip(run) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(
        "save",
        "--scope",
        "user",
        "--name",
        "prefs",
        "--type",
        "user",
        "--description",
        "Editor preferences",
        "--tag",
        "editor,vim",
        "--json",
        input="Uses vim with 4-space indents.\n",
    )
    assert code == 0
    assert json.loads(out)["tags"] == ["editor", "vim"]
    code, out, _ = run("show", "prefs", "--json")
    assert json.loads(out)["body"] == "Uses vim with 4-space indents.\n"
    code, out, _ = run("ls", "--json")
    assert [m["name"] for m in json.loads(out)["memories"]] == ["prefs"]
    code, out, _ = run("prompt")
    assert "Editor preferences" in out
    code, out, _ = run("rm", "prefs", "--json")
    assert code == 0 and json.loads(out)["deleted"] == "prefs"
    code, out, _ = run("trash", "--json")
    assert len(json.loads(out)) == 1


def test_where_lists_scope_directories(run, isolated_home: Path) -> None:  # type: ignore[no-untyped-def]
    _code, out, _ = run("where", "--json")
    places = json.loads(out)
    assert places["user"] == str(isolated_home.resolve() / "user")
    assert places["workspace"].startswith(str(isolated_home.resolve() / "workspaces" / "project-"))


def test_errors_are_one_line_and_non_zero(isolated_home: Path, workspace_dir: Path) -> None:
    import subprocess
    import sys

    proc = subprocess.run(
        [sys.executable, "-m", "memwell", "show", "ghost", "--home", str(isolated_home)],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 1
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith("Error: no memory named 'ghost'")
    assert "memwell ls" in line


def test_edit_validates_and_keeps_a_rejected_edit(
    run, monkeypatch: pytest.MonkeyPatch, isolated_home: Path
) -> None:  # type: ignore[no-untyped-def]
    run("save", "--name", "t", "--type", "project", "--description", "T", "--content", "one")
    monkeypatch.setattr("click.edit", lambda text, **kw: text.replace("one", "two"))
    code, out, _ = run("edit", "t")
    assert code == 0 and "saved" in out
    monkeypatch.setattr(
        "click.edit", lambda text, **kw: text.replace("type: project", "type: diary")
    )
    code, _, _ = run("edit", "t")
    assert code != 0
    assert (isolated_home / "edits" / "t.rejected.md").read_text().count("type: diary") == 1
    code, out, _ = run("show", "t", "--json")
    assert json.loads(out)["body"] == "two\n"
