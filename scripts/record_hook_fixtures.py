"""Re-record the hook payload fixtures from the real Claude Code and Gemini CLI.

    npm install --prefix ~/.cache/memwell-agentclis @anthropic-ai/claude-code @google/gemini-cli
    python scripts/record_hook_fixtures.py --bin ~/.cache/memwell-agentclis/node_modules/.bin

What it does, in a throw-away directory (a fake $HOME, a git project, a memory home):
1. seeds the memory home with two memories (a "never force-push to main" rule and a
   testing preference) and a checkpoint of an earlier session;
2. runs `memwell install claude-code --project` / `memwell install gemini-cli --project`
   (the real installer), then wraps each installed hook command so that every call's
   stdin (the payload) and stdout (memwell's answer) are saved;
3. runs each CLI headless (`claude -p`, `gemini -p`) against `fake_model_server.py` on
   127.0.0.1, with prompts that make the scripted model write a file, run commands
   (one the memory forbids, one memwell asks about) and save a memory through memwell's
   MCP tool, and compacts a Claude Code session;
4. writes each payload to tests/hooks/fixtures/<agent>_<event>[_<detail>].json, with
   the temporary paths rewritten to /home/dev and /home/dev/project, and the requests
   the fake model received to tests/hooks/fixtures/<agent>_model_requests.json.

Every CLI run has a time limit (--timeout, default 90 s) and, when the machine allows
it (root, `unshare`), runs in its own network namespace with only the loopback device,
so no byte can leave the machine. Nothing here needs an account or a model.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "scripts"))

from fake_model_server import FakeModelServer, texts_in  # noqa: E402 - the script's own sibling

FIXTURES = REPO / "tests" / "hooks" / "fixtures"
FAKE_HOME = "/home/dev"
FAKE_PROJECT = "/home/dev/project"

FORCE_PUSH_RULE = (
    "Never force-push (git push --force) to the main branch; open a pull request instead."
)
SEED = [
    {
        "scope": "workspace",
        "name": "git_policy",
        "type": "feedback",
        "description": "Never force-push to main",
        "content": FORCE_PUSH_RULE,
    },
    {
        "scope": "user",
        "name": "testing_style",
        "type": "feedback",
        "description": "Prefers pytest with plain asserts over unittest",
        "content": "Use pytest with plain assert statements, not unittest.",
        "pinned": True,
    },
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", type=Path, required=True, help="folder with claude and gemini")
    parser.add_argument("--out", type=Path, default=FIXTURES)
    parser.add_argument("--timeout", type=float, default=90.0, help="seconds per CLI run")
    parser.add_argument("--only", choices=("claude-code", "gemini-cli"))
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory")
    args = parser.parse_args()
    isolate_network()
    root = Path(tempfile.mkdtemp(prefix="memwell-record-"))
    try:
        agents = [args.only] if args.only else ["claude-code", "gemini-cli"]
        for agent in agents:
            record(agent, root / agent, args.bin, args.out, args.timeout)
    finally:
        if args.keep:
            print(f"kept {root}")
        else:
            shutil.rmtree(root, ignore_errors=True)
    return 0


# --- one agent ----------------------------------------------------------------------------


def record(agent: str, root: Path, bin_dir: Path, out: Path, timeout: float) -> None:
    home, project, memory, calls = (root / n for n in ("home", "project", "memory", "calls"))
    for folder in (home, project, memory, calls):
        folder.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", "-b", "main", str(project)], check=True)
    seed_memory(memory, project)
    env = base_env(home, memory)
    memwell(["install", agent, "--project", "--home", str(memory)], project, env)
    wrap_hooks(agent, project, calls)
    with FakeModelServer() as server:
        if agent == "claude-code":
            env |= claude_env(server.url)
            trust_claude_project(home, project)
            runs = claude_runs(bin_dir / "claude")
        else:
            env |= gemini_env(server.url, home)
            runs = gemini_runs(bin_dir / "gemini")
        session: str | None = None
        labels: dict[str, str] = {}  # call file -> the run it came from
        for label, argv in runs:
            argv = [a.replace("{session}", session or "") for a in argv]
            started = time.monotonic()
            result = run_bounded(argv, project, env, timeout)
            took = time.monotonic() - started
            print(f"{agent} {label}: rc={result.returncode} in {took:.1f}s", flush=True)
            if result.returncode != 0:
                print(result.stdout[-2000:], result.stderr[-2000:], sep="\n", file=sys.stderr)
            for path in calls.glob("*.json"):
                labels.setdefault(path.name, label)
            session = session or first_session(calls)
        requests = [r.__dict__ for r in server.requests()]
    global _MACHINE_PATHS
    _MACHINE_PATHS = machine_paths(bin_dir)
    save_fixtures(agent, calls, labels, out, str(home), str(project))
    digest = [model_request_digest(r["path"], r["body"]) for r in requests]
    scrubbed = scrub(json.dumps(digest, ensure_ascii=False), str(home), str(project))
    (out / f"{agent.replace('-', '_')}_model_requests.json").write_text(
        json.dumps(json.loads(scrubbed), indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )


def model_request_digest(path: str, body: Any) -> dict[str, Any]:
    """What a model request says about memwell, not the CLI's whole system prompt: the
    tool names offered, and every text block that carries memwell's context."""
    if not isinstance(body, dict):
        return {"path": path}
    names = [t.get("name") for t in body.get("tools") or [] if isinstance(t, dict)]
    names += [
        d.get("name")
        for t in body.get("tools") or []
        if isinstance(t, dict)
        for d in t.get("functionDeclarations") or []
    ]
    conversation = body.get("messages") or body.get("contents") or []
    texts = [text for text in texts_in(conversation) if "memwell" in text]
    return {"path": path.split("?")[0], "tools": [n for n in names if n], "memwell_texts": texts}


