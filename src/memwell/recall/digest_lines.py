"""How the digest writes a memory's statements: one item line, further lines under it.

A memory shown in the digest gets an item line (`- name (note): statement`); its further
statements join that line while they fit, then go on lines indented under it (`  > …`),
as many to a line as fit (`memory_lines`, `detail_lines`); every line is at most the
policy's `max_line_chars` long, a statement too long for its line shedding its heading
context before its own words are clipped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memwell.lazy_patterns import lazy_compile
from memwell.memory.statements import Statement
from memwell.recall.retrieval import RecallHit, Unit
from memwell.tokens import terms

_OPEN_BOX = lazy_compile(r"^\s*[-*] \[ \]\s*(.+)$", re.MULTILINE)
_SUPERSEDED_NOTE = lazy_compile(r"superseded by [^;]+")
_OPEN_COUNT = lazy_compile(r" \(open items: \d+\)$")


def clip(text: str, limit: int) -> str:
    """`text` on one line, at most `limit` characters (an ellipsis marks a cut)."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    return flat[: max(0, limit - 1)].rstrip() + "…"


def _open_suffix(hit: RecallHit) -> str:
    open_items = len(_OPEN_BOX.findall(hit.body)) if hit.body else 0
    return f" (open items: {open_items})" if open_items else ""


def fitted(prefix: str, statement: Statement | str, limit: int) -> str:
    """`prefix` and the statement on one line of at most `limit` characters. A statement
    that does not fit with its heading context is shown without it first: the context
    says what the statement is about (the item's name says it too), the statement's
    own words are what answers, and clipping them cuts the fact off."""
    room = limit - len(prefix)
    text = statement.shown if isinstance(statement, Statement) else statement
    if isinstance(statement, Statement) and len(" ".join(text.split())) > room:
        text = statement.text
    if room < 2:  # no room for the statement: the prefix itself is cut
        return clip(prefix + text, limit)
    return prefix + clip(text, room)


def item_line(hit: RecallHit, answer: Statement | str, note: str, limit: int) -> str:
    """One line for a memory: its name, its standing (superseded / current / conflict), the
    statement that does not fit after a long "superseded by …" note is shown after
    "superseded" alone: the clipped words are often the fact ("…/volume1/photos/
    <bridge-id>/<yyyymmd…"), while the other memory of the pair, when shown, is marked
    current and listed first."""
    line = _item_line(hit, answer, note, limit)
    short = _SUPERSEDED_NOTE.sub("superseded", note)
    if line.endswith("…") and short != note:
        return _item_line(hit, answer, short, limit)
    return line


def _item_line(hit: RecallHit, answer: Statement | str, note: str, limit: int) -> str:
    label = f"{hit.name} ({note})" if note else hit.name
    suffix = _open_suffix(hit)
    if suffix and limit > len(suffix) + 16:
        return fitted(f"- {label}: ", answer, limit - len(suffix)) + suffix
    return fitted(f"- {label}: ", answer, limit)


DETAIL_PREFIX = "  > "


def detail_line(statement: Statement | str, limit: int) -> str:
    """A further statement of the item above, indented under it."""
    room = limit - len(DETAIL_PREFIX)
    return fitted(DETAIL_PREFIX, statement, limit) if room > 1 else DETAIL_PREFIX[:limit]


# between two statements of one memory that share a line
JOINER = " · "


def detail_lines(statements: Sequence[Statement], limit: int) -> list[str]:
    """The further statements of the item above, in memory order, as few lines as they
    fit in: a statement joins the line before it when both fit within `limit` (said once,
    the heading context they share), else it starts a line of its own (clipped alone, as
    `detail_line` clips it).

    Trigger: always. Why: most statements are short ("Office hours 08:45-17:30 Mon-Fri.",
    "Guest wifi SSID shiomiso-guest."), and one per line left a 160-character line
    mostly empty while the line cap, not the character cap, kept the statement that
    answered out (on the development worlds digests used 8 of 8 lines and about half of
    `max_digest_chars`). Outcome: the same caps (items, lines, characters, characters a
    line) hold more of what the memories say."""
    lines: list[str] = []
    current = ""
    context = None
    for statement in statements:
        alone = " ".join(statement.shown.split())
        if current and statement.context == context and statement.context:
            joined = current + JOINER + statement.text
        else:
            joined = current + JOINER + alone if current else ""
        if current and len(DETAIL_PREFIX) + len(joined) <= limit:
            current = joined
        else:
            if current:
                lines.append(DETAIL_PREFIX + current)
            if len(DETAIL_PREFIX) + len(alone) <= limit:
                current = alone
            else:  # too long to share a line: clipped alone
                lines.append(detail_line(statement, limit))
                current = ""
        context = statement.context
    if current:
        lines.append(DETAIL_PREFIX + current)
    return lines


# where a clipped item line may end and its statement go on below: after a sentence
# mark followed by a space, or after a full-width one (Japanese puts no space after it)
_HALF_WIDTH_ENDS = ".;!?"
_FULL_WIDTH_ENDS = "\u3002\uff1b\uff01\uff1f"


def _sentence_ends(text: str) -> list[int]:
    """The indices just after each sentence end inside `text`."""
    return [
        i + 1
        for i, ch in enumerate(text[:-1])
        if ch in _FULL_WIDTH_ENDS or (ch in _HALF_WIDTH_ENDS and text[i + 1] == " ")
    ]


