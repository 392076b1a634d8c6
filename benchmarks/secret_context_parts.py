"""What the rules by context add: the scanner's figures on every secret corpus with all
rules, without the context spans, without the context veto, and the spans alone.

    python benchmarks/secret_context_parts.py [--set dev|heldout|final|final3|PATH ...]

A secret is caught and a look-alike refused as in benchmarks/secrets_corpus.py (a short
field judged whole, a query through the recall log's redaction). "The spans alone"
counts the lines without a field: a secret caught when redacting the spans of
`memwell.secrets.context.context_spans` removes it, a look-alike refused when it has one.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import secrets_corpus as corpus

DEFAULT_SETS = (
    "dev",
    "heldout",
    "final3",
    "evals/secrets/final4.jsonl",
    "evals/secrets/final5.jsonl",
    "final",
)


@contextmanager
def _switched(name: str, stand_in: Callable[..., Any]) -> Iterator[None]:
    from memwell.secrets import scanner as secrets

    real = getattr(secrets, name)
    setattr(secrets, name, stand_in)
    try:
        yield
    finally:
        setattr(secrets, name, real)


def _missed_and_refused(cases: list[corpus.Case]) -> tuple[int, int]:
    report = corpus.scanner_report(cases)
    return report["secrets"] - report["caught"], report["refused"]


def _spans_alone(cases: list[corpus.Case]) -> tuple[int, int, int, int]:
    from memwell.secrets import scanner as secrets
    from memwell.secrets.context import context_spans

    caught = refused = secrets_ = looks = 0
    for case in cases:
        if case.field not in (None, "body"):
            continue
        spans = sorted((start, end) for _, start, end in context_spans(case.text))
        if case.kind == "secret":
            secrets_ += 1
            redacted = secrets.redact_spans(case.text, spans) if spans else case.text
            caught += bool(spans) and not corpus.leaks(redacted, case.secret or "")
        else:
            looks += 1
            refused += bool(spans)
    return caught, secrets_, refused, looks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", action="append", help="a set name or a JSONL path")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = []
    for name in args.set or DEFAULT_SETS:
        cases = corpus.load(corpus.SETS.get(name, Path(name)))
        full = _missed_and_refused(cases)
        with _switched("context_spans", lambda text: []):
            without_spans = _missed_and_refused(cases)
        with _switched("context_denies", lambda text, start, end: False):
            without_veto = _missed_and_refused(cases)
        rows.append(
            {
                "set": name,
                "secrets": sum(c.kind == "secret" for c in cases),
                "lookalikes": sum(c.kind != "secret" for c in cases),
                "all": full,
                "without_spans": without_spans,
                "without_veto": without_veto,
                "spans_alone": _spans_alone(cases),
            }
        )
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print("set: missed, refused with all rules | without spans | without veto | spans alone")
    for r in rows:
        c, s, f, lk = r["spans_alone"]
        print(
            f"{r['set']} ({r['secrets']} secrets, {r['lookalikes']} look-alikes): "
            f"{r['all'][0]}, {r['all'][1]} | {r['without_spans'][0]}, {r['without_spans'][1]} | "
            f"{r['without_veto'][0]}, {r['without_veto'][1]} | caught {c}/{s}, refused {f}/{lk}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
