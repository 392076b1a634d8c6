"""Redaction of JSON-like records (logs, decision records, diagnostics): every string
redacted, and text derived from a secret (lower-cased, cut into query terms) scrubbed
wherever else in the record it appears."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from memwell.lazy_patterns import lazy_compile

# Trigger / Why / Outcome: the scanner and the readers of token shapes (some 40 modules and
# 10 ms of a fresh process) are imported where a record is redacted, not with this module:
# a hook's own process logs its turn once its answer is out (`memwell.after_answer`), and
# the turn itself needs them only for a text holding a digit (`logged_query`).

_WORD = lazy_compile(r"[A-Za-z0-9]+")
_TAINT_MIN = 6  # shorter pieces of a secret ("sk", "live") are too common to scrub...
_PIECE_MIN = 3  # ...as part of a word; as a whole word, from 3 characters on


# a turn's text is scanned for the query's log up to this length (a pasted log is longer;
# the scan is paid on every turn)
_QUERY_SOURCE_MAX = 20_000


def logged_query(query: str, source: str) -> str:
    """`query` (the terms a recall searched with, lower-cased and stemmed) less every term
    of a secret the scanner finds in `source`, the text the terms were cut from: cut into
    terms, a PIN loses the comma that ended its clause ("pin za kartico je 7060 nikomur
    ...") and no reader of the terms finds it again."""
    if not query or len(source) > _QUERY_SOURCE_MAX or not any(c.isdigit() for c in source):
        # (the terms of a secret of no digit, a seed's words, `redact_nested` finds in the
        # query itself; a turn with no digit pays for no second scan)
        return query
    secret = {
        word.lower()
        for start, end in _secret_spans(source)
        for word in _WORD.findall(source[start:end])
        if len(word) >= _PIECE_MIN
    }
    if not secret:
        return query
    kept = [
        term
        for term in query.split(" ")
        if not any(word in term.lower() or term.lower() in word for word in secret)
    ]
    return " ".join(kept)


# Trigger: a turn's or a gated call's own words in the decision log (its text, its query
# terms, the action). Why: a code named in a language no reader knows ("kode vir die hek
# is 93208930", "umubare w'ibanga ni 4850") passes every reader of names, and this log
# refuses nothing, so the number's class is the bar, not the words around it. Outcome:
# every run of 3+ digits standing alone (digit groups joined by dashes, or by spaces when
# each has 3+ digits: a card's, a dial's) is blanked there; a date, a time, a version, a
# decimal and an amount with a thousands comma are kept (their digits are joined by other
# signs), and so are digits inside an identifier (`IMG_4682`,
# `v2`), which the token readers judge.
_STANDALONE_NUMBER = lazy_compile(
    r"(?<![A-Za-z0-9_.:/\-#])(?<!\d,)\d+(?:-\d+| \d{3,})*(?![A-Za-z0-9_]|[.,:/\-]\d)"
)
_DATE = lazy_compile(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{4}")
_NUMBER_MIN = 3  # digits: a card's security code; one or two are a count


def blank_numbers(text: str) -> str:
    """`text` with each number of `_NUMBER_MIN`+ digits standing alone redacted, for the
    words a person said as the decision log keeps them (`redact_said`)."""
    spans = _number_spans(text)
    if not spans:
        return text
    from memwell.secrets.scanner import redact_spans

    return redact_spans(text, spans)


def _number_spans(text: str) -> list[tuple[int, int]]:
    if not any(c.isdigit() for c in text):
        return []
    return [
        match.span()
        for match in _STANDALONE_NUMBER.finditer(text)
        if sum(c.isdigit() for c in match.group(0)) >= _NUMBER_MIN
        and not _DATE.fullmatch(match.group(0))
    ]


def redact_said(
    record: Mapping[str, Any], said: frozenset[str], derived: frozenset[str]
) -> dict[str, Any]:
    """`record` with the strings under its `said` keys (the words a person said: a turn's
    text, a gated action) passed through `blank_numbers`, and the terms under its `derived`
    keys (the query cut from that text, lower-cased, without its `#`) that are a blanked
    number's digits redacted too; the rest (memory names, reasons, counts) is left to
    `redact_nested`."""
    numbers: set[str] = set()
    for text in _said_strings(record, said):
        for start, end in _number_spans(text):
            numbers.update(_DIGITS.findall(text[start:end]))
    return _blank_said(record, said, derived, frozenset(numbers))


_DIGITS = lazy_compile(r"\d+")


def _said_strings(record: Mapping[str, Any], said: frozenset[str]) -> Iterator[str]:
    for key, item in record.items():
        if key in said and isinstance(item, str):
            yield item
        elif isinstance(item, Mapping):
            yield from _said_strings(item, said)  # a turn's record holds its gate's


def _blank_said(
    record: Mapping[str, Any],
    said: frozenset[str],
    derived: frozenset[str],
    numbers: frozenset[str],
) -> dict[str, Any]:
    from memwell.secrets.scanner import REDACTED

    out: dict[str, Any] = {}
    for key, item in record.items():
        if key in said and isinstance(item, str):
            item = blank_numbers(item)
        elif key in derived and isinstance(item, str) and numbers:
            item = _WORD.sub(lambda m: REDACTED if m.group(0) in numbers else m.group(0), item)
        elif isinstance(item, Mapping):
            item = _blank_said(item, said, derived, numbers)
        out[key] = item
    return out


def redact_nested(value: Any) -> Any:
    """`value` (a JSON-like record) with secrets redacted in every string, including text
    derived from them: a secret found in any string of the record is also scrubbed,
    case-insensitively and as a prefix of a word, from every other string. A recall
    record keeps the turn's text and its lower-cased, stemmed query terms; redacting
    each string alone misses the key once it is lower case."""
    tainted: set[str] = set()
    pieces: set[str] = set()
    # each distinct string is scanned once: a record repeats its names, scopes and lines
    # (a recalling turn's 86 strings are 42 texts), and the scrub below reuses the spans
    spans: dict[str, Sequence[tuple[int, int]]] = {}
    for text in _strings(value):
        if text in spans:
            continue
        spans[text] = _record_spans(text)
        for start, end in spans[text]:
            secret = text[start:end].lower()
            tainted.add(secret)
            tainted.update(w for w in _WORD.findall(secret) if len(w) >= _TAINT_MIN)
            # a password's symbols split it into short query terms ("xk9#mp2q!vl7yt" gives
            # "mp2q", "vl7yt"): a term that is exactly such a piece goes too
            pieces.update(w for w in _WORD.findall(secret) if len(w) >= _PIECE_MIN)
    return _scrub(value, frozenset(tainted), frozenset(pieces), spans)


def redact_diagnostic(text: str) -> str:
    """A traceback or an error message for a log, redacted as a diagnostic record is: an
    exception's message can quote the input that caused it (a payload, a file's line)."""
    redacted: str = redact_nested(text)
    return redacted


# Trigger: a decision record redacted in a long-lived process (the service). Why: a
# record repeats the memories' names, descriptions and lines and the same labels turn
# after turn, and scanning them again was most of a logged turn's cost (4-8 ms at 10k
# topics); the spans are a function of the text alone. Outcome: the spans of up to
# _SPANS_KEPT strings of at most _SPANS_TEXT_MAX characters are kept, oldest dropped.
_SPANS_KEPT = 4_096
_SPANS_TEXT_MAX = 2_000
_known_spans: dict[str, tuple[tuple[int, int], ...]] = {}


def _record_spans(text: str) -> tuple[tuple[int, int], ...]:
    """What a diagnostic record redacts: every secret, every token-shaped piece (a bare
    key or password with nothing around it to say so), a code after its name, and words
    joined as a generated passphrase. Redacting a log costs nobody a refusal, so the
    record takes a wider net than the short fields."""
    known = _known_spans.get(text)
    if known is not None:
        return known
    from memwell.secrets.fields import token_shaped_spans
    from memwell.secrets.name_shapes import named_digits_spans
    from memwell.secrets.phrases import hyphened_passphrase_spans

    spans = list(_secret_spans(text))
    spans += token_shaped_spans(text) + named_digits_spans(text)
    numbered = ("." in text or "_" in text) and any(c.isdigit() for c in text)
    if "-" in text or numbered:  # (a substring test first: a hook pays for each pattern)
        spans += hyphened_passphrase_spans(text)
    found = tuple(_merged(spans))
    _keep(_known_spans, text, found)
    return found


# The scanner's own spans of a text, kept as `_known_spans` keeps a record's: a turn's
# text is scanned for its logged query (`logged_query`) and again for the turn's records.
_known_secrets: dict[str, tuple[tuple[int, int], ...]] = {}


def _secret_spans(text: str) -> tuple[tuple[int, int], ...]:
    known = _known_secrets.get(text)
    if known is None:
        from memwell.secrets.scanner import find_secrets

        known = tuple((f.start, f.end) for f in find_secrets(text))
        _keep(_known_secrets, text, known)
    return known


def _keep(
    kept: dict[str, tuple[tuple[int, int], ...]], text: str, spans: tuple[tuple[int, int], ...]
) -> None:
    """Keep `spans` for `text` if it is short enough, dropping the oldest beyond _SPANS_KEPT."""
    if len(text) > _SPANS_TEXT_MAX:
        return
    if len(kept) >= _SPANS_KEPT:
        # the oldest (insertion order); another thread may have dropped it already
        with contextlib.suppress(KeyError, RuntimeError, StopIteration):
            del kept[next(iter(kept))]
    kept[text] = spans


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if out and start < out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out


def redact_strings(value: Any) -> Any:
    """`value` (a JSON-like record) with `redact` applied to every string in it."""
    if isinstance(value, str):
        from memwell.secrets.scanner import redact

        return redact(value)
    if isinstance(value, Mapping):
        return {k: redact_strings(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [redact_strings(v) for v in value]
    return value


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def _scrub(
    value: Any,
    tainted: frozenset[str],
    pieces: frozenset[str],
    spans: Mapping[str, Sequence[tuple[int, int]]],
) -> Any:
    if isinstance(value, str):
        from memwell.secrets.scanner import REDACTED, redact_spans

        text = redact_spans(value, spans[value])
        if not tainted:
            return text

        def replace(match: re.Match[str]) -> str:
            word = match.group(0).lower()
            # a term may also carry more than the secret: a short option glued to it
            # (`-pOPeTKyIOit!Cgl` gives the term "popetkyioit")
            if word in pieces or (
                len(word) >= _TAINT_MIN
                and any(
                    word in secret or (len(secret) >= _TAINT_MIN and secret in word)
                    for secret in tainted
                )
            ):
                return REDACTED
            return match.group(0)

        return _WORD.sub(replace, text)
    if isinstance(value, Mapping):
        return {k: _scrub(v, tainted, pieces, spans) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_scrub(v, tainted, pieces, spans) for v in value]
    return value
