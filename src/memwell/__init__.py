"""memwell: durable Markdown memory, triggered recall and compaction for LLM agents.

    from memwell import Harness
    harness = Harness()
    harness.remember("workspace", "deploy_rule", "feedback", "Never deploy on Fridays", "...")

Names load on first use (`__getattr__`), so importing one submodule does not import
the whole package."""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing: every hook imports this
if TYPE_CHECKING:
    from typing import Any

    from memwell.api import Harness
    from memwell.config import Settings
    from memwell.errors import MemwellError

_EXPORTS: dict[str, str] = {
    "Harness": "memwell.api",
    "MemwellError": "memwell.errors",
    "Settings": "memwell.config",
}
__all__ = ["Harness", "MemwellError", "Settings"]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)
