"""The in-context copy of a checkpoint: dense, and fair to every kind of fact.

A checkpoint placed back into a small window has a few hundred tokens for the whole
history, so how it is written decides what survives:

- **one line per item, labels said once**: short items that share a label (`edited: `,
  `read: `, `plan (pending): `) are packed on one line, `- edited: a.py · b.py`, so a
  file list costs its paths and not a label and a bullet for each;
- **paths relative to the workspace**: the directory every absolute path of the file
  list shares (`/Users/me/src/project/`) is said once in the heading and each path
  keeps the part that tells it apart (`…/pkg/api.go`);
- **near-duplicates said once**: an item whose whole text a kept item already says (a
  constraint that is a sentence of the goal, a request that is the goal again) is not
  repeated;
- **a floor for every kind of fact**: the items are grouped by the kind of fact a
  continuation needs (goal, next step, constraints, errors, edited files, decisions,
  commands with an outcome, identifiers and values named in code spans, open items,
  findings, done items, causes and fixes); one item of each group is taken before any
  group gets more; then a third of the room is shared among the groups by weight (the probes
  per token each kind held when measured), so short, telling items such as edited files
  are not crowded out by long ones; then the groups in that order, and only then the
  progress notes, subagents, requests and plain file lists; within a group the newest and
  the oldest come first (the current state and where it started), identifiers most named
  first;
- **evidence over wording** (`evidence`): narration that names nothing and the earlier
  states of a thread get room only after every item that says something new;
- **lines last**: the lines naming what no item names (`uncovered`, `msg 45: ...`) get
  the room every item has had its turn at, and only that.

`select` plans on a token count it is given; `checkpoint.render` then checks the copy
with the exact count and corrects the budget, so the copy neither overshoots nor leaves
room unused while items wait.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Mapping

from memwell.compaction.commands import without_setup
from memwell.compaction.evidence import names_nothing, superseded
from memwell.compaction.sections import GOAL_MAX_CHARS, SECTIONS, SectionKey
from memwell.compaction.tokens import estimate_tokens
from memwell.compaction.uncovered import LINE_PREFIX, is_line

PACK = " · "
# A short item whose text starts with a label (`edited: `, `plan (pending): `) packs with
# the other items of its label; a longer one (a sentence) keeps its own line.
_LABEL = re.compile(r"^([a-z][\w ()-]{0,30}?): (?=\S)")
_PACK_MAX_CHARS = 120
_ERROR_LABEL_MAX_CHARS = 120
ROOT_MARK = "…/"

# The headings of the persisted copy (and of a model's answer).
TITLES: dict[SectionKey, str] = {
    "goal": "Goal",
    "constraints": "Constraints and preferences",
    "decisions": "Decisions",
    "files": "Files and artifacts",
    "errors": "Errors and fixes",
    "done": "Done",
    "in_progress": "In progress",
    "todo": "To do",
    "findings": "Findings",
    "subagents": "Subagents (kept apart from the main thread)",
    "user_requests": "User requests (oldest first)",
    "next_step": "Next step",
}
# The dense copy's headings: the first words of the full ones (`checkpoint.parse` reads
# both).
SHORT_TITLES: dict[SectionKey, str] = {
    key: title.split(" (")[0].split(" and ")[0] for key, title in TITLES.items()
}
# The order a reader needs: what and under which rules, what happened, what is open; the
# long lists (files, requests) after that, and the next step last, just before the tail.
RENDER_ORDER: tuple[SectionKey, ...] = (
    "goal",
    "constraints",
    "decisions",
    "errors",
    "done",
    "in_progress",
    "todo",
    "files",
    "findings",
    "subagents",
    "user_requests",
    "next_step",
)

# The groups a handoff needs, most needed first; a probe of each kind lives in one.
# (section, item prefix); the most specific prefix decides.
_SUBSTANCE: tuple[tuple[tuple[SectionKey, str], ...], ...] = (
    (("goal", ""),),
    (("next_step", ""),),
    (("constraints", ""),),
    (("errors", ""),),
    (("files", "edited: "),),
    (("decisions", ""),),
    (("files", "ran: "),),
    (("findings", "code: "),),
    (("todo", ""),),
    (("findings", ""),),
    (("done", ""),),
    (("errors", "cause: "), ("errors", "fix: ")),
    # a command that ran and came to nothing worth quoting (`-> ok`, `-> failed`): a
    # command that worked is what a continuation runs again (`go test ./...`, `gofmt -w
    # a.go`); after every other kind of fact, with no floor, but before the background
    # (session 18: it was background, after the requests; given a floor item it cost
    # holdout and holdout9 a probe each). The entry is reached by `group_of` only: `ran: `
    # above, the same prefix, is the one a prefix picks.
    (("files", "ran: "),),
)
_PLAIN_RUNS = len(_SUBSTANCE) - 1
# What gets room only after every group above has had its turn.
_BACKGROUND: tuple[tuple[tuple[SectionKey, str], ...], ...] = (
    (("in_progress", ""), ("done", "plan: ")),
    (("subagents", ""),),
    (("user_requests", ""),),
    (("files", ""), ("files", "used: "), ("files", "read: ")),
    (("files", "mentioned: "),),
)
# Lines of the evicted messages naming what no item names (`uncovered`): the room that
# every item has had its turn at, and only that (given any earlier, at any rank, they
# cost the development corpus more probes than they kept: docs/benchmarks.md, session 10).
_LINES: tuple[tuple[tuple[SectionKey, str], ...], ...] = ((("findings", LINE_PREFIX),),)
_GROUPS = _SUBSTANCE + _BACKGROUND + _LINES
# Groups whose items come ranked (most named first, or best first) rather than in time order.
_RANKED = frozenset(k for k, g in enumerate(_GROUPS) if g in ((("findings", "code: "),), *_LINES))
# A command that came to nothing worth quoting: after every other kind of fact.
_PLAIN_RUN = ("-> ok", "-> failed")
_HEADING_TOKENS = 4
# Items of each group taken, round by round, before any group gets more.
FLOOR = 1
# Trigger / Why / Outcome: after the floor, the groups were taken in their fixed order, so
# at 1/30 the errors (long items, ranked fourth) took the copy's room and the edited files
# (short, the most probes per token of any group) reached it least. A part of the room
# (`GUARANTEED_SHARE`) is now shared among the substance groups by weight: an item's
# place in that queue is the tokens its group has spent up to and with it, divided by the
# group's weight, so a short group is taken whole early and the long ones share what is
# left in proportion to their weights; the rest of the room goes in the fixed order.
# The weights are the probes per 100 tokens each group's items held at 1/30 on the
# development corpus (docs/benchmarks.md, session 24), rounded.
# A third: the shares measured (a third, a half, three quarters, the whole room) trade
# 1/10 for 1/30 as they grow; a third is the one that lost no split at 1/10 with UUID
# session ids (session 25).
GUARANTEED_SHARE = 0.35
SHARE_WEIGHTS: tuple[float, ...] = (
    1.4,  # goal
    0.2,  # next step
    0.8,  # constraints
    0.7,  # errors
    1.7,  # edited files
    0.3,  # decisions
    0.8,  # commands with an outcome
    0.25,  # identifiers in code spans
    0.3,  # to do
    0.25,  # findings
    0.4,  # done
    0.25,  # causes and fixes
    0.5,  # commands that came to nothing worth quoting
)


def group_of(key: SectionKey, item: str) -> int:
    """The rank of the group `item` of section `key` belongs to (0 = most needed)."""
    if is_line(key, item):
        return len(_SUBSTANCE) + len(_BACKGROUND)
    if (
        key == "files"
        and item.startswith("ran: ")
        and (item.endswith(_PLAIN_RUN) or " -> " not in item)
    ):
        return _PLAIN_RUNS
    best, rank = -1, len(_GROUPS)
    for k, members in enumerate(_GROUPS):
        for section, prefix in members:
            if section == key and item.startswith(prefix) and len(prefix) > best:
                best, rank = len(prefix), k
    return rank


def _ends_inward(n: int) -> list[int]:
    """0..n-1 as newest, oldest, second newest, second oldest, ..."""
    order: list[int] = []
    lo, hi = 0, n - 1
    while lo <= hi:
        order.append(hi)
        if lo != hi:
            order.append(lo)
        lo, hi = lo + 1, hi - 1
    return order


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[\W_]+", " ", text.lower()).split())


def label_of(item: str, key: SectionKey | None = None) -> str | None:
    """The label `item` packs under, or None if it keeps its own line.

    An error line's label is the call that failed (`run_terminal_cmd uv pip install -e
    .[all,dev]`), often longer than its message: the error lines of one call share it
    (`- <call>: <message> · <message>`), so the call is said once however long it is."""
    if key == "errors":
        label, sep, message = item.partition(": ")
        if sep and message and len(label) <= _ERROR_LABEL_MAX_CHARS and PACK not in label:
            return label
        return None
    if len(item) > _PACK_MAX_CHARS or PACK.strip() in item:
        return None
    match = _LABEL.match(item)
    return match.group(1) if match else None


def common_root(items: Iterable[str]) -> str:
    """The directory shared by every absolute path of the file items (at least three
    levels deep and shared by two paths), or ''."""
    paths = [
        item.split(": ", 1)[1]
        for item in items
        if ": " in item and item.split(": ", 1)[1].startswith("/")
    ]
    paths = [p for p in paths if " " not in p]
    if len(paths) < 2:
        return ""
    root = os.path.commonpath(paths)
    if root in paths:  # a path that is itself the root is not under it
        root = os.path.dirname(root)
    return root + "/" if root.count("/") >= 3 else ""


def relative(item: str, root: str) -> str:
    """A file item with its path under `root` written `…/rest`."""
    if not root or ": " not in item:
        return item
    label, path = item.split(": ", 1)
    return f"{label}: {ROOT_MARK}{path[len(root) :]}" if path.startswith(root) else item


def _flat(text: str) -> str:
    return " ".join(text.lower().split())


# Below this many characters an item is a name or a fragment, not a statement: that a kept
# message holds it too does not make it redundant in the copy.
SAID_BESIDE_MIN_CHARS = 24


def said_beside(
    kept: Mapping[SectionKey, list[str]], kept_text: str
) -> dict[SectionKey, list[str]]:
    """`kept` without the items (but file lists) that a line of `kept_text` - the
    messages kept verbatim beside the copy - says word for word.

    Trigger / Why / Outcome: the goal is the first request, which the protected head keeps
    verbatim in a small window, and the latest request is often extracted as a decision or
    a constraint; in a 200-token copy each repeat took a tenth of the room."""
    lines = "\n".join(_flat(line) for line in kept_text.splitlines() if line.strip())
    # a name the kept messages write need not be listed: it is in the context already
    named = set(_NAME_TOKEN.findall(kept_text))
    return {
        key: [
            item
            for item in items
            if not (key == "findings" and _named_name(item) in named)
            and (key == "files" or len(item) < SAID_BESIDE_MIN_CHARS or _flat(item) not in lines)
        ]
        for key, items in kept.items()
    }


# Trigger / Why / Outcome: a 1/30 copy listed thirty names (`code: model_id · start_line ·
# ...`), some of them on a line of the kept tail; the copy said them twice. A `code:` item
# whose name is a whole token of the kept messages is left out of the copy (the persisted
# checkpoint keeps it).
_CODE_LABEL = "code: "
_NAME_TOKEN = re.compile(r"[\w./@+-]*\w")


