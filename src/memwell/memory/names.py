"""Memory names: the file stem of a topic, validated so no write can leave its scope."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from memwell.errors import InvalidName
from memwell.lazy_patterns import lazy_compile

RESERVED = frozenset({"memory", "user"})  # MEMORY.md (index) and USER.md (profile)
MAX_NAME_LENGTH = 100
_ALLOWED = lazy_compile(r"^[\w][\w .\-]*$", re.UNICODE)


def normalize_name(raw: str) -> str:
    """Validate `raw` and return the file stem it names (a trailing `.md` is accepted)."""
    name = unicodedata.normalize("NFC", raw.strip())
    if name.lower().endswith(".md"):
        name = name[:-3]
    if not name:
        raise InvalidName(raw, "a name is required")
    if "/" in name or "\\" in name:
        raise InvalidName(raw, "path separators are not allowed; use a plain topic name")
    if name.startswith(".") or ".." in name:
        raise InvalidName(raw, "names may not start with '.' or contain '..'")
    if Path(name).is_absolute() or re.match(r"^[A-Za-z]:", name):
        raise InvalidName(raw, "absolute paths are not allowed")
    if any(unicodedata.category(ch).startswith("C") for ch in name):
        raise InvalidName(raw, "control characters are not allowed")
    if not _ALLOWED.match(name):
        raise InvalidName(raw, "use letters, digits, spaces, '.', '_' or '-'")
    if len(name) > MAX_NAME_LENGTH:
        raise InvalidName(raw, f"at most {MAX_NAME_LENGTH} characters")
    if name.lower() in RESERVED:
        raise InvalidName(raw, f"{name}.md is reserved by memwell")
    return name


def topic_path(scope_dir: Path, name: str) -> Path:
    """The file for `name` inside `scope_dir`, refusing symlinks that lead out of the scope."""
    path = scope_dir / f"{name}.md"
    root = scope_dir.resolve()
    resolved = path.resolve()
    if resolved.parent != root:
        raise InvalidName(name, f"{path} resolves outside its scope directory (symlink?)")
    return path
