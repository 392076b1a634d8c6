"""Whether two versions of the compaction code give the same outputs, byte for byte.

    PYTHONHASHSEED=0 PYTHONPATH=OLD/src python benchmarks/compaction_identity.py save old.json
    PYTHONHASHSEED=0 PYTHONPATH=NEW/src python benchmarks/compaction_identity.py save new.json
    python benchmarks/compaction_identity.py compare old.json new.json

`save` compacts every development transcript of `evals/compaction/` (the splits of
`compaction_real.py --split all`; never a blind one) into the same windows with both
strategies, and the generated sessions of `compaction_speed.py` (`--tokens`, both
formats), and writes one SHA-256 per run of everything the run produced: the result's
fields and compacted transcript (`CompactionResult.to_dict`, the temporary checkpoint
path aside), the rendered checkpoint, and the checkpoint files the store saved (the time
it saved them aside). A speed change that alters any of them shows as a differing run in
`compare`. Both codes must run under the same `PYTHONHASHSEED`: a compaction's output can
depend on it (a set's order; docs/benchmarks.md, session 26), and `compare` refuses two
files saved under different or unset seeds.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from compaction_corpus import CORPUS, load_raw
from compaction_probes import generate_session, to_anthropic
from compaction_real import DEVELOPMENT, STRATEGIES, WINDOWS, smallest_window
from memwell.compaction import CheckpointStore, compact, parse_transcript
from memwell.compaction.tokens import TokenCounter
from memwell.compaction.transcript import Transcript, count_tokens

_SEED = "(PYTHONHASHSEED)"


def _runs(tokens: list[int]) -> Iterator[tuple[str, Transcript, int]]:
    """(name, transcript, context window) of every run compared."""
    exact = TokenCounter().exact
    for probe_file in sorted((CORPUS / "probes").glob("*.json")):
        spec = json.loads(probe_file.read_text(encoding="utf-8"))
        raw = next((CORPUS / "raw").glob(spec["transcript"] + ".*"), None)
        if spec["split"] not in DEVELOPMENT or raw is None:
            continue  # a blind split is never compacted here
        _agent, transcript = load_raw(raw)
        size = count_tokens(transcript, exact)
        least = smallest_window(transcript, exact)
        for label, divisor in WINDOWS.items():
            name = f"{spec['split']}/{spec['transcript']}/{label}"
            yield name, transcript, max(least, size // divisor)
    for size in tokens:
        messages, _ = generate_session(7, int(size * 1.23))
        system, payload = to_anthropic(messages)
        for fmt, data in (
            ("openai", messages),
            ("anthropic", {"system": system, "messages": payload}),
        ):
            transcript = parse_transcript(data, fmt)  # type: ignore[arg-type]
            window = max(1000, count_tokens(transcript, exact) // 5)
            yield f"generated/{size}/{fmt}", transcript, window


def _digest(result: Any, store: CheckpointStore, session: str) -> str:
    fields = result.to_dict()
    fields.pop("checkpoint_path")  # a temporary folder's name
    data = store.json_path(session)
    saved = json.loads(data.read_text(encoding="utf-8")) if data.exists() else None
    if saved is not None:
        saved.pop("updated")  # the time it was saved
    text = store.text_path(session)
    rendered = text.read_text(encoding="utf-8") if text.exists() else None
    whole = json.dumps(
        [fields, result.checkpoint, saved, rendered], ensure_ascii=False, sort_keys=True
    )
    return hashlib.sha256(whole.encode("utf-8")).hexdigest()


def save(path: Path, tokens: list[int]) -> int:
    store = CheckpointStore(Path(tempfile.mkdtemp(prefix="memwell-identity-")))
    digests: dict[str, str] = {_SEED: os.environ.get("PYTHONHASHSEED", "random")}
    for name, transcript, window in _runs(tokens):
        for strategy in STRATEGIES:
            session = f"{name.replace('/', '-')}-{strategy}"
            result = compact(
                transcript,
                context_window=window,
                strategy=strategy,  # type: ignore[arg-type]
                session_id=session,
                store=store,
                force=True,
            )
            digests[f"{name}/{strategy}"] = _digest(result, store, session)
    path.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(digests) - 1} runs -> {path}")
    return 0


def compare(old: Path, new: Path) -> int:
    a = json.loads(old.read_text(encoding="utf-8"))
    b = json.loads(new.read_text(encoding="utf-8"))
    seeds = (a.pop(_SEED, "random"), b.pop(_SEED, "random"))
    if seeds[0] != seeds[1] or seeds[0] == "random":
        print(
            f"the two files were saved under hash seeds {seeds}: run both with one PYTHONHASHSEED"
        )
        return 2
    differ = sorted(k for k in a.keys() & b.keys() if a[k] != b[k])
    only = sorted(a.keys() ^ b.keys())
    same = len(a.keys() & b.keys()) - len(differ)
    print(f"{same} runs identical, {len(differ)} differ, {len(only)} in one file only")
    for key in differ:
        print(f"  differs: {key}")
    for key in only:
        print(f"  only in one: {key}")
    return 1 if differ or only else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    s = sub.add_parser("save", help="hash every run's outputs with the code on the path")
    s.add_argument("path", type=Path)
    s.add_argument("--tokens", default="100000,1000000", help="generated sessions' sizes")
    c = sub.add_parser("compare", help="compare two saved files")
    c.add_argument("old", type=Path)
    c.add_argument("new", type=Path)
    args = ap.parse_args(argv)
    if args.command == "save":
        return save(args.path, [int(t) for t in args.tokens.split(",") if t])
    return compare(args.old, args.new)


if __name__ == "__main__":
    sys.exit(main())