def _named_name(item: str) -> str | None:
    return item[len(_CODE_LABEL) :].strip("`") if item.startswith(_CODE_LABEL) else None


# Sections whose labels say who or what said it (`reported: `, `correction: `, a failed
# call's `Bash go test ./...: `), not what: the words after the label are the item.
_SAID_BY_LABEL: tuple[SectionKey, ...] = ("errors", "constraints")


def _said_under_another_label(key: SectionKey, item: str, said: str) -> bool:
    """Whether the words after `item`'s label are already in the copy (`said`, normalised).

    Trigger / Why / Outcome: the user's pasted request came back as `reported: <the goal>`,
    and two refused calls as `Bash go test ./...: The user doesn't want to proceed ...` and
    `Edit: The user doesn't want to proceed ...`; in a 1/30 copy each repeat took an item's
    room. A commit's label holds its hash and a name is too short to be a repeat: only
    these sections, and words of a statement's length."""
    if key not in _SAID_BY_LABEL or ": " not in item:
        return False
    words = _norm(item.split(": ", 1)[1])
    return len(words) >= SAID_BESIDE_MIN_CHARS and words in said


def _cut_repeat(item: str, said: str) -> bool:
    """Whether every part an item cut to its share still shows (`head … tail`) is said
    by the items already in the copy (`said`, normalised).

    Trigger / Why / Outcome: the agent's summary bullet came back in decisions, in done
    and in findings, each cut to its section's share; the cut ones were never taken for
    repeats, so a 1/30 copy said one sentence's opening two or three times."""
    parts = [_norm(part) for part in item.split("…")]
    parts = [part for part in parts if part]
    return (
        bool(parts)
        and max(len(part) for part in parts) >= SAID_BESIDE_MIN_CHARS
        and all(part in said for part in parts)
    )


