"""How confident the digest is that a retrieved memory answers the turn.

Two measures, each a number the digest compares with the policy's floor:

* `confidence`: by words, the weighted share of the turn's units a memory contains
  (entity names weigh double), raised to a floor when the memory holds every entity the
  turn names, higher when it is what the memory says it is about;
* `semantic_confidence`: by meaning (when a model scores lines), each memory's best
  statement measured against the closest statement written in the same script.

`statements_of` and `hit_key` are the memory's statements and identity as the digest
reads them, shared with `recall.digest`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from memwell.memory.statements import Statement, memory_statements
from memwell.recall.answer_lines import LineScorer
from memwell.recall.retrieval import RecallHit, Unit
from memwell.tokens import CJK_RUN, terms

# confidence of a memory that holds every entity the turn names: in what it says it is
# about (name, aliases, description, tags), or only in its body (`confidence`)
SUBJECT_FLOOR = 0.5
MENTION_FLOOR = 0.35
# Confidence by meaning (a model scores lines): a memory whose best statement is as close
# to the turn as the closest memory's gets SEMANTIC_TOP, falling to 0 at SEMANTIC_SPAN
# below it (the default floor, 0.3, is reached 0.01 below). Relative, because e5's
# cosines of related and unrelated pairs overlap in absolute terms; on the development
# worlds 60-70% of the expected memories were within 0.01 of the closest, against 4-5%
# of the others.
SEMANTIC_TOP = 0.45
SEMANTIC_SPAN = 0.03
# the span for statements written in the other script than the turn's (a Japanese
# statement for an English turn, or the reverse). Across languages the statement that
# answers often sits further below its script's closest than within one, but a wider
# span measured on the development worlds' replays gained as many turns as it lost
# (`benchmarks/other_script_span_lowo.py`): it stays the same-script span.
OTHER_SCRIPT_SPAN = SEMANTIC_SPAN
# under this cosine nothing is close enough to be confident about by meaning alone
SEMANTIC_MIN_COSINE = 0.75


def confidence(query: Sequence[Unit], entity_terms: Sequence[str], hit: RecallHit) -> float:
    """Weighted share of the query's units the hit contains (entity names count double)."""
    if not query and not entity_terms:
        return 0.0
    have = set(terms(hit.text))
    entity = set(entity_terms)
    total = covered = 0.0
    for unit in query:
        weight = 2.0 if unit.key in entity else 1.0
        total += weight
        covered += weight * unit.coverage(have)
    for term in entity - {u.key for u in query}:
        total += 2.0
        covered += 2.0 if term in have else 0.0
    score = covered / total if total else 0.0
    if entity and entity <= have:
        # Trigger: every named entity is in this memory. Why: it is about what the user
        # named, or it mentions it in passing; a name learned from the store ("shipping",
        # "photos") is in many memories' bodies, and one confidence for all of them made
        # them equals, so the memory the name is the subject of got no more lines than any
        # memory that mentions it. Outcome: SUBJECT_FLOOR when every entity is in the
        # memory's name, aliases, description or tags; MENTION_FLOOR (still above the
        # default floor: the memory is shown as before) when only its body has them.
        subject = set(terms(subject_text(hit)))
        score = max(score, SUBJECT_FLOOR if entity <= subject else MENTION_FLOOR)
    return score


def subject_text(hit: RecallHit) -> str:
    """What a memory says it is about: its name, aliases, description and tags."""
    return " ".join((hit.name.replace("_", " "), *hit.aliases, hit.description, *hit.tags))


def hit_key(hit: RecallHit) -> tuple[str, str]:
    return (hit.scope, hit.name)


def statements_of(hit: RecallHit) -> list[Statement]:
    """The description (the snippet for a hit without one), then the body's statements
    with their heading context, each once."""
    return memory_statements(hit.description or hit.snippet, hit.shown_body or hit.body)


# the same memories' statements are judged on every turn that finds them (a warm
# service's turns paid a tenth of their time counting letters)
@lru_cache(maxsize=16_384)
def written_in_cjk(text: str) -> bool:
    """Whether a statement is written mostly in Japanese (or another CJK script): more CJK
    characters than a third of its Latin letters, so an English line that names one
    Japanese term stays English and a Japanese line with a path in it stays Japanese."""
    cjk = sum(len(run) for run in CJK_RUN.findall(text))
    if not cjk:
        return False
    latin = sum(1 for ch in text if ch.isascii() and ch.isalpha())
    return 3 * cjk >= latin


def semantic_confidence(
    hits: Sequence[RecallHit], scorer: LineScorer, query_text: str
) -> dict[tuple[str, str], float]:
    """Confidence by meaning for each hit (empty without a model): see SEMANTIC_TOP.

    Trigger: a model scores the statements. Why: a multilingual sentence model puts a
    passage in the turn's own language closer to the turn than any passage in the other
    language, whatever either says (a Japanese question's closest memory is a Japanese
    one, about anything), so one scale for all statements left every memory in the other
    language below the floor. Outcome: each statement is measured against the closest
    statement *written in its own script* (CJK or not), and a memory's confidence is its
    best statement's; a script whose closest statement is under SEMANTIC_MIN_COSINE
    contributes nothing, and nothing does when the overall closest is under it. A
    statement in the other script than the turn's falls to 0 over OTHER_SCRIPT_SPAN (the
    same span, as measured)."""
    sims_of: list[tuple[tuple[str, str], list[float], list[bool]]] = []
    for hit in hits:
        lines = [st.shown for st in statements_of(hit)]
        sims = scorer.similarities(query_text, lines, hit.description) if lines else []
        if sims is None:
            return {}
        if sims:
            sims_of.append((hit_key(hit), sims, [written_in_cjk(line) for line in lines]))
    top = {False: 0.0, True: 0.0}
    for _, sims, scripts in sims_of:
        for value, cjk in zip(sims, scripts, strict=True):
            top[cjk] = max(top[cjk], value)
    if max(top.values()) < SEMANTIC_MIN_COSINE:
        return {}
    turn_cjk = written_in_cjk(query_text)
    span = {
        cjk: SEMANTIC_SPAN if cjk == turn_cjk else max(SEMANTIC_SPAN, OTHER_SCRIPT_SPAN)
        for cjk in (False, True)
    }
    best: dict[tuple[str, str], float] = {}
    for key, sims, scripts in sims_of:
        for value, cjk in zip(sims, scripts, strict=True):
            if top[cjk] < SEMANTIC_MIN_COSINE:
                continue
            share = SEMANTIC_TOP * max(0.0, 1.0 - (top[cjk] - value) / span[cjk])
            best[key] = max(best.get(key, 0.0), share)
        best.setdefault(key, 0.0)
    return best
