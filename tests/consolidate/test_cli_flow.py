"""The whole flow through the real command line, one process per command, as a person
would run it: sessions -> consolidate -> inbox -> accept -> history -> diff -> restore."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from consolidate.conftest import SESSION_ONE, SESSION_TWO

SRC = Path(__file__).resolve().parents[2] / "src"


@pytest.fixture
def memwell(isolated_home: Path, workspace_dir: Path):  # type: ignore[no-untyped-def]
    env = {**os.environ, "PYTHONPATH": str(SRC), "MEMWELL_HOME": str(isolated_home)}

    def run(
        *args: str, ok: bool = True, stdin: str | None = None
    ) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(
            [sys.executable, "-m", "memwell", *args, "--workspace", str(workspace_dir)],
            capture_output=True,
            text=True,
            env=env,
            input=stdin,
            check=False,
        )
        if ok:
            assert done.returncode == 0, done.stderr
        return done

    return run


def write_session(path: Path, messages: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(m) + "\n" for m in messages), encoding="utf-8")
    return path


def test_sessions_to_inbox_to_history_and_back(memwell, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    memwell("session", "import", str(write_session(tmp_path / "s1.jsonl", SESSION_ONE)))
    out = memwell("consolidate").stdout
    assert "4 candidate(s) proposed" in out and "memwell inbox" in out

    listed = json.loads(memwell("inbox", "--json").stdout)
    by_kind = {c["kind"]: c for c in listed}
    assert set(by_kind) == {"preference", "decision", "constraint", "person"}
    shown = memwell("inbox", "show", by_kind["decision"]["id"]).stdout
    assert 'session s1 message u2: "We decided to use Postgres' in shown

    accepted = memwell("inbox", "accept", by_kind["decision"]["id"], by_kind["constraint"]["id"])
    assert "recorded as" in accepted.stdout
    memwell("inbox", "reject", by_kind["person"]["id"], "--reason", "not needed")
    memwell(
        "inbox",
        "edit",
        by_kind["preference"]["id"],
        "--statement",
        "The user prefers tabs in Python files.",
        "--accept",
    )
    assert "tabs in Python" in memwell("show", by_kind["preference"]["topic"]).stdout
    assert json.loads(memwell("inbox", "--json").stdout) == []

    history = json.loads(memwell("history", "--json").stdout)
    assert history[0]["subject"].startswith("consolidate: add topic")
    assert history[1]["subject"].startswith("consolidate: accept 2 candidates")
    two_accepts = history[1]["rev"]
    patch = memwell("diff", two_accepts).stdout
    assert "+Never deploy on Fridays." in patch and "Evidence: session s1 message u2" in patch

    # a later session proposes superseding the decision; rejected proposals stay rejected
    memwell("session", "import", str(write_session(tmp_path / "s2.jsonl", SESSION_TWO)))
    report = json.loads(memwell("consolidate", "--json").stdout)
    assert report["ran"] and report["proposed"] == 2
    supersede = [
        c for c in json.loads(memwell("inbox", "--json").stdout) if c["operation"] == "supersede"
    ]
    assert len(supersede) == 1
    memwell("inbox", "accept", supersede[0]["id"])
    assert "Superseded by" in memwell("ls").stdout

    # restore the state right after the first accepts, asking first
    refused = memwell("restore", two_accepts, ok=False, stdin="n\n")
    assert refused.returncode == 1 and "undo the changes above?" in refused.stderr
    memwell("restore", two_accepts, "--yes")
    listing = memwell("ls").stdout
    assert "Superseded" not in listing and "tabs" not in listing
    assert json.loads(memwell("history", "--json").stdout)[0]["subject"].startswith("restore:")


def test_bad_input_gets_one_clear_line(memwell) -> None:  # type: ignore[no-untyped-def]
    bad_date = memwell("consolidate", "--since", "last tuesday", ok=False)
    assert bad_date.returncode == 2 and "is not a date" in bad_date.stderr
    missing = memwell("inbox", "accept", "c123", ok=False)
    assert missing.returncode == 1
    assert missing.stderr.strip() == (
        "Error: no candidate 'c123' in the inbox; run `memwell inbox` to list them"
    )
    no_rev = memwell("diff", "deadbeef", ok=False)
    assert no_rev.returncode == 1 and "no revision 'deadbeef'" in no_rev.stderr


def test_git_missing_is_one_clear_line(memwell, isolated_home: Path) -> None:  # type: ignore[no-untyped-def]
    env_path = os.environ.get("PATH", "")
    done = subprocess.run(
        [sys.executable, "-m", "memwell", "history"],
        capture_output=True,
        text=True,
        check=False,
        env={
            **os.environ,
            "PYTHONPATH": str(SRC),
            "MEMWELL_HOME": str(isolated_home),
            "PATH": str(isolated_home / "empty-bin"),
        },
    )
    assert env_path  # the test ran with a normal PATH otherwise
    assert done.returncode == 1 and "needs the `git` program" in done.stderr


def test_a_second_run_exits_cleanly_while_another_holds_the_lock(  # type: ignore[no-untyped-def]
    memwell, isolated_home: Path, tmp_path: Path
) -> None:
    from memwell.layout import Layout
    from memwell.memory.files import store_lock

    memwell("session", "import", str(write_session(tmp_path / "s1.jsonl", SESSION_ONE)))
    with store_lock(Layout.resolve(isolated_home).consolidation_lock_path, 1.0):
        busy = memwell("consolidate")
    assert busy.returncode == 0 and "another consolidation run is in progress" in busy.stderr
    assert "4 candidate(s) proposed" in memwell("consolidate").stdout


def test_inbox_edit_without_options_opens_the_editor(  # type: ignore[no-untyped-def]
    memwell, tmp_path: Path, isolated_home: Path, workspace_dir: Path
) -> None:
    memwell("session", "import", str(write_session(tmp_path / "s1.jsonl", SESSION_ONE)))
    memwell("consolidate")
    constraint = next(
        c for c in json.loads(memwell("inbox", "--json").stdout) if c["kind"] == "constraint"
    )
    editor = tmp_path / "editor.py"
    editor.write_text(
        "import sys, pathlib\n"
        "p = pathlib.Path(sys.argv[1])\n"
        "p.write_text(p.read_text().replace('statement: Never deploy on Fridays.',"
        " 'statement: Never deploy on Fridays or before holidays.'))\n"
    )
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "memwell",
            "inbox",
            "edit",
            constraint["id"],
            "--json",
            "--workspace",
            str(workspace_dir),
        ],
        capture_output=True,
        text=True,
        check=False,
        env={
            **os.environ,
            "PYTHONPATH": str(SRC),
            "MEMWELL_HOME": str(isolated_home),
            "EDITOR": f"{sys.executable} {editor}",
        },
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["statement"] == "Never deploy on Fridays or before holidays."
    assert "says more than its quoted evidence" in done.stderr
