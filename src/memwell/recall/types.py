"""Values the recall pipeline produces: intents, entity matches, digests and decision records.

Every record is a frozen dataclass with `to_dict()` giving JSON-ready data; the CLI's
`--json`, the MCP server, the hooks and the JSONL decision logs all use that form.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, TypeAlias, get_args

if TYPE_CHECKING:
    from memwell.recall.profile import Profile

Intent: TypeAlias = Literal[
    "generic_qa",
    "casual",
    "continuation",
    "entity_reference",
    "user_specific_context",
    "implementation_request",
    "design_request",
    "execution_request",
]
INTENTS: tuple[Intent, ...] = get_args(Intent)

RecallMode: TypeAlias = Literal[
    "preflight_query",
    "entity_query",
    "continuation_query",
    "constraint_query",
    "pre_execution_query",
]
RECALL_MODES: tuple[RecallMode, ...] = get_args(RecallMode)

RecallStatus: TypeAlias = Literal[
    "not_needed", "queried_no_hits", "queried_low_confidence", "queried_success", "query_failed"
]
RECALL_STATUSES: tuple[RecallStatus, ...] = get_args(RecallStatus)

Verdict: TypeAlias = Literal["go", "ask", "no-go"]
FindingKind: TypeAlias = Literal[
    "prohibition", "confirmation", "conflict", "unresolved", "convention", "safety"
]

# The seed's named trigger and skip conditions.
Trigger: TypeAlias = Literal[
    "mentions_known_project",
    "asks_to_continue_previous_work",
    "requires_user_specific_context",
    "requests_code_design_or_change",
    "contains_known_entity",
    "depends_on_prior_context",
]
SkipReason: TypeAlias = Literal["generic_qa", "casual_chat", "self_contained_question"]

# Intents whose turn is execution-like: the pre-execution gate is mandatory for them.
EXECUTION_INTENTS: frozenset[str] = frozenset(
    {"implementation_request", "design_request", "execution_request"}
)


@dataclass(frozen=True, slots=True)
class EntityMatch:
    """A known entity found in a text: its canonical name and the span that matched."""

    canonical: str
    surface: str
    start: int
    end: int
    source: Literal["config", "memory"] = "config"

    def to_dict(self) -> dict[str, Any]:
        return {"canonical": self.canonical, "surface": self.surface, "source": self.source}


@dataclass(frozen=True, slots=True)
class Classification:
    """The intent of one turn, with the features that decided it (for the logs)."""

    intent: Intent
    language: Literal["en", "ja", "mixed"]
    entities: tuple[EntityMatch, ...] = ()
    features: tuple[str, ...] = ()
    change_requested: bool = False  # an edit, code generation, design or run is asked for

    @property
    def entity_names(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for match in self.entities:
            seen.setdefault(match.canonical, None)
        return tuple(seen)

    def to_dict(self) -> dict[str, Any]:
        return {
            "intent": self.intent,
            "language": self.language,
            "entities": list(self.entity_names),
            "features": list(self.features),
            "change_requested": self.change_requested,
        }


@dataclass(frozen=True, slots=True)
class DigestItem:
    """One memory, compressed to what goes into the prompt."""

    name: str
    scope: str
    line: str
    score: float
    confidence: float
    reasons: tuple[str, ...] = ()
    note: str = ""  # its standing: "superseded by X", "current", a conflict

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "scope": self.scope,
            "line": self.line,
            "score": round(self.score, 4),
            "confidence": round(self.confidence, 4),
            "reasons": list(self.reasons),
            "note": self.note,
        }


@dataclass(frozen=True, slots=True)
class Digest:
    """A bounded digest: at most `max_memory_items` items in at most `max_digest_lines` lines."""

    items: tuple[DigestItem, ...] = ()
    text: str = ""
    candidates: int = 0  # hits considered before ranking, dedupe and capping
    scorer: str = ""  # what chose each memory's lines: "lexical" or "embedding:<model>"
    carried: tuple[str, ...] = ()  # memories left out: the session's context already has them

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(self.text.splitlines()) if self.text else ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "items": [item.to_dict() for item in self.items],
            "text": self.text,
            "candidates": self.candidates,
            "scorer": self.scorer,
            "carried": list(self.carried),
        }


@dataclass(frozen=True, slots=True)
class RecallOutcome:
    """One targeted recall: which mode ran, its status and the digest it produced."""

    mode: RecallMode | None
    status: RecallStatus
    query: str = ""
    digest: Digest = field(default_factory=Digest)
    error: str | None = None

    @property
    def item_count(self) -> int:
        return self.digest.candidates

    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "status": self.status,
            "query": self.query,
            "digest": self.digest.to_dict(),
            "error": self.error,
        }


@dataclass(frozen=True, slots=True)
class GateFinding:
    """A memory that bears on an action, and what it implies."""

    name: str
    scope: str
    kind: FindingKind
    line: str
    verdict: Verdict
    why: str = ""  # what in the action matched the rule ("force_push on main")

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "scope": self.scope,
            "kind": self.kind,
            "line": self.line,
            "verdict": self.verdict,
            "why": self.why,
        }


@dataclass(frozen=True, slots=True)
class GateDecision:
    """The pre-execution gate's answer for one action: go, ask or no-go, and why."""

    verdict: Verdict
    action: str
    tool: str | None
    categories: tuple[str, ...]
    reasons: tuple[str, ...]
    findings: tuple[GateFinding, ...] = ()
    recall_status: RecallStatus = "not_needed"
    digest: Digest = field(default_factory=Digest)
    elapsed_ms: float = 0.0
    session_id: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "pre_execution_gate": self.verdict,
            "action": self.action,
            "tool": self.tool,
            "categories": list(self.categories),
            "reasons": list(self.reasons),
            "findings": [f.to_dict() for f in self.findings],
            "recall_status": self.recall_status,
            "digest": self.digest.text,
            "elapsed_ms": round(self.elapsed_ms, 3),
            "session_id": self.session_id,
        }


