"""Settings: read once in the composition root (`Harness`) and passed explicitly.

The file is `<home>/config.toml` (or `config.json`). Known sections are validated
here; sections that belong to a subsystem (`memory_policy`, `compaction`, `llm`,
`embeddings`) are kept as raw mappings and parsed by that subsystem, so this module
does not import them.

    secrets = "refuse"            # or "redact"
    [permissions]                 # operation.scope = allow | ask | deny
    "delete.user" = "ask"
    [limits]
    index_max_lines = 200
    index_max_bytes = 25000
    profile_max_bytes = 2000
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal, TypeAlias, cast

from memwell.errors import ConfigError

Decision: TypeAlias = Literal["allow", "ask", "deny"]
Operation: TypeAlias = Literal["save", "update_index", "delete", "read"]
SecretsMode: TypeAlias = Literal["refuse", "redact"]

OPERATIONS: tuple[Operation, ...] = ("save", "update_index", "delete", "read")
_DECISIONS = ("allow", "ask", "deny")


@dataclass(frozen=True, slots=True)
class Limits:
    index_max_lines: int = 200
    index_max_bytes: int = 25_000
    profile_max_bytes: int = 2_000
    lock_timeout_s: float = 10.0


@dataclass(frozen=True, slots=True)
class Settings:
    secrets: SecretsMode = "refuse"
    # "operation.scope" or "operation" -> decision; missing means allow
    permissions: Mapping[str, Decision] = field(default_factory=lambda: MappingProxyType({}))
    limits: Limits = field(default_factory=Limits)
    # sections owned by subsystems, parsed there
    sections: Mapping[str, Mapping[str, Any]] = field(default_factory=lambda: MappingProxyType({}))
    path: Path | None = None

    def permission(self, operation: Operation, scope: str) -> Decision:
        return self.permissions.get(
            f"{operation}.{scope}", self.permissions.get(operation, "allow")
        )

    def section(self, name: str) -> Mapping[str, Any]:
        return self.sections.get(name, MappingProxyType({}))


_KNOWN = {"secrets", "permissions", "limits"}


def load_settings(home: Path) -> Settings:
    """Settings from `<home>/config.toml` or `<home>/config.json`; defaults if neither exists."""
    for name in ("config.toml", "config.json"):
        path = home / name
        if path.is_file():
            return parse_settings(_read(path), path)
    return Settings()


def _read(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text) if path.suffix == ".json" else tomllib.loads(text)
    except (OSError, ValueError) as exc:
        raise ConfigError(path, [str(exc)]) from exc
    if not isinstance(data, dict):
        raise ConfigError(path, ["top level must be a table/object"])
    return cast(dict[str, Any], data)


def parse_settings(data: Mapping[str, Any], path: Path | None = None) -> Settings:
    issues: list[str] = []
    secrets = data.get("secrets", "refuse")
    if secrets not in ("refuse", "redact"):
        issues.append(f"secrets must be 'refuse' or 'redact', not {secrets!r}")
    permissions: dict[str, Decision] = {}
    for key, value in dict(data.get("permissions", {})).items():
        operation = str(key).split(".", 1)[0]
        if operation not in OPERATIONS:
            issues.append(f"permissions.{key}: unknown operation {operation!r}")
        elif value not in _DECISIONS:
            issues.append(f"permissions.{key}: must be allow, ask or deny, not {value!r}")
        else:
            permissions[str(key)] = cast(Decision, value)
    limits = Limits()
    raw_limits = dict(data.get("limits", {}))
    known_limits = set(Limits.__dataclass_fields__)
    for key in raw_limits:
        if key not in known_limits:
            issues.append(f"limits.{key}: unknown limit (known: {', '.join(sorted(known_limits))})")
    if not issues:
        try:
            limits = Limits(**{k: type(getattr(limits, k))(v) for k, v in raw_limits.items()})
        except (TypeError, ValueError) as exc:
            issues.append(f"limits: {exc}")
    if issues:
        raise ConfigError(path, issues)
    sections = {
        k: MappingProxyType(dict(v))
        for k, v in data.items()
        if k not in _KNOWN and isinstance(v, dict)
    }
    return Settings(
        secrets=cast(SecretsMode, secrets),
        permissions=MappingProxyType(permissions),
        limits=limits,
        sections=MappingProxyType(sections),
        path=path,
    )
