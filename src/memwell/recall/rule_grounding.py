"""What a rule's words refer to in this store: the identifiers other memories state for them.

Trigger: the gate judges a call against the rules of the store's memories; the view is
derived once per catalog generation (`MemoryView.grounding`), never per call.

Why: a rule names things as a person says them ("the master recipe cards", "patient
records", 「本番の DB」); the call names them as a machine does (`~/bakery/recipes/master/
rye.md`, `/srv/share/frontdesk/exports/patients_2026.csv`). What connects the two is
written in the store itself, usually in another memory ("- ~/bakery/recipes/master/ — the
master recipe cards"), not in a vocabulary table. A statement (a line, with the heading or
label it sits under) that names every word of a rule's object phrase and is specific to
it (few statements name it) grounds the phrase in the concrete identifiers the statement
states: paths, file names, hosts, addresses, channels, ids. A list labelled with the phrase
("Major donors this year include: Ferris Foundation, Hal & June Pruitt"; "Year-end 2025
filed for: Petersen Tischlerei") also grounds it in the people, firms and street addresses
it names, met in a call by their words ("Dear Hal and June", hal.pruitt@…): a role or a
category is matched to the person or the client the store files under it.

Outcome: `ground(memories, phrases)` → for each object phrase, the identifiers that stand
for it; `recall.rule_match.judge` lets a rule whose phrase is grounded fire on a call that
acts on one of them (and says so in its `why`).
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence

from memwell.lazy_patterns import lazy_compile
from memwell.recall.operations import index_strings
from memwell.recall.rule_terms import CJK, IDENTIFIER
from memwell.recall.rule_vocab import fold, keys_of
from memwell.recall.rules import states_rule

GROUNDING_VERSION = 2
# a phrase several statements name is a common word of this store, not a name of one thing
MAX_STATEMENTS = 3
MAX_IDENTIFIERS = 12  # per phrase

Phrase = tuple[str, ...]
_NOT_NAMES = frozenset({"e.g", "i.e", "etc", "vs", "a.m", "p.m"})
# a path with placeholders: each `<...>` stands for one segment's text
_TEMPLATE = lazy_compile(r"[~/\w.-]*(?:<[^<>\s/]+>[\w.-]*)+(?:/[\w.<>*-]*)*")

_HEADING = lazy_compile(r"^\s*#+\s+(.+?)\s*#*\s*$")
_LABEL = lazy_compile(r"^\s*(?:[-*+]\s+)?([^:：\n]{2,60})[:：]\s*$")
_ITEM = lazy_compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
# an identifier is specific when it has the shape of one: a path, a dotted or underscored
# name, an address or handle, a code mixing letters and digits
_SPECIFIC = lazy_compile(r"[./_@#:]|[A-Za-z]\d|\d[A-Za-z]")
# "Major donors this year include: Ferris Foundation, Hal & June Pruitt": a label, then what
# it names (a colon that is not part of a time, a URL or a drive)
_LABELLED = lazy_compile(r"^([^:：\n]{2,80}?)\s*(?<!\d)[:：](?!//|\d)\s*(.+)$", re.IGNORECASE)
# a name as a person writes one: capitalised words, two people sharing a surname joined by
# "&" or "and", or a street address (a number, then the street's name)
_NAME = lazy_compile(
    r"(?<![\w@.])(?:\d{1,5}[A-Za-z]?\s+)?[A-Z][\w'\u2019-]+(?:\s+(?:(?:&|and)\s+)?[A-Z][\w'\u2019-]+)+"
)
_TITLE = lazy_compile(r"\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sir|Dame)\.?\s+")
# a name the store states (`names`): matched by its words, not as one string
NAME_PREFIX = "name:"


def statements(text: str) -> list[str]:
    """A memory's lines, each with the heading or label line it sits under."""
    out: list[str] = []
    context = ""
    for raw in text.splitlines():
        line = unicodedata.normalize("NFKC", raw).strip()
        if not line:
            continue
        heading = _HEADING.match(line) or _LABEL.match(line)
        if heading:
            context = heading.group(1).strip()  # names nothing itself: its lines carry it
            continue
        if not _ITEM.match(raw):
            context = context if raw.startswith((" ", "\t")) else ""
        out.append(f"{context}: {line}" if context else line)
    return out


def identifiers(statement: str) -> list[str]:
    """The concrete names a statement states (paths, hosts, addresses, ids), folded."""
    found: list[str] = []
    for match in _TEMPLATE.finditer(statement):
        found.append(fold(match.group(0)).rstrip(".,;:"))  # `/Shoots/2026/<date>_<couple>/RAW`
    statement = _TEMPLATE.sub(" ", statement)
    for match in IDENTIFIER.finditer(CJK.sub(" ", statement)):
        token = match.group(0).strip("`").rstrip(".,;:")
        if (
            len(token) >= 3
            and _SPECIFIC.search(token)
            and re.search(r"[A-Za-z]{2}", token)  # not a time ("03:00") or a bare number
            and fold(token) not in _NOT_NAMES
            and not token.startswith("http")
        ):
            found.append(fold(token))
    # a quoted name ("Cafe accounts", "Brookside Chairs"): a sheet, tab, list or audience;
    # a quoted phrase in lower case ("reply C to confirm") is wording, not a name
    for quoted in re.findall(r"[\"“`]([A-Z0-9][^\"”`]{2,40})[\"”`]", statement):
        if len(quoted.split()) <= 4:
            found.append(fold(quoted.strip()))
    return list(dict.fromkeys(found))


