"""`RecallEngine`: the per-turn pipeline of seed 003, wired to a memory source.

    user_input → intent → session preflight (new session) → triggered recall
               → pre-execution gate (execution-like) → decision record (+ JSONL log)

The engine owns no storage and reads no topic file: it sees memory through a `Catalog`
(the derived SQLite catalog's rows and the views derived from them), finds memories
through a `Retriever` (the catalog's search), and writes back through `save`. Per-session
state and logs live under the home, so separate processes (one per hook call) agree on
which sessions are new.
"""

from __future__ import annotations

import dataclasses
import os
import time
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from memwell.errors import MemwellError
from memwell.layout import Layout
from memwell.lazy_logging import lazy_logger
from memwell.recall.catalog import Catalog
from memwell.recall.decisions import DecisionLog, SessionRegistry
from memwell.recall.dedupe import Carried, CarriedStore, SavedText, just_saved, recently_changed
from memwell.recall.entities import EntityDetector
from memwell.recall.intent import classify, mask
from memwell.recall.memory_view import MemoryView
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import REQUEST_TERMS, RecallHit, Retriever, english_equivalents, units
from memwell.recall.triggers import plan
from memwell.recall.types import (
    EXECUTION_INTENTS,
    Classification,
    GateDecision,
    Preflight,
    RecallMode,
    RecallOutcome,
    RecallStatus,
    TurnDecision,
    WritebackResult,
)
from memwell.secrets.records import logged_query
from memwell.tokens import terms

if TYPE_CHECKING:
    import datetime as dt

    from memwell.recall.actions import Action
    from memwell.recall.answer_lines import LineScorer
    from memwell.recall.gate import Gate
    from memwell.recall.profile import Profile
    from memwell.recall.recall_decision import IntentEstimate, RecallDecision
    from memwell.recall.rule_conditions import Clock
    from memwell.recall.turn_intent import TurnIntent

# The pipeline's later stages (digest, gate, preflight, writeback) are imported where they
# run: a generic turn ("thanks!") needs only intent, entities and triggers, and a hook
# process pays for every module it imports.

log = lazy_logger(__name__)  # imports logging when it first logs

SESSION_ENV = "MEMWELL_SESSION_ID"


