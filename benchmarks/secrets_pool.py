"""What the scanner says, case by case, about two kinds of development text, saved so two
versions of the code can be compared.

- `cases`: every case of the development secret corpora (dev, final3-8, final11-17,
  short_field_names), judged as `secrets_corpus.py` judges it: a secret caught, a
  look-alike refused. Comparing two saves lists each secret gained or lost and each
  look-alike newly refused or released, per corpus: how a rule read off one corpus is
  counted on every other.
- `pool`: the text of the development recall worlds and gate corpora (topics, turns,
  gated calls; JSON lines read as the strings they hold, as a hook or a save receives
  them). It is written to be ordinary work, so a finding there is a refusal a user would
  meet, apart from the door codes and tokens some worlds plant on purpose; comparing two
  saves lists each text newly flagged or released, with what was found.

    python benchmarks/secrets_pool.py --save runs/start.json        # on the starting code
    python benchmarks/secrets_pool.py --save runs/end.json          # on the changed code
    python benchmarks/secrets_pool.py --compare runs/start.json runs/end.json
    (--raw: the pool's JSON lines as written, escapes and all, as when JSON is pasted)

Held-out sets are not read: the corpora and worlds are listed by name below.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
EVALS = ROOT / "evals"
CORPORA = [
    "final3",
    "final4",
    "final5",
    "final6",
    "final7",
    "final8",
    "final11",
    "final12",
    "final13",
    "final14",
    "final15",
    "final16",
    "final17",
    "short_field_names",
]
WORLDS = [
    "a",
    "c",
    "e",
    "g",
    "h",
    "i",
    "j",
    "k",
    "l",
    "p",
    "q",
    "r",
    "s",
    "t",
    "u",
    "v",
    "w",
    "x",
    "y",
    "z",
    "aa",
    "ab",
    "ac",
]
GATE_CORPORA = ["a", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s"]
GATE_TRAINING = ("gate_train_1", "gate_train_2")


def corpus_paths() -> dict[str, Path]:
    paths = {"dev": ROOT / "tests" / "reliability" / "secret_corpus" / "dev.jsonl"}
    paths.update({name: EVALS / "secrets" / f"{name}.jsonl" for name in CORPORA})
    return paths


def pool_files() -> list[Path]:
    folders = [EVALS / "recall" / f"world_{w}" for w in WORLDS]
    folders += [EVALS / "gate" / f"corpus_{c}" for c in GATE_CORPORA]
    folders += [EVALS / "gate" / "training" / name for name in GATE_TRAINING]
    files = [
        path
        for folder in folders
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.suffix in (".md", ".jsonl", ".json", ".txt")
    ]
    return files + sorted((EVALS / "recall").glob("dev*.jsonl"))


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _chunks(path: Path, *, raw: bool = False) -> Iterator[str]:
    text = path.read_text(encoding="utf-8", errors="replace")
    if path.suffix != ".jsonl":
        yield from text.split("\n\n")
        return
    if raw:  # each line as written: JSON pasted into a note, escapes and all
        yield from text.splitlines()
        return
    for line in text.splitlines():
        try:
            yield from _strings(json.loads(line))
        except json.JSONDecodeError:
            yield line


def case_verdicts() -> dict[str, dict[str, Any]]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import secrets_corpus as corpus
    from memwell.secrets import records
    from memwell.secrets import scanner as secrets

    judges = corpus._short_field_judges()
    out: dict[str, dict[str, Any]] = {}
    for name, path in corpus_paths().items():
        for case in corpus.load(path):
            short = case.field in judges
            kinds = judges[case.field](case.text) if short else secrets.secret_kinds(case.text)
            if case.kind == "secret" and case.field == "query":
                logged = json.dumps(records.redact_nested({"q": case.text}))
                ok = not corpus.leaks(logged, case.secret or "")
            elif case.kind == "secret":
                redacted = secrets.redact(case.text)
                ok = bool(kinds) and (short or not corpus.leaks(redacted, case.secret or ""))
            else:
                ok = bool(kinds)
            out[f"{name}:{case.id}"] = {"kind": case.kind, "format": case.format, "ok": ok}
    return out


def pool_findings(*, raw: bool = False) -> dict[str, Any]:
    from memwell.secrets import scanner as secrets

    flagged: dict[str, list[str]] = {}
    count = 0
    for path in pool_files():
        for index, chunk in enumerate(_chunks(path, raw=raw)):
            if len(chunk.strip()) < 4:
                continue
            count += 1
            if not secrets.secret_kinds(chunk):
                continue
            found = sorted(
                {f"{f.kind}: {chunk[f.start : f.end][:60]}" for f in secrets.find_secrets(chunk)}
            )
            flagged[f"{path.relative_to(EVALS)}:{index}"] = found
    return {"texts": count, "flagged": flagged}


def compare(start: dict[str, Any], end: dict[str, Any]) -> None:
    per_corpus: dict[str, Counter[str]] = {}
    for key, before in start["cases"].items():
        after = end["cases"].get(key)
        if after is None or after["ok"] == before["ok"]:
            continue
        if before["kind"] == "secret":
            change = "gained" if after["ok"] else "LOST"
        else:
            change = "NEWLY REFUSED" if after["ok"] else "released"
        per_corpus.setdefault(key.split(":")[0], Counter())[change] += 1
        print(f"{change:14s} {key} {before['format']}")
    print("\nper corpus:", {name: dict(counts) for name, counts in sorted(per_corpus.items())})
    a, b = start["pool"]["flagged"], end["pool"]["flagged"]
    print(f"\npool: {start['pool']['texts']} texts, flagged {len(a)} -> {len(b)}")
    for key in sorted(set(b) - set(a)):
        print(f"  NEWLY FLAGGED {key} {b[key]}")
    for key in sorted(set(a) - set(b)):
        print(f"  released {key} {a[key]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--save", type=Path, help="write this code's verdicts to a file")
    parser.add_argument("--compare", type=Path, nargs=2, metavar=("START", "END"))
    parser.add_argument(
        "--raw", action="store_true", help="read the pool's JSON lines as written, not decoded"
    )
    args = parser.parse_args(argv)
    if args.compare:
        start, end = (json.loads(p.read_text(encoding="utf-8")) for p in args.compare)
        compare(start, end)
        return 0
    if not args.save:
        parser.error("--save or --compare")
    result = {"cases": case_verdicts(), "pool": pool_findings(raw=args.raw)}
    args.save.write_text(json.dumps(result), encoding="utf-8")
    flagged = len(result["pool"]["flagged"])
    print(f"{len(result['cases'])} cases; pool {result['pool']['texts']} texts, {flagged} flagged")
    return 0


if __name__ == "__main__":
    sys.exit(main())
