"""Record the digest's inputs for every labelled fact turn once, then rebuild the digest offline.

Running a recall world's fact turns takes minutes (a fresh home per turn, the model's
calls); choosing which statements fill the digest takes microseconds. So each fact turn
is run once as `benchmarks/recall_eval.py` runs it, and what `build_digest` was given is
kept: the hits, the policy, the turn's readings, every cosine the line scorer returned,
and the rest of the injected text (session digest, gate digest). `rebuild` then calls the
real `build_digest` on them again, so a change to how statements are valued (or to the
low-confidence pool) is measured on the whole digest - caps, priorities, successors -
without running the turns again.

    python benchmarks/digest_replay.py record --set world_a --out cases/world_a.pkl
    python benchmarks/digest_replay.py record --set world_a --out cases/world_a.pkl --shared-home
    python benchmarks/digest_replay.py check cases/world_a.pkl   # the facts the digest carries
    python benchmarks/digest_replay.py where cases/world_*.pkl   # where each lost fact is lost
    python benchmarks/digest_replay.py check cases/world_*.pkl --hub-weight 0.5  # the lines'
        # cosines to a turn in the other script lowered by their closeness to questions in
        # general (`recall.hubness`; recorded as each line's excess, applied at rebuild)

Sets marked `untouched` in evals/recall/sets.json are refused.
"""

from __future__ import annotations

import argparse
import copyreg
import json
import pickle
import sys
import tempfile
import types
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from recall_eval import (  # the same harness setup and fact check
    EVALS,
    harness_for,
    load_turns,
    normalised,
    seed_home,
    set_name,
)


def _mapping_proxy(items: dict[Any, Any]) -> types.MappingProxyType[Any, Any]:
    return types.MappingProxyType(items)


# read-only mappings (a hit's metadata) are kept as what they wrap
copyreg.pickle(types.MappingProxyType, lambda m: (_mapping_proxy, (dict(m),)))

# the retriever's first this many hits under the floor are recorded as candidates (the
# digest's own pool is smaller; a rebuild may widen it up to this)
RECORDED_POOL = 12
# a rebuild's hubness correction: (weight, every line rather than the other script's only)
HUB: list[Any] = [0.0, False]


class TableScorer:
    """A line scorer that answers from the cosines recorded while the turn ran."""

    def __init__(
        self,
        table: dict[tuple[str, tuple[str, ...], str], list[float] | None],
        name: str,
        hubs: dict[tuple[str, tuple[str, ...], str], list[float | None]] | None = None,
    ):
        self.table = table
        self.hubs = hubs or {}
        self.name = name
        self.last_used = name

    def similarities(
        self, query_text: str, lines: Sequence[str], context: str = ""
    ) -> list[float] | None:
        from memwell.recall.item_confidence import written_in_cjk

        key = (query_text, tuple(lines), context)
        sims = self.table.get(key)
        excess = self.hubs.get(key)
        if sims is None or not excess or HUB[0] <= 0:
            return sims
        turn_cjk = written_in_cjk(query_text)
        return [
            s - HUB[0] * e if e is not None and (HUB[1] or written_in_cjk(ln) != turn_cjk) else s
            for s, e, ln in zip(sims, excess, lines, strict=True)
        ]

    def score(
        self, query_text: str, query: Sequence[Any], lines: Sequence[str], context: str = ""
    ) -> list[float]:
        from memwell.recall.answer_lines import LexicalLineScorer

        return LexicalLineScorer().score(query_text, query, lines, context)


