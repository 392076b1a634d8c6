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

import json
import os
import re
import shlex
import subprocess
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from memwell.recall.actions import READ_ONLY_TOOLS
from memwell.recall.rule_terms import object_terms
from memwell.recall.rule_vocab import fold, keys_of, lead_verbs, verbs_in

BranchOf = Callable[[str | None], str | None]

_SHELL_TOOLS = frozenset({"bash", "shell", "run_shell_command", "terminal", "exec", "sh"})
_WRITE_TOOLS = frozenset({"write", "write_file", "create_file", "notebookedit"})
_EDIT_TOOLS = frozenset({"edit", "multiedit", "replace", "str_replace", "apply_patch", "edit_file"})
_READ_PROGRAMS = frozenset(
    [
        "ls",
        "cat",
        "head",
        "tail",
        "less",
        "more",
        "grep",
        "rg",
        "find",
        "pwd",
        "echo",
        "which",
        "wc",
        "tree",
        "stat",
        "du",
        "df",
        "env",
        "printenv",
        "date",
        "whoami",
        "file",
        "diff",
        "jq",
        "sort",
        "uniq",
    ]
)
_SQL_CLIENTS = frozenset(
    {"sqlite3", "psql", "mysql", "mariadb", "duckdb", "sqlcmd", "clickhouse-client"}
)
_RUNNERS = frozenset(
    {"python", "python3", "node", "ruby", "perl", "bash", "sh", "zsh", "deno", "bun"}
)
_AMOUNT_KEY = re.compile(r"(?i)amount|price|total|sum|value|jpy|usd|eur|cost")
_GROUP_KEY = re.compile(r"(?i)group|channel|broadcast|all_members|everyone")
_TIME_KEY = re.compile(r"(?i)^(?:start|end|date|time|when|starts?_at|ends?_at)")
_SQL_VERB = re.compile(
    r"(?is)^\s*(select|with|explain|show|pragma|drop|truncate|delete|update|insert|alter|create|replace|grant|revoke)\b"
)
# SQL as SQL is written, not "delete the production database" said in words
_SQL_STATEMENT = re.compile(
    r"(?is)^\s*(?:select\s.+\sfrom\s|drop\s+(?:table|database|schema|index|view)\s|"
    r"truncate\s+(?:table\s+)?[\w.\"`]+\s*;?\s*$|delete\s+from\s|update\s+[\w.\"`]+\s+set\s|"
    r"insert\s+into\s|alter\s+table\s|create\s+(?:table|database|index)\s)"
)
_SHELL_START = re.compile(r"^\s*(?:sudo\s+)?[\w./-]+(?:\s|$)")
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
_READ_GIT = frozenset(
    [
        "status",
        "log",
        "diff",
        "show",
        "blame",
        "fetch",
        "remote",
        "describe",
        "rev-parse",
        "ls-files",
        "grep",
        "shortlog",
        "reflog",
    ]
)


@dataclass(frozen=True)
class Operation:
    """One thing a call does: what (verbs), to what (values), of which kind, and where."""

    verbs: frozenset[str]
    values: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()
    context: tuple[str, ...] = ()
    amount: float | None = None
    target_unknown: bool = False  # e.g. a push whose branch cannot be told
    described: bool = False  # said in words, not a call: how it will be done is unknown
    source: str = ""
    extra: Mapping[str, str] = field(default_factory=dict)

    @property
    def verbs_text(self) -> str:
        return ", ".join(sorted(self.verbs))

    @property
    def read_only(self) -> bool:
        return self.verbs <= {"read"}

    @cached_property
    def value_index(self) -> tuple[frozenset[str], tuple[str, ...]]:
        return _index(self.values)

    @cached_property
    def kind_index(self) -> tuple[frozenset[str], tuple[str, ...]]:
        return _index(self.kinds)

    @cached_property
    def context_index(self) -> tuple[frozenset[str], tuple[str, ...]]:
        return _index(self.context)

    def to_dict(self) -> dict[str, Any]:
        return {
            "verbs": sorted(self.verbs),
            "values": list(self.values[:12]),
            "kinds": list(self.kinds[:8]),
            "context": list(self.context[:4]),
            "amount": self.amount,
            "target_unknown": self.target_unknown,
            "source": self.source[:200],
        }


