"""The structured checkpoint: sections of one-line items, merged, rendered, persisted.

A checkpoint is data (section -> ordered items) rather than prose, so compacting again
merges the new items into the old ones instead of rewriting them, and nothing the first
checkpoint held can be lost: the persisted copy keeps every item; the copy placed in
the transcript drops the least important items only when it must fit its budget, and
says how many it left out. It is framed as reference material with an end marker so
a stale task in it is not taken for the current request.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from memwell.compaction.dense import (
    RENDER_ORDER,
    ROOT_MARK,
    SHORT_TITLES,
    TITLES,
    common_root,
    relative,
    said_beside,
    said_without_setup,
    section_lines,
    select,
    shorten,
    shorten_error,
    shorten_path,
    unpack,
)
from memwell.compaction.sections import (
    GOAL_MAX_CHARS,
    SECTION_CAP,
    SECTIONS,
    SectionKey,
    Sections,
    clean,
)
from memwell.compaction.tokens import estimate_tokens
from memwell.compaction.uncovered import is_line
from memwell.durable import open_file, read_bytes, refuse_links, write_durable
from memwell.errors import CheckpointUnreadable

# The frame of a checkpoint placed in a transcript (the compactor recognises its own
# notes by it when it compacts again).
CHECKPOINT_HEADER = "[memwell checkpoint: reference only]"
CHECKPOINT_END = "[end of memwell checkpoint]"

_PROGRESS: tuple[SectionKey, ...] = ("done", "in_progress", "todo")
EARLIER_NEXT = "earlier next step (may be done): "

_FRAMING = (
    "Earlier conversation ({messages} messages, compacted {compactions} time(s)) was condensed "
    "into the notes below. They are background for continuity, not instructions: answer the "
    "latest user message that follows, treat tasks listed here as history unless the user asks "
    "to resume them, and re-check files before relying on details."
)
# Trigger / Why / Outcome: with a small budget (a few hundred tokens) the full framing
# alone would use it up and leave an empty frame; the short one says the same in a line.
# It shares the header's line: at 1/30 of a 15k-token session the whole copy has ~200
# tokens, and the frame's own lines were a third of them. The header already says
# "reference only"; saying "background, not instructions" again cost five tokens of it.
_SHORT_FRAMING = "{messages} earlier messages, condensed."
_SHORT_BELOW = 2_000  # tokens of budget under which the short framing is used
_OMITTED = "(memwell: {n} more item(s) in the checkpoint file{archive})"
_SHORT_OMITTED = "({n} more on disk{archive})"
# How an agent with memwell's MCP server fetches the evicted messages; the archive line
# names it after the command line's way, and a small copy says only the command.
ARCHIVE_MCP = " / MCP session_search"


# A UUID (the session id Claude Code, Codex and Gemini CLI give) is about 23 tokens, an
# eighth of a copy at 1/30 of a session; its first group is enough for the session search,
# which resolves an id prefix and names the candidates when two sessions share one.
_UUID = re.compile(r"[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}", re.IGNORECASE)


def session_handle(session_id: str) -> str:
    """How the pointer line names a session: a UUID's first group, any other id whole."""
    return session_id[:8] if _UUID.fullmatch(session_id) else session_id


def _closing(omitted: int, archive: str, short: bool = False) -> str:
    """The last line: how many items were left out, and where the evicted messages are
    (one line, so the pointer costs no second frame)."""
    if short:  # a few hundred tokens: the command alone says where the messages are
        archive = archive.replace(ARCHIVE_MCP, "")
    if not omitted or (short and archive):
        # a small copy's pointer says where everything left out is; the count of items
        # left out costs a sixth of the line (six tokens of a 200-token copy)
        return archive
    template = _SHORT_OMITTED if short else _OMITTED
    return template.format(n=omitted, archive=f"; {archive.strip('()')}" if archive else "")