def select(
    kept: Mapping[SectionKey, list[str]],
    max_tokens: int,
    frame: int,
    count: Callable[[str], int] = estimate_tokens,
    later: set[tuple[SectionKey, int]] | None = None,
) -> tuple[dict[SectionKey, list[str]], int]:
    """The items that fit `max_tokens` (with `frame` tokens of fixed lines), taken round
    by round over the groups; near-duplicates are skipped; the items in `later` come
    after all others. Returns (kept, left out)."""
    grouped: dict[int, list[tuple[SectionKey, int]]] = {}
    for key in SECTIONS:
        for i, item in enumerate(kept[key]):
            grouped.setdefault(group_of(key, item), []).append((key, i))
    # a command run again, an error met again, a plan item whose status moved on: the
    # latest state first, the earlier ones after everything else
    later = (later or set()) | superseded(kept)
    # the room each substance group is guaranteed, spent at the rate of its weight: up to
    # this virtual time, every group has had its share
    shared = GUARANTEED_SHARE * max(0, max_tokens - frame) / sum(SHARE_WEIGHTS)
    order: list[tuple[int, float, int, SectionKey, int]] = []
    for rank, members in grouped.items():
        ranked = range(len(members)) if rank in _RANKED else _ends_inward(len(members))
        spent = 0  # the estimated tokens of this group's items in its share so far
        for pos, k in enumerate(ranked):
            key, i = members[k]
            if rank >= len(_SUBSTANCE) + len(_BACKGROUND):  # lines: after everything
                order.append((6, rank, pos, key, i))
            elif (key, i) in later:
                order.append((5, rank, pos, key, i))
            elif names_nothing(key, kept[key][i]):  # after everything that names something
                order.append((3, rank, pos, key, i))
            elif rank < _PLAIN_RUNS and pos < FLOOR:  # the floor: round by round
                order.append((0, pos, rank, key, i))
            elif rank < len(_SUBSTANCE):
                spent += count(kept[key][i]) + 2
                due = spent / SHARE_WEIGHTS[rank]
                if due <= shared:  # each group's guaranteed share, in turn by its weight
                    order.append((1, due, rank, key, i))
                else:  # then by need
                    order.append((2, rank, pos, key, i))
            else:  # the background last
                order.append((4, rank, pos, key, i))
    order.sort(key=lambda o: o[:3])
    used = frame
    chosen: set[tuple[SectionKey, int]] = set()
    opened: set[SectionKey] = set()
    lines: set[tuple[SectionKey, str]] = set()
    said = ""  # what the kept prose says, to skip an item that only repeats it
    skipped = 0
    for _tier, _pos, _rank, key, i in order:
        item = kept[key][i]
        if key not in ("files", "next_step") and "…" not in item.partition(": ")[2]:
            # an item whose whole text a kept item already says is not repeated (a
            # failed call's label cut to a few words still leaves its message whole)
            norm = _norm(item) if "…" not in item else ""
            if (norm and norm in said) or _said_under_another_label(key, item, said):
                skipped += 1
                continue
        if key not in ("files", "next_step") and "…" in item and _cut_repeat(item, said):
            skipped += 1
            continue
        label = label_of(item, key)
        if label is not None and (key, label) in lines:
            cost = count(PACK + item[len(label) + 2 :])
        else:
            cost = count(item) + 2
        if key not in opened:
            cost += _HEADING_TOKENS + count(SHORT_TITLES[key])
        if used + cost > max_tokens:
            continue
        used += cost
        chosen.add((key, i))
        opened.add(key)
        if label is not None:
            lines.add((key, label))
        if key not in ("files", "next_step"):
            said += "\n" + _norm(item)
    total = sum(len(v) for v in kept.values())
    out = {k: [it for i, it in enumerate(kept[k]) if (k, i) in chosen] for k in SECTIONS}
    return out, total - len(chosen) - skipped


