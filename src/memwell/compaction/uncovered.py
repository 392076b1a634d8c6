"""Lines of the evicted messages that name what no checkpoint item names.

The extractor's items are what its rules recognise; on wording the rules were not written
from, a quarter to a third of what a continuation needs is in no item at all
(docs/benchmarks.md, sessions 8 and 9), and a line ranked by its shape alone restates an
item more often than it adds one. Here a line is a candidate only for the specific things
it names - identifiers, paths, versions, numbers, quoted strings, flags
(`evidence.anchors`) - that no extracted item names, and lines are taken greedily by
those new names per character, each name counted once: a line whose names an earlier
pick already gave is worth nothing. A name the session came back to (in two messages or
more) weighs more than one printed once in a listing. Each line keeps the number of the
message it came from (`msg 45: ...`, counted from 1 like the archive pointer), so the
copy also says where in the archive to look, and a long line keeps the stretch around
its new names; a line a redaction of its whole message part would change is skipped.

The dense copy gives these lines only the room every item has had its turn at
(`dense`); the persisted checkpoint keeps them all. Bounded: the first and last `_ENDS`
lines of a long message part are read (fewer in a long session: about `_LINES_READ`
in all), a line over `_LINE_MAX_CHARS` is split into its
sentences or skipped (a minified blob), and at most `_MAX_LINES` are kept.
"""

from __future__ import annotations

import heapq
import math
import re
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from memwell.compaction.evidence import anchors
from memwell.compaction.sections import SectionKey, Sections, clean

if TYPE_CHECKING:
    from memwell.compaction.transcript import MessageInfo

LINE_PREFIX = "msg "
_LINE = re.compile(r"^msg \d+: ")
_ENDS = 40  # lines read from each end of one message part, at most
_MIN_ENDS = 2
_LINES_READ = 12_000  # lines read in all, about (a long session reads fewer per part)
_LINE_MAX_CHARS = 400
_ITEM_MAX_CHARS = 220
_MARGIN_CHARS = 60  # kept either side of a long line's new names
_MAX_LINES = 60
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z`\"'(])")
# A name shorter than this tells little apart (`v2`, `1.5`, `a.b`).
_MIN_NAME_CHARS = 4


def is_line(key: SectionKey, item: str) -> bool:
    """Whether `item` of section `key` is one of these lines (they live under findings)."""
    return key == "findings" and _LINE.match(item) is not None


def _lines(text: str, ends: int) -> Iterator[str]:
    lines = text.splitlines()
    if len(lines) > 2 * ends:
        lines = lines[:ends] + lines[-ends:]
    for line in lines:
        line = line.strip(" \t-*•>#")
        if not line or len(line) > 3 * _LINE_MAX_CHARS:
            continue
        if len(line) > _LINE_MAX_CHARS:
            yield from (s for s in _SENTENCE.split(line) if len(s) <= _LINE_MAX_CHARS)
        else:
            yield line


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _texts(info: MessageInfo) -> Iterator[str]:
    yield info.text
    for call in info.tool_calls:
        yield from _strings(call.arguments)
    yield from info.results


def uncovered_lines(evicted: Sequence[MessageInfo], sections: Sections) -> list[str]:
    """`msg N: line` items for the lines of `evicted` naming what no item of `sections`
    names, most new names per character first."""
    covered: set[str] = set()
    for items in sections.values():
        for item in items:
            covered |= anchors(item)
    candidates: list[tuple[int, str, frozenset[str]]] = []
    parts: list[str] = []  # the message part each candidate came from (by candidate)
    seen_in: Counter[str] = Counter()
    read = [i for i in evicted if not i.is_system and i.note is None]
    # Trigger / Why / Outcome: reading 40 lines from each end of every part of a
    # million-token session took 1.5 s of CPU; the lines read per part shrink with the
    # number of messages so that about `_LINES_READ` are read in all.
    ends = max(_MIN_ENDS, min(_ENDS, _LINES_READ // max(1, 4 * len(read))))
    # a line met again (a test run's output, a file read twice) names the same things:
    # read once (a long session repeats thousands of lines)
    read_before: dict[str, frozenset[str]] = {}
    for info in read:
        named: set[str] = set()
        for text in _texts(info):
            for line in _lines(text, ends):
                new = read_before.get(line)
                if new is None:
                    names = frozenset(a for a in anchors(line) if len(a) >= _MIN_NAME_CHARS)
                    new = read_before[line] = names - covered
                if new:
                    candidates.append((info.index, line, new))
                    parts.append(text)
                    named |= new
        seen_in.update(named)

    worth = {n: 1.0 + math.log(seen) if seen > 1 else 0.5 for n, seen in seen_in.items()}

    def weight(names: frozenset[str]) -> float:
        return sum(worth[n] for n in names)

    heap = [
        (-weight(new) / math.sqrt(len(line) + 8), n, index, line, new)
        for n, (index, line, new) in enumerate(candidates)
    ]
    heapq.heapify(heap)
    taken: set[str] = set()
    out: list[str] = []
    redacted: dict[int, str] = {}  # a part's redacted text, by id, for the parts picked from
    from memwell.secrets.scanner import redact  # (as in `sections.clean`)

    while heap and len(out) < _MAX_LINES:
        _stale, n, index, line, new = heapq.heappop(heap)
        fresh = new - taken
        if not fresh:
            continue
        score = -weight(fresh) / math.sqrt(len(line) + 8)
        if heap and score > heap[0][0]:  # worth less now: back in line
            heapq.heappush(heap, (score, n, index, line, fresh))
            continue
        # A secret is no handoff: a line is kept only if its whole part, redacted, still
        # holds it (a private key's body lines are a secret only beside their markers).
        part = parts[n]
        if id(part) not in redacted:
            redacted[id(part)] = redact(part)
        if line not in redacted[id(part)]:
            continue
        taken |= fresh
        out.append(f"{LINE_PREFIX}{index + 1}: {clean(_around(line, fresh), _ITEM_MAX_CHARS)}")
    return out


def _around(line: str, names: frozenset[str]) -> str:
    """The stretch of `line` from a little before its first new name to a little after
    its last (the whole line when it is short)."""
    if len(line) <= 2 * _MARGIN_CHARS + 40:
        return line
    low = line.lower()
    spans = [(p, p + len(n)) for n in names if (p := low.find(n)) >= 0]
    if not spans:
        return line
    start = max(0, min(a for a, _ in spans) - _MARGIN_CHARS)
    end = min(len(line), max(b for _, b in spans) + _MARGIN_CHARS)
    if start > 0 and " " in line[start : start + 12]:  # start at a word
        start = line.index(" ", start) + 1
    inner = line[start:end].strip()
    return ("…" if start > 0 else "") + inner + ("…" if end < len(line) else "")
