"""Planning: what operation each finding proposes, given the memories that exist.

For a finding (a sentence worth remembering) the plan compares it with the topics of
its target scope:

  already there  `KNOWN_MIN` of its content words are in one topic -> no candidate
  supersede      a decision on the subject of an existing decision topic that says
                 something else -> the new decision replaces the old one
  update         `UPDATE_MIN` similar to a topic of the same kind -> append to it
  add            otherwise -> a new topic

Findings of one run that say the same thing (`SAME_MIN`) become one candidate with all
their evidence; a fact stated in several sessions gains confidence (a stable preference
is one repeated). Hygiene proposals (hygiene.py) become candidates here too.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from memwell.consolidate.apply import without_evidence
from memwell.consolidate.extract import Finding, topic_name
from memwell.consolidate.grounding import content_words, similarity
from memwell.consolidate.hygiene import DECISION_WORDS, SAME_SUBJECT_MIN, Proposal
from memwell.consolidate.inbox import now_iso
from memwell.consolidate.types import Candidate, Evidence, Kind, Operation, fingerprint
from memwell.layout import Scope
from memwell.memory.document import Memory

KNOWN_MIN = 0.8
UPDATE_MIN = 0.45
SAME_MIN = 0.8
REPEAT_BONUS = 0.1  # confidence per further piece of evidence
MAX_CONFIDENCE = 0.95
DESCRIPTION_CHARS = 150


@dataclass
class _Group:
    """Findings of one run that state the same thing."""

    first: Finding
    evidence: list[Evidence] = field(default_factory=list)
    confidence: float = 0.0


def _evidence(f: Finding) -> Evidence:
    m = f.message
    if m.message_id.startswith("checkpoint:"):
        return Evidence("checkpoint", m.session_id, m.message_id, f.quote, None, m.timestamp)
    return Evidence(
        "session", m.session_id, m.message_id, f.quote, m.speaker or m.role, m.timestamp
    )


def _describe(statement: str) -> str:
    flat = " ".join(statement.split())
    return flat if len(flat) <= DESCRIPTION_CHARS else flat[: DESCRIPTION_CHARS - 1] + "…"


def group_findings(found: Iterable[Finding]) -> list[_Group]:
    groups: list[_Group] = []
    by_word: dict[tuple[Kind, Scope, str], list[_Group]] = {}
    for f in found:
        words = content_words(f.statement)
        near: set[int] = set()
        for w in words:
            near.update(id(g) for g in by_word.get((f.kind, f.scope, w), ()))
        match = next(
            (
                g
                for g in groups
                if id(g) in near and similarity(g.first.statement, f.statement) >= SAME_MIN
            ),
            None,
        )
        if match is None:
            match = _Group(f, confidence=f.confidence)
            groups.append(match)
            for w in words:
                by_word.setdefault((f.kind, f.scope, w), []).append(match)
        elif any(e.session_id != f.message.session_id for e in match.evidence):
            match.confidence = min(MAX_CONFIDENCE, match.confidence + REPEAT_BONUS)
        else:
            match.confidence = min(MAX_CONFIDENCE, match.confidence + REPEAT_BONUS / 2)
        if not any(e.message_id == f.message.message_id for e in match.evidence):
            match.evidence.append(_evidence(f))
    return groups


class Planner:
    """Turns findings and hygiene proposals into candidates against one memory snapshot."""

    def __init__(self, memories: Sequence[Memory], known: set[str]) -> None:
        self.memories = list(memories)
        self.known = known
        self.taken = {(m.scope, m.name) for m in memories}
        self.skipped = 0
        self._words = {(m.scope, m.name): content_words(_text(m)) for m in memories}

    def _closest(self, scope: Scope, statement: str) -> tuple[Memory | None, float, float]:
        """(topic, containment, similarity) of the most similar topic of the scope."""
        words = content_words(statement)
        best: tuple[Memory | None, float, float] = (None, 0.0, 0.0)
        if not words:
            return best
        for memory in self.memories:
            if memory.scope != scope:
                continue
            other = self._words[(memory.scope, memory.name)]
            shared = len(words & other)
            if not shared:
                continue
            contained = shared / len(words)
            if contained > best[1]:
                best = (memory, contained, shared / len(words | other))
        return best

    def _superseded(self, scope: Scope, statement: str) -> Memory | None:
        subject = content_words(statement) - DECISION_WORDS
        if not subject:
            return None
        for memory in self.memories:
            if memory.scope != scope or "decision" not in memory.tags:
                continue
            if "superseded" in memory.tags:
                continue
            other = self._words[(memory.scope, memory.name)] - DECISION_WORDS
            if other and len(subject & other) / min(len(subject), len(other)) >= SAME_SUBJECT_MIN:
                return memory
        return None

    def candidate(self, group: _Group) -> Candidate | None:
        f = group.first
        existing, contained, similar = self._closest(f.scope, f.statement)
        if existing is not None and contained >= KNOWN_MIN:
            self.skipped += 1
            return None
        operation: Operation = "add"
        topic = ""
        others: tuple[str, ...] = ()
        target_hash: str | None = None
        other_hashes: tuple[str | None, ...] = ()
        old = self._superseded(f.scope, f.statement) if f.kind == "decision" else None
        if old is not None:
            operation, others, other_hashes = "supersede", (old.name,), (old.content_hash,)
        elif existing is not None and similar >= UPDATE_MIN and f.kind in existing.tags:
            operation, topic, target_hash = "update", existing.name, existing.content_hash
        key = fingerprint(f.kind, operation, f.scope, topic or ",".join(others), f.statement)
        if key in self.known:
            self.skipped += 1
            return None
        self.known.add(key)
        if not topic:
            taken = {name for scope, name in self.taken if scope == f.scope}
            topic = topic_name(f.kind, f.subject, f.statement, taken)
            self.taken.add((f.scope, topic))
        return Candidate(
            id="c" + key[:9],
            kind=f.kind,
            operation=operation,
            scope=f.scope,
            topic=topic,
            statement=f.statement,
            description=_describe(f.statement),
            evidence=tuple(group.evidence),
            confidence=round(group.confidence, 3),
            origin=f.origin,
            others=others,
            target_hash=target_hash,
            other_hashes=other_hashes,
            created=now_iso(),
            fingerprint=key,
            tags=("decision",) if f.kind == "decision" else (),
        )

    def hygiene(self, proposal: Proposal) -> Candidate | None:
        topic, others = proposal.topic, proposal.others
        operation: Operation
        match proposal.operation:
            case "merge":
                operation = "merge"
            case "supersede":
                operation = "supersede"
            case _:
                operation = "flag_stale"
        names = ",".join(o.name for o in others)
        key = fingerprint("hygiene", operation, topic.scope, f"{topic.name}|{names}", "")
        if key in self.known:
            self.skipped += 1
            return None
        self.known.add(key)
        evidence = tuple(
            Evidence("memory", f"{m.scope}/{m.name}", m.name, m.description, None, _stamp(m))
            for m in (topic, *others)
        )
        return Candidate(
            id="h" + key[:9],
            kind="hygiene",
            operation=operation,
            scope=topic.scope,
            topic=topic.name,
            statement=proposal.statement,
            description=_describe(proposal.statement),
            evidence=evidence,
            confidence=0.6 if operation != "flag_stale" else 0.5,
            origin="hygiene",
            others=tuple(o.name for o in others),
            target_hash=topic.content_hash,
            other_hashes=tuple(o.content_hash for o in others),
            created=now_iso(),
            fingerprint=key,
        )


def _stamp(memory: Memory) -> str | None:
    when = memory.updated or memory.created
    return when.isoformat() if when is not None else None


def _text(memory: Memory) -> str:
    return f"{memory.description}\n{without_evidence(memory.body)}"
