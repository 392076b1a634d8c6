"""Context compaction: keep a long session inside its window without losing its substance."""

from memwell.compaction.checkpoint import Checkpoint, CheckpointStore
from memwell.compaction.compactor import compact
from memwell.compaction.flush import FlushBatch, FlushCallback, FlushCandidate
from memwell.compaction.tokens import TokenCounter, context_window_for
from memwell.compaction.transcript import Transcript, load_transcript, parse_transcript
from memwell.compaction.types import CompactionResult, Policy, Step, Strategy

__all__ = [
    "Checkpoint",
    "CheckpointStore",
    "CompactionResult",
    "FlushBatch",
    "FlushCallback",
    "FlushCandidate",
    "Policy",
    "Step",
    "Strategy",
    "TokenCounter",
    "Transcript",
    "compact",
    "context_window_for",
    "load_transcript",
    "parse_transcript",
]
