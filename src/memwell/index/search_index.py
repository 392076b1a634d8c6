"""`SearchIndex`: the derived SQLite index of one home, over memories and past sessions.

    index = SearchIndex(layout, settings)
    index.search("commit style")                  # memories, freshness-checked first
    index.import_session(Path("chat.jsonl"))      # archive + index a transcript
    index.search_sessions("did we discuss the migration?")
    index.reindex()                               # rebuild everything from the files

Store events call `upsert_memory` / `remove_memory`; `search` also re-checks the files
(`sync.py`) so a hand edit is seen by the very next search.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeAlias

from memwell.config import Settings
from memwell.crashpoints import crash_point
from memwell.durable import read_bytes
from memwell.errors import IndexCorrupt, IndexStoreError, UsageError
from memwell.index import memories as mem
from memwell.index.memory_ranking import memory_hits, rank_memories
from memwell.index.query import query_terms
from memwell.index.schema import (
    check_integrity,
    connect,
    damage_to_rebuild,
    file_id,
    index_files,
    move_aside,
    recovers,
    snapshot,
    sqlite_errors,
    transaction,
)
from memwell.index.sync import dir_stamps, dirs_unchanged, merge_stamps, sync_scopes, topic_files
from memwell.index.types import (
    SEARCH_MODES,
    FactDeriver,
    FactKind,
    FactRow,
    MemoryHit,
    ReindexResult,
    SearchMode,
    SessionHit,
    SessionImport,
    SyncResult,
)
from memwell.index.watch import TopicWatch
from memwell.layout import SCOPES, Layout, Scope
from memwell.memory.document import Memory, load

if TYPE_CHECKING:
    from memwell.index.embedders import Embedder
    from memwell.index.sessions import NewMessage, SessionArchive
    from memwell.index.statement_vectors import StatementVectors
    from memwell.index.vectors import VectorStore
    from memwell.transcripts import TranscriptMessage

# Session archiving, date parsing, transcripts and vectors are imported where they are
# used: a hook answering a generic turn opens the catalog and reads one row, and pays
# for every module it imports.

Progress: TypeAlias = Callable[[int], None]
_DIRS_KEY = "scope_dirs"  # catalog_state: the scope directories' stamps at the last check


class SearchIndex:
    """Search over one home. Opened lazily; cheap to construct."""

    def __init__(
        self,
        layout: Layout,
        settings: Settings | None = None,
        *,
        embedder: Embedder | bool | None = True,
        derive: FactDeriver | None = None,
    ) -> None:
        """`embedder`: True = from the `[embeddings]` config, False/None = lexical only.
        `derive`: what recall derives of each row (facts.py); None leaves rows underived."""
        self.layout = layout
        self._derive = derive
        self.settings = settings or Settings()
        self._embedder_arg = embedder
        self._conn: sqlite3.Connection | None = None
        self._archive: SessionArchive | None = None
        self._memories: mem.MemoryIndex | None = None
        self._vectors: VectorStore | bool | None = False  # False = not resolved yet
        self._statements: StatementVectors | None = None
        self._statements_done: int | None = None  # generation whose statements all had vectors
        self._opened: tuple[int, int] | None = None  # which file `_conn` is on
        self._archives_checked_at: float | None = None  # monotonic time of the last sync
        self._facts_seen: int | None = None  # generation whose rows all had their facts
        self._watch = TopicWatch()  # which files changed, after a process's second check
        self.boosts = mem.Boosts.from_settings(self.settings.search)

    # --- plumbing -------------------------------------------------------------------------

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            for file in index_files(self.layout.index_path):
                self.layout.confined(file)  # SQLite would follow a link
            self._conn = connect(self.layout.index_path, home=self.layout.home)
            self._opened = file_id(self.layout.index_path)
        return self._conn

    def _discard_damaged(self, damage: IndexCorrupt, *, rebuild: bool = True) -> None:
        """Move the damaged file aside and (unless the caller is rebuilding anyway) fill
        a fresh index from the files, so the retried operation answers as before."""
        opened = self._opened
        self.close()
        move_aside(self.layout.index_path, damage, opened)
        if rebuild:
            self._rebuild()

    @property
    def archive(self) -> SessionArchive:
        if self._archive is None:
            from memwell.index.sessions import SessionArchive  # sessions only

            self._archive = SessionArchive(
                self.conn, self.layout.confined(self.layout.sessions_dir), self.layout.home
            )
        return self._archive

    @property
    def memories(self) -> mem.MemoryIndex:
        if self._memories is None:
            self._memories = mem.MemoryIndex(self.conn, self.layout.home, self._derive)
        return self._memories

    @property
    def vectors(self) -> VectorStore | None:
        """The vector store of the configured embedder, or None (lexical only)."""
        if self._vectors is False:
            arg = self._embedder_arg
            if arg is True:
                from memwell.index.embedders import RememberedQueries, embedder_from_config

                made = embedder_from_config(self.settings.embeddings, self.settings.path)
                # a turn's vector serves the intent head and the search (`Harness.turn_text`)
                embedder: Embedder | None = RememberedQueries(made) if made is not None else None
            elif arg is False or arg is None:
                embedder = None
            else:
                embedder = arg
            if embedder:
                from memwell.index.vectors import VectorStore  # the "embeddings" extra

                self._vectors = VectorStore(self.conn, embedder)
            else:
                self._vectors = None
        assert not isinstance(self._vectors, bool)
        return self._vectors

    @property
    def statement_vectors(self) -> StatementVectors | None:
        """The vectors of memories' statements (what a digest's lines are chosen by), or
        None without an embedder."""
        vectors = self.vectors
        if vectors is None:
            return None
        if self._statements is None or self._statements.conn is not self.conn:
            from memwell.index.statement_vectors import StatementVectors  # with vectors

            self._statements = StatementVectors(self.conn, vectors.embedder)
        return self._statements

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
        self._conn = None
        self._archives_checked_at = None  # a reopened index may be another file
        self._archive = None
        self._memories = None
        self._vectors = False
        self._statements = None
        self._statements_done = None
        self._facts_seen = None
        self._watch.close()

    def __enter__(self) -> SearchIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _scopes(self, scope: Scope | None) -> list[tuple[Scope, Path]]:
        chosen = (scope,) if scope else SCOPES
        return [(s, self.layout.confined(self.layout.scope_dir(s))) for s in chosen]

    def _resolve_mode(self, mode: SearchMode) -> SearchMode:
        if mode not in SEARCH_MODES:
            raise UsageError(f"unknown search mode {mode!r}; use {', '.join(SEARCH_MODES)}")
        if mode == "auto":
            return "hybrid" if self.vectors is not None else "lexical"
        if mode in ("semantic", "hybrid") and self.vectors is None:
            raise IndexStoreError(
                f"{mode} search needs an embedder; set [embeddings] provider in "
                f"{self.layout.config_path} (see docs/search.md), or use --mode lexical"
            )
        return mode

    # --- memories ---------------------------------------------------------------------------

    @recovers
    def upsert_memory(self, memory: Memory) -> None:
        """Index (or re-index) one memory just written; called on store `saved` events."""
        path = memory.path
        with sqlite_errors(self.layout.index_path):
            try:
                st = path.stat()
            except FileNotFoundError:
                return  # deleted by hand since it was written; the next sync drops it
            with transaction(self.conn):
                embed = self.memories.upsert(
                    memory,
                    mtime_ns=st.st_mtime_ns,
                    size=st.st_size,
                    scope_dir=self.layout.scope_dir(memory.scope),
                    ctime_ns=st.st_ctime_ns,
                )
            self._embed(embed)
            # the statements a digest will choose lines from, embedded with the row
            statements = self.statement_vectors
            if statements is not None:
                from memwell.index.statement_vectors import embedded_passages  # with vectors

                statements.ensure(embedded_passages(memory.description, memory.body))

    def upsert_path(self, path: Path, scope: Scope) -> None:
        """Index the topic file at `path` (read and parsed here)."""
        data = read_bytes(path, home=self.layout.home)
        if data is None:
            return  # deleted by hand since it was written; the next sync drops it
        self.upsert_memory(load(path, data, scope))

    @recovers
    def remove_memory(self, scope: Scope, name: str) -> bool:
        """Drop a deleted memory; called on store `deleted` events. True if it was indexed."""
        path = self.layout.scope_dir(scope) / f"{name}.md"
        with sqlite_errors(self.layout.index_path), transaction(self.conn):
            return self.memories.remove_path(path)

    @recovers
    def sync_memories(
        self, scope: Scope | None = None, progress: Progress | None = None
    ) -> SyncResult:
        """Re-index every topic file changed on disk since it was indexed."""
        scopes = self._scopes(scope)
        # taken before the scan: a file added while it runs moves them again
        stamps = dir_stamps([d for _, d in scopes])
        with sqlite_errors(self.layout.index_path):
            changed = self._watch.plan(self.conn, [d for _, d in scopes])
            outcome = sync_scopes(
                self.memories, scopes, progress=progress, home=self.layout.home, changed=changed
            )
            if outcome.to_embed:  # rows changed: their chunks and statements get vectors
                self._embed(list(outcome.to_embed))
                self._embed_statements_of([h for h, _ in outcome.to_embed])
            recorded = self._dir_stamps()
            merged = merge_stamps(recorded, stamps)
            if merged != recorded:  # a search writes nothing when no directory moved
                with transaction(self.conn):
                    self.memories.set_state(_DIRS_KEY, json.dumps(merged))
        return SyncResult(
            added=outcome.added,
            updated=outcome.updated,
            removed=outcome.removed,
            unchanged=outcome.unchanged,
            errors=outcome.errors,
        )

    @recovers
    def embed_missing_memories(self, limit: int) -> int:
        """Embed up to `limit` memory chunks that have no vector of this embedder yet;
        return how many were embedded (0: none is missing).

        Trigger: a long-lived process with an embedder (the warm service) has a moment
        without requests. Why: a process without the model (a hook answered in-process,
        lexically) indexes the topics it saves without vectors, and the sync step leaves
        an unchanged file alone. Outcome: those chunks get their vectors a few at a
        time, so no request waits for a backlog."""
        if self.vectors is None:
            return 0
        with sqlite_errors(self.layout.index_path):
            chunks = self.memories.embedded_chunk_texts()
            missing = sorted(self.vectors.missing(chunks))[:limit]
            if missing:
                return self._embed([(h, chunks[h]) for h in missing])
            return self._embed_missing_statements(limit)

    def _embed_statements_of(self, chunk_hashes: Sequence[str]) -> int:
        statements = self.statement_vectors
        return statements.ensure_for_chunks(chunk_hashes) if statements is not None else 0

    def _embed_missing_statements(self, limit: int | None) -> int:
        """Embed up to `limit` (None: all) statement passages that have no vector yet: rows
        a process without the model wrote, or a rebuild indexed. Returns how many."""
        statements = self.statement_vectors
        generation = self.memories.generation()
        if statements is None or self._statements_done == generation:
            return 0
        done, complete = statements.ensure_all(limit)
        if complete:
            self._statements_done = generation  # nothing to look for until a row changes
        return done

    # --- the catalog (recall's view of the rows) ---------------------------------------------

    def _dir_stamps(self) -> dict[str, list[int]]:
        raw = self.memories.state(_DIRS_KEY)
        try:
            value = json.loads(raw) if raw else {}
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    @recovers
    def generation(self, *, check_files: bool | Literal["added"] = True) -> int:
        """The catalog generation after the freshness check: it changes whenever any memory
        row does, so a view derived at generation N is current while it stays N.

        `check_files="added"` runs the check only if a topic file was added, deleted or
        renamed since the last one (two directory stats; an in-place edit waits for the
        next full check)."""
        if check_files is True or (
            check_files == "added"
            and not dirs_unchanged(self._dir_stamps(), [d for _, d in self._scopes(None)])
        ):
            self.sync_memories()
        with sqlite_errors(self.layout.index_path):
            generation = self.memories.generation()
            # every row changed since this process last looked gets its facts derived
            # (any row write moves the generation, so an unchanged one needs no look)
            if self._derive is not None and generation != self._facts_seen:
                if self.memories.refresh_facts_due():
                    with transaction(self.conn):
                        self.memories.refresh_facts()
                    generation = self.memories.generation()
                self._facts_seen = generation
            return generation

    def _dirs(self, scopes: Sequence[Scope] | None) -> list[Path]:
        return [self.layout.scope_dir(s) for s in (SCOPES if scopes is None else scopes)]

    @recovers
    def catalog_rows(
        self, scopes: Sequence[Scope] | None = None, names: Sequence[str] | None = None
    ) -> list[Memory]:
        """Every parsed memory of `scopes` (default both; only those called `names`, if
        given), from the catalog: no file is read."""
        with sqlite_errors(self.layout.index_path):
            return self.memories.rows(self._dirs(scopes), names)

    @recovers
    def fact_rows(
        self,
        kind: FactKind,
        *,
        scopes: Sequence[Scope] | None = None,
        category: str | None = None,
        names: Sequence[tuple[str, str]] = (),
        recent_first: bool = False,
        limit: int | None = None,
    ) -> list[FactRow]:
        """Catalog rows with what recall derived of them (see `index.facts`)."""
        with sqlite_errors(self.layout.index_path):
            return self.memories.fact_rows(
                self._dirs(scopes),
                kind,
                category=category,
                names=names,
                recent_first=recent_first,
                limit=limit,
            )

    @recovers
    def entity_evidence(self, scopes: Sequence[Scope] | None = None) -> list[str]:
        with sqlite_errors(self.layout.index_path):
            return self.memories.entity_evidence(self._dirs(scopes))

    @recovers
    def recent_memories(
        self, limit: int, scopes: Sequence[Scope] | None = None
    ) -> list[tuple[str, str]]:
        """(name, description) of the most recently updated memories, newest first."""
        with sqlite_errors(self.layout.index_path):
            return self.memories.recent(self._dirs(scopes), limit)

    @recovers
    def derived(self, key: str, generation: int) -> str | None:
        with sqlite_errors(self.layout.index_path):
            return self.memories.derived(key, generation)

    @recovers
    def store_derived(self, key: str, generation: int, value: str) -> None:
        with sqlite_errors(self.layout.index_path), transaction(self.conn):
            self.memories.store_derived(key, generation, value)

    @recovers
    def search(
        self,
        query: str,
        *,
        limit: int = 10,
        scope: Scope | None = None,
        mode: SearchMode = "auto",
        check_files: bool = True,
        meaning: str | None = None,
    ) -> list[MemoryHit]:
        """Ranked memories for `query` (never raises on odd query text).

        `check_files=False` skips the freshness check, for a caller that just ran
        `sync_memories()` and searches several times in a row. `meaning`: the text the
        vector side searches for, when it is not `query` (the lexical side uses `query`)."""
        if check_files:
            self.sync_memories(scope)
        terms = query_terms(query)
        mode = self._resolve_mode(mode)
        dirs = [d for _, d in self._scopes(scope)]
        # one read snapshot: the chunks ranked are the chunks whose rows are read, even
        # while another process re-indexes them (the race that made the gate fail open)
        with sqlite_errors(self.layout.index_path), snapshot(self.conn):
            found = (
                self.memories.lexical_ranked(terms, dirs)
                if mode != "semantic"
                else mem.LexicalRanking([], mem.RankRows({}))
            )
            lexical = found.ranking
            semantic: list[tuple[int, float]] = []
            sought = meaning if meaning and meaning.strip() else query
            if mode in ("semantic", "hybrid") and self.vectors is not None and query.strip():
                semantic = self.vectors.search(
                    "memory_chunks", sought, allowed=self.memories.chunk_ids(dirs)
                )
            ranks = self.memories.chunk_ranks(
                list(dict.fromkeys(r for r, _ in (*lexical, *semantic))), found.read
            )
            ranked = rank_memories(
                lexical, semantic, ranks, hybrid=mode == "hybrid", boosts=self.boosts
            )
            shown = [m for _, m in ranked.scored[:limit]]
            rows = self.memories.chunk_rows([ranked.best_chunk[m] for m in shown])
            full = self.memories.memories_shown(shown)
        return memory_hits(ranked, rows, full, terms, limit)

    # --- sessions -------------------------------------------------------------------------------

    def import_session(
        self,
        source: Path | str | Sequence[Mapping[str, Any] | TranscriptMessage],
        *,
        session_id: str | None = None,
    ) -> SessionImport:
        """Archive and index a transcript: a JSONL file, or a sequence of message mappings."""
        from memwell.index.archive import archive_name  # importing only
        from memwell.index.session_search import messages_to_import

        sid, messages = messages_to_import(source, session_id)
        self.layout.confined(self.layout.sessions_dir / archive_name(sid))
        with sqlite_errors(self.layout.index_path):
            result, new = self.archive.import_messages(sid, messages)
            embedded = self._embed_messages(new)
        return dataclasses.replace(result, embedded=embedded) if embedded else result

    @recovers
    def search_sessions(
        self,
        query: str,
        *,
        limit: int = 10,
        session_id: str | None = None,
        mode: SearchMode = "auto",
    ) -> list[SessionHit]:
        """Messages of archived sessions that match `query`, best first."""
        from memwell.index.session_search import rank_messages  # session search only

        terms = query_terms(query)
        mode = self._resolve_mode(mode)
        if mode == "hybrid" and not self.sessions_semantic:
            mode = "lexical"  # sessions are not embedded under the default embedder
        with sqlite_errors(self.layout.index_path):
            self.sync_sessions()
            ranked = rank_messages(
                self.archive, self.vectors, query, terms, mode, limit, session_id
            )
            return self.archive.hits(ranked[:limit], terms)

    def sync_sessions(self, progress: Progress | None = None, *, force: bool = False) -> int:
        """Trigger: a session search or listing (and `reindex`, with `force`). Why: archives
        may have been written by a process killed before its index commit, deleted by
        hand, or be newer than an index file put back from a backup. Outcome: the archive
        files are `stat`ed and the changed ones read (see sync.py); at most once per
        `freshness_interval_s` in one process (a `--batch` of queries stats them once),
        as imports through this index catch up by themselves. Returns how many new
        messages were embedded."""
        from memwell.index.sync import sync_archives  # sessions only

        now = time.monotonic()
        last = self._archives_checked_at
        interval = self.settings.index.freshness_interval_s
        if not force and last is not None and now - last < interval:
            return 0
        outcome = sync_archives(self.archive, progress=progress)
        self._archives_checked_at = now
        return self._embed_messages(outcome.new_messages)

    @recovers
    def sessions(self) -> list[dict[str, Any]]:
        """The archived sessions, most recently imported first."""
        with sqlite_errors(self.layout.index_path):
            self.sync_sessions()
            return self.archive.listing()

    # --- embeddings -----------------------------------------------------------------------------

    def _embed(self, items: Sequence[tuple[str, str]], progress: Progress | None = None) -> int:
        if not items or self.vectors is None:
            return 0
        return self.vectors.ensure(items, progress=progress)

    def _embed_messages(self, new: Sequence[NewMessage], progress: Progress | None = None) -> int:
        if not self.sessions_semantic:
            return 0
        return self._embed([(m.text_hash, m.text) for m in new], progress)

    @property
    def sessions_semantic(self) -> bool:
        """Whether archived messages are embedded and searched by meaning.

        Trigger: the embedder is the default (`provider = "auto"`), not one the config
        names. Why: a long session's messages (tool output included) take seconds to
        minutes to embed on a laptop's CPU, at every archive (each Stop hook); memory
        topics are few and short. Outcome: topics are searched by meaning by default,
        sessions only when `[embeddings] provider` names the model."""
        if self.vectors is None:
            return False
        return not (self._embedder_arg is True and self.settings.embeddings.provider == "auto")

    # --- rebuild ---------------------------------------------------------------------------------

    def reindex(self, progress: Callable[[int, int], None] | None = None) -> ReindexResult:
        """Rebuild the whole index from the Markdown files and the session archive.

        `progress(done, total)` is called as files are processed. Embeddings already
        computed for unchanged texts are kept (they are keyed by content hash). A
        damaged index file is moved aside and rebuilt from scratch."""
        try:
            return self._rebuild(progress)
        except IndexStoreError as failure:
            damage = damage_to_rebuild(failure, self.layout.index_path)
            if damage is None:
                raise
            self._discard_damaged(damage, rebuild=False)
            return self._rebuild(progress)

    def _rebuild(self, progress: Callable[[int, int], None] | None = None) -> ReindexResult:
        started = time.perf_counter()
        scopes = self._scopes(None)
        files = self.archive.archive_files()
        total = sum(len(topic_files(d)) for _, d in scopes) + len(files)
        done = 0

        def step(count: int) -> None:
            nonlocal done
            done += count
            if progress is not None:
                progress(done, total)

        # a rebuild must not keep damaged pages that clearing the tables would not read
        check_integrity(self.conn, self.layout.index_path)
        with sqlite_errors(self.layout.index_path):
            with transaction(self.conn):
                self.memories.clear()
                self.archive.clear()
            crash_point("reindex-cleared")  # the kill tests: tables emptied, nothing read
            outcome = sync_scopes(self.memories, scopes, progress=step, home=self.layout.home)
            embedded = self.sync_sessions(progress=step, force=True)
            embedded += self._embed(list(outcome.to_embed))
            embedded += self._embed_missing_statements(None)
            self.conn.execute("INSERT INTO message_fts(message_fts) VALUES ('optimize')")
            self.conn.execute("INSERT INTO memory_fts(memory_fts) VALUES ('optimize')")
            sessions, messages = self.archive.counts()
        return ReindexResult(
            memories=self.memories.count(),
            sessions=sessions,
            messages=messages,
            embedded=embedded,
            elapsed_s=time.perf_counter() - started,
            errors=outcome.errors,
        )
