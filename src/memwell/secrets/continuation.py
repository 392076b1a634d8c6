"""A secret written in pieces: the rest of a key after the part a rule found, and a
password spelled out character by character.

Every blind corpus split a key somewhere: a shell line continued with a backslash, two
string literals the language joins (`"xoxb-1559..."` then `"954286-T7Mc..."` on the next
line), a chat where the second half is a message of its own (`[ken] EzzbLG9OF7BiP`), a
quoted e-mail's "part 2:", or a password read out as `K - N - e - _ - y - R ...`. A rule
finds the first piece (it has the provider's prefix or follows the key's name) and the
rest has no name and no prefix: what says it is the same key is where it stands, at the
start of the very next line, right after a piece already found at the end of its line.

`continued_spans(text, spans)` extends what was found; it never finds a secret on a line
where nothing else did, so it refuses nothing that was kept before. `spelled_out_spans`
reads the one shape of its own: 8+ single characters joined by one separator, mixing
capitals, small letters and digits (no list of grades, options or names has all three).
"""

from __future__ import annotations

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.fields import segmented_word_share

# what may stand between a piece's end and its line's end: a closing quote, a comma, a
# backslash continuing the line, a closing bracket
_LINE_REST = lazy_compile(r"[\"'`]?[ \t]*[,+]?[ \t]*\\?[ \t]*\r?$")
# what may open the next line before the rest of the key: indentation, an e-mail's
# quote marks, a chat header (`[ken]`, `[10:02] Tom:`, `Tom:`), a part's label
# (`part 2:`, `(2/2)`, `cont.`), an opening quote
_NEXT_PREFIX = lazy_compile(
    r"[ \t]*(?:>[ \t]*)*"
    r"(?:\[[^\]\n]{1,40}\][ \t]*)*"
    r"(?:[A-Za-z][\w.\-]{0,30}:[ \t]+(?=\S))?"
    r"(?:(?i:part|pt|cont(?:inued)?|rest|2nd half|second half|後半|続き)"
    r"[ \t.]*\d?[ \t]*[:：.)]?[ \t]*)?"
    r"(?:\(?\d/\d\)?[ \t:]*)?"
    r"[\"'`]?"
)
_PIECE = lazy_compile(r"[A-Za-z0-9_\-+/=.~!@#$%^&*?]{6,}")
_WORDY = 0.5  # share of a piece in words, from which it is prose ("thanks")


def continued_spans(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The rest of each secret in `spans` that ends its line, when the next line goes on
    with a piece of a key's shape (module docstring)."""
    found: list[tuple[int, int]] = []
    for _start, end in spans:
        line_end = text.find("\n", end)
        if line_end < 0 or not _LINE_REST.match(text, end, line_end):
            continue
        next_end = text.find("\n", line_end + 1)
        next_end = len(text) if next_end < 0 else next_end
        prefix = _NEXT_PREFIX.match(text, line_end + 1, next_end)
        at = prefix.end() if prefix else line_end + 1
        piece = _PIECE.match(text, at, next_end)
        if piece is None or not _key_shaped(piece.group(0).strip(".,")):
            continue
        found.append((piece.start(), piece.start() + len(piece.group(0).rstrip(".,"))))
    return found


def _key_shaped(piece: str) -> bool:
    """A piece that reads as part of a key: letters and digits, or both cases, and not
    words."""
    letters = any(c.isalpha() for c in piece)
    digits = any(c.isdigit() for c in piece)
    cases = any(c.islower() for c in piece) and any(c.isupper() for c in piece)
    return letters and (digits or cases) and segmented_word_share(piece) < _WORDY


# 8+ single characters joined by one separator (` - `, `-`, ` `, `, `, ` · `, ` / `)
_SPELLED = lazy_compile(
    r"(?<![^\s:：(「\"'])(\S)(?P<sep>[ \t]*[-,·/][ \t]*|[ \t]+)(?:\S(?P=sep)){6,62}\S(?!\S)"
)


_SPELLED_MIN = 8


def _may_be_spelled(text: str) -> bool:
    """A cheap test first: one separator seven times, or eight one-character words."""
    if any(text.count(sep) >= _SPELLED_MIN - 1 for sep in ("-", ",", "/", "·")):
        return True
    return sum(len(word) == 1 for word in text.split()) >= _SPELLED_MIN


def spelled_out_spans(text: str) -> list[tuple[int, int]]:
    """Passwords read out one character at a time (module docstring)."""
    if len(text) < 15 or not _may_be_spelled(text):
        return []
    found = []
    for match in _SPELLED.finditer(text):
        chars = match.group(0)[:: 1 + len(match.group("sep"))]
        if len(chars) < _SPELLED_MIN:
            continue
        upper = any(c.isupper() for c in chars)
        lower = any(c.islower() for c in chars)
        digit = any(c.isdigit() for c in chars)
        if upper and lower and digit:
            found.append(match.span())
    return found