def _index(strings: Sequence[str]) -> tuple[frozenset[str], tuple[str, ...]]:
    """Every key a string is matched by: whole, path segments, identifier parts, words."""
    keys: set[str] = set()
    raw: list[str] = []
    for text in strings:
        low = fold(text)
        raw.append(low)
        for token in re.findall(r"[^\s\"'`,;()\[\]{}<>=|]+", low):
            token = token.strip(".:!?")
            if not token:
                continue
            keys |= keys_of(token)
            for part in re.split(r"[/\\]+", token):
                if part:
                    keys |= keys_of(part)
                    stem_part = part.rsplit(".", 1)[0] if "." in part[1:] else part
                    for piece in re.split(r"[-_.@~+*:]+", stem_part):
                        if len(piece) > 1 and not piece.isdigit():
                            keys |= keys_of(piece)
                    if "@" in part:
                        keys |= keys_of(part.split("@", 1)[1])
    return frozenset(keys), tuple(raw)


def current_branch(cwd: str | None) -> str | None:
    """The branch checked out in `cwd`, asked of git itself (None outside a repository)."""
    if not cwd or not os.path.isdir(cwd):
        return None
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
        return (Operation(frozenset({"read"}), tuple(_strings(data)), (low,), source=name),)
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
        database = [v for k in ("database", "db", "path") if isinstance(v := data.get(k), str)]
        return tuple(_sql(statements[0], database, name))
    return (_named_tool(name, data),)


def _named_tool(name: str, data: Mapping[str, Any]) -> Operation:
    """An MCP-style tool: verbs from its name and fields, values from its string fields."""
    words = " ".join(re.split(r"[_\-.:\s]+|(?<=[a-z])(?=[A-Z])", name))
    keys = [k for k in _keys(data)]
    verbs = set(verbs_in(words))
    key_text = " ".join(" ".join(re.split(r"[_\-]+", k)) for k in keys)
    verbs |= verbs_in(key_text) & {"forward", "delete", "cancel"}
    values = _strings(data)
    if any(fold(v) in {"accepted", "accept", "yes", "going"} for v in values):
        verbs.add("accept")
    if "send" in verbs and any(_GROUP_KEY.search(k) for k in keys):
        verbs.add("broadcast")
    if verbs & {"edit"} and any(_TIME_KEY.match(k) for k in keys):
        verbs.add("move")  # changing when an event happens moves it
    amount = None
    for key, value in _leaves(data):
        if (
            isinstance(value, int | float)
            and not isinstance(value, bool)
            and _AMOUNT_KEY.search(key)
        ):
            amount = float(value)
            break
    if (amount is not None and verbs & {"send", "run"}) or (amount is not None and not verbs):
        verbs.add("pay")
    if not verbs:
        verbs.add("run")
    return Operation(
        frozenset(verbs),
        tuple(values),
        (words, *keys),
        amount=amount,
        source=name,
    )


def _keys(data: Any, prefix: str = "") -> list[str]:
    out: list[str] = []
    if isinstance(data, Mapping):
        for key, value in data.items():
            out.append(str(key))
            out += _keys(value)
    elif isinstance(data, list):
        for item in data[:20]:
            out += _keys(item)
    return out


def _leaves(data: Any, key: str = "") -> list[tuple[str, Any]]:
    if isinstance(data, Mapping):
        return [leaf for k, v in data.items() for leaf in _leaves(v, str(k))]
    if isinstance(data, list):
        return [leaf for item in data[:50] for leaf in _leaves(item, key)]
    return [(key, data)]


def _strings(data: Any) -> list[str]:
    return [str(v)[:2000] for _, v in _leaves(data) if isinstance(v, str) and v.strip()]


# --- free text ----------------------------------------------------------------------------


def parse_text(
    text: str, *, cwd: str | None = None, branch_of: BranchOf = current_branch
) -> tuple[Operation, ...]:
    """An action given as text: a shell command, an SQL statement, or words."""
    first = text.strip().split(maxsplit=1)[0].lower() if text.strip() else ""
    if _SQL_STATEMENT.match(text):
        return tuple(_sql(text, (), "text"))
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


