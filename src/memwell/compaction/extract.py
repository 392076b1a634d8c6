"""Deterministic extraction of a session's substance from its messages.

No model: regular expressions find the sentences that state constraints, decisions,
progress and open items, the tool calls name the files touched and commands run, and
tool outputs give the error lines. Each pattern is searched over a whole message and a
hit is widened to its sentence, so cost grows with the number of hits, not of sentences.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Literal, TypeAlias, get_args

from memwell.compaction.transcript import MessageInfo, ToolCall
from memwell.compaction.trim import error_lines
from memwell.secrets import redact

SectionKey: TypeAlias = Literal[
    "goal",
    "constraints",
    "decisions",
    "files",
    "errors",
    "done",
    "in_progress",
    "todo",
    "user_requests",
    "next_step",
]
SECTIONS: tuple[SectionKey, ...] = get_args(SectionKey)
Sections: TypeAlias = dict[SectionKey, list[str]]

ITEM_MAX_CHARS = 300
# Items kept per section (the first one and the newest), in the checkpoint and on disk.
SECTION_CAP = 1_000
# Sentences one pattern may contribute from one message: a message is not a list of rules.
PER_MESSAGE = 8
GOAL_MAX_CHARS = 600
REQUEST_MAX_CHARS = 500

_I = re.IGNORECASE
CONSTRAINT = re.compile(
    r"\b(?:always|never|must(?:n't| not)?|don'?t|do not|does not|should(?:n't| not)?|avoid"
    r"|prefer(?:s|red)?|make sure|ensure|only use|no longer|required|not allowed|forbidden"
    r"|stick (?:to|with)|under no circumstances)\b",
    _I,
)
DECISION = re.compile(
    r"\b(?:decided|decision|we'?ll use|we will use|we'?ll go with|let'?s use|let'?s go with"
    r"|going with (?!the plan)|go with (?!the plan)|settled on|agreed|chose|chosen"
    r"|opt(?:ed)? for|switch(?:ed|ing)? to"
    r"|instead of|from now on|we use|will use)\b",
    _I,
)
TODO = re.compile(
    r"(?:\bTODO\b|\bFIXME\b|- \[ \]|\bstill (?:need|have) to\b|\bremaining\b|\bnot yet\b"
    r"|\bleft to do\b|\bopen items?\b|\bfollow[- ]up\b|\blater\b|\bpending\b|\bbacklog\b)",
    _I,
)
DONE = re.compile(
    r"(?:- \[x\]|\b(?:I|we)(?:'ve| have)? (?:now )?(?:fixed|added|implemented|updated|created"
    r"|wrote|written|removed|refactored|renamed|moved|migrated|finished|completed|resolved)\b"
    r"|\ball tests pass|\btests? (?:now )?pass(?:es|ing)?\b|\bis done\b|\bdone:)",
    _I,
)
IN_PROGRESS = re.compile(r"\b(?:working on|in progress|currently|I'?m now|now I'?m)\b", _I)
NEXT = re.compile(
    r"\b(?:next(?: step)?[,:]|next,? I'?ll|then I'?ll|I'?ll now|now I'?ll|I will now|let me)\b", _I
)
FIX = re.compile(
    r"\b(?:fixed|the fix|fixes|the (?:issue|problem|bug|cause|error) (?:was|is)|caused by"
    r"|root cause|resolved)\b",
    _I,
)
PATH = re.compile(
    r"(?<![\w/.@:-])(?:~?\.{0,2}/)?(?:[\w.-]+/)+[\w.-]*\w\.[A-Za-z]\w{0,7}\b"
    r"|(?<![\w/.@:-])[\w-]+\.(?:py|pyi|js|mjs|ts|tsx|jsx|go|rs|java|kt|rb|php|cs|c|h|cc|cpp|hpp"
    r"|swift|md|rst|json|jsonl|yaml|yml|toml|ini|cfg|txt|sh|sql|html|css|scss|vue|lock|env)\b"
)
# A bare acknowledgement carries nothing a continuation needs.
ACK = re.compile(
    r"\s*(?:ok(?:ay)?|k|thanks?(?: you)?|ty|yes|yep|yeah|sure|great|nice|cool|perfect|good"
    r"|go on|go ahead|continue|proceed|carry on|looks good|sounds (?:good|right|great)"
    r"|lgtm|keep going(?: with the plan)?)(?:[,.!]*\s*(?:continue|go on|thanks?|please))?"
    r"[.!\s]*$",
    _I,
)
_SENTENCE_STOP = re.compile(r"[.!?](?=\s)|\n")

PATH_KEYS = (
    "path",
    "file_path",
    "filepath",
    "filename",
    "file",
    "absolute_path",
    "notebook_path",
    "target_file",
    "source",
    "destination",
    "paths",
    "file_paths",
)
COMMAND_KEYS = ("command", "cmd", "script")
_EDIT = (
    "edit",
    "write",
    "create",
    "patch",
    "replace",
    "apply",
    "insert",
    "update",
    "delete",
    "move",
)
_READ = ("read", "view", "cat", "open", "grep", "search", "glob", "list", "ls", "find")


def clean(text: str, limit: int = ITEM_MAX_CHARS) -> str:
    """One line, whitespace collapsed, secrets redacted, at most `limit` characters."""
    line = redact(" ".join(text.split()))
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def sentences_matching(
    pattern: re.Pattern[str], text: str, limit: int = PER_MESSAGE
) -> Iterable[str]:
    """Each sentence of `text` that `pattern` hits, once, in order (at most `limit`)."""
    pos = 0
    found = 0
    while found < limit:
        match = pattern.search(text, pos)
        if match is None:
            return
        at = match.start()
        lo = max(0, at - 400)  # a sentence longer than this is cut; keeps the scan linear
        stop = max(text.rfind(". ", lo, at), text.rfind("? ", lo, at), text.rfind("! ", lo, at))
        left = max(stop + 2 if stop >= 0 else lo, text.rfind("\n", lo, at) + 1)
        tail = _SENTENCE_STOP.search(text, match.end(), match.end() + 400)
        right = tail.end() if tail else min(len(text), match.end() + 400)
        pos = max(right, match.end())  # the next search starts after this sentence
        sentence = text[left:right].strip(" \t-*•>#")
        if len(sentence) >= 8:
            found += 1
            yield sentence


def _add(sections: Sections, key: SectionKey, item: str, seen: dict[SectionKey, set[str]]) -> None:
    limit = (
        GOAL_MAX_CHARS
        if key == "goal"
        else REQUEST_MAX_CHARS
        if key == "user_requests"
        else ITEM_MAX_CHARS
    )
    # Whitespace is collapsed now (for deduplication); secrets are redacted in `_finish`,
    # only for the items that are kept.
    item = " ".join(item.split())
    if len(item) > limit:
        item = item[: limit - 1].rstrip() + "…"
    if item and item not in seen[key]:
        seen[key].add(item)
        sections[key].append(item)


def _finish(sections: Sections) -> Sections:
    """Each section cut to its first item and newest `SECTION_CAP - 1`, then redacted."""
    done: Sections = {}
    for key, items in sections.items():
        if len(items) > SECTION_CAP:
            items = items[:1] + items[len(items) - SECTION_CAP + 1 :]
        cleaned: list[str] = []
        for item in items:
            item = clean(item, GOAL_MAX_CHARS)  # already cut to its section's limit
            if item and item not in cleaned:
                cleaned.append(item)
        done[key] = cleaned
    return done


def _file_items(call: ToolCall) -> list[str]:
    name = call.name.lower()
    action = (
        "edited"
        if any(w in name for w in _EDIT)
        else "read"
        if any(w in name for w in _READ)
        else "used"
    )
    items: list[str] = []
    args = call.arguments
    if isinstance(args, Mapping):
        for key in PATH_KEYS:
            value = args.get(key)
            values = value if isinstance(value, list) else [value]
            for one in values:
                if isinstance(one, str) and one.strip():
                    items.append(f"{action}: {one.strip()}")
        for key in COMMAND_KEYS if action != "edited" else ():  # an edit tool's "command" is a mode
            value = args.get(key)
            if isinstance(value, str) and value.strip():
                items.append(f"ran: {value.strip()}")
    if action == "edited" and not items:
        # a patch-style edit names its files inside its text (`*** Update File: a.py`)
        text = args if isinstance(args, str) else " ".join(_strings(args))
        items += [f"edited: {m.group(0)}" for m in PATH.finditer(text[:20_000])]
    return items


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, Mapping):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def call_label(call: ToolCall | None) -> str:
    if call is None:
        return "tool"
    args = call.arguments
    if isinstance(args, Mapping):
        for key in (*PATH_KEYS, *COMMAND_KEYS):
            value = args.get(key)
            if isinstance(value, str) and value:
                return f"{call.name} {value[:80]}"
    return call.name or "tool"


def extract(infos: Sequence[MessageInfo], calls: Mapping[str, ToolCall] | None = None) -> Sections:
    """The checkpoint sections found in `infos` (messages about to leave the context).

    `calls` maps tool-call ids made before `infos` to their calls, so a result whose call
    is outside the slice can still be labelled.
    """
    sections: Sections = {key: [] for key in SECTIONS}
    seen: dict[SectionKey, set[str]] = {key: set() for key in SECTIONS}
    known: dict[str, ToolCall] = dict(calls or {})
    next_step: str | None = None
    for info in infos:
        if info.note is not None or info.is_system:
            continue
        for call in info.tool_calls:
            known[call.id] = call
            for item in _file_items(call):
                _add(sections, "files", item, seen)
        for rid, result, failed in zip(
            info.result_ids, info.results, info.result_errors, strict=False
        ):
            lines = error_lines(result, limit=2)
            if failed and not lines and result.strip():
                lines = [result.strip().split("\n", 1)[0]]
            for line in lines:
                _add(sections, "errors", f"{call_label(known.get(rid))}: {line}", seen)
        text = info.text
        if not text.strip():
            continue
        if info.role == "user":
            if not sections["goal"]:
                _add(sections, "goal", text, seen)
            if not ACK.match(text):
                _add(sections, "user_requests", text, seen)
            for sentence in sentences_matching(CONSTRAINT, text):
                _add(sections, "constraints", sentence, seen)
            for line in error_lines(text, limit=2):
                _add(sections, "errors", f"reported: {line}", seen)
        elif info.role == "assistant":
            for sentence in sentences_matching(DONE, text):
                _add(sections, "done", sentence, seen)
            for sentence in sentences_matching(IN_PROGRESS, text):
                _add(sections, "in_progress", sentence, seen)
            for sentence in sentences_matching(FIX, text):
                _add(sections, "errors", f"fix: {sentence}", seen)
            for sentence in sentences_matching(NEXT, text):
                next_step = sentence
        for sentence in sentences_matching(DECISION, text):
            _add(sections, "decisions", sentence, seen)
        for sentence in sentences_matching(TODO, text):
            _add(sections, "todo", sentence, seen)
        for match in PATH.finditer(text):
            _add(sections, "files", f"mentioned: {match.group(0)}", seen)
    if next_step:
        _add(sections, "next_step", next_step, seen)
    return _finish(sections)
