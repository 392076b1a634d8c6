"""Other readings of a text, so a secret is found whatever it is wrapped in.

The scanner's rules read a secret as a person types it. Text that reaches memwell is often
one step removed from that: a JSON-escaped transcript (`"...\\nghp_..."`), a URL with its
query encoded (`%22AKIA...%22`), HTML (`&quot;...&quot;`), a key wrapped onto two lines by
a terminal or an editor, a YAML or prose value on the line after its key (`password:` and
then the value, indented), and lines collapsed into one by a field that holds one line (a
description, a tag, a checkpoint item): a Markdown table whose rows now follow each other
on one line, a YAML block value whose lines are joined by spaces; since session 14, a
string in adjacent quoted pieces, octal escapes, a property list's key and value, and
bytes or characters written one by one (a C array, a hex dump). Each `View` is the text
read one such way, with a map from every character of the view back to the span of the
original it came from, so a finding in the view redacts exactly the original characters
(the escape sequences included).

Views are built only when the text holds what they undo: prose pays for a few searches.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.fields import word_share

# `\n`, `\"`, `\u00e9`, `\144`: what JSON, printf and most languages' literals escape
_BACKSLASH = lazy_compile(r"\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[0-3][0-7]{2}|[nrtbf\"'\\/])")
_PERCENT = lazy_compile(r"%[0-9A-Fa-f]{2}")
_ENTITY = lazy_compile(r"&(?:#\d{1,6}|#x[0-9A-Fa-f]{1,6}|[A-Za-z]{2,8});")
_ESCAPES = lazy_compile(f"{_BACKSLASH.pattern}|{_PERCENT.pattern}|{_ENTITY.pattern}")
_WINDOWS_PATH = lazy_compile(r"(?<![A-Za-z0-9])[A-Za-z]:\\[^\s\"'<>|*?]*")
_SIMPLE = {"n": "\n", "r": "\r", "t": "\t", "b": " ", "f": " "}

_TOKEN_CHARS = r"A-Za-z0-9+/_\-="
# a token broken by a line break (a terminal's or an editor's wrap), the rest indented or
# quoted (`> `) on the next line: both sides key-like (`_key_like`), so a line ending in a
# word and the next starting with one are never glued together
_LINE_BREAK = lazy_compile(r"\r?\n[ \t>]*")
_TAIL = lazy_compile(rf"[{_TOKEN_CHARS}]{{8,}}$")
_HEAD = lazy_compile(rf"[{_TOKEN_CHARS}]{{4,}}")
# a value on the line after its key: `password:`, `api_key =`, `the token is`
# (a name ending a path or a hyphenated word with no marker, `/etc/credstore/recall-token`,
# is no key)
_VALUE_NEXT_LINE = lazy_compile(
    r"(?i)(?:(?<![/\-.])(?:pass(?:word|wd|phrase)?|secret|token|key|credentials?|pin|"
    r"パスワード)[\"'`*_]*\s*(?::|=|\bis\b|は|：)?|"
    r"(?:pass(?:word|wd|phrase)?|secret|token|key|credentials?|pin|パスワード)"
    r"[\"'`*_]*\s*(?::|=|\bis\b|は|：))[ \t]*[|>]?[ \t]*$"
)
# a provider's token whose wrapped lines were joined with a space (a checkpoint or a
# description collapses whitespace): the prefix says where a key starts, so the run after
# the space is its rest when that run is key-like too (`ghp_Gbq6... EitENr...`)
_PREFIXED_TAIL = lazy_compile(
    r"(?<![A-Za-z0-9])(?:gh[pousr]_|github_pat_|gl(?:pat|rt|dt)-|sk-(?:ant-|proj-)?|"
    r"[rs]k_(?:live|test)_|xox[abposr]-|hf_|npm_|AKIA|ASIA|AIza|ya29\.)[A-Za-z0-9_\-]{4,}"
    r"(?P<space>[ \t]+(?:>[ \t]*)?)(?=[A-Za-z0-9])"
)
_PREFIX_HINTS = (
    "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "glrt-", "gldt-",
    "sk-", "sk_", "rk_", "xox", "hf_", "npm_", "AKIA", "ASIA", "AIza", "ya29.",
)  # fmt: skip
_ADJACENT_QUOTES = lazy_compile(r"(?<=[\w#!$%^&*+/=\-])([\"'])[ \t]+\1(?=[\w#!$%^&*+/=\-])")
# two literals joined by a language's own operator: `+` (Java, JavaScript, C#, Python),
# `||` (SQL), `.` (PHP, Perl), `..` (Lua), `&` (Visual Basic), or by a line break between
# adjacent literals (Python's and C's implicit joining inside brackets); the next literal
# may start its own line
_JOINED_LITERALS = lazy_compile(
    r"(?<=[\w#!$%^&*+/=\-])([\"'])"
    r"(?:[ \t]*(?:\+|\|\||\.\.?|&)[ \t]*(?:\r?\n[ \t]*)?|[ \t]*\r?\n[ \t]*)"
    r"\1(?=[\w#!$%^&*+/=\-])"
)
_JOIN_HINTS = ('" +', "' +", '"+', "'+", "||", '" .', "' .", '".', "'.", '" &', "' &", '"\n', "'\n")
_LOOK_BACK = 80  # characters before a line break that a key's first half or a key name fills
# a table's separator row (`|---|:--:|`), which says how many cells a row has
_TABLE_SEPARATOR = lazy_compile(r"\|(?:[ \t]*:?-{3,}:?[ \t]*\|)+")
_SPACES = lazy_compile(r"[ \t]+")
# a YAML block value (`key: >-`, `key: |`) whose lines were joined: the indicator, then
# pieces of a key separated by spaces (`aws_secret: >- l4etsBjU... gqBJcOy...`)
_BLOCK_VALUE = lazy_compile(
    rf"(?<=[:=])[ \t]*(?P<indicator>[|>][-+]?[ \t]+)[{_TOKEN_CHARS}]{{8,}}"
    rf"(?:[ \t]+[{_TOKEN_CHARS}]{{8,}})+(?=\s|$)"
)


@dataclass(frozen=True, slots=True)
class View:
    """`text` read another way; `starts[i]`/`ends[i]` are the original span of its i-th
    character."""

    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]

    def original(self, start: int, end: int) -> tuple[int, int]:
        """The original span of the view's `text[start:end]`."""
        return self.starts[start], self.ends[end - 1]


