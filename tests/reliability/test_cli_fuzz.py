"""A property-based fuzzer over the command line's inputs (issue 12).

Hypothesis drives the real console-script entry point (`memwell.cli.main`, which also
holds the hook fast path) in-process with generated arguments, stdin bodies, `--batch`
files and hook payloads, all against one home seeded with topics. The invariants:

* the exit code is 0 (done), 1 (a memwell error: one `Error:` line) or 2 (a usage
  error from the option parser); a hook always exits 0;
* nothing raises out of `main`, and no Python traceback is printed;
* the home is not corrupted: every topic parses, each `MEMORY.md` lists exactly the
  scope's topics, no temp file is left behind, nothing is written outside the home.

Bounded for CI: few examples per property, no deadline (a loaded machine is slow, and
speed is measured in benchmarks/, not here). Commands that leave the home by design
(install, uninstall, ui, mcp, chat, demo, edit, consolidate) are not fuzzed here.
"""

from __future__ import annotations

import io
import json
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memwell.api import Harness
from memwell.cli import main
from memwell.layout import SCOPES
from memwell.memory import index_file
from memwell.memory.store import topic_paths

FUZZ = settings(
    max_examples=int(os.environ.get("MEMWELL_FUZZ_EXAMPLES", "25")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=os.environ.get("MEMWELL_FUZZ_RANDOM") is None,  # CI: the same cases each run
)


@dataclass
class Outcome:
    code: int
    out: bytes
    err: str


def call(args: list[str], stdin: bytes = b"") -> Outcome:
    """Run `memwell ARGS` in this process with `stdin`, capturing what it prints."""
    out, err = io.BytesIO(), io.BytesIO()
    # what a real process has: UTF-8 streams with bytes underneath (`.buffer`)
    fake = (
        io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"),
        io.TextIOWrapper(out, encoding="utf-8", errors="backslashreplace"),
        io.TextIOWrapper(err, encoding="utf-8", errors="backslashreplace"),
    )
    streams = (sys.stdin, sys.stdout, sys.stderr)
    sys.stdin, sys.stdout, sys.stderr = fake
    code: object = 0
    try:
        main(args)
    except SystemExit as exc:
        code = exc.code
    finally:
        sys.stdin, sys.stdout, sys.stderr = streams
        for stream in fake:
            stream.flush()
            stream.detach()  # keep the bytes readable after the wrappers go
    if code is None:
        code = 0
    assert isinstance(code, int), f"exit code {code!r}"
    return Outcome(code, out.getvalue(), err.getvalue().decode("utf-8", "backslashreplace"))


# --- the home, and what "not corrupted" means ------------------------------------------------


@dataclass(frozen=True)
class World:
    root: Path  # holds the home, the workspace and the input files, nothing else
    home: Path
    workspace: Path

    def harness(self) -> Harness:
        return Harness(self.home, self.workspace)

    def args(self, *args: str) -> list[str]:
        return ["--home", str(self.home), "--workspace", str(self.workspace), *args]


@pytest.fixture
def world(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[World]:
    home, workspace = tmp_path / "home", tmp_path / "project"
    workspace.mkdir()
    monkeypatch.setenv("MEMWELL_HOME", str(home))
    monkeypatch.chdir(workspace)
    harness = Harness(home, workspace)
    harness.remember("user", "deploy_rule", "feedback", "Deploy only on weekdays", "No Friday.")
    harness.remember("workspace", "force_push", "feedback", "Never force-push to main", "Revert.")
    harness.import_session(
        [{"role": "user", "content": "we talked about the deploy"}], session_id="s1"
    )
    yield World(tmp_path, home, workspace)


def assert_contract(outcome: Outcome, *, hook: bool = False) -> None:
    assert "Traceback (most recent call last)" not in outcome.err, outcome.err
    assert "internal error" not in outcome.err, outcome.err  # a bug, even in one line
    if hook:
        assert outcome.code == 0, outcome.err
        return
    assert outcome.code in (0, 1, 2), outcome
    if outcome.code == 1:
        errors = [line for line in outcome.err.splitlines() if line.startswith("Error")]
        assert errors or outcome.err.strip().endswith("Aborted."), outcome.err


def assert_home_intact(world: World) -> None:
    harness = world.harness()
    scan = harness.scan()
    assert scan.errors == (), [str(e) for e in scan.errors]
    for scope in SCOPES:
        folder = harness.layout.scope_dir(scope)
        if not folder.is_dir():
            continue
        topics = {p.stem for p in topic_paths(folder)}
        assert not list(folder.glob(".*.tmp")), "a temp file was left behind"
        if topics:
            _, managed = index_file.split(harness.store.read_index(scope))
            assert set(index_file.managed_entries(managed)) == topics
    outside = {p.name for p in world.root.iterdir()} - {"home", "project", "inputs"}
    assert outside == set(), f"written outside the home: {outside}"


# --- generated inputs --------------------------------------------------------------------------

# arguments as an agent or a script might pass them, plus hostile text
NAMES = st.sampled_from(["deploy_rule", "force_push", "new_topic", "x" * 150, "../up", "MEMORY"])
WORDS = st.text(max_size=40) | st.sampled_from(["", " ", "-", "--", "*", '"', "NEAR(", "\x00"])
NOT_UTF8 = st.binary(min_size=1, max_size=12).map(os.fsdecode)  # as Python decodes argv
NUMBERS = st.integers(-(10**20), 10**20).map(str) | st.sampled_from(["nan", "1e9", "-0", "x"])
# JSON nested around each parser's limit (pydantic's few hundred, Python's 1,000) and past it
DEEP = st.sampled_from([250, 990, 1100, 6000]).flatmap(
    lambda depth: st.sampled_from(["[", '{"a": ']).map(
        lambda opener: opener * depth + "1" + ("]" if opener == "[" else "}") * depth
    )
)
TOOL_CALLS = DEEP.map(lambda deep: f'{{"tool_name": "Bash", "tool_input": {deep}}}')
TEXT = WORDS | NOT_UTF8 | DEEP | TOOL_CALLS
OPTIONS = st.sampled_from(
    [
        "--json",
        "--limit",
        "-n",
        "--scope",
        "--type",
        "--name",
        "--description",
        "--content",
        "--tag",
        "--alias",
        "--session-id",
        "--mode",
        "--kind",
        "--yes",
        "--stats",
        "--context-window",
        "--pinned",
        "-k",
        "--bogus",
    ]
)
COMMANDS = st.sampled_from(
    [
        ["save"],
        ["show"],
        ["rm"],
        ["ls"],
        ["search"],
        ["turn"],
        ["gate"],
        ["preflight"],
        ["prompt"],
        ["logs"],
        ["writeback"],
        ["where"],
        ["reindex"],
        ["trash"],
        ["trash", "restore"],
        ["trash", "purge"],
        ["session", "search"],
        ["session", "ls"],
        ["session", "import"],
        ["compact"],
        ["nonsense"],
    ]
)


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    command = draw(COMMANDS)
    rest = draw(st.lists(OPTIONS | TEXT | NAMES | NUMBERS, max_size=6))
    return [*command, *rest]


@st.composite
def save_calls(draw: st.DrawFn) -> list[str]:
    """A save with every field drawn; `--content -` reads the stdin body."""
    return [
        "save",
        "--scope",
        draw(st.sampled_from(["user", "workspace", "team", ""])),
        "--name",
        draw(NAMES | TEXT),
        "--type",
        draw(st.sampled_from(["user", "feedback", "project", "reference", "other"])),
        "--description",
        draw(TEXT),
        "--content",
        draw(st.just("-") | TEXT),
        *draw(st.lists(st.sampled_from(["--tag", "--alias"]).flatmap(_with_value), max_size=2)),
    ]


def _with_value(option: str) -> st.SearchStrategy[tuple[str, str]]:
    return st.tuples(st.just(option), TEXT)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)
STDIN_BODIES = st.binary(max_size=200) | st.text(max_size=200).map(lambda t: t.encode())


def _flat(args: list[str | tuple[str, str]]) -> list[str]:
    out: list[str] = []
    for arg in args:
        out.extend(arg if isinstance(arg, tuple) else (arg,))
    return out


# --- the properties --------------------------------------------------------------------------


@FUZZ
@given(args=command_lines(), stdin=STDIN_BODIES)
def test_any_command_line_keeps_the_contract(world: World, args: list[str], stdin: bytes) -> None:
    assert_contract(call(world.args(*args), stdin))
    assert_home_intact(world)


@FUZZ
@given(args=save_calls(), stdin=STDIN_BODIES)
def test_any_save_keeps_the_contract(world: World, args: list[str], stdin: bytes) -> None:
    outcome = call(world.args(*_flat(list(args))), stdin)
    assert_contract(outcome)
    assert_home_intact(world)


BATCH_LINES = (
    st.builds(lambda v: json.dumps(v).encode(), JSON_VALUES)
    | st.builds(lambda q: json.dumps({"query": q, "text": q, "action": q}).encode(), st.text())
    | st.binary(max_size=60)
    | DEEP.map(str.encode)
    | TOOL_CALLS.map(lambda call: json.dumps({"action": call}).encode())
)


@FUZZ
@given(
    command=st.sampled_from([["turn"], ["gate"], ["search"], ["session", "search"]]),
    lines=st.lists(BATCH_LINES, max_size=6),
    json_out=st.booleans(),
)
def test_any_batch_file_keeps_the_contract(
    world: World, command: list[str], lines: list[bytes], json_out: bool
) -> None:
    inputs = world.root / "inputs"
    inputs.mkdir(exist_ok=True)
    batch = inputs / "batch.jsonl"
    batch.write_bytes(b"\n".join(line.replace(b"\n", b" ") for line in lines) + b"\n")
    extra = ["--json"] if json_out else []
    outcome = call(world.args(*command, "--batch", str(batch), *extra))
    assert_contract(outcome)
    assert outcome.code == 0, outcome.err  # a bad line is an error line, never the batch
    assert len(outcome.out.splitlines()) == sum(1 for line in lines if line.strip()) or not lines
    assert_home_intact(world)


HOOK_EVENTS = st.sampled_from(
    [
        "SessionStart",
        "UserPromptSubmit",
        "PreToolUse",
        "PostToolUse",
        "PreCompact",
        "Stop",
        "SessionEnd",
        "BeforeAgent",
        "BeforeTool",
        "PreCompress",
        "AfterAgent",
        "Unknown",
    ]
)
HOOK_FIELDS = st.fixed_dictionaries(
    {"hook_event_name": HOOK_EVENTS | JSON_VALUES},
    optional={
        "session_id": st.text(max_size=20) | JSON_VALUES,
        "prompt": st.text(max_size=80) | JSON_VALUES,
        "tool_name": st.sampled_from(["Bash", "Write", "run_shell_command"]) | JSON_VALUES,
        "tool_input": st.fixed_dictionaries({"command": st.text(max_size=60)}) | JSON_VALUES,
        "transcript_path": st.sampled_from(["", "/nonexistent", "/proc/self/status"]) | JSON_VALUES,
        "source": st.sampled_from(["startup", "resume", "compact"]) | JSON_VALUES,
        "trigger": st.sampled_from(["auto", "manual"]) | JSON_VALUES,
    },
)
HOOK_PAYLOADS = (
    HOOK_FIELDS.map(lambda d: json.dumps(d).encode())
    | st.binary(max_size=120)
    | JSON_VALUES.map(lambda v: json.dumps(v).encode())
    | DEEP.map(lambda deep: f'{{"hook_event_name": "PreToolUse", "tool_input": {deep}}}'.encode())
)


@FUZZ
@given(
    agent=st.sampled_from(["claude-code", "gemini-cli", ""]),  # "": the agent left out
    payload=HOOK_PAYLOADS,
    extra=st.lists(OPTIONS | WORDS, max_size=2),
)
def test_any_hook_payload_keeps_the_contract(
    world: World, agent: str, payload: bytes, extra: list[str]
) -> None:
    given = [agent] if agent else []
    outcome = call(["hook", *given, "--home", str(world.home), *extra], payload)
    assert_contract(outcome, hook=True)
    if outcome.out.strip() or agent == "gemini-cli":  # Gemini CLI always reads JSON
        json.loads(outcome.out)
    assert_home_intact(world)
