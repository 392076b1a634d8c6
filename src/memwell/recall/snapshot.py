"""A compact summary of the memory that recall needs on every turn, derived from the catalog.

Entity learning, preflight and the gate's constraint check all need a pass over every
memory. That pass reads the catalog's rows (never a topic file), is done once per catalog
generation, and is stored back in the catalog as a derived view of that generation, so a
fresh hook process reads one row instead of thousands of topics. The catalog's one
freshness check (which notices hand edits, deletions and renames) moves the generation,
so a stored summary can never outlive the memory it summarises.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from typing import Any

from memwell.memory.document import Memory
from memwell.recall.actions import categories_of
from memwell.recall.entities import EntityDetector, build_detector
from memwell.recall.policy import MemoryPolicy
from memwell.recall.rules import Rule, parse_rules

SNAPSHOT_VERSION = 3
MAX_PROJECT_FACTS = 50  # plain project memories kept (most recent), for the active project

_OPEN_BOX = re.compile(r"^\s*[-*] \[ \]\s*(.+)$", re.MULTILINE)
_CONSTRAINT = re.compile(
    r"(?i)\b(?:never|must|always|don'?t|do not|shouldn'?t|should not|only|requires?|needs?|"
    r"confirm(?:ation)?|approv(?:e|al)|review(?:ed)?|forbid(?:den)?|prohibit(?:ed)?|avoid|"
    r"rejected|decided|decision)\b|禁止|必ず|必須|しない|確認|レビュー|承認|のみ|決定|却下"
)
_CONSTRAINT_TAGS = frozenset(
    {"constraint", "rule", "rules", "safety", "convention", "policy", "decision", "security"}
)
_OPEN_TAGS = frozenset({"todo", "open", "unresolved", "blocked", "wip", "in-progress", "followup"})
_ACTIVE_TAGS = frozenset({"active", "current", "focus"})


@dataclass(frozen=True, slots=True)
class Fact:
    """What recall keeps of one memory: enough for preflight lines and gate checks."""

    name: str
    scope: str
    type: str
    description: str
    tags: tuple[str, ...]
    pinned: bool
    updated: str | None  # ISO 8601
    open_items: tuple[str, ...]
    text: str  # description + the start of the body, for the gate's relevance check
    constraint: bool
    unresolved: bool
    active: bool
    categories: tuple[str, ...] = ()  # risk categories of `text` (see recall.actions)
    aliases: tuple[str, ...] = ()
    # the rules the whole body states (recall.rules), parsed once when the snapshot is built
    rules: tuple[Rule, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "scope": self.scope,
            "type": self.type,
            "description": self.description,
            "tags": list(self.tags),
            "pinned": self.pinned,
            "updated": self.updated,
            "open_items": list(self.open_items),
            "text": self.text,
            "constraint": self.constraint,
            "unresolved": self.unresolved,
            "active": self.active,
            "categories": list(self.categories),
            "aliases": list(self.aliases),
            "rules": [rule.to_dict() for rule in self.rules],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Fact:
        return cls(
            name=str(data["name"]),
            scope=str(data["scope"]),
            type=str(data["type"]),
            description=str(data["description"]),
            tags=tuple(data.get("tags", ())),
            pinned=bool(data.get("pinned", False)),
            updated=data.get("updated"),
            open_items=tuple(data.get("open_items", ())),
            text=str(data.get("text", "")),
            constraint=bool(data.get("constraint", False)),
            unresolved=bool(data.get("unresolved", False)),
            active=bool(data.get("active", False)),
            categories=tuple(data.get("categories", ())),
            aliases=tuple(data.get("aliases", ())),
            rules=tuple(Rule.from_dict(r) for r in data.get("rules", ())),
        )

    @property
    def updated_at(self) -> datetime | None:
        return datetime.fromisoformat(self.updated) if self.updated else None


def _is_core(fact: Fact) -> bool:
    """Needed on every turn/preflight (vs. rules, which only the gate reads)."""
    return fact.pinned or fact.unresolved or fact.active or not fact.constraint


@dataclass(frozen=True)  # no slots: the lookup tables below are cached per instance
class MemorySnapshot:
    """The summary of one catalog generation. `core` (pinned, open, projects) is always
    loaded; the pure rules the gate reads stay in the catalog (`load_rules`) until the
    first gate check needs them."""

    generation: int
    count: int
    core: tuple[Fact, ...]
    learned_entities: tuple[tuple[str, tuple[str, ...]], ...]
    recent_entities: tuple[str, ...]  # entities of the most recently updated memories
    loaded_rules: tuple[Fact, ...] | None = None
    load_rules: Callable[[], str | None] | None = None

    @classmethod
    def of(
        cls,
        facts: Sequence[Fact],
        *,
        generation: int,
        count: int,
        learned_entities: tuple[tuple[str, tuple[str, ...]], ...],
        recent_entities: tuple[str, ...],
    ) -> MemorySnapshot:
        return cls(
            generation=generation,
            count=count,
            core=tuple(f for f in facts if _is_core(f)),
            learned_entities=learned_entities,
            recent_entities=recent_entities,
            loaded_rules=tuple(f for f in facts if not _is_core(f)),
        )

    @cached_property
    def rules(self) -> tuple[Fact, ...]:
        if self.loaded_rules is not None:
            return self.loaded_rules
        raw = self.load_rules() if self.load_rules is not None else None
        if raw is None:
            return ()  # replaced by a newer generation meanwhile; search hits still count
        try:
            return tuple(Fact.from_dict(f) for f in json.loads(raw))
        except (ValueError, KeyError, TypeError):
            return ()  # the gate still sees rules through search hits

    @property
    def facts(self) -> tuple[Fact, ...]:
        return self.core + self.rules

    @cached_property
    def by_key(self) -> dict[tuple[str, str], Fact]:
        return {(f.scope, f.name): f for f in self.facts}

    @cached_property
    def by_category(self) -> dict[str, list[Fact]]:
        """Constraint and unresolved facts per risk category, for the gate."""
        table: dict[str, list[Fact]] = {}
        for fact in self.facts:
            if fact.constraint or fact.unresolved:
                for category in fact.categories:
                    table.setdefault(category, []).append(fact)
        return table

    @property
    def constraints(self) -> tuple[Fact, ...]:
        return tuple(f for f in self.facts if f.constraint)

    @property
    def unresolved(self) -> tuple[Fact, ...]:
        return tuple(f for f in self.core if f.unresolved)

    @property
    def pinned(self) -> tuple[Fact, ...]:
        return tuple(f for f in self.core if f.pinned)

    def detector(self, policy: MemoryPolicy) -> EntityDetector:
        detector = build_detector(policy.entities, learn=False)
        if policy.learn_entities:
            for canonical, aliases in self.learned_entities:
                detector.add(canonical, aliases, source="memory")
        return detector

    def core_json(self) -> str:
        return json.dumps(
            {
                "version": SNAPSHOT_VERSION,
                "count": self.count,
                "facts": [f.to_dict() for f in self.core],
                "learned_entities": [[c, list(a)] for c, a in self.learned_entities],
                "recent_entities": list(self.recent_entities),
            },
            ensure_ascii=False,
        )

    def rules_json(self) -> str:
        return json.dumps([f.to_dict() for f in self.rules], ensure_ascii=False)

    @classmethod
    def from_json(
        cls, raw: str, generation: int, load_rules: Callable[[], str | None]
    ) -> MemorySnapshot | None:
        """The stored summary, or None if it is damaged or of another version."""
        try:
            data = json.loads(raw)
            if not isinstance(data, dict) or data.get("version") != SNAPSHOT_VERSION:
                return None
            return cls(
                generation=generation,
                count=int(data["count"]),
                core=tuple(Fact.from_dict(f) for f in data["facts"]),
                learned_entities=tuple((str(c), tuple(a)) for c, a in data["learned_entities"]),
                recent_entities=tuple(data.get("recent_entities", ())),
                load_rules=load_rules,
            )
        except (KeyError, TypeError, ValueError):
            return None  # a damaged view is rebuilt, never trusted


def policy_key(policy: MemoryPolicy) -> str:
    """What of the policy shapes a summary (configured entities, learning on or off)."""
    parts = repr(sorted(policy.entities.items())) + str(policy.learn_entities)
    return hashlib.sha256(parts.encode("utf-8")).hexdigest()[:16]


def build_snapshot(
    memories: Sequence[Memory], policy: MemoryPolicy, generation: int = 0
) -> MemorySnapshot:
    """Summarise `memories`: facts worth keeping, learned entities, recent entities."""
    detector = build_detector(policy.entities, memories, learn=policy.learn_entities)
    facts: list[Fact] = []
    for memory in memories:
        tags = {t.lower() for t in memory.tags}
        open_items = tuple(m.strip() for m in _OPEN_BOX.findall(memory.body))[:5]
        head = memory.body[:400]
        constraint = (
            memory.type == "feedback"
            or bool(tags & _CONSTRAINT_TAGS)
            or bool(_CONSTRAINT.search(memory.description))
        )
        unresolved = bool(tags & _OPEN_TAGS) or bool(open_items)
        active = bool(tags & _ACTIVE_TAGS)
        if not (constraint or unresolved or memory.pinned or active or memory.type == "project"):
            continue
        text = memory.description + "\n" + head
        updated = memory.updated or memory.created
        facts.append(
            Fact(
                name=memory.name,
                scope=memory.scope,
                type=memory.type,
                description=memory.description,
                tags=tuple(memory.tags) + tuple(memory.aliases),
                pinned=memory.pinned,
                updated=updated.isoformat() if updated else None,
                open_items=open_items,
                text=text,
                constraint=constraint,
                unresolved=unresolved,
                active=active,
                categories=categories_of(text) if (constraint or unresolved) else (),
                aliases=tuple(memory.aliases),
                rules=parse_rules(
                    memory.body, memory.name, aliases=memory.aliases, description=memory.description
                )
                if constraint
                else (),
            )
        )
    # plain project memories only matter for "active project": keep the most recent few
    plain = [f for f in facts if not (f.constraint or f.unresolved or f.pinned or f.active)]
    if len(plain) > MAX_PROJECT_FACTS:
        plain.sort(key=lambda f: f.updated or "", reverse=True)
        keep = {(f.scope, f.name) for f in plain[:MAX_PROJECT_FACTS]}
        facts = [
            f
            for f in facts
            if (f.constraint or f.unresolved or f.pinned or f.active) or (f.scope, f.name) in keep
        ]
    recent = sorted(
        (m for m in memories if (m.updated or m.created) is not None),
        key=lambda m: m.updated or m.created,  # type: ignore[arg-type, return-value]
        reverse=True,
    )[:20]
    recent_entities: dict[str, None] = {}
    for memory in recent:
        for match in detector.detect(memory.name.replace("_", " ") + " " + memory.description):
            recent_entities.setdefault(match.canonical, None)
    return MemorySnapshot.of(
        facts,
        generation=generation,
        count=len(memories),
        learned_entities=tuple(detector.learned()),
        recent_entities=tuple(recent_entities),
    )
