"""What a parsed call does that cannot be undone: the gate's own default, where no memory
speaks to the call.

Trigger: the gate has read a call into operations (`recall.tool_calls`) and no rule of the
memory stopped it.

Why: losing data is not undoable, so a deletion, a dropped table or a rewritten history
asks by default. What cannot be lost is left out: a move is not a deletion; what a
staging server or a sandbox loses is not the real thing's (`recall.rule_env`); rebasing
one's own working branch, or force-pushing it with a lease, rewrites nobody else's work;
and files removed from storage that is disposable by its own name (the system's temporary
folders, a cache, a scratch file system) are files the system itself may remove at any
time: nothing there is kept for anyone to lose.

Outcome: `irreversible(operations)` → the sorted verbs that cannot be undone, empty when
the call does nothing the default asks about.
"""

from __future__ import annotations

from collections.abc import Sequence

from memwell.lazy_patterns import lazy_compile
from memwell.recall.operations import Operation

_UNDOABLE = frozenset({"delete", "drop", "truncate", "reset", "force_push", "rewrite"})

# the branches a team shares by convention: rewriting one rewrites others' history
_SHARED_BRANCH = lazy_compile(
    r"(?i)^(?:main|master|trunk|develop|development|default|stable|live|gh-pages|"
    r"prod(?:uction)?|release(?:s)?(?:[/_-].*)?|hotfix(?:es)?[/_-].*|v?\d+(?:\.\d+)*)$"
)

# a folder that is disposable by convention: the file-system hierarchy's temporary and
# cache folders (/tmp, /var/tmp, /var/cache, ~/.cache, ~/Library/Caches) and a cluster's
# scratch file system, which a system empties by itself and never backs up
_DISPOSABLE = frozenset({"tmp", "temp", "cache", ".cache", "caches", "scratch"})
_LISTERS = frozenset({"find", "fd", "ls"})


def irreversible(operations: Sequence[Operation]) -> list[str]:
    """What the call's operations do that cannot be undone."""
    out: set[str] = set()
    for op in operations:
        if op.rehearsal:
            continue
        verbs = set(op.verbs)
        if "move" in verbs:
            verbs.discard("delete")
        if verbs & {"force_push", "rewrite"} and _own_branch_rewritten(op):
            verbs -= {"force_push", "rewrite"}
        if "delete" in verbs and _disposable(op, operations):
            verbs.discard("delete")
        out |= verbs & _UNDOABLE
    return sorted(out)


def _disposable(op: Operation, operations: Sequence[Operation]) -> bool:
    """Every file the deletion removes lies in disposable storage. A deletion that names no
    path of its own (`find /scratch … | xargs rm`) removes what the call's listing command
    found under its paths; a file's contents (`cat list.txt | xargs rm`) may name any file."""
    if "file" not in op.kinds and op.paths:
        return False
    paths = op.paths or tuple(
        p for other in operations if other is not op and _lists_files(other) for p in other.paths
    )
    return bool(paths) and all(_in_disposable(p) for p in paths)


def _lists_files(op: Operation) -> bool:
    """A command that prints the paths of the files under a folder (find, fd, ls, and the
    cluster file systems' own `lfs find`)."""
    return bool(_LISTERS & set(op.source.split()[:2]))


def _in_disposable(path: str) -> bool:
    """A path in a disposable folder. A relative path's last part alone does not say so
    (`rm -r cache` in a project may name the project's own folder); a rooted one does
    (`find /scratch … -delete` removes what lies below the file system's root)."""
    parts = [p for p in path.lower().split("/") if p not in ("", ".", "~")]
    rooted = path.startswith(("/", "~"))
    return any(part in _DISPOSABLE for part in (parts if rooted else parts[:-1]))


def _own_branch_rewritten(op: Operation) -> bool:
    """`git rebase main my-feature`, `git push --force-with-lease origin my-feature`: a
    working branch that is not one a team shares, rewritten by a rebase or by a push whose
    lease refuses to overwrite what someone else pushed (a plain `--force` still asks)."""
    words = op.source.split()
    if "force_push" in op.verbs and not any(w.startswith("--force-with-lease") for w in words):
        return False
    branches = [v for v in op.values if not v.startswith("remote ")]
    return (
        "git" in op.kinds
        and bool(branches)
        and not op.target_unknown
        and not any(_SHARED_BRANCH.match(b) for b in branches)
    )
