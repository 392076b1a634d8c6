"""Read commands under concurrent writes, with real processes (issue 12 item 9).

Before the fix: search and gate raised `KeyError` when a topic's chunks were re-indexed
between two of search's queries (the gate then failed open in the hooks), a listing
said "no memory named ..." for a topic deleted while the folder was scanned, and a save
raised FileNotFoundError after its write when the file was deleted at once. Every
process here is bounded by a count of rounds; the writer also stops at a stop file.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from race_workers import FORCE_PUSH, RULE, RULE_BODY

from memwell.api import Harness

WORKERS = Path(__file__).with_name("race_workers.py")
SRC = Path(__file__).resolve().parents[2] / "src"


def _env() -> dict[str, str]:
    path = os.pathsep.join(p for p in (str(SRC), os.environ.get("PYTHONPATH")) if p)
    return {**os.environ, "PYTHONPATH": path}


def _worker(*args: object) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, str(WORKERS), *map(str, args)],
        env=_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def _failures(*outs: Path) -> list[dict[str, str]]:
    return [json.loads(line) for out in outs for line in out.read_text().splitlines()]


@pytest.fixture
def writer(harness: Harness, tmp_path: Path) -> Iterator[subprocess.Popen[bytes]]:
    """The force-push rule, then a process re-saving it and other git topics."""
    name, description = RULE
    harness.remember("user", name, "feedback", description, RULE_BODY)
    assert harness.gate(FORCE_PUSH).verdict == "no-go"  # what every racing gate must keep
    stop = tmp_path / "stop"
    process = _worker("writer", harness.layout.home, harness.layout.workspace, stop, 20_000)
    yield process
    stop.touch()
    _, err = process.communicate(timeout=120)
    assert process.returncode == 0, err.decode(errors="replace")


def test_search_list_and_gate_never_fail_while_topics_are_reindexed(
    harness: Harness, writer: subprocess.Popen[bytes], tmp_path: Path
) -> None:
    outs = [tmp_path / f"reader{i}.jsonl" for i in range(2)]
    readers = [
        _worker("reader", harness.layout.home, harness.layout.workspace, 60, out) for out in outs
    ]
    for reader in readers:
        _, err = reader.communicate(timeout=300)
        assert reader.returncode == 0, err.decode(errors="replace")
    assert writer.poll() is None, "the writer stopped before the readers were done"
    assert _failures(*outs) == []


@pytest.mark.parametrize(
    "args",
    [
        ["search", "git push force main", "--json"],
        ["ls", "--json"],
        ["gate", FORCE_PUSH, "--json"],
        ["turn", "should I force push the git branch to main?", "--json"],
    ],
    ids=["search", "ls", "gate", "turn"],
)
def test_the_read_commands_answer_while_topics_are_rewritten(
    harness: Harness, writer: subprocess.Popen[bytes], args: list[str]
) -> None:
    for _ in range(4):
        done = subprocess.run(
            [sys.executable, "-m", "memwell", *args, "--home", str(harness.layout.home)],
            cwd=harness.layout.workspace,
            env=_env(),
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0 and done.stderr == "", done.stderr
        if args[0] == "gate":
            assert json.loads(done.stdout)["verdict"] == "no-go"
    assert writer.poll() is None, "the writer stopped before the commands were done"


def test_a_save_whose_file_is_deleted_at_once_reports_success(
    harness: Harness, tmp_path: Path
) -> None:
    stop, out = tmp_path / "stop", tmp_path / "saves.jsonl"
    home, workspace = harness.layout.home, harness.layout.workspace
    unlinker = _worker("unlinker", home, workspace, stop, 900)  # longer than the saver may take
    saver = _worker("saver", home, workspace, 150, out)
    try:
        _, err = saver.communicate(timeout=300)
        assert saver.returncode == 0, err.decode(errors="replace")
        assert unlinker.poll() is None, "the deleter stopped before the saves were done"
    finally:
        stop.touch()
        unlinker.communicate(timeout=120)
    assert _failures(out) == []
