"""Cost of one whole gate call through the harness, per kind of call, in a warm process.

    python benchmarks/gate_call_latency.py [--memories 500] [--repeat 30]

Seeds a fresh home with N synthetic rule memories (`gate_rules_latency.synthetic`; a tenth
of them also forbid reading a file, the way "never show `.env` (`cat`, `less`)" does) and
N/5 memories that say where things live, then times `Harness.gate` (lexical search, so the
figures are the gate's own, not the embedder's) for a read-only command, a read-only tool,
a shell command that writes and an MCP-style call. Also printed: the first gate call after
the seeding (what a hook would pay if the writer had not derived the grounding) and a
memory write (`Harness.remember`, which now derives the grounding for the next gate).

`--embeddings` times the same with the default embedder loaded in the process, as the warm
service runs it (hybrid search). A hook answered without the service never loads the model,
so its gate is the plain run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_rules_latency import synthetic

_CALLS = (
    ("Bash read", {"tool_name": "Bash", "tool_input": {"command": "cat notes/today.md"}}),
    ("Read tool", {"tool_name": "Read", "tool_input": {"file_path": "/tmp/x/notes.md"}}),
    ("Bash write", {"tool_name": "Bash", "tool_input": {"command": "rm -rf build/cache"}}),
    (
        "send_email",
        {"tool_name": "send_email", "tool_input": {"to": "a@example.com", "body": "hi"}},
    ),
)


def _topic(name: str, description: str, body: str) -> str:
    return f"---\nname: {name}\ndescription: {description}\ntype: feedback\n---\n{body}\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=500)
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--embeddings", action="store_true", help="the embedder loaded")
    args = parser.parse_args()
    if not args.embeddings:
        os.environ["MEMWELL_EMBEDDINGS"] = "none"
    from memwell.api import Harness
    from memwell.layout import Layout

    with tempfile.TemporaryDirectory(prefix="memwell-gatecall-") as tmp:
        home, workspace = Path(tmp) / "home", Path(tmp) / "ws"
        workspace.mkdir(parents=True)
        layout = Layout.resolve(home, workspace)
        layout.workspace_dir.mkdir(parents=True, exist_ok=True)
        for i, (name, body, desc) in enumerate(synthetic(args.memories)):
            if i % 10 == 0:
                body += f"\n- Never show the contents of `secret_{i}.env` (`cat`, `less`).\n"
            (layout.workspace_dir / f"{name}.md").write_text(_topic(name, desc, body))
        for i in range(args.memories // 5):
            body = f"- The build cache {i}: `/srv/build/cache-{i}/` on host-{i}.internal\n"
            (layout.workspace_dir / f"where_{i}.md").write_text(_topic(f"where_{i}", "where", body))
        harness = Harness(home, workspace)
        if args.embeddings:
            harness.search("warm up", limit=1)  # the model loaded, as in the warm service
            print(f"search: {harness.models()}")
        started = time.perf_counter()
        harness.gate(_CALLS[2][1])
        first = (time.perf_counter() - started) * 1000
        print(f"{args.memories} rule memories; first gate call (sync, facts) {first:.0f} ms")
        for label, call in _CALLS:
            times = []
            for _ in range(args.repeat):
                started = time.perf_counter()
                harness.gate(call)
                times.append((time.perf_counter() - started) * 1000)
            times.sort()
            p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
            print(f"gate {label:<11} p50 {statistics.median(times):7.2f} ms   p95 {p95:7.2f} ms")
        started = time.perf_counter()
        harness.remember("workspace", "late_rule", "feedback", "late", "Never delete the cache.")
        wrote = 1000 * (time.perf_counter() - started)
        print(f"remember one memory (the writer derives the grounding) {wrote:.0f} ms")
        hook = Harness(home, workspace)  # a fresh process's harness on the same home
        started = time.perf_counter()
        hook.gate(_CALLS[2][1])
        print(f"next gate call in a fresh harness {1000 * (time.perf_counter() - started):.0f} ms")


if __name__ == "__main__":
    main()