@dataclass(frozen=True, slots=True)
class Preflight:
    """The session-start digest: active project, pinned facts, open items, last summary."""

    session_id: str | None
    active_project: str | None
    pinned: tuple[str, ...]
    unresolved: tuple[str, ...]
    entities: tuple[str, ...]
    last_summary: str | None
    session_digest: str
    status: RecallStatus
    elapsed_ms: float = 0.0
    profile: Profile | None = None  # the always-on profile, part of `session_digest`

    def to_dict(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id,
            # its text is in `session_digest`; here what was shown, left out, and why
            "profile": self.profile.to_dict(text=False) if self.profile is not None else None,
            "recall_mode": "preflight_query",
            "recall_status": self.status,
            "active_project": self.active_project,
            "pinned": list(self.pinned),
            "unresolved": list(self.unresolved),
            "entities": list(self.entities),
            "last_summary": self.last_summary,
            "session_digest": self.session_digest,
            "elapsed_ms": round(self.elapsed_ms, 3),
        }


@dataclass(frozen=True, slots=True)
class TurnDecision:
    """The decision record for one user turn: the seed's log fields plus the injected digest."""

    turn_id: str
    session_id: str
    text: str
    classification: Classification
    recall_trigger: bool
    triggers: tuple[str, ...]
    skip_reason: str | None
    recall: RecallOutcome
    new_session: bool
    preflight: Preflight | None
    gate: GateDecision | None
    elapsed_ms: float
    # how this turn was classified ("model": the intent head; "rules") and searched
    # ("hybrid": words and meaning; "lexical"), and why the fallback answered, if it did
    classifier: str = "rules"
    retrieval: str = "index"
    fallback_reason: str | None = None

    @property
    def intent(self) -> Intent:
        return self.classification.intent

    @property
    def digest_text(self) -> str:
        """Everything this turn would inject: the session digest (new session) and the recall."""
        parts = []
        if self.preflight is not None and self.preflight.session_digest:
            parts.append(self.preflight.session_digest)
        if self.recall.digest.text:
            parts.append(self.recall.digest.text)
        if self.gate is not None and self.gate.verdict != "go" and self.gate.reasons:
            parts.append("Pre-execution gate: " + self.gate.verdict + " - " + self.gate.reasons[0])
        elif self.gate is not None:
            # a rule or open item the gate found that recall did not already inject (one line)
            shown = {item.name for item in self.recall.digest.items}
            extra = [f for f in self.gate.findings if f.name not in shown]
            if extra:
                f = extra[0]
                parts.append(f"Pre-execution gate: go - {f.kind} ({f.name}): {f.line}")
        return "\n".join(parts)

    def to_dict(self) -> dict[str, Any]:
        modes: list[str] = []
        if self.preflight is not None:
            modes.append("preflight_query")
        if self.recall.mode is not None:
            modes.append(self.recall.mode)
        record: dict[str, Any] = {
            "turn_id": self.turn_id,
            "session_id": self.session_id,
            "intent": self.intent,
            "recall_trigger": self.recall_trigger,
            "recall_mode": self.recall.mode,
            "recall_status": self.recall.status,
            "recall_item_count": self.recall.item_count,
            "injected_item_count": len(self.recall.digest.items),
            "pre_execution_gate": self.gate.verdict if self.gate is not None else None,
            "elapsed_ms": round(self.elapsed_ms, 3),
            "triggers": list(self.triggers),
            "skip_reason": self.skip_reason,
            "recall_modes": modes,
            "new_session": self.new_session,
            "entities": list(self.classification.entity_names),
            "language": self.classification.language,
            "features": list(self.classification.features),
            "classifier": self.classifier,
            "retrieval": self.retrieval,
            "fallback_reason": self.fallback_reason,
            # what chose each memory's lines ("embedding:<model>" or "lexical"; "" no recall)
            "line_scorer": self.recall.digest.scorer,
            "query": self.recall.query,
            "injected": [item.name for item in self.recall.digest.items],
            # why each was injected (score, confidence, reasons): the inspector shows it
            "injected_items": [item.to_dict() for item in self.recall.digest.items],
            "digest": self.digest_text,
            "text": self.text,
        }
        if self.recall.error:
            record["error"] = self.recall.error
        if self.preflight is not None:
            record["session_digest"] = self.preflight.session_digest
        if self.gate is not None:
            record["gate"] = self.gate.to_dict()
        return record


@dataclass(frozen=True, slots=True)
class WritebackItem:
    """One candidate for writeback and what happened to it."""

    text: str
    outcome: Literal["saved", "skipped"]
    reason: str
    name: str | None = None
    scope: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "outcome": self.outcome,
            "reason": self.reason,
            "name": self.name,
            "scope": self.scope,
        }


@dataclass(frozen=True, slots=True)
class WritebackResult:
    items: tuple[WritebackItem, ...]

    @property
    def saved(self) -> tuple[WritebackItem, ...]:
        return tuple(i for i in self.items if i.outcome == "saved")

    def to_dict(self) -> dict[str, Any]:
        return {"saved": len(self.saved), "items": [i.to_dict() for i in self.items]}
