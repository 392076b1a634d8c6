"""The memwell exception tree.

One base (`MemwellError`), grouped intermediate bases, and leaves that carry the
structured fields a caller needs to act. The command line catches `MemwellError`
once and prints its message; everything else is a bug and shows a traceback.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path


class MemwellError(Exception):
    """Base of every error memwell raises on purpose."""


class UsageError(MemwellError):
    """A library call or command was given an argument it cannot take (a bad mode, a
    malformed batch line); the message says what is accepted."""


class BatchInputError(UsageError):
    """A line of a `--batch` file is not what the command reads."""

    def __init__(self, path: Path | None, line: int, reason: str) -> None:
        self.path = path
        self.line = line
        self.reason = reason
        super().__init__(f"{path or '<stdin>'}:{line}: {reason}")


class ExtraMissing(MemwellError):
    """A feature needs an optional extra that is not installed."""

    def __init__(self, feature: str, extra: str, package: str) -> None:
        self.feature = feature
        self.extra = extra
        self.package = package
        super().__init__(
            f"{feature} needs the {package!r} package (the {extra!r} extra); "
            f"install it with `pip install 'memwell[{extra}]'`"
        )


# --- configuration ----------------------------------------------------------------


class ConfigError(MemwellError):
    """A configuration file or value is invalid."""

    def __init__(self, path: Path | None, issues: Sequence[str]) -> None:
        self.path = path
        self.issues = tuple(issues)
        where = f"{path}: " if path else ""
        super().__init__(f"invalid configuration: {where}" + "; ".join(self.issues))


# --- the canonical Markdown store ------------------------------------------------


class StoreError(MemwellError):
    """Reading or writing the Markdown memory store failed."""


class InvalidName(StoreError):
    """A memory name is not a safe file name inside its scope."""

    def __init__(self, name: str, reason: str) -> None:
        self.name = name
        self.reason = reason
        super().__init__(f"invalid memory name {name!r}: {reason}")


class InvalidMemory(StoreError):
    """A memory's fields do not satisfy the file format (missing description, bad type...)."""


class MemoryNotFound(StoreError):
    """No memory with that name exists in the scopes searched."""

    def __init__(self, name: str, scopes: Sequence[str]) -> None:
        self.name = name
        self.scopes = tuple(scopes)
        super().__init__(
            f"no memory named {name!r} in scope(s) {', '.join(self.scopes)}; "
            "run `memwell ls` to see what exists"
        )


class AmbiguousMemory(StoreError):
    """A name exists in more than one scope and no scope was given."""

    def __init__(self, name: str, scopes: Sequence[str]) -> None:
        self.name = name
        self.scopes = tuple(scopes)
        super().__init__(
            f"memory {name!r} exists in scopes {', '.join(self.scopes)}; pass --scope to choose"
        )


class FrontmatterError(StoreError):
    """A topic file's YAML frontmatter cannot be parsed or is missing required fields."""

    def __init__(self, path: Path, reason: str, line: int | None = None) -> None:
        self.path = path
        self.reason = reason
        self.line = line
        at = f"{path}:{line}" if line is not None else str(path)
        super().__init__(f"{at}: {reason} (the file was left as it is; fix it and retry)")


class WriteConflict(StoreError):
    """The file changed on disk since it was read; overwriting would lose that change."""

    def __init__(self, path: Path, expected: str | None, actual: str | None) -> None:
        self.path = path
        self.expected = expected
        self.actual = actual
        super().__init__(
            f"{path} changed on disk since it was read (expected content hash "
            f"{(expected or 'absent')[:12]}, found {(actual or 'absent')[:12]}); "
            "re-read it and apply your change again"
        )


class PermissionDenied(StoreError):
    """The permission policy refused an operation."""

    def __init__(self, operation: str, scope: str, reason: str = "denied by policy") -> None:
        self.operation = operation
        self.scope = scope
        self.reason = reason
        super().__init__(f"{operation} in scope {scope!r} refused: {reason}")


class SecretDetected(StoreError):
    """Content looks like it contains a secret, and the policy refuses to store it."""

    def __init__(self, kinds: Sequence[str], field: str | None = None) -> None:
        self.kinds = tuple(kinds)
        self.field = field
        if field is None:
            advice = 'remove it, or set secrets = "redact" in the config to store it redacted'
            what = "content"
        elif field == "tag":  # a tag may be stored as [REDACTED]
            advice = 'remove that tag, or set secrets = "redact" in the config'
            what = "a topic tag"
        else:  # names and aliases are never stored redacted
            advice = f"choose another {field}; a {field} is never stored redacted"
            what = f"a topic {field}"
        super().__init__(
            f"refusing to store {what} that looks like a secret ("
            + ", ".join(self.kinds)
            + f"); {advice}"
        )


class LinkRefused(StoreError):
    """A path inside the home is a symbolic link: memwell does not read or write through
    links inside its home, so nothing it does can land outside it."""

    def __init__(self, link: Path, home: Path) -> None:
        self.link = link
        self.home = home
        super().__init__(
            f"{link} is a symbolic link; memwell does not read or write through links "
            f"inside its home ({home}): replace it with the real file or folder"
        )


class LockTimeout(StoreError):
    """Another process held the store lock for too long."""

    def __init__(self, path: Path, seconds: float) -> None:
        self.path = path
        self.seconds = seconds
        super().__init__(f"could not lock {path} within {seconds:g} s; is another memwell stuck?")


