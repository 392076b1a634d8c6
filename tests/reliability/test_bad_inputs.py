"""The rest of the audit's bad inputs (issue 12 item 14): one error line, never a
traceback, nothing half-written. (Batch lines, non-UTF-8 arguments and files, a missing
batch file, `logs -n -3` and `compact --out` are in tests/cli/test_bad_input.py.)"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from memwell.api import Harness
from memwell.compaction.types import Policy
from memwell.config import _TYPED_SECTIONS, load_settings
from memwell.errors import ConfigError
from memwell.recall.policy import MemoryPolicy, load_policy
from support.cli_run import invoke

SRC = Path(__file__).resolve().parents[2] / "src"


def one_error_line(code: int, err: str) -> str:
    assert code == 1
    assert err.startswith("Error: ") and err.count("\n") == 1, err
    return err


# --- session import: timestamps and nesting ---------------------------------------------------


@pytest.mark.parametrize("stamp", ["1e20", "-1e20", "NaN", "Infinity", "-5", "1e308"])
def test_an_impossible_timestamp_is_one_error_line_and_nothing_is_archived(
    stamp: str, isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "t.jsonl"
    good = '{"id": "1", "role": "user", "content": "first"}\n'
    source.write_text(
        good + f'{{"id": "2", "role": "user", "content": "x", "timestamp": {stamp}}}\n'
    )
    code, _, err = invoke(["session", "import", str(source), "--home", str(isolated_home)], capsys)
    line = one_error_line(code, err)
    assert f"{source}:2" in line and "not a time" in line
    assert not (isolated_home / "sessions").exists() or not any(
        (isolated_home / "sessions").iterdir()
    )


def test_a_plausible_epoch_timestamp_is_kept(harness: Harness, tmp_path: Path) -> None:
    source = tmp_path / "t.jsonl"
    source.write_text('{"id": "1", "content": "hello", "timestamp": 1700000000}\n')
    harness.import_session(source)
    [hit] = harness.search_sessions("hello")
    assert hit.timestamp is not None and hit.timestamp.startswith("2023-11-14")


def test_session_import_of_json_nested_too_deeply_is_one_error_line(
    isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "deep.jsonl"
    source.write_text('{"id": "1", "content": ' + "[" * 100_000 + "]" * 100_000 + "}\n")
    code, _, err = invoke(["session", "import", str(source), "--home", str(isolated_home)], capsys)
    assert "nested too deeply" in one_error_line(code, err)


# --- the recall log ------------------------------------------------------------------------------


def test_a_binary_line_in_the_recall_log_is_skipped_by_logs(
    harness: Harness, capsys: pytest.CaptureFixture[str]
) -> None:
    harness.turn("what was the deploy rule?", session_id="s1")
    log = harness.layout.logs_dir / "recall.jsonl"
    with log.open("ab") as handle:
        handle.write(b'\xff\xfe\x00{"kind": "turn"\x9c\n')
    harness.turn("and the rollback plan?", session_id="s1")
    home = str(harness.layout.home)
    code, out, err = invoke(["logs", "--json", "--home", home], capsys)
    assert (code, err) == (0, "")
    records = [json.loads(line) for line in out.splitlines()]
    assert len(records) == 2 and all(r["kind"] == "turn" for r in records)


def test_a_huge_logs_count_means_all(harness: Harness, capsys: pytest.CaptureFixture[str]) -> None:
    harness.turn("what was the deploy rule?", session_id="s1")
    home = str(harness.layout.home)
    code, out, err = invoke(["logs", "-n", "9" * 30, "--json", "--home", home], capsys)
    assert (code, err) == (0, "") and len(out.splitlines()) == 1


# --- configuration: every key with a value of the wrong type ---------------------------------


def _wrong_value(default: Any) -> Any:
    """A TOML value no setting of `default`'s kind accepts."""
    if isinstance(default, bool):
        return "maybe"
    if isinstance(default, int | float):
        return "soon"
    if isinstance(default, str) or default is None:
        return [1]
    return 3  # lists, tables


