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

A Japanese turn's last characters (`intent.japanese_ending`) are columns too: its last one,
two and three characters, each hashed into one of `ENDING_BUCKETS` columns, and whether it
ended in a question mark. The form of a Japanese ask sits at the end of the sentence
(〜して, 〜お願い, 〜って何, 〜だっけ, 〜よね, and each dialect's own: 〜やっけ, 〜しといて); the
head learns from the training turns which endings mean which intent, where a word list would
have to name them all. Measured leave-one-world-out: docs/benchmarks.md, "Intent: ... (session 12)".
"""

from __future__ import annotations

import hashlib

from memwell.recall.intent import ENDING_PREFIX
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

# how many columns the hashed endings of a Japanese turn share (64 and 128 measured alike,
# leave-one-world-out: 710 and 708 of 856 turns; the smaller is kept)
ENDING_BUCKETS = 64

# the column names, in order: each flag, the rules' intent one-hot, then the Japanese ending
COLUMNS: tuple[str, ...] = (
    *FLAGS,
    *(f"rules:{intent}" for intent in INTENTS),
    "ja_ending:?",
    *(f"ja_ending#{i}" for i in range(ENDING_BUCKETS)),
)


def _bucket(piece: str) -> int:
    # a stable hash (Python's own is salted per process): the same column in training and use
    digest = hashlib.blake2b(piece.encode("utf-8"), digest_size=4).digest()
    return int.from_bytes(digest, "little") % ENDING_BUCKETS


def ending_vector(features: tuple[str, ...]) -> list[float]:
    """The ending columns: whether the turn ended in "?", then the hashed last one, two and
    three characters of its `ja_ending:` feature (all zero for a turn that is not Japanese)."""
    out = [0.0] * (1 + ENDING_BUCKETS)
    for feature in features:
        if not feature.startswith(ENDING_PREFIX):
            continue
        ending = feature[len(ENDING_PREFIX) :]
        if ending.endswith("?"):
            out[0], ending = 1.0, ending[:-1]
        for size in range(1, len(ending) + 1):
            out[1 + _bucket(f"{size}:{ending[-size:]}")] += 1.0
    return out


def lexical_vector(rules: Classification) -> list[float]:
    """`COLUMNS` for one turn, from the rules' classification of its text without entities."""
    present = set(rules.features)
    flags = [1.0 if name in present else 0.0 for name in FLAGS]
    answer = [1.0 if rules.intent == intent else 0.0 for intent in INTENTS]
    return [*flags, *answer, *ending_vector(rules.features)]
