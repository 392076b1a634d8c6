"""The topic file format: YAML frontmatter between `---` lines, then a Markdown body.

    ---
    name: commit_style
    type: feedback
    description: Commit messages are concise and imperative
    created: '2026-11-30T01:00:00+00:00'
    tags: [git]
    ---
    Use concise, imperative commit messages.

`parse` and `render` are inverses on every valid memory (property-tested); keys memwell
does not know are preserved in `extra`, in their original order.
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal, TypeAlias, cast, get_args

from memwell.errors import FrontmatterError, InvalidMemory
from memwell.layout import Scope
from memwell.lazy_patterns import lazy_compile

MemoryType: TypeAlias = Literal["user", "feedback", "project", "reference"]
MEMORY_TYPES: tuple[str, ...] = get_args(MemoryType)
# A description is one line of MEMORY.md, injected at every session start: 300 characters
# keeps 200 index lines inside the default 25 kB prompt budget with room for the names.
DESCRIPTION_MAX_CHARS = 300

_KNOWN_KEYS = ("name", "type", "description", "created", "updated", "tags", "aliases", "pinned")
_FENCE = lazy_compile(r"\A---[ \t]*\r?\n(.*?\r?\n)?---[ \t]*(?:\r?\n|\Z)", re.DOTALL)


@functools.cache
def _yaml() -> tuple[Any, Any, Any]:
    """(yaml module, safe loader, safe dumper), imported on first use.

    PyYAML costs ~15-30 ms to import; per-turn hooks that never parse a topic file
    should not pay it. libyaml's C loader is ~8x faster when the build has it.
    """
    import yaml

    if hasattr(yaml, "CSafeLoader"):
        return yaml, yaml.CSafeLoader, yaml.CSafeDumper
    return yaml, yaml.SafeLoader, yaml.SafeDumper  # pragma: no cover - build-dependent


@dataclass(frozen=True, slots=True)
class Memory:
    """One topic file, parsed."""

    name: str
    type: MemoryType
    description: str
    body: str
    scope: Scope
    path: Path
    created: datetime | None = None
    updated: datetime | None = None
    tags: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    pinned: bool = False
    extra: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    content_hash: str = ""

    def to_dict(self, *, body: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "name": self.name,
            "scope": self.scope,
            "type": self.type,
            "description": self.description,
            "tags": list(self.tags),
            "aliases": list(self.aliases),
            "pinned": self.pinned,
            "created": self.created.isoformat() if self.created else None,
            "updated": self.updated.isoformat() if self.updated else None,
            "path": str(self.path),
            "content_hash": self.content_hash,
        }
        if body:
            data["body"] = self.body
        return data


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# --- parsing -------------------------------------------------------------------------


def load(path: Path, data: bytes | str, scope: Scope) -> Memory:
    """The one way a topic file becomes a `Memory` (the store, the catalog's sync and a
    hand edit all call this): UTF-8 text, parsed, and named by its file stem - the file
    is the identity, so a hand-edited `name:` does not move or duplicate the topic."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise FrontmatterError(path, f"not UTF-8 text ({exc.reason})") from exc
    memory = parse(data, path=path, scope=scope)
    return memory if memory.name == path.stem else replace(memory, name=path.stem)


# a top-level `key: value` line whose plain value holds another ": " (YAML rejects it)
_COLON_VALUE = lazy_compile(
    r"^([A-Za-z_][\w-]*):[ \t]+([^'\"\[{|>&*!#%@`\s][^\r\n]*?:[ \t][^\r\n]*)$", re.M
)


def _quote_colon_values(raw: str) -> str:
    def quoted(match: re.Match[str]) -> str:
        value = match.group(2).rstrip()
        return f"{match.group(1)}: '" + value.replace("'", "''") + "'"

    return _COLON_VALUE.sub(quoted, raw)