def seed_memory(memory: Path, project: Path) -> None:
    code = (
        "import json,sys\n"
        "from memwell.api import Harness\n"
        "h = Harness(sys.argv[1], sys.argv[2])\n"
        "for m in json.loads(sys.argv[3]): h.remember(**m)\n"
    )
    subprocess.run(
        [sys.executable, "-c", code, str(memory), str(project), json.dumps(SEED)],
        check=True,
        env=python_env(),
    )


def python_env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO / "src"), env.get("PYTHONPATH")) if p)
    return env


def base_env(home: Path, memory: Path) -> dict[str, str]:
    keep = ("PATH", "LANG", "LC_ALL", "TERM", "TMPDIR", "PYTHONPATH")
    env = {k: v for k, v in python_env().items() if k in keep}
    env |= {"HOME": str(home), "MEMWELL_HOME": str(memory), "NO_COLOR": "1", "CI": "1"}
    return env


def claude_env(url: str) -> dict[str, str]:
    return {
        "ANTHROPIC_BASE_URL": url,
        "ANTHROPIC_API_KEY": "sk-ant-fake-key-for-a-local-stub",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
        "DISABLE_TELEMETRY": "1",
        "DISABLE_ERROR_REPORTING": "1",
        # MCP tools offered directly, not behind the ToolSearch tool, so the scripted
        # model can call memwell's memory_save by name
        "ENABLE_TOOL_SEARCH": "false",
    }


def gemini_env(url: str, home: Path) -> dict[str, str]:
    settings = home / ".gemini" / "settings.json"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(
        json.dumps(
            {
                "security": {"auth": {"selectedType": "gemini-api-key"}},
                "general": {"disableAutoUpdate": True, "disableUpdateNag": True},
                "privacy": {"usageStatisticsEnabled": False},
                "telemetry": {"enabled": False},
            }
        ),
        encoding="utf-8",
    )
    return {
        "GOOGLE_GEMINI_BASE_URL": url,
        "GEMINI_API_KEY": "fake-key-for-a-local-stub",
        "GEMINI_CLI_TRUST_WORKSPACE": "true",
    }


def trust_claude_project(home: Path, project: Path) -> None:
    """Approve the project's MCP server the way a person does at the first prompt."""
    local = project / ".claude" / "settings.local.json"
    local.parent.mkdir(parents=True, exist_ok=True)
    local.write_text(json.dumps({"enabledMcpjsonServers": ["memwell"]}), encoding="utf-8")


def claude_runs(claude: Path) -> list[tuple[str, list[str]]]:
    tools = "Write,Bash,mcp__memwell__memory_save"
    base = [str(claude), "--allowedTools", tools, "--model", "claude-sonnet-4-5"]
    return [
        ("write", [*base, "-p", "please write the file notes.txt"]),
        (
            "force-push",
            [*base, "--resume", "{session}", "-p", "please run: git push --force origin main"],
        ),
        ("ask", [*base, "--resume", "{session}", "-p", "please run: rm -rf build"]),
        (
            "save",
            [
                *base,
                "--resume",
                "{session}",
                "-p",
                "please save the memory: Always run ruff before committing.",
            ],
        ),
        (
            "question",
            [
                *base,
                "--resume",
                "{session}",
                "-p",
                "What is the difference between a list and a tuple?",
            ],
        ),
        ("compact", [*base, "--resume", "{session}", "-p", "/compact"]),
    ]


