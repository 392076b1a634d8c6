"""Derived data kept in step with the Markdown truth: what follows a store write.

A topic file saved or deleted through memwell updates its index rows, then the views the
gate derives from them (the rule grounding), so the next process — a hook's gate — reads
them instead of deriving them. Everything here is derived: a failure is logged and left to
the freshness checks, never reported as a failed write.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, assert_never

from memwell.errors import IndexStoreError
from memwell.lazy_logging import lazy_logger
from memwell.memory.store import INDEX_FILE, PROFILE_FILE, StoreEvent

if TYPE_CHECKING:
    from memwell.api import Harness

log = lazy_logger(__name__)  # imports logging when it first logs


def follow_store_event(harness: Harness, event: StoreEvent) -> None:
    """Update the index for one store write, then derive the gate's views for it."""
    if event.path.name in (INDEX_FILE, PROFILE_FILE):
        return
    try:
        match event.kind:
            case "saved":
                harness.index.upsert_path(event.path, event.scope)
            case "deleted":
                harness.index.remove_memory(event.scope, event.name)
            case "index_updated":
                return
            case _:
                assert_never(event.kind)
    except (IndexStoreError, sqlite3.Error) as exc:
        # Trigger: the derived index could not take the update (e.g. locked too long).
        # Why: the Markdown write already succeeded and is the truth; failing it now
        # would report a durable write as failed.
        # Outcome: logged; the index's freshness check re-reads the file by content
        # hash before the next search, so no search answers from the stale entry.
        log.warning("index update for %s deferred: %s", event.path, exc)
        return
    from memwell.catalog import HarnessCatalog  # recall's modules load on first use

    HarnessCatalog(harness).derive_for_gate(harness.recall_policy)
