"""Write-side coverage of consolidation on LoCoMo.

For each conversation: a fresh home; every session imported into the archive; one
`consolidate` run (deterministic rules unless --model-url is given); then

  (a) observation coverage: share of the gold `session_N_observation` facts covered by a
      candidate that cites the observation's evidence turn and states its content;
  (b) grounding: share of candidates that pass the evidence rule (grounding.py) against
      the archived message they cite;
  (c) answer coverage: every candidate accepted into memory, then for each non-adversarial
      question, whether its answer is found in the top-10 memories `search` returns,
      versus in the top-10 archived messages `session search` returns.

Fixed rules (chosen before the first run, not tuned):
  "states its content": at least STATES_MIN (0.5) of the observation's content words
      (grounding.content_words: the index's tokens, stop words dropped, suffix-folded)
      occur in the candidate's statement.
  "answer found": at least ANSWER_MIN (0.5) of the answer's content words occur in the
      concatenated text of the top-10 results (topic files as stored, or whole messages).

    python benchmarks/locomo_consolidation.py --data <dir of conv-*.json> --split dev
    python benchmarks/locomo_consolidation.py --data <dir> --split heldout   # final run only

Splits: dev = conv-26, conv-30 (development); heldout = conv-41, conv-42, conv-43.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from locomo_retrieval import load, normalise_evidence

STATES_MIN = 0.5
ANSWER_MIN = 0.5
SPLITS = {"dev": ("conv-26", "conv-30"), "heldout": ("conv-41", "conv-42", "conv-43")}
SENSITIVITY = (0.3, 0.5, 0.7)  # reported beside, to show how the fixed rule matters


@dataclass
class Observation:
    speaker: str
    text: str
    evidence: set[str]


def observations(data: dict[str, Any], ids: set[str]) -> list[Observation]:
    out = []
    k = 1
    while f"session_{k}" in data:
        for speaker, facts in (data.get(f"session_{k}_observation") or {}).items():
            for fact in facts:
                text, raw = fact[0], fact[1]
                refs = raw if isinstance(raw, list) else [raw]
                evidence = {e for r in refs for e in normalise_evidence(str(r)) if e in ids}
                if evidence:
                    out.append(Observation(speaker, text, evidence))
        k += 1
    return out


def questions(data: dict[str, Any]) -> list[tuple[str, str]]:
    return [
        (qa["question"], str(qa["answer"]))
        for qa in data["qa"]
        if qa.get("category") in (1, 2, 3, 4) and "answer" in qa
    ]


def run_conversation(
    path: Path, model: dict[str, str] | None, max_sessions: int | None = None
) -> dict[str, Any]:
    from memwell.api import Harness
    from memwell.consolidate.grounding import containment, content_words, grounded
    from memwell.consolidate.run import RunOptions

    data = json.loads(path.read_text(encoding="utf-8"))
    sessions, _ = load(path, False)
    if max_sessions is not None:  # a model run on a shared 2-core machine is slow
        sessions = dict(list(sessions.items())[:max_sessions])
    by_id = {m["id"]: m for ms in sessions.values() for m in ms}
    gold = observations(data, set(by_id))
    with tempfile.TemporaryDirectory(prefix="memwell-consolidation-") as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        if model:
            (home / "config.toml").write_text(
                "[llm]\n"
                + "".join(
                    f"{k} = {v}\n" if k == "timeout_s" else f'{k} = "{v}"\n'
                    for k, v in model.items()
                )
            )
        harness = Harness(home, tmp)
        for sid, messages in sessions.items():
            harness.import_session(messages, session_id=sid)
        started = time.perf_counter()
        report = harness.consolidation.run(RunOptions(hygiene=False, use_model=bool(model)))
        consolidate_s = time.perf_counter() - started
        candidates = harness.consolidation.candidates("pending")

        # (a) coverage, at the fixed rule and beside it
        cited: dict[str, list[str]] = {}
        for c in candidates:
            for e in c.evidence:
                cited.setdefault(e.message_id, []).append(c.statement)
        covered = {t: 0 for t in SENSITIVITY}
        gold_by_turn: dict[str, list[str]] = {}
        for obs in gold:
            for mid in obs.evidence:
                gold_by_turn.setdefault(mid, []).append(obs.text)
        # candidates that state some gold observation of a turn they cite (the same rule
        # read the other way): how much of the inbox the annotators would call a fact
        on_gold = sum(
            any(
                containment(text, c.statement) >= STATES_MIN
                for e in c.evidence
                for text in gold_by_turn.get(e.message_id, ())
            )
            for c in candidates
        )
        for obs in gold:
            best = max(
                (containment(obs.text, s) for mid in obs.evidence for s in cited.get(mid, ())),
                default=0.0,
            )
            for t in SENSITIVITY:
                covered[t] += best >= t
        # (b) grounding against the archived message each candidate cites
        grounded_count = sum(
            any(
                e.message_id in by_id
                and grounded(c.statement, e.quote, by_id[e.message_id]["content"], e.speaker)
                for e in c.evidence
            )
            for c in candidates
        )
        # (c) answer coverage: consolidated memory vs the raw archive
        started = time.perf_counter()
        harness.consolidation.accept_many([c.id for c in candidates])
        accept_s = time.perf_counter() - started
        qas = [(q, a) for q, a in questions(data) if content_words(a)]
        in_memory = in_archive = 0
        for question, answer in qas:
            hits = harness.search(question, limit=10)
            memory_text = "\n".join(h.path.read_text(encoding="utf-8") for h in hits)
            messages = harness.search_sessions(question, limit=10)
            archive_text = "\n".join(by_id[h.message_id]["content"] for h in messages)
            in_memory += containment(answer, memory_text) >= ANSWER_MIN
            in_archive += containment(answer, archive_text) >= ANSWER_MIN
    return {
        "conversation": path.stem,
        "observations": len(gold),
        "covered": covered,
        "candidates": len(candidates),
        "grounded": grounded_count,
        "on_gold": on_gold,
        "questions": len(qas),
        "answer_in_memory": in_memory,
        "answer_in_archive": in_archive,
        "dropped_model": report.dropped_unsupported,
        "consolidate_s": round(consolidate_s, 2),
        "accept_s": round(accept_s, 2),
    }


def share(n: float, d: float) -> str:
    return f"{100 * n / d:.1f}%" if d else "-"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, required=True)
    parser.add_argument("--split", choices=sorted(SPLITS), default="dev")
    parser.add_argument("--model-url", help="OpenAI-compatible base URL for model refinement")
    parser.add_argument("--model-name", default="local")
    parser.add_argument("--model-timeout", default="300", help="seconds per model call")
    parser.add_argument("--sessions", type=int, help="only the first N sessions of each")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    model = {
        "provider": "openai",
        "model": args.model_name,
        "base_url": args.model_url,
        "timeout_s": args.model_timeout,
    }
    rows = [
        run_conversation(
            args.data / f"{name}.json", model if args.model_url else None, args.sessions
        )
        for name in SPLITS[args.split]
    ]
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    total = {
        k: sum(r[k] for r in rows) for k in ("observations", "candidates", "grounded", "on_gold")
    }
    qs = sum(r["questions"] for r in rows)
    print(
        f"split {args.split}: {', '.join(r['conversation'] for r in rows)}"
        f" ({'model ' + args.model_name if args.model_url else 'no model'})"
    )
    print("conversation  observations  covered@0.5  candidates  grounded  answer@10 memory/archive")
    for r in rows:
        print(
            f"{r['conversation']:<12}  {r['observations']:>12}  "
            f"{share(r['covered'][STATES_MIN], r['observations']):>11}  {r['candidates']:>10}  "
            f"{share(r['grounded'], r['candidates']):>8}  "
            f"{share(r['answer_in_memory'], r['questions'])} / "
            f"{share(r['answer_in_archive'], r['questions'])}"
            f"   ({r['consolidate_s']} s consolidate, {r['accept_s']} s accept)"
        )
    for t in SENSITIVITY:
        covered = sum(r["covered"][t] for r in rows)
        print(
            f"observations covered at states-threshold {t}: {share(covered, total['observations'])}"
            + ("  <- the fixed rule" if t == STATES_MIN else "")
        )
    print(
        f"candidates grounded: {share(total['grounded'], total['candidates'])}"
        f" of {total['candidates']}"
    )
    print(
        f"candidates stating a gold observation of their turn: "
        f"{share(total['on_gold'], total['candidates'])}"
    )
    print(
        f"answer in top-10: memory {share(sum(r['answer_in_memory'] for r in rows), qs)}, "
        f"archive {share(sum(r['answer_in_archive'] for r in rows), qs)} ({qs} questions)"
    )
    if args.model_url:
        print(
            f"model proposals dropped by the evidence rule: {sum(r['dropped_model'] for r in rows)}"
        )


if __name__ == "__main__":
    main()
