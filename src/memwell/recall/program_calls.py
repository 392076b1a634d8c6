"""A shell command's program and arguments as operations, read per program.

git (branches, force pushes, history rewrites), gh, rm/mv/cp, SQL clients and SQL
statements, kubectl, helm/terraform, curl, package runners and inline scripts: each is read
the way it acts, so `git push origin feature-x` pushes one branch and `sqlite3 db "SELECT"`
only reads.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence

from memwell.lazy_patterns import lazy_compile
from memwell.recall.api_objects import api_verbs, object_effects
from memwell.recall.carried_commands import deletes_lines, shell_subcommand, sql_argument
from memwell.recall.inline_scripts import inline_operations
from memwell.recall.operations import BranchOf, Operation, op, positional, served
from memwell.recall.rule_vocab import name_verbs, verbs_in

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


SQL_CLIENTS = frozenset(
    {
        "sqlite3",
        "psql",
        "mysql",
        "mariadb",
        "duckdb",
        "sqlcmd",
        "clickhouse-client",
        "sqlplus",
        "snowsql",
    }
)


_RUNNERS = frozenset(
    {"python", "python3", "node", "ruby", "perl", "bash", "sh", "zsh", "deno", "bun"}
)


_SQL_VERB = lazy_compile(
    r"(?is)^\s*(select|with|explain|show|pragma|drop|truncate|delete|update|insert|alter|create|replace|grant|revoke)\b"
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


def program_operations(
    program: str, args: list[str], cwd: str | None, branch_of: BranchOf, source: str
) -> list[Operation]:
    pos = positional(args)
    if program == "git":
        return _git(args, cwd, branch_of, source)
    if program == "gh":
        sub = " ".join(pos[:2])
        if sub == "pr merge":
            return [op({"merge"}, pos[2:], ("pr", "pull request"), cwd, source)]
        if pos[:1] == ["repo"] and "delete" in pos:
            return [op({"delete"}, pos[2:], ("repo",), cwd, source)]
        if set(pos[1:2]) & ({"diff", "checks"} | _READ_WORDS):
            return [op({"read"}, pos[2:], ("pr", "github"), cwd, source)]
        # `gh <noun> <verb>`: `gh release delete v1.2` deletes a release, `gh release
        # create` ships one; a verb that names nothing known adds (a comment, a review)
        words = [w.lower() for w in pos[:2]]
        verbs = (_subcommand_verbs(words[1]) if len(words) > 1 else set()) or {"add"}
        verbs |= object_effects(verbs, words)
        return [op(verbs, pos[2:], (*words[:1], "github"), cwd, source)]
    # `-` is the standard input (`... | aws s3 cp - s3://bucket/x.csv`), not an option
    cloud = _cloud_copy(program, [a for a in args if a == "-" or not a.startswith("-")])
    if cloud is not None:
        # `aws s3 cp x s3://bucket/`, `gsutil rm gs://...`: a bucket's files are copied,
        # moved and removed as the shell's own `cp`, `mv` and `rm` do
        program, pos = cloud
        args = pos
    if program in {"rm", "rmdir", "shred", "unlink", "trash"}:
        return [op({"delete"}, pos, ("file",), cwd, source)]
    if program == "rclone" and pos[:1] and pos[0] in {"copy", "sync", "move", "copyto"}:
        program, pos = ("mv" if pos[0] == "move" else "cp"), pos[1:]
    if program in {"mv", "cp", "rsync", "scp"} and len(pos) >= 2:
        sources, target = pos[:-1], pos[-1]
        renamed = len(sources) == 1 and os.path.dirname(sources[0].rstrip("/")) == (
            os.path.dirname(target.rstrip("/"))
        )
        # a move within one folder renames: nothing is gone from where it was kept
        first = {"read"}
        if program == "mv" or (program == "rsync" and "--remove-source-files" in args):
            # `rsync --remove-source-files` moves: the sources are gone once copied
            first = {"move"} if renamed else {"move", "delete"}
        # a target on another machine or a cloud remote (`host:/path`, `gdrive:folder`) is
        # an upload: the files leave this machine
        leaves = bool(re.match(r"^[\w.@-]+:", target)) and not re.match(r"^[A-Za-z]:\\", target)
        # a copy under a new name makes a file; one onto the same name may overwrite it
        new_name = len(sources) == 1 and os.path.basename(sources[0].rstrip("/")) != (
            os.path.basename(target.rstrip("/"))
        )
        written = {"write"} | (set() if new_name and not target.endswith("/") else {"overwrite"})
        written |= {"publish"} if leaves or served(target) else set()
        # an upload carries what it uploads: a rule about "grade sheets" meets the copy of
        # the grades folder, not only the place it lands in
        carried = [*sources, target] if leaves else [target]
        return [
            op(first, sources, ("file",), cwd, source),
            op(written, carried, ("file",), cwd, source),
        ]
    if program in {"sed", "perl"} and any(re.match(r"^-\w*i", a) for a in args):
        files = [a for a in pos[1:] if not a.startswith("-")] if program == "sed" else pos[1:]
        # the expression is what goes into the files ("s|x|the account number|")
        script = [pos[0]] if pos else []
        verbs = {"edit"} | ({"publish"} if any(served(f) for f in files) else set())
        verbs |= {"delete"} if program == "sed" and deletes_lines(script) else set()
        return [op(verbs, [*files, *script], ("file",), cwd, source)]
    if program in {"touch", "mkdir"}:
        return [op({"add"}, pos, ("file",), cwd, source)]
    if program in {"chmod", "chown"}:
        return [op({"edit"}, pos[1:], ("file",), cwd, source)]
    if program in SQL_CLIENTS:
        return _sql_client(program, args, cwd, source)
    if program in {"dropdb"}:
        return [op({"drop"}, pos, ("database",), cwd, source)]
    if program in {"kubectl", "oc", "helm"}:
        # `kubectl --context prod -n game scale ...`: a global option's value is not the
        # subcommand; which cluster it is (the context) is part of what the call acts on
        pos, where = _cluster_args(args)
        if program != "helm":
            return [_kubectl(pos, args, cwd, source, where)]
    if program in {"helm", "terraform"}:
        where = where if program == "helm" else []
        # an upgrade or apply changes what runs there, as `kubectl apply` does
        verb = (
            {"delete"} if set(pos[:1]) & {"destroy", "uninstall", "delete"} else {"deploy", "edit"}
        )
        if set(pos[:1]) & {"plan", "list", "status", "show", "template"}:
            verb = {"read"}
        return [op(verb, [*pos[1:], *where], (program,), cwd, source)]
    if program in {"curl", "wget", "http", "https"}:
        return [_http(program, args, cwd, source)]
    if program in {"npm", "npx", "yarn", "pnpm", "bunx", "netlify", "vercel", "fly", "heroku"}:
        return [_package_runner(program, pos, args, cwd, source)]
    if program in _RUNNERS:
        return _runner(program, args, cwd, source)
    if program in _READ_PROGRAMS:
        if program == "find" and "-delete" in args:
            return [op({"delete"}, pos, ("file",), cwd, source)]
        return [op({"read"}, pos, ("file",), cwd, source)]
    if program == "docker":
        verbs = {"delete"} if set(pos[:2]) & {"rm", "rmi", "prune"} else {"run"}
        if pos[:1] == ["push"]:
            verbs = {"publish", "push"}
        return [op(verbs, pos[1:], ("docker", "container"), cwd, source)]
    passed_on = _carried(program, args, pos, cwd, branch_of, source)
    if passed_on is not None:
        return passed_on
    # an unknown program: what its subcommand says it does, in either order (`systemctl
    # restart x`, `gam delete user`, `wp post list`, `aws s3 rm`), else its own name
    # (`reboot`, `shutdown`); a listing or a report changes nothing. The verb is the last
    # word of the subcommand path: `wp post meta update` updates (a post's meta); an
    # argument that is not a bare word (a path, an address, quoted text) is no part of it
    words = [w.lower() for w in pos[:3]]
    verbs = set()
    for word in reversed([w for w in words if _SUBCOMMAND.fullmatch(w)]):
        if word in _READ_WORDS or word.split("-", 1)[0] in _LISTING_PREFIXES:
            # `aws ec2 describe-instances`, `gcloud ... list`: a listing changes nothing
            return [op({"read"}, [program, *pos], (program,), cwd, source)]
        if verbs := _subcommand_verbs(word):
            break
    if verbs <= {"run"}:
        # `uv run campaigns/send_reminders.py`: what runs is named by its script
        lead = [w.lower() for w in pos[:2]]
        verbs = (verbs_in(lead[1]) if len(lead) > 1 else set()) or verbs_in(" ".join(lead[:1]))
    verbs = verbs or name_verbs(re.sub(r"[-_.]+", " ", program))
    # `gcal events delete`: what the generic verb does to the thing named (cancels it)
    verbs |= object_effects(verbs, [p for w in words for p in re.split(r"[-_]+", w)])
    return [op(verbs or {"run"}, [program, *pos], (program,), cwd, source)]


def _carried(
    program: str, args: list[str], pos: list[str], cwd: str | None, branch_of: BranchOf, source: str
) -> list[Operation] | None:
    """An unknown program's SQL argument or shell-verb subcommand (`carried_commands`)."""
    statement = sql_argument(args)
    if statement is not None:
        return sql_operations(statement, [program], source, cwd)
    shell = shell_subcommand(pos)
    if shell is not None and len(pos) > 1:
        rest = args[args.index(pos[0]) + 1 :]
        return program_operations(shell[0], rest, cwd, branch_of, source)
    return None


