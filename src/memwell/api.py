"""`Harness`: the one facade over memwell. The CLI, the MCP server, the agent-CLI hooks
and Python agent loops all go through it; it is also the composition root that reads
settings once and wires the store, the index, recall and compaction together.

Each subsystem owns one section below and keeps its methods thin: parse nothing,
delegate to the subsystem's module, return its frozen result.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from memwell import context
from memwell.config import Settings, load_settings
from memwell.durable import write_durable
from memwell.errors import FrontmatterError, InvalidMemory
from memwell.freshness import HandEditClock
from memwell.layout import Layout, Scope
from memwell.lazy_logging import lazy_logger
from memwell.memory.document import Memory, load
from memwell.memory.permissions import AskCallback
from memwell.memory.store import (
    UNSET,
    MemoryStore,
    ScanResult,
    StoreEvent,
    TrashEntry,
    Unset,
)

if TYPE_CHECKING:  # the index is imported lazily (see `Harness.index`)
    from memwell.compaction.events import CompactionEvent
    from memwell.compaction.flush import FlushBatch, FlushCallback
    from memwell.compaction.transcript import Format, Transcript
    from memwell.compaction.types import CompactionResult, Strategy
    from memwell.consolidate.service import Consolidation
    from memwell.index.embedders import Embedder
    from memwell.index.search_index import SearchIndex
    from memwell.index.types import (
        MemoryHit,
        ReindexResult,
        SearchMode,
        SessionHit,
        SessionImport,
    )
    from memwell.llm.provider import ChatModel
    from memwell.memory.prompt import PromptSection
    from memwell.memory.tools import MemoryTools
    from memwell.recall.engine import RecallEngine
    from memwell.recall.policy import MemoryPolicy
    from memwell.recall.retrieval import Retriever
    from memwell.recall.rule_conditions import Clock
    from memwell.recall.types import (
        GateDecision,
        Preflight,
        TurnDecision,
        WritebackResult,
    )
    from memwell.transcripts import TranscriptMessage
    from memwell.views import MemoryViews


log = lazy_logger(__name__)  # imports logging when it first logs


class Harness:
    def __init__(
        self,
        home: Path | str | None = None,
        workspace: Path | str | None = None,
        *,
        settings: Settings | None = None,
        ask: AskCallback | None = None,
        policy: MemoryPolicy | None = None,
        embedder: Embedder | Literal["config"] | None = "config",
        retriever: Retriever | None = None,
        lexical_reason: str | None = None,
        clock: Clock | None = None,
    ) -> None:
        """`settings` default to the home's config file; `ask` answers "ask" permissions
        (without it such operations are refused, unless a call passes its own `ask=`);
        `policy` replaces `[memory_policy]`; `embedder` replaces `[embeddings]` (None:
        lexical search only); `retriever` replaces the search index as recall's source
        of hits (any `memwell.recall.retrieval.Retriever`); `lexical_reason` says why,
        when `embedder` is None, in `models()` and every decision record; `clock` says
        when a gated call that carries no date acts (default: the system clock, zoned)."""
        self.layout = Layout.resolve(home, workspace)
        self.settings = settings if settings is not None else load_settings(self.layout.home)
        self.ask = ask
        self._policy = policy
        self._embedder = embedder
        self._retriever = retriever
        self._lexical_reason = lexical_reason
        self.clock = clock
        self._hand_edits = HandEditClock(self.settings.index.freshness_interval_s)
        # the text of the turn being answered (`turn`), whose meaning recall searches for
        self._turn_text: str | None = None

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
        created: datetime | None = None,
        extra: Mapping[str, Any] | None = None,
        expected_hash: str | Unset | None = UNSET,
        ask: AskCallback | Unset | None = UNSET,
    ) -> Memory:
        """Create or update a topic (validated, permission-checked, secret-scanned, atomic).

        `expected_hash` guards an update against a concurrent change (None: must not
        exist); `ask` answers this call's permission questions instead of `self.ask`."""
        return self.store.save(
            scope,
            name,
            type,
            description,
            content,
            tags=tags,
            aliases=aliases,
            pinned=pinned,
            created=created,
            extra=extra,
            expected_hash=expected_hash,
            ask=ask,
        )

    def forget(self, name: str, scope: Scope, *, ask: AskCallback | Unset | None = UNSET) -> Path:
        """Move a topic to the trash; returns where it can be restored from."""
        return self.store.delete(name, scope, ask=ask)

    def memories(self, scope: Scope | None = None) -> list[Memory]:
        return self.store.list(scope)

    def get(
        self, name: str, scope: Scope | None = None, *, ask: AskCallback | Unset | None = UNSET
    ) -> Memory:
        """One topic by name (both scopes unless given; `AmbiguousMemory` if in both); the
        `read` permission of its scope applies."""
        return self.store.get(name, scope, ask=ask)

    def file_text(self, memory: Memory) -> str:
        """The topic's file exactly as on disk (call `get` first: it checks `read`)."""
        return self.store.file_text(memory.path)

    def locate(self, name: str, scope: Scope | None = None) -> tuple[str, Scope]:
        """(file stem, scope) of a topic, without parsing it (works on broken files)."""
        return self.store.locate(name, scope)

    def scan(self, scope: Scope | None = None) -> ScanResult:
        """Every parseable topic, plus an error for each file that does not parse."""
        return self.store.scan(scope)

    def edit(self, memory: Memory, text: str, *, ask: AskCallback | Unset | None = UNSET) -> Memory:
        """Replace `memory` with a hand-edited version of its file (`text`), validated first.

        A rejected edit is kept under `Layout.edits_dir` and named in the error, so
        nothing typed is lost; a file changed on disk meanwhile is a `WriteConflict`."""
        try:
            return self.save_text(
                memory.scope, memory.name, text, expected_hash=memory.content_hash, ask=ask
            )
        except FrontmatterError as exc:
            keep = self.layout.edits_dir / f"{memory.name}.rejected.md"
            # kept for the person to fix, but never with a secret in it: the edit did
            # not parse, so it was not scanned as a topic would have been
            from memwell.secrets import scanner  # only on this failure

            kept = scanner.redact(text)
            write_durable(keep, kept.encode("utf-8"), home=self.layout.home)
            redacted = " (secrets in it redacted)" if kept != text else ""
            raise InvalidMemory(
                f"{exc.reason} (line {exc.line}); your edit is kept at {keep}{redacted}"
            ) from exc

    def save_text(
        self,
        scope: Scope,
        name: str,
        text: str,
        *,
        expected_hash: str | Unset | None,
        ask: AskCallback | Unset | None = UNSET,
    ) -> Memory:
        """Replace a topic with a whole edited file (frontmatter and body): parsed,
        validated, secret-scanned, and refused with `WriteConflict` when the file no longer
        has `expected_hash` (changed since it was read). `FrontmatterError` if it does not
        parse (nothing is written)."""
        parsed = load(self.layout.scope_dir(scope) / f"{name}.md", text, scope)
        return self.remember(
            scope,
            name,
            parsed.type,
            parsed.description,
            parsed.body,
            tags=parsed.tags,
            aliases=parsed.aliases,
            pinned=parsed.pinned,
            created=parsed.created,
            extra=parsed.extra,
            expected_hash=expected_hash,
            ask=ask,
        )

    def trash(self) -> list[TrashEntry]:
        """Deleted topics, recoverable until purged."""
        return self.store.trash()

    def restore(self, trash_id: str, *, ask: AskCallback | Unset | None = UNSET) -> Memory:
        """Put a trashed topic back (refusing to overwrite one that exists again)."""
        return self.store.restore(trash_id, ask=ask)

    def purge(self) -> int:
        """Delete the trash for good; returns how many topics were purged."""
        return self.store.purge()

    def system_prompt(self, *, with_profile: bool = True) -> PromptSection:
        """The session-start section: directories, instructions, profile, indexes (capped).
        `with_profile=False`: without `USER.md` (the always-on profile carries it)."""
        from memwell.memory import prompt  # session start only

        return prompt.build(
            self.store, self.layout, self.settings.limits, with_profile=with_profile
        )

    def memory_tools(self) -> MemoryTools:
        """The memory tools to hand to a model (OpenAI or Anthropic format) and their handlers."""
        from memwell.memory.tools import MemoryTools  # agent loops and MCP only

        return MemoryTools(self.store, search=self._tool_search)

    def _tool_search(
        self, query: str, limit: int, scope: Scope | None, ask: AskCallback | Unset | None
    ) -> list[dict[str, Any]]:
        return [hit.to_dict() for hit in self.search(query, limit=limit, scope=scope, ask=ask)]

    # --- search index -----------------------------------------------------------------------

    @cached_property
    def index(self) -> SearchIndex:
        """The derived SQLite index over memories and archived sessions (opened lazily)."""
        from memwell.catalog import RecallFacts  # recall's facts of each row, with the index
        from memwell.index.search_index import SearchIndex  # sqlite/FTS only when searching

        embedder: Embedder | bool | None = True if self._embedder == "config" else self._embedder
        return SearchIndex(self.layout, self.settings, embedder=embedder, derive=RecallFacts())

    def search(
        self,
        query: str,
        *,
        limit: int = 10,
        scope: Scope | None = None,
        mode: SearchMode = "auto",
        ask: AskCallback | Unset | None = UNSET,
        meaning: str | None = None,
    ) -> list[MemoryHit]:
        """Ranked memories for `query`; hand-edited files are re-indexed first. Hits come
        only from scopes the `read` permission lets out (see docs/security.md); `ask=None`
        treats "ask" as no (recall, where nobody can be asked). `meaning`: the text the
        vector side searches for, when it is not `query` (recall: the turn itself)."""
        readable = self.store.readable_scopes(scope, ask=ask)
        if not readable:
            return []
        only = scope or (next(iter(readable)) if len(readable) == 1 else None)
        return self.index.search(
            query,
            limit=limit,
            scope=only,
            mode=mode,
            check_files=self.check_files_due(),
            meaning=meaning,
        )

    def check_files_due(self) -> bool:
        """Whether this search should look for topic files edited by hand (see
        `HandEditClock`: a process's first search, then once per `freshness_interval_s`)."""
        return self._hand_edits.due()

    def recheck_files(self) -> None:
        """Make the next search or recall check topic files for hand edits, whatever the
        interval (the warm service calls it once per request: a hook's answer must see
        the files as they are when the agent asks)."""
        self._hand_edits.reset()

    def import_session(
        self,
        source: Path | str | Sequence[Mapping[str, Any] | TranscriptMessage],
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

    def sessions(self) -> list[dict[str, Any]]:
        """The archived sessions, newest first."""
        return self.index.sessions()

    def reindex(self, progress: Callable[[int, int], None] | None = None) -> ReindexResult:
        """Rebuild the index from the Markdown files and the session archive."""
        return self.index.reindex(progress=progress)

    def on_store_event(self, event: StoreEvent) -> None:
        """Keep derived data in step with store writes (connected in `store`)."""
        from memwell.store_sync import follow_store_event

        follow_store_event(self, event)

    # --- recall -------------------------------------------------------------------------------

    @cached_property
    def recall_policy(self) -> MemoryPolicy:
        """The policy given to the constructor, else the `[memory_policy]` section of the
        config, validated (seed 003's shape)."""
        if self._policy is not None:
            return self._policy
        from memwell.recall.policy import load_policy  # recall modules load on first use

        return load_policy(self.settings.section("memory_policy"), config_path=self.settings.path)

    @cached_property
    def recall(self) -> RecallEngine:
        """The per-turn pipeline, reading the catalog and retrieving through its search."""
        from memwell.recall_setup import build_engine  # recall modules load on first use

        return build_engine(self, self._retriever, read_profile=self._readable_profile)

    def _readable_profile(self) -> str:
        """USER.md for the always-on profile, when the user scope's `read` is "allow"
        (nobody can be asked at session start)."""
        if "user" not in self.store.readable_scopes("user", ask=None):
            return ""
        return self.store.read_profile()

    def models(self) -> dict[str, str | None]:
        """How search and recall run in this harness: the embedder (None: lexical) and,
        when there is none, why (`memwell where` shows it)."""
        vectors = self.index.vectors
        if vectors is not None:
            return {"embedder": vectors.embedder.name, "search": "hybrid", "reason": None}
        if self._embedder == "config":
            from memwell.index.embedders import lexical_reason  # the config says why

            reason = lexical_reason(self.settings.embeddings)
        else:
            reason = self._lexical_reason or "lexical search: this harness was given no embedder"
        return {"embedder": None, "search": "lexical", "reason": reason}

    def turn(self, text: str, *, session_id: str | None = None) -> TurnDecision:
        """Intent → preflight (new session) → triggered recall → gate; logged decision record."""
        self._turn_text = text
        try:
            return self.recall.turn(text, session_id=session_id)
        finally:
            self._turn_text = None

    @property
    def turn_text(self) -> str | None:
        """The text of the turn `turn` is answering now (None outside a turn).

        Trigger: recall searching memory for a turn. Why: the intent head has just embedded
        the turn; searching the vectors for recall's keyword query (stemmed words: "continu
        bill servic") would embed a second text, which e5 reads worse than the sentence.
        Outcome: the vector side searches for the turn's own text, whose vector the
        configured embedder has kept (`RememberedQueries`): one embedding per turn; the
        lexical side still searches for the keyword query."""
        return self._turn_text

    def preflight(self, *, session_id: str | None = None) -> Preflight:
        """The session-start digest: active project, pinned, open items, entities, last summary."""
        return self.recall.preflight(session_id=session_id)

    def gate(
        self,
        action: str | Mapping[str, Any],
        *,
        session_id: str | None = None,
        now: datetime | None = None,
    ) -> GateDecision:
        """Pre-execution gate for free text or a tool call (name + input): go / ask / no-go;
        `now` (else the clock) is when a call that carries no date acts."""
        return self.recall.gate(action, session_id=session_id, now=now)

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

    # --- agents: what an agent CLI hook or a Python loop injects -------------------------------

    def session_context(
        self, session_id: str, *, after_compaction: bool = False, include_prompt: bool = True
    ) -> str:
        """The context for a new session: the memory section (profile, indexes,
        instructions), the preflight digest and, after a compaction, the session's
        checkpoint. Empty parts are left out; the whole is cut to fit a hook's limit."""
        # the preflight's always-on profile carries USER.md: the memory section leaves it out
        profile_on = self.recall_policy.profile_max_tokens > 0
        parts = [self.system_prompt(with_profile=not profile_on).text] if include_prompt else []
        parts.append(self.preflight(session_id=session_id).session_digest)
        if after_compaction:
            parts.append(context.checkpoint_text(self.checkpoint(session_id)))
        return context.start_text(parts)

    def turn_context(self, text: str, *, session_id: str) -> context.TurnContext:
        """Run the turn pipeline; `.text` is what to inject ('' when no recall is needed)."""
        return context.turn_context(self.turn(text, session_id=session_id))

    def tool_check(
        self, tool_name: str, tool_input: Mapping[str, Any] | str, *, session_id: str
    ) -> context.ToolCheck:
        """The pre-execution gate for a tool call, worded for a model and a person."""
        action = context.gate_action(tool_name, tool_input)
        return context.tool_check(tool_name, self.gate(action, session_id=session_id))

    def archive(self, messages: Sequence[context.Message], *, session_id: str) -> int:
        """Archive what was said in a conversation (searchable later); returns messages added."""
        said = context.said(messages)
        if not said:
            return 0
        return self.import_session(said, session_id=session_id).added

    def after_turn(
        self,
        messages: Sequence[context.Message],
        *,
        session_id: str,
        writeback: str | None = None,
    ) -> context.TurnRecord:
        """Archive the transcript and offer the latest user text (or `writeback`) to
        writeback, which saves the durable facts it finds."""
        archived = self.archive(messages, session_id=session_id)
        text = writeback if writeback is not None else context.last_user_text(messages)
        saved: tuple[str, ...] = ()
        if text:
            result = self.writeback(text, session_id=session_id)
            saved = tuple(item.name or item.text for item in result.saved)
        return context.TurnRecord(archived=archived, saved=saved)

    def checkpoint_now(
        self, messages: Sequence[context.Message], *, session_id: str, archive: bool = True
    ) -> str | None:
        """Archive `messages` and build the session's checkpoint now, whatever their size
        (the agent is about to compact its own context); it is persisted per session.
        `archive=False` leaves the archiving to the caller (a hook that defers it)."""
        if archive:
            self.archive(messages, session_id=session_id)
        if len(messages) < 2:
            return None
        result = self.compact(
            [context.as_mapping(m) for m in messages],
            context_window=context.window_for(messages),
            session_id=session_id,
            force=True,
            archive=archive,
            # the agent compacts its own context: only the persisted checkpoint is used,
            # so the in-context copy need not be counted exactly (no tokenizer, one plan)
            exact_count=False,
        )
        checkpoint: str | None = result.checkpoint
        return checkpoint

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
        archive: bool = True,
        exact_count: bool = True,
    ) -> CompactionResult:
        """Compact a transcript (OpenAI or Anthropic format) to fit `context_window`.

        Defaults come from the `[compaction]` config section (`strategy`, `context_window`,
        thresholds) and the `[llm]` section (a model for the checkpoint). The checkpoint is
        persisted per session under the home's `checkpoints/` when `session_id` is given,
        and then (with `archive`) the messages are archived under the same session, so the
        checkpoint's pointer to the evicted ones (`memwell session search`) finds them.
        `exact_count=False` plans and checks with the token estimate alone (no tokenizer),
        for a result that is persisted but not sent to a model.
        """
        # Imported here: compaction (and the tokenizer) is not needed on the hook path.
        from memwell.compaction_setup import run_compaction

        return run_compaction(
            self.layout,
            self.settings,
            messages,
            context_window=context_window,
            strategy=strategy,
            fmt=fmt,
            session_id=session_id,
            flush=self.flush_to_memory if flush == "default" else flush,
            model=self.compaction_model() if model == "default" else model,
            force=force,
            archive=self._archive_said if archive else None,
            exact_count=exact_count,
        )

    def _archive_said(self, messages: list[dict[str, Any]], session_id: str) -> None:
        self.import_session(messages, session_id=session_id)

    def compaction_model(self) -> ChatModel | None:
        """The model configured in `[llm]` for writing checkpoints, or None (extractive)."""
        from memwell.llm.provider import ModelConfig, make_model  # the llm extra, lazily

        config = ModelConfig.from_mapping(self.settings.llm, self.settings.path)
        return make_model(config) if config is not None else None

    def checkpoint(self, session_id: str) -> str | None:
        """The persisted checkpoint of a session (rendered Markdown), if it was compacted."""
        from memwell.compaction.checkpoint import CheckpointStore

        return CheckpointStore(self.layout.checkpoints_dir, self.layout.home).text(session_id)

    def compaction_events(self, session_id: str | None = None) -> list[CompactionEvent]:
        """What each compaction of a named session did (tokens before/after), oldest first."""
        from memwell.compaction.events import CompactionLog

        return CompactionLog(self.layout.logs_dir, self.layout.home).read(session_id)

    # --- read-only views for people (the inspector page) ------------------------------------

    @cached_property
    def views(self) -> MemoryViews:
        """Paged, indexed read-only views of memory and the archive (the inspector's)."""
        from memwell.views import MemoryViews  # only for the inspector

        return MemoryViews(self)

    # --- consolidation ----------------------------------------------------------------------

    @cached_property
    def consolidation(self) -> Consolidation:
        """Candidates from past sessions, the review inbox, and the Git history of the home."""
        from memwell.consolidate.service import Consolidation  # only for consolidation commands

        return Consolidation(self)
