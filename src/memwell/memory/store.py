"""`MemoryStore`: list, read, save and delete topics; keep `MEMORY.md` in step.

Every write validates the name, checks permission, scans for secrets, takes the
inter-process lock, refuses to overwrite a file that changed since this store read it,
writes atomically, then refreshes the scope's index. Listeners hear about each write
once it is on disk (the search index uses this to stay current).
"""

from __future__ import annotations

import builtins
import os
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from memwell.config import Settings
from memwell.durable import read_bytes, remove_tree, replace, store_lock, write_durable
from memwell.errors import (
    AmbiguousMemory,
    FrontmatterError,
    LinkRefused,
    MemoryNotFound,
    SecretDetected,
    SizeLimitExceeded,
    StoreError,
    WriteConflict,
)
from memwell.layout import SCOPES, Layout, Scope
from memwell.memory import index_file
from memwell.memory.document import Memory, content_hash, load, render, validate_fields
from memwell.memory.names import normalize_name, topic_path
from memwell.memory.permissions import AskCallback, PermissionRequest, check

INDEX_FILE = "MEMORY.md"
PROFILE_FILE = "USER.md"


def topic_paths(directory: Path) -> list[Path]:
    """The topic files of a scope directory, sorted: `*.md` regular files, not MEMORY.md,
    USER.md or dot files. A directory that happens to be named `x.md` is no topic, and
    neither is a symbolic link (memwell follows no link inside its home)."""
    return [
        path
        for path in sorted(directory.glob("*.md"))
        if path.name not in (INDEX_FILE, PROFILE_FILE)
        and not path.name.startswith(".")
        and not path.is_symlink()
        and path.is_file()
    ]


@dataclass(frozen=True, slots=True)
class StoreEvent:
    kind: Literal["saved", "deleted", "index_updated"]
    scope: Scope
    name: str
    path: Path


@dataclass(frozen=True, slots=True)
class ScanResult:
    memories: tuple[Memory, ...]
    errors: tuple[FrontmatterError, ...]


@dataclass(frozen=True, slots=True)
class TrashEntry:
    id: str
    scope: str
    name: str
    path: Path
    deleted: datetime

    def to_dict(self) -> dict[str, str]:
        return {
            "id": self.id,
            "scope": self.scope,
            "name": self.name,
            "path": str(self.path),
            "deleted": self.deleted.isoformat(),
        }


class Unset:
    pass


UNSET = Unset()