def decoded(text: str) -> View | None:
    """`text` with backslash escapes, %XX and HTML entities decoded (and JavaScript's
    `String.fromCharCode(65, 33, ...)` read as the string it makes); None if it has none."""
    codes = _char_codes(text) if "fromCharCode(" in text else []
    if not codes and not _ESCAPES.search(text):
        return None
    escapes = list(_ESCAPES.finditer(text))
    if ":\\" in text:
        # a Windows path's backslashes separate its folders (`D:\\backup` is no `\\b`)
        paths = [m.span() for m in _WINDOWS_PATH.finditer(text)]
        escapes = [m for m in escapes if not any(a < m.start() < b for a, b in paths)]
        if not escapes and not codes:
            return None
    replacements = [(m.start(), m.end(), _decode(m.group(0))) for m in escapes]
    if codes:
        replacements = sorted(replacements + codes)
    if "$'" in text:
        # bash's ANSI-C quoting (`$'\117\125...'`): the `$` is the quote's, no variable's
        at = text.find("$'")
        while at >= 0:
            replacements.append((at, at + 1, ""))
            at = text.find("$'", at + 2)
        replacements.sort()
    view = rewritten(text, replacements)
    if "%25" in text and _PERCENT.search(view.text):
        # encoded twice (`next=%252Fconnect%253Ftoken%253D...`, a URL inside a URL's
        # parameter): the first pass leaves `%2F`, decoded once more
        again = rewritten(
            view.text,
            [(m.start(), m.end(), _decode(m.group(0))) for m in _PERCENT.finditer(view.text)],
        )
        starts = tuple(view.starts[i] for i in again.starts)
        ends = tuple(view.ends[i - 1] for i in again.ends)
        view = View(again.text, starts, ends)
    return view


