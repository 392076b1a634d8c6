"""Code given on a command line (`python3 -c "..."`, `node -e "..."`) as the operations it
performs: what it uses, and which files it writes or removes.

Trigger: the shell reader (`recall.program_calls`) meets a script runner with inline code.

Why: a one-line script is mostly a read: `python3 -c "import csv; ...open('bookings.json')
...; print(...)"` counts rows. Read as one operation that uses *and* edits everything its
text names, the file it only reads became the file it edits ("never edit entrants.csv by
hand" stopped a script that reads entrants.csv and writes a report elsewhere), and every
word of its string literals became what it adds (a count of the bookings file was "adding
bookings"). A script names what it writes the way the libraries do: a file opened with a
writing mode, `.to_csv(path)`, `.save(path)`, `Path(path).write_text(...)`.

Outcome: `inline_operations(program, code, cwd, source)` → the operations: running the code
uses what its text says outside its string literals (`run`, `add`: "never use print"); a
script that writes edits the files it writes and the values it puts there, not the files it
only reads; when what it writes cannot be told (a path in a variable), or it removes
something, the change is on everything the code names, as before.
"""

from __future__ import annotations

from memwell.lazy_patterns import lazy_compile
from memwell.recall.operations import Operation, op

# a change the code makes, and a removal (the library calls that do them)
_WRITES = lazy_compile(r"\.(?:save|write|to_excel|to_csv|dump)\s*\(|open\([^)]*['\"][wa]")
_REMOVES = lazy_compile(r"\b(?:remove|unlink|rmtree|rmdir|delete|drop)\s*\(")
_LITERAL = lazy_compile(r"'([^']{1,200})'|\"([^\"]{1,200})\"")
# the file a call writes: `open('x', 'w')`, `.to_csv('x')`, `wb.save('x')`,
# `Path('x').write_text(...)` (group 2 is the path, group 4 an `open` call's mode)
_WRITTEN = lazy_compile(
    r"""(?x)
    (?: open\(\s* | \.(?:to_csv|to_excel|to_json|to_parquet|save|savefig)\(\s* | Path\(\s* )
    (['"])([^'"]{1,200})\1
    (?: \s*,\s*(?:mode\s*=\s*)?(['"])([^'"]{1,5})\3 | \s*\)\.write_(?:text|bytes)\( )?
    """
)
# a literal that names a file (a path, or a name with an extension), not a value
_FILE_LIKE = lazy_compile(r"^(?:[~.]?/|[\w.-]+/)|^[\w.-]+\.[A-Za-z]\w{0,4}$")
# an `open` call's mode ('w', "a+", 'rb'): no value of the data
_MODE = lazy_compile(r"^[rwaxbt+]{1,3}$")


def written_files(code: str) -> list[str]:
    """The files the code writes by a literal path (an `open` with a writing mode, a
    DataFrame's or a workbook's save, `Path(...).write_text`)."""
    out: list[str] = []
    for match in _WRITTEN.finditer(code):
        whole, path, mode = match.group(0), match.group(2), match.group(4)
        if whole.startswith("open"):
            if mode and set(mode) & set("wax+"):
                out.append(path)
        elif whole.startswith("Path"):
            if whole.endswith("("):  # `.write_text(` followed the path
                out.append(path)
        else:
            out.append(path)
    return out


def inline_operations(program: str, code: str, cwd: str | None, source: str) -> list[Operation]:
    """What running `code` with `program` does (see the module's docstring)."""
    literals = [a or b for a, b in _LITERAL.findall(code)]
    # running code uses what it contains ("never use print"), not the data it quotes
    uses = _LITERAL.sub("''", code)
    out = [op({"run", "add"}, [uses[:2000]], (program, "script"), cwd, source[:300])]
    changes: set[str] = set()
    if _WRITES.search(code):
        changes |= {"edit", "write"}
    if _REMOVES.search(code):
        changes.add("delete")
    if not changes:
        return out
    written = written_files(code)
    if written and "delete" not in changes:
        # what it writes, and the values it puts there; a file it only reads is unchanged
        values = [
            *written,
            *(
                v
                for v in literals
                if v not in written and not _FILE_LIKE.match(v) and not _MODE.match(v)
            ),
        ]
    else:
        values = [*literals, code[:2000]]
    out.append(op(changes, values, (program, "script"), cwd, source[:300]))
    return out