class RecordingScorer:
    """Wraps the harness's line scorer and keeps every cosine it returns."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.table: dict[tuple[str, tuple[str, ...], str], list[float] | None] = {}
        # each line's closeness to questions in general (`recall.hubness`), for a rebuild
        # that weighs it (`--hub-weight`)
        self.hubs: dict[tuple[str, tuple[str, ...], str], list[float | None]] = {}

    @property
    def name(self) -> str:
        return str(self.inner.name)

    @property
    def last_used(self) -> str:
        return str(getattr(self.inner, "last_used", self.inner.name))

    def similarities(
        self, query_text: str, lines: Sequence[str], context: str = ""
    ) -> list[float] | None:
        sims = self.inner.similarities(query_text, lines, context)
        key = (query_text, tuple(lines), context)
        self.table[key] = list(sims) if sims is not None else None
        if sims is not None and hasattr(self.inner, "hub_excess"):
            self.hubs[key] = self.inner.hub_excess(query_text, lines, context)
        return sims

    def score(
        self, query_text: str, query: Sequence[Any], lines: Sequence[str], context: str = ""
    ) -> list[float]:
        return list(self.inner.score(query_text, query, lines, context))


@dataclass
class Case:
    """One fact turn: what its digest was built from, and what else the turn injected."""

    set: str
    id: str
    text: str
    facts: list[str]
    expect: list[str]
    other_text: str  # the session and gate digests (normalised)
    hits: list[Any] = field(default_factory=list)
    policy: Any = None
    kwargs: dict[str, Any] = field(default_factory=dict)
    table: dict[tuple[str, tuple[str, ...], str], list[float] | None] = field(default_factory=dict)
    scorer_name: str = "lexical"
    hubs: dict[tuple[str, tuple[str, ...], str], list[float | None]] = field(default_factory=dict)
    built: bool = False  # recall ran and built a digest


def record(set_label: str, limit: int | None = None, shared_home: bool = False) -> list[Case]:
    """Every fact turn of the set, run once as `recall_eval.py` runs it, recorded
    (`shared_home`: every turn in one home seeded once, as `recall_eval.py --shared-home`
    runs a set; a turn writes nothing to the store, so the records are the same)."""
    manifest = json.loads((EVALS / "sets.json").read_text("utf-8"))
    spec = next((s for s in manifest if set_name(s) == set_label), None)
    if spec is None:
        raise SystemExit(f"no set named {set_label!r} in evals/recall/sets.json")
    if spec.get("untouched"):
        raise SystemExit(f"{set_label!r} is kept untouched until the end")
    fixtures = EVALS / spec["fixtures"]
    turns = [t for t in load_turns(EVALS / spec["turns"]) if t.get("facts")][:limit]
    if not shared_home:
        return [record_turn(set_label, turn, fixtures) for turn in turns]
    with tempfile.TemporaryDirectory(prefix="memwell-replay-") as tmp:
        home, workspace = Path(tmp) / "home", Path(tmp) / "ws"
        workspace.mkdir(parents=True)
        seed_home(fixtures, home, workspace)
        harness = harness_for(home, workspace)
        return [record_turn(set_label, turn, fixtures, harness) for turn in turns]


def record_turn(set_label: str, turn: dict[str, Any], fixtures: Path, harness: Any = None) -> Case:
    """One fact turn in a fresh home seeded from `fixtures` (or through `harness`, a home
    already seeded from them), with its digest's inputs."""
    if harness is not None:
        return _recorded(set_label, turn, harness)
    with tempfile.TemporaryDirectory(prefix="memwell-replay-") as tmp:
        home, workspace = Path(tmp) / "home", Path(tmp) / "ws"
        workspace.mkdir(parents=True)
        seed_home(fixtures, home, workspace)
        return _recorded(set_label, turn, harness_for(home, workspace))


def _recorded(set_label: str, turn: dict[str, Any], harness: Any) -> Case:
    from memwell.recall import digest

    case = Case(set_label, turn["id"], turn["text"], turn["facts"], turn.get("expect", []), "")
    original_build = digest.build_digest
    original_pool = digest.LOW_CONFIDENCE_POOL
    original_scorer = harness.recall.line_scorer
    recorder = RecordingScorer(original_scorer)
    harness.recall.line_scorer = recorder

    def capturing(hits: Sequence[Any], policy: Any, **kwargs: Any) -> Any:
        kwargs = dict(kwargs)
        kwargs.pop("line_scorer", None)
        kwargs["now"] = kwargs.get("now") or datetime.now(UTC)
        case.hits, case.policy, case.kwargs, case.built = list(hits), policy, kwargs, True
        return original_build(hits, policy, line_scorer=recorder, **kwargs)

    digest.build_digest = capturing
    digest.LOW_CONFIDENCE_POOL = RECORDED_POOL  # every cosine a rebuild may need
    try:
        rec = harness.turn(turn["text"], session_id=f"replay-{turn['id']}").to_dict()
    finally:
        digest.build_digest = original_build
        digest.LOW_CONFIDENCE_POOL = original_pool
        harness.recall.line_scorer = original_scorer
    # the decision may be left to the store after the digest is built: a turn the store
    # does not confirm is skipped, and its digest is not injected
    case.built = case.built and bool(rec.get("recall_trigger"))
    gate = rec.get("gate") or {}
    case.other_text = normalised(
        "\n".join(p for p in (rec.get("session_digest"), gate.get("digest")) if p)
    )
    case.table = recorder.table
    case.hubs = recorder.hubs
    case.scorer_name = recorder.last_used
    return case


