"""What a tool call did, from its name, its arguments and its result's structure.

A file counts as edited only from a real edit: a path argument of an edit-type tool, a
patch's own file markers (`*** Update File: a.py`, `+++ b/a.py`), a file a shell command
writes (`sed -i`, `>`, `tee`), or the tool's own report of an edit (`Applied edit to
a.py`). A plan tool (a `todos`/`plan` list: Claude Code's TodoWrite, Codex's
update_plan, Cursor's todo_write) is the agent's plan, never an edit, whatever its name.
Agents that act through text (mini-SWE-agent, Aider) run the shell block of their reply;
such a block counts as a command when a tool output follows it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from memwell.compaction.commands import without_setup
from memwell.compaction.outcomes import reported_edits, shell_write_targets
from memwell.compaction.sections import cut
from memwell.compaction.transcript import ToolCall

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
PLAN_KEYS = ("todos", "plan", "todo_list", "tasks")
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
_TASK_LIST = ("task", "todo")
_READ = ("read", "view", "cat", "open", "grep", "search", "glob", "list", "ls", "find", "fetch")
_PATCH_FILE = re.compile(
    r"^(?:\*\*\* (?:Update|Add|Delete) File:\s*|\+\+\+ b/|diff --git a/\S+ b/)(\S+)", re.M
)
_SHELL_FENCE = re.compile(
    r"```(?:bash|sh|shell|console|zsh|mswea_bash_command)[ \t]*\n(.*?)```", re.S | re.I
)
_DONE_STATUS = ("completed", "complete", "done", "finished")


@dataclass(frozen=True, slots=True)
class PlanItem:
    text: str
    status: str  # "pending", "in_progress", "completed" (as the tool says it)

    @property
    def done(self) -> bool:
        return self.status.lower() in _DONE_STATUS


def kind(call: ToolCall) -> str:
    """'plan', 'edit', 'read' or 'other'."""
    if plan_items(call) is not None:
        return "plan"
    name = call.name.lower()
    # a task list's tools (Claude Code's TaskCreate / TaskUpdate) create and update
    # tasks, not files: read as edits, a task update after a file read "edited" that file
    if any(w in name for w in _EDIT) and not any(w in name for w in _TASK_LIST):
        return "edit"
    if any(w in name for w in _READ):
        return "read"
    return "other"


def plan_items(call: ToolCall) -> list[PlanItem] | None:
    """The plan a plan tool sets (its whole list, each item with its status), else None."""
    args = call.arguments
    if not isinstance(args, Mapping):
        return None
    for key in PLAN_KEYS:
        value = args.get(key)
        if isinstance(value, list) and value and all(isinstance(v, Mapping) for v in value):
            items = []
            for entry in value:
                text = next(
                    (
                        str(entry[k])
                        for k in ("content", "step", "title", "text", "task", "description")
                        if entry.get(k)
                    ),
                    "",
                )
                if text:
                    items.append(PlanItem(text, str(entry.get("status", "pending"))))
            return items
    return None


def _paths(args: Mapping[str, object]) -> list[str]:
    found: list[str] = []
    for key in PATH_KEYS:
        value = args.get(key)
        for one in value if isinstance(value, list) else [value]:
            if isinstance(one, str) and one.strip():
                found.append(one.strip())
    return found


def command_of(call: ToolCall) -> str | None:
    args = call.arguments
    if not isinstance(args, Mapping) or kind(call) == "edit":  # an edit tool's "command" is a mode
        return None
    for key in COMMAND_KEYS:
        value = args.get(key)
        if isinstance(value, str) and value.strip():
            return without_written_text(value.strip())
    return None


# A here-document's opening (`<<'EOF'`, `<<-EOF`, `<< "END"`): its body follows on the next
# lines, up to a line holding only the delimiter.
_HEREDOC = re.compile(r"<<-?\s*(['\"]?)([A-Za-z_]\w*)\1")


def without_written_text(command: str) -> str:
    """`command` without the body of a here-document that writes a file (`cat > a.md
    <<'EOF'` ... `EOF`): the body is the file's text, which the `edited:` item names.

    Trigger / Why / Outcome: a Codex session wrote a whole document through `cat > f
    <<'EOF'`; the command, document and all, was its `ran:` item, and the document's text
    was scanned as a shell command for files it writes (a `-> notes.md` in prose would be
    one). The line that opens the body and any command after its delimiter are kept; a
    here-document that writes no file (a commit message through `cat <<'EOF'`) is kept
    whole."""
    if "<<" not in command or "\n" not in command:
        return command
    lines = command.split("\n")
    for k, line in enumerate(lines):
        opening = _HEREDOC.search(line)
        if opening is None or not shell_write_targets(line):
            continue
        end = next(
            (j for j in range(k + 1, len(lines)) if lines[j].strip() == opening.group(2)),
            len(lines),
        )
        return "\n".join([*lines[: k + 1], *lines[end + 1 :]]).strip()
    return command


def file_items(call: ToolCall, result: str = "") -> list[str]:
    """`edited: p`, `read: p`, `used: p`, `ran: cmd` items for one call and its result."""
    what = kind(call)
    if what == "plan":
        return []
    args = call.arguments
    items: list[str] = []
    paths = _paths(args) if isinstance(args, Mapping) else []
    action = {"edit": "edited", "read": "read"}.get(what, "used")
    items += [f"{action}: {p}" for p in paths]
    command = command_of(call)
    if command:
        items.append(f"ran: {command}")
        items += [f"edited: {p}" for p in shell_write_targets(command)]
    if what == "edit" and not paths:
        text = args if isinstance(args, str) else " ".join(_strings(args))
        items += [f"edited: {m.group(1)}" for m in _PATCH_FILE.finditer(text[:20_000])]
    if what != "read" and result:
        items += [f"edited: {p}" for p in reported_edits(result)]
    return list(dict.fromkeys(items))


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, Mapping):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def fenced_commands(text: str) -> list[str]:
    """Shell commands in the fenced blocks of a reply (for agents that act through text)."""
    return [m.group(1).strip() for m in _SHELL_FENCE.finditer(text) if m.group(1).strip()]


def label(call: ToolCall | None) -> str:
    """A short name for a call in an error line: the tool and its file name or command
    (the error message is what the line is for; the directories are in the files list)."""
    if call is None:
        return "tool"
    args = call.arguments
    if isinstance(args, Mapping):
        for key in PATH_KEYS:
            value = args.get(key)
            if isinstance(value, str) and value:
                return f"{call.name} {value.rstrip('/').rsplit('/', 1)[-1]}"
        for key in COMMAND_KEYS:
            value = args.get(key)
            if isinstance(value, str) and value:
                return (
                    f"{call.name} {cut(without_setup(value.strip().splitlines()[0]), 60)}"
                    if value.strip()
                    else call.name
                )
    return call.name or "tool"


# A checklist line an edit adds (`+ - [ ] item`, `+ 4. [ ] item`): the agent writing its
# plan into a TODO file.
_ADDED_OPEN_ITEM = re.compile(r"^\+\s*(?:[-*]|\d+[.)])\s*\[ \]\s*(.+?)\s*$", re.M)
_OPEN_ITEM = re.compile(r"^\s*(?:[-*]|\d+[.)])\s*\[ \]\s*(.+?)\s*$", re.M)
_NEW_TEXT_KEYS = ("content", "new_string", "new_str", "file_text")


def written_plan(call: ToolCall) -> list[str]:
    """The open checklist items an edit adds to a file, in order (none for other calls)."""
    if kind(call) != "edit":
        return []
    args = call.arguments
    text = " \n".join(_strings(args))
    if "[ ]" not in text:
        return []
    items = [m.group(1) for m in _ADDED_OPEN_ITEM.finditer(text)]
    if isinstance(args, Mapping):  # a whole new text (Write's content, Edit's new_string)
        for key in _NEW_TEXT_KEYS:
            value = args.get(key)
            if isinstance(value, str):
                items += [m.group(1) for m in _OPEN_ITEM.finditer(value)]
    return list(dict.fromkeys(i.rstrip(":") for i in items))


# A checked line an edit adds (`+ - [x] item`): the agent recording in its TODO or
# CHANGELOG what it finished, often the only line that names the change in a few words.
_ADDED_DONE_ITEM = re.compile(r"^\+\s*(?:[-*]|\d+[.)])\s*\[[xX]\]\s*(.+?)\s*$", re.M)


def written_done(call: ToolCall) -> list[str]:
    """The checked checklist items an edit adds to a file, in order (none for other calls).

    Only a diff's added lines count: a whole new text restates items checked before."""
    if kind(call) != "edit":
        return []
    text = " \n".join(_strings(call.arguments))
    if "[x]" not in text and "[X]" not in text:
        return []
    items = (m.group(1).rstrip(":") for m in _ADDED_DONE_ITEM.finditer(text))
    return list(dict.fromkeys(i for i in items if len(i) > 3))


def plan_lines(plan: Sequence[PlanItem]) -> tuple[list[str], list[str]]:
    """(open items, done items) of the latest plan."""
    open_items = [f"plan ({p.status}): {p.text}" for p in plan if not p.done]
    done = [f"plan: {p.text}" for p in plan if p.done]
    return open_items, done
