"""`memwell mcp` start-up and shutdown, measured with the official SDK's stdio client.

For each run: spawn `python -m memwell mcp --home H` through `mcp.client.stdio`, time
until `initialize` has been answered and until `tools/list` has been answered (what an
agent CLI waits for before the model can see the tools), call `memory_list` once (the
real server behind the relay answers it), then close the client and time how long the
process takes to exit (the SDK's client closes stdin, then signals the process).

The first run starts with no handshake file (a new install, or memwell just upgraded);
the others find the one the first run wrote.

    python benchmarks/mcp_startup.py [--runs 7]

Prints median / max per phase in ms, and the wall time of `python -c pass` (interpreter
start-up on this machine, at this load) as the floor.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import anyio
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client


async def one_run(home: Path) -> dict[str, float]:
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "memwell", "mcp", "--home", str(home)],
        env={**os.environ, "MEMWELL_HOME": str(home)},
    )
    started = time.perf_counter()
    times: dict[str, float] = {}
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        times["initialize"] = (time.perf_counter() - started) * 1000
        tools = await session.list_tools()
        times["tools/list"] = (time.perf_counter() - started) * 1000
        assert any(t.name == "memory_list" for t in tools.tools)
        result = await session.call_tool("memory_list", {})
        assert not result.is_error
        times["first tool call"] = (time.perf_counter() - started) * 1000
        closing = time.perf_counter()
    times["exit after close"] = (time.perf_counter() - closing) * 1000
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="memwell-mcp-bench-") as tmp:
        home = Path(tmp) / "home"
        runs = [anyio.run(one_run, home) for _ in range(args.runs)]
    floor = []
    for _ in range(args.runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        floor.append((time.perf_counter() - started) * 1000)
    first, rest = runs[0], runs[1:]
    print(f"memwell mcp start-up, {args.runs} runs (first without a handshake file)")
    print(f"{'phase':<18} {'first run':>10} {'median':>8} {'max':>8}  (ms, later runs)")
    for phase in first:
        values = [r[phase] for r in rest] or [first[phase]]
        print(
            f"{phase:<18} {first[phase]:>10.0f} {statistics.median(values):>8.0f} "
            f"{max(values):>8.0f}"
        )
    print(f"{'python -c pass':<18} {'':>10} {statistics.median(floor):>8.0f} {max(floor):>8.0f}")


if __name__ == "__main__":
    main()