_FROM_CHAR_CODE = lazy_compile(r"String\.fromCharCode\(\s*(\d{1,3}(?:\s*,\s*\d{1,3}){5,})\s*\)")
_CODE_NUMBER = lazy_compile(r"\d{1,3}")


def _char_codes(text: str) -> list[tuple[int, int, str]]:
    """The replacements that read each `String.fromCharCode(...)` of printable ASCII codes
    as a quoted string: the call's opening and closing as quotes, each number as its
    character, the commas between as nothing."""
    replacements: list[tuple[int, int, str]] = []
    for call in _FROM_CHAR_CODE.finditer(text):
        numbers = list(_CODE_NUMBER.finditer(text, call.start(1), call.end(1)))
        if not all(32 <= int(n.group(0)) < 127 for n in numbers):
            continue
        replacements.append((call.start(), call.start(1), '"'))
        for number, following in zip(numbers, [*numbers[1:], None], strict=True):
            replacements.append((number.start(), number.end(), chr(int(number.group(0)))))
            if following is not None:
                replacements.append((number.end(), following.start(), ""))
        replacements.append((call.end(1), call.end(), '"'))
    return replacements


def rewritten(text: str, replacements: list[tuple[int, int, str]]) -> View:
    """`text` with each `(start, end, by)` span replaced by `by` (one character, or none),
    in order; a span overlapping the one before is dropped (the first one stands)."""
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    cursor = 0
    for start, end, by in replacements:
        if start < cursor:
            continue
        out.extend(text[cursor:start])
        starts.extend(range(cursor, start))
        ends.extend(range(cursor + 1, start + 1))
        if by:
            out.append(by)
            starts.append(start)
            ends.append(end)
        cursor = end
    out.extend(text[cursor:])
    starts.extend(range(cursor, len(text)))
    ends.extend(range(cursor + 1, len(text) + 1))
    return View("".join(out), tuple(starts), tuple(ends))


def _decode(escape: str) -> str:
    """One character for one escape sequence (a view keeps one entry per character)."""
    if escape.startswith("%"):
        return chr(int(escape[1:], 16))
    if escape.startswith("&"):
        import html  # only for a text with an entity: html.entities is a large table

        value = html.unescape(escape)
        return value if len(value) == 1 else " "
    body = escape[1:]
    if body[0] in "ux":
        return chr(int(body[1:], 16))
    if body[0].isdigit():  # `\144`: octal, as printf and C write a byte
        return chr(int(body, 8))
    return _SIMPLE.get(body, body)


def joined(text: str) -> View | None:
    """`text` with a token broken across lines put back together, and a value on the line
    after its key moved up beside it; None if neither happens in it."""
    cuts: list[tuple[int, int, str]] = []
    # line by line from each break: one regex over a 100 KB transcript backtracks on every
    # word, while the breaks are few
    for brk in _LINE_BREAK.finditer(text):
        before = text[max(0, brk.start() - _LOOK_BACK) : brk.start()]
        after = _HEAD.match(text, brk.end())
        if brk.end() >= len(text) or text[brk.end()].isspace():
            continue  # a blank line ends a key and its value
        tail = _TAIL.search(before)
        if tail and after and _key_like(tail.group(0)) and _key_like(after.group(0)):
            cuts.append((brk.start(), brk.end(), ""))
        elif _VALUE_NEXT_LINE.search(before):
            cuts.append((brk.start(), brk.end() + _list_marker(text, brk.end()), " "))
    if '" "' in text or "' '" in text:
        # adjacent quoted pieces joined at run time (`printf '%s%s' 'a' 'b'`, a shell array
        # joined with `IFS=`, C's and Python's adjacent literals): read as one string
        cuts.extend(_literal_joints(text, _ADJACENT_QUOTES))
    if any(hint in text for hint in _JOIN_HINTS):
        cuts.extend(_literal_joints(text, _JOINED_LITERALS))
    if ".join(" in text:
        # a list's pieces joined with nothing (`['gsk_ab', 'cd12'].join('')`, Python's
        # `"".join(["ab", "cd"])`): read as one string
        for match in _JOINED_LIST.finditer(text):
            items = "items" if match.group("items") is not None else "items2"
            for separator in _LIST_SEPARATOR.finditer(text, match.start(items), match.end(items)):
                cuts.append((separator.start(), separator.end(), ""))
    if any(hint in text for hint in _CONCAT_HINTS):
        cuts.extend(_concatenated(text))
    if "}${" in text:
        cuts.extend(_variables_joined(text))
    if any(hint in text for hint in _PREFIX_HINTS):
        for match in _PREFIXED_TAIL.finditer(text):
            after = _HEAD.match(text, match.end())
            if after and _key_like(after.group(0)):
                cuts.append((match.start("space"), match.end("space"), ""))
    if not cuts:
        return None
    return rewritten(text, sorted(cuts))


