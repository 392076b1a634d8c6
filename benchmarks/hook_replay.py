"""Every turn and gated call of a recall world through the hook's own process, two checkouts.

    python benchmarks/hook_replay.py --set world_c --set world_e --against OTHER/src
    python benchmarks/hook_replay.py --service --set world_c --against OTHER/src

A world's fixtures seed two homes alike (one per checkout). Each of its turns is sent to
`memwell hook claude-code` as a UserPromptSubmit, then each labelled tool call as a
PreToolUse, one process per event with the warm service off (the hook answers in its own
process, as when the service is down), all in one session, in the set's order. Every
event runs this checkout and then the other (`PYTHONPATH=OTHER`), each on its own home,
so a drifting load weighs on both alike. Prints, per world, how many answers (the
agent's JSON and exit code, the home's path replaced) are identical, every one that is
not, and the wall and CPU p50 of the processes of each side with the load average.
Then the two homes' decision logs (`logs/recall.jsonl`), once every process has ended:
the same records in the same order, their time stamps, turn ids and timings left out.
`--out FILE` writes one JSON line per event with both answers.

`--service`: each side's events are answered by a warm `memwell serve` of its own code
(with the model) instead: each home is indexed with the model first (`memwell reindex`),
and its service's backfill drained (its CPU flat), before the first event, so that no
vector is made between two events on one side and not the other; the services are
stopped (which waits for their last records) before the logs are read.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hook_latency  # the timing of one process
import recall_eval  # the worlds' manifest and how a home is seeded from fixtures

SESSION = "5f0c2d1e-replay-0000-0000-000000000001"


def events(item: dict[str, Any], workspace: Path) -> list[tuple[str, str]]:
    """(id, payload) of every turn, then every labelled tool call, of one world."""
    base = {"session_id": SESSION, "cwd": str(workspace), "permission_mode": "default"}
    out = []
    for turn in recall_eval.load_turns(recall_eval.EVALS / item["turns"]):
        payload = {**base, "hook_event_name": "UserPromptSubmit", "prompt": turn["text"]}
        out.append((turn["id"], json.dumps(payload, ensure_ascii=False)))
    if item.get("gate"):
        for case in recall_eval.load_turns(recall_eval.EVALS / item["gate"]):
            action = case["action"]
            payload = {
                **base,
                "hook_event_name": "PreToolUse",
                "tool_name": action["tool_name"],
                "tool_input": action["tool_input"],
            }
            out.append((case["id"], json.dumps(payload, ensure_ascii=False)))
    return out


def answer(hook: list[str], stdin: str, env: dict[str, str]) -> tuple[str, float, float]:
    """The agent's answer (stdout and exit code), wall ms, CPU ms of one hook process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(hook, input=stdin, capture_output=True, text=True, env=env)
    wall = (time.perf_counter() - started) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    home = env["MEMWELL_HOME"]
    return f"{done.returncode} {done.stdout.replace(home, '<home>')}", wall, cpu


VOLATILE = ("ts", "turn_id")  # and every "..._ms" timing


def steady(value: Any) -> Any:
    """A decision record without what differs from run to run of the same code."""
    if isinstance(value, dict):
        return {
            k: steady(v) for k, v in value.items() if k not in VOLATILE and not k.endswith("_ms")
        }
    if isinstance(value, list):
        return [steady(v) for v in value]
    return value


def records(home: Path) -> list[Any]:
    """The home's decision records, once the hooks' children have written them."""
    log = home / "logs" / "recall.jsonl"
    time.sleep(2)  # (a record is written by the hook's child after its answer)
    lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    return [steady(json.loads(line)) for line in lines]


def serve(memwell: Path, env: dict[str, str], workspace: Path) -> subprocess.Popen[bytes]:
    """A warm service of this side's code on its home, every vector made, idle."""
    import service_spikes  # serve, wait_idle

    home = Path(env["MEMWELL_HOME"])
    config = home / "config.toml"  # no idle exit during a long world
    text = config.read_text("utf-8") if config.exists() else ""
    config.write_text(text + "\n[service]\nidle_timeout_s = 3600\nautostart = false\n", "utf-8")
    subprocess.run(
        [str(memwell), "reindex", "--home", str(home), "--workspace", str(workspace)],
        env=env,
        check=True,
        capture_output=True,
    )
    server = service_spikes.serve(memwell, home, env)
    service_spikes.wait_idle(server.pid)
    return server


