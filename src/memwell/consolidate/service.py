"""`Consolidation`: the workflow the command line and the MCP tools drive, over the facade.

    run -> inbox (list, show) -> accept | edit | reject -> history, diff, restore

Accepting records the memory as it was (changes made outside the inbox get their own
commit first), applies the candidate through the facade, commits what it wrote with a
message naming the operation and the evidence, and marks the candidate accepted. A
rejected candidate keeps its file, so it is never proposed again.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace

from memwell.consolidate.access import MemoryAccess
from memwell.consolidate.apply import apply, consent
from memwell.consolidate.grounding import grounded
from memwell.consolidate.history import History, HistoryEntry
from memwell.consolidate.inbox import Inbox
from memwell.consolidate.run import Progress, RunOptions, consolidate
from memwell.consolidate.types import Applied, Candidate, RunReport, Status
from memwell.durable import store_lock
from memwell.errors import HistoryError, InboxError, SecretDetected
from memwell.layout import Scope
from memwell.memory.names import normalize_name
from memwell.memory.permissions import AskCallback
from memwell.memory.store import UNSET, Unset
from memwell.secrets.fields import standalone_kinds
from memwell.secrets.scanner import secret_kinds

log = logging.getLogger(__name__)


class Consolidation:
    def __init__(self, access: MemoryAccess) -> None:
        self.access = access
        self.inbox = Inbox(access.layout.inbox_dir, access.layout.home)
        self.history = History(access.layout.home)

    # --- proposing --------------------------------------------------------------------------

    def run(self, options: RunOptions | None = None, progress: Progress | None = None) -> RunReport:
        """Propose candidates from what is new in the archive (never changes memory).

        A home that already has a history gets changes made since its last record (hand
        edits, `memwell save`) committed first, so a background run after each session
        keeps the history current; without a history, or without git, the run goes on."""
        if self.history.exists:
            try:
                self.history.record_outside_changes()
            except HistoryError as exc:
                # Trigger: git failed or vanished. Why: proposing needs no history, and a
                # background run must not fail for it. Outcome: logged; the next accept or
                # history command records the changes (or says what is wrong with git).
                log.warning("history not updated before consolidating: %s", exc)
        return consolidate(self.access, options or RunOptions(), progress)

    def candidates(self, status: Status | None = "pending") -> list[Candidate]:
        return self.inbox.list(status)

    def show(self, candidate_id: str) -> Candidate:
        return self.inbox.get(candidate_id)

    # --- deciding -----------------------------------------------------------------------------

    def accept(self, candidate_id: str, *, ask: AskCallback | Unset | None = UNSET) -> Applied:
        """Apply one pending candidate and record it in the history (`ask` answers this
        call's "ask" permissions instead of the facade's callback)."""
        return self.accept_many([candidate_id], ask=ask)[0]

    def accept_many(
        self, candidate_ids: Sequence[str], *, ask: AskCallback | Unset | None = UNSET
    ) -> list[Applied]:
        """Apply pending candidates in order; one history commit for all of them.

        A candidate that cannot be applied (its topic changed since, a permission refused)
        raises before anything after it is applied; what was applied before it is
        committed and marked accepted."""
        chosen = [self._pending(cid) for cid in candidate_ids]
        self.history.ensure()
        applied: list[Applied] = []
        with store_lock(
            self.access.layout.consolidation_lock_path,
            self.access.settings.limits.lock_timeout_s,
            home=self.access.layout.home,
        ):
            self.history.record_outside_changes()
            try:
                asker = self.access.ask if isinstance(ask, Unset) else ask
                for candidate in chosen:
                    applied.append(apply(candidate, consent(candidate, self.access, asker)))
            finally:
                if applied:
                    rev = self.history.commit(_message([a.candidate for a in applied], applied))
                    for i, done in enumerate(applied):
                        decided = self.inbox.decide(done.candidate, "accepted")
                        applied[i] = replace(done, candidate=decided, commit=rev)
        return applied

    def reject(self, candidate_id: str, reason: str | None = None) -> Candidate:
        """Mark a candidate rejected; it stays known, so it is never proposed again."""
        return self.inbox.decide(self._pending(candidate_id), "rejected", reason)

    def edit(
        self,
        candidate_id: str,
        *,
        statement: str | None = None,
        description: str | None = None,
        topic: str | None = None,
        scope: Scope | None = None,
    ) -> tuple[Candidate, bool]:
        """Change what a pending candidate will write; (candidate, still grounded).

        A person's edit is kept even when its statement goes beyond the quoted evidence
        (they are the reviewer); the second value says whether it still passes the
        evidence rule, so a front end can point that out."""
        candidate = self._pending(candidate_id)
        moved = (topic is not None and topic != candidate.topic) or (
            scope is not None and scope != candidate.scope
        )
        if moved and candidate.operation != "add":
            raise InboxError(
                f"only an 'add' candidate can change topic or scope; {candidate.id} is "
                f"{candidate.operation} of {candidate.topic!r}"
            )
        _refuse_secrets(statement, description, topic)
        edited = replace(
            candidate,
            statement=statement.strip() if statement else candidate.statement,
            description=description.strip() if description else candidate.description,
            topic=normalize_name(topic) if topic else candidate.topic,
            scope=scope or candidate.scope,
            note="edited",
        )
        self.inbox.put(edited)
        return edited, supported(edited)

    def _pending(self, candidate_id: str) -> Candidate:
        candidate = self.inbox.get(candidate_id)
        if candidate.status != "pending":
            raise InboxError(
                f"candidate {candidate.id} was already {candidate.status} "
                f"on {candidate.decided}; nothing to do"
            )
        return candidate

    # --- history --------------------------------------------------------------------------------

    def log(self, limit: int | None = 20) -> list[HistoryEntry]:
        self.history.ensure()
        self.history.record_outside_changes()
        return self.history.log(limit)

    def diff(self, rev: str, *, to_now: bool = False) -> str:
        self.history.ensure()
        self.history.record_outside_changes()
        return self.history.diff_to(rev) if to_now else self.history.show(rev)

    def restore(self, rev: str) -> str | None:
        """Put the memory back as it was at `rev` (recorded; undo with another restore)."""
        self.history.ensure()
        with store_lock(
            self.access.layout.lock_path,
            self.access.settings.limits.lock_timeout_s,
            home=self.access.layout.home,
        ):
            return self.history.restore(rev)


def _refuse_secrets(statement: str | None, description: str | None, topic: str | None) -> None:
    """A reviewer's edit is checked as a save would check it, before the inbox keeps it:
    a secret in the statement or the description, or a token-shaped topic name, is
    refused with the kind found (the inbox would otherwise hold it until accepted)."""
    for text in (statement, description):
        if text and (kinds := secret_kinds(text)):
            raise SecretDetected(kinds)
    if topic and (kinds := standalone_kinds(topic)):
        raise SecretDetected(kinds, field="name")


def supported(candidate: Candidate) -> bool:
    """Whether a candidate's statement passes the evidence rule against its quotes."""
    if candidate.origin == "hygiene":
        return True
    return any(
        grounded(candidate.statement, e.quote, e.quote, e.speaker) for e in candidate.evidence
    )


def _message(candidates: Sequence[Candidate], applied: Sequence[Applied]) -> str:
    """The commit message: operation and topic in the subject, evidence in the body."""
    if len(candidates) == 1:
        c = candidates[0]
        subject = f"consolidate: {c.headline()} [{c.id}]"
    else:
        subject = f"consolidate: accept {len(candidates)} candidates"
    body: list[str] = []
    for c, a in zip(candidates, applied, strict=True):
        if len(candidates) > 1:
            body.append(f"* {c.summary()} [{c.id}]")
        body.append(f"  Statement: {c.statement}")
        body += [f"  Evidence: {e.cite()}" for e in c.evidence]
        if a.trashed:
            body.append(f"  Moved to the trash: {', '.join(a.trashed)}")
    return subject[:200] + "\n\n" + "\n".join(body) + "\n"
