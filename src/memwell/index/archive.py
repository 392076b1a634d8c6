"""The session archive on disk: one append-only JSONL file per session.

Each line is one message (`id`, `session_id`, `seq`, `role`, `speaker`, `content`,
`timestamp`). Files are only ever appended to (and fsynced); `reindex` rebuilds the
message index from them.

Crashes. A process killed in the middle of an append leaves a torn last line (no
newline). Readers take whole lines only, and the next writer repairs the tail before it
appends (`repair_tail`): a fragment that is a whole message gets its newline, anything
else is moved to `<archive>.torn` (kept for inspection, never read again), so a new
message is never glued to it. Lines glued by older versions are salvaged on reading.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from memwell.crashpoints import crash, due
from memwell.durable import open_file
from memwell.index.types import ArchivedMessage
from memwell.layout import session_file_stem
from memwell.lazy_logging import lazy_logger
from memwell.transcripts import IncomingMessage

log = lazy_logger(__name__)  # imports logging when it first logs

ARCHIVE_SUFFIX = ".jsonl"
TORN_SUFFIX = ".torn"  # appended to the archive's name: "<id>.jsonl.torn"
LINE_START = '{"id": '  # every archived line starts so (`to_dict` order, json.dumps spacing)


def archive_name(session_id: str) -> str:
    """A safe, stable file name for a session id."""
    return session_file_stem(session_id) + ARCHIVE_SUFFIX


def generated_id(position: int, message: IncomingMessage) -> str:
    """A stable id for a message that has none: its position and text in the input."""
    key = f"{position}\x00{message.role}\x00{message.content}".encode()
    return "m-" + hashlib.sha256(key).hexdigest()[:12]


def append_archive(
    path: Path, messages: Iterable[ArchivedMessage], *, home: Path | None = None
) -> None:
    """Append messages to a session's JSONL archive and fsync it. Call `repair_tail`
    first (under the same lock): appending after a torn line would glue the two. No link
    below `home` is followed."""
    text = "".join(json.dumps(m.to_dict(), ensure_ascii=False) + "\n" for m in messages)
    data = text.encode("utf-8")
    with open_file(path, "ab", home=home) as handle:
        if due("archive-torn"):  # the kill tests: die half-way through the write
            handle.write(data[: len(data) // 2])
            handle.flush()
            crash()
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


def repair_tail(path: Path, *, home: Path | None = None) -> int:
    """Make the archive end with a whole line; the number of bytes set aside.

    Call it only inside an index write transaction (BEGIN IMMEDIATE): every import
    appends inside one, so a torn tail seen then is the trace of a writer that died,
    never of one still writing."""
    try:
        handle = open_file(path, "r+b", home=home)
    except FileNotFoundError:
        return 0
    with handle:
        size = handle.seek(0, os.SEEK_END)
        if size == 0:
            return 0
        handle.seek(size - 1)
        if handle.read(1) == b"\n":
            return 0
        start = _last_line_start(handle, size)
        handle.seek(start)
        fragment = handle.read()
        if parse_line(fragment.decode("utf-8", errors="replace")) is not None:
            handle.write(b"\n")  # the whole message was written, only its newline is missing
            handle.flush()
            os.fsync(handle.fileno())
            return 0
        torn = path.with_name(path.name + TORN_SUFFIX)
        with open_file(torn, "ab", home=home) as aside:
            aside.write(fragment + b"\n")
            aside.flush()
            os.fsync(aside.fileno())
        handle.truncate(start)
        handle.flush()
        os.fsync(handle.fileno())
    log.warning(
        "session archive %s ended in a torn line (a crash mid-append); its %d bytes were"
        " moved to %s",
        path,
        len(fragment),
        torn,
    )
    return len(fragment)


def _last_line_start(handle: BinaryIO, size: int, block: int = 65_536) -> int:
    """Offset just after the last newline before `size` (0 if there is none)."""
    end = size
    while end > 0:
        start = max(0, end - block)
        handle.seek(start)
        found = handle.read(end - start).rfind(b"\n")
        if found >= 0:
            return start + found + 1
        end = start
    return 0


@dataclass(frozen=True, slots=True)
class ArchiveRecord:
    """What the message index has read of one archive file, and the file's stat then."""

    indexed_bytes: int  # the prefix read: whole lines only
    digest: str  # sha256 of that prefix
    size: int
    mtime_ns: int
    ctime_ns: int

    def same_stat(self, st: os.stat_result) -> bool:
        """True if `st` is the stat recorded (ctime too: no tool can set it back)."""
        return (self.size, self.mtime_ns, self.ctime_ns) == (
            st.st_size,
            st.st_mtime_ns,
            st.st_ctime_ns,
        )


