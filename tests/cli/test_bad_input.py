"""Bad input to the command line: one clear error line (or one per bad batch line), never a
traceback, and nothing after a bad batch line lost."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from support.cli_run import invoke

# a good line, a line that is not UTF-8, a good line, a line that is not JSON, a wrong shape
BAD_BATCH = b'{"q": 1}\n\xff\xfe not text\n{"q": 2}\nnot json\n[1, 2]\n'
GOOD = {
    "turn": b'{"text": "what was the deploy rule?"}',
    "gate": b'{"action": "git push --force origin main"}',
    "search": b'{"query": "deploy"}',
    "session search": b'{"query": "deploy"}',
}


@pytest.mark.parametrize("command", list(GOOD))
def test_one_bad_batch_line_gets_an_error_line_and_the_batch_goes_on(
    command: str, isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    batch = tmp_path / "in.jsonl"
    batch.write_bytes(
        BAD_BATCH.replace(b'{"q": 1}', GOOD[command]).replace(b'{"q": 2}', GOOD[command])
    )
    code, out, err = invoke(
        [*command.split(), "--batch", str(batch), "--home", str(isolated_home)], capsys
    )
    assert (code, err) == (0, "")
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 5  # one out per line in, in order
    assert [line.get("line") for line in lines] == [None, 2, None, 4, 5]
    assert "not UTF-8" in lines[1]["error"] and "not JSON" in lines[3]["error"]
    assert all(str(batch) in lines[i]["error"] for i in (1, 3, 4))


@pytest.mark.parametrize("command", list(GOOD))
def test_a_missing_batch_file_is_one_error_line(
    command: str, isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nowhere.jsonl"
    code, out, err = invoke(
        [*command.split(), "--batch", str(missing), "--home", str(isolated_home)], capsys
    )
    assert (code, out) == (1, "")
    assert err.splitlines() == [
        f"Error: cannot read the --batch file {missing}: No such file or directory"
    ]


def test_a_negative_logs_count_is_one_error_line(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = invoke(["logs", "-n", "-3", "--home", str(isolated_home)], capsys)
    assert (code, out) == (1, "")
    assert len(err.splitlines()) == 1 and "-n/--limit" in err and "-3" in err


@pytest.mark.parametrize(
    "command",
    [["writeback", "--file", "{file}"], ["compact", "{file}", "--context-window", "4000"]],
)
def test_a_file_argument_that_is_not_utf8_is_one_error_line(
    command: list[str], isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "latin1.jsonl"
    text = '{"role": "user", "content": "café décidé"}\n'
    bad.write_bytes(text.encode("latin-1"))  # é is one byte, 0xe9, and not UTF-8
    args = [word.replace("{file}", str(bad)) for word in command]
    code, out, err = invoke([*args, "--home", str(isolated_home)], capsys)
    assert (code, out) == (1, "")
    assert err.splitlines() == [
        f"Error: {bad} is not UTF-8 text (byte {text.index('é') + 1} is 0xe9); "
        "convert it to UTF-8, e.g. with iconv"
    ]


def test_a_body_on_stdin_that_is_not_utf8_is_one_error_line_and_saves_nothing(
    isolated_home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"caf\xe9 rules")))
    save = ["save", "--name", "cafe", "--type", "user", "--description", "Cafe rules"]
    code, out, err = invoke([*save, "--home", str(isolated_home)], capsys)
    assert (code, out) == (1, "")
    assert err.splitlines() == [
        "Error: stdin is not UTF-8 text (byte 4 is 0xe9); convert it to UTF-8, e.g. with iconv"
    ]
    assert not list(isolated_home.rglob("cafe.md"))


def test_an_argument_that_is_not_utf8_is_one_error_line(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from memwell.cli import main

    # what Python makes of the argv bytes b"caf\xe9" (a Latin-1 terminal)
    latin1 = b"caf\xe9".decode("utf-8", "surrogateescape")
    with pytest.raises(SystemExit) as exited:
        main(["turn", latin1, "--home", str(isolated_home)])
    assert exited.value.code == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines() == ["Error: argument 2 (caf\\xe9) is not UTF-8 text; pass it as UTF-8"]


def test_a_lone_surrogate_escape_in_a_batch_line_is_an_error_line(
    isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    batch = tmp_path / "turns.jsonl"
    # line 1 decodes to a lone surrogate; line 2's escapes are a valid pair (an emoji)
    batch.write_text('{"text": "hi", "session_id": "\\ud800"}\n{"text": "ok \\ud83d\\ude00"}\n')
    code, out, err = invoke(["turn", "--batch", str(batch), "--home", str(isolated_home)], capsys)
    assert (code, err) == (0, "")
    first, second = (json.loads(line) for line in out.splitlines())
    assert first["line"] == 1 and "lone surrogate" in first["error"]
    assert "error" not in second and second["intent"]


def test_compact_into_a_missing_folder_fails_before_persisting_a_checkpoint(
    isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    chat = tmp_path / "chat.json"
    # long enough that compacting it into 4,000 tokens persists a checkpoint (the audit's case)
    roles = ("user", "assistant")
    line = "step {}: we decided to use uv for the build of module {}. "
    turns = [{"role": roles[i % 2], "content": line.format(i, i) * 20} for i in range(40)]
    chat.write_text(json.dumps(turns), encoding="utf-8")
    out = tmp_path / "missing" / "compacted.json"
    args = ["compact", str(chat), "--out", str(out), "--context-window", "4000"]
    args += ["--session-id", "s1"]
    code, stdout, err = invoke([*args, "--home", str(isolated_home)], capsys)
    assert (code, stdout) == (1, "")
    assert err.splitlines() == [
        f"Error: --out {out}: the folder {out.parent} does not exist; create it first"
    ]
    assert not (isolated_home / "checkpoints").exists()  # nothing persisted, nothing half-done
    # the same call with a folder that exists does persist one (so the check above can fail)
    out.parent.mkdir()
    assert invoke([*args, "--home", str(isolated_home)], capsys)[0] == 0
    assert (isolated_home / "checkpoints" / "s1.md").is_file() and out.is_file()


def test_compact_of_json_nested_too_deeply_is_one_error_line(
    isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    code, out, err = invoke(["compact", str(deep), "--home", str(isolated_home)], capsys)
    assert (code, out) == (1, "")
    assert err.splitlines() == [f"Error: {deep}: JSON nested too deeply to be a transcript"]