def gemini_runs(gemini: Path) -> list[tuple[str, list[str]]]:
    base = [str(gemini), "--yolo", "-m", "gemini-2.5-flash", "--output-format", "text"]
    return [
        ("write", [*base, "-p", "please write the file notes.txt"]),
        ("force-push", [*base, "-p", "please run: git push --force origin main"]),
        ("ask", [*base, "-p", "please run: rm -rf build"]),
        ("save", [*base, "-p", "please save the memory: Always run ruff before committing."]),
        ("question", [*base, "-p", "What is the difference between a list and a tuple?"]),
    ]


def isolate_network() -> None:
    """Re-run this script in a network namespace of its own with only the loopback device
    (root and `unshare` needed; otherwise go on, the CLIs are pointed at 127.0.0.1 anyway).
    The fake model server and the CLIs then share that loopback, and nothing else exists."""
    if os.environ.get("MEMWELL_RECORD_ISOLATED") or os.geteuid() != 0:
        return
    if not (shutil.which("unshare") and shutil.which("ip")):
        return
    os.environ["MEMWELL_RECORD_ISOLATED"] = "1"
    script = 'ip link set lo up && exec "$@"'
    argv = ["unshare", "-n", "sh", "-c", script, "sh", sys.executable, *sys.argv]
    os.execvp("unshare", argv)


