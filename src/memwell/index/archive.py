"""The session archive on disk: one append-only JSONL file per session.

Each line is one message (`id`, `session_id`, `seq`, `role`, `speaker`, `content`,
`timestamp`). Files are only ever appended to (and fsynced); `reindex` rebuilds the
message index from them.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Iterable
from pathlib import Path

from memwell.index.types import ArchivedMessage
from memwell.transcripts import IncomingMessage


def archive_name(session_id: str) -> str:
    """A safe, stable file name for a session id."""
    safe = re.sub(r"[^A-Za-z0-9._-]+", "-", session_id).strip("-.")[:80]
    if safe != session_id or not safe:
        safe = f"{safe or 'session'}-{hashlib.sha256(session_id.encode()).hexdigest()[:10]}"
    return safe + ".jsonl"


def generated_id(position: int, message: IncomingMessage) -> str:
    """A stable id for a message that has none: its position and text in the input."""
    key = f"{position}\x00{message.role}\x00{message.content}".encode()
    return "m-" + hashlib.sha256(key).hexdigest()[:12]


def append_archive(path: Path, messages: Iterable[ArchivedMessage]) -> None:
    """Append messages to a session's JSONL archive and fsync it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = "".join(json.dumps(m.to_dict(), ensure_ascii=False) + "\n" for m in messages)
    with path.open("a", encoding="utf-8") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


def read_archive(path: Path) -> list[ArchivedMessage]:
    """Messages of an archive file; a torn last line (crash mid-append) is ignored."""
    out: list[ArchivedMessage] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            item = json.loads(line)
        except json.JSONDecodeError:
            continue
        if not isinstance(item, dict) or "id" not in item or "content" not in item:
            continue
        out.append(
            ArchivedMessage(
                session_id=str(item.get("session_id") or path.stem),
                message_id=str(item["id"]),
                seq=int(item.get("seq", len(out))),
                role=item.get("role"),
                speaker=item.get("speaker"),
                content=str(item["content"]),
                timestamp=item.get("timestamp"),
            )
        )
    return out
