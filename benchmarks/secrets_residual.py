"""What a value's shape alone says, where the scanner finds nothing: a scored residual layer
measured leave-one-corpus-out.

Every value-shaped piece of a body case the scanner leaves (a run of 3+ digits, maybe in
dash groups, or a run of 8+ letters and digits mixing both) is described by features
that need no vocabulary: its length and character classes, its entropy, the sign before
it (a colon, an equals sign, a currency sign), what follows it (the sentence's end, a unit,
a word), how many numbers and words its text has, whether the text is in another script.
A logistic model is fitted on every development corpus but one and scored on the one left
out: a secret is gained when its value scores over the threshold, a look-alike is newly
refused when any of its pieces does. The question it answers is whether the shape and the
signs around a value, weighed together rather than each against a threshold, separate
the secrets memwell misses from the look-alikes it passes on a corpus the weights never
saw.

    python benchmarks/secrets_residual.py [--threshold 0.5 0.8 0.9] [--fit residual|all]

Only development corpora are read (the blind and held-out sets are never opened).
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import secrets_corpus as corpus

ROOT = Path(__file__).resolve().parent.parent
DEVELOPMENT = (
    "dev",
    *(f"final{n}" for n in (3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17)),
)

_PIECE = re.compile(r"(?<![\w/.\-#@$%+])(?:\d[\d\- ]{2,22}\d|[A-Za-z0-9_\-]{8,})(?![\w/@%])")
_DIGIT_GROUP = re.compile(r"\d[\d\-]*\d")
_UNIT = re.compile(
    r"\s*(?:%|ms|s|kb|mb|gb|px|kg|km|m|h|min|usd|eur|jpy|円|人|個|件|回|年|月|日|時|分)\b", re.I
)


def _path(name: str) -> Path:
    return corpus.SETS["dev"] if name == "dev" else ROOT / "evals" / "secrets" / f"{name}.jsonl"


def pieces(text: str) -> list[tuple[int, int]]:
    """The value-shaped pieces of `text` (start, end)."""
    found = []
    for match in _PIECE.finditer(text):
        value = match.group(0)
        if re.fullmatch(r"[\d\- ]+", value):
            if " " in value and not re.fullmatch(r"\d{4}(?: \d{4}){2,4}", value):
                # digits with spaces between: each group is a number of its own
                for group in _DIGIT_GROUP.finditer(value):
                    if sum(c.isdigit() for c in group.group(0)) >= 3:
                        found.append((match.start() + group.start(), match.start() + group.end()))
                continue
        elif not (any(c.isdigit() for c in value) and any(c.isalpha() for c in value)):
            continue
        found.append(match.span())
    return found


def _entropy(value: str) -> float:
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def features(text: str, start: int, end: int) -> list[float]:
    """The piece's shape and the signs around it, each scaled to about 0-1."""
    value, before, after = text[start:end], text[:start], text[end:]
    digits = sum(c.isdigit() for c in value)
    all_digits = digits == len(value.replace("-", "").replace(" ", ""))
    sign = before.rstrip()[-1:]
    following = after.lstrip()[:1]
    previous = (before.rstrip().split() or [""])[-1]
    line_start = before.rfind("\n") + 1
    line_end = text.find("\n", end)
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    return [
        1.0,
        min(len(value), 40) / 40,
        float(all_digits),
        float(all_digits and 4 <= digits <= 8),
        float(all_digits and digits <= 3),
        float(all_digits and re.fullmatch(r"(?:19|20)\d\d", value) is not None),
        float("-" in value),
        float(any(c.isupper() for c in value) and any(c.islower() for c in value)),
        _entropy(value) / 5,
        float(sign in (":", "=", "：")),
        float(sign in ("#", "$", "€", "£", "¥", "+", "(", "x", "\u00d7")),
        float(sign.isalpha()),
        float(not after.strip() or following in tuple(".,!。、;)）#")),
        float(bool(re.match(r"\s*[A-Za-z%]", after))),
        float(bool(_UNIT.match(after))),
        min(len(re.findall(r"\d+", text)), 10) / 10,
        min(len(text.split()), 60) / 60,
        float(any(ord(c) > 127 for c in text)),
        float(line.count(":") + line.count("=") >= 3),
        float("\n" in text),
        float(bool(re.search(r"https?://|/\w+/", line))),
        float(previous[:1].isupper()),
        min(len(previous), 15) / 15,
        float(bool(re.search(r"\d", before[-12:]))),
        float(len(set(value)) <= 2),
    ]


