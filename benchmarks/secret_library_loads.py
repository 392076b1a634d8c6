"""How often a hook answered in its own process imports bc-detect-secrets (and `requests`).

The secret scanner hands the library only lines that may hold one of its formats
(`memwell.secrets.scanner._LIBRARY_MAY_FIND`); before session 6 it handed it every line with a
key-shaped token, and importing the package costs a fresh process ~0.2 s of CPU. This
replays the first-hour scenario (evals/first_hour/scenario.json: its memories, then each
step's prompt as UserPromptSubmit, its tool call as PreToolUse, and the conversation so far
as Stop) through `memwell hook claude-code` with the service off, one fresh process per
event, in a home under a path with capitals (as on macOS), and counts per event how many
processes imported the library.

    python benchmarks/secret_library_loads.py [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "evals" / "first_hour" / "scenario.json"
PROBE = (
    "import sys\nfrom memwell.cli import main\n"
    "try:\n    main(sys.argv[2:])\nexcept SystemExit:\n    pass\n"
    "loaded = [m for m in ('detect_secrets', 'requests') if m in sys.modules]\n"
    "open(sys.argv[1], 'w').write(' '.join(loaded))\n"
)


def transcript_line(role: str, text: str, session: str) -> str:
    kind = "user" if role == "user" else "assistant"
    message: dict[str, Any] = {"role": role, "content": [{"type": "text", "text": text}]}
    return json.dumps({"type": kind, "sessionId": session, "message": message})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT / "src"))
    from memwell.api import Harness

    scenario = json.loads(SCENARIO.read_text(encoding="utf-8"))
    tmp = Path(tempfile.mkdtemp(prefix="memwell-library-loads-"))
    loads: Counter[str] = Counter()
    calls: Counter[str] = Counter()
    try:
        home = tmp / "Users" / "Haru" / "Library" / "memwell"
        workspace = tmp / "Users" / "Haru" / "Code" / "ItoToubouSite"
        workspace.mkdir(parents=True)
        harness = Harness(home, workspace)
        for memory in scenario["memories"]:
            harness.remember(
                memory["scope"],
                memory["name"],
                memory["type"],
                memory["description"],
                memory["content"],
            )
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(MEMWELL_SERVICE="off", MEMWELL_EMBEDDINGS="none")
        env.update(PYTHONPYCACHEPREFIX=str(tmp / "pycache"))
        env["PYTHONPATH"] = str(ROOT / "src") + os.pathsep + env.get("PYTHONPATH", "")
        session = "5d0c1a2e-6b7f-4c3d-9e8a-1f2b3c4d5e6f"
        transcript = tmp / f"{session}.jsonl"
        lines: list[str] = []
        out = tmp / "loaded.txt"

        def hook(label: str, payload: dict[str, Any]) -> None:
            base = {"session_id": session, "transcript_path": str(transcript)}
            payload = {**base, "cwd": str(workspace), **payload}
            subprocess.run(
                [sys.executable, "-c", PROBE, str(out), "hook", "claude-code", "--home", str(home)],
                input=json.dumps(payload),
                capture_output=True,
                text=True,
                env=env,
                check=False,
            )
            calls[label] += 1
            loads[label] += bool(out.is_file() and out.read_text().strip())
            out.unlink(missing_ok=True)

        hook("SessionStart", {"hook_event_name": "SessionStart", "source": "startup"})
        for step in scenario["steps"]:
            hook(
                "UserPromptSubmit",
                {"hook_event_name": "UserPromptSubmit", "prompt": step["prompt"]},
            )
            lines.append(transcript_line("user", step["prompt"], session))
            model = step.get("model") or {}
            if "tool" in model:
                hook(
                    "PreToolUse",
                    {
                        "hook_event_name": "PreToolUse",
                        "tool_name": model["tool"],
                        "tool_input": model["input"],
                    },
                )
                said = json.dumps(model["input"], ensure_ascii=False)
            else:
                said = str(model.get("text", ""))
            lines.append(transcript_line("assistant", said, session))
            transcript.write_text("\n".join(lines) + "\n", encoding="utf-8")
            hook("Stop", {"hook_event_name": "Stop", "stop_hook_active": False})
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    result = {label: {"calls": calls[label], "loaded": loads[label]} for label in calls}
    if args.json:
        print(json.dumps(result))
        return
    for label, counts in result.items():
        print(
            f"{label:18s} library imported in {counts['loaded']:2d} of {counts['calls']:2d} calls"
        )


if __name__ == "__main__":
    main()
