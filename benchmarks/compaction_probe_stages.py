"""Where each development probe stands after the checkpoint strategy, and what a change moved.

`compaction_real.py` runs both strategies and every room view over every split, which on a
shared 2-core machine takes half an hour a variant. Comparing two variants of the extractor
needs less: the checkpoint strategy only, one process per transcript, and for each probe at
each window whether it was kept and, if not, where it fell out (`compaction_where.stage`:
never extracted, in the copy but cut, left out for room). Two such records compared say which
probes a change gained and lost, by split, probe type and agent.

Only the development splits are read: a held-out split's probe file is skipped before its
transcript is loaded (`compaction_real.BLIND` stays the end run's).

    python benchmarks/compaction_probe_stages.py run before.json --workers 2
    python benchmarks/compaction_probe_stages.py run after.json
    python benchmarks/compaction_probe_stages.py compare before.json after.json
    python benchmarks/compaction_probe_stages.py stages before.json

`stages` tables one record's lost probes by where they fell out, per probe type, split and
agent at each window, with the ceiling of the copy: what would be kept if every persisted
item holding a probe were in it whole (kept + left out for room + cut). A window whose
ceiling is under its target is limited by extraction, not by the copy's room.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import uuid
from collections import Counter
from collections.abc import Sequence
from functools import partial
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from compaction_corpus import CORPUS, Probe, load_raw
from compaction_real import (
    DEVELOPMENT,
    WINDOWS,
    broken_pairs,
    lines_of,
    smallest_window,
)
from compaction_where import section_tokens, stage
from memwell.compaction import CheckpointStore, compact
from memwell.compaction.tokens import TokenCounter
from memwell.compaction.transcript import count_tokens

GROUPS = ("split", "kind", "agent")
STAGES = ("never extracted", "left out for room", "in the copy, cut")


def development_probe_files(root: Path = CORPUS) -> list[Path]:
    """The probe files of the development splits (the held-out ones are never opened past
    their split)."""
    files = []
    for path in sorted((root / "probes").glob("*.json")):
        if json.loads(path.read_text(encoding="utf-8"))["split"] in DEVELOPMENT:
            files.append(path)
    return files


def session_name(transcript: str, window: str, ids: str) -> str:
    """The session id a run compacts under: this benchmark's readable name, or (`uuid`) a
    UUID made from it, the form Claude Code, Codex and Gemini CLI give their sessions, so
    the pointer line costs what it costs in a real session."""
    name = f"{transcript}-{window}-checkpoint"
    return str(uuid.uuid5(uuid.NAMESPACE_URL, name)) if ids == "uuid" else name


def probe_rows(probe_file: str, ids: str = "name") -> list[dict[str, Any]]:
    """One row per probe and window for one transcript (none when its raw file is absent)."""
    spec = json.loads(Path(probe_file).read_text(encoding="utf-8"))
    if spec["split"] not in DEVELOPMENT:
        raise ValueError(f"{probe_file} is not a development split")
    raw = next((CORPUS / "raw").glob(spec["transcript"] + ".*"), None)
    if raw is None:
        return []
    agent, transcript = load_raw(raw)
    probes = [Probe(p["type"], tuple(p["terms"]), tuple(p.get("any", ()))) for p in spec["probes"]]
    counter = TokenCounter()
    exact = counter.exact
    store = CheckpointStore(Path(tempfile.mkdtemp(prefix="memwell-stages-")))
    size = count_tokens(transcript, exact)
    least = smallest_window(transcript, exact)
    rows: list[dict[str, Any]] = []
    for label, divisor in WINDOWS.items():
        window = max(least, size // divisor)
        session = session_name(spec["transcript"], label, ids)
        result = compact(
            transcript, context_window=window, force=True, session_id=session, store=store
        )
        lines = lines_of(result.transcript)
        saved = store.load(session)
        fits = count_tokens(result.transcript, exact) <= window
        broken = broken_pairs(result.transcript)
        copy = result.checkpoint or ""
        held = section_tokens(copy, counter)
        copy_lines = copy.lower().split("\n")
        for index, probe in enumerate(probes):
            kept = probe.found_in(lines)
            rows.append(
                {
                    "case": spec["transcript"],
                    "split": spec["split"],
                    "agent": agent,
                    "window": label,
                    "kind": probe.kind,
                    "probe": index,
                    "terms": list(probe.terms),
                    "kept": kept,
                    "stage": "" if kept else stage(probe, saved, result.checkpoint or ""),
                    "broken_pairs": broken,
                    "fits": fits,
                    "in_copy": probe.found_in(copy_lines),
                    "window_tokens": window,
                    "copy_tokens": sum(held.values()),
                    "frame_tokens": held["frame"],
                    "section_tokens": dict(held) if index == 0 else {},
                }
            )
    return rows


def record(out: Path, workers: int, ids: str = "name") -> list[dict[str, Any]]:
    files = [str(p) for p in development_probe_files()]
    with Pool(max(1, workers)) as pool:
        parts = pool.map(partial(probe_rows, ids=ids), files, chunksize=1)
    rows = [row for part in parts for row in part]
    out.write_text(json.dumps(rows), encoding="utf-8")
    return rows


def totals(rows: Sequence[dict[str, Any]]) -> dict[str, int]:
    return {w: sum(r["kept"] for r in rows if r["window"] == w) for w in WINDOWS}


def summary(rows: Sequence[dict[str, Any]]) -> list[str]:
    """Kept per window, structure checks, and where the lost ones fell out."""
    runs = {(r["case"], r["window"]): r for r in rows}.values()
    probes = sum(1 for r in rows if r["window"] == next(iter(WINDOWS)))
    kept = " / ".join(str(n) for n in totals(rows).values())
    lines = [
        f"kept {kept} of {probes} at {', '.join(WINDOWS)}; "
        f"broken pairs {sum(r['broken_pairs'] for r in runs)}; "
        f"outputs over their window {sum(not r['fits'] for r in runs)}"
    ]
    for window in WINDOWS:
        lost = Counter(r["stage"] for r in rows if r["window"] == window and not r["kept"])
        lines.append(f"  lost at {window}: " + ", ".join(f"{k} {n}" for k, n in lost.most_common()))
    return lines


def compare(before: Sequence[dict[str, Any]], after: Sequence[dict[str, Any]]) -> list[str]:
    """Totals and each group before → after, then every probe whose answer changed."""
    lines = ["before: " + summary(before)[0], "after:  " + summary(after)[0]]
    for group in GROUPS:
        lines.append(f"by {group} (before -> after, {' | '.join(WINDOWS)}):")
        for value in sorted({r[group] for r in before} | {r[group] for r in after}):
            cells = []
            for window in WINDOWS:
                a = sum(r["kept"] for r in before if r[group] == value and r["window"] == window)
                b = sum(r["kept"] for r in after if r[group] == value and r["window"] == window)
                cells.append(f"{a}->{b}" + (" *" if a != b else ""))
            lines.append(f"  {value:14} " + " | ".join(cells))
    old = {(r["case"], r["window"], r["probe"]): r for r in before}
    for row in after:
        was = old.get((row["case"], row["window"], row["probe"]))
        if was is not None and was["kept"] != row["kept"]:
            change = "gained" if row["kept"] else f"lost ({row['stage']})"
            lines.append(
                f"{change:28} {row['window']:5} {row['split']:10} {row['case']} "
                f"{row['kind']} {row['terms']}"
            )
    return lines


def stage_table(rows: Sequence[dict[str, Any]]) -> list[str]:
    """Markdown tables: per group value and window, kept / each stage's losses / ceiling."""
    lines: list[str] = []
    head = " | ".join(f"{w} kept / never / room / cut / ceiling" for w in WINDOWS)
    for group in ("all", *GROUPS):
        lines += ["", f"| {group} | probes | {head} |", "|---|---|" + "---|" * len(WINDOWS)]
        for value in sorted({"all" if group == "all" else r[group] for r in rows}):
            part = [r for r in rows if group == "all" or r[group] == value]
            probes = sum(1 for r in part if r["window"] == next(iter(WINDOWS)))
            cells = []
            for window in WINDOWS:
                here = [r for r in part if r["window"] == window]
                kept = sum(r["kept"] for r in here)
                lost = Counter(r["stage"] for r in here if not r["kept"])
                ceiling = kept + sum(lost[s] for s in STAGES[1:])
                cells.append(
                    " / ".join(str(n) for n in (kept, *(lost[s] for s in STAGES), ceiling))
                )
            lines.append(f"| {value} | {probes} | " + " | ".join(cells) + " |")
    return lines