def parse_shell(
    command: str, *, cwd: str | None = None, branch_of: BranchOf = current_branch
) -> tuple[Operation, ...]:
    """The operations of a shell command line, segment by segment (`&&`, `;`, `|`)."""
    try:
        lexer = shlex.shlex(command, posix=True, punctuation_chars=";&|<>")
        lexer.whitespace_split = True
        tokens = list(lexer)
    except ValueError:  # unbalanced quotes: read it as words rather than fail
        tokens = command.split()
    segments: list[list[str]] = [[]]
    redirect = False
    ops: list[Operation] = []
    for token in tokens:
        if token in {"&&", "||", ";", "|", "&", ";;"}:
            segments.append([])
        elif token in {">", ">>", "&>", "2>"}:
            redirect = True
        elif redirect:
            ops.append(
                Operation(
                    frozenset({"write", "overwrite", "edit"}),
                    (token,),
                    ("file",),
                    source=f"> {token}",
                )
            )
            redirect = False
        else:
            segments[-1].append(token)
    for argv in segments:
        while argv and (
            argv[0] in {"sudo", "time", "nohup", "exec"} or re.match(r"^\w+=", argv[0])
        ):
            argv = argv[1:]
        if not argv:
            continue
        program = os.path.basename(argv[0])
        if program == "cd":
            target = argv[1] if len(argv) > 1 else "~"
            cwd = target if os.path.isabs(target) or not cwd else os.path.join(cwd, target)
            continue
        ops.extend(_program(program, argv[1:], cwd, branch_of, " ".join(argv)))
    return tuple(ops) or (Operation(frozenset({"run"}), source=command[:300]),)


def _op(
    verbs: set[str] | frozenset[str],
    values: Sequence[str],
    kinds: Sequence[str],
    cwd: str | None,
    source: str,
    **kw: Any,
) -> Operation:
    return Operation(
        frozenset(verbs), tuple(values), tuple(kinds), (cwd,) if cwd else (), source=source, **kw
    )


def _positional(args: Sequence[str]) -> list[str]:
    return [a for a in args if not a.startswith("-")]


def _program(
    program: str, args: list[str], cwd: str | None, branch_of: BranchOf, source: str
) -> list[Operation]:
    pos = _positional(args)
    if program == "git":
        return _git(args, cwd, branch_of, source)
    if program == "gh":
        sub = " ".join(pos[:2])
        if sub == "pr merge":
            return [_op({"merge"}, pos[2:], ("pr", "pull request"), cwd, source)]
        if pos[:1] == ["repo"] and "delete" in pos:
            return [_op({"delete"}, pos[2:], ("repo",), cwd, source)]
        verbs = (
            {"read"} if set(pos[1:2]) & {"list", "view", "status", "diff", "checks"} else {"add"}
        )
        return [_op(verbs, pos[2:], ("pr", "github"), cwd, source)]
    if program in {"rm", "rmdir", "shred", "unlink", "trash"}:
        return [_op({"delete"}, pos, ("file",), cwd, source)]
    if program in {"mv", "cp", "rsync", "scp"} and len(pos) >= 2:
        sources, target = pos[:-1], pos[-1]
        first = {"move", "delete"} if program == "mv" else {"read"}
        return [
            _op(first, sources, ("file",), cwd, source),
            _op({"write", "overwrite"}, [target], ("file",), cwd, source),
        ]
    if program in {"touch", "mkdir"}:
        return [_op({"add"}, pos, ("file",), cwd, source)]
    if program in {"chmod", "chown"}:
        return [_op({"edit"}, pos[1:], ("file",), cwd, source)]
    if program in _SQL_CLIENTS:
        return _sql_client(program, args, cwd, source)
    if program in {"dropdb"}:
        return [_op({"drop"}, pos, ("database",), cwd, source)]
    if program in {"kubectl", "oc"}:
        return [_kubectl(pos, args, cwd, source)]
    if program in {"helm", "terraform"}:
        verb = {"delete"} if set(pos[:1]) & {"destroy", "uninstall", "delete"} else {"deploy"}
        if set(pos[:1]) & {"plan", "list", "status", "show", "template"}:
            verb = {"read"}
        return [_op(verb, pos[1:], (program,), cwd, source)]
    if program in {"curl", "wget", "http", "https"}:
        return [_http(program, args, cwd, source)]
    if program in {"npm", "npx", "yarn", "pnpm", "bunx", "netlify", "vercel", "fly", "heroku"}:
        return [_package_runner(program, pos, args, cwd, source)]
    if program in _RUNNERS:
        return [_runner(program, args, cwd, source)]
    if program in _READ_PROGRAMS:
        if program == "find" and "-delete" in args:
            return [_op({"delete"}, pos, ("file",), cwd, source)]
        return [_op({"read"}, pos, ("file",), cwd, source)]
    if program == "docker":
        verbs = {"delete"} if set(pos[:2]) & {"rm", "rmi", "prune"} else {"run"}
        if pos[:1] == ["push"]:
            verbs = {"publish", "push"}
        return [_op(verbs, pos[1:], ("docker", "container"), cwd, source)]
    return [_op(verbs_in(" ".join(pos[:1])) or {"run"}, [program, *pos], (program,), cwd, source)]