def run_bounded(
    argv: list[str], cwd: Path, env: dict[str, str], timeout: float
) -> subprocess.CompletedProcess[str]:
    """Run with a time limit."""
    try:
        return subprocess.run(
            argv,
            cwd=cwd,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        return subprocess.CompletedProcess(argv, 124, out, f"timed out after {timeout}s")


# --- the hook wrapper -------------------------------------------------------------------------


def memwell(args: list[str], cwd: Path, env: dict[str, str]) -> None:
    subprocess.run(
        [sys.executable, "-m", "memwell", *args], cwd=cwd, env=env, check=True, capture_output=True
    )


def wrap_hooks(agent: str, project: Path, calls: Path) -> None:
    """Put the recorder in front of every hook command `memwell install` wrote."""
    settings = project / (".claude" if agent == "claude-code" else ".gemini") / "settings.json"
    data = json.loads(settings.read_text(encoding="utf-8"))
    for groups in data["hooks"].values():
        for group in groups:
            for hook in group["hooks"]:
                hook["command"] = (
                    shlex.join(
                        [sys.executable, str(Path(__file__).resolve()), "--wrap", str(calls), "--"]
                    )
                    + " "
                    + hook["command"]
                )
    settings.write_text(json.dumps(data, indent=2), encoding="utf-8")


def wrap_main(argv: list[str]) -> int:
    """`--wrap DIR -- COMMAND...`: save stdin, run COMMAND with it, save and pass on stdout."""
    calls = Path(argv[argv.index("--wrap") + 1])
    command = argv[argv.index("--") + 1 :]
    stdin = sys.stdin.read()
    result = subprocess.run(command, input=stdin, capture_output=True, text=True, env=python_env())
    stamp = f"{time.time_ns()}-{os.getpid()}"
    (calls / f"{stamp}.json").write_text(
        json.dumps({"stdin": stdin, "stdout": result.stdout, "rc": result.returncode}),
        encoding="utf-8",
    )
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    return result.returncode


# --- fixtures -------------------------------------------------------------------------------


def first_session(calls: Path) -> str | None:
    for path in sorted(calls.glob("*.json")):
        payload = json.loads(json.loads(path.read_text(encoding="utf-8"))["stdin"] or "{}")
        if payload.get("session_id"):
            return str(payload["session_id"])
    return None


_MACHINE_PATHS: list[tuple[str, str]] = []


def machine_paths(bin_dir: Path) -> list[tuple[str, str]]:
    """Where this machine keeps the CLIs, Python and this checkout, and what they become."""
    pairs = [
        (str(bin_dir.resolve().parent), "/home/dev/.npm-global/lib/node_modules"),
        (str(Path(sys.executable).parent.parent), "/home/dev/.venv"),
        (str(REPO), "/home/dev/memwell"),
    ]
    return sorted(pairs, key=lambda pair: len(pair[0]), reverse=True)


def scrub(text: str, home: str, project: str) -> str:
    # Claude Code names a project's transcript folder after its path, "/" and "." as "-"
    slug = re.sub(r"[^A-Za-z0-9]", "-", project)
    text = text.replace(slug, re.sub(r"[^A-Za-z0-9]", "-", FAKE_PROJECT))
    text = text.replace(project, FAKE_PROJECT).replace(home, FAKE_HOME)
    for real, fake in _MACHINE_PATHS:
        text = text.replace(real, fake)
    # the temporary root (memory home, wrapper paths) and whoever ran the recording
    text = re.sub(r"/[^\s\"']*memwell-record-[^/\s\"']+/[a-z-]+", "/home/dev/.local", text)
    for name in {os.environ.get("USER"), os.environ.get("LOGNAME")} - {None, "", "root", "dev"}:
        text = text.replace(str(name), "dev")
    return text


# events whose payload differs by what was asked: kept once per run as well
_PER_RUN = (
    "user_prompt_submit",
    "before_agent",
    "stop",
    "after_agent",
    "pre_tool_use_bash",
    "before_tool_run_shell_command",
)


def save_fixtures(
    agent: str, calls: Path, labels: dict[str, str], out: Path, home: str, project: str
) -> None:
    """`<agent>_<event>[_<tool or source>]` for the first call of each kind, and
    `..._<run>` for prompts, answers and shell commands of every run; the reply memwell
    gave next to each (`.reply.json`), and the transcripts."""
    prefix = agent.replace("-", "_")
    seen: set[str] = set()
    transcripts: dict[str, str] = {}
    for path in sorted(calls.glob("*.json")):
        call = json.loads(path.read_text(encoding="utf-8"))
        payload = json.loads(scrub(call["stdin"], home, project))
        base = f"{prefix}_{fixture_name(payload)}"
        label = labels.get(path.name, "run").replace("-", "_")
        names = [base] if base not in seen else []
        if base.endswith(_PER_RUN) and f"{base}_{label}" not in seen:
            names.append(f"{base}_{label}")
        for name in names:
            seen.add(name)
            text = json.dumps(payload, indent=2, ensure_ascii=False) + "\n"
            (out / f"{name}.json").write_text(text, encoding="utf-8")
            answer = scrub(call["stdout"], home, project).strip()
            (out / f"{name}.reply.json").write_text(answer + "\n", encoding="utf-8")
        transcript = payload.get("transcript_path")
        if transcript:
            transcripts.setdefault(label, transcript)
    # Claude Code resumes one session across the runs: its transcript at the end has them
    # all. Gemini CLI starts a session per run: keep the first run's and the save run's.
    wanted = {"transcript": next(iter(transcripts.values()), None)}
    if agent == "gemini-cli":
        wanted["transcript_save"] = transcripts.get("save")
    for name, fake in wanted.items():
        if not fake:
            continue
        real = Path(fake.replace(FAKE_PROJECT, project).replace(FAKE_HOME, home))
        if real.is_file():
            text = scrub(slim_transcript(real.read_text(encoding="utf-8")), home, project)
            (out / f"{prefix}_{name}.jsonl").write_text(text, encoding="utf-8")


# Claude Code transcript lines that hold the CLI's own request shapes and prompt
# snapshots (most of the file, nothing memwell reads or wrote): left out of the fixture
_CLI_INTERNALS = ("prompt_snapshot", "skill_listing", "agent_listing_delta")


def slim_transcript(text: str) -> str:
    kept = []
    for line in text.splitlines(keepends=True):
        try:
            record = json.loads(line)
        except ValueError:
            kept.append(line)
            continue
        kind = str(record.get("type", "")) if isinstance(record, dict) else ""
        attachment = record.get("attachment") if isinstance(record, dict) else None
        sub = attachment.get("type") if isinstance(attachment, dict) else None
        if kind.startswith("api-request") or sub in _CLI_INTERNALS:
            continue
        kept.append(line)
    return "".join(kept)


def fixture_name(payload: dict[str, Any]) -> str:
    """`<event>` plus the tool (lower case) or, at session start / compaction, the source."""
    event = re.sub(r"(?<!^)(?=[A-Z])", "_", str(payload.get("hook_event_name", "x"))).lower()
    detail = None
    if payload.get("tool_name"):
        detail = str(payload["tool_name"]).lower()
    elif event in ("session_start", "pre_compact", "pre_compress"):
        detail = payload.get("source") or payload.get("trigger")
    return f"{event}_{detail}" if detail else event


if __name__ == "__main__":
    if "--wrap" in sys.argv:
        sys.exit(wrap_main(sys.argv))
    sys.exit(main())
