"""The canonical Markdown store: topic files with YAML frontmatter, per scope.

Names load on first use (`__getattr__`), so importing one submodule does not import
the whole package."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from memwell.memory.document import Memory, MemoryType
    from memwell.memory.store import MemoryStore, ScanResult, StoreEvent

_EXPORTS: dict[str, str] = {
    "Memory": "memwell.memory.document",
    "MemoryStore": "memwell.memory.store",
    "MemoryType": "memwell.memory.document",
    "ScanResult": "memwell.memory.store",
    "StoreEvent": "memwell.memory.store",
}
__all__ = ["Memory", "MemoryStore", "MemoryType", "ScanResult", "StoreEvent"]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
