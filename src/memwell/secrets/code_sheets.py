"""A sheet of one-time backup codes, each on its line.

An account's backup or recovery codes are printed as a column of equal codes (Google's
ten `9579 7896`, eight `a1b2c-3d4e5` from other sites) and copied that way: out of a PDF
by `pdftotext`, from a download, with the account's address and a blank line between
the sheet's title and the codes, so no label stands right above them. What tells them
from a column of numbers is the two halves together: the text names backup or recovery
codes somewhere, and 5+ lines in a row hold one code each of one shape (two groups of 4
or 5 letters and digits, at least one digit in each code). String tests only: a hook
compiles no pattern for it.
"""

from __future__ import annotations

from collections.abc import Iterator

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.encoded import grouped_code

# the names of such a sheet, spaces removed ("バックアップ コード" as pdftotext spaces it)
_SHEET_NAMES = (
    "backupcode", "recoverycode", "backup-code", "recovery-code", "bypasscode", "scratchcode",
    "バックアップコード", "リカバリーコード", "リカバリコード", "復旧コード", "回復コード",
    "备用码", "備用碼", "恢复码", "백업코드", "복구코드", "codesdesecours", "códigosderespaldo",
    "wiederherstellungscodes", "backup-codes",
)  # fmt: skip
_SHEET_MIN_LINES = 5
_GROUP_SIZES = frozenset((4, 5))