def stop(servers: list[subprocess.Popen[bytes]], envs: Any) -> None:
    from memwell.service import client

    for server, env in zip(servers, envs, strict=True):
        client.stop(Path(env["MEMWELL_HOME"]))
        server.wait(timeout=60)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", action="append", required=True, help="a development world")
    parser.add_argument("--against", type=Path, required=True, help="the other checkout's src")
    parser.add_argument("--out", type=Path)
    parser.add_argument(
        "--pause",
        type=float,
        default=0.0,
        help="seconds to wait after each process (its record's child done before the next)",
    )
    parser.add_argument("--service", action="store_true", help="answered by a warm service")
    args = parser.parse_args()
    manifest = {
        recall_eval.set_name(item): item
        for item in json.loads((recall_eval.EVALS / "sets.json").read_text(encoding="utf-8"))
    }
    memwell = Path(sys.executable).with_name("memwell")
    hook = (
        [str(memwell), "hook", "claude-code"]
        if memwell.is_file()
        else [sys.executable, "-m", "memwell", "hook", "claude-code"]
    )
    base = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    base["MEMWELL_SERVICE"] = "off"
    base.pop("MEMWELL_EMBEDDINGS", None)
    if args.service:
        base.pop("MEMWELL_SERVICE")
    mine_src = str(hook_latency.ROOT / "src")
    out = args.out.open("w", encoding="utf-8") if args.out else None
    for name in args.set:
        item = manifest[name]
        if item.get("untouched"):
            raise SystemExit(f"{name} is held out: not replayed")
        tmp = Path(tempfile.mkdtemp(prefix="mw-replay-"))
        try:
            sides = {}
            for side, src in (("this", mine_src), ("other", str(args.against))):
                # homes' paths of one length: an answer capped in characters may name it
                home, workspace = tmp / ("s1" if side == "this" else "s2") / "h", tmp / "p"
                workspace.mkdir(parents=True, exist_ok=True)
                recall_eval.seed_home(recall_eval.EVALS / item["fixtures"], home, workspace)
                env = dict(base, MEMWELL_HOME=str(home), PYTHONPATH=src)
                env["PYTHONPYCACHEPREFIX"] = str(tmp / f"pycache-{side}")
                sides[side] = env
            if args.service:
                servers = [serve(memwell, env, workspace) for env in sides.values()]
            load = [os.getloadavg()[0]]
            timing: dict[str, tuple[list[float], list[float]]] = {s: ([], []) for s in sides}
            same, differ = 0, []
            for event_id, stdin in events(item, workspace):
                answers = {}
                for side, env in sides.items():
                    answers[side], wall, cpu = answer(hook, stdin, env)
                    time.sleep(args.pause)
                    timing[side][0].append(wall)
                    timing[side][1].append(cpu)
                if answers["this"] == answers["other"]:
                    same += 1
                else:
                    differ.append(event_id)
                if out:
                    out.write(json.dumps({"set": name, "id": event_id, **answers}) + "\n")
            load.append(os.getloadavg()[0])
            if args.service:
                stop(servers, sides.values())
            logs = {side: records(Path(env["MEMWELL_HOME"])) for side, env in sides.items()}
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        total = same + len(differ)
        print(f"{name}: {same}/{total} answers identical; differ: {differ or 'none'}")
        print(f"  load average {load[0]:.2f} -> {load[1]:.2f}")
        alike = sum(a == b for a, b in zip(logs["this"], logs["other"], strict=False))
        print(
            f"  decision records: {len(logs['this'])} and {len(logs['other'])}, "
            f"{alike} alike in order"
        )
        for side, (wall, cpu) in timing.items():
            print(
                f"  {side}: wall p50 {statistics.median(wall):.1f} ms, "
                f"CPU p50 {statistics.median(cpu):.1f} ms over {len(wall)} processes"
            )
    if out:
        out.close()


if __name__ == "__main__":
    main()
