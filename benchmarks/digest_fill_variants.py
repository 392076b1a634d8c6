"""Where recorded fact turns lose their fact, by stage and by script, and two fill variants.

Reads the cases `benchmarks/digest_replay.py record` wrote (one file per development
world) and rebuilds every digest offline with the real `build_digest`.

* `causes`: each lost turn by stage (`digest_replay.where_lost`'s classes), by whether a
  missing fact is written in the other script than the turn (CJK against Latin), and by
  whether a memory holding it is one of two versions of a decision among the hits;
* `variants`: the facts carried per world by the library as it is, and by two changes
  of the fill measured and not kept, with the turns each wins and loses:
  - `--decay D` (a grid): a memory's further statements valued at value * D**n, n the
    statements of it already taken (a diminishing return per memory, so the lines spread
    over more memories; the digest's priorities are not discounted), read
    leave-one-world-out over the grid;
  - `--lead-shares`: on a change turn with the model, the most confident memory's rule
    also gains the rule priority only when it shares a word with the turn (as every
    other memory's rule already does).

    python benchmarks/digest_fill_variants.py causes cases/world_*.pkl
    python benchmarks/digest_fill_variants.py variants cases/world_*.pkl --decay 1 0.9 0.8 0.7
    python benchmarks/digest_fill_variants.py variants cases/world_*.pkl --lead-shares
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from digest_failures import holders
from digest_replay import Case, _built, _fixtures, carried, load_cases, rebuild, where_lost
from memwell.recall import digest
from memwell.recall.currency import Standing, standings
from memwell.recall.digest_lines import clip, item_line, memory_lines
from memwell.recall.item_confidence import hit_key, written_in_cjk
from recall_eval import normalised


def causes(files: Sequence[Path]) -> None:
    table: Counter[tuple[str, str, str]] = Counter()
    lost = 0
    for path in files:
        for case in load_cases(path):
            stage = where_lost(case)
            if stage == "carried":
                continue
            lost += 1
            text = case.other_text
            if case.built:
                text = normalised(_built(case).text) + "\n" + text
            missing = [f for f in case.facts if normalised(f) not in text]
            script = (
                "other script"
                if any(written_in_cjk(f) != written_in_cjk(case.text) for f in missing)
                else "same script"
            )
            fixtures = _fixtures(case.set)
            owners = {n for f in missing for n in holders({"expect": case.expect}, fixtures, f)}
            versions = standings(case.hits)
            versioned = any(h.name in owners and hit_key(h) in versions for h in case.hits)
            table[(stage, script, "a version" if versioned else "")] += 1
    for (stage, script, versioned), n in sorted(table.items()):
        print(f"{stage:<16} {script:<13} {versioned:<10} {n}")
    by_script: Counter[str] = Counter()
    for (_, s, _), n in table.items():
        by_script[s] += n
    print(f"lost {lost}: " + ", ".join(f"{s} {n}" for s, n in sorted(by_script.items())))


def _discounted_fill(decay: float) -> Callable[..., list[Any]]:
    """`digest._by_value` with each memory's next statement valued at value * decay**n."""

    def fill(
        candidates: Sequence[Any],
        values: Sequence[Sequence[float]],
        standing: dict[tuple[str, str], Standing],
        held: Any,
        policy: Any,
        header: str,
        *,
        past: bool = False,
    ) -> list[Any]:
        limit = policy.max_line_chars
        queues: dict[int, list[tuple[float, int]]] = {}
        for k, c in enumerate(candidates):
            for i, value in enumerate(values[k]):
                if i in digest._shown_at(c) and not held.holds(c.texts[i]):
                    queues.setdefault(k, []).append((value, i))
        for queue in queues.values():
            queue.sort(key=lambda e: (-e[0], e[1]))
        lines_left = policy.max_digest_lines - 1
        header_chars = len(clip(f"[{header}]", limit))
        picked: dict[int, list[int]] = {}
        shape: dict[int, tuple[int, int]] = {}
        heads: dict[int, str] = {}
        while any(queues.values()):

            def worth(k: int) -> float:
                value = queues[k][0][0]
                # a priority (the digest's contract) is not discounted
                return (
                    value if value >= digest.PRIORITY else value * decay ** len(picked.get(k, []))
                )

            k = min((k for k, q in queues.items() if q), key=lambda k: (-worth(k), k))
            _, i = queues[k].pop(0)
            c = candidates[k]
            if k not in picked and (
                len(picked) >= policy.max_memory_items
                or sum(n for n, _ in shape.values()) >= lines_left
            ):
                continue
            chosen = [*picked.get(k, []), i]
            head = heads.get(k) or item_line(
                c.hit, c.statements[i], standing.get(hit_key(c.hit), Standing()).note, limit
            )
            rendered = memory_lines(
                head, [c.statements[j] for j in sorted(chosen[1:])], limit, c.statements[chosen[0]]
            )
            tried = (len(rendered), sum(1 + len(line) for line in rendered))
            others = [v for key, v in shape.items() if key != k]
            if sum(n for n, _ in others) + tried[0] > lines_left:
                continue
            if header_chars + sum(n for _, n in others) + tried[1] > policy.max_digest_chars:
                continue
            picked[k], shape[k], heads[k] = chosen, tried, head
        digest._with_successors(picked, candidates, values, standing, policy)
        if past:
            digest._with_predecessors(picked, candidates, values, standing, policy)
        at = {id(candidates[k]): k for k in picked}
        order = digest._current_first([candidates[k] for k in sorted(picked)], standing)
        return [
            digest._Chosen(c, picked[at[id(c)]][0], sorted(picked[at[id(c)]][1:])) for c in order
        ]

    return fill


