"""How a memory's text is cut for the rule model: its lines as sentences run, and its subject.

Trigger: `recall.rules` reads a memory's body line by line and needs what the memory is
about for rules that name no object of their own ("Any DELETE: ask me first").

Why: Markdown soft-wraps a sentence over lines ("… sending an invoice or" / "a deposit
refund — show me first"), and a rule read from half a sentence forbids the wrong thing;
a memory's subject is its name, aliases and the identifiers its description names.

Outcome: `paragraph_lines(text)` → lines with wrapped sentences joined;
`memory_subject(name, aliases, description)` → the subject's phrases.
"""

from __future__ import annotations

import re

from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_terms import CJK, IDENTIFIER, object_terms
from memwell.recall.rule_vocab import fold

_GENERIC_NAME_PARTS = frozenset({"rule", "rules", "note", "notes", "policy", "info", "misc"})

_LIST_ITEM = lazy_compile(r"^\s*(?:[-*+]|\d+[.)]|#+)\s")
_LINE_END = lazy_compile(r"[.!?。！？:：)）]\s*$")


def paragraph_lines(text: str) -> list[str]:
    """Lines as sentences run: a line Markdown soft-wraps mid-sentence ("… sending an
    invoice or" / "a deposit refund — show me first") is joined to the next."""
    out: list[str] = []
    for line in text.splitlines():
        if (
            out
            and line.strip()
            and out[-1].strip()
            and not _LIST_ITEM.match(line)
            and not _LINE_END.search(out[-1])
            and not out[-1].lstrip().startswith("#")
        ):
            out[-1] = out[-1].rstrip() + " " + line.strip()
        else:
            out.append(line)
    return out


def memory_subject(
    memory: str, aliases: tuple[str, ...], description: str
) -> tuple[tuple[str, ...], ...]:
    """What a memory is about: its name, aliases and the identifiers its description names."""
    out: list[tuple[str, ...]] = []
    name_parts = tuple(
        p
        for p in re.split(r"[_\-\s]+", fold(memory))
        if len(p) > 1 and p not in _GENERIC_NAME_PARTS
    )
    if name_parts:
        out.append(name_parts)
    for alias in aliases:
        terms = tuple(object_terms(alias))
        if terms:
            out.append(terms)
    for match in IDENTIFIER.finditer(CJK.sub(" ", description)):
        token = match.group(0).strip("`")
        if re.search(r"[./_@]", token):
            out.append((fold(token).rstrip("/"),))
    return tuple(dict.fromkeys(out))
