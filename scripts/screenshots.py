"""Regenerate docs/screenshots/*.png: every inspector page, in a real headless Chromium.

    python scripts/screenshots.py [--out docs/screenshots] [--chromium PATH]

A sample home is built first from `memwell demo` (three real sessions: recall, a gate,
a compaction) plus a few more topics, turns and gates, and one more session that
`memwell consolidate` turns into inbox candidates, so each page has something to show.
The server runs with a stand-in home directory, so the header shows `~/...` paths and
nothing of the machine the pictures were taken on. The server is the real `memwell ui`
command; the browser is Playwright driving the system's Chromium (`MEMWELL_CHROMIUM`,
else `chromium` on PATH).
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
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from memwell.api import Harness  # noqa: E402
from memwell.demo import run_demo  # noqa: E402

TOPICS: list[tuple[str, str, str, str, str, list[str]]] = [
    # scope, name, type, description, body, tags
    (
        "user",
        "editor_setup",
        "user",
        "Uses Neovim with LSP; wants file paths in answers so it can jump to them",
        "Neovim with the built-in LSP client.\n\nAlways give paths relative to the repo root.",
        ["tools"],
    ),
    (
        "user",
        "review_tone",
        "feedback",
        "Code review comments should be direct and name the line, no praise padding",
        "Be direct. Quote the line. Suggest the fix in a code block.",
        ["review"],
    ),
    (
        "workspace",
        "deploy_process",
        "project",
        "Deploys go through the staging cluster first; production needs a green canary",
        "1. Merge to main\n2. Staging deploy (automatic)\n3. Canary 10% for 30 minutes\n"
        "4. Full rollout\n\nNever skip the canary on Fridays.",
        ["deploy", "constraint"],
    ),
    (
        "workspace",
        "error_budget",
        "reference",
        "SLO: 99.9% of payment requests succeed over 30 days; dashboards in Grafana",
        "Error budget: 43 minutes a month. Dashboard: Payments / SLO.",
        ["slo"],
    ),
    (
        "workspace",
        "db_pooling",
        "project",
        "PgBouncer in transaction mode; no session-level prepared statements",
        "Transaction pooling means prepared statements must be disabled in the driver.\n\n"
        "- [ ] Move the reporting job to a session-mode pool",
        ["database"],
    ),
]
TURNS = [
    "What do we know about the deploy process for payments-api?",
    "thanks!",
    "Continue the rate limiter work from yesterday",
    "How should I configure the database pool?",
    "Write a test for the refund endpoint",
]
# a planning session whose preferences, decisions and constraints become candidates
REVIEW_SESSION = [
    {"role": "user", "content": "I prefer short answers with the code first and no preamble."},
    {"role": "assistant", "content": "Understood: code first, then only what is surprising."},
    {
        "role": "user",
        "content": "We decided to use PostgreSQL advisory locks for the payout job because "
        "two workers double-paid a merchant last month.",
    },
    {"role": "assistant", "content": "I'll take the lock at the start of each payout batch."},
    {"role": "user", "content": "Never run the refund backfill during business hours."},
    {"role": "assistant", "content": "Noted; I'll schedule it for 02:00 UTC."},
    {"role": "user", "content": "Maria Lopez is the on-call lead for payments this quarter."},
]
GATES = [
    {"tool_name": "Bash", "tool_input": {"command": "vim migrations/0042_add_index.py"}},
    {"tool_name": "Bash", "tool_input": {"command": "kubectl rollout restart deploy/payments"}},
    {"tool_name": "Bash", "tool_input": {"command": "pytest -q tests/test_refunds.py"}},
]


def build_home(directory: Path) -> tuple[Path, Path]:
    """The demo's home, enriched, under `directory` (the stand-in `~`); returns (home,
    workspace)."""
    root = directory / "memwell-demo"
    run_demo(root, narrate=lambda _line: None)
    home, workspace = root / "home", root / "payments-api"
    harness = Harness(home, workspace)
    for scope, name, kind, description, body, tags in TOPICS:
        harness.remember(scope, name, kind, description, body, tags=tags)  # type: ignore[arg-type]
    harness.store.write_profile(
        "# About me\n\nBackend engineer on the payments team. Python and Go.\n"
        "Prefers short answers with code first; explain only what is surprising.\n"
    )
    for i, text in enumerate(TURNS):
        harness.turn(text, session_id=f"sample-session-{i // 2 + 1}")
    for i, action in enumerate(GATES):
        harness.gate(action, session_id=f"sample-session-{i + 1}")
    harness.import_session(REVIEW_SESSION, session_id="planning-2026-11-30")
    harness.consolidation.run()
    return home, workspace


def chromium_path(explicit: str | None) -> str:
    path = explicit or os.environ.get("MEMWELL_CHROMIUM") or shutil.which("chromium")
    if not path:
        sys.exit("no Chromium found: install Debian's `chromium` or pass --chromium PATH")
    return path


def start_server(home: Path, workspace: Path, user_home: Path) -> tuple[subprocess.Popen[str], str]:
    command = [sys.executable, "-m", "memwell", "ui", "--no-browser", "--json"]
    command += ["--home", str(home), "--workspace", str(workspace)]
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "HOME": str(user_home)}
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line:
        proc.wait(5)
        sys.exit("memwell ui did not start")
    return proc, str(json.loads(line)["url"])


def shoot(url: str, out: Path, chromium: str, home: Path, workspace: Path) -> list[Path]:
    from playwright.sync_api import sync_playwright

    base = url.split("/?", 1)[0]
    shots: list[Path] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 860}, device_scale_factor=1)

        def snap(name: str, full: bool = True) -> None:
            path = out / f"{name}.png"
            page.screenshot(path=str(path), full_page=full)
            shots.append(path)

        page.goto(url)  # sets the token cookie, lands on /memories
        snap("memories")
        page.fill("input[name=q]", "rate limiter redis")
        page.press("input[name=q]", "Enter")
        page.wait_for_selector("#hits")
        snap("memories-search")
        page.goto(f"{base}/memories/workspace/deploy_process")
        snap("topic")
        # a conflict: the file changes on disk while the page's edit is pending
        text = page.input_value("#text")
        page.fill("#text", text.replace("30 minutes", "45 minutes"))
        harness = Harness(home, workspace)
        memory = harness.get("deploy_process", "workspace")
        harness.remember(
            "workspace",
            "deploy_process",
            "project",
            memory.description,
            memory.body.replace("Fridays", "Fridays or before holidays"),
            tags=list(memory.tags),
        )
        page.click("#save")
        page.wait_for_selector("#conflict")
        snap("conflict")
        page.goto(f"{base}/prompt")
        snap("prompt")
        page.goto(f"{base}/recall")
        snap("recall")
        page.goto(f"{base}/recall?kind=turn&status=queried_success")
        page.click("#decisions tbody tr:first-child td:first-child a")
        page.wait_for_selector("#turn-text")
        snap("decision")
        page.goto(f"{base}/recall?kind=gate&status=no-go")
        page.click("#decisions tbody tr:first-child td:first-child a")
        page.wait_for_selector(".verdict")
        snap("gate")
        page.goto(f"{base}/sessions")
        snap("sessions")
        page.goto(f"{base}/sessions?q=token+bucket")
        page.click("#session-hits tbody tr:first-child td.snippet a")
        page.wait_for_selector(".msg.target")
        snap("session", full=False)
        page.goto(f"{base}/session?id=demo-session-3")
        snap("session-compaction", full=False)
        page.goto(f"{base}/budget")
        snap("budget")
        shoot_review(page, base, snap, home, workspace)
        page.goto(f"{base}/memories/user/review_tone")
        page.once("dialog", lambda dialog: dialog.accept())
        page.click("#delete")
        page.wait_for_selector("#trash")
        snap("trash")
        browser.close()
    return shots


def shoot_review(
    page: Any, base: str, snap: Callable[..., None], home: Path, workspace: Path
) -> None:
    """The review inbox, a candidate, accepts, the history, a change and a restore."""
    page.goto(f"{base}/inbox")
    snap("inbox")
    page.click("#candidates li:nth-child(2) a[data-edit]")
    page.wait_for_selector("#statement")
    snap("candidate")
    page.goto(f"{base}/inbox")
    page.click("#candidates li:first-child button[data-accept]")
    page.wait_for_selector(".note.ok")
    # a hand edit between two accepts: history records it as an edit of its own
    harness = Harness(home, workspace)
    memory = harness.get("error_budget", "workspace")
    harness.remember(
        "workspace",
        "error_budget",
        "reference",
        memory.description,
        memory.body + "\n\nAlert when 50% of the monthly budget is gone.",
        tags=list(memory.tags),
    )
    page.click("#candidates li:first-child button[data-accept]")
    page.wait_for_selector(".note.ok")
    page.fill(
        "#candidates li:first-child input[name=reason]",
        "We moved payouts to a queue with its own lock",
    )
    page.click("#candidates li:first-child button[data-reject]")
    page.wait_for_selector(".note.ok")
    snap("inbox-decided")
    page.goto(f"{base}/history")
    snap("history")
    page.click("#history tbody tr:first-child a.subject")
    page.wait_for_selector("#change")
    snap("history-entry")
    page.goto(f"{base}/history")
    page.click("#history tbody tr:nth-child(2) a[data-restore-rev]")
    page.wait_for_selector("#restore-confirm")
    snap("restore")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--chromium", help="Chromium executable (default: chromium on PATH)")
    args = parser.parse_args(argv)
    chromium = chromium_path(args.chromium)
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="memwell-shots-") as tmp:
        home, workspace = build_home(Path(tmp))
        proc, url = start_server(home, workspace, Path(tmp))
        try:
            shots = shoot(url, args.out, chromium, home, workspace)
        finally:
            proc.terminate()
            proc.wait(10)
    for path in shots:
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
