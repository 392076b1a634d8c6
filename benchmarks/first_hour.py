"""A new user's first hour in the real agent CLIs, with memwell installed.

Issue 10's "done when": memory that helps and a gate that does not get in the way, in
Claude Code and Gemini CLI. A scenario (`evals/first_hour/scenario.json`, written blind
from the spec and the user docs) gives the memories a person already has, then the
prompts of a first hour in order, what a good model would do for each (answer, or call
one tool), and what memwell should do: which memories must reach the model, a fact the
model must see, prompts that need nothing (quiet), and the gate's answer to each tool
call. The real CLI runs each prompt headless (one session, resumed), against the
scripted model server on the loopback address (`scripts/fake_model_server.py`, which
records every request); a recorder in front of every hook keeps what memwell answered.

For each step it reports what memwell injected for the prompt (and whether that reached
the model's request), the session-start context, and the gate's answer:

* memory: the expected memories were named in this prompt's digest or in the
  session-start digest (its profile and active project; not the memory index before
  it, which names every memory);
* fact: the expected phrase was in one of those two (earlier turns of the
  conversation do not count);
* digest reached the model: this prompt's digest was in the model request that carried
  the prompt;
* quiet: a prompt labelled as needing no memory got no digest;
* gate: breaking calls stopped, with the labelled strength; benign calls allowed.

    python benchmarks/first_hour.py                       # both CLIs, if installed
    python benchmarks/first_hour.py --agent claude-code --verbose
    python benchmarks/first_hour.py --json

The CLIs come from `$MEMWELL_CLAUDE_BIN` / `$MEMWELL_GEMINI_BIN`, or `--bin DIR` holding
`claude` and `gemini` (`npm install @anthropic-ai/claude-code @google/gemini-cli`).
Each turn takes seconds (a real CLI start): the whole scenario takes minutes per CLI.
"""

from __future__ import annotations

import argparse
import html
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))
import record_hook_fixtures as rec  # noqa: E402 - scripts of this repository, not a package
from fake_model_server import FakeModelServer, texts_in  # noqa: E402

from memwell.api import Harness  # noqa: E402

SCENARIO = REPO / "evals" / "first_hour" / "scenario.json"
AGENTS = ("claude-code", "gemini-cli")
_PROMPT_EVENTS = {"UserPromptSubmit", "BeforeAgent"}
_TOOL_EVENTS = {"PreToolUse", "BeforeTool"}
_START_EVENTS = {"SessionStart"}


@dataclass
class StepResult:
    """What one prompt got from memwell, next to what the scenario expected."""

    index: int
    prompt: str
    expect: dict[str, Any]
    digest: str = ""
    digest_reached_model: bool = False
    digest_verbatim: bool = False
    start_context: str = ""
    gate: str | None = None
    gate_reason: str = ""
    model_text: str = ""
    rc: int = 0
    seconds: float = 0.0
    checks: dict[str, bool] = field(default_factory=dict)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenario", type=Path, default=SCENARIO)
    parser.add_argument("--agent", choices=AGENTS, action="append")
    parser.add_argument("--bin", type=Path, help="a folder holding `claude` and `gemini`")
    parser.add_argument("--timeout", type=float, default=180.0, help="seconds per turn")
    parser.add_argument("--verbose", action="store_true", help="every step, not only misses")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--keep", action="store_true", help="keep the temporary homes")
    parser.add_argument(
        "--rescore", type=Path, help="score the steps of a saved --json run again (no CLI runs)"
    )
    args = parser.parse_args()
    if args.rescore:
        return rescore(args.rescore, args.verbose)
    rec.isolate_network()
    scenario = json.loads(args.scenario.read_text(encoding="utf-8"))
    report: dict[str, Any] = {}
    for agent in args.agent or AGENTS:
        binary = cli_binary(agent, args.bin)
        if binary is None:
            print(f"{agent}: not installed, skipped", file=sys.stderr)
            continue
        root = Path(tempfile.mkdtemp(prefix="memwell-first-hour-"))
        try:
            steps = run_agent(agent, binary, scenario, root, args.timeout)
        finally:
            if args.keep:
                print(f"kept {root}", file=sys.stderr)
            else:
                shutil.rmtree(root, ignore_errors=True)
        report[agent] = {"summary": summarise(steps), "steps": [s.__dict__ for s in steps]}
        if not args.json:
            print_agent(agent, steps, args.verbose)
    if args.json:
        print(json.dumps(report, indent=1, ensure_ascii=False))
    return 0


def rescore(saved: Path, verbose: bool) -> int:
    """The checks of a saved run, judged again from what it recorded."""
    for agent, run in json.loads(saved.read_text(encoding="utf-8")).items():
        steps = [StepResult(**step) for step in run["steps"]]
        for step in steps:
            judge(step)
        print_agent(agent, steps, verbose)
    return 0