@dataclass(frozen=True, slots=True)
class ArchiveRead:
    """What reading an archive from `start` gave: the messages of its whole lines, the
    offset just past the last of them, and the sha256 of the file up to that offset."""

    start: int
    end: int
    digest: str
    messages: list[ArchivedMessage]


def read_from(
    path: Path, start: int = 0, prefix_digest: str | None = None, *, home: Path | None = None
) -> ArchiveRead:
    """Read the archive's whole lines after byte `start`.

    With `prefix_digest` (the sha256 of the first `start` bytes when they were last read),
    the first `start` bytes are checked against it: when they differ (the file was
    rewritten or truncated, not appended to) the whole file is read instead, and the
    result's `start` is 0."""
    with open_file(path, "rb", home=home) as handle:
        raw = handle.read()
    end = raw.rfind(b"\n") + 1  # a torn last line is left out
    data = memoryview(raw)
    hasher = hashlib.sha256()
    if start > end:
        start = 0  # truncated
    elif start:
        hasher.update(data[:start])
        if prefix_digest is not None and hasher.hexdigest() != prefix_digest:
            start, hasher = 0, hashlib.sha256()
    hasher.update(data[start:end])
    text = bytes(data[start:end]).decode("utf-8", errors="replace")
    return ArchiveRead(start, end, hasher.hexdigest(), parse_lines(text, path.stem))


def digest_upto(path: Path, end: int, *, home: Path | None = None) -> str:
    """sha256 of the archive's first `end` bytes."""
    hasher = hashlib.sha256()
    with open_file(path, "rb", home=home) as handle:
        left = end
        while left > 0:
            chunk = handle.read(min(left, 1 << 20))
            if not chunk:
                break
            hasher.update(chunk)
            left -= len(chunk)
    return hasher.hexdigest()


def read_archive(path: Path, *, home: Path | None = None) -> list[ArchivedMessage]:
    """Messages of an archive file; a torn last line (crash mid-append) is ignored."""
    return read_from(path, home=home).messages


def parse_lines(text: str, default_session: str) -> list[ArchivedMessage]:
    out: list[ArchivedMessage] = []
    for line in text.split("\n"):  # not splitlines(): U+2028 and NEL may sit in a message
        item = parse_line(line)
        if item is None:
            # a line glued to a torn fragment by an older memwell: keep the whole message
            # at its end (a line start cannot occur inside a JSON string: quotes are escaped)
            glued = line.rfind(LINE_START, 1)
            item = parse_line(line[glued:]) if glued > 0 else None
        if item is not None:
            out.append(_message(item, default_session, len(out)))
    return out


def parse_line(line: str) -> dict[str, Any] | None:
    """The message object of one archive line, or None if it is not one."""
    try:
        item = json.loads(line)
    except (json.JSONDecodeError, RecursionError):
        return None
    if not isinstance(item, dict) or "id" not in item or "content" not in item:
        return None
    return item


def _message(item: dict[str, Any], default_session: str, position: int) -> ArchivedMessage:
    seq = item.get("seq", position)
    return ArchivedMessage(
        session_id=str(item.get("session_id") or default_session),
        message_id=str(item["id"]),
        seq=seq if isinstance(seq, int) else position,
        role=item.get("role"),
        speaker=item.get("speaker"),
        content=str(item["content"]),
        timestamp=item.get("timestamp"),
    )
