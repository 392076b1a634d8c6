"""The history of the memory home: a real Git repository at `<home>/.git`.

Why the `git` program rather than a library (dulwich, pygit2): the person already has
it, can run `git log -p` in their home without memwell, and it adds no dependency or
native build to memwell. It is called with fixed arguments (no shell) and an identity of
its own, so the person's Git configuration (signing, hooks, author) does not get in the
way; a missing `git` is a `GitMissing` error that says how to install it.

Links. Git opens the repository's files by name, so memwell checks the repository before
every call: a `.git` that is a link (or a file: a `gitdir:` redirect), an `objects`
folder that is a link or resolves outside the home, and the files that point Git at
other object stores (`objects/info/alternates`, `commondir`) are refused with
`HistoryError`; the person's `GIT_*` variables (`GIT_OBJECT_DIRECTORY`,
`GIT_ALTERNATE_OBJECT_DIRECTORIES`, ...) are not passed on. Git does not follow links in
the work tree (it records a link as a link, and refuses to write beyond a linked folder),
and `core.symlinks=false` makes a restore write a recorded link as a plain file holding
its target's name, so history never puts a link into the home.

Only the memory is history: `user/`, `workspaces/` and `config.toml`. A whitelist
`.gitignore` keeps everything else out (the derived index, logs, locks, the session
archive, the inbox and the trash), so a restore never touches them.

Changes made outside the inbox (`memwell save`, a model's memory tools, a hand edit) are
committed as "edit: ..." the next time history is touched (a consolidation run, an
accept, `memwell history`, `diff` or `restore`), before anything else is recorded, so no
change goes unrecorded and each inbox commit holds only what its candidate wrote.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memwell.durable import read_bytes, refuse_links, write_durable
from memwell.errors import GitMissing, HistoryError, LinkRefused, StoreError
from memwell.secrets import scanner

IGNORE_FILE = """\
# memwell: only the memory files are history; derived state (index.sqlite, logs,
# locks), the session archive, the inbox and the trash stay out.
/*
!/.gitignore
!/user/
!/workspaces/
!/config.toml
.*.tmp
"""
_IDENTITY = ("-c", "user.name=memwell", "-c", "user.email=memwell@localhost")
_FIELD, _RECORD = "\x1f", "\x1e"


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    rev: str
    date: str
    subject: str
    body: str
    files: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "rev": self.rev,
            "date": self.date,
            "subject": self.subject,
            "body": self.body,
            "files": list(self.files),
        }


class History:
    def __init__(self, home: Path) -> None:
        self.home = home

    # --- plumbing ------------------------------------------------------------------------

    def _git(
        self, *args: str, check: bool = True, stdin: str | None = None
    ) -> subprocess.CompletedProcess[str]:
        binary = shutil.which("git")
        if binary is None:
            raise GitMissing()
        self._check_repository()
        env = {
            **{k: v for k, v in os.environ.items() if not k.startswith("GIT_")},
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_TERMINAL_PROMPT": "0",
            "GIT_DIR": str(self.home / ".git"),
            "GIT_WORK_TREE": str(self.home),
        }
        command = [
            binary,
            *_IDENTITY,
            "-c",
            "commit.gpgsign=false",
            "-c",
            "core.hooksPath=/dev/null",
            "-c",
            "core.symlinks=false",
            *args,
        ]
        try:
            done = subprocess.run(
                command,
                cwd=self.home,
                env=env,
                input=stdin,
                capture_output=True,
                text=True,
                check=False,
            )
        except OSError as exc:
            raise HistoryError(f"could not run git: {exc}") from exc
        if check and done.returncode != 0:
            detail = (done.stderr or done.stdout).strip().splitlines()
            raise HistoryError(f"git {args[0]} failed: {detail[-1] if detail else done.returncode}")
        return done

    def _check_repository(self) -> None:
        """Refuse a repository whose files Git would read or write outside the home."""
        git_dir = self.home / ".git"
        try:
            refuse_links(git_dir / "objects" / "info" / "alternates", self.home)
        except LinkRefused as exc:
            raise HistoryError(f"{exc}; the history is not read or written through it") from exc
        except StoreError as exc:  # `.git` is a file: a `gitdir:` redirect elsewhere
            raise HistoryError(
                f"{git_dir} is not a folder (a `gitdir:` file points Git elsewhere); "
                "memwell keeps its history only in a real .git folder of the home"
            ) from exc
        objects = git_dir / "objects"
        if objects.exists() and not objects.resolve().is_relative_to(self.home.resolve()):
            raise HistoryError(f"{objects} leads outside the home; history is not written there")
        for name in ("objects/info/alternates", "commondir"):
            if (git_dir / name).exists():
                raise HistoryError(
                    f"{git_dir / name} points Git at another repository's objects; remove it "
                    "to keep the history inside the home"
                )

    @property
    def exists(self) -> bool:
        if (self.home / ".git").is_symlink():
            self._check_repository()  # a linked history is refused, not taken as none
        return (self.home / ".git").is_dir()

    def ensure(self) -> None:
        """Create the repository on first use, recording the memory as it is now."""
        if self.exists:
            return
        self.home.mkdir(parents=True, exist_ok=True)
        self._git("init", "-q")
        write_durable(self.home / ".gitignore", IGNORE_FILE.encode("utf-8"), home=self.home)
        self.commit("history: start recording the memory home", allow_empty=True)

    # --- recording -------------------------------------------------------------------------

    def commit(self, message: str, *, allow_empty: bool = False) -> str | None:
        """Commit every change to the memory files; the new revision, or None if none."""
        self._stage()
        staged = self._git("diff", "--cached", "--quiet", check=False).returncode != 0
        if not staged and not allow_empty:
            return None
        # the message goes through stdin: one naming many candidates outgrows argv
        self._git("commit", "-q", "--allow-empty", "-F", "-", stdin=message)
        return self._git("rev-parse", "HEAD").stdout.strip()

    def _stage(self) -> list[str]:
        """`git add -A`, except that a changed file holding a secret (a key pasted by hand
        into a topic) is staged redacted: the history keeps no secret, not even as an
        unreferenced object, since Git writes what it adds. The file itself is the
        person's and stays as it is. The names staged redacted."""
        redacted: list[tuple[str, str]] = []
        for name in self._changed_files():
            try:
                data = read_bytes(self.home / name, home=self.home)
                text = data.decode("utf-8") if data is not None else ""
            except (StoreError, OSError, UnicodeDecodeError):
                # a link (Git records its target's name, not what it points at), a file
                # gone meanwhile, or not text: nothing here for a secret scan to read
                continue
            if text and scanner.secret_kinds(text):
                redacted.append((name, scanner.redact(text)))
        left_out = [f":(exclude,literal){name}" for name, _ in redacted]
        self._git("add", "-A", "--", ".", *left_out)
        for name, text in redacted:
            blob = self._git("hash-object", "-w", "--stdin", stdin=text).stdout.strip()
            self._git("update-index", "--add", "--cacheinfo", f"100644,{blob},{name}")
        return [name for name, _ in redacted]

    def _changed_files(self) -> list[str]:
        """Files added or changed in the work tree since the index (not deleted ones)."""
        out = self._git("status", "--porcelain=v1", "-z", "--untracked-files=all").stdout
        fields = iter(out.split("\0"))
        names: list[str] = []
        for entry in fields:
            if len(entry) < 4:
                continue
            code, name = entry[:2], entry[3:]
            if code[0] in "RC":
                next(fields, None)  # a rename's second field: the old name
            if "D" not in code:
                names.append(name)
        return names

    def pending(self) -> list[str]:
        """Memory files changed since the last commit ("M user/x.md"), uncommitted."""
        if not self.exists:
            return []
        out = self._git("status", "--porcelain", "--untracked-files=all").stdout
        return [line.strip() for line in out.splitlines() if line.strip()]

    def record_outside_changes(self) -> str | None:
        """Commit changes made since the last record by anything but the inbox."""
        self.ensure()
        changed = self.pending()
        if not changed:
            return None
        names = ", ".join(line.split(maxsplit=1)[-1] for line in changed[:5])
        more = f" and {len(changed) - 5} more" if len(changed) > 5 else ""
        body = "\n".join(changed)
        return self.commit(
            f"edit: {len(changed)} file(s) changed outside the inbox ({names}{more})\n\n"
            f"Made by `memwell save`, a model's memory tools or by hand.\n\n{body}"
        )

    # --- reading ---------------------------------------------------------------------------

    def log(self, limit: int | None = 20) -> list[HistoryEntry]:
        if not self.exists:
            return []
        args = [
            "log",
            f"--format={_RECORD}%H{_FIELD}%aI{_FIELD}%s{_FIELD}%b{_FIELD}",
            "--name-only",
        ]
        if limit is not None:
            args.insert(1, f"-n{limit}")
        entries: list[HistoryEntry] = []
        for chunk in self._git(*args).stdout.split(_RECORD)[1:]:
            rev, date, subject, body, files = chunk.split(_FIELD)
            entries.append(
                HistoryEntry(
                    rev, date, subject, body.strip(), tuple(f for f in files.split("\n") if f)
                )
            )
        return entries

    def resolve(self, rev: str) -> str:
        """The full revision `rev` names (a hash prefix, HEAD~2...), or a clear error."""
        if not self.exists:
            raise HistoryError("this home has no history yet; it starts with the first change")
        done = self._git("rev-parse", "--verify", "-q", f"{rev}^{{commit}}", check=False)
        if done.returncode != 0 or rev.startswith("-"):
            raise HistoryError(f"no revision {rev!r} in the memory history; see `memwell history`")
        return done.stdout.strip()

    def show(self, rev: str) -> str:
        """The change revision `rev` made, as a patch with its message."""
        return self._git("show", "--format=medium", self.resolve(rev)).stdout

    def diff_to(self, rev: str) -> str:
        """What changed in the memory files from `rev` to now (what `restore` would undo)."""
        full = self.resolve(rev)
        self._stage()
        return self._git("diff", "--cached", full).stdout

    # --- restoring -------------------------------------------------------------------------

    def restore(self, rev: str) -> str | None:
        """Put the memory files back as they were at `rev`, recorded as a new commit (so a
        restore can itself be undone). Files added since `rev` are removed."""
        full = self.resolve(rev)
        self.record_outside_changes()
        subject = self._git("log", "-1", "--format=%s", full).stdout.strip()
        # read-tree --reset -u: index and files become `rev`'s, and files tracked now but
        # absent from `rev` are removed; ignored files (index, logs, inbox) are untouched
        self._git("read-tree", "--reset", "-u", full)
        return self.commit(f"restore: memory as of {full[:10]} ({subject})")