def _toml(section: str, key: str, value: Any) -> str:
    return f"[{section}]\n{key} = {json.dumps(value)}\n"


TYPED_KEYS = [(section, f.name) for section, cls in _TYPED_SECTIONS.items() for f in fields(cls)]


@pytest.mark.parametrize(("section", "key"), TYPED_KEYS, ids=[f"{s}.{k}" for s, k in TYPED_KEYS])
def test_every_typed_setting_of_the_wrong_type_names_the_file_and_key(
    section: str, key: str, isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    default = getattr(_TYPED_SECTIONS[section](), key)
    config = isolated_home / "config.toml"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(_toml(section, key, _wrong_value(default)))
    with pytest.raises(ConfigError) as caught:
        load_settings(isolated_home)
    assert caught.value.path == config and caught.value.issues[0].startswith(f"{section}.{key}:")
    code, _, err = invoke(["search", "x", "--home", str(isolated_home)], capsys)
    line = one_error_line(code, err)
    assert str(config) in line and f"{section}.{key}" in line


POLICY_KEYS = [f.name for f in fields(MemoryPolicy)]


@pytest.mark.parametrize("key", POLICY_KEYS)
def test_every_memory_policy_key_of_the_wrong_type_names_the_file_and_key(
    key: str, isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = isolated_home / "config.toml"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(_toml("memory_policy", key, _wrong_value(getattr(MemoryPolicy(), key))))
    with pytest.raises(ConfigError, match=f"memory_policy.{key}"):
        load_policy(load_settings(isolated_home).section("memory_policy"), config_path=config)
    code, _, err = invoke(
        ["turn", "what was the deploy rule?", "--home", str(isolated_home)], capsys
    )
    line = one_error_line(code, err)
    assert str(config) in line and f"memory_policy.{key}" in line


COMPACTION_KEYS = [f.name for f in fields(Policy)] + ["strategy", "model", "context_window"]


@pytest.mark.parametrize("key", COMPACTION_KEYS)
def test_every_compaction_key_of_the_wrong_type_names_the_file_and_key(
    key: str, isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = isolated_home / "config.toml"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(_toml("compaction", key, [1]))  # no compaction key takes a list
    transcript = tmp_path / "t.json"
    transcript.write_text('[{"role": "user", "content": "hello"}]')
    code, _, err = invoke(["compact", str(transcript), "--home", str(isolated_home)], capsys)
    line = one_error_line(code, err)
    assert str(config) in line and f"compaction.{key}" in line


@pytest.mark.parametrize(
    "toml",
    [
        "permissions = [1]",
        'limits = "x"',
        '[search]\nrecency_weight = "heavy"',
        '[index]\nfreshness_interval_s = "soon"',
        "[limits]\nlock_timeout_s = nan",
        "[limits]\nindex_max_lines = -5",
        "[search]\nhalf_life_days = 0",
        "[llm]\ntimeout_s = inf",
        '[compaction]\ncontext_window = "big"',
        "[compaction]\nmodel = 5",
        "[compaction]\nstrategy = 1",
        "[compaction]\ntrigger_ratio = [1]",
        'compaction = "x"',
    ],
)
def test_a_config_value_out_of_type_or_range_is_one_line(
    toml: str, isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text(toml + "\n")
    transcript = tmp_path / "t.json"
    transcript.write_text('[{"role": "user", "content": "hello"}]')
    # [compaction] is read by the compactor only; every other section by every command
    commands = [["compact", str(transcript)]]
    if "compaction" not in toml:
        commands.append(["search", "x"])
    for args in commands:
        code, _, err = invoke([*args, "--home", str(isolated_home)], capsys)
        assert "config.toml" in one_error_line(code, err)


# --- an unwritable or uncreatable home -------------------------------------------------------


@pytest.fixture
def read_only_home() -> Iterator[Path]:
    """A home the test's memwell process cannot write: mode 0555, and run as `nobody`
    when the tests run as root (root ignores the mode)."""
    home = Path(tempfile.mkdtemp(prefix="memwell-ro-"))
    home.chmod(0o555)
    yield home
    home.chmod(0o755)
    shutil.rmtree(home, ignore_errors=True)


def _as_unprivileged(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    prefix: list[str] = []
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("running as root without setpriv: cannot make a home unwritable")
        prefix = [setpriv, "--reuid=nobody", "--regid=nogroup", "--clear-groups"]
    return subprocess.run(
        [*prefix, sys.executable, "-m", "memwell", *args],
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(SRC), "HOME": str(cwd)},
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    "args",
    [
        ["save", "--scope", "user", "--name", "t", "--type", "user", "--description", "d"],
        ["turn", "what was the deploy rule?"],
        ["search", "deploy"],
        ["gate", "git push --force origin main"],
    ],
    ids=["save", "turn", "search", "gate"],
)
def test_an_unwritable_home_is_one_error_line(read_only_home: Path, args: list[str]) -> None:
    if args[0] == "save":
        args = [*args, "--content", "c"]
    done = _as_unprivileged([*args, "--home", str(read_only_home)], read_only_home)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    # one error line (the gate may first warn that recall was unavailable)
    [error] = [line for line in done.stderr.splitlines() if line.startswith("Error: ")]
    assert done.stderr.endswith(error + "\n") and str(read_only_home) in error
    assert list(read_only_home.iterdir()) == []


@pytest.mark.parametrize("kind", ["a file", "under a file"])
def test_a_home_that_cannot_be_a_folder_is_one_error_line(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder\n")
    home = blocker if kind == "a file" else blocker / "home"
    for args in (
        ["save", "--scope", "user", "--name", "t", "--type", "user", "--description", "d"],
        ["turn", "hi"],
        ["search", "x"],
    ):
        extra = ["--content", "c"] if args[0] == "save" else []
        code, _, err = invoke([*args, *extra, "--home", str(home)], capsys)
        if kind == "a file":  # click refuses the option itself: a usage error, exit 2
            assert code == 2 and f"Directory '{home}' is a file" in err
        else:
            assert f"{blocker} is a file, not a folder" in one_error_line(code, err)
    assert blocker.read_text() == "not a folder\n"


# --- an error memwell has no name for -----------------------------------------------------------


@pytest.mark.parametrize("error", [RecursionError("too deep"), KeyError("chunk 41"), ValueError()])
def test_an_unexpected_error_is_one_line_without_a_traceback(
    error: Exception,
    isolated_home: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # a bug met by an input nobody tried: the command line still gives one error line
    def broken(*args: object, **kwargs: object) -> None:
        raise error

    monkeypatch.setattr(Harness, "scan", broken)
    code, _, err = invoke(["ls", "--home", str(isolated_home)], capsys)
    line = one_error_line(code, err)
    assert "Traceback" not in line and f"internal error ({type(error).__name__}" in line
    code, _, err = invoke(["ls", "--home", str(isolated_home), "--verbose"], capsys)
    assert code == 1 and "Traceback (most recent call last)" in err  # --verbose shows where


def _nested(depth: int) -> str:
    return '{"a": ' * depth + "1" + "}" * depth


@pytest.mark.parametrize("depth", [900, 5000])
def test_a_gate_action_nested_too_deeply_is_still_gated(
    harness: Harness, depth: int, capsys: pytest.CaptureFixture[str]
) -> None:
    # past Python's parser depth the action was an internal error (a traceback before)
    action = f'{{"tool_name": "Bash", "tool_input": {_nested(depth)}}}'
    code, out, err = invoke(["gate", action, "--json", "--home", str(harness.layout.home)], capsys)
    assert (code, err) == (0, "")
    assert json.loads(out)["verdict"] in ("go", "ask", "no-go")


def test_a_policy_file_nested_too_deeply_is_one_error_line(
    isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    policy = tmp_path / "policy.json"
    policy.write_text(_nested(5000), encoding="utf-8")
    args = ["turn", "hello", "--policy", str(policy), "--home", str(isolated_home)]
    code, _, err = invoke(args, capsys)
    line = one_error_line(code, err)
    assert str(policy) in line and "internal error" not in line
