"""Memory tools for models: JSON Schemas, OpenAI and Anthropic tool formats, handlers.

The descriptions carry the policy a model needs (what is worth remembering and what
is not), because the model, not the harness, decides when to write.
Handlers never raise for a user-facing failure: they return a `ToolResult` with the
error message, so a model can read it and correct itself.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeAlias, cast

from memwell.errors import InvalidMemory, MemwellError
from memwell.layout import Scope
from memwell.memory.document import MEMORY_TYPES, Memory
from memwell.memory.permissions import AskCallback
from memwell.memory.store import UNSET, MemoryStore, Unset

# (query, limit, scope, ask): `ask` answers the `read` permission for this call
SearchFn: TypeAlias = Callable[
    [str, int, Scope | None, "AskCallback | Unset | None"], Sequence[Mapping[str, Any]]
]

_SCOPE = {
    "type": "string",
    "enum": ["user", "workspace"],
    "description": "user: follows the person across projects (preferences, who they are). "
    "workspace: only this project (its facts, decisions, conventions).",
}
_NAME = {
    "type": "string",
    "description": "Topic file name without .md, e.g. commit_style. Letters, digits, _ - . only.",
}


@dataclass(frozen=True, slots=True)
class ToolSpec:
    name: str
    description: str
    input_schema: Mapping[str, Any]
    read_only: bool = False
    destructive: bool = False

    def to_openai(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": dict(self.input_schema),
            },
        }

    def to_anthropic(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "description": self.description,
            "input_schema": dict(self.input_schema),
        }


@dataclass(frozen=True, slots=True)
class ToolResult:
    ok: bool
    data: Mapping[str, Any] = field(default_factory=dict)
    error: str | None = None
    error_type: str | None = None

    def to_dict(self) -> dict[str, Any]:
        if self.ok:
            return {"ok": True, **self.data}
        return {"ok": False, "error": self.error, "error_type": self.error_type}

    def to_text(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, default=str)


def _schema(properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": False,
    }


TOOL_SPECS: tuple[ToolSpec, ...] = (
    ToolSpec(
        "memory_save",
        "Save or update a durable memory topic (a Markdown file). Worth saving: stable user "
        "preferences ('always use concise imperative commit messages'), facts about the user or "
        "project, decisions and why they were made, conventions and constraints ('never drop the "
        "production database without confirmation'). Not worth saving: one-off events (a test "
        "that failed once), anything derivable from the code or git history, and secrets (API "
        "keys, tokens, passwords are refused). Update an existing topic rather than creating a "
        "near-duplicate; the index (MEMORY.md) lists what exists.",
        _schema(
            {
                "scope": _SCOPE,
                "name": _NAME,
                "type": {
                    "type": "string",
                    "enum": list(MEMORY_TYPES),
                    "description": "user: about the person; feedback: how they want you to work; "
                    "project: facts/decisions about the work; reference: pointers to outside info.",
                },
                "description": {"type": "string", "description": "One line: what this topic is."},
                "content": {"type": "string", "description": "The Markdown body."},
                "tags": {"type": "array", "items": {"type": "string"}},
                "aliases": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "Other names for the subject, so recall finds it.",
                },
                "pinned": {
                    "type": "boolean",
                    "description": "True for facts to surface at every session start.",
                },
            },
            ["scope", "name", "type", "description", "content"],
        ),
    ),
    ToolSpec(
        "memory_update_index",
        "Rewrite the free text at the top of a scope's MEMORY.md index (e.g. to group or "
        "summarise topics). Keep it short: it is injected at every session start. memwell keeps "
        "the one-line-per-topic list below your text in step automatically.",
        _schema({"scope": _SCOPE, "content": {"type": "string"}}, ["scope", "content"]),
    ),
    ToolSpec(
        "memory_delete",
        "Delete an obsolete or wrong memory topic (it goes to a recoverable trash).",
        _schema({"scope": _SCOPE, "name": _NAME}, ["scope", "name"]),
        destructive=True,
    ),
    ToolSpec(
        "memory_read",
        "Read one memory topic in full (frontmatter fields and body).",
        _schema({"name": _NAME, "scope": _SCOPE}, ["name"]),
        read_only=True,
    ),
    ToolSpec(
        "memory_list",
        "List memory topics (name, scope, type, description), optionally for one scope.",
        _schema({"scope": _SCOPE}, []),
        read_only=True,
    ),
    ToolSpec(
        "memory_search",
        "Search memory topics by keywords; returns the best matches with a snippet.",
        _schema(
            {
                "query": {"type": "string"},
                "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 5},
                "scope": _SCOPE,
            },
            ["query"],
        ),
        read_only=True,
    ),
)


def keyword_search(memories: Sequence[Memory], query: str, limit: int) -> list[dict[str, Any]]:
    """Plain keyword match over names, descriptions, tags and bodies (no index needed)."""
    terms = [t for t in query.lower().split() if t]
    scored: list[tuple[float, Memory]] = []
    for memory in memories:
        head = " ".join([memory.name, memory.description, *memory.tags, *memory.aliases]).lower()
        body = memory.body.lower()
        score = sum(2.0 * head.count(t) + body.count(t) for t in terms)
        if score > 0:
            scored.append((score + (0.5 if memory.pinned else 0.0), memory))
    scored.sort(key=lambda pair: (-pair[0], pair[1].name))
    return [
        {**m.to_dict(body=False), "score": s, "snippet": m.body.strip()[:200]}
        for s, m in scored[:limit]
    ]


class MemoryTools:
    """Dispatches tool calls to the store; one instance per session or agent."""

    def __init__(self, store: MemoryStore, search: SearchFn | None = None) -> None:
        self.store = store
        self._search = search
        self._ask: AskCallback | Unset | None = UNSET  # the running call's (see `call`)

    specs = TOOL_SPECS

    def openai_tools(self) -> list[dict[str, Any]]:
        return [spec.to_openai() for spec in self.specs]

    def anthropic_tools(self) -> list[dict[str, Any]]:
        return [spec.to_anthropic() for spec in self.specs]

    def call(
        self,
        name: str,
        arguments: Mapping[str, Any] | str,
        *,
        ask: AskCallback | Unset | None = UNSET,
    ) -> ToolResult:
        """Run one tool call. `ask` answers this call's permission questions (an MCP client's
        elicitation, say) instead of the store's callback; None means no one can be asked."""
        try:
            args = json.loads(arguments) if isinstance(arguments, str) else dict(arguments)
        except json.JSONDecodeError as exc:
            return ToolResult(
                False, error=f"arguments are not valid JSON: {exc}", error_type="args"
            )
        if not isinstance(args, dict):
            return ToolResult(False, error="arguments must be a JSON object", error_type="args")
        handler = getattr(self, f"_{name}", None)
        if handler is None or name not in {s.name for s in self.specs}:
            known = ", ".join(s.name for s in self.specs)
            return ToolResult(
                False, error=f"unknown tool {name!r} (known: {known})", error_type="args"
            )
        try:
            # bound first: a TypeError inside the handler is a bug and must not be
            # reported as the caller's bad arguments
            inspect.signature(handler).bind(**args)
        except TypeError as exc:
            return ToolResult(False, error=f"bad arguments for {name}: {exc}", error_type="args")
        self._ask = ask
        try:
            return cast(ToolResult, handler(**args))
        except MemwellError as exc:
            return ToolResult(False, error=str(exc), error_type=type(exc).__name__)
        finally:
            self._ask = UNSET

    # --- handlers (keyword arguments mirror the schemas) -----------------------------

    def _memory_save(
        self,
        scope: Scope,
        name: str,
        type: str,
        description: str,
        content: str,
        tags: Sequence[str] = (),
        aliases: Sequence[str] = (),
        pinned: bool = False,
    ) -> ToolResult:
        memory = self.store.save(
            _scope(scope),
            name,
            type,
            description,
            content,
            tags=tags,
            aliases=aliases,
            pinned=pinned,
            ask=self._ask,
        )
        return ToolResult(True, {"saved": memory.to_dict(body=False)})

    def _memory_update_index(self, scope: Scope, content: str) -> ToolResult:
        path = self.store.write_index(_scope(scope), content, ask=self._ask)
        return ToolResult(True, {"path": str(path)})

    def _memory_delete(self, scope: Scope, name: str) -> ToolResult:
        trash = self.store.delete(name, _scope(scope), ask=self._ask)
        return ToolResult(True, {"deleted": name, "recoverable_at": str(trash)})

    def _memory_read(self, name: str, scope: Scope | None = None) -> ToolResult:
        memory = self.store.get(name, _scope(scope) if scope else None, ask=self._ask)
        return ToolResult(True, {"memory": memory.to_dict()})

    def _memory_list(self, scope: Scope | None = None) -> ToolResult:
        memories = self.store.list(_scope(scope) if scope else None)
        return ToolResult(True, {"memories": [m.to_dict(body=False) for m in memories]})

    def _memory_search(self, query: str, limit: int = 5, scope: Scope | None = None) -> ToolResult:
        sc = _scope(scope) if scope else None
        limit = max(1, min(int(limit), 50))
        hits: Sequence[Mapping[str, Any]]
        if self._search is not None:
            hits = list(self._search(query, limit, sc, self._ask))
        else:
            readable = self.store.readable_scopes(sc, ask=self._ask)
            memories = [m for m in self.store.list(sc) if m.scope in readable]
            hits = keyword_search(memories, query, limit)
        return ToolResult(True, {"hits": hits})


def _scope(value: str) -> Scope:
    if value not in ("user", "workspace"):
        raise InvalidMemory(f"scope must be 'user' or 'workspace', not {value!r}")
    return cast(Scope, value)