_LIST_ITEMS = r"(?:\s*['\"][^'\"\n]*['\"]\s*,)+\s*['\"][^'\"\n]*['\"]\s*"
_JOINED_LIST = lazy_compile(
    rf"\[(?P<items>{_LIST_ITEMS})\]\s*\.join\(\s*(?:''|\"\")\s*\)|"
    rf"(?:''|\"\")\.join\(\s*[\[(](?P<items2>{_LIST_ITEMS})[\])]"
)
_LIST_SEPARATOR = lazy_compile(r"(?<=\w)(['\"])\s*,\s*\1(?=\w)")
# a call that concatenates string literals: Rust's `concat!(...)`, a spreadsheet's
# `=CONCAT(...)`/`CONCATENATE`, C's `strcat`, Terraform's `format("%s%s", ...)`
_CONCAT_HINTS = ("oncat", "ONCAT", "format(", "strcat(")
_CONCAT_CALL = lazy_compile(
    rf"(?i)(?<![\w.])(?:concat(?:enate)?!?|strcat|format)\((?P<items>{_LIST_ITEMS})\)"
)
# a shell variable's value, quoted or not, on a line of its own (`P1="sk-or-v1-..."`)
_SHELL_VALUE = r"^[ \t]*(?:export[ \t]+)?{name}=([\"']?)(?P<value>[^\s\"']+)\1[ \t]*$"
_VARIABLES_JOINED = lazy_compile(r"\$\{([A-Za-z_]\w*)\}\$\{([A-Za-z_]\w*)\}")


def _literal_joints(text: str, pattern: re.Pattern[str]) -> list[tuple[int, int, str]]:
    """The joints between two literals `pattern` finds, a format's own string
    (`'%s%s'`) being no piece, nor a literal code repeats (`"ghp_" + "0" * 36`: a
    fixture padded to a key's length, no key)."""
    cuts = []
    for match in pattern.finditer(text):
        opened = text.rfind(match.group(1), 0, match.start())
        closed = text.find(match.group(1), match.end())
        repeated = closed >= 0 and text[closed + 1 : closed + 4].lstrip(" \t").startswith("*")
        if "%" not in text[opened : match.start()] and not repeated:
            cuts.append((match.start(), match.end(), ""))
    return cuts


def _concatenated(text: str) -> list[tuple[int, int, str]]:
    """The separators between the literal pieces a concatenating call joins (a format's
    own string, `"%s%s"`, is no piece)."""
    cuts = []
    for call in _CONCAT_CALL.finditer(text):
        for separator in _LIST_SEPARATOR.finditer(text, call.start("items"), call.end("items")):
            piece_start = text.rfind(separator.group(1), 0, separator.start())
            if "%" not in text[piece_start : separator.start()]:
                cuts.append((separator.start(), separator.end(), ""))
    return cuts


def _variables_joined(text: str) -> list[tuple[int, int, str]]:
    """`P1=...` then `P2=...` on the next line, later used as `"${P1}${P2}"`: the two
    values read as one (the assignments between them cut)."""
    cuts = []
    for use in _VARIABLES_JOINED.finditer(text):
        first = re.search(_SHELL_VALUE.format(name=re.escape(use.group(1))), text, re.M)
        second = re.search(_SHELL_VALUE.format(name=re.escape(use.group(2))), text, re.M)
        if first is None or second is None or first.end() > second.start():
            continue
        if text[first.end() : second.start()].strip():
            continue  # not on the next line
        cuts.append((first.end("value"), second.start("value"), ""))
    return cuts