def cli_binary(agent: str, bin_dir: Path | None) -> Path | None:
    name, variable = ("claude", "MEMWELL_CLAUDE_BIN")
    if agent == "gemini-cli":
        name, variable = ("gemini", "MEMWELL_GEMINI_BIN")
    if bin_dir is not None:
        candidate = bin_dir / name
        return candidate if candidate.exists() else None
    found = os.environ.get(variable) or shutil.which(name)
    return Path(found) if found else None


# --- one CLI through the scenario ---------------------------------------------------------


def run_agent(
    agent: str, binary: Path, scenario: dict[str, Any], root: Path, timeout: float
) -> list[StepResult]:
    home, project, memory, calls = (root / n for n in ("home", "project", "memory", "calls"))
    for folder in (home, project, memory, calls):
        folder.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", "-b", "main", str(project)], check=True)
    subprocess.run(
        ["git", "-C", str(project), "commit", "-q", "--allow-empty", "-m", "start"],
        check=True,
        env={**os.environ, **_git_identity()},
    )
    harness = Harness(memory, project)
    for item in scenario["memories"]:
        harness.remember(
            **{k: item[k] for k in ("scope", "name", "type", "description")},
            content=item["content"],
        )
    env = rec.base_env(home, memory) | _git_identity()
    rec.memwell(["install", agent, "--project", "--home", str(memory)], project, env)
    rec.wrap_hooks(agent, project, calls)
    script = [
        (str(step["prompt"]), in_project(step["model"], project)) for step in scenario["steps"]
    ]
    results: list[StepResult] = []
    with FakeModelServer(script=script) as server:
        if agent == "claude-code":
            env |= rec.claude_env(server.url)
            rec.trust_claude_project(home, project)
        else:
            env |= rec.gemini_env(server.url, home)
        session: str | None = None
        for index, step in enumerate(scenario["steps"], 1):
            seen_calls = {p.name for p in calls.glob("*.json")}
            seen_requests = len(server.requests())
            argv = turn_argv(agent, binary, step["prompt"], session, index > 1)
            started = time.monotonic()
            done = rec.run_bounded(argv, project, env, timeout)
            result = StepResult(index, step["prompt"], step.get("expect") or {})
            result.rc, result.seconds = done.returncode, round(time.monotonic() - started, 1)
            result.model_text = done.stdout.strip()[-300:]
            new_calls = [
                json.loads(p.read_text(encoding="utf-8"))
                for p in sorted(calls.glob("*.json"))
                if p.name not in seen_calls
            ]
            read_hooks(result, new_calls)
            requests = server.requests()[seen_requests:]
            result.digest_reached_model = reached(result.digest, requests, step["prompt"])
            result.digest_verbatim = verbatim(result.digest, requests, step["prompt"])
            judge(result)
            results.append(result)
            session = session or rec.first_session(calls)
    return results


def in_project(model: dict[str, Any], project: Path) -> dict[str, Any]:
    """A scripted file path relative to the project made absolute, as the CLIs' file tools
    require and as a model writes them."""
    tool_input = dict(model.get("input") or {})
    path = tool_input.get("file_path")
    if isinstance(path, str) and not Path(path).is_absolute():
        tool_input["file_path"] = str(project / path)
    return {**model, "input": tool_input} if "input" in model else model


def _git_identity() -> dict[str, str]:
    return {
        "GIT_AUTHOR_NAME": "first hour",
        "GIT_AUTHOR_EMAIL": "first-hour@example.invalid",
        "GIT_COMMITTER_NAME": "first hour",
        "GIT_COMMITTER_EMAIL": "first-hour@example.invalid",
    }


def turn_argv(agent: str, binary: Path, prompt: str, session: str | None, later: bool) -> list[str]:
    if agent == "claude-code":
        tools = "Write,Bash,Read,mcp__memwell__memory_save"
        argv = [str(binary), "--allowedTools", tools, "--model", "claude-sonnet-4-5"]
        if later and session:
            argv += ["--resume", session]
        return [*argv, "-p", prompt]
    argv = [str(binary), "--yolo", "-m", "gemini-2.5-flash", "--output-format", "text"]
    if later:
        argv += ["--resume", "latest"]
    return [*argv, "-p", prompt]


def read_hooks(result: StepResult, calls: list[dict[str, Any]]) -> None:
    """The digest memwell answered this prompt with, the session-start context, and the
    gate's answer to the step's tool call, from the recorder's copies of the hook calls."""
    for call in calls:
        try:
            payload = json.loads(call["stdin"] or "{}")
            reply = json.loads(call["stdout"] or "{}")
        except ValueError:
            continue
        event = payload.get("hook_event_name")
        context = str((reply.get("hookSpecificOutput") or {}).get("additionalContext") or "")
        if event in _PROMPT_EVENTS:
            result.digest = context
        elif event in _START_EVENTS:
            result.start_context = context
        elif event in _TOOL_EVENTS and result.gate is None:
            result.gate, result.gate_reason = gate_answer(reply)


