"""Consolidation: candidates from past sessions -> inbox -> review -> apply -> Git history."""

from memwell.consolidate.run import RunOptions
from memwell.consolidate.service import Consolidation
from memwell.consolidate.types import Applied, Candidate, Evidence, RunReport

__all__ = ["Applied", "Candidate", "Consolidation", "Evidence", "RunOptions", "RunReport"]