def parse(text: str, *, path: Path, scope: Scope) -> Memory:
    """Parse a topic file; `FrontmatterError` names the file and line of any problem."""
    match = _FENCE.match(text)
    if match is None:
        raise FrontmatterError(path, "missing YAML frontmatter (the file must start with '---')", 1)
    raw = match.group(1) or ""
    yaml, loader, _ = _yaml()
    try:
        try:
            loaded = yaml.load(raw, Loader=loader)
        except yaml.YAMLError:
            # "description: Brookside systems: calendar, files" is what people write by
            # hand; YAML rejects the second ": ". Read such a line as the text it is
            # (quoted), and report the original error when that does not parse either.
            lenient = _quote_colon_values(raw)
            if lenient == raw:
                raise
            try:
                loaded = yaml.load(lenient, Loader=loader)
            except yaml.YAMLError:
                loaded = yaml.load(raw, Loader=loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        # +1 for 1-based lines, +1 for the opening fence; an error found at the end of the
        # frontmatter (an unclosed bracket) is reported on its last line, not on the fence
        line = min(mark.line + 2, raw.count("\n") + 1) if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc)
        raise FrontmatterError(path, f"invalid YAML: {problem}", line) from exc
    if loaded is None:
        loaded = {}
    if not isinstance(loaded, dict):
        raise FrontmatterError(path, "frontmatter must be a mapping of keys to values", 2)
    meta = cast(dict[str, Any], loaded)
    body = text[match.end() :]

    def line_of(key: str) -> int:
        for number, line in enumerate(raw.splitlines(), start=2):
            if line.startswith(f"{key}:"):
                return number
        return 1

    for key in ("name", "type", "description"):
        value = meta.get(key)
        if value is None or (isinstance(value, str) and not value.strip()):
            raise FrontmatterError(
                path, f"required field {key!r} is missing or empty", line_of(key)
            )
    if meta["type"] not in MEMORY_TYPES:
        raise FrontmatterError(
            path,
            f"type must be one of {', '.join(MEMORY_TYPES)}, not {meta['type']!r}",
            line_of("type"),
        )
    try:
        created = _as_datetime(meta.get("created"))
        updated = _as_datetime(meta.get("updated"))
    except ValueError as exc:
        raise FrontmatterError(path, str(exc), line_of("created")) from exc
    tags = _as_strings(meta.get("tags"), path, "tags", line_of("tags"))
    aliases = _as_strings(meta.get("aliases"), path, "aliases", line_of("aliases"))
    pinned = meta.get("pinned", False)
    if not isinstance(pinned, bool):
        raise FrontmatterError(path, "pinned must be true or false", line_of("pinned"))
    extra = {k: v for k, v in meta.items() if k not in _KNOWN_KEYS}
    return Memory(
        name=str(meta["name"]),
        type=cast(MemoryType, meta["type"]),
        description=str(meta["description"]),
        body=body,
        scope=scope,
        path=path,
        created=created,
        updated=updated,
        tags=tags,
        aliases=aliases,
        pinned=pinned,
        extra=MappingProxyType(extra),
        content_hash=content_hash(text.encode("utf-8")),
    )


def _as_datetime(value: object) -> datetime | None:
    if value is None:
        return None
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=UTC)
    if isinstance(value, date):
        return datetime(value.year, value.month, value.day, tzinfo=UTC)
    if isinstance(value, str):
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    raise ValueError(f"expected an ISO 8601 date-time, not {value!r}")


def _as_strings(value: object, path: Path, key: str, line: int) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return tuple(part.strip() for part in value.split(",") if part.strip())
    if isinstance(value, list) and all(isinstance(v, str | int | float) for v in value):
        return tuple(str(v) for v in value)
    raise FrontmatterError(path, f"{key} must be a list of strings", line)


# --- rendering ---------------------------------------------------------------------------


def validate_fields(
    type_: str, description: str, tags: Sequence[str] = (), aliases: Sequence[str] = ()
) -> None:
    """Refuse field values the file format cannot hold, before anything touches disk."""
    if type_ not in MEMORY_TYPES:
        raise InvalidMemory(f"type must be one of {', '.join(MEMORY_TYPES)}, not {type_!r}")
    if not description.strip():
        raise InvalidMemory("description is required: one line saying what this memory is for")
    if "\n" in description or "\r" in description:
        raise InvalidMemory("description must be a single line")
    if len(description) > DESCRIPTION_MAX_CHARS:
        raise InvalidMemory(
            f"description is {len(description)} characters, over the limit of "
            f"{DESCRIPTION_MAX_CHARS}: it is one line of MEMORY.md, shown at every session "
            "start; shorten it and put the detail in the content"
        )
    for label, values in (("tags", tags), ("aliases", aliases)):
        for value in values:
            if not value.strip() or "\n" in value:
                raise InvalidMemory(f"{label} must be non-empty single-line strings")


def render(
    *,
    name: str,
    type_: str,
    description: str,
    body: str,
    created: datetime | None = None,
    updated: datetime | None = None,
    tags: Sequence[str] = (),
    aliases: Sequence[str] = (),
    pinned: bool = False,
    extra: Mapping[str, Any] | None = None,
) -> str:
    """The text of a topic file; `parse(render(...))` gives the same fields back."""
    validate_fields(type_, description, tags, aliases)
    meta: dict[str, Any] = {"name": name, "type": type_, "description": description}
    if created is not None:
        meta["created"] = created.isoformat()
    if updated is not None:
        meta["updated"] = updated.isoformat()
    if tags:
        meta["tags"] = list(tags)
    if aliases:
        meta["aliases"] = list(aliases)
    if pinned:
        meta["pinned"] = True
    for key, value in (extra or {}).items():
        if key not in _KNOWN_KEYS:
            meta[key] = value
    yaml, _, dumper = _yaml()
    header = yaml.dump(
        meta,
        Dumper=dumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=1000,
    )
    return f"---\n{header}---\n{body}"
