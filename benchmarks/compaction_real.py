"""Probe retention of compaction on real agent transcripts (`evals/compaction/`).

Each transcript of the corpus is compacted with `tiers` and `checkpoint` into windows of
1/4, 1/10 and 1/30 of its exact token count, never below the smallest workable window
(whose target holds what compaction never drops - the system prompt and tool schemas,
the latest user message's unit, the newest unit - plus 200 tokens of checkpoint; or
`--floor` tokens). The corpus's transcripts are mostly 9k-33k tokens, so 1/4, 1/10
and 1/30 are real ratios for them; the "at floor" column counts the runs (the two small
MIT fixtures, mostly) whose window was raised to the floor, and "median window" says
what ratio was really tried. The probes
written for each transcript before any run are looked up in the result: a probe is kept
when one line of the compacted transcript (text, tool arguments and results, the
checkpoint) holds all its terms. Also reported: broken tool pairs (a
call without its result or a result without its call) and whether the output fits its
window by an exact count; whether every checkpoint that evicted messages names them for
session search (`full messages A-B: memwell session search ... --session-id ...`); and
why each development probe (`tune`, `holdout`, and since session 6 `holdout2`) `checkpoint` lost was
lost (never extracted / cut from the copy put back into context / cut while the latest
turn held more tokens than that copy), by probe type. `--room` adds the checkpoint
copy's tokens against the least the probes' own phrases need.

    python benchmarks/compaction_real.py                 # development splits, by type, window
    python benchmarks/compaction_real.py --split holdout3  # the blind set, aggregates
    python benchmarks/compaction_real.py --split holdout --json
    python benchmarks/compaction_real.py --model qwen --base-url http://127.0.0.1:PORT/v1

Figures on the `tune` split are development figures (the extractor was tuned on them).
The `holdout` split was looked at only as aggregates until session 5, when `holdout2`
(a second blind set) arrived and `holdout` became a development set too; in session 6
`holdout3` arrived and `holdout2` became one as well. `holdout3`'s lost probes are never
listed.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from compaction_corpus import Case, load_corpus, missing_transcripts
from memwell.compaction import CheckpointStore, compact
from memwell.compaction.checkpoint import CHECKPOINT_HEADER, render, session_handle
from memwell.compaction.tokens import TokenCounter
from memwell.compaction.transcript import (
    Transcript,
    analyze,
    analyze_message,
    count_tokens,
    latest_user_index,
    system_tokens,
    units,
)
from memwell.compaction.types import Policy
from memwell.llm.provider import ChatModel

WINDOWS = {"1/4": 4, "1/10": 10, "1/30": 30}
# `holdout3` (session 6), `holdout4` (session 9), `holdout5` (session 10) and `holdout6`
# (session 11) are the blind sets: each run when it arrived
# and once at the end of a session, aggregates only, so they are never part of `--split
# all` and never listed probe by probe. `holdout2` was session 5's blind set and is a
# development set since session 6; `holdout7` was session 12's and is one since session 13,
# `holdout8` session 13's and one since session 14, `holdout9` session 14's and one since
# session 15, `holdout10` session 15's and one since session 16, `holdout11` session 16's
# and one since session 17, `holdout12` session 17's and one since session 18, `holdout13`
# session 18's and one since session 19 (their first and last blind runs are recorded in
# docs/benchmarks.md; holdout13's eight goal items were printed once during session 18).
SPLITS = (
    "tune",
    "holdout",
    "holdout2",
    "holdout3",
    "holdout4",
    "holdout5",
    "holdout6",
    "holdout7",
    "holdout8",
    "holdout9",
    "holdout10",
    "holdout11",
    "holdout12",
    "holdout13",
)
DEVELOPMENT = (
    "tune",
    "holdout",
    "holdout2",
    "holdout7",
    "holdout8",
    "holdout9",
    "holdout10",
    "holdout11",
    "holdout12",
    "holdout13",
)
BLIND = ("holdout3", "holdout4", "holdout5", "holdout6")
STRATEGIES = ("tiers", "checkpoint")


# a JSON string's escapes (`\"`, `\\`, `\n`, `\t`): undone, so a probe is looked up in the
# text the model reads (session 18: before, a probe holding a quote, `F601 ... "YOU_API_KEY"
# repeated`, was never found, though the copy said it)
_ESCAPED = re.compile(r"\\([\"\\/bfnrt])")
_UNESCAPED = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f"}


def lines_of(transcript: Transcript) -> list[str]:
    """The transcript as the model reads it (its JSON with the strings' escapes undone),
    lower-cased, line by line: content, tool arguments and results, the system field."""
    text = json.dumps(transcript.to_data(), ensure_ascii=False)
    text = _ESCAPED.sub(lambda m: _UNESCAPED.get(m.group(1), m.group(1)), text)
    return text.lower().split("\n")


def broken_pairs(transcript: Transcript) -> int:
    """Calls without a result plus results without a call (a dangling final call is fine)."""
    infos = analyze(transcript)
    open_calls: dict[str, int] = {}
    broken = 0
    for info in infos:
        for rid in info.result_ids:
            if open_calls.pop(rid, None) is None:
                broken += 1
        for cid in info.call_ids:
            open_calls[cid] = info.index
    last_call = max(open_calls.values(), default=-1)
    return broken + sum(1 for i in open_calls.values() if i != last_call)


def smallest_window(transcript: Transcript, count: Callable[[str], int]) -> int:
    """The smallest window whose target (half of it) holds what compaction never drops
    (system prompt and messages, tool schemas, the latest user message's unit, the newest unit)
    plus 200 tokens of checkpoint."""
    fmt = transcript.format
    infos = [analyze_message(i, m, fmt, count) for i, m in enumerate(transcript.messages)]
    spans = units(infos)
    latest = latest_user_index(infos)
    keep = {spans[-1]} if spans else set()
    if latest is not None:
        keep.add(next(s for s in spans if s[0] <= latest < s[1]))
    # system messages inside the list (an OpenAI transcript's) are kept like the system field
    system = system_tokens(transcript, count) + sum(i.tokens for i in infos if i.is_system)
    protected = system + sum(i.tokens for s, e in keep for i in infos[s:e] if not i.is_system)
    return 2 * (protected + 200)


def loss_reasons(case: Case, result: Any, saved: Any, exact: Callable[[str], int]) -> list[str]:
    """Why each probe of a tune run was lost: `never extracted` (not in the persisted
    checkpoint either), `latest turn took the room` (in the persisted checkpoint but cut
    from the context copy, while the latest turn holds more tokens than that copy), `cut
    from the context copy` (otherwise), or `other` (not in the input transcript's lines:
    a probe whose terms span lines)."""
    full = render(saved)[0].lower().split("\n") if saved is not None else []
    original = lines_of(case.transcript)
    copy, turn = room_taken(result, exact)
    reasons = []
    for probe in case.probes:
        if probe.found_in(full):
            reasons.append("latest turn took the room" if turn > copy else "cut from the copy")
        elif probe.found_in(original):
            reasons.append("never extracted")
        else:
            reasons.append("other")
    return reasons


def room_taken(result: Any, exact: Callable[[str], int]) -> tuple[int, int]:
    """(tokens of the checkpoint copy put back into context, tokens of the latest user
    message and everything after it) in the compacted transcript."""
    infos = [
        analyze_message(i, m, result.transcript.format, exact)
        for i, m in enumerate(result.transcript.messages)
    ]
    latest = latest_user_index(infos)
    turn = sum(i.tokens for i in infos[latest:]) if latest is not None else 0
    return sum(i.tokens for i in infos if i.note == "checkpoint"), turn


def probe_tokens(probe: Any, exact: Callable[[str], int]) -> int:
    """The least a checkpoint line needs to keep a probe: its terms (and its shortest
    alternative word) on one line, a bullet and a newline."""
    words = [*probe.terms, min(probe.any_of, key=len)] if probe.any_of else [*probe.terms]
    return exact(" ".join(words)) + 2


def perfect_pick(
    case: Case, result: Any, saved: Any, exact: Callable[[str], int]
) -> tuple[int, int, int]:
    """What the copy's room could have kept, knowing the probes: (probes kept outside the
    copy, probes a cheapest-first pick of whole persisted items would fit into the
    copy's item room, probes in no persisted item and not kept outside the copy). The
    item room is the copy's tokens less its frame (header, headings, pointer, end
    marker). An upper bound for any selection of the extracted items as they are:
    it separates a copy too small for the history from a pick that missed."""
    copy_text = result.checkpoint or ""
    rest = [m for m in result.transcript.messages if CHECKPOINT_HEADER not in json.dumps(m)]
    outside = lines_of(result.transcript.replace(rest))
    frame = sum(
        exact(line) + 1
        for line in copy_text.split("\n")
        if line.startswith(("[memwell", "[end of", "(", "## "))
    )
    room = room_taken(result, exact)[0] - frame
    items = [item for _, item in saved.items()] if saved is not None else []
    kept_outside, costs, missing = 0, [], 0
    for probe in case.probes:
        if probe.found_in(outside):
            kept_outside += 1
            continue
        hits = [exact(item) + 2 for item in items if probe.found_in([item.lower()])]
        if hits:
            costs.append(min(hits))
        else:
            missing += 1
    fitted, used = 0, 0
    for cost in sorted(costs):
        if used + cost <= room:
            used += cost
            fitted += 1
    return kept_outside, fitted, missing


def room_table(runs: Sequence[dict[str, Any]], split: str) -> str:
    """Per window: the checkpoint copy's tokens against what the probes' phrases need."""
    out = [
        f"room of `checkpoint` on {split} (sums over its transcripts, tokens):",
        "",
        "| window | windows | targets | tokens after | checkpoint copy | latest turn "
        "| probes' phrases at least | kept | kept outside the copy "
        "| a perfect pick of whole items could add | in no persisted item |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for label in WINDOWS:
        rs = [r for r in runs if r["strategy"] == "checkpoint" and r["window"] == label]
        if rs:
            cells = [
                sum(r[k] for r in rs)
                for k in ("context_window", "target", "tokens_after", "copy_tokens")
            ]
            cells += [sum(r[k] for r in rs) for k in ("turn_tokens", "probe_tokens", "kept")]
            cells += [sum(r[k] for r in rs) for k in ("outside", "perfect_pick", "missing")]
            out.append(f"| {label} | " + " | ".join(f"{c:,}" for c in cells) + " |")
    return "\n".join(out)


def pointer_ok(result: Any, session: str) -> bool | None:
    """Whether a checkpoint that evicted messages names them for session search (None
    when nothing was evicted): `full messages A-B: memwell session search ...
    --session-id <session>` with A-B inside the input's message numbers."""
    if not result.evicted_messages or result.checkpoint is None:
        return None
    found = re.search(
        r"full messages (\d+)-(\d+): `memwell session search WORDS --session-id (\S+)`",
        result.checkpoint,
    )
    return bool(
        found
        and found.group(3) == session_handle(session)
        and 1 <= int(found.group(1)) <= int(found.group(2)) <= result.messages_before
    )


def run(
    cases: Sequence[Case],
    floor: int | None,
    model: ChatModel | None = None,
    windows: Sequence[str] = tuple(WINDOWS),
    policy: Policy | None = None,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(per-run rows, per-probe rows); `floor` None means each transcript's smallest
    workable window."""
    exact = TokenCounter().exact
    store = CheckpointStore(Path(tempfile.mkdtemp(prefix="memwell-real-")))
    runs: list[dict[str, Any]] = []
    probes: list[dict[str, Any]] = []
    for case in cases:
        size = count_tokens(case.transcript, exact)
        least = smallest_window(case.transcript, exact) if floor is None else floor
        for label, divisor in WINDOWS.items():
            if label not in windows:
                continue
            window = max(least, size // divisor)
            for strategy in STRATEGIES:
                result = compact(
                    case.transcript,
                    context_window=window,
                    strategy=strategy,  # type: ignore[arg-type]
                    session_id=f"{case.name}-{label}-{strategy}",
                    store=store,
                    model=model if strategy == "checkpoint" else None,
                    force=True,
                    policy=policy,
                )
                after = count_tokens(result.transcript, exact)
                lines = lines_of(result.transcript)
                kept = [p.found_in(lines) for p in case.probes]
                session = f"{case.name}-{label}-{strategy}"
                why = (
                    loss_reasons(case, result, store.load(session), exact)
                    if strategy == "checkpoint" and case.split in DEVELOPMENT
                    else [""] * len(kept)
                )
                pointer = pointer_ok(result, session)
                outside, pick, missing = (
                    perfect_pick(case, result, store.load(session), exact)
                    if strategy == "checkpoint"
                    else (0, 0, 0)
                )
                copy, turn = room_taken(result, exact)
                runs.append(
                    {
                        "case": case.name,
                        "split": case.split,
                        "agent": case.agent,
                        "window": label,
                        "strategy": strategy,
                        "tokens": size,
                        "context_window": window,
                        "target": result.budget,
                        "at_floor": window > size // divisor,
                        "tokens_after": after,
                        "fits": after <= window,
                        "status": result.status,
                        "broken_pairs": broken_pairs(result.transcript),
                        "source": result.checkpoint_source,
                        "reason": result.reason,
                        "kept": sum(kept),
                        "probes": len(kept),
                        "pointer": pointer,
                        "copy_tokens": copy,
                        "turn_tokens": turn,
                        "probe_tokens": sum(probe_tokens(p, exact) for p in case.probes),
                        "outside": outside,
                        "perfect_pick": pick,
                        "missing": missing,
                    }
                )
                for probe, ok, reason in zip(case.probes, kept, why, strict=True):
                    probes.append(
                        {
                            "case": case.name,
                            "split": case.split,
                            "window": label,
                            "strategy": strategy,
                            "kind": probe.kind,
                            "terms": list(probe.terms),
                            "kept": ok,
                            "lost_because": "" if ok else reason,
                        }
                    )
    return runs, probes


def share(rows: Sequence[dict[str, Any]]) -> str:
    if not rows:
        return "-"
    return f"{100 * sum(r['kept'] for r in rows) / len(rows):.0f}%"


def table(runs: list[dict[str, Any]], probes: list[dict[str, Any]], split: str) -> str:
    kinds = sorted({p["kind"] for p in probes})
    out = [f"### {split} ({len({r['case'] for r in runs})} transcripts)", ""]
    first = [p for p in probes if p["strategy"] == probes[0]["strategy"]]
    first = [p for p in first if p["window"] == first[0]["window"]]
    counted = [f"{k} ({sum(p['kind'] == k for p in first)})" for k in kinds]
    head = ["strategy", "window", f"kept ({len(first)})", *counted]
    head += ["broken pairs", "fits", "at floor", "median window"]
    out.append("| " + " | ".join(head) + " |")
    out.append("|" + "---|" * len(head))
    for strategy in STRATEGIES:
        for label in WINDOWS:
            rs = [r for r in runs if r["strategy"] == strategy and r["window"] == label]
            if not rs:
                continue
            ps = [p for p in probes if p["strategy"] == strategy and p["window"] == label]
            by_kind = [share([p for p in ps if p["kind"] == k]) for k in kinds]
            fits = f"{sum(r['fits'] for r in rs)}/{len(rs)}"
            ratio = statistics.median(r["tokens"] / r["context_window"] for r in rs)
            floor = f"{sum(r['at_floor'] for r in rs)}/{len(rs)}"
            row = [strategy, label, share(ps), *by_kind]
            row += [str(sum(r["broken_pairs"] for r in rs)), fits, floor, f"1/{ratio:.1f}"]
            out.append("| " + " | ".join(row) + " |")
    return "\n".join(out)


def cause_table(lost: Sequence[dict[str, Any]]) -> str:
    """Lost probes counted by window and cause, each cause's count split by probe type."""
    causes = sorted({p["lost_because"] for p in lost})
    out = ["| window | " + " | ".join(causes) + " |", "|---|" + "---|" * len(causes)]
    for label in WINDOWS:
        cells = []
        for cause in causes:
            hit = [p["kind"] for p in lost if p["window"] == label and p["lost_because"] == cause]
            kinds = ", ".join(f"{k} {hit.count(k)}" for k in sorted(set(hit)))
            cells.append(f"{len(hit)} ({kinds})" if hit else "0")
        if any(p["window"] == label for p in lost):
            out.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--split",
        choices=(*SPLITS, "all"),
        default="all",
        help="all: tune, holdout, holdout2 and holdout7 to holdout13 (the blind holdout3 "
        "to holdout6 are run only when named)",
    )
    ap.add_argument(
        "--floor",
        type=int,
        help="smallest window tried, in tokens (default: per transcript, twice what "
        "compaction never drops plus 200 tokens of checkpoint)",
    )
    ap.add_argument("--windows", default=",".join(WINDOWS), help="e.g. 1/10 or 1/4,1/30")
    ap.add_argument(
        "--only", default="", help="transcripts whose name starts with one of these (a,b)"
    )
    ap.add_argument("--json", action="store_true", help="print every run and probe as JSON")
    ap.add_argument(
        "--lost",
        action="store_true",
        help="list the development probes (tune, holdout, holdout2, holdout7 to holdout13) "
        "lost by checkpoint (never a blind split's: their terms would leak into tuning)",
    )
    ap.add_argument(
        "--room",
        action="store_true",
        help="print the checkpoint copy's tokens against the least the probes' phrases need",
    )
    ap.add_argument(
        "--target-ratio",
        type=float,
        help="compact to this share of the window instead of the policy's (0.5): what "
        "more room after compaction would keep",
    )
    ap.add_argument(
        "--ceiling-scale",
        type=int,
        default=1,
        help="divide the policy's token ceilings (checkpoint_max_tokens, tail_max_tokens) by "
        "this: what a session this many times larger, compacted at the same ratios, meets "
        "(the corpus's 9k-37k-token sessions never reach the ceilings themselves)",
    )
    ap.add_argument("--model", help="write the checkpoint with this model (OpenAI-compatible)")
    ap.add_argument("--base-url")
    ap.add_argument("--model-timeout", type=float, default=300.0, help="seconds per model call")
    args = ap.parse_args(argv)
    if args.json and args.split in BLIND:
        ap.error(f"--json lists every probe; {args.split} is blind: aggregates only")
    model = None
    if args.model:
        from memwell.llm import ModelConfig, make_model

        model = make_model(
            ModelConfig("openai", args.model, args.base_url, None, args.model_timeout)
        )
    cases = [
        c
        for c in load_corpus()
        if (c.split == args.split or (args.split == "all" and c.split in DEVELOPMENT))
        and c.name.startswith(tuple(args.only.split(",")))
    ]
    absent = missing_transcripts()
    if absent:
        print(
            f"note: {len(absent)} probed transcripts are not in evals/compaction/raw/ "
            f"(not redistributable; SOURCES.md says where each is published): {', '.join(absent)}",
            file=sys.stderr,
        )
    policy = None
    if args.target_ratio or args.ceiling_scale != 1:
        base = Policy()
        policy = Policy(
            target_ratio=args.target_ratio or base.target_ratio,
            checkpoint_max_tokens=base.checkpoint_max_tokens // args.ceiling_scale,
            tail_max_tokens=base.tail_max_tokens // args.ceiling_scale,
        )
    runs, probes = run(cases, args.floor, model, args.windows.split(","), policy)
    if args.json:
        print(json.dumps({"runs": runs, "probes": probes}, ensure_ascii=False, indent=1))
        return 0
    for split in SPLITS:
        rs = [r for r in runs if r["split"] == split]
        if rs:
            print(table(rs, [p for p in probes if p["split"] == split], split))
            print()
            if args.room:
                print(room_table(rs, split))
                print()
    checked = [r for r in runs if r["pointer"] is not None]
    print(
        f"archive pointer present and well-formed in {sum(r['pointer'] for r in checked)} "
        f"of {len(checked)} checkpoints that evicted messages"
    )
    for split in DEVELOPMENT:
        lost = [
            p
            for p in probes
            if p["strategy"] == "checkpoint" and not p["kept"] and p["split"] == split
        ]
        if lost:
            print(f"\n{split} probes lost by checkpoint, by cause and type:\n")
            print(cause_table(lost))
            print()
    if args.lost:
        for p in probes:
            if p["strategy"] == "checkpoint" and not p["kept"] and p["split"] in DEVELOPMENT:
                where = f"{p['split']:7} {p['window']:5} {p['case']:22}"
                print(f"lost {where} {p['kind']:11} {p['terms']} ({p['lost_because']})")
    sources = defaultdict(int)
    for r in runs:
        if r["source"]:
            sources[r["source"]] += 1
    if model is not None:
        print(f"checkpoint sources: {dict(sources)}")
        for r in runs:
            if r["source"] == "extractive_fallback":
                print(f"  {r['case']} {r['window']}: {r['reason']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
