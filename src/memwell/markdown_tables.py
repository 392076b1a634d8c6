"""Markdown tables in a text: each table's header and rows, cell by cell, with where each
cell starts in the text (so a reader can point into the text it was given)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from memwell.lazy_patterns import lazy_compile

# the row under a header: `|---|:---:|`, with or without its outer bars
_SEPARATOR_ROW = lazy_compile(r"\|?(?:\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*\|?")


@dataclass(frozen=True, slots=True)
class Cell:
    text: str  # stripped of the spaces around it
    start: int  # where `text` starts in the whole text


@dataclass(frozen=True, slots=True)
class Table:
    header: tuple[Cell, ...]
    rows: tuple[tuple[Cell, ...], ...]


def tables(text: str) -> Iterator[Table]:
    """Every table of `text`: a row of cells, a separator row, then the rows of cells
    up to the first line that is not one."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    for i in range(len(lines) - 1):
        if not _SEPARATOR_ROW.fullmatch(lines[i + 1].strip()):
            continue
        rows: list[tuple[Cell, ...]] = []
        for row in range(i + 2, len(lines)):
            cells = _cells(lines[row], starts[row])
            if not cells:
                break  # the table ends
            rows.append(cells)
        yield Table(_cells(lines[i], starts[i]), tuple(rows))


def _cells(line: str, offset: int) -> tuple[Cell, ...]:
    """The cells of a table row that starts at `offset`; () if the line is not one."""
    stripped = line.strip()
    if not (stripped.startswith("|") and stripped.endswith("|") and len(stripped) > 1):
        return ()
    cells = []
    at = line.index("|") + 1
    for part in stripped[1:-1].split("|"):
        lead = len(part) - len(part.lstrip())
        cells.append(Cell(part.strip(), offset + at + lead))
        at += len(part) + 1
    return tuple(cells)