def section_lines(items: list[str], key: SectionKey | None = None) -> list[str]:
    """The bullet lines of one section, items sharing a label packed on one line."""
    packed: dict[str, list[str]] = {}
    lines: list[str | tuple[str, list[str]]] = []
    for item in items:
        label = label_of(item, key)
        if label is None:
            lines.append(f"- {item}")
            continue
        if label not in packed:
            packed[label] = []
            lines.append((label, packed[label]))
        packed[label].append(item[len(label) + 2 :])
    return [
        line if isinstance(line, str) else f"- {line[0]}: {PACK.join(line[1])}" for line in lines
    ]


def unpack(line: str, key: SectionKey | None = None) -> list[str]:
    """The items of one bullet's text (the inverse of packing)."""
    if PACK not in line:
        return [line]
    if key == "errors":  # the failed call's label, whatever its length
        name, sep, rest = line.partition(": ")
        if not sep or len(name) > _ERROR_LABEL_MAX_CHARS or PACK in name:
            return [line]
        return [f"{name}: {part}" for part in rest.split(PACK) if part]
    label = _LABEL.match(line)
    if label is None:
        return [line]
    rest = line[label.end() :]
    return [f"{label.group(1)}: {part}" for part in rest.split(PACK) if part]


def shorten(item: str, limit: float, keep_end: bool = False) -> str:
    """`item` cut to `limit` characters: at its end, or (`keep_end`: a request states its
    context first and its ask last, an error line its tool first and the failing name
    last) in its middle."""
    limit = int(min(limit, GOAL_MAX_CHARS))
    if len(item) <= limit:
        return item
    if not keep_end:
        return item[: limit - 1].rstrip() + "…"
    head = int(limit * 0.45)
    return item[:head].rstrip() + " … " + item[len(item) - (limit - head - 3) :].lstrip()


