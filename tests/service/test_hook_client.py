"""The hook client's own parts: the hook frame both ways, the default home without
platformdirs, and what a hook process imports when the service answers it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from memwell.service import address, client

NOT_UTF8_DIR = os.fsdecode(b"/tmp/caf\xe9")  # a path whose bytes are not UTF-8


def test_a_hook_request_frame_reads_back_as_it_was_written() -> None:
    payload = '{"prompt": "a\\u0000b \\ud800 \u65e5\u672c"}\0 and a NUL after the JSON'
    ignored = ("-v", "--colour=\0no"[:8], NOT_UTF8_DIR)
    frame = client.hook_frame("claude-code", "/h/o me", NOT_UTF8_DIR, payload, ignored, 4242)
    assert frame.startswith(client.HOOK_FRAME + b"\0")
    assert client.read_hook_frame(frame) == (
        "claude-code",
        "/h/o me",
        NOT_UTF8_DIR,
        payload,
        ignored,
        4242,
    )


def test_a_hook_frame_without_ignored_arguments_keeps_an_empty_payload() -> None:
    frame = client.hook_frame("gemini-cli", "/h", "/w", "", (), 7)
    assert client.read_hook_frame(frame) == ("gemini-cli", "/h", "/w", "", (), 7)


@pytest.mark.parametrize(
    "frame",
    [
        b"",
        b'{"v": 1, "op": "hook"}',
        client.HOOK_FRAME + b"\0claude-code\0/h\0/w\x001",  # cut before the count
        client.HOOK_FRAME + b"\0claude-code\0/h\0/w\x001\0x\0{}",  # the count is not a number
        client.HOOK_FRAME + b"\0claude-code\0/h\0/w\0me\x000\0{}",  # the pid is not a number
        client.HOOK_FRAME + b"\0claude-code\0/h\0/w\x001\x002\0-v",  # fewer arguments than said
        b"memwell-hook/1\0claude-code\0/h\0/w\x000\0{}",  # an older client's frame
    ],
)
def test_a_frame_that_is_not_one_is_refused(frame: bytes) -> None:
    assert client.read_hook_frame(frame) is None


def test_a_hook_reply_frame_reads_back_and_a_cut_one_is_refused() -> None:
    stdout = json.dumps({"hookSpecificOutput": {"additionalContext": "x\0y \ud800"}})
    stdout = stdout.replace("\\ud800", "\ud800")  # a lone surrogate, as JSON escapes give
    frame = client.hook_reply_frame(stdout, 2, "memwell: ignored -v\0")
    assert client.read_hook_reply(frame) == (stdout, 2, "memwell: ignored -v\0")
    assert client.read_hook_reply(frame[:20]) is None  # the service died mid-reply
    assert client.read_hook_reply(client.HOOK_FRAME + b"\0--2\x000\0") is None
    assert client.read_hook_reply(b'{"ok": false, "error": "expected protocol 1"}\n') is None


def test_answer_hook_is_none_without_a_service(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MEMWELL_SERVICE", raising=False)
    assert client.answer_hook("claude-code", str(tmp_path), "{}") is None


@pytest.mark.parametrize(
    "env",
    [
        {"HOME": "/home/ana"},
        {"HOME": "/home/ana", "XDG_DATA_HOME": ""},
        {"HOME": "/home/ana", "XDG_DATA_HOME": "   "},
        {"HOME": "/home/ana", "XDG_DATA_HOME": "/data/ana/"},
        {"HOME": "/home/ana", "XDG_DATA_HOME": "relative/share"},  # platformdirs decides
        {"HOME": "relative-home"},  # platformdirs decides
    ],
)
def test_the_default_home_is_the_one_platformdirs_gives(
    env: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import platformdirs

    for name in ("HOME", "XDG_DATA_HOME", "MEMWELL_HOME"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert address.default_home_dir() == platformdirs.user_data_dir("memwell", appauthor=False)


def test_the_str_home_and_the_path_home_agree(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memwell.layout import Layout

    (tmp_path / "real").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "real")
    monkeypatch.setenv("MEMWELL_HOME", str(tmp_path / "link"))
    assert address.home_dir(None) == str(address.resolve_home(None)) == str(tmp_path / "real")
    assert address.resolve_home(None) == Layout.resolve().home.resolve()
    assert address.socket_file(address.home_dir(None)) == str(
        address.socket_path(tmp_path / "real")
    )
