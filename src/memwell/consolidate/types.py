"""Values of consolidation: evidence, candidates and the results of a run.

A candidate is a proposed change to memory with the evidence that supports it. It is
stored in the inbox as JSON (`to_dict` / `from_dict` round-trip) and applied only when a
person (or an agent walking a person through the inbox) accepts it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal, TypeAlias, cast, get_args

from memwell.errors import InboxError
from memwell.layout import Scope

# what a candidate is about
Kind: TypeAlias = Literal[
    "preference", "decision", "constraint", "fact", "correction", "person", "hygiene"
]
KINDS: tuple[Kind, ...] = get_args(Kind)

# what accepting it does
Operation: TypeAlias = Literal["add", "update", "supersede", "merge", "flag_stale"]
OPERATIONS: tuple[Operation, ...] = get_args(Operation)

Status: TypeAlias = Literal["pending", "accepted", "rejected"]
STATUSES: tuple[Status, ...] = get_args(Status)

# where a candidate came from: deterministic rules, a model, or a look over the memories
Origin: TypeAlias = Literal["rules", "model", "hygiene"]


@dataclass(frozen=True, slots=True)
class Evidence:
    """One quoted span that supports a candidate.

    `source` is "session" (an archived message), "checkpoint" (a compaction checkpoint
    line) or "memory" (a topic file, for hygiene candidates). `quote` is verbatim text of
    that message, checkpoint or topic."""

    source: Literal["session", "checkpoint", "memory"]
    session_id: str
    message_id: str
    quote: str
    speaker: str | None = None
    timestamp: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "session_id": self.session_id,
            "message_id": self.message_id,
            "quote": self.quote,
            "speaker": self.speaker,
            "timestamp": self.timestamp,
        }

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> Evidence:
        source = raw.get("source", "session")
        if source not in ("session", "checkpoint", "memory"):
            raise InboxError(f"evidence source {source!r} is not session, checkpoint or memory")
        return cls(
            source=source,
            session_id=str(raw["session_id"]),
            message_id=str(raw["message_id"]),
            quote=str(raw["quote"]),
            speaker=raw.get("speaker"),
            timestamp=raw.get("timestamp"),
        )

    def cite(self) -> str:
        """One line naming where the quote is from, for commit messages and listings."""
        where = f"{self.source} {self.session_id}"
        if self.source != "memory":
            where += f" message {self.message_id}"
        return f'{where}: "{_shorten(self.quote, 160)}"'


@dataclass(frozen=True, slots=True)
class Candidate:
    """A proposed memory change and the evidence for it.

    `topic` is the topic file the operation writes (`add`: a new name; `update`,
    `supersede`, `flag_stale`: an existing topic; `merge`: the topic kept). `others` are
    the other topics an operation touches (`supersede`: the decision replaced; `merge`:
    the topics folded into `topic` and then moved to the trash). `target_hash` is the
    content hash of `topic` when the candidate was proposed: accepting refuses to write
    over a topic that changed since (see apply.py)."""

    id: str
    kind: Kind
    operation: Operation
    scope: Scope
    topic: str
    statement: str
    description: str
    evidence: tuple[Evidence, ...]
    confidence: float
    origin: Origin = "rules"
    others: tuple[str, ...] = ()
    target_hash: str | None = None
    other_hashes: tuple[str | None, ...] = ()
    status: Status = "pending"
    created: str = ""
    decided: str | None = None
    note: str | None = None
    fingerprint: str = ""
    tags: tuple[str, ...] = field(default=())

    def with_status(self, status: Status, decided: str, note: str | None = None) -> Candidate:
        return replace(self, status=status, decided=decided, note=note)

    def summary(self) -> str:
        """One line: operation, topic and the statement."""
        return f"{self.headline()}: {_shorten(self.statement, 120)}"

    def headline(self) -> str:
        """Operation, topic, kind and scope (a commit subject)."""
        label = {
            "add": "add topic",
            "update": "update topic",
            "supersede": "supersede decision",
            "merge": "merge into",
            "flag_stale": "flag stale",
        }[self.operation]
        target = self.topic
        if self.operation == "supersede" and self.others:
            target = f"{self.others[0]} -> {self.topic}"
        elif self.operation == "merge" and self.others:
            target = f"{self.topic} <- {', '.join(self.others)}"
        return f"{label} {target} ({self.kind}, {self.scope})"

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "operation": self.operation,
            "scope": self.scope,
            "topic": self.topic,
            "statement": self.statement,
            "description": self.description,
            "evidence": [e.to_dict() for e in self.evidence],
            "confidence": round(self.confidence, 3),
            "origin": self.origin,
            "others": list(self.others),
            "target_hash": self.target_hash,
            "other_hashes": list(self.other_hashes),
            "status": self.status,
            "created": self.created,
            "decided": self.decided,
            "note": self.note,
            "fingerprint": self.fingerprint,
            "tags": list(self.tags),
        }

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> Candidate:
        try:
            kind, operation = raw["kind"], raw["operation"]
            scope, status = raw["scope"], raw.get("status", "pending")
            if kind not in KINDS or operation not in OPERATIONS or status not in STATUSES:
                raise InboxError(f"unknown kind, operation or status in candidate {raw.get('id')}")
            if scope not in ("user", "workspace"):
                raise InboxError(f"unknown scope {scope!r} in candidate {raw.get('id')}")
            return cls(
                id=str(raw["id"]),
                kind=cast(Kind, kind),
                operation=cast(Operation, operation),
                scope=cast(Scope, scope),
                topic=str(raw["topic"]),
                statement=str(raw["statement"]),
                description=str(raw["description"]),
                evidence=tuple(Evidence.from_dict(e) for e in raw["evidence"]),
                confidence=float(raw["confidence"]),
                origin=raw.get("origin", "rules"),
                others=tuple(str(o) for o in raw.get("others", ())),
                target_hash=raw.get("target_hash"),
                other_hashes=tuple(raw.get("other_hashes", ())),
                status=cast(Status, status),
                created=str(raw.get("created", "")),
                decided=raw.get("decided"),
                note=raw.get("note"),
                fingerprint=str(raw.get("fingerprint", "")),
                tags=tuple(str(t) for t in raw.get("tags", ())),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InboxError(f"malformed candidate {raw.get('id')!r}: {exc}") from exc


def fingerprint(kind: str, operation: str, scope: str, topic: str, statement: str) -> str:
    """What makes two candidates "the same proposal": a rejected one is never proposed
    again, whatever session it is found in next time."""
    words = " ".join(statement.lower().split())
    key = "\x00".join((kind, operation, scope, topic, words))
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:20]


@dataclass(frozen=True, slots=True)
class RunReport:
    """What one `memwell consolidate` run did."""

    ran: bool  # False: another run held the lock, nothing was done
    sessions: int = 0
    messages: int = 0
    proposed: int = 0
    already_known: int = 0  # candidates skipped: pending, accepted or rejected before
    dropped_unsupported: int = 0  # model candidates whose evidence did not support them
    hygiene: int = 0
    candidate_ids: tuple[str, ...] = ()
    model: str | None = None
    truncated: bool = False  # stopped at --max-sessions / --max-seconds; run again
    message: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "ran": self.ran,
            "sessions": self.sessions,
            "messages": self.messages,
            "proposed": self.proposed,
            "already_known": self.already_known,
            "dropped_unsupported": self.dropped_unsupported,
            "hygiene": self.hygiene,
            "candidates": list(self.candidate_ids),
            "model": self.model,
            "truncated": self.truncated,
            "message": self.message,
        }


@dataclass(frozen=True, slots=True)
class Applied:
    """What accepting a candidate wrote, and the history commit that records it."""

    candidate: Candidate
    written: tuple[str, ...]  # "<scope>/<topic>" saved
    trashed: tuple[str, ...] = ()
    commit: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.candidate.id,
            "operation": self.candidate.operation,
            "written": list(self.written),
            "trashed": list(self.trashed),
            "commit": self.commit,
        }


def _shorten(text: str, limit: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
