"""When to recall, and how: the seed's trigger and skip conditions, and its recall modes.

Trigger: every turn, after intent classification.
Why: recall costs retrieval time and prompt space; generic and casual turns need neither.
Outcome: a `RecallPlan` naming the triggers that fired (or the skip reason), the mode, and
whether the pre-execution gate must run.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import assert_never

from memwell.recall.policy import MemoryPolicy
from memwell.recall.types import Classification, RecallMode


@dataclass(frozen=True, slots=True)
class RecallPlan:
    trigger: bool
    triggers: tuple[str, ...]
    skip_reason: str | None
    mode: RecallMode | None
    gate: bool


def plan(classification: Classification, policy: MemoryPolicy) -> RecallPlan:
    """The recall decision for one classified turn."""
    intent = classification.intent
    fired: list[str] = []
    skip: str | None = None
    mode: RecallMode | None = None
    has_entities = bool(classification.entities)
    match intent:
        case "generic_qa":
            skip = "generic_qa"
        case "casual":
            skip = "casual_chat"
        case "continuation":
            fired.append("asks_to_continue_previous_work")
            if "deixis" in classification.features:
                fired.append("depends_on_prior_context")
            mode = "continuation_query"
        case "entity_reference":
            mode = "entity_query"
        case "user_specific_context":
            fired.append("requires_user_specific_context")
            mode = "entity_query" if has_entities else "constraint_query"
        case "implementation_request" | "design_request":
            fired.append("requests_code_design_or_change")
            mode = "entity_query" if has_entities else "constraint_query"
        case "execution_request":
            fired.append("requests_code_design_or_change")
            mode = "pre_execution_query"
        case _:
            assert_never(intent)
    if has_entities:
        fired.append("contains_known_entity")
        if any(m.source == "memory" for m in classification.entities):
            fired.append("mentions_known_project")
    gate = policy.pre_execution_recall and classification.change_requested
    if skip is not None:
        if policy.skip_enabled(skip):
            return RecallPlan(False, (), skip, None, gate)
        # The policy switched this skip condition off: recall anyway, and say why.
        return RecallPlan(
            True, (f"skip_disabled:{skip}", *fired), None, mode or "constraint_query", gate
        )
    enabled = tuple(t for t in fired if policy.triggers_enabled(t))
    if not enabled:
        return RecallPlan(False, (), "disabled_by_policy", None, gate)
    return RecallPlan(True, enabled, None, mode or "constraint_query", gate)