Row = tuple[str, bool, list[tuple[list[float], bool]]]  # kind, judged by the scanner, pieces


def gather() -> dict[str, list[Row]]:
    from memwell.secrets import scanner

    rows: dict[str, list[Row]] = {}
    for name in DEVELOPMENT:
        data: list[Row] = []
        for case in corpus.load(_path(name)):
            if case.field not in (None, "body"):
                continue  # the short fields have their own shape checks
            kinds = scanner.secret_kinds(case.text)
            judged = bool(kinds)
            if case.kind == "secret" and case.secret:
                judged = judged and not corpus.leaks(scanner.redact(case.text), case.secret)
            at = case.text.find(case.secret) if case.kind == "secret" and case.secret else -1
            items = []
            for start, end in pieces(case.text):
                label = at >= 0 and start < at + len(case.secret or "") and end > at
                items.append((features(case.text, start, end), label))
            data.append((case.kind, judged, items))
        rows[name] = data
    return rows


def fit(x: list[list[float]], y: list[bool], l2: float = 2.0, steps: int = 400) -> np.ndarray:
    """Logistic regression by gradient descent, the positives weighted up to the negatives'
    total (a secret's piece is rare among pieces)."""
    xs, ys = np.array(x), np.array(y, float)
    weight = np.where(ys == 1, (len(ys) - ys.sum()) / max(1.0, ys.sum()), 1.0)
    w = np.zeros(xs.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-xs @ w))
        w -= 2.5 * (xs.T @ ((p - ys) * weight) + l2 * w) / len(ys)
    return w


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threshold", type=float, nargs="+", default=[0.5, 0.8, 0.9])
    parser.add_argument(
        "--fit",
        choices=("residual", "all"),
        default="residual",
        help="fit on the cases the scanner leaves only, or on every case",
    )
    args = parser.parse_args(argv)
    rows = gather()
    misses = sum(1 for d in rows.values() for k, j, _ in d if k == "secret" and not j)
    shaped = sum(
        1
        for d in rows.values()
        for k, j, it in d
        if k == "secret" and not j and any(label for _, label in it)
    )
    passing = [it for d in rows.values() for k, j, it in d if k != "secret" and not j]
    print(
        f"body misses {misses}, {shaped} with a value-shaped piece; look-alikes passing "
        f"{len(passing)}, {sum(1 for it in passing if it)} with one"
    )
    for threshold in args.threshold:
        gained = refused = 0
        per_corpus = []
        for held in DEVELOPMENT:
            x: list[list[float]] = []
            y: list[bool] = []
            for name, data in rows.items():
                for _kind, judged, items in data if name != held else []:
                    if args.fit == "all" or not judged:
                        for feats, label in items:
                            x.append(feats)
                            y.append(label)
            w = fit(x, y)
            gain = new = 0
            for kind, judged, items in rows[held]:
                scores = [(1 / (1 + math.exp(-float(np.dot(w, f)))), label) for f, label in items]
                if kind == "secret" and not judged:
                    gain += any(s > threshold for s, label in scores if label)
                elif kind != "secret" and not judged:
                    new += any(s > threshold for s, _ in scores)
            per_corpus.append(f"{held} +{gain}/r+{new}")
            gained += gain
            refused += new
        print(
            f"threshold {threshold}: secrets gained {gained}, look-alikes newly refused {refused}"
        )
        print("  " + "  ".join(per_corpus))
    return 0


if __name__ == "__main__":
    sys.exit(main())
