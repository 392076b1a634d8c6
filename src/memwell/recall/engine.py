"""`RecallEngine`: the per-turn pipeline of seed 003, wired to a memory source.

    user_input → intent → session preflight (new session) → triggered recall
               → pre-execution gate (execution-like) → decision record (+ JSONL log)

The engine owns no storage: it reads memories through `list_memories` (the store), finds
them through a `Retriever` (the search index, or an in-memory keyword index), and writes
back through `save`. Per-session state and logs live under the home, so separate
processes (one per hook call) agree on which sessions are new.
"""

from __future__ import annotations

import contextlib
import os
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from memwell.errors import MemwellError
from memwell.layout import Layout
from memwell.memory.document import Memory
from memwell.recall.actions import Action, parse_action
from memwell.recall.decisions import DecisionLog, SessionRegistry, state_dir
from memwell.recall.digest import build_digest
from memwell.recall.entities import EntityDetector
from memwell.recall.gate import Gate
from memwell.recall.intent import classify, mask
from memwell.recall.policy import MemoryPolicy
from memwell.recall.preflight import build_preflight
from memwell.recall.retrieval import (
    REQUEST_TERMS,
    KeywordRetriever,
    RecallHit,
    Retriever,
    english_equivalents,
    terms,
    units,
)
from memwell.recall.snapshot import (
    MAX_AGE_S,
    MemorySnapshot,
    build_snapshot,
    fingerprint,
    load_cached,
    save_cached,
)
from memwell.recall.triggers import RecallPlan, plan
from memwell.recall.types import (
    Classification,
    GateDecision,
    Preflight,
    RecallMode,
    RecallOutcome,
    RecallStatus,
    TurnDecision,
    WritebackResult,
)
from memwell.recall.writeback import writeback as run_writeback

SESSION_ENV = "MEMWELL_SESSION_ID"
_MODE_HEADER: dict[str, str] = {
    "entity_query": "Memory about the entities mentioned",
    "continuation_query": "Where we left off",
    "constraint_query": "Rules and context that apply",
    "pre_execution_query": "Before running this",
}


