"""What consolidation needs from the facade, as a narrow protocol.

`Harness` satisfies it; consolidation never reaches into the store or the index, so
every write it makes gets the store's guarantees (validation, permissions, secret
scanning, atomic write, drift check) and keeps the search index current.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from memwell.config import Settings
from memwell.layout import Layout, Scope
from memwell.memory.document import Memory
from memwell.memory.permissions import AskCallback

if TYPE_CHECKING:
    from memwell.llm.provider import ChatModel


class MemoryAccess(Protocol):
    layout: Layout
    settings: Settings
    ask: AskCallback | None

    def memories(self, scope: Scope | None = None) -> list[Memory]: ...

    def remember(
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
    ) -> Memory: ...

    def forget(self, name: str, scope: Scope) -> Path: ...

    def recall_logs(
        self, *, limit: int | None = 20, session_id: str | None = None, kind: str | None = None
    ) -> list[dict[str, Any]]: ...

    def compaction_model(self) -> ChatModel | None: ...

    def checkpoint(self, session_id: str) -> str | None: ...


class AskingAccess:
    """`access` with one call's answer to "ask" permissions bound to its writes (an MCP
    client's elicitation, say), so the shared facade is never patched."""

    def __init__(self, access: Any, ask: AskCallback | None) -> None:
        self._access = access
        self._ask = ask
        self.layout: Layout = access.layout
        self.settings: Settings = access.settings
        self.ask: AskCallback | None = ask

    def __getattr__(self, name: str) -> Any:
        return getattr(self._access, name)

    def remember(self, *args: Any, **kwargs: Any) -> Memory:
        memory: Memory = self._access.remember(*args, **kwargs, ask=self._ask)
        return memory

    def forget(self, name: str, scope: Scope) -> Path:
        path: Path = self._access.forget(name, scope, ask=self._ask)
        return path
