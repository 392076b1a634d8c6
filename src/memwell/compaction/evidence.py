"""Which checkpoint items earn room in a small window, from evidence that does not
depend on one agent's wording.

A small window gives the whole history a few hundred tokens, so the dense copy must pick
a dozen items out of hundreds. Two kinds of item are worth less than their kind's rank
says, whatever the agent's phrasing:

- **prose that names nothing**: an item of the agent's with no anchor - no code span,
  quoted string, path or dotted name, camelCase or snake_case identifier, flag, number
  or hash ("Let me summarize what I've done:", "Let me fix it too.") - is something a
  reader can rebuild; it gets room after every item that names something. The user's
  words, the open plan and the tools' output are never that;
- **an earlier state of a thread**: a command run again (`ran: pytest -> 2 failed`,
  later `ran: pytest -> 5 passed`), the same error message from another run, or a plan
  item whose status moved on is said in its latest form; the earlier ones stay in the
  persisted checkpoint.

(Ranking the items of a kind by their anchors' recurrence per token was measured too,
and lost probes on the tuning split against the time order the copy keeps: see
docs/benchmarks.md, session 5.)
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from memwell.compaction.sections import SectionKey

_ANCHOR = re.compile(
    r"`([^`\n]{2,80})`"  # a code span
    r"|\"([^\"\n]{3,80})\""  # a quoted string
    r"|((?:[\w@~-]+)?(?:[./:][\w@-]+)+)"  # a path, a dotted name, host:port, file:line
    r"|(\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*|\b[A-Za-z]+_\w+)"  # camelCase, snake_case
    r"|((?<![\w-])--?[A-Za-z][\w-]+)"  # a flag
    r"|(\b\w*\d\w*)"  # a number, a version, a hash, an error code
)
# Anchors that name nothing in particular.
_TRIVIAL = frozenset({"e.g", "i.e", "etc", "vs", "...", "..", "./", "/"})
# The sections that hold the agent's narration; the others are the user's words, the
# plan's open items, the tools' own output (errors, files), the subagents' summary, and
# decisions, which carry their reason in words ("keep the retry budget small so a dead
# host fails fast") as often as in names: demoting those lost planted decisions in the
# generated sessions (0.867 -> 0.80 at 40k tokens, pressure 30).
_NARRATION: frozenset[SectionKey] = frozenset({"findings", "next_step", "done", "in_progress"})
# The agent's own lines in the errors section (`extract`: the sentences after a failure
# that give its cause or its fix): narration like the findings ("cause: Here's the change
# we need to make:"), unlike the error messages beside them.
_AGENT_ERROR_LABELS = ("cause: ", "fix: ")
# A plan item's status label; the text after it names the thread.
_PLAN = re.compile(r"^plan(?: \((?:pending|in_progress|in progress|completed)\))?: ")


def anchors(item: str) -> set[str]:
    """The verbatim things `item` names, lower-cased."""
    found: set[str] = set()
    for match in _ANCHOR.finditer(item):
        # each alternative has one group, and one alternative matched: the last group
        # closed is the one that took part
        text = match[match.lastindex or 0].strip(".,:;").lower()
        if text and text not in _TRIVIAL:
            found.add(text)
    return found


def names_nothing(key: SectionKey, item: str) -> bool:
    """Agent prose that names no anchor ("Let me summarize what I've done:"): a reader
    can rebuild it, so it gets room only after every item that names something. The
    user's words, the open plan and the tools' output are never that."""
    if key == "errors":
        # a cause or fix is the agent's sentence after a failure, not the tool's output
        return item.startswith(_AGENT_ERROR_LABELS) and not anchors(item)
    return key in _NARRATION and not anchors(item)


def thread(key: SectionKey, item: str) -> str | None:
    """What `item` is the state of, if a later item can supersede it: a command run
    again, an error message met again (its numbers aside), a plan item whose status
    changed."""
    if key == "files" and item.startswith("ran: "):
        return "ran:" + item[5:].split(" -> ", 1)[0].strip()
    if key == "errors" and ": " in item and not item.startswith(("cause: ", "fix: ")):
        # the same message from another run of the same tool: `pytest: ... No module named x`
        message = item.split(": ", 1)[1]
        return "error:" + re.sub(r"\s*\(exit code \d+\)|\d+", "", message).strip().lower()
    if key in ("todo", "done", "in_progress"):
        plan = _PLAN.match(item)
        if plan:
            return "plan:" + item[plan.end() :].strip().lower()
    return None


def superseded(kept: Mapping[SectionKey, list[str]]) -> set[tuple[SectionKey, int]]:
    """The items a later item of the same thread replaces (their latest state is kept).
    The plan's latest list is extracted last, so `done` after `todo` is not "later":
    among the plan sections the order done > in progress > to do decides."""
    latest: dict[str, tuple[int, SectionKey, int]] = {}
    status = {"todo": 0, "in_progress": 1, "done": 2}
    older: set[tuple[SectionKey, int]] = set()
    for key, items in kept.items():
        for i, item in enumerate(items):
            name = thread(key, item)
            if name is None:
                continue
            rank = (status.get(key, 0), key, i)
            previous = latest.get(name)
            if previous is None:
                latest[name] = rank
            elif (rank[0], rank[2]) > (previous[0], previous[2]):
                older.add((previous[1], previous[2]))
                latest[name] = rank
            else:
                older.add((key, i))
    return older