def _subcommand_verbs(word: str) -> set[str]:
    """The verb classes of one subcommand word, its hyphenated parts read as a tool's name
    is (`terminate-instances`, `delete-db-instance`, `invite`)."""
    parts = [p for p in re.split(r"[-_:]+", word) if p]
    return verbs_in(word) or name_verbs(" ".join(parts)) or api_verbs(parts)


# the cloud storage CLIs whose subcommands are the shell's own `cp`, `mv`, `rm`, `rsync`
_CLOUD_COPY = {"cp": "cp", "mv": "mv", "rm": "rm", "sync": "rsync", "rsync": "rsync"}


def _cloud_copy(program: str, pos: list[str]) -> tuple[str, list[str]] | None:
    """(the shell program, its arguments) of `aws s3 cp|mv|rm|sync`, `gsutil cp|mv|rm|rsync`
    and `gcloud storage cp|mv|rm|rsync`; None for any other command."""
    if program == "aws" and pos[:1] == ["s3"] and len(pos) > 1:
        sub, rest = pos[1], pos[2:]
    elif program == "gsutil" and pos:
        sub, rest = pos[0], pos[1:]
    elif program == "gcloud" and pos[:1] == ["storage"] and len(pos) > 1:
        sub, rest = pos[1], pos[2:]
    else:
        return None
    shell = _CLOUD_COPY.get(sub)
    return (shell, rest) if shell else None


