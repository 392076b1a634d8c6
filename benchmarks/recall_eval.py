"""Recall evaluation: labelled turns, each run in a fresh temporary home seeded from fixtures.

For every task (one labelled turn) a new home is created, the fixture memories are copied
into its user and workspace scopes, and the turn goes through `Harness.turn` (or, with
`--via-cli`, through `memwell turn --batch` in a subprocess). Reported per split:

* intent accuracy (overall and per language);
* recall-trigger precision / recall / F1 against the `recall` label;
* gate coverage: the share of execution-like turns (`exec`) for which the gate ran,
  the share of `not_go` turns where it did not say go, and how many other execution turns
  it stopped anyway;
* digest hit rate: the share of `expect`ed memories that reached the injected digest
  (recall items or gate findings);
* fact-in-digest: for turns labelled with `facts` (short phrases from the expected memory
  that answer the turn), the share of turns whose injected text (turn digest, session
  digest, gate digest) carries every phrase;
* for sets with a `gate` file of labelled tool calls (expected go / ask / no-go): rule-breaking
  calls stopped, stopped with the labelled strength, `never` rules answered no-go, the
  labelled rule named, and false stops (benign calls not answered go);
* the same trigger figures for two baselines: recall on every message, and the seed's
  literal word lists (continuation words + known entity names as substrings).

    python benchmarks/recall_eval.py                      # every set in evals/recall/sets.json
    python benchmarks/recall_eval.py --turns my.jsonl --fixtures my_fixtures/ --json
    python benchmarks/recall_eval.py --set world_a --verbose    # one manifest set by name
    python benchmarks/recall_eval.py --untouched               # also the sets kept for the end
    python benchmarks/recall_eval.py --set world_c --gate-only  # only the labelled gate calls
    python benchmarks/recall_eval.py --set world_c --shared-home  # one seeded home per set
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
EVALS = ROOT / "evals" / "recall"

SEED_CONTINUATION = (
    "続き",
    "前回",
    "再開",
    "引き継ぎ",
    "前の",
    "さっきの",
    "continue",
    "resume",
    "previous",
    "earlier",
    "last time",
    "back to",
    "previous work",
)
SEED_ENTITIES = (
    "ClawHub",
    "OpenClaw",
    "Agent-OS",
    "BOSS-memory-loop",
    "ByteRover",
    "MISO",
    "Obsidian",
    "Telegram",
)


def seed_word_lists(text: str) -> bool:
    """The seed's literal trigger lists: any continuation word or entity name, as a substring."""
    low = text.lower()
    return any(w.lower() in low for w in (*SEED_CONTINUATION, *SEED_ENTITIES))


def set_name(item: dict[str, Any]) -> str:
    """A manifest set's name: its own `name`, else the stem of its turns file."""
    return str(item.get("name") or Path(item["turns"]).stem)


def load_turns(path: Path) -> list[dict[str, Any]]:
    return [
        json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
    ]


def seed_home(fixtures: Path, home: Path, workspace: Path) -> None:
    from memwell.layout import Layout

    layout = Layout.resolve(home, workspace)
    for scope_dir, name in ((layout.user_dir, "user"), (layout.workspace_dir, "workspace")):
        scope_dir.mkdir(parents=True, exist_ok=True)
        source = fixtures / name
        if source.is_dir():
            for file in source.glob("*.md"):
                shutil.copy2(file, scope_dir / file.name)
    config = fixtures / "config.toml"  # the set's [memory_policy] (e.g. its known entities)
    if config.is_file():
        layout.home.mkdir(parents=True, exist_ok=True)
        shutil.copy2(config, layout.config_path)
    extra = fixtures / "checkpoints"
    if extra.is_dir():
        shutil.copytree(extra, layout.checkpoints_dir, dirs_exist_ok=True)