def _git(args: list[str], cwd: str | None, branch_of: BranchOf, source: str) -> list[Operation]:
    while args[:1] == ["-C"] and len(args) >= 2:
        cwd = args[1] if os.path.isabs(args[1]) or not cwd else os.path.join(cwd, args[1])
        args = args[2:]
    pos = _positional(args)
    sub = pos[0] if pos else ""
    rest = pos[1:]
    flags = set(args) - set(pos)
    kinds = ("git", "branch")
    if sub in _READ_GIT or (sub == "branch" and not flags & {"-d", "-D", "--delete", "-m", "-M"}):
        return [_op({"read"}, rest, kinds, cwd, source)]
    if sub == "push":
        force = bool(flags & {"-f", "--force", "--force-with-lease"}) or any(
            r.startswith("+") for r in rest
        )
        deleting = bool(flags & {"-d", "--delete"}) or any(r.startswith(":") for r in rest)
        refspecs = [r.lstrip("+").split(":")[-1] for r in rest[1:]]
        refspecs = [r for r in refspecs if r and r != "HEAD"] or []
        unknown = False
        if not refspecs:
            branch = branch_of(cwd)
            refspecs = [branch] if branch else []
            unknown = branch is None
        verbs = {"force_push"} if force else {"push"}
        if deleting:
            verbs |= {"delete"}
        remote = rest[:1]
        return [
            _op(
                verbs,
                [*refspecs, *(f"remote {r}" for r in remote)],
                kinds,
                cwd,
                source,
                target_unknown=unknown,
            )
        ]
    if sub == "merge":
        return [_op({"merge"}, rest, kinds, cwd, source, extra={"into": branch_of(cwd) or ""})]
    if sub == "commit":
        return [_op({"commit"}, [branch_of(cwd) or ""], kinds, cwd, source)]
    if sub == "reset" and "--hard" in flags:
        return [_op({"reset", "delete"}, rest, kinds, cwd, source)]
    if sub == "branch":
        return [
            _op(
                {"delete"} if flags & {"-d", "-D", "--delete"} else {"move"},
                rest,
                kinds,
                cwd,
                source,
            )
        ]
    if sub == "clean" and any(f.startswith("-") and "f" in f for f in flags):
        return [_op({"delete"}, rest, ("file",), cwd, source)]
    if sub in {"rebase", "filter-branch", "filter-repo", "commit --amend"}:
        return [_op({"edit", "rewrite"}, rest, kinds, cwd, source)]
    if sub in {"checkout", "switch"} and flags & {"-b", "-c", "-B"}:
        return [_op({"add"}, rest, kinds, cwd, source)]
    if sub in {"add", "stash", "checkout", "switch", "pull", "tag", "restore"}:
        return [
            _op(
                {"edit"} if sub in {"restore", "checkout"} and rest else {"commit"},
                rest,
                kinds,
                cwd,
                source,
            )
        ]
    return [_op({"run"}, pos, kinds, cwd, source)]


def _sql_client(program: str, args: list[str], cwd: str | None, source: str) -> list[Operation]:
    sql = ""
    database: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg in {"-c", "--command", "-e", "--execute", "-cmd"} and i + 1 < len(args):
            sql += args[i + 1] + ";"
            i += 2
            continue
        if arg in {"-d", "--dbname", "-D", "--database"} and i + 1 < len(args):
            database.append(args[i + 1])
            i += 2
            continue
        if not arg.startswith("-"):
            if _SQL_VERB.match(arg):
                sql += arg + ";"
            else:
                database.append(arg)
        i += 1
    if not sql:
        return [_op({"read", "run"}, database, ("database", program), cwd, source)]
    return _sql(sql, database, source, cwd)