def names(text: str) -> list[str]:
    """The names a list of values states ("Dr. Susan Kwan", "Hal & June Pruitt", "88 Birch
    Ln"), each as `NAME_PREFIX` + its folded words: a person by first and last name (two
    people sharing a surname are two names), an address by its number and street."""
    found: list[str] = []
    for match in _NAME.finditer(_TITLE.sub("", unicodedata.normalize("NFKC", text))):
        words = match.group(0).split()
        if words and words[0][0].isdigit():
            if len(words) >= 2:
                found.append(NAME_PREFIX + fold(" ".join(words[:2])))
            continue
        people = " ".join(words).replace(" and ", " & ").split(" & ")
        if len(people) == 2 and len(people[0].split()) == 1 and len(people[1].split()) >= 2:
            surname = people[1].split()[-1]
            people = [f"{people[0]} {surname}", people[1]]
        for person in people:
            if len(person.split()) >= 2:
                found.append(NAME_PREFIX + fold(person))
    return list(dict.fromkeys(found))


def name_in(name: str, words: frozenset[str]) -> bool:
    """Whether a stated name's every word is among a call's words."""
    return all(w in words for w in name.removeprefix(NAME_PREFIX).split())


def _label(statement: str) -> tuple[str, str] | None:
    """A statement's label and what it names (None when it is not a labelled list)."""
    match = _LABELLED.match(statement)
    if match is None or len(match.group(1).split()) > 8:
        return None
    # what the list is: the label's leading words ("Major donors this year include")
    return " ".join(_ITEM.sub("", match.group(1)).split()[:3]), match.group(2)


def _phrase_in(phrase: Phrase, keys: frozenset[str], text: str) -> bool:
    for term in phrase:
        if CJK.search(term):
            meanings = {k for k in keys_of(term) if k.startswith("@")}
            if term not in text and not (meanings and meanings <= keys):
                return False
        elif not keys_of(term) & keys:
            return False
    return True


def ground(
    memories: Iterable[tuple[str, str]], phrases: Iterable[Phrase]
) -> dict[Phrase, tuple[str, ...]]:
    """Identifiers for each phrase, from the statements of `memories` ((name, text) pairs)
    that name the phrase; phrases that are identifiers already, or name too many
    statements to be specific, are not grounded."""
    phrases = list(dict.fromkeys(phrases))
    if not phrases:
        return {}  # a store stating no rule grounds nothing: its memories need no reading
    lines: list[tuple[str, frozenset[str], str]] = []
    labels: dict[int, tuple[frozenset[str], str, str]] = {}  # a labelled statement's parts
    postings: dict[str, set[int]] = defaultdict(set)
    for name, text in memories:
        for statement in statements(text):
            if states_rule(statement):
                # a rule's own line names what it allows beside what it forbids ("copy to
                # drafts/ and change the copy"): it says what the rule is, not what a
                # thing is called
                continue
            keys, _ = index_strings((statement,))
            at = len(lines)
            lines.append((name, keys, statement))
            if labelled := _label(statement):
                label, values = labelled
                labels[at] = (index_strings((label,))[0], fold(label), values)
            for key in keys:
                postings[key].add(at)
    out: dict[Phrase, tuple[str, ...]] = {}
    for phrase in phrases:
        if any(_SPECIFIC.search(t) for t in phrase) or all(len(t) < 3 for t in phrase):
            continue
        # "year", "laptop": one English word alone names too much to ground, unless it is
        # what a list is labelled ("Major donors: ...")
        one_word = len(phrase) == 1 and not CJK.search(phrase[0])
        candidates: set[int] | None = None
        for term in phrase:
            if CJK.search(term):
                # its surface, or the concepts it names (仕入れ先 under "## Suppliers")
                meanings = [k for k in keys_of(term) if k.startswith("@")]
                hits = {i for i, (_, _, text) in enumerate(lines) if term in fold(text)}
                hits |= set().union(*(postings.get(k, set()) for k in meanings))
            else:
                hits = set().union(*(postings.get(k, set()) for k in keys_of(term)))
            candidates = hits if candidates is None else candidates & hits
        pool = sorted(candidates or ())
        found: list[str] = []
        # "Major donors this year include: Ferris Foundation, Hal & June Pruitt": a list
        # labelled with the phrase says who or what the phrase stands for, names included;
        # a list labelled with one word ("Laptop: ~/work/…") says where things are, not
        # what they are, so one word is grounded in the people and places listed only
        listed = [i for i in pool if i in labels and _phrase_in(phrase, *labels[i][:2])]
        if 0 < len(listed) <= MAX_STATEMENTS:
            for i in listed:
                found += [] if one_word else identifiers(labels[i][2])
                found += names(labels[i][2])
        named = [i for i in pool if _phrase_in(phrase, lines[i][1], fold(lines[i][2]))]
        if not one_word and 0 < len(named) <= MAX_STATEMENTS:
            for i in named:
                found += identifiers(lines[i][2])
        if found:
            out[phrase] = tuple(dict.fromkeys(found))[:MAX_IDENTIFIERS]
    return out


def to_json(grounding: Mapping[Phrase, Sequence[str]]) -> list[list[list[str]]]:
    return [[list(p), list(ids)] for p, ids in grounding.items()]


def from_json(data: object) -> dict[Phrase, tuple[str, ...]]:
    out: dict[Phrase, tuple[str, ...]] = {}
    if isinstance(data, list):
        for item in data:
            if isinstance(item, list) and len(item) == 2:
                out[tuple(str(t) for t in item[0])] = tuple(str(i) for i in item[1])
    return out