def rebuild(case: Case, values: Callable[..., Any] | None = None, pool: int | None = None) -> str:
    """The case's digest text, rebuilt (with another `_values` and low-confidence pool)."""
    from memwell.recall import digest

    if not case.built:
        return ""
    saved = digest._values, digest.LOW_CONFIDENCE_POOL
    if values is not None:
        digest._values = values
    if pool is not None:
        digest.LOW_CONFIDENCE_POOL = pool
    try:
        built, _ = digest.build_digest(
            case.hits,
            case.policy,
            line_scorer=TableScorer(case.table, case.scorer_name, getattr(case, "hubs", None)),
            **case.kwargs,
        )
    finally:
        digest._values, digest.LOW_CONFIDENCE_POOL = saved
    return built.text


class _Unpickler(pickle.Unpickler):
    """Reads cases recorded by this script run as `__main__`."""

    def find_class(self, module: str, name: str) -> Any:
        if module == "__main__":
            module = __name__
        return super().find_class(module, name)


def load_cases(path: Path) -> list[Case]:
    with path.open("rb") as stream:
        cases: list[Case] = _Unpickler(stream).load()
    return cases


def carried(case: Case, text: str) -> bool:
    injected = normalised(text) + "\n" + case.other_text
    return all(normalised(f) in injected for f in case.facts)


def knob_lowo(
    files: Sequence[Path],
    grid: Sequence[float],
    apply: Callable[[float], None],
    label: str,
    verbose: bool = False,
) -> None:
    """The digests of `files` rebuilt with a knob (`apply`) set to each value of `grid`:
    facts carried per world at each value, the rebuilt digests' sizes against the caps,
    and the leave-one-world-out figure — for each world the value that carries the most
    facts on the other worlds (ties to the first in `grid`, the shipped behaviour) and that
    world's count read at it."""
    import statistics

    worlds = {path.stem: load_cases(path) for path in files}
    got: dict[float, dict[str, set[str]]] = {}
    for value in grid:
        apply(value)
        got[value] = {}
        sizes: list[int] = []
        over = 0
        for world, cases in worlds.items():
            got[value][world] = set()
            for case in cases:
                text = rebuild(case)
                if text:
                    sizes.append(len(text))
                    lines = text.splitlines()
                    items = sum(1 for line in lines if line.startswith("- "))
                    over += len(lines) > case.policy.max_digest_lines
                    over += items > case.policy.max_memory_items
                    over += len(text) > case.policy.max_digest_chars
                if carried(case, text):
                    got[value][world].add(case.id)
        total = sum(len(v) for v in got[value].values())
        print(
            f"{label} {value}: {total}/{sum(len(c) for c in worlds.values())} "
            + " ".join(f"{w[6:]}={len(got[value][w])}" for w in worlds)
            + f"  digests {len(sizes)}, median {statistics.median(sizes):.0f} chars,"
            f" max {max(sizes)}, over a cap {over}"
        )
    base = grid[0]
    if verbose:
        for value in grid[1:]:
            for world in worlds:
                gained = got[value][world] - got[base][world]
                lost = got[base][world] - got[value][world]
                if gained or lost:
                    print(f"  {label} {value} {world}: +{sorted(gained)} -{sorted(lost)}")
    held = 0
    for world in worlds:

        def others(value: float, world: str = world) -> int:
            return sum(len(got[value][w]) for w in worlds if w != world)

        pick = max(grid, key=lambda v: (others(v), -grid.index(v)))
        held += len(got[pick][world])
        print(
            f"  {world}: {label} {pick} on the others -> "
            f"{len(got[pick][world])}/{len(worlds[world])}"
        )
    print(
        f"leave-one-world-out: {held} ({label} {base}: {sum(len(v) for v in got[base].values())})"
    )


def _built(case: Case, policy: Any = None) -> Any:
    from memwell.recall import digest

    built, _ = digest.build_digest(
        case.hits,
        policy or case.policy,
        line_scorer=TableScorer(case.table, case.scorer_name, getattr(case, "hubs", None)),
        **case.kwargs,
    )
    return built


