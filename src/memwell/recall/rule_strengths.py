"""The strength of the rule each statement of a memory states, as the gate reads it.

On a change or run turn the digest shows first the rule that governs the action
(`recall.digest`); which statements state a rule, and how strongly, is what the
pre-execution gate's rule reader (`recall.rules`) finds in the memory.
"""

from __future__ import annotations

from memwell.recall.retrieval import RecallHit
from memwell.tokens import normalize


def rule_strengths(hit: RecallHit, texts: list[str]) -> list[str | None]:
    """The strength of the rule each statement states (a prohibition "no-go", a
    confirmation "ask", or the sanctioned way "allow"; the one that stops most when a
    statement states several; None for no rule), as `recall.rules` reads them - the same
    reading the pre-execution gate acts on."""
    from memwell.recall.rules import parse_rules  # change and run turns only

    rules = parse_rules(hit.body, hit.name, aliases=hit.aliases, description=hit.description)
    found = [(_comparable(r.text), r.strength) for r in rules if r.strength != "advisory"]
    # the rule reader reads NFKC text (full-width brackets and digits folded), the
    # statements are as written: both are compared folded, or a Japanese rule with a
    # bracket in it never finds its own line
    out: list[str | None] = []
    for text in texts:
        folded = _comparable(text)
        held = {strength for t, strength in found if t and t in folded}
        out.append(next((s for s in _BY_STOPPING if s in held), None))
    return out


# rule strengths, the one that stops most first
_BY_STOPPING = ("no-go", "ask", "allow")
STOPPING = frozenset({"no-go", "ask"})


def _comparable(text: str) -> str:
    return " ".join(normalize(text).split())