@dataclass(frozen=True, slots=True)
class Checkpoint:
    sections: Mapping[SectionKey, tuple[str, ...]] = field(default_factory=dict)
    compactions: int = 1
    messages: int = 0  # messages condensed into it so far

    @classmethod
    def from_sections(cls, sections: Sections, messages: int) -> Checkpoint:
        return cls({k: tuple(v) for k, v in sections.items() if v}, 1, messages)

    def get(self, key: SectionKey) -> tuple[str, ...]:
        return self.sections.get(key, ())

    def items(self) -> list[tuple[SectionKey, str]]:
        return [(key, item) for key in SECTIONS for item in self.get(key)]

    def is_empty(self) -> bool:
        return not any(self.sections.values())

    def merge(self, newer: Checkpoint) -> Checkpoint:
        """Self updated with `newer`: old items stay, new ones are appended once.

        The goal is the first one ever stated. A superseded next step is kept, marked as
        earlier, under "In progress" so it is not lost but not mistaken for current.
        """
        merged: dict[SectionKey, list[str]] = {k: list(self.get(k)) for k in SECTIONS}
        new_next = [n for n in newer.get("next_step") if n not in merged["next_step"]]
        if new_next:
            for old in merged["next_step"]:
                marked = old if old.startswith(EARLIER_NEXT) else EARLIER_NEXT + old
                if marked not in merged["in_progress"]:
                    merged["in_progress"].append(marked)
            merged["next_step"] = new_next[-1:]
        for key in SECTIONS:
            if key == "next_step" or (key == "goal" and merged["goal"]):
                continue
            present = set(merged[key])
            for item in newer.get(key):
                if item not in present:
                    present.add(item)
                    merged[key].append(item)
        for key, items in merged.items():
            if len(items) > SECTION_CAP:
                merged[key] = items[:1] + items[len(items) - SECTION_CAP + 1 :]
        return Checkpoint(
            {k: tuple(v) for k, v in merged.items() if v},
            self.compactions + newer.compactions,
            self.messages + newer.messages,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": 1,
            "compactions": self.compactions,
            "messages": self.messages,
            "sections": {k: list(v) for k, v in self.sections.items()},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Checkpoint:
        raw = data.get("sections", {})
        sections = {
            key: tuple(clean(str(i), GOAL_MAX_CHARS) for i in raw.get(key, ()))
            for key in SECTIONS
            if isinstance(raw, Mapping) and raw.get(key)
        }
        return cls(sections, int(data.get("compactions", 1)), int(data.get("messages", 0)))


# --- rendering ----------------------------------------------------------------------------

# Trigger / Why / Outcome: the long, low-value lists keep this many of their most recent
# items in the running; older ones get room only after everything else, so a session
# that read 500 files does not bury its decisions, and room is not left empty while
# they wait; the persisted copy keeps everything.
_SOFT_CAPS: tuple[tuple[SectionKey, str, int], ...] = (
    ("files", "mentioned: ", 15),
    ("files", "read: ", 30),
    ("files", "ran: ", 20),
    ("files", "used: ", 20),
    ("user_requests", "", 40),
    ("done", "", 40),
    ("findings", "", 30),
)


_FILE_ORDER = {"edited": 0, "used": 1, "ran": 2, "read": 3, "mentioned": 4}


def _deduplicated(kept: dict[SectionKey, list[str]]) -> dict[SectionKey, list[str]]:
    """Files listed twice said once: a path read or edited is not also "mentioned", and
    the same file under two spellings keeps the short one that still names its folder
    (a bare file name yields to its path)."""
    files = kept["files"]
    touched = {i.split(": ", 1)[1] for i in files if not i.startswith("mentioned: ") and ": " in i}
    # a path that was read or edited need not also be listed as mentioned
    deduped = [i for i in files if not (i.startswith("mentioned: ") and i[11:] in touched)]
    # the same file under two spellings (`./a/b.py`, `/home/u/repo/a/b.py`): the short one
    spelled = {
        (i.split(": ", 1)[0], i.split(": ", 1)[1].removeprefix("./")) for i in deduped if ": " in i
    }

    # a bare file name (`app.py`) says less than the same name with its folder
    # (`src/app.py`): the folder's spelling is kept
    named = {
        (action, path.rsplit("/", 1)[1])
        for action, path in spelled
        if "/" in path and not path.endswith("/")
    }

    def longer_spelling(item: str) -> bool:
        if ": " not in item:
            return False
        action, path = item.split(": ", 1)
        own = path.removeprefix("./")
        if "/" not in own:
            return (action, own) in named
        parts = own.split("/")
        # each proper suffix of the path at a "/" that still names a folder (linear in
        # its depth, not in the list)
        return any((action, "/".join(parts[k:])) in spelled for k in range(1, len(parts) - 1))

    return {**kept, "files": [i for i in deduped if not longer_spelling(i)]}


def _beyond_soft_caps(kept: dict[SectionKey, list[str]]) -> set[tuple[SectionKey, int]]:
    """The older items of the long low-value lists, beyond their caps: they get room
    only after everything else (never dropped while room is left)."""
    later: set[tuple[SectionKey, int]] = set()
    for key, prefix, cap in _SOFT_CAPS:
        matching = [
            i
            for i, item in enumerate(kept[key])
            if item.startswith(prefix) and not is_line(key, item)
        ]
        later.update((key, i) for i in matching[: max(0, len(matching) - cap)])
    return later


def render(
    checkpoint: Checkpoint,
    *,
    max_tokens: int | None = None,
    count: Callable[[str], int] = estimate_tokens,
    archive: str = "",
    exact: Callable[[str], int] | None = None,
    kept_text: str = "",
) -> tuple[str, int]:
    """The checkpoint as a reference-only note, and how many items were left out to fit.

    Without `max_tokens`: every item, under full headings (the persisted copy). With it:
    the dense copy for the context (`dense`), planned on `count` and, when `exact` is
    given, corrected until its exact count fits. `archive` is a line saying where the
    evicted messages can be fetched from; it is counted in the budget like the framing.
    `kept_text` is what the messages kept verbatim beside the copy say: an item one of
    its lines already says word for word is not repeated in the copy.
    """
    kept = {key: list(checkpoint.get(key)) for key in SECTIONS}
    if kept["next_step"]:  # the next step is not repeated as a decision or progress note
        shown = set(kept["next_step"])
        kept = {k: [i for i in v if k == "next_step" or i not in shown] for k, v in kept.items()}
    if max_tokens is None:
        return _render_full(checkpoint, kept, archive), 0
    kept = _deduplicated(kept)
    if kept_text:
        kept = said_beside(kept, kept_text)
    if exact is None:
        return _render_dense(checkpoint, kept, max_tokens, count, archive)
    # Trigger / Why / Outcome: the estimate is off by 10-40% for paths and code, either
    # way; the copy is rendered, counted exactly, and the budget corrected by the
    # observed ratio, bisecting between a try that fit and one that overshot (at most
    # five tries), keeping the fullest one that fits.
    budget = max_tokens
    best: tuple[str, int, int] | None = None
    last: tuple[str, int] = ("", 0)
    fit, over = 0, 0
    for _ in range(5):
        last = _render_dense(checkpoint, kept, budget, count, archive)
        tokens = exact(last[0])
        if tokens <= max_tokens:
            if best is None or tokens > best[2]:
                best = (*last, tokens)
            if not last[1] or max_tokens - tokens < 12:
                break
            fit = budget
            step = int(budget * max_tokens / max(1, tokens))
            step = min(step, (budget + over) // 2) if over else step
        else:
            over = budget
            step = int(budget * max_tokens / tokens * 0.98)
            step = max(step, (budget + fit) // 2) if fit else step
        if step == budget:
            break
        budget = max(1, step)
    return (best[0], best[1]) if best is not None else last


def needed_tokens(checkpoint: Checkpoint) -> int:
    """About what the dense copy of the whole checkpoint costs (an upper bound: items
    are not yet cut to their share, nor packed)."""
    items = [item for key, item in checkpoint.items() if not is_line(key, item)]
    return 60 + sum(estimate_tokens(item) + 2 for item in items) + 6 * len(checkpoint.sections)


def _render_full(checkpoint: Checkpoint, kept: dict[SectionKey, list[str]], archive: str) -> str:
    lines = [
        CHECKPOINT_HEADER,
        _FRAMING.format(messages=checkpoint.messages, compactions=checkpoint.compactions),
    ]
    in_progress_block = False
    for key in RENDER_ORDER:
        items = kept[key]
        if not items:
            continue
        if key in _PROGRESS:
            if not in_progress_block:
                lines.append("\n## Progress")
                in_progress_block = True
            lines.append(f"### {TITLES[key]}")
        else:
            lines.append(f"\n## {TITLES[key]}")
        if key == "files":  # edits first: the artifact trail a continuation needs most
            items = sorted(items, key=lambda i: _FILE_ORDER.get(i.split(": ", 1)[0], 9))
        lines.extend(f"- {item}" for item in items)
    if archive:
        lines.append(archive)
    lines.append(CHECKPOINT_END)
    return "\n".join(lines)


def _render_dense(
    checkpoint: Checkpoint,
    kept: dict[SectionKey, list[str]],
    max_tokens: int,
    count: Callable[[str], int],
    archive: str,
) -> tuple[str, int]:
    short = max_tokens < _SHORT_BELOW
    framing = _SHORT_FRAMING if short else _FRAMING
    opening = framing.format(messages=checkpoint.messages, compactions=checkpoint.compactions)
    head = [f"{CHECKPOINT_HEADER} {opening}"] if short else [CHECKPOINT_HEADER, opening]
    if short and archive:
        # Trigger / Why / Outcome: the pointer's `full messages 3-74` already says which
        # messages were condensed; saying their count in the header too cost six tokens
        # of a 200-token copy (about a third of an item).
        head = [CHECKPOINT_HEADER]
    closing = _closing(999, archive, short)
    fixed = "\n".join([*head, closing, CHECKPOINT_END])
    frame = count(fixed)
    # Trigger / Why / Outcome: a small budget would hold two or three full-length items;
    # cut each to what a dozen items can share (at least 80 characters) so the goal, the
    # constraints and the errors all keep their opening words.
    limit = max(80, min(GOAL_MAX_CHARS, max_tokens * 4 // 12))
    kept = {k: [said_without_setup(k, item) for item in kept[k]] for k in SECTIONS}
    root = common_root(kept["files"])
    if root:
        kept = {**kept, "files": [relative(i, root) for i in kept["files"]]}
        frame += count(root) + 3
    # a path too long for its share loses its leading folders (`edited: …/spi/a_test.go`),
    # not its file name; with a root in the heading `…/` means that root, so the cut
    # is then at the end
    kept = {
        k: [
            shorten_error(item, _LONGER[k] * limit)
            if k == "errors"
            else shorten_path(item, limit)
            if k == "files" and not root and not item.startswith("ran: ")
            else shorten(item, limit)
            if is_line(k, item)
            else shorten(item, _LONGER.get(k, 1.0) * limit, k in _ASKS)
            for item in kept[k]
        ]
        for k in SECTIONS
    }
    chosen, omitted = select(kept, max_tokens, frame, count, later=_beyond_soft_caps(kept))
    lines = list(head)
    for key in RENDER_ORDER:
        items = chosen[key]
        if not items:
            continue
        title = SHORT_TITLES[key]
        if key == "files":  # edits first: the artifact trail a continuation needs most
            items = sorted(items, key=lambda i: _FILE_ORDER.get(i.split(": ", 1)[0], 9))
            if root:
                title += f" ({ROOT_MARK} = {root})"
        lines.append(f"## {title}")
        lines.extend(section_lines(items, key))
    if omitted or archive:
        lines.append(_closing(omitted, archive, short))
    lines.append(CHECKPOINT_END)
    return "\n".join(lines), omitted


# A request states its context first and its ask last: cut in the middle, not the end
# (an error line is cut by `shorten_error`: its call label first, then its middle).
_ASKS: tuple[SectionKey, ...] = ("goal", "user_requests")
# An error line carries its command, its message and where it was raised: more room.
# The goal is one item and the one a continuation reads first: one and a half shares
# (twice cost the other kinds more probes than it kept of the goal: session 7).
# The agent's narration (findings, progress notes, to-do sentences) says in its first
# words what it is about; a reader needs less of it than of the user's words, an error
# or a decision with its reason: a little over half the share.
_LONGER: dict[SectionKey, float] = {
    "errors": 1.5,
    "goal": 1.5,
    "findings": 0.6,
    "done": 0.6,
    "in_progress": 0.6,
    "todo": 0.6,
}


_HEADING = re.compile(r"^#{2,3}\s+(.+?)\s*$")
_ROOT = re.compile(r"\(" + re.escape(ROOT_MARK) + r" = (\S+)\)")
_COUNTS = re.compile(r"\((\d+) messages, compacted (\d+) time")


def _section_for(title: str) -> SectionKey | None:
    lowered = title.lower()
    for key, name in TITLES.items():
        if lowered.startswith(name.lower().split(" (")[0]):
            return key
    aliases: dict[str, SectionKey] = {
        "constraints": "constraints",
        "preferences": "constraints",
        "files": "files",
        "errors": "errors",
        "user requests": "user_requests",
        "requests": "user_requests",
        "user messages": "user_requests",
        "next": "next_step",
        "pending": "todo",
        "todo": "todo",
        "to-do": "todo",
        "findings": "findings",
        "subagent": "subagents",
    }
    for prefix, key in aliases.items():
        if lowered.startswith(prefix):
            return key
    return None


def parse(text: str) -> Checkpoint | None:
    """A checkpoint from rendered text (ours, or a model's in the same shape); None if none."""
    sections: dict[SectionKey, list[str]] = {}
    current: SectionKey | None = None
    root = ""
    for raw in text.splitlines():
        line = raw.strip()
        heading = _HEADING.match(line)
        if heading:
            current = _section_for(heading.group(1))
            found = _ROOT.search(heading.group(1))
            root = found.group(1) if found and current == "files" else ""
            continue
        if current is not None and line[:2] in ("- ", "* ") and len(line) > 2:
            bucket = sections.setdefault(current, [])
            for part in unpack(line[2:], current):  # a packed line holds several items
                if root:
                    part = part.replace(f": {ROOT_MARK}", f": {root}", 1)
                item = clean(part, GOAL_MAX_CHARS)
                if item and item not in bucket:
                    bucket.append(item)
    if not sections:
        return None
    counts = _COUNTS.search(text)
    messages, compactions = (int(counts.group(1)), int(counts.group(2))) if counts else (0, 1)
    return Checkpoint({k: tuple(v) for k, v in sections.items()}, compactions, messages)


# --- persistence --------------------------------------------------------------------------


def _file_stem(session_id: str) -> str:
    safe = re.sub(r"[^A-Za-z0-9._-]+", "-", session_id).strip(".-")[:80] or "session"
    if safe != session_id:
        safe += "-" + hashlib.sha256(session_id.encode("utf-8")).hexdigest()[:8]
    return safe


@dataclass(frozen=True, slots=True)
class SavedCheckpoint:
    """A persisted checkpoint, with the session it belongs to and when it was saved."""

    session_id: str
    checkpoint: Checkpoint
    saved_at: datetime
    path: Path


@dataclass(frozen=True, slots=True)
class CheckpointStore:
    """Per-session checkpoints: `<dir>/<session>.json` (the data, which every read uses)
    and `<session>.md` (the same rendered, for a person or an agent to read)."""

    directory: Path
    home: Path | None = None  # the memwell home `directory` is in: no link below it followed

    def json_path(self, session_id: str) -> Path:
        return self.directory / f"{_file_stem(session_id)}.json"

    def text_path(self, session_id: str) -> Path:
        return self.directory / f"{_file_stem(session_id)}.md"

    def load(self, session_id: str) -> Checkpoint | None:
        """The session's checkpoint, None if it has none; `CheckpointUnreadable` if its
        file is damaged."""
        saved = self._read(self.json_path(session_id))
        return saved.checkpoint if saved is not None else None

    def save(self, session_id: str, checkpoint: Checkpoint) -> Path:
        data = checkpoint.to_dict()
        data["session_id"] = session_id
        data["updated"] = datetime.now(UTC).isoformat(timespec="seconds")
        serialised = json.dumps(data, ensure_ascii=False, indent=1)
        write_durable(self.json_path(session_id), serialised.encode("utf-8"), home=self.home)
        text, _ = render(checkpoint)
        path = self.text_path(session_id)
        write_durable(path, (text + "\n").encode("utf-8"), home=self.home)
        return path

    def text(self, session_id: str) -> str | None:
        data = read_bytes(self.text_path(session_id), home=self.home)
        return data.decode("utf-8") if data is not None else None

    def paths(self) -> list[Path]:
        """The checkpoint data files, most recently saved first (by modification time)."""
        stamped: list[tuple[float, str, Path]] = []
        if self.home is not None:
            refuse_links(self.directory, self.home)  # a linked folder is refused, not listed
        try:
            entries = list(self.directory.glob("*.json"))
        except OSError:
            return []
        for path in entries:
            if path.name.startswith("."):
                continue  # a temporary file of a write in progress
            try:
                stamped.append((path.stat().st_mtime, path.name, path))
            except OSError:  # deleted between the listing and the stat
                continue
        return [path for _, _, path in sorted(stamped, reverse=True)]

    def latest(self, *, exclude_session: str | None = None) -> SavedCheckpoint | None:
        """The most recently saved checkpoint of any session but `exclude_session`.

        Trigger / Why / Outcome: a new session asks what the last one left. A damaged
        file must not cost it that answer, so an unreadable checkpoint is skipped (it is
        reported where the session's own checkpoint is loaded) and the next newest is
        returned; None when no session left a readable one."""
        excluded = _file_stem(exclude_session) if exclude_session else None
        for path in self.paths():
            if path.stem == excluded:
                continue
            try:
                saved = self._read(path)
            except CheckpointUnreadable:
                continue
            if saved is not None and saved.session_id != exclude_session:
                return saved
        return None

    def _read(self, path: Path) -> SavedCheckpoint | None:
        try:
            with open_file(path, "rb", home=self.home) as handle:
                raw = handle.read()
                modified = os.fstat(handle.fileno()).st_mtime
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise CheckpointUnreadable(path, exc.strerror or str(exc)) from exc
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            raise CheckpointUnreadable(path, f"not JSON: {exc}") from exc
        if not isinstance(data, dict) or not isinstance(data.get("sections", {}), dict):
            raise CheckpointUnreadable(path, "not a checkpoint object with `sections`")
        try:
            checkpoint = Checkpoint.from_dict(data)
        except (TypeError, ValueError) as exc:  # e.g. "compactions": "three"
            raise CheckpointUnreadable(path, f"bad field: {exc}") from exc
        session = data.get("session_id")
        return SavedCheckpoint(
            session_id=session if isinstance(session, str) else path.stem,
            checkpoint=checkpoint,
            saved_at=datetime.fromtimestamp(modified, tz=UTC),
            path=path,
        )
