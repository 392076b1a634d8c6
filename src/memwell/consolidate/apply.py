"""Accepting a candidate: turn its operation into writes through the facade.

Every write is `remember` / `forget` on the facade, so it is validated, permission-checked,
secret-scanned, atomic and drift-checked like any other. On top of the store's own drift
check (a file changed between reading and writing it), a candidate remembers the content
hash of each topic it changes as it was when proposed; if a person edited that topic
since, accepting refuses (`CandidateOutdated`) instead of writing over the edit.
Nothing is deleted: a merge moves the folded topics to the trash, recoverable until
purged; a stale flag only tags the topic.
"""

from __future__ import annotations

from datetime import UTC, datetime

from memwell.config import Operation
from memwell.consolidate.access import AskingAccess, MemoryAccess
from memwell.consolidate.types import Applied, Candidate, Kind
from memwell.errors import CandidateOutdated, MemoryNotFound
from memwell.layout import Scope
from memwell.memory.document import Memory
from memwell.memory.permissions import AskCallback, PermissionRequest, check


def memory_type(kind: Kind, scope: Scope) -> str:
    """The topic `type` (format.md) a candidate of this kind becomes."""
    match kind:
        case "preference" | "correction" | "constraint":
            return "feedback"
        case "decision":
            return "project"
        case "fact" | "person":
            return "user" if scope == "user" else "project"
        case "hygiene":
            return "reference"


EVIDENCE_HEADING = "Evidence:"


def without_evidence(body: str) -> str:
    """A topic body without the evidence blocks accepting wrote into it: what the topic
    says, for comparing topics (the quotes' boilerplate - session ids, dates - would
    make unrelated topics look alike)."""
    kept: list[str] = []
    in_block = False
    for line in body.splitlines():
        if line.strip() == EVIDENCE_HEADING:
            in_block = True
            continue
        if in_block and line.startswith("- "):
            continue
        in_block = False
        kept.append(line)
    return "\n".join(kept)


def evidence_block(candidate: Candidate) -> str:
    lines = [EVIDENCE_HEADING]
    for e in candidate.evidence:
        when = f", {e.timestamp[:10]}" if e.timestamp else ""
        who = f"{e.speaker}: " if e.speaker else ""
        lines.append(f'- {e.source} {e.session_id}, {e.message_id}{when}: {who}"{e.quote}"')
    return "\n".join(lines)


def _today() -> str:
    return datetime.now(UTC).date().isoformat()


def _find(access: MemoryAccess, scope: Scope, name: str) -> Memory:
    for memory in access.memories(scope):
        if memory.name == name:
            return memory
    raise MemoryNotFound(name, (scope,))


def _current(access: MemoryAccess, candidate: Candidate, name: str, expected: str | None) -> Memory:
    """The topic `name` as it is now, refused if it changed since the candidate was made."""
    try:
        memory = _find(access, candidate.scope, name)
    except MemoryNotFound:
        raise CandidateOutdated(candidate.id, name) from None
    if expected is not None and memory.content_hash != expected:
        raise CandidateOutdated(candidate.id, name)
    return memory


def _free_name(access: MemoryAccess, scope: Scope, name: str) -> str:
    directory = access.layout.scope_dir(scope)
    chosen, n = name, 2
    while (directory / f"{chosen}.md").exists():
        chosen, n = f"{name}-{n}", n + 1
    return chosen


def _save_like(
    access: MemoryAccess, memory: Memory, *, description: str, body: str, tags: tuple[str, ...]
) -> Memory:
    return access.remember(
        memory.scope,
        memory.name,
        memory.type,
        description,
        body,
        tags=tags,
        aliases=memory.aliases,
        pinned=memory.pinned,
    )


def _tags(*groups: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(t for g in groups for t in g))


def operations(candidate: Candidate) -> tuple[Operation, ...]:
    """The store operations accepting `candidate` performs, each needing its permission."""
    if candidate.operation == "merge" and candidate.others:
        return ("save", "delete")
    return ("save",)


def _writes_summary(candidate: Candidate) -> str:
    others = ", ".join(candidate.others)
    match candidate.operation:
        case "supersede":
            return f"write {candidate.topic!r} and mark {others!r} superseded"
        case "merge":
            return f"fold {others!r} into {candidate.topic!r} and move {others!r} to the trash"
        case _:
            return f"{candidate.operation} {candidate.topic!r}"


