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


def test_edit_keeps_frontmatter_changes(run, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    run("save", "--name", "t", "--type", "project", "--description", "T", "--content", "one")

    def add_key(text: str, **kw: object) -> str:
        return text.replace("type: project", "type: project\nsource: handwritten").replace(
            "created: '", "created: '2020-01-02T00:00:00+00:00' #'"
        )

    monkeypatch.setattr("click.edit", add_key)
    code, _, _ = run("edit", "t")
    assert code == 0
    _, out, _ = run("show", "t")
    assert "source: handwritten" in out
    assert "created: '2020-01-02T00:00:00+00:00'" in out


def test_rm_removes_a_file_that_does_not_parse(run, workspace_dir: Path) -> None:  # type: ignore[no-untyped-def]
    _, out, _ = run("where", "--json")
    ws = Path(json.loads(out)["workspace"])
    ws.mkdir(parents=True, exist_ok=True)
    (ws / "broken.md").write_text("no frontmatter\n")
    code, out, _ = run("rm", "broken")
    assert code == 0 and "deleted workspace/broken" in out
    assert not (ws / "broken.md").exists()


def test_trash_subcommands_take_home_options(run) -> None:  # type: ignore[no-untyped-def]
    run("save", "--name", "t", "--type", "project", "--description", "T", "--content", "x")
    run("rm", "t")
    _, out, _ = run("trash", "--json")
    (entry,) = json.loads(out)
    # `run` appends --home/--workspace after the subcommand's own arguments
    code, out, _ = run("trash", "restore", entry["id"])
    assert code == 0 and "restored workspace/t" in out
    run("rm", "t")
    code, out, _ = run("trash", "purge", "--yes", "--json")
    assert code == 0 and json.loads(out) == {"purged": 1}


def test_a_directory_named_like_a_topic_is_not_a_topic(run, isolated_home: Path) -> None:  # type: ignore[no-untyped-def]
    code, _, _ = run(
        "save", "--scope", "user", "--name", "alpha", "--type", "user",
        "--description", "Alpha notes", "--content", "we deploy on fridays",
    )  # fmt: skip
    assert code == 0
    (isolated_home / "user" / "x.md").mkdir()
    code, out, err = run("ls")
    assert (code, err) == (0, "")
    assert "alpha" in out and "x" not in out.split()
    code, out, err = run("turn", "what did we decide about deploying on fridays?")
    assert (code, err) == (0, "")
    assert "alpha" in out
    code, out, err = run("search", "fridays")
    assert code == 0 and "alpha" in out
