"""Gate: two saved runs of `gate_causes.py` side by side — the figures per group and every
call whose answer differs, with the rule that decides it now.

A reading of rules or calls is judged on stops AND false stops; the totals alone hide
whether a gain is the rule-breaking call while its benign twin (the same tool, told apart by
a condition) is newly stopped too. This lists both, call by call.

    MEMWELL_EMBEDDINGS=none python benchmarks/gate_causes.py --save runs/start corpus_a …
    MEMWELL_EMBEDDINGS=none python benchmarks/gate_causes.py --save runs/end corpus_a …
    python benchmarks/gate_run_diff.py runs/start runs/end             # figures and calls
    python benchmarks/gate_run_diff.py runs/start runs/end --figures   # figures only

Each call is marked `gained` (a rule-breaking call now stopped), `lost` (one no longer
stopped), `false+` (a benign call now stopped), `false-` (one no longer stopped) or
`strength` (stopped before and after, with a different verdict).
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Figures:
    stopped: int
    breaking: int
    false_stops: int
    benign: int

    def __add__(self, other: Figures) -> Figures:
        return Figures(
            self.stopped + other.stopped,
            self.breaking + other.breaking,
            self.false_stops + other.false_stops,
            self.benign + other.benign,
        )

    def __str__(self) -> str:
        return f"{self.stopped}/{self.breaking} stopped, {self.false_stops}/{self.benign} false"


def figures(report: dict[str, Any]) -> Figures:
    out = Figures(0, 0, 0, 0)
    for world in report.values():
        stopped, false = world["breaking_stopped"], world["false_stops"]
        out += Figures(stopped["hit"], stopped["of"], false["hit"], false["of"])
    return out


def change(before: dict[str, Any] | None, after: dict[str, Any] | None) -> str | None:
    """How one call's answer moved (None: the same answer); a call absent from a run's
    wrong answers was answered right there."""
    expected = (before or after or {}).get("expected")
    got_before = before["got"] if before else expected
    got_after = after["got"] if after else expected
    if got_before == got_after:
        return None
    stops = ("no-go", "ask")
    if expected in stops:
        if got_before in stops and got_after in stops:
            return "strength"
        return "gained" if got_after in stops else "lost"
    return "false+" if got_after in stops else "false-"


def calls_changed(before: dict[str, Any], after: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(change, call id, what decides it now) for each call whose answer differs."""
    out: list[tuple[str, str, str]] = []
    for world in sorted(set(before) | set(after)):
        old = {w["id"]: w for w in before.get(world, {}).get("wrong", [])}
        new = {w["id"]: w for w in after.get(world, {}).get("wrong", [])}
        for call in sorted(set(old) | set(new)):
            moved = change(old.get(call), new.get(call))
            if moved is None:
                continue
            now = new.get(call) or old[call]
            why = "; ".join(now.get("stopped_by") or []) if call in new else "right now"
            out.append((moved, call, why or now.get("cause", "")))
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--figures", action="store_true", help="the figures only")
    args = parser.parse_args(argv)
    total_before = total_after = Figures(0, 0, 0, 0)
    lines: list[str] = []
    for path in sorted(args.before.glob("*.json")):
        other = args.after / path.name
        if not other.exists():
            continue
        before = json.loads(path.read_text(encoding="utf-8"))
        after = json.loads(other.read_text(encoding="utf-8"))
        old, new = figures(before), figures(after)
        total_before, total_after = total_before + old, total_after + new
        mark = "" if old == new else "  *"
        print(f"{path.stem:14} {old}  →  {new}{mark}")
        lines += [f"{moved:8} {call:12} {why}" for moved, call, why in calls_changed(before, after)]
    print(f"{'all':14} {total_before}  →  {total_after}")
    if not args.figures:
        print()
        print("\n".join(lines))


if __name__ == "__main__":
    main()