def _random_hex() -> str:
    """12 random hex digits, as `uuid.uuid4().hex[:12]` gave (its first 48 bits are
    random); without `uuid`, whose import (`platform`) a hook process paid on every turn."""
    return os.urandom(6).hex()


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
        catalog: Catalog,
        retriever: Retriever | None = None,
        save: Callable[..., Any] | None = None,
        exists: Callable[[str], bool] | None = None,
        log: bool | None = None,
        intent_model: Callable[[str, Classification], Classification] | None = None,
        turn_intent: TurnIntent | None = None,
        retrieval: Callable[[], tuple[str, str | None]] | None = None,
        read_profile: Callable[[], str] | None = None,
        line_scorer: LineScorer | None = None,
        clock: Clock | None = None,
    ) -> None:
        """`turn_intent` (the embedder and the intent head, `recall/turn_intent.py`)
        classifies turns and lets the store decide recall (`recall/recall_decision.py`);
        without it the rules classify, as they also do when its model is missing.
        `retrieval` says how the retriever searches ("hybrid", "lexical") and, when it is
        lexical for want of a model, why: both go into the decision record."""
        self.layout = layout
        self.policy = policy
        self.catalog = catalog
        self._retriever = retriever
        self._intent_model = intent_model  # optional refinement (memwell.recall.model_intent)
        self._turn_intent = turn_intent
        self._retrieval = retrieval
        self._save = save
        self._exists = exists
        self._view: MemoryView | None = None
        self._read_profile = read_profile  # USER.md, when the user scope may be read
        # chooses each memory's answering lines: by meaning (`EmbeddingLineScorer`) when
        # the harness has an embedder (recall_setup), else by words
        self.line_scorer = line_scorer
        self.sessions = SessionRegistry(layout)
        self.carried = CarriedStore(layout.recall_state_dir / "carried", layout.home)
        self.log = DecisionLog(layout)
        self._log_enabled = policy.log_decisions if log is None else log
        # when a call that carries no date acts (None: the system clock, `Gate`'s default)
        self.clock: Clock | None = clock

    # --- shared state ------------------------------------------------------------------

    @property
    def retriever(self) -> Retriever:
        if self._retriever is None:
            raise MemwellError("this recall engine was given no retriever")
        return self._retriever

    def view(self, *, fresh: bool = True) -> MemoryView:
        """The memory of the catalog's current generation. `fresh` runs the catalog's
        freshness check first (hand edits are seen); classification alone skips it.

        Trigger: a turn's classification, the one read every turn makes. Why: the check
        stats every topic file (tens of ms at 10k topics, most of a fresh hook process's
        turn), and a turn that recalls nothing reads only the learned entity names.
        Outcome: files added, deleted or renamed are still seen (their directory moved);
        an in-place hand edit reaches the names at the next full check, which preflight,
        recall and the gate run first (every write through memwell is in at once).
        """
        try:
            generation = self.catalog.generation(fresh=fresh)
        except MemwellError as exc:
            # Trigger: the catalog cannot be read (locked for too long, unreadable file).
            # Why: a turn must still be classified and answered; retrieval then reports
            # its own failure (`query_failed`) in the decision record.
            # Outcome: the last view this process had, else an empty one; logged.
            log.warning("recall's view of memory unavailable: %s", exc)
            return self._view or MemoryView(None, -1, self.policy)
        if self._view is None or self._view.generation != generation:
            self._view = MemoryView(self.catalog, generation, self.policy)
        return self._view

    def detector(self) -> EntityDetector:
        return self.view(fresh=False).detector()

    def invalidate(self) -> None:
        """Forget cached state (call after writing memories in-process)."""
        self._view = None

    # --- stages ------------------------------------------------------------------------------

    def classify(self, text: str) -> Classification:
        if self._turn_intent is not None:
            return self._decide(text)[0].classification
        result = classify(text, self.detector())
        if self._intent_model is not None:
            result = self._intent_model(text, result)
        return result

    def _decide(self, text: str) -> tuple[RecallDecision, IntentEstimate]:
        """The intent head's estimate (rules without a model), the store's names in the
        turn, and the recall decision that weighs them (`recall_decision.decide`)."""
        # imported here: a process without the model (a hook's in-process fallback) never
        # loads the head's module
        from memwell.recall.recall_decision import StoreEvidence, decide

        turn_intent = self._turn_intent
        if turn_intent is None:
            raise MemwellError("this recall engine was given no turn intent")
        detector = self.detector()
        estimate = turn_intent.estimate(text, detector)
        if self._intent_model is not None:
            refined = self._intent_model(text, estimate.classification)
            estimate = dataclasses.replace(estimate, classification=refined)
        names = turn_intent.names(text, detector, estimate.classification.entities)
        return decide(estimate, StoreEvidence(names), self.policy), estimate

    def preflight(self, *, session_id: str | None = None, log: bool = True) -> Preflight:
        from memwell.recall.preflight import build_preflight  # a session's first turn only

        profile = self.profile() if self.policy.profile_max_tokens > 0 else None
        result = build_preflight(
            self.view(),
            self.policy,
            self.layout.checkpoints_dir,
            session_id=session_id,
            profile=profile,
            home=self.layout.home,
        )
        if session_id and profile is not None:
            self.carried.save(session_id, profile.carried())
        if log and self._log_enabled:
            self.log.append("preflight", result.to_dict())
        return result

    def profile(self) -> Profile:
        """The always-on profile of the current memory (see `recall.profile`)."""
        from memwell.recall.profile import current_profile

        user_md = self._read_profile() if self._read_profile is not None else ""
        return current_profile(
            self.catalog, user_md, self.policy.profile_max_tokens, self.policy.max_line_chars
        )

    def gate(
        self,
        action: str | Mapping[str, Any] | Action,
        *,
        session_id: str | None = None,
        log: bool = True,
        now: dt.datetime | None = None,
    ) -> GateDecision:
        """`now`: when a call that carries no date acts (else the engine's `clock`)."""
        decision = self._gate().check(action, session_id=session_id, now=now)
        if log and self._log_enabled:
            self.log.append("gate", decision.to_dict())
        return decision

    def _gate(self) -> Gate:
        from memwell.recall.gate import Gate  # execution-like turns and tool calls only
        from memwell.recall.rule_conditions import system_clock

        # a `git push` without a refspec is judged against the workspace's current branch
        return Gate(
            self.policy,
            self.view(),
            self._retriever_or_none(),
            cwd=str(self.layout.workspace),
            clock=self.clock or system_clock,
        )

    def _retriever_or_none(self) -> Retriever | None:
        try:
            return self.retriever
        except MemwellError:
            return None

    def recall(
        self,
        mode: RecallMode,
        text: str,
        classification: Classification,
        *,
        carried: Carried | None = None,
    ) -> RecallOutcome:
        """Targeted recall: retrieve, then shape into a bounded digest, with a status.
        `carried`: what the session's context already holds (not injected again)."""
        return self._recall(mode, text, classification, carried)[0]

    def _recall(
        self,
        mode: RecallMode,
        text: str,
        classification: Classification,
        carried: Carried | None = None,
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
            return RecallOutcome(
                mode, "query_failed", logged_query(query, text), error=str(exc)
            ), None
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
        from memwell.recall.digest import build_digest  # only turns that retrieve

        digest, _ = build_digest(
            hits,
            self.policy,
            query=query_units,
            entity_terms=entity_terms,
            header=_MODE_HEADER.get(mode, "Relevant memory"),
            min_confidence=min_conf,
            # the turn as written: what the intent head embedded (one model call, reused)
            query_text=text,
            line_scorer=self.line_scorer,
            carried=carried,
            # a change or a run is asked for: the rules that govern it come first
            prefer_rules=classification.change_requested
            or classification.intent in EXECUTION_INTENTS,
            # picking up earlier work: what is still open answers it
            continuation=mode == "continuation_query",
        )
        status: RecallStatus
        if not hits:
            status = "queried_no_hits"
        elif not digest.items:
            status = "queried_low_confidence"
        else:
            status = "queried_success"
        return RecallOutcome(mode, status, logged_query(query, text), digest), searched

    def _recent_open(self) -> list[RecallHit]:
        facts = self.view().facts(
            "unresolved", recent_first=True, limit=self.policy.max_memory_items
        )
        # their rows too: the digest shows the statements that answer, not only open items
        rows: dict[tuple[str, str], str] = {
            (m.scope, m.name): m.body for m in self.catalog.memories([f.name for f in facts])
        }
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
                shown_body=rows.get((f.scope, f.name), ""),
            )
            for f in facts
        ]

    # --- the whole turn ------------------------------------------------------------------------

    def turn(self, text: str, *, session_id: str | None = None) -> TurnDecision:
        started = time.perf_counter()
        # a turn's statement embeddings are bounded per turn (`EmbeddingLineScorer`)
        begin_turn = getattr(self.line_scorer, "begin_turn", None)
        if begin_turn is not None:
            begin_turn()
        session = session_id or os.environ.get(SESSION_ENV) or f"s-{_random_hex()}"
        new_session = self.sessions.claim(session)
        classifier, fallback = "rules", None
        decided: RecallDecision | None = None
        if self._turn_intent is not None:
            decided, estimate = self._decide(text)
            classification, decision_plan = decided.classification, decided.plan
            classifier, fallback = estimate.source, estimate.fallback_reason
        else:
            classification = self.classify(text)
            decision_plan = plan(classification, self.policy)
        preflight = (
            self.preflight(session_id=session, log=False)
            if new_session and self.policy.preflight_on_session_start
            else None
        )
        searched: list[RecallHit] | None = None
        if decision_plan.trigger and decision_plan.mode is not None:
            # the session's context already holds its start's profile: not said twice
            carried = (
                preflight.profile.carried()
                if preflight is not None and preflight.profile is not None
                else self.carried.load(session)
            )
            outcome, searched = self._recall(
                decision_plan.mode, _focus(text), classification, carried
            )
            if decided is not None and decided.ask_store:
                # the decision was left to the store: recall stands if a memory covers
                # what the turn names (recall_decision.confirm), else the turn is skipped
                from memwell.recall.recall_decision import confirm, store_match

                decided = confirm(decided, store_match(_focus(text), searched or []))
                classification, decision_plan = decided.classification, decided.plan
                if not decision_plan.trigger:
                    outcome, searched = RecallOutcome(None, "not_needed"), None
            if decided is not None and searched is not None and estimate.source == "model":
                # the store's word between an entity reference and the user's own context,
                # read off this search (recall_decision's plan and the digest stand)
                from memwell.recall.store_decision import settle

                decided = settle(decided, estimate, searched, _focus(text))
                classification = decided.classification
        else:
            outcome = RecallOutcome(None, "not_needed")
        gate = None
        if decision_plan.gate:
            # the recall search above ran on this same text: the gate reuses its hits
            from memwell.recall.actions import parse_action  # with the gate

            gate = self._gate().check(parse_action(text), session_id=session, hits=searched)
        searched_by, lexical_because = (
            self._retrieval() if self._retrieval is not None else ("index", None)
        )
        decision = TurnDecision(
            turn_id=f"t-{_random_hex()}",
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
            classifier=classifier,
            retrieval=searched_by,
            fallback_reason=fallback or lexical_because,
        )
        if self._log_enabled:
            self.log.append("turn", decision.to_dict())
        return decision

    def _just_saved(self) -> list[SavedText]:
        # which topics changed lately, by file time; then their text from the catalog
        # (which a save updates under the store lock, and whose sync catches hand edits)
        self.catalog.generation()
        changed = recently_changed((self.layout.user_dir, self.layout.workspace_dir))
        if not changed:
            return []
        return just_saved(
            (m.name, f"{m.description}\n{m.body}", m.updated)
            for m in self.catalog.memories(sorted(changed))
        )

    def writeback(
        self, candidates: str | Sequence[str], *, session_id: str | None = None
    ) -> WritebackResult:
        if self._save is None:
            raise MemwellError("writeback needs a memory store; use Harness.writeback")
        from memwell.recall.writeback import writeback as run_writeback  # on writeback only

        result = run_writeback(
            candidates,
            policy=self.policy,
            save=self._save,
            exists=self._exists or (lambda name: False),
            retriever=self._retriever_or_none(),
            session_id=session_id,
            just_saved=self._just_saved(),
        )
        if result.saved:
            self.invalidate()
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