# a property list's pair, the value in the element after its key's
# (`<key>API_TOKEN</key>` then `<string>...</string>`): read as `API_TOKEN=...`
_MARKUP_PAIR = lazy_compile(
    r"<key>(?P<name>[^<>\n]{1,64})</key>\s*<(?P<tag>string|data)>(?P<value>[^<>\n]{1,512})</(?P=tag)>"
)


_LABELLED_VALUE = lazy_compile(
    r"\"(?:label|name|title|field|key)\"\s*:\s*\"(?P<name>[^\"\n]{1,64})\"\s*,\s*"
    r"\"value\"\s*:\s*\"(?P<value>[^\"\n]{1,512})\""
)


def unfolded(text: str) -> View | None:
    """`text` with what a one-line field collapsed put back: a Markdown table's rows, each
    on a line of its own again (the separator row says how many cells make a row, so an
    empty cell is no row's end), and a YAML block value's pieces joined after its key (and,
    since session 14, a property list's key and value read as `KEY=value`);
    None if the text holds neither. Why a view and not only "scan before collapsing": the
    text may reach memwell already collapsed (a client that sends one line)."""
    cuts: list[tuple[int, int, str]] = []
    if "|" in text and "-|" in text:
        for separator in _TABLE_SEPARATOR.finditer(text):
            cuts.extend(_table_cuts(text, separator.start(), separator.end()))
    if ">" in text or "|" in text:
        for block in _BLOCK_VALUE.finditer(text):
            at = block.end("indicator")
            value = text[at : block.end()]
            if all(_key_like(piece) for piece in value.split()):  # not prose: `>- Some text`
                cuts.append((block.start("indicator"), at, ""))
                gaps = _SPACES.finditer(value)
                cuts.extend((at + gap.start(), at + gap.end(), "") for gap in gaps)
    if text.count(",") >= 2 * _CSV_COMMAS_MIN:
        cuts.extend(_csv_row_cuts(text))
    if '"value"' in text:
        # a field's name in its label and its value beside it (a password manager's
        # JSON export: `{"label":"Password","value":"..."}`): read as `Password=...`
        for pair in _LABELLED_VALUE.finditer(text):
            cuts.append((pair.start(), pair.start("name"), ""))
            cuts.append((pair.end("name"), pair.start("value"), "="))
            cuts.append((pair.end("value"), pair.end(), ""))
    if "</key>" in text:
        for pair in _MARKUP_PAIR.finditer(text):
            cuts.append((pair.start(), pair.start("name"), ""))
            cuts.append((pair.end("name"), pair.start("value"), "="))
            cuts.append((pair.end("value"), pair.end(), ""))
    if not cuts:
        return None
    return rewritten(text, sorted(cuts))


