"""Reruns two parts of the reliability audit through the real command line: symlinks
inside the home (does any command read or write outside it?) and the bad inputs that
gave a traceback (is each now one error line?).

    python benchmarks/confinement_audit.py [--only links|inputs]

Every attempt is a fresh home and a fresh `memwell` process. A link attempt *held* when
the files outside the home are byte for byte as before (none created), their marker
text is in no output, and the process printed no traceback. A bad input *held* when the
process printed no traceback, exited 1 with an `Error:` line (a batch: exited 0 with an
error line for the bad line), and, for `save`, left no topic behind. Unwritable homes
run as `nobody` when this runs as root (root ignores file modes).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from memwell.layout import Layout

MARKER = "OUTSIDE-MARKER-7f3a"
RULE = f"""---
name: outside
type: feedback
description: Never force-push to main ({MARKER})
---
Never force-push (`git push --force`) to main. {MARKER}
"""
SAVE = ["save", "--scope", "user", "--name", "t", "--type", "user", "--description", "d"]


@dataclass
class Case:
    group: str
    name: str
    held: bool
    detail: str = ""


def memwell(
    home: Path, workspace: Path, args: list[str], stdin: bytes = b"", as_nobody: bool = False
) -> subprocess.CompletedProcess[bytes]:
    prefix: list[str] = []
    if as_nobody and os.geteuid() == 0:
        prefix = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]
    env = {**os.environ, "MEMWELL_HOME": str(home), "PYTHONIOENCODING": "utf-8:strict"}
    return subprocess.run(
        [*prefix, sys.executable, "-m", "memwell", *args],
        input=stdin,
        cwd=workspace,
        env=env,
        capture_output=True,
        timeout=300,
    )


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


# --- symlinks -----------------------------------------------------------------------------


def _seed(home: Path, workspace: Path) -> None:
    done = memwell(home, workspace, [*SAVE, "--content", "inside"])
    assert done.returncode == 0, done.stderr


def link_attempts() -> list[tuple[str, str, list[str]]]:
    """(what is linked, relative to the home, the command run)."""
    topic = "user/outside.md"
    attempts = [
        (topic, "ls", ["ls"]),
        (topic, "show", ["show", "outside"]),
        (topic, "search", ["search", "force-push"]),
        (topic, "prompt", ["prompt"]),
        (topic, "preflight", ["preflight"]),
        (topic, "turn", ["turn", "can I force-push to main?"]),
        (topic, "gate", ["gate", "git push --force origin main", "--json"]),
        (topic, "reindex", ["reindex"]),
        (topic, "save", [*SAVE[:4], "outside", *SAVE[5:], "--content", "x"]),
        (topic, "rm", ["rm", "outside"]),
        ("user", "save", [*SAVE, "--content", "x"]),
        ("user", "ls", ["ls"]),
        ("workspace", "save", [*SAVE[:2], "workspace", *SAVE[3:], "--content", "x"]),
        ("user/MEMORY.md", "prompt", ["prompt"]),
        ("user/MEMORY.md", "save", [*SAVE[:4], "second", *SAVE[5:], "--content", "x"]),
        ("user/USER.md", "prompt", ["prompt"]),
        ("sessions/s1.jsonl", "session import", ["session", "import", "{transcript}"]),
        ("sessions", "session import", ["session", "import", "{transcript}"]),
        ("logs/recall.jsonl", "turn", ["turn", "continue the deploy"]),
        ("logs/recall.jsonl", "logs", ["logs"]),
        ("logs/hooks.jsonl", "hook", ["hook", "claude-code"]),
        ("logs", "gate", ["gate", "rm -rf build"]),
        ("index.sqlite", "search", ["search", "inside"]),
        ("trash", "rm", ["rm", "t"]),
        ("trash", "trash purge", ["trash", "purge", "--yes"]),
        (".memwell.lock", "save", [*SAVE[:4], "second", *SAVE[5:], "--content", "x"]),
        ("state", "turn", ["turn", "hello", "--session-id", "new"]),
        ("checkpoints", "preflight", ["preflight"]),
    ]
    return attempts


def run_link(linked: str, command: str, args: list[str]) -> Case:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        home, workspace, outside = root / "home", root / "project", root / "outside"
        workspace.mkdir()
        outside.mkdir()
        _seed(home, workspace)
        layout = Layout.resolve(home, workspace)
        path = layout.workspace_dir if linked == "workspace" else home / linked
        (outside / "outside.md").write_text(RULE)
        (outside / "victim.txt").write_text(f"{MARKER}\n")
        transcript = root / "s1.jsonl"
        transcript.write_text(json.dumps({"id": "1", "content": "hello"}) + "\n")
        if path.is_dir():  # a folder memwell made: its contents move outside, as a person might
            for child in path.iterdir():
                shutil.move(str(child), outside / child.name)
            path.rmdir()
        elif path.exists():
            path.unlink()
        path.parent.mkdir(parents=True, exist_ok=True)
        target = outside / ("outside.md" if path.suffix == ".md" else "victim.txt")
        if linked == ".memwell.lock":
            target = outside / "created-through-the-lock"  # does the lock create it?
        elif not path.suffix and linked != "index.sqlite":
            target = outside  # a folder
        path.symlink_to(target, target_is_directory=target.is_dir())
        before = snapshot(outside)
        stdin = b""
        if command == "hook":
            stdin = json.dumps({"hook_event_name": "UserPromptSubmit", "prompt": "hi"}).encode()
        argv = [a.replace("{transcript}", str(transcript)) for a in args]
        done = memwell(home, workspace, argv, stdin)
        out = done.stdout.decode(errors="replace") + done.stderr.decode(errors="replace")
        problems = []
        if snapshot(outside) != before:
            problems.append("wrote outside")
        if MARKER in out:
            problems.append("read outside")
        if "Traceback" in out:
            problems.append("traceback")
        if command == "trash purge" and "purged" in out:
            problems.append("reported a purge")
        if done.returncode == 2:  # the options were refused: the attempt tested nothing
            problems.append(f"usage error, not an attempt: {out.strip()[-100:]}")
        return Case("links", f"{linked} / {command}", not problems, ", ".join(problems))


# --- bad inputs -----------------------------------------------------------------------------


def input_attempts(root: Path) -> list[tuple[str, Callable[[Path, Path], Case]]]:
    def simple(
        name: str,
        args: list[str],
        stdin: bytes = b"",
        *,
        batch: bool = False,
        setup: Callable[[Path], None] | None = None,
        as_nobody: bool = False,
    ) -> tuple[str, Callable[[Path, Path], Case]]:
        def attempt(home: Path, workspace: Path) -> Case:
            if setup is not None:
                setup(home)
            done = memwell(home, workspace, args, stdin, as_nobody=as_nobody)
            err = done.stderr.decode(errors="replace")
            out = done.stdout.decode(errors="replace")
            problems = []
            if "Traceback" in err:
                problems.append("traceback")
            elif batch:
                if done.returncode != 0 or '"error"' not in out:
                    problems.append(f"exit {done.returncode}, no error line")
            elif done.returncode != 1 or "Error: " not in (err.splitlines() or [""])[-1]:
                problems.append(f"exit {done.returncode}: {err.strip()[-120:]}")
            if args[0] == "save" and (home / "user" / "t.md").exists():
                problems.append("saved anyway")
            return Case("inputs", name, not problems, ", ".join(problems))

        return name, attempt

    bad = "\udcff"  # how Python hands a process the byte 0xff in argv
    files = root / "files"
    files.mkdir()

    def write(name: str, data: bytes) -> str:
        (files / name).write_bytes(data)
        return str(files / name)

    def config(text: str) -> Callable[[Path], None]:
        def setup(home: Path) -> None:
            home.mkdir(parents=True, exist_ok=True)
            (home / "config.toml").write_text(text)

        return setup

    def binary_log(home: Path) -> None:
        (home / "logs").mkdir(parents=True, exist_ok=True)
        (home / "logs" / "recall.jsonl").write_bytes(b'{"kind": "turn"}\n\xff\xfe\x9c\n')

    def read_only(home: Path) -> None:
        home.mkdir(parents=True, exist_ok=True)
        home.chmod(0o555)

    def under_a_file(home: Path) -> None:
        home.parent.mkdir(parents=True, exist_ok=True)
        home.write_text("a file")

    deep = b"[" * 100_000 + b"]" * 100_000
    bad_line = b'{"text": "hi"}\n\xff\xfe\n{"text": "again"}\n'
    ts = '{{"id": "1", "content": "x", "timestamp": {}}}\n'
    return [
        simple("argv not UTF-8: save", [*SAVE, "--content", f"x{bad}"]),
        simple("argv not UTF-8: turn", ["turn", f"x{bad}"]),
        simple("argv not UTF-8: gate", ["gate", f"x{bad}"]),
        simple("argv not UTF-8: writeback", ["writeback", f"x{bad}"]),
        simple("argv not UTF-8: --session-id", ["turn", "hi", "--session-id", f"s{bad}"]),
        simple("argv not UTF-8: edit", ["edit", f"t{bad}"]),
        simple("stdin not UTF-8: save", SAVE, b"\xff\xfe"),  # no --content: stdin
        simple("stdin not UTF-8: trash purge prompt", ["trash", "purge"], b"\xff\n"),
        simple("file not UTF-8: compact", ["compact", write("c.json", b'[{"content":"\xff"}]')]),
        simple("file not UTF-8: writeback --file", ["writeback", "--file", write("w", b"\xff")]),
        simple(
            "batch line not UTF-8: search",
            ["search", "--batch", write("q.jsonl", bad_line.replace(b"text", b"query"))],
            batch=True,
        ),
        simple(
            "batch line not UTF-8: turn",
            ["turn", "--batch", write("t.jsonl", bad_line)],
            batch=True,
        ),
        simple(
            "batch line not UTF-8: gate",
            ["gate", "--batch", write("g.jsonl", bad_line.replace(b"text", b"action"))],
            batch=True,
        ),
        simple("missing --batch file", ["turn", "--batch", str(files / "nowhere.jsonl")]),
        simple(
            "timestamp 1e20", ["session", "import", write("a.jsonl", ts.format("1e20").encode())]
        ),
        simple(
            "timestamp -1e20", ["session", "import", write("b.jsonl", ts.format("-1e20").encode())]
        ),
        simple("timestamp NaN", ["session", "import", write("n.jsonl", ts.format("NaN").encode())]),
        simple("timestamp -5", ["session", "import", write("m.jsonl", ts.format("-5").encode())]),
        simple("JSON nested 100k: session import", ["session", "import", write("d.jsonl", deep)]),
        simple("JSON nested 100k: compact", ["compact", write("d.json", deep)]),
        simple("logs -n -3", ["logs", "-n", "-3"]),
        ("binary line in recall.jsonl", _binary_log_attempt(binary_log)),
        simple("config permissions = [1]", ["search", "x"], setup=config("permissions = [1]\n")),
        simple("config limits = 'x'", ["search", "x"], setup=config('limits = "x"\n')),
        simple(
            "config recency_weight = 'heavy'",
            ["search", "x"],
            setup=config('[search]\nrecency_weight = "heavy"\n'),
        ),
        simple(
            "config freshness_interval_s = 'soon'",
            ["search", "x"],
            setup=config('[index]\nfreshness_interval_s = "soon"\n'),
        ),
        simple(
            "config lock_timeout_s = nan",
            ["search", "x"],
            setup=config("[limits]\nlock_timeout_s = nan\n"),
        ),
        simple(
            "config [compaction] context_window = 'big'",
            ["compact", write("ok.json", b'[{"role": "user", "content": "hi"}]')],
            setup=config('[compaction]\ncontext_window = "big"\n'),
        ),
        simple("unwritable home: save", [*SAVE, "--content", "c"], setup=read_only, as_nobody=True),
        simple("unwritable home: turn", ["turn", "hi"], setup=read_only, as_nobody=True),
        simple("home under a file: save", [*SAVE, "--content", "c"], setup=under_a_file),
        simple(
            "compact --out into a missing folder",
            ["compact", str(files / "ok.json"), "--out", str(files / "missing" / "x.json")],
        ),
    ]


def _binary_log_attempt(setup: Callable[[Path], None]) -> Callable[[Path, Path], Case]:
    def attempt(home: Path, workspace: Path) -> Case:
        setup(home)
        done = memwell(home, workspace, ["logs", "--json"])
        err = done.stderr.decode(errors="replace")
        held = done.returncode == 0 and "Traceback" not in err and done.stdout.count(b"\n") == 1
        return Case("inputs", "binary line in recall.jsonl", held, "" if held else err[-120:])

    return attempt


def run_inputs() -> list[Case]:
    cases = []
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        root.chmod(0o755)  # `nobody` must reach the homes made in here
        for number, (_, attempt) in enumerate(input_attempts(root)):
            home, workspace = root / f"home{number}", root / f"ws{number}"
            workspace.mkdir()
            cases.append(attempt(home, workspace))
            if home.is_dir():
                home.chmod(0o755)
    return cases


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=["links", "inputs"])
    only = parser.parse_args().only
    cases: list[Case] = []
    if only in (None, "links"):
        cases += [run_link(*attempt) for attempt in link_attempts()]
    if only in (None, "inputs"):
        cases += run_inputs()
    for case in cases:
        if not case.held:
            print(f"BROKE  {case.group:6} {case.name}: {case.detail}")
    for group in ("links", "inputs"):
        mine = [c for c in cases if c.group == group]
        if mine:
            held = sum(c.held for c in mine)
            print(f"{group}: {held}/{len(mine)} held")


if __name__ == "__main__":
    main()
