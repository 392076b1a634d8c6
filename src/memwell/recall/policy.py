"""`memory_policy`: the recall configuration, in the seed's shape, every limit configurable.

It is read from the `[memory_policy]` section of `<home>/config.toml` (or `config.json`),
or from a separate JSON/TOML file whose top level is either the section itself or
`{"memory_policy": {...}}`. Unknown keys are refused with the list of known ones, so a
typo never silently falls back to a default.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal, cast, get_args

from memwell.config import did_you_mean
from memwell.errors import ConfigError
from memwell.recall.types import SkipReason, Trigger, Verdict

# No entity is known until the user names it (`[memory_policy] entities`) or the memory
# teaches it (`learn_entities`): a library default would make recall fire for one
# product's name and not for its competitor's. (Seed 003's examples are test fixtures.)
DEFAULT_ENTITIES: Mapping[str, tuple[str, ...]] = MappingProxyType({})

ALL_TRIGGERS: tuple[str, ...] = get_args(Trigger)
ALL_SKIPS: tuple[str, ...] = get_args(SkipReason)


@dataclass(frozen=True, slots=True)
class MemoryPolicy:
    # --- the seed's keys ---
    preflight_on_session_start: bool = True
    preflight_depth: Literal["light", "full"] = "light"
    pre_execution_recall: bool = True
    max_memory_items: int = 5
    max_digest_lines: int = 8
    trigger_query_if: tuple[str, ...] = ALL_TRIGGERS
    skip_query_if: tuple[str, ...] = ALL_SKIPS
    # --- digest shaping ---
    max_line_chars: int = 160
    max_digest_chars: int = 1200
    retrieve_limit: int = 20
    min_confidence: float = 0.3
    inject_low_confidence: bool = False
    recency_half_life_days: float = 30.0
    high_signal_tags: tuple[str, ...] = (
        "decision",
        "constraint",
        "convention",
        "rule",
        "safety",
        "important",
        "todo",
        "open",
        "unresolved",
        "pinned",
    )
    # --- preflight ---
    preflight_max_lines: int = 8
    preflight_max_pinned: int = 3
    preflight_max_unresolved: int = 3
    preflight_max_entities: int = 5
    # --- always-on profile (user-scope user/feedback topics and USER.md; 0 turns it off) ---
    profile_max_tokens: int = 500
    # --- entities ---
    entities: Mapping[str, tuple[str, ...]] = field(default_factory=lambda: DEFAULT_ENTITIES)
    learn_entities: bool = True
    # --- gate ---
    destructive_default: Verdict = "ask"  # verdict for an irreversible action no memory covers
    gate_max_findings: int = 5
    # --- writeback ---
    writeback: bool = True
    writeback_scope: Literal["user", "workspace"] = "workspace"
    writeback_min_chars: int = 24
    writeback_dedupe_threshold: float = 0.6
    # --- retrieval ---
    # "index": the SQLite search index (default; right for one-shot hook processes).
    # "keyword": an in-memory BM25 index over the store, rebuilt when the memory changes
    # (fastest for long-running processes: MCP server, agent loops).
    retriever: Literal["index", "keyword"] = "index"
    # "rules" (default, no model) or "model": a model from [llm] may revise the intent
    classifier: Literal["rules", "model"] = "rules"
    # --- logs ---
    log_decisions: bool = True

    def triggers_enabled(self, trigger: str) -> bool:
        return trigger in self.trigger_query_if

    def skip_enabled(self, reason: str) -> bool:
        return reason in self.skip_query_if


_POSITIVE_INTS = {
    "max_memory_items",
    "max_digest_lines",
    "max_line_chars",
    "max_digest_chars",
    "retrieve_limit",
    "preflight_max_lines",
    "gate_max_findings",
}


def parse_policy(raw: Mapping[str, Any], path: Path | None = None) -> MemoryPolicy:
    """Build a `MemoryPolicy` from a raw mapping, refusing unknown keys and bad values."""
    if "memory_policy" in raw and isinstance(raw["memory_policy"], Mapping):
        raw = cast(Mapping[str, Any], raw["memory_policy"])
    known = {f.name: f for f in fields(MemoryPolicy)}
    defaults = MemoryPolicy()
    issues: list[str] = []
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in known:
            issues.append(f"memory_policy.{key}: unknown key{did_you_mean(key, known)}")
            continue
        default = getattr(defaults, key)
        try:
            values[key] = _coerce(key, value, default)
        except (TypeError, ValueError) as exc:
            issues.append(f"memory_policy.{key}: {exc}")
    for key in ("trigger_query_if", "skip_query_if"):
        allowed = ALL_TRIGGERS if key == "trigger_query_if" else ALL_SKIPS
        for item in values.get(key, ()):
            if item not in allowed:
                issues.append(
                    f"memory_policy.{key}: unknown {item!r} (known: {', '.join(allowed)})"
                )
    if values.get("preflight_depth", "light") not in ("light", "full"):
        issues.append("memory_policy.preflight_depth: must be 'light' or 'full'")
    if values.get("destructive_default", "ask") not in ("go", "ask", "no-go"):
        issues.append("memory_policy.destructive_default: must be go, ask or no-go")
    if values.get("classifier", "rules") not in ("rules", "model"):
        issues.append("memory_policy.classifier: must be 'rules' or 'model'")
    if values.get("retriever", "index") not in ("index", "keyword"):
        issues.append("memory_policy.retriever: must be 'index' or 'keyword'")
    if values.get("writeback_scope", "workspace") not in ("user", "workspace"):
        issues.append("memory_policy.writeback_scope: must be 'user' or 'workspace'")
    if issues:
        raise ConfigError(path, issues)
    return MemoryPolicy(**values)


def _coerce(key: str, value: Any, default: Any) -> Any:
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise TypeError(f"must be true or false, not {value!r}")
        return value
    if isinstance(default, int):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"must be an integer, not {value!r}")
        if key in _POSITIVE_INTS and value < 1:
            raise ValueError("must be at least 1")
        if value < 0:
            raise ValueError("must not be negative")
        return value
    if isinstance(default, float):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise TypeError(f"must be a number, not {value!r}")
        return float(value)
    if isinstance(default, str):
        if not isinstance(value, str):
            raise TypeError(f"must be a string, not {value!r}")
        return value
    if isinstance(default, tuple):
        if isinstance(value, str) or not isinstance(value, Sequence):
            raise TypeError("must be a list of strings")
        return tuple(str(v) for v in value)
    if isinstance(default, Mapping):
        return _coerce_entities(value)
    raise TypeError(f"unsupported value {value!r}")  # pragma: no cover - all fields covered


def _coerce_entities(value: Any) -> Mapping[str, tuple[str, ...]]:
    """`entities` is a table canonical -> list of aliases, or a list of canonical names."""
    if isinstance(value, Mapping):
        out: dict[str, tuple[str, ...]] = {}
        for name, aliases in value.items():
            if isinstance(aliases, str):
                aliases = [aliases]
            if not isinstance(aliases, Sequence):
                raise TypeError(f"aliases of {name!r} must be a list of strings")
            out[str(name)] = tuple(str(a) for a in aliases)
        return MappingProxyType(out)
    if isinstance(value, Sequence) and not isinstance(value, str):
        return MappingProxyType({str(name): () for name in value})
    raise TypeError("must be a table of canonical name -> aliases, or a list of names")


def load_policy(
    section: Mapping[str, Any] | None = None,
    path: Path | None = None,
    *,
    config_path: Path | None = None,
) -> MemoryPolicy:
    """The policy from a config section, or from a JSON/TOML file (which wins if both given).

    `config_path` is the config file `section` came from, named in any error."""
    if path is not None:
        try:
            text = path.read_text(encoding="utf-8")
            import tomllib  # only when a file exists: a hook with none skips its import

            data = json.loads(text) if path.suffix == ".json" else tomllib.loads(text)
        except (OSError, ValueError, RecursionError) as exc:  # RecursionError: nested too deep
            raise ConfigError(path, [f"cannot read the memory policy: {exc}"]) from exc
        if not isinstance(data, dict):
            raise ConfigError(path, ["the memory policy must be a table/object"])
        return parse_policy(data, path)
    return parse_policy(section or {}, config_path)
