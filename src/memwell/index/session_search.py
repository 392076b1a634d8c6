"""Session search's own steps: what a transcript gives to archive, and how archived
messages are ranked for a query (full text, by meaning, or both fused).

Imported by `SearchIndex` only when sessions are imported or searched: a hook that
recalls memory never loads it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memwell.errors import AmbiguousSessionId, TranscriptError
from memwell.index.query import QueryTerms
from memwell.index.types import SearchMode

if TYPE_CHECKING:
    from memwell.index.sessions import SessionArchive
    from memwell.index.vectors import VectorStore
    from memwell.transcripts import TranscriptMessage


def messages_to_import(
    source: Path | str | Sequence[Mapping[str, Any] | TranscriptMessage],
    session_id: str | None,
) -> tuple[str, list[TranscriptMessage]]:
    """(session id, messages) of a JSONL file or a sequence of message mappings; a file
    with no message, a list without a session id and an empty id are errors."""
    from memwell.transcripts import normalize_messages, read_jsonl

    if isinstance(source, str | Path):
        path = Path(source)
        messages = normalize_messages(read_jsonl(path), path=path)
        if not messages:
            raise TranscriptError(path, "holds no messages; nothing was archived")
        sid = session_id or path.stem
    else:
        messages = normalize_messages(source)
        if session_id is None:
            raise TranscriptError(None, "importing a list of messages needs a session_id")
        sid = session_id
    if not sid.strip():
        raise TranscriptError(None, "the session id must not be empty")
    return sid, messages


def resolve_session_id(archive: SessionArchive, session_id: str) -> str:
    """The archived session `session_id` names: itself when archived, else the one session
    whose id starts with it (a checkpoint's pointer names a UUID session by its first
    group). Two or more such sessions are an error naming them; an id no session starts
    with is returned as given, and finds nothing."""
    conn = archive.conn
    if (
        not session_id
        or conn.execute("SELECT 1 FROM sessions WHERE session_id = ?", (session_id,)).fetchone()
    ):
        return session_id
    rows = conn.execute(
        "SELECT session_id FROM sessions WHERE substr(session_id, 1, ?) = ? ORDER BY session_id",
        (len(session_id), session_id),
    ).fetchall()
    if len(rows) > 1:
        raise AmbiguousSessionId(session_id, [str(r[0]) for r in rows])
    return str(rows[0][0]) if rows else session_id


def rank_messages(
    archive: SessionArchive,
    vectors: VectorStore | None,
    query: str,
    terms: QueryTerms,
    mode: SearchMode,
    limit: int,
    session_id: str | None,
) -> list[tuple[int, float]]:
    """(message id, score) best first: the full-text ranking, fused with the dense one
    when `mode` and an embedder allow it (only within `session_id`, when given)."""
    from memwell.index.dates import date_ranges
    from memwell.index.vectors import FUSION_DEPTH, score_fusion

    if session_id is not None:
        session_id = resolve_session_id(archive, session_id)
    lexical = (
        archive.lexical(
            terms,
            session_id=session_id,
            limit=max(limit, FUSION_DEPTH),
            dates=date_ranges(query),
        )
        if mode != "semantic"
        else []
    )
    if mode == "lexical" or vectors is None or not query.strip():
        return lexical
    allowed = None
    if session_id is not None:
        allowed = {
            int(r[0])
            for r in archive.conn.execute(
                "SELECT id FROM messages WHERE session_id = ?", (session_id,)
            )
        }
    ids, dense = vectors.dense_scores("messages", query, allowed=allowed)
    if mode == "semantic":
        return score_fusion([], ids, dense, weight=3.0, depth=max(limit, FUSION_DEPTH))
    return score_fusion(lexical, ids, dense, depth=max(limit, FUSION_DEPTH))
