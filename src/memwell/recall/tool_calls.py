"""A tool call (or an action described in words) as the operations it performs.

Trigger: the pre-execution gate is about to judge a call.

Why: a rule forbids a kind of action on a thing ("never force-push to main"); to test it
the call must be read the same way: `git push --force origin main` force-pushes branch
`main`; `sqlite3 orders.sqlite "SELECT ..."` only reads; `calendar_delete_event` deletes an
event of the calendar it names. Shell commands are split with `shlex` and read per program
(git, gh, rm/mv/cp, SQL clients, kubectl, curl, package runners, inline scripts); Edit and
Write by path and content; other tools (MCP style) by the words of their name and fields.

Outcome: `parse_call(tool, input)` → a tuple of `Operation`s. Each has verb classes (see
`recall.rule_vocab`), the values it acts on (branches, paths, tables, recipients, ...),
the kinds of thing it touches (tool-name words, field names), where it happens (working
directory, database file) and an amount when a field carries one.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import shlex
from collections.abc import Mapping, Sequence
from typing import Any

from memwell.lazy_patterns import lazy_compile
from memwell.recall.actions import READ_ONLY_TOOLS
from memwell.recall.api_objects import api_verbs, is_time, kinds_named, object_effects
from memwell.recall.call_fields import (
    call_amount,
    call_keys,
    call_leaves,
    call_quantities,
    call_strings,
    switched_acts,
)
from memwell.recall.carried_commands import field_command, piped_command
from memwell.recall.open_acts import name_open_acts
from memwell.recall.operations import BranchOf, Operation, served
from memwell.recall.rule_states import call_states
from memwell.recall.rule_terms import object_terms
from memwell.recall.rule_vocab import fold, lead_verbs, name_verbs, verbs_in

_SHELL_TOOLS = frozenset({"bash", "shell", "run_shell_command", "terminal", "exec", "sh"})
_WRITE_TOOLS = frozenset({"write", "write_file", "create_file", "notebookedit"})
_EDIT_TOOLS = frozenset({"edit", "multiedit", "replace", "str_replace", "apply_patch", "edit_file"})
_GROUP_KEY = lazy_compile(r"(?i)group|channel|broadcast|all_members|everyone")
# what names the record an update picks, not a field it sets
# a send to many: a segment, an audience, a list, everyone
_MASS_KEY = lazy_compile(
    r"(?i)segment|audience|population|recipients$|mailing_list|broadcast|all_members|everyone"
)
_COUNT_KEY = lazy_compile(r"(?i)recipient_count|recipients_count|audience_size")
# one person a message goes to
_DIRECT_KEY = lazy_compile(r"(?i)to|recipient|user_?id|phone(?:_number)?|email|member_?id")
# goods a transfer moves (not money)
_GOODS_KEY = lazy_compile(r"(?i)^(?:items?|lines?|quantity|qty|stock|sku|inventory)$")
_STATE_KEY = lazy_compile(r"(?i)status|state|visibility")
_PUBLIC_STATES = frozenset({"active", "published", "public", "live", "visible", "listed"})
_SENT_STATES = frozenset({"sent", "submitted", "issued"})
_PUBLIC_FLAG = lazy_compile(r"(?i)published|public|is_public|live|visible")
_ID_KEY = lazy_compile(r"(?i)(?:^|_)(?:id|ids|key|uuid|name|organi[sz]ation|shop|account|user)$")
_TIME_KEY = lazy_compile(r"(?i)^(?:start|end|date|time|when|starts?_at|ends?_at)")
# SQL as SQL is written, not "delete the production database" said in words
_SQL_STATEMENT = lazy_compile(
    r"(?is)^\s*(?:select\s.+\sfrom\s|drop\s+(?:table|database|schema|index|view)\s|"
    r"truncate\s+(?:table\s+)?[\w.\"`]+\s*;?\s*$|delete\s+from\s|update\s+[\w.\"`]+\s+set\s|"
    r"insert\s+into\s|alter\s+table\s|create\s+(?:table|database|index)\s)"
)
_SHELL_START = lazy_compile(r"^\s*(?:sudo\s+)?[\w./-]+(?:\s|$)")
_KNOWN_PROGRAMS = frozenset(
    [
        "git",
        "gh",
        "rm",
        "rmdir",
        "mv",
        "cp",
        "rsync",
        "shred",
        "unlink",
        "touch",
        "mkdir",
        "chmod",
        "chown",
        "kubectl",
        "helm",
        "terraform",
        "curl",
        "wget",
        "npm",
        "npx",
        "yarn",
        "pnpm",
        "make",
        "docker",
        "cargo",
        "pip",
        "pip3",
        "psql",
        "mysql",
        "sqlite3",
        "dropdb",
        "createdb",
        "redis-cli",
        "mongosh",
        "aws",
        "gcloud",
        "az",
        "vercel",
        "netlify",
        "fly",
        "heroku",
        "python",
        "python3",
        "node",
    ]
)


def current_branch(cwd: str | None) -> str | None:
    """The branch checked out in `cwd`, asked of git itself (None outside a repository)."""
    if not cwd or not os.path.isdir(cwd):
        return None
    import subprocess  # only for a push that names no branch: a gate call pays for it then

    try:
        done = subprocess.run(
            ["git", "-C", cwd, "rev-parse", "--abbrev-ref", "HEAD"],
            capture_output=True,
            text=True,
            timeout=2,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    branch = done.stdout.strip()
    return branch if done.returncode == 0 and branch and branch != "HEAD" else None


def split_call(action: str | Mapping[str, Any]) -> tuple[str | None, Any]:
    """(tool name, input) of a call in any of the shapes agents use; free text → (None, text)."""
    data: Any = action
    if isinstance(action, str):
        stripped = action.strip()
        if not stripped.startswith("{"):
            return None, stripped
        try:
            data = json.loads(stripped)
        except ValueError:
            return None, stripped
        if not isinstance(data, dict):
            return None, stripped
    tool = None
    for key in ("tool", "tool_name", "name", "toolName", "function"):
        value = data.get(key)
        if isinstance(value, str) and value:
            tool = value
            break
        if isinstance(value, Mapping) and isinstance(value.get("name"), str):
            tool = value["name"]
            data = {**data, "arguments": value.get("arguments")}
            break
    raw: Any = None
    for key in ("input", "tool_input", "arguments", "args", "parameters", "toolInput"):
        if key in data:
            raw = data[key]
            break
    if isinstance(raw, str):
        try:
            raw = json.loads(raw)
        except ValueError:
            raw = {"command": raw}
    return tool, raw


def parse_call(
    tool: str | None,
    tool_input: Any,
    *,
    cwd: str | None = None,
    branch_of: BranchOf = current_branch,
) -> tuple[Operation, ...]:
    """The operations one call performs (at least one)."""
    name = (tool or "").strip()
    low = name.lower()
    data: Mapping[str, Any] = tool_input if isinstance(tool_input, Mapping) else {}
    if isinstance(data.get("cwd"), str):
        cwd = data["cwd"]
    if not name:
        text = (
            tool_input
            if isinstance(tool_input, str)
            else json.dumps(tool_input, ensure_ascii=False)
        )
        return parse_text(text, cwd=cwd, branch_of=branch_of)
    command = data.get("command") if isinstance(data.get("command"), str) else None
    if low in _SHELL_TOOLS or (command is not None and low.endswith(("bash", "shell", "command"))):
        return parse_shell(command or str(tool_input), cwd=cwd, branch_of=branch_of)
    if low in READ_ONLY_TOOLS:
        return (Operation(frozenset({"read"}), tuple(call_strings(data)), (low,), source=name),)
    if low in _WRITE_TOOLS or low in _EDIT_TOOLS:
        path = next(
            (
                data[k]
                for k in ("file_path", "path", "filepath", "notebook_path")
                if isinstance(data.get(k), str)
            ),
            "",
        )
        verbs = {"edit", "write", "add"} | ({"overwrite"} if low in _WRITE_TOOLS else set())
        if served(path):
            verbs.add("publish")  # a page written into the site's root is on the site
        content = [
            str(data[k])[:2000]
            for k in ("old_string", "new_string", "content", "new_source", "patch")
            if isinstance(data.get(k), str)
        ]
        for edit in data.get("edits", []) if isinstance(data.get("edits"), list) else []:
            if isinstance(edit, Mapping):
                content += [str(edit.get(k, ""))[:1000] for k in ("old_string", "new_string")]
        return (
            Operation(
                frozenset(verbs),
                (path, *content),
                ("file",),
                context=(os.path.dirname(path),) if path else (),
                source=f"{name} {path}",
            ),
        )
    statements = [v for k in ("sql", "query", "statement") if isinstance(v := data.get(k), str)]
    if statements and _SQL_STATEMENT.match(statements[0]):
        from memwell.recall.program_calls import sql_operations  # see parse_shell

        database = [v for k in ("database", "db", "path") if isinstance(v := data.get(k), str)]
        return tuple(sql_operations(statements[0], database, name))
    named = _named_tool(name, data)
    carried = field_command(data) if named.verbs <= {"run"} else None
    # `reveal_reviewers`: the verb the name leads with, when the table does not read it,
    # is met by a rule that forbids the same word (`recall.open_acts`)
    named = dataclasses.replace(named, verbs=named.verbs | name_open_acts(name))
    if carried is not None:
        # `edr__rtr_run {"hostname": …, "command": "kill 4812; rm …"}`: a tool that runs a
        # command on a host does what the command does, there
        where = tuple(v for v in named.values if v != carried)
        inner = parse_shell(carried, cwd=None, branch_of=branch_of)
        return (
            named,
            *(dataclasses.replace(o, values=(*o.values, *where), context=where) for o in inner),
        )
    return (named,)


def _named_tool(name: str, data: Mapping[str, Any]) -> Operation:
    """An MCP-style tool: verbs from its name and fields, values from its string fields."""
    words = " ".join(re.split(r"[_\-.:\s]+|(?<=[a-z])(?=[A-Z])", name))
    keys = [k for k in call_keys(data)]
    verbs = name_verbs(words) | api_verbs(words.split())
    key_text = " ".join(" ".join(re.split(r"[_\-]+", k)) for k in keys)
    verbs |= verbs_in(key_text) & {"forward", "delete", "cancel"}
    values = call_strings(data)
    if verbs & {"edit"} and isinstance(data, Mapping):
        # `update_item {"price": 750}`: an update acts on the fields it sets, by their names
        values += [" ".join(re.split(r"[_\-]+", k)) for k in _set_fields(data)]
    server = re.match(r"(?i)^mcp__([^_]+(?:_[^_]+)*?)__", name)
    if any(fold(v) in {"accepted", "accept", "yes", "going"} for v in values):
        verbs.add("accept")
    if "send" in verbs and _to_many(data, keys):
        verbs.add("broadcast")
    if "send" in verbs and (
        any(re.match(r"(?i)attach|media|files?$", k) for k in keys)
        or any(v.startswith("#") for v in values)
    ):
        verbs.add("publish")  # a file sent, or a message to a channel, is put out there
    # what the generic verb does to the kind of thing named: `create_event` books,
    # `delete_event` cancels, `schedule_reminder` sends, `write_cells` edits
    verbs |= object_effects(verbs, words.split())
    if verbs & {"edit"} and (
        any(_TIME_KEY.match(k) for k in keys)
        or (
            "appointment" in kinds_named(words.split())
            and any(is_time(v) for k, v in call_leaves(data) if not _ID_KEY.search(k))
        )
    ):
        verbs.add("move")  # changing when an event happens moves it
    verbs |= _state_effects(data)
    # Stripe's API counts `amount` in the currency's smallest unit, with or without a
    # `currency` field beside it
    amount = call_amount(
        data, minor_default=server is not None and server.group(1).lower() == "stripe"
    )
    if "pay" in verbs and amount is None and any(_GOODS_KEY.search(k) for k in keys):
        verbs = (verbs - {"pay"}) | {"move"}  # `transfer_stock {"items": ...}` moves goods
    if (amount is not None and verbs & {"send", "run"}) or (amount is not None and not verbs):
        verbs.add("pay")
    # after the amount: an invoice sent is not a payment made
    verbs |= switched_acts(data)
    if not verbs:
        verbs.add("run")
    return Operation(
        frozenset(verbs),
        tuple(values),
        (words, *keys),
        amount=amount,
        source=name,
        tool_words=words,
        # `mcp__square__refund_payment` acts on Square: a rule naming the service names it
        service=fold(server.group(1).replace("_", " ")) if server else "",
        quantities=call_quantities(data),
        states=call_states(call_leaves(data)),
    )


# a field that picks the records an update acts on, not one it sets
_SELECTOR_KEY = lazy_compile(r"(?i)^(?:filter|filters|where|query|match|search|lookup|selector)$")


def _set_fields(data: Mapping[str, Any]) -> list[str]:
    """The names of the fields an update sets, nested ones included (`{"variants":
    [{"price": 5500}]}` sets a price), leaving out what picks the record (its id, a
    filter)."""
    out: list[str] = []
    for key, value in data.items():
        if _ID_KEY.search(str(key)) or _SELECTOR_KEY.match(str(key)):
            continue
        if isinstance(value, Mapping):
            out += _set_fields(value)
        elif isinstance(value, list):
            for item in value[:20]:
                if isinstance(item, Mapping):
                    out += _set_fields(item)
        else:
            out.append(str(key))
    return out


def _to_many(data: Mapping[str, Any], keys: Sequence[str]) -> bool:
    """Whether a send goes to many people. Why: messaging APIs name the sending channel or
    account (`"channel": "@shop"`) beside one recipient (`"to": "U4f2..."`): that is a
    direct message, not a broadcast; a segment, an audience or a recipient count over one
    is a broadcast whatever else the call names."""
    if any(_MASS_KEY.search(k) for k in keys):
        return True
    counts = [
        v
        for k, v in call_leaves(data)
        if _COUNT_KEY.search(k) and isinstance(v, int | float) and not isinstance(v, bool)
    ]
    if any(count > 1 for count in counts):
        return True
    direct = any(
        _DIRECT_KEY.fullmatch(str(k)) and isinstance(v, str) and v.strip() for k, v in data.items()
    )
    return not direct and any(_GROUP_KEY.search(k) for k in keys)


def _state_effects(data: Mapping[str, Any]) -> set[str]:
    """What a state a call sets does. Why: APIs publish and send by a field rather than by
    a verb in the tool's name: `update_product {"status": "active"}` puts the product on
    sale, `create_quote {"status": "SENT"}` sends the quote, `{"published": true}` publishes
    the collection. A future publication time (`published_at`) schedules, it does not
    publish now."""
    found: set[str] = set()
    for key, value in call_leaves(data):
        name = key.lower()
        if _STATE_KEY.fullmatch(name) and isinstance(value, str):
            state = value.strip().lower()
            if state in _PUBLIC_STATES:
                found.add("publish")
            elif state in _SENT_STATES:
                found.add("send")
        elif _PUBLIC_FLAG.fullmatch(name) and value is True:
            found.add("publish")
    return found


# --- free text ----------------------------------------------------------------------------


def parse_text(
    text: str, *, cwd: str | None = None, branch_of: BranchOf = current_branch
) -> tuple[Operation, ...]:
    """An action given as text: a shell command, an SQL statement, or words."""
    first = text.strip().split(maxsplit=1)[0].lower() if text.strip() else ""
    if _SQL_STATEMENT.match(text):
        from memwell.recall.program_calls import sql_operations  # see parse_shell

        return tuple(sql_operations(text, (), "text"))
    if first in _KNOWN_PROGRAMS or first == "sudo" or (_SHELL_START.match(text) and "&&" in text):
        # "git push --forceして": the command ends where the Japanese request begins
        command = re.split(r"[\u3040-\u30ff\u3400-\u9fff]", text, maxsplit=1)[0]
        ops = parse_shell(command, cwd=cwd, branch_of=branch_of)
        if any(op.verbs - {"run"} for op in ops):
            return ops
    japanese = bool(re.search(r"[\u3040-\u30ff\u3400-\u9fff]", text))
    if japanese:
        verbs = verbs_in(text)
    else:  # the request is the last sentence that asks for something
        sentences = [lead_verbs(part) for part in re.split(r"(?<=[.!?])\s+", text)]
        verbs = next((v for v in reversed(sentences) if v), set())
    verbs = verbs or {"run"}
    values = tuple(object_terms(text))
    unknown = bool(verbs & {"push", "force_push", "merge"}) and not values
    return (
        Operation(
            frozenset(verbs), values, (), target_unknown=unknown, source=text[:300], described=True
        ),
    )


# --- shell --------------------------------------------------------------------------------


# ssh options that take a value (`ssh -p 2222 -i key host cmd`)
_SSH_VALUE_OPTIONS = frozenset("bcDEeFIiJLlmOopQRSWw")


def wrapped_command(program: str, args: Sequence[str]) -> tuple[tuple[str, ...], str] | None:
    """(where it runs, the command) for a program that runs a command it is given: a
    remote shell (`ssh`), a shell's `-c`, a container's `exec`; None for any other."""
    if program in {"ssh", "autossh"}:
        i = 0
        while i < len(args) and args[i].startswith("-"):
            flag = args[i]
            takes_value = len(flag) == 2 and flag[1] in _SSH_VALUE_OPTIONS
            i += 2 if takes_value else 1
        if i + 1 >= len(args):
            return None  # an interactive login runs nothing we can read
        host = args[i]
        return (host, host.split("@", 1)[-1]), " ".join(args[i + 1 :])
    if program in {"sh", "bash", "zsh", "dash"} and "-c" in args[:3]:
        at = list(args).index("-c")
        return ((), args[at + 1]) if at + 1 < len(args) else None
    if program in {"docker", "podman"} and args[:1] == ["exec"]:
        rest = [a for a in args[1:] if not a.startswith("-")]
        return ((rest[0],), " ".join(rest[1:])) if len(rest) > 1 else None
    if program in {"kubectl", "oc"} and "exec" in args[:2] and "--" in args:
        at = list(args).index("--")
        return ((), " ".join(args[at + 1 :])) if at + 1 < len(args) else None
    return None


def _switched_branch(program: str, args: Sequence[str]) -> str | None:
    """The branch a `git checkout`/`git switch` segment leaves checked out, if any."""
    if program != "git" or not args or args[0] not in {"checkout", "switch"} or "--" in args:
        return None
    names = [a for a in args[1:] if not a.startswith("-")]
    return names[0] if len(names) == 1 and not os.path.splitext(names[0])[1] else None


def _on_branch(branch: str) -> BranchOf:
    def branch_of(_cwd: str | None) -> str | None:
        return branch

    return branch_of


# what takes data out of the machine or to someone: a pipe into it carries the data
_LEAVING = frozenset({"publish", "send"})

# `psql ... <<'SQL'` + the statements + `SQL`: a here-document fed to a program
_HEREDOC = lazy_compile(r"(?s)<<-?[ \t]*(['\"]?)(\w+)\1([^\n]*)\n(.*?)\n[ \t]*\2[ \t]*(?=\n|$)")


def _sql_heredocs_inline(command: str) -> str:
    """A here-document given to a SQL client, as the client's `-c` argument. Why: the
    statements are what the call does (`sqlplus ... <<SQL UPDATE ... SQL` edits a table);
    read line by line as shell, `UPDATE` would be an unknown program."""
    if "<<" not in command:
        return command

    def inline(match: re.Match[str]) -> str:
        line_start = command.rfind("\n", 0, match.start()) + 1
        words = command[line_start : match.start()].split()
        programs = {os.path.basename(w) for w in words}
        from memwell.recall.program_calls import SQL_CLIENTS  # see parse_shell

        if not programs & SQL_CLIENTS:
            return match.group(0)
        return f"-c {shlex.quote(match.group(4))}{match.group(3)}"

    return _HEREDOC.sub(inline, command)


def parse_shell(
    command: str, *, cwd: str | None = None, branch_of: BranchOf = current_branch
) -> tuple[Operation, ...]:
    """The operations of a shell command line, segment by segment (`&&`, `;`, `|`)."""
    # Trigger: a shell command (or SQL) to read. Why: the readers of programs and inline
    # scripts are a third of the gate's imports, and the gate also reads turns in words
    # (`parse_text`), in a hook process of their own when the service is down. Outcome:
    # they are imported where a command is read, not with this module.
    from memwell.recall.program_calls import program_operations

    command = _sql_heredocs_inline(command)
    try:
        lexer = shlex.shlex(command, posix=True, punctuation_chars=";&|<>")
        lexer.whitespace_split = True
        tokens = list(lexer)
    except ValueError:  # unbalanced quotes: read it as words rather than fail
        tokens = command.split()
    segments: list[list[str]] = [[]]
    piped: set[int] = set()  # segments whose input is the output of the one before
    redirect = ""
    ops: list[Operation] = []
    written_to: dict[int, str] = {}  # segment -> the file its output is redirected into
    for token in tokens:
        if token in {"&&", "||", ";", "|", "&", ";;"}:
            if token == "|":
                piped.add(len(segments))
            segments.append([])
        elif token in {">", ">>", "&>", "2>"}:
            redirect = token
        elif redirect:
            if redirect != "2>" and token != "/dev/null":  # output kept somewhere
                written_to[len(segments) - 1] = token
            ops.append(
                Operation(
                    frozenset({"write", "overwrite", "edit"}),
                    (token,),
                    ("file",),
                    source=f"> {token}",
                )
            )
            redirect = ""
        else:
            segments[-1].append(token)
    made_by: dict[int, list[Operation]] = {}
    for index, argv in enumerate(segments):
        while argv and (
            argv[0] in {"sudo", "time", "nohup", "exec"} or re.match(r"^\w+=", argv[0])
        ):
            argv = argv[1:]
        if not argv:
            continue
        program = os.path.basename(argv[0])
        inner = wrapped_command(program, argv[1:])
        if inner is None and index in piped:
            # `echo 'helm upgrade …' | at 17:30`: the reader runs the command echoed to it
            echoed = piped_command(segments[index - 1], program, argv[1:])
            inner = ((), echoed) if echoed else None
        if inner is not None:
            # the wrapper runs a command of its own (`ssh host 'rm -rf x'`, `sh -c '...'`):
            # judge that command, on the host it runs on
            where, command_text = inner
            inner_ops = parse_shell(command_text, cwd=None, branch_of=branch_of)
            if where and index in written_to:
                # `ssh host 'list x' > local.csv`: what the host holds is copied off it
                carried = [v for o in inner_ops for v in o.values]
                ops.append(
                    Operation(
                        frozenset({"publish", "write"}),
                        (*carried, *where, written_to[index]),
                        ("file",),
                        context=where,
                        source=" ".join(argv)[:300],
                    )
                )
            for inner_op in inner_ops:
                ops.append(
                    dataclasses.replace(
                        inner_op,
                        values=(*inner_op.values, *where),
                        context=(*inner_op.context, *where),
                        source=" ".join(argv)[:300],
                    )
                    if where
                    else inner_op
                )
            continue
        if program == "cd":
            target = argv[1] if len(argv) > 1 else "~"
            cwd = target if os.path.isabs(target) or not cwd else os.path.join(cwd, target)
            continue
        made = program_operations(program, argv[1:], cwd, branch_of, " ".join(argv))
        if index in piped and index - 1 in made_by:
            # `psql -c "SELECT ... clients" | aws s3 cp - s3://x/`: what an upload or a send
            # reads from a pipe is what the segment before it produced
            fed = [v for o in made_by[index - 1] for v in o.values if v != "-"]
            made = [
                dataclasses.replace(o, values=(*o.values, *fed)) if o.verbs & _LEAVING else o
                for o in made
            ]
        made_by[index] = made
        ops.extend(made)
        switched = _switched_branch(program, argv[1:])
        if switched:
            # `git checkout main && git merge x`: later segments act on the branch switched to
            branch_of = _on_branch(switched)
    return tuple(ops) or (Operation(frozenset({"run"}), source=command[:300]),)
