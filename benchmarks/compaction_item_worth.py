"""What each kind of checkpoint item is worth for a handoff: the probes its items hold, per
token, by the selection's group, on the development splits only.

For every development transcript, compacted at one window (1/30 by default), each item of
the persisted checkpoint is put in its group (`dense.group_of`: goal, next step, an error,
an edited file, a decision, ...) and counted: its tokens, whether the copy placed in the
transcript took it, and the probes it holds (a probe held by n items gives each 1/n). The
table gives, per group, the items, their tokens, the share the copy took, the probes they
hold and the probes per 100 tokens, the worth a selection by value would rank by; then the
same for the probes no message kept beside the copy holds (the head, the tail: what the
copy alone can add), per split, so a worth that holds on one split only shows as such.

    python benchmarks/compaction_item_worth.py run worth.json --window 1/30 --workers 2
    python benchmarks/compaction_item_worth.py table worth.json
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from collections.abc import Sequence
from functools import partial
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from compaction_corpus import CORPUS, Probe, load_raw
from compaction_probe_stages import development_probe_files
from compaction_real import DEVELOPMENT, WINDOWS, lines_of, smallest_window
from memwell.compaction import CheckpointStore, compact
from memwell.compaction.dense import group_of
from memwell.compaction.tokens import TokenCounter
from memwell.compaction.transcript import count_tokens
from memwell.compaction.uncovered import LINE_PREFIX

# the item prefixes that put an item in a group of its own (`dense._SUBSTANCE` and after)
_PREFIXES = ("edited: ", "ran: ", "code: ", "cause: ", "fix: ", "plan: ", "used: ", "read: ")


def kind_of(key: str, item: str) -> str:
    """A readable name of the item's group: its section, and its prefix when it has one."""
    if item.startswith(LINE_PREFIX):
        return f"{key}/line"
    for prefix in (*_PREFIXES, "mentioned: "):
        if item.startswith(prefix):
            tail = "/plain" if prefix == "ran: " and " -> " not in item else ""
            return f"{key}/{prefix.rstrip(': ')}{tail}"
    return key


def item_rows(probe_file: str, window: str) -> list[dict[str, Any]]:
    """One row per persisted checkpoint item of one transcript at `window`."""
    spec = json.loads(Path(probe_file).read_text(encoding="utf-8"))
    if spec["split"] not in DEVELOPMENT:
        raise ValueError(f"{probe_file} is not a development split")
    raw = next((CORPUS / "raw").glob(spec["transcript"] + ".*"), None)
    if raw is None:
        return []
    agent, transcript = load_raw(raw)
    probes = [Probe(p["type"], tuple(p["terms"]), tuple(p.get("any", ()))) for p in spec["probes"]]
    exact = TokenCounter().exact
    store = CheckpointStore(Path(tempfile.mkdtemp(prefix="memwell-worth-")))
    size = count_tokens(transcript, exact)
    window_tokens = max(smallest_window(transcript, exact), size // WINDOWS[window])
    session = f"{spec['transcript']}-{window}"
    result = compact(
        transcript, context_window=window_tokens, force=True, session_id=session, store=store
    )
    saved = store.load(session)
    if saved is None:
        return []
    copy = (result.checkpoint or "").lower()
    # the lines of the compacted transcript outside the copy: the kept head and tail (and
    # the system prompt); a probe one of them holds is not the copy's to add
    copy_lines = set(copy.split("\n"))
    beside = [line for line in lines_of(result.transcript) if line not in copy_lines]
    elsewhere = {p for p, probe in enumerate(probes) if probe.found_in(beside)}
    items = saved.items()
    holders: dict[int, list[int]] = defaultdict(list)
    for p, probe in enumerate(probes):
        for i, (_, item) in enumerate(items):
            if probe.found_in([item.lower()]):
                holders[p].append(i)
    rows = []
    for i, (key, item) in enumerate(items):
        held = [p for p, where in holders.items() if i in where]
        rows.append(
            {
                "case": spec["transcript"],
                "split": spec["split"],
                "agent": agent,
                "section": key,
                "group": group_of(key, item),
                "kind": kind_of(key, item),
                "tokens": exact(item),
                "in_copy": item.lower()[:40] in copy,
                "probes": [[p, probes[p].kind, 1 / len(holders[p])] for p in held],
                "marginal": [
                    [p, probes[p].kind, 1 / len(holders[p])] for p in held if p not in elsewhere
                ],
            }
        )
    return rows


def record(out: Path, window: str, workers: int) -> list[dict[str, Any]]:
    files = [str(p) for p in development_probe_files()]
    with Pool(max(1, workers)) as pool:
        parts = pool.map(partial(item_rows, window=window), files, chunksize=1)
    rows = [row for part in parts for row in part]
    out.write_text(json.dumps(rows), encoding="utf-8")
    return rows


def table(rows: Sequence[dict[str, Any]]) -> list[str]:
    """Per group: items, tokens, the copy's share, probes held, probes per 100 tokens; then
    probes per 100 tokens per split (the worth's spread)."""
    splits = sorted({r["split"] for r in rows})
    kinds = sorted({(r["group"], r["kind"]) for r in rows})
    lines = [
        "| group | kind | items | tokens | in the copy | probes held | per 100 tokens "
        "| held by no kept message | per 100 tokens | " + " | ".join(splits) + " |",
        "|---|---|---|---|---|---|---|---|---|" + "---|" * len(splits),
    ]
    for group, kind in kinds:
        part = [r for r in rows if r["kind"] == kind and r["group"] == group]
        tokens = sum(r["tokens"] for r in part)
        held = sum(w for r in part for _, _, w in r["probes"])
        # records made before the marginal count have none: every probe counts as new
        marginal = sum(w for r in part for _, _, w in r.get("marginal", r["probes"]))
        copy = sum(r["in_copy"] for r in part)
        cells = []
        for split in splits:
            here = [r for r in part if r["split"] == split]
            t = sum(r["tokens"] for r in here)
            h = sum(w for r in here for _, _, w in r.get("marginal", r["probes"]))
            cells.append(f"{100 * h / t:.2f}" if t else "-")
        lines.append(
            f"| {group} | {kind} | {len(part)} | {tokens:,} | {copy / len(part):.0%} "
            f"| {held:.1f} | {100 * held / max(1, tokens):.2f} "
            f"| {marginal:.1f} | {100 * marginal / max(1, tokens):.2f} | "
            + " | ".join(cells)
            + " |"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="record every development checkpoint item")
    run.add_argument("out", type=Path)
    run.add_argument("--window", default="1/30", choices=list(WINDOWS))
    run.add_argument("--workers", type=int, default=2)
    show = commands.add_parser("table", help="probes per token by group")
    show.add_argument("record", type=Path)
    args = parser.parse_args(argv)
    if args.command == "run":
        rows = record(args.out, args.window, args.workers)
        print(f"{len(rows)} items")
        return 0
    print("\n".join(table(json.loads(args.record.read_text(encoding="utf-8")))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
