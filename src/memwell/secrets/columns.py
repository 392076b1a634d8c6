"""A value under a column named for a secret, in the containers rows are exported in.

`memwell.secrets.context` reads a Markdown table's column headed "password"; the same
rows reach memory as CSV (a user import, a password manager's export: a header line,
then one row a line) and as SQL (`INSERT INTO users (email, password) VALUES (...)`).
Nothing beside such a value names it: only its column does. This reads the header, the
column whose name is a secret's (not its hash, its expiry or its policy: an attribute),
and takes the cell at that place in each row that follows.
"""

from __future__ import annotations

import csv
import io

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.lookalikes import is_look_alike

# a column named for a secret: `password`, `initial_password`, `api_key`, `TOTP`, `pin`
_SECRET_COLUMN = lazy_compile(
    r"(?i)(?:^|[_\s\-])(?:password|passwd|pwd|pass|passphrase|secret|token|api[_\s\-]?key|"
    r"pin|totp|otp[_\s\-]?secret)(?:$|[_\s\-])|^(?:password|pin|token|secret)s?$"
)
# a column about a secret: its hash, when it changed, how long, which policy
_ATTRIBUTE_COLUMN = lazy_compile(
    r"(?i)hash|digest|salt|expir|changed|updated|created|_at$|length|policy|hint|reset|"
    r"_id$|name|type|url|count|required|enabled|last"
)
_SQL_INSERT = lazy_compile(r"(?is)\binsert\s+into\s+[\w.\"`\[\]]+\s*\(([^)]{1,400})\)\s*values\s*")
_SQL_ROW = lazy_compile(r"\(((?:'(?:[^']|'')*'|[^()'])*)\)")
_SQL_VALUE = lazy_compile(r"'((?:[^']|'')*)'|([^,\s][^,]*)")
_MIN_VALUE = 4
# what a header naming a secret's column holds (a substring test before any parsing)
_HINTS = ("pass", "pwd", "secret", "token", "key", "pin", "otp")
_HEADER_MAX = 400  # characters: a header line is short
# a header's cell: a column's name of one or two words (a wrapped line of prose holding
# commas has longer pieces, or a piece that is no name)
_HEADER_CELL = lazy_compile(r"\s*[A-Za-z][\w\-.]{0,30}(?: [\w\-.]{1,30})?\s*")


def column_spans(text: str) -> list[tuple[int, int]]:
    """The spans of values under a secret's column in CSV rows and SQL inserts."""
    found: list[tuple[int, int]] = []
    low = text.lower()
    if "," not in text or not any(hint in low for hint in _HINTS):
        return found
    if "insert" in low and "values" in low:
        found.extend(_sql_spans(text))
    found.extend(_csv_spans(text))
    return found


def _secret_columns(names: list[str]) -> list[int]:
    return [
        i
        for i, name in enumerate(names)
        if _SECRET_COLUMN.search(name.strip().strip("\"'`[]"))
        and not _ATTRIBUTE_COLUMN.search(name.strip().strip("\"'`[]"))
    ]


def _is_value(value: str) -> bool:
    value = value.strip()
    if len(value) < _MIN_VALUE or value.upper() == "NULL" or value[:1] in "([{":
        return False
    return not is_look_alike(value, assignment=True)


def _sql_spans(text: str) -> list[tuple[int, int]]:
    found = []
    for insert in _SQL_INSERT.finditer(text):
        columns = _secret_columns(insert.group(1).split(","))
        if not columns:
            continue
        at = insert.end()
        while (row := _SQL_ROW.match(text, at)) is not None:
            values = list(_SQL_VALUE.finditer(text, row.start(1), row.end(1)))
            for index in columns:
                if index < len(values):
                    value = values[index]
                    group = 1 if value.group(1) is not None else 2
                    if value.group(1) is not None and _is_value(value.group(group)):
                        found.append(value.span(group))
            at = row.end()
            while at < len(text) and text[at] in " ,\t\r\n":
                at += 1
    return found


def _csv_spans(text: str) -> list[tuple[int, int]]:
    """A header line of 3+ cells naming a secret's column, then its rows."""
    found = []
    offset = 0
    lines = text.splitlines(keepends=True)
    for number, line in enumerate(lines):
        maybe = line.count(",") >= 2 and len(line) <= _HEADER_MAX
        header = _cells(line) if maybe and any(h in line.lower() for h in _HINTS) else []
        named = len(header) >= 3 and all(_HEADER_CELL.fullmatch(cell) for cell in header)
        columns = _secret_columns(header) if named else []
        if columns:
            row_at = offset + len(line)
            for row_line in lines[number + 1 :]:
                cells = _cells(row_line)
                if len(cells) != len(header):
                    break
                found.extend(_row_spans(row_line, row_at, cells, columns))
                row_at += len(row_line)
        offset += len(line)
    return found


def _cells(line: str) -> list[str]:
    if line.count(",") < 2:
        return []
    try:
        return next(csv.reader(io.StringIO(line.strip("\r\n"))), [])
    except csv.Error:
        return []


def _row_spans(line: str, at: int, cells: list[str], columns: list[int]) -> list[tuple[int, int]]:
    spans = []
    cursor = 0
    for index, cell in enumerate(cells):
        place = line.find(cell, cursor) if cell else -1
        if index in columns and place >= 0 and _is_value(cell):
            spans.append((at + place, at + place + len(cell)))
        if place >= 0:
            cursor = place + len(cell)
    return spans
