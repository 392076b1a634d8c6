"""Where the development probes that `checkpoint` loses sit in their transcripts.

For each probe of the development splits (`compaction_real.DEVELOPMENT`) lost at a window,
the first message of the input transcript that holds all its terms on one line is found and
classed: who wrote it and what kind of content it is (the user's words, the agent's prose,
the agent's code in a fenced block, a tool call's input, a tool's output, a system
message), its position in the session (tenths of the message list), and whether it was
evicted into the checkpoint or is in a part that compaction kept or rewrote (a cleared tool
output in the kept tail), and where it fell out: never extracted, extracted but left out of
the copy for room, or in the copy but cut to its share (session 11). The checkpoint copy's
tokens by section say what the copy held instead. Development sets only: a blind split's
probes are never listed.

    python benchmarks/compaction_where.py                 # counts by kind, window
    python benchmarks/compaction_where.py --list          # every lost probe with its place
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from compaction_corpus import Case, Probe, load_corpus
from compaction_real import DEVELOPMENT, WINDOWS, lines_of, smallest_window
from memwell.compaction import CheckpointStore, compact
from memwell.compaction.checkpoint import Checkpoint
from memwell.compaction.tokens import TokenCounter
from memwell.compaction.transcript import MessageInfo, analyze, count_tokens

_FENCE = re.compile(r"```.*?(?:```|\Z)", re.S)


def parts(info: MessageInfo) -> list[tuple[str, str]]:
    """A message's content as (kind, text) parts."""
    out: list[tuple[str, str]] = []
    if info.is_system:
        return [("system", info.text)]
    if info.role == "user":
        kind = "tool output" if info.observation else "user message"
        out.append((kind, info.text))
    else:
        code = "\n".join(_FENCE.findall(info.text))
        out.append(("agent prose", _FENCE.sub(" ", info.text)))
        if code:
            out.append(("agent code", code))
    for call in info.tool_calls:
        out.append(("tool input", json.dumps(call.arguments, ensure_ascii=False)))
    for result in info.results:
        out.append(("tool output", result))
    return out


def locate(probe: Probe, infos: Sequence[MessageInfo]) -> tuple[str, int] | None:
    """(content kind, message index) of the first part holding the probe on one line."""
    for info in infos:
        for kind, text in parts(info):
            lines = text.replace("\\n", "\n").lower().split("\n")
            if probe.found_in(lines):
                return kind, info.index
    return None


def section_tokens(copy: str, exact: TokenCounter) -> Counter[str]:
    """The checkpoint copy's tokens by its `## ` section (the frame under "frame")."""
    out: Counter[str] = Counter()
    heading = "frame"
    for line in copy.split("\n"):
        if line.startswith("## "):
            heading = line[3:].split(" (")[0].strip()
            out["frame"] += exact.exact(line) + 1
            continue
        out["frame" if line.startswith(("[memwell", "[end of", "(")) else heading] += (
            exact.exact(line) + 1
        )
    return out


def _words(text: str) -> str:
    return " ".join(re.sub(r"\W+", " ", text.lower()).split())


def stage(probe: Probe, saved: Checkpoint | None, copy: str) -> str:
    """Where a lost probe fell out: `never extracted` (in no persisted item), `in the copy,
    cut` (an item holding it is in the copy, shortened to its share so that its terms
    are no longer on one line; told by the item's first or last words, an approximation),
    or `left out for room` (no item holding it was picked)."""
    items = [item for _, item in saved.items()] if saved is not None else []
    holders = [item for item in items if probe.found_in([item.lower()])]
    if not holders:
        return "never extracted"
    said = _words(copy)
    for item in holders:
        words = _words(item).split()
        n = min(6, len(words))
        if " ".join(words[:n]) in said or " ".join(words[-n:]) in said:
            return "in the copy, cut"
    return "left out for room"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--list", action="store_true", help="print every lost probe's place")
    args = ap.parse_args(argv)
    counter = TokenCounter()
    store = CheckpointStore(Path(tempfile.mkdtemp(prefix="memwell-where-")))
    cases: list[Case] = [c for c in load_corpus() if c.split in DEVELOPMENT]
    by_kind: dict[str, Counter[str]] = {w: Counter() for w in WINDOWS}
    by_where: dict[str, Counter[str]] = {w: Counter() for w in WINDOWS}
    by_tenth: dict[str, Counter[int]] = {w: Counter() for w in WINDOWS}
    held: dict[str, Counter[str]] = {w: Counter() for w in WINDOWS}
    stages: dict[str, Counter[str]] = {w: Counter() for w in WINDOWS}
    all_kinds: Counter[str] = Counter()
    for case in cases:
        infos = analyze(case.transcript)
        n = len(infos)
        places = [locate(p, infos) for p in case.probes]
        for place in places:
            all_kinds[place[0] if place else "spans lines"] += 1
        size = count_tokens(case.transcript, counter.exact)
        least = smallest_window(case.transcript, counter.exact)
        for label, divisor in WINDOWS.items():
            window = max(least, size // divisor)
            result = compact(
                case.transcript,
                context_window=window,
                force=True,
                session_id=f"{case.name}-{label}",
                store=store,
            )
            lines = lines_of(result.transcript)
            span = re.search(r"full messages (\d+)-(\d+)", result.checkpoint or "")
            first, last = (int(span.group(1)) - 1, int(span.group(2)) - 1) if span else (0, -1)
            held[label] += section_tokens(result.checkpoint or "", counter)
            saved = store.load(f"{case.name}-{label}")
            for probe, place in zip(case.probes, places, strict=True):
                if probe.found_in(lines):
                    continue
                kind, index = place if place else ("spans lines", -1)
                by_kind[label][kind] += 1
                evicted = first <= index <= last
                by_where[label]["evicted" if evicted else "kept part, rewritten"] += 1
                by_tenth[label][min(9, 10 * index // n) if index >= 0 else -1] += 1
                stages[label][stage(probe, saved, result.checkpoint or "")] += 1
                if args.list:
                    print(
                        f"lost {label:5} {case.name:24} {probe.kind:11} {kind:12} "
                        f"msg {index}/{n} {list(probe.terms)}"
                    )
    print("development probes by where they sit (all probes):", dict(all_kinds.most_common()))
    for label in WINDOWS:
        print(f"\n{label}: lost by content kind: {dict(by_kind[label].most_common())}")
        print(f"{label}: evicted or kept: {dict(by_where[label])}")
        print(f"{label}: where it fell out: {dict(stages[label].most_common())}")
        tenths = ", ".join(f"{t}:{c}" for t, c in sorted(by_tenth[label].items()))
        print(f"{label}: position (tenth of the session): {tenths}")
        print(f"{label}: copy tokens by section: {dict(held[label].most_common())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
