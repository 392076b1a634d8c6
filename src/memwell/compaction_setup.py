"""How the facade runs a compaction: settings -> policy and window, the checkpoint store,
the event log, and archiving the evicted messages so the checkpoint's pointer finds them.

Kept apart from `api.py` (as `recall_setup.py` is for recall) so the facade stays a list
of entry points; imported only when something compacts: hooks answering a turn never
load compaction or the tokenizer."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from memwell.compaction.checkpoint import CheckpointStore
from memwell.compaction.compactor import compact
from memwell.compaction.events import CompactionEvent, CompactionLog
from memwell.compaction.flush import FlushCallback
from memwell.compaction.tokens import context_window_for, estimate_tokens
from memwell.compaction.transcript import Format, Transcript, parse_transcript
from memwell.compaction.types import CompactionResult, Policy, Strategy
from memwell.config import Settings, pop_setting
from memwell.errors import MemwellError
from memwell.layout import Layout
from memwell.llm.provider import ChatModel

log = logging.getLogger(__name__)


def run_compaction(
    layout: Layout,
    settings: Settings,
    messages: Transcript | Sequence[Mapping[str, Any]],
    *,
    context_window: int | None,
    strategy: Strategy | None,
    fmt: Format | None,
    session_id: str | None,
    flush: FlushCallback | None,
    model: ChatModel | None,
    force: bool,
    archive: Callable[[list[dict[str, Any]], str], object] | None,
    exact_count: bool,
) -> CompactionResult:
    """Compact `messages` with the `[compaction]` settings; see `Harness.compact`.

    `archive(messages, session_id)` stores the said messages of a compacted session (a
    failure is logged, not raised: the compacted transcript is still right)."""
    events = CompactionLog(layout.logs_dir, layout.home)
    layout.confined(events.path)  # refused before any work, not after it
    section = dict(settings.section("compaction"))
    path = settings.path
    configured = pop_setting(section, "compaction", "strategy", str, path)
    chosen = strategy or configured or "checkpoint"
    model_name = pop_setting(section, "compaction", "model", str, path)
    window_setting = pop_setting(section, "compaction", "context_window", int, path)
    window = context_window_for(model_name, context_window or window_setting)
    policy = Policy.from_mapping(section, path)
    if not isinstance(messages, Transcript):
        messages = parse_transcript([dict(m) for m in messages], fmt)
    result = compact(
        messages,
        context_window=window,
        strategy=chosen,
        policy=policy,
        session_id=session_id,
        store=CheckpointStore(layout.checkpoints_dir, layout.home),
        flush=flush,
        model=model,
        force=force,
        count=None if exact_count else estimate_tokens,
    )
    if session_id and result.status == "compacted":
        events.append(CompactionEvent.from_result(result, session_id))
    if archive is not None and session_id and result.evicted_messages:
        said = [m for m in messages.messages if m.get("role") not in ("system", "developer")]
        try:
            archive(said, session_id)
        except MemwellError as exc:
            # the compacted transcript is still right; only the lookup is missing
            log.warning("archiving session %s after compaction failed: %s", session_id, exc)
    return result
