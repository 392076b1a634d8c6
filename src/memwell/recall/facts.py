"""What recall derives from one memory, once, when its catalog row is written.

Preflight, the gate and entity learning all ask questions of every memory: is it a rule,
does it hold open items, is it the active project, what risk categories does it speak
of, what rules does it state, what names does it use. `derive_facts` answers them for one
memory; the catalog stores the answer in the memory's row (`memwell.index.facts`), so a
turn reads flags and parsed rules with SQL instead of deriving them over every topic.

`facts_version()` names the derivation by the source of the modules it runs: a row
derived by other code is derived again (from the stored row) on the next catalog read.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from memwell.lazy_patterns import lazy_compile
from memwell.memory.document import Memory
from memwell.recall.entities import EntityEvidence, entity_evidence

if TYPE_CHECKING:
    from memwell.recall.rules import Rule

FACTS_VERSION = 1  # bump when what a row holds changes shape (the source hash covers code)

_OPEN_BOX = lazy_compile(r"^\s*[-*] \[ \]\s*(.+)$", re.MULTILINE)
_CONSTRAINT = lazy_compile(
    r"(?i)\b(?:never|must|always|don'?t|do not|shouldn'?t|should not|only|requires?|needs?|"
    r"confirm(?:ation)?|approv(?:e|al)|review(?:ed)?|forbid(?:den)?|prohibit(?:ed)?|avoid|"
    r"rejected|decided|decision)\b|禁止|必ず|必須|しない|確認|レビュー|承認|のみ|決定|却下"
)
_CONSTRAINT_TAGS = frozenset(
    {"constraint", "rule", "rules", "safety", "convention", "policy", "decision", "security"}
)
_OPEN_TAGS = frozenset({"todo", "open", "unresolved", "blocked", "wip", "in-progress", "followup"})
_ACTIVE_TAGS = frozenset({"active", "current", "focus"})
HEAD_CHARS = 400  # of the body, in a fact's `text` (the gate's relevance check)

# the modules whose code decides what a row's facts are (see facts_version)
_DERIVING = (
    "recall/facts.py",
    "recall/entities.py",
    "recall/actions.py",
    "recall/rules.py",
    "recall/rule_terms.py",
    "recall/rule_roles.py",
    "recall/rule_vocab.py",
    "recall/rule_grounding.py",
    "recall/rule_commands.py",  # a quoted command's verbs are the call parser's
    "recall/tool_calls.py",
    "recall/program_calls.py",
    "recall/operations.py",
    "tokens.py",
)


@dataclass(frozen=True, slots=True)
class MemoryFacts:
    """recall's answers about one memory (stored in its catalog row)."""

    constraint: bool
    unresolved: bool
    active: bool
    open_items: tuple[str, ...]
    categories: tuple[str, ...]  # risk categories of its text (constraint or open only)
    rules: tuple[Rule, ...]  # the rules it states (constraint memories only)
    evidence: EntityEvidence


def fact_text(description: str, body: str) -> str:
    """The text the gate judges a memory by: its description and the start of its body."""
    return description + "\n" + body[:HEAD_CHARS]


def derive_facts(memory: Memory) -> MemoryFacts:
    # the rule reader and the risk patterns load only when a row is derived: a turn
    # that reads rows checks `facts_version()` and never needs them
    from memwell.recall.actions import categories_of
    from memwell.recall.rules import parse_rules

    tags = {t.lower() for t in memory.tags}
    open_items = tuple(m.strip() for m in _OPEN_BOX.findall(memory.body))[:5]
    constraint = (
        memory.type == "feedback"
        or bool(tags & _CONSTRAINT_TAGS)
        or bool(_CONSTRAINT.search(memory.description))
    )
    unresolved = bool(tags & _OPEN_TAGS) or bool(open_items)
    text = fact_text(memory.description, memory.body)
    return MemoryFacts(
        constraint=constraint,
        unresolved=unresolved,
        active=bool(tags & _ACTIVE_TAGS),
        open_items=open_items,
        categories=categories_of(text) if (constraint or unresolved) else (),
        rules=parse_rules(
            memory.body, memory.name, aliases=memory.aliases, description=memory.description
        )
        if constraint
        else (),
        evidence=entity_evidence(memory),
    )


@cache
def facts_version() -> str:
    """FACTS_VERSION and a hash of the deriving modules' source: rows derived by any
    other code are derived again, so a changed rule reader never meets old parses."""
    root = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256(str(FACTS_VERSION).encode())
    for rel in _DERIVING:
        try:
            digest.update((root / rel).read_bytes())
        except OSError:
            digest.update(rel.encode())  # no source shipped: FACTS_VERSION alone decides
    return f"{FACTS_VERSION}:{digest.hexdigest()[:16]}"


@dataclass(frozen=True, slots=True)
class Fact:
    """What recall keeps of one memory: enough for preflight lines and gate checks."""

    name: str
    scope: str
    type: str
    description: str
    tags: tuple[str, ...]  # its tags and aliases
    pinned: bool
    updated: str | None  # ISO 8601
    open_items: tuple[str, ...]
    text: str  # `fact_text`, for the gate's relevance check
    constraint: bool
    unresolved: bool
    active: bool
    categories: tuple[str, ...] = ()  # risk categories of `text` (see recall.actions)
    aliases: tuple[str, ...] = ()
    rules: tuple[Rule, ...] = ()  # the rules the body states (read only where the gate asks)

    @property
    def updated_at(self) -> datetime | None:
        return datetime.fromisoformat(self.updated) if self.updated else None