def _table_cuts(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    """Line breaks for the table whose separator row is `text[start:end]`, where rows
    follow each other on one line: before the header (also when prose leads up to it on
    its line: "the logins: | system | password |"), between it and the separator, and
    after every row of the separator's number of cells."""
    cells = text.count("|", start, end) - 1
    header_end = len(text[:start].rstrip(" \t"))
    cuts = []
    if text[header_end - 1 : header_end] == "\n":
        header_end = len(text[: header_end - 1].rstrip(" \t\r"))  # on a line of its own
    elif header_end < start:
        cuts.append((header_end, start, "\n"))
    if text[header_end - 1 : header_end] != "|":
        return []  # no header row
    header_start = header_end - 1
    for _ in range(cells):
        header_start = text.rfind("|", 0, header_start)
        if header_start < 0 or "\n" in text[header_start:header_end]:
            return []
    if header_start > 0 and text[header_start - 1] in " \t":
        spaces = len(text[:header_start]) - len(text[:header_start].rstrip(" \t"))
        cuts.insert(0, (header_start - spaces, header_start, "\n"))
    at = end
    while (gap := _SPACES.match(text, at)) and text.startswith("|", gap.end()):
        row_end = gap.end()
        for _ in range(cells):
            row_end = text.find("|", row_end + 1)
            if row_end < 0 or "\n" in text[gap.end() : row_end]:
                return cuts
        cuts.append((gap.start(), gap.end(), "\n"))
        at = row_end + 1
    return cuts


def _key_like(part: str) -> bool:
    """Letters and digits, or capitals inside that are not words' (`TokenRefreshHandler`):
    a piece of a key, not a word."""
    letters = any(c.isalpha() for c in part)
    if letters and any(c.isdigit() for c in part):
        return True
    return any(c.isupper() for c in part[1:]) and word_share(part) < 0.7


def _list_marker(text: str, at: int) -> int:
    """Characters of a YAML or Markdown list marker (`- `) at `at`: not part of the value."""
    marker = re.match(r"-[ \t]+", text[at : at + 8])
    return marker.end() if marker else 0


# bytes or characters written out one by one: C's `{ 0x73, 0x6b, ... }`, a hex dump's
# `71 64 7a ...`, a JSON array of one-character strings (12 or more, so a colour, a MAC
# address or a short list is none)
_LIST_MIN = 11  # separators between 12 items
_HEX_BYTE_LIST = lazy_compile(r"0x[0-9a-fA-F]{2}(?:\s*,\s*0x[0-9a-fA-F]{2}){11,}")
_HEX_PAIRS = lazy_compile(r"(?<![\w:])[0-9a-fA-F]{2}(?: [0-9a-fA-F]{2}){11,}(?![\w:])")
_CHAR_LIST = lazy_compile(r"\"[^\"\\\s]\"(?:\s*,\s*\"[^\"\\\s]\"){11,}")
_ONE_ITEM = lazy_compile(
    r"0x([0-9a-fA-F]{2})|(?<![0-9a-fA-F])([0-9a-fA-F]{2})(?![0-9a-fA-F])|\"(.)\""
)


def listed(text: str) -> View | None:
    """`text` with bytes or characters written one by one read as the string they spell,
    when every one is a printable character (random bytes and colours spell nothing); None
    if it has no such list. Why: a key pasted as a C array or a hex dump is the key."""
    if not ("0x" in text or '", "' in text or '","' in text or text.count(" ") >= _LIST_MIN):
        return None
    cuts: list[tuple[int, int, str]] = []
    for pattern in (_HEX_BYTE_LIST, _HEX_PAIRS, _CHAR_LIST):
        for run in pattern.finditer(text):
            items = list(_ONE_ITEM.finditer(text, run.start(), run.end()))
            chars = [_item_char(item) for item in items]
            if not all(c.isprintable() and not c.isspace() for c in chars):
                continue
            cursor = run.start()
            for item, char in zip(items, chars, strict=True):
                cuts.append((cursor, item.start(), ""))  # the separator before it
                cuts.append((item.start(), item.end(), char))
                cursor = item.end()
    if not cuts:
        return None
    return rewritten(text, sorted(cuts))


def _item_char(item: re.Match[str]) -> str:
    if item.group(3) is not None:
        return item.group(3)
    return chr(int(item.group(1) or item.group(2), 16))


# a sentence that introduces what follows with a colon ("We decided to keep this for the
# deploy: PIN-koden til bankkortet er 2096"): three words or more, no key's marks; or
# English words run straight into a line of another script ("run deploy with
# الرقم السري للبطاقة 7341"): what the other script says is a line of its own. Read
# with string methods: a hook compiles every pattern it reaches (the regex budget)
_NOT_IN_INTRODUCTION = frozenset(":=\"'{}[]<>|")
_LATIN_END = 0x24F  # the last code point of the Latin scripts' letters
_INTRODUCTION_WORDS_MIN = 3
_CSV_COMMAS_MIN = 3
_ROWS_MAX = 20  # of a CSV's rows read after its introduced header
# cells joined by commas with no space: a CSV row (or a header)
_CELLS = lazy_compile(r"[^\s,]*(?:,[^\s,]*){3,}")
_INTRODUCED_WORDS_MAX = 12  # what follows, read as a line of its own: a short line


def introduced(text: str) -> View | None:
    """The rest of each line that a sentence introduces, each on a line of its own (a CSV
    header's rows after it), so a short line's readers (a code in a short clause, a CSV
    header) see it as the line it was before something was written in front of it; None
    if no line has one. Only those lines: a long text pays for a few short ones."""
    if ": " not in text and text.isascii() and text.count(",") < _CSV_COMMAS_MIN:
        return None
    segments: list[tuple[int, int]] = []
    lines = text.splitlines(keepends=True)
    offsets = list(itertools.accumulate((len(line) for line in lines), initial=0))
    for number, line in enumerate(lines):
        head = _introduction(line)
        rest = line[head:]
        if not head or len(rest.split()) > _INTRODUCED_WORDS_MAX:
            continue
        if rest.isascii() and not any(c.isdigit() or c == "," for c in rest):
            continue
        last = number
        if rest.count(",") >= _CSV_COMMAS_MIN:  # a header: its rows follow
            while last + 1 < len(lines) and lines[last + 1].strip() and last - number < _ROWS_MAX:
                last += 1
        segments.append((offsets[number] + head, offsets[last + 1]))
    if not segments:
        return None
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    for start, end in segments:
        out.append(text[start:end])
        starts.extend(range(start, end))
        ends.extend(range(start + 1, end + 1))
        if not text[start:end].endswith("\n"):  # each segment a line of its own
            out.append("\n")
            starts.append(end - 1)
            ends.append(end)
    return View("".join(out), tuple(starts), tuple(ends))


def _introduction(line: str) -> int:
    """Where the rest of `line` starts after a sentence introducing it (0 if none)."""
    colon = line.find(": ")
    if colon > 0:
        head = line[:colon]
        if (
            head[0].isalpha()
            and len(head.split()) >= _INTRODUCTION_WORDS_MIN
            and not _NOT_IN_INTRODUCTION.intersection(head)
            and line[colon + 2 :].strip()
        ):
            return colon + 2 + len(line[colon + 2 :]) - len(line[colon + 2 :].lstrip(" \t"))
    if line.count(",") >= _CSV_COMMAS_MIN:
        # a CSV row after words ("run deploy with name,url,username,password,note"): a
        # header's cells hold no space, and its first line is what names the columns
        cells = line.rstrip().rsplit(" ", 1)
        if (
            len(cells) == 2
            and cells[1].count(",") >= _CSV_COMMAS_MIN
            and len(cells[0].split()) >= _INTRODUCTION_WORDS_MIN
        ):
            return len(cells[0]) + 1
    if not line.isascii():
        return _latin_lead(line)
    return 0


def _latin_lead(line: str) -> int:
    """Where a line's first word of another script starts after 3+ English words (0 if
    it does not, or sooner)."""
    words = 0
    at = 0
    for word in line.split(" "):
        if word and ord(word[0]) > _LATIN_END and word[0].isalpha():
            return at if words >= _INTRODUCTION_WORDS_MIN else 0
        if word and not (
            word.rstrip(",").replace("'", "").replace("-", "").isascii()
            and word.rstrip(",").replace("'", "").replace("-", "").isalpha()
        ):
            return 0
        words += bool(word)
        at += len(word) + 1
    return 0


def _csv_row_cuts(text: str) -> list[tuple[int, int, str]]:
    """A CSV's rows collapsed onto one line by a one-line field (a header, then a row, one
    space between): each space between two runs of cells with as many commas, a line
    break again, so the header names the row's cells."""
    cuts = []
    runs = list(_CELLS.finditer(text))
    for before, after in itertools.pairwise(runs):
        gap = text[before.end() : after.start()]
        if (
            gap.strip(" \t") == ""
            and gap
            and before.group(0).count(",") == after.group(0).count(",")
        ):
            cuts.append((before.end(), after.start(), "\n"))
    return cuts