def density(rows: Sequence[dict[str, Any]]) -> list[str]:
    """Per window: the copy's tokens, the share its frame and headings take (of the copy and
    of the window), the probes the copy itself holds, and its tokens per held probe."""
    lines = [
        "| window | window tokens | copy tokens | frame + headings | of the copy | of the window "
        "| probes in the copy | copy tokens per probe held |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for window in WINDOWS:
        here = [r for r in rows if r["window"] == window]
        runs = {r["case"]: r for r in here}.values()
        total = sum(r["window_tokens"] for r in runs)
        copy = sum(r["copy_tokens"] for r in runs)
        frame = sum(r["frame_tokens"] for r in runs)
        held = sum(r["in_copy"] for r in here)
        lines.append(
            f"| {window} | {total:,} | {copy:,} | {frame:,} | {frame / max(1, copy):.1%} "
            f"| {frame / max(1, total):.1%} | {held} | {copy / max(1, held):.1f} |"
        )
    for window in WINDOWS:
        sections: Counter[str] = Counter()
        for r in rows:
            if r["window"] == window:
                sections.update(r.get("section_tokens", {}))
        lines.append(
            f"{window} copy tokens by section: "
            + ", ".join(f"{k} {n:,}" for k, n in sections.most_common())
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="record every development probe's stage")
    run.add_argument("out", type=Path)
    run.add_argument("--workers", type=int, default=2)
    run.add_argument(
        "--ids",
        choices=("name", "uuid"),
        default="name",
        help="session ids: readable names, or UUIDs as real agents give them",
    )
    both = commands.add_parser("compare", help="what changed between two records")
    both.add_argument("before", type=Path)
    both.add_argument("after", type=Path)
    table = commands.add_parser("stages", help="lost probes by stage, type, split and agent")
    table.add_argument("record", type=Path)
    dense = commands.add_parser("density", help="the copy's tokens, its frame, tokens per probe")
    dense.add_argument("record", type=Path)
    args = parser.parse_args(argv)
    if args.command == "run":
        print("\n".join(summary(record(args.out, args.workers, args.ids))))
        return 0
    if args.command == "stages":
        rows = json.loads(args.record.read_text(encoding="utf-8"))
        print("\n".join(stage_table(rows)))
        return 0
    if args.command == "density":
        rows = json.loads(args.record.read_text(encoding="utf-8"))
        print("\n".join(density(rows)))
        return 0
    before = json.loads(args.before.read_text(encoding="utf-8"))
    after = json.loads(args.after.read_text(encoding="utf-8"))
    print("\n".join(compare(before, after)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