@contextmanager
def _decay(value: float) -> Iterator[None]:
    saved = digest._by_value
    if value != 1.0:
        digest._by_value = _discounted_fill(value)  # type: ignore[assignment]
    try:
        yield
    finally:
        digest._by_value = saved


@contextmanager
def _lead_shares(on: bool) -> Iterator[None]:
    """The lead memory's rule held to the same shared-word test as every other's."""
    saved_values, saved_priorities = digest._values, digest._with_priorities
    turn: dict[str, Any] = {}

    def values(candidates: Any, scorer: Any, query_text: str, query: Any, reading: Any) -> Any:
        by_model = getattr(scorer, "last_used", scorer.name) != "lexical"
        turn["units"] = (query_text, query) if by_model else None
        return saved_values(candidates, scorer, query_text, query, reading)

    def priorities(candidate: Any, vals: list[float], **kwargs: Any) -> list[float]:
        if kwargs.get("turn") is None and kwargs.get("change"):
            kwargs["turn"] = turn.get("units")
        return saved_priorities(candidate, vals, **kwargs)

    if on:
        digest._values = values  # type: ignore[assignment]
        digest._with_priorities = priorities  # type: ignore[assignment]
    try:
        yield
    finally:
        digest._values, digest._with_priorities = saved_values, saved_priorities


def _carried_ids(worlds: dict[str, list[Case]]) -> dict[str, set[str]]:
    return {w: {c.id for c in cases if carried(c, rebuild(c))} for w, cases in worlds.items()}


def _report(label: str, got: dict[str, set[str]], base: dict[str, set[str]], n: int) -> None:
    total = sum(len(v) for v in got.values())
    print(f"{label}: {total}/{n} " + " ".join(f"{w[6:]}={len(v)}" for w, v in got.items()))
    for world in got:
        won, lost = sorted(got[world] - base[world]), sorted(base[world] - got[world])
        if won or lost:
            print(f"   {world}: +{won} -{lost}")


def variants(files: Sequence[Path], grid: Sequence[float], lead_shares: bool) -> None:
    worlds = {path.stem: load_cases(path) for path in files}
    n = sum(len(c) for c in worlds.values())
    base = _carried_ids(worlds)
    _report("as built", base, base, n)
    if lead_shares:
        with _lead_shares(True):
            _report("lead rule shares a word", _carried_ids(worlds), base, n)
    if not grid:
        return
    got: dict[float, dict[str, set[str]]] = {}
    for value in grid:
        with _decay(value):
            got[value] = _carried_ids(worlds)
        _report(f"decay {value}", got[value], base, n)
    held = 0
    for world in worlds:

        def others(value: float, world: str = world) -> int:
            return sum(len(got[value][w]) for w in worlds if w != world)

        pick = max(grid, key=lambda v: (others(v), -grid.index(v)))
        held += len(got[pick][world])
    print(f"decay leave-one-world-out: {held} (as built {sum(len(v) for v in base.values())})")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    cause = sub.add_parser("causes")
    cause.add_argument("files", nargs="+", type=Path)
    var = sub.add_parser("variants")
    var.add_argument("files", nargs="+", type=Path)
    var.add_argument("--decay", nargs="*", type=float, default=[])
    var.add_argument("--lead-shares", action="store_true")
    args = parser.parse_args(argv)
    if args.command == "causes":
        causes(args.files)
    else:
        variants(args.files, args.decay, args.lead_shares)


if __name__ == "__main__":
    main()
