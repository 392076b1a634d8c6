"""`memwell session import/search/ls`, `memwell search`, `memwell reindex` via CliRunner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from memwell.cli import cli
from support.cli_run import invoke

CHAT = [
    {
        "id": "m1",
        "speaker": "Ann",
        "content": "Shall we move the standup to 10am?",
        "timestamp": "2024-03-01T09:00:00Z",
    },
    {
        "id": "m2",
        "speaker": "Bob",
        "content": "Yes, ten works for the whole team.",
        "timestamp": "2024-03-01T09:01:00Z",
    },
    {
        "id": "m3",
        "speaker": "Ann",
        "content": "Also the quarterly offsite is in Lisbon.",
        "timestamp": "2024-03-01T09:02:00Z",
    },
]


def run(*args: str) -> str:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.stdout


def imported(tmp_path: Path, home: Path) -> Path:
    path = tmp_path / "standup.jsonl"
    path.write_text("".join(json.dumps(m) + "\n" for m in CHAT), encoding="utf-8")
    run("session", "import", str(path), "--home", str(home), "--json")
    return path


def test_import_then_search_json(tmp_path: Path, isolated_home: Path) -> None:
    path = tmp_path / "standup.jsonl"
    path.write_text("".join(json.dumps(m) + "\n" for m in CHAT), encoding="utf-8")
    out = json.loads(
        run(
            "session",
            "import",
            str(path),
            "--session-id",
            "s1",
            "--home",
            str(isolated_home),
            "--json",
        )
    )
    assert out["session_id"] == "s1" and out["added"] == 3
    hits = json.loads(
        run(
            "session",
            "search",
            "offsite Lisbon",
            "--json",
            "--limit",
            "2",
            "--home",
            str(isolated_home),
        )
    )
    assert hits[0]["message_id"] == "m3"
    assert set(hits[0]) >= {"message_id", "session_id", "timestamp", "score", "snippet"}
    assert len(hits) <= 2


def test_batch_one_line_per_query_in_order(tmp_path: Path, isolated_home: Path) -> None:
    imported(tmp_path, isolated_home)
    queries = tmp_path / "q.jsonl"
    queries.write_text(
        '{"query": "Lisbon offsite"}\n\n{"query": "!!!"}\n{"query": "standup time", "limit": 1}\n',
        encoding="utf-8",
    )
    lines = run(
        "session", "search", "--batch", str(queries), "--json", "--home", str(isolated_home)
    ).splitlines()
    results = [json.loads(line) for line in lines]
    assert [r["query"] for r in results] == ["Lisbon offsite", "!!!", "standup time"]
    assert results[0]["hits"][0]["message_id"] == "m3"
    assert results[1]["hits"] == []
    assert len(results[2]["hits"]) == 1 and results[2]["hits"][0]["message_id"] == "m1"


def test_batch_from_stdin(tmp_path: Path, isolated_home: Path) -> None:
    imported(tmp_path, isolated_home)
    result = CliRunner().invoke(
        cli,
        ["session", "search", "--batch", "-", "--home", str(isolated_home)],
        input='{"query": "Lisbon"}\n',
    )
    assert result.exit_code == 0
    assert json.loads(result.stdout)["hits"][0]["message_id"] == "m3"


def test_text_output_and_ls(tmp_path: Path, isolated_home: Path) -> None:
    imported(tmp_path, isolated_home)
    out = run("session", "search", "Lisbon", "--home", str(isolated_home))
    assert "standup m3" in out and "Ann:" in out
    listing = json.loads(run("session", "ls", "--json", "--home", str(isolated_home)))
    assert listing[0]["session_id"] == "standup" and listing[0]["message_count"] == 3


def test_search_needs_query_or_batch(isolated_home: Path) -> None:
    result = CliRunner().invoke(cli, ["session", "search", "--home", str(isolated_home)])
    assert result.exit_code == 2 and "QUERY" in result.output


def test_memory_search_and_reindex(isolated_home: Path, workspace_dir: Path) -> None:
    user = isolated_home / "user"
    user.mkdir(parents=True)
    (user / "editor.md").write_text(
        "---\nname: editor\ntype: user\ndescription: Editor preferences\n---\nUses neovim.\n",
        encoding="utf-8",
    )
    common = ["--home", str(isolated_home), "--workspace", str(workspace_dir)]
    result = CliRunner().invoke(cli, ["reindex", "--json", *common])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["memories"] == 1
    assert "indexing" in result.stderr  # the progress bar goes to stderr
    hits = json.loads(run("search", "neovim", "--json", *common))
    assert hits[0]["name"] == "editor" and hits[0]["scope"] == "user"
    batch = CliRunner().invoke(
        cli, ["search", "--batch", "-", *common], input='{"query": "neovim"}\n{"query": "x"}\n'
    )
    lines = [json.loads(line) for line in batch.stdout.splitlines()]
    assert [r["query"] for r in lines] == ["neovim", "x"]
    assert lines[0]["hits"][0]["name"] == "editor" and lines[1]["hits"] == []
    text = run("search", "editor", *common)
    assert "user:editor" in text


def test_importing_an_empty_file_says_so(tmp_path: Path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    home = tmp_path / "home"
    result = CliRunner().invoke(cli, ["session", "import", str(empty), "--home", str(home)])
    assert result.exit_code != 0
    assert "holds no messages" in str(result.exception)
    assert not (home / "sessions").exists()


def test_an_ambiguous_session_id_prefix_is_one_error_line_naming_the_sessions(
    tmp_path: Path, isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "standup.jsonl"
    path.write_text("".join(json.dumps(m) + "\n" for m in CHAT), encoding="utf-8")
    for sid in ("ab12cd34-1111", "ab12cd34-2222"):
        run("session", "import", str(path), "--session-id", sid, "--home", str(isolated_home))
    args = ["session", "search", "offsite", "--home", str(isolated_home), "--session-id"]
    code, out, err = invoke([*args, "ab12cd34-1"], capsys)
    assert code == 0 and "ab12cd34-1111 m3" in out
    code, out, err = invoke([*args, "ab12cd34"], capsys)
    assert code == 1 and out == ""
    assert "ab12cd34-1111, ab12cd34-2222" in err and "give more of the id" in err