class MemoryStore:
    def __init__(self, layout: Layout, settings: Settings, ask: AskCallback | None = None) -> None:
        self.layout = layout
        self.settings = settings
        self.ask = ask
        self._listeners: list[Callable[[StoreEvent], None]] = []
        # content hash of each file as this store last read or wrote it (drift detection)
        self._seen: dict[Path, str | None] = {}

    def add_listener(self, listener: Callable[[StoreEvent], None]) -> None:
        self._listeners.append(listener)

    def scope_dir(self, scope: Scope) -> Path:
        """The scope's folder, refused if it (or `workspaces/`) is a symbolic link."""
        return self.layout.confined(self.layout.scope_dir(scope))

    def topic_file(self, scope: Scope, stem: str) -> Path:
        """The file of topic `stem`, refused if it is a symbolic link (checked before
        `topic_path` resolves it, so the error names the link)."""
        directory = self.scope_dir(scope)
        self.layout.confined(directory / f"{stem}.md")
        return topic_path(directory, stem)

    # --- reading ---------------------------------------------------------------------

    def scan(self, scope: Scope | None = None) -> ScanResult:
        """Every parseable topic, plus an error for each file that does not parse."""
        memories: list[Memory] = []
        errors: list[FrontmatterError] = []
        for sc in (scope,) if scope else SCOPES:
            directory = self.scope_dir(sc)
            if not directory.is_dir():
                continue
            for path in topic_paths(directory):
                try:
                    memories.append(self._load(path, sc))
                except MemoryNotFound:
                    continue  # deleted by another process since the folder was listed
                except LinkRefused:
                    continue  # replaced by a link since: a link is no topic
                except FrontmatterError as exc:
                    errors.append(exc)
        return ScanResult(tuple(memories), tuple(errors))

    def list(self, scope: Scope | None = None) -> list[Memory]:
        return list(self.scan(scope).memories)

    def locate(self, name: str, scope: Scope | None = None) -> tuple[str, Scope]:
        """(file stem, scope) of an existing topic, without parsing it."""
        stem = normalize_name(name)
        scopes = (scope,) if scope else SCOPES
        found = [sc for sc in scopes if self.topic_file(sc, stem).is_file()]
        if not found:
            raise MemoryNotFound(stem, scopes)
        if len(found) > 1:
            raise AmbiguousMemory(stem, found)
        return stem, found[0]

    def get(
        self, name: str, scope: Scope | None = None, *, ask: AskCallback | Unset | None = UNSET
    ) -> Memory:
        """A topic, body included: the `read` permission of its scope applies."""
        stem, found = self.locate(name, scope)
        path = self.topic_file(found, stem)
        check(
            self.settings,
            PermissionRequest("read", found, str(path), f"read memory {stem!r}"),
            self._asker(ask),
        )
        return self._load(path, found)

    def file_text(self, path: Path) -> str:
        """A topic file exactly as on disk ("" if it is gone), read without following a
        link: what `show` prints and an editor starts from, after `get` checked `read`."""
        data = read_bytes(path, home=self.layout.home)
        return data.decode("utf-8", errors="replace") if data is not None else ""

    def readable_scopes(
        self, scope: Scope | None = None, *, ask: AskCallback | Unset | None = UNSET
    ) -> set[Scope]:
        """The scopes whose contents may be handed out now: `read` is "allow", or it is
        "ask" and the person said yes (`ask=None`: no one can be asked, so "ask" is no)."""
        asker = self._asker(ask)
        readable: set[Scope] = set()
        for sc in (scope,) if scope else SCOPES:
            decision = self.settings.permission("read", sc)
            if decision == "allow":
                readable.add(sc)
            elif decision == "ask" and asker is not None:
                request = PermissionRequest(
                    "read", sc, str(self.scope_dir(sc)), f"read {sc} memories for a search"
                )
                if asker(request):
                    readable.add(sc)
        return readable

    def _load(self, path: Path, scope: Scope) -> Memory:
        data = read_bytes(path, home=self.layout.home)
        if data is None:
            raise MemoryNotFound(path.stem, (scope,))
        memory = load(path, data, scope)
        self._seen[path] = memory.content_hash
        return memory

    # --- writing ---------------------------------------------------------------------------

    def save(
        self,
        scope: Scope,
        name: str,
        type: str,
        description: str,
        content: str,
        *,
        tags: Sequence[str] = (),
        aliases: Sequence[str] = (),
        pinned: bool = False,
        created: datetime | None = None,
        extra: Mapping[str, Any] | None = None,
        expected_hash: str | Unset | None = UNSET,
        ask: AskCallback | Unset | None = UNSET,
    ) -> Memory:
        """Create or update a topic. `expected_hash` (None = must not exist) guards the
        update; without it, the hash this store last saw is used, if it saw one.

        `created` and `extra` (unknown frontmatter keys) are kept from the file on disk
        unless given; a hand edit (`memwell edit`) gives them."""
        # a name becomes a file name and a line of every prompt; an alias is matched on
        # as written: neither can be stored redacted, so a secret there is always
        # refused, and before the name is validated (an invalid name's error quotes it)
        from memwell.secrets.fields import alias_kinds, standalone_kinds  # (as `_screen`)

        if kinds := standalone_kinds(name):
            raise SecretDetected(kinds, field="name")
        for alias in aliases:
            if kinds := alias_kinds(alias):
                raise SecretDetected(kinds, field="alias")
        stem = normalize_name(name)
        description = description.strip()
        validate_fields(type, description, tags, aliases)
        description, content = self._screen(description), self._screen(content)
        tags = [self._screen_tag(t) for t in tags]
        path = self.topic_file(scope, stem)
        existed = path.exists()
        check(
            self.settings,
            PermissionRequest(
                "save",
                scope,
                str(path),
                f"{'update' if existed else 'create'} memory {stem!r}: {description}",
            ),
            self._asker(ask),
        )
        with self._locked():
            current = read_bytes(path, home=self.layout.home)
            self._guard(path, current, expected_hash)
            now = datetime.now(UTC).replace(microsecond=0)
            previous = self._previous(path, current, scope, expected_hash)
            if created is None:
                created = previous.created if previous and previous.created else now
            if extra is None and previous is not None:
                extra = previous.extra
            text = render(
                name=stem,
                type_=type,
                description=description,
                body=content if content.endswith("\n") or not content else content + "\n",
                created=created,
                updated=now,
                tags=tags,
                aliases=aliases,
                pinned=pinned,
                extra=extra,
            )
            data = text.encode("utf-8")
            write_durable(path, data, home=self.layout.home)
            self._seen[path] = content_hash(data)
            memory = load(path, text, scope)
            self._refresh_index(scope, changed=memory)
            # under the lock: the catalog row changes with the file, before any other writer
            self._emit(StoreEvent("saved", scope, stem, path))
        return memory

    def delete(self, name: str, scope: Scope, *, ask: AskCallback | Unset | None = UNSET) -> Path:
        """Move a topic to the trash (recoverable until purged); returns its trash path."""
        stem = normalize_name(name)
        path = self.topic_file(scope, stem)
        check(
            self.settings,
            PermissionRequest("delete", scope, str(path), f"delete memory {stem!r}"),
            self._asker(ask),
        )
        with self._locked():
            if not path.is_file():
                raise MemoryNotFound(stem, (scope,))
            stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
            scope_key = "user" if scope == "user" else self.scope_dir(scope).name
            target = self.layout.trash_dir / scope_key / f"{stem}.{stamp}.md"
            replace(path, target, home=self.layout.home)
            self._seen.pop(path, None)
            self._refresh_index(scope, removed=stem)
            self._emit(StoreEvent("deleted", scope, stem, path))
        return target

    def trash(self) -> builtins.list[TrashEntry]:
        entries: builtins.list[TrashEntry] = []
        root = self.layout.confined(self.layout.trash_dir)
        if not root.is_dir():
            return entries
        for path in sorted(root.glob("*/*.md")):
            stem, _, stamp = path.stem.rpartition(".")
            try:
                deleted = datetime.strptime(stamp, "%Y%m%dT%H%M%S%fZ").replace(tzinfo=UTC)
            except ValueError:
                continue
            entries.append(
                TrashEntry(f"{path.parent.name}/{path.stem}", path.parent.name, stem, path, deleted)
            )
        return entries

    def restore(self, trash_id: str, *, ask: AskCallback | Unset | None = UNSET) -> Memory:
        """Put a trashed topic back into its scope (refusing to overwrite a newer one)."""
        entry = next((e for e in self.trash() if e.id == trash_id), None)
        if entry is None:
            raise StoreError(f"nothing in the trash with id {trash_id!r}; see `memwell trash`")
        scope: Scope = "user" if entry.scope == "user" else "workspace"
        if scope == "workspace" and entry.scope != self.scope_dir("workspace").name:
            raise StoreError(
                f"{trash_id} belongs to another workspace ({entry.scope}); run from that directory"
            )
        path = self.topic_file(scope, entry.name)
        check(
            self.settings,
            PermissionRequest("save", scope, str(path), f"restore memory {entry.name!r}"),
            self._asker(ask),
        )
        with self._locked():
            if path.exists():
                raise StoreError(
                    f"a topic named {entry.name!r} exists again in scope {scope!r}; "
                    "rename or `memwell rm` it before restoring this one"
                )
            replace(entry.path, path, home=self.layout.home)
            self._refresh_index(scope)
            self._emit(StoreEvent("saved", scope, entry.name, path))
        return self._load(path, scope)

    def purge(self) -> int:
        """Delete the trash for good; returns how many topics were purged."""
        with self._locked():
            # a linked trash is refused, never "purged" while nothing was deleted
            return remove_tree(self.layout.trash_dir, home=self.layout.home)

    # --- the index and the profile ---------------------------------------------------

    def read_index(self, scope: Scope) -> str:
        data = read_bytes(self._index_path(scope), home=self.layout.home)
        return data.decode("utf-8", errors="replace") if data is not None else ""

    def current_index(self, scope: Scope) -> str:
        """`MEMORY.md` as a session should see it: the file, with its topic block
        rendered again from the topic files when it does not list exactly them.

        Trigger: a writer killed between moving a topic file and rewriting `MEMORY.md`
        (a save, `rm`, a trash restore), or a topic added or deleted by hand. Why: the
        block is derived from the files, and the prompt would show a ghost entry or miss
        a topic until the next write. Outcome: read-only (the next write fixes the file);
        the check is one folder listing, without a stat per file."""
        text = self.read_index(scope)
        free, managed = index_file.split(text)
        on_disk = self._topic_names(scope)
        if on_disk is None or set(index_file.managed_entries(managed)) == on_disk:
            return text
        return index_file.render(free, self.scan(scope).memories)

    def _topic_names(self, scope: Scope) -> set[str] | None:
        """The stems of the scope's `*.md` entries that look like topics (links and
        folders included: a mismatch only costs a full scan); None if the folder cannot
        be listed (a link: refused where it is read)."""
        try:
            with os.scandir(self.scope_dir(scope)) as entries:
                return {
                    entry.name[:-3]
                    for entry in entries
                    if entry.name.endswith(".md")
                    and entry.name not in (INDEX_FILE, PROFILE_FILE)
                    and not entry.name.startswith(".")
                }
        except FileNotFoundError:
            return set()
        except (OSError, LinkRefused):
            return None

    def write_index(
        self, scope: Scope, content: str, *, ask: AskCallback | Unset | None = UNSET
    ) -> Path:
        """Replace the free text of `MEMORY.md`; the topic list below it stays in step."""
        path = self._index_path(scope)
        check(
            self.settings,
            PermissionRequest("update_index", scope, str(path), "rewrite the memory index"),
            self._asker(ask),
        )
        free, _ = index_file.split(self._screen(content))
        with self._locked():
            memories = self.scan(scope).memories
            data = index_file.render(free, memories).encode("utf-8")
            write_durable(path, data, home=self.layout.home)
        self._emit(StoreEvent("index_updated", scope, INDEX_FILE, path))
        return path

    def rebuild_index(self, scope: Scope) -> Path:
        """Rebuild the topic block of `MEMORY.md` from a full scan (after hand edits)."""
        path = self._index_path(scope)
        with self._locked():
            free, _ = index_file.split(self.read_index(scope))
            data = index_file.render(free, self.scan(scope).memories).encode("utf-8")
            if read_bytes(path, home=self.layout.home) != data:
                write_durable(path, data, home=self.layout.home)
        return path

    def read_profile(self) -> str:
        data = read_bytes(self._profile_path(), home=self.layout.home)
        return data.decode("utf-8", errors="replace") if data is not None else ""

    def write_profile(self, content: str, *, ask: AskCallback | Unset | None = UNSET) -> Path:
        path = self._profile_path()
        content = self._screen(content)
        size = len(content.encode("utf-8"))
        if size > self.settings.limits.profile_max_bytes:
            raise SizeLimitExceeded(PROFILE_FILE, size, self.settings.limits.profile_max_bytes)
        check(
            self.settings,
            PermissionRequest("save", "user", str(path), "rewrite the user profile"),
            self._asker(ask),
        )
        with self._locked():
            write_durable(path, content.encode("utf-8"), home=self.layout.home)
        self._emit(StoreEvent("saved", "user", PROFILE_FILE, path))
        return path

    # --- internals -----------------------------------------------------------------------

    def _index_path(self, scope: Scope) -> Path:
        return self.layout.confined(self.scope_dir(scope) / INDEX_FILE)

    def _profile_path(self) -> Path:
        return self.layout.confined(self.layout.user_dir / PROFILE_FILE)

    def _asker(self, ask: AskCallback | Unset | None) -> AskCallback | None:
        """The per-call `ask` if one was given (even None), else the store's."""
        return self.ask if isinstance(ask, Unset) else ask

    def _locked(self) -> AbstractContextManager[None]:
        return store_lock(
            self.layout.lock_path, self.settings.limits.lock_timeout_s, home=self.layout.home
        )

    def _screen_tag(self, tag: str) -> str:
        """A tag is a short field too (a bare key there has no context): refused, or with
        `secrets = "redact"` stored as `[REDACTED]` when the tag is token-shaped."""
        from memwell.secrets import scanner  # (as `_screen`)
        from memwell.secrets.fields import short_field_kinds

        kinds = short_field_kinds(tag)
        if not kinds:
            return tag
        if self.settings.secrets == "redact":
            return self._screen(tag) if scanner.secret_kinds(tag) else scanner.REDACTED
        raise SecretDetected(kinds, field="tag")

    def _screen(self, text: str) -> str:
        """Refuse or redact secrets, per the settings."""
        # imported by what saves, not with the store: a hook's turn only reads memories
        from memwell.secrets import scanner

        kinds = scanner.secret_kinds(text)
        if not kinds:
            return text
        if self.settings.secrets == "redact":
            return scanner.redact(text)
        raise SecretDetected(kinds)

    def _previous(
        self, path: Path, current: bytes | None, scope: Scope, expected: str | Unset | None
    ) -> Memory | None:
        """The topic being replaced, parsed; a file that does not parse is only replaced
        when the caller named its exact content (`expected_hash`), so a person's
        hand-written notes are never overwritten blindly."""
        if current is None:
            return None
        try:
            return load(path, current, scope)
        except (FrontmatterError, UnicodeDecodeError) as exc:
            if isinstance(expected, str) and expected == content_hash(current):
                return None
            reason = exc.reason if isinstance(exc, FrontmatterError) else "not UTF-8 text"
            raise FrontmatterError(
                path,
                f"not overwritten: the existing file does not parse ({reason}); "
                "fix it by hand or `memwell rm` it first",
                exc.line if isinstance(exc, FrontmatterError) else None,
            ) from exc

    def _guard(self, path: Path, current: bytes | None, expected: str | Unset | None) -> None:
        actual = content_hash(current) if current is not None else None
        if isinstance(expected, Unset):
            if path not in self._seen:
                return  # never read here: an upsert, not a stale overwrite
            expected = self._seen[path]
        if expected != actual:
            raise WriteConflict(path, expected, actual)

    def _refresh_index(
        self, scope: Scope, *, changed: Memory | None = None, removed: str | None = None
    ) -> None:
        """Bring the managed block of `MEMORY.md` in step with the topic files.

        A single save or delete edits one line instead of re-reading every topic; when
        the block does not match the files on disk (a topic added or removed by hand),
        it is rebuilt from a full scan.
        """
        path = self._index_path(scope)
        current = self.read_index(scope)
        free, managed = index_file.split(current)
        entries = index_file.managed_entries(managed)
        if changed is not None:
            entries[changed.name] = index_file.topic_line(changed)
        if removed is not None:
            entries.pop(removed, None)
        on_disk = {p.stem for p in topic_paths(self.scope_dir(scope))}
        if set(entries) != on_disk:
            entries = {m.name: index_file.topic_line(m) for m in self.scan(scope).memories}
        data = index_file.render_entries(free, entries).encode("utf-8")
        if current.encode("utf-8") != data:
            write_durable(path, data)

    def _emit(self, event: StoreEvent) -> None:
        for listener in self._listeners:
            listener(event)
