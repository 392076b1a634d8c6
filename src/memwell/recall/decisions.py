"""Decision records on disk: per-session state and the JSONL decision log.

* `SessionRegistry`: a session is new the first time its id is seen by any process. A
  marker file is created with `O_EXCL` under `<home>/state/recall/sessions/`, so two hook
  processes racing on the same new session agree that exactly one of them saw it first.
* `DecisionLog`: one JSON object per line in `<home>/logs/recall.jsonl`, each written with
  a single `write` to a file opened for appending; `read()` filters and tails it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections import deque
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from memwell import after_answer
from memwell.durable import append, open_file, replace
from memwell.layout import Layout
from memwell.secrets.records import redact_nested, redact_said

LOG_NAME = "recall.jsonl"
# the fields holding what the person or the agent said (a turn's text, a gated action) and
# the query terms cut from it: a number standing alone in them is blanked (`redact_said`)
SAID_KEYS = frozenset(("text", "action"))
DERIVED_KEYS = frozenset(("query",))


def state_dir(layout: Layout) -> Path:
    return layout.recall_state_dir


class SessionRegistry:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.dir = state_dir(layout) / "sessions"

    def _path(self, session_id: str) -> Path:
        digest = hashlib.sha256(session_id.encode("utf-8")).hexdigest()[:24]
        return self.dir / f"{digest}.json"

    def claim(self, session_id: str) -> bool:
        """True if this call is the first to see `session_id` (the session is new)."""
        record = json.dumps({"session_id": session_id, "started": _now()})
        try:
            with open_file(self._path(session_id), "xb", home=self.layout.home) as handle:
                handle.write(record.encode("utf-8"))
        except FileExistsError:
            return False
        return True

    def seen(self, session_id: str) -> bool:
        return self.layout.confined(self._path(session_id)).exists()


class DecisionLog:
    """Append-only JSONL; secrets in any string (and text derived from them) are redacted
    before they reach the disk, and the file rotates to `recall.jsonl.1` past `max_bytes`
    (one generation kept)."""

    def __init__(self, layout: Layout, *, max_bytes: int = 20_000_000) -> None:
        self.layout = layout
        self.path = layout.logs_dir / LOG_NAME
        self.max_bytes = max_bytes

    @property
    def rotated(self) -> Path:
        return self.path.with_name(LOG_NAME + ".1")

    def append(self, kind: str, record: Mapping[str, Any]) -> None:
        for path in (self.path, self.rotated):
            self.layout.confined(path)  # refused before the record is built
        stamped = {"ts": _now(), "kind": kind, **record}
        # a hook's own process writes it once its answer is out (memwell.after_answer)
        if not after_answer.later(lambda: self._write(stamped)):
            self._write(stamped)

    def _write(self, stamped: dict[str, Any]) -> None:
        home = self.layout.home
        with contextlib.suppress(FileNotFoundError):
            if self.layout.confined(self.path).stat().st_size > self.max_bytes:
                replace(self.path, self.rotated, home=home)
        # redacted as a whole: the record keeps the turn's text and its lower-cased query
        # terms, and a key found in the one is scrubbed from the other
        # numbers blanked after: a password's digits (`Kestrel@2028`) blanked first would
        # hide the password from the scanner and leave its letters in the log
        clean = redact_said(redact_nested(stamped), SAID_KEYS, DERIVED_KEYS)
        line = json.dumps(clean, ensure_ascii=False, default=str)
        append(self.path, (line + "\n").encode("utf-8"), home=home)

    def _lines(self) -> Iterator[dict[str, Any]]:
        for path in (self.rotated, self.path):
            yield from _read_jsonl(path, self.layout.home)

    def read(
        self,
        *,
        limit: int | None = 20,
        session_id: str | None = None,
        kind: str | None = None,
    ) -> list[dict[str, Any]]:
        """The last `limit` records (all if None), oldest first, optionally filtered."""
        kept: deque[dict[str, Any]] = deque(maxlen=limit) if limit else deque()
        for record in self._lines():
            if session_id is not None and record.get("session_id") != session_id:
                continue
            if kind is not None and record.get("kind") != kind:
                continue
            kept.append(record)
        return list(kept)


def _read_jsonl(path: Path, home: Path) -> Iterator[dict[str, Any]]:
    try:
        handle = open_file(path, "rb", home=home)
    except FileNotFoundError:
        return
    with handle:
        for raw in handle:
            raw = raw.strip()
            if not raw:
                continue
            try:
                record = json.loads(raw)
            except ValueError:
                # a torn line from a killed writer, or bytes that are not UTF-8 text
                # (UnicodeDecodeError is a ValueError), is skipped, not fatal
                continue
            if isinstance(record, dict):
                yield record


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def format_record(record: Mapping[str, Any]) -> str:
    """One log record as a short human-readable block."""
    kind = record.get("kind", "?")
    ts = str(record.get("ts", ""))[:19].replace("T", " ")
    if kind == "turn":
        head = (
            f"{ts}  turn {record.get('turn_id')}  session {record.get('session_id')}\n"
            f"  text: {_short(record.get('text'))}\n"
            f"  intent={record.get('intent')}  trigger={record.get('recall_trigger')}"
            f"  mode={record.get('recall_mode')}  status={record.get('recall_status')}"
            f"  items={record.get('recall_item_count')}/{record.get('injected_item_count')}"
            f"  gate={record.get('pre_execution_gate')}  {record.get('elapsed_ms')} ms"
        )
        extra = []
        if record.get("triggers"):
            extra.append("  triggers: " + ", ".join(record["triggers"]))
        if record.get("skip_reason"):
            extra.append(f"  skipped: {record['skip_reason']}")
        if record.get("entities"):
            extra.append("  entities: " + ", ".join(record["entities"]))
        if record.get("new_session"):
            extra.append("  new session: preflight ran")
        digest = record.get("digest") or ""
        if digest:
            extra.append("  digest:\n" + "\n".join("    " + x for x in digest.splitlines()))
        return "\n".join([head, *extra])
    if kind == "gate":
        lines = [
            f"{ts}  gate {record.get('verdict')}  session {record.get('session_id')}"
            f"  tool={record.get('tool')}  {record.get('elapsed_ms')} ms",
            f"  action: {_short(record.get('action'))}",
        ]
        lines += [f"  - {r}" for r in record.get("reasons", [])]
        return "\n".join(lines)
    if kind == "preflight":
        digest = record.get("session_digest") or ""
        return (
            f"{ts}  preflight  session {record.get('session_id')}"
            f"  status={record.get('recall_status')}\n"
            + "\n".join("    " + x for x in digest.splitlines())
        )
    if kind == "writeback":
        lines = [
            f"{ts}  writeback  session {record.get('session_id')}  saved={record.get('saved')}"
        ]
        lines += [
            f"  - {i.get('outcome')}: {i.get('reason')} {_short(i.get('text'), 60)}"
            for i in record.get("items", [])
        ]
        return "\n".join(lines)
    return f"{ts}  {kind}  " + json.dumps(record, ensure_ascii=False, default=str)[:200]


def _short(value: object, limit: int = 100) -> str:
    text = " ".join(str(value or "").split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
