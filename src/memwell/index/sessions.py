"""The session archive: append-only transcripts on disk, indexed message by message.

Archive. Each session is one JSONL file under `<home>/sessions/`, one message per line.
Importing again appends only the messages not yet archived (matched by message id), so
a hook may re-import a growing transcript every turn. Secrets are redacted before a
message reaches the disk. The archive is the source of truth for `reindex`.

Crash consistency. The archive is written before the index commits, so a crash can
leave archived messages the index lacks, never the other way round. The index records,
per archive file, the prefix it has read (`session_archives`); `catch_up` reads what
lies beyond it (or the whole file, if the prefix changed) before anything else happens
to that archive, and an import asks the index which ids are archived only after that:
the archive and the index agree again, and a re-import appends nothing twice.

Index. Every message is one row of `message_fts` with two columns: its own text, and
`context`, the text of its neighbours in the same session (two before, one after). A
reply such as "Yes, I made a bowl!" is then found by the question it answers ("How is
the pottery class going?"), which on LoCoMo is worth more than anything else we tried
(see docs/search.md). Ranking is FTS5 BM25 with the context column at half weight,
then a boost for messages spoken by a speaker the query names ("what did Caroline
say about ...").
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from memwell.crashpoints import crash_point
from memwell.index.archive import (
    ARCHIVE_SUFFIX,
    ArchiveRecord,
    append_archive,
    archive_name,
    digest_upto,
    generated_id,
    read_from,
    repair_tail,
)
from memwell.index.query import QueryTerms, match_expression, quote, rarest_within
from memwell.index.schema import transaction
from memwell.index.snippets import snippet
from memwell.index.sync import archive_unchanged
from memwell.index.types import ArchivedMessage, SessionHit, SessionImport
from memwell.lazy_logging import lazy_logger
from memwell.secrets.fields import speaker_kinds
from memwell.secrets.scanner import REDACTED, redact
from memwell.tokens import fts_text, words
from memwell.transcripts import IncomingMessage, epoch

log = lazy_logger(__name__)  # imports logging when it first logs

# Trigger: indexing a message. Why: neighbours carry the question a reply answers.
# Outcome: `context` = up to CONTEXT_BEFORE earlier and CONTEXT_AFTER later messages of
# the same session, each cut to CONTEXT_CHARS so a pasted log does not swamp it.
CONTEXT_BEFORE = 2
CONTEXT_AFTER = 1
CONTEXT_CHARS = 600
MAX_INDEXED_CHARS = 20_000  # of one message's own text
WEIGHTS = (1.0, 0.5)  # bm25 column weights: content, context
# Trigger: a query word equals a speaker's name. Outcome: that speaker's messages x1.5.
SPEAKER_BOOST = 0.5
CANDIDATES = 200  # lexical candidates re-ranked by the boosts
# Trigger: the query names a calendar date ("on 8 May 2023", "in November 2022").
# Outcome: messages timestamped within it get x(1 + DATE_BOOST), over every match.
DATE_BOOST = 0.5
# Trigger: the query's terms together match more than SCORE_BUDGET messages. Why: BM25
# scoring of every matching row is what makes an OR query slow on a large archive, and
# the terms that match the most rows are the ones BM25 weighs least. Outcome: terms are
# taken rarest first while their matches fit the budget (the rarest is always kept); the
# rest are left out of the match (Lucene's "common terms" idea). Archives smaller than the
# budget are never pruned.
SCORE_BUDGET = 20_000


@dataclass(frozen=True, slots=True)
class NewMessage:
    """A message just indexed: what the embedder needs."""

    rowid: int
    text_hash: str
    text: str


def embed_text(
    speaker: str | None, content: str, previous: tuple[str | None, str] | None = None
) -> str:
    """The text an embedder sees for a message: the previous message of the session, then
    the message, each speaker-prefixed and capped. The previous message is there for the
    same reason as the `context` column: a reply means little without its question."""

    def line(who: str | None, text: str, cap: int) -> str:
        return (f"{who}: " if who else "") + text[:cap]

    head = line(previous[0], previous[1], CONTEXT_CHARS) + "\n" if previous else ""
    return head + line(speaker, content, 2_000)


def _speaker(speaker: str | None) -> str | None:
    """The speaker as archived: a name, or `[REDACTED]` when it holds a secret."""
    if speaker and speaker_kinds(speaker):
        return REDACTED
    return speaker


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class SessionArchive:
    """Archive and message index over one connection and one sessions directory."""

    def __init__(
        self, conn: sqlite3.Connection, sessions_dir: Path, home: Path | None = None
    ) -> None:
        self.conn = conn
        self.sessions_dir = sessions_dir
        self.home = home  # the files are opened following no link below it
        self._speakers: dict[str, frozenset[str]] | None = None

    # --- import --------------------------------------------------------------------------

    def import_messages(
        self, session_id: str, incoming: Sequence[IncomingMessage]
    ) -> tuple[SessionImport, list[NewMessage]]:
        """Archive and index the messages of `incoming` that the session lacks."""
        path = self.sessions_dir / archive_name(session_id)
        with transaction(self.conn):  # also serialises concurrent importers
            new = self.catch_up(path)  # ids archived by a writer killed before its commit
            seen = self._indexed_ids(session_id)
            count = len(seen)
            fresh: list[ArchivedMessage] = []
            skipped = 0
            for position, message in enumerate(incoming):
                mid = message.message_id or generated_id(position, message)
                if mid in seen:
                    skipped += 1
                    continue
                seen.add(mid)
                fresh.append(
                    ArchivedMessage(
                        session_id=session_id,
                        message_id=mid,
                        seq=count + len(fresh),
                        role=message.role,
                        speaker=_speaker(message.speaker),
                        content=redact(message.content),
                        timestamp=message.timestamp.isoformat() if message.timestamp else None,
                    )
                )
            if fresh:
                repair_tail(path, home=self.home)
                append_archive(path, fresh, home=self.home)
                crash_point("archive-appended")  # the kill tests: archived, not indexed
                new.extend(self._index(session_id, path.name, fresh))
                st = path.stat()
                self._record(
                    path.name, st.st_size, digest_upto(path, st.st_size, home=self.home), st
                )
        self._speakers = None
        result = SessionImport(
            session_id=session_id,
            archive=path,
            added=len(fresh),
            skipped=skipped,
            total=count + len(fresh),
        )
        return result, new

    # --- the archive files, as the index has read them -----------------------------------

    def records(self, archive: str | None = None) -> dict[str, ArchiveRecord]:
        """What the index has read of each archive file (or of `archive`), by file name."""
        sql = (
            "SELECT archive, indexed_bytes, digest, stat_size, stat_mtime, stat_ctime"
            " FROM session_archives"
        )
        if archive is None:
            rows = self.conn.execute(sql)
        else:
            rows = self.conn.execute(sql + " WHERE archive = ?", (archive,))
        return {str(row[0]): ArchiveRecord(*row[1:]) for row in rows}

    def _record(self, archive: str, end: int, digest: str, st: os.stat_result) -> None:
        self.conn.execute(
            "INSERT OR REPLACE INTO session_archives(archive, indexed_bytes, digest, stat_size,"
            " stat_mtime, stat_ctime) VALUES (?, ?, ?, ?, ?, ?)",
            (archive, end, digest, st.st_size, st.st_mtime_ns, st.st_ctime_ns),
        )

    def catch_up(self, path: Path) -> list[NewMessage]:
        """Bring the index in line with one archive file; in a transaction.

        Unchanged since it was read (same stat, outside the racy window): nothing to do.
        Grown with the prefix read intact: index the new lines. Rewritten, truncated or
        never read: index the whole file afresh. Gone: drop its sessions."""
        record = self.records(path.name).get(path.name)
        try:
            st = path.stat()
            if archive_unchanged(record, st, time.time_ns()):
                return []
            try:
                repair_tail(path, home=self.home)
            except PermissionError as exc:  # a read-only archive: read its whole lines
                log.warning("could not repair the tail of session archive %s: %s", path, exc)
            st = path.stat()  # before reading: a later append shows as a change
            read = (
                read_from(path, record.indexed_bytes, record.digest, home=self.home)
                if record is not None
                else read_from(path, home=self.home)
            )
        except FileNotFoundError:  # gone, perhaps while we looked
            if record is not None:
                self.drop_archive(path.name)
            return []
        if read.start == 0:
            self.drop_archive(path.name)
        new = self._index_archived(path.name, read.messages)
        self._record(path.name, read.end, read.digest, st)
        self._speakers = None
        return new

    def _index_archived(
        self, archive: str, messages: Sequence[ArchivedMessage]
    ) -> list[NewMessage]:
        """Index archived messages the index lacks (by session and id), in archive order."""
        by_session: dict[str, list[ArchivedMessage]] = {}
        for message in messages:
            by_session.setdefault(message.session_id, []).append(message)
        new: list[NewMessage] = []
        for session_id, items in by_session.items():
            seen = self._indexed_ids(session_id)
            count = len(seen)
            fresh: list[ArchivedMessage] = []
            for m in items:
                if m.message_id not in seen:  # a line archived twice by an older memwell
                    seen.add(m.message_id)
                    fresh.append(replace(m, seq=count + len(fresh)))
            new.extend(self._index(session_id, archive, fresh))
        return new

    def _indexed_ids(self, session_id: str) -> set[str]:
        return {
            row[0]
            for row in self.conn.execute(
                "SELECT message_id FROM messages WHERE session_id = ?", (session_id,)
            )
        }

    def drop_archive(self, archive: str) -> None:
        """Remove every indexed message of the sessions archived in `archive`; in a
        transaction. The FTS table is contentless, so each row is deleted with the very
        values it was indexed with: its text, and its neighbours' as `context`."""
        sessions = [
            row[0]
            for row in self.conn.execute(
                "SELECT session_id FROM sessions WHERE archive = ?", (archive,)
            )
        ]
        for session_id in sessions:
            rows: list[tuple[int, str]] = list(
                self.conn.execute(
                    "SELECT id, content FROM messages WHERE session_id = ? ORDER BY seq",
                    (session_id,),
                )
            )
            texts = [content for _, content in rows]
            self.conn.executemany(
                "INSERT INTO message_fts(message_fts, rowid, content, context)"
                " VALUES ('delete', ?, ?, ?)",
                [
                    (
                        rowid,
                        _content(texts[j]),
                        _context(
                            texts[max(0, j - CONTEXT_BEFORE) : j],
                            texts[j + 1 : j + 1 + CONTEXT_AFTER],
                        ),
                    )
                    for j, (rowid, _) in enumerate(rows)
                ],
            )
            self.conn.execute(
                "DELETE FROM message_times WHERE id IN"
                " (SELECT id FROM messages WHERE session_id = ?)",
                (session_id,),
            )
            self.conn.execute("DELETE FROM messages WHERE session_id = ?", (session_id,))
            self.conn.execute("DELETE FROM sessions WHERE session_id = ?", (session_id,))
        self.conn.execute("DELETE FROM session_archives WHERE archive = ?", (archive,))
        self._speakers = None

    def _index(
        self, session_id: str, archive: str, fresh: Sequence[ArchivedMessage]
    ) -> list[NewMessage]:
        """Insert `fresh` (the next messages of a session) into the tables; in a transaction."""
        if not fresh:
            return []
        stamps = [m.timestamp for m in fresh if m.timestamp]
        self.conn.execute(
            "INSERT INTO sessions(session_id, archive, message_count, first_ts, last_ts,"
            " imported_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(session_id) DO UPDATE SET"
            " message_count = message_count + excluded.message_count,"
            " first_ts = coalesce(min(first_ts, excluded.first_ts), excluded.first_ts, first_ts),"
            " last_ts = coalesce(max(last_ts, excluded.last_ts), excluded.last_ts, last_ts),"
            " imported_at = excluded.imported_at",
            (
                session_id,
                archive,
                len(fresh),
                min(stamps) if stamps else None,
                max(stamps) if stamps else None,
                datetime.now(UTC).isoformat(),
            ),
        )
        first_seq = fresh[0].seq
        # the tail already indexed: its last message gains a "next" neighbour now
        tail: list[tuple[int, str, str | None]] = list(
            self.conn.execute(
                "SELECT id, content, speaker FROM messages WHERE session_id = ? AND seq >= ?"
                " ORDER BY seq",
                (session_id, first_seq - CONTEXT_BEFORE - 1),
            )
        )
        if tail and CONTEXT_AFTER:
            last_rowid, last_content, _ = tail[-1]
            before = [c for _, c, _ in tail[:-1]][-CONTEXT_BEFORE:]
            old = _context(before, [])
            new_ctx = _context(before, [m.content for m in fresh[:CONTEXT_AFTER]])
            self.conn.execute(
                "INSERT INTO message_fts(message_fts, rowid, content, context) "
                "VALUES ('delete', ?, ?, ?)",
                (last_rowid, _content(last_content), old),
            )
            self.conn.execute(
                "INSERT INTO message_fts(rowid, content, context) VALUES (?, ?, ?)",
                (last_rowid, _content(last_content), new_ctx),
            )
        window = [c for _, c, _ in tail][-CONTEXT_BEFORE:] + [m.content for m in fresh]
        previous: tuple[str | None, str] | None = (tail[-1][2], tail[-1][1]) if tail else None
        offset = len(window) - len(fresh)
        new: list[NewMessage] = []
        fts_rows: list[tuple[int, str, str]] = []
        for i, message in enumerate(fresh):
            j = offset + i
            text = embed_text(message.speaker, message.content, previous)
            previous = (message.speaker, message.content)
            digest = text_hash(text)
            cursor = self.conn.execute(
                "INSERT INTO messages(session_id, message_id, seq, role, speaker, timestamp,"
                " ts, content, text_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    session_id,
                    message.message_id,
                    message.seq,
                    message.role,
                    message.speaker,
                    message.timestamp,
                    _ts(message.timestamp),
                    message.content,
                    digest,
                ),
            )
            rowid = int(cursor.lastrowid or 0)
            stamp = _ts(message.timestamp)
            if stamp is not None:
                self.conn.execute("INSERT INTO message_times(id, ts) VALUES (?, ?)", (rowid, stamp))
            context = _context(
                window[max(0, j - CONTEXT_BEFORE) : j], window[j + 1 : j + 1 + CONTEXT_AFTER]
            )
            fts_rows.append((rowid, _content(message.content), context))
            new.append(NewMessage(rowid, digest, text))
        self.conn.executemany(
            "INSERT INTO message_fts(rowid, content, context) VALUES (?, ?, ?)", fts_rows
        )
        return new

    # --- rebuild ----------------------------------------------------------------------------

    def clear(self) -> None:
        """Drop every indexed message (the archive files stay); in a transaction."""
        self.conn.execute("DELETE FROM message_times")
        self.conn.execute("DELETE FROM messages")
        self.conn.execute("DELETE FROM sessions")
        self.conn.execute("DELETE FROM session_archives")
        self.conn.execute("INSERT INTO message_fts(message_fts) VALUES ('delete-all')")
        self._speakers = None

    def archive_files(self) -> list[Path]:
        if not self.sessions_dir.is_dir():
            return []
        # a link is no archive: memwell follows no link inside its home
        return sorted(p for p in self.sessions_dir.glob("*" + ARCHIVE_SUFFIX) if not p.is_symlink())

    # --- search -----------------------------------------------------------------------------

    def lexical(
        self,
        terms: QueryTerms,
        *,
        session_id: str | None = None,
        limit: int = CANDIDATES,
        dates: Sequence[tuple[float, float]] = (),
    ) -> list[tuple[int, float]]:
        """(rowid, score) of the best lexical matches, best first; boosts applied.

        `dates`: [start, end) epoch ranges the query names (see dates.py); messages from
        those times are boosted inside the query, so they compete over every match."""
        expr = match_expression(self.prune_common(terms))
        if expr is None:
            return []
        found = dict(self._match(expr, session_id, max(limit, CANDIDATES), dates))
        named = self.named_speakers(terms)
        if named and found:
            for rowid, speaker in self._speakers_of(list(found)).items():
                if speaker in named:
                    found[rowid] *= 1.0 + SPEAKER_BOOST
        ranked = sorted(found.items(), key=lambda item: -item[1])
        return ranked[:limit]

    def _match(
        self,
        expr: str,
        session_id: str | None,
        limit: int,
        dates: Sequence[tuple[float, float]] = (),
    ) -> list[tuple[int, float]]:
        params: list[object] = [*WEIGHTS]
        if not dates and session_id is None:
            sql = (
                "SELECT rowid, -bm25(message_fts, ?, ?) AS score FROM message_fts"
                " WHERE message_fts MATCH ? ORDER BY score DESC LIMIT ?"
            )
            params += [expr, limit]
        else:
            # Filters and boosts join `messages`, with the FTS table as the outer loop
            # (CROSS JOIN fixes the order): `rowid IN (SELECT ...)` would make SQLite seek
            # the FTS index once per row of the subquery, seconds on a large archive.
            boost = ""
            if dates:
                inside = " OR ".join("(t.ts >= ? AND t.ts < ?)" for _ in dates)
                boost = f" * (CASE WHEN {inside} THEN ? ELSE 1.0 END)"
                params += [bound for span in dates for bound in span]
                params.append(1.0 + DATE_BOOST)
            sql = (
                f"SELECT message_fts.rowid, -bm25(message_fts, ?, ?){boost} AS score"
                " FROM message_fts"
            )
            if session_id is not None:
                sql += " CROSS JOIN messages AS m ON m.id = message_fts.rowid"
            if dates:  # LEFT JOIN keeps messages without a timestamp
                sql += " LEFT JOIN message_times AS t ON t.id = message_fts.rowid"
            sql += " WHERE message_fts MATCH ?"
            params.append(expr)
            if session_id is not None:
                sql += " AND m.session_id = ?"
                params.append(session_id)
            sql += " ORDER BY score DESC LIMIT ?"
            params.append(limit)
        # bm25() can be NULL (NaN) on a tiny index without column sizes: rank those last
        return [(int(r), float(s or 0.0)) for r, s in self.conn.execute(sql, params)]

    def prune_common(self, terms: QueryTerms, budget: int | None = None) -> QueryTerms:
        """`terms`, rarest first, while the messages they match fit `budget`."""
        budget = SCORE_BUDGET if budget is None else budget
        if len(terms.all_terms) < 2:
            return terms
        (size,) = self.conn.execute("SELECT coalesce(max(id), 0) FROM messages").fetchone()
        if size <= budget:
            return terms
        counts: dict[str, int] = {}
        for term in terms.all_terms:
            (counts[term],) = self.conn.execute(
                "SELECT count(*) FROM (SELECT 1 FROM message_fts WHERE message_fts MATCH ?"
                " LIMIT ?)",
                (quote(term), budget + 1),
            ).fetchone()
        if sum(counts.values()) <= budget:
            return terms
        kept, _common = rarest_within(counts, budget)
        return QueryTerms(
            words=tuple(t for t in terms.words if t in kept),
            cjk=tuple(t for t in terms.cjk if t in kept),
        )

    def named_speakers(self, terms: QueryTerms) -> frozenset[str]:
        """Speakers (as stored) whose name is one of the query's words."""
        if self._speakers is None:
            table: dict[str, set[str]] = {}
            for (speaker,) in self.conn.execute(
                "SELECT DISTINCT speaker FROM messages WHERE speaker IS NOT NULL"
            ):
                for word in words(speaker):
                    if len(word) > 2:
                        table.setdefault(word, set()).add(speaker)
            self._speakers = {k: frozenset(v) for k, v in table.items()}
        found: set[str] = set()
        for word in terms.words:
            found |= self._speakers.get(word, frozenset())
        return frozenset(found)

    def _speakers_of(self, rowids: Sequence[int]) -> dict[int, str | None]:
        marks = ",".join("?" * len(rowids))
        return {
            int(r): speaker
            for r, speaker in self.conn.execute(
                f"SELECT id, speaker FROM messages WHERE id IN ({marks})", rowids
            )
        }

    def hits(self, ranked: Sequence[tuple[int, float]], terms: QueryTerms) -> list[SessionHit]:
        """Materialise ranked rowids into hits with snippets, keeping the order."""
        if not ranked:
            return []
        marks = ",".join("?" * len(ranked))
        rows = {
            row[0]: row
            for row in self.conn.execute(
                "SELECT id, message_id, session_id, timestamp, role, speaker, content"
                f" FROM messages WHERE id IN ({marks})",
                [r for r, _ in ranked],
            )
        }
        out: list[SessionHit] = []
        for rowid, score in ranked:
            row = rows.get(rowid)
            if row is None:
                continue
            _, mid, sid, stamp, role, speaker, content = row
            out.append(
                SessionHit(
                    message_id=mid,
                    session_id=sid,
                    timestamp=stamp,
                    score=score,
                    snippet=snippet(content, terms),
                    role=role,
                    speaker=speaker,
                )
            )
        return out

    def listing(self) -> list[dict[str, Any]]:
        """The archived sessions, most recently imported first."""
        rows = self.conn.execute(
            "SELECT session_id, archive, message_count, first_ts, last_ts, imported_at"
            " FROM sessions ORDER BY imported_at DESC"
        ).fetchall()
        keys = ("session_id", "archive", "message_count", "first_ts", "last_ts", "imported_at")
        return [dict(zip(keys, row, strict=True)) for row in rows]

    def counts(self) -> tuple[int, int]:
        """(sessions, messages) indexed."""
        sessions = self.conn.execute("SELECT count(*) FROM sessions").fetchone()[0]
        messages = self.conn.execute("SELECT count(*) FROM messages").fetchone()[0]
        return int(sessions), int(messages)


def _content(text: str) -> str:
    return fts_text(text[:MAX_INDEXED_CHARS])


def _context(before: Sequence[str], after: Sequence[str]) -> str:
    return fts_text("\n".join(t[:CONTEXT_CHARS] for t in (*before, *after)))


def _ts(stamp: str | None) -> float | None:
    if not stamp:
        return None
    try:
        return epoch(datetime.fromisoformat(stamp))
    except ValueError:
        return None
