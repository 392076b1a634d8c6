"""`Harness`: the one facade over memwell. The CLI, the MCP server, the agent-CLI hooks
and Python agent loops all go through it; it is also the composition root that reads
settings once and wires the store, the index, recall and compaction together.

Each subsystem owns one section below and keeps its methods thin: parse nothing,
delegate to the subsystem's module, return its frozen result.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Callable, Mapping, Sequence
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, assert_never

from memwell.config import Settings, load_settings
from memwell.errors import IndexStoreError
from memwell.layout import Layout, Scope
from memwell.memory import prompt
from memwell.memory.document import Memory
from memwell.memory.permissions import AskCallback
from memwell.memory.prompt import PromptSection
from memwell.memory.store import INDEX_FILE, PROFILE_FILE, MemoryStore, StoreEvent
from memwell.memory.tools import MemoryTools

if TYPE_CHECKING:  # the index is imported lazily (see `Harness.index`)
    from memwell.compaction.flush import FlushBatch, FlushCallback
    from memwell.compaction.transcript import Format, Transcript
    from memwell.compaction.types import CompactionResult, Strategy
    from memwell.consolidate.service import Consolidation
    from memwell.index.search_index import SearchIndex
    from memwell.index.types import (
        MemoryHit,
        ReindexResult,
        SearchMode,
        SessionHit,
        SessionImport,
    )
    from memwell.llm.provider import ChatModel
    from memwell.recall.engine import RecallEngine
    from memwell.recall.policy import MemoryPolicy
    from memwell.recall.types import (
        GateDecision,
        Preflight,
        TurnDecision,
        WritebackResult,
    )


log = logging.getLogger(__name__)


class Harness:
    def __init__(
        self,
        home: Path | str | None = None,
        workspace: Path | str | None = None,
        *,
        settings: Settings | None = None,
        ask: AskCallback | None = None,
    ) -> None:
        self.layout = Layout.resolve(home, workspace)
        self.settings = settings if settings is not None else load_settings(self.layout.home)
        # asked when the permission policy says "ask"; without it such operations are refused
        self.ask = ask
        self._files_checked_at: float | None = None

    # --- memory store (foundation) -----------------------------------------------------

    @cached_property
    def store(self) -> MemoryStore:
        store = MemoryStore(self.layout, self.settings, ask=self.ask)
        # every write through memwell updates the search index at once; hand edits are
        # caught by the index's freshness check before each search
        store.add_listener(self.on_store_event)
        return store

    def remember(
        self,
        scope: Scope,
        name: str,
        type: str,
        description: str,
        content: str,
        *,
        tags: Sequence[str] = (),
        aliases: Sequence[str] = (),
        pinned: bool = False,
    ) -> Memory:
        """Create or update a topic (validated, permission-checked, secret-scanned, atomic)."""
        return self.store.save(
            scope, name, type, description, content, tags=tags, aliases=aliases, pinned=pinned
        )

    def forget(self, name: str, scope: Scope) -> Path:
        """Move a topic to the trash; returns where it can be restored from."""
        return self.store.delete(name, scope)

    def memories(self, scope: Scope | None = None) -> list[Memory]:
        return self.store.list(scope)

    def system_prompt(self) -> PromptSection:
        """The session-start section: directories, instructions, profile, indexes (capped)."""
        return prompt.build(self.store, self.layout, self.settings.limits)

    def memory_tools(self) -> MemoryTools:
        """The memory tools to hand to a model (OpenAI or Anthropic format) and their handlers."""
        return MemoryTools(self.store, search=self._tool_search)

    def _tool_search(self, query: str, limit: int, scope: Scope | None) -> list[dict[str, Any]]:
        return [hit.to_dict() for hit in self.search(query, limit=limit, scope=scope)]

    # --- search index -----------------------------------------------------------------------

    @cached_property
    def index(self) -> SearchIndex:
        """The derived SQLite index over memories and archived sessions (opened lazily)."""
        from memwell.index.search_index import SearchIndex  # sqlite/FTS only when searching

        return SearchIndex(self.layout, self.settings)

    def search(
        self, query: str, *, limit: int = 10, scope: Scope | None = None, mode: SearchMode = "auto"
    ) -> list[MemoryHit]:
        """Ranked memories for `query`; hand-edited files are re-indexed first."""
        return self.index.search(
            query, limit=limit, scope=scope, mode=mode, check_files=self._check_files_due()
        )

    def _check_files_due(self) -> bool:
        """Whether this search should look for topic files edited by hand.

        Trigger: every search of a process's first, then once per `freshness_interval_s`
        (`[index]` in the config, default 1 s). Why: the check stats every topic file
        (~25 ms at 10k topics), which would dominate a per-turn recall in a long-running
        agent loop. Writes through memwell reach the index at once (`on_store_event`), so
        only a hand edit can wait, and for at most the interval; a fresh process (a hook,
        the CLI) always checks.
        """
        interval = float(self.settings.section("index").get("freshness_interval_s", 1.0))
        now = time.monotonic()
        if self._files_checked_at is not None and now - self._files_checked_at < interval:
            return False
        self._files_checked_at = now
        return True

    def import_session(
        self,
        source: Path | str | Sequence[Mapping[str, Any]],
        *,
        session_id: str | None = None,
    ) -> SessionImport:
        """Archive and index a transcript (JSONL file or chat messages); idempotent."""
        return self.index.import_session(source, session_id=session_id)

    def search_sessions(
        self,
        query: str,
        *,
        limit: int = 10,
        session_id: str | None = None,
        mode: SearchMode = "auto",
    ) -> list[SessionHit]:
        """'Did we discuss this?': matching messages of archived sessions."""
        return self.index.search_sessions(query, limit=limit, session_id=session_id, mode=mode)

    def reindex(self, progress: Callable[[int, int], None] | None = None) -> ReindexResult:
        """Rebuild the index from the Markdown files and the session archive."""
        return self.index.reindex(progress=progress)

    def on_store_event(self, event: StoreEvent) -> None:
        """Keep the index in step with store writes (connected in `store`)."""
        if event.path.name in (INDEX_FILE, PROFILE_FILE):
            return
        try:
            match event.kind:
                case "saved":
                    self.index.upsert_path(event.path, event.scope)
                case "deleted":
                    self.index.remove_memory(event.scope, event.name)
                case "index_updated":
                    pass
                case _:
                    assert_never(event.kind)
        except (IndexStoreError, sqlite3.Error) as exc:
            # Trigger: the derived index could not take the update (e.g. locked too long).
            # Why: the Markdown write already succeeded and is the truth; failing it now
            # would report a durable write as failed.
            # Outcome: logged; the index's freshness check re-reads the file by content
            # hash before the next search, so no search answers from the stale entry.
            log.warning("index update for %s deferred: %s", event.path, exc)

    # --- recall -------------------------------------------------------------------------------

    @cached_property
    def recall_policy(self) -> MemoryPolicy:
        """The `[memory_policy]` section of the config, validated (seed 003's shape)."""
        from memwell.recall.policy import load_policy  # recall modules load on first use

        return load_policy(self.settings.section("memory_policy"))

    @cached_property
    def recall(self) -> RecallEngine:
        """The per-turn recall pipeline, retrieving through the search index."""
        from memwell.recall.engine import RecallEngine
        from memwell.recall.retrieval import IndexRetriever, load_hit_file

        def exists(name: str) -> bool:
            scope_dir = self.layout.scope_dir(self.recall_policy.writeback_scope)
            return (scope_dir / f"{name}.md").exists()

        policy = self.recall_policy
        refine = None
        if policy.classifier == "model":
            model = self.compaction_model()  # the model configured in [llm], if any
            if model is not None:
                from memwell.recall.model_intent import ModelClassifier  # the llm extra

                refine = ModelClassifier(model).refine
        return RecallEngine(
            self.layout,
            policy,
            list_memories=self.store.list,
            retriever=(
                IndexRetriever(self.search, load_hit_file) if policy.retriever == "index" else None
            ),
            save=self.remember,
            exists=exists,
            intent_model=refine,
        )

    def turn(self, text: str, *, session_id: str | None = None) -> TurnDecision:
        """Intent → preflight (new session) → triggered recall → gate; logged decision record."""
        return self.recall.turn(text, session_id=session_id)

    def preflight(self, *, session_id: str | None = None) -> Preflight:
        """The session-start digest: active project, pinned, open items, entities, last summary."""
        return self.recall.preflight(session_id=session_id)

    def gate(
        self, action: str | Mapping[str, Any], *, session_id: str | None = None
    ) -> GateDecision:
        """Pre-execution gate for free text or a tool call (name + input): go / ask / no-go."""
        return self.recall.gate(action, session_id=session_id)

    def writeback(
        self, candidates: str | Sequence[str], *, session_id: str | None = None
    ) -> WritebackResult:
        """Save only high-signal decisions/outcomes (no chat, no secrets, no duplicates)."""
        return self.recall.writeback(candidates, session_id=session_id)

    def recall_logs(
        self, *, limit: int | None = 20, session_id: str | None = None, kind: str | None = None
    ) -> list[dict[str, Any]]:
        """The last decision records (turn, gate, preflight, writeback), oldest first."""
        return self.recall.log.read(limit=limit, session_id=session_id, kind=kind)

    # --- compaction -----------------------------------------------------------------------------

    def flush_to_memory(self, batch: FlushBatch) -> WritebackResult | None:
        """The default memory flush: durable facts about to be evicted by compaction go
        through recall's writeback filter (high signal only, no secrets, no duplicates)."""
        if not batch.candidates:
            return None
        return self.writeback(batch.texts, session_id=batch.session_id)

    def compact(
        self,
        messages: Transcript | Sequence[Mapping[str, Any]],
        *,
        context_window: int | None = None,
        strategy: Strategy | None = None,
        fmt: Format | None = None,
        session_id: str | None = None,
        flush: FlushCallback | Literal["default"] | None = "default",
        model: ChatModel | Literal["default"] | None = "default",
        force: bool = False,
    ) -> CompactionResult:
        """Compact a transcript (OpenAI or Anthropic format) to fit `context_window`.

        Defaults come from the `[compaction]` config section (`strategy`, `context_window`,
        thresholds) and the `[llm]` section (a model for the checkpoint). The checkpoint is
        persisted per session under the home's `checkpoints/` when `session_id` is given.
        """
        # Imported here: compaction (and the tokenizer) is not needed on the hook path.
        from memwell.compaction.checkpoint import CheckpointStore
        from memwell.compaction.compactor import compact
        from memwell.compaction.tokens import context_window_for
        from memwell.compaction.transcript import Transcript, parse_transcript
        from memwell.compaction.types import Policy

        section = dict(self.settings.section("compaction"))
        chosen = strategy or section.pop("strategy", "checkpoint")
        section.pop("strategy", None)
        window = context_window_for(
            section.pop("model", None), context_window or section.pop("context_window", None)
        )
        section.pop("context_window", None)
        policy = Policy.from_mapping(section, self.settings.path)
        if not isinstance(messages, Transcript):
            messages = parse_transcript([dict(m) for m in messages], fmt)
        return compact(
            messages,
            context_window=window,
            strategy=chosen,
            policy=policy,
            session_id=session_id,
            store=CheckpointStore(self.layout.checkpoints_dir),
            flush=self.flush_to_memory if flush == "default" else flush,
            model=self.compaction_model() if model == "default" else model,
            force=force,
        )

    def compaction_model(self) -> ChatModel | None:
        """The model configured in `[llm]` for writing checkpoints, or None (extractive)."""
        from memwell.llm.provider import ModelConfig, make_model  # the llm extra, lazily

        config = ModelConfig.from_mapping(self.settings.section("llm"))
        return make_model(config) if config is not None else None

    def checkpoint(self, session_id: str) -> str | None:
        """The persisted checkpoint of a session (rendered Markdown), if it was compacted."""
        from memwell.compaction.checkpoint import CheckpointStore

        return CheckpointStore(self.layout.checkpoints_dir).text(session_id)

    # --- consolidation ----------------------------------------------------------------------

    @cached_property
    def consolidation(self) -> Consolidation:
        """Candidates from past sessions, the review inbox, and the Git history of the home."""
        from memwell.consolidate.service import Consolidation  # only for consolidation commands

        return Consolidation(self)
