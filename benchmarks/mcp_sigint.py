"""Does SIGINT end `memwell mcp` at once? The thread that takes the signal, measured.

    python benchmarks/mcp_sigint.py model [--trials 40] [--workers 2]
    python benchmarks/mcp_sigint.py server [--runs 20] [--hogs 0] [--to-thread] [--src OTHER/src]

* `model`: a process shaped like the MCP relay (its handler ends the process; the main
  thread waits in a read of stdin, left open; other threads start threads, as the SDK's
  loading, the real server and the handshake probe do), sent SIGINT by another process,
  `--trials` times per side: its threads started as the starting code started the relay's
  loader (`plain`), and through `fast_start.start_without_ending_signals` (`blocked`).
  Counts the processes not ended 2 s after the signal.
* `server`: the real `memwell mcp` (a fresh home: no handshake file, so the real server
  answers `initialize` and the probe runs right after), SIGINT once the answer is read,
  stdin left open; the time to its end, and how many did not end within 10 s. `--hogs N`
  runs N busy processes beside it; `--to-thread` sends the signal to one of its threads
  other than the main one (`tgkill`, Linux): what happens when the kernel gives the
  process's signal to such a thread. `--src`: that checkout's code.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MODEL = """
import os, signal, sys, threading
from memwell.mcp.fast_start import exit_on_sigint, start_without_ending_signals
exit_on_sigint()
def churn():
    while True:
        started = threading.Thread(target=lambda: None)
        started.start()
        started.join()
for _ in range({workers}):
    worker = threading.Thread(target=churn, daemon=True)
    start_without_ending_signals(worker) if {blocked} else worker.start()
sys.stdout.write("ready\\n")
sys.stdout.flush()
for _line in iter(sys.stdin.buffer.readline, b""):
    pass
os._exit(3)
"""
_TGKILL = 234  # x86-64 system call number


def model(trials: int, workers: int) -> None:
    for side in ("plain", "blocked"):
        code = MODEL.format(workers=workers, blocked=side == "blocked")
        hung = 0
        for _ in range(trials):
            child = subprocess.Popen(
                [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE
            )
            assert child.stdout is not None and child.stdin is not None
            child.stdout.readline()
            time.sleep(0.02)
            child.send_signal(signal.SIGINT)
            try:
                child.wait(timeout=2)
            except subprocess.TimeoutExpired:
                hung += 1
                child.stdin.close()
                child.wait()
        shape = f"{workers} threads starting threads"
        print(f"{side}: {hung}/{trials} not ended 2 s after SIGINT ({shape})")


def server(runs: int, hogs: int, to_thread: bool, src: Path | None) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(MEMWELL_EMBEDDINGS="none", MEMWELL_SERVICE="off")
    if src is not None:
        env["PYTHONPATH"] = str(src)
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(hogs)]
    hello = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "mcp_sigint", "version": "0"},
        },
    }
    ends: list[float] = []
    hung = 0
    try:
        for _ in range(runs):
            with tempfile.TemporaryDirectory(prefix="mw-sig-") as tmp:
                home, workspace = Path(tmp) / "home", Path(tmp) / "project"
                workspace.mkdir()
                argv = ["-m", "memwell", "mcp", "--home", str(home), "--workspace", str(workspace)]
                child = subprocess.Popen(
                    [sys.executable, *argv],
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    env={**env, "MEMWELL_HOME": str(home)},
                )
                assert child.stdin is not None and child.stdout is not None
                child.stdin.write((json.dumps(hello) + "\n").encode())
                child.stdin.flush()
                child.stdout.readline()
                sent = time.perf_counter()
                if to_thread:
                    tids = [int(t) for t in os.listdir(f"/proc/{child.pid}/task")]
                    other = next(t for t in tids if t != child.pid)
                    ctypes.CDLL(None).syscall(_TGKILL, child.pid, other, int(signal.SIGINT))
                else:
                    child.send_signal(signal.SIGINT)
                try:
                    code = child.wait(timeout=10)
                    ends.append((time.perf_counter() - sent) * 1000)
                    if code != 0:
                        print(f"exit code {code}")
                except subprocess.TimeoutExpired:
                    hung += 1
                    child.kill()
                    child.wait()
    finally:
        for hog in busy:
            hog.kill()
            hog.wait()
    where = "a thread other than the main one" if to_thread else "the process"
    ended = f"p50 {statistics.median(ends):.0f} ms, max {max(ends):.0f} ms" if ends else "none"
    print(
        f"SIGINT to {where}, {hogs} busy processes beside it ({src or 'this checkout'}): "
        f"{hung}/{runs} not ended within 10 s; ended: {ended}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("model", "server"))
    parser.add_argument("--trials", type=int, default=40)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--hogs", type=int, default=0)
    parser.add_argument("--to-thread", action="store_true")
    parser.add_argument("--src", type=Path)
    args = parser.parse_args()
    if args.what == "model":
        model(args.trials, args.workers)
    else:
        server(args.runs, args.hogs, args.to_thread, args.src)


if __name__ == "__main__":
    main()