def _sql(sql: str, database: Sequence[str], source: str, cwd: str | None = None) -> list[Operation]:
    """Each statement: SELECT reads, DROP drops, DELETE deletes, UPDATE edits (its columns)."""
    ops = []
    for statement in (s.strip() for s in sql.split(";")):
        match = _SQL_VERB.match(statement)
        if not match:
            continue
        keyword = match.group(1).lower()
        names = re.findall(
            r"(?i)\b(?:table|database|schema|from|into|update|join|view|index)\s+(?:if\s+(?:not\s+)?exists\s+)?([\w.\"`]+)",
            statement,
        )
        values = [n.strip('"`') for n in names] + list(database)
        verbs: set[str]
        if keyword in {"select", "with", "explain", "show", "pragma"}:
            verbs = {"read"}
        elif keyword == "drop":
            verbs = {"drop"}
        elif keyword == "truncate":
            verbs = {"truncate"}
        elif keyword == "delete":
            verbs = {"delete"}
        elif keyword == "update":
            verbs = {"edit"}
            assigned = re.search(r"(?is)\bset\b(.*?)(?:\bwhere\b|$)", statement)
            if assigned:
                values += re.findall(r"([\w.]+)\s*=", assigned.group(1))
        elif keyword in {"insert", "replace", "create"}:
            verbs = {"add"}
        else:
            verbs = {"edit"}
        kinds = (
            "database",
            "sql",
            "table" if "table" in statement.lower() or keyword != "drop" else "database",
        )
        ops.append(_op(verbs, values, kinds, cwd, statement[:300]))
    return ops or [_op({"run"}, list(database), ("database",), cwd, source)]


def _kubectl(pos: list[str], args: list[str], cwd: str | None, source: str) -> Operation:
    sub = pos[0] if pos else ""
    targets = [p.split("/", 1)[-1] for p in pos[1:]]
    namespace = next(
        (args[i + 1] for i, a in enumerate(args[:-1]) if a in {"-n", "--namespace"}), None
    )
    context = [namespace] if namespace else []
    if sub == "scale":
        replicas = next((a.split("=", 1)[1] for a in args if a.startswith("--replicas=")), "")
        return _op(
            {"scale"},
            [*targets, *context],
            ("service", "deployment"),
            cwd,
            source,
            extra={"replicas": replicas},
        )
    if sub == "delete":
        return _op({"delete"}, [*targets, *context], ("service", "kubernetes"), cwd, source)
    if sub in {"apply", "create", "rollout", "set", "patch", "replace", "edit"}:
        return _op({"deploy", "edit"}, [*targets, *context], ("service", "kubernetes"), cwd, source)
    if sub in {"restart"} or (sub == "rollout" and "restart" in pos):
        return _op({"restart"}, [*targets, *context], ("service",), cwd, source)
    return _op({"read"}, [*targets, *context], ("kubernetes",), cwd, source)


def _http(program: str, args: list[str], cwd: str | None, source: str) -> Operation:
    method = "GET"
    for i, arg in enumerate(args):
        if arg in {"-X", "--request"} and i + 1 < len(args):
            method = args[i + 1].upper()
        elif arg in {"-d", "--data", "--data-raw", "-F", "--form", "--json"} and method == "GET":
            method = "POST"
    urls = [a for a in args if re.match(r"(?i)^https?://", a)]
    verbs = {"GET": {"read"}, "HEAD": {"read"}, "DELETE": {"delete"}}.get(method, {"send", "edit"})
    return _op(verbs, urls, ("http", "api"), cwd, source)


def _package_runner(
    program: str, pos: list[str], args: list[str], cwd: str | None, source: str
) -> Operation:
    words = pos[:3]
    if "deploy" in words or program in {"vercel", "fly", "heroku"}:
        production = bool({"--prod", "--production"} & set(args))
        return _op(
            {"deploy"},
            ["production"] if production else ["preview"],
            ("deploy", program),
            cwd,
            source,
        )
    if "publish" in words:
        return _op({"publish"}, pos, ("package", program), cwd, source)
    if words[:1] in (["install"], ["i"], ["add"], ["uninstall"], ["remove"]):
        return _op(
            {"add"} if words[0] not in {"uninstall", "remove"} else {"delete"},
            pos[1:],
            ("package",),
            cwd,
            source,
        )
    return _op({"run"}, pos, (program, "script"), cwd, source)


def _runner(program: str, args: list[str], cwd: str | None, source: str) -> Operation:
    code = next((args[i + 1] for i, a in enumerate(args[:-1]) if a in {"-c", "-e", "--eval"}), None)
    if code is None:
        return _op({"run"}, _positional(args)[:3], (program, "script"), cwd, source)
    verbs = {"run", "add"}  # running code uses what it contains ("never use print")
    if re.search(r"\.(?:save|write|to_excel|to_csv|dump)\s*\(|open\([^)]*['\"][wa]", code):
        verbs |= {"edit", "write"}
    if re.search(r"\b(?:remove|unlink|rmtree|rmdir|delete|drop)\s*\(", code):
        verbs.add("delete")
    literals = re.findall(r"'([^']{1,200})'|\"([^\"]{1,200})\"", code)
    values = [a or b for a, b in literals] + [code[:2000]]
    return _op(verbs, values, (program, "script"), cwd, source[:300])
