"""Describing an action for the pre-execution gate: what tool, what it does, how risky.

An action arrives as free text ("DROP TABLE users") or as a tool call in any of the
common shapes: `{"tool": "Bash", "input": {...}}`, Claude Code's `{"tool_name": ...,
"tool_input": ...}`, OpenAI's `{"name": ..., "arguments": "<json>"}` or Gemini's
`{"name": ..., "args": {...}}`. Risk categories are found by pattern over the action
text; the same patterns run over memory text, so an action and a memory that speak of
the same kind of thing ("drop table" / "dropping a database") meet even when they share
no exact word.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from memwell.lazy_patterns import lazy_compile

# category -> patterns (all must match somewhere in the text, in any order)
_CATEGORIES: dict[str, tuple[tuple[re.Pattern[str], ...], ...]] = {
    "db_destructive": (
        (
            lazy_compile(
                r"(?i)\b(?:drop(?:s|ped|ping)?|truncat\w*|wip(?:e|es|ed|ing)|purg\w+|reset\w*|"
                r"delet\w+|flush\w*|dropdb|destroy\w*|clear\w*)\b|削除|ドロップ|初期化|リセット|消して|消す|消去"
            ),
            lazy_compile(
                r"(?i)\b(?:databases?|dbs?|tables?|schemas?|rows?|records?|collections?|keyspace)\b|"
                r"テーブル|データベース|DB|レコード"
            ),
        ),
        (
            lazy_compile(
                r"(?i)\b(?:drop\s+(?:table|database|schema)|truncate\s+\w|delete\s+from\s|dropdb|flushall|flushdb|dropdatabase)"
            ),
        ),
    ),
    "fs_destructive": (
        (
            lazy_compile(
                r"(?i)\brm\s+-\w*[rf]|\brmdir\b|\bshred\b|\bdel\s+/[sq]|\bfind\b.*-delete\b"
            ),
        ),
        (
            lazy_compile(r"(?i)\b(?:delete|remove|wipe|erase)\b|削除|消して"),
            lazy_compile(
                r"(?i)\b(?:all\s+(?:the\s+)?files|the\s+(?:directory|folder)|home\s+dir\w*)\b|ファイルを全部|フォルダ"
            ),
        ),
    ),
    "storage_destructive": (
        (
            lazy_compile(
                r"(?i)\b(?:delet\w*|remov\w*|drop\w*|wip\w+|empty\w*|purg\w+|destroy\w*|nuke)\b|削除|消して|消す"
            ),
            lazy_compile(
                r"(?i)\b(?:buckets?|s3|gcs|blob\s+storage|storage\s+account|volumes?|disks?|"
                r"snapshots?|backups?)\b|バケット|ストレージ|バックアップ|ボリューム|スナップショット"
            ),
        ),
    ),
    "git_history": (
        (
            lazy_compile(
                r"(?i)push\s+(?:\S+\s+)*?(?:--force\b|-f\b|--force-with-lease)|force[- ]?push|"
                r"reset\s+--hard|filter-branch|filter-repo|branch\s+-D\b|clean\s+-\w*f|"
                r"push\s+--delete|push\s+-d\b|rewrit\w+\s+history"
            ),
        ),
    ),
    "deploy": (
        (
            lazy_compile(
                r"(?i)\b(?:deploy\w*|releas\w*|publish\w*|ship(?:ping|ped)?|roll(?:ing)?\s*out|"
                r"rollback|roll\s+back|make\s+release|kubectl\s+apply|terraform\s+apply|"
                r"helm\s+(?:upgrade|install))\b|デプロイ|リリース|公開"
            ),
        ),
    ),
    "production": (
        (lazy_compile(r"(?i)\bprod\b|\bproduction\b|本番|\blive\s+(?:site|server|db|database)"),),
    ),
    "config": (
        (
            lazy_compile(
                r"(?i)\bconfig\w*|\.env\b|\bsettings?\b|\.ya?ml\b|\.toml\b|\.ini\b|\benv\s+var\w*|設定"
            ),
        ),
    ),
    "secrets": (
        (
            lazy_compile(
                r"(?i)\btokens?\b|\bsecrets?\b|\bpasswords?\b|\bcredentials?\b|\bapi[ _-]?keys?\b|"
                r"トークン|パスワード|認証情報|秘密鍵"
            ),
        ),
    ),
    "migration": (
        (lazy_compile(r"(?i)\bmigrat\w*|\bbackfill\w*|\bschema\s+change|マイグレーション|移行"),),
    ),
    "send": (
        (
            lazy_compile(
                r"(?i)\b(?:send|sends|sending|post\s+to|notify|email|e-mail|broadcast)\b|送信|送って|通知"
            ),
        ),
    ),
    "git_push": (
        (
            lazy_compile(
                r"(?i)\bgit\s+push\b|\bpush\s+(?:to|it|the|this)\b|\bmerge\s+(?:into|to|the)\b|プッシュ|マージ|\bpush\b"
            ),
        ),
    ),
}

IRREVERSIBLE = frozenset({"db_destructive", "fs_destructive", "storage_destructive", "git_history"})
HIGH_RISK = IRREVERSIBLE | {"production", "secrets"}

# tools that change nothing outside the conversation (the gate lets them through)
READ_ONLY_TOOLS = frozenset(
    {
        "read",
        "grep",
        "glob",
        "ls",
        "websearch",
        "webfetch",
        "read_file",
        "read_many_files",
        "list_directory",
        "search_file_content",
        "glob_tool",
        "google_web_search",
        "web_fetch",
        "notebookread",
        "todowrite",
        "todoread",
        "memory_view",
        "memory_search",
    }
)
_READ_ONLY_COMMAND = lazy_compile(
    r"^\s*(?:ls|cat|head|tail|less|grep|rg|find(?!.*-delete)|pwd|echo|which|wc|tree|stat|du|df|"
    r"git\s+(?:status|log|diff|show|branch(?!\s+-[dD])|remote\s+-v|blame)|env|printenv|"
    r"python3?\s+--version|node\s+--version|date|whoami)\b[^;&|><]*$"
)
_EDIT_TOOLS = frozenset(
    {
        "edit",
        "write",
        "multiedit",
        "notebookedit",
        "replace",
        "write_file",
        "apply_patch",
        "str_replace",
    }
)
_TEXT_KEYS = (
    "command",
    "cmd",
    "sql",
    "query",
    "file_path",
    "path",
    "filepath",
    "notebook_path",
    "old_string",
    "new_string",
    "content",
    "patch",
    "url",
    "message",
    "text",
    "description",
)


@dataclass(frozen=True, slots=True)
class Action:
    """An action about to happen, normalised for the gate."""

    tool: str | None
    text: str
    read_only: bool
    edit: bool

    @property
    def categories(self) -> tuple[str, ...]:
        return categories_of(self.text)


# the gate reads the categories of every memory a search returns, the same memories turn
# after turn in a warm process (about a tenth of a warm implementation turn at 10k topics
# was these patterns run over the same texts again); a pure function of the text
@lru_cache(maxsize=4096)
def categories_of(text: str) -> tuple[str, ...]:
    """Risk categories the text speaks of (`db_destructive`, `deploy`, `config`, ...)."""
    found = []
    for name, alternatives in _CATEGORIES.items():
        if any(all(p.search(text) for p in patterns) for patterns in alternatives):
            found.append(name)
    return tuple(found)


def parse_action(action: str | Mapping[str, Any]) -> Action:
    """An `Action` from free text, a JSON tool call (as text) or a tool-call mapping."""
    data: Mapping[str, Any] | None = action if isinstance(action, Mapping) else None
    if data is None:
        stripped = str(action).strip()
        if stripped.startswith("{"):
            try:
                loaded = json.loads(stripped)
            except (ValueError, RecursionError):  # nested too deep: read as text
                loaded = None
            if isinstance(loaded, dict):
                data = loaded
        if data is None:
            return Action(tool=None, text=stripped, read_only=False, edit=False)
    tool = _first_str(data, ("tool", "tool_name", "name", "toolName", "function"))
    raw_input: Any = None
    for key in ("input", "tool_input", "arguments", "args", "parameters", "toolInput"):
        if key in data:
            raw_input = data[key]
            break
    if isinstance(raw_input, str):
        try:
            raw_input = json.loads(raw_input)
        except (ValueError, RecursionError):
            raw_input = {"command": raw_input}
    parts: list[str] = []
    if isinstance(raw_input, Mapping):
        for key in _TEXT_KEYS:
            value = raw_input.get(key)
            if isinstance(value, str) and value.strip():
                parts.append(value[:600])
        if not parts:
            parts.append(json.dumps(raw_input, ensure_ascii=False)[:600])
    elif raw_input is not None:
        parts.append(str(raw_input)[:600])
    text = "\n".join(parts) if parts else (tool or "")
    low_tool = (tool or "").lower()
    command = raw_input.get("command") if isinstance(raw_input, Mapping) else None
    read_only = low_tool in READ_ONLY_TOOLS or (
        isinstance(command, str) and bool(_READ_ONLY_COMMAND.match(command))
    )
    return Action(tool=tool, text=text, read_only=read_only, edit=low_tool in _EDIT_TOOLS)


def _first_str(data: Mapping[str, Any], keys: tuple[str, ...]) -> str | None:
    for key in keys:
        value = data.get(key)
        if isinstance(value, str) and value:
            return value
        if isinstance(value, Mapping):  # {"function": {"name": ..., "arguments": ...}}
            inner = value.get("name")
            if isinstance(inner, str):
                return inner
    return None
