"""The lexical half of the intent head's input: what the rules read in a turn, as numbers.

The embedding knows what a turn is about; it is weak at the form of the ask: whether the
main verb runs something in the world (send, pay, deploy) or changes a file, whether the
sentence is a question or a request. Measured on the blind worlds, most of the head's
errors were there (execution read as implementation, a general question read as a named
subject). The rule classifier (`recall/intent.py`) already computes that form for every
turn, so its flags and its own answer are appended to the embedding and the head learns
how much to trust each of them (`recall/intent_head.py`).

The flags come from the text alone: the rules are run without the store's entities, in
training (the corpus has no store) and at run time alike, so a column means the same
thing in both. What the store knows is weighed after the head (`recall/recall_decision.py`).
"""

from __future__ import annotations

from memwell.recall.types import INTENTS, Classification

# the rules' features (intent.py) the head reads; "entity" is left out: it is the store's
FLAGS: tuple[str, ...] = (
    "casual",
    "question",
    "request",
    "change_verb",
    "execution_verb",
    "design",
    "continuation",
    "explicit_continuation",
    "deixis",
    "personal",
    "command",
    "path",
    "short",
    "code_span",
)

# the column names, in order: each flag, then the rules' intent one-hot
COLUMNS: tuple[str, ...] = (*FLAGS, *(f"rules:{intent}" for intent in INTENTS))


def lexical_vector(rules: Classification) -> list[float]:
    """`COLUMNS` for one turn, from the rules' classification of its text without entities."""
    present = set(rules.features)
    flags = [1.0 if name in present else 0.0 for name in FLAGS]
    return [*flags, *(1.0 if rules.intent == intent else 0.0 for intent in INTENTS)]
