"""`memwell ui` as a command: the address it prints, --port, Ctrl-C, clear errors."""

from __future__ import annotations

import importlib.util
import os
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from memwell.errors import InspectorError
from memwell.ui import require_web_stack


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(home: Path, *args: str) -> subprocess.Popen[str]:
    command = [sys.executable, "-m", "memwell", "ui", "--no-browser", "--home", str(home), *args]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_it_prints_a_tokened_address_on_the_given_port_and_stops_on_ctrl_c(
    isolated_home: Path,
) -> None:
    port = free_port()
    proc = start(isolated_home, "--port", str(port))
    assert proc.stdout is not None
    first = proc.stdout.readline()
    assert first.startswith(f"memwell inspector: http://127.0.0.1:{port}/?token=")
    url = first.split(": ", 1)[1].strip()
    browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
    with browser.open(url, timeout=10) as response:  # token -> cookie -> / -> /memories
        assert response.status == 200
        assert response.url == f"http://127.0.0.1:{port}/memories"
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(f"http://127.0.0.1:{port}/memories", timeout=10)
    assert refused.value.code == 403
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=15)
    assert proc.returncode == 0, err
    assert "stopped" in out
    assert "Traceback" not in err


def test_a_port_in_use_is_one_line_and_exit_1(isolated_home: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        proc = start(isolated_home, "--port", str(port))
        _, err = proc.communicate(timeout=30)
    assert proc.returncode == 1
    assert err.strip() == (
        f"Error: port {port} is already in use on 127.0.0.1; choose another with --port, "
        "or leave --port out for a free one"
    )


def test_a_missing_web_stack_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name: None if name == "jinja2" else real(name)
    )
    with pytest.raises(InspectorError, match=r"needs jinja2.*memwell\[ui\]"):
        require_web_stack()


@pytest.mark.parametrize(("ci", "outcome"), [("", "skipped"), ("true", "error")])
def test_browser_tests_skip_without_a_browser_but_fail_under_ci(
    tmp_path: Path, ci: str, outcome: str
) -> None:
    browser_tests = Path(__file__).with_name("test_ui_browser.py")
    env = {**os.environ, "MEMWELL_CHROMIUM": str(tmp_path / "no-chromium"), "CI": ci}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", str(browser_tests), "-q", "-p", "no:cacheprovider"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert "no Chromium" in result.stdout
    if outcome == "skipped":
        assert result.returncode == 5 or "skipped" in result.stdout  # nothing ran, not failed
        assert "error" not in result.stdout.lower().split("short test summary")[-1]
    else:
        assert result.returncode != 0
        assert "cannot run under CI" in result.stdout