def gate_answer(reply: dict[str, Any]) -> tuple[str, str]:
    """allow / ask / deny, read from either CLI's reply shape. A headless Gemini CLI
    cannot ask, so memwell refuses there and says it needed confirmation: that is an ask."""
    output = reply.get("hookSpecificOutput") or {}
    decision = str(output.get("permissionDecision") or reply.get("decision") or "allow")
    reason = str(output.get("permissionDecisionReason") or reply.get("reason") or "")
    if decision == "deny" and "needs confirmation" in reason:
        decision = "ask"
    return ("allow" if decision not in ("ask", "deny") else decision), reason


def reached(digest: str, requests: list[Any], prompt: str) -> bool:
    """The digest's text is in the model request that carries this prompt."""
    if not digest:
        return False
    probe = digest.splitlines()[-2] if len(digest.splitlines()) > 2 else digest
    for request in requests:
        body = request.body if isinstance(request.body, dict) else {}
        said = "\n".join(texts_in(body.get("messages") or body.get("contents") or []))
        # Gemini CLI escapes hook context as HTML text ("&gt;") before the model sees it
        said = html.unescape(said)
        if prompt in said and probe in said:
            return True
    return False


def verbatim(digest: str, requests: list[Any], prompt: str) -> bool:
    """Every line of the digest is, character for character, in the model request that
    carries this prompt (an agent CLI that escapes hook context fails this)."""
    if not digest:
        return False
    for request in requests:
        body = request.body if isinstance(request.body, dict) else {}
        said = "\n".join(texts_in(body.get("messages") or body.get("contents") or []))
        if prompt in said and all(line in said for line in digest.splitlines()):
            return True
    return False


# where memwell's session digest begins in the session-start context: the memory index
# before it names every memory, so a name found there says nothing about recall
_SESSION_DIGEST = "[Session start: memory digest]"


def session_digest(start_context: str) -> str:
    """The session-start digest (the always-on profile, the active project), without the
    memory index that precedes it."""
    at = start_context.find(_SESSION_DIGEST)
    return start_context[at:] if at >= 0 else ""


def judge(result: StepResult) -> None:
    expect = result.expect
    result.checks = {}
    had = result.digest + "\n" + session_digest(result.start_context)
    names = [str(n) for n in expect.get("memory") or []]
    if names:
        result.checks["memory"] = all(name in had for name in names)
    if expect.get("fact"):
        result.checks["fact"] = str(expect["fact"]).lower() in had.lower()
    if expect.get("quiet"):
        result.checks["quiet"] = not result.digest.strip()
    if expect.get("gate"):
        result.checks["gate"] = result.gate == expect["gate"]
    if result.digest:
        result.checks["digest_reached_model"] = result.digest_reached_model
        result.checks["digest_verbatim"] = result.digest_verbatim


def summarise(steps: list[StepResult]) -> dict[str, Any]:
    def share(kind: str, subset: list[StepResult] | None = None) -> dict[str, int]:
        rows = [s for s in (subset if subset is not None else steps) if kind in s.checks]
        return {"hit": sum(s.checks[kind] for s in rows), "of": len(rows)}

    tool_steps = [s for s in steps if s.expect.get("gate")]
    breaking = [s for s in tool_steps if s.expect["gate"] != "allow"]
    benign = [s for s in tool_steps if s.expect["gate"] == "allow"]
    return {
        "steps": len(steps),
        "cli_errors": sum(s.rc != 0 for s in steps),
        "memory_reached": share("memory"),
        "fact_reached": share("fact"),
        "quiet_kept": share("quiet"),
        "digest_reached_model": share("digest_reached_model"),
        "digest_verbatim": share("digest_verbatim"),
        "breaking_stopped": {
            "hit": sum(s.gate in ("ask", "deny") for s in breaking),
            "of": len(breaking),
        },
        "breaking_strength_right": share("gate", breaking),
        "benign_allowed": share("gate", benign),
        "seconds_per_turn_p50": sorted(s.seconds for s in steps)[len(steps) // 2] if steps else 0,
    }


def print_agent(agent: str, steps: list[StepResult], verbose: bool) -> None:
    summary = summarise(steps)
    print(f"== {agent}")
    for key, value in summary.items():
        shown = f"{value['hit']}/{value['of']}" if isinstance(value, dict) else value
        print(f"  {key}: {shown}")
    for step in steps:
        missed = [k for k, ok in step.checks.items() if not ok]
        if not (verbose or missed or step.rc):
            continue
        mark = "MISS " + ",".join(missed) if missed else "ok"
        print(f"  [{step.index:02d}] {mark} rc={step.rc} {step.seconds}s  {step.prompt[:70]}")
        if missed or verbose:
            if step.gate:
                print(
                    f"       gate {step.gate} (expected {step.expect.get('gate')}): "
                    f"{step.gate_reason[:160]}"
                )
            digest = " | ".join(line for line in step.digest.splitlines()[1:-1])
            print(f"       digest: {digest[:300] or '(none)'}")


if __name__ == "__main__":
    sys.exit(main())
