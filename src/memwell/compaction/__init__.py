"""Context compaction: keep a long session inside its window without losing its substance.

Names load on first use (PEP 562): reading a persisted checkpoint at session start
imports the store, not the compactor and its extraction rules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from memwell.compaction.checkpoint import Checkpoint, CheckpointStore, SavedCheckpoint
    from memwell.compaction.compactor import compact
    from memwell.compaction.flush import FlushBatch, FlushCallback, FlushCandidate
    from memwell.compaction.tokens import TokenCounter, context_window_for
    from memwell.compaction.transcript import Transcript, load_transcript, parse_transcript
    from memwell.compaction.types import CompactionResult, Policy, Step, Strategy

_HOMES = {
    "Checkpoint": "checkpoint",
    "CheckpointStore": "checkpoint",
    "SavedCheckpoint": "checkpoint",
    "compact": "compactor",
    "FlushBatch": "flush",
    "FlushCallback": "flush",
    "FlushCandidate": "flush",
    "TokenCounter": "tokens",
    "context_window_for": "tokens",
    "Transcript": "transcript",
    "load_transcript": "transcript",
    "parse_transcript": "transcript",
    "CompactionResult": "types",
    "Policy": "types",
    "Step": "types",
    "Strategy": "types",
}

__all__ = [
    "Checkpoint",
    "CheckpointStore",
    "CompactionResult",
    "FlushBatch",
    "FlushCallback",
    "FlushCandidate",
    "Policy",
    "SavedCheckpoint",
    "Step",
    "Strategy",
    "TokenCounter",
    "Transcript",
    "compact",
    "context_window_for",
    "load_transcript",
    "parse_transcript",
]


def __getattr__(name: str) -> Any:
    module = _HOMES.get(name)
    if module is None:
        raise AttributeError(f"module 'memwell.compaction' has no attribute {name!r}")
    return getattr(importlib.import_module(f"memwell.compaction.{module}"), name)