def wrapped(line: str, statement: Statement | str, limit: int) -> tuple[str, Statement] | None:
    """A clipped item `line` ended after the last whole sentence of `statement` that fits,
    and the rest of the statement; None when `line` is not clipped, or no sentence end
    fits."""
    if not line.endswith("…"):
        return None
    own = statement.text if isinstance(statement, Statement) else statement
    flat = " ".join(own.split())
    start = line.find(flat[:24])
    if start < 0:
        return None
    prefix = line[:start]
    fits = [end for end in _sentence_ends(flat) if len(prefix) + end <= limit]
    if not fits:
        return None
    cut = fits[-1]
    return prefix + flat[:cut].rstrip(), Statement(flat[cut:].strip())


def memory_lines(
    head: str, further: Sequence[Statement], limit: int, answer: Statement | str | None = None
) -> list[str]:
    """A memory's lines in the digest: its item line `head` (showing `answer`), then its
    further statements (in memory order), the first of them on the item line itself while
    they fit; a clipped item line ends at a sentence and the rest of `answer` goes first
    under it.

    Trigger: the item line has room left after the statement that answers (most are
    short: "- family: 母は岡山在住、LINE でやりとり。"). Why: a further statement on a line of its
    own spends one of the digest's 8 lines, and the line cap, not the characters, kept
    the answer out (on the development worlds, a memory shown with its answering line
    past the eighth). Outcome: further statements join the item line (` · `) while it
    stays within `limit`; the rest go under it as `detail_lines` lays them out. An item
    line clipped, or ending with its open-item count, takes none."""
    rest = list(further)
    line = head
    split = wrapped(head, answer, limit) if answer is not None else None
    if split is not None:
        # Trigger: the item line clipped its statement. Why: the clipped words were the
        # fact asked for ("…Every shipment needs the 食品等輸入届出 at 門司…"). Outcome: the
        # item line ends after the last sentence that fits, and the rest of the statement
        # goes on the next line, before the further statements.
        return [split[0], *detail_lines([split[1], *rest], limit)]
    if not head.endswith("…") and not _OPEN_COUNT.search(head):
        while rest:
            joined = line + JOINER + " ".join(rest[0].shown.split())
            if len(joined) > limit:
                break
            line = joined
            rest.pop(0)
    return [line, *detail_lines(rest, limit)]


_OPENERS = "([{（「『【"
_CLOSERS = ")]}）」』】"
# where a long statement may be cut between its parts, outside brackets and quotes
_SEPARATORS = ("; ", ", ", ". ", " — ", "、", "。", "\uff1b")  # the last: a full-width ";"


def _parts(text: str) -> list[str]:
    """`text` cut after each separator that stands outside brackets and quotes; joined
    again, the parts are `text`."""
    parts: list[str] = []
    depth = start = 0
    quoted = False
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            quoted = not quoted
        elif ch in _OPENERS:
            depth += 1
        elif ch in _CLOSERS:
            depth = max(0, depth - 1)
        if depth == 0 and not quoted:
            sep = next((s for s in _SEPARATORS if text.startswith(s, i)), None)
            if sep is not None:
                i += len(sep)
                parts.append(text[start:i])
                start = i
                continue
        i += 1
    if start < len(text):
        parts.append(text[start:])
    return [p for p in parts if p.strip()]


def focused(statement: Statement, query: Sequence[Unit], room: int) -> Statement:
    """`statement`, when it is too long for `room`, cut down to the parts that hold what
    the turn asks about (in their order, a gap marked "…").

    Trigger: a statement longer than its line, where the part that holds the turn's
    words lies past the cut. Why: a line is clipped at its end, and a list written as one
    line ("Colleagues: Nao Murai (…), Captain Shinji Sakamoto (…), Yuto Kanda (神田 悠斗,
    …)") lost the very person the turn named. Outcome: the parts (cut at ";", ",", ".",
    "、", "。" outside brackets) that share a word with the turn are kept first, then the
    statement's other parts from its start while they fit; a statement whose matching
    part is already within the line, or that shares no word with the turn, is unchanged."""
    text = " ".join(statement.text.split())
    if len(" ".join(statement.shown.split())) <= room or not query:
        return statement
    parts = _parts(text)
    scores = [sum(unit.coverage(frozenset(terms(part))) for unit in query) for part in parts]
    if len(parts) < 2 or max(scores) <= 0:
        return statement
    best = max(range(len(parts)), key=scores.__getitem__)
    if len("".join(parts[: best + 1]).rstrip()) <= room - len(_GAP):
        return statement  # the default clip keeps it
    kept: set[int] = set()
    # the parts that hold the turn's words, best first; then the others from the start
    for k in sorted(range(len(parts)), key=lambda k: (-scores[k], k)):
        if len(_joined(parts, kept | {k})) <= room:
            kept.add(k)
    if best not in kept:
        return statement
    return Statement(_joined(parts, kept), statement.context)


_GAP = " … "


def _joined(parts: Sequence[str], kept: set[int]) -> str:
    out = "" if 0 in kept else _GAP.lstrip()
    for k in sorted(kept):
        if out and k - 1 not in kept:
            out = out.rstrip().rstrip(",;、") + _GAP
        out += parts[k]
    return out.rstrip().rstrip(",;、")