def code_sheet_spans(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each code in a column of 5+ equal codes where the text names
    backup or recovery codes (the notes above), and of a key in groups alone on its
    line below the line that names it (`key_below_its_name`)."""
    if "\n" in text:
        yield from key_below_its_name(text)
    if text.count("\n") < _SHEET_MIN_LINES - 1:
        return
    squeezed = "".join(text.lower().split())
    if not any(name in squeezed for name in _SHEET_NAMES):
        return
    run: list[tuple[int, int, tuple[int, ...]]] = []
    offset = 0
    for line in [*text.splitlines(keepends=True), ""]:
        shape = _code_shape(line)
        if shape is not None and (not run or run[-1][2] == shape):
            stripped = line.strip()
            start = offset + line.index(stripped)
            run.append((start, start + len(stripped), shape))
        else:
            if len(run) >= _SHEET_MIN_LINES and _varied(text, run):
                yield from ((a, b) for a, b, _ in run)
            run = []
            if shape is not None:
                stripped = line.strip()
                start = offset + line.index(stripped)
                run.append((start, start + len(stripped), shape))
        offset += len(line)


# Codes in a row rather than a column: a sheet pasted from a page or a PDF with its line
# breaks lost or in columns (Discord's ten `xhn2lap5`, Duo's `334661035` bypass codes,
# Google's two columns of `4342 6008`). A run of whitespace-separated codes of one shape
# (groups of 4-12 letters and digits joined by `-`), after the text has named the sheet:
# 5+ codes, or 8+ when each is four or five digits alone (half of a Google code: a year,
# a port, a room number are that shape too); random, so nearly all distinct, and most of
# them holding a digit (a run of words is none).
_ROW_MIN = 5
_ROW_MIN_SHORT_DIGITS = 8
_ROW_GROUP_LENGTHS = range(4, 13)
_ROW_DIGIT_SHARE = 0.8


def code_row_spans(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each code of a run of 5+ codes of one shape on a line or across
    lines, after the text names backup, recovery or bypass codes (the notes above)."""
    squeezed = "".join(text.lower().split())
    if not any(name in squeezed for name in _SHEET_NAMES):
        return
    run: list[tuple[int, int]] = []
    run_shape: tuple[int, ...] | None = None
    for token in _TOKEN.finditer(text + " ."):
        shape = _row_code_shape(token.group())
        if shape is not None and shape == run_shape:
            run.append(token.span())
            continue
        if run and _is_sheet_row(text, run, run_shape):
            yield from run
        run, run_shape = ([token.span()], shape) if shape is not None else ([], None)


_TOKEN = lazy_compile(r"\S+")


def _row_code_shape(token: str) -> tuple[int, ...] | None:
    groups = token.split("-")
    if not token.isascii() or not all(g.isalnum() for g in groups):
        return None
    if not all(len(g) in _ROW_GROUP_LENGTHS for g in groups):
        return None
    return tuple(len(g) for g in groups)


def _is_sheet_row(text: str, run: list[tuple[int, int]], shape: tuple[int, ...] | None) -> bool:
    codes = [text[a:b] for a, b in run]
    short_digits = shape is not None and len(shape) == 1 and shape[0] <= 5
    short_digits = short_digits and all(c.isdigit() for c in codes)
    if len(codes) < (_ROW_MIN_SHORT_DIGITS if short_digits else _ROW_MIN):
        return False
    if len(set(codes)) < len(codes) - 1:
        return False
    if sum(any(ch.isdigit() for ch in c) for c in codes) < _ROW_DIGIT_SHARE * len(codes):
        return False
    before = "".join(text[: run[0][0]].lower().split())
    return any(name in before for name in _SHEET_NAMES)


def _code_shape(line: str) -> tuple[int, ...] | None:
    """The group lengths of a line holding one code (`9579 7896`, `x7k2p-9qd4m`), or None."""
    stripped = line.strip()
    if not stripped or len(stripped) > 16:
        return None
    parts = stripped.replace("-", " ").split()
    if len(parts) != 2 or not all(len(p) in _GROUP_SIZES and p.isalnum() for p in parts):
        return None
    if not stripped.isascii() or not any(c.isdigit() for c in stripped):
        return None
    return tuple(len(p) for p in parts)


def _varied(text: str, run: list[tuple[int, int, tuple[int, ...]]]) -> bool:
    """Codes are random: their first groups differ (a column of dates or of one
    series' numbers repeats its first group)."""
    firsts = {text[a:b].replace("-", " ").split()[0] for a, b, _ in run}
    return len(firsts) >= len(run) - 1


# A key printed in groups on a line of its own, the line that names it one or two lines
# above (a sentence about it between): FileVault's recovery key (`F4MH-A0YZ-...`, six
# groups of four), an authenticator's setup key (`f7vy yaj7 x2oh ...`) below "Enter this
# key in your app instead:". 4+ groups of one length (4-6), letters and digits, most
# groups holding a digit or written in capitals (`memwell.secrets.encoded.grouped_code`);
# a product's licence key or a serial is named so and left alone.
_KEY_NAMES = ("key", "secret", "キー", "鍵", "密钥", "密鑰", "키")
_NOT_SECRET_NAMES = ("product key", "license key", "licence key", "serial", "public key", "key id")
_KEY_GROUPS_MIN = 4
_KEY_GROUP_SIZES = frozenset((4, 5, 6))
_NAMED_LINES_ABOVE = 2


def key_below_its_name(text: str) -> Iterator[tuple[int, int]]:
    lines = text.splitlines(keepends=True)
    offset = 0
    for index, line in enumerate(lines):
        stripped = line.strip()
        if index and _grouped_key(stripped):
            above = " ".join(lines[max(0, index - _NAMED_LINES_ABOVE) : index]).lower()
            named = any(name in above for name in _KEY_NAMES)
            if named and not any(name in above for name in _NOT_SECRET_NAMES):
                start = offset + line.index(stripped)
                yield start, start + len(stripped)
        offset += len(line)


def _grouped_key(value: str) -> bool:
    parts = value.replace("-", " ").split()
    return (
        len(parts) >= _KEY_GROUPS_MIN
        and len({len(p) for p in parts}) == 1
        and len(parts[0]) in _KEY_GROUP_SIZES
        and value.isascii()
        and all(p.isalnum() for p in parts)
        and grouped_code(value)
    )