def shorten_path(item: str, limit: float) -> str:
    """A file item (`edited: /a/long/path/to/file.py`) cut to `limit` by its leading
    folders (`edited: …/path/to/file.py`): the file's name is what tells it apart."""
    label, sep, path = item.partition(": ")
    if len(item) <= limit or not sep or "/" not in path or " " in path:
        return shorten(item, limit)
    room = int(limit) - len(label) - 2 - len(ROOT_MARK)
    parts = path.split("/")
    kept = parts[-1]
    for part in reversed(parts[:-1]):
        if len(kept) + len(part) + 1 > room:
            break
        kept = f"{part}/{kept}"
    return f"{label}: {ROOT_MARK}{kept}" if kept != path else item


def said_without_setup(key: SectionKey, item: str) -> str:
    """A `ran:` item with its command's setup left out (`calls.without_setup`)."""
    if key == "files" and item.startswith("ran: "):
        return "ran: " + without_setup(item[5:])
    return item


_LABEL_MAX_CHARS = 36


def shorten_error(item: str, limit: float) -> str:
    """An error item cut to `limit`: its call label (`run_terminal_cmd source .venv/bin/
    activate && ruff check --output-format=github`) first, down to a few words, then
    the message in its middle; the message is what a fix starts from."""
    label, sep, message = item.partition(": ")
    if sep and len(item) > limit and len(label) > _LABEL_MAX_CHARS:
        item = label[: _LABEL_MAX_CHARS - 1].rstrip() + "…: " + message
    return shorten(item, limit, keep_end=True)
