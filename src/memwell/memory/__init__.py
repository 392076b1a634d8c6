"""The canonical Markdown store: topic files with YAML frontmatter, per scope."""

from memwell.memory.document import Memory, MemoryType
from memwell.memory.store import MemoryStore, ScanResult, StoreEvent

__all__ = ["Memory", "MemoryStore", "MemoryType", "ScanResult", "StoreEvent"]