class RecallEngine:
    def __init__(
        self,
        layout: Layout,
        policy: MemoryPolicy,
        *,
        list_memories: Callable[[], Sequence[Memory]],
        retriever: Retriever | None = None,
        save: Callable[..., Any] | None = None,
        exists: Callable[[str], bool] | None = None,
        log: bool | None = None,
        intent_model: Callable[[str, Classification], Classification] | None = None,
    ) -> None:
        self.layout = layout
        self.policy = policy
        self._list_memories = list_memories
        self._retriever = retriever
        self._intent_model = intent_model  # optional refinement (memwell.recall.model_intent)
        self._own_retriever = retriever is None  # an in-memory index this engine maintains
        self._retriever_fp: str | None = None
        self._snapshot_at = 0.0
        self._save = save
        self._exists = exists
        self._snapshot: MemorySnapshot | None = None
        self._snapshot_fp: str | None = None
        self._detector: EntityDetector | None = None
        self.sessions = SessionRegistry(layout)
        self.log = DecisionLog(layout)
        self._log_enabled = policy.log_decisions if log is None else log

    # --- shared state ------------------------------------------------------------------

    @property
    def retriever(self) -> Retriever:
        if self._own_retriever:
            fp = self.snapshot().fingerprint
            if self._retriever is None or self._retriever_fp != fp:
                # Trigger: the memory changed. Why: the in-memory index is a copy.
                # Outcome: rebuilt from the store before this search.
                self._retriever = KeywordRetriever(self._list_memories())
                self._retriever_fp = fp
        assert self._retriever is not None
        return self._retriever

    def snapshot(self) -> MemorySnapshot:
        """The memory summary, from the on-disk cache when the memory has not changed."""
        fp = fingerprint([self.layout.user_dir, self.layout.workspace_dir], self.policy)
        fresh = time.monotonic() - self._snapshot_at < MAX_AGE_S
        if self._snapshot is not None and self._snapshot_fp == fp and fresh:
            return self._snapshot
        path = state_dir(self.layout) / "snapshot.json"
        snap = load_cached(path, fp)
        if snap is None:
            snap = build_snapshot(self._list_memories(), self.policy, fp)
            with contextlib.suppress(OSError):  # a read-only home works, just uncached
                save_cached(path, snap)
        self._snapshot, self._snapshot_fp, self._detector = snap, fp, None
        self._snapshot_at = time.monotonic()
        return snap

    def detector(self) -> EntityDetector:
        snap = self.snapshot()
        if self._detector is None:
            self._detector = snap.detector(self.policy)
        return self._detector

    def invalidate(self) -> None:
        """Forget cached state (call after writing memories in-process)."""
        self._snapshot = None
        self._detector = None

    # --- stages ------------------------------------------------------------------------------

    def classify(self, text: str) -> Classification:
        result = classify(text, self.detector())
        if self._intent_model is not None:
            result = self._intent_model(text, result)
        return result

    def preflight(self, *, session_id: str | None = None, log: bool = True) -> Preflight:
        result = build_preflight(
            self.snapshot(), self.policy, self.layout.checkpoints_dir, session_id=session_id
        )
        if log and self._log_enabled:
            self.log.append("preflight", result.to_dict())
        return result

    def gate(
        self,
        action: str | Mapping[str, Any] | Action,
        *,
        session_id: str | None = None,
        log: bool = True,
    ) -> GateDecision:
        decision = Gate(
            self.policy, self.snapshot(), self._retriever_or_none(), cwd=str(self.layout.workspace)
        ).check(action, session_id=session_id)
        if log and self._log_enabled:
            self.log.append("gate", decision.to_dict())
        return decision

    def _retriever_or_none(self) -> Retriever | None:
        try:
            return self.retriever
        except MemwellError:
            return None

    def recall(self, mode: RecallMode, text: str, classification: Classification) -> RecallOutcome:
        """Targeted recall: retrieve, then shape into a bounded digest, with a status."""
        return self._recall(mode, text, classification)[0]

    def _recall(
        self, mode: RecallMode, text: str, classification: Classification
    ) -> tuple[RecallOutcome, list[RecallHit] | None]:
        masked, code = mask(text)
        entity_names = list(classification.entity_names)
        content_text = masked.replace(" CODE ", " ").replace(" QUOTE ", " ") + " " + " ".join(code)
        content = [t for t in terms(content_text) if t not in ("code", "quote")]
        entity_terms = [t for name in entity_names for t in terms(name)]
        query = " ".join(
            dict.fromkeys([*entity_names, *content, *english_equivalents(content_text)])
        )
        hits: list[RecallHit] = []
        try:
            if query.strip():
                hits = list(self.retriever.search(query, self.policy.retrieve_limit))
        except MemwellError as exc:
            return RecallOutcome(mode, "query_failed", query, error=str(exc)), None
        searched = list(hits)
        # request verbs say what to do, not what about: they do not count toward confidence
        drop = REQUEST_TERMS | (
            _CONTINUATION_TERMS if mode == "continuation_query" else frozenset()
        )
        query_units = units(content_text, drop=drop)
        min_conf: float | None = None
        if mode == "continuation_query":
            # Trigger: a continuation. Why: "let's continue" names nothing to search for;
            # what is open and recent is the best guess. Outcome: open items lead.
            recent = self._recent_open()
            known = {(h.scope, h.name) for h in hits}
            hits = [h for h in recent if (h.scope, h.name) not in known] + hits
            if len(query_units) <= 1 and not entity_terms:
                min_conf = 0.0
        digest, _ = build_digest(
            hits,
            self.policy,
            query=query_units,
            entity_terms=entity_terms,
            header=_MODE_HEADER.get(mode, "Relevant memory"),
            min_confidence=min_conf,
        )
        status: RecallStatus
        if not hits:
            status = "queried_no_hits"
        elif not digest.items:
            status = "queried_low_confidence"
        else:
            status = "queried_success"
        return RecallOutcome(mode, status, query, digest), searched

    def _recent_open(self) -> list[RecallHit]:
        snap = self.snapshot()
        facts = sorted(snap.unresolved, key=lambda f: f.updated or "", reverse=True)[
            : self.policy.max_memory_items
        ]
        return [
            RecallHit(
                name=f.name,
                scope=f.scope,
                type=f.type,
                description=f.description,
                score=0.0,
                pinned=f.pinned,
                updated=f.updated_at,
                tags=f.tags,
                body="\n".join(f"- [ ] {item}" for item in f.open_items),
            )
            for f in facts
        ]

    # --- the whole turn ------------------------------------------------------------------------

    def turn(self, text: str, *, session_id: str | None = None) -> TurnDecision:
        started = time.perf_counter()
        session = session_id or os.environ.get(SESSION_ENV) or f"s-{uuid.uuid4().hex[:12]}"
        new_session = self.sessions.claim(session)
        classification = self.classify(text)
        preflight = (
            self.preflight(session_id=session, log=False)
            if new_session and self.policy.preflight_on_session_start
            else None
        )
        decision_plan: RecallPlan = plan(classification, self.policy)
        searched: list[RecallHit] | None = None
        if decision_plan.trigger and decision_plan.mode is not None:
            outcome, searched = self._recall(decision_plan.mode, _focus(text), classification)
        else:
            outcome = RecallOutcome(None, "not_needed")
        gate = None
        if decision_plan.gate:
            # the recall search above ran on this same text: the gate reuses its hits
            gate = Gate(
                self.policy,
                self.snapshot(),
                self._retriever_or_none(),
                cwd=str(self.layout.workspace),
            ).check(parse_action(text), session_id=session, hits=searched)
        decision = TurnDecision(
            turn_id=f"t-{uuid.uuid4().hex[:12]}",
            session_id=session,
            text=text,
            classification=classification,
            recall_trigger=decision_plan.trigger,
            triggers=decision_plan.triggers,
            skip_reason=decision_plan.skip_reason,
            recall=outcome,
            new_session=new_session,
            preflight=preflight,
            gate=gate,
            elapsed_ms=(time.perf_counter() - started) * 1000,
        )
        if self._log_enabled:
            self.log.append("turn", decision.to_dict())
        return decision

    def writeback(
        self, candidates: str | Sequence[str], *, session_id: str | None = None
    ) -> WritebackResult:
        if self._save is None:
            raise MemwellError("writeback needs a memory store; use Harness.writeback")
        result = run_writeback(
            candidates,
            policy=self.policy,
            save=self._save,
            exists=self._exists or (lambda name: False),
            retriever=self._retriever_or_none(),
            session_id=session_id,
        )
        if result.saved:
            self.invalidate()
            if self._own_retriever:
                self._retriever = None  # rebuilt with the new memories on next use
        if self._log_enabled:
            self.log.append("writeback", {"session_id": session_id, **result.to_dict()})
        return result


_CONTINUATION_TERMS = frozenset(
    terms(
        "continue continuing resume pick up where we left off last time previous session work "
        "yesterday earlier back carry on keep going next step steps left remaining status "
        "progress stopped before 続き 前回 再開 引き継ぎ さっき"
    )
)


def _focus(text: str, limit: int = 8000) -> str:
    """Long pasted turns are searched by their head and tail, where the ask is."""
    if len(text) <= limit:
        return text
    return text[: limit // 2] + "\n" + text[-limit // 2 :]