class CachingEmbedder:
    """The configured embedder with every vector kept for the whole run.

    Each task gets a fresh home, so without this every task would load the model and embed
    the same fixture topics again (minutes per set); the model is deterministic, so the
    cached vectors are the ones it would compute."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.vectors: dict[tuple[str, str], Any] = {}

    @property
    def name(self) -> str:
        return str(self.inner.name)

    def embed_query(self, text: str) -> Any:
        key = ("query", text)
        if key not in self.vectors:
            self.vectors[key] = self.inner.embed_query(text)
        return self.vectors[key]

    def embed_documents(self, texts: list[str]) -> Any:
        import numpy as np

        todo = [t for t in dict.fromkeys(texts) if ("passage", t) not in self.vectors]
        if todo:
            for text, row in zip(todo, self.inner.embed_documents(todo), strict=True):
                self.vectors[("passage", text)] = row
        if not texts:
            return self.inner.embed_documents(texts)
        return np.stack([self.vectors[("passage", t)] for t in texts])


_EMBEDDERS: dict[str, CachingEmbedder] = {}


def harness_for(home: Path, workspace: Path, policy: Any = None) -> Any:
    """`Harness(home, workspace)` as a user gets it, with the embedder shared across tasks
    (`policy`: another `MemoryPolicy`, for a sensitivity check). Its clock knows no now:
    a set that fixes one passes it with each gated call (`set_now`); a set written without
    one is not read against the day and hour the benchmark happens to run."""
    from memwell.api import Harness
    from memwell.config import load_settings
    from memwell.index.embedders import embedder_from_config
    from memwell.recall.rule_conditions import no_clock

    settings = load_settings(home)
    made = embedder_from_config(settings.embeddings, settings.path)
    if made is None:
        return Harness(home, workspace, settings=settings, policy=policy, clock=no_clock)
    shared = _EMBEDDERS.setdefault(made.name, CachingEmbedder(made))
    return Harness(
        home, workspace, settings=settings, embedder=shared, policy=policy, clock=no_clock
    )


def set_now(text: str | None) -> dt.datetime | None:
    """A set's fixed "now" ("2026-12-03T10:00+09:00 (Asia/Tokyo, Thursday)": the ISO
    moment before the note), or None when the set has none."""
    if not text:
        return None
    return dt.datetime.fromisoformat(text.split()[0])


@contextmanager
def seeded_harness(fixtures: Path, prefix: str = "memwell-seeded-") -> Iterator[Any]:
    """The harness of a temporary home seeded from `fixtures` (as a set's turns are run);
    the home is removed after."""
    with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
        home, workspace = Path(tmp) / "home", Path(tmp) / "ws"
        workspace.mkdir(parents=True)
        seed_home(fixtures, home, workspace)
        yield harness_for(home, workspace)


@contextmanager
def seeded_recall(fixtures: Path, prefix: str = "memwell-seeded-") -> Iterator[Any]:
    """The recall engine of a seeded home (`seeded_harness`), for benchmarks that read what
    the store knows."""
    with seeded_harness(fixtures, prefix) as harness:
        yield harness.recall


def run_task(turn: dict[str, Any], fixtures: Path, via_cli: bool) -> dict[str, Any]:
    """One labelled turn in a fresh home; returns the decision record."""
    with tempfile.TemporaryDirectory(prefix="memwell-eval-") as tmp:
        home, workspace = Path(tmp) / "home", Path(tmp) / "ws"
        workspace.mkdir(parents=True)
        seed_home(fixtures, home, workspace)
        session = turn.get("session_id") or f"eval-{turn['id']}"
        if via_cli:
            batch = Path(tmp) / "in.jsonl"
            batch.write_text(json.dumps({"text": turn["text"], "session_id": session}) + "\n")
            out = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "memwell",
                    "turn",
                    "--batch",
                    str(batch),
                    "--home",
                    str(home),
                    "--workspace",
                    str(workspace),
                ],
                capture_output=True,
                text=True,
                check=True,
            )
            return dict(json.loads(out.stdout.splitlines()[0]))
        return harness_for(home, workspace).turn(turn["text"], session_id=session).to_dict()


def prf(pairs: Iterable[tuple[bool, bool]]) -> dict[str, float]:
    tp = fp = fn = tn = 0
    for predicted, actual in pairs:
        tp += predicted and actual
        fp += predicted and not actual
        fn += (not predicted) and actual
        tn += (not predicted) and (not actual)
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * p * r / (p + r) if p + r else 0.0
    return {
        "precision": round(p, 3),
        "recall": round(r, 3),
        "f1": round(f1, 3),
        "tp": tp,
        "fp": fp,
        "fn": fn,
        "tn": tn,
    }


def reached(record: dict[str, Any]) -> set[str]:
    names = set(record.get("injected", []))
    gate = record.get("gate") or {}
    names |= {f["name"] for f in gate.get("findings", [])}
    return names


def normalised(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def injected_text(record: dict[str, Any]) -> str:
    """Everything the turn would put in front of the model."""
    gate = record.get("gate") or {}
    parts = (record.get("digest"), record.get("session_digest"), gate.get("digest"))
    return normalised("\n".join(part for part in parts if part))


def facts_carried(turn: dict[str, Any], record: dict[str, Any]) -> bool:
    text = injected_text(record)
    return all(normalised(fact) in text for fact in turn["facts"])


def run_gate_task(
    case: dict[str, Any], fixtures: Path, now: dt.datetime | None = None
) -> dict[str, Any]:
    """One labelled tool call through the gate, in a fresh home seeded from the fixtures;
    `now`: the set's fixed now, when a call that carries no date acts."""
    with seeded_harness(fixtures, "memwell-eval-") as harness:
        decision = harness.gate(case["action"], session_id=f"eval-{case['id']}", now=now)
        return dict(decision.to_dict())


def share(hits: int, total: int) -> dict[str, Any]:
    return {"hit": hits, "of": total, "share": round(hits / total, 3) if total else None}


def evaluate_gate(
    cases: list[dict[str, Any]], fixtures: Path, now: dt.datetime | None = None
) -> dict[str, Any]:
    rows = [(case, run_gate_task(case, fixtures, now)) for case in cases]
    breaking = [(c, r) for c, r in rows if c["expected"] != "go"]
    never = [(c, r) for c, r in breaking if c["expected"] == "no-go"]
    benign = [(c, r) for c, r in rows if c["expected"] == "go"]
    stopped = [(c, r) for c, r in breaking if r["verdict"] != "go"]
    wrong = [
        {
            "id": c["id"],
            "expected": c["expected"],
            "got": r["verdict"],
            "rule": c.get("rule"),
            "fired": sorted({f["name"] for f in r["findings"]}),
            "because": [f"{f['name']}: {f.get('why') or f['kind']}" for f in r["findings"]],
            # the findings that stopped it, and the gate's reasons (an irreversible default,
            # a failed check): what a cause analysis of the wrong answer reads
            "stopped_by": [
                f"{f['name']}: {f.get('why') or f['kind']}"
                for f in r["findings"]
                if f["verdict"] != "go"
            ],
            "reasons": list(r.get("reasons", [])),
            "action": c["action"],
        }
        for c, r in rows
        if r["verdict"] != c["expected"]
    ]
    return {
        "calls": len(rows),
        "breaking_stopped": share(len(stopped), len(breaking)),
        "breaking_strength_right": share(
            sum(r["verdict"] == c["expected"] for c, r in breaking), len(breaking)
        ),
        "never_no_go": share(sum(r["verdict"] == "no-go" for _, r in never), len(never)),
        "rule_named": share(
            sum(c.get("rule") in {f["name"] for f in r["findings"]} for c, r in stopped),
            len(stopped),
        ),
        "false_stops": share(sum(r["verdict"] != "go" for _, r in benign), len(benign)),
        "wrong": wrong,
    }


def run_shared(turns: list[dict[str, Any]], fixtures: Path) -> Iterator[dict[str, Any]]:
    """Every turn in one home seeded once (each in its own session): a turn writes nothing
    to the store, so the records are those of `run_task`, without seeding and indexing
    the fixtures again for every turn (a development set in a fraction of the time; the
    turn times are then warm ones)."""
    with seeded_harness(fixtures, "memwell-eval-") as harness:
        for turn in turns:
            session = turn.get("session_id") or f"eval-{turn['id']}"
            yield harness.turn(turn["text"], session_id=session).to_dict()


def evaluate(
    turns: list[dict[str, Any]], fixtures: Path, via_cli: bool, shared_home: bool = False
) -> dict[str, Any]:
    rows = []
    shared = run_shared(turns, fixtures) if shared_home else None
    for turn in turns:
        started = time.perf_counter()
        record = next(shared) if shared is not None else run_task(turn, fixtures, via_cli)
        rows.append((turn, record, (time.perf_counter() - started) * 1000))
    if shared is not None:
        shared.close()  # the seeded home is removed now, not when the generator is collected
    intent_ok = Counter()
    by_lang = Counter()
    confusion: Counter[tuple[str, str]] = Counter()
    matrix: dict[str, Counter[str]] = {}
    errors = []
    for turn, record, _ in rows:
        ok = record["intent"] == turn["intent"]
        matrix.setdefault(turn["intent"], Counter())[record["intent"]] += 1
        intent_ok[turn["lang"]] += ok
        by_lang[turn["lang"]] += 1
        if not ok:
            confusion[(turn["intent"], record["intent"])] += 1
        if not ok or bool(record["recall_trigger"]) != turn["recall"]:
            errors.append(
                {
                    "id": turn["id"],
                    "text": turn["text"],
                    "label": turn["intent"],
                    "got": record["intent"],
                    "features": record.get("features"),
                }
            )
    exec_rows = [(t, r) for t, r, _ in rows if t.get("exec")]
    not_go_rows = [(t, r) for t, r, _ in rows if t.get("not_go")]
    expect_total = sum(len(t.get("expect", [])) for t, _, _ in rows)
    expect_hit = sum(len(set(t.get("expect", [])) & reached(r)) for t, r, _ in rows)
    missed = [
        {"id": t["id"], "missing": sorted(set(t.get("expect", [])) - reached(r))}
        for t, r, _ in rows
        if set(t.get("expect", [])) - reached(r)
    ]
    fact_rows = [(t, r) for t, r, _ in rows if t.get("facts")]
    facts_missed = [
        {"id": t["id"], "facts": t["facts"], "injected": r.get("injected", [])}
        for t, r in fact_rows
        if not facts_carried(t, r)
    ]
    elapsed = sorted(r["elapsed_ms"] for _, r, _ in rows)
    return {
        "turns": len(rows),
        "intent_accuracy": round(sum(intent_ok.values()) / len(rows), 3),
        "intent_accuracy_by_language": {k: round(intent_ok[k] / v, 3) for k, v in by_lang.items()},
        "recall_trigger": prf((bool(r["recall_trigger"]), t["recall"]) for t, r, _ in rows),
        "baseline_every_message": prf((True, t["recall"]) for t, _, _ in rows),
        "baseline_seed_word_lists": prf(
            (seed_word_lists(t["text"]), t["recall"]) for t, _, _ in rows
        ),
        "gate_coverage": round(
            sum(r["pre_execution_gate"] is not None for _, r in exec_rows) / len(exec_rows), 3
        )
        if exec_rows
        else None,
        "gate_not_go": round(
            sum(r["pre_execution_gate"] not in (None, "go") for _, r in not_go_rows)
            / len(not_go_rows),
            3,
        )
        if not_go_rows
        else None,
        # execution turns not labelled not_go that the gate stopped anyway (not labelled go
        # either: some deserve an ask; read it as an upper bound on false stops)
        "gate_stopped_unlabelled": share(
            sum(
                r["pre_execution_gate"] not in (None, "go")
                for t, r in exec_rows
                if not t.get("not_go")
            ),
            sum(1 for t, _ in exec_rows if not t.get("not_go")),
        ),
        "digest_hit_rate": round(expect_hit / expect_total, 3) if expect_total else None,
        "fact_in_digest": share(len(fact_rows) - len(facts_missed), len(fact_rows))
        if fact_rows
        else None,
        "turn_ms_p50": round(elapsed[len(elapsed) // 2], 2),
        "confusions": {f"{a} -> {b}": n for (a, b), n in confusion.most_common()},
        # label -> predicted -> count, correct ones included
        "confusion_matrix": {k: dict(v.most_common()) for k, v in sorted(matrix.items())},
        "decisions": [
            {
                "id": t["id"],
                "lang": t["lang"],
                "label": t["intent"],
                "got": r["intent"],
                "recall": t["recall"],
                "recalled": bool(r["recall_trigger"]),
                "classifier": r.get("classifier"),
            }
            for t, r, _ in rows
        ],
        "errors": errors,
        "missed_memories": missed,
        "facts_missed": facts_missed,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--turns",
        type=Path,
        action="append",
        help="labelled JSONL (repeatable); default: dev + heldout",
    )
    parser.add_argument(
        "--fixtures",
        type=Path,
        default=EVALS / "fixtures" / "default",
        help="memory fixtures for --turns (default: the bundled set; without --turns, "
        "evals/recall/sets.json names the fixtures of each set)",
    )
    parser.add_argument(
        "--via-cli", action="store_true", help="run each task through `memwell turn --batch`"
    )
    parser.add_argument(
        "--shared-home",
        action="store_true",
        help="run a set's turns in one home seeded once (same records, much faster; "
        "turn times are warm)",
    )
    parser.add_argument("--set", action="append", help="only the manifest sets with this name")
    parser.add_argument(
        "--untouched",
        action="store_true",
        help="also run the sets kept untouched until the end (manifest `untouched: true`)",
    )
    parser.add_argument(
        "--gate-only",
        action="store_true",
        help="only the labelled gate calls of each set (skips its turns)",
    )
    parser.add_argument("--json", action="store_true", help="print the full report as JSON")
    parser.add_argument("--verbose", action="store_true", help="list every error and missed memory")
    args = parser.parse_args(argv)
    if args.shared_home and args.via_cli:
        parser.error("--shared-home runs turns in-process: it cannot be combined with --via-cli")
    plan: list[tuple[str, Path, Path, Path | None]]
    nows: dict[str, dt.datetime | None] = {}  # the sets whose manifest entry fixes a now
    if args.turns:
        plan = [(path.stem, path, args.fixtures, None) for path in args.turns]
    else:  # every set in the manifest, each with its own fixtures (and labelled tool calls)
        manifest = json.loads((EVALS / "sets.json").read_text(encoding="utf-8"))
        plan = [
            (
                set_name(item),
                EVALS / item["turns"],
                EVALS / item["fixtures"],
                EVALS / item["gate"] if item.get("gate") else None,
            )
            for item in manifest
            if (args.untouched or not item.get("untouched"))
            and (not args.set or set_name(item) in args.set)
        ]
        nows = {set_name(item): set_now(item.get("now")) for item in manifest}
    report = {}
    for name, path, fixtures, gate in plan:
        if args.gate_only:
            if gate is not None:
                calls = evaluate_gate(load_turns(gate), fixtures, nows.get(name))
                report[name] = {"gate_calls": calls}
            continue
        report[name] = evaluate(load_turns(path), fixtures, args.via_cli, args.shared_home)
        if gate is not None:
            report[name]["gate_calls"] = evaluate_gate(load_turns(gate), fixtures, nows.get(name))
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
        return
    for name, r in report.items():
        if args.gate_only:
            print(f"== {name}: {r['gate_calls']['calls']} gate calls ==")
            _print_gate(r, args.verbose)
            continue
        t, e, s = r["recall_trigger"], r["baseline_every_message"], r["baseline_seed_word_lists"]
        print(f"== {name}: {r['turns']} turns ==")
        print(
            f"intent accuracy      {r['intent_accuracy']:.3f}  {r['intent_accuracy_by_language']}"
        )
        print(f"recall trigger       P {t['precision']:.3f}  R {t['recall']:.3f}  F1 {t['f1']:.3f}")
        print(f"  every message      P {e['precision']:.3f}  R {e['recall']:.3f}  F1 {e['f1']:.3f}")
        print(f"  seed word lists    P {s['precision']:.3f}  R {s['recall']:.3f}  F1 {s['f1']:.3f}")
        u = r["gate_stopped_unlabelled"]
        print(
            f"gate coverage        {r['gate_coverage']}   not-go respected {r['gate_not_go']}"
            f"   other exec turns stopped {u['hit']}/{u['of']}"
        )
        print(f"expected memory hit  {r['digest_hit_rate']}")
        if r["fact_in_digest"]:
            f = r["fact_in_digest"]
            print(f"fact in digest       {f['hit']}/{f['of']} ({f['share']})")
        if "gate_calls" in r:
            _print_gate(r, False)
        print(f"turn p50 (in-proc)   {r['turn_ms_p50']} ms")
        if args.verbose:
            for err in r["errors"]:
                label = f"{err['id']} {err['label']} -> {err['got']}"
                print(f"  x {label}: {err['text']}  {err['features']}")
            for miss in r["missed_memories"]:
                print(f"  - {miss['id']} missing {miss['missing']}")
            for miss in r["facts_missed"]:
                print(
                    f"  - {miss['id']} fact not injected {miss['facts']} (got {miss['injected']})"
                )
            _print_gate_errors(r)


def _print_gate(r: dict[str, Any], verbose: bool) -> None:
    g = r["gate_calls"]
    print(
        "gate calls           "
        + "  ".join(
            f"{key} {g[key]['hit']}/{g[key]['of']}"
            for key in (
                "breaking_stopped",
                "breaking_strength_right",
                "never_no_go",
                "rule_named",
                "false_stops",
            )
        )
    )
    if verbose:
        _print_gate_errors(r)


def _print_gate_errors(r: dict[str, Any]) -> None:
    for bad in r.get("gate_calls", {}).get("wrong", []):
        print(
            f"  g {bad['id']} expected {bad['expected']} got {bad['got']} "
            f"(rule {bad['rule']}, fired {bad['fired']}): "
            f"{json.dumps(bad['action'], ensure_ascii=False)[:240]}"
        )
        for why in bad["because"]:
            print(f"      because {why}")


if __name__ == "__main__":
    main()