def consent(candidate: Candidate, access: MemoryAccess, ask: AskCallback | None) -> MemoryAccess:
    """Settle every permission `candidate` needs before its first write.

    Why: a supersede or a merge is several writes, and asking per write lets a person
    answer yes to the first and no to the second, leaving half a candidate applied. A
    denied operation raises here, and the "ask" ones are one question for the whole
    candidate; the access returned answers yes to exactly the operations approved.
    """
    needed = operations(candidate)
    settings = access.settings
    asked = [op for op in needed if settings.permission(op, candidate.scope) == "ask"]
    for op in needed:
        if op not in asked:
            check(settings, PermissionRequest(op, candidate.scope, candidate.id, ""), None)
    if not asked:
        return access
    request = PermissionRequest(
        asked[0],
        candidate.scope,
        candidate.id,
        f"accept candidate {candidate.id}: {_writes_summary(candidate)}",
    )
    check(settings, request, ask)
    approved = frozenset(asked)
    return AskingAccess(access, lambda r: r.operation in approved and r.scope == candidate.scope)


def apply(candidate: Candidate, access: MemoryAccess) -> Applied:
    """Write what `candidate` proposes; returns what was written (no history commit).
    `access` must already hold the candidate's permissions (see `consent`) when it has
    several writes."""
    scope = candidate.scope
    match candidate.operation:
        case "add":
            name = _free_name(access, scope, candidate.topic)
            body = f"{candidate.statement}\n\n{evidence_block(candidate)}\n"
            access.remember(
                scope,
                name,
                memory_type(candidate.kind, scope),
                candidate.description,
                body,
                tags=_tags((candidate.kind,), candidate.tags),
            )
            return Applied(candidate, (f"{scope}/{name}",))
        case "update":
            memory = _current(access, candidate, candidate.topic, candidate.target_hash)
            body = (
                f"{memory.body.rstrip()}\n\n{candidate.statement}\n\n{evidence_block(candidate)}\n"
            )
            _save_like(
                access,
                memory,
                description=memory.description,
                body=body,
                tags=_tags(memory.tags, (candidate.kind,)),
            )
            return Applied(candidate, (f"{scope}/{memory.name}",))
        case "supersede":
            old_name = candidate.others[0]
            old_hash = candidate.other_hashes[0] if candidate.other_hashes else None
            old = _current(access, candidate, old_name, old_hash)
            written: list[str] = []
            if (
                candidate.target_hash is None
                and not (access.layout.scope_dir(scope) / f"{candidate.topic}.md").exists()
            ):
                # the newer decision is new memory: add it first, then retire the old one
                body = (
                    f"{candidate.statement}\n\nSupersedes [{old_name}]({old_name}.md).\n\n"
                    f"{evidence_block(candidate)}\n"
                )
                access.remember(
                    scope,
                    candidate.topic,
                    "project",
                    candidate.description,
                    body,
                    tags=_tags(("decision",), candidate.tags),
                )
                written.append(f"{scope}/{candidate.topic}")
            note = (
                f"> Superseded on {_today()} by [{candidate.topic}]({candidate.topic}.md): "
                f"{candidate.statement}"
            )
            _save_like(
                access,
                old,
                description=f"Superseded by {candidate.topic}: {old.description}"[:300],
                body=f"{note}\n\n{old.body.rstrip()}\n",
                tags=_tags(old.tags, ("superseded",)),
            )
            written.append(f"{scope}/{old.name}")
            return Applied(candidate, tuple(written))
        case "merge":
            kept = _current(access, candidate, candidate.topic, candidate.target_hash)
            hashes = candidate.other_hashes or (None,) * len(candidate.others)
            folded = [
                _current(access, candidate, name, expected)
                for name, expected in zip(candidate.others, hashes, strict=False)
            ]
            body = kept.body.rstrip()
            tags = list(kept.tags)
            for other in folded:
                body += f"\n\n## Merged from {other.name}\n\n{other.description}\n\n"
                body += other.body.rstrip()
                tags += list(other.tags)
            _save_like(
                access, kept, description=kept.description, body=body + "\n", tags=_tags(tags)
            )
            trashed = []
            for other in folded:
                access.forget(other.name, scope)
                trashed.append(f"{scope}/{other.name}")
            return Applied(candidate, (f"{scope}/{kept.name}",), tuple(trashed))
        case "flag_stale":
            memory = _current(access, candidate, candidate.topic, candidate.target_hash)
            note = f"> Flagged stale on {_today()}: {candidate.statement}"
            _save_like(
                access,
                memory,
                description=memory.description,
                body=f"{note}\n\n{memory.body.rstrip()}\n",
                tags=_tags(memory.tags, ("stale",)),
            )
            return Applied(candidate, (f"{scope}/{memory.name}",))