_SUBCOMMAND = lazy_compile(r"[a-z][a-z_:-]*")
# how cloud CLIs name a listing: `describe-instances`, `list-buckets`, `get-object`
_LISTING_PREFIXES = frozenset({"describe", "list", "get"})
_READ_WORDS = frozenset(
    {"list", "ls", "get", "show", "view", "print", "describe", "status", "info", "search"}
)


def _git(args: list[str], cwd: str | None, branch_of: BranchOf, source: str) -> list[Operation]:
    while args[:1] == ["-C"] and len(args) >= 2:
        cwd = args[1] if os.path.isabs(args[1]) or not cwd else os.path.join(cwd, args[1])
        args = args[2:]
    pos = positional(args)
    sub = pos[0] if pos else ""
    rest = pos[1:]
    flags = set(args) - set(pos)
    kinds = ("git", "branch")
    if sub in _READ_GIT or (sub == "branch" and not flags & {"-d", "-D", "--delete", "-m", "-M"}):
        return [op({"read"}, rest, kinds, cwd, source)]
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
            op(
                verbs,
                [*refspecs, *(f"remote {r}" for r in remote)],
                kinds,
                cwd,
                source,
                target_unknown=unknown,
            )
        ]
    if sub == "merge":
        # what is merged and the branch it is merged into (the one checked out)
        into = branch_of(cwd) or ""
        return [op({"merge"}, [*rest, *([into] if into else [])], kinds, cwd, source)]
    if sub == "commit":
        return [op({"commit"}, [branch_of(cwd) or ""], kinds, cwd, source)]
    if sub == "reset" and "--hard" in flags:
        return [op({"reset", "delete"}, rest, kinds, cwd, source)]
    if sub == "branch":
        return [
            op(
                {"delete"} if flags & {"-d", "-D", "--delete"} else {"move"},
                rest,
                kinds,
                cwd,
                source,
            )
        ]
    if sub == "clean" and any(f.startswith("-") and "f" in f for f in flags):
        return [op({"delete"}, rest, ("file",), cwd, source)]
    if sub == "rebase":
        # `git rebase main topic` rewrites topic onto main (main is only read); without a
        # second branch it rewrites the one checked out. `--onto X` names a base, too.
        bases = rest[1:] if "--onto" in args else rest
        if len(bases) >= 2:
            return [op({"edit", "rewrite"}, bases[1:2], kinds, cwd, source)]
        current = branch_of(cwd)
        return [
            op(
                {"edit", "rewrite"},
                [current] if current else [],
                kinds,
                cwd,
                source,
                target_unknown=current is None,
            )
        ]
    if sub in {"filter-branch", "filter-repo", "commit --amend"}:
        return [op({"edit", "rewrite"}, rest, kinds, cwd, source)]
    if sub in {"checkout", "switch"} and flags & {"-b", "-c", "-B"}:
        return [op({"add"}, rest, kinds, cwd, source)]
    if (
        sub in {"checkout", "switch"}
        and "--" not in args
        and not any(os.path.splitext(r)[1] for r in rest)
    ):
        return [op({"read"}, rest, kinds, cwd, source)]  # switching branches changes nothing
    if sub in {"add", "stash", "checkout", "switch", "pull", "tag", "restore"}:
        return [
            op(
                {"edit"} if sub in {"restore", "checkout"} and rest else {"commit"},
                rest,
                kinds,
                cwd,
                source,
            )
        ]
    return [op({"run"}, pos, kinds, cwd, source)]


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
        return [op({"read", "run"}, database, ("database", program), cwd, source)]
    return sql_operations(sql, database, source, cwd)