class SizeLimitExceeded(StoreError):
    """A capped file (USER.md, MEMORY.md) would exceed its hard cap."""

    def __init__(self, what: str, size: int, limit: int) -> None:
        self.what = what
        self.size = size
        self.limit = limit
        super().__init__(f"{what} would be {size} bytes, over its cap of {limit}; shorten it")


# --- the derived index -------------------------------------------------------------


class AmbiguousSessionId(UsageError):
    """A session id prefix that more than one archived session starts with."""

    def __init__(self, prefix: str, candidates: Sequence[str]) -> None:
        self.prefix = prefix
        self.candidates = tuple(candidates)
        super().__init__(
            f"session id {prefix!r} is the start of {len(self.candidates)} sessions "
            f"({', '.join(self.candidates)}); give more of the id"
        )


class IndexStoreError(MemwellError):
    """The derived SQLite index failed."""


class IndexCorrupt(IndexStoreError):
    """SQLite reports the index file is not a database or is malformed.

    The index is derived from the Markdown files and session archives, so the file is
    moved aside and rebuilt rather than repaired."""

    def __init__(self, path: str, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(
            f"search index {path} is damaged ({reason}); run `memwell reindex` to move it "
            "aside and rebuild it from the Markdown files"
        )


class SchemaError(IndexStoreError):
    """The index schema is newer than this memwell, or a migration failed."""


class EmbedderUnavailable(IndexStoreError):
    """An embedder was asked for but its optional dependency or server is missing."""

    def __init__(self, name: str, reason: str, extra: str = "embeddings") -> None:
        self.name = name
        self.extra = extra
        super().__init__(
            f"embedder {name!r} is unavailable: {reason}; "
            f"install it with `pip install 'memwell[{extra}]'`"
        )


class TranscriptError(MemwellError):
    """A transcript or session file is malformed."""

    def __init__(self, path: Path | None, reason: str, line: int | None = None) -> None:
        self.path = path
        self.reason = reason
        self.line = line
        where = str(path) if path else "<input>"
        if line is not None:
            where += f":{line}"
        super().__init__(f"{where}: {reason}")


# --- models ----------------------------------------------------------------------------


class ModelError(MemwellError):
    """A configured language model failed or is unavailable."""


class ModelUnavailable(ModelError):
    """The model's SDK extra is missing or its endpoint cannot be reached."""


# --- compaction --------------------------------------------------------------------------


class CompactionError(MemwellError):
    """Compaction could not produce a valid transcript, or its per-session checkpoint
    cannot be used."""


class InvalidContextWindow(UsageError):
    """A context window to compact for is not a positive number of tokens."""

    def __init__(self, value: object) -> None:
        self.value = value
        super().__init__(
            f"context window must be a positive number of tokens, not {value!r}; pass "
            "--context-window N (e.g. 200000) or set `context_window` in [compaction]"
        )


class CheckpointUnreadable(CompactionError):
    """A session's persisted checkpoint file exists but cannot be read or is not one."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(
            f"{path}: unreadable checkpoint ({reason}); delete it (or move it aside) to "
            "start the session's checkpoint afresh"
        )


# --- integrations ------------------------------------------------------------------------


class HookPayloadError(MemwellError):
    """An agent CLI sent a hook payload memwell does not understand."""

    def __init__(self, harness: str, reason: str) -> None:
        self.harness = harness
        self.reason = reason
        super().__init__(f"{harness} hook payload: {reason}")


class InstallError(MemwellError):
    """Installing or uninstalling an agent integration failed; nothing was changed."""


class InspectorError(MemwellError):
    """The inspector page cannot start (its `ui` extra is missing, or the port is taken)."""


# --- consolidation -----------------------------------------------------------------------


class ConsolidationError(MemwellError):
    """Consolidation (candidates, inbox, history) failed."""


class InboxError(ConsolidationError):
    """The inbox holds no such candidate, or a candidate cannot be applied as it is."""


class CandidateNotFound(InboxError):
    """No candidate in the inbox has that id."""

    def __init__(self, candidate_id: str) -> None:
        self.candidate_id = candidate_id
        super().__init__(
            f"no candidate {candidate_id!r} in the inbox; run `memwell inbox` to list them"
        )


class CandidateOutdated(InboxError):
    """A topic the candidate changes was edited since the candidate was proposed."""

    def __init__(self, candidate_id: str, topic: str) -> None:
        self.candidate_id = candidate_id
        self.topic = topic
        super().__init__(
            f"topic {topic!r} changed since candidate {candidate_id} was proposed; "
            f"review it with `memwell show {topic}`, then `memwell inbox edit {candidate_id}` "
            "or reject it"
        )


class HistoryError(ConsolidationError):
    """Recording or reading the Git history of the memory home failed."""


class GitMissing(HistoryError):
    """The `git` program is not installed or not on PATH."""

    def __init__(self) -> None:
        super().__init__(
            "memory history needs the `git` program, which was not found on PATH; install "
            "Git (e.g. `apt install git`, `brew install git`) and run the command again"
        )


class ServiceError(MemwellError):
    """The warm local service (`memwell serve`) cannot start or serve."""


class ServiceRunning(ServiceError):
    """Another service already serves this home (one per home)."""

    def __init__(self, home: str) -> None:
        self.home = home
        super().__init__(
            f"a memwell service already serves {home}; `memwell serve --status` describes it "
            "and `memwell serve --stop` stops it"
        )
