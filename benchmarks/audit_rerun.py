"""Issue 12's audit, rerun as one table: every item (1-15), as the audit ran it (real
`memwell` processes, a fresh home per attempt unless the item is about one home).

    python benchmarks/audit_rerun.py [--quick] [--json] [--only 1,4,...]

The items that have a benchmark of their own are run through its functions
(confinement_audit: 4, 14; read_races: 9; kill_consistency: 6, 7; index_damage: 8;
precompact_large: 12; secrets_corpus: 3, on session 3's blind corpus,
evals/secrets/final.jsonl); the others are here: the read permission (1), the gate
under concurrent writes (2), the MEMORY.md marker in a description (5), a same-size
edit that keeps its mtime and a folder named x.md (10), hook exit codes on malformed
calls (11), an MCP lone surrogate (13) and the description cap (15). Each row: attempts,
how many held, and the issue's target. `--quick` runs fewer attempts of the costly items
(under five minutes on two cores; a 12 MB transcript for item 12 instead of 50 MB).
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import confinement_audit
import index_damage
import kill_consistency
import precompact_large
import read_races
import secrets_corpus
from audit_support import SAVE, Fresh, McpSession, Row, memwell, one_error_line, output_of

ROOT = Path(__file__).resolve().parents[1]
BLIND_SECRETS = ROOT / "evals" / "secrets" / "final.jsonl"
# --- 1. the read permission ---------------------------------------------------------------


def item_read_permission(quick: bool) -> Row:
    secret = "PRIVATE-BODY-51c2"
    checks: list[tuple[str, bool]] = []
    for setting, answer in (("deny", b""), ("ask", b"n\n")):
        with Fresh() as (home, ws):
            home.mkdir()
            (home / "config.toml").write_text(f'[permissions]\nread = "{setting}"\n')
            saved = memwell(
                home, ws, [*SAVE, "--name", "p", "--description", "d", "--content", secret]
            )
            assert saved.returncode == 0, output_of(saved)
            shown = memwell(home, ws, ["show", "p"], answer)
            checks.append((f"show, read={setting}", secret not in output_of(shown)))
            found = memwell(home, ws, ["search", "PRIVATE"], answer)
            checks.append((f"search, read={setting}", secret not in output_of(found)))
            if setting == "deny":
                session = McpSession(home, ws)
                try:
                    for tool, args in (
                        ("memory_read", {"name": "p"}),
                        ("memory_search", {"query": "PRIVATE"}),
                    ):
                        reply = session.tool(tool, args)
                        checks.append(
                            (
                                f"MCP {tool}, read=deny",
                                reply is not None and secret not in json.dumps(reply),
                            )
                        )
                finally:
                    session.close()
    broke = [name for name, ok in checks if not ok]
    return Row(
        1,
        "read permission enforced (CLI, MCP)",
        len(checks),
        len(checks) - len(broke),
        "body never returned",
        ", ".join(broke),
    )


# --- 2. the gate under concurrent writes --------------------------------------------------


def item_gate_under_writes(quick: bool) -> Row:
    calls = 12 if quick else 300
    decisions: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="memwell-audit-") as tmp:
        root = Path(tmp)
        home, ws = read_races.rule_home(root)
        stop = root / "stop"
        writer = read_races.start("writer", home, ws, stop, 1_000_000)
        payload = json.dumps(
            {
                "hook_event_name": "PreToolUse",
                "session_id": "gate",
                "cwd": str(ws),
                "tool_name": "Bash",
                "tool_input": {"command": "git push --force origin main"},
            }
        ).encode()
        try:
            for _ in range(calls):
                done = memwell(home, ws, ["hook", "claude-code"], payload)
                try:
                    answer = json.loads(done.stdout or b"{}")
                    decision = answer.get("hookSpecificOutput", {}).get(
                        "permissionDecision", "neutral"
                    )
                except ValueError:
                    decision = f"exit {done.returncode}, no JSON"
                decisions[decision] = decisions.get(decision, 0) + 1
        finally:
            stop.touch()
            writer.wait()
    detail = ", ".join(f"{k} {v}" for k, v in sorted(decisions.items()))
    return Row(
        2,
        "gate deny kept while another process saves",
        calls,
        decisions.get("deny", 0),
        "0 decisions lost",
        detail,
    )


# --- 3. secrets ------------------------------------------------------------------------------


def item_secrets(quick: bool) -> Row:
    cases = secrets_corpus.load(BLIND_SECRETS)
    scanner = secrets_corpus.scanner_report(cases)
    only = ["save content"] if quick else None
    boundaries = secrets_corpus.boundary_report(cases, only)
    pushes = sum(row["secrets"] for row in boundaries.values())
    leaked = sum(len(row["leaked"]) for row in boundaries.values())
    refused = len(boundaries["save content"]["lookalikes_refused"])
    looks = boundaries["save content"]["lookalikes"]
    worst = max(boundaries.items(), key=lambda kv: len(kv[1]["leaked"]))
    detail = (
        f"{len(boundaries)} boundaries; scanner caught {scanner['caught']}/{scanner['secrets']};"
        f" look-alikes refused on save {refused}/{looks} ({refused * 32 / max(looks, 1):.1f}"
        f" per 32); worst: {worst[0]} {len(worst[1]['leaked'])} leaked"
    )
    return Row(
        3,
        "secrets kept out at every boundary (blind corpus)",
        pushes,
        pushes - leaked,
        "0 leaked; <= 2 look-alikes per 32",
        detail,
    )


# --- 4. symlinks (confinement_audit, plus the consolidation state and the history) --------


CONSOLIDATION_LINKS = [
    ("inbox", "inbox", ["inbox", "--json"]),
    ("consolidation", "consolidate", ["consolidate"]),
    (".git", "history", ["history"]),
]


def item_links(quick: bool) -> Row:
    attempts = confinement_audit.link_attempts()
    if quick:  # one command per linked path
        attempts = list({linked: (linked, c, a) for linked, c, a in reversed(attempts)}.values())
    cases = [confinement_audit.run_link(*a) for a in attempts + CONSOLIDATION_LINKS]
    broke = [f"{c.name} ({c.detail})" for c in cases if not c.held]
    return Row(
        4,
        "symlinks inside the home",
        len(cases),
        len(cases) - len(broke),
        "0 reads or writes outside the home",
        "; ".join(broke),
    )


# --- 5. the MEMORY.md marker in a description -------------------------------------------


def item_marker_in_description(quick: bool) -> Row:
    held = 0
    markers = ["<!-- /memwell:topics -->", "<!-- memwell:topics -->"]
    for marker in markers:
        with Fresh() as (home, ws):
            memwell(home, ws, [*SAVE, "--name", "zeta", "--description", "z", "--content", "c"])
            memwell(
                home,
                ws,
                [*SAVE, "--name", "alpha", "--description", f"x {marker} y", "--content", "c"],
            )
            memwell(home, ws, ["rm", "zeta"])
            memwell(home, ws, ["rm", "alpha"])
            prompt = output_of(memwell(home, ws, ["prompt"]))
            held += "zeta" not in prompt and "Traceback" not in prompt
    return Row(
        5, "block marker in a description", len(markers), held, "MEMORY.md keeps no ghost entries"
    )


# --- 6, 7. kills during reindex and import (kill_consistency) ----------------------------


def items_kills(quick: bool) -> list[Row]:
    iterations = 6 if quick else 30
    tally = kill_consistency.run(
        iterations,
        seed=12,
        sessions=40 if quick else 150,
        messages=20,
        import_messages=2000 if quick else 5000,
        topic_size=200_000 if quick else 1_000_000,
    )
    counts = tally.counts()
    broken = {k: v for k, v in counts.items() if k in tally.FAILURE_COUNTS and v}
    detail = f"{tally.kills} killed, {tally.finished} finished first; " + (
        ", ".join(f"{k} {v}" for k, v in broken.items()) or "every check 0"
    )
    held = iterations - tally.iterations_broken
    target = "session search complete after any kill"
    return [
        Row(
            6,
            "kill -9 during save/import/reindex: search complete",
            iterations,
            held,
            target,
            detail,
        ),
        Row(
            7,
            "kill -9 mid-append: no torn or duplicated lines (same run)",
            iterations,
            iterations
            if not (
                counts["torn_lines"]
                or counts["archive_duplicates"]
                or counts["reimport_duplicated"]
            )
            else held,
            "imports idempotent by message id",
            detail,
        ),
    ]


# --- 8. a damaged index (index_damage) ------------------------------------------------------


def item_index_damage(quick: bool) -> Row:
    runs = 20 if quick else 400
    by_operation, _, _ = index_damage.run(runs, seed=0)
    outcomes = sum(by_operation.values(), collections.Counter[str]())
    # and the audit's own repro through the CLI: flipped pages, then save and reindex
    with Fresh() as (home, ws):
        memwell(home, ws, [*SAVE, "--name", "a", "--description", "d", "--content", "c"])
        raw = bytearray((home / "index.sqlite").read_bytes())
        for offset in range(4096, len(raw), 997):
            raw[offset] ^= 0xFF
        (home / "index.sqlite").write_bytes(bytes(raw))
        save = memwell(home, ws, [*SAVE, "--name", "b", "--description", "d", "--content", "c"])
        reindex = memwell(home, ws, ["reindex"])
        cli_held = sum(
            d.returncode == 0 and "Traceback" not in output_of(d) for d in (save, reindex)
        )
    held = outcomes.get("answered", 0) + outcomes.get("one-line error", 0) + cli_held
    detail = ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items()))
    return Row(
        8,
        "damaged index pages (API runs + CLI save, reindex)",
        runs + 2,
        held,
        "0 tracebacks; reindex repairs",
        detail + f"; CLI save+reindex {cli_held}/2 ok",
    )


# --- 9. read commands racing writers (read_races) ------------------------------------------


def item_read_races(quick: bool) -> Row:
    rounds, saves = (20, 40) if quick else (150, 300)
    counts = read_races.run(rounds, 2, saves)
    attempts = 2 * rounds * 3 + saves
    failed = sum(counts["readers"].values()) + sum(counts["saves"].values())
    detail = ", ".join(f"{k} {v}" for k, v in sorted((counts["readers"] + counts["saves"]).items()))
    return Row(
        9,
        "search/list/gate racing a writer; saves racing a deleter",
        attempts,
        attempts - failed,
        "0 failures",
        detail,
    )


# --- 10. a same-size edit that keeps its mtime; a folder named x.md -------------------------


def item_stale_and_folder(quick: bool) -> Row:
    checks: list[tuple[str, bool]] = []
    with Fresh() as (home, ws):
        memwell(
            home,
            ws,
            [*SAVE, "--name", "t", "--description", "d", "--content", "the word is quokka1"],
        )
        memwell(home, ws, ["search", "quokka1"])  # indexed as it is
        path = home / "user" / "t.md"
        st = path.stat()
        path.write_text(path.read_text().replace("quokka1", "wombat2"))
        os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))  # `cp -p` / `rsync -t`
        time.sleep(0.1)
        found = memwell(home, ws, ["search", "wombat2", "--json"])
        checks.append(("same-size edit, mtime kept", b"wombat2" in found.stdout))
    with Fresh() as (home, ws):
        memwell(home, ws, [*SAVE, "--name", "t", "--description", "d", "--content", "c"])
        (home / "user" / "x.md").mkdir()
        for args in (["ls"], ["turn", "hello there"]):
            done = memwell(home, ws, args)
            checks.append((f"folder x.md: {args[0]}", done.returncode == 0))
    broke = [name for name, ok in checks if not ok]
    return Row(
        10,
        "same-size edit re-indexed; folder named x.md",
        len(checks),
        len(checks) - len(broke),
        "search current; ls and turn answer",
        ", ".join(broke),
    )


# --- 11. hooks on malformed calls ----------------------------------------------------------


def item_hook_exit_codes(quick: bool) -> Row:
    extra_args = [
        ["--verbose"],
        ["-v"],
        ["--hom=x"],
        ["extra"],
        ["--json"],
        ["--home"],
        ["--extra"],
    ]
    payloads = [
        b"",
        b"not json",
        b"[]",
        b"\xff\xfe",
        b'{"hook_event_name": 3}',
        b'{"hook_event_name": "PreToolUse", "tool_input": "x"}',
    ]
    results: list[tuple[str, bool]] = []
    with Fresh() as (home, ws):
        event = json.dumps({"hook_event_name": "UserPromptSubmit", "prompt": "hi"}).encode()
        for args in extra_args:
            done = memwell(home, ws, ["hook", "claude-code", *args], event)
            results.append((f"claude-code {' '.join(args)}", done.returncode == 0))
        for agent in ("claude-code", "gemini-cli"):
            for payload in payloads:
                done = memwell(home, ws, ["hook", agent], payload)
                ok = done.returncode == 0 and b"Traceback" not in done.stderr
                if agent == "gemini-cli":  # always a JSON answer
                    try:
                        json.loads(done.stdout)
                    except ValueError:
                        ok = False
                results.append((f"{agent} {payload[:12]!r}", ok))
    broke = [name for name, ok in results if not ok]
    return Row(
        11,
        "hook exit code on malformed calls",
        len(results),
        len(results) - len(broke),
        "exit 0 (never the blocking 2)",
        ", ".join(broke),
    )


# --- 12. PreCompact / PreCompress on a large transcript (precompact_large) ---------------


def item_precompact(quick: bool) -> Row:
    megabytes = 12.0 if quick else 50.0
    agents = ["claude-code"] if quick else ["claude-code", "gemini-cli"]
    runs = [precompact_large.run_once(agent, megabytes, 1, "manual") for agent in agents]
    held = sum(r["checkpoint_written"] and r["wall_s"] < 30 and r["exit_code"] == 0 for r in runs)
    detail = "; ".join(
        f"{r['agent']} {r['megabytes']} MB: {r['wall_s']} s wall, "
        f"{r['cpu_s']} s CPU, checkpoint {r['checkpoint_written']}"
        for r in runs
    )
    return Row(
        12,
        f"PreCompact/PreCompress on {megabytes:.0f} MB within 30 s",
        len(runs),
        held,
        "checkpoint written within the timeout",
        detail,
    )


# --- 13. MCP: a lone surrogate in the arguments ---------------------------------------------


def item_mcp_surrogate(quick: bool) -> Row:
    calls = [
        (
            "memory_save",
            {
                "scope": "user",
                "name": "s",
                "type": "user",
                "description": "d",
                "content": "bad \ud800 text",
            },
        ),
        ("memory_search", {"query": "bad \ud800"}),
        ("recall", {"message": "what about \ud800 this"}),
    ]
    held, broke = 0, []
    with Fresh() as (home, ws):
        session = McpSession(home, ws)
        try:
            for name, arguments in calls:
                reply = session.tool(name, arguments, timeout=30.0)
                alive = session.tool("memory_list", {}, timeout=30.0)
                ok = reply is not None and alive is not None
                held += ok
                if not ok:
                    broke.append(name + (" no reply" if reply is None else " server stopped"))
        finally:
            session.close()
    return Row(
        13,
        "MCP call with a lone surrogate",
        len(calls),
        held,
        "an answer (an error) every time",
        ", ".join(broke),
    )


# --- 14. bad inputs (confinement_audit) ---------------------------------------------------


def item_bad_inputs(quick: bool) -> Row:
    cases = confinement_audit.run_inputs()
    broke = [f"{c.name} ({c.detail})" for c in cases if not c.held]
    return Row(
        14,
        "bad input: one error line, no traceback",
        len(cases),
        len(cases) - len(broke),
        "0 tracebacks",
        "; ".join(broke),
    )


# --- 15. the description cap ----------------------------------------------------------------


def item_description_cap(quick: bool) -> Row:
    checks: list[tuple[str, bool]] = []
    with Fresh() as (home, ws):
        memwell(
            home,
            ws,
            [*SAVE, "--name", "other", "--description", "the other topic", "--content", "c"],
        )
        long = memwell(
            home, ws, [*SAVE, "--name", "big", "--description", "x" * 30_000, "--content", "c"]
        )
        checks.append(("30 KB description refused with one line", one_error_line(long)))
        checks.append(("nothing saved", not (home / "user" / "big.md").exists()))
        session = McpSession(home, ws)
        try:
            reply = session.tool(
                "memory_save",
                {
                    "scope": "user",
                    "name": "big2",
                    "type": "user",
                    "description": "y" * 30_000,
                    "content": "c",
                },
            )
            checks.append(
                (
                    "MCP: refused as a tool error",
                    reply is not None and reply.get("result", {}).get("isError") is True,
                )
            )
        finally:
            session.close()
        # a description written by hand past the cap: the prompt still lists the others
        (home / "user" / "hand.md").write_text(
            f"---\nname: hand\ntype: user\ndescription: {'z' * 30_000}\n---\nbody\n"
        )
        prompt = output_of(memwell(home, ws, ["prompt"]))
        checks.append(
            (
                "hand-written 30 KB description: others still in the prompt",
                "the other topic" in prompt and len(prompt) < 20_000,
            )
        )
    broke = [name for name, ok in checks if not ok]
    return Row(
        15,
        "description length cap",
        len(checks),
        len(checks) - len(broke),
        "one description cannot crowd the index out",
        ", ".join(broke),
    )


ITEMS: dict[int, Callable[[bool], Row | list[Row]]] = {
    1: item_read_permission,
    2: item_gate_under_writes,
    3: item_secrets,
    4: item_links,
    5: item_marker_in_description,
    6: items_kills,  # rows 6 and 7
    8: item_index_damage,
    9: item_read_races,
    10: item_stale_and_folder,
    11: item_hook_exit_codes,
    12: item_precompact,
    13: item_mcp_surrogate,
    14: item_bad_inputs,
    15: item_description_cap,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer attempts (under 5 min)")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--only", help="comma-separated item numbers (6 also gives 7)")
    args = parser.parse_args(argv)
    wanted = [int(n) for n in args.only.split(",")] if args.only else list(ITEMS)
    rows: list[Row] = []
    started = time.perf_counter()
    for number in wanted:
        item = ITEMS[6 if number == 7 else number]
        if number == 7 and 6 in wanted:
            continue
        began = time.perf_counter()
        result = item(args.quick)
        for row in result if isinstance(result, list) else [result]:
            rows.append(row)
            took = time.perf_counter() - began
            print(f"[{row.item}] {row.held}/{row.attempts} held ({took:.0f} s)", file=sys.stderr)
    elapsed = time.perf_counter() - started
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    if args.json:
        print(
            json.dumps(
                {
                    "quick": args.quick,
                    "elapsed_s": round(elapsed, 1),
                    "load": load,
                    "rows": [{**asdict(r), "met": r.met} for r in rows],
                },
                indent=1,
            )
        )
        return 0
    print("| # | what | attempts | held | target | met | detail |")
    print("|---|---|---:|---:|---|---|---|")
    for r in rows:
        print(
            f"| {r.item} | {r.what} | {r.attempts} | {r.held} | {r.target} | "
            f"{'yes' if r.met else '**no**'} | {r.detail} |"
        )
    print(f"\n{'quick' if args.quick else 'full'} run, {elapsed:.0f} s, load {load:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