def sql_operations(
    sql: str, database: Sequence[str], source: str, cwd: str | None = None
) -> list[Operation]:
    """Each statement: SELECT reads, DROP drops, DELETE deletes, UPDATE edits (its columns)."""
    ops = []
    for statement in (s.strip() for s in sql.split(";")):
        if statement[:5].lower() == "\\copy":
            # psql's `\copy (SELECT ...) TO ...`: the query it copies out is what it reads
            statement = statement[5:].lstrip().lstrip("(")
        match = _SQL_VERB.match(statement)
        if not match:
            continue
        keyword = match.group(1).lower()
        names = re.findall(
            r"(?i)\b(?:table|database|schema|from|into|update|join|view|index)\s+(?:if\s+(?:not\s+)?exists\s+)?(`[^`]+`|[\w.\"`]+)",
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
        ops.append(op(verbs, values, kinds, cwd, statement[:300]))
    return ops or [op({"run"}, list(database), ("database",), cwd, source)]


# options of kubectl, oc and helm that take a value (the cluster, the namespace, a file)
_CLUSTER_OPTIONS = frozenset(
    {
        "--context",
        "--kube-context",
        "--cluster",
        "--kubeconfig",
        "--user",
        "-s",
        "--server",
        "-n",
        "--namespace",
        "-f",
        "--filename",
        "--values",
        "--set",
        "--version",
        "-o",
        "--output",
        "-l",
        "--selector",
        "-c",
        "--container",
    }
)
_WHERE_OPTIONS = frozenset({"--context", "--kube-context", "--cluster", "-n", "--namespace"})


def _cluster_args(args: Sequence[str]) -> tuple[list[str], list[str]]:
    """The positional words of a kubectl, oc or helm command line, and where it runs (the
    values of its context and namespace options)."""
    pos: list[str] = []
    where: list[str] = []
    skip = False
    for i, arg in enumerate(args):
        if skip:
            skip = False
            continue
        name = arg.split("=", 1)[0]
        if arg.startswith("-"):
            if name in _WHERE_OPTIONS:
                value = (
                    arg.split("=", 1)[1]
                    if "=" in arg
                    else (args[i + 1] if i + 1 < len(args) else "")
                )
                where.append(value)
            skip = name in _CLUSTER_OPTIONS and "=" not in arg
            if skip and name in {"-f", "--filename", "--values"} and i + 1 < len(args):
                pos.append(args[i + 1])  # the manifest applied is what the call acts on
            continue
        pos.append(arg)
    return pos, [w for w in where if w]


def _kubectl(
    pos: list[str], args: list[str], cwd: str | None, source: str, where: Sequence[str] = ()
) -> Operation:
    sub = pos[0] if pos else ""
    # `deployment/api` names api; a manifest's path stays whole
    targets = [
        p if p.endswith((".yaml", ".yml", ".json")) else p.split("/", 1)[-1] for p in pos[1:]
    ]
    context = list(where)
    if sub == "rollout" and "restart" in pos:
        return op({"restart"}, [*targets, *context], ("service",), cwd, source)
    if sub == "scale":
        replicas = next((a.split("=", 1)[1] for a in args if a.startswith("--replicas=")), "")
        return op(
            {"scale"},
            [*targets, *context],
            ("service", "deployment"),
            cwd,
            source,
            extra={"replicas": replicas},
        )
    if sub == "delete":
        return op({"delete"}, [*targets, *context], ("service", "kubernetes"), cwd, source)
    if sub in {"apply", "create", "rollout", "set", "patch", "replace", "edit"}:
        return op({"deploy", "edit"}, [*targets, *context], ("service", "kubernetes"), cwd, source)
    if sub in {"restart"} or (sub == "rollout" and "restart" in pos):
        return op({"restart"}, [*targets, *context], ("service",), cwd, source)
    return op({"read"}, [*targets, *context], ("kubernetes",), cwd, source)


def _http(program: str, args: list[str], cwd: str | None, source: str) -> Operation:
    method = "GET"
    files: list[str] = []  # the local files the request carries: what it uploads
    for i, arg in enumerate(args):
        value = args[i + 1] if i + 1 < len(args) else ""
        if arg in {"-X", "--request"} and value:
            method = value.upper()
        elif arg in {"-T", "--upload-file"} and value:
            files.append(value)
            method = "PUT" if method == "GET" else method
        elif arg in {"-d", "--data", "--data-raw", "-F", "--form", "--json"} and method == "GET":
            method = "POST"
        if arg in {"-F", "--form"} and "=@" in value:
            files.append(value.split("=@", 1)[1].split(";", 1)[0])
        elif arg in {"-d", "--data", "--data-binary", "--json"} and value.startswith("@"):
            files.append(value[1:])
    urls = [a for a in args if re.match(r"(?i)^https?://", a)]
    verbs = {"GET": {"read"}, "HEAD": {"read"}, "DELETE": {"delete"}}.get(method, {"send", "edit"})
    if files and method != "GET":
        verbs = verbs | {"publish"}  # a file sent to a remote endpoint is uploaded
    if method in {"POST", "PUT", "PATCH", "DELETE"}:
        # a REST endpoint is named by what it makes: POST /v1/transfers makes a transfer,
        # POST /orders places an order, POST /invoices/INV-1/void voids one (the path's
        # words read like a tool's name); POST to /events creates an event, which books
        # it, DELETE of /appointments/42 cancels one
        for url in urls:
            path = re.sub(r"(?i)^https?://[^/]+", "", url).split("?", 1)[0]
            words = [w for w in re.split(r"[/_\-.]+", path) if w]
            named = name_verbs(" ".join(words)) | api_verbs(words)
            # a POST to a collection that names no verb of its own creates one of its things
            made = {"add"} if method == "POST" and not named else set()
            verbs |= made
            made |= {"delete"} if method == "DELETE" else set()
            verbs |= named if method != "DELETE" else set()
            verbs |= object_effects(verbs | made, words)
    return op(verbs, [*urls, *files], ("http", "api"), cwd, source)


def _package_runner(
    program: str, pos: list[str], args: list[str], cwd: str | None, source: str
) -> Operation:
    words = pos[:3]
    if "deploy" in words or program in {"vercel", "fly", "heroku"}:
        production = bool({"--prod", "--production"} & set(args))
        return op(
            {"deploy"},
            ["production"] if production else ["preview"],
            ("deploy", program),
            cwd,
            source,
        )
    if "publish" in words:
        return op({"publish"}, pos, ("package", program), cwd, source)
    if words[:1] in (["install"], ["i"], ["add"], ["uninstall"], ["remove"]):
        return op(
            {"add"} if words[0] not in {"uninstall", "remove"} else {"delete"},
            pos[1:],
            ("package",),
            cwd,
            source,
        )
    return op({"run"}, pos, (program, "script"), cwd, source)


def _runner(program: str, args: list[str], cwd: str | None, source: str) -> list[Operation]:
    code = next((args[i + 1] for i, a in enumerate(args[:-1]) if a in {"-c", "-e", "--eval"}), None)
    if code is None:
        pos = positional(args)
        # `python3 edit_invoice.py INV-039.xlsx`: a script named for what it does does
        # that to the files it is given
        stem = re.sub(r"\.\w+$", "", os.path.basename(pos[0])) if pos else ""
        verbs = {"run"} | name_verbs(" ".join(re.split(r"[-_.\s]+", stem)))
        return [op(verbs, pos[:6], (program, "script"), cwd, source)]
    return inline_operations(program, code, cwd, source)