def where_lost(case: Case) -> str:
    """Where a recorded fact turn's fact is lost, offline, in the classes of
    `digest_failures.py` (`not_triggered` is `decision` here; `carried` when it is not
    lost): the decision skipped recall; the memory holding the fact was not retrieved; it
    was retrieved but not an item even with the caps lifted (`below_floor`) or only then
    (`ranked_out`); it is an item but the fact's line is not shown (`line_cap`: shown once
    the caps are lifted; `line_not_shown`) or shown clipped (`cut_by_chars`)."""
    import dataclasses

    from digest_failures import holders

    if not case.built:
        return "decision"
    built = _built(case)
    if carried(case, built.text):
        return "carried"
    injected = normalised(built.text) + "\n" + case.other_text
    missing = [f for f in case.facts if normalised(f) not in injected]
    fixtures = _fixtures(case.set)
    owners = {n for f in missing for n in holders({"expect": case.expect}, fixtures, f)}
    if not owners:
        return "no_holder"
    if not owners & {h.name for h in case.hits}:
        return "not_retrieved"
    loose = _built(
        case,
        dataclasses.replace(
            case.policy, max_memory_items=50, max_digest_lines=400, max_digest_chars=1_000_000
        ),
    )
    if not owners & {item.name for item in built.items}:
        return "ranked_out" if owners & {item.name for item in loose.items} else "below_floor"
    lines = [normalised(line) for line in built.text.splitlines()]
    if any(normalised(f)[:12] in line for f in missing for line in lines):
        return "cut_by_chars"
    return "line_cap" if carried(case, loose.text) else "line_not_shown"


def _fixtures(set_label: str) -> Path:
    manifest = json.loads((EVALS / "sets.json").read_text("utf-8"))
    spec = next(s for s in manifest if set_name(s) == set_label)
    return EVALS / spec["fixtures"]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("--set", required=True)
    rec.add_argument("--out", type=Path, required=True)
    rec.add_argument("--limit", type=int, help="only the set's first this many turns")
    rec.add_argument(
        "--shared-home", action="store_true", help="every turn in one home seeded once"
    )
    chk = sub.add_parser("check")
    chk.add_argument("files", nargs="+", type=Path)
    chk.add_argument("--verbose", action="store_true")
    chk.add_argument(
        "--hub-weight", type=float, default=0.0, help="rebuild with this hubness weight"
    )
    chk.add_argument("--hub-every-line", action="store_true", help="correct same-script lines too")
    where = sub.add_parser("where", help="where each lost fact is lost (offline)")
    where.add_argument("files", nargs="+", type=Path)
    where.add_argument("--verbose", action="store_true")
    where.add_argument(
        "--hub-weight", type=float, default=0.0, help="rebuild with this hubness weight"
    )
    args = parser.parse_args(argv)
    if args.command == "where":
        from collections import Counter

        HUB[:] = [args.hub_weight, False]

        every: Counter[str] = Counter()
        for path in args.files:
            cases = load_cases(path)
            found = Counter()
            for case in cases:
                lost = where_lost(case)
                found[lost] += 1
                if args.verbose and lost != "carried":
                    print(f"  {case.id} {lost}: {case.text[:70]!r} facts={case.facts}")
            lost_in = {k: v for k, v in found.items() if k != "carried"}
            print(f"{path.stem}: {found['carried']}/{len(cases)} carried; lost {lost_in}")
            every += found
        print(f"all: {dict(every)}")
        return
    if args.command == "record":
        cases = record(args.set, args.limit, args.shared_home)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_bytes(pickle.dumps(cases))
        print(f"{args.set}: {len(cases)} fact turns recorded -> {args.out}")
        return
    HUB[:] = [args.hub_weight, args.hub_every_line]
    total = hit = 0
    for path in args.files:
        cases = load_cases(path)
        ok = 0
        for case in cases:
            good = carried(case, rebuild(case))
            ok += good
            if args.verbose and not good:
                print(f"  miss {case.id}: {case.text[:70]!r} facts={case.facts}")
        print(f"{path.stem}: {ok}/{len(cases)}")
        total += len(cases)
        hit += ok
    print(f"all: {hit}/{total}")


if __name__ == "__main__":
    main()
